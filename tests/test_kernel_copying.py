"""The deep copy behind Table.clone (runtime/kernel/copying.py `deep`): it copies what
copy.deepcopy copies, shares what it shares, keeps aliasing, and a game copied with it plays
forward exactly as one copied with copy.deepcopy (transcript, state hash, answers)."""
from __future__ import annotations

import copy
import os
import random

from runtime import save
from runtime.games import engine_of
from runtime.kernel.copying import deep
from runtime.packs import load_generated
from runtime.players import RandomPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CL = load_generated(os.path.join(ROOT, "generated", "crime_lords"))


class Plain:
    def __init__(self, items):
        self.items = items
        self.me = self


class Slotted:
    __slots__ = ("a", "b", "unset")

    def __init__(self, a, b):
        self.a, self.b = a, b


class Reduced:
    """A class with its own pickling hook: handed to copy.deepcopy unchanged."""

    def __init__(self, n):
        self.n = n
        self.calls = 0

    def __reduce__(self):
        return (Reduced, (self.n + 100,))


def _shape(x, seen=None):
    """A structural description of x with aliasing (which positions hold the same object)."""
    seen = {} if seen is None else seen
    if isinstance(x, (int, str, float, bool, type(None))):
        return x
    if id(x) in seen:
        return ("alias", seen[id(x)])
    seen[id(x)] = len(seen)
    if isinstance(x, (list, tuple)):
        return (type(x).__name__, [_shape(v, seen) for v in x])
    if isinstance(x, (set, frozenset)):
        return (type(x).__name__, sorted(map(repr, x)))
    if isinstance(x, dict):
        return ("dict", [(_shape(k, seen), _shape(v, seen)) for k, v in x.items()])
    if hasattr(x, "__self__") and hasattr(x, "__func__"):
        return ("method", x.__func__.__name__, _shape(x.__self__, seen))
    state = dict(getattr(x, "__dict__", {}))
    for name in getattr(type(x), "__slots__", ()):
        if hasattr(x, name):
            state[name] = getattr(x, name)
    return (type(x).__name__, [(k, _shape(v, seen)) for k, v in sorted(state.items())])


def test_deep_gives_what_copy_deepcopy_gives_for_containers_objects_and_aliasing():
    shared = [1, 2, 3]
    inner = {"k": shared, ("t", 1): (shared, 5)}
    p = Plain([inner, inner])
    s = Slotted(p, (1, 2, (3, 4)))
    tree = {"p": p, "s": s, "set": {1, 2, 3}, "fs": frozenset({"a", "b"}), "m": p.__init__,
            "r": Reduced(7), "rng": random.Random(3), "again": [s, s, inner], "tup": (p, shared)}
    a = copy.deepcopy(tree)
    b = deep(tree, {})
    assert _shape(a) == _shape(b)
    assert b["p"] is not p and b["s"].a is b["p"] and b["p"].me is b["p"]
    assert b["again"][0] is b["again"][1] is b["s"] and b["tup"][1] is b["p"].items[0]["k"]
    assert b["m"].__self__ is b["p"]
    assert b["r"].n == a["r"].n == 107                      # its own hook ran, as copy.deepcopy runs it
    assert b["rng"].random() == a["rng"].random()
    assert b["s"].b is s.b                                   # a tuple of plain values is kept, as copy does
    assert not hasattr(b["s"], "unset")


def test_deep_shares_what_the_memo_names():
    table = {"x": 1}
    holder = Plain([table])
    out = deep(holder, {id(table): table})
    assert out.items[0] is table and out is not holder


def _stock_clone(g):
    """What Table.clone made before `deep`: copy.deepcopy with the same memo."""
    from runtime.kernel.copying import shared_objects
    from runtime.kernel.log import Log
    memo = dict(shared_objects(g))
    memo[id(g.players)] = g.players
    log = Log(enabled=True)
    log.lines = list(g.log.lines)
    memo[id(g.log)] = log
    new = object.__new__(type(g))
    memo[id(g)] = new
    fields = dict(g.__dict__)
    for k in (n for c in reversed(type(g).__mro__) for n in c.__dict__.get("__slots__", ())):
        if hasattr(g, k):              # a Game keeps its attributes in slots (Table.FIELDS)
            fields[k] = getattr(g, k)
    for k, v in fields.items():
        setattr(new, k, list(v) if k == "answers" else copy.deepcopy(v, memo))
    return new


def test_cl_turn_05_a_fast_clone_plays_forward_like_a_deepcopy_clone_mid_game():
    checked = 0
    for seed in (5, 17):
        players = [RandomPlayer(seed * 10 + k) for k in range(4)]
        g = engine_of(CL).game(CL, players, seed=seed, log=True)
        g.run(max_turns=12)
        if g.outcome != "stopped":
            continue
        fast, slow = g.clone(log=True), _stock_clone(g)
        assert save.state_hash(fast) == save.state_hash(slow) == save.state_hash(g)
        for twin in (fast, slow):
            twin.players = [RandomPlayer(seed) for _ in range(4)]
            twin.outcome, twin.reason = None, ""
            twin.run()
        assert save.state_hash(fast) == save.state_hash(slow)
        assert fast.log.text() == slow.log.text() and fast.answers == slow.answers
        checked += 1
    assert checked
