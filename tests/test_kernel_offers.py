"""runtime/kernel/offers.py: cards and money for as many cards, accepted or refused, binding once accepted."""
from __future__ import annotations

import pytest

from runtime.kernel.invariants import check_places
from runtime.kernel.offers import Offer, propose, settle
from runtime.kernel.state import StateError
from runtime.players.scripted import ScriptedPlayer
from tests.kernel_support import Yard


def yard(answer="accept", back=()):
    receiver = ScriptedPlayer({"offer_answer": [answer], "offer_return": list(back)})
    g = Yard([ScriptedPlayer(), receiver])
    st = g.state
    for i, c in enumerate(st.cards[3:9]):          # walls: three to each hand
        st.move(c, "hand", i % 2)
    st.seats[0].money, st.seats[1].money = 50, 5
    return g, st


def test_an_accepted_offer_swaps_the_cards_and_pays_the_money():
    g, st = yard("accept", ["wall3"])
    offer = Offer(0, 1, [st.by_id["wall0"]], money=20)
    ok, back = propose(g, offer)
    assert ok and [c.id for c in back] == ["wall3"]
    assert st.by_id["wall0"].owner == 1 and st.by_id["wall3"].owner == 0
    assert (st.seats[0].money, st.seats[1].money) == (30, 25)
    assert [d.kind for d in g.players[1].seen] == ["offer_answer", "offer_return"]
    assert g.answers == [[1], [1]]                  # recorded like any answer: accept, then wall3
    check_places(st)


def test_a_refused_offer_changes_nothing():
    g, st = yard("refuse")
    before = [(c.zone, c.owner) for c in st.cards]
    ok, back = propose(g, Offer(0, 1, [st.by_id["wall0"], st.by_id["wall2"]], money=10))
    assert (ok, back) == (False, [])
    assert [(c.zone, c.owner) for c in st.cards] == before and st.seats[0].money == 50


def test_the_receiver_gives_back_as_many_cards_as_he_gets_each_one_only_once():
    g, st = yard("accept", ["wall5", "wall1"])
    ok, back = propose(g, Offer(0, 1, [st.by_id["wall0"], st.by_id["wall2"]]))
    assert ok and [c.id for c in back] == ["wall5", "wall1"]
    second = g.players[1].seen[-1]
    assert st.by_id["wall5"] not in second.options     # already given: not offered again


def test_an_offer_that_cannot_be_made_is_refused_before_anyone_is_asked():
    g, st = yard()
    cases = [(Offer(0, 0, [st.by_id["wall0"]]), "himself"),
             (Offer(0, 1, []), "at least one card"),
             (Offer(0, 1, [st.by_id["wall1"]]), "not in the proposer's hand"),
             (Offer(0, 1, [st.by_id["wall0"]], money=60), "not that much money"),
             (Offer(0, 1, [st.by_id["wall0"], st.by_id["wall0"]]), "twice"),
             (Offer(0, 1, [st.by_id["wall0"], st.by_id["wall2"], st.by_id["wall4"]], money=0), None)]
    st.move(st.by_id["wall5"], "table", 1)           # the receiver now holds two cards
    cases[-1] = (cases[-1][0], "fewer than 3")
    for offer, why in cases:
        assert why in offer.problems(st)
        with pytest.raises(StateError):
            propose(g, offer)
    assert g.answers == []


def test_settle_checks_what_comes_back():
    g, st = yard()
    offer = Offer(0, 1, [st.by_id["wall0"]])
    with pytest.raises(StateError, match="1 cards were offered but 2"):
        settle(st, offer, [st.by_id["wall1"], st.by_id["wall3"]])
    with pytest.raises(StateError, match="not in the receiver's"):
        settle(st, offer, [st.by_id["wall2"]])


def test_an_offer_replays_from_its_answers():
    g, st = yard("accept", ["wall3"])
    propose(g, Offer(0, 1, [st.by_id["wall0"]], money=20))
    again, st2 = yard("refuse")                        # the players would refuse: the feed decides
    again.feed = list(g.answers)
    ok, back = propose(again, Offer(0, 1, [st2.by_id["wall0"]], money=20))
    assert ok and back[0].id == "wall3" and st2.seats[1].money == 25


def test_offered_cards_wait_in_the_escrow_zone_and_go_back_when_refused():
    g, st = yard("refuse")
    wall = st.by_id["wall0"]

    class Look(ScriptedPlayer):
        def choose(self, d):
            self.where = (wall.zone, wall.owner)
            return super().choose(d)
    g.players[1] = Look({"offer_answer": ["refuse"]})
    ok, _ = propose(g, Offer(0, 1, [wall], escrow="table"))
    assert not ok and g.players[1].where == ("table", 0) and (wall.zone, wall.owner) == ("hand", 0)
    g.players[1] = ScriptedPlayer({"offer_answer": ["accept"], "offer_return": ["wall3"]})
    ok, _ = propose(g, Offer(0, 1, [wall], escrow="table"))
    assert ok and (wall.zone, wall.owner) == ("hand", 1) and st.by_id["wall3"].owner == 0
    check_places(st)


# --- offers made for an answer (issue 28): given if the receiver answers so, binding then ---------
def test_an_offer_for_an_answer_is_kept_when_that_answer_is_given():
    from runtime.kernel.offers import keep
    g, st = yard()
    money = Offer(0, 1, [], money=7, want=0, terms="allow")
    card = Offer(0, 1, [st.by_id["wall0"]], want=0, terms="allow")
    other = Offer(0, 1, [st.by_id["wall2"]], want=0, terms="refuse")
    assert all(o.problems(st) is None for o in (money, card, other))
    kept = keep(st, [money, card, other], "allow")
    assert kept == [money, card]
    assert (st.seats[0].money, st.seats[1].money) == (43, 12)
    assert st.by_id["wall0"].owner == 1 and st.by_id["wall2"].owner == 0   # the other answer's offer lapses
    check_places(st)


def test_an_offer_for_an_answer_asks_nothing_back_and_gives_something():
    from runtime.kernel.offers import keep
    g, st = yard()
    assert "at least one card" in Offer(0, 1, [], money=0, want=0).problems(st)
    assert "fewer than no cards" in Offer(0, 1, [st.by_id["wall0"]], want=-1).problems(st)
    assert "not that much money" in Offer(0, 1, [], money=99, want=0).problems(st)
    with pytest.raises(StateError, match="asks no cards back"):
        keep(st, [Offer(0, 1, [st.by_id["wall0"]], terms=1)], 1)
    st.seats[0].money = 3                              # the proposer spent it before the answer
    with pytest.raises(StateError, match="not that much money"):
        keep(st, [Offer(0, 1, [], money=7, want=0, terms=1)], 1)
