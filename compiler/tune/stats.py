"""The statistics of a tune: paired estimates, their intervals, when to stop, and the race.

Every candidate edit is played on seeds the baseline (the pack as it is)
already played, so each seed gives a pair: x, the measure without the edit,
and y, with it (common random numbers). For a faction card the measure is 1
when the seat holding it won, else 0.

- `paired_difference`: the edit's effect, the mean of d = y - x with a
  normal interval from the sample variance of d. The same seeds on both
  sides cancel much of the luck of the deal, so the effect is seen with
  fewer games than two independent samples would need.
- `estimate`: the candidate's own rate. The plain mean of y ignores what the
  pairs know; the regression (control-variate) estimator
  ȳ - β(x̄_S - x̄_B) corrects y's luck by x's, where x̄_S is the baseline's
  mean on the candidate's seeds S and x̄_B on all the baseline's seeds B ⊇ S.
  With S ⊂ B, x̄_S - x̄_B = (1 - f)(x̄_S - x̄_R) (f = n/N, R = B \\ S), so
  with γ = β(1 - f) its variance is Var(y - γx)/n + γ² Var(x)/(N - n).
  β is the sample regression slope cov(x, y)/var(x), kept in [0, 1]: with
  β = 0 this is the plain mean of y, with β = 1 the baseline's rate plus the
  paired difference.
- `decide`: the stopping rule of one candidate, after each look.
- `race`: which candidates go on after a round (racing plus successive halving;
  each number of the card keeps its best candidate in the race).
- `rates_with_edit`, `health`: what an edit does to every faction on the same
  paired seeds, and the metagame-health score of those rates (the sum of
  squared z a confirmation of the same size would see); `choose` prefers,
  among the edits whose interval holds the share, the healthiest.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from statistics import NormalDist

Z95 = 1.959963984540054
_NORMAL = NormalDist()


def z_for(alpha: float, looks: int = 1) -> float:
    """Two-sided |z| for error rate alpha shared over `looks` looks (Bonferroni)."""
    return _NORMAL.inv_cdf(1 - alpha / (2 * max(1, looks)))


def _mean(v: list[float]) -> float:
    return sum(v) / len(v) if v else 0.0


def _cov(a: list[float], b: list[float]) -> float:
    """Sample covariance (n - 1 in the denominator); 0 below two pairs."""
    n = len(a)
    if n < 2:
        return 0.0
    ma, mb = _mean(a), _mean(b)
    return sum((x - ma) * (y - mb) for x, y in zip(a, b)) / (n - 1)


@dataclass(frozen=True)
class Interval:
    mean: float
    se: float
    low: float
    high: float
    n: int

    def to_dict(self) -> dict:
        return {k: round(v, 6) if isinstance(v, float) else v for k, v in asdict(self).items()}


def paired_difference(xs: list[float], ys: list[float], z: float = Z95) -> Interval:
    """Mean of y - x over the pairs, with its normal interval (sample sd / sqrt n)."""
    if len(xs) != len(ys):
        raise ValueError("paired samples must have the same length")
    d = [y - x for x, y in zip(xs, ys)]
    n = len(d)
    m = _mean(d)
    se = math.sqrt(_cov(d, d) / n) if n >= 2 else math.inf
    return Interval(m, se, m - z * se, m + z * se, n)


@dataclass(frozen=True)
class Estimate:
    """A candidate's rate from its pairs and the baseline, with what went into it."""

    rate: Interval                 # the regression estimate of the candidate's mean
    plain: Interval                # the mean of y alone (what no pairing would give)
    difference: Interval           # the paired difference y - x
    beta: float                    # the slope used, in [0, 1]
    correlation: float             # of x and y over the pairs

    def to_dict(self) -> dict:
        return {"rate": self.rate.to_dict(), "plain": self.plain.to_dict(),
                "difference": self.difference.to_dict(), "beta": round(self.beta, 6),
                "correlation": round(self.correlation, 6)}


def estimate(xs: list[float], ys: list[float], base_mean: float, base_var: float, base_n: int,
             z: float = Z95, bounds: tuple[float, float] | None = (0.0, 1.0)) -> Estimate:
    """The candidate's mean from pairs (x_i, y_i) on seeds S and the baseline's mean over N >= n seeds."""
    n = len(ys)
    if len(xs) != n:
        raise ValueError("paired samples must have the same length")
    if base_n < n:
        raise ValueError("the pairs' seeds must be among the baseline's")
    vx, vy, cxy = _cov(xs, xs), _cov(ys, ys), _cov(xs, ys)
    beta = min(1.0, max(0.0, cxy / vx)) if vx > 0 else 0.0
    corr = cxy / math.sqrt(vx * vy) if vx > 0 and vy > 0 else 0.0
    f = n / base_n if base_n else 1.0
    gamma = beta * (1 - f)
    my, mx = _mean(ys), _mean(xs)
    mean = my - beta * (mx - base_mean) if f < 1 else my      # S = B: x̄_S is x̄_B, nothing to correct
    if n >= 2:
        resid = [y - gamma * x for x, y in zip(xs, ys)]
        var = _cov(resid, resid) / n + (gamma * gamma * base_var / (base_n - n) if base_n > n else 0.0)
        se = math.sqrt(max(var, 0.0))
        plain_se = math.sqrt(vy / n)
    else:
        se = plain_se = math.inf
    lo, hi = mean - z * se, mean + z * se
    plo, phi = my - z * plain_se, my + z * plain_se
    if bounds is not None:
        lo, hi = max(bounds[0], lo), min(bounds[1], hi)
        plo, phi = max(bounds[0], plo), min(bounds[1], phi)
    return Estimate(Interval(mean, se, lo, hi, n), Interval(my, plain_se, plo, phi, n),
                    paired_difference(xs, ys, z), beta, corr)


# --- stopping ------------------------------------------------------------------------

ABOVE, BELOW, FAIR = "above", "below", "fair"


def decide(mean: float, se: float, n: int, goal: float, tolerance: float, z: float, min_n: int) -> str | None:
    """The verdict on one candidate after a look, or None to play on.

    above / below: its interval (mean ± z·se) lies wholly on one side of the goal —
    the edit does not bring the card to its fair share, so its games stop.
    fair: the interval holds the goal and is no wider than ±tolerance — decided.
    Nothing is decided on fewer than `min_n` pairs (a few games can look very sure).
    """
    if n < min_n or not math.isfinite(se):
        return None
    lo, hi = mean - z * se, mean + z * se
    if lo > goal:
        return ABOVE
    if hi < goal:
        return BELOW
    if z * se <= tolerance:
        return FAIR
    return None


def holds_out(mean: float, se: float, n: int, goal: float, tolerance: float, z: float = Z95,
              min_n: int = 1) -> bool:
    """Whether an edit the race chose holds its goal on held-out seeds (seeds no candidate of the race played).

    The race chooses among many noisy estimates the one nearest the goal, so the chosen estimate is biased
    towards the goal (the winner's curse): an edit a few points off wins by luck. Its games on held-out seeds
    were not used to choose it, so their estimate is not biased by the choice. It holds when that estimate is
    within `tolerance` of the goal and its interval (mean ± z·se) holds the goal, on at least `min_n` pairs.
    """
    if n < min_n or not math.isfinite(se):
        return False
    return abs(mean - goal) <= tolerance and mean - z * se <= goal <= mean + z * se


@dataclass
class Runner:
    """A candidate in the race: its key, the size of its edit, and its latest look."""

    key: str
    step: int
    site: str | None = None           # the number it edits: the race keeps each number's best candidate
    mean: float = 0.0
    se: float = math.inf
    n: int = 0
    verdict: str | None = None        # above, below, fair; None while it runs
    dropped: str | None = None        # why it stopped without a verdict (halving, budget)
    health: float | None = None       # metagame health of its games (`health`); smaller is better
    pushes: tuple = ()                # factions its games would push beyond the confirmation's threshold (`pushed_out`)

    @property
    def alive(self) -> bool:
        return self.verdict is None and self.dropped is None

    def distance(self, goal: float) -> float:
        """How many standard errors its estimate sits from the goal (smaller is more promising)."""
        if not math.isfinite(self.se) or self.se == 0:
            return abs(self.mean - goal) * 1e9 if self.mean != goal else 0.0
        return abs(self.mean - goal) / self.se


def race(runners: list[Runner], goal: float, keep: int = 2, min_n: int = 1) -> list[Runner]:
    """After a round: the runners that play on. Verdicts are already set by `decide`.

    Racing: a runner with a verdict stops. Successive halving: of the runners
    still undecided, when more than `keep` remain, the better half (rounded up,
    at least `keep`) by distance from the goal in standard errors goes on; ties
    go to the smaller edit. The best undecided runner of each number (`site`)
    is never halved out: the choice weighs what an edit does to the other
    factions too (`choose`), so each number's nearest edit gets its games.
    Runners that have played fewer than `min_n` pairs (a further step that
    just joined, or every runner after the first look) go on unranked: a
    ranking by 40 pairs is mostly luck (the edit that brings the card back
    was halved out behind a smaller one in the measured runs and in the
    tests). Once a runner is judged fair, only smaller edits of the same
    number are worth playing (a larger one moves the card further past it).
    """
    alive = [r for r in runners if r.alive]
    fair: dict = {}
    for r in runners:
        if r.verdict == FAIR:
            fair[r.site] = min(abs(r.step), fair.get(r.site, abs(r.step)))
    for r in alive:
        if r.site in fair and abs(r.step) >= fair[r.site]:
            r.dropped = "a smaller or equal edit of the same number is already fair"
    alive = [r for r in alive if r.alive]
    new = [r for r in alive if r.n < max(1, min_n)]     # too few pairs to rank them by yet
    played = [r for r in alive if r.n >= max(1, min_n)]
    if len(played) > keep:
        ranked = sorted(played, key=lambda r: (r.distance(goal), abs(r.step), r.key))
        go_on = max(keep, math.ceil(len(played) / 2))
        best_of_site: dict = {}
        for r in ranked:
            if r.site is not None:
                best_of_site.setdefault(r.site, r)
        kept = ranked[:go_on] + [r for r in best_of_site.values() if r not in ranked[:go_on]]
        for r in ranked:
            if r not in kept:
                r.dropped = "halved: further from the fair share than the others"
        played = kept
    return sorted(played + new, key=lambda r: r.key)


def choose(runners: list[Runner], goal: float, z: float = Z95, near: float = 0.0, strict: bool = False) -> Runner | None:
    """The healthiest edit whose interval holds the goal; ties: the smallest, then the estimate nearest the goal.

    A runner halved out of the race is not chosen (the race judged it further from the goal than others, on
    fewer games). When some of the runners that qualify have their estimate within `near` of the goal, the
    choice is among those: the confirmation plays as many games as a designer's simulate, and a card whose
    true rate sits at the edge of a wide race interval fails it (`near` is half the fair verdict's tolerance).
    Among those, the runner whose games keep every faction nearest its share (smallest `health`) is chosen: an
    edit that brings its card back by pushing another faction out only moves the outlier (a runner without a
    health score counts as 0, so without scores this is the smallest edit). A runner that would push another
    faction beyond the confirmation's outlier threshold (`pushes`, from `pushed_out`) is refused while another
    edit holds the goal without doing so: the health is a gate as well as a tie-break. When every edit that
    holds the goal would push one out, the gate has nothing to choose between and the healthiest of them is
    chosen (its `pushes` says so): a card far above its share holds the others down, so the faction it
    "pushes out" is often one it masked (the measured runs' round 1), which the next round sees and tunes.
    `strict` (a card tuned again because its edit landed off its share): only a runner within `near` of the
    goal is chosen, else none — an edit that leaves the card as far off as before is no edit.
    """
    holds = [r for r in runners if r.verdict == FAIR or (
        r.verdict is None and r.n > 0 and math.isfinite(r.se) and not (r.dropped or "").startswith("halved")
        and r.mean - z * r.se <= goal <= r.mean + z * r.se)]
    ok = [r for r in holds if not r.pushes] or holds
    if not ok:
        return None
    close = [r for r in ok if abs(r.mean - goal) <= near] if near > 0 else []
    if strict and not close:
        return None
    return min(close or ok, key=lambda r: (r.health if r.health is not None else 0.0, abs(r.step),
                                           abs(r.mean - goal), r.key))


def rates_with_edit(base: dict[str, tuple[int, int]], diffs: dict[str, list[float]],
                    reach: dict[str, int]) -> dict[str, float]:
    """Each faction's win rate over the base games, had the edit been played in every game it changes.

    `base[f]`: (wins, games) of faction f in all N base games; `diffs[f]`: the paired differences y - x of f
    (1 won, 0 lost) on the seeds the candidate has played with f at the table; `reach[f]`: how many of f's base
    games the edit would change (the candidate's seeds with f: for a faction card, the games it is dealt in;
    for any other card, all). The games it does not change keep their result, so the rate is
    (wins + reach · mean(d)) / games: the base rate plus the paired difference, scaled to the share of f's
    games the edit reaches (a control-variate estimate with β = 1).
    """
    out = {}
    for f, (wins, games) in base.items():
        if games == 0:
            continue
        d = diffs.get(f) or []
        out[f] = (wins + (reach.get(f, 0) * sum(d) / len(d) if d else 0.0)) / games
    return out


def health(rates: dict[str, float], share: dict[str, float], fair: float, games: int) -> float:
    """Metagame health: the sum over factions of z², z = (rate - fair) / sqrt(fair(1 - fair) / m), where
    m = share[f] · games is how often f sits at the table in a simulate of `games` games (smaller is
    healthier; with every faction at its fair share it is 0, and with none off beyond chance it is about the
    number of factions). The same scale as simulate's outlier z-tests, at the confirmation's size."""
    if not 0 < fair < 1:
        return 0.0
    var = fair * (1 - fair)
    return sum((r - fair) ** 2 * share.get(f, 0.0) * games / var for f, r in rates.items())


# --- did the set move it? -----------------------------------------------------------

@dataclass(frozen=True)
class Shift:
    """The paired difference of one measure on the same seeds (with the set − without it), and whether it is
    significant in the direction `direction` ("high": the set raised it; "low": it lowered it)."""

    difference: Interval
    direction: str
    moved: bool

    @property
    def z(self) -> float:
        d = self.difference
        if d.n < 2:
            return 0.0
        if d.se == 0:
            return 0.0 if d.mean == 0 else math.copysign(math.inf, d.mean)
        return d.mean / d.se


def moved(xs: list[float], ys: list[float], direction: str, z: float = Z95) -> Shift:
    """Whether the set moved a measure, judged on pairs (x without the set, y with it) of the same seeds.

    Two-sided at 95% by default and not corrected for the number of outliers judged: strict toward calling an
    outlier new (made by the set). Moved means the paired difference's interval (mean of y − x ± z·sd/√n) lies
    wholly on the outlier's side of 0: above it for a "high" outlier, below it for a "low" one. A significant
    move the other way (the set pulled it back, and chance still flags it) is not a move into the outlier.
    With every difference equal (no variance), the mean itself decides: a non-zero mean in the direction is a
    move (every seed moved the same way), 0 is none. Fewer than two pairs never show a move."""
    if direction not in ("high", "low"):
        raise ValueError(f"direction is 'high' or 'low', not {direction!r}")
    d = paired_difference(xs, ys, z)
    if d.n < 2:
        return Shift(d, direction, False)
    return Shift(d, direction, d.low > 0 if direction == "high" else d.high < 0)


def p_value(z: float) -> float:
    """Two-sided p-value of a normal z (0 for an infinite z)."""
    if math.isinf(z):
        return 0.0
    return 2.0 * (1.0 - _NORMAL.cdf(abs(z)))


def holm(pvalues: list[float], alpha: float = 0.05) -> list[bool]:
    """Holm's step-down test: which of the hypotheses are rejected, with a chance of at most `alpha` of rejecting any true one.

    The p-values sorted ascending, the i-th (0-based) is compared with alpha / (m - i); every hypothesis up to the
    first that fails is rejected, none after it. As strong as Bonferroni's guarantee for any number of true
    effects, never weaker in power, and valid whichever of the hypotheses the data later make interesting."""
    m = len(pvalues)
    out = [False] * m
    for rank, i in enumerate(sorted(range(m), key=lambda i: pvalues[i])):
        if pvalues[i] > alpha / (m - rank):
            break
        out[i] = True
    return out


def pushed_out(rates: dict[str, float], base_rates: dict[str, float], share: dict[str, float], fair: float,
               games: int, limit: float, own: str | None = None) -> list[str]:
    """The factions an edit would make outliers: those whose rate with the edit (`rates_with_edit`) lies beyond
    `limit` (the confirmation's Bonferroni z over the factions) at the confirmation's size, m = share[f] · games
    seats, while their rate in the base games did not. `own` (the target faction) is judged by its own race,
    not here. Sorted by name."""
    if not 0 < fair < 1:
        return []
    var = fair * (1 - fair)

    def beyond(rate: float, f: str) -> bool:
        m = share.get(f, 0.0) * games
        return m > 0 and abs(rate - fair) / math.sqrt(var / m) > limit
    return sorted(f for f, r in rates.items() if f != own and beyond(r, f) and not beyond(base_rates.get(f, fair), f))


# --- is a flag found again on fresh games? ---------------------------------------------

@dataclass(frozen=True)
class Replication:
    """One flagged outlier tested again on fresh games of the same pack: its z there against its share, the
    one-sided p of the test in the flagged direction, and whether Holm's test over the flagged of its group
    rejects. With the flag's own sample given (`replicate`), p is the selection-corrected p of both samples
    pooled (`conditional_p`), `pooled_z` their pooled z and `p_fresh` the fresh games' p alone."""

    group: str
    key: object
    direction: str
    wins: int
    games: int
    share: float
    z: float
    p: float
    group_size: int
    replicated: bool
    p_fresh: float = 1.0
    pooled_z: float | None = None


def one_sided_p(z: float, direction: str) -> float:
    """P(Z ≥ z) for a "high" flag, P(Z ≤ z) for a "low" one: the chance of a result this far in the flagged
    direction if the member sat on its share."""
    if direction not in ("high", "low"):
        raise ValueError(f"direction is 'high' or 'low', not {direction!r}")
    return _upper(z if direction == "high" else -z)


def _upper(x: float) -> float:
    """P(Z ≥ x) of a standard normal (erfc keeps its far tail exact, where 1 − Φ(x) rounds to 0)."""
    return 0.5 * math.erfc(x / math.sqrt(2.0))


def conditional_p(z1: float, n1: int, z2: float, n2: int, limit: float, steps: int = 800) -> float:
    """The one-sided p of two samples pooled, corrected for the first having been chosen because z1 > limit.

    z1 (n1 games) flagged the member: simulate calls it an outlier when |z1| passes `limit`; z2 (n2 fresh
    games) is independent of it. Both are signed so that the flagged direction is positive. The pooled z of
    all the games is T = w1·z1 + w2·z2 with w = √(n/(n1 + n2)). On its share (H0) z1 and z2 are standard
    normal, but a flagged z1 is one conditioned on z1 > limit, so T's plain p would be far too small. The
    p given the selection is
        P(T ≥ t | Z1 > c) = ∫_c^∞ φ(u) · P(Z2 ≥ (t − w1·u)/w2) du / P(Z1 > c),
    uniform on [0, 1] for a member on its share whichever sample flagged it (a conditional test of a
    two-stage design, as in the selection-adjusted tests of adaptive trials): the chance of calling such a
    member found again stays at the test's level, while a member that is off its share keeps the evidence
    of its first sample beyond what the selection explains. Simpson's rule over [c, c + 12] (φ is below
    1e-30 past that); n2 = 0 is the first sample alone, P(Z1 ≥ z1)/P(Z1 > c), and n1 = 0 the second alone."""
    if n2 <= 0:
        return min(1.0, _upper(z1) / _upper(limit)) if n1 > 0 else 1.0
    if n1 <= 0:
        return _upper(z2)
    c = min(limit, z1)                  # a flag is past its limit; rounding may put it a hair below
    w1, w2 = math.sqrt(n1 / (n1 + n2)), math.sqrt(n2 / (n1 + n2))
    t = w1 * z1 + w2 * z2
    steps += steps % 2
    h = 12.0 / steps
    total = 0.0
    for i in range(steps + 1):
        u = c + i * h
        f = _NORMAL.pdf(u) * _upper((t - w1 * u) / w2)
        total += f * (1 if i in (0, steps) else 4 if i % 2 else 2)
    return min(1.0, max(0.0, total * h / 3 / _upper(c)))


def replicate(flags: list[tuple], alpha: float = 0.05, min_games: int = 20) -> list[Replication]:
    """Screen and replicate: which outliers flagged on one sample are found again.

    `flags`: (group, key, direction, wins, games, share) per flagged member, the counts taken from the fresh
    games alone, optionally followed by (z_flagged, games_flagged, limit): the flag's own z, its games and the
    |z| its group's test had to pass there. Each is tested one-sided in its flagged direction (z =
    (wins/games − share)/√(share(1 − share)/games)). Without the flag's sample, the test is the fresh games'
    z alone (the flag's own games chose it: its z there is biased away from 0, the winner's curse). With it,
    both samples are pooled and the selection is corrected for (`conditional_p`): as valid, and more powerful
    for a member truly off its share. The flagged of each group together go through Holm's step-down test at
    `alpha`: the chance of calling any flagged member that sits on its share "found again" is at most `alpha`
    per group. Fewer than `min_games` fresh games never replicate a flag."""
    out: list[Replication] = []
    by_group: dict[str, list[int]] = {}
    for i, flag in enumerate(flags):
        group, key, direction, wins, games, share = flag[:6]
        pooled = None
        if games >= min_games and 0 < share < 1:
            z = (wins / games - share) / math.sqrt(share * (1 - share) / games)
            p_fresh = p = one_sided_p(z, direction)
            if len(flag) > 6 and flag[7] > 0:
                z1, n1, limit = flag[6:9]
                sign = 1.0 if direction == "high" else -1.0
                p = conditional_p(sign * z1, n1, sign * z, games, limit)
                pooled = (math.sqrt(n1) * z1 + math.sqrt(games) * z) / math.sqrt(n1 + games)
        else:
            z, p, p_fresh = 0.0, 1.0, 1.0
        out.append(Replication(group, key, direction, wins, games, share, z, p, 0, False, p_fresh, pooled))
        by_group.setdefault(group, []).append(i)
    for group, idx in by_group.items():
        rejected = holm([out[i].p for i in idx], alpha)
        for i, r in zip(idx, rejected):
            out[i] = replace(out[i], group_size=len(idx), replicated=r and out[i].games >= min_games)
    return out
