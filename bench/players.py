"""How the computer players play and how fast: action mix, win rates, decisions/s, state copies/s.

    python bench/players.py mix [--games 60] [--seat-kinds heuristic] [--house-rule last_man_standing]
    python bench/players.py speed [--games 10] [--search-games 1] [--budget N] [--cap SECONDS]
    python bench/players.py copies [--seconds 2]
    python bench/players.py duel --hero search --field heuristic [--games 20] [--budget N] [--cap SECONDS]
                                 [--jobs 2] [--out games.jsonl [--resume | --summary]] [--progress]

`mix` counts what the players did over the games (the actions they chose, Gang War hits, Specials
and card abilities used, defence, hiding out, protectors, showdown money) and how the games ended.
`duel` plays seat-rotated 4-player games of one `hero` against three of the `field` and prints the
hero's win rate with its 95% Wilson interval and the time per hero decision.
All games run on one core (duel: one per worker), log off; times are CPU seconds of the process
unless said; numbers are printed, never asserted.
"""
from __future__ import annotations

import argparse
import collections
import json
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
        t0, c0 = time.perf_counter(), time.process_time()
        ans = self.player.choose(d)
        if self.timing is not None:     # (wall seconds, CPU seconds of this process: one core, kind, turn)
            self.timing.append((time.perf_counter() - t0, time.process_time() - c0, d.kind, d.game.turn))
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
    rest heuristic, counting only its own decisions). Seconds are CPU seconds of this process (one
    core), so waiting for a busy machine does not count."""
    pack = pack_of(args.pack)
    engine = engine_of(pack)
    for kind in ["random"] + sorted(engine.players) + ["search"]:
        t0 = time.process_time()
        decisions, games = 0, 0
        if kind == "search":
            if not args.search_games:
                continue
            timing = [[], [], [], []]
            for i in range(args.search_games):
                kinds = [kind] + [engine.default_seat] * 3
                play(pack, kinds, args.seed + i, counts=None, timing=timing,
                     opts={"search": search_opts(args.budget, args.cap)})
            own = [t[1] for t in timing[0]]
            total = sum(own)
            dt = time.process_time() - t0
            print(f"{kind:10s} {len(own) / total:10.1f} decisions/s  ({len(own)} decisions in {args.search_games} "
                  f"games vs 3 {engine.default_seat}: mean {total / len(own):.3f} s, max {max(own):.3f} s "
                  f"per decision at {args.budget} iterations; {args.search_games / dt * 60:.2f} games/minute, "
                  f"the whole game on one core)")
            continue
        while games < args.games:
            g = play(pack, [kind] * 4, args.seed + games)
            decisions += g.decisions
            games += 1
        dt = time.process_time() - t0
        print(f"{kind:10s} {decisions / dt:10.0f} decisions/s  ({games / dt:.1f} whole 4-player games/s)")


def cmd_copies(args) -> None:
    """Game copies per second (Table.clone) at a few points of a heuristic game."""
    pack = pack_of(args.pack)
    engine = engine_of(pack)
    for turns in (0, 10, 40):
        g = engine.game(pack, [seat_kinds(engine)[engine.default_seat](k) for k in range(4)], seed=args.seed, log=False)
        g.run(max_turns=turns)
        n, t0 = 0, time.process_time()
        while time.process_time() - t0 < args.seconds:
            g.clone()
            n += 1
        dt = time.process_time() - t0
        print(f"after turn {g.turn:3d}: {n / dt:8.0f} copies/s ({1000 * dt / n:.2f} ms each, {len(g.answers)} answers so far)")


def duel_game(job: tuple) -> dict:
    """One seat-rotated duel game (a worker's unit): game `i` seats the hero at `i % players`."""
    pack_name, hero_kind, field, players, seed, i, house_rules, budget, cap = job
    pack = _PACKS.get(pack_name) or _PACKS.setdefault(pack_name, pack_of(pack_name))
    hero = i % players
    timing: list = []
    kinds = [hero_kind if k == hero else field for k in range(players)]
    timings = [timing if k == hero else None for k in range(players)]
    t0, c0 = time.perf_counter(), time.process_time()
    g = play(pack, kinds, seed + i, house_rules, timing=timings, opts={"search": search_opts(budget, cap)})
    return {"game": i, "seed": seed + i, "hero_seat": hero + 1, "outcome": g.outcome,
            "winners": [w + 1 for w in g.winners], "turns": g.turn,
            "hero_share": (1 / len(g.winners)) if hero in g.winners else 0.0,
            "hero_decisions": len(timing), "hero_seconds": sum(t[0] for t in timing),
            "hero_max": max((t[0] for t in timing), default=0.0), "hero_cpu": sum(t[1] for t in timing),
            "hero_cpu_max": max((t[1] for t in timing), default=0.0),
            "hero_over_half_s": sum(t[1] >= 0.5 for t in timing),
            # the slowest decisions (CPU seconds, kind, turn): where a per-decision bound is hardest
            "hero_slowest": sorted(([round(t[1], 3), t[2], t[3]] for t in timing), reverse=True)[:3],
            "seconds": time.perf_counter() - t0, "cpu": time.process_time() - c0}


_PACKS: dict = {}


def search_opts(budget: int, cap: float | None) -> dict:
    return {"iterations": budget, **({"cap": cap} if cap is not None else {})}


def cmd_duel(args) -> None:
    """Seat-rotated 4-player games: one hero against three of the field. With --out each finished
    game is appended to a JSON-lines file (partial results survive; --resume skips games in it);
    --jobs N plays N games at a time in worker processes (the same games and results as one)."""
    config = {"pack": args.pack, "hero": args.hero, "field": args.field, "players": args.players,
              "seed": args.seed, "house_rules": list(args.house_rule), "budget": args.budget,
              **({"cap": args.cap} if args.cap is not None else {})}
    done: dict = {}
    if args.out and (args.resume or args.summary) and os.path.exists(args.out):
        with open(args.out) as f:
            for line in f:
                rec = json.loads(line)
                if rec.get("config") == config:
                    done[rec["game"]] = rec
    todo = [] if args.summary else [i for i in range(args.games) if i not in done]
    jobs = [(args.pack, args.hero, args.field, args.players, args.seed, i, tuple(args.house_rule), args.budget,
             args.cap) for i in todo]
    out = open(args.out, "a") if args.out else None
    t0 = time.perf_counter()

    def finished(rec: dict) -> None:
        done[rec["game"]] = rec
        if out:
            out.write(json.dumps({"config": config, **rec}) + "\n")
            out.flush()
        if args.progress:
            print(f"  game {rec['game'] + 1}: seed {rec['seed']}, hero seat {rec['hero_seat']}, {rec['outcome']} "
                  f"{rec['winners']}, {rec['turns']} turns, {rec['seconds']:.0f} s; "
                  f"{sum(r['hero_share'] for r in done.values()):g} hero wins of {len(done)}", flush=True)

    if args.jobs > 1 and len(jobs) > 1:
        import multiprocessing
        with multiprocessing.Pool(args.jobs) as pool:
            for rec in pool.imap_unordered(duel_game, jobs):
                finished(rec)
    else:
        for job in jobs:
            finished(duel_game(job))
    wall = time.perf_counter() - t0
    if out:
        out.close()
    recs = [done[i] for i in range(args.games) if i in done]
    n = len(recs)
    wins = sum(r["hero_share"] for r in recs)
    lo, hi = wilson(round(wins), n)
    ends = collections.Counter(r["outcome"] for r in recs)
    decisions = sum(r["hero_decisions"] for r in recs)
    per = sum(r["hero_seconds"] for r in recs) / decisions if decisions else 0.0
    worst = max((r["hero_max"] for r in recs), default=0.0)
    cpu = sum(r["hero_cpu"] for r in recs) / decisions if decisions else 0.0
    cpu_worst = max((r["hero_cpu_max"] for r in recs), default=0.0)
    over = sum(r["hero_over_half_s"] for r in recs)
    slow = collections.Counter(kind for r in recs for cpu, kind, _ in r.get("hero_slowest", ()) if cpu >= 0.5)
    by_seat = collections.Counter()
    for r in recs:
        by_seat[r["hero_seat"]] += r["hero_share"]
    per_worker = n / sum(r["seconds"] for r in recs) * 60 if n else 0.0
    timed = [r["cpu"] for r in recs if "cpu" in r]
    one_core = f"; {len(timed) / sum(timed) * 60:.2f} games/minute on one core (CPU time)" if timed else ""
    print(f"{args.hero} vs {args.players - 1} {args.field}: {wins:g} wins of {n} seat-rotated games = "
          f"{wins / max(n, 1):.1%} (95% interval {lo:.1%}-{hi:.1%}); outcomes {dict(ends)}")
    print("  hero wins by seat: " + ", ".join(f"{s}: {by_seat[s]:g}" for s in range(1, args.players + 1)))
    budget = ""
    if args.hero == "search":
        budget = f" at a budget of {args.budget} iterations" + (f" capped at {args.cap} s" if args.cap is not None else "")
    print(f"  {args.hero} decisions: {decisions}{budget}: CPU (one core) mean "
          f"{cpu:.3f} s, max {cpu_worst:.3f} s per decision, {over} of them 0.5 s or more; wall clock mean {per:.3f} s, "
          f"max {worst:.3f} s")
    if slow:
        print("  decisions of 0.5 s or more among each game's three slowest, by kind: "
              + ", ".join(f"{k} {v}" for k, v in slow.most_common()))
    print(f"  {per_worker:.2f} games/minute per worker (wall clock){one_core}"
          + (f"; this run {len(jobs)} games in {wall:.0f} s with {args.jobs} jobs = {len(jobs) / wall * 60:.2f} games/minute"
             if jobs else ""))


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
    sp.add_argument("--cap", type=float, default=None, help="search: CPU seconds a decision may take at most")
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
    du.add_argument("--cap", type=float, default=None, help="search: CPU seconds a decision may take at most")
    du.add_argument("--seed", type=int, default=5000)
    du.add_argument("--house-rule", action="append", default=[])
    du.add_argument("--progress", action="store_true")
    du.add_argument("--jobs", type=int, default=1, help="games played at a time, in worker processes")
    du.add_argument("--out", help="append each finished game to this JSON-lines file")
    du.add_argument("--resume", action="store_true", help="skip the games --out already holds (same settings)")
    du.add_argument("--summary", action="store_true", help="only print the figures of the games --out holds")
    args = ap.parse_args()
    if getattr(args, "budget", None) is None:
        from runtime.players.search import DEFAULT_ITERATIONS
        args.budget = DEFAULT_ITERATIONS
    {"mix": cmd_mix, "speed": cmd_speed, "copies": cmd_copies, "duel": cmd_duel}[args.cmd](args)


if __name__ == "__main__":
    main()
