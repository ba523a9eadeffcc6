"""Plain English for an ability, for card sheets that have no designer text.

`describe("modify hit by 5 for attacks involving self")` ->
"Hits this card takes part in get +5." The sentence is built from the parsed
tree, so printed rules follow the compiled behaviour.

The common shapes of the base pack read as a designer would write them
("Your Gambling Hall Rackets earn +1.", "At the start of your turn, gain
2 G.", "On your turn, spend this card's action token and pay 5 G to choose
one of your Crooks with Unhappy markers and remove 1 Unhappy marker from
it."); anything else falls back to a literal reading that is still correct
("… where its Power is more than 3").
"""
from __future__ import annotations

from . import tree as t
from .parser import parse

_STAT_NOUN = {"power": "Power", "resistance": "Resistance", "income": "income", "pay": "pay",
              "draw_count": "cards drawn each turn", "pass_bonus": "G for passing", "showdown_cap": "showdown cap"}
_ATTACK_NOUN = {"hit": "hits", "recruit": "recruit attempts", "takeover": "takeovers", "attack": "attacks",
                "helpers": "attacks", "may_assist": "attacks"}
_KIND_NOUN = {"hit": "hits", "recruit": "recruit attempts", "takeover": "takeovers"}
_KIND_ONE = {"hit": "a hit", "recruit": "a recruit attempt", "takeover": "a takeover"}
_EVENT = {
    "turn_start": "At the start of each turn", "turn_end": "At the end of each turn", "income": "After income",
    "attack_announced": "When an attack is announced", "attack_succeeded": "When an attack succeeds",
    "attack_failed": "When an attack fails", "crook_recruited": "When a Crook is recruited",
    "racket_taken_over": "When a Racket is taken over", "hit_succeeded": "When a hit succeeds",
    "unhappy_added": "When an Unhappy marker is added", "crook_discarded": "When a Crook is discarded",
}
# The same events when `event.player is owner`: the owner's own.
_YOUR_EVENT = {
    "turn_start": "At the start of your turn", "turn_end": "At the end of your turn",
    "income": "After you collect income", "attack_announced": "When you announce an attack",
    "attack_succeeded": "When one of your attacks succeeds", "attack_failed": "When one of your attacks fails",
    "crook_recruited": "When you recruit a Crook", "racket_taken_over": "When you take over a Racket",
    "hit_succeeded": "When one of your hits succeeds", "unhappy_added": "When one of your Crooks gets an Unhappy marker",
    "crook_discarded": "When one of your Crooks is discarded",
}
_TIMING = {"own_turn": "on your turn", "any_time": "at any time", "during_attack": "during an attack",
           "response": "when an attack is made against you", "after_roll": "after an attack's dice are rolled"}
_UNIT = {"G": "G", "unhappy": "Unhappy", "power": "Power", "income": "income"}
_NAME = {"self": "this card", "owner": "you", "active_player": "the active player", "players": "every player",
         "rivals": "each rival", "attack": "the attack", "it": "it", "uncontrolled_crooks": "uncontrolled Crooks",
         "uncontrolled_rackets": "uncontrolled Rackets", "controlled_crooks": "Crooks in play",
         "controlled_rackets": "Rackets in play"}
_PROP = {"unhappy": "Unhappy markers", "income_markers": "income markers", "power": "Power", "resistance": "Resistance",
         "income": "income", "money": "money", "type": "type", "district": "district", "owner": "owner", "mob": "Mob"}
# `attack.attacker` reads "the attacker", not "the attack's attacker".
_ATTACK_SIDE = {"attacker": "the attacker", "defender": "the defender", "leader": "the attack's leader",
                "target": "the attack's target"}
_TYPE = {"crook": "Crook", "racket": "Racket", "card": "card", "player": "player"}
_POSSESSIVE = {"you": "your", "it": "its", "them": "their"}


class _Words:
    """What names read as in one description: the pack's display names, and the ability's variables."""

    def __init__(self, names: dict[str, str] | None):
        self.names = dict(names or {})
        self.vars: dict[str, str] = {}

    def with_var(self, var: str, words: str) -> "_Words":
        inner = _Words(self.names)
        inner.vars = {**self.vars, var: words}
        return inner


def _words(name: str) -> str:
    return name.replace("_", " ")


def _possessive(obj: str) -> str:
    return _POSSESSIVE.get(obj, obj + "'s")


def _name(w: _Words, ident: str) -> str:
    if ident in w.vars:
        return w.vars[ident]
    if ident in _NAME:
        return _NAME[ident]
    if ident in w.names:
        return w.names[ident]
    return ident if len(ident) <= 3 else _words(ident).title()   # short names are the designer's variables


def _is(n, kind, **fields) -> bool:
    return isinstance(n, kind) and all(getattr(n, k) == v for k, v in fields.items())


def _owner_name(n) -> bool:
    return _is(n, t.Name, id="owner")


# --- expressions -----------------------------------------------------------------
def expr(n: t.Node, w: _Words | None = None) -> str:
    w = w or _Words(None)
    if isinstance(n, t.Num):
        if n.unit is None:
            return str(n.value)
        unit = _UNIT.get(n.unit, n.unit)
        if n.unit in ("unhappy", "power", "income"):
            return f"{n.value} {unit} marker{'s' if n.value != 1 else ''}"
        return f"{n.value} {unit}"
    if isinstance(n, t.Bool):
        return "yes" if n.value else "no"
    if isinstance(n, t.Name):
        return _name(w, n.id)
    if isinstance(n, t.Prop):
        if _is(n.obj, t.Name, id="event"):
            return f"the {_words(n.name)}"
        if _is(n.obj, t.Name, id="attack") and n.name in _ATTACK_SIDE:
            return _ATTACK_SIDE[n.name]
        obj = expr(n.obj, w)
        if n.name == "is_boss":
            return f"{obj} is a Boss"
        if n.name == "has_token":
            return f"{obj} has its action token"
        return f"{_possessive(obj)} {_PROP.get(n.name, _words(n.name))}"
    if isinstance(n, (t.Apply, t.Where)):
        return selection(n, w)
    if isinstance(n, t.Call):
        if n.func == "count":
            return f"the number of {expr(n.args[0], w)}"
        if n.func in ("max", "min"):
            word = "larger" if n.func == "max" else "smaller"
            return f"the {word} of {expr(n.args[0], w)} and {expr(n.args[1], w)}"
        return f"{_words(n.func)}({', '.join(expr(a, w) for a in n.args)})"
    if isinstance(n, t.BinOp):
        op = {"+": "plus", "-": "minus", "*": "times"}[n.op]
        return f"{expr(n.left, w)} {op} {expr(n.right, w)}"
    if isinstance(n, t.Neg):
        return f"-{expr(n.operand, w)}"
    if isinstance(n, t.Not):
        if _is(n.operand, t.Prop, name="is_boss"):
            return f"{expr(n.operand.obj, w)} is not a Boss"
        if _is(n.operand, t.Prop, name="has_token"):
            return f"{expr(n.operand.obj, w)} has spent its action token"
        return f"not ({expr(n.operand, w)})"
    if isinstance(n, t.BoolOp):
        return f"{expr(n.left, w)} {n.op} {expr(n.right, w)}"
    if isinstance(n, t.Compare):
        op = {"is": "is", "is not": "is not", "in": "is among", "not in": "is not among", ">": "is more than",
              ">=": "is at least", "<": "is less than", "<=": "is at most"}[n.op]
        return f"{expr(n.left, w)} {op} {expr(n.right, w)}"
    return "?"


def _any_of(cond: t.Node, prop: str) -> list[t.Node] | None:
    """`it.type is a or it.type is b` -> [a, b]; None when `cond` is not of that shape."""
    if isinstance(cond, t.BoolOp) and cond.op == "or":
        left, right = _any_of(cond.left, prop), _any_of(cond.right, prop)
        return left + right if left is not None and right is not None else None
    if (_is(cond, t.Compare, op="is") and _is(cond.left, t.Prop, name=prop) and _is(cond.left.obj, t.Name, id="it")
            and isinstance(cond.right, t.Name)):
        return [cond.right]
    return None


def _and_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def selection(n: t.Node, w: _Words) -> str:
    """A selection as a noun phrase: `rackets of owner where it.type is gambling` -> "your Gambling Hall Rackets"."""
    if isinstance(n, t.Apply):
        arg = expr(n.arg, w)
        if n.func in ("crooks", "rackets", "lieutenants", "subordinates"):
            noun = n.func.title() if n.func in ("crooks", "rackets") else n.func
            return f"{_possessive(arg)} {noun}"
        if n.func in ("superior", "boss"):
            return f"{_possessive(arg)} {n.func if n.func == 'superior' else 'Boss'}"
        return f"{_words(n.func)} of {arg}"
    if isinstance(n, t.Where):
        base = selection(n.items, w) if isinstance(n.items, (t.Apply, t.Where)) else expr(n.items, w)
        owner, _, noun = base.rpartition(" ")
        types = _any_of(n.cond, "type")
        if types is not None and owner:
            return f"{owner} {_and_list([expr(x, w) for x in types])} {noun}"
        districts = _any_of(n.cond, "district")
        if districts is not None:
            return f"{base} in {_and_list([expr(x, w) for x in districts])}"
        if (_is(n.cond, t.Compare, op=">") and _is(n.cond.left, t.Prop) and _is(n.cond.left.obj, t.Name, id="it")
                and _is(n.cond.right, t.Num, value=0) and n.cond.left.name in ("unhappy", "income_markers")):
            return f"{base} with {_PROP[n.cond.left.name]}"
        return f"{base} where {expr(n.cond, w)}"
    return expr(n, w)


def _signed(n: t.Node, w: _Words) -> str:
    text = expr(n, w)
    return text if text.startswith("-") else "+" + text


# --- effects -----------------------------------------------------------------------
def _effect(e: t.Node, w: _Words) -> str:
    if isinstance(e, t.If):
        text = f"if {expr(e.cond, w)}, {_effects(e.body, w)}"
        if e.orelse:
            text += f"; otherwise {_effects(e.orelse, w)}"
        return text
    if isinstance(e, t.ForEach):
        items = expr(e.items, w)
        one = {"rivals": "rival", "players": "player"}.get(e.items.id) if isinstance(e.items, t.Name) else None
        if all(isinstance(b, t.Effect) for b in e.body):   # plain effects read distributively: "each rival pays you 3 G"
            each = f"each {one}" if one else ("each of them" if items == "them" else f"each of {items}")
            return _effects(e.body, w.with_var(e.var, each))
        head = f"for each {one}" if one else f"for each of {items}"
        return f"{head}: {_effects(e.body, w.with_var(e.var, f'that {one}' if one else 'that one'))}"
    if isinstance(e, t.Choose):
        return f"choose one of {expr(e.items, w)} and {_effects(e.body, w.with_var(e.var, 'it'))}"
    a = [expr(x, w) if x is not None else "you" for x in e.args]
    n = e.name
    if n in ("gain", "pay"):
        if a[1] == "you":
            return f"{n} {a[0]}"
        return f"{a[1]} {n}s {a[0]}"
    if n == "transfer":
        return f"{a[1]} pays you {a[0]}" if a[2] == "you" else f"{a[1]} pays {a[0]} to {a[2]}"
    if n == "boost_attack":
        return f"give the attack {_signed(e.args[0], w)}"
    simple = {"add": "add {0} to {1}", "remove": "remove {0} from {1}",
              "move": "move {0} from {1} to {2}", "draw": "draw {0} card(s)", "discard": "discard {0}",
              "release": "release {0} to the uncontrolled area", "take": "take {0}", "retoken": "give {0} its action token back",
              "place": "place {0} in your Mob", "win": "{0} wins the game", "cancel_attack": "cancel the attack",
              "reroll_attack": "roll the attack's dice again"}
    if n == "draw" and a[0] == "1":
        return "draw 1 card"
    if n == "draw" and a[0].isdigit():
        return f"draw {a[0]} cards"
    return simple[n].format(*a)


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


def _attack_filters(conds: list[t.Node], w: _Words) -> tuple[str | None, str, list[str]]:
    """Attack conditions as (kind, "in Harbor", [the rest, literally])."""
    kind, place, rest = None, "", []
    for c in conds:
        if _is(c, t.Compare, op="is") and _attack_path(c.left, "kind") and isinstance(c.right, t.Name) and kind is None:
            kind = c.right.id
        elif _is(c, t.Compare, op="is") and _attack_path(c.left, "target", "district") and not place:
            place = " in its own district" if _is(c.right, t.Prop, name="district") and _is(c.right.obj, t.Name, id="self") \
                else f" in {expr(c.right, w)}"
        else:
            rest.append(expr(c, w))
    return kind, place, rest


# --- abilities ----------------------------------------------------------------------
def _plural(subject: t.Node, w: _Words) -> bool:
    """Is a stat's subject many cards? A `where` filter is as many as what it filters."""
    while isinstance(subject, t.Where):
        subject = subject.items
    if isinstance(subject, t.Apply):
        return selection(subject, w).endswith("s")
    return isinstance(subject, t.Name) and subject.id in _SET_NAMES


_SET_NAMES = frozenset({"players", "rivals", "uncontrolled_crooks", "uncontrolled_rackets", "controlled_crooks",
                        "controlled_rackets"})


def _card_modifier(n: t.Modifier, w: _Words) -> str:
    subject = n.of
    if n.stat in ("draw_count", "pass_bonus", "showdown_cap") and _owner_name(subject):
        amount = expr(n.amount, w)
        if n.op == "set":
            return f"your {_STAT_NOUN[n.stat]} is {amount}"
        more = "more" if not amount.startswith("-") else "fewer"
        value = amount.lstrip("-")
        if n.stat == "draw_count":
            return f"you draw {value} {more} card{'s' if value != '1' else ''} each turn"
        if n.stat == "pass_bonus":
            return f"you get {value} G {more} when you pass"
        return f"{_signed(n.amount, w)} to your showdown cap"
    who = selection(subject, w) if isinstance(subject, (t.Apply, t.Where)) else expr(subject, w)
    plural = _plural(subject, w)
    verb = (lambda one, many: many if plural else one)
    amount = _signed(n.amount, w) if n.op == "add" else expr(n.amount, w)
    if n.stat == "income" and n.op == "add":
        return f"{who} {verb('earns', 'earn')} {amount}"
    if n.stat in ("power", "resistance") and n.op == "add":
        return f"{who} {verb('gets', 'get')} {amount} {_STAT_NOUN[n.stat]}"
    if n.stat == "pay" and n.op == "set" and _is(n.amount, t.Num, value=0):
        return f"{who} {verb('needs', 'need')} no pay"
    if n.op == "set":
        return f"{_possessive(who)} {_STAT_NOUN.get(n.stat, _words(n.stat))} is {amount}"
    return f"{amount} {_STAT_NOUN.get(n.stat, _words(n.stat))} for {who}"


def _while(cond: t.Node, w: _Words) -> str:
    # `count(your Warehouse Rackets) > 0` -> "while you have any Warehouse Rackets"
    if (_is(cond, t.Compare, op=">") and _is(cond.left, t.Call, func="count") and _is(cond.right, t.Num, value=0)):
        items = expr(cond.left.args[0], w)
        if items.startswith("your "):
            return f" while you have any {items[5:]}"
        return f" while there are any {items}"
    return f" while {expr(cond, w)}"


def _attack_modifier(n: t.Modifier, w: _Words) -> str:
    s = n.scope
    kind, place, rest = _attack_filters(_conjuncts(s.where), w)
    noun = _KIND_NOUN.get(kind) if kind and n.stat in ("attack", "helpers", "may_assist") else None
    noun = noun or _ATTACK_NOUN.get(n.stat, _words(n.stat))
    who = expr(s.subject, w) if s.subject is not None else ""
    if s.relation == "by":
        phrase = f"your Mob's {noun}" if who == "you" else f"{_possessive(who)} {noun}"
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
    if rest:
        phrase += " where " + " and ".join(rest)
    if n.stat == "may_assist":
        return f"this card may {'help with' if not kind else 'assist'} {phrase}"
    if n.stat == "helpers" and n.op == "set":
        count = expr(n.amount, w)
        many = "any number of helpers" if _is(n.amount, t.Num) and n.amount.value >= 99 else f"up to {count} helpers"
        return f"{phrase} may have {many}"
    if n.op == "set":
        return f"{_words(n.stat)} is {expr(n.amount, w)} for {phrase}"
    return f"{phrase} get {_signed(n.amount, w)}"


def _trigger(n: t.Trigger, w: _Words) -> str:
    cond, body = n.when, n.effects
    if cond is None and len(body) == 1 and isinstance(body[0], t.If) and not body[0].orelse:
        cond, body = body[0].cond, body[0].body
    parts = _conjuncts(cond)
    yours = next((c for c in parts if _is(c, t.Compare, op="is") and _is(c.left, t.Prop, name="player")
                  and _is(c.left.obj, t.Name, id="event") and _owner_name(c.right)), None)
    head = _YOUR_EVENT.get(n.event) if yours is not None else None
    if head is None:
        head, yours = _EVENT.get(n.event, f"On {_words(n.event)}"), None
    rest = []
    for c in parts:
        if c is yours:
            continue
        if (_is(c, t.Compare, op="is") and _is(c.left, t.Prop, name="district") and _is(c.left.obj, t.Prop)
                and _is(c.left.obj.obj, t.Name, id="event") and n.event in ("racket_taken_over",)):
            head += f" in {expr(c.right, w)}"
        else:
            rest.append(expr(c, w))
    when = f" if {' and '.join(rest)}" if rest else ""
    return f"{head}{when}, {_effects(body, w)}"


def _target_noun(tg: t.Target, w: _Words) -> tuple[str, list[str]]:
    """`target c: crook where c.owner is owner and c.unhappy > 0` -> ("one of your Crooks", ["with Unhappy markers"])."""
    base = _TYPE.get(tg.type, tg.type)
    many = tg.up_to > 1
    whose, extra = None, []
    me = w.with_var(tg.name, "it")
    for c in _conjuncts(tg.where):
        var = _is(c, t.Compare) and _is(c.left, t.Prop) and _is(c.left.obj, t.Name, id=tg.name)
        if var and c.left.name == "owner" and c.op == "is" and _owner_name(c.right) and whose is None:
            whose = "yours"
        elif var and c.left.name == "owner" and ((c.op == "in" and _is(c.right, t.Name, id="rivals"))
                                                 or (c.op == "is not" and _owner_name(c.right))) and whose is None:
            whose = "rival"
        elif (_is(c, t.Compare, op="in") and _is(c.left, t.Name, id=tg.name)
              and _is(c.right, t.Name) and c.right.id.startswith("uncontrolled_") and whose is None):
            whose = "uncontrolled"
        elif var and c.op == ">" and _is(c.right, t.Num, value=0) and c.left.name in ("unhappy", "income_markers"):
            extra.append(f"with {_PROP[c.left.name]}")
        elif var and c.left.name == "power" and c.op in ("<", "<=") and isinstance(c.right, t.Num):
            extra.append(f"with Power {c.right.value} or less" if c.op == "<=" else f"with Power below {c.right.value}")
        elif var and c.left.name == "power" and c.op == "<" and _is(c.right, t.Prop, name="power"):
            extra.append(f"with less Power than {expr(c.right.obj, w)}")
        elif _is(c, t.Not) and _is(c.operand, t.Prop, name="is_boss") and _is(c.operand.obj, t.Name, id=tg.name):
            extra.append("that are not Bosses" if many else "that is not a Boss")
        elif _is(c, t.Not) and _is(c.operand, t.Prop, name="has_token") and _is(c.operand.obj, t.Name, id=tg.name):
            extra.append("that have spent their action tokens" if many else "that has spent its action token")
        else:
            extra.append("such that " + expr(c, me))
    if many:
        noun = {"yours": f"up to {tg.up_to} of your {base}s", "rival": f"up to {tg.up_to} rival {base}s",
                "uncontrolled": f"up to {tg.up_to} uncontrolled {base}s"}.get(whose, f"up to {tg.up_to} {base}s")
    else:
        noun = {"yours": f"one of your {base}s", "rival": f"a rival's {base}",
                "uncontrolled": f"an uncontrolled {base}"}.get(whose, f"a {base}")
    extra.sort(key=lambda x: (not x.startswith("with"), x.startswith("such")))   # "with …", "that …", "such that …"
    return noun, extra


def _activated(n: t.Activated, w: _Words) -> str:
    timing = _TIMING.get(n.timing, _words(n.timing))
    rest = []
    for c in _conjuncts(n.when):
        if _is(c, t.Compare, op="is") and _attack_path(c.left, "attacker") and _owner_name(c.right):
            timing = "during one of your attacks" if n.timing == "during_attack" else timing
        elif _is(c, t.Compare, op="is") and _attack_path(c.left, "defender") and _owner_name(c.right):
            timing = "during an attack against you" if n.timing == "during_attack" else timing
        elif (_is(c, t.Compare, op="is") and _attack_path(c.left, "kind") and isinstance(c.right, t.Name)
              and c.right.id in _KIND_ONE and n.timing == "response"):
            timing = f"when {_KIND_ONE[c.right.id]} is made against you"
        else:
            rest.append(expr(c, w))
    ordinals = ("first", "second", "third", "fourth")
    choices = []
    for i, tg in enumerate(n.targets):
        noun, extra = _target_noun(tg, w)
        if len(n.targets) == 1:
            w = w.with_var(tg.name, "them" if tg.up_to > 1 else "it")
        else:
            w = w.with_var(tg.name, f"the {ordinals[i] if i < 4 else str(i + 1) + 'th'}")
        choices.append(noun + (" " + " ".join(extra) if extra else ""))
    body = _effects(n.effects, w)
    if choices:
        body = f"choose {_and_list(choices)}{',' if len(choices) > 1 else ''} and {body}"
    if rest:
        body = f"if {' and '.join(rest)}, {body}"
    if n.form == "play":
        return f"play {timing}: {body}"
    costs = (["spend this card's action token"] if n.token else []) + [f"pay {expr(m, w)}" for m in n.money]
    if costs:
        return f"{timing}, {' and '.join(costs)} to {body}"
    return f"{timing}: {body}"


def describe_node(n: t.Node, names: dict[str, str] | None = None) -> str:
    w = _Words(names)
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


def describe(source: str, names: dict[str, str] | None = None) -> str:
    """Plain English for one ability; raises ValueError when it does not parse.

    `names` maps a pack's ids to display names (e.g. the ruleset's districts and
    Racket types: {"gold_coast": "Gold Coast"}); other ids are title-cased.
    """
    node, problems = parse(source)
    if node is None:
        raise ValueError(problems[0].message if problems else "the ability does not parse")
    return describe_node(node, names)
