"""Criminal Underworld rules, tests named by the clauses of docs/rules/criminal-underworld.md
(CU-SET … CU-END, CU-VAR) and its rulings (CU-R-nn), played on the engine with scripted seats."""
from __future__ import annotations

import collections
import dataclasses
import re

import pytest

from runtime.games.criminal_underworld import CriminalUnderworldGame, services
from runtime.kernel.errors import GameError
from runtime.players import RandomPlayer
from tests.criminal_underworld_support import (PACK, ROOT, build, hand, money, new_game, place, script, turn,
                                               veteran)

NEUTRAL = ("velvet_room", "static_collective")      # abilities that touch no attack, trade or heist here


# ------------------------------------------------------------------ setup
def test_cu_set_01_the_pack_has_114_cards_at_the_seeds_copy_counts():
    kinds = collections.Counter(d["kind"] for d in PACK.cards)
    assert kinds == {"organisation": 6, "offence": 20, "defence": 20, "dual": 24, "trade": 24, "heist": 9,
                     "business": 6, "service": 5}
    assert sum(kinds.values()) == 114 and sum(v for k, v in kinds.items() if k != "organisation") == 108
    copies = {"offence": 4, "defence": 4, "dual": 6, "trade": 4, "heist": 3, "business": 1}
    for kind, n in copies.items():
        names = collections.Counter(d["name"] for d in PACK.cards if d["kind"] == kind)
        assert set(names.values()) == {n}, kind
    services_ = collections.Counter(d["name"] for d in PACK.cards if d["kind"] == "service")
    assert sorted(services_.values()) == [1, 1, 1, 2] and services_["Repair Crew"] == 2


@pytest.mark.parametrize("n", [1, 7])
def test_cu_set_02_cu_r_07_two_to_six_players(n):
    with pytest.raises(GameError, match="2 to 6"):
        CriminalUnderworldGame(PACK, [RandomPlayer(i) for i in range(n)])
    for ok in (2, 6):
        CriminalUnderworldGame(PACK, [RandomPlayer(i) for i in range(ok)]).setup()


def test_cu_set_03_cu_serv_01_the_services_lie_face_up_and_never_in_the_deck():
    g = new_game(3)
    row = g.market.offered(g.state)
    assert len(row) == 5 and all(c.kind == "service" for c in row)
    assert not any(c.kind == "service" for c in g.state.zones["deck"])
    assert g.state.zones["discard"] == [] and len(g.state.zones["deck"]) == 103 - 15


def test_cu_set_04_each_player_leads_an_organisation_drawn_at_random():
    seen = set()
    for seed in range(12):
        g = new_game(3, seed=seed)
        orgs = tuple(g.hq(p).id for p in range(3))
        assert len(set(orgs)) == 3 and all(g.org(p) is g.hq(p) for p in range(3))
        assert len([c for c in g.state.zones["box"] if c.kind == "organisation"]) == 3
        seen.add(orgs)
    assert len(seen) > 6


def test_cu_set_05_cu_set_06_every_player_starts_with_250k_and_five_cards():
    g = new_game(6)
    for s in g.seats:
        assert s.money == 250 and len(s.hand) == 5 and g.hq(s.index).hp == g.hq(s.index).power


def test_cu_set_07_cu_r_08_seat_one_plays_first_then_in_seat_order():
    g = new_game(3, setup=False)
    g.run(max_turns=4)
    turns = [line for line in g.log.text().splitlines() if line.startswith("--- turn")]
    assert [t.split(": ")[1].split(" ")[0] for t in turns] == ["P1", "P2", "P3", "P1"]


# ------------------------------------------------------------------ organisations
def test_cu_org_01_power_is_the_headquarters_health():
    g = new_game(2, orgs=NEUTRAL)
    assert g.hq(0).hp == g.hq(0).power == 100


def test_cu_org_03_an_ability_works_for_its_owner_only():
    g = new_game(2, orgs=("ferrymen", "velvet_room"))
    rocket = g.state.by_id["rocket_1"]
    hand(g, 0, "rocket_1")
    assert g.offence_cost(0, rocket) == 80                   # the Ferrymen's offences cost $20K less
    hand(g, 0)
    hand(g, 1, "rocket_1")
    assert g.offence_cost(1, rocket) == 100                  # not the Velvet Room's
    off = new_game(2, orgs=("ferrymen", "velvet_room"), house_rules=("no_abilities",))
    hand(off, 0, "rocket_1")
    assert off.offence_cost(0, off.state.by_id["rocket_1"]) == 100


# ------------------------------------------------------------------ the turn
def test_cu_turn_01_cu_biz_02_income_comes_at_the_start_of_the_owners_turns_from_the_next():
    g = new_game(2, orgs=("static_collective", "ferrymen"))
    hand(g, 0, "nightclub", "shutters_1")
    script(g, 0, action=["play", "discard", "end"], play=["nightclub"])
    turn(g, 0)
    assert g.seats[0].money == 100                      # 250 - 150: nothing yet this turn
    turn(g, 1)
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["discard", "discard", "end"])
    turn(g, 0)
    assert g.seats[0].money == 150 and "collects $50K from Club Neon" in g.log.text()


def test_cu_turn_02_cu_r_06_two_plays_are_made_before_the_turn_ends():
    g = new_game(2, orgs=NEUTRAL)
    hand(g, 0, "powder_1", "powder_2", "powder_3")
    script(g, 0, action=["play", "play", "end"], play=["powder_1", "powder_2"])
    turn(g, 0)
    menus = [d.options for d in g.players[0].seen if d.kind == "action"]
    assert len(menus) == 3
    assert "end" not in menus[0] and "end" not in menus[1] and {"play", "discard"} <= set(menus[1])
    assert "end" in menus[2] and not {"play", "discard", "remove"} & set(menus[2])
    assert g.seats[0].money == 250 + 240 and g.state.by_id["powder_3"] in g.seats[0].hand


def test_cu_turn_03_cu_serv_04_buying_services_and_trading_are_not_plays():
    g = new_game(2, orgs=NEUTRAL)
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy", "buy", "play", "play", "end"], buy=["fresh_connections", "repair_crew_1"],
           play=[lambda d: d.options[0], lambda d: d.options[0]])
    g.hq(0).hp = 50
    turn(g, 0)
    assert g.state.by_id["fresh_connections"].zone == "spent" and g.state.by_id["repair_crew_1"].zone == "spent"
    assert g.log.text().count(" sells ") + g.log.text().count(" plays ") + g.log.text().count(" builds ") \
        + g.log.text().count(" places ") >= 1 and g.seats[0].plays == 0


def test_cu_turn_04_a_turn_ends_with_five_cards_in_hand():
    g = new_game(2, orgs=NEUTRAL)
    hand(g, 0, "powder_1", "powder_2", "powder_3")
    script(g, 0, action=["play", "play", "end"], play=["powder_1", "powder_2"])
    turn(g, 0)
    assert len(g.seats[0].hand) == 5


def test_cu_turn_05_a_discard_costs_nothing_but_takes_a_play():
    g = new_game(2, orgs=NEUTRAL)
    hand(g, 0, "rocket_1", "rocket_2", "powder_1")
    script(g, 0, action=["discard", "play", "end"], discard=["rocket_1"], play=["powder_1"])
    turn(g, 0)
    assert g.state.by_id["rocket_1"].zone == "discard" and g.seats[0].money == 250 + 120


# ------------------------------------------------------------------ offences
def attack_position(defences=(), n=2):
    g = new_game(n, orgs=NEUTRAL)
    veteran(g, 0)
    for card_id, side in defences:
        place(g, 1, g.hq(1), card_id, side)
    return g


def test_cu_off_01_cu_off_05_the_cost_goes_to_the_bank_and_the_card_to_the_discard_pile():
    g = attack_position()
    hand(g, 0, "pipe_bomb_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["pipe_bomb_1", "powder_1"])
    turn(g, 0)
    assert g.seats[0].money == 250 - 50 + 120 and g.state.by_id["pipe_bomb_1"].zone == "discard"
    assert g.state.ledger.destroyed["play"] >= 50 and g.hq(1).hp == 70


def test_cu_off_02_targets_are_rivals_headquarters_and_businesses_only():
    g = attack_position(n=3)
    build(g, 1, "casino")
    build(g, 0, "laundromat")
    hand(g, 0, "brick_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["brick_1", "powder_1"])
    turn(g, 0)
    d = next(d for d in g.players[0].seen if d.kind == "target")
    assert {c.id for c in d.options} == {g.hq(1).id, g.hq(2).id, "casino"}


def test_cu_off_03_the_attacker_picks_which_defence_takes_the_damage():
    g = attack_position([("guard_dogs_1", "left"), ("muscle_1", "right")])
    hand(g, 0, "brick_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["brick_1", "powder_1"], defence=["muscle_1"])
    turn(g, 0)
    asked = next(d for d in g.players[0].seen if d.kind == "defence")
    assert {c.id for c in asked.options} == {"guard_dogs_1", "muscle_1"} and asked.player == 0
    assert g.state.by_id["muscle_1"].hp == 30 and g.state.by_id["guard_dogs_1"].hp == 15 and g.hq(1).hp == 100


def test_cu_off_04_cu_r_01_damage_beyond_the_chosen_defence_goes_to_the_target_not_a_second_defence():
    g = attack_position([("guard_dogs_1", "left"), ("guard_dogs_2", "top")])
    hand(g, 0, "rocket_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["rocket_1", "powder_1"], defence=["guard_dogs_1"])
    turn(g, 0)
    assert g.state.by_id["guard_dogs_1"].zone == "discard" and g.state.by_id["guard_dogs_2"].hp == 15
    assert g.hq(1).hp == 100 - 45
    assert "Guard Dogs on the left side takes 15 (power 15 -> 0), destroyed and discarded; 45 damage left" \
        in g.log.text()


def test_cu_off_06_cu_r_15_no_attack_in_a_players_first_three_turns():
    g = new_game(2, orgs=NEUTRAL)
    for t in range(1, 5):
        g.seats[0].turns = t
        c = g.state.by_id["enforcers_1"]
        assert g.can_play(0, g.state.by_id["rocket_1"]) is (t > 3)
        assert ("offence" in g.dual_modes(0, c)) is (t > 3) and "defence" in g.dual_modes(0, c)
    # in seat order, a player's fourth turn comes after every player's third
    g = new_game(3, setup=False)
    g.run(max_turns=10)
    assert [s.turns for s in g.seats] == [4, 3, 3]


def test_cu_off_07_criminal_activity_is_no_attack_and_works_in_the_first_turns():
    g = new_game(2, orgs=NEUTRAL)
    g.seats[0].turns = 0
    hand(g, 0, "pickpockets_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["pickpockets_1", "powder_1"])
    turn(g, 0)
    assert g.seats[0].turns == 1 and g.seats[1].money == 200


# ------------------------------------------------------------------ defences
def test_cu_def_01_cu_def_02_cu_r_02_a_defence_is_paid_and_sits_on_a_free_side_four_at_most():
    g = new_game(2, orgs=("velvet_room", "ferrymen"))
    sides = ["left", "top", "right", "bottom"]
    for i, side in enumerate(sides, 1):
        hand(g, 0, f"shutters_{i}", "powder_1")
        script(g, 0, action=["play", "play", "end"], play=[f"shutters_{i}", "powder_1"], side=[side])
        turn(g, 0)
        if i < 4:                                   # the last side is the only one: not asked
            side_q = next(d for d in reversed(g.players[0].seen) if d.kind == "side")
            assert side_q.options == sides[i - 1:]
    assert list(g.defences_on(g.hq(0))) == sides and g.seats[0].money == 250 + 4 * (120 - 30)
    assert not g.can_play(0, g.state.by_id["guard_dogs_1"])         # no free side, no business
    build(g, 0, "car_wash")
    assert g.can_play(0, g.state.by_id["guard_dogs_1"])


def test_cu_def_03_a_defence_never_goes_on_a_rivals_building():
    g = new_game(2, orgs=NEUTRAL)
    build(g, 1, "casino")
    build(g, 0, "laundromat")
    hand(g, 0, "shutters_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["shutters_1", "powder_1"], host=["laundromat"])
    turn(g, 0)
    asked = next(d for d in g.players[0].seen if d.kind == "host")
    assert {c.id for c in asked.options} == {g.hq(0).id, "laundromat"}
    assert g.slots.host_of(g.state, g.state.by_id["shutters_1"]).id == "laundromat"


def test_cu_def_04_cu_def_05_damage_stays_on_a_defence_and_at_zero_it_is_discarded():
    g = attack_position([("shutters_1", "left")])
    hand(g, 0, "drive_by_1", "drive_by_2")
    script(g, 0, action=["play", "play", "end"], play=["drive_by_1", "drive_by_2"])
    turn(g, 0)
    assert g.state.by_id["shutters_1"].zone == "discard" and g.hq(1).hp == 100 - 15
    assert "Steel Shutters on the left side takes 20 (power 25 -> 5)" in g.log.text()


def test_cu_def_06_removing_a_defence_pays_its_cost_again_and_takes_a_play():
    g = new_game(2, orgs=("velvet_room", "ferrymen"))
    place(g, 0, g.hq(0), "muscle_1", "top")
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["remove", "play", "end"], remove=["muscle_1"], play=["powder_1"])
    turn(g, 0)
    assert g.state.by_id["muscle_1"].zone == "discard" and g.defences_on(g.hq(0)) == {}
    # upkeep 10 at the turn's start, 40 to remove, 120 for the trade; one play left for the trade only
    assert g.seats[0].money == 250 - 10 - 40 + 120 and g.state.ledger.destroyed["remove"] == 40


def test_cu_def_07_cu_broke_01_cu_broke_02_cu_r_04_a_broke_players_defences_take_nothing():
    g = attack_position([("muscle_1", "left")])
    money(g, 1, 0)
    hand(g, 0, "pipe_bomb_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["pipe_bomb_1", "powder_1"])
    turn(g, 0)
    assert g.state.by_id["muscle_1"].hp == 40 and g.hq(1).hp == 70
    assert "deactivated" in g.log.text() and not any(d.kind == "defence" for d in g.players[0].seen)
    money(g, 1, 10)                                          # money again: the defence works
    hand(g, 0, "pipe_bomb_2", "powder_2")
    script(g, 0, action=["play", "play", "end"], play=["pipe_bomb_2", "powder_2"])
    turn(g, 0)
    assert g.state.by_id["muscle_1"].hp == 10 and g.hq(1).hp == 70


def test_cu_def_08_cu_r_13_defence_abilities_income_upkeep_and_a_backfire_that_never_eliminates():
    g = new_game(2, orgs=NEUTRAL)
    place(g, 0, g.hq(0), "bent_cop_1", "left")
    place(g, 0, g.hq(0), "muscle_1", "top")
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["discard", "discard", "end"])
    turn(g, 0)
    assert g.seats[0].money == 250 + 10 - 10
    assert "Bent Cop: P1 collects $10K" in g.log.text() and "Hired Muscle: P1 pays $10K" in g.log.text()
    g = attack_position([("booby_trap_1", "left")])
    g.hq(0).hp = 5
    hand(g, 0, "brick_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["brick_1", "powder_1"])
    turn(g, 0)
    assert g.hq(0).hp == 1 and g.seats[0].alive and "never below 1" in g.log.text()


# ------------------------------------------------------------------ offence/defence cards
def test_cu_dual_01_cu_dual_02_cu_r_14_choose_the_way_then_pay_and_it_stays_so():
    g = new_game(2, orgs=("static_collective", "ferrymen"))
    veteran(g, 0, 1)
    hand(g, 0, "bodyguards_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["bodyguards_1", "powder_1"], mode=["defence"])
    turn(g, 0)
    c = g.state.by_id["bodyguards_1"]
    assert c.mode == "defence" and c.hp == 35 and g.seats[0].money == 250 - 20 + 120   # $20K off as a defence
    hand(g, 1, "bodyguards_2", "powder_2")
    script(g, 1, action=["play", "play", "end"], play=["bodyguards_2", "powder_2"], mode=["offence"],
           target=[g.hq(0).id])
    turn(g, 1)
    assert c.hp == 20 and g.seats[1].money == 250 - 20 + 120                            # $20K off as an offence
    assert g.state.by_id["bodyguards_2"].zone == "discard"


# ------------------------------------------------------------------ criminal activity
def test_cu_heist_01_cu_heist_02_cu_r_18_criminal_activity_takes_what_there_is():
    g = new_game(3, orgs=("velvet_room", "static_collective", "ferrymen"))
    money(g, 2, 0)
    hand(g, 0, "shakedown_1", "pickpockets_1")
    script(g, 0, action=["play", "play", "end"], play=["shakedown_1", "pickpockets_1"], victim=[1, 2])
    turn(g, 0)
    asked = [d for d in g.players[0].seen if d.kind == "victim"]
    assert asked[0].options == [1, 2] and g.seats[1].money == 150 and g.seats[2].money == 0
    assert g.seats[0].money == 350 and "takes $0K (all he had)" in g.log.text()


def test_cu_r_19_guarded_money_keeps_its_share_rounded_for_the_guard():
    g = new_game(2, orgs=("velvet_room", "castellane_family"))
    hand(g, 0, "kidnapping_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["kidnapping_1", "powder_1"])
    turn(g, 0)
    assert g.seats[1].money == 250 - 45 and "only 30% of it from P2, by abilities" in g.log.text()


# ------------------------------------------------------------------ businesses
def test_cu_biz_01_cu_biz_05_a_business_is_paid_for_and_a_player_may_own_any_number():
    g = new_game(2, orgs=("static_collective", "ferrymen"))
    money(g, 0, 1000)
    hand(g, 0, "casino", "laundromat")
    script(g, 0, action=["play", "play", "end"], play=["casino", "laundromat"])
    turn(g, 0)
    assert [b.id for b in g.businesses(0)] == ["casino", "laundromat"] and g.seats[0].money == 1000 - 280
    build(g, 0, "car_wash")
    build(g, 0, "pawn_shop")
    assert len(g.businesses(0)) == 4


def test_cu_biz_03_a_business_takes_four_defences_like_a_headquarters():
    g = new_game(2, orgs=NEUTRAL)
    b = build(g, 0, "casino")
    for i, side in enumerate(g.rules.slots, 1):
        place(g, 0, b, f"guard_dogs_{i}", side)
    assert g.slots.free(b) == [] and len(g.defences(0)) == 4
    g.check()


def test_cu_biz_04_cu_r_03_a_business_brought_to_zero_changes_owner_at_full_power_without_its_defences():
    g = attack_position()
    b = build(g, 1, "laundromat")
    place(g, 1, b, "guard_dogs_1", "top")
    hand(g, 0, "rocket_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["rocket_1", "powder_1"], target=["laundromat"])
    turn(g, 0)
    assert b.owner == 0 and b.hp == b.power == 30 and g.state.by_id["guard_dogs_1"].zone == "discard"
    assert g.tally[0]["capture"] == 1 and "takes it from P2" in g.log.text()
    hand(g, 0, "powder_2", "powder_3")
    script(g, 0, action=["discard", "discard", "end"])
    before = g.seats[0].money
    turn(g, 0)
    assert g.seats[0].money == before + g.income(g.state.by_id["laundromat"])


# ------------------------------------------------------------------ services
def test_cu_serv_02_cu_r_11_a_service_is_bought_once_and_the_row_is_never_refilled():
    g = new_game(2, orgs=NEUTRAL)
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy", "discard", "discard", "end"], buy=["fresh_connections"])
    turn(g, 0)
    assert len(g.market.offered(g.state)) == 4 and g.state.by_id["fresh_connections"].zone == "spent"
    assert g.seats[0].money == 220 and g.state.ledger.destroyed["service"] == 30


def test_cu_serv_03_repair_sabotage_hit_and_restock_act_at_once():
    g = attack_position([("muscle_1", "left")])
    g.hq(0).hp = 30
    money(g, 0, 1000)
    place(g, 1, g.hq(1), "shutters_1", "top")
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy", "buy", "buy", "buy", "discard", "discard", "end"],
           buy=["repair_crew_1", "inside_man", "contract_hit", "fresh_connections"], service_target=["muscle_1"])
    turn(g, 0)
    assert g.hq(0).hp == 70 and g.state.by_id["muscle_1"].zone == "discard"
    assert g.hq(1).hp == 70 and g.state.by_id["shutters_1"].hp == 25        # the hit goes past the defences
    assert not {"powder_1", "powder_2"} & {c.id for c in g.seats[0].hand} and len(g.seats[0].hand) == 5
    g.hq(0).hp = 95
    script(g, 0, action=["buy", "discard", "discard", "end"], buy=["repair_crew_2"])
    turn(g, 0)
    assert g.hq(0).hp == 100 and "never above 100" in g.log.text()


def test_cu_serv_05_cu_r_17_services_act_for_their_buyer_and_only_when_they_can():
    g = new_game(2, orgs=NEUTRAL)
    money(g, 0, 1000)
    ids = {c.id for c in services.buyable(g, 0)}
    assert ids == {"repair_crew_1", "repair_crew_2", "fresh_connections"}    # no hit in the first turns,
    veteran(g, 0)                                                             # no sabotage without defences
    g.seats[0].turns += 1
    place(g, 1, g.hq(1), "shutters_1", "top")
    assert {c.id for c in services.buyable(g, 0)} >= {"inside_man", "contract_hit"}
    money(g, 0, 50)
    assert {c.id for c in services.buyable(g, 0)} == {"fresh_connections"}


def test_cu_r_16_the_hit_service_is_an_attack_and_can_eliminate():
    g = attack_position()
    g.hq(1).hp = 30
    money(g, 0, 500)
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["buy"], buy=["contract_hit"])
    turn(g, 0)
    assert not g.seats[1].alive and g.outcome == "win" and g.winners == [0]


# ------------------------------------------------------------------ trading
def test_cu_deal_01_cu_deal_02_cu_deal_03_cu_r_10_a_trade_swaps_as_many_cards_and_money_goes_with_them():
    g = new_game(2, orgs=NEUTRAL)
    hand(g, 0, "powder_1", "rocket_1", "casino")
    hand(g, 1, "data_dump_1", "brick_1", "laundromat")
    script(g, 0, action=["trade", "discard", "discard", "end"], partner=[1], give=["rocket_1", "casino", "done"],
           sweetener=[3], discard=["powder_1", "brick_1"])
    script(g, 1, offer_answer=["accept"], offer_return=["brick_1", "laundromat"])
    turn(g, 0)
    assert {c.id for c in g.seats[1].hand} >= {"rocket_1", "casino"}
    assert g.seats[0].money == 220 and g.seats[1].money == 280
    sweet = next(d for d in g.players[0].seen if d.kind == "sweetener")
    assert (sweet.lo, sweet.hi) == (0, 25)                                  # $10K steps of his $250K
    give = [d for d in g.players[0].seen if d.kind == "give"]
    assert "done" not in give[0].options and len(give) == 3                # at least one card
    assert g.tally[0]["offer"] == 1 and g.tally[1]["offer_accepted"] == 1
    assert "trade" not in [d.options for d in g.players[0].seen if d.kind == "action"][-1]   # one offer a turn


def test_cu_deal_04_promises_are_not_enforced_only_the_accepted_trade_binds():
    doc = open(f"{ROOT}/docs/rules/criminal-underworld.md", encoding="utf-8").read()
    assert re.search(r"CU-DEAL-04 .*truces, protection money.*enforces none of them", doc)
    kinds = set()

    class Watch(RandomPlayer):
        def choose(self, d):
            kinds.add(d.kind)
            return super().choose(d)
    for seed in range(6):
        CriminalUnderworldGame(PACK, [Watch(seed * 7 + i) for i in range(4)], seed=seed, log=False).run()
    assert kinds <= {"action", "play", "mode", "target", "defence", "host", "side", "victim", "discard", "remove",
                     "buy", "service_target", "partner", "give", "sweetener", "offer_answer", "offer_return"}
    assert {"offer_answer", "offer_return", "target", "defence"} <= kinds


def test_cu_money_01_every_dollar_is_booked_to_the_bank_or_moves_between_players():
    g = CriminalUnderworldGame(PACK, [RandomPlayer(i) for i in range(4)], seed=5, check_invariants=True)
    g.run()
    led = g.state.ledger
    assert set(led.created) <= {"start", "income", "trade", "ability"} and "play" in led.destroyed
    assert sum(s.money for s in g.seats) == led.balance()


# ------------------------------------------------------------------ elimination and the end
def test_cu_elim_02_cu_end_02_only_an_attack_eliminates_one_player_at_a_time():
    for seed in range(10):
        g = CriminalUnderworldGame(PACK, [RandomPlayer(seed + i) for i in range(5)], seed=seed, check_invariants=True)
        g.run()
        outs = [line for line in g.log.text().splitlines() if " is eliminated by " in line]
        assert len(outs) == 4 and len({line.split(" ")[0] for line in outs}) == 4
        assert sum(g.tally.get(p, {}).get("eliminate", 0) for p in range(5)) == 4


def test_cu_end_01_the_last_organisation_standing_wins():
    g = attack_position()
    g.hq(1).hp = 10
    hand(g, 0, "brick_1", "powder_1")
    script(g, 0, action=["play"], play=["brick_1"])
    turn(g, 0)
    assert g.outcome == "win" and g.winners == [0] and "last organisation standing" in g.reason


def test_cu_end_03_cu_r_12_a_game_at_the_turn_cap_ends_with_no_winner():
    g = CriminalUnderworldGame(PACK, [RandomPlayer(i) for i in range(3)], seed=4, check_invariants=True)
    g.rules = dataclasses.replace(g.rules, turn_cap=12)
    g.run()
    assert g.outcome == "no winner" and g.winners == [] and g.turn == 12 and "turn cap (12 turns)" in g.reason


def test_cu_r_05_an_empty_deck_is_the_discard_pile_shuffled_and_then_nothing():
    g = new_game(2, orgs=NEUTRAL)
    st = g.state
    hand(g, 0, "powder_1")
    for c in list(st.zones["deck"]):
        st.move(c, "discard")
    assert g.draw(0) and "shuffled into a new deck" in g.log.text() and st.zones["discard"] == []
    hand(g, 0)
    for c in list(st.zones["deck"]):
        st.move(c, "out")
    g.refill(0)
    assert g.seats[0].hand == [] and "deck and discard pile are empty" in g.log.text()


# ------------------------------------------------------------------ variants (house rules)
def test_cu_var_01_turn_limit_every_survivor_wins():
    g = CriminalUnderworldGame(PACK, [RandomPlayer(i) for i in range(4)], seed=2, house_rules=("turn_limit",),
                               check_invariants=True)
    g.run()
    assert g.round <= 20 and g.winners == g.alive()
    if g.outcome == "shared":
        assert "every organisation still standing wins" in g.reason


def test_cu_var_02_most_money_the_richest_survivor_wins():
    g = CriminalUnderworldGame(PACK, [RandomPlayer(i) for i in range(4)], seed=3, house_rules=("most_money",),
                               check_invariants=True)
    g.rules = dataclasses.replace(g.rules, turn_limit=3)
    g.run()
    best = max(g.seats[q].money for q in g.alive())
    assert g.outcome in ("win", "shared") and all(g.seats[w].money == best for w in g.winners)
    assert "richest" in g.reason


def test_cu_var_03_cu_r_20_teams_never_attack_or_rob_each_other_and_win_together():
    g = new_game(4, house_rules=("teams",))
    assert [s.team for s in g.seats] == [0, 1, 0, 1] and g.rivals(0) == [1, 3]
    for seed in range(4):
        h = CriminalUnderworldGame(PACK, [RandomPlayer(seed + i) for i in range(4)], seed=seed,
                                   house_rules=("teams",), check_invariants=True)
        h.run()
        assert h.outcome in ("win", "shared") and len({h.seats[w].team for w in h.winners}) == 1
        assert set(h.winners) == set(h.alive())


def test_cu_var_04_no_trading_offers_no_trade():
    g = new_game(2, house_rules=("no_trading",))
    g.seats[0].offers = g.rules.offers_per_turn
    assert g.rules.offers_per_turn == 0 and "trade" not in g.actions(0)


def test_cu_var_05_abilities_off_but_specialties_still_pay_double():
    g = new_game(2, orgs=("salt_road_cartel", "castellane_family"), house_rules=("no_abilities",))
    hand(g, 0, "kidnapping_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["kidnapping_1", "powder_1"])
    turn(g, 0)
    assert g.seats[1].money == 100 and g.seats[0].money == 250 + 150 + 240
