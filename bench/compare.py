"""Benchmarks of the working tree against a git revision, interleaved in one run.

    python bench/compare.py REV [--runs 5] [--only simulate,check,compile,sheets,heuristic,search] [--jobs 2]
                                [--pack crime_lords] [--heuristic-games 60] [--search-turns 12] [--budget N]
                                [--cli-games 50,250]

REV is checked out with `git worktree add --detach` into a temporary folder
(removed at the end). Every sample runs in its own fresh interpreter with
PYTHONPATH pointing at the tree it measures, and uses that tree's own bench
harness (bench/simulate.py, bench/compile.py, bench/sheets.py), so each side
runs its own API. Samples alternate between the two trees (the order flips
every round), so load from other programs on a shared machine falls on both
alike; the figure is the median of --runs samples. Prints each figure for both
trees and the ratio working tree / REV (higher is better for rates, lower for
times). Asserts nothing.

Figures:
- simulate: decisions/s of complete 4-player games, random players, one core
  (bench/simulate.py's one_run, the same seeds on both sides; says whether
  the game results agree);
- check: wall seconds of `python -m compiler check` on a copy of
  content/crime_lords in a fresh interpreter, start-up included, each tree with
  its own cache folder: unchanged (the kept answer), and after a one-file edit
  (a Crook's power changed in crooks.yaml before each sample, every other file
  from the caches, the figure a designer meets); beside them the time to import
  the libraries a check cannot avoid (yaml, jsonschema, lark), and what an edit
  that touches no ability cannot avoid (yaml, jsonschema); these samples
  write and use bytecode, as an installed Syndicate does;
- compile: abilities/s parsed, checked and generated (bench/compile.py's
  synthetic pack);
- sheets: cards/s of a --big card pack (the base pack's cards repeated) to PDF
  with --jobs worker processes (bench/sheets.py's once);
- heuristic: games/s of seeded 4-player games of PACK with every seat the
  engine's default computer player (the heuristic), as `syndicate simulate`
  plays them, with 1 job (--heuristic-games games) and with 2 worker
  processes (twice as many): by wall clock and by CPU time (on a loaded shared
  machine the CPU figure is the steadier); says whether every game's answers
  and outcome are identical on both trees;
- heuristic-paired: the heuristic figure (1 job) measured so that both trees meet the same
  machine: one long-lived process per tree (pack loaded and one game played first, outside the
  time) plays the seeds --chunk games at a time, the two trees taking turns chunk by chunk (who
  goes first flips every chunk), --runs passes over seeds 1..--heuristic-games. A shared machine
  drifts between fast and slow stretches that last seconds; whole samples of unequal length
  (cff7cf6's take 2.5 times as long) fall into them unevenly, chunks a second apart do not.
  Prints games/s of each tree by summed CPU time and the ratio, the median of the per-chunk ratios
  with a 95% bootstrap interval over chunks, and whether every game is identical on both trees;
- search: decisions/s of a search player (seat 1; the rest the engine's
  default player) over the first --search-turns turns of a seeded game at
  --budget iterations per decision, CPU time of its own decisions; says
  whether its answers (and the whole game's) are identical on both trees.
- simulate-cli: the command itself, `syndicate simulate PACK --games N --jobs 1 -q` (as
  `python -m compiler`, bytecode written and used as an installed Syndicate does, each tree's own
  CLI and generated pack) at two game counts (--cli-games, default 50,250), the four kinds of
  sample interleaved: games/s as the slope, extra games / extra CPU seconds of the median samples
  (the per-game rate of everything simulate does per game, the engine's game, the ability tally
  and the game's summary, with the fixed start-up and report cost taken out), by wall time too,
  and the whole command's wall and CPU seconds at each count; says whether the games (winners,
  how each ended, turns, decisions per seed, from games.jsonl) are identical on both trees.
Not in the default set (they take minutes): ask for them with --only.
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.abspath(__file__)
ROOT = os.path.dirname(os.path.dirname(HERE))
PACK = os.path.join("content", "crime_lords")
FLOOR_IMPORTS = "import yaml, jsonschema, lark"
EDIT_FLOOR_IMPORTS = "import yaml, jsonschema"

# ---------------------------------------------------------------- worker side
# `compare.py --worker KIND TREE ...` runs one sample inside TREE and prints one JSON line.


def _bench_module(tree: str, name: str):
    """TREE's own bench/NAME.py, imported under a private name (it puts TREE on sys.path itself)."""
    path = os.path.join(tree, "bench", f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"_tree_bench_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def worker_simulate(tree: str, games: int) -> dict:
    sim = _bench_module(tree, "simulate")
    from runtime.packs import load_generated

    pack = load_generated(os.path.join(tree, "generated", "crime_lords"))
    t0, c0 = time.perf_counter(), time.process_time()
    _, dps, outcomes = sim.one_run(pack, games, 0)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {"value": dps, "cpu": dps * wall / max(cpu, 1e-9), "outcomes": sorted(outcomes.items())}


def _heuristic_games(args: tuple) -> tuple:
    """Play seeded games of PACK with every seat the engine's default player: (CPU s, answers digest)."""
    import hashlib

    from runtime.games import engine_of
    from runtime.packs import load_generated
    from runtime.session import seat_kinds

    tree, pack_name, seeds = args
    pack = _LOADED.get(pack_name) or _LOADED.setdefault(pack_name, load_generated(os.path.join(tree, "generated", pack_name)))
    engine = engine_of(pack)
    cls = seat_kinds(engine)[engine.default_seat]
    c0 = time.process_time()
    digest = hashlib.sha256()
    for seed in seeds:
        g = engine.game(pack, [cls(seed * 1009 + k) for k in range(4)], seed=seed, log=False)
        g.run()
        digest.update(json.dumps([g.answers, g.outcome, g.winners]).encode())
    return time.process_time() - c0, digest.hexdigest()


_LOADED: dict = {}


def worker_heuristic(tree: str, games: int, jobs: int, pack_name: str) -> dict:
    """Games/s of 4-player games between the engine's default (heuristic) players, as `syndicate
    simulate` plays them: `jobs` worker processes (forked after the pack is loaded: its games only
    are timed), each its share of the seeds."""
    seeds = list(range(1, games + 1))
    _heuristic_games((tree, pack_name, []))      # imports and the pack, outside the time
    t0 = time.perf_counter()
    if jobs == 1:
        parts = [_heuristic_games((tree, pack_name, seeds))]
    else:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            parts = pool.map(_heuristic_games, [(tree, pack_name, seeds[j::jobs]) for j in range(jobs)])
    wall = time.perf_counter() - t0
    cpu = sum(c for c, _ in parts)
    return {"value": games / wall, "cpu": games / max(cpu, 1e-9), "results": "".join(d for _, d in parts)[:16]}


def worker_search(tree: str, turns: int, budget: int, seed: int, pack_name: str) -> dict:
    """A search player at seat 1 against the engine's default player, its decisions timed (CPU)."""
    import hashlib

    from runtime.games import engine_of
    from runtime.packs import load_generated
    from runtime.session import seat_kinds

    pack = load_generated(os.path.join(tree, "generated", pack_name))
    engine = engine_of(pack)
    kinds = seat_kinds(engine)
    spent: list = []
    mine: list = []

    class Timed:
        def __init__(self, player):
            self.player, self.kind, self.replays = player, player.kind, getattr(player, "replays", False)

        def refused(self, d, answer, why):
            self.player.refused(d, answer, why)

        def choose(self, d):
            c0 = time.process_time()
            answer = self.player.choose(d)
            spent.append(time.process_time() - c0)
            mine.append(repr(getattr(answer, "id", answer)))
            return answer

    players = [Timed(kinds["search"](seed * 1009, iterations=budget))]
    players += [kinds[engine.default_seat](seed * 1009 + k) for k in range(1, 4)]
    g = engine.game(pack, players, seed=seed, log=False)
    g.run(max_turns=turns)
    cpu = sum(spent)
    digest = hashlib.sha256(json.dumps([mine, g.answers]).encode()).hexdigest()[:16]
    return {"value": len(spent) / max(cpu, 1e-9), "cpu": len(spent) / max(cpu, 1e-9), "decisions": len(spent),
            "answers": digest}


def worker_compile(tree: str, abilities: int) -> dict:
    comp = _bench_module(tree, "compile")
    comp.get_parser()
    items = comp.synthetic(abilities)
    t0, c0 = time.perf_counter(), time.process_time()
    comp.compile_all(items)
    return {"value": abilities / (time.perf_counter() - t0), "cpu": abilities / max(time.process_time() - c0, 1e-9)}


def worker_sheets(tree: str, big: int, jobs: int) -> dict:
    sh = _bench_module(tree, "sheets")
    from compiler.report.diagnostics import DiagnosticBag

    base = sh.pipeline.read_pack(os.path.join(tree, PACK), DiagnosticBag())
    pack = sh.big_pack(base, big)
    with tempfile.TemporaryDirectory() as out:
        wall, cpu = sh.once(pack, ("pdf",), os.path.join(out, "big"), jobs)
    return {"value": big / wall, "cpu": big / max(cpu, 1e-9)}     # cards per CPU second, workers included


def worker_heuristic_server(tree: str, pack_name: str) -> None:
    """Plays the seed ranges `A B` read from stdin, one JSON line per range: CPU and wall seconds and
    a digest of its games. The pack is loaded and one game (seed 0) played before the first line, so
    imports and the first game's one-off work stay outside every range's time."""
    _heuristic_games((tree, pack_name, [0]))
    print(json.dumps({"ready": True}), flush=True)
    for text in sys.stdin:
        a, b = map(int, text.split())
        t0 = time.perf_counter()
        cpu, digest = _heuristic_games((tree, pack_name, list(range(a, b + 1))))
        wall = time.perf_counter() - t0
        print(json.dumps({"cpu": cpu, "wall": wall, "digest": digest[:16]}),
              flush=True)


def worker(argv: list[str]) -> None:
    kind, tree, arg = argv[0], argv[1], [a if a.isidentifier() else int(a) for a in argv[2:]]
    # Nothing of the working tree on the path: only TREE (from PYTHONPATH) is imported.
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(HERE)]
    if kind == "heuristic-server":
        worker_heuristic_server(tree, *arg)
        return
    result = {"simulate": worker_simulate, "compile": worker_compile, "sheets": worker_sheets,
              "search": worker_search, "heuristic": worker_heuristic}[kind](tree, *arg)
    print(json.dumps(result))


# ---------------------------------------------------------------- driver side


def _env(tree: str, cache: str, bytecode: bool = False) -> dict:
    env = dict(os.environ, PYTHONPATH=tree, SYNDICATE_CACHE_DIR=cache)
    if bytecode:    # as an installed Syndicate runs: its modules' bytecode written once and used
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _run(cmd: list[str], tree: str, cache: str, bytecode: bool = False) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, cwd=tree, env=_env(tree, cache, bytecode), capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"failed in {tree}: {' '.join(cmd)}\n{proc.stdout[-3000:]}{proc.stderr[-3000:]}")
    return proc


def _sample_worker(kind: str, tree: str, cache: str, *args: int) -> dict:
    proc = _run([sys.executable, HERE, "--worker", kind, tree, *map(str, args)], tree, cache)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _sample_wall(cmd: list[str], tree: str, cache: str, bytecode: bool = False) -> dict:
    """Wall seconds of a command, and the CPU seconds it used (user + system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    _run(cmd, tree, cache, bytecode)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"value": wall, "cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime}


def paired_heuristic(sides: list[Side], games: int, chunk: int, runs: int, pack_name: str) -> dict:
    """Both trees' long-lived players, fed the same seed chunks in turn (see the figure's docstring)."""
    procs = []
    try:
        for s in sides:
            procs.append(subprocess.Popen([sys.executable, HERE, "--worker", "heuristic-server", s.tree, pack_name],
                                          cwd=s.tree, env=_env(s.tree, s.cache), stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, text=True))
        for p in procs:
            if not p.stdout.readline().strip():
                raise SystemExit(f"the heuristic server of {sides[procs.index(p)].label} did not start")
        chunks = [(a, min(a + chunk - 1, games)) for a in range(1, games + 1, chunk)] * runs
        got: list[list[dict]] = [[], []]
        for k, (a, b) in enumerate(chunks):
            for i in ((0, 1) if k % 2 == 0 else (1, 0)):
                procs[i].stdin.write(f"{a} {b}\n")
                procs[i].stdin.flush()
                line_ = procs[i].stdout.readline()
                if not line_:
                    raise SystemExit(f"the heuristic server of {sides[i].label} stopped at seeds {a}..{b}")
                got[i].append(dict(json.loads(line_), games=b - a + 1))
    finally:
        for p in procs:
            if p.stdin:
                p.stdin.close()
            p.wait()
    return {"chunks": got}


def bootstrap_median(values: list[float], rounds: int = 2000, seed: int = 1) -> tuple[float, float]:
    """95% percentile-bootstrap interval of the median of VALUES (seeded: the same input, the same interval)."""
    import random

    rng = random.Random(seed)
    meds = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(rounds))
    return meds[int(0.025 * rounds)], meds[int(0.975 * rounds) - 1]


def paired_lines(sides: list[Side], result: dict, games: int, chunk: int, runs: int, pack_name: str) -> list[str]:
    rev, work = result["chunks"]
    total = [sum(c["games"] for c in side) for side in (rev, work)]
    rates = [total[i] / sum(c["cpu"] for c in side) for i, side in enumerate((rev, work))]
    walls = [total[i] / sum(c["wall"] for c in side) for i, side in enumerate((rev, work))]
    ratios = [r["cpu"] / w["cpu"] for r, w in zip(rev, work)]
    lo, hi = bootstrap_median(ratios)
    same = all(r["digest"] == w["digest"] for r, w in zip(rev, work))
    return [
        line("heuristic", "games/s", rates, sides, True, ".2f")
        + f"  [paired: {games} 4-player games of {pack_name} x {runs} pass(es), 1 job, the trees taking turns "
          f"every {chunk} games ({len(ratios)} chunks each); by CPU time]",
        f"{'':<10} by wall time: {sides[0].label}: {walls[0]:.2f} games/s   {sides[1].label}: {walls[1]:.2f} "
        f"games/s   ratio {walls[1] / walls[0]:.2f}x",
        f"{'':<10} per chunk (same seeds, a second apart): median ratio {statistics.median(ratios):.2f}x "
        f"(95% bootstrap {lo:.2f}x-{hi:.2f}x), lowest {min(ratios):.2f}x, highest {max(ratios):.2f}x",
        f"{'':<10} the games (every answer, outcome, winners), chunk by chunk: "
        f"{'identical' if same else 'DIFFERENT'}",
    ]


class Side:
    def __init__(self, label: str, tree: str, cache: str) -> None:
        self.label, self.tree, self.cache = label, tree, cache


def add_worktree(rev: str, where: str) -> str:
    tree = os.path.join(where, "rev")
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", tree, rev], check=True)
    return tree


def remove_worktree(tree: str) -> None:
    subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", tree], capture_output=True)
    subprocess.run(["git", "-C", ROOT, "worktree", "prune"], capture_output=True)


def interleaved(sides: list[Side], runs: int, sample) -> list[list[dict]]:
    """runs samples per side, the order of the sides flipped every round."""
    got: list[list[dict]] = [[] for _ in sides]
    for r in range(runs):
        order = range(len(sides)) if r % 2 == 0 else reversed(range(len(sides)))
        for i in order:
            got[i].append(sample(sides[i]))
    return got


def cpu_line(unit: str, got: list[list[dict]], sides: list[Side], fmt: str) -> str:
    """The same figure per CPU second (the machine is shared: wall time under load says less)."""
    values = [statistics.median(g["cpu"] for g in runs) for runs in got[:2]]
    return (f"{'':<10} by CPU time: {sides[0].label}: {format(values[0], fmt)} {unit}   {sides[1].label}: "
            f"{format(values[1], fmt)} {unit}   ratio {values[1] / values[0] if values[0] else float('nan'):.2f}x")


def line(name: str, unit: str, values: list[float], sides: list[Side], higher_better: bool, fmt: str) -> str:
    rev, work = values
    ratio = work / rev if rev else float("nan")
    better = "higher is better" if higher_better else "lower is better"
    return (f"{name:<10} {sides[0].label}: {format(rev, fmt)} {unit}   {sides[1].label}: {format(work, fmt)} {unit}"
            f"   ratio {ratio:.2f}x ({better})")


def _two_counts(text: str) -> tuple:
    """`A,B` with 0 < A < B: the simulate-cli figure's game counts."""
    try:
        small, big = (int(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: give two game counts, e.g. 50,250") from None
    if not 0 < small < big:
        raise argparse.ArgumentTypeError(f"{text!r}: the first count must be above 0 and below the second")
    return small, big


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(sys.argv[2:])
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rev", help="git revision to compare the working tree with (e.g. e5fc2f0)")
    ap.add_argument("--runs", type=int, default=5, help="samples per tree and figure (median printed)")
    ap.add_argument("--only", default="simulate,check,compile,sheets", help="comma-separated figures to run")
    ap.add_argument("--games", type=int, default=20, help="games per simulate sample")
    ap.add_argument("--abilities", type=int, default=3000, help="abilities per compile sample")
    ap.add_argument("--big", type=int, default=300, help="cards in the sheets pack")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes for sheets")
    ap.add_argument("--pack", default="crime_lords", help="pack of the heuristic, search and simulate-cli figures")
    ap.add_argument("--heuristic-games", type=int, default=60, help="games per heuristic simulate sample")
    ap.add_argument("--chunk", type=int, default=10, help="games per turn of the heuristic-paired figure")
    ap.add_argument("--search-turns", type=int, default=12, help="turns of the search sample's game")
    ap.add_argument("--search-seed", type=int, default=5003, help="seed of the search sample's game")
    ap.add_argument("--budget", type=int, default=24, help="search iterations per decision")
    ap.add_argument("--cli-games", type=_two_counts, default=(50, 250),
                    help="the two game counts of the simulate-cli figure, e.g. 50,250")
    args = ap.parse_args()
    wanted = [w.strip() for w in args.only.split(",") if w.strip()]
    unknown = set(wanted) - {"simulate", "check", "compile", "sheets", "heuristic", "heuristic-paired", "search",
                          "simulate-cli"}
    if unknown:
        ap.error(f"unknown figure(s): {', '.join(sorted(unknown))}")
    rev_name = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", args.rev], capture_output=True,
                              text=True)
    if rev_name.returncode != 0:
        ap.error(f"{args.rev!r} is not a revision of this repository")
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()

    with tempfile.TemporaryDirectory(prefix="syndicate-compare-") as tmp:
        tree = add_worktree(args.rev, tmp)
        try:
            sides = []
            for label, path in ((rev_name.stdout.strip(), tree),
                                (f"tree({head.stdout.strip()}{'+dirty' if dirty else ''})", ROOT)):
                cache = os.path.join(tmp, f"cache-{len(sides)}")
                os.makedirs(cache, mode=0o700)
                sides.append(Side(label, path, cache))
            print(f"comparing {sides[1].label} with {sides[0].label}: median of {args.runs} interleaved samples, "
                  f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}", flush=True)
            run_figures(wanted, sides, args)
        finally:
            remove_worktree(tree)
            shutil.rmtree(tree, ignore_errors=True)


def check_figures(sides: list[Side], runs: int) -> None:
    """Unchanged and after-an-edit checks of both trees and the two import floors, interleaved."""
    med = statistics.median
    toggle_power = _bench_module(ROOT, "check").toggle_power   # the edit bench/check.py makes
    packs = []
    for s in sides:     # each tree checks its own copy of its own base pack, so edits touch no tree
        pack = os.path.join(os.path.dirname(s.cache), f"pack-{len(packs)}", "crime_lords")
        shutil.copytree(os.path.join(s.tree, PACK), pack)
        packs.append(pack)
    cmds = [[sys.executable, "-m", "compiler", "check", pack] for pack in packs]
    for s, cmd in zip(sides, cmds):  # warm each tree's own cache (and its bytecode)
        _sample_wall(cmd, s.tree, s.cache, True)
        _sample_wall(cmd, s.tree, s.cache, True)
    plain = [Side(s.label, s.tree, s.cache) for s in sides]
    edit = [Side(s.label, s.tree, s.cache) for s in sides]
    floor = Side("floor", sides[1].tree, sides[1].cache)
    edit_floor = Side("edit floor", sides[1].tree, sides[1].cache)
    everyone = plain + edit + [floor, edit_floor]

    def sample(s: Side) -> dict:
        if s is floor or s is edit_floor:
            return _sample_wall([sys.executable, "-c", FLOOR_IMPORTS if s is floor else EDIT_FLOOR_IMPORTS],
                                s.tree, s.cache, True)
        i = (plain + edit).index(s) % 2
        if s in edit:
            toggle_power(packs[i])
        return _sample_wall(cmds[i], s.tree, s.cache, True)

    got = interleaved(everyone, runs, sample)
    unchanged, edited = [med(g["value"] for g in runs_) for runs_ in got[:2]], \
        [med(g["value"] for g in runs_) for runs_ in got[2:4]]
    base, base_edit = med(g["value"] for g in got[4]), med(g["value"] for g in got[5])
    print(line("check", "s", unchanged, sides, False, ".3f") + "  [unchanged pack]")
    print(cpu_line("CPU s", got[:2], sides, ".3f"))
    print(line("check", "s", edited, sides, False, ".3f") + "  [after a one-file edit]")
    print(cpu_line("CPU s", got[2:4], sides, ".3f"))
    print(f"{'':<10} python -c '{FLOOR_IMPORTS}': {base:.3f} s (CPU {med(g['cpu'] for g in got[4]):.3f}); "
          f"python -c '{EDIT_FLOOR_IMPORTS}': {base_edit:.3f} s (CPU {med(g['cpu'] for g in got[5]):.3f})")
    print(f"{'':<10} {sides[1].label} check after an edit: {edited[1]:.3f} s = {edited[1] / base:.2f}x the floor, "
          f"{edited[1] / base_edit:.2f}x the edit floor; unchanged: {unchanged[1]:.3f} s = "
          f"{unchanged[1] / base:.2f}x (bound 1.2x, and < 0.2 s)", flush=True)


def simulate_cli_figures(sides: list[Side], runs: int, counts: tuple, pack_name: str) -> None:
    """`syndicate simulate PACK --games N --jobs 1` of both trees at two game counts, interleaved; the
    per-game rate is the slope between the counts (see the figure's docstring)."""
    med = statistics.median
    small, big = counts

    def cmd(s: Side, games: int) -> list[str]:
        out = os.path.join(os.path.dirname(s.cache), f"sim-{sides.index(s)}-{games}")
        return [sys.executable, "-m", "compiler", "simulate", os.path.join("content", pack_name),
                "--games", str(games), "--jobs", "1", "--seed", "1", "--out", out, "-q"]

    for s in sides:         # bytecode written, and each tree's first run's one-off work, outside the samples
        _sample_wall(cmd(s, 2), s.tree, s.cache, True)
    kinds = [(s, n) for n in (small, big) for s in sides]
    everyone = [Side(f"{s.label}/{n}", s.tree, s.cache) for s, n in kinds]
    got = interleaved(everyone, runs, lambda e: _sample_wall(cmd(*kinds[everyone.index(e)]), e.tree, e.cache, True))
    wall = [med(g["value"] for g in runs_) for runs_ in got]        # rev/small, work/small, rev/big, work/big
    cpu = [med(g["cpu"] for g in runs_) for runs_ in got]
    extra = big - small
    def slope(t: list) -> list:     # no rate when the bigger run was not slower (noise: more runs, counts further apart)
        return [extra / (t[2 + i] - t[i]) if t[2 + i] > t[i] else float("nan") for i in range(2)]

    by_cpu, by_wall = slope(cpu), slope(wall)
    print(line("simulate-cli", "games/s", by_cpu, sides, True, ".2f")
          + f"  [`syndicate simulate content/{pack_name} --games N --jobs 1`, the slope between N={small} and "
            f"N={big}: {extra} extra games / extra CPU seconds, start-up and report taken out]")
    print(f"{'':<10} by wall time: {sides[0].label}: {by_wall[0]:.2f} games/s   {sides[1].label}: "
          f"{by_wall[1]:.2f} games/s   ratio {by_wall[1] / by_wall[0]:.2f}x")
    for k, n in enumerate((small, big)):
        i = 2 * k
        print(f"{'':<10} the whole command, {n} games: {sides[0].label}: {wall[i]:.2f} s (CPU {cpu[i]:.2f} s)   "
              f"{sides[1].label}: {wall[i + 1]:.2f} s (CPU {cpu[i + 1]:.2f} s)   ratio {wall[i] / wall[i + 1]:.2f}x "
              f"faster by wall, {cpu[i] / cpu[i + 1]:.2f}x by CPU")
    fixed = [cpu[i] - small / by_cpu[i] for i in range(2)]
    print(f"{'':<10} fixed cost (CPU at N={small} minus its games at the slope's rate): {sides[0].label}: "
          f"{fixed[0]:.2f} s   {sides[1].label}: {fixed[1]:.2f} s")
    games = [_cli_games(os.path.join(os.path.dirname(s.cache), f"sim-{i}-{big}", "games.jsonl"))
             for i, s in enumerate(sides)]
    print(f"{'':<10} the games of the {big} seeds (winners, how each ended, turns, decisions): "
          f"{'identical' if games[0] == games[1] else 'DIFFERENT'}", flush=True)


def _cli_games(path: str) -> list:
    """What every game of a simulate run's games.jsonl came to, in the fields both trees write."""
    out = []
    with open(path, encoding="utf-8") as f:
        for text in f:
            g = json.loads(text)
            if "seed" in g:
                out.append([g["seed"], g.get("winners"), g.get("reason"), g.get("turns"), g.get("decisions")])
    return out


def run_figures(wanted: list[str], sides: list[Side], args) -> None:
    med = statistics.median
    if "simulate" in wanted:
        got = interleaved(sides, args.runs, lambda s: _sample_worker("simulate", s.tree, s.cache, args.games))
        print(line("simulate", "decisions/s", [med(g["value"] for g in runs) for runs in got], sides, True, ",.0f"))
        print(cpu_line("decisions/s", got, sides, ",.0f"))
        same = got[0][0]["outcomes"] == got[1][0]["outcomes"]
        print(f"{'':<10} game results of the {args.games} seeds: {'identical' if same else 'DIFFERENT'} "
              f"({sides[1].label}: {got[1][0]['outcomes']})", flush=True)
    if "check" in wanted:
        check_figures(sides, args.runs)
    if "compile" in wanted:
        got = interleaved(sides, args.runs, lambda s: _sample_worker("compile", s.tree, s.cache, args.abilities))
        print(line("compile", "abilities/s", [med(g["value"] for g in runs) for runs in got], sides, True, ",.0f"))
        print(cpu_line("abilities/s", got, sides, ",.0f"), flush=True)
    if "sheets" in wanted:
        got = interleaved(sides, args.runs,
                          lambda s: _sample_worker("sheets", s.tree, s.cache, args.big, args.jobs))
        print(line("sheets", "cards/s", [med(g["value"] for g in runs) for runs in got], sides, True, ".1f")
              + f"  [{args.big} cards, {args.jobs} jobs]")
        print(cpu_line("cards/CPU s", got, sides, ".1f"), flush=True)
    if "heuristic" in wanted:
        for jobs in (1, 2):
            got = interleaved(sides, args.runs, lambda s, jobs=jobs: _sample_worker(
                "heuristic", s.tree, s.cache, args.heuristic_games * jobs, jobs, args.pack))
            print(line("heuristic", "games/s", [med(g["value"] for g in runs) for runs in got], sides, True, ".2f")
                  + f"  [{args.heuristic_games * jobs} 4-player games of {args.pack}, {jobs} job(s); samples "
                    f"{[round(g['value'], 2) for g in got[0]]} vs {[round(g['value'], 2) for g in got[1]]}]")
            print(cpu_line("games/s", got, sides, ".2f"))
            same = got[0][0]["results"] == got[1][0]["results"]
            print(f"{'':<10} the games (every answer, outcome, winners): {'identical' if same else 'DIFFERENT'}",
                  flush=True)
    if "heuristic-paired" in wanted:
        result = paired_heuristic(sides, args.heuristic_games, args.chunk, args.runs, args.pack)
        for text in paired_lines(sides, result, args.heuristic_games, args.chunk, args.runs, args.pack):
            print(text, flush=True)
    if "simulate-cli" in wanted:
        simulate_cli_figures(sides, args.runs, args.cli_games, args.pack)
    if "search" in wanted:
        got = interleaved(sides, args.runs, lambda s: _sample_worker(
            "search", s.tree, s.cache, args.search_turns, args.budget, args.search_seed, args.pack))
        print(line("search", "decisions/s", [med(g["value"] for g in runs) for runs in got], sides, True, ".2f")
              + f"  [{got[1][0]['decisions']} search decisions, seed {args.search_seed}, first {args.search_turns} "
                f"turns, budget {args.budget}, CPU time of its decisions; samples "
                f"{[round(g['value'], 2) for g in got[0]]} vs {[round(g['value'], 2) for g in got[1]]}]")
        same = got[0][0]["answers"] == got[1][0]["answers"]
        print(f"{'':<10} the search player's answers and the game's: {'identical' if same else 'DIFFERENT'} "
              f"({got[0][0]['answers']} vs {got[1][0]['answers']})", flush=True)


if __name__ == "__main__":
    main()
