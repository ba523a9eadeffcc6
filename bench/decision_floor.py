"""The floor under the engine's decisions/s: what asking alone costs, without any rules.

Plays seeded 4-player random games as bench/simulate.py does, recording every decision put to a
player (its kind, seat, options and range). Then it times two things, interleaved, median of --runs:

  engine  the whole games (rules + asking), in µs per decision;
  asking  the same stream of decisions put again through Table.ask to the same kind of random
          players, with the option lists already made: building the Decision, the player's
          choice, the check and the record, and nothing else.

The difference is what the rules cost per decision. With --target D (decisions/s), it prints how
many µs per decision the rules may take to reach D: what an engine speed-up must bring them to.

    python bench/decision_floor.py [--games 40] [--runs 5] [--target 150000]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from runtime.games import engine_of  # noqa: E402
from runtime.kernel.table import Table  # noqa: E402
from runtime.packs import load_generated  # noqa: E402
from runtime.players import RandomPlayer  # noqa: E402


class _Recording(RandomPlayer):
    """A random player that keeps each decision it is asked (options copied: the engine may reuse lists)."""

    def __init__(self, seed: int, stream: list):
        super().__init__(seed)
        self.stream = stream

    def choose(self, d):
        self.stream.append((d.kind, d.player, list(d.options) if d.options else None, d.lo, d.hi))
        return super().choose(d)


def record(pack, games: int) -> list:
    stream: list = []
    for seed in range(games):
        engine_of(pack).game(pack, [_Recording(seed * 7 + k, stream) for k in range(4)], seed=seed, log=False).run()
    return stream


def time_engine(pack, games: int) -> tuple[float, int]:
    decisions = 0
    t0 = time.perf_counter()
    for seed in range(games):
        g = engine_of(pack).game(pack, [RandomPlayer(seed * 7 + k) for k in range(4)], seed=seed, log=False)
        g.run()
        decisions += g.decisions
    return time.perf_counter() - t0, decisions


def time_asking(stream: list) -> float:
    table = Table([RandomPlayer(k) for k in range(4)], seed=0, log=False)
    ask = table.ask
    t0 = time.perf_counter()
    for kind, player, options, lo, hi in stream:
        ask(kind, player, options, lo, hi, prompt="")
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--target", type=float, default=0.0,
                    help="decisions/s to reach: prints the µs per decision the rules may take")
    args = ap.parse_args()
    pack = load_generated(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "generated", "crime_lords"))
    stream = record(pack, args.games)
    engine_us, asking_us = [], []
    for r in range(args.runs):
        dt, decisions = time_engine(pack, args.games)
        assert decisions == len(stream), "the recorded stream is not the games' decisions"
        da = time_asking(stream)
        engine_us.append(dt / decisions * 1e6)
        asking_us.append(da / len(stream) * 1e6)
        print(f"run {r + 1}: engine {engine_us[-1]:6.2f} µs/decision   asking alone {asking_us[-1]:5.2f} µs/decision")
    e, a = statistics.median(engine_us), statistics.median(asking_us)
    print(f"median over {args.runs} runs, {len(stream):,} decisions of {args.games} games:")
    print(f"  engine:       {e:6.2f} µs per decision = {1e6 / e:10,.0f} decisions/s")
    print(f"  asking alone: {a:6.2f} µs per decision = {1e6 / a:10,.0f} decisions/s (the ceiling with free rules)")
    print(f"  rules:        {e - a:6.2f} µs per decision ({(e - a) / e:.0%} of the engine's time)")
    if args.target:
        budget = 1e6 / args.target - a
        need = (e - a) / budget if budget > 0 else float("inf")
        print(f"  to reach {args.target:,.0f} decisions/s the rules may take {budget:.2f} µs per decision: "
              + (f"{need:.1f}x less than now" if budget > 0 else "less than nothing: asking alone is slower"))


if __name__ == "__main__":
    main()
