"""The seed's worked examples, each a test (docs/rules/nothing-personal.md, "Worked examples")."""
from __future__ import annotations

from runtime.games.nothing_personal import actions
from tests.np_support import NEUTRAL, card, gangster, give, new_game, put, set_money


def test_np_inf_07_the_ante_example():
    # Tom (P1), Bob (P2) and Steve (P3): after one lap Tom plays with $4, Bob pays $6, Steve ($5) can only pass.
    g = new_game(3, scripts={0: {"influence": ["play", "play", "pass"], "ante": [4]},
                             1: {"influence": ["play", "play", "pass"], "ante": [6]},
                             2: {"influence": ["play", "pass"]}})
    set_money(g, 0, 10), set_money(g, 1, 10), set_money(g, 2, 5)
    give(g, 0, "influence_03", "influence_11")          # plain colour cards (each colour is on #4-#8, NP-SET-04)
    give(g, 1, "influence_58", "influence_75")
    give(g, 2, "influence_26", "influence_36")
    g.phase_influence()
    assert g.ante == 6
    assert [s.money for s in g.seats] == [6, 4, 5]
    steve = [d for d in g.players[2].seen if d.kind == "influence"]
    assert "play" in steve[0].options                   # the first lap has no ante
    assert steve[1].options == ["cash", "pass"]         # $5 < the $6 ante: no play, no discard for an action or marker


def test_np_inf_02_03_eric_example():
    g = new_game(3, scripts={0: {"place": [lambda d: d.options[0], lambda d: d.options[0]]}})
    eric = give(g, 0, "influence_34")[0]
    eric.icons = [{"target": "green", "count": 3}, {"target": "yellow", "count": 1}]
    thug = next(c for c in g.board() if "thug" in c.types)
    gambler = next(c for c in g.board() if "gambler" in c.types and c is not thug)
    g.players[0].script["place"] = [thug.id, gambler.id]
    actions.place_card(g, 0, eric)
    assert thug.inf[0] == 3 and gambler.inf[0] == 1      # three on ONE thug, one on one gambler
    asked = [d for d in g.players[0].seen if d.kind == "place"]
    assert all("thug" in c.types for c in asked[0].options) and all("gambler" in c.types for c in asked[1].options)
    g.seats[0].supply = 2                               # two markers left: only the yellow 1 can be placed
    assert [i["target"] for i in actions.placeable_icons(g, 0, eric)] == ["yellow"]


def test_np_inf_03_chief_example():
    g = new_game(3)
    chief = give(g, 1, "influence_03")[0]                # a purple 3
    g.seats[1].supply = 2
    assert actions.placeable_icons(g, 1, chief) == []
    set_money(g, 1, 10)
    g.players[1].push("influence", "pass")
    actions.influence_turn(g, 1, ante_open=False)
    menu = [d for d in g.players[1].seen if d.kind == "influence"][0].options
    assert "play" not in menu and "marker" in menu       # he may still discard it for one marker


def test_np_move_02_05_bob_example():
    # Billy (respect 2) on the Second Guy makes a move on the Racketeer (#5): he needs 4 or more; a 3 fails.
    g = new_game(3)
    billy = gangster(g, respect=2)
    put(g, billy.id, "second_guy")
    assert actions.move_result(g, billy, 3, 5) == "fail"
    assert actions.move_result(g, billy, 4, 5) == "success"
    g.place(1, billy, 2)
    g.seats[1].respect = 10
    g.players[1].push("gangster_action", ("move", "racketeer"))
    g.dice.load(3)
    actions.gangster_action(g, billy)
    assert g.seats[1].respect == 6                       # NP-MOVE-05: a failure costs 4
    assert billy.inf.get(NEUTRAL) == 1 and billy.pos == "second_guy"    # NP-MOVE-07


def test_np_move_08_ryan_rerolls_example():
    # Ryan (P1) needs a 5; rolls 4, pays for 6; Tom (P2) pays: 1; Ryan pays: 3, pays again: 5; Geoff (P3) pays: 4.
    g = new_game(3, scripts={0: {"reroll": ["yes", "no", "yes", "yes", "no", "no"]},
                             1: {"reroll": ["yes"]}, 2: {"reroll": ["yes"]}})
    ryan = gangster(g, respect=0)
    put(g, ryan.id, "third_guy")
    geoff = card(g, g.slot["bean_counter"].id)
    g.place(0, ryan, 1), g.place(2, geoff, 1)
    set_money(g, 0, 40), set_money(g, 1, 10), set_money(g, 2, 10)
    g.seats[0].respect = 10
    g.dice.load(4, 6, 1, 3, 5, 4)
    actions.make_move(g, 0, ryan, "bean_counter")
    assert [s.money for s in g.seats] == [10, 0, 0]      # three re-rolls by Ryan, one each by Tom and Geoff
    assert g.tally[0]["reroll"] == 3 and g.tally[1]["reroll"] == 1 and g.tally[2]["reroll"] == 1
    assert g.seats[0].respect == 6 and ryan.pos == "third_guy"     # the last roll, 4, fails


def test_np_bus_02_underboss_example():
    g = new_game(3)
    a = gangster(g, respect=2, money=2)
    put(g, a.id, "racketeer")
    b = gangster(g, respect=-2, money=3, exclude=(a.id,))
    put(g, b.id, "underboss")
    g.seats[0].respect = 10
    g.award(0, a, money=True)
    assert (g.seats[0].respect, g.seats[0].money) == (14, 3)      # 2+2 respect, $1+2
    g.award(0, b, money=True)
    assert (g.seats[0].respect, g.seats[0].money) == (10, 8)      # 2 x -2 respect, $2+3


def test_np_hit_02_whack_the_capo_example():
    # Tom (P1) controls the Capo gangster; Bob (P2) whacks him with the Third Guy's power: Tom -4, Bob +4.
    g = new_game(3, scripts={1: {"gangster_action": ["position"]}})
    capo = g.slot["capo"]
    hitter = g.slot["third_guy"]
    g.place(0, capo, 2)
    g.place(1, hitter, 2)
    g.seats[0].respect = g.seats[1].respect = 10
    set_money(g, 1, 20)                                  # $10 + $10 more for the Capo (NP-HIT-04)
    g.players[1].push("whack_target", capo.id)
    g.dice.load(4)
    actions.gangster_action(g, hitter)
    assert capo.zone == "dead" and g.slot["capo"] is None
    assert (g.seats[0].respect, g.seats[1].respect, g.seats[1].money) == (6, 14, 0)
