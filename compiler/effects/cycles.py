"""Runaway triggers: abilities that can set each other off without end (SYN416).

The event graph has two kinds of node: events (`unhappy_added` …) and
triggered abilities. An event points at every trigger that listens to it; a
trigger points at every event its effects can raise. A cycle in that graph is
a chain of triggers that may never stop; the engine would cut it at run time
(its dispatcher bounds chain depth), but the designer should hear of it now.

Which events an effect can raise is what the engine does, not what the
effect's name suggests (RAISES, read off runtime/crime_lords/effects.py and
mob.py; keep the two in step when either changes):
adding Unhappy markers raises `unhappy_added` and, when a Crook reaches the
limit and leaves town, `crook_discarded`; anything that reshapes a Mob
(discard, release, place) can demote a Lieutenant, which adds a marker. The
`take` effect moves a Racket without a takeover attack, so it raises no
`racket_taken_over`; turn, income and attack events come from the rules
alone, never from an effect.

Severity: an **error** when the loop cannot stop — every trigger on it has no
`when`, and every step is an unconditional `add N unhappy` (N written as a
number) to a Crook that is surely in play (`event.crook`, or `self` on a
Crook). Otherwise a **warning**: a condition, a loop over a selection, or an
effect that uses up a finite resource (cards to discard, markers to move) may
end it, and the engine's bound stops it if not.

Graphs can be large (a 100,000-card pack), so the walk is an iterative
Tarjan over a graph linear in the number of abilities.
"""
from __future__ import annotations

from dataclasses import dataclass

from dsl import tree as t

from ..diagnostics import DiagnosticBag, Span

# effect name -> events it can raise, per marker kind for the marker effects.
_MOB_CHANGE = ("unhappy_added", "crook_discarded")
RAISES: dict[str, tuple[str, ...]] = {
    "add:unhappy": _MOB_CHANGE,
    "move:unhappy": _MOB_CHANGE,
    "discard": _MOB_CHANGE,
    "release": _MOB_CHANGE,
    "place": _MOB_CHANGE,
}


@dataclass(frozen=True)
class Raise:
    event: str
    effect: str        # how the designer wrote it: `add`, `discard` …
    sure: bool         # unconditional and self-sustaining (see the module doc)
    start: int         # offsets of the effect inside the ability text
    end: int


def _marker(checked, e: t.Effect) -> str | None:
    return checked.resolved.get(id(e))


def _sure_target(checked, e: t.Effect) -> bool:
    """Is the card of `add … to X` surely a Crook in play while the trigger runs?"""
    target = e.args[1] if len(e.args) > 1 else None
    if isinstance(target, t.Prop) and isinstance(target.obj, t.Name) and target.obj.id == "event":
        return target.name == "crook" and checked.node.event != "crook_discarded"
    if isinstance(target, t.Name) and target.id == "self":
        return checked.card_kind == "crook"
    return False


def _no_op_target(checked, target) -> bool:
    """`add unhappy to self` on a Racket or Mob, or to the Crook a `crook_discarded` names: nothing happens."""
    if isinstance(target, t.Name) and target.id == "self":
        return checked.card_kind not in ("crook", None)
    return (isinstance(target, t.Prop) and isinstance(target.obj, t.Name) and target.obj.id == "event"
            and target.name == "crook" and checked.node.event == "crook_discarded")


def _literal_positive(node) -> bool:
    return isinstance(node, t.Num) and node.value > 0


def raised_events(checked) -> list[Raise]:
    """Every event the effects of one triggered ability can raise."""
    node = checked.node
    out: list[Raise] = []
    guarded0 = node.when is not None
    stack = [(e, guarded0) for e in reversed(node.effects)]
    while stack:
        e, guarded = stack.pop()
        if isinstance(e, t.If):
            stack.extend((b, True) for b in reversed(e.body + e.orelse))
            continue
        if isinstance(e, (t.ForEach, t.Choose)):
            stack.extend((b, True) for b in reversed(e.body))
            continue
        if not isinstance(e, t.Effect):
            continue
        key = e.name
        if e.name in ("add", "move"):
            marker = _marker(checked, e)
            if marker != "unhappy":
                continue
            key = f"{e.name}:unhappy"
            # `add unhappy to self` on a Racket or Mob does nothing at all.
            target = e.args[1] if len(e.args) > 1 else None
            if e.name == "add" and _no_op_target(checked, target):
                continue
        events = RAISES.get(key)
        if not events:
            continue
        sure = (not guarded and e.name == "add" and _literal_positive(e.args[0]) and _sure_target(checked, e))
        for ev in dict.fromkeys(events):
            out.append(Raise(ev, e.name, sure and ev == "unhappy_added", e.start, e.end))
    return out


def _sccs(n: int, succ: list[list[int]]) -> list[list[int]]:
    """Strongly connected components (iterative Tarjan), each with more than one node or a self-loop."""
    index = [-1] * n
    low = [0] * n
    on = [False] * n
    stack: list[int] = []
    out: list[list[int]] = []
    counter = 0
    for root in range(n):
        if index[root] != -1:
            continue
        work = [(root, 0)]
        while work:
            v, i = work[-1]
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on[v] = True
            if i < len(succ[v]):
                work[-1] = (v, i + 1)
                w = succ[v][i]
                if index[w] == -1:
                    work.append((w, 0))
                elif on[w]:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on[w] = False
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in succ[v]:
                    out.append(comp)
    return out


def _cycle_in(comp: list[int], succ: list[list[int]], start: int) -> list[int]:
    """One shortest cycle through `start` inside the component (breadth first)."""
    members = set(comp)
    prev = {start: None}
    queue = [start]
    for v in queue:
        for w in succ[v]:
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path))
            if w in members and w not in prev:
                prev[w] = v
                queue.append(w)
    return [start]


def _graph(triggers, ev_id: dict[str, int], sure_only: bool, skip: set[int]):
    n_ev = len(ev_id)
    succ: list[list[int]] = [[] for _ in range(n_ev + len(triggers))]
    raises: dict[int, list[Raise]] = {}
    for k, c in enumerate(triggers):
        node = n_ev + k
        if node in skip or (sure_only and c.node.when is not None):
            continue
        succ[ev_id[c.node.event]].append(node)
        rs = [r for r in raised_events(c) if r.event in ev_id and (r.sure or not sure_only)]
        raises[node] = rs
        succ[node] = sorted({ev_id[r.event] for r in rs})
    return succ, raises


def find_cycles(checked_list, pack, bag: DiagnosticBag) -> int:
    """Report every runaway loop of the checked triggers; returns how many.

    Loops that cannot stop are found first, on the graph of sure steps only,
    and reported as errors; then, without those abilities, every other loop (a
    strongly connected part of the full graph) as one warning naming them all.
    """
    triggers = [c for c in checked_list if isinstance(c.node, t.Trigger)]
    if not triggers:
        return 0
    ev_id = {e: i for i, e in enumerate(sorted({c.node.event for c in triggers}))}
    n_ev = len(ev_id)
    owners = None
    reported: set[int] = set()
    found = 0
    for sure_only in (True, False):
        succ, raises = _graph(triggers, ev_id, sure_only, reported)
        for comp in _sccs(len(succ), succ):
            trig_nodes = sorted(v for v in comp if v >= n_ev)
            if not trig_nodes:
                continue
            reported.update(trig_nodes)
            cycle = _cycle_in(comp, succ, trig_nodes[0])
            steps = []  # (checked, raise) along the cycle
            for i, v in enumerate(cycle):
                if v < n_ev:
                    continue
                nxt = cycle[(i + 1) % len(cycle)]
                steps.append((triggers[v - n_ev], next(r for r in raises[v] if ev_id[r.event] == nxt)))
            on_cycle = set(cycle)
            others = [triggers[v - n_ev] for v in trig_nodes if v not in on_cycle]
            owners = owners or _Owners(pack)
            _report(steps, others, sure_only, owners, bag)
            found += 1
    return found


class _Owners:
    """Card and house-rule lookup by id, built once and only when a cycle is found."""

    def __init__(self, pack):
        self.cards = {}
        for card in pack.cards:
            self.cards.setdefault((card.kind, card.id), card)
        self.rules = {r.id: r for r in pack.house_rules}

    def who(self, c) -> str:
        if c.card_kind is None:
            return f"house rule `{c.owner_id}`"
        card = self.cards.get((c.card_kind, c.owner_id))
        return f"{c.card_kind} `{card.name if card is not None else c.owner_id}`"

    def span(self, c, start: int, end: int) -> Span:
        if c.card_kind is None:
            rule = self.rules.get(c.owner_id)
            if rule is not None:
                return rule.doc.string_span(("abilities", c.index), start, end)
        else:
            card = self.cards.get((c.card_kind, c.owner_id))
            if card is not None:
                return card.string_span(("abilities", c.index), start, end)
        file, _, line = c.source.rpartition(":")
        return Span(file, int(line) if line.isdigit() else 1)


def _report(steps, others, sure: bool, owners: _Owners, bag: DiagnosticBag) -> None:
    first, r0 = steps[0]
    chain = " → ".join(f"{owners.who(c)} (on {c.node.event}) {r.effect} → {r.event}" for c, r in steps)
    if others:
        names = sorted({f"{owners.who(c)} (on {c.node.event})" for c in others})
        chain += "; also on this loop: " + ", ".join(names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5 else "")
    span = owners.span(first, r0.start, r0.end)
    if sure:
        bag.error("SYN416", f"triggered abilities set each other off without end: {chain}", span,
                  "nothing on this loop can stop it; add a `when` condition that becomes false, or change the effect")
    else:
        bag.warning("SYN416", f"triggered abilities may set each other off without end: {chain}", span,
                    "make sure a condition on the loop becomes false; the engine stops any chain deeper than 8 with an error")
