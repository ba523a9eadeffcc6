"""runtime/kernel/calendar.py: rounds of named phases, as data."""
import pytest

from runtime.kernel.calendar import Calendar, Step


def test_steps_run_round_by_round_in_phase_order():
    c = Calendar(2, ["a", "b", "c"], names={"a": "Alpha"})
    steps = list(c)
    assert c.length == 6 and len(steps) == 6
    assert steps[0] == Step(1, "a", 1) and steps[3] == Step(2, "a", 4) and steps[-1] == Step(2, "c", 6)
    assert c.label(steps[3]) == "round 2 of 2, phase Alpha"
    assert c.last(steps[-1]) and not c.last(steps[-2])


def test_a_step_outside_the_game_and_bad_declarations_are_refused():
    c = Calendar(1, ["a"])
    with pytest.raises(IndexError):
        c.step(2)
    with pytest.raises(ValueError):
        Calendar(0, ["a"])
    with pytest.raises(ValueError):
        Calendar(1, ["a", "a"])
