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
- `race`: which candidates go on after a round (racing plus successive halving).
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass
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


@dataclass
class Runner:
    """A candidate in the race: its key, the size of its edit, and its latest look."""

    key: str
    step: int
    mean: float = 0.0
    se: float = math.inf
    n: int = 0
    verdict: str | None = None        # above, below, fair; None while it runs
    dropped: str | None = None        # why it stopped without a verdict (halving, budget)

    @property
    def alive(self) -> bool:
        return self.verdict is None and self.dropped is None

    def distance(self, goal: float) -> float:
        """How many standard errors its estimate sits from the goal (smaller is more promising)."""
        if not math.isfinite(self.se) or self.se == 0:
            return abs(self.mean - goal) * 1e9 if self.mean != goal else 0.0
        return abs(self.mean - goal) / self.se


def race(runners: list[Runner], goal: float, keep: int = 2) -> list[Runner]:
    """After a round: the runners that play on. Verdicts are already set by `decide`.

    Racing: a runner with a verdict stops. Successive halving: of the runners
    still undecided, when more than `keep` remain, the better half (rounded up,
    at least `keep`) by distance from the goal in standard errors goes on; ties
    go to the smaller edit. Runners that have not played yet (a further step
    that just joined) go on unranked. Once a runner is judged fair, only
    smaller edits are worth playing (the smallest fair edit is chosen).
    """
    alive = [r for r in runners if r.alive]
    fair = [abs(r.step) for r in runners if r.verdict == FAIR]
    if fair:
        best = min(fair)
        for r in alive:
            if abs(r.step) >= best:
                r.dropped = "a smaller or equal edit is already fair"
        alive = [r for r in alive if r.alive]
    new = [r for r in alive if r.n == 0]          # joined since the last round: nothing to rank them by yet
    played = [r for r in alive if r.n > 0]
    if len(played) > keep:
        ranked = sorted(played, key=lambda r: (r.distance(goal), abs(r.step), r.key))
        go_on = max(keep, math.ceil(len(played) / 2))
        for r in ranked[go_on:]:
            r.dropped = "halved: further from the fair share than the others"
        played = ranked[:go_on]
    return sorted(played + new, key=lambda r: r.key)


def choose(runners: list[Runner], goal: float, z: float = Z95, near: float = 0.0) -> Runner | None:
    """The smallest edit whose interval holds the goal; ties: the estimate nearest the goal.

    A runner halved out of the race is not chosen (the race judged it further from the goal than others, on
    fewer games). When some of the runners that qualify have their estimate within `near` of the goal, the
    choice is among those: the confirmation plays as many games as a designer's simulate, and a card whose
    true rate sits at the edge of a wide race interval fails it (`near` is half the fair verdict's tolerance).
    """
    ok = [r for r in runners if r.verdict == FAIR or (
        r.verdict is None and r.n > 0 and math.isfinite(r.se) and not (r.dropped or "").startswith("halved")
        and r.mean - z * r.se <= goal <= r.mean + z * r.se)]
    if not ok:
        return None
    close = [r for r in ok if abs(r.mean - goal) <= near] if near > 0 else []
    return min(close or ok, key=lambda r: (abs(r.step), abs(r.mean - goal), r.key))
