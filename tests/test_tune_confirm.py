"""The confirmation of a tune's set of edits, on games whose odds are known (a fake backend, no engine).

Four factions, two seats a game; seat 1 always has an edge, so both seats are
outliers of the pack as it is — an imbalance the edit did not make. Faction A
is too strong in the pack as it is. The confirmation plays its fresh seeds
with the set (here one edit of A) and without any edit; an outlier is new only if the pack as it is does
not show it on the same seeds, at the same power (simulate's tests).
"""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from compiler.simulate.stats import Faction
from compiler.tune.confirm import paired_text
from compiler.tune.search import Round, Settings, Tuner
from tests.tune_support import FakeBackend

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


class Quiet:
    def plan(self, total, stage):
        pass

    def advance(self, n):
        pass

    def note(self, text):
        self.last = text


class SetTuner(Tuner):
    """The set's copy is the fake pack the test names (its games' odds are known)."""

    plays = "fixed"

    def _copy(self, src, edits):
        return self.plays, None, None


def tuner(tmp_path, confirm_games: int = 400) -> Tuner:
    info = SimpleNamespace(pack_dir="as_is", build_dir=None, house_rules=[], names={f: f.upper() for f in FACTIONS},
                           kinds={f: "faction" for f in FACTIONS}, faction=Faction("faction", "Faction", "Factions", {"bonus": "Bonus"}))
    settings = Settings(baseline_games=100, confirm_games=confirm_games, max_games=100_000, seed=5)
    return SetTuner(info, ["heuristic"] * 2, [], None, FakeBackend(fake_game), settings, None, Quiet(), work_dir=str(tmp_path))


def confirm(t: Tuner, pack: str) -> dict:
    """The set {an edit of A} confirmed, its games those of the fake pack `pack`."""
    t.plays = pack
    rnd = Round(1, [], None, None, None, [], {})
    rnd.set = [{"card": "a", "label": f"edit to {pack}"}]
    return t.confirm_set(rnd)


def outliers(got: dict, which: str) -> set:
    return {(o["group"], o["key"]) for o in got[which]}


def test_confirm_a_pre_existing_outlier_is_not_new_and_the_fixed_card_is_confirmed(tmp_path):
    t = tuner(tmp_path)
    got = confirm(t, "fixed")
    before, after = outliers(got, "outliers_fresh_before"), outliers(got, "outliers_after")
    assert ("seat", 0) in before and ("seat", 0) in after        # the seat edge, with and without the edit
    assert ("faction", "a") in before                             # A too strong as it is, on the same seeds
    assert got["new_outliers"] == []
    assert got["confirmed"], got["reasons"]
    assert got["clean"]                                           # what is left is a seat: no card to tune
    [row] = got["cards"]
    assert got["games"] == 400 and row["after"]["ci_low"] <= 0.5 <= row["after"]["ci_high"]
    assert row["before"]["games"] == row["after"]["games"]       # the same seeds without the edit
    assert got["first_index"] == 100                              # after the baseline's seeds: fresh
    t.close()


def test_confirm_an_outlier_the_edit_makes_is_new_and_fails_it(tmp_path):
    t = tuner(tmp_path)
    got = confirm(t, "b_strong")
    assert [o["key"] for o in got["new_outliers"]] == ["b"]
    assert not got["confirmed"] and not got["clean"]
    assert any(r.startswith("new outlier: Faction B wins") for r in got["reasons"])
    t.close()


def test_confirm_each_set_plays_fresh_seeds_and_the_pack_as_it_is_on_the_same_ones(tmp_path):
    t = tuner(tmp_path)
    first = confirm(t, "fixed")
    second = confirm(t, "b_strong")
    assert t.backend.played["as_is"] == first["games"] + second["games"]
    assert first["games"] == 400 and second["first_index"] == first["first_index"] + 400
    assert not set(first["seeds"]) & set(second["seeds"])
    t.close()


def test_confirm_stops_early_once_the_card_cannot_reach_its_fair_share(tmp_path):
    t = tuner(tmp_path)
    t.s.rounds = 1                                                # the last round: no next round needs its games
    got = confirm(t, "no_effect")
    assert not got["confirmed"]
    assert got["games"] < 400 and t.backend.played["no_effect"] == got["games"]
    assert t.backend.played["as_is"] == got["games"]              # the pack as it is stopped with it
    assert got["reasons"][0].startswith(f"stopped after {got['games']} of 400 games")
    t.close()


def test_an_early_stop_still_gives_the_next_round_a_full_base(tmp_path):
    """The verdict is known after the first part, but the next round takes the set's games as its base: the set's
    side plays on to the planned size, the pack as it is (needed only for the verdict) stops."""
    t = tuner(tmp_path)
    t.plays = "no_effect"
    rnd = Round(1, [], None, None, None, [], {})
    rnd.set = [{"card": "a", "label": "edit to no_effect"}]
    got = t.confirm_set(rnd)
    assert not got["confirmed"] and got["stopped_early"]
    assert got["games"] == 100 and t.backend.played["as_is"] == 100          # judged on the common seeds
    assert t.backend.played["no_effect"] == 400 == got["set_games"] == len(rnd.confirm_games)
    assert rnd.confirmation["results"]["games"] == 400                       # the next round's base results
    assert len(rnd.fresh_games) == 100
    t.close()


def test_confirm_a_field_value_only_the_tuned_card_holds_is_the_card_not_a_new_outlier(tmp_path):
    t = tuner(tmp_path)
    got = confirm(t, "a_bonus_0")
    assert ("bonus", 0) in outliers(got, "outliers_after")         # `Bonus +0`: A alone
    assert ("faction", "a") in outliers(got, "outliers_after")
    assert got["new_outliers"] == [] and not got["confirmed"]
    assert "A is still an outlier" in got["reasons"]
    t.close()


# --- "new" means the set moved it: a paired test on the same seeds ---------------------------------------------

def near_threshold_games(flips: int) -> tuple[list[dict], list[dict]]:
    """400 two-seat games of C against A, B, D in turn (C in seat 0 and 1 alternately), and 200 of the others
    among themselves, each seat winning one of two. The pack as it is: C wins 223 of its 400 (z = (223 - 200) / 10
    = 2.3, under the Bonferroni limit of four factions, 2.498). With the set, the same seeds, but `flips` of C's
    losses become wins: 3 flips give 226 (z 2.6, flagged), and the set moved 3 seeds of 400 — paired difference
    3/400 = 0.0075, se 0.00432, z 1.74: not significant. 20 flips give 243 and z 4.4: moved."""
    others = ["a", "b", "d"]
    as_is, with_set = [], []
    flipped = 0
    for i in range(400):
        seat = i % 2
        factions = ["c", others[i % 3]] if seat == 0 else [others[i % 3], "c"]
        c_won = i < 223
        won = seat if c_won else 1 - seat
        base = {"index": i, "seed": 7000 + i, "players": ["heuristic"] * 2, "factions": factions,
                "faction_fields": {"bonus": [2, 2]}, "winners": [won], "reason": "won", "turns": 10, "decisions": 20,
                "winning_cards": [], "cards_in_play": [], "actions": [{}, {}], "cards_played": [],
                "winning_hands": [], "first": 0, "held": [[], []]}
        as_is.append(base)
        if not c_won and flipped < flips:
            flipped += 1
            with_set.append(base | {"winners": [seat]})
        else:
            with_set.append(base)
    for i in range(400, 600):
        pair = [others[i % 3], others[(i + 1) % 3]]
        g = {**as_is[0], "index": i, "seed": 7000 + i, "factions": pair, "winners": [i % 2]}
        as_is.append(g)
        with_set.append(g)
    return with_set, as_is


def judge_edit_of_a(games: list[dict], games0: list[dict]) -> dict:
    from compiler.simulate.stats import aggregate
    from compiler.tune.confirm import judge
    fac = Faction("faction", "Faction", "Factions", {"bonus": "Bonus"})
    res, res0 = aggregate(games, {}, {}, fac), aggregate(games0, {}, {}, fac)
    return judge(res, res0, [("faction", "a")], {"a": "A"}, "faction", lambda o: False, complete=True,
                 games=games, games0=games0, kinds={})


def test_an_outlier_flagged_only_with_the_set_that_it_did_not_move_is_the_packs_own_not_new():
    games, games0 = near_threshold_games(3)
    got = judge_edit_of_a(games, games0)
    assert ("faction", "c") not in outliers(got, "outliers_fresh_before")
    assert ("faction", "c") in outliers(got, "outliers_after")
    assert got["new_outliers"] == []
    [c] = got["flagged_only_with_set"]
    assert c["key"] == "c" and not c["moved"]
    assert c["before"]["wins"] == 223 and c["after"]["wins"] == 226 and c["before"]["games"] == 400
    assert c["paired"]["pairs"] == 400 and c["paired"]["difference"] == pytest.approx(0.0075)
    assert c["paired"]["z"] == pytest.approx(1.735, abs=1e-3) and c["paired"]["low"] < 0
    assert [o["new"] for o in got["left"] if o["key"] == "c"] == [False]
    assert [o["flagged_only_with_set"] for o in got["left"] if o["key"] == "c"] == [True]
    assert not any(r.startswith("new outlier") for r in got["reasons"])
    assert not got["clean"]                       # C is still an outlier with the set: clean means none at all
    t = paired_text(c)
    assert t.startswith("55.8% -> 56.5% on the same seeds; paired difference +0.8 points (95% -0.1 to +1.6, 400 pairs)")


def test_an_outlier_the_set_moved_is_new_and_fails_the_set():
    games, games0 = near_threshold_games(20)
    got = judge_edit_of_a(games, games0)
    [c] = got["new_outliers"]
    assert c["key"] == "c" and c["moved"] and c["paired"]["low"] > 0
    assert c["after"]["wins"] == 243
    assert got["flagged_only_with_set"] == [c]
    assert not got["confirmed"]
    assert any(r.startswith("new outlier: Faction c wins") and "the set moved it" in r for r in got["reasons"])
