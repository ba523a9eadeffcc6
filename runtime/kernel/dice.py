"""Seeded dice. Every draw is counted so a log can show it and replay can check it."""
from __future__ import annotations

import random
from copy import deepcopy


class Dice:
    __slots__ = ("seed", "rng", "draws")

    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)   # Mersenne Twister: same sequence on every platform
        self.draws = 0

    def __deepcopy__(self, memo):
        new = Dice.__new__(type(self))
        memo[id(self)] = new
        new.seed, new.draws = self.seed, self.draws
        rng_cls = type(self.rng)
        new.rng = rng_cls.__new__(rng_cls)      # not seeded from the system (slow): the state is set next
        new.rng.setstate(self.rng.getstate())
        own = () if type(self) is Dice else type(self).__dict__.get("__slots__", ())
        for name in own:                       # a subclass's own slots (e.g. loaded test dice)
            if hasattr(self, name):
                setattr(new, name, deepcopy(getattr(self, name), memo))
        return new

    def roll(self, n: int) -> list[int]:
        self.draws += n
        r = self.rng.randrange
        return [r(1, 7) for _ in range(n)]

    def shuffle(self, items: list) -> None:
        self.draws += 1
        self.rng.shuffle(items)

    def randrange(self, n: int) -> int:
        self.draws += 1
        return self.rng.randrange(n)
