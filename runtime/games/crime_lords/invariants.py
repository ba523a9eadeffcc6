"""Crime Lords invariants, on top of the kernel's (CL-MOB-01, CL-UNH-04)."""
from __future__ import annotations

from ...kernel.invariants import InvariantBroken, check_money, check_places
from . import grid


def check_all(g) -> None:
    check_places(g.state)
    check_money(g.state)
    if g.phase == "setup":
        return
    limit = g.R["unhappy_limit"]
    for seat in g.seats:
        if not seat.alive:
            if seat.crooks or seat.rackets or seat.hand:
                raise InvariantBroken(f"{seat.name} is out but still holds cards")
            continue
        check_mob(g, seat)
        for c in seat.crooks:
            if c.unhappy >= limit:
                raise InvariantBroken(f"{c.name} stays with {c.unhappy} Unhappy markers")
    for c in g.state.cards:
        if c.zone != "crooks" and c.unhappy:
            raise InvariantBroken(f"{c.name} has Unhappy markers outside a Mob")


def check_mob(g, seat) -> None:
    """Every Mob is a legal tree: the Boss at the root, each Crook next to his superior
    and touching no one but his superior and his own subordinates."""
    boss = seat.boss
    if boss is None or boss.zone != "crooks" or boss.owner != seat.index:
        raise InvariantBroken(f"{seat.name} has no Boss in the Mob")
    if len(seat.grid) != len(seat.crooks):
        raise InvariantBroken(f"{seat.name}: {len(seat.crooks)} Crooks but {len(seat.grid)} cells used")
    for c in seat.crooks:
        if c.pos is None or seat.grid.get(c.pos) is not c:
            raise InvariantBroken(f"{c.name} has no cell in {seat.name}'s Mob")
        if c is boss:
            if c.sup is not None:
                raise InvariantBroken(f"the Boss {c.name} has a superior")
            continue
        s = c.sup
        if s is None or s.zone != "crooks" or s.owner != seat.index or s.pos is None:
            raise InvariantBroken(f"{c.name} has no superior in the Mob")
        if abs(s.pos[0] - c.pos[0]) + abs(s.pos[1] - c.pos[1]) != 1:
            raise InvariantBroken(f"{c.name} is not next to his superior {s.name}")
        for n in grid.nbrs(c.pos):
            d = seat.grid.get(n)
            if d is not None and d is not s and d.sup is not c:
                raise InvariantBroken(f"{c.name} touches {d.name}, who is neither his superior nor his subordinate")
    seen = {boss.idx}
    queue = [boss]
    while queue:
        x = queue.pop()
        for d in grid.subs(seat, x):
            if d.idx in seen:
                raise InvariantBroken(f"{d.name} is reached twice")
            seen.add(d.idx)
            queue.append(d)
    if len(seen) != len(seat.crooks):
        raise InvariantBroken(f"{seat.name}'s Mob is not one tree under the Boss")
