"""Replication of a confirmation's outliers on fresh games (compiler/tune/stats.py `replicate`), known answers."""
from __future__ import annotations

import math
import random

import pytest

from compiler.tune import stats as st


def test_one_sided_p_known_answers():
    # Φ(-1.6448536) = 0.05, Φ(-1.959964) = 0.025: high flags read the upper tail, low flags the lower one.
    assert st.one_sided_p(1.6448536269514722, "high") == pytest.approx(0.05, abs=1e-9)
    assert st.one_sided_p(-1.959963984540054, "low") == pytest.approx(0.025, abs=1e-9)
    assert st.one_sided_p(0.0, "high") == pytest.approx(0.5)
    # A result the other way than the flag: no evidence for it (p above one half).
    assert st.one_sided_p(-2.0, "high") == pytest.approx(1 - 0.022750131948179195, abs=1e-9)
    with pytest.raises(ValueError):
        st.one_sided_p(1.0, "up")


def test_replicate_z_p_and_holm_known_answer():
    # Worked by hand. Cards (share 0.4, n = 600, se = sqrt(0.24/600) = 0.02):
    #   x: 204/600 = 0.34, z = -3.0, p = Φ(-3) = 0.0013499 (low flag)
    #   y: 228/600 = 0.38, z = -1.0, p = 0.158655 (low flag)
    #   w: 276/600 = 0.46, z = +3.0 but flagged LOW: p = Φ(3) = 0.99865
    # Holm over the 3 flagged cards: 0.00135 <= 0.05/3 rejects x; then 0.1587 > 0.05/2 stops: y, w not found again.
    # A faction (share 0.25, n = 1200, se = 0.0125): 345/1200 = 0.2875, z = +3.0, p = 0.00135, alone in its group.
    flags = [("card", "x", "low", 204, 600, 0.4), ("card", "y", "low", 228, 600, 0.4),
             ("card", "w", "low", 276, 600, 0.4), ("faction", "m", "high", 345, 1200, 0.25)]
    x, y, w, m = st.replicate(flags)
    assert (x.z, y.z, w.z, m.z) == pytest.approx((-3.0, -1.0, 3.0, 3.0))
    assert (x.p, y.p, w.p, m.p) == pytest.approx((0.0013498980, 0.1586552539, 0.9986501020, 0.0013498980))
    assert [r.replicated for r in (x, y, w, m)] == [True, False, False, True]
    assert [r.group_size for r in (x, y, w, m)] == [3, 3, 3, 1]


def test_replicate_holm_steps_down():
    # Two low flags at p 0.02 and 0.026: 0.02 <= 0.05/2 rejects the first, then 0.026 <= 0.05/1 the second;
    # Bonferroni (0.025 each) would reject the first only.
    n, share = 10_000, 0.5
    se = math.sqrt(share * (1 - share) / n)
    def wins(p):      # the wins whose z gives one-sided p (rounded to a whole game: p checked from the result)
        return round((share + se * st._NORMAL.inv_cdf(p)) * n)
    a, b = st.replicate([("card", "a", "low", wins(0.02), n, share), ("card", "b", "low", wins(0.026), n, share)])
    assert a.p < 0.025 and 0.025 < b.p <= 0.05
    assert a.replicated and b.replicated


def test_replicate_too_few_games_never_replicates():
    [r] = st.replicate([("card", "x", "low", 0, 10, 0.4)])
    assert r.p == 1.0 and r.z == 0.0 and not r.replicated


def test_replicate_controls_the_chance_of_finding_again_a_member_on_its_share():
    # 2,000 fresh samples of four flagged members that sit exactly on their share: Holm at 5% finds any of them
    # again in at most about 5% of the samples (here the rate of a binomial draw; a loose bound for the noise).
    rng = random.Random(7)
    hits = 0
    trials = 2000
    for _ in range(trials):
        flags = []
        for k, share in enumerate((0.4, 0.45, 0.38, 0.25)):
            n = 600
            w = sum(rng.random() < share for _ in range(n))
            flags.append(("card", k, "low" if k % 2 else "high", w, n, share))
        hits += any(r.replicated for r in st.replicate(flags))
    assert hits / trials <= 0.05 + 3 * math.sqrt(0.05 * 0.95 / trials)


# --- the flag's own games pooled, corrected for the selection (stats.conditional_p) ---------------------------

def test_conditional_p_known_answers():
    # With a limit of 0 and t = 0 the p is an orthant probability: P(T ≥ 0, Z1 > 0) = 1/4 + asin(ρ)/(2π) with
    # ρ = corr(T, Z1) = w1, divided by P(Z1 > 0) = 1/2. Equal games: w1 = √½, asin = π/4, p = 3/4; n1 : n2 = 1 : 3:
    # w1 = ½, asin = π/6, p = 2/3.
    assert st.conditional_p(0.0, 100, 0.0, 100, 0.0) == pytest.approx(0.75, abs=1e-6)
    assert st.conditional_p(0.0, 100, 0.0, 300, 0.0) == pytest.approx(2 / 3, abs=1e-6)
    # No fresh games: the flag's sample alone given its selection, P(Z1 ≥ z1)/P(Z1 > c).
    assert st.conditional_p(3.6, 600, 1.0, 0, 3.45) == pytest.approx(
        math.erfc(3.6 / math.sqrt(2)) / math.erfc(3.45 / math.sqrt(2)), rel=1e-9)
    # No flag games: the fresh games alone, P(Z2 ≥ z2).
    assert st.conditional_p(9.0, 0, 1.6448536269514722, 600, 3.45) == pytest.approx(0.05, abs=1e-9)
    # A flag barely past its limit carries no evidence beyond its selection (a member on its share that is
    # flagged sits about 1/c past the limit): pooled with a fresh z of 1.67 it is weaker than the fresh games
    # alone; a flag far past it (z1 = 5) adds evidence.
    assert st.conditional_p(3.6, 600, 1.67, 600, 3.45) > st.one_sided_p(1.67, "high")
    assert st.conditional_p(5.0, 600, 1.67, 600, 3.45) < st.one_sided_p(1.67, "high") / 10


def _truncated(rng, limit):
    """A standard normal drawn given that it passed `limit` (what a flag's z is for a member on its share)."""
    tail = 0.5 * math.erfc(limit / math.sqrt(2))
    return -st._NORMAL.inv_cdf(rng.random() * tail)


def test_conditional_p_is_uniform_for_a_member_on_its_share_whichever_flag_chose_it():
    # Members on their share flagged by chance (z1 past 3.45, as simulate's card test over 88 cards), fresh z2
    # standard normal: the pooled test corrected for the selection calls them found again at its level, 5% and 1%.
    rng = random.Random(3)
    ps = [st.conditional_p(_truncated(rng, 3.45), 600, rng.gauss(0, 1), 600, 3.45, steps=200) for _ in range(3000)]
    for level in (0.05, 0.01, 0.5):
        rate = sum(p <= level for p in ps) / len(ps)
        assert abs(rate - level) <= 3 * math.sqrt(level * (1 - level) / len(ps)), (level, rate)
    # Pooled without the correction the flag's games would be counted as evidence: nearly every one "found".
    naive = sum(st.one_sided_p((_truncated(rng, 3.45) + rng.gauss(0, 1)) / math.sqrt(2), "high") <= 0.05
                for _ in range(1000)) / 1000
    assert naive > 0.5


def test_conditional_p_finds_a_member_truly_off_its_share_more_often_than_the_fresh_games_alone():
    # A card whose true gap gives z ≈ 3.13 on 2,000 games (Victor Kessler in the A/A study), flagged (z1 past 3.45)
    # and tested again on as many fresh games, at Holm's first step over four flagged cards (0.0125).
    rng = random.Random(5)
    alone = pooled = 0
    trials = 1500
    for _ in range(trials):
        while (z1 := rng.gauss(3.13, 1)) <= 3.45:
            pass
        z2 = rng.gauss(3.13, 1)
        alone += st.one_sided_p(z2, "high") <= 0.0125
        pooled += st.conditional_p(z1, 600, z2, 600, 3.45, steps=200) <= 0.0125
    assert pooled > alone
    assert 0.78 <= alone / trials <= 0.86 and 0.83 <= pooled / trials <= 0.91


def test_replicate_pools_the_flag_games_when_given():
    # As test_replicate_z_p_and_holm_known_answer, x now at z -2.0 fresh (216/600) and flagged at z -5.0 on 600
    # games (limit 3.45): fresh alone p = Φ(-2) = 0.02275 misses Holm's 0.05/3; pooled with its flag, corrected
    # for the selection, p = 0.000795 passes. y (flagged at -3.5, fresh -1.0) and w (fresh +3.0) stay not found.
    flags = [("card", "x", "low", 216, 600, 0.4, -5.0, 600, 3.45), ("card", "y", "low", 228, 600, 0.4, -3.5, 600, 3.45),
             ("card", "w", "low", 276, 600, 0.4, -3.6, 600, 3.45)]
    x, y, w = st.replicate(flags)
    assert x.p_fresh == pytest.approx(0.0227501319, abs=1e-9)
    assert x.p == pytest.approx(st.conditional_p(5.0, 600, 2.0, 600, 3.45), rel=1e-12) and x.p < 0.05 / 3
    assert x.pooled_z == pytest.approx(-7.0 / math.sqrt(2))
    assert [r.replicated for r in (x, y, w)] == [True, False, False]
    # Without the flag's games the same counts do not find x again.
    assert not any(r.replicated for r in st.replicate([f[:6] for f in flags]))
