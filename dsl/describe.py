"""Plain English for an ability, for card sheets that have no designer text.

`describe("modify hit by 5 for attacks involving self", vocab)` ->
"Hits this card takes part in get +5." The sentence is built from the parsed
tree, so printed rules follow the compiled behaviour, and every word that
names something of the game — an effect, event, stat, selector, property,
timing, marker — is the English its vocabulary entry declares (the pack's
game.yaml), so the printed card and the behaviour cannot drift. This module
holds only the phrase logic that is the same for every game: sentences,
lists, possessives, signs, `where` filters, targets and costs.

Common shapes read as a designer would write them ("At the start of your
turn, gain 2 G.", "On your turn, spend this card's action token and pay 5 G
to choose one of your … and …"); anything else falls back to a literal
reading that is still correct ("… where its Power is more than 3").
"""
from __future__ import annotations

from . import tree as t
from .verbs import Resolved, resolve
from .vocabulary import Vocabulary

_POSSESSIVE = {"you": "your", "it": "its", "them": "their"}


class _Words:
    """What names read as in one description: the vocabulary's English, the pack's display names,
    and the ability's variables."""

    def __init__(self, vocab: Vocabulary, names: dict[str, str] | None):
        self.v = vocab
        self.names = dict(names or {})
        self.vars: dict[str, str] = {}

    def with_var(self, var: str, words: str) -> "_Words":
        inner = _Words(self.v, self.names)
        inner.vars = {**self.vars, var: words}
        return inner


def _words(name: str) -> str:
    return name.replace("_", " ")


def _possessive(obj: str) -> str:
    return _POSSESSIVE.get(obj, obj + "'s")


def _english(entry, key: str = "english"):
    return entry.english.get(key) if entry is not None else None


def _name(w: _Words, ident: str) -> str:
    if ident in w.vars:
        return w.vars[ident]
    if ident == "it":
        return "it"
    sel = _english(w.v.selectors.get(ident))
    if sel is not None:
        return sel
    if ident in w.names:
        return w.names[ident]
    return ident if len(ident) <= 3 else _words(ident).title()   # short names are the designer's variables


def _is(n, kind, **fields) -> bool:
    return isinstance(n, kind) and all(getattr(n, k) == v for k, v in fields.items())


def _owner_name(n) -> bool:
    return _is(n, t.Name, id="owner")


def _fill(template: str, values: dict) -> str:
    """`{name}` and `{name:signed}` of a vocabulary phrase, filled in."""
    def signed(text: str) -> str:
        return text if text.startswith("-") else "+" + text

    class _Values(dict):
        def __missing__(self, key):
            return "{" + key + "}"

    out = template
    for key, value in values.items():
        out = out.replace("{" + key + ":signed}", signed(value))
    return out.format_map(_Values(values))


# --- expressions -----------------------------------------------------------------
def _bool_prop(n: t.Prop, w: _Words, negated: bool) -> str | None:
    """A yes/no property read as the vocabulary words it: `{x} is ready` / `{x} is not ready`.

    Without English, its name is read as a sentence: `is_ready` -> "{x} is ready", `has_key` -> "{x} has key"."""
    entry = w.v.properties.get(n.name)
    if entry is None or entry.type != "bool":
        return None
    text = _english(entry, "english_not" if negated else "english")
    if not (text and "{x}" in text):
        verb, _, rest = n.name.partition("_")
        if verb not in ("is", "has") or not rest:
            return None
        words = _words(rest)
        text = (f"{{x}} is not {words}" if verb == "is" else f"{{x}} has no {words}") if negated else f"{{x}} {verb} {words}"
    subject = expr(n.obj, w)
    return _agree(text.replace("{x}", subject), subject)


def _agree(text: str, subject: str) -> str:
    """`you is` -> `you are`, `you has` -> `you have`: the verb right after a subject that takes the plural."""
    if subject not in ("you", "they") or not text.startswith(subject + " "):
        return text
    head, rest = text[:len(subject) + 1], text[len(subject) + 1:]
    for one, many in (("is ", "are "), ("has ", "have "), ("pays ", "pay "), ("gains ", "gain "), ("wins ", "win ")):
        if rest.startswith(one):
            return head + many + rest[len(one):]
    return text


_COMPARE = {"is": "is", "is not": "is not", "in": "is among", "not in": "is not among", ">": "is more than",
            ">=": "is at least", "<": "is less than", "<=": "is at most"}
_HOW_MANY = {">": "more than", ">=": "at least", "<": "fewer than", "<=": "at most", "is": "exactly"}


def _markers_compared(n: t.Compare, w: _Words) -> str | None:
    """`x.stress > 2` -> "x has more than 2 Stress markers"; `> 0` -> "x has Stress markers"; `is 0` -> "no"."""
    if not (isinstance(n.left, t.Prop) and isinstance(n.right, t.Num) and n.op in _HOW_MANY):
        return None
    noun = _marker_prop(w, n.left.name)
    if noun is None or _is(n.left.obj, t.Name, id="event"):
        return None
    owner = expr(n.left.obj, w)
    count = n.right.value
    if n.op == ">" and count == 0:
        amount = noun
    elif n.op == "is" and count == 0:
        amount = f"no {noun}"
    else:
        amount = f"{_HOW_MANY[n.op]} {count} {noun[:-1] if count == 1 and noun.endswith('s') else noun}"
    return _agree(f"{owner} has {amount}", owner)


_HOW_MUCH = {">": "more than", ">=": "at least", "<": "less than", "<=": "at most"}


def _money_compared(n: t.Compare, w: _Words) -> str | None:
    """`owner.money >= 10` -> "you have at least 10 G": a player's money read as what he has."""
    if not (isinstance(n.left, t.Prop) and n.op in _HOW_MUCH and not _is(n.left.obj, t.Name, id="event")):
        return None
    entry = w.v.properties.get(n.left.name)
    money = w.v.money
    if entry is None or money is None or entry.type != money or "player" not in entry.applies_to:
        return None
    owner = expr(n.left.obj, w)
    if _is(n.right, t.Prop, name=n.left.name) and not _is(n.right.obj, t.Name, id="event"):
        # `p.money > owner.money` -> "that rival has more money than you"
        noun, other = _english(entry) or _words(n.left.name), expr(n.right.obj, w)
        how = {">": f"more {noun} than", ">=": f"at least as much {noun} as", "<": f"less {noun} than",
               "<=": f"at most as much {noun} as"}[n.op]
        return _agree(f"{owner} has {how} {other}", owner)
    unit = w.v.types.get(money, {}).get("unit")
    amount = expr(n.right, w) + (f" {unit}" if unit and isinstance(n.right, t.Num) and n.right.unit is None else "")
    return _agree(f"{owner} has {_HOW_MUCH[n.op]} {amount}", owner)


def _operand(n: t.Node, w: _Words, parent: str) -> str:
    """A side of `+ - *`; a sum inside a product keeps its brackets, so `2 * (a + b)` is not read `2 * a + b`."""
    text = expr(n, w)
    return f"({text})" if isinstance(n, t.BinOp) and n.op in "+-" and parent == "*" else text


def expr(n: t.Node, w: _Words) -> str:
    if isinstance(n, t.Num):
        if n.unit is None:
            return str(n.value)
        marker = w.v.markers.get(n.unit)
        if marker is not None:
            return f"{n.value} {marker['label']} marker{'s' if n.value != 1 else ''}"
        return f"{n.value} {n.unit}"
    if isinstance(n, t.Bool):
        return "yes" if n.value else "no"
    if isinstance(n, t.Name):
        return _name(w, n.id)
    if isinstance(n, t.Prop):
        if _is(n.obj, t.Name, id="event"):
            kind = w.v.card_kinds.get(n.name)
            return f"the {kind['label'] if kind is not None else _words(n.name)}"
        entry = w.v.properties.get(n.name)
        if _is(n.obj, t.Name, id="attack") and _english(entry, "english_attack"):
            return _english(entry, "english_attack")
        boolean = _bool_prop(n, w, False)
        if boolean is not None:
            return boolean
        obj = expr(n.obj, w)
        return f"{_possessive(obj)} {_english(entry) or _words(n.name)}"
    if isinstance(n, (t.Apply, t.Where)):
        return selection(n, w)
    if isinstance(n, t.Call):
        entry = w.v.functions.get(n.func)
        phrase = _english(entry)
        if phrase and len(n.args) == len(entry.args):
            return _fill(phrase, {a: expr(x, w) for (a, _), x in zip(entry.args, n.args)})
        return f"{_words(n.func)}({', '.join(expr(a, w) for a in n.args)})"
    if isinstance(n, t.BinOp):
        op = {"+": "plus", "-": "minus", "*": "times"}[n.op]
        return f"{_operand(n.left, w, n.op)} {op} {_operand(n.right, w, n.op)}"
    if isinstance(n, t.Neg):
        return f"-{expr(n.operand, w)}"
    if isinstance(n, t.Not):
        if isinstance(n.operand, t.Prop):
            boolean = _bool_prop(n.operand, w, True)
            if boolean is not None:
                return boolean
        return f"not ({expr(n.operand, w)})"
    if isinstance(n, t.BoolOp):
        return f"{expr(n.left, w)} {n.op} {expr(n.right, w)}"
    if isinstance(n, t.Compare):
        markers = _markers_compared(n, w)
        if markers is not None:
            return markers
        held = _money_compared(n, w)
        if held is not None:
            return held
        subject = expr(n.left, w)
        return _agree(f"{subject} {_COMPARE[n.op]} {expr(n.right, w)}", subject)
    return "?"


def _any_of(cond: t.Node, prop: str) -> list[t.Node] | None:
    """`it.P is a or it.P is b` -> [a, b]; None when `cond` is not of that shape."""
    if isinstance(cond, t.BoolOp) and cond.op == "or":
        left, right = _any_of(cond.left, prop), _any_of(cond.right, prop)
        return left + right if left is not None and right is not None else None
    if (_is(cond, t.Compare, op="is") and _is(cond.left, t.Prop, name=prop) and _is(cond.left.obj, t.Name, id="it")
            and isinstance(cond.right, t.Name)):
        return [cond.right]
    return None


def _and_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _filters(w: _Words, how: str) -> list[str]:
    """Properties whose `it.P is V` reads as an adjective (`adjective`) or a place (`in`)."""
    return [p.name for p in w.v.properties.values() if p.extra.get("filter") == how]


def _marker_prop(w: _Words, name: str) -> str | None:
    """The English of a property that counts markers (`with Stress markers` when above 0)."""
    entry = w.v.properties.get(name)
    return _english(entry) if entry is not None and entry.type in w.v.marker_types else None


def selection(n: t.Node, w: _Words) -> str:
    """A selection as a noun phrase: `X of owner where it.P is v` -> "your V Xs"."""
    if isinstance(n, t.Apply):
        arg = expr(n.arg, w)
        entry = w.v.functions.get(n.func + " of")
        phrase = _english(entry)
        if phrase:
            return _fill(phrase, {"whose": _possessive(arg), entry.args[0][0]: arg})
        return f"{_words(n.func)} of {arg}"
    if isinstance(n, t.Where):
        base = selection(n.items, w) if isinstance(n.items, (t.Apply, t.Where)) else expr(n.items, w)
        owner, _, noun = base.rpartition(" ")
        for prop in _filters(w, "adjective"):
            values = _any_of(n.cond, prop)
            if values is not None and owner:
                return f"{owner} {_and_list([expr(x, w) for x in values])} {noun}"
        for prop in _filters(w, "in"):
            values = _any_of(n.cond, prop)
            if values is not None:
                return f"{base} {_place(w, _and_list([expr(x, w) for x in values]))}"
        if (_is(n.cond, t.Compare, op=">") and _is(n.cond.left, t.Prop) and _is(n.cond.left.obj, t.Name, id="it")
                and _is(n.cond.right, t.Num, value=0) and _marker_prop(w, n.cond.left.name)):
            return f"{base} with {_marker_prop(w, n.cond.left.name)}"
        return f"{base} {_such_that(expr(n.cond, w))}"
    return expr(n, w)


def _such_that(cond: str) -> str:
    """A filter on `it` after a noun: "whose Power is 3", "with Stress markers", "that is ready", else "such that …"."""
    for lead, instead in (("its ", "whose "), ("it has ", "with "), ("it is ", "that is ")):
        if cond.startswith(lead) and " and " not in cond and " or " not in cond:
            return instead + cond[len(lead):]
    return "such that " + cond


def _place(w: _Words, value: str) -> str:
    return _fill(w.v.phrases.get("place_in", "in {value}"), {"value": value})


def _signed(n: t.Node, w: _Words) -> str:
    text = expr(n, w)
    return text if text.startswith("-") else "+" + text


# --- effects -----------------------------------------------------------------------
def _pick(entry, key: str, cases: dict) -> str | None:
    """The first of an entry's phrases whose case holds (`english_when: {"player is you": …}`), else its `english`."""
    for case, phrase in (entry.english.get(key + "_when") or {}).items():
        arg, _, value = case.partition(" is ")
        have = cases.get(arg)
        if have is not None and (have == value or (value == "a number" and have.isdigit())):
            return phrase
    return entry.english.get(key)


def _effect(e: t.Node, w: _Words) -> str:
    if isinstance(e, t.If):
        text = f"if {expr(e.cond, w)}, {_effects(e.body, w)}"
        if e.orelse:
            text += f"; otherwise {_effects(e.orelse, w)}"
        return text
    if isinstance(e, t.ForEach):
        items = expr(e.items, w)
        one = _english(w.v.selectors.get(e.items.id), "english_one") if isinstance(e.items, t.Name) else None
        if all(isinstance(b, t.Effect) for b in e.body):   # plain effects read distributively: "each rival pays you 3 G"
            each = f"each {one}" if one else ("each of them" if items == "them" else f"each of {items}")
            return _effects(e.body, w.with_var(e.var, each))
        head = f"for each {one}" if one else f"for each of {items}"
        return f"{head}: {_effects(e.body, w.with_var(e.var, f'that {one}' if one else 'that one'))}"
    if isinstance(e, t.Choose):
        return f"choose one of {expr(e.items, w)} and {_effects(e.body, w.with_var(e.var, 'it'))}"
    found = resolve(w.v, e)
    if not isinstance(found, Resolved):
        raise ValueError(found.message)
    entry = found.verb.entry
    values = {name: (expr(x, w) if x is not None else _name(w, found.verb.defaults[name]))
              for (name, _), x in zip(entry.args, found.args)}
    phrase = _pick(entry, "english", values)
    if phrase is None:
        return " ".join([e.verb] + [values.get(p[1], p[1]) if p[0] == "arg" else p[1]
                                    for p in found.verb.parts[1:] if p[0] != "opt"])
    return _fill(phrase, values)


def _effects(effects: tuple, w: _Words) -> str:
    return ", then ".join(_effect(e, w) for e in effects)


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "."


def _conjuncts(n: t.Node | None) -> list[t.Node]:
    if n is None:
        return []
    if isinstance(n, t.BoolOp) and n.op == "and":
        return _conjuncts(n.left) + _conjuncts(n.right)
    return [n]


def _attack_path(n: t.Node, *names: str) -> bool:
    """Is `n` the property chain `attack.<names…>`?"""
    for name in reversed(names):
        if not _is(n, t.Prop, name=name):
            return False
        n = n.obj
    return _is(n, t.Name, id="attack")


def _kind_prop(w: _Words) -> str | None:
    """The attack property holding its kind (`attack.kind`)."""
    return next((p.name for p in w.v.properties.values() if p.type == "attack_kind"), None)


def _attack_filters(conds: list[t.Node], w: _Words) -> tuple[str | None, str, list[str]]:
    """Attack conditions as (kind, "in <place>", [the rest, literally])."""
    kind, place, rest = None, "", []
    kind_prop, places = _kind_prop(w), _filters(w, "in")
    target = "target"
    for c in conds:
        if (_is(c, t.Compare, op="is") and kind_prop and _attack_path(c.left, kind_prop) and isinstance(c.right, t.Name)
                and kind is None):
            kind = c.right.id
        elif (_is(c, t.Compare, op="is") and not place
              and any(_attack_path(c.left, target, p) for p in places)):
            prop = c.left.name
            if _is(c.right, t.Prop, name=prop) and _is(c.right.obj, t.Name, id="self"):
                noun = _english(w.v.properties.get(prop)) or _words(prop)
                place = " " + _fill(w.v.phrases.get("own_place", "in its own {noun}"), {"noun": noun})
            else:
                place = " " + _place(w, expr(c.right, w))
        else:
            rest.append(expr(c, w))
    return kind, place, rest


# --- abilities ----------------------------------------------------------------------
def _plural(subject: t.Node, w: _Words) -> bool:
    """Is a stat's subject many cards? A `where` filter is as many as what it filters."""
    while isinstance(subject, t.Where):
        subject = subject.items
    if isinstance(subject, t.Apply):
        entry = w.v.functions.get(subject.func + " of")
        return entry.type.startswith("set:") if entry is not None else selection(subject, w).endswith("s")
    if isinstance(subject, t.Name):
        sel = w.v.selectors.get(subject.id)
        return sel is not None and sel.type.startswith("set:")
    return False


def _takes_plural(who: str, subject: t.Node, w: _Words) -> bool:
    """Does the verb after `who` take the plural? "you draw", "your cards get"; but "each rival draws"."""
    return who == "you" or (_plural(subject, w) and not who.startswith(("each ", "every ")))


def _case(english: dict, op: str, amount: t.Node, extra: str | None = None) -> str | None:
    """The phrase for `op` of a stat: `set 0` (that literal), `set 99+` (at least), `set any kind`, then `set`/`add`."""
    for key, phrase in english.items():
        parts = key.split(" ", 1)
        if parts[0] != op or len(parts) == 1:
            continue
        cond = parts[1]
        word, _, rest = cond.partition(" ")
        if word in ("yes", "no"):   # `set no`, `set no any kind`: a yes/no quantity set to that value
            if isinstance(amount, t.Bool) and amount.value == (word == "yes") and rest == (extra or ""):
                return phrase
            continue
        if cond == extra:
            return phrase
        if isinstance(amount, t.Num) and cond.rstrip("+").isdigit():
            n = int(cond.rstrip("+"))
            if amount.value == n or (cond.endswith("+") and amount.value >= n):
                return phrase
    return english.get(op)


def _card_modifier(n: t.Modifier, w: _Words) -> str:
    subject = n.of
    param = w.v.params.get(n.stat)
    if param is not None:
        amount = expr(n.amount, w)
        noun = param.english.get("noun", _words(n.stat))
        phrases = param.english.get("english") if isinstance(param.english.get("english"), dict) else {}
        who = selection(subject, w) if isinstance(subject, (t.Apply, t.Where)) else expr(subject, w)
        people = {"who": who, "whose": _possessive(who), "s": "" if _takes_plural(who, subject, w) else "s"}
        if n.op == "set":
            return _fill(phrases.get("set") or "{whose} {noun} is {amount}", {"noun": noun, "amount": amount, **people})
        phrase = phrases.get("add")
        value = amount.lstrip("-")
        if phrase:
            return _fill(phrase, {"value": value, "more": "more" if not amount.startswith("-") else "fewer",
                                  "value_s": "s" if value != "1" else "", "amount": _signed(n.amount, w), **people})
    entry = w.v.stats.get(n.stat) or param
    noun = entry.english.get("noun", _words(n.stat)) if entry is not None else _words(n.stat)
    who = selection(subject, w) if isinstance(subject, (t.Apply, t.Where)) else expr(subject, w)
    plural = _takes_plural(who, subject, w)
    amount = _signed(n.amount, w) if n.op == "add" else expr(n.amount, w)
    english = entry.english.get("english") if entry is not None and param is None else None
    phrase = _case(english, n.op, n.amount) if isinstance(english, dict) else None
    if phrase:
        # `{amount}` is signed for `add` (+2, -2); `{value} {more}` reads it as "2 more" / "2 less".
        said = expr(n.amount, w)
        return _fill(phrase, {"who": who, "s": "" if plural else "s", "amount": amount, "value": said.lstrip("-"),
                              "more": "less" if said.startswith("-") else "more"})
    if n.op == "set":
        return f"{_possessive(who)} {noun} is {amount}"
    return f"{amount} {noun} for {who}"


def _while(cond: t.Node, w: _Words) -> str:
    # `count(your Xs) > 0` -> "while you have any Xs"
    counts = w.v.functions.get(cond.left.func) if _is(cond, t.Compare) and isinstance(cond.left, t.Call) else None
    if (_is(cond, t.Compare, op=">") and counts is not None and counts.type == "number"
            and [a for _, a in counts.args] == ["set:any"] and _is(cond.right, t.Num, value=0)):
        items = expr(cond.left.args[0], w)
        if items.startswith("your "):
            return f" while you have any {items[5:]}"
        return f" while there are any {items}"
    return f" while {expr(cond, w)}"


def _attack_modifier(n: t.Modifier, w: _Words) -> str:
    s = n.scope
    kind, place, rest = _attack_filters(_conjuncts(s.where), w)
    stat = w.v.attack_stats.get(n.stat)
    all_kinds = stat is not None and not stat.extra.get("kinds")
    noun = w.v.attack_kinds.get(kind, {}).get("plural") if kind and all_kinds else None
    noun = noun or (stat.english.get("noun") if stat is not None else None) or _words(n.stat)
    who = expr(s.subject, w) if s.subject is not None else ""
    if s.relation == "by":
        phrase = _fill(w.v.phrases.get("attacks_by_you", "your {noun}"), {"noun": noun}) if who == "you" \
            else f"{_possessive(who)} {noun}"
    elif s.relation == "involving":
        phrase = f"{noun}{place} {who} takes part in"
        place = ""
    elif s.relation == "led_by":
        phrase = f"{noun} led by {who}"
    elif s.relation == "against":
        target = selection(s.subject, w) if isinstance(s.subject, (t.Apply, t.Where)) else who
        phrase = f"{noun} against {target}"
    else:
        phrase = noun
    phrase += place
    when = f" if {' and '.join(rest)}" if rest else ""   # conditions the phrase cannot hold read last
    english = stat.english.get("english") if stat is not None else None
    if isinstance(english, dict):
        chosen = _case(english, n.op, n.amount, None if kind else "any kind")
        if chosen:
            return _fill(chosen, {"phrase": phrase, "amount": expr(n.amount, w)}) + when
    if n.op == "set":
        return f"{_words(n.stat)} is {expr(n.amount, w)} for {phrase}{when}"
    return f"{phrase} get {_signed(n.amount, w)}{when}"


def _trigger(n: t.Trigger, w: _Words) -> str:
    cond, body = n.when, n.effects
    if cond is None and len(body) == 1 and isinstance(body[0], t.If) and not body[0].orelse:
        cond, body = body[0].cond, body[0].body
    parts = _conjuncts(cond)
    event = w.v.events.get(n.event)
    yours = next((c for c in parts if _is(c, t.Compare, op="is") and _is(c.left, t.Prop, name="player")
                  and _is(c.left.obj, t.Name, id="event") and _owner_name(c.right)), None)
    head = _english(event, "english_yours") if yours is not None else None
    if head is None:
        head, yours = _english(event) or f"On {_words(n.event)}", None
    # `event.FIELD is self`: the event is about this very card ("falls on this card").
    mine = next((c for c in parts if _is(c, t.Compare, op="is") and _is(c.left, t.Prop)
                 and _is(c.left.obj, t.Name, id="event") and _is(c.right, t.Name, id="self")), None)
    if mine is not None and _english(event, "english_self") and yours is None:
        head, yours = _english(event, "english_self"), mine
    places = _filters(w, "in")
    rest = []
    for c in parts:
        if c is yours:
            continue
        if (_is(c, t.Compare, op="is") and isinstance(c.left, t.Prop) and c.left.name in places
                and _is(c.left.obj, t.Prop) and _is(c.left.obj.obj, t.Name, id="event")):
            head += " " + _place(w, expr(c.right, w))
        else:
            rest.append(expr(c, w))
    when = f", if {' and '.join(rest)}" if rest else ""
    return f"{head}{when}, {_effects(body, w)}"


def _target_noun(tg: t.Target, w: _Words) -> tuple[str, list[str]]:
    """`target c: K where c.owner is owner and c.M > 0` -> ("one of your Ks", ["with M markers"])."""
    kind = w.v.card_kinds.get(tg.type)
    base = kind["label"] if kind is not None else tg.type
    many = tg.up_to > 1
    whose, extra = None, []
    me = w.with_var(tg.name, "it")
    for c in _conjuncts(tg.where):
        var = _is(c, t.Compare) and _is(c.left, t.Prop) and _is(c.left.obj, t.Name, id=tg.name)
        sel = w.v.selectors.get(c.right.id) if _is(c, t.Compare) and isinstance(c.right, t.Name) else None
        marker = _marker_prop(w, c.left.name) if var else None
        if var and c.left.name == "owner" and c.op == "is" and _owner_name(c.right) and whose is None:
            whose = "yours"
        elif var and c.left.name == "owner" and ((c.op == "in" and sel is not None and sel.extra.get("whose") == "rival")
                                                 or (c.op == "is not" and _owner_name(c.right))) and whose is None:
            whose = "rival"
        elif (_is(c, t.Compare, op="in") and _is(c.left, t.Name, id=tg.name) and sel is not None
              and sel.extra.get("whose") and sel.extra.get("whose") != "rival" and whose is None):
            whose = sel.extra["whose"]
        elif var and c.op == ">" and _is(c.right, t.Num, value=0) and marker:
            extra.append(f"with {marker}")
        elif var and marker and isinstance(c.right, t.Num) and c.op in _HOW_MANY:
            extra.append(_such_that(_markers_compared(c, me)))
        elif (_is(c, t.Compare, op="is not") and _is(c.left, t.Name, id=tg.name) and _owner_name(c.right)
              and whose is None and tg.type == "player"):
            whose = "other"
        elif var and c.op in ("<", "<=") and isinstance(c.right, t.Num) and _number_noun(w, c.left.name):
            noun = _number_noun(w, c.left.name)
            extra.append(f"with {noun} {c.right.value} or less" if c.op == "<=" else f"with {noun} below {c.right.value}")
        elif var and c.op == "<" and _is(c.right, t.Prop, name=c.left.name) and _number_noun(w, c.left.name):
            extra.append(f"with less {_number_noun(w, c.left.name)} than {expr(c.right.obj, w)}")
        elif (_is(c, t.Not) and _is(c.operand, t.Prop) and _is(c.operand.obj, t.Name, id=tg.name)
              and _english(w.v.properties.get(c.operand.name), "english_not_that")):
            one, several = _english(w.v.properties.get(c.operand.name), "english_not_that")
            extra.append(several if many else one)
        else:
            extra.append(_such_that(expr(c, me)))
    if many:
        noun = {"yours": f"up to {tg.up_to} of your {base}s", "rival": f"up to {tg.up_to} rival {base}s"}.get(
            whose, f"up to {tg.up_to} {whose} {base}s" if whose else f"up to {tg.up_to} {base}s")
    else:
        noun = {"yours": f"one of your {base}s", "rival": f"a rival's {base}", "other": f"another {base}"}.get(
            whose, f"{'an' if whose[:1] in 'aeiou' else 'a'} {whose} {base}" if whose else f"a {base}")
    extra.sort(key=lambda x: (not x.startswith("with"), x.startswith("such")))   # "with …", "that …", "such that …"
    return noun, extra


def _number_noun(w: _Words, prop: str) -> str | None:
    """The English of a card's number property that a target filter may bound (`with X 3 or less`)."""
    entry = w.v.properties.get(prop)
    return _english(entry) if entry is not None and entry.type == "number" and prop in w.v.stats else None


def _activated(n: t.Activated, w: _Words) -> str:
    window = w.v.timings.get(n.timing)
    timing = _english(window) or _words(n.timing)
    cases = (window.english.get("english_when") or {}) if window is not None else {}
    kind_prop = _kind_prop(w)
    rest = []
    for c in _conjuncts(n.when):
        # A condition the timing's own phrase says is consumed; any other is said as a condition, never dropped.
        if (_is(c, t.Compare, op="is") and _attack_path(c.left, "attacker") and _owner_name(c.right)
                and "attacker is you" in cases):
            timing = cases["attacker is you"]
        elif (_is(c, t.Compare, op="is") and _attack_path(c.left, "defender") and _owner_name(c.right)
              and "defender is you" in cases):
            timing = cases["defender is you"]
        elif (_is(c, t.Compare, op="is") and kind_prop and _attack_path(c.left, kind_prop) and isinstance(c.right, t.Name)
              and c.right.id in w.v.attack_kinds and "kind" in cases):
            timing = _fill(cases["kind"], {"one": w.v.attack_kinds[c.right.id]["one"]})
        else:
            rest.append(expr(c, w))
    ordinals = ("first", "second", "third", "fourth")
    choices = []
    for i, tg in enumerate(n.targets):
        noun, extra = _target_noun(tg, w)
        if len(n.targets) == 1:   # a person is "that player", not "it"
            w = w.with_var(tg.name, "them" if tg.up_to > 1 else f"that {noun.split()[-1]}" if tg.type == "player" else "it")
        else:
            w = w.with_var(tg.name, f"the {ordinals[i] if i < 4 else str(i + 1) + 'th'}")
        choices.append(noun + (" " + " ".join(extra) if extra else ""))
    body = _effects(n.effects, w)
    if choices:
        body = f"choose {_and_list(choices)}{',' if len(choices) > 1 else ''} and {body}"
    when = f" if {' and '.join(rest)}" if rest else ""   # `when`: may it be used now? It reads before the cost.
    if n.form == "play":
        opening = _english(window, "english_play")   # a window with its own opening: "when bought"
        return f"{opening}{',' if when else ''}{when}: {body}" if opening else f"play {timing}{when}: {body}"
    costs = (["spend this card's action token"] if n.token else []) + [f"pay {expr(m, w)}" for m in n.money]
    if costs:
        return f"{timing}{',' + when if when else ''}, {' and '.join(costs)} to {body}"
    return f"{timing}{when}: {body}"


def describe_node(n: t.Node, vocab: Vocabulary, names: dict[str, str] | None = None) -> str:
    w = _Words(vocab, names)
    if isinstance(n, t.Modifier):
        text = _card_modifier(n, w) if n.of is not None else _attack_modifier(n, w)
        if n.while_ is not None:
            text += _while(n.while_, w)
        return _sentence(text)
    if isinstance(n, t.Trigger):
        return _sentence(_trigger(n, w))
    if isinstance(n, t.Activated):
        return _sentence(_activated(n, w))
    return _sentence(str(n))


def describe(source: str, vocab: Vocabulary, names: dict[str, str] | None = None) -> str:
    """Plain English for one ability, in the words of `vocab`; raises ValueError when it does not
    parse or uses an effect the vocabulary does not have.

    `names` maps a pack's ids to display names (e.g. the ruleset's enum values:
    {"north_side": "North Side"}); other ids are title-cased.
    """
    from .parser import parse   # here: describing a tree (describe_node) needs no parser, nor Lark

    node, problems = parse(source)
    if node is None:
        raise ValueError(problems[0].message if problems else "the ability does not parse")
    return describe_node(node, vocab, names)
