"""Who the set moved: every faction, card, seat and field value paired seed by seed, with Holm's correction
over its group (compiler/tune/confirm.py `moves`, compiler/tune/measures.py `every_pair`), on hand-made games."""
from __future__ import annotations

import random

import pytest

from compiler.simulate.stats import Faction, aggregate
from compiler.tune import stats as st
from compiler.tune.confirm import judge, moved_text, moves, paired_lines
from compiler.tune.measures import every_pair, every_value, outlier_value, pairs
from tests.test_tune_confirm import near_threshold_games

KINDS = {"x1": "crook", "x2": "crook", "x3": "crook", "r1": "racket", "r2": "racket", "a": "faction", "b": "faction",
         "c": "faction", "d": "faction"}


def card_game(i: int, rng: random.Random) -> dict:
    factions = rng.sample(["a", "b", "c", "d"], 3)
    winners = [rng.randrange(3)]
    in_play = sorted(rng.sample(["x1", "x2", "x3", "r1", "r2"], rng.randrange(1, 6)))
    winning = [c for c in in_play if rng.random() < 0.4]
    return {"index": i, "seed": 100 + i, "players": ["heuristic"] * 3, "factions": factions,
            "faction_fields": {"bonus": [rng.choice([1, 2, 3]) for _ in factions]}, "winners": winners,
            "cards_in_play": in_play, "winning_cards": winning}


def test_every_value_equals_outlier_value_for_every_member():
    rng = random.Random(3)
    for i in range(200):
        g = card_game(i, rng)
        got = every_value(g, "faction", KINDS)
        keys = ([("faction", f) for f in "abcd"] + [("card", c) for c in ["x1", "x2", "x3", "r1", "r2"]]
                + [("seat", s) for s in range(4)] + [("bonus", v) for v in (1, 2, 3, 4)])
        for group, key in keys:
            want = outlier_value(g, group, key, "faction", KINDS)
            have = got.get((group, key), (0.0, 0))
            assert have[1] == want[1] and have[0] == pytest.approx(want[0], abs=1e-12), (group, key, g)


def test_every_pair_equals_pairs_for_every_member():
    rng = random.Random(4)
    games0 = [card_game(i, rng) for i in range(150)]
    games = [card_game(i, rng) for i in range(150)]
    for g, g0 in zip(games, games0):
        g["seed"] = g0["seed"]
    games = games[:140] + [card_game(999, rng)]          # a seed only one side played: no pair
    got = every_pair(games, games0, "faction", KINDS)
    for (group, key), (xs, ys, unit) in got.items():
        want = pairs(games, games0, group, key, "faction", KINDS)
        assert xs == pytest.approx(want[0], abs=1e-12) and ys == pytest.approx(want[1], abs=1e-12)
        assert unit == pytest.approx(want[2])
    assert ("card", "x1") in got and ("seat", 2) in got and ("bonus", 3) in got


def test_moves_holm_over_the_group_known_answer():
    # 5 of C's 400 losses become wins with the set: d = 5/400 = 0.0125, var(d) = 0.0125 · 0.9875 · 400/399
    # = 0.012375, se = sqrt(0.012375 / 400) = 0.005562, z = 2.247, p = 0.0246: significant at 95% alone, but over
    # the group of factions B, C, D (A, the edited one, aside) Holm needs p <= 0.05 / 3 = 0.0167 for the smallest.
    games, games0 = near_threshold_games(5)
    found = moves(games, games0, "faction", {}, {("faction", "a")})
    c = found[("faction", "c")]
    assert c["difference"].mean == pytest.approx(0.0125)
    assert c["z"] == pytest.approx(2.2472, abs=1e-3) and c["p"] == pytest.approx(0.02463, abs=1e-4)
    assert c["group_size"] == 3 and not c["moved"]
    assert ("faction", "a") not in found
    # 20 flips: z 4.4, p 1e-5: moved with the correction too.
    games, games0 = near_threshold_games(20)
    assert moves(games, games0, "faction", {}, {("faction", "a")})[("faction", "c")]["moved"]


def judged(flips: int) -> dict:
    games, games0 = near_threshold_games(flips)
    fac = Faction("faction", "Faction", "Factions", {"bonus": "Bonus"})
    return judge(aggregate(games, {}, {}, fac), aggregate(games0, {}, {}, fac), [("faction", "a")], {"a": "A"},
                 "faction", lambda o: False, complete=True, games=games, games0=games0, kinds={})


def test_an_outlier_significant_alone_but_not_over_its_group_is_not_new_and_says_so():
    got = judged(5)                     # C: 228 of 400 with the set (z 2.8, flagged), 223 without (not flagged)
    [c] = got["flagged_only_with_set"]
    assert c["key"] == "c" and c["moved_uncorrected"] and not c["moved"]
    assert c["paired"]["corrected"] == {"p": pytest.approx(0.02463, abs=1e-4), "group_size": 3}
    assert got["new_outliers"] == [] and got["moved"] == [] and got["tested"] >= 3
    [line] = paired_lines([c])
    assert line.startswith("not shown moved: significant at 95% alone, not with Holm's correction over its group")


def test_the_set_moved_list_names_every_member_moved_over_its_group():
    got = judged(20)
    [c] = got["new_outliers"]
    assert c["moved"] and c["moved_uncorrected"]
    # C gained 20 seeds; B and D, its opponents in 7 and 7 of them (A, edited, in the other 6), each lost 7 of
    # their 266 and 267 pairs: 2.6 points, z -2.68, p 0.0074 <= 0.05 / 2 after C's 5e-6: moved too, not outliers.
    m, b, d = [m for m in got["moved"] if m["group"] == "faction"]
    assert (m["key"], m["group_size"], m["outlier"], m["pairs"]) == ("c", 3, True, 400)
    assert (b["key"], b["pairs"], b["outlier"], d["key"], d["pairs"]) == ("b", 266, False, "d", 267)
    assert b["difference"] == pytest.approx(-7 / 266, abs=1e-6) and b["p"] == pytest.approx(0.00745, abs=1e-4)
    assert m["difference"] == pytest.approx(0.05)
    assert moved_text(m).startswith("c: +5.0 points (95% ")
    assert "400 pairs; p " in moved_text(m) and "Holm over 3 factions); an outlier with the set" in moved_text(m)
    # The seat C sat in moved with it (C's wins are a seat's wins): its own group, its own correction.
    assert {m["group"] for m in got["moved"]} <= {"faction", "seat", "bonus"}
    assert st.holm([m["p"] for m in got["moved"]]) == [True] * len(got["moved"])
