"""The optional rules CL-OPT-01..06, each a house-rule file of the pack, loaded and played."""
import os

import pytest

from runtime.games.crime_lords import Game, victory
from runtime.games.crime_lords.errors import GameError
from runtime.packs import load_generated
from runtime.players import RandomPlayer
from tests.fixtures.engine.scenario import Table, crook, racket

GEN = os.path.join(os.path.dirname(__file__), "..", "generated", "crime_lords")


@pytest.fixture(scope="module")
def pack():
    return load_generated(GEN)


def game(pack, n=4, seed=1, rules=()):
    return Game(pack, [RandomPlayer(seed + i) for i in range(n)], seed=seed, house_rules=rules, check_invariants=True)


def test_cl_opt_01_short_game_targets(pack):
    assert victory.target(game(pack)) == 13
    assert victory.target(game(pack, rules=["short_game"])) == 10


def test_cl_opt_02_bigger_auction(pack):
    g = game(pack, n=2, rules=["bigger_auction"])
    g.setup()
    sold = [t for k, t in g.log.lines if k == "auction" and " buys " in t and "a Special" not in t]
    plain = game(pack, n=2)
    plain.setup()
    sold_plain = [t for k, t in plain.log.lines if k == "auction" and " buys " in t and "a Special" not in t]
    assert len(sold) == 2 * (4 + 3) and len(sold_plain) == 2 * (3 + 2)


def test_cl_opt_03_majority_victory(pack):
    rule = pack.house_rules["majority_victory"]
    cards = [crook("a", 6), crook("b", 5), crook("c", 4), crook("d", 3), racket("r1"), racket("r2")]
    t = Table(cards, house=["majority_victory"], house_rules=pack.house_rules)
    t.boss(0, "a"); t.sub(0, "c", "a", "n"); t.racket(0, "r1"); t.racket(0, "r2")
    t.boss(1, "b")
    from runtime.games.crime_lords import turn
    t.script(0, "action", "end")
    turn.play_turn(t.g, 0)                     # 4 cards against 1: a majority at the end of the turn
    assert victory.check(t.g) and t.g.winners == [0]
    assert rule.abilities and not t.g.V["rackets_to_win"]


def test_cl_opt_04_last_man_standing(pack):
    g = game(pack, rules=["last_man_standing"])
    assert not g.V["rackets_to_win"]
    cards = [crook("a", 6), crook("b", 5)] + [racket(f"r{i}") for i in range(16)]
    t = Table(cards, house=["last_man_standing"], house_rules=pack.house_rules)
    t.boss(0, "a"); t.boss(1, "b")
    for i in range(16):
        t.racket(0, f"r{i}")
    assert not victory.check(t.g)             # 16 Rackets do not win
    from runtime.games.crime_lords import mob
    mob.leave_game(t.g, 1)
    assert victory.check(t.g) and t.g.winners == [0]


def test_cl_opt_05_retoken_at_start(pack):
    cards = [crook("a", 6), crook("b", 5)]
    t = Table(cards, house=["retoken_at_start"], house_rules=pack.house_rules)
    t.boss(0, "a"); t.boss(1, "b")
    t.c("a").token = False
    from runtime.games.crime_lords import turn
    seen_token = []
    t.players[0].script["action"] = [lambda d: (seen_token.append(t.c("a").token), "end")[1]]
    turn.play_turn(t.g, 0)
    assert seen_token == [True]                # the token was back before the actions
    plain = Table(cards)
    plain.boss(0, "a"); plain.boss(1, "b"); plain.c("a").token = False
    seen = []
    plain.players[0].script["action"] = [lambda d: (seen.append(plain.c("a").token), "end")[1]]
    turn.play_turn(plain.g, 0)
    # without the house rule the Boss had no token during the actions (nothing to do but end)
    assert seen == [] and not [d for d in plain.players[0].seen if d.kind == "action"]
    assert plain.c("a").token                   # retokened at the end instead


def test_cl_opt_06_larger_games(pack):
    with pytest.raises(GameError):
        game(pack, n=8)
    g = game(pack, n=8, rules=["larger_games"])
    assert g.run() in ("win", "shared", "eliminated", "no winner")
    assert victory.target(g) == 9
