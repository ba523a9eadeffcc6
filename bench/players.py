"""How the computer players play and how fast: action mix, win rates, decisions/s, state copies/s.

    python bench/players.py mix [--games 60] [--seat-kinds heuristic] [--house-rule last_man_standing]
    python bench/players.py speed [--games 10] [--search-games 1] [--budget N]
    python bench/players.py copies [--seconds 2]
    python bench/players.py duel --hero search --field heuristic [--games 20] [--budget N]

`mix` counts what the players did over the games (the actions they chose, Gang War hits, Specials
and card abilities used, defence, hiding out, protectors, showdown money) and how the games ended.
`duel` plays seat-rotated 4-player games of one `hero` against three of the `field` and prints the
hero's win rate with its 95% Wilson interval and the time per hero decision.
All games run on one core, log off; numbers are printed, never asserted.
"""
from __future__ import annotations

import argparse
import collections
import math
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from runtime.games import engine_of
from runtime.packs import load_generated
from runtime.session import seat_kinds

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


class Tally:
    """Wraps a player and counts the kinds of thing it chose (the game only asks; it never sees this)."""

    def __init__(self, player, counts: collections.Counter, timing: list | None = None):
        self.player, self.counts, self.timing = player, counts, timing
        self.kind = player.kind
        self.replays = getattr(player, "replays", False)

    def refused(self, d, answer, reason):
        self.player.refused(d, answer, reason)

    def choose(self, d):
        t0 = time.perf_counter()
        ans = self.player.choose(d)
        if self.timing is not None:
            self.timing.append(time.perf_counter() - t0)
        c = self.counts
        k = d.kind
        if k == "action":
            c[ans] += 1
        elif k == "war":
            c["war " + ans] += 1
        elif k in ("ability", "attack_ability") and ans != "done":
            card = ans[0]
            c["special played" if getattr(card, "kind", "") == "special" else "card ability"] += 1
        elif k in ("defend", "hide") and ans == "yes":
            c[k] += 1
        elif k == "defend_card" and ans != "done":
            c["defend"] += 1
        elif k == "protector" and ans != "none":
            c["protector"] += 1
        elif k == "assist" and ans != "done":
            c["assist"] += 1
        elif k in ("showdown", "hit_money") and isinstance(ans, int) and ans > 0:
            c[k + " money"] += 1
            c[k + " G"] += ans
        elif k == "back_out" and ans == "yes":
            c["back out"] += 1
        return ans


def pack_of(name: str):
    return load_generated(os.path.join(ROOT, "generated", name))


def make(kind: str, engine, seed: int, **opts):
    cls = seat_kinds(engine)[kind]
    return cls(seed, **opts) if opts else cls(seed)


def play(pack, kinds: list[str], seed: int, house_rules=(), counts=None, timing=None, opts=None, max_turns=None):
    engine = engine_of(pack)
    players = []
    for i, k in enumerate(kinds):
        p = make(k, engine, seed * 1009 + i, **((opts or {}).get(k, {})))
        players.append(Tally(p, counts[i] if counts else collections.Counter(), timing[i] if timing else None))
    g = engine.game(pack, players, seed=seed, house_rules=list(house_rules), log=False)
    g.run(max_turns=max_turns)
    return g


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def cmd_mix(args) -> None:
    pack = pack_of(args.pack)
    kinds = args.seat_kinds.split(",")
    kinds = (kinds * 4)[:args.players] if len(kinds) == 1 else kinds
    total = collections.Counter()
    ends = collections.Counter()
    seat_wins = collections.Counter()
    order_wins = collections.Counter()           # by place in the turn order: 1 = the opener
    openers = collections.Counter()
    turns, decisions = [], 0
    t0 = time.perf_counter()
    for i in range(args.games):
        counts = [collections.Counter() for _ in kinds]
        g = play(pack, kinds, args.seed + i, args.house_rule, counts, max_turns=args.max_turns)
        for c in counts:
            total.update(c)
        ends[g.outcome] += 1
        for w in g.winners:
            seat_wins[w + 1] += 1 / len(g.winners)
            order_wins[(w - getattr(g, "first", 0)) % len(kinds) + 1] += 1 / len(g.winners)
        openers[getattr(g, "first", 0) + 1] += 1
        turns.append(g.turn)
        decisions += g.decisions
    dt = time.perf_counter() - t0
    cap = f"--max-turns {args.max_turns}" if args.max_turns else "the ruleset's turn cap"
    print(f"{args.games} games, seats {','.join(kinds)}, house rules {args.house_rule or 'none'}, {cap}: "
          f"{dict(ends)}, median {statistics.median(turns)} turns, {decisions / dt:.0f} decisions/s")
    won = sum(seat_wins.values())
    for label, table in (("seat", seat_wins), ("place in turn order (1 = opened the game)", order_wins)):
        cells = []
        for s in range(1, len(kinds) + 1):
            lo, hi = wilson(round(table[s]), args.games)
            cells.append(f"{s}: {table[s]:g} ({table[s] / args.games:.0%}, 95% {lo:.0%}-{hi:.0%})")
        print(f"wins by {label}: " + ", ".join(cells))
    print(f"games with a winner: {won:g} of {args.games}; opened by seat: "
          + ", ".join(f"{s}: {openers[s]}" for s in range(1, len(kinds) + 1)))
    for k, v in sorted(total.items(), key=lambda kv: -kv[1]):
        print(f"  {k:20s} {v:8d}  {v / args.games:8.1f}/game")


def cmd_speed(args) -> None:
    """Decisions per second of each player kind, all four seats that kind (search: one seat, the
    rest heuristic, counting only its own decisions)."""
    pack = pack_of(args.pack)
    engine = engine_of(pack)
    for kind in ["random"] + sorted(engine.players) + ["search"]:
        t0 = time.perf_counter()
        decisions, games = 0, 0
        if kind == "search":
            if not args.search_games:
                continue
            timing = [[], [], [], []]
            for i in range(args.search_games):
                kinds = [kind] + [engine.default_seat] * 3
                play(pack, kinds, args.seed + i, counts=None, timing=timing,
                     opts={"search": {"iterations": args.budget}})
            own = timing[0]
            total = sum(own)
            print(f"{kind:10s} {len(own) / total:10.1f} decisions/s  ({len(own)} decisions in {args.search_games} "
                  f"games, mean {total / len(own):.3f} s, max {max(own):.3f} s per decision, {args.budget} iterations)")
            continue
        while games < args.games:
            g = play(pack, [kind] * 4, args.seed + games)
            decisions += g.decisions
            games += 1
        dt = time.perf_counter() - t0
        print(f"{kind:10s} {decisions / dt:10.0f} decisions/s  ({games / dt:.1f} whole 4-player games/s)")


def cmd_copies(args) -> None:
    """Game copies per second (Table.clone) at a few points of a heuristic game."""
    pack = pack_of(args.pack)
    engine = engine_of(pack)
    for turns in (0, 10, 40):
        g = engine.game(pack, [seat_kinds(engine)[engine.default_seat](k) for k in range(4)], seed=args.seed, log=False)
        g.run(max_turns=turns)
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < args.seconds:
            g.clone()
            n += 1
        dt = time.perf_counter() - t0
        print(f"after turn {g.turn:3d}: {n / dt:8.0f} copies/s ({1000 * dt / n:.2f} ms each, {len(g.answers)} answers so far)")


def cmd_duel(args) -> None:
    """Seat-rotated 4-player games: one hero against three of the field."""
    pack = pack_of(args.pack)
    wins = 0.0
    timing: list = []
    ends = collections.Counter()
    t0 = time.perf_counter()
    for i in range(args.games):
        hero = i % args.players
        kinds = [args.hero if k == hero else args.field for k in range(args.players)]
        timings = [timing if k == hero else None for k in range(args.players)]
        g = play(pack, kinds, args.seed + i, args.house_rule, timing=timings,
                 opts={"search": {"iterations": args.budget}})
        ends[g.outcome] += 1
        if hero in g.winners:
            wins += 1 / len(g.winners)
        if args.progress:
            print(f"  game {i + 1}: seed {args.seed + i}, hero seat {hero + 1}, {g.outcome} {g.winners}", flush=True)
    dt = time.perf_counter() - t0
    lo, hi = wilson(round(wins), args.games)
    per = sum(timing) / len(timing) if timing else 0.0
    print(f"{args.hero} vs 3 {args.field}: {wins:g} wins of {args.games} seat-rotated games = {wins / args.games:.1%} "
          f"(95% interval {lo:.1%}-{hi:.1%}); outcomes {dict(ends)}; {per:.3f} s per {args.hero} decision "
          f"(max {max(timing, default=0):.3f}); {args.games / dt * 60:.2f} games/minute")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("mix")
    m.add_argument("--pack", default="crime_lords")
    m.add_argument("--games", type=int, default=60)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--players", type=int, default=4)
    m.add_argument("--seat-kinds", default="heuristic")
    m.add_argument("--house-rule", action="append", default=[])
    m.add_argument("--max-turns", type=int, default=None,
                   help="stop each game after this many turns (as `syndicate play --max-turns`)")
    sp = sub.add_parser("speed")
    sp.add_argument("--pack", default="crime_lords")
    sp.add_argument("--games", type=int, default=10)
    sp.add_argument("--search-games", type=int, default=1)
    sp.add_argument("--budget", type=int, default=None)
    sp.add_argument("--seed", type=int, default=1)
    cp = sub.add_parser("copies")
    cp.add_argument("--pack", default="crime_lords")
    cp.add_argument("--seconds", type=float, default=2.0)
    cp.add_argument("--seed", type=int, default=3)
    du = sub.add_parser("duel")
    du.add_argument("--pack", default="crime_lords")
    du.add_argument("--hero", default="search")
    du.add_argument("--field", default="heuristic")
    du.add_argument("--games", type=int, default=20)
    du.add_argument("--players", type=int, default=4)
    du.add_argument("--budget", type=int, default=None)
    du.add_argument("--seed", type=int, default=5000)
    du.add_argument("--house-rule", action="append", default=[])
    du.add_argument("--progress", action="store_true")
    args = ap.parse_args()
    if getattr(args, "budget", None) is None:
        from runtime.players.search import DEFAULT_ITERATIONS
        args.budget = DEFAULT_ITERATIONS
    {"mix": cmd_mix, "speed": cmd_speed, "copies": cmd_copies, "duel": cmd_duel}[args.cmd](args)


if __name__ == "__main__":
    main()
