"""Majority control: who holds a thing by having the most markers on it.

Markers are counted per owner; some owners are neutral (they belong to no
seat). The thing is held by the seat with strictly more markers than every
other owner, neutral ones included. Nobody holds it when it has no markers or
when a neutral owner has the most or ties for the most. Seats tied for the
most (ahead of every neutral owner) are a tie: the rules settle it, usually by
a tie-breaker's decision (`settle`).
"""
from __future__ import annotations

from typing import Callable, NamedTuple


class Majority(NamedTuple):
    holder: int | None          # the seat holding it, if one does outright
    tied: tuple = ()            # seats tied for the most, ahead of the neutral owners
    top: int = 0                # the most markers any owner has


def majority(counts: dict, neutral=frozenset()) -> Majority:
    """counts: owner -> markers (seat numbers, or neutral owner keys listed in `neutral`)."""
    top = max((n for n in counts.values() if n > 0), default=0)
    if top == 0:
        return Majority(None, (), 0)
    leaders = [o for o, n in counts.items() if n == top]
    if any(o in neutral for o in leaders):
        return Majority(None, (), top)
    if len(leaders) == 1:
        return Majority(leaders[0], (), top)
    return Majority(None, tuple(sorted(leaders)), top)


def settle(result: Majority, breaker: Callable[[tuple], int] | None) -> int | None:
    """The holder: the outright one, or the tied seat `breaker(tied)` picks (None: a tie holds nothing)."""
    if result.holder is not None or not result.tied:
        return result.holder
    if breaker is None:
        return None
    chosen = breaker(result.tied)
    if chosen not in result.tied:
        raise ValueError(f"the tie-breaker chose {chosen!r}, not one of the tied {list(result.tied)}")
    return chosen
