"""Criminal Underworld played whole, and through the CLI as a user meets it: check, build,
play (2 to 6 players, with a winner and why), save and replay, simulate by organisation,
sheets for all 114 cards, the terminal player, the search player; and every clause id and
ruling of docs/rules/criminal-underworld.md named by a test."""
from __future__ import annotations

import glob
import json
import os
import re

import pytest

from runtime import games, save, session
from runtime.games.criminal_underworld import CriminalUnderworldGame, HeuristicPlayer
from runtime.players import RandomPlayer
from tests.criminal_underworld_support import CONTENT, PACK, ROOT, cli


def test_the_pack_names_the_builtin_engine():
    engine = games.engine_of(PACK)
    assert engine.name == "criminal_underworld" and engine.game is CriminalUnderworldGame
    assert "criminal_underworld" in games.BUILTIN and engine.players == {"heuristic": HeuristicPlayer}
    assert engine.private_zones == ("hand",) and engine.secret_zones == ("deck",)


def test_every_clause_and_ruling_is_named_by_a_test():
    doc = open(os.path.join(ROOT, "docs", "rules", "criminal-underworld.md"), encoding="utf-8").read()
    ids = sorted(set(re.findall(r"^- (CU-[A-Z]+-\d+)", doc, re.MULTILINE)))
    assert len(ids) > 60
    names = ""
    for path in glob.glob(os.path.join(ROOT, "tests", "test_cu_*.py")):
        names += " ".join(re.findall(r"def (test_\w+)", open(path, encoding="utf-8").read()))
    missing = [i for i in ids if f"_{i.lower().replace('-', '_')}_" not in names]
    assert not missing, f"clauses no test names: {missing}"


def _finished(g):
    assert g.outcome in ("win", "shared") and g.phase == "over" and g.winners
    assert set(g.winners) == set(g.alive()) or g.rules.turn_limit
    for s in g.seats:
        if not s.alive:
            assert not (s.hq or s.hand or s.play) and s.money == 0
    assert sum(s.money for s in g.seats) == g.state.ledger.balance()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_full_seeded_games_with_invariants_end_save_and_replay(players, kind):
    for seed in range(3):
        g = session.new_game(PACK, players, seed, seats={i + 1: kind for i in range(players)}, check=True)
        g.run()
        _finished(g)
        data = save.record(g, g.seat_kinds)
        again, why = session.replay(PACK, data)
        assert why is None and save.state_hash(again) == data["hash"] and again.log.text() == g.log.text()


@pytest.mark.parametrize("rule", ["turn_limit", "most_money", "teams", "no_trading", "no_abilities"])
def test_every_house_rule_plays_whole_games_with_invariants_and_replays(rule):
    for seed, players in ((1, 4), (2, 6), (3, 2)):
        g = session.new_game(PACK, players, seed, seats={i + 1: "heuristic" for i in range(players)},
                             house_rules=(rule,), check=True)
        g.run()
        _finished(g)
        again, why = session.replay(PACK, save.record(g, g.seat_kinds))
        assert why is None


def test_the_heuristic_player_beats_random_players():
    wins = 0
    for seed in range(20):
        players = [HeuristicPlayer(seed)] + [RandomPlayer(seed * 10 + i) for i in range(3)]
        g = CriminalUnderworldGame(PACK, players, seed=seed, log=False)
        g.run()
        wins += g.winners == [0]
    assert wins >= 12


def test_the_heuristic_player_uses_every_kind_of_action():
    kinds: dict = {}
    for seed in range(30):
        g = CriminalUnderworldGame(PACK, [HeuristicPlayer(i) for i in range(4)], seed=seed, log=False)
        g.run()
        for counts in g.tally.values():
            for k, v in counts.items():
                kinds[k] = kinds.get(k, 0) + v
    unused = [k for k in CriminalUnderworldGame.TALLY_KINDS if not kinds.get(k)]
    assert not unused, unused


def test_the_search_player_plays_criminal_underworld():
    from runtime.players.search import SearchPlayer
    players = [SearchPlayer(seed=1, iterations=8), RandomPlayer(2)]
    g = session.new_game(PACK, 2, 3, seats={1: "random", 2: "random"}, check=True)
    g.players = players
    g.run(max_turns=4)
    assert g.outcome == "stopped" and g.decisions > 10


def test_the_search_surface_plays_criminal_underworld_to_the_end():
    import random

    from runtime.games.search import TERMINAL, SearchState
    rng = random.Random(3)
    s = SearchState(PACK, 2, 5)
    steps = 0
    while not s.is_terminal() and steps < 400:
        s.apply_action(rng.choice(s.legal_actions()))
        steps += 1
    assert steps > 50
    again = SearchState(PACK, 2, 5, answers=s.answers)
    assert save.state_hash(again.game) == save.state_hash(s.game)
    if s.is_terminal():
        assert s.current_player() == TERMINAL


# ------------------------------------------------------------------ through the CLI
def test_syndicate_check_and_build_the_pack(tmp_path):
    r = cli("check", CONTENT)
    assert r.returncode == 0 and "no problems found" in r.stdout, r.stdout + r.stderr
    assert "6 Organisations, 20 Offences, 20 Defences, 24 Offence/Defence cards, 24 Trades, " \
           "9 Criminal activity cards, 6 Businesses, 5 Services, 5 house rules" in r.stdout
    r = cli("build", CONTENT, "--build-dir", str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    for name in ("cards.py", "game.py", "ruleset.py", "house_rules.py"):
        built = (tmp_path / "criminal_underworld" / name).read_text()
        assert built == open(os.path.join(ROOT, "generated", "criminal_underworld", name)).read(), name


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_syndicate_play_ends_with_a_winner_and_why_and_replays(players, tmp_path):
    saved = tmp_path / "game.json"
    r = cli("play", CONTENT, "--players", str(players), "--seed", str(10 + players), "--save", str(saved))
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[-1].startswith(f"saved to {saved}")
    assert re.match(r"=== P\d \(.+\) wins: .+ is the last organisation standing \(turn \d+\) ===", lines[-2]), lines[-2]
    assert " damage (" in r.stdout and " takes " in r.stdout and " pays $" in r.stdout
    r2 = cli("replay", str(saved))
    data = json.loads(saved.read_text())
    assert r2.returncode == 0 and f"state hash {data['hash']}" in r2.stdout, r2.stdout + r2.stderr


def test_syndicate_play_with_a_house_rule_and_a_random_seat_and_refuses_seven_players():
    r = cli("play", CONTENT, "--players", "4", "--seed", "3", "--house-rule", "teams", "--seat", "2=random")
    assert r.returncode == 0 and "team 1: P1, P3" in r.stdout and "are the last team standing" in r.stdout
    r = cli("play", CONTENT, "--players", "7", "--seed", "1")
    assert r.returncode != 0 and "Traceback" not in r.stderr and "2 to 6" in r.stdout + r.stderr


def test_the_terminal_player_through_syndicate_play(tmp_path):
    saved = tmp_path / "t.json"
    r = cli("play", CONTENT, "--players", "2", "--seed", "2", "--seat", "1=human", "--save", str(saved),
            stdin="s\n" + "1\n" * 60)
    out = r.stdout + r.stderr
    assert "headquarters power 100/100" in out and "Your hand:" in out and "Services for sale:" in out
    assert "[action]" in out and "play a card" in out and r.returncode == 130
    assert "game interrupted; saved" in out and json.loads(saved.read_text())["answers"]


def test_syndicate_simulate_reports_by_organisation(tmp_path):
    out = tmp_path / "sim"
    r = cli("simulate", CONTENT, "--players", "4", "--games", "24", "--jobs", "1", "--seed", "3", "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    doc = json.loads((out / "report.json").read_text())
    assert doc["faction"]["kind"] == "organisation"
    rows = doc["results"]["win_rate_by_organisation"]
    assert len(rows) == 6 and sum(row["games"] for row in rows) == 96
    actions = doc["results"]["player_types"][0]["actions_per_game"]
    assert set(actions) == set(CriminalUnderworldGame.TALLY_KINDS)
    assert "Win rate by Organisation" in (out / "report.html").read_text()


def test_syndicate_sheets_renders_all_114_cards(tmp_path):
    out = tmp_path / "sheets"
    r = cli("sheets", CONTENT, "--out", str(out), "--dpi", "60", "--tts-width", "200")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "114 cards" in r.stdout
    pngs = sorted(p.name for p in (out / "cards").glob("*.png"))
    assert len(pngs) == 114 and "ferrymen.png" in pngs and "repair_crew_2.png" in pngs
    import pypdf
    reader = pypdf.PdfReader(str(out / "sheets.pdf"))
    assert len(reader.pages) == 26                          # 13 sheets of 9 fronts, each with its backs
    assert "Hell's Ferrymen" in "".join(page.extract_text() for page in reader.pages[:4])
    tts = json.loads((out / "tts" / "criminal_underworld.json").read_text())
    assert "ObjectStates" in tts


def test_syndicate_soak_plays_criminal_underworld_with_its_house_rules(tmp_path):
    r = cli("soak", CONTENT, "--games", "40", "--out", str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    doc = json.loads((tmp_path / "soak.json").read_text())
    assert doc["games"] == 40 and doc["failures"] == [] and "failed" not in doc["outcomes"]
