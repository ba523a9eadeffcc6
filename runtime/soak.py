"""Soak: seeded random games, one after another, with every invariant checked every step.

Each game gets its own seed (derived from the soak's seed and the game's
number), a random table size, random or heuristic players and sometimes a
house rule. The engine's invariant checks run after every action and turn
(`check_invariants=True`). A game that fails for any reason — a broken
invariant, an ability that raised, a trigger chain cut by the engine's bound,
or a bug that raised something else — is written to the output folder as a
save file (seed + answers: `syndicate replay` plays it again) and a `.log`
with the transcript and the error, and the soak goes on.
"""
from __future__ import annotations

import json
import os
import random
import time
import traceback
from dataclasses import dataclass, field

from . import atomic, save, session
from .games import engine_of
from .packs import PackError, apply_house_rules


@dataclass
class SoakReport:
    seed: int
    games: int = 0
    steps: int = 0           # decisions asked, summed over games
    turns: int = 0
    seconds: float = 0.0
    outcomes: dict = field(default_factory=dict)
    failures: list = field(default_factory=list)    # {"seed", "save", "log", "error"}

    def to_dict(self) -> dict:
        return {"seed": self.seed, "games": self.games, "steps": self.steps, "turns": self.turns,
                "seconds": round(self.seconds, 1), "outcomes": self.outcomes, "failures": self.failures}


def game_seed(seed: int, i: int) -> int:
    return (seed * 1_000_003 + i) % (2 ** 31)


def plan(pack, seed: int, i: int, house_rules=None) -> dict:
    """The table of game i: players, seats, house rules (or these) — from the seeds alone.

    The table size is drawn from the players range of the ruleset as the house
    rules leave it, since a house rule may need more players (or allow more)."""
    rng = random.Random(game_seed(seed, i) ^ 0x5A5A)
    lo, hi = pack.ruleset["players"]["min"], pack.ruleset["players"]["max"]
    n = rng.randint(lo, min(hi, 6))
    # A third of the seats take the engine's default player (Crime Lords: heuristic), as many as before.
    default = engine_of(pack).default_seat if pack.game else "heuristic"
    seats = {k: rng.choice(("random", "random", default)) for k in range(1, n + 1)}
    rules = []
    if pack.house_rules and rng.random() < 0.3:
        rules = [rng.choice(sorted(pack.house_rules))]
    if house_rules is not None:
        rules = list(house_rules)
    n = _fit_players(pack, rules, n)
    seats = {k: seats.get(k, "random") for k in range(1, n + 1)}
    return {"seed": game_seed(seed, i), "players": n, "seats": seats, "house_rules": rules}


def _fit_players(pack, rules: list, n: int) -> int:
    """n moved into the players range of the ruleset with `rules` applied (unchanged if none applies)."""
    try:
        players = apply_house_rules(pack, rules)[0]["players"]
    except PackError:
        return n                      # an unknown house rule fails in the game, where it is reported
    lo, hi = players["min"], players["max"]
    return min(max(n, lo), hi) if lo <= hi else n


def _save_failure(g, table: dict, exc: BaseException, out_dir: str) -> dict:
    base = os.path.join(out_dir, f"fail-{table['seed']}")
    error = f"{type(exc).__name__}: {exc}"
    entry = {"seed": table["seed"], "players": table["players"], "house_rules": table["house_rules"], "error": error}
    if g is not None:
        data = save.record(g, g.seat_kinds or [table["seats"][k] for k in sorted(table["seats"])],
                           error=str(exc))
        save.write_atomic(base + ".json", data)
        entry["save"] = base + ".json"
        transcript = "\n".join(text for _, text in g.log.lines)
    else:
        transcript = "(the game could not be set up)"
    atomic.write_atomic(base + ".log", f"{transcript}\n\n--- the game failed ---\n{traceback.format_exc()}")
    entry["log"] = base + ".log"
    return entry


def soak(pack, seconds: float, seed: int, out_dir: str, on_game=None, max_games: int | None = None,
         house_rules=None) -> SoakReport:
    """Play games until `seconds` have passed (or `max_games`); report and save failures."""
    os.makedirs(out_dir, exist_ok=True)
    report = SoakReport(seed)
    start = time.monotonic()
    i = 0
    while time.monotonic() - start < seconds and (max_games is None or i < max_games):
        table = plan(pack, seed, i, house_rules)
        g = None
        try:
            g = session.new_game(pack, table["players"], table["seed"], table["seats"], table["house_rules"],
                                 check=True)
            outcome = g.run()
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - a soak records every failure and goes on
            outcome = "failed"
            report.failures.append(_save_failure(g, table, exc, out_dir))
        report.games += 1
        if g is not None:
            report.steps += g.decisions
            report.turns += g.turn
        report.outcomes[outcome] = report.outcomes.get(outcome, 0) + 1
        i += 1
        if on_game is not None:
            on_game(report)
    report.seconds = time.monotonic() - start
    atomic.write_atomic(os.path.join(out_dir, "soak.json"), json.dumps(report.to_dict(), indent=2) + "\n",
                        make_folder=False)
    return report
