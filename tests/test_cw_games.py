"""Crime Wars played whole: seeded games with invariants for 2 to 8 players, the players, the variants
as house rules, save/resume/replay through runtime/session.py, and `syndicate play` through a subprocess."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from runtime import games, save, session
from runtime.games.crime_wars import CrimeWarsGame, HeuristicPlayer
from runtime.kernel.errors import GameError
from runtime.players import RandomPlayer
from tests.crime_wars_support import CONTENT, PACK, ROOT

ENDINGS = ("win", "no winner")


def cw_cli(*args):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=300)


def test_the_pack_names_the_builtin_engine():
    engine = games.engine_of(PACK)
    assert engine.name == "crime_wars" and engine.game is CrimeWarsGame and "crime_wars" in games.BUILTIN
    assert engine.players == {"heuristic": HeuristicPlayer}


def _assert_finished(g):
    assert g.outcome in ENDINGS and g.phase == "over"
    alive = g.alive()
    if g.outcome == "win":
        assert g.winners == alive and len(alive) == 1
    for s in g.seats:
        if not s.alive:
            assert not (s.kingpin or s.deck or s.hand or s.play) and s.money == 0
    total = sum(s.money for s in g.seats)
    assert total == g.state.ledger.balance()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_full_seeded_games_with_invariants_save_and_replay(players, kind):
    for seed in range(8):
        g = session.new_game(PACK, players, seed, seats={i + 1: kind for i in range(players)}, check=True)
        g.run()
        _assert_finished(g)
        data = save.record(g, g.seat_kinds)
        again, why = session.replay(PACK, data)
        assert why is None and save.state_hash(again) == data["hash"]
        assert again.log.text() == g.log.text()


def test_property_300_random_games_of_2_to_8_players_end_with_no_invariant_broken():
    ends = {}
    for seed in range(300):
        n = 2 + seed % 7
        rules = ("more_players",) if n > 4 else ()
        g = session.new_game(PACK, n, seed, seats={i + 1: "random" for i in range(n)}, house_rules=rules,
                             check=True, log=False)
        outcome = g.run()
        ends[outcome] = ends.get(outcome, 0) + 1
        _assert_finished(g)
    assert set(ends) <= set(ENDINGS) and ends.get("win", 0) > 250


def test_a_stopped_game_resumes_to_the_same_end():
    whole = session.new_game(PACK, 3, 21)
    whole.run()
    part = session.new_game(PACK, 3, 21)
    part.run(max_turns=4)
    assert part.outcome == "stopped"
    resumed = session.resume(PACK, save.record(part, part.seat_kinds))
    resumed.run()
    assert save.state_hash(resumed) == save.state_hash(whole)


def test_a_changed_answer_is_caught_by_replay():
    g = session.new_game(PACK, 2, 4, seats={1: "random", 2: "random"})
    g.run()
    data = save.record(g, g.seat_kinds)
    i = next(i for i, a in enumerate(data["answers"]) if isinstance(a, list) and a[0] > 0)
    data["answers"][i] = [0]
    again, why = session.replay(PACK, data)
    assert why is not None


def test_the_heuristic_player_beats_random_players():
    wins = 0
    for seed in range(40):
        g = session.new_game(PACK, 2, seed, seats={1 + seed % 2: "heuristic", 2 - seed % 2: "random"}, check=True,
                             log=False)
        g.run()
        wins += g.winners == [seed % 2]
    assert wins >= 28


def test_the_heuristic_player_bands_defends_and_borrows_sensibly():
    lines = []
    for seed in range(30):
        g = session.new_game(PACK, 4, seed, check=True)
        g.run()
        lines += g.log.lines
    text = "\n".join(t for _, t in lines)
    assert "with banded" in text                             # bands in attack
    assert any("defends with" in t and " + " in t.split("defends with")[1] for _, t in lines)
    assert "plays roulette" not in text or text.count("plays roulette") < 30


# ---------------------------------------------------------------- the variants as house rules
def test_cw_var_09_four_dice_changes_every_attack():
    g = session.new_game(PACK, 2, 3, house_rules=("four_dice",), check=True)
    g.run()
    assert "attack (" in g.log.text() and g.rules.combat_dice == 4


def test_cw_var_10_everything_in_play_starts_with_every_group():
    g = session.new_game(PACK, 3, 3, house_rules=("everything_in_play",), check=True)
    g.setup()
    for s in g.seats:
        assert len(s.play) == 9 and not s.deck and not s.hand and s.money == 2000
    g.run()
    _assert_finished(g)


def test_cw_var_11_kingpins_only_plays_to_the_end_and_refuses_everything_in_play():
    g = session.new_game(PACK, 4, 8, house_rules=("kingpins_only",), check=True)
    g.run()
    _assert_finished(g)
    assert "hires" not in g.log.text()
    with pytest.raises(GameError, match="CW-R-33"):
        session.new_game(PACK, 2, 1, house_rules=("kingpins_only", "everything_in_play"))


def test_cw_var_12_rich_mans_curse_needs_four_players():
    with pytest.raises(GameError, match="CW-SET-01"):
        session.new_game(PACK, 3, 1, house_rules=("rich_mans_curse",))
    g = session.new_game(PACK, 4, 2, house_rules=("rich_mans_curse",), check=True)
    g.run()
    assert g.coin is not None and "rich man's curse" in g.log.text()


def test_cw_var_15_the_winner_collects_the_bank():
    g = session.new_game(PACK, 3, 6, house_rules=("winner_collects_bank",), check=True)
    g.run()
    assert g.outcome == "win"
    led = g.state.ledger
    paid_in = sum(led.destroyed.get(k, 0) for k in ("hire", "roulette", "loan"))
    assert led.created["pot"] == paid_in > 0 and g.pot == 0
    assert f"collect the bank: ${paid_in}" in g.log.text()


def test_cw_var_16_murder_for_bounty_pays_attackers():
    g = session.new_game(PACK, 3, 6, house_rules=("murder_for_bounty",), check=True)
    g.run()
    # The house rule's ability (murder_for_bounty.yaml) pays 25 dollars a thug killed, booked as `ability`.
    assert g.state.ledger.created.get("ability", 0) > 0 and g.state.ledger.created["ability"] % 25 == 0


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_cw_var_17_more_players_take_suits_of_a_second_pack(players):
    with pytest.raises(GameError, match="CW-SET-01"):
        session.new_game(PACK, players, 1)
    g = session.new_game(PACK, players, 1, house_rules=("more_players",), check=True)
    g.setup()
    suits = [(s.suit, g.team(s.index).deck_copy) for s in g.seats]
    assert len(set(suits)) == players and {c for _, c in suits} == {1, 2}
    second = [s for s in g.seats if g.team(s.index).deck_copy == 2][0]
    first = next(s for s in g.seats if s.suit == second.suit and s is not second)
    assert (second.attack, second.defence) == (g.team(first.index).attack, g.team(first.index).defence)
    g.run()
    _assert_finished(g)


# ---------------------------------------------------------------- through the CLI
def test_syndicate_play_four_players_seed_13_prints_the_transcript_and_winner(tmp_path):
    path = tmp_path / "cw.json"
    r = cw_cli("play", CONTENT, "--players", "4", "--seed", "13", "--save", str(path))
    assert r.returncode == 0, r.stdout + r.stderr
    out = r.stdout
    assert "P1 runs" in out and "--- turn 1:" in out and " x " in out and "defends with" in out
    last = [line for line in out.splitlines() if line.startswith("=== ")][-1]
    assert "wins:" in last and "last team standing" in last
    data = json.loads(path.read_text())
    assert data["pack"] == "crime_wars" and data["outcome"] == "win"
    rep = cw_cli("replay", str(path), "--pack", CONTENT)
    assert rep.returncode == 0, rep.stdout + rep.stderr
    assert f"state hash {data['hash']}" in rep.stdout


def test_syndicate_play_with_a_house_rule_and_a_random_seat():
    r = cw_cli("play", CONTENT, "--players", "2", "--seed", "2", "--house-rule", "four_dice", "--seat", "2=random")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "attack (" in r.stdout


def test_syndicate_play_refuses_five_players_without_the_house_rule():
    r = cw_cli("play", CONTENT, "--players", "5", "--seed", "1")
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "2 to 4" in r.stdout + r.stderr


def test_a_terminal_player_can_play_a_seat():
    from runtime.players import TerminalPlayer
    import io
    inp = io.StringIO("1\n" + "\n".join(["1"] * 400) + "\n")
    out = io.StringIO()
    g = CrimeWarsGame(PACK, [TerminalPlayer(inp, out), RandomPlayer(3)], seed=2, check_invariants=True)
    try:
        g.run(max_turns=6)
    except EOFError:
        pass
    text = out.getvalue()
    assert "[team]" in text and "[action]" in text


COMBOS = [("thug_alliance",), ("one_player_two_teams", "four_dice"), ("thug_alliance", "breakable_alliances"),
          ("great_empire", "murder_for_bounty"), ("everything_in_play", "winner_collects_bank"),
          ("great_empire", "thug_alliance", "rich_mans_curse", "murder_for_bounty", "winner_collects_bank")]


@pytest.mark.parametrize("rules", COMBOS, ids=["+".join(c) for c in COMBOS])
@pytest.mark.parametrize("players", [4, 6])
def test_variants_combined_play_whole_games_with_invariants_and_replay(rules, players):
    for seed in range(6):
        for kind in ("random", "heuristic"):
            g = session.new_game(PACK, players, seed, seats={i + 1: kind for i in range(players)},
                                 house_rules=rules + (("more_players",) if players > 4 else ()), check=True)
            g.run()
            assert g.outcome in ("win", "shared") and g.winners
            data = save.record(g, g.seat_kinds)
            again, why = session.replay(PACK, data)
            assert why is None


def test_the_search_surface_plays_crime_wars_to_the_end():
    """The game-search view written once for every engine (runtime/games/search.py) plays Crime Wars."""
    import random

    from runtime.games.search import TERMINAL, SearchState
    rng = random.Random(3)
    s = SearchState(PACK, 2, 5)
    while not s.is_terminal():
        assert s.current_player() in (0, 1) and s.legal_actions()
        s.apply_action(rng.choice(s.legal_actions()))
    assert s.current_player() == TERMINAL and sum(s.returns()) == (1.0 if s.game.winners else 0.0)
    again = SearchState(PACK, 2, 5, answers=s.answers)
    assert again.is_terminal() and save.state_hash(again.game) == save.state_hash(s.game)


def test_syndicate_soak_plays_crime_wars_with_every_house_rule_at_a_size_it_allows(tmp_path):
    r = cw_cli("soak", CONTENT, "--games", "80", "--out", str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    doc = json.loads((tmp_path / "soak.json").read_text())
    assert doc["games"] == 80 and doc["failures"] == [] and "failed" not in doc["outcomes"]


def test_syndicate_simulate_reports_by_team(tmp_path):
    out = tmp_path / "sim"
    r = cw_cli("simulate", CONTENT, "--players", "4", "--games", "40", "--jobs", "1", "--seed", "3",
               "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    doc = json.loads((out / "report.json").read_text())
    assert doc["faction"]["kind"] == "team" and doc["faction"]["fields"] == {"attack": "Attack", "defence": "Defence"}
    rows = doc["results"]["win_rate_by_team"]
    assert {row["key"] for row in rows} == {"spades_team", "hearts_team", "clubs_team", "diamonds_team"}
    assert sum(row["games"] for row in rows) == 160
    assert "Win rate by Team" in (out / "report.html").read_text()


def test_syndicate_play_eight_players_with_a_second_pack_of_suits():
    r = cw_cli("play", CONTENT, "--players", "8", "--seed", "4", "--house-rule", "more_players")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "P8 runs" in r.stdout and "(pack 2)" in r.stdout and "=== " in r.stdout
