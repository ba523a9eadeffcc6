"""What must hold after every step of a Nothing Personal game (`--check-invariants`)."""
from __future__ import annotations

from ...kernel.errors import GameError
from ...kernel.invariants import check_money, check_places

NEUTRAL = -1


def check_all(g) -> None:
    check_places(g.state)
    check_money(g.state)
    R = g.R
    on_board = {s: 0 for s in range(g.n)}
    neutral = 0
    tokens = 0
    for pid, c in g.slot.items():
        if c is None:
            continue
        if c.pos != pid or c.zone != "board":
            raise GameError(f"invariant: {c.id} is in slot {pid} but says {c.pos}/{c.zone}")
        for o, k in c.inf.items():
            if k <= 0:
                raise GameError(f"invariant: {c.id} holds {k} markers of {o}")
            if o == NEUTRAL:
                neutral += k
            else:
                on_board[o] += k
        if c.blackmail is not None:
            tokens += 1
            if not c.inf.get(c.blackmail):
                raise GameError(f"invariant: blackmail on {c.id} lies under no marker of {c.blackmail}")
    for s in g.seats:
        if s.supply + on_board[s.index] != R.markers:                 # NP-INF-10
            raise GameError(f"invariant: {s.name} has {s.supply} markers + {on_board[s.index]} on the board")
        if s.money < 0 or s.respect < 0:
            raise GameError(f"invariant: {s.name} has ${s.money} and {s.respect} respect")
    if neutral + g.neutral != R.neutral_markers or tokens + g.blackmail_left != R.blackmail_tokens:
        raise GameError("invariant: neutral markers or blackmail tokens were made or lost")
    for c in g.state.cards:
        if c.kind == "gangster" and c.zone != "board" and (c.inf or c.pos is not None):
            raise GameError(f"invariant: {c.id} is off the board with markers or a seat")
