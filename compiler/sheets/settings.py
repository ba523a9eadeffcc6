"""Sheet options: the pack's defaults (templates/sheet.yaml) under the CLI's flags.

A pack may set its card size, bleed, paper and grid in
``content/<pack>/templates/sheet.yaml``; flags given on the command line win.
Bad values become SYN607 diagnostics that point at the file or name the flag.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace

from compiler.report.diagnostics import DiagnosticBag
from compiler.report.suggest import did_you_mean
from compiler.load.yamlload import load_file
from .layout import PAPERS

SETTINGS_FILE = "sheet.yaml"
DUPLEX = ("long", "short", "none")
LAYOUTS = ("sheet", "single")
OUTPUTS = ("html", "pdf", "png", "tts")


@dataclass
class SheetOptions:
    paper: str = "a4"
    card_w: float = 63.0            # poker size
    card_h: float = 88.0
    bleed: float = 3.0
    proof: bool = False             # no bleed, for checking on a desk printer
    cols: int | None = None         # None: as many as fit
    rows: int | None = None
    layout: str = "sheet"           # sheet (n x m per paper) | single (one card per page)
    duplex: str = "long"            # long | short | none (no back pages)
    back_offset: tuple[float, float] = (0.0, 0.0)
    outputs: tuple[str, ...] = OUTPUTS
    dpi: int = 300                  # PNG per card
    tts_width: int = 500            # pixels per card in tabletop deck images
    image_url: str | None = None    # where the deck images are hosted; None: file URLs of tts/
    jobs: int | None = None         # worker processes for the PDF; None: the CPUs available
    kinds: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()
    files: tuple[str, ...] = ()

    @property
    def effective_bleed(self) -> float:
        return 0.0 if self.proof else self.bleed

    @property
    def card(self) -> tuple[float, float]:
        return (self.card_w, self.card_h)


_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[xX]\s*(\d+(?:\.\d+)?)\s*$")
_PAIR = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$")
_GRID = re.compile(r"^\s*(\d+)\s*[xX]\s*(\d+)\s*$")


def parse_size(text: str) -> tuple[float, float] | None:
    m = _SIZE.match(text)
    return (float(m.group(1)), float(m.group(2))) if m else None


def parse_pair(text: str) -> tuple[float, float] | None:
    m = _PAIR.match(text)
    return (float(m.group(1)), float(m.group(2))) if m else None


def parse_grid(text: str) -> tuple[int, int] | None:
    m = _GRID.match(text)
    return (int(m.group(1)), int(m.group(2))) if m else None


SETTINGS_KIND = "sheet"                   # its schema: <pack>/schemas/sheet.schema.json
_SIZE_PATTERN = r"^\s*\d+(\.\d+)?\s*[xX]\s*\d+(\.\d+)?\s*$"
_GRID_PATTERN = r"^\s*[1-9]\d*\s*[xX]\s*[1-9]\d*\s*$"
MAX_BLEED = 10


def sheet_schema() -> dict:
    """The JSON Schema of templates/sheet.yaml, for editors (the checks below say the same)."""
    from compiler.check.schemas.define import with_markdown

    return with_markdown({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Sheet settings (templates/sheet.yaml)",
        "description": "Print settings of this pack's card sheets (`syndicate sheets`); "
                       "flags on the command line override them. See docs/sheets.md.",
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "card_size": {"type": "string", "pattern": _SIZE_PATTERN, "examples": ["63x88"],
                          "description": "Card size, `WIDTHxHEIGHT` in millimetres (poker: `\"63x88\"`)."},
            "bleed": {"type": "number", "minimum": 0, "maximum": MAX_BLEED, "examples": [3],
                      "description": f"Millimetres of artwork past every cut, 0 to {MAX_BLEED}."},
            "paper": {"enum": list(PAPERS), "examples": ["a4"],
                      "description": "Paper size: " + ", ".join(f"`{p}`" for p in PAPERS) + "."},
            "grid": {"type": "string", "pattern": _GRID_PATTERN, "examples": ["3x3"],
                     "description": "Cards on each sheet, `COLUMNSxROWS` (as many as fit when absent)."},
        },
    })


def load_pack_defaults(templates_dir: str, bag: DiagnosticBag, shown_dir: str) -> SheetOptions:
    """Options from templates/sheet.yaml, or the built-in defaults when it is absent."""
    return read_pack_defaults(templates_dir, bag, shown_dir)[0]


def read_pack_defaults(templates_dir: str, bag: DiagnosticBag, shown_dir: str):
    """(options, the loaded file or None): `syndicate check` also looks at the file's modeline."""
    opts = SheetOptions()
    path = os.path.join(templates_dir, SETTINGS_FILE)
    if not os.path.lexists(path):
        return opts, None
    shown = os.path.join(shown_dir, SETTINGS_FILE)
    doc, diags = load_file(path, shown, root=templates_dir)
    if diags or doc is None:
        bag.extend(diags)
        return opts, None
    data = doc.data
    if not isinstance(data, dict):
        bag.error("SYN607", "sheet settings must be a mapping", doc.span(()),
                  help="see docs/sheets.md for the keys of templates/sheet.yaml")
        return opts, doc

    def bad(key: str, why: str) -> None:
        bag.error("SYN607", f"sheet setting `{key}` {why}", doc.span((key,)),
                  help="see docs/sheets.md for the keys of templates/sheet.yaml")

    known = list(sheet_schema()["properties"])
    for key, value in data.items():
        if key == "card_size":
            size = parse_size(value) if isinstance(value, str) else None
            if size is None or min(size) <= 0:
                bad(key, "must be WIDTHxHEIGHT in millimetres, e.g. \"63x88\"")
            else:
                opts.card_w, opts.card_h = size
        elif key == "bleed":
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_BLEED:
                bad(key, f"must be a number of millimetres from 0 to {MAX_BLEED}, not {value!r}")
            else:
                opts.bleed = float(value)
        elif key == "paper":
            if value not in PAPERS:
                bag.error("SYN607", f"sheet setting `paper` must be one of: {', '.join(PAPERS)}, not {value!r}",
                          doc.span((key,)), help=did_you_mean(str(value), list(PAPERS),
                                                              f"write one of: {', '.join(PAPERS)}"))
            else:
                opts.paper = value
        elif key == "grid":
            grid = parse_grid(value) if isinstance(value, str) else None
            if grid is None or min(grid) < 1:
                bad(key, "must be COLUMNSxROWS, e.g. \"3x3\"")
            else:
                opts.cols, opts.rows = grid
        else:
            bag.error("SYN607", f"unknown sheet setting `{key}`", doc.span((key,), key=True),
                      help=did_you_mean(key, known, f"known settings: {', '.join(known)}"))
    return opts, doc


def with_overrides(opts: SheetOptions, **changes) -> SheetOptions:
    """Apply the flags the user gave (None means: not given)."""
    return replace(opts, **{k: v for k, v in changes.items() if v is not None})
