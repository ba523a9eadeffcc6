"""One pack as the language server sees it: checked whole, with the editor's open buffers laid over its files.

`syndicate check` and the server run the same `check_pack`; the only
difference is where a file's text comes from (compiler/yamlload.py
OPEN_BUFFERS: the editor's unsaved text, by real path). So the codes,
messages, lines and columns are the check's own, and a card id renamed in one
open file shows up where another file uses it.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

from compiler.load import yamlload
from compiler.pipeline import check_pack
from compiler.report.diagnostics import Diagnostic, DiagnosticBag
from compiler.check.pack import Pack

GAME_FILE = "game.yaml"


def pack_root(path: str) -> str | None:
    """The pack a file belongs to: the nearest folder above it (or itself) holding game.yaml."""
    folder = os.path.dirname(os.path.abspath(path)) if not os.path.isdir(path) else os.path.abspath(path)
    while True:
        if os.path.isfile(os.path.join(folder, GAME_FILE)):
            return folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


@dataclass
class Checked:
    root: str
    pack: Pack | None
    diagnostics: dict[str, list[Diagnostic]] = field(default_factory=dict)   # absolute path -> its diagnostics
    lexicon: object | None = None
    names: dict[str, str] = field(default_factory=dict)

    def card(self, card_id: str):
        if self.pack is None:
            return None
        return next((c for c in self.pack.cards if c.id == card_id), None)


def check(root: str, buffers: dict[str, str]) -> Checked:
    """Check the pack at `root` with `buffers` (absolute path -> text) over its files."""
    yamlload.OPEN_BUFFERS.clear()
    for path, text in buffers.items():
        if os.path.exists(path):
            yamlload.OPEN_BUFFERS[os.path.realpath(path)] = text.encode("utf-8", "surrogatepass")
    try:
        pack, bag = check_pack(root)
    finally:
        yamlload.OPEN_BUFFERS.clear()
    out = Checked(root, pack)
    for d in bag.sorted():
        out.diagnostics.setdefault(os.path.abspath(d.span.file), []).append(d)
    if pack is not None and pack.manifest is not None:
        from compiler.check.effects.vocab import pack_vocabulary
        from .words import Lexicon

        names = _entry_names(pack)
        out.names = names
        vocab = pack_vocabulary(pack, DiagnosticBag())
        out.lexicon = Lexicon(vocab, {c.id: c for c in pack.cards if c.id}, names)
    return out


def _entry_names(pack: Pack) -> dict[str, str]:
    """Every enumeration entry of the ruleset: id -> its name."""
    out: dict[str, str] = {}
    ruleset = pack.ruleset if isinstance(pack.ruleset, dict) else {}
    for enum in pack.manifest.enums.values():
        for e in ruleset.get(enum.list) or []:
            if isinstance(e, dict) and isinstance(e.get("id"), str):
                out[e["id"]] = e.get("name") if isinstance(e.get("name"), str) else e["id"]
    return out


def simulation_report(root: str) -> dict | None:
    """The newest `syndicate simulate` report of this pack (its default place, out/<pack>/simulation/), if any."""
    name = os.path.basename(os.path.normpath(root))
    places = {os.getcwd(), os.path.dirname(root), os.path.dirname(os.path.dirname(root)), root}
    found = []
    for base in places:
        path = os.path.join(base, "out", name, "simulation", "report.json")
        if os.path.isfile(path):
            found.append((os.path.getmtime(path), path))
    for _, path in sorted(found, reverse=True):
        try:
            with open(path, encoding="utf-8") as fh:
                report = json.load(fh)
        except (OSError, ValueError):
            continue
        if isinstance(report, dict) and isinstance(report.get("results"), dict):
            report["_path"] = path
            return report
    return None


def card_record(report: dict, card_id: str) -> tuple[str, dict] | None:
    """(what was measured, the row) for a card in a simulation report: its win rate, or its share with the winners."""
    results = report["results"]
    faction = report.get("faction") or {}
    kind = faction.get("kind") if isinstance(faction, dict) else None
    for row in results.get(f"win_rate_by_{kind}", []) if kind else []:
        if row.get("key") == card_id:
            return "win rate", row
    for row in results.get("cards", []):
        if row.get("key") == card_id:
            return "games ended on the winning side", row
    return None
