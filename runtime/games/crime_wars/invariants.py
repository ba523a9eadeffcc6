"""Crime Wars invariants, on top of the kernel's (every card in one place, money booked)."""
from __future__ import annotations

from ...kernel.invariants import InvariantBroken, check_money, check_places


def check_all(g) -> None:
    check_places(g.state)
    check_money(g.state)
    if g.phase == "setup":
        return
    for s in g.seats:
        p = s.index
        if not s.alive:
            if s.kingpin or s.deck or s.hand or s.play or s.money or s.loans:
                raise InvariantBroken(f"{s.name} is out but still holds cards, money or loans")
            continue
        team = g.team(p)
        if team is None or len(s.kingpin) != (0 if p in g.conquered else 1):
            raise InvariantBroken(f"{s.name} has no team, or a kingpin count that does not fit (CW-R-31)")
        suits = {(t.suit, t.deck_copy) for t in s.team}
        for zone in ("kingpin", "deck", "hand", "play"):
            for c in getattr(s, zone):
                if c.kind != "snitch" and (c.suit, c.deck_copy) not in suits:
                    raise InvariantBroken(f"{c.name} lies with {s.name}, who runs the {s.suit}")
        for c in s.play:
            if c.kind != "thug":
                raise InvariantBroken(f"{c.name} is in play but is no thug group")
        for c in s.hand:
            if c.kind not in ("thug", "snitch"):
                raise InvariantBroken(f"{c.name} stays in hand (CW-FACE-01)")
    if g.rules.winner_collects_bank:
        led = g.state.ledger
        paid = sum(led.destroyed.get(k, 0) for k in ("hire", "roulette", "loan"))
        if g.pot + led.created.get("pot", 0) != paid:
            raise InvariantBroken(f"the pot holds ${g.pot} but ${paid} was paid into it")


def check_attack(g, a) -> None:
    """CW-BAND-01/03/07: the thug limits of both sides, checked before the dice."""
    band_thugs = sum(g.thugs_of(c) for c in a.band)
    if len(a.band) > 1:
        if a.target.kind != "thug" or any(c.kind != "thug" for c in a.band):
            raise InvariantBroken("a kingpin in a band")
        if band_thugs > a.target.thugs:
            raise InvariantBroken(f"a band of {band_thugs} thugs against {a.target.thugs}")
    if len(a.defenders) > 1 and sum(c.thugs for c in a.defenders) > band_thugs:
        raise InvariantBroken(f"{sum(c.thugs for c in a.defenders)} thugs defend against {band_thugs}")
    if a.defenders[0] is not a.target or any(g.side[c.owner] != g.side[a.defender] for c in a.defenders):
        raise InvariantBroken("the defence is not the target's own side")
    if any(g.who(c.owner) != g.who(a.attacker) for c in a.band) or len({c.idx for c in a.band}) != len(a.band):
        raise InvariantBroken("the band holds a group twice or a group of a team its player does not run")
    if g.side[a.defender] == g.side[a.attacker]:
        raise InvariantBroken("an attack on an ally")
