"""Copying a game to play it forward: the state copied, the read-only tables shared.

A game is copied whole, whatever its engine keeps (cards, seats, zones, dice, ledger, caches,
the answers so far), so that an engine may add state and caches without telling the copier.
Only what is read-only for the whole game is shared: the compiled pack and everything reachable
from it, and the attributes the game's class names in `SHARED` (e.g. its ruleset after house
rules). The copy is a deep copy with those pre-filled in its memo.

`deep(x, memo)` is that deep copy: it gives what `copy.deepcopy(x, memo)` gives (the same
objects shared, the same ones copied, aliasing kept through the memo), made quicker for what a
game is made of: lists, dicts, tuples and sets are copied directly, an object of a plain class
(no `__deepcopy__`, no pickling hooks) gets its `__dict__` and slots copied without going
through `__reduce_ex__`, and anything else is handed to `copy.deepcopy` with the same memo.
Cards and seats copy their slots (kernel/state.py `copy_slots`), dice their generator's state
(kernel/dice.py), a game its answer records by reference (they never change).
Measured: bench/players.py copies (pickling in memory was tried: slower, and it cannot copy a
closure an engine might keep).
"""
from __future__ import annotations

import copy
import copyreg
import types
import weakref

from .log import Log

_SHARED: dict = {}      # ids of the shared roots -> (the roots, {id: object} reachable from them)
_ROOTS: dict = {}       # id of one root -> (the root, {id: object} reachable from it): the pack is
                        # one object for every game of a simulation, walked once, not once a game
_ATOMIC = (int, float, str, bytes, bool, type(None))
# What copy.deepcopy returns unchanged (its _deepcopy_atomic types).
_KEEP = frozenset({type(None), type(Ellipsis), type(NotImplemented), int, float, bool, complex, bytes, str,
                   types.CodeType, type, range, types.BuiltinFunctionType, types.FunctionType, weakref.ref,
                   property})
_MISS = object()


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
                reach.update(_reachable_from(r))
        cached = _SHARED[key] = (roots, reach)
    return cached[1]


def _reachable_from(root) -> dict:
    kept = _ROOTS.get(id(root))
    if kept is None or kept[0] is not root:
        if len(_ROOTS) > 64:
            _ROOTS.clear()
        kept = _ROOTS[id(root)] = (root, _reachable(root))
    return kept[1]


def copy_game(game, players=None, log: bool = False):
    shared = shared_objects(game)
    new_log = Log(enabled=log)
    if log:
        new_log.lines = list(game.log.lines)
    table = {id(game.players): list(players) if players is not None else game.players,
             id(game.log): new_log}
    memo = dict(shared)
    memo.update(table)
    return deep(game, memo)


# ------------------------------------------------------------------ the deep copy

def deep(x, memo: dict):
    """copy.deepcopy(x, memo), quicker for the containers and plain objects a game holds."""
    cls = x.__class__
    if cls in _KEEP:
        return x
    y = memo.get(id(x), _MISS)
    if y is not _MISS:
        return y
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier_of(cls)
    return copier(x, memo)


def _list(x, memo):
    y: list = []
    memo[id(x)] = y
    keep, get = _KEEP, memo.get
    for v in x:
        if v.__class__ not in keep:
            w = get(id(v), _MISS)
            v = deep(v, memo) if w is _MISS else w
        y.append(v)
    return y


def _dict(x, memo):
    y: dict = {}
    memo[id(x)] = y
    keep, get = _KEEP, memo.get
    for k, v in x.items():
        if k.__class__ not in keep:
            k = deep(k, memo)
        if v.__class__ not in keep:
            w = get(id(v), _MISS)
            v = deep(v, memo) if w is _MISS else w
        y[k] = v
    return y


def _tuple(x, memo):
    keep = _KEEP
    for v in x:
        if v.__class__ not in keep:
            break
    else:
        return x                      # atoms only (a grid cell, a cache key): copy.deepcopy keeps it too
    y = [v if v.__class__ in keep else deep(v, memo) for v in x]
    got = memo.get(id(x), _MISS)      # a tuple reached again through its own items (as copy does)
    if got is not _MISS:
        return got
    for a, b in zip(x, y):
        if a is not b:
            y = tuple(y)
            memo[id(x)] = y
            return y
    return x


def _set(x, memo):
    # copy.deepcopy rebuilds a set from its items in iteration order (set.__reduce_ex__): so does this.
    y = x.__class__(deep(v, memo) for v in x)
    memo[id(x)] = y
    return y


def _method(x, memo):
    y = x.__class__(x.__func__, deep(x.__self__, memo))
    memo[id(x)] = y
    return y


def _has_own_hook(cls) -> bool:
    return (getattr(cls, "__deepcopy__", None) is not None
            or cls in copyreg.dispatch_table
            or issubclass(cls, type)
            or cls.__reduce_ex__ is not object.__reduce_ex__
            or cls.__reduce__ is not object.__reduce__
            or getattr(cls, "__getstate__", object.__getstate__) is not object.__getstate__
            or hasattr(cls, "__setstate__")
            or hasattr(cls, "__getnewargs_ex__") or hasattr(cls, "__getnewargs__"))


def _slot_names(cls) -> tuple:
    return tuple(n for k in reversed(cls.__mro__) for n in k.__dict__.get("__slots__", ())
                 if n not in ("__dict__", "__weakref__"))


def _copier_of(cls):
    """How to copy an object of `cls`: by its own __deepcopy__, field by field, or by copy.deepcopy."""
    if cls is list:
        return _list
    if cls is dict:
        return _dict
    if cls is tuple:
        return _tuple
    if cls is set or cls is frozenset:
        return _set
    if cls is types.MethodType:
        return _method
    hook = getattr(cls, "__deepcopy__", None)
    if hook is not None and not issubclass(cls, type):
        def by_hook(x, memo):
            y = x.__deepcopy__(memo)
            if y is not x:
                memo[id(x)] = y
            return y
        return by_hook
    if _has_own_hook(cls):
        return copy.deepcopy
    slots = _slot_names(cls)
    has_dict = cls.__dictoffset__ != 0

    def plain(x, memo):
        # What copy's _reconstruct does for a plain object: a new instance, its state copied into it.
        y = cls.__new__(cls)
        memo[id(x)] = y
        if has_dict:
            d = x.__dict__
            if d:
                y.__dict__.update(_dict(d, memo))
        for name in slots:
            try:
                v = getattr(x, name)
            except AttributeError:
                continue
            setattr(y, name, deep(v, memo))
        return y
    return plain


_COPIERS: dict = {}
