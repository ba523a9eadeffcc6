"""Runaway triggers: abilities that can set each other off without end (SYN416).

The event graph has two kinds of node: events (`unhappy_added` …) and
triggered abilities. An event points at every trigger that listens to it; a
trigger points at every event its effects can raise. A cycle in that graph is
a chain of triggers that may never stop; the engine would cut it at run time
(its dispatcher bounds chain depth), but the designer should hear of it now.

Which events an effect can raise is what the engine does, not what the
effect's name suggests: each effect of the pack's vocabulary declares it
(`raises:`, per marker kind for the effects that put markers on cards; the
engine's authors keep it true). Events the rules raise on their own (turns,
attacks) come from no effect.

Severity: an **error** when the loop cannot stop — every trigger on it has no
`when`, and every step is an unconditional effect the vocabulary marks
`endless` (it uses nothing up: putting N markers, N written as a number) on a
card that is surely in play and can hold that marker (`self` of such a kind,
or an event's card that the event does not remove from play). Otherwise a
**warning**: a condition, a loop over a selection, or an effect that uses up
a finite resource (cards to discard, markers to move) may end it, and the
engine's bound stops it if not.

Graphs can be large (a 100,000-card pack), so the walk is an iterative
Tarjan over a graph linear in the number of abilities.
"""
from __future__ import annotations

from dataclasses import dataclass

from dsl import tree as t

from compiler.report.diagnostics import DiagnosticBag, Span

@dataclass(frozen=True)
class Raise:
    event: str
    effect: str        # how the designer wrote it: `add`, `discard` …
    sure: bool         # unconditional and self-sustaining (see the module doc)
    start: int         # offsets of the effect inside the ability text
    end: int


def _event_card(checked, target, vocab) -> str | None:
    """`event.FIELD` naming a card: the card kind of that payload field, else None."""
    if isinstance(target, t.Prop) and isinstance(target.obj, t.Name) and target.obj.id == "event":
        event = vocab.events.get(checked.node.event)
        kind = dict(event.fields).get(target.name) if event is not None else None
        return kind if kind in vocab.card_kinds else None
    return None


def _removed(checked, target, vocab) -> bool:
    """Is `target` the card the trigger's event took out of play (`event.X` of an event that `removes: X`)?"""
    event = vocab.events.get(checked.node.event)
    return (event is not None and isinstance(target, t.Prop) and isinstance(target.obj, t.Name)
            and target.obj.id == "event" and target.name == event.extra.get("removes"))


def _sure_target(checked, target, marker, vocab) -> bool:
    """Is the card of `add … to X` surely in play, and of a kind that holds the marker, while the trigger runs?"""
    holds = vocab.markers.get(marker, {}).get("on", ()) if marker else vocab.card_kinds
    kind = _event_card(checked, target, vocab)
    if kind is not None:
        return kind in holds and not _removed(checked, target, vocab)
    if isinstance(target, t.Name) and target.id == "self":
        return checked.card_kind in holds
    return False


def _no_op_target(checked, target, marker, vocab) -> bool:
    """Markers put on `self` of a kind that cannot hold them, or on the card the event removed: nothing happens."""
    holds = vocab.markers.get(marker, {}).get("on", ()) if marker else vocab.card_kinds
    if isinstance(target, t.Name) and target.id == "self":
        return checked.card_kind not in (*holds, None)
    return _removed(checked, target, vocab)


def _literal_positive(node) -> bool:
    return isinstance(node, t.Num) and node.value > 0


def raised_events(checked, vocab) -> list[Raise]:
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
        verb, args, marker = checked.resolved[id(e)]
        events = verb.raises
        if isinstance(events, dict):        # raised per marker kind: `add 1 X to …`
            events = events.get(marker, ())
        if not events:
            continue
        # The card the effect acts on: its last card argument (`add 1 X to CARD`).
        target = next((a for (name, typ), a in reversed(list(zip(verb.entry.args, args)))
                       if typ in vocab.card_types), None)
        if verb.endless and _no_op_target(checked, target, marker, vocab):
            continue
        amount = args[0] if args else None
        sure = (not guarded and verb.endless and _literal_positive(amount)
                and _sure_target(checked, target, marker, vocab))
        first = events[0]
        for ev in dict.fromkeys(events):
            out.append(Raise(ev, e.verb, sure and ev == first, e.start, e.end))
    return out


def cyclic_components(n: int, succ: list[list[int]]) -> list[list[int]]:
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


def _graph(triggers, ev_id: dict[str, int], sure_only: bool, skip: set[int], vocab):
    n_ev = len(ev_id)
    succ: list[list[int]] = [[] for _ in range(n_ev + len(triggers))]
    raises: dict[int, list[Raise]] = {}
    for k, c in enumerate(triggers):
        node = n_ev + k
        if node in skip or (sure_only and c.node.when is not None):
            continue
        succ[ev_id[c.node.event]].append(node)
        rs = [r for r in raised_events(c, vocab) if r.event in ev_id and (r.sure or not sure_only)]
        raises[node] = rs
        succ[node] = sorted({ev_id[r.event] for r in rs})
    return succ, raises


def find_cycles(checked_list, pack, bag: DiagnosticBag, vocab) -> int:
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
        succ, raises = _graph(triggers, ev_id, sure_only, reported, vocab)
        for comp in cyclic_components(len(succ), succ):
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
