"""Whole games: invariants over many seeded games, determinism, save/resume/replay, refusals."""
import json
import os

import pytest

from runtime import api, save, session
from runtime.games.crime_lords import Game
from runtime.games.crime_lords.errors import AbilityError, GameError
from runtime.kernel.choices import IllegalAnswer
from runtime.kernel.events import ChainTooDeep
from runtime.packs import CompiledPack, load_generated
from runtime.games.crime_lords import HeuristicPlayer
from runtime.players import RandomPlayer, ScriptedPlayer
from tests.fixtures.engine.scenario import Table, crook, racket

GEN = os.path.join(os.path.dirname(__file__), "..", "generated", "crime_lords")


@pytest.fixture(scope="module")
def pack():
    return load_generated(GEN)


def short_cap(pack, cap):
    rs = dict(pack.ruleset)
    rs["rules"] = {**rs["rules"], "turn_cap": cap}
    return CompiledPack(pack.name, rs, pack.cards, pack.abilities, pack.house_rules, game=pack.game)


def test_engine_200_random_games_finish_with_invariants(pack):
    """200 seeded games between random players end (win or cap), invariants checked every step."""
    capped = short_cap(pack, 24)
    outcomes = {}
    for seed in range(200):
        n = 2 + seed % 5
        g = Game(capped, [RandomPlayer(seed * 7 + i) for i in range(n)], seed=seed, check_invariants=True, log=False)
        out = g.run()
        assert out in ("win", "shared", "eliminated", "no winner")
        outcomes[out] = outcomes.get(out, 0) + 1
    assert sum(outcomes.values()) == 200 and outcomes.get("no winner", 0) < 200


def test_engine_turn_cap_gives_no_winner(pack):
    g = Game(short_cap(pack, 3), [RandomPlayer(i) for i in range(4)], seed=11)
    assert g.run() == "no winner" and g.winners == [] and g.turn == 3


def test_engine_same_seed_same_game(pack):
    a = session.new_game(pack, 4, 9)
    b = session.new_game(pack, 4, 9)
    a.run(); b.run()
    assert a.log.lines == b.log.lines and save.state_hash(a) == save.state_hash(b)
    c = session.new_game(pack, 4, 10)
    c.run()
    assert save.state_hash(c) != save.state_hash(a)


def test_engine_save_resume_replay(pack, tmp_path):
    full = session.new_game(pack, 3, 21, {1: "random", 2: "random", 3: "heuristic"})
    full.run()
    part = session.new_game(pack, 3, 21, {1: "random", 2: "random", 3: "heuristic"})
    assert part.run(max_turns=5) == "stopped"
    path = tmp_path / "g.json"
    save.write_atomic(str(path), save.record(part, part.seat_kinds))
    data = save.read(str(path))
    g, why = session.replay(pack, data)
    assert why is None and g.turn == 5
    resumed = session.resume(pack, data)
    resumed.run()
    assert save.state_hash(resumed) == save.state_hash(full) and resumed.winners == full.winners
    final = tmp_path / "f.json"
    save.write_atomic(str(final), save.record(resumed, resumed.seat_kinds))
    g2, why = session.replay(pack, save.read(str(final)))
    assert why is None and save.state_hash(g2) == save.state_hash(full)


def test_engine_replay_detects_divergence(pack, tmp_path):
    g = session.new_game(pack, 2, 4)
    g.run()
    data = save.record(g, g.seat_kinds)
    data["answers"] = data["answers"][:-3]
    _, why = session.replay(pack, data)
    assert why
    data = save.record(g, g.seat_kinds)
    data["hash"] = "0" * 64
    _, why = session.replay(pack, data)
    assert "differs" in why


def test_engine_illegal_answer_refused_with_reason():
    t = Table([crook("a", 6), crook("b", 5), crook("c", 1)])
    t.boss(0, "a"); t.boss(1, "b"); t.open("c")
    t.script(0, "action", "fly")
    from runtime.games.crime_lords import actions
    with pytest.raises(IllegalAnswer) as err:
        actions.take_action(t.g, 0)
    assert "not one of the legal choices" in err.value.reason
    t.script(0, "action", "recruit"); t.script(0, "showdown", 999)
    t.money(0, 10)
    with pytest.raises(IllegalAnswer) as err:
        actions.take_action(t.g, 0)
    assert "outside the legal range 0..10" in err.value.reason


def test_engine_ability_error_names_the_card():
    def boom(ctx, ev):
        raise ZeroDivisionError("x")
    trig = api.Trigger(card="a", source="crooks.yaml:3", event="turn_start", condition=lambda c, e: True, effect=boom)
    t = Table([crook("a", 6), crook("b", 5)], abilities={"a": (trig,)})
    t.boss(0, "a"); t.boss(1, "b")
    from runtime.games.crime_lords import turn
    with pytest.raises(AbilityError) as err:
        turn.play_turn(t.g, 0)
    assert "a (crooks.yaml:3)" in str(err.value)


def test_engine_trigger_chain_is_bounded():
    loop = api.Trigger(card="a", source="crooks.yaml:9", event="unhappy_added", condition=lambda c, e: True,
                       effect=lambda ctx, ev: ctx.add_markers("unhappy", 1, ctx.superior_of(ev.crook) or ev.crook))
    t = Table([crook("a", 6), crook("b", 5), crook("c", 4)], abilities={"a": (loop,)}, rules={"unhappy_limit": 99})
    t.boss(0, "a"); t.sub(0, "c", "a", "n"); t.boss(1, "b")
    from runtime.games.crime_lords import mob
    with pytest.raises(ChainTooDeep) as err:
        mob.add_unhappy(t.g, [t.c("c")], 1, "test")
    assert "a -> a" in str(err.value)


def test_engine_heuristic_players_finish(pack):
    for seed in range(3):
        g = Game(pack, [HeuristicPlayer(i) for i in range(4)], seed=seed, check_invariants=True)
        assert g.run() in ("win", "shared", "eliminated")
        assert g.log.lines[-1][1].startswith("===")


def test_engine_wrong_player_count(pack):
    with pytest.raises(GameError):
        Game(pack, [RandomPlayer(0)], seed=1)


def test_engine_terminal_player_reprompts():
    import io
    from runtime.kernel.choices import Decision
    from runtime.players import TerminalPlayer
    out = io.StringIO()
    p = TerminalPlayer(io.StringIO("9\n2\n"), out)
    d = Decision("side", 0, ["for", "against"], prompt="for or against?")
    assert p.choose(d) == "against" and "`9` is not an answer here. Type a number from 1 to 2, or `for` or `against`" in out.getvalue()
    p = TerminalPlayer(io.StringIO("pass\n"), io.StringIO())
    assert p.choose(Decision("bid", 0, ["pass"], lo=3, hi=9)) == "pass"
    p = TerminalPlayer(io.StringIO("7\n"), io.StringIO())
    assert p.choose(Decision("bid", 0, ["pass"], lo=3, hi=9)) == 7
