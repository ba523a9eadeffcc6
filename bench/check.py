"""How fast is `syndicate check`?  Prints figures; asserts nothing.

1. Wall time of `python -m compiler check content/crime_lords` in a fresh
   interpreter (start-up included): the designer's inner loop. Target < 0.5 s.
2. Cards per second validated (load + schema + cross-checks) in a generated
   pack of 10,000 cards, in-process and end to end. Target >= 5,000/s.

Usage: python bench/check.py [--runs N]
"""
from __future__ import annotations

import argparse
import os
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


def cli_seconds(pack: str) -> float:
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "compiler", "check", pack], cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    took = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"check failed on {pack}:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return took


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()

    base = [cli_seconds("content/crime_lords") for _ in range(args.runs)]
    print(f"syndicate check content/crime_lords (fresh interpreter): median {statistics.median(base):.3f} s, "
          f"best {min(base):.3f} s over {args.runs} runs (target < 0.5 s)")

    from compiler.check import check_pack

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
