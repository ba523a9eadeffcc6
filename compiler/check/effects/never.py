"""Abilities that can never fire in the pack's rules: warnings SYN425, SYN426 and SYN427.

An ability that type-checks may still never do anything, and the card sheet
would print its promise all the same. Two cases are found from the game's
manifest and vocabulary alone (no game's words here):

- SYN425: the ability's card kind never lies on the table and is not played
  from a hand (the manifest's `in_play` and `played_from_hand` are both false),
  so its triggers never see an event, its modifiers never apply and no one can
  use it. (A trigger on a kind that is played is an error, SYN408.)
- SYN426: a condition that can never hold, so what it guards never happens:
  `when`/`if` of a trigger, the `when` of an activated ability, a target's or
  a selection's `where`, a modifier's `while` or its scope's `where`. It is
  worked out without the game: yes/no literals (`yes`, `no`), numbers compared with numbers,
  two different values of one enumeration (`old_town is harbor`), a thing
  compared with itself (`self is not self`), and a count of markers (never
  below zero) compared as below zero. `not`, `and` and `or` combine these.
- SYN427 (the whole pack at once): a condition that needs a card to hold
  markers of a kind nothing in the pack ever puts on a card — the manifest
  says the rules do not (`placed_by_rules: false`) and no ability has an
  effect that adds them (`marker_flow: add`, the default, in the vocabulary;
  moving and removing create none).

An ability that waits for its own card to leave play is not among them: the
engine runs such a trigger with the card's last known state when the event
that removed it says so (`removes:` in the vocabulary; docs/engine.md).
"""
from __future__ import annotations

from dsl import tree as t

_FLIP = {">": "<", "<": ">", ">=": "<=", "<=": ">=", "is": "is", "is not": "is not"}


def report(checker, node: t.Node) -> None:
    """Warn about `node`, an ability that passed `checker` without errors."""
    kind = checker.card_kind
    flags = checker.v.card_kinds.get(kind, {}) if kind is not None else {}
    if kind is not None and flags.get("in_play") is False and not flags.get("played"):
        label = flags.get("label", kind)
        checker.bag.warning(
            "SYN425", f"this ability never fires: a {label} card never lies on the table and is never played",
            checker.span(node.start, _head_end(node)),
            f"the game's manifest says {label} cards are not `in_play`; set `in_play: true` on the kind if they "
            "are, or move the ability to a card that is")
        return
    for cond, outcome in _conditions(node):
        if _holds(cond, checker) is False:
            checker.bag.warning("SYN426", f"this condition can never hold, so {outcome}",
                                checker.span(cond.start, cond.end),
                                "check the comparison: as written it is false in every game")


def _head_end(node: t.Node) -> int:
    """End of what names the ability's form: `on EVENT`, the timing, or the whole modifier."""
    if isinstance(node, t.Trigger):
        return node.event_end
    if isinstance(node, t.Activated):
        return node.timing_end
    return node.end


def _conditions(node: t.Node):
    """(condition, what never happens if it never holds) of every condition in the ability."""
    if isinstance(node, t.Trigger):
        if node.when is not None:
            yield node.when, "the trigger never fires"
        yield from _in_effects(node.effects)
    elif isinstance(node, t.Activated):
        for target in node.targets:
            if target.where is not None:
                yield target.where, f"no `{target.name}` is ever a legal target and the ability is never usable"
        if node.when is not None:
            yield node.when, "the ability is never usable"
        yield from _in_effects(node.effects)
    elif isinstance(node, t.Modifier):
        if node.scope is not None and node.scope.where is not None:
            yield node.scope.where, "the modifier never applies"
        if node.while_ is not None:
            yield node.while_, "the modifier never applies"
        for part in (node.of, node.amount, node.scope.subject if node.scope is not None else None):
            yield from _in_expr(part)


def _in_effects(effects):
    for e in effects:
        if isinstance(e, t.If):
            yield e.cond, "the effects after `then` never happen"
            yield from _in_expr(e.cond)
            yield from _in_effects(e.body)
            yield from _in_effects(e.orelse)
        elif isinstance(e, (t.ForEach, t.Choose)):
            yield from _in_expr(e.items)
            yield from _in_effects(e.body)
        elif isinstance(e, t.Effect):
            for part in e.parts:
                yield from _in_expr(part)


def _in_expr(n):
    """`where` filters inside an expression: a selection that is always empty."""
    stack = [n] if isinstance(n, t.Node) else []
    while stack:
        x = stack.pop()
        if isinstance(x, t.Where):
            yield x.cond, "the selection is always empty"
        stack.extend(t.children(x))


def report_unplaced(checked_list, pack, bag, vocab) -> None:
    """SYN427: conditions needing markers that no rule and no ability of the pack ever puts on a card."""
    maybe = {m for m, d in vocab.markers.items() if not d.get("placed_by_rules", True)}
    if not maybe:
        return
    for c in checked_list:
        for node in _walk(c.node):
            if isinstance(node, t.Effect):
                verb, _, marker = c.resolved.get(id(node), (None, None, None))
                if marker in maybe and getattr(verb, "marker_flow", "add") == "add":
                    maybe.discard(marker)
    if not maybe:
        return
    from .cycles import _Owners
    from .types import TypeRules

    owners = None
    for c in checked_list:
        view = _View(c.resolved, vocab, TypeRules.of(vocab), maybe)
        for cond, outcome in _conditions(c.node):
            if _holds(cond, view) is False and _holds(cond, _View(c.resolved, vocab, view.types, set())) is not False:
                owners = owners or _Owners(pack)
                names = ", ".join(sorted(vocab.markers[m].get("label", m) for m in view.used))
                bag.warning("SYN427", f"this condition can never hold: nothing in this pack puts {names} markers on a "
                                      f"card, so {outcome}", owners.span(c, cond.start, cond.end),
                            "no rule of the game places them (the manifest says `placed_by_rules: false`) and no "
                            "ability adds them: add an ability that does, or change the condition")


class _View:
    """What `_holds` needs of one checked ability, outside its checker."""

    def __init__(self, resolved, vocab, types, unplaced: set):
        self.resolved, self.v, self.types, self.unplaced = resolved, vocab, types, unplaced
        self.used: set = set()


def _walk(node):
    stack = [node]
    while stack:
        x = stack.pop()
        yield x
        stack.extend(t.children(x))


def _holds(n, checker):
    """True or False when the condition is so in every game, else None (it depends on the game)."""
    if isinstance(n, t.Bool):
        return n.value
    if isinstance(n, t.Not):
        v = _holds(n.operand, checker)
        return None if v is None else not v
    if isinstance(n, t.BoolOp):
        a, b = _holds(n.left, checker), _holds(n.right, checker)
        if n.op == "and":
            return False if False in (a, b) else (True if a is True and b is True else None)
        return True if True in (a, b) else (False if a is False and b is False else None)
    if isinstance(n, t.Compare):
        return _compare(n, checker)
    return None


def _compare(n: t.Compare, checker):
    op, left, right = n.op, n.left, n.right
    if op in ("in", "not in"):
        return None
    if isinstance(left, t.Num) and isinstance(right, t.Num) and left.unit == right.unit:
        return _numbers(op, left.value, right.value)
    if op in ("is", "is not"):
        a, b = _constant(left, checker), _constant(right, checker)
        same = None
        if a is not None and b is not None:
            same = a == b
        elif _same(left, right):
            same = True
        if same is not None:
            return same if op == "is" else not same
        return None
    # A count of markers is never below zero (and always zero when nothing ever places them).
    if isinstance(right, t.Num) and _is_marker_count(left, checker):
        return _count_compare(op, right.value, _marker_of(left, checker), checker)
    if isinstance(left, t.Num) and _is_marker_count(right, checker):
        return _count_compare(_FLIP[op], left.value, _marker_of(right, checker), checker)
    return None


def _count_compare(op: str, bound: int, marker: str, checker):
    """`count OP bound` for a marker count: False when it never holds, else None."""
    if _never_below_zero(op, bound):
        return False
    if marker in getattr(checker, "unplaced", ()) and not _numbers(op, 0, bound):
        checker.used.add(marker)
        return False        # the count is always 0 in this pack
    return None


def _marker_of(n, checker) -> str:
    return checker.types.marker_types.get(checker.v.properties[n.name].type)


def _numbers(op: str, a: int, b: int):
    return {">": a > b, "<": a < b, ">=": a >= b, "<=": a <= b, "is": a == b, "is not": a != b}.get(op)


def _never_below_zero(op: str, bound: int) -> bool:
    """Is `count OP bound` false for every count >= 0?"""
    return (op == "<" and bound <= 0) or (op == "<=" and bound < 0) or (op == "is" and bound < 0)


def _constant(n, checker):
    """The constant a bare name stands for (an enumeration value), else None."""
    got = checker.resolved.get(id(n)) if isinstance(n, t.Name) else None
    return ("const", n.id) if got is not None and got[0] == "const" else None


def _same(a, b) -> bool:
    """The very same thing written twice: `self`, `owner`, `event.card`, `self.colour` …"""
    if isinstance(a, t.Name) and isinstance(b, t.Name):
        return a.id == b.id
    if isinstance(a, t.Prop) and isinstance(b, t.Prop):
        return a.name == b.name and _same(a.obj, b.obj)
    return False


def _is_marker_count(n, checker) -> bool:
    """Is `n` a property giving a number of markers (`self.heat`)?"""
    if not isinstance(n, t.Prop) or checker.resolved.get(id(n), ("",))[0] != "prop":
        return False
    entry = checker.v.properties.get(n.name)
    return entry is not None and entry.type in checker.types.marker_types
