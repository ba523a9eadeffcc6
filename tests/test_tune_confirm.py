"""The confirmation of a tune suggestion, on games whose odds are known (a fake backend, no engine).

Four factions, two seats a game; seat 1 always has an edge, so both seats are
outliers of the pack as it is — an imbalance the edit did not make. Faction A
is too strong in the pack as it is. The confirmation plays its fresh seeds
with and without the edit; an outlier is new only if the pack as it is does
not show it on the same seeds, at the same power (simulate's tests).
"""
from __future__ import annotations

import random
from types import SimpleNamespace

from compiler.simulate.stats import Faction
from compiler.tune.search import Settings, Target, Tuner

FACTIONS = ["a", "b", "c", "d"]
STRENGTH = {
    "as_is": {"a": 3.0, "b": 1.0, "c": 1.0, "d": 1.0},
    "fixed": {"a": 1.0, "b": 1.0, "c": 1.0, "d": 1.0},       # the edit brings A back
    "b_strong": {"a": 1.0, "b": 3.0, "c": 1.0, "d": 1.0},    # it does, and makes B too strong
    "no_effect": {"a": 3.0, "b": 1.0, "c": 1.0, "d": 1.0},   # it changes nothing
    "a_bonus_0": {"a": 3.0, "b": 1.0, "c": 1.0, "d": 1.0},   # A's bonus 2 -> 0, and A as strong as before
}
SEAT_EDGE = 1.5


def fake_game(pack: str, index: int, seed: int) -> dict:
    rng = random.Random(seed)
    factions = rng.sample(FACTIONS, 2)
    s0, s1 = (STRENGTH[pack][f] for f in factions)
    winner = 0 if rng.random() < s0 * SEAT_EDGE / (s0 * SEAT_EDGE + s1) else 1
    bonus = [0 if pack == "a_bonus_0" and f == "a" else 2 for f in factions]
    return {"index": index, "seed": seed, "players": ["heuristic"] * 2, "factions": factions,
            "faction_fields": {"bonus": bonus},
            "winners": [winner], "reason": "won", "turns": 10, "decisions": 20, "winning_cards": [],
            "cards_in_play": [], "actions": [{}, {}], "cards_played": [], "winning_hands": [], "first": 0,
            "held": [[], []]}


class FakeBackend:
    name, workers = "fake", 1

    def __init__(self):
        self.played = {}

    def run(self, config, chunks):
        for chunk in chunks:
            games = [fake_game(config.pack, i, seed) for i, seed in chunk]
            self.played[config.pack] = self.played.get(config.pack, 0) + len(games)
            yield {"games": games}

    def stop(self):
        pass


class Quiet:
    def plan(self, total, stage):
        pass

    def advance(self, n):
        pass

    def note(self, text):
        self.last = text


def tuner(tmp_path, confirm_games: int = 400) -> Tuner:
    info = SimpleNamespace(pack_dir="as_is", build_dir=None, house_rules=[], names={f: f.upper() for f in FACTIONS},
                           kinds={f: "faction" for f in FACTIONS}, faction=Faction("faction", "Faction", "Factions", {"bonus": "Bonus"}))
    settings = Settings(baseline_games=100, confirm_games=confirm_games, max_games=100_000, seed=5)
    return Tuner(info, ["heuristic"] * 2, [], None, FakeBackend(), settings, None, Quiet(), work_dir=str(tmp_path))


def candidate(pack: str) -> dict:
    return {"edit": SimpleNamespace(label=lambda: f"edit to {pack}"), "build": (pack, None)}


TARGET = Target("faction", "a", "A", "faction", "faction", "high", {}, 0.5)


def test_confirm_a_pre_existing_outlier_is_not_new_and_the_fixed_card_is_confirmed(tmp_path):
    t = tuner(tmp_path)
    got = t.confirm(candidate("fixed"), TARGET)
    before = {(o["group"], o["key"]) for o in got["outliers_before"]}
    after = {(o["group"], o["key"]) for o in got["outliers"]}
    assert ("seat", 0) in before and ("seat", 0) in after        # the seat edge, with and without the edit
    assert ("faction", "a") in before                             # A too strong as it is, on the same seeds
    assert got["new_outliers"] == []
    assert got["confirmed"], got["reasons"]
    assert got["games"] == 400 and got["row"]["ci_low"] <= 0.5 <= got["row"]["ci_high"]
    assert got["first_index"] == 100                              # after the baseline's seeds: fresh
    t.close()


def test_confirm_an_outlier_the_edit_makes_is_new_and_fails_it(tmp_path):
    t = tuner(tmp_path)
    got = t.confirm(candidate("b_strong"), TARGET)
    assert [o["key"] for o in got["new_outliers"]] == ["b"]
    assert not got["confirmed"]
    assert any(r.startswith("it makes a new outlier: Faction B wins") for r in got["reasons"])
    t.close()


def test_confirm_the_pack_as_it_is_plays_the_fresh_seeds_once_for_every_confirmation(tmp_path):
    t = tuner(tmp_path)
    first = t.confirm(candidate("fixed"), TARGET)
    second = t.confirm(candidate("b_strong"), TARGET)
    assert t.backend.played["as_is"] == 400
    assert first["games"] == 400 and second["seeds"] == first["seeds"][:second["games"]]
    t.close()


def test_confirm_stops_early_once_the_card_cannot_reach_its_fair_share(tmp_path):
    t = tuner(tmp_path)
    got = t.confirm(candidate("no_effect"), TARGET)
    assert not got["confirmed"]
    assert got["games"] < 400 and t.backend.played["no_effect"] == got["games"]
    assert got["reasons"][0].startswith(f"stopped after {got['games']} of 400 games")
    t.close()


def test_confirm_a_field_value_only_the_tuned_card_holds_is_the_card_not_a_new_outlier(tmp_path):
    t = tuner(tmp_path)
    got = t.confirm(candidate("a_bonus_0"), TARGET)
    assert ("bonus", 0) in {(o["group"], o["key"]) for o in got["outliers"]}     # `Bonus +0`: A alone
    assert ("faction", "a") in {(o["group"], o["key"]) for o in got["outliers"]}
    assert got["new_outliers"] == [] and not got["confirmed"]
    assert "it is still an outlier" in got["reasons"]
    t.close()
