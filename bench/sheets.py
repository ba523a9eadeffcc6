"""Benchmark `syndicate sheets`: prints figures, asserts nothing.

    python bench/sheets.py [--runs 5] [--big 1000]

- base pack to PDF: seconds (median of --runs), pack already read, imports done;
- a --big card pack (the base pack's cards repeated with new ids) to PDF:
  cards per second (median of --runs);
- the same big pack with every output (HTML, PDF, PNG at 300 dpi, decks): one run.
Targets: base pack under 3 s, at least 100 cards/s.

The machine is shared, so each line also gives the CPU seconds used (this
process and its worker processes) and the load average before the runs:
wall-clock time under load says little, CPU time says what the work costs.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

t_import = time.perf_counter()
from compiler.report.diagnostics import DiagnosticBag  # noqa: E402
from compiler.check.pack import Card, Pack  # noqa: E402
from compiler.sheets import pdf, pipeline, render, settings  # noqa: E402,F401  (imports WeasyPrint)
t_import = time.perf_counter() - t_import

PACK = os.path.join(ROOT, "content", "crime_lords")


def big_pack(base: Pack, n: int) -> Pack:
    cards = []
    while len(cards) < n:
        for c in base.cards:
            if len(cards) == n:
                break
            data = dict(c.data, id=f"{c.id}_{len(cards)}")
            cards.append(Card(c.kind, data, c.doc, c.path))
    return Pack(root=base.root, name=base.name, documents=base.documents, cards=cards,
                ruleset=base.ruleset, ruleset_doc=base.ruleset_doc, manifest=base.manifest)


def cpu_seconds() -> float:
    """User + system time of this process and of the worker processes it waited for."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def once(pack: Pack, outputs: tuple[str, ...], out: str, jobs: int | None) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run."""
    bag = DiagnosticBag()
    opts = settings.load_pack_defaults(os.path.join(PACK, "templates"), bag, "templates")
    opts = settings.with_overrides(opts, outputs=outputs, jobs=jobs)
    cpu, start = cpu_seconds(), time.perf_counter()
    result = pipeline.run(PACK, opts, out, bag, pack)
    elapsed, cpu = time.perf_counter() - start, cpu_seconds() - cpu
    if result is None or bag.errors:
        raise SystemExit(f"sheets failed: {[d.message for d in bag.errors][:3]}")
    return elapsed, cpu


def medians(runs: list[tuple[float, float]]) -> tuple[float, float, str]:
    walls = [w for w, _ in runs]
    return (statistics.median(walls), statistics.median(c for _, c in runs),
            ", ".join(f"{w:.2f}" for w in walls))


def load() -> str:
    return " ".join(f"{v:.2f}" for v in os.getloadavg())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--big", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=None, help="worker processes (default: the CPUs available)")
    ap.add_argument("--no-full", action="store_true", help="skip the every-output run")
    args = ap.parse_args()

    bag = DiagnosticBag()
    start = time.perf_counter()
    base = pipeline.read_pack(PACK, bag)
    t_read = time.perf_counter() - start
    if base is None or bag.errors:
        raise SystemExit("the base pack has errors; run `syndicate check content/crime_lords`")
    with tempfile.TemporaryDirectory() as tmp:
        print(f"import (WeasyPrint etc.): {t_import:.2f} s; read + check base pack: {t_read:.2f} s; "
              f"CPUs usable: {len(os.sched_getaffinity(0))}")
        print(f"load average before base runs: {load()}")
        wall, cpu, runs = medians([once(base, ("pdf",), os.path.join(tmp, "base"), args.jobs)
                                   for _ in range(args.runs)])
        print(f"base pack ({len(base.cards)} cards) to PDF: median {wall:.2f} s, CPU {cpu:.2f} s "
              f"(runs: {runs}; target < 3 s)")
        big = big_pack(base, args.big)
        print(f"load average before big runs: {load()}")
        wall, cpu, runs = medians([once(big, ("pdf",), os.path.join(tmp, "big"), args.jobs)
                                   for _ in range(args.runs)])
        print(f"{len(big.cards)}-card pack to PDF: median {wall:.2f} s = {len(big.cards) / wall:.0f} cards/s, "
              f"CPU {cpu:.2f} s = {len(big.cards) / cpu:.0f} cards per CPU second "
              f"(runs: {runs}; target >= 100 cards/s)")
        if not args.no_full:
            wall, cpu = once(big, settings.OUTPUTS, os.path.join(tmp, "full"), args.jobs)
            print(f"{len(big.cards)}-card pack, every output (HTML, PDF, PNG 300 dpi, decks): {wall:.2f} s "
                  f"= {len(big.cards) / wall:.0f} cards/s, CPU {cpu:.2f} s (one run)")
        print(f"load average after: {load()}")


if __name__ == "__main__":
    main()
