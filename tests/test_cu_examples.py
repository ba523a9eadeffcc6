"""The worked examples of docs/rules/criminal-underworld.md (the seed's own examples), each a
test named by its clauses, played on the engine with scripted seats."""
from __future__ import annotations

from tests.criminal_underworld_support import build, hand, money, new_game, place, script, turn, veteran


def test_example_1_cu_trade_01_a_120k_trade_card_collects_120k():
    g = new_game(2, orgs=("ferrymen", "velvet_room"))
    hand(g, 0, "powder_1", "brick_1")
    script(g, 0, action=["play", "discard", "end"], play=["powder_1"])
    turn(g, 0)
    assert g.seats[0].money == 250 + 120
    assert "sells Kilo of Powder (Narcotics) for $120K" in g.log.text()


def test_example_2_cu_trade_02_cu_org_02_cu_r_09_the_specialist_collects_double_240k_not_220k():
    g = new_game(2, orgs=("salt_road_cartel", "velvet_room"))
    assert g.org(0).specialty == "narcotics"
    hand(g, 0, "powder_1", "brick_1")
    script(g, 0, action=["play", "discard", "end"], play=["powder_1"])
    turn(g, 0)
    assert g.seats[0].money == 250 + 240
    assert "for $240K ($120K x2, his specialty)" in g.log.text()


def test_example_3_cu_heist_01_cu_heist_02_criminal_activity_takes_150k_or_all_there_is():
    g = new_game(3, orgs=("velvet_room", "static_collective", "ferrymen"))
    money(g, 1, 400)
    money(g, 2, 90)
    place(g, 2, g.hq(2), "shutters_1", "left")
    hand(g, 0, "kidnapping_1", "kidnapping_2")
    script(g, 0, action=["play", "play", "end"], play=["kidnapping_1", "kidnapping_2"], victim=[1, 2])
    turn(g, 0)
    assert g.seats[1].money == 250 and g.seats[2].money == 0 and g.seats[0].money == 250 + 150 + 90
    assert "P3 is broke: his defences are deactivated" in g.log.text() and not g.active(2)


def test_example_4_cu_biz_02_a_50k_business_pays_from_its_owners_next_turn():
    g = new_game(2, orgs=("static_collective", "ferrymen"))
    hand(g, 0, "nightclub", "brick_1")
    script(g, 0, action=["play", "discard", "end"], play=["nightclub"])
    turn(g, 0)
    after_building = g.seats[0].money
    assert after_building == 250 - 150
    turn(g, 1)
    hand(g, 0, "brick_2", "brick_3")
    script(g, 0, action=["discard", "discard", "end"])
    turn(g, 0)
    assert g.seats[0].money == after_building + 50


def test_example_5_cu_off_06_cu_off_07_no_offence_in_the_first_three_turns_but_criminal_activity():
    g = new_game(2, orgs=("velvet_room", "static_collective"))
    for _ in range(3):
        hand(g, 0, "rocket_1", "enforcers_1", "pickpockets_1")
        script(g, 0, action=["play", "discard", "end"], play=["pickpockets_1"], discard=["rocket_1"])
        turn(g, 0)
        play = next(d for d in reversed(g.players[0].seen) if d.kind == "play")
        assert "rocket_1" not in [c.id for c in play.options]
        assert g.dual_modes(0, g.state.by_id["enforcers_1"]) == ["defence"]
    assert g.seats[0].turns == 3 and g.seats[1].money == 250 - 150
    g.seats[0].turns = 3                                     # the fourth turn may attack
    hand(g, 0, "rocket_1", "enforcers_1")
    script(g, 0, action=["play", "play", "end"], play=["rocket_1", "enforcers_1"], mode=["offence"])
    turn(g, 0)
    assert g.hq(1).hp == 100 - 60 - 20


def test_example_6_cu_off_03_cu_off_04_cu_r_01_thirty_damage_through_a_25_power_defence():
    g = new_game(2, orgs=("velvet_room", "static_collective"))
    veteran(g, 0)
    place(g, 1, g.hq(1), "shutters_1", "right")
    hand(g, 0, "pipe_bomb_1", "brick_1")
    script(g, 0, action=["play", "discard", "end"], play=["pipe_bomb_1"])
    turn(g, 0)
    assert g.state.by_id["shutters_1"].zone == "discard" and g.hq(1).hp == 95
    text = g.log.text()
    assert "Steel Shutters on the right side takes 25 (power 25 -> 0), destroyed and discarded; 5 damage left" in text
    assert "The Static Collective takes 5 (power 100 -> 95)" in text


def test_example_7_cu_elim_01_cu_elim_03_cu_elim_04_elimination_money_hand_defences_businesses():
    g = new_game(3, orgs=("velvet_room", "static_collective", "ferrymen"))
    veteran(g, 0)
    g.hq(1).hp = 20
    place(g, 1, g.hq(1), "guard_dogs_1", "left")
    b = build(g, 1, "casino")
    place(g, 1, b, "shutters_1", "top")
    held = [c.id for c in g.seats[1].hand]
    hand(g, 0, "rocket_1", "brick_1")
    script(g, 0, action=["play", "discard", "end"], play=["rocket_1"], target=[g.hq(1).id])
    turn(g, 0)
    s = g.seats[1]
    assert not s.alive and s.money == 0 and s.hand == [] and s.hq == [] and s.play == []
    assert all(g.state.by_id[i].zone == "discard" for i in held)
    assert g.state.by_id["guard_dogs_1"].zone == "discard" and g.state.by_id["shutters_1"].zone == "discard"
    assert b.owner == 0 and g.slots.of(g.state, b) == {} and g.org(1).zone == "out"
    assert g.state.ledger.destroyed["out"] == 250 and g.outcome is None
    assert "P2 (The Static Collective) is eliminated by P1: $250K back to the bank" in g.log.text()
