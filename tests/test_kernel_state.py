"""The kernel's Card, Seat and State are built from a game's declaration (issue 11) and know no game."""
from __future__ import annotations

import pytest

from runtime.kernel.invariants import InvariantBroken, check_money, check_places
from runtime.kernel.ledger import Ledger
from runtime.kernel.state import (Card, Seat, State, StateError, _slots, add_owned, card_class,
                                  make_cards, owned_count, owners, seat_class)

# A made-up game with per-seat decks and a marker owned by players (as the seed games need).
GAME = {
    "id": "tiny_heist", "engine": "tiny_heist", "faction": "crew",
    "card_kinds": {"crew": {"fields": ["cash"]}, "job": {"fields": ["value", "city", "respect"]}},
    "markers": {"heat": {"on": ["job"]}, "influence": {"on": ["job"], "owned": True},
                "value": {"on": ["job"]}},
    "zones": {"shared": ["pile", "market", "gone"], "seat": ["deck", "hand", "played"]},
}
CARDS = [{"id": "c1", "kind": "crew", "name": "Crew One", "cash": 3},
         {"id": "j1", "kind": "job", "name": "Bank", "value": 4, "city": "north"},
         {"id": "j2", "kind": "job", "name": "Train", "value": 2},
         {"id": "j3", "kind": "job", "name": "Casino", "value": 5, "respect": -1}]


def table(n=2):
    card_cls = card_class(GAME, CARDS, {"face_up": False, "links": list})
    seat_cls = seat_class(GAME, ("money", "loan"), {"notes": dict})
    cards = [card_cls(i, d) for i, d in enumerate(CARDS)]
    seats = [seat_cls(i, f"P{i + 1}") for i in range(n)]
    return State(cards, seats, Ledger({"start"}, {"spend"}, ("money", "loan")),
                 GAME["zones"]["shared"], GAME["zones"]["seat"])


def test_card_holds_the_declared_fields_markers_and_engine_state_in_slots():
    st = table()
    c1, j1, j2, j3 = st.cards
    assert isinstance(j1, Card) and not hasattr(j1, "__dict__")
    assert (j1.value, j1.city, j1.respect) == (4, "north", 0)      # numbers absent read 0, text None
    assert (j2.city, c1.value, j3.respect) == (None, 0, -1)
    assert (j1.heat, j1.value_markers) == (0, 0)                    # a marker named like a field gets its own slot
    assert j1.MARKERS == {"heat": "heat", "influence": "influence", "value": "value_markers"}
    assert j1.links == [] and j1.links is not j2.links              # factories give each card its own
    assert (c1.zone, c1.owner) == ("pile", -1)                     # all cards start in the first shared zone
    with pytest.raises(AttributeError):
        j1.power = 1                                                # no slot: a typo fails loudly
    assert card_class(GAME, CARDS, {"face_up": False, "links": list}) is type(j1)   # built once per declaration


def test_cards_made_per_pack_are_those_made_one_by_one():
    """make_cards fills each card's slots from the rows kept per pack; every slot reads what Card.__init__ sets, and an owned marker's counts or a factory's value is the card's own."""
    card_cls = card_class(GAME, CARDS, {"face_up": False, "links": list})
    names = _slots(card_cls)[0]
    made, plain = make_cards(card_cls, tuple(CARDS)), [card_cls(i, d) for i, d in enumerate(CARDS)]
    again = make_cards(card_cls, tuple(CARDS))                      # the rows kept per pack
    for a, b, c in zip(made, plain, again):
        assert [getattr(a, n) for n in names] == [getattr(b, n) for n in names] == [getattr(c, n) for n in names]
        assert a.links is not c.links and a.influence is not c.influence


def test_seat_holds_the_declared_zones_and_purses():
    st = table()
    s = st.seats[1]
    assert isinstance(s, Seat)
    assert (s.deck, s.hand, s.played, s.money, s.loan, s.notes) == ([], [], [], 0, 0, {})


def test_per_seat_decks_have_a_top_and_a_bottom():
    st = table()
    c1, j1, j2, j3 = st.cards
    for c in (j1, j2):
        st.move(c, "deck", 0)
    st.move_to_bottom(j3, "deck", 0)
    assert st.seats[0].deck == [j3, j1, j2]
    assert st.top("deck", 0) is j2 and st.bottom("deck", 0) is j3
    assert st.top("deck", 1) is None
    with pytest.raises(StateError):
        st.move(c1, "deck")                 # a seat zone needs an owner
    check_places(st)


def test_owned_markers_count_per_player():
    st = table()
    j1 = st.cards[1]
    add_owned(j1, "influence", 0, 2)
    add_owned(j1, "influence", 1)
    add_owned(j1, "influence", -1)           # a neutral marker
    assert owned_count(j1, "influence") == 4 and owned_count(j1, "influence", 0) == 2
    add_owned(j1, "influence", 0, -2)
    assert owners(j1, "influence") == {1: 1, -1: 1}


def test_money_invariant_counts_every_purse_of_the_ledger():
    st = table()
    st.ledger.book_create("start", 5)
    st.seats[0].money, st.seats[1].loan = 2, 3
    check_money(st)
    st.seats[1].loan = 4
    with pytest.raises(InvariantBroken):
        check_money(st)


def test_on_leave_hook_sees_the_card_before_it_moves():
    st = table()
    seen = []
    st.on_leave = lambda card: seen.append((card.id, card.zone))
    st.move(st.cards[0], "market")
    assert seen == [("c1", "pile")] and st.cards[0].zone == "market"
