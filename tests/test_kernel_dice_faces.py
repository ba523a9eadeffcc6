"""runtime/kernel/dice.py: a die with any faces, a named face included; the d6 unchanged."""
import random
from collections import Counter

import pytest

from runtime.kernel.dice import Dice, Die


def test_plain_rolls_are_the_d6_of_before():
    # the packs written before faces existed keep their games (bench/fingerprint.py proves it on games)
    d, r = Dice(7), random.Random(7)
    assert d.roll(5) == [r.randrange(1, 7) for _ in range(5)] and d.draws == 5


def test_a_die_with_a_named_face():
    die = Die([1, "blade", 3, 4, 5, 6], named=["blade"])
    dice = Dice(3)
    rolls = [die.roll(dice) for _ in range(600)]
    assert dice.draws == 600
    assert set(rolls) == {1, "blade", 3, 4, 5, 6}
    assert min(Counter(rolls).values()) > 60          # every face comes up, fairly
    assert die.number("blade") == 0 and die.number(4) == 4
    assert die.is_named("blade") and not die.is_named(4) and die.is_named("blade", "blade")


def test_faces_are_seeded():
    die = Die(["x", "y", "z"])
    a, b = Dice(11), Dice(11)
    assert [die.roll(a) for _ in range(20)] == [die.roll(b) for _ in range(20)]


def test_a_named_face_must_be_a_face():
    with pytest.raises(ValueError):
        Die([1, 2], named=["blade"])
    with pytest.raises(ValueError):
        Die([])
