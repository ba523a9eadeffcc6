"""Drawing from the shared deck (CL-TURN-03/04): Specials go to the hand, the rest to the open area."""
from __future__ import annotations


def draw(g, p: int, count: int, fill: bool = True) -> None:
    """CL-TURN-03/04: draw `count`, then (fill) until the open area holds enough; no reshuffle."""
    deck = g.state.zones["deck"]
    open_ = g.state.zones["open"]
    target = g.R["uncontrolled_target"]
    drawn = 0
    got = [] if g.log.speaking else None  # the names drawn, for the log only
    move = g.state.move
    while deck and (drawn < count or (fill and len(open_) < target)):
        c = deck[-1]
        if c.kind == "special":
            move(c, "hand", p)
            if got is not None:
                got.append("a Special")
        else:
            move(c, "open")
            if got is not None:
                got.append(c.name)
        drawn += 1
    if got is None:
        return
    if drawn:
        g.say("draw", f"  draws {drawn}: {', '.join(got)}")
    elif not deck:
        g.say("draw", "  the deck is empty")
