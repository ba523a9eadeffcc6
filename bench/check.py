"""How fast is `syndicate check`?  Prints figures; asserts nothing.

1. Wall time of `python -m compiler check` on a copy of the base pack, in a
   fresh interpreter (start-up included), the designer's inner loop, in four
   situations sampled interleaved (round by round, in turn), median of --runs:
   - unchanged pack: the answer kept by the last run (compiler/cache/check_result.py);
   - after a one-file edit: a Crook's power changed in crooks.yaml before each
     run, every other file from the per-file caches (compiler/cache/per_file.py,
     dsl/treecache.py);
   - cold: an empty cache folder, nothing kept (the Lark tables built too);
   - the import floor: `python -c "import yaml, jsonschema, lark"`, and what a
     one-file edit that touches no ability cannot avoid, `import yaml, jsonschema`.
   The bound (issue 17): under 0.2 s and within 1.2x of the floor. CPU seconds
   (user + system) are printed beside: on a shared machine they say more.
   Bytecode is written and used, as an installed Syndicate does
   (PYTHONDONTWRITEBYTECODE is dropped for these runs).
2. Cards per second validated (load + schema + cross-checks) in a generated
   pack of 10,000 cards, in-process and end to end. Target >= 5,000/s.

Usage: python bench/check.py [--runs N] [--cli-only]
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

DISTRICTS = 20
REGULAR = 80
ONE_OFF = 10
COUNTS = {"mob": 600, "crook": 5000, "racket": DISTRICTS * REGULAR + ONE_OFF, "special": 0}
COUNTS["special"] = 10_000 - sum(COUNTS.values())
MODELINE = "# yaml-language-server: $schema=schemas/{kind}.schema.json\n"


def write_pack(folder: str) -> int:
    """A valid pack of exactly 10,000 cards, several files per kind, playing the base pack's game."""
    shutil.copyfile(os.path.join(ROOT, "content", "crime_lords", "game.yaml"), os.path.join(folder, "game.yaml"))
    # The modelines point at the pack's own schemas/ (the base game's), as `syndicate new` lays them out.
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords", "schemas"), os.path.join(folder, "schemas"))
    types = [f"type_{i}" for i in range(REGULAR + ONE_OFF)]
    lines = [MODELINE.format(kind="ruleset")]
    with open(os.path.join(ROOT, "content", "crime_lords", "ruleset.yaml"), encoding="utf-8") as fh:
        base = fh.read()
    # Reuse the base ruleset's rules and victory sections; replace what the bench changes.
    rules = base[base.index("\nrules:"):]
    lines.append("kind: ruleset\nid: bench\nname: Bench\nplayers: {min: 2, max: 6}\n")
    lines.append("composition: {" + ", ".join(f"{k}: {v}" for k, v in COUNTS.items()) + "}\n")
    lines.append("power_range: {min: 1, max: 6}\ndistricts:\n")
    for d in range(DISTRICTS):
        lines.append(f"  - {{id: d{d}, name: District {d}, color: '#00{d:02d}00', pattern: dots}}\n")
    lines.append("racket_types:\n")
    for i, t in enumerate(types):
        lines.append(f"  - {{id: {t}, name: Type {i}, regular: {'true' if i < REGULAR else 'false'}}}\n")
    with open(os.path.join(folder, "ruleset.yaml"), "w", encoding="utf-8") as fh:
        fh.write("".join(lines) + rules)

    def card_file(name: str, kind: str, cards: list[str]) -> None:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as fh:
            fh.write(MODELINE.format(kind=kind) + f"kind: {kind}\ncards:\n" + "".join(cards))

    n = 0
    for kind in ("mob", "crook", "special"):
        cards = []
        for i in range(COUNTS[kind]):
            n += 1
            extra = {"mob": f"    boss_bonus: {i % 4 + 1}\n",
                     "crook": f"    power: {i % 6 + 1}\n    resistance: {i % 7 + 1}\n    weakness: {types[i % len(types)]}\n",
                     "special": ""}[kind]
            cards.append(f"  - id: {kind}_{i}\n    name: {kind.title()} number {i}\n{extra}"
                         f"    text: \"Some rules text for card {i}.\"\n    flavor: \"Flavour {i}.\"\n")
        for part in range(0, len(cards), 1000):
            card_file(f"{kind}s_{part // 1000}.yaml", kind, cards[part:part + 1000])
    rackets = []
    for d in range(DISTRICTS):
        for t in range(REGULAR):
            rackets.append((d, t))
    rackets += [(t % DISTRICTS, REGULAR + t) for t in range(ONE_OFF)]
    cards = []
    for i, (d, t) in enumerate(rackets):
        n += 1
        cards.append(f"  - id: racket_{i}\n    name: Racket {i}\n    district: d{d}\n    type: {types[t]}\n"
                     f"    income: {i % 5 + 1}\n    resistance: {i % 6 + 2}\n")
    for part in range(0, len(cards), 1000):
        card_file(f"rackets_{part // 1000}.yaml", "racket", cards[part:part + 1000])
    return n


def cli_seconds(pack: str, env: dict | None = None) -> float:
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "compiler", "check", pack], cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    took = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"check failed on {pack}:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return took


FLOOR = "import yaml, jsonschema, lark"
EDIT_FLOOR = "import yaml, jsonschema"


def _timed(cmd: list[str], env: dict) -> tuple[float, float]:
    """(wall, CPU) seconds of one fresh-interpreter run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def toggle_power(pack: str) -> None:
    """A designer's edit: the first Crook's power goes up by one, or back down (the pack stays valid)."""
    path = os.path.join(pack, "crooks.yaml")
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    i = next(n for n, line in enumerate(lines) if line.strip().startswith("power: "))
    value = int(lines[i].split(":")[1])
    lines[i] = lines[i].split(":")[0] + f": {value - 1 if value == 6 else value + 1}"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines))


def fresh_interpreter_figures(runs: int) -> None:
    with tempfile.TemporaryDirectory(prefix="syndicate-bench-check-") as tmp:
        pack = os.path.join(tmp, "crime_lords")
        shutil.copytree(os.path.join(ROOT, "content", "crime_lords"), pack)
        base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        base["PYTHONPATH"] = ROOT + (os.pathsep + base["PYTHONPATH"] if base.get("PYTHONPATH") else "")
        warm = dict(base, SYNDICATE_CACHE_DIR=os.path.join(tmp, "cache"))
        check = [sys.executable, "-m", "compiler", "check", pack]
        for _ in range(2):      # bytecode written, caches filled
            _timed(check, warm)
        colds = iter(range(10**6))

        def cold() -> tuple[float, float]:
            return _timed(check, dict(base, SYNDICATE_CACHE_DIR=os.path.join(tmp, f"cold-{next(colds)}")))

        def edited() -> tuple[float, float]:
            toggle_power(pack)
            return _timed(check, warm)

        kinds = {
            "unchanged pack (its answer kept)": lambda: _timed(check, warm),
            "after a one-file edit (files kept)": edited,
            "cold (no cache at all)": cold,
            f"floor: python -c '{FLOOR}'": lambda: _timed([sys.executable, "-c", FLOOR], base),
            f"edit floor: python -c '{EDIT_FLOOR}'": lambda: _timed([sys.executable, "-c", EDIT_FLOOR], base),
        }
        got: dict[str, list] = {k: [] for k in kinds}
        names = list(kinds)
        for r in range(runs):     # interleaved: each round in turn, starting one further along
            for k in names[r % len(names):] + names[:r % len(names)]:
                got[k].append(kinds[k]())
        med = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in got.items()}
        floor, edit_floor = med[names[3]], med[names[4]]
        print(f"syndicate check on a copy of content/crime_lords, fresh interpreter, median of {runs} interleaved "
              f"runs (load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}):")
        for k in names:
            wall, cpu = med[k]
            ratio = f"  = {wall / floor[0]:.2f}x floor, {wall / edit_floor[0]:.2f}x edit floor" \
                if k in names[:3] else ""
            print(f"  {k:<52} {wall:.3f} s  (CPU {cpu:.3f} s){ratio}")
        edit_wall = med[names[1]][0]
        print(f"  after an edit: {edit_wall:.3f} s, {edit_wall / floor[0]:.2f}x the import floor "
              f"(bound: < 0.2 s and <= 1.2x); by CPU {med[names[1]][1] / floor[1]:.2f}x the floor, "
              f"{med[names[1]][1] / edit_floor[1]:.2f}x the edit floor")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--cli-only", action="store_true", help="only the fresh-interpreter figures (1.)")
    args = ap.parse_args()

    fresh_interpreter_figures(max(7, args.runs))
    if args.cli_only:
        return

    from compiler.pipeline import check_pack

    with tempfile.TemporaryDirectory(prefix="syndicate-bench-") as tmp:
        pack_dir = os.path.join(tmp, "content", "bench")
        os.makedirs(pack_dir)
        n = write_pack(pack_dir)
        times = []
        for _ in range(max(3, args.runs // 2)):
            start = time.perf_counter()
            pack, bag = check_pack(pack_dir)
            times.append(time.perf_counter() - start)
            if bag.errors or pack is None or len(pack.cards) != n:
                sys.exit("bench pack did not check clean:\n" + "\n".join(str(d.span) + " " + d.message for d in bag.errors[:10]))
        med = statistics.median(times)
        print(f"{n} cards checked in-process: median {med:.3f} s = {n / med:,.0f} cards/s (target >= 5,000/s)")
        cli = [cli_seconds(pack_dir) for _ in range(3)]
        med = statistics.median(cli)
        print(f"{n} cards, syndicate check end to end: median {med:.3f} s = {n / med:,.0f} cards/s")


if __name__ == "__main__":
    main()
