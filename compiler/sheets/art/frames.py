"""Card art for the renderer: each card's image registered by name, and the frames' sizes as CSS.

A template puts the art in an element of class `art` (the base templates:
`parts.art(card)`); cards.css places that frame on the card, and its size is
the pack's `art_frame` (templates/sheet.yaml), set here so that the 300-dpi
check (compiler/sheets/art/check.py) and the print agree. The image covers its frame
(scaled to fill it, centred, the overflow cut), as card art is cropped.
"""
from __future__ import annotations

from compiler.report.diagnostics import DiagnosticBag
from . import store
from .check import art_for_cards


def frame_css(opts, kinds) -> str:
    out = [".art { overflow: hidden; }\n",
           ".art img { display: block; width: 100%; height: 100%; object-fit: cover; object-position: center; }\n"]
    for kind in kinds:
        w, h = opts.frame(kind)
        out.append(f".kind-{kind} .art {{ width: {w:g}mm !important; height: {h:g}mm !important; }}\n")
    return "".join(out)


def prepare(pack, opts) -> tuple[dict, str]:
    """(card id -> Art, the frames' CSS); problems were reported by the check the sheets ran first."""
    arts = art_for_cards(pack, DiagnosticBag(), opts)
    for art in arts.values():
        store.register(art)
    kinds = list(pack.manifest.kinds) if pack.manifest is not None else []
    return arts, frame_css(opts, kinds)


def inline(html: str) -> str:
    return store.inline(html)
