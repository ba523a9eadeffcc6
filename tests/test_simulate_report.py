"""The balance report reads right (issue 13 item 11, issue 14 item 3): cards by name, Specials included,
fair share explained, a comparison named by its house rule and summed up on the console, and per player
type the action mix per game, game length and win rate by seat with 95% intervals, read with who opened.

Real games of the base pack (small runs), through `syndicate simulate` in a subprocess; the action
counts are checked against the transcript of the same seeded game.
"""
from __future__ import annotations

import json
import os
import re

import pytest

from compiler.simulate import adapter, stats
from tests.test_simulate_cli import PACK, read, simulate

CL_KINDS = ["recruit", "takeover", "hit", "boss_change", "special_played", "pass", "quit", "gang_war"]


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("report") / "sim"
    res = simulate(PACK, "--games", "16", "--players", "4", "--seed", "5", "--turn-cap", "60", "--seat", "3=random",
                   "--compare", "short_game", "--out", str(out))
    assert res.returncode == 0, res.stderr
    doc = json.loads(read(out / "report.json"))
    games = [json.loads(line) for line in read(out / "games.jsonl").splitlines()]
    return res.stdout, doc, games, read(out / "report.html")


def test_action_mix_per_player_type_is_what_the_engine_counted(run):
    _, doc, games, html = run
    types = {t["key"]: t for t in doc["results"]["player_types"]}
    assert set(types) == {"heuristic", "random"}
    for kind, t in types.items():
        seats = [(g, s) for g in games for s, k in enumerate(g["players"]) if k == kind]
        assert t["seat_games"] == len(seats)
        assert list(t["actions_per_game"])[:len(CL_KINDS)] == CL_KINDS     # every kind, 0 when never taken
        for what, per_game in t["actions_per_game"].items():
            total = sum(g["actions"][s][what] for g, s in seats)
            assert per_game == pytest.approx(total / len(seats), abs=1e-6)
        assert t["ci_low"] <= t["rate"] <= t["ci_high"]
        assert sum(r["games"] for r in t["win_rate_by_seat"]) == len(seats)
        assert t["game_length_turns"]["count"] == sum(1 for g in games if kind in g["players"])
    assert types["heuristic"]["actions_per_game"]["takeover"] > 0
    assert "How the games were played" in html and "special played" in html


def test_action_counts_match_the_transcript_of_the_same_game():
    """Passes, quits and Gang Wars counted in a simulated game are the lines of its transcript."""
    from runtime import session

    pack = adapter.load_compiled(PACK)
    capped, ids = adapter._with_turn_cap(pack, [], 80, "turn_cap")    # the cap travels as a house rule, as in simulate
    seen = {"pass": 0, "quit": 0, "boss_change": 0}
    for seed in (1, 3, 28):
        summary = adapter.play_one(pack, seed, ["heuristic", "random", "random"], [], 80).to_dict()
        game = session.new_game(capped, 3, seed, {1: "heuristic", 2: "random", 3: "random"}, ids)
        game.setup()
        game.run()
        log = game.log.text()
        assert (game.turn, game.decisions) == (summary["turns"], summary["decisions"])   # the very same game
        total = {k: sum(seat[k] for seat in summary["actions"]) for k in ("pass", "quit", "gang_war", "boss_change")}
        assert total["pass"] == len(re.findall(r" passes and takes \d+ G", log))
        assert total["quit"] == log.count("has had enough and")
        assert total["gang_war"] == log.count("*** GANG WAR:")
        assert total["boss_change"] == len(re.findall(r" is (?:the new|now the) Boss of ", log))
        assert summary["first"] == game.first
        for k in seen:
            seen[k] += total[k]
    assert all(seen.values()), seen      # the seeds were picked so that each kind happens


def test_win_rate_by_seat_is_read_with_who_opened_the_game(run):
    _, doc, games, html = run
    r = doc["results"]
    for row in r["win_rate_by_seat"]:
        assert row["opened"] == sum(1 for g in games if g["first"] == row["key"])
    order = r["win_rate_by_turn_order"]
    assert [row["label"] for row in order] == ["opened the game", "2nd to play", "3rd to play", "4th to play"]
    assert sum(row["wins"] for row in order) == sum(len(g["winners"]) for g in games)
    assert all(row["games"] == 16 and row["ci_low"] <= row["rate"] <= row["ci_high"] for row in order)
    assert "opened the game" in html


def test_cards_sorted_by_name_and_specials_included(run):
    _, doc, games, html = run
    cards = doc["results"]["cards"]
    assert [c["label"].lower() for c in cards] == sorted(c["label"].lower() for c in cards)
    played = doc["results"]["played_cards"]
    assert played, "no Special was played in 16 games"
    assert [c["label"].lower() for c in played] == sorted(c["label"].lower() for c in played)
    assert sum(c["played"] for c in played) == sum(len(g["cards_played"]) for g in games)
    assert sum(c["played"] for c in played) == sum(seat["special_played"] for g in games for seat in g["actions"])
    for c in played:
        assert c["played_by_winner"] <= c["played"]
        assert c["held_by_winner_at_end"] == sum(1 for g in games if c["key"] in g["winning_hands"])
    assert "Cards played from the hand" in html and played[0]["label"] in html


def test_fair_share_is_explained_next_to_it(run):
    out, doc, _, html = run
    assert doc["results"]["fair_share"] == pytest.approx(0.25)
    assert "Fair share: 25.0% (what a seat wins if no seat, faction or card is better than another" in out
    assert "Fair share: 25.0%</strong> — what a seat wins if no seat, Mob or card is better" in html


def test_comparison_is_labelled_by_the_house_rules_name_with_its_result_on_the_console(run):
    out, doc, _, html = run
    assert doc["compare"]["house_rule"] == "short_game" and doc["compare"]["name"] == "Short game"
    assert "With and without Short game" in html and "with Short game</th>" in html
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("With Short game (same seeds"))
    cmp = doc["compare"]["comparison"]
    assert f"mean length {cmp['mean_turns']['base']:.1f} -> {cmp['mean_turns']['changed']:.1f} turns" in lines[head + 1]
    assert "no winner" in lines[head + 1]
    assert lines[head + 2].startswith("  ")        # the Mobs: the significant changes, or that there are none


def test_console_gives_the_action_mix_and_seat_rates_with_intervals(run):
    out, doc, _, _ = run
    heuristic = next(line for line in out.splitlines() if line.startswith("heuristic players: win "))
    assert "95% CI" in heuristic and "per game: " in heuristic and " takeover" in heuristic
    seats = next(line for line in out.splitlines() if line.startswith("Win rate by seat: "))
    assert seats.count("95% CI") == 4 and seats.count("opened") == 4
    assert next(line for line in out.splitlines() if line.startswith("By turn order: opened the game"))


def test_seat_outlier_names_how_often_the_seat_opened():
    games = [{"index": i, "seed": i, "players": ["h", "h"], "factions": ["a", "b"], "faction_fields": {},
              "winners": [0] if i % 10 else [1], "reason": "win", "turns": 10, "decisions": 1,
              "cards_in_play": [], "winning_cards": [], "first": 0 if i % 3 else 1} for i in range(200)]
    r = stats.aggregate(games)
    [seat1] = [o for o in r["outliers"] if o["group"] == "seat" and o["key"] == 0]
    assert seat1["text"].endswith(f"; it opened {sum(1 for g in games if g['first'] == 0)} of its 200 games")
