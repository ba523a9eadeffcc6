"""A pack of any size, written at test time: the mini pack with N generated Crooks.

Files stay under the loader's 1 MB limit by spreading the Crooks over
several files, as a designer of a huge pack would.
"""
from __future__ import annotations

import os

from .packs import mini_pack, set_composition

PER_FILE = 4000


def big_pack(tmp_path, n_crooks: int, abilities_every: int = 10) -> str:
    pack = mini_pack(tmp_path, "big")
    os.remove(os.path.join(pack, "crooks.yaml"))
    head = "# yaml-language-server: $schema=schemas/crook.schema.json\nkind: crook\ncards:\n"
    weak = ("dice", "loans", "docks")
    for f in range(0, n_crooks, PER_FILE):
        rows = [head]
        for i in range(f, min(n_crooks, f + PER_FILE)):
            rows.append(f"  - id: crook_{i:06d}\n    name: Crook {i}\n    power: {1 + i % 6}\n"
                        f"    resistance: {1 + i % 5}\n    weakness: {weak[i % 3]}\n")
            if abilities_every and i % abilities_every == 0:
                rows.append(f"    abilities:\n      - \"on turn_start: if event.player is owner then gain {1 + i % 3} G\"\n")
        with open(os.path.join(pack, f"crooks_{f // PER_FILE:03d}.yaml"), "w", encoding="utf-8") as fh:
            fh.write("".join(rows))
    set_composition(pack, "crook", n_crooks)
    return pack
