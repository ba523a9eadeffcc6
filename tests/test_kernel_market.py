"""runtime/kernel/market.py: a face-up row bought from during a turn and refilled."""
from __future__ import annotations

import pytest

from runtime.kernel.copying import deep
from runtime.kernel.invariants import InvariantBroken, check_places
from runtime.kernel.market import Market
from runtime.kernel.state import StateError
from tests.kernel_support import state


def stocked(source="pile", size=3):
    st = state()
    for c in [c for c in st.cards if c.kind != "tool"]:
        st.move(c, "used")
    market = Market("row", size, source)
    market.refill(st)
    return st, market


def test_refill_lays_out_the_top_of_the_source_up_to_the_size():
    st, market = stocked()
    assert [c.id for c in market.offered(st)] == ["tool4", "tool3", "tool2"]
    market.check(st)


def test_buy_takes_a_card_and_refill_tops_the_row_up_until_the_source_runs_dry():
    st, market = stocked()
    market.buy(st, st.by_id["tool3"], "hand", 0)
    assert st.by_id["tool3"].zone == "hand" and st.by_id["tool3"].owner == 0
    assert [c.id for c in market.refill(st)] == ["tool1"]
    market.buy(st, st.by_id["tool4"], "used")
    market.buy(st, st.by_id["tool2"], "used")
    assert [c.id for c in market.refill(st)] == ["tool0"]
    assert len(market.offered(st)) == 2 and market.refill(st) == []
    check_places(st)


def test_a_row_without_a_source_is_never_refilled():
    st, market = stocked()
    fixed = Market("row", 3)
    fixed.buy(st, st.by_id["tool2"], "used")
    assert fixed.refill(st) == [] and len(fixed.offered(st)) == 2


def test_only_cards_of_the_row_can_be_bought_and_affordable_filters_by_price():
    st, market = stocked()
    with pytest.raises(StateError, match="not for sale"):
        market.buy(st, st.by_id["tool0"], "hand", 0)
    assert [c.id for c in market.affordable(st, 40, lambda c: c.price)] == ["tool3", "tool2"]


def test_the_invariant_sees_an_overfull_row_and_copies_are_independent():
    st, market = stocked()
    copy = deep({"st": st, "m": market}, {})
    copy["m"].buy(copy["st"], copy["st"].by_id["tool4"], "used")
    assert len(market.offered(st)) == 3 and len(copy["m"].offered(copy["st"])) == 2
    st.move(st.by_id["tool0"], "row")
    with pytest.raises(InvariantBroken, match="more than its 3"):
        market.check(st)
