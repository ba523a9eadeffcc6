"""runtime/kernel/majority.py: the most markers hold a thing; neutral owners and ties hold nothing."""
import pytest

from runtime.kernel.majority import Majority, majority, settle

N = "neutral"


def test_no_markers_nobody_holds():
    assert majority({}) == Majority(None, (), 0)
    assert majority({0: 0, 1: 0}).holder is None


def test_most_markers_hold():
    assert majority({0: 3, 1: 2, N: 1}, {N}).holder == 0


def test_neutral_lead_or_tie_holds_nothing():
    assert majority({0: 2, N: 3}, {N}) == Majority(None, (), 3)
    assert majority({0: 3, N: 3}, {N}) == Majority(None, (), 3)
    assert majority({0: 3, 1: 3, N: 3}, {N}).tied == ()


def test_a_tie_between_seats_is_settled_by_the_breaker():
    r = majority({0: 3, 1: 3, 2: 1, N: 2}, {N})
    assert r.holder is None and r.tied == (0, 1)
    assert settle(r, lambda tied: tied[-1]) == 1
    assert settle(r, None) is None                 # counts where ties are not broken
    with pytest.raises(ValueError):
        settle(r, lambda tied: 2)


def test_settle_keeps_an_outright_holder():
    assert settle(majority({0: 1}), lambda tied: pytest.fail("no tie to break")) == 0
