"""Criminal Underworld invariants, on top of the kernel's (one place per card, money booked,
slots and market consistent)."""
from __future__ import annotations

from ...kernel.invariants import InvariantBroken, check_money, check_places


def check_all(g) -> None:
    st = g.state
    check_places(st)
    check_money(st)
    g.slots.check(st)
    g.market.check(st)
    if g.phase == "setup":
        return
    for s in g.seats:
        if s.offered:
            raise InvariantBroken(f"{s.name} has cards left in an offer that was answered (CU-DEAL-03)")
        if not s.alive:
            if s.hq or s.hand or s.play or s.money:
                raise InvariantBroken(f"{s.name} is out but still holds cards or money (CU-ELIM-01)")
            continue
        hq = g.hq(s.index)
        if hq is None or len(s.hq) != 1 or not 0 < hq.hp <= hq.power:
            raise InvariantBroken(f"{s.name} is in the game without one headquarters with power (CU-ORG-01)")
        for c in s.play:
            host = g.slots.host_of(st, c)
            if c.kind == "business":
                if host is not None or not 0 < c.hp <= c.power:
                    raise InvariantBroken(f"{c.name} is a business out of order")
            elif c.kind in ("defence", "dual"):
                if host is None or host.kind not in ("organisation", "business") or c.mode != "defence":
                    raise InvariantBroken(f"{c.name} is in play on no headquarters or business (CU-DEF-02)")
                if not 0 < c.hp <= c.power:
                    raise InvariantBroken(f"{c.name} has power {c.hp} of {c.power}")
            else:
                raise InvariantBroken(f"{c.name} ({c.kind}) lies in play")
        for h in g.hosts(s.index):
            if len(g.defences_on(h)) > len(g.rules.slots):
                raise InvariantBroken(f"{h.name} has more defences than sides (CU-DEF-02)")
    for c in st.zones["market"]:
        if c.kind != "service":
            raise InvariantBroken(f"{c.name} lies in the service row")
