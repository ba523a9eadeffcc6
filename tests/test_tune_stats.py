"""The statistics of `syndicate tune` against answers worked out by hand (compiler/tune/stats.py)."""
from __future__ import annotations

import math
import random

import pytest

from compiler.tune import stats as st


def test_paired_difference_known_answer():
    # d = y - x = [1, 0, -1, 0]: mean 0, sample variance 2/3, se sqrt(2/3 / 4) = sqrt(1/6).
    got = st.paired_difference([0, 1, 1, 0], [1, 1, 0, 0])
    assert got.mean == 0
    assert got.se == pytest.approx(math.sqrt(1 / 6))
    assert (got.low, got.high) == pytest.approx((-st.Z95 * math.sqrt(1 / 6), st.Z95 * math.sqrt(1 / 6)))
    assert got.n == 4


def test_paired_difference_all_equal_has_zero_width():
    got = st.paired_difference([1, 0, 1], [1, 0, 1])
    assert (got.mean, got.se, got.low, got.high) == (0, 0, 0, 0)


def test_paired_difference_needs_pairs():
    with pytest.raises(ValueError):
        st.paired_difference([1, 0], [1])
    assert math.isinf(st.paired_difference([1], [0]).se)


def test_regression_estimate_known_answer():
    # x = [0,0,1,1], y = [0,1,1,1]: var x 1/3, cov 1/6, beta 1/2. Baseline: mean 0.25 over N = 8, var 0.2.
    # f = 1/2, gamma = 1/4; estimate 0.75 - 0.5 * (0.5 - 0.25) = 0.625.
    # residual y - x/4 = [0, 1, .75, .75]: sample var 0.1875, /4 = 0.046875; + gamma² 0.2 / (8 - 4) = 0.003125.
    got = st.estimate([0, 0, 1, 1], [0, 1, 1, 1], base_mean=0.25, base_var=0.2, base_n=8)
    assert got.beta == pytest.approx(0.5)
    assert got.rate.mean == pytest.approx(0.625)
    assert got.rate.se == pytest.approx(math.sqrt(0.05))
    assert got.plain.mean == pytest.approx(0.75)
    assert got.plain.se == pytest.approx(math.sqrt(0.25 / 4))
    assert got.difference.mean == pytest.approx(0.25)
    assert got.correlation == pytest.approx((1 / 6) / math.sqrt(1 / 3 * 0.25))


def test_estimate_with_no_change_is_the_baseline_rate():
    # y = x on every seed: beta 1, and the estimate is the baseline's own mean over all its seeds.
    xs = [1, 0, 0, 1, 0, 0, 0, 1]
    got = st.estimate(xs, xs, base_mean=0.3, base_var=0.21, base_n=40)
    assert got.beta == 1
    assert got.rate.mean == pytest.approx(0.3)
    assert got.difference.mean == 0


def test_estimate_without_information_in_x_is_the_plain_mean():
    got = st.estimate([1, 1, 1, 1], [0, 1, 0, 1], base_mean=0.4, base_var=0.24, base_n=10)
    assert got.beta == 0
    assert got.rate.mean == pytest.approx(0.5)
    assert got.rate.se == pytest.approx(got.plain.se)


def test_estimate_on_every_baseline_seed_is_the_plain_mean():
    # S = B: x̄_S is x̄_B, there is nothing for x to correct.
    got = st.estimate([0, 1, 0, 1], [0, 1, 1, 1], base_mean=0.5, base_var=1 / 3, base_n=4)
    assert got.rate.mean == pytest.approx(0.75)


def test_estimate_refuses_seeds_outside_the_baseline():
    with pytest.raises(ValueError):
        st.estimate([0, 1, 0], [0, 1, 1], base_mean=0.5, base_var=0.25, base_n=2)


def _pairs(rng: random.Random, n: int, p: float, q: float, keep: float):
    """Correlated wins: y repeats x with probability `keep`, else is drawn afresh with rate q."""
    xs, ys = [], []
    for _ in range(n):
        x = int(rng.random() < p)
        y = x if rng.random() < keep else int(rng.random() < q)
        xs.append(x)
        ys.append(y)
    return xs, ys


def test_paired_estimate_covers_the_true_rate_about_95_percent_and_beats_the_plain_mean():
    """Monte Carlo with a known answer: x ~ Bernoulli(.35); y keeps x with probability .6, else Bernoulli(.2),
    so E[y] = .6·.35 + .4·.2 = .29. The 95% interval should hold .29 in about 95% of runs, and be narrower
    than the plain interval of y alone (the pairs carry information)."""
    rng = random.Random(20261126)
    true = 0.6 * 0.35 + 0.4 * 0.2
    covered, narrower, runs = 0, 0, 1500
    for _ in range(runs):
        bx, by = _pairs(rng, 600, 0.35, 0.2, 0.6)
        base_mean = sum(bx) / len(bx)
        base_var = sum((v - base_mean) ** 2 for v in bx) / (len(bx) - 1)
        got = st.estimate(bx[:150], by[:150], base_mean, base_var, len(bx))
        covered += got.rate.low <= true <= got.rate.high
        narrower += got.rate.se < got.plain.se
    assert 0.93 <= covered / runs <= 0.97
    assert narrower / runs > 0.95


def test_z_for_shares_alpha_over_looks():
    assert st.z_for(0.05) == pytest.approx(1.959964, abs=1e-6)
    assert st.z_for(0.05, 4) == pytest.approx(2.497705, abs=1e-6)


@pytest.mark.parametrize("mean, se, n, verdict", [
    (0.40, 0.03, 100, st.ABOVE),      # 0.40 - 1.96·0.03 = 0.341 > 0.25
    (0.10, 0.03, 100, st.BELOW),      # 0.10 + 0.059 < 0.25
    (0.26, 0.015, 100, st.FAIR),      # holds .25, half-width 0.029 <= 0.04
    (0.26, 0.05, 100, None),          # holds .25 but ±0.098: play on
    (0.40, 0.03, 10, None),           # too few pairs to judge
    (0.40, math.inf, 100, None),
])
def test_stopping_rule(mean, se, n, verdict):
    assert st.decide(mean, se, n, goal=0.25, tolerance=0.04, z=st.Z95, min_n=30) == verdict


def test_stopping_rule_edge_exactly_at_goal_is_not_above():
    # lo == goal: the interval still holds the goal.
    assert st.decide(0.25 + st.Z95 * 0.05, 0.05, 50, 0.25, 0.01, st.Z95, 30) is None


def test_race_stops_decided_runners_and_halves_the_rest():
    rs = [st.Runner("a", -1, mean=0.40, se=0.03, n=80, verdict=st.ABOVE),
          st.Runner("b", -2, mean=0.27, se=0.04, n=80),
          st.Runner("c", 1, mean=0.45, se=0.04, n=80),
          st.Runner("d", 2, mean=0.33, se=0.04, n=80),
          st.Runner("e", -1, mean=0.30, se=0.04, n=80),
          st.Runner("f", 1, mean=0.36, se=0.04, n=80)]
    alive = st.race(rs, goal=0.25, keep=2)
    # a has a verdict; of b..f (5 undecided) the best ceil(5/2) = 3 by distance in se go on: b (.5), e (1.25), d (2).
    assert [r.key for r in alive] == ["b", "d", "e"]
    assert rs[2].dropped and rs[5].dropped and rs[0].dropped is None


def test_race_lets_a_runner_that_has_not_played_go_on():
    rs = [st.Runner("a", -1, mean=0.3, se=0.02, n=80), st.Runner("b", -2, mean=0.28, se=0.02, n=80),
          st.Runner("c", 1, mean=0.5, se=0.02, n=80), st.Runner("new", -3)]
    assert [r.key for r in st.race(rs, 0.25, keep=2)] == ["a", "b", "new"]


def test_race_keeps_at_least_keep():
    rs = [st.Runner("a", 1, mean=0.3, se=0.05, n=40), st.Runner("b", 2, mean=0.5, se=0.05, n=40)]
    assert [r.key for r in st.race(rs, 0.25, keep=2)] == ["a", "b"]


def test_race_once_fair_only_smaller_edits_play_on():
    rs = [st.Runner("big", -2, mean=0.25, se=0.01, n=200, verdict=st.FAIR),
          st.Runner("small", -1, mean=0.28, se=0.03, n=80),
          st.Runner("other", 2, mean=0.3, se=0.03, n=80)]
    alive = st.race(rs, 0.25)
    assert [r.key for r in alive] == ["small"]
    assert rs[2].dropped == "a smaller or equal edit of the same number is already fair"


def test_choose_the_smallest_edit_whose_interval_holds_the_goal():
    rs = [st.Runner("two", -2, mean=0.25, se=0.01, n=200, verdict=st.FAIR),
          st.Runner("one", -1, mean=0.29, se=0.025, n=200, dropped="played its --games"),   # 0.241..0.339 holds .25
          st.Runner("one_b", 1, mean=0.45, se=0.02, n=200, verdict=st.ABOVE)]
    assert st.choose(rs, 0.25).key == "one"
    rs[1].mean = 0.35                                                                        # 0.301.. misses it
    assert st.choose(rs, 0.25).key == "two"
    assert st.choose([rs[2]], 0.25) is None


def test_choose_prefers_an_estimate_near_the_goal_and_never_a_halved_runner():
    rs = [st.Runner("two", -2, mean=0.26, se=0.012, n=400, dropped="played its --games"),
          st.Runner("one", -1, mean=0.29, se=0.025, n=400, dropped="played its --games"),   # holds .25, 4 points off
          st.Runner("one_h", 1, mean=0.25, se=0.05, n=40, dropped="halved: further from the fair share than the others")]
    assert st.choose(rs, 0.25).key == "one"                  # near=0: the smallest edit that holds it
    assert st.choose(rs, 0.25, near=0.02).key == "two"       # within 2 points of the goal comes first
    assert st.choose(rs[1:], 0.25, near=0.02).key == "one"   # none near: the smallest that holds it
    assert st.choose(rs[2:], 0.25) is None                   # halved on 40 games: never chosen
    # A card tuned again (strict): only an estimate within `near` of the goal; none near is no edit at all.
    assert st.choose(rs, 0.25, near=0.02, strict=True).key == "two"
    assert st.choose(rs[1:], 0.25, near=0.02, strict=True) is None   # "one" holds .25 but sits 4 points off


def test_explanation_compares_the_seats_with_the_card_to_the_others_and_to_the_edit():
    from compiler.tune.explain import explain

    def game(factions, actions):
        return {"factions": factions, "actions": actions, "held": [[] for _ in factions]}
    games = [game(["m", "a"], [{"takeover": 9, "pass": 4}, {"takeover": 8, "pass": 2}]),
             game(["b", "m"], [{"takeover": 7, "pass": 2}, {"takeover": 9, "pass": 5}])]
    edited = [game(["m", "a"], [{"takeover": 8, "pass": 3}, {"takeover": 8, "pass": 2}])]
    got = explain(games, "m", "The M", "faction", edited)
    assert (got["seat_games_with_card"], got["seat_games_others"]) == (2, 2)
    rows = {r["action"]: r for r in got["actions"]}
    assert rows["pass"] == {"action": "pass", "with_card": 4.5, "others": 2.0, "with_edit": 3.0}
    assert rows["takeover"] == {"action": "takeover", "with_card": 9.0, "others": 7.5, "with_edit": 8.0}
    # pass: 2.5 / sqrt(3.35) = 1.37 before takeover: 1.5 / sqrt(8.35) = 0.52.
    assert [r["action"] for r in got["actions"]] == ["pass", "takeover"]
    assert got["text"].startswith("With The M, the seat leading it does: pass 4.50 a game against 2.00 for the others "
                                  "(3.00 with the edit)")


def test_explanation_of_a_card_uses_the_seats_holding_it():
    from compiler.tune.explain import explain
    games = [{"factions": ["a", "b"], "actions": [{"hit": 3}, {"hit": 1}], "held": [["c1"], ["c2"]]}]
    got = explain(games, "c1", "C1", "card")
    assert got["actions"] == [{"action": "hit", "with_card": 3.0, "others": 1.0}]
    assert "a seat holding it at the end" in got["text"]
    assert explain(games, "nobody", "N", "card") is None


def test_a_further_step_is_tried_when_the_number_trends_towards_the_goal():
    """--max-step: a -2 edit still above the fair share earns a -3 when its paired difference points down,
    or when the +2 edit of the same number sits higher still (the trend seen from both sides)."""
    from compiler.tune.edits import Edit, Site
    from compiler.tune.search import Tuner

    site = Site("m", "mob", "mobs.yaml", ("cards", 0, "x"), 3, 5, "3", 3, 0, 9, field="x")

    def entry(step, rate, diff):
        rate_i = st.Interval(rate, 0.02, rate - 0.04, rate + 0.04, 100)
        diff_i = st.Interval(diff, 0.02, diff - 0.04, diff + 0.04, 100)
        return {"edit": Edit(site, 3 + step), "estimate": st.Estimate(rate_i, rate_i, diff_i, 0.5, 0.5)}
    down = entry(-2, 0.33, -0.04)
    assert Tuner._helps(down, {"d": down}, toward=-1)
    flat = entry(-2, 0.37, 0.01)
    up = entry(2, 0.47, 0.10)
    assert Tuner._helps(flat, {"f": flat, "u": up}, toward=-1)
    low_up = entry(2, 0.30, -0.07)
    assert not Tuner._helps(flat, {"f": flat, "u": low_up}, toward=-1)
    assert not Tuner._helps(flat, {"f": flat}, toward=-1)


def test_rates_with_edit_scale_the_paired_difference_to_the_games_the_edit_reaches():
    # a: 40 wins in 100 games; the edit reaches all 100 (a's own games), d = [-1, 0, 0, 0]: 40 - 25 = 15 wins.
    # b: 25 in 100; the edit reaches 40 of them, d = [1, 0]: 25 + 40 * 0.5 = 45 wins.
    # c: no pair played with c: its base rate.
    got = st.rates_with_edit({"a": (40, 100), "b": (25, 100), "c": (30, 60)},
                             {"a": [-1, 0, 0, 0], "b": [1, 0]}, {"a": 100, "b": 40, "c": 20})
    assert got == pytest.approx({"a": 0.15, "b": 0.45, "c": 0.5})


def test_health_is_the_sum_of_squared_z_at_the_confirmations_size():
    # fair 0.25, var 0.1875; a sits at 1000 of 2000 games: (0.1)² * 1000 / 0.1875 = 53.33;
    # b at 500: (0.2)² * 500 / 0.1875 = 106.67; c at its share: 0.
    got = st.health({"a": 0.15, "b": 0.45, "c": 0.25}, {"a": 0.5, "b": 0.25, "c": 0.25}, 0.25, 2000)
    assert got == pytest.approx(160.0)
    assert st.health({"a": 0.25}, {"a": 1.0}, 0.25, 2000) == 0


def test_race_keeps_the_best_candidate_of_each_number():
    # In se from .25: p1 0.67, p2 1, p3 3.33, q1 5, q2 7.33. Halving alone keeps ceil(5/2) = 3: p1, p2, p3;
    # q1 is the best edit of the other number, so it plays on too.
    rs = [st.Runner("p1", -1, site="power", mean=0.27, se=0.03, n=80),
          st.Runner("p2", -2, site="power", mean=0.28, se=0.03, n=80),
          st.Runner("p3", 1, site="power", mean=0.35, se=0.03, n=80),
          st.Runner("q1", -1, site="gain", mean=0.40, se=0.03, n=80),
          st.Runner("q2", 1, site="gain", mean=0.47, se=0.03, n=80)]
    assert [r.key for r in st.race(rs, 0.25, keep=2)] == ["p1", "p2", "p3", "q1"]
    assert rs[4].dropped.startswith("halved") and rs[3].dropped is None
    for r in rs:
        r.site, r.dropped = None, None
    assert [r.key for r in st.race(rs, 0.25, keep=2)] == ["p1", "p2", "p3"]   # no numbers named: halving alone


def test_race_once_fair_only_smaller_edits_of_that_number_play_on():
    rs = [st.Runner("p2", -2, site="power", mean=0.25, se=0.01, n=200, verdict=st.FAIR),
          st.Runner("p3", -3, site="power", mean=0.22, se=0.03, n=80),
          st.Runner("q3", -3, site="gain", mean=0.28, se=0.03, n=80)]
    assert [r.key for r in st.race(rs, 0.25)] == ["q3"]                # another number's edit may be healthier
    assert rs[1].dropped == "a smaller or equal edit of the same number is already fair"


def test_choose_the_healthiest_of_the_edits_that_hold_the_goal():
    rs = [st.Runner("p", -1, site="power", mean=0.26, se=0.015, n=400, verdict=st.FAIR, health=30.0),
          st.Runner("q", -3, site="gain", mean=0.255, se=0.015, n=400, verdict=st.FAIR, health=9.5),
          st.Runner("r", -2, site="gain", mean=0.33, se=0.015, n=400, verdict=st.ABOVE, health=2.0)]
    assert st.choose(rs, 0.25, near=0.02).key == "q"       # r is healthier but does not bring the card back
    for r in rs:
        r.health = None
    assert st.choose(rs, 0.25, near=0.02).key == "p"       # without scores: the smallest edit, as before


def test_race_ranks_no_runner_on_fewer_than_min_n_pairs():
    # After the first look (40 pairs each) nobody is halved: a ranking by 40 pairs is mostly luck.
    rs = [st.Runner(k, -1, mean=m, se=0.07, n=40) for k, m in (("a", 0.26), ("b", 0.33), ("c", 0.45))]
    assert [r.key for r in st.race(rs, 0.25, keep=2, min_n=80)] == ["a", "b", "c"]
    for r in rs:
        r.n = 120
    assert [r.key for r in st.race(rs, 0.25, keep=2, min_n=80)] == ["a", "b"]


# --- "new" means the set moved it: the paired test on the same seeds -----------------------------------------

def test_moved_a_known_move_is_significant_in_its_direction():
    # d = y - x = [1, 1, 1, 0, 0, 0, 0, 0, 1, 0]: mean 0.4; sum of squares about it 4·0.36 + 6·0.16 = 2.4,
    # sample variance 2.4 / 9 = 0.26667, se = sqrt(0.26667 / 10) = 0.16330, z = 2.449 > 1.96: moved up.
    xs = [0, 0, 0, 0, 1, 1, 1, 1, 0, 0]
    ys = [1, 1, 1, 0, 1, 1, 1, 1, 1, 0]
    got = st.moved(xs, ys, "high")
    assert got.moved
    assert got.difference.mean == pytest.approx(0.4)
    assert got.difference.se == pytest.approx(0.163299, abs=1e-6)
    assert got.difference.low == pytest.approx(0.4 - 1.959964 * 0.163299, abs=1e-5)       # 0.07994
    assert got.z == pytest.approx(2.449490, abs=1e-6)


def test_moved_a_known_non_move_is_not_significant():
    # d = [1, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 1]: mean 1/12 = 0.08333; sum of squares 2·(0.91667)² + (1.08333)²
    # + 9·(0.08333)² = 1.68056 + 1.17361 + 0.0625 = 2.91667, variance 2.91667 / 11 = 0.26515, se 0.14865,
    # z = 0.561: not moved.
    xs = [0] * 9 + [1, 0, 0]
    ys = [1] + [0] * 10 + [1]
    ys[9] = 0
    got = st.moved(xs, ys, "high")
    assert not got.moved
    assert got.difference.mean == pytest.approx(1 / 12)
    assert got.z == pytest.approx(0.560612, abs=1e-5)
    assert got.difference.low < 0 < got.difference.high


def test_moved_direction_matters():
    # The same significant rise (first test) is no move into a "low" outlier; a significant fall is.
    xs = [0, 0, 0, 0, 1, 1, 1, 1, 0, 0]
    ys = [1, 1, 1, 0, 1, 1, 1, 1, 1, 0]
    assert st.moved(xs, ys, "high").moved
    assert not st.moved(xs, ys, "low").moved
    assert st.moved(ys, xs, "low").moved                   # swapped: d = -0.4 with the same se
    assert not st.moved(ys, xs, "high").moved
    with pytest.raises(ValueError):
        st.moved(xs, ys, "up")


def test_moved_zero_variance_decided_by_the_mean():
    # Every pair moved by +0.5: no variance, every seed the same way: moved (z infinite), and not a "low" move.
    got = st.moved([0.0, 0.0, 0.0], [0.5, 0.5, 0.5], "high")
    assert got.moved and got.difference.se == 0 and got.z == math.inf
    assert not st.moved([0.0, 0.0, 0.0], [0.5, 0.5, 0.5], "low").moved
    # Nothing changed on any seed: no move either way, z 0.
    same = st.moved([1, 0, 1, 0], [1, 0, 1, 0], "high")
    assert not same.moved and same.z == 0
    assert not st.moved([1, 0, 1, 0], [1, 0, 1, 0], "low").moved
    # One pair is never a move, however large.
    assert not st.moved([0], [1], "high").moved


# --- the health gate ------------------------------------------------------------------------------------------

def test_pushed_out_names_a_faction_the_edit_would_push_beyond_the_threshold():
    # fair 0.25, var 0.1875, 2000 games, each faction at the table in half of them: m = 1000, sd of a rate
    # sqrt(0.1875 / 1000) = 0.013693. limit 2.5: beyond when |rate - 0.25| > 0.034233.
    share = {"a": 0.5, "b": 0.5, "c": 0.5, "d": 0.5}
    base = {"a": 0.40, "b": 0.26, "c": 0.20, "d": 0.24}       # a is an outlier already (z 10.95), c at -3.65 too
    rates = {"a": 0.25, "b": 0.29, "c": 0.20, "d": 0.285}     # b: +0.04, z 2.92 > 2.5: pushed; d: 0.035, z 2.556
    assert st.pushed_out(rates, base, share, 0.25, 2000, 2.5, own="a") == ["b", "d"]
    # c was beyond the threshold in the base games already: not the edit's doing. a is the target's own.
    rates["a"] = 0.40
    assert st.pushed_out(rates, base, share, 0.25, 2000, 2.5, own="a") == ["b", "d"]
    assert st.pushed_out(rates, base, share, 0.25, 2000, 2.5) == ["b", "d"]    # a was beyond in the base too
    assert st.pushed_out({"b": 0.28}, base, share, 0.25, 2000, 2.5) == []        # z 2.19: within
    # With fewer confirmation games the same rate is within the threshold: 1000 games, m = 500, z 2.066.
    assert st.pushed_out({"b": 0.29}, base, share, 0.25, 1000, 2.5) == []


def test_choose_refuses_an_edit_that_pushes_another_faction_out():
    rs = [st.Runner("p", -1, site="power", mean=0.26, se=0.015, n=400, verdict=st.FAIR, health=9.0,
                    pushes=("b",)),
          st.Runner("q", -3, site="gain", mean=0.255, se=0.015, n=400, verdict=st.FAIR, health=30.0)]
    assert st.choose(rs, 0.25, near=0.02).key == "q"       # healthier by its score, but it pushes b out
    rs[1].pushes = ("c",)
    # Every edit that holds the goal pushes one out: nothing to choose between, the healthiest is kept (its
    # `pushes` tells the caller to say so); a card far above its share masks the faction it "pushes out".
    assert st.choose(rs, 0.25, near=0.02).key == "p"
    rs.append(st.Runner("r", -2, site="gain", mean=0.34, se=0.015, n=400, verdict=st.ABOVE, health=1.0))
    assert st.choose(rs, 0.25, near=0.02).key == "p"       # r does not hold the goal: never a fallback


@pytest.mark.parametrize("mean, se, n, holds", [
    (0.270, 0.020, 400, True),     # |0.014| <= 0.04, and 0.2308..0.3092 holds 0.256
    (0.300, 0.030, 400, False),    # the interval 0.2412..0.3588 holds 0.256, but it is 0.044 off: beyond the tolerance
    (0.280, 0.005, 400, False),    # 0.024 off, within the tolerance, but 0.2702..0.2898 misses 0.256
    (0.220, 0.019, 400, True),     # 0.036 below: 0.1828..0.2572 just holds it
    (0.220, 0.018, 400, False),    # 0.1847..0.2553: misses it by 0.0007
    (0.256, 0.010, 29, False),     # on the goal, but on fewer than min_n pairs
    (0.256, math.inf, 400, False),  # no interval
])
def test_holds_out_known_answers(mean, se, n, holds):
    assert st.holds_out(mean, se, n, 0.256, 0.04, min_n=30) is holds


def test_holds_out_on_a_card_measure_around_zero():
    # A card's measure is its share above expected (goal 0), its tolerance scaled by the games it is in play in:
    # 0.04 * 0.3 = 0.012. A held-out mean of +0.010 with se 0.006 holds (-0.0018..0.0218); +0.013 is too far.
    assert st.holds_out(0.010, 0.006, 400, 0.0, 0.012)
    assert not st.holds_out(0.013, 0.004, 400, 0.0, 0.012)


# --- Holm's correction over a group (who the set moved, judged over every member) ----------------------------

def test_p_value_known_answers():
    assert st.p_value(1.959963984540054) == pytest.approx(0.05, abs=1e-12)
    assert st.p_value(-2.575829303549) == pytest.approx(0.01, abs=1e-9)
    assert st.p_value(0.0) == pytest.approx(1.0)
    assert st.p_value(math.inf) == 0.0 and st.p_value(-math.inf) == 0.0


def test_holm_known_answers():
    # m = 4 at alpha 0.05: sorted 0.010 <= 0.05/4 = 0.0125 rejected; 0.015 <= 0.05/3 = 0.01667 rejected;
    # 0.030 > 0.05/2 = 0.025: stop, so 0.030 and 0.040 stand (Bonferroni, 0.0125 for all, would reject one only).
    assert st.holm([0.040, 0.010, 0.030, 0.015]) == [False, True, False, True]
    # Step-down stops at the first failure: 0.02 > 0.05/3 stops it, though 0.03 <= 0.05/2 and 0.04 <= 0.05/1.
    assert st.holm([0.02, 0.03, 0.04]) == [False, False, False]
    assert st.holm([0.001, 0.02, 0.04]) == [True, True, True]           # 0.001 <= 1/60, 0.02 <= 0.025, 0.04 <= 0.05
    assert st.holm([]) == []
    assert st.holm([0.05]) == [True] and st.holm([0.0501]) == [False]


def test_holm_the_check_of_run_5_mad_dog_tully():
    # Run 5's check: Mad Dog Tully's paired z 2.40 (p 0.0163) is significant at 95% alone, but with about 88 cards
    # tested Holm needs p <= 0.05 / 88 = 0.00057 for the smallest p, and it is not the smallest.
    p = st.p_value(2.40)
    assert p == pytest.approx(0.0164, abs=1e-4)
    ps = [p, st.p_value(3.01)] + [0.5] * 86
    assert st.holm(ps) == [False] * 88
