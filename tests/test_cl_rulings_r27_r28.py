"""Rulings R-27 (Rackets nobody takes from an eliminated Mob) and R-28 (no Action Tokens
in the uncontrolled area: a recruit from there cannot act on the turn he joins)."""
from runtime.games.crime_lords import actions, attacks, turn
from tests.fixtures.engine.scenario import Table, crook, racket

CARDS = [crook("king", 6), crook("queen", 5), crook("jack", 4), crook("nine", 2), crook("big", 6, 6),
         crook("brute", 5), crook("runt", 1),
         racket("r1", "harbor", "gambling"), racket("r2", "harbor", "numbers"),
         racket("r3", "foundry", "gambling", power=2)]


def test_cl_end_06_r27_rackets_of_mob_eliminated_by_its_own_pay_go_uncontrolled():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "runt")
    t.c("runt").unhappy = 2
    for r in ("r1", "r2", "r3"):
        t.racket(1, r)
    turn.pay_gang(t.g, 1)                          # no money: the Boss quits, the Mob is gone
    assert not t.g.seats[1].alive
    assert all(t.c(r).zone == "open" for r in ("r1", "r2", "r3"))
    assert not t.c("r3").token                     # no token in the uncontrolled area
    assert t.g.seats[0].rackets == [] and t.g.wiped == [(1, -1)]


def test_cl_end_01_r27_rackets_the_wiper_leaves_go_uncontrolled():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "runt")
    for r in ("r1", "r2", "r3"):
        t.racket(1, r)
    t.sub(0, "queen", "king", "n"); t.script(0, "assist", "queen")
    t.money(0, 20); t.script(0, "hit_money", 5)
    t.script(0, "wipe_racket", "r2"); t.script(0, "wipe_token", "stop")
    t.script(0, "war", "pass"); t.script(1, "war", "pass")
    t.rolls = [(1, 1)]
    attacks.attack(t.g, 0, "hit", t.c("king"), t.c("runt"))
    assert not t.g.seats[1].alive
    assert [r.id for r in t.g.seats[0].rackets] == ["r2"]
    assert t.c("r1").zone == "open" and t.c("r3").zone == "open"
    # Anyone may take them over from there (CL-TKO): they are ordinary uncontrolled Rackets.
    assert t.c("r1") in attacks.takeover_targets(t.g, t.c("king"))


def test_cl_rec_08_r28_recruit_from_uncontrolled_area_has_no_token_that_turn():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(1, "brute", "big", "n")
    assert t.c("brute").token
    t.script(1, "drop", "brute")
    actions.do_drop(t.g, 1)                        # dropped with his token unspent
    brute = t.c("brute")
    assert brute.zone == "open" and not brute.token
    t.rolls = [(1, 1)]
    a = attacks.attack(t.g, 0, "recruit", t.c("king"), brute)
    assert a.result == "success" and brute.owner == 0 and not brute.token
    assert brute not in actions.leaders(t.g, 0) and brute not in actions.movers(t.g, 0)
    t.g.retoken(0)                                 # from his first retoken on he acts as the others
    assert brute.token


def test_cl_rec_08_r28_recruit_from_rival_mob_keeps_his_token():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(1, "brute", "big", "n"); t.sub(1, "nine", "brute", "n")
    t.c("brute").token = False                     # his superior cannot defend him
    t.rolls = [(1, 1)]
    a = attacks.attack(t.g, 0, "recruit", t.c("king"), t.c("nine"))
    assert a.result == "success" and t.c("nine").owner == 0 and t.c("nine").token
    assert t.c("nine") in actions.leaders(t.g, 0)
