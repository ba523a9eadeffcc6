"""Code generation: checked abilities -> Python source for generated/<pack>/.

Everything is built as Python `ast` nodes and printed with `ast.unparse`, so
content never becomes code: names come only from the grammar's NAME token
(prefixed `v_`) or from the vocabulary's `runtime` fields, and every string
from content is an `ast.Constant` (printed with repr). Comments hold only
`file:line`, escaped with repr. The output is deterministic: same input,
same bytes.
"""
from __future__ import annotations

import ast
import keyword
import pprint
import re

from dsl import tree as t
from dsl import vocabulary as V

from .effects.check import Checked

HEADER = '"""{what} of the `{pack}` pack, compiled by `syndicate build`.\n\nDo not edit: change the content under content/{pack}/ and build again.\n"""\n'
_CMP = {"is": ast.Eq, "is not": ast.NotEq, "in": ast.In, "not in": ast.NotIn,
        ">": ast.Gt, ">=": ast.GtE, "<": ast.Lt, "<=": ast.LtE}
_BIN = {"+": ast.Add, "-": ast.Sub, "*": ast.Mult}
_ID = re.compile(r"[a-z][a-z0-9_]{0,40}\Z")
ALL_KINDS = tuple(V.ATTACK_KINDS)


def _ctx(attr: str) -> ast.expr:
    return ast.Attribute(ast.Name("ctx", ast.Load()), attr, ast.Load())


def _call(method: str, *args: ast.expr) -> ast.expr:
    return ast.Call(_ctx(method), list(args), [])


def _var(name: str) -> str:
    return "v_" + name  # NAME tokens are [A-Za-z_][A-Za-z0-9_]*; the prefix keeps them clear of Python names


def _const(value) -> ast.expr:
    return ast.Constant(value)


def comment(text: str) -> str:
    """A one-line comment that cannot end early: repr escapes newlines and the like."""
    return "# " + repr(str(text))[1:-1]


class _Env:
    def __init__(self, resolved: dict, attack: ast.expr | None):
        self.resolved = resolved
        self.attack = attack


class Emitter:
    """Compiles the abilities of one pack into one module's source."""

    def __init__(self, pack_name: str):
        self.pack = pack_name
        self.functions: list[str] = []
        self.used: set[str] = set()

    # --- names -----------------------------------------------------------------------
    def fname(self, owner: str, index: int, role: str) -> str:
        base = owner if _ID.match(owner or "") and not keyword.iskeyword(owner) else "ability"
        name = f"{base}_{index}_{role}"
        n = 2
        while name in self.used:
            name = f"{base}_{index}_{role}_{n}"
            n += 1
        self.used.add(name)
        return name

    def function(self, name: str, params: list[str], body: list[ast.stmt], ab: Checked, doc: bool) -> ast.expr:
        stmts: list[ast.stmt] = []
        if doc:
            stmts.append(ast.Expr(_const(ab.text)))
        stmts.extend(body or [ast.Pass()])
        fn = ast.FunctionDef(name, ast.arguments([], [ast.arg(p) for p in params], None, [], [], None, []),
                             stmts, [], None, None)
        fn.lineno = 0
        ast.fix_missing_locations(fn)
        self.functions.append(comment(ab.source) + "\n" + ast.unparse(fn))
        return ast.Name(name, ast.Load())

    def returning(self, name, params, expr: ast.expr, ab, doc=False) -> ast.expr:
        return self.function(name, params, [ast.Return(expr)], ab, doc)

    # --- expressions ------------------------------------------------------------------
    def expr(self, n: t.Node, env: _Env) -> ast.expr:
        r = env.resolved.get(id(n))
        if isinstance(n, t.Num):
            return _const(n.value)
        if isinstance(n, t.Bool):
            return _const(n.value)
        if isinstance(n, t.Name):
            kind = r[0]
            if kind == "var":
                return ast.Name(_var(r[1]), ast.Load())
            if kind == "event":
                return ast.Name("event", ast.Load())
            if kind == "attack":
                return env.attack
            if kind == "selector":
                return _ctx(r[1])
            return _const(r[1])                      # a district, Racket type or attack kind id
        if isinstance(n, t.Prop):
            obj = self.expr(n.obj, env)
            if r[0] == "field":
                return ast.Attribute(obj, r[1], ast.Load())
            return _call(r[1], obj)
        if isinstance(n, t.Apply):
            return _call(r[1], self.expr(n.arg, env))
        if isinstance(n, t.Call):
            return _call(r[1], *(self.expr(a, env) for a in n.args))
        if isinstance(n, t.BinOp):
            return ast.BinOp(self.expr(n.left, env), _BIN[n.op](), self.expr(n.right, env))
        if isinstance(n, t.Neg):
            inner = self.expr(n.operand, env)
            if isinstance(inner, ast.Constant):
                return _const(-inner.value)
            return ast.UnaryOp(ast.USub(), inner)
        if isinstance(n, t.Not):
            return ast.UnaryOp(ast.Not(), self.expr(n.operand, env))
        if isinstance(n, t.BoolOp):
            op = ast.And() if n.op == "and" else ast.Or()
            return ast.BoolOp(op, [self.expr(n.left, env), self.expr(n.right, env)])
        if isinstance(n, t.Compare):
            return ast.Compare(self.expr(n.left, env), [_CMP[n.op]()], [self.expr(n.right, env)])
        if isinstance(n, t.Where):
            it = _var("it")
            gen = ast.comprehension(ast.Name(it, ast.Store()), self.expr(n.items, env), [self.expr(n.cond, env)], 0)
            return ast.ListComp(ast.Name(it, ast.Load()), [gen])
        raise TypeError(f"cannot compile {type(n).__name__}")  # pragma: no cover - the checker admits no other node

    # --- effects ------------------------------------------------------------------------
    def effects(self, effects: tuple, env: _Env) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for e in effects:
            out.extend(self.effect(e, env))
        return out

    def effect(self, e: t.Node, env: _Env) -> list[ast.stmt]:
        if isinstance(e, t.If):
            return [ast.If(self.expr(e.cond, env), self.effects(e.body, env), [])]
        if isinstance(e, t.ForEach):
            return [ast.For(ast.Name(_var(e.var), ast.Store()), self.expr(e.items, env), self.effects(e.body, env), [], None)]
        if isinstance(e, t.Choose):
            var = _var(e.var)
            pick = ast.Assign([ast.Name(var, ast.Store())], _call(V.EFFECTS["choose"].runtime, self.expr(e.items, env)))
            test = ast.Compare(ast.Name(var, ast.Load()), [ast.IsNot()], [_const(None)])
            return [pick, ast.If(test, self.effects(e.body, env), [])]
        entry = V.EFFECTS[e.name]
        args: list[ast.expr] = []
        for (arg_name, typ), value in zip(entry.args, e.args):
            if value is None:
                args.append(_ctx(V.SELECTORS["owner"].runtime))
            elif typ == "marker":
                args.append(_const(env.resolved[id(e)]))
                args.append(self.expr(value, env))
            else:
                args.append(self.expr(value, env))
        return [ast.Expr(_call(entry.runtime, *args))]

    # --- abilities ------------------------------------------------------------------------
    def ability(self, ab: Checked) -> ast.expr:
        n = ab.node
        if isinstance(n, t.Modifier):
            if n.of is None:
                return self.attack_modifier(ab, n)
            return self.stat_or_param(ab, n)
        if isinstance(n, t.Trigger):
            return self.trigger(ab, n)
        return self.activated(ab, n)

    def _record(self, cls: str, **fields) -> ast.expr:
        return ast.Call(ast.Attribute(ast.Name("api", ast.Load()), cls, ast.Load()), [],
                        [ast.keyword(k, v) for k, v in fields.items()])

    def stat_or_param(self, ab: Checked, n: t.Modifier) -> ast.expr:
        env = _Env(ab.resolved, None)
        is_param = n.stat in V.PARAMS
        subject = "player" if is_param else "card"
        test = ast.Compare(ast.Name(subject, ast.Load()),
                           [ast.In() if ab.resolved.get(id(n)) == "set" else ast.Eq()], [self.expr(n.of, env)])
        pick = self.returning(self.fname(ab.owner_id, ab.index, "applies" if is_param else "selects"),
                              ["ctx", subject], test, ab, doc=True)
        amount = self.returning(self.fname(ab.owner_id, ab.index, "amount"), ["ctx", subject], self.expr(n.amount, env), ab)
        common = dict(card=_const(ab.owner_id), source=_const(ab.source))
        if is_param:
            if n.while_ is not None:  # ParamModifier has no condition: fold it into `applies`
                pick = self._and_while(ab, pick, subject, n.while_, env)
            return self._record("ParamModifier", **common, param=_const(n.stat), op=_const(n.op), applies=pick, amount=amount)
        fields = dict(**common, stat=_const(V.STATS[n.stat].runtime), op=_const(n.op), selects=pick, amount=amount)
        if n.while_ is not None:
            fields["condition"] = self.returning(self.fname(ab.owner_id, ab.index, "condition"), ["ctx", "_"],
                                                 self.expr(n.while_, env), ab)
        return self._record("StatModifier", **fields)

    def _and_while(self, ab, pick, subject, cond, env) -> ast.expr:
        self.functions.pop()
        self.used.discard(pick.id)
        n = ab.node
        test = ast.BoolOp(ast.And(), [
            ast.Compare(ast.Name(subject, ast.Load()), [ast.In() if ab.resolved.get(id(n)) == "set" else ast.Eq()],
                        [self.expr(n.of, env)]),
            self.expr(cond, env)])
        return self.returning(pick.id, ["ctx", subject], test, ab, doc=True)

    def attack_modifier(self, ab: Checked, n: t.Modifier) -> ast.expr:
        attack = ast.Name("attack", ast.Load())
        env = _Env(ab.resolved, attack)
        s = n.scope
        tests: list[ast.expr] = []
        if s.subject is not None:
            subj = self.expr(s.subject, env)
            if s.relation == "involving":
                tests.append(ast.Compare(subj, [ast.In()], [_call(V.PROPERTIES["involved"].runtime, attack)]))
            else:
                prop = {"by": "attacker", "led_by": "leader", "against": "target"}[s.relation]
                op = ast.In() if ab.resolved.get(id(s)) == "set" else ast.Eq()
                tests.append(ast.Compare(_call(V.PROPERTIES[prop].runtime, attack), [op], [subj]))
        for cond in (s.where, n.while_):
            if cond is not None:
                tests.append(self.expr(cond, env))
        test = tests[0] if len(tests) == 1 else (ast.BoolOp(ast.And(), tests) if tests else _const(True))
        applies = self.returning(self.fname(ab.owner_id, ab.index, "applies"), ["ctx", "attack"], test, ab, doc=True)
        amount = self.returning(self.fname(ab.owner_id, ab.index, "amount"), ["ctx", "attack"], self.expr(n.amount, env), ab)
        kinds = (n.stat,) if n.stat in V.ATTACK_KINDS else ALL_KINDS
        kinds_expr = ast.Call(ast.Name("frozenset", ast.Load()), [ast.Tuple([_const(k) for k in sorted(kinds)], ast.Load())], [])
        return self._record("AttackModifier", card=_const(ab.owner_id), source=_const(ab.source),
                            stat=_const(V.ATTACK_STATS[n.stat].runtime), kinds=kinds_expr, op=_const(n.op),
                            applies=applies, amount=amount, scope=_const(s.relation))

    def trigger(self, ab: Checked, n: t.Trigger) -> ast.expr:
        event = ast.Name("event", ast.Load())
        env = _Env(ab.resolved, ast.Attribute(event, "attack", ast.Load()))
        cond_node, body = n.when, n.effects
        if cond_node is None and len(body) == 1 and isinstance(body[0], t.If):
            cond_node, body = body[0].cond, body[0].body   # the engine logs a trigger only when it fires
        cond = self.expr(cond_node, env) if cond_node is not None else _const(True)
        condition = self.returning(self.fname(ab.owner_id, ab.index, "condition"), ["ctx", "event"], cond, ab, doc=True)
        effect = self.function(self.fname(ab.owner_id, ab.index, "effect"), ["ctx", "event"], self.effects(body, env), ab, False)
        return self._record("Trigger", card=_const(ab.owner_id), source=_const(ab.source), event=_const(n.event),
                            condition=condition, effect=effect)

    def activated(self, ab: Checked, n: t.Activated) -> ast.expr:
        env = _Env(ab.resolved, _ctx(V.SELECTORS["attack"].runtime))
        specs = []
        for i, target in enumerate(n.targets):
            flt = self.expr(target.where, env) if target.where is not None else _const(True)
            fn = self.returning(self.fname(ab.owner_id, ab.index, f"target_{i}"), ["ctx", _var(target.name)], flt, ab,
                                doc=i == 0)
            fields = dict(name=_const(target.name), type=_const(target.type), filter=fn)
            if target.up_to != 1:
                fields["up_to"] = _const(target.up_to)
            specs.append(self._record("TargetSpec", **fields))
        bind = [ast.Assign([ast.Name(_var(tg.name), ast.Store())],
                           ast.Subscript(ast.Name("targets", ast.Load()), _const(tg.name), ast.Load()))
                for tg in n.targets]
        fields = dict(card=_const(ab.owner_id), source=_const(ab.source), token=_const(n.token),
                      money=_const(sum(m.value for m in n.money)), timing=_const(n.timing),
                      targets=ast.Tuple(specs, ast.Load()))
        if n.when is not None:
            fields["condition"] = self.function(self.fname(ab.owner_id, ab.index, "condition"), ["ctx", "targets"],
                                                bind + [ast.Return(self.expr(n.when, env))], ab, not n.targets)
        fields["effect"] = self.function(self.fname(ab.owner_id, ab.index, "effect"), ["ctx", "targets"],
                                         bind + self.effects(n.effects, env), ab, not n.targets and n.when is None)
        fields["special"] = _const(ab.card_kind == V.SPECIAL)
        return self._record("Activated", **fields)


def record_source(call: ast.expr, indent: str) -> str:
    """An api record, one keyword per line, for reading in a diff."""
    if not isinstance(call, ast.Call) or not call.keywords:
        return ast.unparse(call)
    inner = indent + "    "
    parts = []
    for kw in call.keywords:
        value = kw.value
        if isinstance(value, ast.Tuple) and value.elts and isinstance(value.elts[0], ast.Call):
            items = "".join(f"{inner}    {record_source(e, inner + '    ')},\n" for e in value.elts)
            text = "(\n" + items + inner + ")"
        else:
            text = ast.unparse(value)
        parts.append(f"{inner}{kw.arg}={text},\n")
    return ast.unparse(call.func) + "(\n" + "".join(parts) + indent + ")"


def abilities_module(pack_name: str, checked: list[Checked]) -> str:
    em = Emitter(pack_name)
    by_card: dict[str, list[ast.expr]] = {}
    for ab in checked:
        if ab.card_kind is None:
            continue
        by_card.setdefault(ab.owner_id, []).append(em.ability(ab))
    out = [HEADER.format(what="Compiled abilities", pack=pack_name), "from runtime import api", ""]
    for fn in em.functions:
        out.append("")
        out.append(fn)
        out.append("")
    out.append("")
    out.append("ABILITIES = {")
    for card_id, records in by_card.items():
        out.append(f"    {card_id!r}: (")
        for rec in records:
            out.append("        " + record_source(rec, "        ") + ",")
        out.append("    ),")
    out.append("}")
    return "\n".join(out) + "\n"


def house_rules_module(pack_name: str, rules: list, checked: list[Checked]) -> str:
    """`rules`: (id, name, source, settings) per house rule file, in pack order."""
    em = Emitter(pack_name)
    by_rule: dict[str, list[ast.expr]] = {}
    for ab in checked:
        if ab.card_kind is None:
            by_rule.setdefault(ab.owner_id, []).append(em.ability(ab))
    out = [HEADER.format(what="House rules", pack=pack_name), "from runtime import api", ""]
    for fn in em.functions:
        out += ["", fn, ""]
    out += ["", "HOUSE_RULES = {"]
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
    return HEADER.format(what=what, pack=pack_name) + f"\n{name} = " + literal(value) + "\n"
