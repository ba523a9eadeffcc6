"""Copying a game to play it forward: the state copied, the read-only tables shared.

A game is copied whole, whatever its engine keeps (cards, seats, zones, dice, ledger, caches,
the answers so far), so that an engine may add state and caches without telling the copier.
Only what is read-only for the whole game is shared: the compiled pack and everything reachable
from it, and the attributes the game's class names in `SHARED` (e.g. its ruleset after house
rules). The copy is `copy.deepcopy` with those pre-filled in its memo; what costs most is made
cheap where it lives: cards and seats copy their slots (kernel/state.py `copy_slots`), dice their
generator's state (kernel/dice.py), a game its answer records by reference (they never change).
Measured: bench/players.py copies (pickling in memory was tried: slower, and it cannot copy a
closure an engine might keep).
"""
from __future__ import annotations

import copy

from .log import Log

_SHARED: dict = {}      # ids of the shared roots -> (the roots, {id: object} reachable from them)
_ATOMIC = (int, float, str, bytes, bool, type(None))


def _reachable(root) -> dict:
    seen: dict = {}
    stack = [root]
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, _ATOMIC):
            continue
        seen[id(o)] = o
        if isinstance(o, dict):
            stack.extend(o.keys())
            stack.extend(o.values())
        elif isinstance(o, (list, tuple, set, frozenset)):
            stack.extend(o)
        elif hasattr(o, "__dict__") and not isinstance(o, type):
            stack.extend(vars(o).values())
    return seen


def shared_objects(game) -> dict:
    """{id: object} of what a copy of `game` shares with it (the pack, the SHARED attributes)."""
    roots = tuple(getattr(game, name, None) for name in type(game).SHARED)
    key = tuple(id(r) for r in roots)
    cached = _SHARED.get(key)
    if cached is None or any(a is not b for a, b in zip(cached[0], roots)):
        if len(_SHARED) > 64:
            _SHARED.clear()
        reach: dict = {}
        for r in roots:
            if r is not None:
                reach.update(_reachable(r))
        cached = _SHARED[key] = (roots, reach)
    return cached[1]


def copy_game(game, players=None, log: bool = False):
    shared = shared_objects(game)
    new_log = Log(enabled=log)
    if log:
        new_log.lines = list(game.log.lines)
    table = {id(game.players): list(players) if players is not None else game.players,
             id(game.log): new_log}
    memo = dict(shared)
    memo.update(table)
    return copy.deepcopy(game, memo)
