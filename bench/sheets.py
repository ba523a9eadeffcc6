"""Benchmark `syndicate sheets`: prints figures, asserts nothing.

    python bench/sheets.py [--runs 5] [--big 1000]

- base pack to PDF: seconds (median of --runs), pack already read, imports done;
- a --big card pack (the base pack's cards repeated with new ids) to PDF:
  cards per second (median of --runs);
- the same big pack with every output (HTML, PDF, PNG at 300 dpi, decks): one run.
Targets: base pack under 3 s, at least 100 cards/s.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

t_import = time.perf_counter()
from compiler.diagnostics import DiagnosticBag  # noqa: E402
from compiler.pack import Card, Pack  # noqa: E402
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
                ruleset=base.ruleset, ruleset_doc=base.ruleset_doc)


def once(pack: Pack, outputs: tuple[str, ...], out: str) -> float:
    bag = DiagnosticBag()
    opts = settings.load_pack_defaults(os.path.join(PACK, "templates"), bag, "templates")
    opts = settings.with_overrides(opts, outputs=outputs)
    start = time.perf_counter()
    result = pipeline.run(PACK, opts, out, bag, pack)
    elapsed = time.perf_counter() - start
    if result is None or bag.errors:
        raise SystemExit(f"sheets failed: {[d.message for d in bag.errors][:3]}")
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--big", type=int, default=1000)
    args = ap.parse_args()

    bag = DiagnosticBag()
    start = time.perf_counter()
    base = pipeline.read_pack(PACK, bag)
    t_read = time.perf_counter() - start
    if base is None or bag.errors:
        raise SystemExit("the base pack has errors; run `syndicate check content/crime_lords`")
    with tempfile.TemporaryDirectory() as tmp:
        print(f"import (WeasyPrint etc.): {t_import:.2f} s; read + check base pack: {t_read:.2f} s")
        base_times = [once(base, ("pdf",), os.path.join(tmp, "base")) for _ in range(args.runs)]
        print(f"base pack ({len(base.cards)} cards) to PDF: median {statistics.median(base_times):.2f} s "
              f"(runs: {', '.join(f'{t:.2f}' for t in base_times)}; target < 3 s)")
        big = big_pack(base, args.big)
        big_times = [once(big, ("pdf",), os.path.join(tmp, "big")) for _ in range(args.runs)]
        med = statistics.median(big_times)
        print(f"{len(big.cards)}-card pack to PDF: median {med:.2f} s = {len(big.cards) / med:.0f} cards/s "
              f"(runs: {', '.join(f'{t:.2f}' for t in big_times)}; target >= 100 cards/s)")
        full = once(big, settings.OUTPUTS, os.path.join(tmp, "full"))
        print(f"{len(big.cards)}-card pack, every output (HTML, PDF, PNG 300 dpi, decks): {full:.2f} s "
              f"= {len(big.cards) / full:.0f} cards/s (one run)")


if __name__ == "__main__":
    main()
