"""Plain English for an ability, for card sheets that have no designer text.

`describe("modify hit by 5 for attacks involving self")` ->
"+5 to hits this card takes part in." The sentence is built from the parsed
tree, so printed rules follow the compiled behaviour.
"""
from __future__ import annotations

from . import tree as t
from .parser import parse

_STAT = {"power": "Power", "resistance": "Resistance", "income": "income", "pay": "pay",
         "draw_count": "cards drawn each turn", "pass_bonus": "G for passing", "showdown_cap": "showdown cap"}
_ATTACK = {"hit": "hits", "recruit": "recruit attempts", "takeover": "takeovers", "attack": "attacks",
           "helpers": "helpers", "may_assist": "may assist"}
_EVENT = {
    "turn_start": "At the start of each turn", "turn_end": "At the end of each turn", "income": "After income",
    "attack_announced": "When an attack is announced", "attack_succeeded": "When an attack succeeds",
    "attack_failed": "When an attack fails", "crook_recruited": "When a Crook is recruited",
    "racket_taken_over": "When a Racket is taken over", "hit_succeeded": "When a hit succeeds",
    "unhappy_added": "When an Unhappy marker is added", "crook_discarded": "When a Crook is discarded",
}
_TIMING = {"own_turn": "During your turn", "any_time": "At any time", "during_attack": "During an attack",
           "response": "When an attack is made against you", "after_roll": "After an attack's dice are rolled"}
_UNIT = {"G": "G", "unhappy": "Unhappy", "power": "Power", "income": "income"}
_NAME = {"self": "this card", "owner": "you", "active_player": "the active player", "players": "every player",
         "rivals": "each rival", "attack": "the attack", "it": "it", "uncontrolled_crooks": "uncontrolled Crooks",
         "uncontrolled_rackets": "uncontrolled Rackets", "controlled_crooks": "Crooks in play",
         "controlled_rackets": "Rackets in play"}
_OF = {"crooks": "your Crooks", "rackets": "your Rackets"}


# Display names of a pack's ids (districts, Racket types); describe(..., names=) fills it.
NAMES: dict[str, str] = {}


def _words(name: str) -> str:
    return name.replace("_", " ")


def expr(n: t.Node) -> str:
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
        if n.id in _NAME:
            return _NAME[n.id]
        if n.id in NAMES:
            return NAMES[n.id]
        return n.id if len(n.id) <= 3 else _words(n.id).title()   # short names are the designer's variables
    if isinstance(n, t.Prop):
        if isinstance(n.obj, t.Name) and n.obj.id == "event":
            return f"the {_words(n.name)}"
        obj = expr(n.obj)
        if n.name == "is_boss":
            return f"{obj} is a Boss"
        if n.name == "has_token":
            return f"{obj} has its action token"
        if obj == "you":
            return f"your {_words(n.name)}"
        if obj == "it":
            return f"its {_words(n.name)}"
        return f"{obj}'s {_words(n.name)}"
    if isinstance(n, t.Apply):
        arg = expr(n.arg)
        if arg == "you" and n.func in ("crooks", "rackets"):
            return _OF[n.func]
        return f"{_words(n.func)} of {arg}"
    if isinstance(n, t.Call):
        if n.func == "count":
            return f"the number of {expr(n.args[0])}"
        if n.func in ("max", "min"):
            word = "larger" if n.func == "max" else "smaller"
            return f"the {word} of {expr(n.args[0])} and {expr(n.args[1])}"
        return f"{_words(n.func)}({', '.join(expr(a) for a in n.args)})"
    if isinstance(n, t.BinOp):
        op = {"+": "plus", "-": "minus", "*": "times"}[n.op]
        return f"{expr(n.left)} {op} {expr(n.right)}"
    if isinstance(n, t.Neg):
        return f"-{expr(n.operand)}"
    if isinstance(n, t.Not):
        if isinstance(n.operand, t.Prop) and n.operand.name == "is_boss":
            return f"{expr(n.operand.obj)} is not a Boss"
        if isinstance(n.operand, t.Prop) and n.operand.name == "has_token":
            return f"{expr(n.operand.obj)} has spent its action token"
        return f"not ({expr(n.operand)})"
    if isinstance(n, t.BoolOp):
        return f"{expr(n.left)} {n.op} {expr(n.right)}"
    if isinstance(n, t.Compare):
        op = {"is": "is", "is not": "is not", "in": "is among", "not in": "is not among", ">": "is more than",
              ">=": "is at least", "<": "is less than", "<=": "is at most"}[n.op]
        return f"{expr(n.left)} {op} {expr(n.right)}"
    if isinstance(n, t.Where):
        return f"{expr(n.items)} where {expr(n.cond)}"
    return "?"


def _signed(n: t.Node) -> str:
    text = expr(n)
    return text if text.startswith("-") else "+" + text


def _effect(e: t.Node) -> str:
    if isinstance(e, t.If):
        return f"if {expr(e.cond)}, {_effects(e.body)}"
    if isinstance(e, t.ForEach):
        return f"for each {e.var} of {expr(e.items)}, {_effects(e.body)}"
    if isinstance(e, t.Choose):
        return f"choose {e.var} among {expr(e.items)} and {_effects(e.body)}"
    a = [expr(x) if x is not None else "you" for x in e.args]
    n = e.name
    if n == "gain":
        return f"gain {a[0]}" if a[1] == "you" else f"{a[1]} gains {a[0]}"
    if n == "pay":
        return f"pay {a[0]}" if a[1] == "you" else f"{a[1]} pays {a[0]}"
    simple = {"transfer": "{1} pays {0} to {2}", "add": "add {0} to {1}", "remove": "remove {0} from {1}",
              "move": "move {0} from {1} to {2}", "draw": "draw {0} card(s)", "discard": "discard {0}",
              "release": "release {0} to the uncontrolled area", "take": "take {0}", "retoken": "give {0} its action token back",
              "place": "place {0} in your Mob", "win": "{0} wins the game", "cancel_attack": "cancel the attack",
              "boost_attack": "give {0} to the attack", "reroll_attack": "roll the attack's dice again"}
    if n == "boost_attack":
        return f"give {_signed(e.args[0])} to the attack"
    return simple[n].format(*a)


def _effects(effects: tuple) -> str:
    return ", then ".join(_effect(e) for e in effects)


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "."


def describe_node(n: t.Node) -> str:
    if isinstance(n, t.Modifier):
        amount = expr(n.amount) if n.op == "set" else _signed(n.amount)
        if n.of is not None:
            stat = _STAT.get(n.stat, _words(n.stat))
            what = f"{amount} {stat} for {expr(n.of)}" if n.op == "add" else f"{expr(n.of)}: {stat} is {amount}"
        else:
            stat = _ATTACK.get(n.stat, _words(n.stat))
            s = n.scope
            rel = {"all": "", "involving": " this card takes part in" if s.subject and expr(s.subject) == "this card" else f" involving {expr(s.subject) if s.subject else ''}",
                   "by": f" made by {expr(s.subject) if s.subject else ''}", "led_by": f" led by {expr(s.subject) if s.subject else ''}",
                   "against": f" against {expr(s.subject) if s.subject else ''}"}[s.relation]
            where = f" where {expr(s.where)}" if s.where is not None else ""
            if n.stat == "may_assist":
                what = f"this card may assist or defend{rel and ' in attacks' + rel}{' in attacks' if not rel else ''}{where}"
            elif n.op == "set":
                what = f"{stat} is {amount} for attacks{rel}{where}"
            else:
                what = f"{amount} to {stat}{rel}{where}"
        if n.while_ is not None:
            what += f" while {expr(n.while_)}"
        return _sentence(what)
    if isinstance(n, t.Trigger):
        head = _EVENT.get(n.event, f"On {_words(n.event)}")
        when = f" if {expr(n.when)}" if n.when is not None else ""
        return _sentence(f"{head}{when}: {_effects(n.effects)}")
    if isinstance(n, t.Activated):
        costs = (["spend this card's action token"] if n.token else []) + [f"pay {expr(m)}" for m in n.money]
        head = _TIMING.get(n.timing, _words(n.timing))
        if costs:
            head += ", " + " and ".join(costs)
        targets = "".join(f"; choose {'up to ' + str(tg.up_to) + ' ' if tg.up_to > 1 else 'a '}{tg.type} {tg.name}"
                          + (f" where {expr(tg.where)}" if tg.where is not None else "") for tg in n.targets)
        when = f" if {expr(n.when)}" if n.when is not None else ""
        return _sentence(f"{head}{targets}{when}: {_effects(n.effects)}")
    return _sentence(str(n))


def describe(source: str, names: dict[str, str] | None = None) -> str:
    """Plain English for one ability; raises ValueError when it does not parse.

    `names` maps a pack's ids to display names (e.g. the ruleset's districts and
    Racket types: {"gold_coast": "Gold Coast"}); other ids are title-cased.
    """
    node, problems = parse(source)
    if node is None:
        raise ValueError(problems[0].message if problems else "the ability does not parse")
    NAMES.clear()
    NAMES.update(names or {})
    try:
        return describe_node(node)
    finally:
        NAMES.clear()
