"""Criminal Underworld's abilities, written in the effect language (content/criminal_underworld/,
the `vocabulary:` of its game.yaml) and run by the shared ability runtime (issue 27): each
organisation ability (CU-ORG-03) and each defence ability (CU-DEF-08) does what its English
says in a scripted position; the English printed for them comes from describe()."""
from __future__ import annotations

from tests.criminal_underworld_support import PACK, hand, money, new_game, place, script, turn, veteran

NEUTRAL = ("velvet_room", "static_collective")


def english(card_id: str) -> list[str]:
    return [PACK.ability_text(r) for r in PACK.abilities[card_id]]


def attack_position(orgs=NEUTRAL, defences=()):
    g = new_game(2, orgs=orgs)
    veteran(g, 0)
    for card_id, side in defences:
        place(g, 1, g.hq(1), card_id, side)
    return g


# ------------------------------------------------------------------ organisations (CU-ORG-03)
def test_cu_org_03_salt_road_cartel_criminal_activity_takes_70k_more():
    assert english("salt_road_cartel") == ["Your criminal activity cards take 70 K more."]
    g = new_game(2, orgs=("salt_road_cartel", "velvet_room"))
    hand(g, 0, "shakedown_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["shakedown_1", "powder_1"])
    turn(g, 0)
    assert g.seats[1].money == 250 - (100 + 70)
    assert "asks $170K ($100K on the card, +$70K by abilities)" in g.log.text()


def test_cu_org_03_nine_candles_offences_deal_6_more_damage_as_offence_and_dual():
    g = attack_position(orgs=("nine_candles", "velvet_room"))
    hand(g, 0, "pipe_bomb_1", "bodyguards_1")
    assert g.damage(g.state.by_id["pipe_bomb_1"]) == 30 + 6
    assert g.damage(g.state.by_id["bodyguards_1"]) == g.state.by_id["bodyguards_1"].damage + 6
    script(g, 0, action=["play", "discard", "end"], play=["pipe_bomb_1"])
    turn(g, 0)
    assert g.hq(1).hp == 100 - 36 and "36 damage (30 on the card, +6 by abilities)" in g.log.text()


def test_cu_org_03_velvet_room_each_business_pays_20k_more():
    g = new_game(2, orgs=("velvet_room", "static_collective"))
    b = g.state.by_id["nightclub"]
    g.state.move(b, "play", 0)
    b.hp = b.power
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["discard", "discard", "end"])
    turn(g, 0)
    assert g.seats[0].money == 250 + b.income + 20
    assert f"collects ${b.income + 20}K from {b.name} ($20K of it abilities" in g.log.text()


def test_cu_org_03_static_collective_defences_cost_20k_less_to_place_and_to_remove():
    g = new_game(2, orgs=("static_collective", "velvet_room"))
    hand(g, 0, "shutters_1", "bodyguards_1")
    assert g.defence_cost(0, g.state.by_id["shutters_1"]) == 30 - 20
    assert g.defence_cost(0, g.state.by_id["bodyguards_1"]) == g.state.by_id["bodyguards_1"].cost - 20
    d = place(g, 0, g.hq(0), "muscle_1", "left")
    assert g.defence_cost(0, d) == 40 - 20                    # removal too
    assert g.offence_cost(0, g.state.by_id["bodyguards_1"]) == g.state.by_id["bodyguards_1"].cost   # not as an offence


def test_cu_org_03_castellane_family_criminal_activity_against_it_takes_only_30_percent():
    g = new_game(2, orgs=("velvet_room", "castellane_family"))
    assert g.kept_share(1) == 30 and g.kept_share(0) == 100
    hand(g, 0, "kidnapping_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["kidnapping_1", "powder_1"])
    turn(g, 0)
    assert g.seats[1].money == 250 - 45                       # $150K asked: 30%, the victim's 70% rounded down


def test_cu_org_03_ferrymen_offences_cost_20k_less():
    assert english("ferrymen") == ["Your offences cost 20 K less to play as an offence.",
                                   "Your offence/defence cards cost 20 K less to play as an offence."]
    g = attack_position(orgs=("ferrymen", "velvet_room"))
    hand(g, 0, "pipe_bomb_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["pipe_bomb_1", "powder_1"])
    turn(g, 0)
    assert g.seats[0].money == 250 - (50 - 20) + 120 and "($20K off by abilities)" in g.log.text()


def test_cu_org_03_cu_var_05_abilities_apply_to_their_owner_only_and_the_house_rule_turns_them_off():
    g = new_game(2, orgs=("ferrymen", "velvet_room"))
    hand(g, 1, "pipe_bomb_1")
    assert g.offence_cost(1, g.state.by_id["pipe_bomb_1"]) == 50          # the Ferrymen's rival pays in full
    off = new_game(2, orgs=("ferrymen", "velvet_room"), house_rules=("no_abilities",))
    hand(off, 0, "pipe_bomb_1")
    assert off.offence_cost(0, off.state.by_id["pipe_bomb_1"]) == 50
    place(off, 0, off.hq(0), "bent_cop_1", "left")                       # defences' abilities stay on
    hand(off, 0, "powder_1", "powder_2")
    script(off, 0, action=["discard", "discard", "end"])
    turn(off, 0)
    assert off.seats[0].money == 250 + 10


# ------------------------------------------------------------------ defences (CU-DEF-08)
def test_cu_def_08_bent_cop_kickback_10k_at_the_start_of_your_turn():
    assert english("bent_cop_1") == ["At the start of your turn, collect 10 K."]
    g = new_game(2, orgs=NEUTRAL)
    place(g, 0, g.hq(0), "bent_cop_1", "left")
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["discard", "discard", "end"])
    turn(g, 0)
    assert g.seats[0].money == 260 and "Bent Cop: P1 collects $10K" in g.log.text()
    turn(g, 1)                                                 # a rival's turn: nothing
    assert g.seats[0].money == 260


def test_cu_def_08_hired_muscle_upkeep_10k_and_cu_broke_01_a_broke_owner_pays_nothing():
    g = new_game(2, orgs=NEUTRAL)
    place(g, 0, g.hq(0), "muscle_1", "left")
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["discard", "discard", "end"])
    turn(g, 0)
    assert g.seats[0].money == 240 and "Hired Muscle: P1 pays $10K" in g.log.text()
    money(g, 0, 0)
    hand(g, 0, "powder_1", "powder_2")
    script(g, 0, action=["discard", "discard", "end"])
    turn(g, 0)
    assert g.seats[0].money == 0 and "Hired Muscle is deactivated" in g.log.text()


def test_cu_def_08_booby_trap_backfires_10_on_the_attackers_headquarters():
    g = attack_position(defences=[("booby_trap_2", "left")])
    hand(g, 0, "pipe_bomb_1", "powder_1")
    script(g, 0, action=["play", "play", "end"], play=["pipe_bomb_1", "powder_1"])
    turn(g, 0)
    assert g.hq(0).hp == g.hq(0).power - 10 and "Booby Trap backfires" in g.log.text()
    assert g.state.by_id["booby_trap_2"].zone == "discard"     # 30 damage destroyed it; it still backfired


def test_cu_def_08_describe_prints_the_abilities_english():
    g = new_game(2, orgs=NEUTRAL)
    for cid in ("bent_cop_1", "muscle_1", "booby_trap_1"):
        assert english(cid)[0] in g.describe(g.state.by_id[cid])
    assert g.describe(g.state.by_id["shutters_1"]).endswith("costs $30K)")
