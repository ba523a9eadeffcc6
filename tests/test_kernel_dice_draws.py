"""Dice draw what random.Random's own methods draw from the same state (kernel/dice.py writes
randrange and shuffle out, for speed): a seeded game rolls, shuffles and picks as before, so
saves, replays and the search player's answers stay the same."""
from __future__ import annotations

import random

from runtime.kernel import dice as dice_mod
from runtime.kernel.dice import Dice


def test_rolls_shuffles_and_picks_are_random_randoms_own():
    for seed in range(40):
        ours, ref = Dice(seed), random.Random(seed)
        for n in (1, 2, 3, 5):
            assert ours.roll(n) == [ref.randrange(1, 7) for _ in range(n)]
        for size in (0, 1, 2, 7, 60):
            items, want = list(range(size)), list(range(size))
            ours.shuffle(items)
            ref.shuffle(want)
            assert items == want
        for n in (1, 2, 3, 6, 13, 64, 1000):
            assert ours.randrange(n) == ref.randrange(n)
        assert ours.rng.getstate() == ref.getstate()


def test_the_module_functions_match_on_a_search_players_own_generator():
    for seed in range(20):
        a, b = random.Random(seed), random.Random(seed)
        x, y = list("abcdefghij"), list("abcdefghij")
        dice_mod.shuffle(a, x)
        b.shuffle(y)
        assert x == y and dice_mod.below(a, 9) == b.randrange(9)


def test_a_generator_of_another_kind_draws_through_its_own_methods():
    class Loaded(random.Random):
        def randrange(self, *args):
            return 0

    d = Dice(1)
    d.rng = Loaded(1)
    assert d.roll(3) == [0, 0, 0] and d.randrange(5) == 0
