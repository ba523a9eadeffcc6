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
