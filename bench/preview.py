"""Benchmark `syndicate preview`'s re-render after an edit: prints figures, asserts nothing.

    python bench/preview.py [--runs 5] [--pack content/crime_lords]

On a copy of the pack (the preview's own Deck, no server, no browser):
- first render of every card;
- one card's name edited in its file: the whole update (the pack checked again,
  as `syndicate check` does, then only that file's cards rendered) and the
  render time of each card that was rendered again;
- one kind's template edited: the update, and how many cards were rendered.
Medians of --runs; the target is well under a second per changed card. The
machine is shared: the load average is printed with the figures.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from compiler.preview.cards import Deck  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--pack", default=os.path.join(ROOT, "content", "crime_lords"))
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory() as tmp:
        pack = os.path.join(tmp, os.path.basename(os.path.normpath(args.pack)))
        shutil.copytree(args.pack, pack, ignore=shutil.ignore_patterns("schemas"))
        deck = Deck(pack)
        t = time.perf_counter()
        deck.update(None)
        print(f"first render: {len(deck.cards)} cards in {time.perf_counter() - t:.2f} s")
        # The file of the first card with a plain `name:` line.
        card = next(c for c in deck.cards.values() if os.path.exists(os.path.join(tmp, c.file))
                    or os.path.exists(c.file))
        path = os.path.abspath(card.file if os.path.isabs(card.file) else os.path.join(os.getcwd(), card.file))
        text = open(path, encoding="utf-8").read()
        updates, per_card, rendered = [], [], []
        for i in range(args.runs):
            edited = text.replace("\n    name: ", f"\n    name: Edit{i} ", 1)
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(edited)
            t = time.perf_counter()
            touched = deck.update({path})
            updates.append(time.perf_counter() - t)
            per_card += [s for _, s in deck.timings]
            rendered.append((len(deck.timings), len(touched)))
        print(f"card file edit: update {statistics.median(updates) * 1000:.0f} ms median (check + render), "
              f"{rendered[-1][0]} cards of that file rendered, {rendered[-1][1]} pushed; "
              f"render per card {statistics.median(per_card) * 1000:.1f} ms median, "
              f"{max(per_card) * 1000:.1f} ms max")
        tpl = os.path.join(pack, "templates", f"{card.kind}.html.j2")
        tpl_text = open(tpl, encoding="utf-8").read()
        tupdates, tcount, tper = [], 0, []
        for i in range(args.runs):
            with open(tpl, "w", encoding="utf-8") as fh:
                fh.write(tpl_text + f"\n{{# edit {i} #}}\n")
            t = time.perf_counter()
            deck.update({tpl})
            tupdates.append(time.perf_counter() - t)
            tcount = len(deck.timings)
            tper += [s for _, s in deck.timings]
        print(f"`{card.kind}` template edit: update {statistics.median(tupdates) * 1000:.0f} ms median, "
              f"{tcount} of {len(deck.cards)} cards rendered, {statistics.median(tper) * 1000:.1f} ms per card median")


if __name__ == "__main__":
    main()
