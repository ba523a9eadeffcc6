"""Code generation: checked abilities -> Python source for generated/<pack>/.

A direct emitter: it writes Python text itself instead of building `ast`
nodes and calling `ast.unparse` (which cost as much as parsing). The output
has exactly the shape `ast.unparse` gives — tests/test_codegen_emit.py checks
every generated function reads back unchanged through ast.parse/unparse — and
is safe by construction, because only three kinds of text ever reach it:

- identifiers that pass a strict check: `v_` + a NAME of the grammar for the
  designer's variables, and the vocabulary's `runtime` names and event
  fields for everything else (anything else raises, it is never written);
- literals written with repr() (strings, numbers, yes/no), or, for the
  docstring that quotes the ability, with ast.unparse's own quoting rules;
- fixed operators and punctuation.

Comments hold only `file:line`, escaped with repr. The output is
deterministic: same input, same bytes.
"""
from __future__ import annotations

import ast
import keyword
import pprint
import re

from dsl import tree as t
from dsl import vocabulary as V

from compiler.check.effects.check import Checked

HEADER = "{what} of the `{pack}` pack, compiled by `syndicate build`.\n\nDo not edit: change the content under content/{pack}/ and build again.\n"
_ID = re.compile(r"[a-z][a-z0-9_]{0,40}\Z")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")      # grammar.lark's NAME
_RUNTIME = re.compile(r"[a-z_][a-z0-9_]*\Z")

# Operator precedence, in the order of ast's private _Precedence: a part is put in
# brackets exactly when ast.unparse would (the place asks for more than the part has).
(NAMED_EXPR, TUPLE, YIELD, TEST, OR, AND, NOT, CMP, EXPR, BOR, BXOR, BAND, SHIFT, ARITH, TERM, FACTOR, POWER, AWAIT,
 ATOM) = range(19)
_CMP = {"is": "==", "is not": "!=", "in": "in", "not in": "not in", ">": ">", ">=": ">=", "<": "<", "<=": "<="}
_BIN = {"+": ARITH, "-": ARITH, "*": TERM}
_NO_VALUE = object()



class Names:
    """The runtime names and event fields one vocabulary allows in generated code, and nothing else."""

    def __init__(self, vocab: V.Vocabulary):
        self.vocab = vocab
        self.runtime = frozenset(vocab.runtime_methods()) | frozenset(e.runtime for e in vocab.stats.values()) \
            | frozenset(e.runtime for e in vocab.attack_stats.values())
        self.event_fields = frozenset(f for e in vocab.events.values() for f, _ in e.fields)
        self.seen: set[str] = set()   # every name written since Emitter.ability last cleared it (its read-set)

    def check(self, name: str) -> str:
        """A ctx method or attribute named by the vocabulary, and nothing else."""
        if name not in self.runtime or not _RUNTIME.match(name) or keyword.iskeyword(name):
            raise ValueError(f"not a runtime name of the vocabulary: {name!r}")
        self.seen.add(name)
        return name


def _var(name: str) -> str:
    """A designer's variable: NAME tokens get a prefix that keeps them clear of Python names."""
    if not _NAME.match(name):
        raise ValueError(f"not a name: {name!r}")
    return "v_" + name


def header(what: str, pack: str) -> str:
    """A module's docstring naming the pack: its folder name escaped, quoted like any docstring.

    The folder name comes from whoever made the pack: unprintable characters
    (newlines, U+2028, NUL) are written as escapes, and docstring() keeps quotes
    and backslashes from ending the literal.
    """
    shown = pack if pack.isprintable() else repr(pack)[1:-1]
    return docstring(HEADER.format(what=what, pack=shown)) + "\n"


def comment(text: str) -> str:
    """A one-line comment that cannot end early: repr escapes newlines and the like."""
    return "# " + repr(str(text))[1:-1]


def docstring(text: str) -> str:
    """`text` as a triple-quoted literal, quoted as ast.unparse quotes a docstring (3.9-3.12).

    Backslashes and unprintable characters are escaped; a quote sequence that
    would end the literal picks the other quotes or, with both present, repr's
    escaping. tests/test_codegen_emit.py compares it with ast.unparse.
    """
    def esc(c: str) -> str:
        if c in "\n\t":
            return c
        if c == "\\" or not c.isprintable():
            return c.encode("unicode_escape").decode("ascii")
        return c

    escaped = text if text.isprintable() and "\\" not in text else "".join(map(esc, text))
    quotes = [q for q in ('"""', "'''") if q not in escaped]
    if not quotes:
        r = repr(text)
        quote = next((q for q in ('"""', "'''") if r[0] in q), r[0])
        return quote + r[1:-1] + quote
    if escaped:
        quotes.sort(key=lambda q: q[0] == escaped[-1])
        if quotes[0][0] == escaped[-1]:
            escaped = escaped[:-1] + "\\" + escaped[-1]
    return quotes[0] + escaped + quotes[0]


class X:
    """An emitted expression: its text, its precedence, and its value when it is a literal."""

    __slots__ = ("text", "prec", "value")

    def __init__(self, text: str, prec: int = ATOM, value=_NO_VALUE):
        self.text = text
        self.prec = prec
        self.value = value

    def at(self, prec: int) -> str:
        """The text where a part of precedence `prec` is wanted."""
        return f"({self.text})" if prec > self.prec else self.text


def lit(value) -> X:
    return X(repr(value), ATOM, value)


class CardRef(X):
    """A card id the designer wrote as a name: its id literal in comparisons, the card itself elsewhere."""

    __slots__ = ("card",)

    def __init__(self, names: Names, card_id: str):
        super().__init__(f"ctx.{names.check('card_named')}({card_id!r})")
        self.card = card_id


def _ctx(names: Names, attr: str) -> X:
    return X("ctx." + names.check(attr))


def _call(names: Names, method: str, *args: X) -> X:
    return X(f"ctx.{names.check(method)}({', '.join(a.at(TEST) for a in args)})")


def _compare(names: Names, left: X, op: str, right: X) -> X:
    # Cards are compared by id: a named card is its id literal, the other side gives its id.
    lc, rc = isinstance(left, CardRef), isinstance(right, CardRef)
    if op in ("==", "!=") and (lc or rc):
        left = lit(left.card) if lc else _call(names, "card_id", left)
        right = lit(right.card) if rc else _call(names, "card_id", right)
    elif op in ("in", "not in") and lc:
        left, right = lit(left.card), _call(names, "card_ids", right)
    return X(f"{left.at(EXPR)} {op} {right.at(EXPR)}", CMP)


def _bool_op(op: str, parts: list[X]) -> X:
    """`a and b and c`: each later part is held to a higher precedence, as ast.unparse does."""
    prec = AND if op == "and" else OR
    out, p = [], prec
    for part in parts:
        p += 1
        out.append(part.at(p))
    return X(f" {op} ".join(out), prec)


class Rec:
    """An api record call, `api.Cls(key=value, …)`; a value is text or a tuple of records."""

    __slots__ = ("cls", "fields")

    def __init__(self, cls: str, fields: list):
        self.cls = cls
        self.fields = fields


class _Env:
    def __init__(self, resolved: dict, attack: X | None, attack_names: tuple = ()):
        self.resolved = resolved
        self.attack = attack
        self.attack_names = attack_names   # runtime names `attack` is written with (read-set: only when used)


class Emitter:
    """Compiles the abilities of one pack into one module's source."""

    def __init__(self, pack_name: str, vocab: V.Vocabulary):
        self.pack = pack_name
        self.v = vocab
        self.n = Names(vocab)
        self.functions: list[str] = []
        self.used: set[str] = set()

    # --- names -----------------------------------------------------------------------
    def fname(self, owner: str, index: int, role: str) -> str:
        base = owner if _ID.match(owner or "") and not keyword.iskeyword(owner) else "ability"
        name = f"{base}_{int(index)}_{role}"
        n = 2
        while name in self.used:
            name = f"{base}_{int(index)}_{role}_{n}"
            n += 1
        self.used.add(name)
        return name

    def function(self, name: str, params: list[str], body: list[str], ab: Checked, doc: bool) -> str:
        lines = [comment(ab.source), f"def {name}({', '.join(params)}):"]
        if doc:
            lines.append("    " + docstring(ab.text))
        lines.extend("    " + line for line in (body or ["pass"]))
        self.functions.append("\n".join(lines))
        return name

    def returning(self, name, params, expr: X, ab, doc=False) -> str:
        return self.function(name, params, ["return " + expr.at(TEST)], ab, doc)

    # --- expressions ------------------------------------------------------------------
    def expr(self, n: t.Node, env: _Env) -> X:
        r = env.resolved.get(id(n))
        if isinstance(n, (t.Num, t.Bool)):
            return lit(n.value)
        if isinstance(n, t.Name):
            kind = r[0]
            if kind == "var":
                return X(_var(r[1]))
            if kind == "event":
                return X("event")
            if kind == "attack":
                self.n.seen.update(env.attack_names)
                return env.attack
            if kind == "selector":
                return _ctx(self.n, r[1])
            if kind == "card":
                return CardRef(self.n, str(r[1]))
            return lit(str(r[1]))                    # an enum value or attack kind id
        if isinstance(n, t.Prop):
            obj = self.expr(n.obj, env)
            if r[0] == "field":
                if r[1] not in self.n.event_fields or not _RUNTIME.match(r[1]):
                    raise ValueError(f"not an event field: {r[1]!r}")
                return X(f"{obj.at(ATOM)}.{r[1]}")
            return _call(self.n, r[1], obj)
        if isinstance(n, t.Apply):
            return _call(self.n, r[1], self.expr(n.arg, env))
        if isinstance(n, t.Call):
            return _call(self.n, r[1], *(self.expr(a, env) for a in n.args))
        if isinstance(n, t.BinOp):
            prec = _BIN[n.op]
            left, right = self.expr(n.left, env), self.expr(n.right, env)
            return X(f"{left.at(prec)} {n.op} {right.at(prec + 1)}", prec)
        if isinstance(n, t.Neg):
            inner = self.expr(n.operand, env)
            if isinstance(inner.value, int):          # fold `-5`, as the literal it is
                return lit(-inner.value)
            return X("-" + inner.at(FACTOR), FACTOR)
        if isinstance(n, t.Not):
            return X("not " + self.expr(n.operand, env).at(NOT), NOT)
        if isinstance(n, t.BoolOp):
            return _bool_op(n.op, [self.expr(n.left, env), self.expr(n.right, env)])
        if isinstance(n, t.Compare):
            return _compare(self.n, self.expr(n.left, env), _CMP[n.op], self.expr(n.right, env))
        if isinstance(n, t.Where):
            items, cond = self.expr(n.items, env), self.expr(n.cond, env)
            return X(f"[v_it for v_it in {items.at(OR)} if {cond.at(OR)}]")
        raise TypeError(f"cannot compile {type(n).__name__}")  # pragma: no cover - the checker admits no other node

    # --- effects ------------------------------------------------------------------------
    def effects(self, effects: tuple, env: _Env) -> list[str]:
        out: list[str] = []
        for e in effects:
            out.extend(self.effect(e, env))
        return out

    def _block(self, head: str, body: list[str]) -> list[str]:
        return [head] + ["    " + line for line in body]

    def effect(self, e: t.Node, env: _Env) -> list[str]:
        if isinstance(e, t.If):
            out = self._block(f"if {self.expr(e.cond, env).at(TEST)}:", self.effects(e.body, env))
            orelse = e.orelse
            while len(orelse) == 1 and isinstance(orelse[0], t.If):   # `else: if` reads (and unparses) as `elif`
                out += self._block(f"elif {self.expr(orelse[0].cond, env).at(TEST)}:", self.effects(orelse[0].body, env))
                orelse = orelse[0].orelse
            if orelse:
                out += self._block("else:", self.effects(orelse, env))
            return out
        if isinstance(e, t.ForEach):
            return self._block(f"for {_var(e.var)} in {self.expr(e.items, env).at(TEST)}:", self.effects(e.body, env))
        if isinstance(e, t.Choose):
            var = _var(e.var)
            pick = _call(self.n, self.v.choose.runtime, self.expr(e.items, env))
            return [f"{var} = {pick.text}"] + self._block(f"if {var} is not None:", self.effects(e.body, env))
        verb, values, marker = env.resolved[id(e)]
        entry = verb.entry
        args: list[X] = []
        for (arg_name, typ), value in zip(entry.args, values):
            if value is None:   # an optional argument not written: its declared default selector
                args.append(_ctx(self.n, self.v.selectors[verb.defaults[arg_name]].runtime))
            elif typ == V.MARKER:
                args.append(lit(str(marker)))
                args.append(self.expr(value, env))
            else:
                args.append(self.expr(value, env))
        return [_call(self.n, entry.runtime, *args).text]

    # --- abilities ------------------------------------------------------------------------
    def ability(self, ab: Checked) -> Rec:
        self.n.seen.clear()
        rec = self._ability(ab)
        # The read-set: every runtime name this ability's code calls (ctx is the only way generated
        # code reaches the game), so an engine can tell which of its caches the ability depends on.
        rec.fields.append(("reads", f"frozenset({tuple(sorted(self.n.seen))!r})"))
        return rec

    def _ability(self, ab: Checked) -> Rec:
        n = ab.node
        if isinstance(n, t.Modifier):
            if n.of is None:
                return self.attack_modifier(ab, n)
            return self.stat_or_param(ab, n)
        if isinstance(n, t.Trigger):
            return self.trigger(ab, n)
        return self.activated(ab, n)

    def stat_or_param(self, ab: Checked, n: t.Modifier) -> Rec:
        env = _Env(ab.resolved, None)
        is_param = n.stat in self.v.params
        subject = "player" if is_param else "card"
        of = self.expr(n.of, env)
        many = ab.resolved.get(id(n)) == "set"
        test = _compare(self.n, X(subject), "in" if many else "==", of)
        if is_param and n.while_ is not None:  # ParamModifier has no condition: fold it into `applies`
            test = _bool_op("and", [test, self.expr(n.while_, env)])
        pick = self.returning(self.fname(ab.owner_id, ab.index, "applies" if is_param else "selects"),
                              ["ctx", subject], test, ab, doc=True)
        amount = self.returning(self.fname(ab.owner_id, ab.index, "amount"), ["ctx", subject], self.expr(n.amount, env), ab)
        common = [("card", repr(ab.owner_id)), ("source", repr(ab.source))]
        if is_param:
            return Rec("ParamModifier", common + [("param", repr(n.stat)), ("op", repr(n.op)), ("applies", pick),
                                                  ("amount", amount)])
        fields = common + [("stat", repr(self.v.stats[n.stat].runtime)), ("op", repr(n.op)), ("selects", pick),
                           ("amount", amount)]
        if n.while_ is not None:
            fields.append(("condition", self.returning(self.fname(ab.owner_id, ab.index, "condition"), ["ctx", "_"],
                                                       self.expr(n.while_, env), ab)))
        if not isinstance(of, CardRef):
            # The cards `selects` picks, listed once: an engine asking the stat of many cards runs it
            # once instead of once per card. (A card named by its id is compared by id: no list.)
            listed = of if many else X(f"[{of.at(TEST)}]")
            fields.append(("selection", self.returning(self.fname(ab.owner_id, ab.index, "selection"), ["ctx"],
                                                       listed, ab)))
        return Rec("StatModifier", fields)

    def attack_modifier(self, ab: Checked, n: t.Modifier) -> Rec:
        attack = X("attack")
        env = _Env(ab.resolved, attack)
        s = n.scope
        tests: list[X] = []
        if s.subject is not None:
            subj = self.expr(s.subject, env)
            if s.relation == "involving":
                involved = self.v.properties[V.SCOPE_PROPERTIES["involving"]].runtime
                tests.append(_compare(self.n, subj, "in", _call(self.n, involved, attack)))
            else:
                prop = V.SCOPE_PROPERTIES[s.relation]
                op = "in" if ab.resolved.get(id(s)) == "set" else "=="
                tests.append(_compare(self.n, _call(self.n, self.v.properties[prop].runtime, attack), op, subj))
        for cond in (s.where, n.while_):
            if cond is not None:
                tests.append(self.expr(cond, env))
        test = tests[0] if len(tests) == 1 else (_bool_op("and", tests) if tests else lit(True))
        applies = self.returning(self.fname(ab.owner_id, ab.index, "applies"), ["ctx", "attack"], test, ab, doc=True)
        amount = self.returning(self.fname(ab.owner_id, ab.index, "amount"), ["ctx", "attack"], self.expr(n.amount, env), ab)
        stat = self.v.attack_stats[n.stat]
        kinds = stat.extra.get("kinds") or tuple(self.v.attack_kinds)
        return Rec("AttackModifier", [
            ("card", repr(ab.owner_id)), ("source", repr(ab.source)), ("stat", repr(stat.runtime)),
            ("kinds", f"frozenset({tuple(sorted(str(k) for k in kinds))!r})"), ("op", repr(n.op)),
            ("applies", applies), ("amount", amount), ("scope", repr(s.relation))])

    def trigger(self, ab: Checked, n: t.Trigger) -> Rec:
        env = _Env(ab.resolved, X("event.attack"))
        cond_node, body = n.when, n.effects
        if cond_node is None and len(body) == 1 and isinstance(body[0], t.If) and not body[0].orelse:
            cond_node, body = body[0].cond, body[0].body   # the engine logs a trigger only when it fires
        cond = self.expr(cond_node, env) if cond_node is not None else lit(True)
        condition = self.returning(self.fname(ab.owner_id, ab.index, "condition"), ["ctx", "event"], cond, ab, doc=True)
        effect = self.function(self.fname(ab.owner_id, ab.index, "effect"), ["ctx", "event"], self.effects(body, env), ab, False)
        return Rec("Trigger", [("card", repr(ab.owner_id)), ("source", repr(ab.source)), ("event", repr(str(n.event))),
                               ("condition", condition), ("effect", effect)])

    def activated(self, ab: Checked, n: t.Activated) -> Rec:
        attack = self.v.selectors["attack"].runtime
        env = _Env(ab.resolved, _ctx(self.n, attack), (attack,))
        self.n.seen.discard(attack)          # read only where an ability writes `attack`
        specs = []
        for i, target in enumerate(n.targets):
            before, self.n.seen = self.n.seen, set()      # the filter's own read-set, then the ability's
            flt = self.expr(target.where, env) if target.where is not None else lit(True)
            fn = self.returning(self.fname(ab.owner_id, ab.index, f"target_{i}"), ["ctx", _var(target.name)], flt, ab,
                                doc=i == 0)
            fields = [("name", repr(str(target.name))), ("type", repr(str(target.type))), ("filter", fn)]
            if target.up_to != 1:
                fields.append(("up_to", repr(int(target.up_to))))
            fields.append(("reads", f"frozenset({tuple(sorted(self.n.seen))!r})"))
            before |= self.n.seen
            self.n.seen = before
            specs.append(Rec("TargetSpec", fields))
        bind = [f"{_var(tg.name)} = targets[{str(tg.name)!r}]" for tg in n.targets]
        fields = [("card", repr(ab.owner_id)), ("source", repr(ab.source)), ("token", repr(bool(n.token))),
                  ("money", repr(sum(int(m.value) for m in n.money))), ("timing", repr(str(n.timing))),
                  ("targets", tuple(specs))]
        if n.when is not None:
            fields.append(("condition", self.function(self.fname(ab.owner_id, ab.index, "condition"), ["ctx", "targets"],
                                                      _used(bind, ["return " + self.expr(n.when, env).at(TEST)]), ab,
                                                      not n.targets)))
        fields.append(("effect", self.function(self.fname(ab.owner_id, ab.index, "effect"), ["ctx", "targets"],
                                               _used(bind, self.effects(n.effects, env)), ab,
                                               not n.targets and n.when is None)))
        # `special`: the card is played from the hand (the game's kind flag `played`).
        fields.append(("special", repr(bool(self.v.card_kinds.get(ab.card_kind, {}).get("played")))))
        return Rec("Activated", fields)


def _used(bind: list[str], body: list[str]) -> list[str]:
    """The body after the target bindings it reads: a condition that names no target binds none
    (generated code has no unused names)."""
    text = "\n".join(body)
    return [b for b in bind if re.search(r"\b" + re.escape(b.split(" = ", 1)[0]) + r"\b", text)] + body


def record_source(rec: Rec, indent: str) -> str:
    """An api record, one keyword per line, for reading in a diff."""
    inner = indent + "    "
    parts = []
    for key, value in rec.fields:
        if isinstance(value, tuple):
            if value:
                items = "".join(f"{inner}    {record_source(e, inner + '    ')},\n" for e in value)
                value = "(\n" + items + inner + ")"
            else:
                value = "()"
        parts.append(f"{inner}{key}={value},\n")
    return f"api.{rec.cls}(\n" + "".join(parts) + indent + ")"


def _vocab_of(checked: list[Checked], vocab: V.Vocabulary | None) -> V.Vocabulary:
    """The vocabulary to compile against: the one given, else the one the abilities were checked with."""
    if vocab is None:
        vocab = next((ab.vocab for ab in checked if ab.vocab is not None), None) or V.Vocabulary()
    return vocab


def _module_head(what: str, pack_name: str, uses_api: bool, functions: list[str]) -> list[str]:
    """Docstring, the api import when a record needs it, the functions: blank lines as isort and Ruff want."""
    out = [header(what, pack_name)]
    if uses_api:
        out += ["from runtime import api", ""]
    for fn in functions:
        out += ["", fn, ""]
    if functions:
        out.append("")
    return out


def abilities_module(pack_name: str, checked: list[Checked], vocab: V.Vocabulary | None = None) -> str:
    em = Emitter(pack_name, _vocab_of(checked, vocab))
    by_card: dict[str, list[Rec]] = {}
    for ab in checked:
        if ab.card_kind is None:
            continue
        by_card.setdefault(ab.owner_id, []).append(em.ability(ab))
    out = _module_head("Compiled abilities", pack_name, bool(by_card), em.functions)
    out.append("ABILITIES = {")
    for card_id, records in by_card.items():
        out.append(f"    {card_id!r}: (")
        for rec in records:
            out.append("        " + record_source(rec, "        ") + ",")
        out.append("    ),")
    out.append("}")
    return "\n".join(out) + "\n"


def house_rules_module(pack_name: str, rules: list, checked: list[Checked], vocab: V.Vocabulary | None = None) -> str:
    """`rules`: (id, name, source, settings) per house rule file, in pack order."""
    em = Emitter(pack_name, _vocab_of(checked, vocab))
    by_rule: dict[str, list[Rec]] = {}
    for ab in checked:
        if ab.card_kind is None:
            by_rule.setdefault(ab.owner_id, []).append(em.ability(ab))
    out = _module_head("House rules", pack_name, bool(rules), em.functions)
    out.append("HOUSE_RULES = {")
    for rule_id, name, source, settings in rules:
        records = by_rule.get(rule_id, [])
        abil = "(\n" + "".join(f"            {record_source(r, '            ')},\n" for r in records) + "        )" if records else "()"
        out.append(f"    {rule_id!r}: api.HouseRule(")
        out.append(f"        id={rule_id!r},")
        out.append(f"        name={name!r},")
        out.append(f"        source={source!r},")
        out.append("        settings=" + literal(settings, 8) + ",")
        out.append(f"        abilities={abil},")
        out.append("    ),")
    out.append("}")
    return "\n".join(out) + "\n"


def literal(value, indent: int = 0) -> str:
    """A Python literal for plain data (str, int, float, bool, None, lists, dicts), checked to read back equal."""
    text = pprint.pformat(value, indent=1, width=100, sort_dicts=False)
    if ast.literal_eval(text) != value:  # pragma: no cover - pprint of plain data round-trips
        raise ValueError("data does not round-trip as a literal")
    return text.replace("\n", "\n" + " " * indent)


def data_module(pack_name: str, what: str, name: str, value) -> str:
    return header(what, pack_name) + f"\n{name} = " + literal(value) + "\n"
