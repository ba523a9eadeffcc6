"""Seeded dice. Every draw is counted so a log can show it and replay can check it."""
from __future__ import annotations

import random


class Dice:
    __slots__ = ("seed", "rng", "draws")

    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)   # Mersenne Twister: same sequence on every platform
        self.draws = 0

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
