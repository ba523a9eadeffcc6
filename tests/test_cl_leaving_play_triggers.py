"""A card's ability that reacts to its own leaving play fires, with its last known state (issue 13 item 3).

The abilities are written in the effect language and compiled as `syndicate
build` compiles them; the positions are set by hand (tests/fixtures/engine/scenario.py).
Clauses: CL-HIT-07 (a hit's target is discarded), CL-UNH-04 (the third
marker: discarded unless it came from pay), CL-BOSS-02/03 (the old Boss is
discarded), CL-ACT-03 (a dropped Crook goes uncontrolled: not discarded).
"""
from __future__ import annotations

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.effects.check import Checked, check_text
from compiler.emit.modules import abilities_module
from runtime.games.crime_lords import actions, attacks, mob
from tests.base_vocab import VOCAB
from tests.fixtures.engine.scenario import Table, crook

CARDS = [crook("king", 6, 2), crook("queen", 5, 2), crook("jack", 4), crook("ten", 3), crook("big", 6, 6),
         crook("brute", 5)]


def compiled(**texts) -> dict:
    """{card id: abilities} compiled from effect-language text, as the build does it."""
    checked = []
    for card_id, text in texts.items():
        bag = DiagnosticBag()
        result = check_text(text, VOCAB, {}, lambda s, e: Span("t.yaml", 1, s + 1), bag, "crook", {"power": 4})
        assert result is not None and not bag.errors, bag.items
        checked.append(Checked(card_id, "crook", 0, text, result[0], f"t/t.yaml:{len(checked) + 1}", result[1], VOCAB))
    space: dict = {}
    exec(compile(abilities_module("t", checked), "abilities", "exec"), space)
    return space["ABILITIES"]


def table(**texts) -> Table:
    t = Table(CARDS, abilities=compiled(**texts))
    t.boss(0, "king"); t.boss(1, "big")
    fired = t.fired = []
    t.g.abil.on_fire = lambda card, rec: fired.append((card.id if card is not None else rec.card, type(rec).__name__))
    return t


def test_cl_hit_07_a_crook_killed_by_a_hit_reacts_to_his_own_discard_and_to_the_hit():
    t = table(brute="on crook_discarded: if event.crook is self and event.player is owner then gain 3 G",
              queen="on hit_succeeded: if event.crook is self then gain 2 G")
    t.sub(1, "brute", "big", "n"); t.sub(1, "queen", "big", "e")
    t.g.seats[1].money = 0
    t.rolls = [(1, 1)]
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    assert t.c("brute").zone == "discard"
    # The Crook is in the discard pile; his own trigger ran for his old owner (the seat he left).
    assert t.g.seats[1].money == 3
    assert ("brute", "Trigger") in t.fired and ("queen", "Trigger") not in t.fired
    assert any(line.strip().startswith("brute fires:") for _, line in t.g.log.lines)


def test_cl_hit_07_the_victim_is_seen_as_he_was_when_the_hit_succeeded():
    t = table(brute="on hit_succeeded: if event.crook is self and self.is_lieutenant and self.unhappy is 1 "
                    "and self.power > 4 and count(subordinates of self) is 1 then gain 5 G")
    t.sub(1, "brute", "big", "n"); t.sub(1, "ten", "brute", "n")
    t.c("king").power_markers = 6                  # strong enough to hit a Crook with a subordinate
    t.c("brute").unhappy = 1
    t.g.seats[1].money = 0
    t.rolls = [(1, 1)]
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    brute = t.c("brute")
    assert brute.zone == "discard" and brute.unhappy == 0 and brute.owner == -1     # as he is now ...
    assert t.g.seats[1].money == 5                                                 # ... and as he was


def test_cl_unh_04_a_crook_who_quits_reacts_to_his_own_discard():
    t = table(jack="on crook_discarded: if event.crook is self and self.unhappy > 2 then gain 4 G")
    t.sub(0, "jack", "king", "n")
    t.c("jack").unhappy = 2
    t.g.seats[0].money = 0
    mob.add_unhappy(t.g, [t.c("jack")], 1, "test")
    assert t.c("jack").zone == "discard" and t.g.seats[0].money == 4


def test_cl_unh_04_a_crook_who_quits_over_pay_goes_uncontrolled_and_is_not_discarded():
    t = table(jack="on crook_discarded: if event.crook is self then gain 4 G")
    t.sub(0, "jack", "king", "n")
    t.c("jack").unhappy = 2
    t.g.seats[0].money = 0
    mob.add_unhappy(t.g, [t.c("jack")], 1, "test", from_pay=True)
    assert t.c("jack").zone == "open" and t.g.seats[0].money == 0 and t.fired == []


def test_cl_act_03_a_dropped_crook_is_not_discarded_so_his_discard_trigger_stays_silent():
    t = table(jack="on crook_discarded: if event.crook is self then gain 4 G")
    t.sub(0, "jack", "king", "n")
    t.script(0, "drop", "jack")
    before = t.g.seats[0].money
    actions.do_drop(t.g, 0)
    assert t.c("jack").zone == "open" and t.g.seats[0].money == before and t.fired == []


def test_cl_boss_03_a_retired_boss_reacts_to_his_own_discard_as_the_boss_he_was():
    t = table(king="on crook_discarded: if event.crook is self and self.is_boss then gain 1 G")
    t.sub(0, "queen", "king", "n")
    t.money(0, 30)
    t.script(0, "lieutenant", "queen")
    actions.do_retire(t.g, 0)
    assert t.g.seats[0].boss is t.c("queen") and t.c("king").zone == "discard"
    assert t.g.seats[0].money == 30 - 16 + 1
    assert t.fired == [("king", "Trigger")]


def test_cl_boss_02_a_double_crossed_boss_reacts_to_his_own_discard():
    t = table(king="on crook_discarded: if event.crook is self then gain 2 G")
    t.sub(0, "queen", "king", "n")
    t.script(0, "lieutenant", "queen")
    before = t.g.seats[0].money
    actions.do_double_cross(t.g, 0)
    assert t.c("king").zone == "discard" and t.g.seats[0].money == before + 2


def test_cl_hit_08_effects_on_a_card_that_left_play_change_nothing_on_it():
    """Power markers are lost when a Crook is discarded; an ability cannot put them back."""
    t = table(brute="on crook_discarded: if event.crook is self then add 2 power to self")
    t.sub(1, "brute", "big", "n")
    t.rolls = [(1, 1)]
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    assert t.c("brute").zone == "discard" and t.c("brute").power_markers == 0
    assert t.fired == [("brute", "Trigger")]


def test_cl_hit_07_a_card_that_left_play_earlier_does_not_react_again():
    t = table(brute="on hit_succeeded: gain 1 G")
    t.sub(1, "brute", "big", "n"); t.sub(1, "ten", "big", "e")
    t.g.seats[1].money = 0
    t.rolls = [(1, 1)]
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    assert t.g.seats[1].money == 1                 # his own hit_succeeded: he saw it leaving
    t.rolls = [(1, 1)]
    t.c("king").token = True
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("ten"))
    assert t.g.seats[1].money == 1                 # another hit later: he is out of play
