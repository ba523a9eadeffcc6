"""Engine speed: complete 4-player games per second and decisions per second, random players,
one core, invariants off, log off. Prints the median of several runs.

    python bench/simulate.py [--games 40] [--runs 5]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from runtime.games import engine_of  # noqa: E402
from runtime.packs import load_generated  # noqa: E402
from runtime.players import RandomPlayer  # noqa: E402


def one_run(pack, games: int, base: int) -> tuple[float, float, dict]:
    decisions = 0
    outcomes: dict = {}
    t0 = time.perf_counter()
    for i in range(games):
        seed = base + i
        g = engine_of(pack).game(pack, [RandomPlayer(seed * 7 + k) for k in range(4)], seed=seed, log=False)
        out = g.run()
        decisions += g.decisions
        outcomes[out] = outcomes.get(out, 0) + 1
    dt = time.perf_counter() - t0
    return games / dt, decisions / dt, outcomes


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    pack = load_generated(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "generated", "crime_lords"))
    gps, dps = [], []
    for r in range(args.runs):
        g, d, outcomes = one_run(pack, args.games, r * 1000)
        gps.append(g)
        dps.append(d)
        print(f"run {r + 1}: {g:8.1f} games/s  {d:10.0f} decisions/s  {outcomes}")
    print(f"median: {statistics.median(gps):.1f} complete 4-player games/s, "
          f"{statistics.median(dps):.0f} decisions/s (random players, one core)")


if __name__ == "__main__":
    main()
