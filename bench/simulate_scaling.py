"""How `syndicate simulate` scales: games per second at 1 and 2 jobs, efficiency, memory per worker;
and (--cards) how the cost of a decision grows with the number of cards in the game.

    python bench/simulate_scaling.py [--games 40] [--players 4] [--runs 3] [--player-type heuristic]
                                     [--pack content/crime_lords] [--turn-cap T]
    python bench/simulate_scaling.py --cards [--copies 1,2,3] [--games 20] [--runs 3]

--cards plays 4-player games of random players, one core, with the base pack's
cards once, twice, three times (each copy's ids end in `#2`, `#3`; a copy
keeps its card's abilities), and prints the CPU microseconds per decision
and their ratio to the single pack: per-decision cost flat in the cards on
the table reads as ratios near 1.

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

import dataclasses  # noqa: E402
import time  # noqa: E402

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


def copied_pack(pack, copies: int):
    """The pack with every card `copies` times (ids `<id>#2`...), each copy with its card's abilities."""
    cards, abilities = list(pack.cards), dict(pack.abilities)
    for k in range(2, copies + 1):
        for d in pack.cards:
            cards.append({**d, "id": f"{d['id']}#{k}"})
            if d["id"] in pack.abilities:
                abilities[f"{d['id']}#{k}"] = pack.abilities[d["id"]]
    return dataclasses.replace(pack, cards=tuple(cards), abilities=abilities)


def per_decision(pack, games: int, seed: int) -> tuple[float, float]:
    """CPU microseconds per decision over `games` random 4-player games, and the cards on the table
    (held by the seats or lying open) on average, counted at one decision in 64."""
    from runtime.games import engine_of
    from runtime.players import RandomPlayer

    class Counting(RandomPlayer):
        def choose(self, d):
            seen[0] += 1
            if not seen[0] % 64:
                g = d.game
                table.append(sum(len(g.held_cards(s)) for s in g.seats) + len(g.state.zones["open"]))
            return super().choose(d)

    seen, table = [0], []
    decisions, t0 = 0, time.process_time()
    for i in range(games):
        g = engine_of(pack).game(pack, [Counting((seed + i) * 7 + k) for k in range(4)], seed=seed + i, log=False)
        g.run()
        decisions += g.decisions
    return 1e6 * (time.process_time() - t0) / decisions, statistics.mean(table)


def card_scaling(args) -> None:
    from runtime.packs import load_generated
    base = load_generated(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                       "generated", "crime_lords"))
    copies = [int(x) for x in args.copies.split(",")]
    packs = {k: copied_pack(base, k) for k in copies}
    costs: dict[int, list[float]] = {k: [] for k in copies}
    held: dict[int, float] = {}
    for run in range(args.runs):
        for k in copies:                       # interleaved, so load on the machine falls on all alike
            cost, held[k] = per_decision(packs[k], args.games, 1000 * run)
            costs[k].append(cost)
    one = statistics.median(costs[copies[0]])
    print(f"per-decision cost by cards in the game: {args.games} games x {args.runs} runs, 4 random players, one core")
    for k in copies:
        med = statistics.median(costs[k])
        print(f"{len(packs[k].cards):4d} cards (x{k}): {med:7.1f} us/decision  x{med / one:.2f}  "
              f"({held[k]:.0f} cards on the table on average, last run)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cards", action="store_true", help="per-decision cost with the pack's cards copied")
    ap.add_argument("--copies", default="1,2,3")
    ap.add_argument("--pack", default="content/crime_lords")
    # Enough games that starting the pool (about half a second) does not hide the scaling.
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--player-type", default="heuristic", choices=["random", "heuristic"])
    ap.add_argument("--turn-cap", type=int, default=None)
    args = ap.parse_args()
    if args.cards:
        if args.games == 400:
            args.games = 20
        return card_scaling(args)

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
