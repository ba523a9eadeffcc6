"""The last round: the outliers the set tune stands by still leaves, tuned on that set (docs/tune.md, item 10).

The rounds tune, in each, the outliers their base shows, and leave some for a later round: the other
direction beside a farther outlier (a possible shadow), and the cards while a faction is tuned (factions
first). With the budget spent, the set tune stood by could leave outliers a round had reported and promised
to a later round (runs 17 and 18 in docs/tune.md: The Silk Hat Syndicate and Augustus Pell, reported in round
2, still outliers with the set on its 4,000 fresh games, with no edit). So after the set is polished (items 8
and 9) and judged again, one last round takes it as its base, and the games it was judged on, paired with the
pack as it is on the same seeds, as its base games: its targets are the outliers left with it that it has no
edit for (`targets_left`), all at once (no later round is left to wait for), raced as any round's, and the
grown set is confirmed on fresh seeds against the pack as it is. Confirmed, it is the set tune stands by;
otherwise the set without the edits that missed is tried (as any round's), and failing that the polished set
stands, with each target's reason.

The outliers left are not all the last round's: one flagged only with the set, not by the pack as it is on the
same seeds, and not moved by the set (its paired difference, Holm within its group) is the pack's own,
flagged on these seeds by chance, as a confirmation reads it. An outlier the set made (moved) or one the pack
as it is shows too is a target.
"""
from __future__ import annotations

from .confirm import key

LAST_PLAYS = 15     # --confirm-games kept back from the rounds for the last round: its races, held-out checks and
                    # confirmation (a card races on --games / f pairs: about 8,000 games for one in a third of them)


def targets_left(verdict: dict, the_set: list[dict], groups: tuple[str, ...]) -> list[dict]:
    """The outliers of `verdict` (the set's, against the pack as it is on the same seeds) the last round tunes:
    each outlier of `groups` (the faction kind, "card") left with the set whose card has no edit in it, except one
    flagged only with the set that the set did not move (the pack's own, flagged there by chance)."""
    edited = {e["card"] for e in the_set}
    chance = {key(o) for o in verdict.get("flagged_only_with_set", []) if not o.get("moved")}
    return [o for o in verdict["left"]
            if o["group"] in groups and o["key"] not in edited and key(o) not in chance]


def reserve(confirm_games: int, rounds: int) -> int:
    """Games the rounds leave to the last round: LAST_PLAYS x --confirm-games, when --rounds allows a round after
    the first (with --rounds 1 the run keeps to round 1's targets)."""
    return LAST_PLAYS * confirm_games if rounds >= 2 else 0
