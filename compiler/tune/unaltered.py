"""Games a change cannot alter, copied from the set's instead of played (docs/tune.md, "Games a change cannot alter").

Items 8 and 9 (prune.py, stepback.py) play the set with one card's edits
changed (dropped, stepped back, a number moved) on seeds the set has played
already. When that card is a faction card its numbers act only while a seat
holds it, and the deal does not read them (the races of item 3 rest on the
same fact: a faction card races on the seeds it was dealt in, and its edit's
effect on the other factions is scaled to those games). So on a seed where
the set's game dealt it to no seat, the changed set plays the very game the
set played, and that game is copied, not played again. In run 25 item 9's
race of The Rum Row Navy's twelve candidates played 16,000 games on 4,000
fresh seeds, about half of them seeds the Navy was not dealt in.

A pack's rules could still read a faction card nobody holds (an ability that
looks into the box). So the first time a build meets such seeds it plays
`VERIFY` of them as well and compares each with its copy; one that differs
plays every seed of that build, and of every later one, and says so.
"""
from __future__ import annotations

from .measures import faction_value

VERIFY = 2          # copied seeds a build plays as well the first time, to compare with their copies


def mover(tuner, group: str, card: str) -> str | None:
    """The card a change may copy games for: `card` when it is a faction card and no copy has differed yet, else
    None (every seed is played)."""
    return card if group == tuner.info.faction.kind and not tuner.unaltered_off else None


def unaltered(known: dict[int, dict], indices: list[int], card: str | None) -> list[int]:
    """The seeds of `indices` whose game with the set (`known`, by index) dealt faction card `card` to no seat:
    a change of that card's numbers alone plays the same game there. None (not a faction card): no seed."""
    if card is None:
        return []
    return [i for i in indices if i in known and faction_value(known[i], card) is None]


def plays(known: dict[int, dict], indices: list[int], card: str | None) -> list[int]:
    """Per seed of `indices`, 1 when a change of `card` must play it, 0 when its game is copied."""
    same = set(unaltered(known, indices, card))
    return [0 if i in same else 1 for i in indices]


def play_changed(tuner, config, indices: list[int], sink: list, known: dict[int, dict], card: str | None) -> int:
    """Play `indices` with `config`, a set that differs from the set whose games are `known` only in the numbers
    of faction card `card` (None: any other change, every seed is played), into `sink`, copying the games that
    change cannot alter (checked on the first VERIFY of them per build, as the module says). Returns the number
    copied. Ctrl-C raises Interrupted, as Tuner.play does."""
    same = [] if tuner.unaltered_off else unaltered(known, indices, card)
    done: set[int] = set()
    if same and config not in tuner.unaltered_checked:
        check, same = same[:VERIFY], same[VERIFY:]
        played = tuner.play(config, check)
        tuner.unaltered_checked.add(config)
        sink.extend(played)
        done = {g["index"] for g in played}
        if any(g != known[g["index"]] for g in played):
            tuner.unaltered_off = True
            tuner.progress.note(
                "A game on a seed where the changed faction card sits at no seat differs from the set's game there: "
                "this pack's rules read a faction card nobody holds, so every seed is played from now on")
            same = []
    sink.extend(known[i] for i in same)
    done |= set(same)
    rest = [i for i in indices if i not in done]
    if rest:
        tuner.play(config, rest, sink)
    else:
        sink.sort(key=lambda g: g["index"])
    return len(same)


def charges(tuner, config, known: dict[int, dict], indices: list[int], card: str | None) -> list[int]:
    """Per seed of `indices`, the games the build `config` of a change of `card` plays for it: `plays`, with the
    first VERIFY copies played as well when the build has not been checked yet (None: a new build), and every seed
    once a copy has differed."""
    cost = plays(known, indices, None if tuner.unaltered_off else card)
    if config is None or config not in tuner.unaltered_checked:
        for k in [k for k, c in enumerate(cost) if c == 0][:VERIFY]:
            cost[k] = 1
    return cost


def affordable(tuner, indices: list[int], known: dict[int, dict], card: str | None) -> list[int]:
    """The longest head of `indices` a new build of a change of `card` can play within what --max-games leaves."""
    left, out = tuner.budget.left, []
    for i, c in zip(indices, charges(tuner, None, known, indices, card)):
        if c > left:
            break
        left -= c
        out.append(i)
    return out
