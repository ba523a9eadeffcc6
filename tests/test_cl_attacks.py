"""Attacks, recruit, takeover, hit (CL-ATK, CL-REC, CL-TKO, CL-HIT), with the rulebook's examples."""
from runtime.games.crime_lords import attacks
from tests.fixtures.engine.scenario import Table, crook, racket

CARDS = [crook("ace", 6), crook("king", 9), crook("queen", 5, 4), crook("jack", 4, 1), crook("ten", 3, 1),
         crook("nine", 2, 1, "gambling"), crook("eight", 1, 1), crook("seven", 3, 2, "gambling"),
         crook("target", 1, 1), crook("big", 6, 6), crook("one", 1, 1),
         racket("r1", "harbor", "gambling", 2, 3), racket("r2", "harbor", "numbers"),
         racket("r3", "foundry", "gambling"), racket("r4", "foundry", "numbers"),
         racket("gang", "harbor", "street_gang", 1, 2, power=3)]


def atk(t, p, kind, leader, target):
    return attacks.attack(t.g, p, kind, t.c(leader), t.c(target))


def test_cl_atk_02_power_6_vs_resistance_1_succeeds_on_5():
    t = Table(CARDS)
    t.boss(0, "ace"); t.boss(1, "big")
    t.sub(0, "queen", "ace", "n")
    t.open("target")
    t.c("target").resistance = 1
    # Power 6 vs Resistance 1: a stand-alone Crook of Power 6 (the Boss without his bonus)
    t.g.seats[0].mobcard[0].boss_bonus = 0
    t.rolls = [(2, 3)]
    a = atk(t, 0, "recruit", "ace", "target")
    assert a.success == 5 and a.result == "success"
    t.open("eight")
    t.c("ace").token = True
    t.rolls = [(3, 3)]
    a = atk(t, 0, "recruit", "ace", "eight")
    assert a.success == 5 and a.result == "failure"


def test_cl_atk_02_power_9_vs_resistance_1_succeeds_on_8():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.g.seats[0].mobcard[0].boss_bonus = 0
    t.open("target")
    t.rolls = [(4, 4)]
    a = atk(t, 0, "recruit", "king", "target")
    assert a.success == 8 and a.result == "success"
    t.open("eight"); t.c("king").token = True
    t.rolls = [(4, 5)]
    assert atk(t, 0, "recruit", "king", "eight").result == "failure"


def test_cl_atk_02_eleven_and_twelve_always_fail():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.money(0, 40)
    t.open("target")
    t.script(0, "showdown", 30)
    t.rolls = [(5, 6)]
    a = atk(t, 0, "recruit", "king", "target")
    assert a.success > 30 and a.result == "failure"
    t.open("eight"); t.c("king").token = True
    t.rolls = [(6, 6)]
    assert atk(t, 0, "recruit", "king", "eight").result == "failure"


def test_cl_atk_03_showdown_example_ten_for_five_against():
    """Power 6 vs Resistance 1, 10 G for and 5 G against: success on 10 or less."""
    t = Table(CARDS, n=3)
    t.boss(0, "ace"); t.boss(1, "big"); t.boss(2, "king")
    t.sub(1, "target", "big", "n")
    t.g.seats[0].mobcard[0].boss_bonus = 0
    for p in range(3):
        t.money(p, 30)
    t.c("target").resistance = 1
    t.script(0, "showdown", 10); t.script(1, "showdown", 5); t.script(2, "showdown", 0)
    t.rolls = [(5, 5)]
    a = atk(t, 0, "recruit", "ace", "target")
    # Lieutenant penalty applies to the target here; count only the showdown's effect.
    parts = dict(a.parts)
    assert parts["G for"] == 10 and parts["G against"] == -5
    assert t.g.seats[0].money == 20 and t.g.seats[1].money == 25


def test_cl_atk_03_outsider_cap_and_money_goes_to_bank():
    t = Table(CARDS, n=3)
    t.boss(0, "ace"); t.boss(1, "big"); t.boss(2, "king")
    t.open("target")
    for p in range(3):
        t.money(p, 50)
    t.script(2, "showdown", 10); t.script(2, "side", "against")
    atk(t, 0, "recruit", "ace", "target")
    d = t.players[2].seen[0]
    assert d.kind == "showdown" and d.hi == 10
    assert t.g.seats[2].money == 40 and t.g.state.ledger.destroyed["showdown"] == 10


def test_cl_atk_04_back_out_returns_tokens():
    t = Table(CARDS)
    t.boss(0, "ace"); t.boss(1, "big")
    t.open("target"); t.money(0, 20)
    t.script(0, "showdown", 7); t.script(0, "back_out", "yes")
    a = atk(t, 0, "recruit", "ace", "target")
    assert a.result == "backed out" and t.c("ace").token and t.g.seats[0].money == 20


def test_cl_atk_01_leader_spends_token_and_05_assist_after_showdown():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.boss(1, "big")
    t.open("target")
    t.script(0, "assist", "queen")
    a = atk(t, 0, "recruit", "king", "target")
    assert not t.c("king").token and not t.c("queen").token
    labels = [l for l, _ in a.parts]
    assert labels.index("assist queen") > 1 and dict(a.parts)["assist queen"] == 5


def test_cl_atk_07_explained_parts_in_log():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.open("target"); t.rolls = [(2, 2)]
    atk(t, 0, "recruit", "king", "target")
    text = t.g.log.text()
    assert "success number 10 = 11 (Power of king) - 1 (Resistance of target)" in text
    assert "roll 2+2 = 4: SUCCESS" in text


def test_cl_rec_01_target_weaker_than_leader_and_not_own():
    t = Table(CARDS)
    t.boss(0, "jack"); t.sub(0, "ten", "jack", "n"); t.boss(1, "big")
    t.open("queen"); t.open("eight")
    ids = {c.id for c in attacks.recruit_targets(t.g, t.c("ten"))}
    assert "eight" in ids and "queen" not in ids and "jack" not in ids


def test_cl_rec_02_unhappy_bonus():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.open("target")
    t.c("target").unhappy = 0
    t.sub(1, "eight", "big", "n"); t.sub(1, "target", "eight", "n")
    t.c("target").unhappy = 2
    a = atk(t, 0, "recruit", "king", "target")
    assert dict(a.parts)["2 Unhappy"] == 4


def test_cl_rec_03_boss_immune_lieutenant_and_under_lieutenant():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "jack", "big", "n"); t.sub(1, "ten", "jack", "n")
    ids = {c.id for c in attacks.recruit_targets(t.g, t.c("king"))}
    assert "big" not in ids
    a = atk(t, 0, "recruit", "king", "jack")
    assert dict(a.parts)["target is a Lieutenant"] == -10
    t.c("king").token = True
    a = atk(t, 0, "recruit", "king", "ten")
    assert dict(a.parts)["target is under a Lieutenant"] == -5


def test_cl_rec_04_weakness_bonus():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.racket(0, "r1")
    t.open("nine")
    a = atk(t, 0, "recruit", "king", "nine")
    assert dict(a.parts)["Weakness: his kind of Racket"] == 4
    # Rival Mob with more of his Weakness: -4
    t2 = Table(CARDS)
    t2.boss(0, "king"); t2.boss(1, "big"); t2.sub(1, "seven", "big", "n")
    t2.racket(1, "r1"); t2.racket(1, "r3")
    t2.racket(0, "r2")
    a = atk(t2, 0, "recruit", "king", "seven")
    assert dict(a.parts)["Weakness: his Mob has more"] == -4


def test_cl_rec_05_one_helper_below_leader():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "queen", "n"); t.boss(1, "big")
    t.open("target")
    t.script(0, "assist", "jack")
    atk(t, 0, "recruit", "queen", "target")
    asked = [d for d in t.players[0].seen if d.kind == "assist"]
    assert len(asked) == 1 and t.c("king") not in asked[0].options


def test_cl_rec_06_superior_defends():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "queen", "big", "n"); t.sub(1, "jack", "queen", "n")
    t.script(1, "defend", "yes")
    a = atk(t, 0, "recruit", "king", "jack")
    assert dict(a.parts)["defence queen"] == -5 and not t.c("queen").token


def test_cl_rec_07_recruit_goes_under_leader_with_his_people():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.boss(1, "big")
    t.sub(1, "jack", "big", "e"); t.sub(1, "ten", "jack", "e")
    t.money(0, 50)
    t.script(0, "showdown", 30)
    t.rolls = [(1, 1)]
    a = atk(t, 0, "recruit", "queen", "jack")
    assert a.result == "success"
    assert t.c("jack").owner == 0 and t.c("jack").sup is t.c("queen")
    assert t.c("ten").owner == 0 and t.c("ten").sup is t.c("jack")


def test_cl_rec_07_recruit_that_fits_nowhere_stays():
    t = Table(CARDS)
    t.boss(0, "jack"); t.boss(1, "big")
    for side, cid in zip("nesw", ("ten", "nine", "eight", "seven")):
        t.sub(0, cid, "jack", side)
    t.c("seven").power = 1
    t.sub(0, "one", "ten", "n")          # ten's last open side is taken by a Power 1 Crook
    t.open("target"); t.c("target").power = 2
    t.rolls = [(1, 1)]
    a = atk(t, 0, "recruit", "ten", "target")
    assert a.result == "success" and t.c("target").zone == "open" and not t.c("ten").token
    assert "fits nowhere" in t.g.log.text()


def test_cl_rec_08_recruit_keeps_token():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "jack", "big", "n")
    t.money(0, 50); t.script(0, "showdown", 40)
    atk(t, 0, "recruit", "king", "jack")
    assert t.c("jack").owner == 0 and t.c("jack").token


def test_cl_tko_01_power_minus_resistance():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.open("r1")
    a = atk(t, 0, "takeover", "king", "r1")
    assert a.parts[:2] == [("Power of king", 11), ("Resistance of r1", -3)]


def test_cl_tko_02_protector_adds_power():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "queen", "big", "n"); t.racket(1, "r1")
    t.script(1, "protector", "queen")
    a = atk(t, 0, "takeover", "king", "r1")
    assert dict(a.parts)["protector queen"] == -5 and not t.c("queen").token


def test_cl_tko_03_district_bonus_and_04_type_bonus():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.racket(0, "r2"); t.racket(0, "r3")          # harbor numbers, foundry gambling
    t.racket(1, "r1"); t.racket(1, "r4")          # target harbor gambling; foundry numbers
    t2 = t.c("r1")
    a = atk(t, 0, "takeover", "king", "r1")
    p = dict(a.parts)
    assert p["1 own Racket(s) in the district"] == 2 and p["1 own Racket(s) of the type"] == 2
    assert "1 defender Racket(s) in the district" not in p


def test_cl_tko_05_alternating_support_under_leader_and_protector():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "queen", "n")
    t.boss(1, "big"); t.sub(1, "ace", "big", "n"); t.sub(1, "ten", "ace", "n")
    t.racket(1, "r1")
    t.script(1, "protector", "ace"); t.script(1, "defend_card", "ten")
    t.script(0, "assist", "jack", "done")
    a = atk(t, 0, "takeover", "queen", "r1")
    p = dict(a.parts)
    assert p["assist jack"] == 4 and p["defence ten"] == -3


def test_cl_tko_05_no_protector_no_defence():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "ace", "big", "n"); t.racket(1, "r1")
    atk(t, 0, "takeover", "king", "r1")
    assert not [d for d in t.players[1].seen if d.kind == "defend_card"]


def test_cl_tko_06_street_gang_defends_without_protector():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.racket(1, "r1"); t.racket(1, "gang")
    t.script(1, "defend_card", "gang")
    a = atk(t, 0, "takeover", "king", "r1")
    assert dict(a.parts)["defence gang"] == -3


def test_cl_tko_07_racket_joins_attacker():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.open("r1")
    t.rolls = [(1, 1)]
    atk(t, 0, "takeover", "king", "r1")
    assert t.c("r1").owner == 0 and t.c("r1").zone == "rackets"


def test_cl_hit_01_power_minus_power_and_own_crook_always_dies():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e"); t.boss(1, "big")
    t.open("target")
    a = atk(t, 0, "hit", "queen", "target")
    assert a.parts[:2] == [("Power of queen", 5), ("Power of target", -1)]
    assert t.c("queen") not in attacks.hit_targets(t.g, t.c("queen"))
    a = atk(t, 0, "hit", "jack", "queen")
    assert a.result == "success" and a.roll is None and t.c("queen").zone == "discard"


def test_cl_hit_02_boss_and_superior_penalties_and_bodyguard():
    from runtime import api
    guard = api.AttackModifier(card="eight", source="t:1", stat="success", kinds=frozenset({"hit"}), op="add",
                               applies=lambda ctx, a: ctx.attack_target(a) == ctx.superior_of(ctx.this_card),
                               amount=lambda ctx, a: -5, scope="against")
    t = Table(CARDS, abilities={"eight": (guard,)})
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "jack", "big", "n"); t.sub(1, "eight", "jack", "n")
    a = atk(t, 0, "hit", "king", "jack")
    p = dict(a.parts)
    assert p["target has subordinates"] == -5 and p["eight (against)"] == -5
    t.c("king").token = True
    a = atk(t, 0, "hit", "king", "big")
    assert dict(a.parts)["target is a Boss"] == -10


def test_cl_hit_03_only_attacker_spends_up_to_cap():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.open("target"); t.money(0, 50); t.money(1, 50)
    t.script(0, "hit_money", 5)
    a = atk(t, 0, "hit", "king", "target")
    d = [d for d in t.players[0].seen if d.kind == "hit_money"][0]
    assert d.hi == 5 and dict(a.parts)["G spent"] == 5
    assert not [d for d in t.players[1].seen if d.kind == "showdown"]


def test_cl_hit_04_one_helper_and_05_hide_out():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e")
    t.boss(1, "big"); t.sub(1, "ace", "big", "n")
    t.script(0, "assist", "queen"); t.script(1, "hide", "yes")
    a = atk(t, 0, "hit", "king", "ace")
    p = dict(a.parts)
    assert p["assist queen"] == 5 and p["ace hides out"] == -3
    assert len([d for d in t.players[0].seen if d.kind == "assist"]) == 1


def test_cl_hit_06_warning_shots_no_roll_no_unhappy():
    t = Table(CARDS)
    t.boss(0, "jack"); t.boss(1, "big"); t.sub(1, "queen", "big", "n")
    a = atk(t, 0, "hit", "jack", "queen")
    assert a.result == "warning" and a.roll is None and t.c("queen").unhappy == 0


def test_cl_hit_07_failure_unhappy_success_discards_and_upsets_neighbours():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "queen", "big", "n"); t.sub(1, "jack", "queen", "n")
    t.sub(1, "ten", "queen", "e")
    t.rolls = [(6, 5)]
    atk(t, 0, "hit", "king", "jack")
    assert t.c("jack").unhappy == 1
    t.c("king").token = True
    t.rolls = [(1, 1)]
    t.money(0, 20); t.script(0, "hit_money", 5)
    a = atk(t, 0, "hit", "king", "queen")
    assert a.result == "success" and t.c("queen").zone == "discard"
    assert t.c("big").unhappy == 1                                    # his superior
    assert t.c("jack").owner == 1 and t.c("jack").pos is not None     # re-placed by the owner
    log = t.g.log.text()
    assert "ten gets 1 Unhappy (queen was hit)" in log                # a direct subordinate
    # re-placed next to the Boss, he became a Lieutenant: the hit came before the promotion
    assert log.index("ten gets 1 Unhappy") < log.index("ten loses an Unhappy marker (became a Lieutenant)")


def test_cl_hit_08_power_gain():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "jack", "king", "n"); t.boss(1, "big")
    t.open("eight"); t.open("queen")
    atk(t, 0, "hit", "jack", "eight")
    assert t.c("jack").power_markers == 1
    t.c("jack").token = True
    t.money(0, 20); t.script(0, "hit_money", 5)
    t.rolls = [(1, 1)]
    atk(t, 0, "hit", "jack", "queen")            # victim 5 > 5? no: equal power -> +1
    assert t.c("jack").power_markers == 2
    t.c("jack").power_markers = 1
    t.c("jack").token = True
    t.open("ace"); t.c("jack").power = 5
    t.money(0, 20); t.script(0, "hit_money", 5)
    atk(t, 0, "hit", "jack", "ace")              # victim 6 > 6? no; capped at 6 anyway
    assert t.c("jack").power + t.c("jack").power_markers == 6


def test_cl_hit_08_power_gain_stronger_victim_and_markers_lost_on_discard():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "ten", "king", "n"); t.boss(1, "big")
    t.open("jack"); t.money(0, 20); t.script(0, "hit_money", 5)
    t.rolls = [(1, 1)]
    atk(t, 0, "hit", "ten", "jack")                # 4 > 3: +2
    assert t.c("ten").power_markers == 2
    t.c("king").token = True
    atk(t, 0, "hit", "king", "ten")                # own Crook: discarded, markers gone
    assert t.c("ten").zone == "discard" and t.c("ten").power_markers == 0
