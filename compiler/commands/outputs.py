"""Where the commands put what they make, so that no command destroys another's output.

    generated/<pack>/           `syndicate build`: the compiled modules, nothing else
    out/<pack>/sheets/          `syndicate sheets` (--out DIR to choose; with --build-dir DIR: DIR/<pack>/sheets/)
    out/<pack>/simulation/      `syndicate simulate` (--out DIR to choose)
    out/<pack>/tune/            `syndicate tune` (--out DIR to choose)
    FILE                        `syndicate play --save FILE`: wherever the player says

`out/` is relative to the folder the command runs in. A build replaces only
the modules it writes: anything else a user keeps in generated/<pack>/ is
carried into the new build (runtime/atomic.py `carry_over`).
"""
from __future__ import annotations

import os

OUT_ROOT = "out"


def default_out(pack: str, what: str) -> str:
    """out/<pack>/<what>, for a pack given by name or by its content folder."""
    return os.path.join(OUT_ROOT, os.path.basename(os.path.normpath(pack)), what)
