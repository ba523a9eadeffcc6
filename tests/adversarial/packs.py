"""Small packs to attack: a copy of the foundation's mini pack, with parts swapped out.

Big or nasty inputs are generated at test time into a temporary folder, so
the repository holds no megabyte fixtures.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

from manifest_support import copy_pack

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MINI = os.path.join(ROOT, "tests", "fixtures", "foundation", "mini")

MODELINE = "# yaml-language-server: $schema=schemas/{kind}.schema.json\n"


def mini_pack(tmp_path, name: str = "mini") -> str:
    """A fresh copy of the mini pack (which checks clean) under tmp_path."""
    dest = os.path.join(str(tmp_path), name)
    copy_pack(MINI, dest)
    return dest


def crook(cid: str, name: str, abilities=(), power: int = 3, resistance: int = 3, weakness: str = "dice") -> str:
    lines = [f"  - id: {cid}", f"    name: {name}", f"    power: {power}", f"    resistance: {resistance}",
             f"    weakness: {weakness}"]
    if abilities:
        lines.append("    abilities:")
        lines += [f"      - {_quote(a)}" for a in abilities]
    return "\n".join(lines) + "\n"


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_crooks(pack: str, *cards: str) -> str:
    """Replace the pack's crooks.yaml with these cards (keeps the mini pack's two)."""
    path = os.path.join(pack, "crooks.yaml")
    with open(path, encoding="utf-8") as fh:
        base = fh.read()
    text = base.rstrip("\n") + "\n\n" + "\n".join(cards)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    set_composition(pack, "crook", text.count("\n  - id: ") + text.startswith("  - id: "))
    return path


def set_composition(pack: str, kind: str, count: int) -> None:
    """Make the ruleset's composition agree with the cards the test wrote."""
    path = os.path.join(pack, "ruleset.yaml")
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    i = lines.index("composition:")
    for j in range(i + 1, i + 6):
        if lines[j].startswith(f"  {kind}:"):
            lines[j] = f"  {kind}: {count}"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines))


def run_cli(*args, cwd: str | None = None, timeout: float = 60, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, timeout=timeout, env=env)


def snapshot(folder: str) -> dict[str, bytes]:
    """Every file under a folder with its bytes (to prove nothing was modified)."""
    out = {}
    for dirpath, _, files in os.walk(folder):
        for f in files:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, folder)] = fh.read()
    return out
