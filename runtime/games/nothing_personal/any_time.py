"""The heuristic's any-time plays that need a plan (NP-INF-08, NP-R-06): a Jailbreak card in a window
outside phase A. Kept apart from heuristic.py, which hooks it into its any-time answer and follows the
plan when the engine asks whom to break out and to which seat.

A Jailbreak (a `free_prisoner` ability played any_time) costs the window's fee and brings a prisoner
to an empty seat with two of the family's markers: he is the family's at once. It is played when what
he gives his controller a round (heuristic.worth, as if seated there) over the rounds left is worth
more than the fee and the $8 the card is worth cashed at the end (NP-END-02).
"""
from __future__ import annotations


def worth_at(g, card, pid: str) -> float:
    """heuristic.worth of a gangster as if he sat on position pid."""
    pos = g.R.pos[pid]
    r = card.respect * pos["respect"] if pos.get("respect_times") else card.respect + pos["respect"]
    m = card.money * pos["money"] if pos.get("money_times") else card.money + pos["money"]
    return 3 * r + m + (4 if pid == g.R.top else 0) + 1


def jailbreak(g, p: int):
    """(value, prisoner, seat) of the best break-out for family p, or None when it does not pay (or
    cannot be done)."""
    jail = list(g.state.zones["prison"])
    empty = sorted(pid for pid, c in g.slot.items() if c is None)
    if not jail or not empty or g.seats[p].supply < 2:
        return None
    cost = g.R.any_time_fee + g.R.discard_money
    rounds = max(1, g.R.calendar.rounds - g.round + 1)
    best = max(((worth_at(g, c, pid) * rounds, -c.idx, pid, c) for c in jail for pid in empty), default=None)
    if best is None or best[0] < cost:
        return None
    return best[0], best[3], best[2]
