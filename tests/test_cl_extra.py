"""Clauses whose behaviour other tests also touch, each with its own named test."""
from runtime.games.crime_lords import attacks, turn
from tests.fixtures.engine.scenario import Table, crook, racket

CARDS = [crook("king", 9), crook("queen", 5), crook("jack", 4), crook("big", 6, 6), crook("ace", 5),
         racket("r1", "harbor", "gambling"), racket("r2", "foundry", "gambling"), racket("r3", "gold_coast", "gambling")]


def test_cl_atk_05_assistance_comes_after_the_showdown():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.boss(1, "big"); t.open("jack"); t.money(0, 10)
    t.script(0, "showdown", 3); t.script(0, "assist", "queen")
    a = attacks.attack(t.g, 0, "recruit", t.c("king"), t.c("jack"))
    kinds = [d.kind for d in t.players[0].seen]
    assert kinds.index("showdown") < kinds.index("assist")
    labels = [l for l, _ in a.parts]
    assert labels.index("G for") < labels.index("assist queen")


def test_cl_hit_05_hide_out_spends_target_token():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big"); t.sub(1, "ace", "big", "n")
    t.script(1, "hide", "yes")
    a = attacks.attack(t.g, 0, "hit", t.c("king"), t.c("ace"))
    assert dict(a.parts)["ace hides out"] == -3 and not t.c("ace").token
    t2 = Table(CARDS)
    t2.boss(0, "king"); t2.boss(1, "big"); t2.open("ace")
    attacks.attack(t2.g, 0, "hit", t2.c("king"), t2.c("ace"))
    assert not [d for d in t2.players[1].seen if d.kind == "hide"]     # uncontrolled: nobody hides him


def test_cl_tko_04_type_bonus_and_defender_type_penalty():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.racket(0, "r2"); t.racket(1, "r1"); t.racket(1, "r3")
    a = attacks.attack(t.g, 0, "takeover", t.c("king"), t.c("r1"))
    p = dict(a.parts)
    assert p["1 own Racket(s) of the type"] == 2 and p["1 defender Racket(s) of the type"] == -2


def test_cl_turn_06_retoken_ends_the_turn():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.boss(1, "big")
    t.c("queen").token = False
    t.script(0, "action", "end")
    turn.play_turn(t.g, 0)
    assert t.c("queen").token and t.c("king").token
    assert t.g.log.lines[-1][0] != "attack"
