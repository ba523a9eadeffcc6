"""runtime/kernel/slots.py: cards attached to a host in named slots, leaving with it or not."""
from __future__ import annotations

import pytest

from runtime.kernel.copying import deep
from runtime.kernel.invariants import InvariantBroken, check_places
from runtime.kernel.slots import Slots
from runtime.kernel.state import StateError
from tests.kernel_support import state

SIDES = ("north", "east", "south", "west")


def laid_out():
    st = state()
    base = st.by_id["base0"]
    st.move(base, "table", 0)
    for c in st.cards:
        if c.kind == "wall":
            st.move(c, "hand", 0)
    return st, base, Slots(SIDES)


def test_attach_fills_a_named_slot_and_moves_the_card_to_the_hosts_owner():
    st, base, slots = laid_out()
    wall = st.by_id["wall0"]
    slots.attach(st, base, wall, "east", "table")
    assert (wall.zone, wall.owner) == ("table", 0)
    assert slots.of(st, base) == {"east": wall}
    assert slots.free(base) == ["north", "south", "west"]
    assert slots.host_of(st, wall) is base and slots.slot_of(wall) == "east"
    slots.check(st)
    check_places(st)


def test_a_host_holds_one_card_a_slot_and_only_its_declared_slots():
    st, base, slots = laid_out()
    for side, wall in zip(SIDES, ("wall0", "wall1", "wall2", "wall3")):
        slots.attach(st, base, st.by_id[wall], side, "table")
    assert slots.free(base) == []
    with pytest.raises(StateError, match="taken"):
        slots.attach(st, base, st.by_id["wall4"], "north", "table")
    with pytest.raises(StateError, match="no slot named"):
        slots.attach(st, base, st.by_id["wall4"], "up", "table")
    with pytest.raises(StateError, match="hosts nothing"):
        slots.attach(st, st.by_id["wall0"], st.by_id["wall4"], "north", "table")


def test_detach_frees_the_slot():
    st, base, slots = laid_out()
    wall = st.by_id["wall1"]
    slots.attach(st, base, wall, "west", "table")
    slots.detach(st, wall, "used")
    assert wall.zone == "used" and slots.host_of(st, wall) is None and slots.free(base) == list(SIDES)
    slots.check(st)


def test_attached_cards_follow_their_host_to_a_new_owner():
    st, base, slots = laid_out()
    slots.attach(st, base, st.by_id["wall0"], "north", "table")
    slots.move_host(st, base, "table", 1, with_host=True)
    assert st.by_id["wall0"].owner == 1 and slots.host_of(st, st.by_id["wall0"]) is base
    slots.check(st)


def test_attached_cards_leave_for_another_zone_when_the_host_changes_hands():
    st, base, slots = laid_out()
    slots.attach(st, base, st.by_id["wall0"], "north", "table")
    slots.attach(st, base, st.by_id["wall1"], "south", "table")
    gone = slots.move_host(st, base, "table", 1, to=("pile", -1))
    assert [c.id for c in gone] == ["wall0", "wall1"]
    assert all(c.zone == "pile" for c in gone) and slots.free(base) == list(SIDES)
    with pytest.raises(StateError, match="say whether"):
        slots.attach(st, base, st.by_id["wall2"], "north", "table")
        slots.move_host(st, base, "table", 0)
    slots.check(st)
    check_places(st)


def test_the_invariant_sees_an_attached_card_away_from_its_host():
    st, base, slots = laid_out()
    wall = st.by_id["wall0"]
    slots.attach(st, base, wall, "north", "table")
    st.move(wall, "hand", 1)            # a bug: moved without detaching
    with pytest.raises(InvariantBroken, match="attached to base0"):
        slots.check(st)


def test_a_copy_keeps_its_own_tables():
    st, base, slots = laid_out()
    slots.attach(st, base, st.by_id["wall0"], "north", "table")
    both = deep({"state": st, "slots": slots}, {})
    st2, slots2 = both["state"], both["slots"]
    slots2.detach(st2, st2.by_id["wall0"], "pile")
    assert slots.of(st, base) == {"north": st.by_id["wall0"]}
    assert slots2.of(st2, st2.by_id["base0"]) == {}
    slots.check(st)
    slots2.check(st2)
