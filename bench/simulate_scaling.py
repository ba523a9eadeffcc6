"""How `syndicate simulate` scales: games per second at 1 and 2 jobs, efficiency, memory per worker.

    python bench/simulate_scaling.py [--games 40] [--players 4] [--runs 3] [--player-type heuristic]
                                     [--pack content/crime_lords] [--turn-cap T]

Each configuration is run --runs times (different run seeds, the same for
both job counts) and the median is printed. Scaling efficiency is
(games/s at 2 jobs) / (2 x games/s at 1 job). Peak memory is the largest
resident set size any worker reached (ru_maxrss), the parent excluded for
2 jobs. On a machine shared with other work the figures move; read them
as a rough guide.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from compiler.simulate import adapter  # noqa: E402
from compiler.simulate.backends import GameConfig, make_backend  # noqa: E402
from compiler.simulate.runner import run_batch  # noqa: E402


def measure(config: GameConfig, games: int, jobs: int, seed: int) -> tuple[float, int]:
    backend = make_backend("local", jobs)
    try:
        result = run_batch(config, games, seed, backend)
    finally:
        backend.close()
    return games / result.elapsed, max(result.workers.values())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pack", default="content/crime_lords")
    # Enough games that starting the pool (about half a second) does not hide the scaling.
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--player-type", default="heuristic", choices=["random", "heuristic"])
    ap.add_argument("--turn-cap", type=int, default=None)
    args = ap.parse_args()

    info = adapter.prepare(args.pack, [], args.players, None)
    config = GameConfig(pack=info.pack_dir, seats=(args.player_type,) * args.players, house_rules=(),
                        turn_cap=args.turn_cap)
    rates: dict[int, list[float]] = {1: [], 2: []}
    memory: dict[int, list[int]] = {1: [], 2: []}
    for run in range(args.runs):
        for jobs in (1, 2):
            rate, peak = measure(config, args.games, jobs, seed=1000 + run)
            rates[jobs].append(rate)
            memory[jobs].append(peak)
    one, two = statistics.median(rates[1]), statistics.median(rates[2])
    print(f"pack {info.name}: {args.games} games x {args.runs} runs, {args.players} {args.player_type} players, "
          f"cpus {os.cpu_count()}")
    print(f"1 job : {one:8.2f} games/s   (runs: {', '.join(f'{r:.2f}' for r in rates[1])})")
    print(f"2 jobs: {two:8.2f} games/s   (runs: {', '.join(f'{r:.2f}' for r in rates[2])})")
    print(f"scaling efficiency at 2 jobs: {two / (2 * one) * 100:.0f}%")
    for jobs in (1, 2):
        print(f"peak memory per worker at {jobs} job{'s' if jobs > 1 else ''}: "
              f"{statistics.median(memory[jobs]) / 2**20:.1f} MiB (median of the runs' largest)")


if __name__ == "__main__":
    main()
