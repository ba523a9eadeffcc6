"""The tune itself: baseline, targets, the race of candidate edits, confirmation, explanation.

1. Baseline: N games of the pack as it is (seeds 0..N-1 of the run seed,
   as `simulate` numbers them); its outliers are found by simulate's own
   statistics (compiler/simulate/stats.py: z-test, Bonferroni per group).
2. Targets: the outlier factions and cards (or the cards named by --card).
   A seat or a faction field's value is not one card: it is listed as skipped.
3. For each target, candidates (compiler/tune/edits.py), each written into a
   copy of the pack's YAML and compiled into its own build folder — the
   user's files are never touched. They race on the baseline's own seeds
   (pairs, compiler/tune/stats.py) in rounds of doubling size; a candidate
   stops when its interval is decisive, the undecided are halved.
   When a candidate at the largest step tried moves the card towards its
   fair share but not far enough, the next step in that direction joins the
   race (up to --max-step).
4. The smallest edit whose interval holds the fair share is confirmed on
   fresh seeds (indices after every seed the search used), played both with
   the edit and without it (the latter once, shared by every confirmation):
   the card must not be an outlier with the edit, its interval must hold the
   fair share, and nothing may be an outlier with the edit that is not one
   without it on the same seeds (simulate's test, at the same power).
"""
from __future__ import annotations

import math
import os
import shutil
import tempfile
from dataclasses import dataclass, field

from compiler.files.packfiles import walk
from ..simulate.backends import GameConfig, GameFailed
from ..simulate.seeds import game_seed
from ..simulate.stats import aggregate, wilson
from . import stats as st
from .edits import Edit, candidates, replace_at, step_further
from .explain import explain

PLAY = "compiler.tune.play:play_one"
MIN_BASE = 10                    # baseline games with the card below which no race is run
CONFIRM_LOOKS = 4                # parts of a confirmation, with a look for an early failure after each


class Interrupted(Exception):
    """Ctrl-C during a batch; the games that finished are kept by the caller."""


@dataclass
class Settings:
    baseline_games: int = 800
    games: int = 400             # pairs per candidate, at most
    max_games: int = 12000       # every game of the run
    confirm_games: int = 2000    # as many as the simulate that checks a suggestion afterwards
    first_round: int = 40
    min_pairs: int = 30
    tolerance: float = 0.04      # a fair verdict needs ±tolerance or better
    max_step: int = 4
    seed: int = 1
    alpha: float = 0.05


@dataclass
class Target:
    group: str                   # the faction kind, or "card"
    card: str
    label: str
    kind: str
    measure: str                 # "faction" or "card"
    direction: str               # "high" or "low" (from the outlier); "high" for a --card that is not one
    baseline: dict               # its row in the baseline results
    goal: float                  # fair share (faction) / expected share (card), for reports
    outlier: dict | None = None
    candidates: list = field(default_factory=list)     # dicts for the report
    suggestion: dict | None = None
    explanation: dict | None = None
    note: str | None = None

    def to_dict(self) -> dict:
        return {"group": self.group, "card": self.card, "label": self.label, "kind": self.kind,
                "measure": self.measure, "direction": self.direction, "goal": round(self.goal, 6),
                "baseline": self.baseline, "outlier": self.outlier, "candidates": self.candidates,
                "suggestion": self.suggestion, "explanation": self.explanation, "note": self.note}


class Budget:
    def __init__(self, limit: int):
        self.limit, self.used = limit, 0

    @property
    def left(self) -> int:
        return max(0, self.limit - self.used)


# --- measures --------------------------------------------------------------------------

def faction_value(game: dict, card: str) -> float | None:
    """1 when the seat holding faction `card` won, 0 when it lost; None when nobody held it."""
    if card not in game["factions"]:
        return None
    return float(game["factions"].index(card) in game["winners"])


def card_value(game: dict, card: str, kinds: dict) -> float:
    """Won minus expected, as simulate's card shares count it (0 when the card is not in play)."""
    in_play = game["cards_in_play"]
    if card not in in_play:
        return 0.0
    kind = kinds.get(card, "")
    winning = set(game["winning_cards"])
    total = sum(1 for c in in_play if kinds.get(c, "") == kind)
    held = sum(1 for c in in_play if kinds.get(c, "") == kind and c in winning)
    return float(card in winning) - held / total


# --- the run ---------------------------------------------------------------------------

class Tuner:
    def __init__(self, info, seats: list[str], house_rules: list[str], turn_cap, backend, settings: Settings,
                 pack_positioned, progress, work_dir: str | None = None, chunk: int | None = None):
        self.info, self.seats, self.house_rules, self.turn_cap = info, seats, house_rules, turn_cap
        self.backend, self.s, self.pack, self.progress = backend, settings, pack_positioned, progress
        self.budget = Budget(settings.max_games)
        self.chunk = chunk
        self.work = tempfile.mkdtemp(prefix="syndicate-tune-", dir=work_dir)
        self.base_games: list[dict] = []
        self.base_results: dict | None = None
        self.targets: list[Target] = []
        self.skipped: list[dict] = []
        self.fresh_games: list[dict] | None = None     # the pack as it is on the confirmation's seeds
        self.interrupted = False
        self._built = 0

    def close(self) -> None:
        shutil.rmtree(self.work, ignore_errors=True)

    # -- playing --
    def config(self, pack_dir: str | None = None, build_dir: str | None = None) -> GameConfig:
        return GameConfig(pack=pack_dir or self.info.pack_dir, seats=tuple(self.seats),
                          house_rules=tuple(self.info.house_rules), turn_cap=self.turn_cap, play=PLAY,
                          build_dir=build_dir if pack_dir else self.info.build_dir)

    def play(self, config: GameConfig, indices: list[int], sink: list | None = None) -> list[dict]:
        """Games of seed indices `indices` (in index order); Ctrl-C raises Interrupted, keeping the finished in `sink`."""
        pairs = [(i, game_seed(self.s.seed, i)) for i in indices]
        # Small chunks: a candidate plays a few dozen games at a time, and a worker left idle at the end waits less.
        size = self.chunk or max(1, min(5, math.ceil(len(pairs) / (2 * max(1, self.backend.workers)))))
        chunks = [pairs[k:k + size] for k in range(0, len(pairs), size)]
        out = sink if sink is not None else []
        try:
            for done in self.backend.run(config, chunks):
                out.extend(done["games"])
                self.budget.used += len(done["games"])
                self.progress.advance(len(done["games"]))
        except KeyboardInterrupt:
            self.interrupted = True
            self.backend.stop()
            out.sort(key=lambda g: g["index"])
            raise Interrupted() from None
        out.sort(key=lambda g: g["index"])
        return out

    # -- 1. baseline --
    def run_baseline(self) -> dict:
        n = self.s.baseline_games
        self.progress.plan(n + 2 * self.s.confirm_games, "baseline")
        try:
            self.play(self.config(), list(range(n)), self.base_games)
        finally:
            self.base_results = aggregate(self.base_games, self.info.names, self.info.kinds, self.info.faction)
        return self.base_results

    # -- 2. targets --
    def find_targets(self, cards: list[str]) -> None:
        r = self.base_results
        fk = self.info.faction.kind
        by_faction = {row["key"]: row for row in r[f"win_rate_by_{fk}"]}
        by_card = {row["key"]: row for row in r["cards"]}
        outliers = {(o["group"], o["key"]): o for o in r["outliers"]}
        if cards:
            for card in cards:
                kind = self.info.kinds.get(card, "")
                if kind == fk:
                    out = outliers.get((fk, card))
                    self.targets.append(self._faction_target(card, by_faction.get(card), out))
                else:
                    out = outliers.get(("card", card))
                    self.targets.append(self._card_target(card, by_card.get(card), out))
            return
        for o in r["outliers"]:
            if o["group"] == fk:
                self.targets.append(self._faction_target(o["key"], by_faction[o["key"]], o))
            elif o["group"] == "card":
                self.targets.append(self._card_target(o["key"], by_card[o["key"]], o))
            else:
                what = "a seat" if o["group"] == "seat" else f"a value of {o['group']} shared by several cards"
                self.skipped.append({"group": o["group"], "key": o["key"], "text": o["text"],
                                     "reason": f"{what}, not one card: no single card's number to edit "
                                               "(tune the cards behind it with --card)"})

    def _faction_target(self, card, row, outlier) -> Target:
        fair = self.base_results["fair_share"]
        row = row or {"key": card, "label": self.info.names.get(card, card), "games": 0, "wins": 0,
                      "rate": 0.0, "ci_low": 0.0, "ci_high": 1.0}
        direction = outlier["direction"] if outlier else ("high" if row["rate"] >= fair else "low")
        return Target(self.info.faction.kind, card, self.info.names.get(card, card), self.info.faction.kind,
                      "faction", direction, row, fair, outlier)

    def _card_target(self, card, row, outlier) -> Target:
        row = row or {"key": card, "label": self.info.names.get(card, card), "games": 0, "wins": 0,
                      "rate": 0.0, "ci_low": 0.0, "ci_high": 1.0, "expected": 0.0}
        direction = outlier["direction"] if outlier else ("high" if row["rate"] >= row.get("expected", 0) else "low")
        return Target("card", card, self.info.names.get(card, card), self.info.kinds.get(card, ""), "card",
                      direction, row, row.get("expected", 0.0), outlier)

    # -- 3. candidates --
    def _build(self, edit: Edit) -> tuple[str | None, str | None, str | None]:
        """Copy the pack's YAML with the one edit and compile it: (pack dir, build dir, problem)."""
        from compiler.build.builder import build

        self._built += 1
        top = os.path.join(self.work, f"c{self._built:03d}")
        src = self.info.pack_dir
        dst = os.path.join(top, os.path.basename(os.path.realpath(src)))
        for path, is_dir in walk(src):
            if is_dir:
                continue
            rel = os.path.relpath(path, src)
            with open(path, "rb") as fh:
                raw = fh.read()
            if rel.replace(os.sep, "/") == edit.site.file:
                text = raw.decode("utf-8")
                raw = replace_at(text, edit.site.line, edit.site.column, edit.old, edit.new).encode("utf-8")
            target = os.path.join(dst, rel)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as fh:
                fh.write(raw)
        bag, status, _ = build(dst, os.path.join(top, "build"))
        if status not in ("built", "up-to-date"):
            first = bag.sorted()[0].message if bag.sorted() else status
            return None, None, f"does not compile: {first}"
        return dst, os.path.join(top, "build"), None

    def tune(self, target: Target) -> None:
        card = self.pack.card(target.card)
        edits = candidates(self.pack, card)
        if not edits:
            target.note = "the card has no number an edit may change (no integer stat and no number in its abilities)"
            return
        kinds = self.info.kinds
        if target.measure == "faction":
            pairs = [(g["index"], faction_value(g, target.card)) for g in self.base_games]
            pairs = [(i, v) for i, v in pairs if v is not None]
            measure = lambda g: faction_value(g, target.card)      # noqa: E731
            goal, bounds = target.goal, (0.0, 1.0)
            scale = 1.0
        else:
            pairs = [(g["index"], card_value(g, target.card, kinds)) for g in self.base_games]
            measure = lambda g: card_value(g, target.card, kinds)  # noqa: E731
            goal, bounds = 0.0, (-1.0, 1.0)
            in_play = sum(1 for g in self.base_games if target.card in g["cards_in_play"])
            scale = in_play / len(self.base_games) if self.base_games else 1.0
        tolerance = self.s.tolerance * scale
        order = [i for i, _ in pairs]
        xs_all = dict(pairs)
        base_x = [v for _, v in pairs]
        base_n = len(base_x)
        if base_n < MIN_BASE:
            target.note = (f"the baseline has only {base_n} games with this card; at least {MIN_BASE} "
                           "are needed (raise --baseline-games)")
            return
        base_mean = sum(base_x) / base_n
        base_var = sum((v - base_mean) ** 2 for v in base_x) / (base_n - 1)
        cap = min(self.s.games, base_n)
        looks = max(1, math.ceil(math.log2(max(2, cap / self.s.first_round))) + 1)
        z_look = st.z_for(self.s.alpha, looks)
        toward = -1 if target.direction == "high" else 1       # the sign of a change towards the goal
        wrong_side = st.ABOVE if target.direction == "high" else st.BELOW

        state: dict[str, dict] = {}

        def add(edit: Edit) -> None:
            # Each runner's rounds double from the first round's size on its own: a further step that joins
            # late starts small and is looked at as often as the first candidates were.
            state[edit.key] = {"edit": edit, "runner": st.Runner(edit.key, edit.step), "ys": {}, "build": None,
                               "problem": None, "estimate": None, "next": 0, "batch": self.s.first_round}

        for e in edits:
            add(e)
        self.progress.note(f"{target.label}: {len(edits)} candidate edits")
        while True:
            alive = [v for v in state.values() if v["runner"].alive]
            if not alive:
                break
            reserve = self._reserve()
            self.progress.plan(self.budget.used + sum(max(0, min(v["batch"], cap - v["next"])) for v in alive) + reserve,
                               f"tune {target.label}")
            for v in sorted(alive, key=lambda v: (abs(v["edit"].step), v["edit"].key)):
                r = v["runner"]
                if v["build"] is None and v["problem"] is None:
                    pack_dir, build_dir, problem = self._build(v["edit"])
                    v["build"], v["problem"] = (pack_dir, build_dir) if pack_dir else None, problem
                    if problem:
                        r.dropped = problem
                        continue
                at = v["next"]
                want = min(cap, at + v["batch"])
                v["batch"] *= 2
                left = self.budget.left - reserve
                if left <= 0 or at >= len(order):
                    r.dropped = "the run's --max-games was reached" if left <= 0 else "played every baseline seed"
                    continue
                todo = order[at:min(want, at + left)]
                got: list[dict] = []
                try:
                    self.play(self.config(*v["build"]), todo, got)
                except Interrupted:
                    pass                  # what finished still counts; the loops end below
                v["next"] = at + len(got) if self.interrupted else at + len(todo)
                for g in got:
                    y = measure(g)
                    if y is not None:         # a faction card the edit left out of the deal: no pair
                        v["ys"][g["index"]] = y
                self._look(v, order, xs_all, base_mean, base_var, base_n, goal, tolerance, z_look, bounds)
                if self.interrupted:
                    break
                if r.verdict is None and v["next"] >= cap:
                    r.dropped = "played its --games without a decisive interval"
                if r.verdict == wrong_side and abs(r.step) < self.s.max_step and self._helps(v, state, toward):
                    further = step_further(card, v["edit"])
                    if further is not None and further.key not in state and abs(further.step) <= self.s.max_step:
                        add(further)
                        self.progress.note(f"  {v['edit'].label()}: not far enough; trying {further.label()}")
                if r.verdict:
                    self.progress.note(f"  {v['edit'].label()}: {r.verdict} after {r.n} games "
                                       f"({self._fmt(v['estimate'], target, scale)})")
            if self.interrupted:
                break
            st.race([v["runner"] for v in state.values()], goal)
        runners = [v["runner"] for v in state.values()]
        target.candidates = [self._candidate_dict(v, target, scale) for v in
                             sorted(state.values(), key=lambda v: (v["edit"].site.line, v["edit"].site.column,
                                                                   v["edit"].new_value))]
        if self.interrupted:
            pick = st.choose(runners, goal)
            target.note = "interrupted during the search" + (
                f"; the smallest edit whose interval held the fair share so far: {state[pick.key]['edit'].label()} "
                "(not confirmed)" if pick is not None else "")
            raise Interrupted()
        tried = 0
        edited_games = None
        excluded: set[str] = set()
        while tried < 2:
            pick = st.choose([r for r in runners if r.key not in excluded], goal)
            if pick is None:
                if tried == 0:
                    target.note = self._why_none(state, target, scale)
                break
            v = state[pick.key]
            tried += 1
            confirmation = self.confirm(v, target)
            target.suggestion = self._suggestion(v, target, scale, confirmation, order)
            edited_games = v.get("confirm_games")
            if confirmation["confirmed"] or self.interrupted or self.budget.left < self._reserve():
                break
            excluded.add(pick.key)
        target.explanation = self.explain(target, edited_games)
        if self.interrupted:
            raise Interrupted()

    @staticmethod
    def _helps(v, state, toward: int) -> bool:
        """Whether moving this number further in the edit's direction moves the card towards its goal.

        Yes when the edit's paired difference points there, or when the furthest edit of the same number the
        other way sits further from the goal than this one (the number's trend, seen from both sides)."""
        if v["estimate"].difference.mean * toward > 0:
            return True
        site, step = v["edit"].site, v["edit"].step
        other = [w for w in state.values() if w["edit"].site == site and w["edit"].step * step < 0
                 and w["estimate"] is not None]
        if not other:
            return False
        far = max(other, key=lambda w: abs(w["edit"].step))
        return (far["estimate"].rate.mean - v["estimate"].rate.mean) * toward < 0

    def _look(self, v, order, xs_all, base_mean, base_var, base_n, goal, tolerance, z_look, bounds) -> None:
        r = v["runner"]
        idx = [i for i in order if i in v["ys"]]
        if not idx:
            return
        xs = [xs_all[i] for i in idx]
        ys = [v["ys"][i] for i in idx]
        est = st.estimate(xs, ys, base_mean, base_var, base_n, bounds=bounds)
        v["estimate"] = est
        r.n, r.mean, r.se = est.rate.n, est.rate.mean, est.rate.se
        r.verdict = st.decide(r.mean, r.se, r.n, goal, tolerance, z_look, self.s.min_pairs)

    def _fmt(self, est, target: Target, scale: float) -> str:
        if est is None:
            return "no games"
        lo, mid, hi = self._rate_scale(est.rate, target, scale)
        return f"{mid * 100:.1f}% (95% {lo * 100:.1f}–{hi * 100:.1f}%)"

    def _rate_scale(self, interval: st.Interval, target: Target, scale: float) -> tuple[float, float, float]:
        """A candidate's estimate as a win rate: as is for a faction; for a card, expected share plus its gap."""
        if target.measure == "faction":
            mid, half = interval.mean, Z95 * interval.se if math.isfinite(interval.se) else 1.0
            return max(0.0, mid - half), mid, min(1.0, mid + half)
        base = target.goal
        mid = base + interval.mean / scale
        half = (Z95 * interval.se / scale) if math.isfinite(interval.se) else 1.0
        return max(0.0, mid - half), mid, min(1.0, mid + half)

    def _candidate_dict(self, v, target: Target, scale: float) -> dict:
        r, est = v["runner"], v["estimate"]
        out = v["edit"].to_dict()
        out["games"] = r.n
        out["verdict"] = r.verdict
        out["stopped"] = r.dropped
        if est is not None:
            lo, mid, hi = self._rate_scale(est.rate, target, scale)
            out.update({"rate": round(mid, 6), "ci_low": round(lo, 6), "ci_high": round(hi, 6),
                        "difference": est.difference.to_dict(), "correlation": round(est.correlation, 6),
                        "beta": round(est.beta, 6)})
        return out

    def _why_none(self, state, target: Target, scale: float) -> str:
        best = min((v for v in state.values() if v["estimate"] is not None),
                   key=lambda v: abs(v["runner"].mean - (target.goal if target.measure == "faction" else 0.0)),
                   default=None)
        if best is None:
            return "no candidate could be played (see each candidate's reason)"
        return (f"no edit of one number by up to ±{self.s.max_step} brings it to its fair share within the budget; "
                f"nearest: {best['edit'].label()} at {self._fmt(best['estimate'], target, scale)}")

    # -- 4. confirmation --
    def _reserve(self) -> int:
        """Games one more confirmation needs: the edited pack's fresh games, plus the pack as it is on the same
        fresh seeds when those are not played yet."""
        return self.s.confirm_games * (1 if self.fresh_games is not None else 2)

    def fresh_baseline(self) -> list[dict]:
        """The pack as it is on the confirmation's fresh seeds: played once, shared by every confirmation.

        A confirmation asks simulate's question of the edited pack — which faction or card is an outlier — and
        an outlier is new only if the pack as it is does not show it on the same seeds, at the same power; the
        baseline (fewer games, other seeds) cannot say that."""
        if self.fresh_games is None:
            n = min(self.s.confirm_games, self.budget.left // 2)
            indices = list(range(self.s.baseline_games, self.s.baseline_games + n))
            self.progress.plan(self.budget.used + 2 * n, "fresh games of the pack as it is")
            games: list[dict] = []
            try:
                self.play(self.config(), indices, games)
            finally:
                self.fresh_games = games
        return self.fresh_games

    def confirm(self, v, target: Target) -> dict:
        fresh = self.fresh_baseline()
        n = min(len(fresh), self.budget.left)
        indices = [g["index"] for g in fresh[:n]]
        start = indices[0] if indices else self.s.baseline_games
        self.progress.plan(self.budget.used + n, f"confirm {target.label}")
        fk = self.info.faction.kind
        group = fk if target.measure == "faction" else "card"

        def row_of(res: dict) -> dict | None:
            rows = res[f"win_rate_by_{fk}"] if target.measure == "faction" else res["cards"]
            return next((r for r in rows if r["key"] == target.card), None)

        def goal_of(res: dict, row: dict | None) -> float:
            return res["fair_share"] if target.measure == "faction" else (row["expected"] if row else 0.0)

        # Played in parts; between parts the confirmation stops early, unconfirmed, once the card's interval
        # (at a z shared over the looks, Bonferroni) already misses its fair share: the rest could not save it.
        parts = CONFIRM_LOOKS if n >= CONFIRM_LOOKS * MIN_BASE else 1
        z_look = st.z_for(self.s.alpha, parts)
        games: list[dict] = []
        stopped_early = None
        try:
            for k in range(parts):
                part = indices[k * n // parts:(k + 1) * n // parts]
                self.play(self.config(*v["build"]), part, games)
                if k == parts - 1:
                    break
                res = aggregate(games, self.info.names, self.info.kinds, self.info.faction)
                row = row_of(res)
                if row is None or row["games"] < MIN_BASE:
                    continue
                goal = goal_of(res, row)
                lo, hi = wilson(row["wins"], row["games"], z_look)
                if not lo <= goal <= hi:
                    stopped_early = (len(games), lo, hi, goal)
                    break
        except Interrupted:
            pass                          # judged on what finished, and never called confirmed
        v["confirm_games"] = games
        played = {g["index"] for g in games}
        before_games = [g for g in fresh if g["index"] in played]
        res = aggregate(games, self.info.names, self.info.kinds, self.info.faction)
        res0 = aggregate(before_games, self.info.names, self.info.kinds, self.info.faction)
        row = row_of(res)
        row0 = row_of(res0)
        goal = goal_of(res, row)
        before = {(o["group"], o["key"]) for o in res0["outliers"]}
        still = next((o for o in res["outliers"] if (o["group"], o["key"]) == (group, target.card)), None)
        new = [o for o in res["outliers"] if (o["group"], o["key"]) not in before
               and (o["group"], o["key"]) != (group, target.card) and not self._own_value(o, games, target)]
        holds = row is not None and row["ci_low"] <= goal <= row["ci_high"]
        confirmed = holds and still is None and not new and len(games) == n and n > 0
        reasons = []
        if stopped_early is not None:
            m, lo, hi, g = stopped_early
            reasons.append(f"stopped after {m} of {n} games: its interval {lo * 100:.1f}–{hi * 100:.1f}% (at the "
                           f"z of {parts} looks) already missed the fair share {g * 100:.1f}%")
        elif row is None:
            reasons.append("the card was not in any confirmation game")
        elif not holds:
            reasons.append(f"its interval {row['ci_low'] * 100:.1f}–{row['ci_high'] * 100:.1f}% misses the fair "
                           f"share {goal * 100:.1f}%")
        if len(games) < n and stopped_early is None:
            reasons.append(f"interrupted after {len(games)} of {n} games")
        if still is not None:
            reasons.append("it is still an outlier")
        reasons += [f"it makes a new outlier: {o['text']}" for o in new]
        self.progress.note(f"  confirm {v['edit'].label()} on {len(games)} fresh games: "
                           + ("confirmed" if confirmed else "not confirmed: " + "; ".join(reasons or ["interrupted"])))
        return {"games": len(games), "first_index": start, "seeds": [g["seed"] for g in games],
                "row": row, "row_before": row0, "goal": goal, "confirmed": confirmed, "reasons": reasons,
                "new_outliers": [{"group": o["group"], "key": o["key"], "text": o["text"]} for o in new],
                "outliers": res["outliers"], "outliers_before": res0["outliers"], "fair_share": res["fair_share"]}

    def _own_value(self, outlier: dict, games: list[dict], target: Target) -> bool:
        """Whether an outlier is a value of a faction field that only the tuned faction card holds (`<field> +0`
        once the edit gives it a value no other has): the card itself under another name, not another outlier."""
        field = outlier["group"]
        if target.measure != "faction" or field not in self.info.faction.fields:
            return False
        holders = {g["factions"][seat] for g in games for seat, value in enumerate(g["faction_fields"][field])
                   if value == outlier["key"]}
        return holders == {target.card}

    def _suggestion(self, v, target: Target, scale: float, confirmation: dict, order: list[int]) -> dict:
        edit, est = v["edit"], v["estimate"]
        lo, mid, hi = self._rate_scale(est.rate, target, scale)
        played = [i for i in order if i in v["ys"]]
        base = target.baseline
        row = confirmation["row"] or {}
        row0 = confirmation["row_before"] or {}
        seeds_of = {g["index"]: g["seed"] for g in self.base_games}
        return {
            "edit": edit.to_dict(),
            "before": {"rate": base["rate"], "ci_low": base["ci_low"], "ci_high": base["ci_high"],
                       "games": base["games"], "fair_share": round(target.goal, 6)
                       if target.measure == "faction" else base.get("expected")},
            "search": {"rate": round(mid, 6), "ci_low": round(lo, 6), "ci_high": round(hi, 6), "games": est.rate.n,
                       "difference": est.difference.to_dict(), "correlation": round(est.correlation, 6),
                       "seeds": [seeds_of[i] for i in played]},
            "after": {"rate": row.get("rate"), "ci_low": row.get("ci_low"), "ci_high": row.get("ci_high"),
                      "games": row.get("games", 0), "fair_share": round(confirmation["goal"], 6),
                      "run_games": confirmation["games"], "first_index": confirmation["first_index"],
                      "seeds": confirmation["seeds"]},
            "player_types": sorted(set(self.seats)),
            "seats": list(self.seats),
            "confirmed": confirmation["confirmed"],
            "reasons": confirmation["reasons"],
            "new_outliers": confirmation["new_outliers"],
            "outliers_after": [{"group": o["group"], "key": o["key"], "text": o["text"]}
                               for o in confirmation["outliers"]],
            # The pack as it is on the confirmation's own fresh seeds: what "new" is measured against.
            "fresh_before": {"rate": row0.get("rate"), "ci_low": row0.get("ci_low"), "ci_high": row0.get("ci_high"),
                             "games": row0.get("games", 0)},
            "outliers_fresh_before": [{"group": o["group"], "key": o["key"], "text": o["text"]}
                                      for o in confirmation["outliers_before"]],
        }

    def settle_skipped(self) -> None:
        """For each outlier that is not one card: is it still one in the confirmation games of each suggestion?"""
        for skipped in self.skipped:
            skipped["after"] = []
            for t in self.targets:
                s = t.suggestion
                if s is None:
                    continue
                still = any((o["group"], o["key"]) == (skipped["group"], skipped["key"]) for o in s["outliers_after"])
                skipped["after"].append({"card": t.card, "edit": s["edit"]["label"], "still_an_outlier": still})

    # -- 5. explanation --
    def explain(self, target: Target, edited_games: list[dict] | None = None) -> dict | None:
        return explain(self.base_games, target.card, target.label, target.measure, edited_games)


Z95 = st.Z95
