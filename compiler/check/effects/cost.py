"""The static cost of an ability: how much work one use of it may take (SYN419 warning, SYN420 error).

Legal content can still ask for minutes of work: `for each` nested over
selections, `where` filters inside them, and triggers whose effects set off
other triggers. The estimate counts steps (one per node of the ability's
tree) with every `for each` and `where` repeated for the largest selection
the pack can hold (every card of the pack, or 16 players if more), and adds,
for a triggered ability, the abilities its raised events set off, down to the
engine's chain bound (8 deep). It is an upper bound, cheap to compute:
linear in the number of abilities.

Above WARN_AT a warning, above LIMIT an error (the game would not finish in
reasonable time). Ordinary cards stay below a thousand.
"""
from __future__ import annotations

import dataclasses

from dsl import tree as t

from compiler.report.diagnostics import DiagnosticBag

WARN_AT = 1_000_000
LIMIT = 100_000_000
CHAIN_DEPTH = 8          # the engines' dispatchers cut a chain of triggers deeper than this
_CAP = LIMIT * 1000      # numbers stop growing here: enough to say "too much"


def selection_bound(pack) -> int:
    """The most items one selection can hold: every card of the pack (or 16 players)."""
    return max(len(pack.cards), 16)


def local_cost(node: t.Node, size: int) -> int:
    """Steps of one use of an ability's tree; `for each` bodies and `where` conditions run `size` times."""
    if isinstance(node, t.ForEach):
        return min(_CAP, 1 + local_cost(node.items, size) + size * _sum(node.body, size))
    if isinstance(node, t.Where):
        return min(_CAP, 1 + local_cost(node.items, size) + size * local_cost(node.cond, size))
    total = 1
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if isinstance(value, t.Node):
            total += local_cost(value, size)
        elif isinstance(value, tuple):
            total += _sum(value, size)
    return min(_CAP, total)


def _sum(items, size: int) -> int:
    return sum(local_cost(v, size) for v in items if isinstance(v, t.Node))


def _loop_factor(node: t.Node, size: int) -> int:
    """How many times the deepest effect of the ability can run in one use (size ** `for each` nesting)."""
    best = 1
    stack = [(node, 1)]
    while stack:
        n, factor = stack.pop()
        if isinstance(n, t.ForEach):
            factor = min(_CAP, factor * size)
        best = max(best, factor)
        for f in dataclasses.fields(n):
            value = getattr(n, f.name)
            kids = (value,) if isinstance(value, t.Node) else value if isinstance(value, tuple) else ()
            stack.extend((k, factor) for k in kids if isinstance(k, t.Node))
    return best


def estimate(checked_list, pack, vocab) -> dict[int, int]:
    """id(checked) -> estimated steps of one use, triggers it sets off included."""
    from .cycles import raised_events

    size = selection_bound(pack)
    local = {id(c): local_cost(c.node, size) for c in checked_list}
    triggers = [c for c in checked_list if isinstance(c.node, t.Trigger)]
    listeners: dict[str, list] = {}
    for c in triggers:
        listeners.setdefault(c.node.event, []).append(c)
    raises = {id(c): [r.event for r in raised_events(c, vocab)] for c in triggers}
    factor = {id(c): _loop_factor(c.node, size) for c in triggers}
    # Abilities on a loop of triggers (SYN416 names them) count once, not round the loop.
    on_loop = _on_loops(triggers, raises)
    # Bottom up over the chain depth: at depth d an event costs what its listeners cost at d.
    event_cost: dict[str, int] = {}
    for _ in range(CHAIN_DEPTH):
        chain = {}
        for c in triggers:
            more = 0 if id(c) in on_loop else sum(event_cost.get(e, 0) for e in raises[id(c)])
            chain[id(c)] = min(_CAP, local[id(c)] + factor[id(c)] * more)
        event_cost = {e: min(_CAP, sum(chain[id(c)] for c in cs)) for e, cs in listeners.items()}
    out = dict(local)
    for c in triggers:
        more = sum(event_cost.get(e, 0) for e in raises[id(c)])
        out[id(c)] = min(_CAP, local[id(c)] + factor[id(c)] * more)
    return out


def _on_loops(triggers, raises) -> set[int]:
    """id() of every trigger that can set itself off again, through any chain."""
    from .cycles import cyclic_components

    events = sorted({c.node.event for c in triggers} | {e for rs in raises.values() for e in rs})
    ev = {e: i for i, e in enumerate(events)}
    n = len(events)
    succ: list[list[int]] = [[] for _ in range(n + len(triggers))]
    for k, c in enumerate(triggers):
        succ[ev[c.node.event]].append(n + k)
        succ[n + k] = sorted({ev[e] for e in raises[id(c)]})
    out = set()
    for comp in cyclic_components(len(succ), succ):
        if len(comp) > 1:
            out.update(id(triggers[v - n]) for v in comp if v >= n)
    return out


def report_costs(checked_list, pack, bag: DiagnosticBag, vocab) -> None:
    """SYN419 (warning) or SYN420 (error) for every ability whose one use may take too long."""
    if not checked_list:
        return
    costs = estimate(checked_list, pack, vocab)
    owners = None
    size = selection_bound(pack)
    for c in checked_list:
        cost = costs[id(c)]
        if cost <= WARN_AT:
            continue
        from .cycles import _Owners

        owners = owners or _Owners(pack)
        shown = f"{cost:,}" if cost < _CAP else f"more than {_CAP:,}"
        why = (f"`for each` and `where` over selections of up to {size} items (the pack's cards)"
               + (", and the triggered abilities it sets off" if costs[id(c)] > local_cost(c.node, size) else ""))
        span = owners.span(c, 0, len(c.text))
        if cost > LIMIT:
            bag.error("SYN420", f"one use of this ability of {owners.who(c)} may take {shown} steps ({why}); "
                                f"the limit is {LIMIT:,}", span,
                      "nest fewer `for each` loops, filter selections before looping, or break the trigger chain")
        else:
            bag.warning("SYN419", f"one use of this ability of {owners.who(c)} may take {shown} steps ({why}); "
                                  f"more than {WARN_AT:,} makes games slow", span,
                        "nest fewer `for each` loops, or filter selections before looping over them")
