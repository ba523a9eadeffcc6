"""Conditions that contradict themselves or what always holds where they stand: SYN428, SYN429, SYN431.

never.py finds conditions false on their own (`2 > 3`, `self is not self`).
This module finds the ones that are false only once their comparisons are put
together, by a small simplifier over `is`, `is not`, `in` and `not in`:

- SYN428: the condition contradicts itself (`event.player is owner and
  event.player is not owner`), or the `if` it stands in (`if x is owner then
  if x is not owner then …`);
- SYN429: it contradicts what the pack's vocabulary says always holds in the
  ability's timing window or on its event (`holds:` of a timing or an event,
  written in the effect language: a `response` is played by the one attacked,
  `attack.defender is owner and attack.attacker is not owner`);
- SYN431: a modifier's `where` excludes every kind of attack its quantity
  applies to (the attack stat's `kinds:`: `modify hit by 2 for attacks by
  owner where attack.kind is recruit`).

Nothing here knows a game: facts come from the vocabulary. The condition is
put into disjunctive normal form (bounded; a larger one is left alone) and each
conjunction is tested: equal things are merged (union-find), two different
constants (values of a list, card ids) are never equal, and an atom never holds
together with its negation. A comparison the simplifier does not read (numbers,
functions with dice) constrains nothing, so a warning is never a guess.
"""
from __future__ import annotations

from dsl import tree as t

_MAX_TERMS = 64          # conjunctions of a DNF above this are not examined


# --- terms and atoms ---------------------------------------------------------------
def _key(n, consts) -> tuple | None:
    """A comparable name for a term written in a condition, or None when it is not one the simplifier reads."""
    if isinstance(n, t.Name):
        c = consts(n)
        return ("const", c) if c is not None else ("name", n.id)
    if isinstance(n, t.Prop):
        inner = _key(n.obj, consts)
        return None if inner is None else ("prop", inner, n.name)
    if isinstance(n, t.Apply):
        inner = _key(n.arg, consts)
        return None if inner is None else ("apply", n.func, inner)
    if isinstance(n, t.Bool):
        return ("const", ("bool", n.value))
    return None


def _atom(n: t.Compare, positive: bool, consts):
    """A literal (op, left, right, positive) or None when the comparison is not one the simplifier reads."""
    if n.op not in ("is", "is not", "in", "not in"):
        return None
    a, b = _key(n.left, consts), _key(n.right, consts)
    if a is None or b is None:
        return None
    op = "is" if n.op in ("is", "is not") else "in"
    if n.op in ("is not", "not in"):
        positive = not positive
    return (op, a, b, positive)


def _dnf(n, positive: bool, consts):
    """The condition (negated when not positive) as a list of conjunctions of literals; None if too large."""
    if isinstance(n, t.Not):
        return _dnf(n.operand, not positive, consts)
    if isinstance(n, t.BoolOp):
        is_and = (n.op == "and") == positive
        left, right = _dnf(n.left, positive, consts), _dnf(n.right, positive, consts)
        if left is None or right is None:
            return None
        if not is_and:
            out = left + right
        else:
            out = [a + b for a in left for b in right]
        return out if len(out) <= _MAX_TERMS else None
    if isinstance(n, t.Compare):
        lit = _atom(n, positive, consts)
        return [[lit]] if lit is not None else [[]]
    return [[]]          # anything else constrains nothing


def _and(*parts):
    """The conjunction of DNFs (None stays None)."""
    out = [[]]
    for p in parts:
        if p is None:
            return None
        out = [a + b for a in out for b in p]
        if len(out) > _MAX_TERMS:
            return None
    return out


# --- consistency of one conjunction ---------------------------------------------------
class _Classes:
    def __init__(self):
        self.parent: dict = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        self.parent[self.find(a)] = self.find(b)


def _consistent(conj: list) -> bool:
    classes = _Classes()
    for op, a, b, pos in conj:
        if op == "is" and pos:
            classes.union(a, b)
    members: dict = {}
    for x in list(classes.parent):
        members.setdefault(classes.find(x), set()).add(x)
    for group in members.values():
        if len({x for x in group if x[0] == "const"}) > 1:
            return False                       # two different constants made equal
    seen = set()
    for op, a, b, pos in conj:
        fa, fb = classes.find(a), classes.find(b)
        if op == "is" and not pos and fa == fb:
            return False                       # `x is not y` where x and y are the same
        if op == "in":
            seen.add((fa, fb, pos))
    return not any((fa, fb, not pos) in seen for fa, fb, pos in seen)


def satisfiable(dnf) -> bool | None:
    """False when no conjunction can hold; None when the DNF is too large to say."""
    if dnf is None:
        return None
    return any(_consistent(c) for c in dnf)


# --- what always holds -----------------------------------------------------------------
def _fact_dnf(text: str, consts):
    """A vocabulary's `holds:` as a DNF of one conjunction (dsl.vocabulary.read_holds; none if unreadable)."""
    from dsl.vocabulary import read_holds

    parts = read_holds(text)
    if parts is None:
        return [[]]

    def key(names):
        head = t.Name(0, 0, names[0])
        k = _key(head, consts)
        for n in names[1:]:
            k = ("prop", k, n)
        return k
    return [[("is", key(a), key(b), not neg) for a, neg, b in parts]]


def _fact_consts(checker):
    """Constants in a vocabulary fact: the pack's list values, attack kinds and card ids, by name."""
    def consts(n: t.Name):
        if n.id in checker.v.selectors or n.id in ("event", "attack", "it"):
            return None
        if n.id in checker.constants:
            return n.id
        if n.id in checker.cards:
            return ("card", n.id)
        return None
    return consts


def _ability_consts(checker):
    def consts(n: t.Name):
        got = checker.resolved.get(id(n))
        if got is None:
            return None
        if got[0] == "const":
            return got[1]
        if got[0] == "card":
            return ("card", got[1])
        return None
    return consts


def _declared(checker, node) -> tuple[list, str]:
    """(the DNF of what the vocabulary says always holds for this ability, where it comes from)."""
    entry, what = None, ""
    if isinstance(node, t.Trigger):
        entry, what = checker.v.events.get(node.event), f"on `{node.event}`"
    elif isinstance(node, t.Activated):
        entry, what = checker.v.timings.get(node.timing), f"in the `{node.timing}` window"
    text = entry.extra.get("holds") if entry is not None else None
    if not isinstance(text, str) or not text.strip():
        return [[]], ""
    return _fact_dnf(text, _fact_consts(checker)), f"{what} `{text.strip()}` always holds"


def _stat_kinds(checker, node: t.Modifier):
    """(DNF of `attack.kind` being one of the kinds the modified attack quantity applies to, the kinds)."""
    entry = checker.v.attack_stats.get(node.stat)
    kinds = tuple(entry.extra.get("kinds") or ()) if entry is not None else ()
    if not kinds or set(kinds) >= set(checker.v.attack_kinds):
        return [[]], ()
    kind_key = ("prop", ("name", "attack"), "kind")
    return [[("is", kind_key, ("const", k), True)] for k in kinds], kinds


# --- the report --------------------------------------------------------------------------
def report(checker, node) -> None:
    """Warn about conditions of `node` (an ability without errors) that can never hold together with their facts."""
    consts = _ability_consts(checker)
    declared, said = _declared(checker, node)
    if isinstance(node, t.Modifier):
        if node.scope is not None and node.scope.where is not None:
            kinds_dnf, kinds = _stat_kinds(checker, node)
            cond = _dnf(node.scope.where, True, consts)
            if satisfiable(cond) is False:
                _warn(checker, "SYN428", node.scope.where, "the modifier never applies", None)
            elif kinds and satisfiable(_and(cond, kinds_dnf)) is False:
                label = ", ".join(f"`{k}`" for k in kinds)
                checker.bag.warning(
                    "SYN431", f"this condition excludes every attack `{node.stat}` applies to ({label}), "
                              "so the modifier never applies",
                    checker.span(node.scope.where.start, node.scope.where.end),
                    f"`{node.stat}` changes only attacks of kind {label}: change the condition, or modify the "
                    "quantity of the kind you mean (`attack` applies to every kind)")
        if node.while_ is not None and satisfiable(_dnf(node.while_, True, consts)) is False:
            _warn(checker, "SYN428", node.while_, "the modifier never applies", None)
        return
    if isinstance(node, t.Trigger):
        first = [(node.when, "the trigger never fires")] if node.when is not None else []
    elif isinstance(node, t.Activated):
        first = [(tg.where, f"no `{tg.name}` is ever a legal target and the ability is never usable")
                 for tg in node.targets if tg.where is not None]
        if node.when is not None:
            first.append((node.when, "the ability is never usable"))
    else:
        return
    assumed = [[]]
    for cond, outcome in first:
        _one(checker, cond, assumed, declared, said, outcome, consts)
    if isinstance(node, t.Trigger) and node.when is not None:
        assumed = _dnf(node.when, True, consts)
    elif isinstance(node, t.Activated) and node.when is not None:
        assumed = _dnf(node.when, True, consts)
    _effects(checker, node.effects, assumed, declared, said, consts)


def _effects(checker, effects, assumed, declared, said, consts) -> None:
    for e in effects:
        if isinstance(e, t.If):
            if _one(checker, e.cond, assumed, declared, said, "the effects after `then` never happen", consts):
                continue
            _effects(checker, e.body, _and(assumed, _dnf(e.cond, True, consts)), declared, said, consts)
            _effects(checker, e.orelse, _and(assumed, _dnf(e.cond, False, consts)), declared, said, consts)
        elif isinstance(e, (t.ForEach, t.Choose)):
            _effects(checker, e.body, _forget(assumed, e.var), declared, said, consts)


def _forget(dnf, var: str):
    """`dnf` without the literals that name `var`: a loop binds the name afresh."""
    if dnf is None:
        return None
    def names(k):
        return k == ("name", var) or (isinstance(k, tuple) and any(isinstance(x, tuple) and names(x) for x in k))
    return [[lit for lit in conj if not (names(lit[1]) or names(lit[2]))] for conj in dnf]


def _one(checker, cond, assumed, declared, said, outcome, consts) -> bool:
    """Warn when `cond` cannot hold; True when it warned."""
    from .never import _holds
    if _holds(cond, checker) is False:
        return True                      # SYN426 already says so
    alone = _dnf(cond, True, consts)
    if satisfiable(alone) is False:
        _warn(checker, "SYN428", cond, outcome, None)
        return True
    if satisfiable(assumed) is not False and satisfiable(_and(alone, assumed)) is False:
        _warn(checker, "SYN428", cond, outcome, "the `if` it stands in")
        return True
    if said and satisfiable(_and(alone, assumed)) is not False \
            and satisfiable(_and(alone, assumed, declared)) is False:
        checker.bag.warning("SYN429", f"this condition can never hold here: {said}, so {outcome}",
                            checker.span(cond.start, cond.end),
                            "the game's vocabulary (`holds:` in game.yaml) says what is always so in this timing "
                            "window or on this event: change the condition or the timing/event")
        return True
    return False


def _warn(checker, code, cond, outcome, against) -> None:
    why = (f"it contradicts {against}" if against else "its comparisons contradict each other")
    checker.bag.warning(code, f"this condition can never hold ({why}), so {outcome}",
                        checker.span(cond.start, cond.end),
                        "a thing cannot be and not be the same, nor be two different values at once: "
                        "drop or change one of the comparisons")
