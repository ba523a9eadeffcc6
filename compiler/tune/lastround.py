"""The last round: a round that leaves no outlier waiting for a later one (docs/tune.md, item 10).

The rounds tune, in each, the outliers their base shows, and leave some for a later round: the other
direction beside a farther outlier (a possible shadow), and the cards while a faction is tuned (factions
first). With the budget spent, the set tune stood by could leave outliers a round had reported and promised
to a later round (runs 17 and 18 in docs/tune.md: The Silk Hat Syndicate and Augustus Pell, reported in round
2, still outliers with the set on its 4,000 fresh games, with no edit). So the round that has no round after
it, because --rounds allows none or because --max-games leaves the rounds no room for another, is the last:
its base is built as any round's (the set's confirmation games and the replication of their outliers), and
every outlier it shows, with every card an earlier round left waiting that its base still shows off its share,
is a target, all raced at once. The rounds keep games back for it (`reserve`), given to it when it starts.

It comes before items 8 and 9, so the set tune stands by is polished whichever round made it (run 22: the last
round's edits moved The Marlborough Club Card Room 2 points under its share, after the polish had judged it).
"""
from __future__ import annotations

LAST_PLAYS = 15     # --confirm-games kept back from the rounds for the last round: its replication, races,
                    # held-out checks and confirmation (a card races on --games / f pairs: about 8,000 games for
                    # one in a third of them)


def reserve(confirm_games: int, rounds: int) -> int:
    """Games the rounds leave to the last round: LAST_PLAYS x --confirm-games, when --rounds allows a round after
    the first (with --rounds 1 the run keeps to round 1's targets)."""
    return LAST_PLAYS * confirm_games if rounds >= 2 else 0
