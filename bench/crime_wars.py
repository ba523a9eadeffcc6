"""Crime Wars engine speed: complete games per second and decisions per second on one core,
invariants off, log off, median of several runs, on the compiled pack generated/crime_wars/
(`syndicate build content/crime_wars`).

    python bench/crime_wars.py [--players 4] [--kind random|heuristic] [--games 200] [--runs 5]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

from runtime.packs import load_generated  # noqa: E402
from runtime.session import new_game  # noqa: E402


def pack_folder() -> str:
    return os.path.join(ROOT, "generated", "crime_wars")


def one_run(pack, players: int, kind: str, games: int, base: int) -> tuple[float, float, dict]:
    decisions = 0
    outcomes: dict = {}
    t0 = time.perf_counter()
    for i in range(games):
        g = new_game(pack, players, base + i, seats={k + 1: kind for k in range(players)}, log=False)
        out = g.run()
        decisions += g.decisions
        outcomes[out] = outcomes.get(out, 0) + 1
    dt = time.perf_counter() - t0
    return games / dt, decisions / dt, outcomes


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--kind", default="random", choices=("random", "heuristic"))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    pack = load_generated(pack_folder())
    gps, dps = [], []
    for r in range(args.runs):
        g, d, outcomes = one_run(pack, args.players, args.kind, args.games, r * 1000)
        gps.append(g)
        dps.append(d)
        print(f"run {r + 1}: {g:8.1f} games/s  {d:10.0f} decisions/s  {outcomes}")
    print(f"median: {statistics.median(gps):.1f} complete {args.players}-player Crime Wars games/s, "
          f"{statistics.median(dps):.0f} decisions/s ({args.kind} players, one core)")


if __name__ == "__main__":
    main()
