"""A player that picks uniformly among the legal answers (with its own seeded generator)."""
from __future__ import annotations

import random

from .base import Player


class RandomPlayer(Player):
    kind = "random"
    replays = True

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, d):
        rng = self.rng
        opts = d.options
        if d.lo is not None and d.hi is not None and d.lo <= d.hi:
            # Money: half the time nothing (or a pass), else anything in range (ruling R-05).
            if opts and rng.random() < 0.5:
                return opts[rng.randrange(len(opts))]
            if not opts and d.lo == 0 and rng.random() < 0.5:
                return 0
            return rng.randint(d.lo, d.hi)
        return opts[rng.randrange(len(opts))]
