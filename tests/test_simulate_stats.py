"""Statistics of the balance report: intervals, tests, aggregation and outliers (pure functions)."""
from __future__ import annotations

import math

import pytest

from compiler.simulate import stats
from compiler.simulate.seeds import game_seed, game_seeds


def test_wilson_matches_published_values():
    # Wilson 95% interval of 81/263 (Wikipedia's worked example in Newcombe 1998: 0.2553-0.3662).
    lo, hi = stats.wilson(81, 263)
    assert lo == pytest.approx(0.2553, abs=5e-4)
    assert hi == pytest.approx(0.3662, abs=5e-4)
    # At the edges the interval stays inside [0, 1] and is not empty.
    lo, hi = stats.wilson(0, 10)
    assert lo == 0.0 and 0.25 < hi < 0.35
    lo, hi = stats.wilson(10, 10)
    assert hi == 1.0 and 0.65 < lo < 0.75
    assert stats.wilson(0, 0) == (0.0, 1.0)


def test_two_proportion_z_test():
    # 30/100 against 45/100: z = 0.15 / sqrt(0.375 * 0.625 * 0.02) = 2.191
    z, p = stats.two_proportion_z(30, 100, 45, 100)
    assert z == pytest.approx(2.1909, abs=1e-3)
    assert p == pytest.approx(0.02846, abs=1e-3)
    z, p = stats.two_proportion_z(45, 100, 30, 100)
    assert z < 0
    assert stats.two_proportion_z(0, 10, 0, 10) == (0.0, 1.0)


def test_bonferroni_limit_grows_with_the_number_of_tests():
    assert stats.bonferroni_z(1) == pytest.approx(1.95996, abs=1e-4)
    assert stats.bonferroni_z(8) == pytest.approx(2.7344, abs=1e-3)
    assert stats.bonferroni_z(8) > stats.bonferroni_z(4)


def test_game_seed_depends_on_run_seed_and_index_only():
    assert game_seed(7, 3) == game_seed(7, 3)
    assert game_seed(7, 3) != game_seed(7, 4) != game_seed(8, 3)
    seeds = game_seeds(42, 1000)
    assert len(set(seeds)) == 1000
    assert all(0 <= s < 2**63 for s in seeds)
    assert seeds[10] == game_seed(42, 10)


# The pack names the faction kind and its labels; these tests use Crime Lords' (GAME["faction"] = "mob").
MOB = stats.Faction("mob", "Mob", "Mobs", {"boss_bonus": "Boss bonus"})


def _game(index, mobs, winners, turns=30, bonus=None, cards=None, winning=None):
    return {
        "index": index, "seed": index, "players": ["heuristic"] * len(mobs), "factions": mobs,
        "faction_fields": {"boss_bonus": bonus or [2] * len(mobs)}, "winners": winners,
        "reason": "rackets" if winners else "turn cap", "turns": turns, "decisions": 100,
        "cards_in_play": cards or [], "winning_cards": winning or [],
    }


def test_aggregate_counts_wins_by_mob_seat_bonus_and_no_winner_games():
    games = [
        _game(0, ["a", "b"], [0], bonus=[2, 3]),
        _game(1, ["b", "c"], [1], bonus=[3, 2]),
        _game(2, ["c", "a"], [], turns=300, bonus=[2, 2]),
        _game(3, ["a", "c"], [0, 1], bonus=[2, 2]),      # a shared win counts for both
    ]
    r = stats.aggregate(games, {"a": "Mob A"}, faction=MOB)
    mobs = {row["key"]: row for row in r["win_rate_by_mob"]}
    assert (mobs["a"]["wins"], mobs["a"]["games"], mobs["a"]["label"]) == (2, 3, "Mob A")
    assert (mobs["b"]["wins"], mobs["b"]["games"]) == (0, 2)
    assert (mobs["c"]["wins"], mobs["c"]["games"]) == (2, 3)
    seats = {row["key"]: row for row in r["win_rate_by_seat"]}
    assert (seats[0]["wins"], seats[1]["wins"]) == (2, 2)
    assert seats[0]["label"] == "seat 1"
    bonus = {row["key"]: row for row in r["win_rate_by_boss_bonus"]}
    assert (bonus[3]["wins"], bonus[3]["games"], bonus[3]["label"]) == (0, 2, "Boss bonus +3")
    assert r["no_winner"] == {"games": 1, "share": 0.25}
    assert r["shared_wins"] == 1
    assert r["fair_share"] == pytest.approx(4 / 8)
    assert r["reasons"] == {"rackets": 3, "turn cap": 1}
    assert r["game_length_turns"]["max"] == 300
    assert r["game_length_turns_decided"]["max"] == 30


def test_card_share_against_expected_share():
    # Card x is always with the winner, who holds half the cards in play: expected 50%, observed 100%.
    games = [_game(i, ["a", "b"], [0], cards=["x", "y", "z", "w"], winning=["x", "y"] if i % 2 else ["x", "z"])
             for i in range(40)]
    r = stats.aggregate(games)
    cards = {row["key"]: row for row in r["cards"]}
    assert cards["x"]["rate"] == 1.0 and cards["x"]["expected"] == 0.5
    assert cards["w"]["rate"] == 0.0
    assert cards["y"]["rate"] == 0.5
    flagged = {(o["group"], o["key"]) for o in r["outliers"]}
    assert ("card", "x") in flagged and ("card", "w") in flagged
    assert ("card", "y") not in flagged


def test_card_expected_share_is_counted_per_kind():
    # Winners hold both Rackets but only one Crook in three: a Racket is expected with them every time.
    games = [_game(i, ["a", "b"], [0], cards=["r1", "r2", "c1", "c2", "c3"], winning=["r1", "r2", "c1"])
             for i in range(5)]
    kinds = {"r1": "racket", "r2": "racket", "c1": "crook", "c2": "crook", "c3": "crook"}
    cards = {row["key"]: row for row in stats.aggregate(games, kinds=kinds)["cards"]}
    assert cards["r1"]["expected"] == 1.0
    assert cards["c2"]["expected"] == pytest.approx(1 / 3, abs=1e-6)
    mixed = {row["key"]: row for row in stats.aggregate(games)["cards"]}
    assert mixed["r1"]["expected"] == pytest.approx(3 / 5)


def test_outlier_named_in_plain_words():
    # Mob "boss" wins 3 games in 4 in 4-player games; everybody else shares the rest.
    games = []
    others = ["b", "c", "d", "e", "f", "g", "h"]
    for i in range(200):
        mobs = ["boss"] + [others[(i + k) % 7] for k in range(3)]
        winner = 0 if i % 4 else 1 + i % 3
        games.append(_game(i, mobs, [winner]))
    r = stats.aggregate(games, {"boss": "The Big Shots"}, faction=MOB)
    mob_outliers = [o for o in r["outliers"] if o["group"] == "mob"]
    assert [o["key"] for o in mob_outliers if o["direction"] == "high"] == ["boss"]
    text = next(o["text"] for o in mob_outliers if o["key"] == "boss")
    assert text.startswith("Mob The Big Shots wins 75% +/- ")
    assert "of 4-player games" in text and "fair share 25%" in text
    # Seat 1 always holds the strong Mob, so seat 1 stands out too.
    assert any(o["group"] == "seat" and o["key"] == 0 for o in r["outliers"])


def test_no_outlier_in_a_fair_batch():
    games = [_game(i, [m for m in "abcd"][i % 4:] + [m for m in "abcd"][:i % 4], [i % 4 if i % 8 < 4 else (i + 1) % 4])
             for i in range(400)]
    r = stats.aggregate(games, faction=MOB)
    assert [o for o in r["outliers"] if o["group"] == "mob"] == []


def test_compare_flags_a_significant_change_only():
    base = stats.aggregate([_game(i, ["a", "b"], [i % 2]) for i in range(200)], faction=MOB)
    changed = stats.aggregate([_game(i, ["a", "b"], [0 if i % 5 else 1]) for i in range(200)], faction=MOB)
    same = stats.aggregate([_game(i, ["a", "b"], [i % 2]) for i in range(200)], faction=MOB)
    cmp = stats.compare(base, changed, MOB)
    rows = {row["key"]: row for row in cmp["by_mob"]}
    assert rows["a"]["significant"] and rows["a"]["difference"] == pytest.approx(0.3)
    assert rows["a"]["z"] > 0 and rows["b"]["z"] < 0
    assert not any(row["significant"] for row in stats.compare(base, same, MOB)["by_mob"])
    assert cmp["test"] == "two-proportion z-test (pooled), Bonferroni over Mobs"


def test_group_keys_and_labels_come_from_the_faction_the_pack_names():
    crews = stats.Faction("crew", "Crew", "Crews", {"heat": "Heat"})
    games = [{**_game(i, ["x", "y"], [i % 2]), "faction_fields": {"heat": [1, 2]}} for i in range(40)]
    r = stats.aggregate(games, {"x": "The Xs"}, faction=crews)
    assert [k for k in r if k.startswith("win_rate_by_")] == ["win_rate_by_crew", "win_rate_by_seat",
                                                             "win_rate_by_heat", "win_rate_by_turn_order",
                                                             "win_rate_by_player_type"]
    assert r["win_rate_by_crew"][0]["label"] == "The Xs" and r["win_rate_by_heat"][1]["label"] == "Heat +2"
    cmp = stats.compare(r, r, crews)
    assert "by_crew" in cmp and cmp["test"].endswith("Bonferroni over Crews")


def test_distribution_percentiles():
    d = stats.distribution([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    assert (d["min"], d["max"], d["median"], d["mean"]) == (1, 10, 5.5, 5.5)
    assert d["p10"] == pytest.approx(1.9) and d["p90"] == pytest.approx(9.1)
    assert stats.distribution([])["count"] == 0
    assert math.isclose(stats.z_against(75, 100, 0.25), 11.547, rel_tol=1e-3)
