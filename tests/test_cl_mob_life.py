"""Unhappiness, Boss changes, other actions, Gang War, the end (CL-UNH, CL-BOSS, CL-ACT, CL-WAR, CL-END)."""
from runtime import api
from runtime.games.crime_lords import actions, attacks, gang_war, mob, turn, victory
from tests.fixtures.engine.scenario import Table, card, crook, racket

CARDS = [crook("king", 6, 2, "numbers"), crook("queen", 5, 2, "gambling"), crook("jack", 4), crook("ten", 3),
         crook("nine", 2), crook("eight", 1), crook("big", 6, 6), crook("brute", 5), crook("runt", 1),
         crook("third", 6), crook("t3", 2),
         racket("r1", "harbor", "gambling"), racket("r2", "harbor", "numbers"), racket("r3", "foundry", "gambling"),
         racket("r4", "foundry", "numbers"), racket("r5", "tenderloin", "gambling"), card("sp", "special")]


def two(t):
    t.boss(0, "king"); t.boss(1, "big")


def test_cl_unh_01_markers_for_survived_hit_and_partial_pay():
    t = Table(CARDS); two(t)
    t.sub(1, "brute", "big", "n")
    t.rolls = [(6, 6)]
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    assert t.c("brute").unhappy == 1


def test_cl_unh_02_marker_off_for_weakness_racket_and_visit():
    t = Table(CARDS); two(t)
    t.sub(0, "queen", "king", "n")
    t.c("queen").unhappy = 2; t.c("king").unhappy = 0
    t.open("r1"); t.rolls = [(1, 1)]
    attacks.attack(t.g, 0, "takeover", t.c("king"), t.c("r1"))
    assert t.c("queen").unhappy == 1
    assert t.c("queen") in actions.visitors(t.g, 0)
    t.script(0, "visitor", "queen")
    actions.do_visit(t.g, 0)
    assert t.c("queen").unhappy == 0 and not t.c("queen").token


def test_cl_unh_03_all_markers_go_when_uncontrolled_or_boss():
    t = Table(CARDS); two(t)
    t.sub(0, "jack", "king", "n"); t.c("jack").unhappy = 2
    t.script(0, "drop", "jack")
    actions.do_drop(t.g, 0)
    assert t.c("jack").zone == "open" and t.c("jack").unhappy == 0


def test_cl_unh_04_third_marker_quits_pay_uncontrolled_else_discarded():
    t = Table(CARDS); two(t)
    t.sub(0, "jack", "king", "n"); t.sub(0, "ten", "king", "e")
    t.c("jack").unhappy = 2; t.c("ten").unhappy = 2
    mob.add_unhappy(t.g, [t.c("jack")], 1, "test", from_pay=True)
    mob.add_unhappy(t.g, [t.c("ten")], 1, "test")
    assert t.c("jack").zone == "open" and t.c("ten").zone == "discard"


def test_cl_unh_04_hit_before_promotion():
    t = Table(CARDS); two(t)
    t.sub(1, "brute", "big", "n"); t.sub(1, "nine", "brute", "n")
    t.c("nine").unhappy = 2
    t.money(0, 20); t.script(0, "hit_money", 5)
    t.rolls = [(1, 1)]
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    assert t.c("nine").zone == "discard"        # quit before he could be re-placed as a Lieutenant


def test_cl_boss_01_boss_bonus_adds_power():
    t = Table(CARDS); two(t)
    assert t.g.power(t.c("king")) == 8 and t.g.power_no_bonus(t.c("king")) == 6


def test_cl_boss_02_double_cross():
    t = Table(CARDS); two(t)
    t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e"); t.sub(0, "eight", "queen", "n")
    t.script(0, "lieutenant", "queen")
    actions.do_double_cross(t.g, 0)
    s = t.g.seats[0]
    assert s.boss is t.c("queen") and t.c("king").zone == "discard"
    assert t.c("queen").unhappy == 0 and t.c("jack").unhappy == 1
    assert t.c("queen").power_markers == 1


def test_cl_boss_03_retirement():
    t = Table(CARDS); two(t)
    t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e")
    t.money(0, 30)
    t.script(0, "lieutenant", "queen")
    actions.do_retire(t.g, 0)
    assert t.g.seats[0].boss is t.c("queen") and t.g.seats[0].money == 30 - 16
    assert t.c("jack").unhappy == 0


def test_cl_boss_04_boss_dies_owner_picks_new_boss():
    t = Table(CARDS); two(t)
    t.sub(1, "brute", "big", "n"); t.sub(1, "nine", "big", "e")
    t.script(1, "boss", "nine")
    t.c("big").power = 1
    t.money(0, 50); t.script(0, "hit_money", 5); t.script(0, "assist")
    t.sub(0, "queen", "king", "n"); t.script(0, "assist", "queen")
    t.rolls = [(1, 1)]
    t.script(0, "war", "pass"); t.script(1, "war", "pass")
    a = attacks.attack(t.g, 0, "hit", t.c("king"), t.c("big"))
    assert a.result == "success"
    assert t.g.seats[1].boss is t.c("nine") and t.c("brute").zone == "open"   # too strong for the new Boss


def test_cl_act_01_move_with_subordinates():
    t = Table(CARDS); two(t)
    t.sub(0, "queen", "king", "n"); t.sub(0, "ten", "queen", "n"); t.sub(0, "eight", "ten", "n")
    t.script(0, "mover", "ten"); t.script(0, "destination", ("king", (1, 0)))
    actions.do_move(t.g, 0)
    assert t.c("ten").pos == (1, 0) and t.c("eight").pos == (2, 0) and t.c("eight").sup is t.c("ten")
    assert not t.c("ten").token and t.c("eight").token


def test_cl_act_02_give_crook_with_consent():
    t = Table(CARDS); two(t)
    t.sub(0, "jack", "king", "n"); t.sub(0, "eight", "jack", "n")
    t.script(0, "gift_crook", "jack"); t.script(1, "accept", "yes")
    actions.do_give_crook(t.g, 0)
    assert t.c("jack").owner == 1 and t.c("eight").owner == 1 and not t.c("jack").token
    t2 = Table(CARDS); two(t2); t2.sub(0, "jack", "king", "n")
    t2.script(0, "gift_crook", "jack")
    actions.do_give_crook(t2.g, 0)
    assert t2.c("jack").owner == 0


def test_cl_act_03_free_actions_drop_and_give():
    t = Table(CARDS); two(t)
    t.sub(0, "jack", "king", "n"); t.sub(0, "eight", "jack", "n"); t.money(0, 10)
    t.script(0, "drop", "jack")
    actions.do_drop(t.g, 0)
    assert t.c("eight").zone == "open"
    t.script(0, "gift_money", 4)
    actions.do_give_money(t.g, 0)
    assert t.g.seats[1].money == 4 and t.g.state.ledger.balance() == 10


def test_cl_act_04_special_discarded_after_use():
    rec = api.Activated(card="sp", source="t:1", token=False, money=0, timing="own_turn",
                        effect=lambda ctx, tg: ctx.gain_money(15, ctx.owner), special=True)
    t = Table(CARDS, abilities={"sp": (rec,)}); two(t)
    t.g.state.move(t.c("sp"), "hand", 0)
    assert "ability" in actions.menu(t.g, 0)
    actions.do_ability(t.g, 0)
    assert t.g.seats[0].money == 15 and t.c("sp").zone == "discard"


def test_cl_act_05_abilities_only_on_own_turn_unless_said():
    rec = api.Activated(card="sp", source="t:1", token=False, money=0, timing="own_turn",
                        effect=lambda ctx, tg: None, special=True)
    anytime = api.Activated(card="queen", source="t:2", token=True, money=0, timing="during_attack",
                            effect=lambda ctx, tg: ctx.boost_attack(-3))
    t = Table(CARDS, abilities={"sp": (rec,), "queen": (anytime,)}); two(t)
    t.g.state.move(t.c("sp"), "hand", 1)
    t.sub(1, "queen", "big", "n")
    t.open("runt")
    t.script(1, "attack_ability", "done")
    a = attacks.attack(t.g, 0, "recruit", t.c("king"), t.c("runt"))
    seen = [d for d in t.players[1].seen if d.kind == "attack_ability"]
    assert seen and all(o == "done" or o[0].id == "queen" for o in seen[0].options)


def test_cl_act_06_any_attempt_vs_involved_bonus():
    mobwide = api.AttackModifier(card="queen", source="t:1", stat="success", kinds=frozenset({"hit"}), op="add",
                                 applies=lambda ctx, a: ctx.attack_attacker(a) == ctx.owner,
                                 amount=lambda ctx, a: 2, scope="by")
    own = api.AttackModifier(card="jack", source="t:2", stat="success", kinds=frozenset({"hit"}), op="add",
                             applies=lambda ctx, a: ctx.this_card in ctx.attack_involved(a),
                             amount=lambda ctx, a: 5, scope="involving")
    t = Table(CARDS, abilities={"queen": (mobwide,), "jack": (own,)}); two(t)
    t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e"); t.open("runt"); t.open("eight")
    a = attacks.attack(t.g, 0, "hit", t.c("king"), t.c("runt"))
    p = dict(a.parts)
    assert p["queen (by)"] == 2 and "jack (involving)" not in p
    a = attacks.attack(t.g, 0, "hit", t.c("jack"), t.c("eight"))
    assert dict(a.parts)["jack (involving)"] == 5


def test_cl_act_07_gift_that_throws_the_game_refused():
    t = Table(CARDS, victory={"targets": [{"players": [2], "long": 3, "short": 3}]}); two(t)
    t.racket(0, "r1"); t.racket(1, "r2"); t.racket(1, "r3")
    t.script(0, "gift_racket", "r1")
    actions.do_give_racket(t.g, 0)
    assert t.c("r1").owner == 0 and "CL-ACT-07" in t.g.log.text()


def test_cl_atk_06_no_gifts_during_an_attack():
    t = Table(CARDS); two(t); t.money(0, 10); t.money(1, 10)
    t.sub(1, "brute", "big", "n"); t.racket(1, "r1")
    attacks.attack(t.g, 0, "takeover", t.c("king"), t.c("r1"))
    kinds = {d.kind for p in t.players for d in p.seen}
    assert kinds and not kinds & {"gift_money", "gift_racket", "gift_special", "gift_crook", "action"}


def war_table():
    t = Table(CARDS, n=3); t.boss(0, "king"); t.boss(1, "big"); t.boss(2, "third")
    t.c("big").power = 1
    t.sub(1, "brute", "big", "n"); t.sub(0, "queen", "king", "n"); t.sub(2, "t3", "third", "n")
    for p in range(3):
        t.money(p, 50)
    return t


def test_cl_war_01_real_attempt_on_boss_starts_war_and_ends_turn():
    t = war_table()
    t.script(0, "hit_money", 5); t.script(0, "assist", "queen")
    t.rolls = [(6, 6)]
    t.g.current = 0
    t.script(0, "action", "hit", "end"); t.script(0, "leader", "king"); t.script(0, "target", "big")
    turn.play_turn(t.g, 0)
    assert "GANG WAR" in t.g.log.text() and t.c("king").token and t.c("queen").token


def test_cl_war_02_failed_boss_hit_one_marker_and_retoken():
    t = war_table()
    t.script(0, "hit_money", 5); t.script(0, "assist", "queen")
    t.rolls = [(6, 6)]
    t.c("brute").token = False
    a = attacks.attack(t.g, 0, "hit", t.c("king"), t.c("big"))
    gang_war.after_attack(t.g, a, a.target)
    assert t.c("big").unhappy == 1 and t.c("brute").token


def test_cl_war_03_war_turn_is_one_hit_at_bonus_starting_with_victim():
    t = war_table()
    t.script(1, "war", "hit", "pass"); t.script(1, "leader", "brute"); t.script(1, "target", "queen")
    t.script(0, "war", "pass", "pass")
    t.rolls = [(6, 6)]
    gang_war.start(t.g, 0, 1)
    war_hits = [l for k, l in t.g.log.lines if "[Gang War]" in l]
    assert war_hits and war_hits[0].startswith("P2")
    assert "+ 5 (Gang War)" in t.g.log.text()


def test_cl_war_04_third_mob_drawn_in_and_retokened():
    t = war_table()
    t.c("t3").token = False
    t.script(1, "war", "hit", "pass", "pass"); t.script(1, "leader", "brute"); t.script(1, "target", "t3")
    t.script(0, "war", "pass", "pass"); t.script(2, "war", "pass", "pass")
    t.rolls = [(6, 6)]
    gang_war.start(t.g, 0, 1)
    assert "P3 is drawn into the Gang War" in t.g.log.text()
    assert [d for d in t.players[2].seen if d.kind == "war"]


def test_cl_war_05_ends_when_all_pass_then_everyone_retokens():
    t = war_table()
    t.c("third").token = False
    gang_war.start(t.g, 0, 1)
    assert t.g.war is None and t.c("third").token
    assert "the Gang War is over" in t.g.log.text()


def test_cl_end_01_wipe_out_takes_rackets():
    t = Table(CARDS); two(t)
    t.g.seats[1].boss = None
    t.g.seats[1].grid.clear(); t.g.state.move(t.c("big"), "open")
    t.boss(1, "runt"); t.racket(1, "r1"); t.racket(1, "r2"); t.racket(1, "r3")
    t.sub(0, "queen", "king", "n")
    t.money(0, 20); t.script(0, "hit_money", 5); t.script(0, "assist", "queen")
    t.sub(0, "jack", "king", "e")
    t.script(0, "wipe_token", "jack")
    t.rolls = [(1, 1)]
    t.script(1, "war", "pass"); t.script(0, "war", "pass")
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("runt"))
    assert not t.g.seats[1].alive
    assert len(t.g.seats[0].rackets) == 2 and not t.c("jack").token
    assert t.c("r3").zone == "open" or t.c("r1").zone == "open"


def test_cl_end_02_victory_table():
    t = Table(CARDS); two(t)
    table = {2: (14, 11), 3: (14, 11), 4: (13, 10), 5: (12, 9), 6: (11, 8), 7: (9, 7), 8: (9, 7)}
    for n, (long, short) in table.items():
        t.g.n = n
        t.g.V["length"] = "long"
        assert victory.target(t.g) == long
        t.g.V["length"] = "short"
        assert victory.target(t.g) == short


def test_cl_end_03_monopoly_and_district_bonuses():
    t = Table(CARDS); two(t)
    for r in ("r1", "r3", "r5"):
        t.racket(0, r)                              # three gambling, nobody else has one
    assert victory.scores(t.g)[0] == 4
    t2 = Table(CARDS + [racket("h3", "harbor", "smuggling"), racket("h4", "harbor", "fencing")]); two(t2)
    for r in ("r1", "r2", "h3", "h4"):
        t2.racket(0, r)
    assert victory.scores(t2.g)[0] == 4 + 2


def test_cl_end_04_shared_win_and_one_short_agreement():
    t = Table(CARDS, victory={"targets": [{"players": [2], "long": 2, "short": 2}]}); two(t)
    t.racket(0, "r1"); t.racket(0, "r2"); t.racket(1, "r3"); t.racket(1, "r4")
    assert victory.check(t.g) and t.g.outcome == "shared" and t.g.winners == [0, 1]
    t2 = Table(CARDS, victory={"targets": [{"players": [2], "long": 3, "short": 3}]}); two(t2)
    t2.racket(0, "r1"); t2.racket(0, "r2"); t2.racket(1, "r3"); t2.racket(1, "r4")
    t2.script(0, "share", "yes"); t2.script(1, "share", "yes")
    assert victory.check(t2.g) and t2.g.outcome == "shared"
    t3 = Table(CARDS, victory={"targets": [{"players": [2], "long": 3, "short": 3}]}); two(t3)
    t3.racket(0, "r1"); t3.racket(0, "r2"); t3.racket(1, "r3"); t3.racket(1, "r4")
    t3.script(0, "share", "yes")
    assert not victory.check(t3.g)


def test_cl_end_05_last_rival_eliminated_wins_target_unchanged():
    t = Table(CARDS, n=3); t.boss(0, "king"); t.boss(1, "big"); t.boss(2, "third")
    mob.leave_game(t.g, 2)
    assert victory.target(t.g) == 14            # still the 3-player target
    mob.leave_game(t.g, 1)
    assert victory.check(t.g) and t.g.winners == [0] and t.g.outcome == "eliminated"


def test_cl_end_06_leaving_player_cards_go_uncontrolled():
    t = Table(CARDS); two(t)
    t.racket(1, "r1"); t.g.state.move(t.c("sp"), "hand", 1)
    mob.leave_game(t.g, 1)
    assert t.c("big").zone == "open" and t.c("r1").zone == "open" and t.c("sp").zone == "discard"
    assert t.g.seats[1].mobcard == []


def test_cl_end_07_win_during_war_counts_when_war_ends():
    t = war_table()
    t.g.V["targets"] = [{"players": [3], "long": 1, "short": 1}]
    t.racket(1, "r1")
    won = []
    orig = victory.check
    gang_war.start(t.g, 0, 1)                  # everyone passes: the war ends
    assert victory.check(t.g) and t.g.winners == [1]
