"""The tune itself: baseline, rounds of targets and raced candidate edits, confirmation of the set, explanation.

1. Baseline: N games of the pack as it is (seeds 0..N-1 of the run seed,
   as `simulate` numbers them); its outliers are found by simulate's own
   statistics (compiler/simulate/stats.py: z-test, Bonferroni per group).
2. Round 1's targets: the outlier factions and cards (or the cards named by
   --card). A seat or a faction field's value is not one card: it is listed
   as skipped.
3. For each target, candidates (compiler/tune/edits.py), each written into a
   copy of the round's base pack and compiled into its own build folder —
   the user's files are never touched. They race on the base games' own
   seeds (pairs, compiler/tune/stats.py) in rounds of doubling size; a
   candidate stops when its interval is decisive, the undecided are halved.
   When a candidate at the largest step tried moves the card towards its
   fair share but not far enough, the next step in that direction joins the
   race (up to --max-step). The paired games also say what each candidate
   does to every faction (its metagame health, stats.py); each target's
   healthiest edit whose interval holds its fair share joins the set.
   While a faction is a target, other cards' outliers wait for a later round.
4. The set (every edit chosen so far, in the original's coordinates:
   compiler/tune/editset.py) is confirmed on fresh seeds (indices after every
   seed used before), played with the set and without any edit (the pack as
   it is) on the same seeds; compiler/tune/confirm.py gives the verdict.
5. When the set leaves a faction or card outlier (often one the first edit's
   target had masked), the next round takes the pack with the set as its
   base, and the set's confirmation games as its base games: their outliers
   are its targets (a card edited before may be tuned again), and the grown
   set is confirmed on fresh seeds again. The rounds stop when a set is
   confirmed with no outlier left, or --rounds or --max-games is spent.
6. Before the set the run stands by is reported and applied, each edited
   card that sits past its share the way its edits pushed it is tested
   without them on the games played with that set (compiler/tune/prune.py),
   and its edits leave the set when it holds its share at least as well
   without them.
7. Then each edited card past its share that way by more than half the
   tolerance races its edits stepped back toward its original numbers on
   the confirmation's seeds (compiler/tune/stepback.py); the best is taken
   when it holds the card nearer its share and the health gate passes.
8. Then one last round (compiler/tune/lastround.py) takes that set as its
   base, the games it was judged on as its base games, and the outliers it
   still leaves with no edit as its targets (the pack's own flagged there by
   chance aside), all at once; the grown set, confirmed on fresh seeds, is
   the one tune stands by.
"""
from __future__ import annotations

import math
import os
import shutil
import tempfile
from dataclasses import dataclass, field

from ..simulate.backends import GameConfig
from ..simulate.seeds import game_seed
from ..simulate.stats import MIN_GAMES_FOR_OUTLIER, aggregate, bonferroni_z
from . import stats as st
from .confirm import brief, card_row, flag_limit, flag_row, judge, misses, replication_p
from .editset import merge, write_copy
from .edits import Edit, candidates, load_positioned, step_further
from .explain import explain
from .measures import card_value, faction_value
from .fresh import replicate_set
from .interrupt import Interrupted  # noqa: F401  (the tune command catches it from here)
from . import lastround
from .prune import judged, prune as drop_unneeded
from .stepback import step_back as step_back_edits

PLAY = "compiler.tune.play:play_one"
MIN_BASE = 10                    # baseline games with the card below which no race is run
CONFIRM_LOOKS = 4                # parts of a confirmation, with a look for an early failure after each
HOLDOUT_TRIES = 3                # edits checked on held-out seeds per target, at most
FRESH_PLAYS = 6                  # plays of the fresh seeds kept back from the rounds: the set's replication, the pack
                                 # as it is on them, a test of item 8, and item 9's race of a card's neighbours (three)


@dataclass
class Settings:
    baseline_games: int = 800
    games: int = 400             # pairs per candidate, at most
    max_games: int = 95000       # every game of the run (about 11.2 min of a quiet 2-core machine on Crime Lords at
                                 # 14.2 ms of CPU a game, run 20): the rounds' 41,000, FRESH_PLAYS x fresh_games
                                 # kept back for the polish and LAST_PLAYS x confirm_games for the last round
                                 # (77,000 in runs 19-20, 65,000 in runs 14-18,
                                 # 45,000 in run 12, 41,000 until run 12, 38,000 until run 11)
    replicate_games: int = 2000  # fresh games with a set that test its confirmation's outliers again (0: none)
    holdout_games: int = 400     # pairs on held-out seeds for the race's choice (0: no check)
    rounds: int = 5              # rounds of targets, candidates and a confirmation of the set (--max-games bounds them)
    confirm_games: int = 2000    # as many as the simulate that checks a suggestion afterwards
    fresh_games: int = 4000      # the set tune stands by on fresh seeds, what items 8 and 9 judge it on (0: none;
                                 # 2,000 in run 12: a faction card read to about ±1.4 points, too coarse for item 9's bar)
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
    round: int = 1
    candidates: list = field(default_factory=list)     # dicts for the report
    choice: dict | None = None                         # the race's entry of the chosen edit
    edit: dict | None = None                           # the chosen edit, in the original's coordinates
    suggestion: dict | None = None
    explanation: dict | None = None
    note: str | None = None
    health_before: float | None = None                 # metagame health of the round's base games
    dropped: str | None = None                         # why its edit left the set (a reduced set, below)
    pruned: str | None = None                          # why its edits were dropped before the set was applied


    def to_dict(self) -> dict:
        return {"round": self.round, "dropped": self.dropped, "group": self.group, "card": self.card, "label": self.label, "kind": self.kind,
                "measure": self.measure, "direction": self.direction, "goal": round(self.goal, 6),
                "baseline": self.baseline, "outlier": self.outlier, "health_before": self.health_before,
                "candidates": self.candidates, "pruned": self.pruned,
                "suggestion": self.suggestion, "explanation": self.explanation, "note": self.note}


@dataclass
class Round:
    """One round: its base (the pack with the edits of the rounds before), its targets, the set it confirms."""

    number: int
    base_edits: list                 # the set its base has (original coordinates); [] in round 1
    pack_dir: str | None             # its base's copy and build (None: the pack itself)
    build_dir: str | None
    positioned: object               # its base pack as the checker reads it (edit sites)
    games: list                      # its base games: the baseline, or the previous set's confirmation games
    results: dict
    targets: list = field(default_factory=list)
    skipped: list = field(default_factory=list)
    set: list = field(default_factory=list)           # base_edits with this round's choices merged
    set_dirs: tuple | None = None                     # the set's copy and build
    confirm_games: list = field(default_factory=list)  # fresh games with the set
    fresh_games: list = field(default_factory=list)    # the pack as it is on the same seeds
    confirmation: dict | None = None
    stop: str | None = None                           # why no round followed
    reduced: list | None = None                       # a round's set again without these edits (labels)
    replication: dict | None = None                   # its base's outliers tested again on fresh games (rounds > 1)
    replication_of: "Round | None" = field(default=None, repr=False, compare=False)   # whose set's outliers those are
    carried: list = field(default_factory=list)       # cards an earlier round left waiting, tested on this base
    polished_from: "Round | None" = field(default=None, repr=False, compare=False)   # the last round's base round

    @property
    def last(self) -> bool:
        """The last round (item 10): its base is the set of the round items 8 and 9 polished."""
        return self.polished_from is not None

    @property
    def first_index(self) -> int:
        return min((g["index"] for g in self.games), default=0)

    def to_dict(self) -> dict:
        c = None if self.confirmation is None else {k: v for k, v in self.confirmation.items() if k != "results"}
        return {"round": self.number, "base": {"games": len(self.games), "first_index": self.first_index,
                                               "edits": [e["label"] for e in self.base_edits],
                                               "edited_cards": sorted({e["card"] for e in self.base_edits}),
                                               "fair_share": self.results["fair_share"],
                                               "outliers": [brief(o) for o in self.results["outliers"]]},
                "targets": [t.card for t in self.targets], "skipped": [s["key"] for s in self.skipped],
                "set": self.set, "confirmation": c, "stop": self.stop, "reduced": self.reduced,
                "replication": self.replication, "carried": self.carried, "last": self.last}


class Budget:
    def __init__(self, limit: int):
        self.limit, self.used = limit, 0

    @property
    def left(self) -> int:
        return max(0, self.limit - self.used)


# Each seed's measure (faction_value, card_value): compiler/tune/measures.py.

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
        self.rounds: list[Round] = []
        self.next_index = settings.baseline_games     # the first seed index no game of the run has used
        self.interrupted = False
        self._built = 0
        self.pruning: dict | None = None              # the edits the set tune stands by no longer needs (prune.py)
        self._pruned_round: Round | None = None
        self.set_games: list[dict] = []               # every game played with the set as pruning left it
        self.stepping: dict | None = None             # the set's edits stepped back toward the original (stepback.py)
        self.fresh: dict | None = None                # the set tune stands by on fresh seeds (fresh.py)
        self.fresh_games: list[dict] = []
        self._fresh_round: Round | None = None
        self._stepped_round: Round | None = None
        self._last_stop: str | None = None            # why no last round was played (compiler/tune/lastround.py)
        self.unaltered_checked: set = set()           # builds whose copied games were compared with played ones
        self.unaltered_off = False                    # a copy differed: every seed is played (tune/unaltered.py)

    def close(self) -> None:
        shutil.rmtree(self.work, ignore_errors=True)

    @property
    def targets(self) -> list[Target]:
        return [t for r in self.rounds for t in r.targets]

    @property
    def skipped(self) -> list[dict]:
        return [s for r in self.rounds for s in r.skipped]

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

    def aggregate(self, games: list[dict]) -> dict:
        return aggregate(games, self.info.names, self.info.kinds, self.info.faction)

    # -- the rounds --
    def run(self, cards: list[str]) -> None:
        """Baseline, then rounds until a set is confirmed clean or --rounds/--max-games is spent, then the set tune
        stands by without the edits it no longer needs (`prune`) and with the edits that pushed a card past its
        share stepped back (`step_back`).

        Interrupted (Ctrl-C) leaves the rounds as far as they got."""
        held = self._fresh_reserve()
        last = lastround.reserve(self.s.confirm_games, self.s.rounds)
        if not held or self.budget.limit - held - last < self.s.baseline_games + 2 * self.s.confirm_games:
            last = 0                       # kept only beside the polish's, and the rounds keep their minimum first
        # The rounds play as if the polish's and the last round's games were not there, the polish as if the last
        # round's were not: each keeps what it played before the last round was added (runs 13-18).
        self.budget.limit -= held + last
        try:
            self._rounds(cards)
        finally:
            self.budget.limit += held
        try:
            if not self.interrupted:
                self.replicate_set()
            self.prune()
            if not self.interrupted:
                self.step_back()
        finally:
            self.budget.limit += last
        if not self.interrupted:
            self.last_round()

    def _rounds(self, cards: list[str]) -> None:
        self.run_baseline()
        rnd = Round(1, [], None, None, self.pack, self.base_games, self.base_results)
        while True:
            self.rounds.append(rnd)
            self.find_targets(rnd, cards if rnd.number == 1 else [])
            if not rnd.targets:
                rnd.stop = ("no faction or card is an outlier" if rnd.number == 1 else
                            "no faction or card is an outlier with the set, and every edited card holds its share")
                return
            rnd = self.play_round(rnd)
            if rnd is None:
                return
            c = rnd.confirmation
            if c["clean"]:
                rnd.stop = "the set is confirmed and leaves no faction or card outlier"
                return
            if not rnd.confirm_games:
                rnd.stop = "the set could not be played"
                return
            if rnd.number >= self.s.rounds:
                rnd.stop = f"--rounds {self.s.rounds} reached"
                return
            if self.budget.left < self._reserve() + self._min_race() + self._replication_cost(rnd):
                rnd.stop = ("--max-games leaves no room for another round (a race and a confirmation"
                            + (", and the replication of its outliers" if self._replication_cost(rnd) else "") + ")")
                return
            prev = rnd
            try:
                games, results, replication = self.replicate(prev)
            except Interrupted:
                prev.stop = "interrupted while replicating its set's outliers"
                raise
            self.progress.note(f"Round {prev.number + 1}: the pack with {len(prev.set)} edit(s) is the base; "
                               f"its {len(games)} games with the set are the base games")
            rnd = Round(prev.number + 1, prev.set, prev.set_dirs[0], prev.set_dirs[1],
                        load_positioned(prev.set_dirs[0])[0], games, results, replication=replication,
                        replication_of=prev)

    def play_round(self, rnd: Round) -> Round | None:
        """Race the round's targets, confirm the set their edits make, and, when it is not confirmed, the set
        without the edits that missed: the round that stands (the reduced one when it was played), or None when
        no set was made (`rnd.stop` says why). Ctrl-C during the confirmation raises Interrupted.

        The targets race in turn, each within an equal part of the games left (what an earlier one did not use
        goes to the later ones): raced first-come, the last round of run 23 spent its games on four cards and
        left Augustus Pell 1,900, too few for his edit to hold. The confirmation's games are kept back, and in
        the last round a reduced set's too: no round after it can save the edits that held."""
        keep = self._reserve() * (2 if rnd.last else 1)
        for k, target in enumerate(rnd.targets):
            part = max(0, self.budget.left - keep) // (len(rnd.targets) - k)
            limit = self.budget.limit
            self.budget.limit = min(limit, self.budget.used + part + self._reserve())
            try:
                self.tune(target, rnd)
            finally:
                self.budget.limit = limit
        chosen = [t for t in rnd.targets if t.choice is not None]
        if not chosen:
            rnd.stop = "no target of this round got an edit whose interval held its share"
            return None
        edits, mapped = merge(rnd.base_edits, [t.choice["edit"].to_dict() for t in chosen], rnd.number)
        for t, e in zip(chosen, mapped):
            t.edit = e
        rnd.set = edits
        if edits == rnd.base_edits:
            rnd.stop = "this round's edits change nothing in the set"
            return None
        self.confirm_set(rnd)
        for t in rnd.targets:
            if t.choice is not None:
                t.suggestion = self._suggestion(t, rnd)
            t.explanation = explain(rnd.games, t.card, t.label, t.measure, rnd.confirm_games or None)
        if self.interrupted:              # Ctrl-C during the confirmation: judged on what finished, no round more
            rnd.stop = "interrupted"
            raise Interrupted()
        if not rnd.confirmation["confirmed"] and rnd.confirm_games:
            reduced = self.reduce(rnd)
            if reduced is not None:
                self.rounds.append(reduced)
                rnd = reduced
                if self.interrupted:
                    rnd.stop = "interrupted"
                    raise Interrupted()
        return rnd

    # -- replication of a set's outliers --
    def _replication_cost(self, rnd: Round) -> int:
        """Games the replication of this round's set's outliers needs before a next round (0: none to replicate)."""
        c = rnd.confirmation or {}
        return self.s.replicate_games if (c.get("results") or {}).get("outliers") else 0

    def replicate(self, rnd: Round) -> tuple[list[dict], dict, dict | None]:
        """The next round's base: the set's confirmation games plus `--replicate-games` fresh games with the set,
        and which of the confirmation's outliers are found again on the fresh games alone.

        A confirmation's outliers are the members of about a hundred whose z crossed simulate's Bonferroni limit on
        those 2,000 games. Where many members sit a few points off their share (the A/A study in docs/tune.md:
        on one bundled pack about fifteen cards at 3–6 points, each flagged by one 2,000-game simulate with a
        chance of 5–25%), which of them cross is mostly luck, and the games that flagged one overstate its
        gap (winner's curse). So a later round's targets are the flags replicated: tested again, one-sided in
        the flagged direction, on fresh games of the same set, Holm over the flagged of each group
        (stats.replicate). The others are reported with their numbers, as flagged once and not found again.
        The fresh games then join the base (first, so a race pairs on seeds no flag chose first): the next round's
        rows and races read both samples."""
        c = rnd.confirmation
        flagged = list(c["results"]["outliers"])
        n = self.s.replicate_games if flagged else 0
        if n <= 0:
            return rnd.confirm_games, c["results"], None
        start = self.next_index
        indices = list(range(start, start + n))
        self.next_index += n
        self.progress.plan(self.budget.used + n + self._reserve(), f"replicate round {rnd.number}'s outliers")
        fresh: list[dict] = []
        self.play(self.config(*rnd.set_dirs), indices, fresh)
        res = self.aggregate(fresh)
        flags = []
        flagged_res = c["results"]
        for o in flagged:
            row, share = flag_row(res, o, self.info.faction.kind)
            first, _ = flag_row(flagged_res, o, self.info.faction.kind)
            # The flag's own games too: pooled with the fresh ones, corrected for having been chosen by them.
            flags.append((o["group"], o["key"], o["direction"], (row or {}).get("wins", 0),
                          (row or {}).get("games", 0), share, o["z"], (first or {}).get("games", 0),
                          flag_limit(flagged_res, o["group"])))
        found = st.replicate(flags, self.s.alpha, MIN_GAMES_FOR_OUTLIER)
        rows = []
        for o, r in zip(flagged, found):
            row, _ = flag_row(res, o, self.info.faction.kind)
            rows.append(brief(o) | {"direction": o["direction"], "z_flagged": o["z"],
                                    "fresh": None if row is None else {k: row[k] for k in
                                                                       ("rate", "ci_low", "ci_high", "games", "wins")},
                                    "share": round(r.share, 6), "z": round(r.z, 6), "p": round(r.p, 6),
                                    "p_fresh": round(r.p_fresh, 6),
                                    "z_pooled": None if r.pooled_z is None else round(r.pooled_z, 6),
                                    "group_size": r.group_size, "replicated": r.replicated})
        games = fresh + rnd.confirm_games
        results = self.aggregate(sorted(games, key=lambda g: g["index"]))
        results["outliers"] = [o for o, r in zip(flagged, found) if r.replicated]
        info = {"of_round": rnd.number, "games": len(fresh), "first_index": start,
                "seeds": [g["seed"] for g in fresh], "alpha": self.s.alpha, "flagged": rows}
        kept = [r["text"] for r in rows if r["replicated"]]
        self.progress.note(f"Round {rnd.number}'s set on {len(fresh)} more fresh games: {len(kept)} of its "
                           f"{len(rows)} outliers found again")
        return games, results, info

    # -- 1. baseline --
    def run_baseline(self) -> dict:
        n = self.s.baseline_games
        self.progress.plan(n + self._reserve(), "baseline")
        try:
            self.play(self.config(), list(range(n)), self.base_games)
        finally:
            self.base_results = self.aggregate(self.base_games)
        return self.base_results

    # -- 2. targets --
    def find_targets(self, rnd: Round, cards: list[str]) -> None:
        """Round 1: the outliers of the baseline, or the named cards. Later rounds: the faction and card
        outliers of the base games (the previous set's confirmation), and every card the set edited whose
        interval there misses its share without being an outlier."""
        r = rnd.results
        fk = self.info.faction.kind
        outliers = {(o["group"], o["key"]): o for o in r["outliers"]}

        def add(card: str, out: dict | None) -> None:
            if not any(t.card == card for t in rnd.targets):
                rnd.targets.append(self._target(r, card, out, rnd.number))

        if cards:
            for card in cards:
                group = fk if self.info.kinds.get(card, "") == fk else "card"
                add(card, outliers.get((group, card)))
            return
        for o in r["outliers"]:
            if o["group"] in (fk, "card"):
                add(o["key"], o)
        for card in sorted({e["card"] for e in rnd.base_edits}):
            group = fk if self.info.kinds.get(card, "") == fk else "card"
            row, goal = card_row(r, group, card, fk)
            # An edited card is tuned again when its interval misses its share, or when its estimate sits farther
            # than half the tolerance from it: a 2,000-game confirmation then fails it about a third of the time
            # or more (docs/tune.md, the A/A study: a faction's one edit at 28.6% against 25.5% over 6,000 games).
            if row is not None and (not row["ci_low"] <= goal <= row["ci_high"]
                                    or abs(row["rate"] - goal) > self.s.tolerance / 2):
                add(card, None)
        # Cards an earlier round left waiting join once no faction outlier makes the cards wait (before the
        # shadow rule below, which applies to them too).
        if not cards and not any(t.group == fk and t.outlier is not None for t in rnd.targets):
            self._carry(rnd, add)
        # A card far above its share takes wins from all the others, one far below gives them wins: an outlier
        # the other way beside it may be its shadow, and tuning both at once overshoots (each is raced on a base
        # where the other is not edited). So in each group the direction of the farthest outlier (largest |z|)
        # is tuned, and the other direction waits for the next round, which plays with those edits.
        for group in (fk, "card"):
            mine = [t for t in rnd.targets if t.group == group]
            if len({t.direction for t in mine}) < 2 or cards:
                continue
            lead = max(mine, key=lambda t: (abs(self._z(t)), t.card)).direction
            first = [t for t in mine if t.direction == lead]
            for t in (t for t in mine if t.direction != lead):
                rnd.targets.remove(t)
                text = t.outlier["text"] if t.outlier else f"{t.label} misses its share ({t.baseline['rate'] * 100:.0f}%)"
                one = len(first) == 1
                rnd.skipped.append({"round": rnd.number, "group": t.group, "key": t.card, "text": text,
                                    "reason": f"{'below' if t.direction == 'low' else 'above'} its share while "
                                              + ", ".join(h.label for h in first)
                                              + f" {'wins' if one else 'win'} {'more' if lead == 'high' else 'less'} "
                                              f"than {'its' if one else 'their'} share, and farther: perhaps "
                                              f"{'its' if one else 'their'} shadow; left to the next round, which "
                                              f"plays with {'that edit' if one else 'those edits'}",
                                    "waits": "shadow", "direction": t.direction})
        # Factions before cards: an edit of a card every faction can draw moves the factions, and a faction's edit
        # moves the cards' shares; raced apart in one round, each on a base without the other, they compound
        # (measured: docs/tune.md). So while a faction is a target, the other cards wait for a later round, whose
        # base has the factions' edits.
        # A faction tuned again because its edit landed a little off its share (not an outlier) holds nothing back:
        # its second number moves it by a point or two, the cards by less.
        if not cards and any(t.group == fk and t.outlier is not None for t in rnd.targets):
            for t in [t for t in rnd.targets if t.group == "card"]:
                rnd.targets.remove(t)
                text = t.outlier["text"] if t.outlier else f"{t.label} misses its share ({t.baseline['rate'] * 100:.0f}%)"
                rnd.skipped.append({"round": rnd.number, "group": t.group, "key": t.card, "text": text,
                                    "reason": f"the {fk} outliers are tuned first: a {fk}'s edit moves the cards' "
                                              "shares; left to a later round, which plays with the "
                                              f"{fk} edits", "waits": "factions", "direction": t.direction})
        tuned = {t.card for t in rnd.targets}
        for c in rnd.carried:            # a carried card the shadow rule or the factions made wait again is no target
            c["target"] = c["key"] in tuned
        for o in r["outliers"]:
            if o["group"] in (fk, "card"):
                continue
            if o["group"] == "seat":
                reason = "a seat, not one card: no card's number to edit"
            else:
                holders = sorted({g["factions"][seat] for g in rnd.games
                                  for seat, v in enumerate(g["faction_fields"][o["group"]]) if v == o["key"]})
                names = ", ".join(self.info.names.get(h, h) for h in holders)
                covered = [self.info.names.get(h, h) for h in holders if h in tuned]
                reason = (f"a value of {o['group']} held by {names}, not one card" +
                          (f"; {', '.join(covered)} {'is' if len(covered) == 1 else 'are'} tuned in this round"
                           if covered else ": no card holding it is an outlier to tune (tune them with --card)"))
            rnd.skipped.append({"round": rnd.number, "group": o["group"], "key": o["key"], "text": o["text"],
                                "reason": reason})

    def _carry(self, rnd: Round, add) -> None:
        """The cards an earlier round left waiting (for the factions first, or as a possible shadow) and no round
        tuned since: targets of this round when its base games still show them off their share.

        A waiting card was an outlier of an earlier round's base (replicated, after round 1); this round's base
        is later games (the last confirmation and the replication of this round), none of which chose it, so a
        plain one-sided test in its direction there, Holm over the waiting cards at `alpha`, keeps the chance of
        tuning one that sits on its share at 5% (stats.replicate without the first sample). Without this, a card
        outlier skipped while the factions were tuned was tuned only if a later confirmation happened to flag
        it again and the replication found it again (run 7: Augustus Pell and The Marlborough Club Card Room
        waited and never got a round)."""
        waiting: dict[str, dict] = {}
        for r in self.rounds:
            if r.number >= rnd.number:
                continue
            for s in r.skipped:
                if s["group"] == "card" and s.get("waits"):
                    waiting[s["key"]] = s               # the latest round's wait
        waiting = {k: s for k, s in waiting.items()       # neither tuned since nor a target already
                   if not any(t.card == k and t.round > s["round"] for t in self.targets + rnd.targets)}
        if not waiting:
            return
        by_card = {row["key"]: row for row in rnd.results["cards"]}
        keys = sorted(waiting)
        flags = []
        for k in keys:
            row = by_card.get(k) or {}
            flags.append(("card", k, waiting[k]["direction"], row.get("wins", 0), row.get("games", 0),
                          row.get("expected", 0.0)))
        found = st.replicate(flags, self.s.alpha, MIN_GAMES_FOR_OUTLIER)
        rnd.carried = []
        for k, f in zip(keys, found):
            row = by_card.get(k)
            rnd.carried.append({"key": k, "label": self.info.names.get(k, k), "from_round": waiting[k]["round"],
                                "waits": waiting[k]["waits"], "direction": f.direction,
                                "rate": None if row is None else row["rate"], "expected": round(f.share, 6),
                                "games": f.games, "z": round(f.z, 6), "p": round(f.p, 6),
                                "group_size": f.group_size, "carried": f.replicated})
            if f.replicated:
                add(k, None)
        self.progress.note(f"Round {rnd.number}: {sum(c['carried'] for c in rnd.carried)} of {len(rnd.carried)} "
                           "card(s) an earlier round left waiting still off their share on this round's base: "
                           + ", ".join(f"{c['label']} (z {c['z']:+.2f}{', still off' if c['carried'] else ''})"
                                       for c in rnd.carried))

    @staticmethod
    def _z(t: Target) -> float:
        """How far a target is from its share, in standard errors (its outlier's z, or its row's)."""
        if t.outlier:
            return t.outlier["z"]
        n, p = t.baseline["games"], t.goal
        return (t.baseline["rate"] - p) / math.sqrt(p * (1 - p) / n) if n and 0 < p < 1 else 0.0

    def _target(self, res: dict, card: str, outlier: dict | None, number: int) -> Target:
        """Round `number`'s target `card` (a faction card or any other) on results `res`, tuned for `outlier` (None:
        named by --card, or an edited card off its share)."""
        fk = self.info.faction.kind
        group = fk if self.info.kinds.get(card, "") == fk else "card"
        row, _ = card_row(res, group, card, fk)
        t = self._faction_target(res, card, row, outlier) if group == fk else self._card_target(card, row, outlier)
        t.round = number
        return t

    def _faction_target(self, res, card, row, outlier) -> Target:
        fair = res["fair_share"]
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
    def _copy(self, src: str, edits: list[dict]) -> tuple[str | None, str | None, str | None]:
        """The pack's YAML copied from `src` with `edits` made, compiled: (pack dir, build dir, problem)."""
        from compiler.build.builder import build

        self._built += 1
        top = os.path.join(self.work, f"c{self._built:03d}")
        dst = os.path.join(top, os.path.basename(os.path.realpath(self.info.pack_dir)))
        write_copy(src, dst, edits)
        bag, status, _ = build(dst, os.path.join(top, "build"))
        if status not in ("built", "up-to-date"):
            first = bag.sorted()[0].message if bag.sorted() else status
            return None, None, f"does not compile: {first}"
        return dst, os.path.join(top, "build"), None

    def tune(self, target: Target, rnd: Round) -> None:
        """Race the target's candidate edits on the round's base games; the choice is left in target.choice."""
        card = rnd.positioned.card(target.card)
        edits = candidates(rnd.positioned, card) if card is not None else []
        if not edits:
            target.note = "the card has no number an edit may change (no integer stat and no number in its abilities)"
            return
        base_games = rnd.games
        src = rnd.pack_dir or self.info.pack_dir
        kinds = self.info.kinds
        if target.measure == "faction":
            pairs = [(g["index"], faction_value(g, target.card)) for g in base_games]
            pairs = [(i, v) for i, v in pairs if v is not None]
            measure = lambda g: faction_value(g, target.card)      # noqa: E731
            goal, bounds = target.goal, (0.0, 1.0)
            scale = 1.0
        else:
            pairs = [(g["index"], card_value(g, target.card, kinds)) for g in base_games]
            measure = lambda g: card_value(g, target.card, kinds)  # noqa: E731
            goal, bounds = 0.0, (-1.0, 1.0)
            in_play = sum(1 for g in base_games if target.card in g["cards_in_play"])
            scale = in_play / len(base_games) if base_games else 1.0
        tolerance = self.s.tolerance * scale
        order = [i for i, _ in pairs]
        xs_all = dict(pairs)
        base_x = [v for _, v in pairs]
        base_n = len(base_x)
        if base_n < MIN_BASE:
            target.note = (f"the base games hold only {base_n} games with this card; at least {MIN_BASE} "
                           "are needed (raise --baseline-games)")
            return
        base_mean = sum(base_x) / base_n
        base_var = sum((v - base_mean) ** 2 for v in base_x) / (base_n - 1)
        meta = self._metagame(base_games, order, rnd.results["fair_share"],
                              own=target.card if target.measure == "faction" else None)
        target.health_before = round(meta["health"], 3)
        # A card out of play in a seed pairs 0 with 0 (or nearly): only the seeds it is in play in tell. So a card in
        # play in a fraction f of the base games plays --games / f pairs (and as many held out), about --games
        # games with it, as a faction card plays --games of the seeds it was dealt in. In run 19 a card in a third
        # of the games raced on 400 pairs (about 130 with it) and its choice missed its share in the check.
        cap = min(pairs_for(self.s.games, target.measure, scale), base_n)
        held_n = pairs_for(self.s.holdout_games, target.measure, scale)
        looks = max(1, math.ceil(math.log2(max(2, cap / self.s.first_round))) + 1)
        z_look = st.z_for(self.s.alpha, looks)
        toward = -1 if target.direction == "high" else 1       # the sign of a change towards the goal
        wrong_side = st.ABOVE if target.direction == "high" else st.BELOW

        state: dict[str, dict] = {}

        def add(edit: Edit) -> None:
            # Each runner's rounds double from the first round's size on its own: a further step that joins
            # late starts small and is looked at as often as the first candidates were.
            state[edit.key] = {"edit": edit, "runner": st.Runner(edit.key, edit.step, site=edit.site.what), "ys": {},
                               "wins": {}, "rates": None, "build": None, "problem": None, "estimate": None, "next": 0,
                               "batch": self.s.first_round}

        def joins(further: Edit | None, label: str, why: str) -> bool:
            """The next step of a number joins the race, once and within --max-step: whether it joined."""
            if further is None or further.key in state or abs(further.step) > self.s.max_step:
                return False
            add(further)
            self.progress.note(f"  {label}: {why}; trying {further.label()}")
            return True

        for e in edits:
            add(e)
        self.progress.note(f"{target.label}: {len(edits)} candidate edits")
        def run_race() -> None:
            """The race: every runner left plays its doubling batches, decided, halved, or stepped further."""
            while True:
                alive = [v for v in state.values() if v["runner"].alive]
                if not alive:
                    break
                reserve = self._reserve()
                wanted = sum(max(0, min(v["batch"], cap - v["next"])) for v in alive)
                self.progress.plan(self.budget.used + wanted + reserve, f"tune {target.label}")
                for v in sorted(alive, key=lambda v: (abs(v["edit"].step), v["edit"].key)):
                    r = v["runner"]
                    if v["build"] is None and v["problem"] is None:
                        pack_dir, build_dir, problem = self._copy(src, [v["edit"].to_dict()])
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
                        v["wins"][g["index"]] = _faction_wins(g)
                    self._look(v, order, xs_all, base_mean, base_var, base_n, goal, tolerance, z_look, bounds)
                    self._weigh(v, meta)
                    if self.interrupted:
                        break
                    if r.verdict is None and v["next"] >= cap:
                        r.dropped = "played its --games without a decisive interval"
                    # Not far enough: its interval misses the goal on the card's side, or it ran out of games with
                    # its estimate there by more than half the tolerance (a confirmation would likely fail it).
                    short = r.verdict == wrong_side or (r.dropped == "played its --games without a decisive interval"
                                                        and (r.mean - goal) * toward < -tolerance / 2)
                    if short and abs(r.step) < self.s.max_step and self._helps(v, state, toward):
                        further = step_further(card, v["edit"])
                        # A step beyond that was halved out early (on a few noisy games) is no reason to stop this
                        # number short: the next step past it joins (the race keeps one edit per number going).
                        while (further is not None and further.key in state
                               and (state[further.key]["runner"].dropped or "").startswith("halved")):
                            further = step_further(card, further)
                        joins(further, v["edit"].label(), "not far enough")
                    if r.verdict:
                        self.progress.note(f"  {v['edit'].label()}: {r.verdict} after {r.n} games "
                                           f"({self._fmt(v['estimate'], target, scale)})")
                if self.interrupted:
                    break
                st.race([v["runner"] for v in state.values()], goal, min_n=2 * self.s.first_round)
        run_race()
        runners = [v["runner"] for v in state.values()]
        def listed() -> list[dict]:
            """The candidates in file order (listed again after the held-out check adds its figures)."""
            return [self._candidate_dict(v, target, scale) for v in
                    sorted(state.values(), key=lambda v: (v["edit"].site.line, v["edit"].site.column,
                                                          v["edit"].new_value))]
        target.candidates = listed()
        if self.interrupted:
            pick = st.choose(runners, goal)
            target.note = "interrupted during the search" + (
                f"; the smallest edit whose interval held the fair share so far: {state[pick.key]['edit'].label()} "
                "(not confirmed)" if pick is not None else "")
            raise Interrupted()
        # A card tuned again (its edit landed off its share) gets a new edit only when its estimate lands within
        # half the tolerance with an interval holding the share: on held-out seeds, which the choice did not see
        # (the race's own estimate of its choice is biased towards the share), or, with no seeds to hold out, in
        # the race. Else no new edit: its edit of the rounds before stays.
        again = self._tuned_before(target, rnd)
        held = order[cap:cap + held_n]
        checked = held_n > 0 and len(held) >= self.s.min_pairs
        pick = st.choose(runners, goal, near=tolerance / 2, strict=again and not checked)
        if pick is None:
            target.note = self._why_none(state, target, scale, again)
            self.progress.note(f"  {target.label}: {target.note}")
            return
        if checked:
            held_estimate = lambda xs, ys: st.estimate(xs, ys, base_mean, base_var, base_n, bounds=bounds)  # noqa: E731
            pick = self._hold_out(pick, runners, state, held, target, scale, held_estimate, measure, xs_all, goal,
                                  tolerance, again)
            if pick is None:
                target.candidates = listed()
                self.progress.note(f"  {target.label}: {target.note}")
                return
            # Held out, the choice can stop short of the share by more than half the tolerance on the card's side
            # although its race read it there (run 21: Augustus Pell's power 6 -> 4 read 41.8% in its race, 35.1%
            # held out and 31.2% in the check, share 38.8%). That is the race's "not far enough" (item 3): the next
            # step of that number races, and the held-out seeds judge it against the choice.
            ho = state[pick.key].get("held_out")
            if (ho and ho["estimate"] is not None and (ho["estimate"].rate.mean - goal) * toward < -tolerance / 2
                    and abs(pick.step) < self.s.max_step):
                further = step_further(card, state[pick.key]["edit"])
                if joins(further, state[pick.key]["edit"].label(), "not far enough on held-out seeds"):
                    run_race()
                    if self.interrupted:
                        raise Interrupted()
                    runners = [v["runner"] for v in state.values()]
                    w = state[further.key]
                    if (w["build"] is not None and st.choose([w["runner"]], goal) is not None
                            and self.budget.left - self._reserve() >= len(held)):
                        est, ok = self._held_estimate(w, held, target, scale, held_estimate, measure, xs_all,
                                                      goal, tolerance / 2 if again else tolerance)
                        if ok and abs(est.rate.mean - goal) < abs(ho["estimate"].rate.mean - goal):
                            pick = w["runner"]
        v = state[pick.key]
        target.choice = {"edit": v["edit"], "estimate": v["estimate"], "scale": scale, "health": pick.health,
                         "seeds": [g["seed"] for g in base_games if g["index"] in v["ys"]]}
        if v.get("held_out") is not None:
            target.choice["held_out"] = v["held_out"]["estimate"]
            target.choice["held_out_holds"] = v["held_out"]["holds"]
        target.candidates = listed()
        if pick.pushes:
            names = ", ".join(self.info.names.get(f, f) for f in pick.pushes)
            target.note = (f"{target.note}; " if target.note else "") + (f"every edit whose interval held its share would push another faction out; the healthiest "
                           f"is kept ({v['refused']}); the confirmation says whether {names} is an outlier with the "
                           "set, and a next round tunes it")
            self.progress.note(f"  {target.label}: {target.note}")
        self.progress.note(f"  {target.label}: chosen {v['edit'].label()} ({self._fmt(v['estimate'], target, scale)}; "
                           f"metagame health {pick.health:.1f}, {target.health_before:.1f} without it)"
                           if pick.health is not None else
                           f"  {target.label}: chosen {v['edit'].label()} ({self._fmt(v['estimate'], target, scale)})")

    def _hold_out(self, pick, runners, state, held, target, scale, estimate, measure, xs_all, goal, tolerance,
                  again: bool = False):
        """The race's choice, checked on held-out seeds (base seeds no candidate played: `held`).

        The race picks, among many noisy estimates, one near the goal; an edit a few points off wins that by
        luck (the winner's curse), and the confirmation then fails it. So the chosen edit plays the held-out
        seeds, and it stands only when their estimate holds the goal (stats.holds_out); else the race's next
        choice is checked, up to HOLDOUT_TRIES edits. When none holds, the one whose held-out estimate is
        nearest the goal is kept, and the target's note says so. With no budget left for the check, the race's
        choice stands (noted). A card tuned again (`again`) must hold within half the tolerance there too, and
        when no checked edit does, none is kept (None; the note says its edit of the rounds before stays)."""
        holds_within = tolerance / 2 if again else tolerance
        tried: list[dict] = []
        while pick is not None and len(tried) < HOLDOUT_TRIES:
            v = state[pick.key]
            if self.budget.left - self._reserve() < len(held):
                if not tried:
                    target.note = "the run's --max-games left no games to check the chosen edit on held-out seeds"
                break
            est, ok = self._held_estimate(v, held, target, scale, estimate, measure, xs_all, goal, holds_within)
            tried.append(v)
            if ok:
                return pick
            keys = {w["edit"].key for w in tried}
            pick = st.choose([r for r in runners if r.key not in keys], goal, near=tolerance / 2)
        if not tried:
            return pick
        best = min((w for w in tried if w["held_out"]["estimate"] is not None),
                   key=lambda w: abs(w["held_out"]["estimate"].rate.mean - goal), default=tried[0])
        if best["held_out"]["holds"]:
            return best["runner"]
        if again:
            target.note = (f"tuned again: no edit held its share within half the tolerance on {len(held)} "
                           f"held-out seeds ({', '.join(w['edit'].label() for w in tried)} checked); "
                           + self._old_edit_stays(target))
            return None
        target.note = (f"no edit the race chose held its share on {len(held)} held-out seeds "
                       f"({', '.join(w['edit'].label() for w in tried)} checked); the nearest, "
                       f"{best['edit'].label()}, is kept, and the confirmation judges it")
        return best["runner"]

    def _held_estimate(self, v, held, target, scale, estimate, measure, xs_all, goal, within):
        """Play candidate `v` on the held-out seeds: (its estimate there, whether it holds the goal within `within`),
        kept in v["held_out"] and printed."""
        got: list[dict] = []
        try:
            self.play(self.config(*v["build"]), held, got)
        except Interrupted:
            target.note = f"interrupted while checking {v['edit'].label()} on held-out seeds"
            raise
        ys = {g["index"]: y for g in got if (y := measure(g)) is not None}
        idx = [i for i in held if i in ys]
        est = estimate([xs_all[i] for i in idx], [ys[i] for i in idx]) if idx else None
        ok = est is not None and st.holds_out(est.rate.mean, est.rate.se, est.rate.n, goal, within,
                                              min_n=self.s.min_pairs)
        v["held_out"] = {"estimate": est, "holds": ok}
        self.progress.note(f"  {v['edit'].label()} on {len(idx)} held-out seeds: {self._fmt(est, target, scale)}"
                           f" — {'holds' if ok else 'misses'} the share")
        return est, ok

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

    def _metagame(self, base_games: list[dict], order: list[int], fair: float, own: str | None = None) -> dict:
        """What the other factions' rates with an edit are measured from: each faction's wins and games in all
        the base games, its result per base game, and how many of its games an edit of the target reaches
        (those on the target's seeds, `order`)."""
        wins = {g["index"]: _faction_wins(g) for g in base_games}
        base: dict[str, list[int]] = {}
        for w in wins.values():
            for f, won in w.items():
                b = base.setdefault(f, [0, 0])
                b[0] += won
                b[1] += 1
        reach: dict[str, int] = {}
        for i in order:
            for f in wins.get(i, {}):
                reach[f] = reach.get(f, 0) + 1
        n = len(base_games) or 1
        share = {f: games / n for f, (_, games) in base.items()}
        base_t = {f: (w, g) for f, (w, g) in base.items()}
        rates = {f: w / g for f, (w, g) in base_t.items() if g}
        # The gate: the threshold a confirmation's faction test uses (simulate's Bonferroni over the factions).
        return {"wins": wins, "base": base_t, "reach": reach, "share": share, "fair": fair, "rates": rates,
                "limit": bonferroni_z(max(2, len(base_t))), "own": own,
                "health": st.health(rates, share, fair, self.s.confirm_games)}

    def _weigh(self, v, meta: dict) -> None:
        """The candidate's metagame health: every faction's rate with the edit, from its paired games."""
        diffs: dict[str, list[float]] = {}
        for i, w in v["wins"].items():
            before = meta["wins"].get(i, {})
            for f, won in w.items():
                if f in before:
                    diffs.setdefault(f, []).append(won - before[f])
        rates = st.rates_with_edit(meta["base"], diffs, meta["reach"])
        v["rates"] = rates
        v["runner"].health = st.health(rates, meta["share"], meta["fair"], self.s.confirm_games)
        v["runner"].pushes = tuple(st.pushed_out(rates, meta["rates"], meta["share"], meta["fair"],
                                                 self.s.confirm_games, meta["limit"], own=meta["own"]))
        names = self.info.names
        v["refused"] = None if not v["runner"].pushes else (
            "refused by the health gate: with it " + ", ".join(
                f"{names.get(f, f)} would win {rates[f] * 100:.1f}% ({meta['rates'][f] * 100:.1f}% in the base games)"
                for f in v["runner"].pushes)
            + f", beyond the outlier threshold of a {self.s.confirm_games}-game confirmation "
              f"(fair share {meta['fair'] * 100:.1f}%)")

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
        if r.health is not None:
            out["health"] = round(r.health, 3)
            out["faction_rates"] = {f: round(x, 6) for f, x in sorted(v["rates"].items())}
        held = v.get("held_out")
        if held is not None and held["estimate"] is not None:
            lo, mid, hi = self._rate_scale(held["estimate"].rate, target, scale)
            out["held_out"] = {"games": held["estimate"].rate.n, "rate": round(mid, 6), "ci_low": round(lo, 6),
                               "ci_high": round(hi, 6), "holds": held["holds"]}
        if r.pushes:
            out["refused"] = v["refused"]           # the health gate's verdict (kept only when no edit avoids it)
        return out

    def _why_none(self, state, target: Target, scale: float, again: bool = False) -> str:
        best = min((v for v in state.values() if v["estimate"] is not None),
                   key=lambda v: abs(v["runner"].mean - (target.goal if target.measure == "faction" else 0.0)),
                   default=None)
        if best is None:
            return "no candidate could be played (see each candidate's reason)"
        if again:
            return (f"tuned again: no edit of one number by up to ±{self.s.max_step} brings its estimate within "
                    f"half the tolerance (±{self.s.tolerance * 50:.1f} points) of its share with an interval "
                    f"holding it; nearest: {best['edit'].label()} at {self._fmt(best['estimate'], target, scale)}; "
                    + self._old_edit_stays(target))
        return (f"no edit of one number by up to ±{self.s.max_step} brings it to its fair share within the budget; "
                f"nearest: {best['edit'].label()} at {self._fmt(best['estimate'], target, scale)}")

    @staticmethod
    def _tuned_before(target: Target, rnd: Round) -> bool:
        """Whether the target is a card the set of the rounds before already edits (tuned again)."""
        return any(e["card"] == target.card for e in rnd.base_edits)

    def _old_edit_stays(self, target: Target) -> str:
        rnd = next((r for r in self.rounds if target in r.targets), None)
        labels = ", ".join(e["label"] for e in (rnd.base_edits if rnd else []) if e["card"] == target.card)
        return f"no new edit is given, and its edit of the rounds before ({labels}) stays"

    # -- 4. confirmation of the set --
    def _reserve(self) -> int:
        """Games one confirmation needs: the set's fresh games and the pack as it is on the same seeds."""
        return 2 * self.s.confirm_games

    def _edited_cards(self, edits: list[dict]) -> list[tuple[str, str]]:
        fk = self.info.faction.kind
        cards = sorted({e["card"] for e in edits})
        return [(fk if self.info.kinds.get(c, "") == fk else "card", c) for c in cards]

    def confirm_set(self, rnd: Round) -> dict:
        """The round's set on fresh seeds, with the pack as it is on the same seeds: compiler/tune/confirm.py.

        Played in parts; between parts it stops early, unconfirmed, once an edited card's interval (at a z
        shared over the looks and the cards, Bonferroni) already misses its share: the rest could not save it."""
        cards = self._edited_cards(rnd.set)
        fk = self.info.faction.kind
        pack_dir, build_dir, problem = self._copy(self.info.pack_dir, rnd.set)
        n = min(self.s.confirm_games, self.budget.left // 2)
        start = self.next_index
        indices = list(range(start, start + n))
        self.next_index += n
        labels = ", ".join(e["label"] for e in rnd.set)
        self.progress.plan(self.budget.used + 2 * n, f"confirm round {rnd.number}")
        games, fresh = rnd.confirm_games, rnd.fresh_games
        stopped_early = None
        if problem is None:
            rnd.set_dirs = (pack_dir, build_dir)
            parts = CONFIRM_LOOKS if n >= CONFIRM_LOOKS * MIN_BASE else 1
            z_look = st.z_for(self.s.alpha, parts * max(1, len(cards)))
            try:
                for k in range(parts):
                    part = indices[k * n // parts:(k + 1) * n // parts]
                    self.play(self.config(pack_dir, build_dir), part, games)
                    self.play(self.config(), part, fresh)
                    if k == parts - 1:
                        break
                    missed = misses(self.aggregate(games), cards, fk, z_look, MIN_BASE)
                    if missed:
                        stopped_early = (len(games), missed, parts)
                        # The verdict is known, but a next round takes these games as its base: the set's side
                        # plays on to the planned size (the pack as it is, needed only for the verdict, stops).
                        rest = indices[(k + 1) * n // parts:]
                        if self._another_round(rnd, len(rest)):
                            self.progress.plan(self.budget.used + len(rest), f"base of round {rnd.number + 1}")
                            self.play(self.config(pack_dir, build_dir), rest, games)
                        break
            except Interrupted:
                pass                      # judged on what finished, and never called confirmed
        # The verdict on both sides' common seeds only (an early stop, or Ctrl-C, leaves one side ahead).
        both = {g["index"] for g in games} & {g["index"] for g in fresh}
        judged = [g for g in games if g["index"] in both]
        fresh[:] = [g for g in fresh if g["index"] in both]
        if not stopped_early:
            games[:] = judged
        res, res0 = self.aggregate(judged), self.aggregate(fresh)
        verdict = judge(res, res0, cards, self.info.names, fk, lambda o: self._own_value(o, judged, cards),
                        complete=problem is None and len(judged) == n and n > 0, games=judged, games0=fresh,
                        kinds=self.info.kinds)
        if problem is not None:
            verdict["reasons"].insert(0, f"the set {problem}")
        if stopped_early is not None:
            m, missed, parts = stopped_early
            verdict["reasons"].insert(0, f"stopped after {m} of {n} games: " + "; ".join(
                f"{self.info.names.get(c, c)}'s interval {lo * 100:.1f}–{hi * 100:.1f}% (at the z of {parts} looks) "
                f"already missed its share {g * 100:.1f}%" for c, lo, hi, g in missed))
        verdict.update({"games": len(judged), "planned": n, "first_index": start,
                        "seeds": [g["seed"] for g in judged], "fair_share": res["fair_share"],
                        "stopped_early": stopped_early is not None, "set_games": len(games)})
        # The next round's base: every game played with the set (all of them when its side played on).
        rnd.confirmation = verdict | {"results": res if len(games) == len(judged) else self.aggregate(games)}
        state = ("confirmed, no faction or card outlier left" if verdict["clean"] else
                 "confirmed" if verdict["confirmed"] else "not confirmed: " + "; ".join(verdict["reasons"]))
        self.progress.note(f"Round {rnd.number}: the set ({labels}) on {len(judged)} fresh games: {state}")
        return verdict

    @staticmethod
    def missed(rnd: Round) -> tuple[list, list]:
        """This round's targets with an edit: (kept: those whose edit worked, dropped: (target, why) for those
        whose edit missed with the set or on held-out seeds)."""
        rows = {r["card"]: r for r in rnd.confirmation["cards"]}
        kept, dropped = [], []
        for t in (t for t in rnd.targets if t.choice is not None):
            row = rows.get(t.card)
            after = (row or {}).get("after")
            if row is None or after is None:
                why = "its card was in no game of the set's confirmation"
            elif not row["holds"] or row["still_an_outlier"]:
                why = (f"with the set its card's interval {after['ci_low'] * 100:.1f}–{after['ci_high'] * 100:.1f}% "
                       f"{'missed' if not row['holds'] else 'held'} its share {row['goal'] * 100:.1f}%"
                       + (" and it was still an outlier" if row["still_an_outlier"] else ""))
            elif t.choice.get("held_out_holds") is False:
                why = "no edit of the card held its share on held-out seeds (this one was the nearest)"
            else:
                kept.append(t)
                continue
            dropped.append((t, why))
        return kept, dropped

    def reduce(self, rnd: Round) -> Round | None:
        """A round whose set was not confirmed keeps the edits that worked: its set again without this round's
        edits that missed, confirmed on fresh seeds of its own (None when there is nothing to drop, nothing
        left to keep beside the rounds before, or no room for a whole confirmation).

        An edit missed when, with the set, its card's interval missed its share or the card was still an
        outlier, or when no edit of the card held its share on held-out seeds (the nearest was kept, item 4 of
        docs/tune.md). Edits of the rounds before stay: their set was the base this round was raced on. The
        reduced set is judged as any set (compiler/tune/confirm.py); the targets whose edit left it say why."""
        kept, dropped = self.missed(rnd)
        if not dropped or not kept:
            return None
        if self.budget.left < self._reserve():
            self.progress.note(f"Round {rnd.number}: --max-games leaves no room to confirm the set without the "
                               "edits that missed")
            return None
        edits, _ = merge(rnd.base_edits, [t.choice["edit"].to_dict() for t in kept], rnd.number)
        for t, why in dropped:
            t.dropped = why
        red = Round(rnd.number, rnd.base_edits, rnd.pack_dir, rnd.build_dir, rnd.positioned, rnd.games,
                    rnd.results, set=edits, reduced=[t.edit["label"] if t.edit else t.choice["edit"].label()
                                                     for t, _ in dropped],
                    polished_from=rnd.polished_from)
        self.progress.note(f"Round {rnd.number}: the set again without "
                           + "; ".join(f"{t.label}'s edit ({why})" for t, why in dropped))
        self.confirm_set(red)
        return red

    def _another_round(self, rnd: Round, more: int) -> bool:
        """Whether a round may follow this one after `more` games: --rounds and --max-games allow it (a race, a
        confirmation, and the replication of this set's outliers, which are not known yet: counted)."""
        return (rnd.number < self.s.rounds
                and self.budget.left - more >= self._reserve() + self._min_race() + self.s.replicate_games)

    def _min_race(self) -> int:
        """The fewest race games a round is worth starting for: one candidate's --games (a round whose race gets
        less than that spends its replication and confirmation on edits chosen from a first look or two)."""
        return max(self.s.first_round, self.s.games)

    def _own_value(self, outlier: dict, games: list[dict], cards: list[tuple[str, str]]) -> bool:
        """Whether an outlier is a value of a faction field that only edited faction cards hold (`<field> +0`
        once an edit gives a card a value no other has): those cards under another name, not another outlier."""
        field = outlier["group"]
        mine = {c for g, c in cards if g == self.info.faction.kind}
        if not mine or field not in self.info.faction.fields:
            return False
        holders = {g["factions"][seat] for g in games for seat, value in enumerate(g["faction_fields"][field])
                   if value == outlier["key"]}
        return bool(holders) and holders <= mine

    def _suggestion(self, target: Target, rnd: Round) -> dict:
        """The target's edit with its evidence: its round's base, the race, the set's fresh games with and without."""
        ch, c = target.choice, rnd.confirmation
        lo, mid, hi = self._rate_scale(ch["estimate"].rate, target, ch["scale"])
        est = ch["estimate"]
        row = next((r for r in c["cards"] if r["card"] == target.card), None) or {}
        after, before = row.get("after") or {}, row.get("before") or {}
        base = target.baseline
        return {
            "edit": target.edit,
            "round": rnd.number,
            "base_edits": [e["label"] for e in rnd.base_edits],
            "before": {"rate": base["rate"], "ci_low": base["ci_low"], "ci_high": base["ci_high"],
                       "games": base["games"], "fair_share": round(target.goal, 6)
                       if target.measure == "faction" else base.get("expected")},
            "search": {"rate": round(mid, 6), "ci_low": round(lo, 6), "ci_high": round(hi, 6), "games": est.rate.n,
                       "difference": est.difference.to_dict(), "correlation": round(est.correlation, 6),
                       "health": None if ch["health"] is None else round(ch["health"], 3),
                       "health_before": target.health_before, "seeds": ch["seeds"]},
            "held_out": self._held_dict(ch.get("held_out"), target, ch["scale"]),
            "after": {"rate": after.get("rate"), "ci_low": after.get("ci_low"), "ci_high": after.get("ci_high"),
                      "games": after.get("games", 0), "fair_share": row.get("goal", target.goal),
                      "run_games": c["games"], "first_index": c["first_index"], "seeds": c["seeds"]},
            "player_types": sorted(set(self.seats)),
            "seats": list(self.seats),
            "confirmed": c["confirmed"],
            "reasons": c["reasons"],
            "new_outliers": c["new_outliers"],
            "flagged_only_with_set": c["flagged_only_with_set"],
            "outliers_after": c["outliers_after"],
            # The pack as it is on the confirmation's own fresh seeds: what "new" is measured against.
            "fresh_before": {"rate": before.get("rate"), "ci_low": before.get("ci_low"),
                             "ci_high": before.get("ci_high"), "games": before.get("games", 0)},
            "outliers_fresh_before": c["outliers_fresh_before"],
        }

    def _held_dict(self, est, target: Target, scale: float) -> dict | None:
        """The chosen edit on held-out seeds (None: not checked)."""
        if est is None:
            return None
        lo, mid, hi = self._rate_scale(est.rate, target, scale)
        return {"rate": round(mid, 6), "ci_low": round(lo, 6), "ci_high": round(hi, 6), "games": est.rate.n}

    def settle_skipped(self) -> None:
        """For each outlier that is not one card: is it still one with its round's set, on the fresh games?"""
        for rnd in self.rounds:
            c = rnd.confirmation
            for skipped in rnd.skipped:
                skipped["after"] = [] if c is None else [{
                    "round": rnd.number, "edit": ", ".join(e["label"] for e in rnd.set), "card": "the set",
                    "still_an_outlier": any((o["group"], o["key"]) == (skipped["group"], skipped["key"])
                                            for o in c["outliers_after"])}]

    def _standing(self) -> tuple[Round | None, list[Round]]:
        """The round whose set the run stands by (the last round's when confirmed, else the latest confirmed one,
        else the last one tried), and every round whose set was tried."""
        tried = [r for r in self.rounds if r.confirmation is not None]
        confirmed = [r for r in tried if r.confirmation["confirmed"]]
        if not tried:
            return None, tried
        return (tried[-1] if tried[-1].confirmation["confirmed"] or not confirmed else confirmed[-1]), tried

    def number_moves(self, card_id: str, mine: list[dict]) -> list[dict]:
        """Each number of the card moved by ±1 and ±2 from where its edits `mine` have it, within its bounds, as
        edits of the pack as it is (a move to the original value drops that number's edit): item 9's neighbours."""
        card = self.pack.card(card_id)
        if card is None:
            return []
        at = {(e["file"], e["line"], e["column"]): e["new_value"] - e["value"] for e in mine}
        steps = sorted({d + k for d in {0, *at.values()} for k in (-2, -1, 1, 2)})
        out = []
        for edit in candidates(self.pack, card, steps):
            s = edit.site
            if abs(edit.step - at.get((s.file, s.line, s.column), 0)) in (1, 2):
                out.append(edit.to_dict())
        return out

    def _fresh_reserve(self) -> int:
        """Games kept back from the rounds for the polish on fresh seeds (compiler/tune/fresh.py): FRESH_PLAYS plays
        of `--fresh-games` seeds, when the rounds still have their minimum without them."""
        held = FRESH_PLAYS * self.s.fresh_games
        minimum = self.s.baseline_games + 2 * self.s.confirm_games
        return held if self.budget.limit - held >= minimum else 0

    def replicate_set(self) -> None:
        """The set tune stands by on fresh seeds, the games items 8 and 9 judge it on (compiler/tune/fresh.py)."""
        rnd, _ = self._standing()
        if rnd is None or not rnd.confirm_games or not rnd.fresh_games:
            return
        self.fresh, self.fresh_games = replicate_set(self, rnd)
        self._fresh_round = rnd if self.fresh else None

    def prune(self) -> None:
        """Before the set tune stands by is reported and applied: drop the edits of each card that, judged on every
        game played with that set, sits nearer its share without them (compiler/tune/prune.py)."""
        rnd, _ = self._standing()
        if rnd is None or not rnd.confirm_games or not rnd.fresh_games or len(self._edited_cards(rnd.set)) < 2:
            return
        self.pruning = drop_unneeded(self, rnd)
        self._pruned_round = rnd
        for t in self.pruning["tested"]:
            if t["dropped"]:
                for target in self.targets:
                    if target.card == t["card"] and any(e["card"] == t["card"] and e["round"] == target.round
                                                        for e in rnd.set):
                        target.pruned = t["why"]

    def step_back(self) -> None:
        """The set tune stands by, after `prune`, with each edited card that sits past its share the other way by
        more than half the tolerance stepped back toward its original numbers when that holds it nearer its share
        (compiler/tune/stepback.py)."""
        rnd, _ = self._standing()
        if rnd is None or not rnd.confirm_games or not rnd.fresh_games:
            return
        the_set, c = rnd.set, rnd.confirmation
        games, _ = judged(self, rnd)
        if self.pruning is not None and self._pruned_round is rnd:
            games = self.set_games or games
            if self.pruning["dropped"]:
                the_set, c = self.pruning["set"], self.pruning["confirmation"]
        if not the_set:
            return
        self.stepping = step_back_edits(self, rnd, the_set, games, c["confirmed"])
        self._stepped_round = rnd

    def polished(self, rnd: Round) -> tuple[list[dict], dict, list[dict]]:
        """`rnd`'s set as items 8 and 9 left it: (the set, its verdict against the pack as it is, the games with the
        set that verdict was judged on)."""
        the_set, c, games = rnd.set, rnd.confirmation, rnd.confirm_games
        if self.pruning is not None and self._pruned_round is rnd and self.pruning["dropped"]:
            the_set, c, games = self.pruning["set"], self.pruning["confirmation"], self.set_games
        if self.stepping is not None and self._stepped_round is rnd and self.stepping["taken"]:
            the_set, c, games = self.stepping["set"], self.stepping["confirmation"], self.set_games
        seeds = set(c["seeds"])
        return the_set, c, [g for g in games if g["seed"] in seeds]

    def last_round(self) -> None:
        """One round more on the set tune stands by, as items 8 and 9 left it, for the outliers it still leaves
        with no edit (compiler/tune/lastround.py): the round that stands when its set is confirmed."""
        rnd, _ = self._standing()
        if rnd is None or not rnd.confirmation or not rnd.confirmation["confirmed"] or rnd.last:
            return
        the_set, c, games = self.polished(rnd)
        fk = self.info.faction.kind
        left = {(o["group"], o["key"]) for o in lastround.targets_left(c, the_set, (fk, "card"))}
        if not left:
            return
        number = self.rounds[-1].number + 1
        if number > self.s.rounds:
            self._last_stop = f"--rounds {self.s.rounds} leaves no last round"
            return
        if self.budget.left < self._reserve() + self._min_race():
            self._last_stop = (f"--max-games leaves {self.budget.left} games, fewer than a race and a confirmation "
                               "for a last round")
            return
        results = self.aggregate(games)
        outliers = [o for o in results["outliers"] if (o["group"], o["key"]) in left]
        pack_dir, build_dir, problem = self._copy(self.info.pack_dir, the_set)
        if problem is not None or not outliers:
            self._last_stop = f"the set {problem}" if problem else "its outliers were not found on its games again"
            return
        results["outliers"] = outliers
        last = Round(number, the_set, pack_dir, build_dir, load_positioned(pack_dir)[0], games, results,
                     polished_from=rnd)
        self.rounds.append(last)
        self.progress.note(f"Round {last.number}, the last: the set as items 8 and 9 left it is the base, its "
                           f"{len(games)} games the base games; {len(outliers)} outlier(s) left with it and no edit")
        last.targets = [self._target(results, o["key"], o, last.number) for o in outliers]
        try:
            stands = self.play_round(last)
        except Interrupted:
            return
        if stands is not None:
            stands.stop = ("the last round: its set is confirmed" if stands.confirmation["confirmed"] else
                           f"the last round: its set was not confirmed; round {rnd.number}'s, as items 8 and 9 "
                           "left it, stands")

    def final_set(self) -> dict:
        """The set the run stands by: the last round's when confirmed, else the latest confirmed one, else the last
        one tried (not confirmed), without the edits `prune` dropped; per edit its card's rates on that set's fresh
        games, with and without."""
        rnd, tried = self._standing()
        if rnd is None:
            return {"round": None, "confirmed": False, "clean": False, "edits": [], "games": 0, "first_index": None,
                    "seeds": [], "outliers_after": [], "outliers_fresh_before": [], "new_outliers": [],
                    "flagged_only_with_set": [], "left": [],
                    "note": self.rounds[-1].stop if self.rounds else "no round was played"}
        c, the_set, pruning, stepping = rnd.confirmation, rnd.set, None, None
        # The last round's base is the polished set: the polish's records stay in the report, its set is in the base.
        if self.pruning is not None and (self._pruned_round is rnd or rnd.last):
            pruning = {k: v for k, v in self.pruning.items() if k not in ("set", "confirmation")}
        if self.stepping is not None and (self._stepped_round is rnd or rnd.last):
            stepping = {k: v for k, v in self.stepping.items() if k not in ("set", "confirmation")}
        if not rnd.last:
            the_set, c, _ = self.polished(rnd)
        by_card = {r["card"]: r for r in c["cards"]}
        first = {row["key"]: row for row in self.base_results[f"win_rate_by_{self.info.faction.kind}"]}
        first.update({row["key"]: row for row in self.base_results["cards"]})
        targets = {(t.round, t.card): t for t in self.targets}
        edits = []
        for e in the_set:
            row = by_card[e["card"]]
            t = targets.get((e["round"], e["card"]))
            search = (t.suggestion or {}).get("search") if t else None
            base = first.get(e["card"])
            edits.append(e | {
                "group": row["group"], "label_card": row["label"], "fair_share": row["goal"],
                "baseline": None if base is None else {k: base[k] for k in ("rate", "ci_low", "ci_high", "games")},
                "search": None if search is None else {k: search[k] for k in ("rate", "ci_low", "ci_high", "games")},
                "before": _rate_row(row["before"]), "after": _rate_row(row["after"]),
                "holds": row["holds"], "still_an_outlier": row["still_an_outlier"]})
        note = None
        if rnd is not tried[-1]:
            last = tried[-1]
            note = (f"round {last.number}'s set{' without ' + ', '.join(last.reduced) if last.reduced else ''} was "
                    f"not confirmed; round {rnd.number}'s{' without ' + ', '.join(rnd.reduced) if rnd.reduced else ''}"
                    ", confirmed, is the one to apply")
        elif rnd.last:
            note = (f"round {rnd.number}, the last, tuned the outliers the set of round {rnd.polished_from.number} left as items 8 "
                    "and 9 left it, on the games it was judged on; its set"
                    + (f" without {', '.join(rnd.reduced)}" if rnd.reduced else "") + " is confirmed on fresh seeds")
        elif rnd.reduced:
            note = (f"round {rnd.number}'s set without {', '.join(rnd.reduced)} (edits that missed: each target "
                    "says why)")
        if pruning and pruning["dropped"] and not rnd.last:
            note = ((note + "; ") if note else "") + (
                f"without {', '.join(pruning['dropped'])}, dropped before it is applied (their cards sit at least "
                f"as near their share without them on the same seeds; `pruned` says why, with the intervals), "
                f"judged again on the confirmation's {c['games']} seeds")
        if stepping and stepping["taken"] and not rnd.last:
            note = ((note + "; ") if note else "") + (
                f"stepped back before it is applied ({'; '.join(stepping['taken'])}: nearer their share on the same "
                f"seeds; `stepped_back` says why, with the race and the intervals), judged again on the "
                f"confirmation's {c['games']} seeds")
        return {"round": rnd.number, "reduced": rnd.reduced, "confirmed": c["confirmed"], "clean": c["clean"],
                "edits": edits, "without_edit": self.without_edit(rnd, c, the_set), "pruned": pruning,
                "stepped_back": stepping,
                "fresh": self.fresh if self._fresh_round is rnd or (rnd.last and self.fresh) else None,
                "games": c["games"], "first_index": c["first_index"], "seeds": c["seeds"],
                "outliers_after": c["outliers_after"], "outliers_fresh_before": c["outliers_fresh_before"],
                "new_outliers": c["new_outliers"], "flagged_only_with_set": c["flagged_only_with_set"],
                "left": c["left"], "reasons": c["reasons"], "moved": c.get("moved", []), "tested": c.get("tested"),
                "note": note}

    def without_edit(self, rnd: Round, c: dict | None = None, the_set: list | None = None) -> list[dict]:
        """Every faction or card outlier with the set `rnd` stands for that has no edit in it, and why: the
        target's note when its race found none, why its edit left a reduced set, a later round's set that was not
        confirmed, a round that left it as a possible shadow or for the factions first, or no round after."""
        fk = self.info.faction.kind
        c = rnd.confirmation if c is None else c
        in_set = {e["card"] for e in (rnd.set if the_set is None else the_set)}
        later = [r for r in self.rounds if r.number >= rnd.number]
        out = []
        for o in c["left"]:
            if o["group"] not in (fk, "card") or o["key"] in in_set:
                continue
            mine = [t for t in self.targets if t.card == o["key"] and t.round >= rnd.number]
            skipped = [s for r in later for s in r.skipped if s["key"] == o["key"]]
            again = next((f for r in self.rounds if r.replication_of is rnd and r.replication
                          for f in r.replication["flagged"] if (f["group"], f["key"]) == (o["group"], o["key"])), None)
            pruned = next((t for t in self.targets if t.card == o["key"] and t.pruned), None)
            if pruned is not None:
                why = f"its edits were dropped before the set was applied: {pruned.pruned}"
            elif again is not None and not again["replicated"]:
                why = not_replicated_text(again, rnd.number)
            elif mine:
                t = mine[-1]
                if t.choice is None:
                    why = f"round {t.round} found no edit: {t.note or 'no candidate held its share'}"
                elif t.dropped:
                    why = f"its edit {t.edit['label'] if t.edit else t.choice['edit'].label()} (round {t.round}) " \
                          f"left the set: {t.dropped}"
                else:
                    sets = [r for r in self.rounds if r.number == t.round and r.confirmation is not None
                            and any(e["card"] == t.card for e in r.set)]
                    names = " and ".join(f"round {r.number}'s set" + (f" without {', '.join(r.reduced)}"
                                                                        if r.reduced else "") for r in sets)
                    why = (f"its edit {t.edit['label'] if t.edit else t.choice['edit'].label()} is in {names}, "
                           + ("which was not confirmed" if len(sets) < 2 else "none of them confirmed"))
            elif skipped:
                why = f"round {skipped[-1]['round']} did not tune it: {skipped[-1]['reason']}"
            else:
                why = f"no round followed to tune it ({self._last_stop or self.rounds[-1].stop or 'the run ended'})"
            out.append(brief(o) | {"why": why})
        return out


def pairs_for(n: int, measure: str, in_play: float) -> int:
    """Pairs a race plays (or holds out) for `n` (--games, --holdout-games): `n` for a faction card (its seeds are
    those it was dealt in already), `n` / f for a card in play in a share f of the base games, so that about `n`
    of them have it (a seed without it pairs 0 with 0 or nearly)."""
    if measure == "faction" or n <= 0:
        return n
    return math.ceil(n / in_play) if in_play > 0 else 10 ** 9


def not_replicated_text(f: dict, of_round: int) -> str:
    """Why a flagged outlier is not tuned: the fresh games of its set did not find it again (the numbers)."""
    row = f["fresh"] or {"rate": 0.0, "ci_low": 0.0, "ci_high": 1.0, "games": 0}
    share = "expected" if f["group"] == "card" else "fair share"
    return (f"flagged on round {of_round}'s confirmation (z {f['z_flagged']:+.2f}) but not found again on "
            f"{row['games']} fresh games with the same set: {row['rate'] * 100:.1f}% (95% CI "
            f"{row['ci_low'] * 100:.1f}–{row['ci_high'] * 100:.1f}%), {share} {f['share'] * 100:.1f}%, z {f['z']:+.2f}; "
            f"{replication_p(f)}, not passed by Holm's test over the {f['group_size']} flagged of its group "
            "(5%): not shown to be an outlier, so not tuned")


def _faction_wins(game: dict) -> dict[str, int]:
    """Each faction card at the table: 1 when its seat won, else 0."""
    return {f: int(seat in game["winners"]) for seat, f in enumerate(game["factions"]) if f}


def _rate_row(row: dict | None) -> dict | None:
    return None if row is None else {k: row[k] for k in ("rate", "ci_low", "ci_high", "games", "wins")}


Z95 = st.Z95
