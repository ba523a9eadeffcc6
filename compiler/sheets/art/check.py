"""The art stage of `syndicate check`: every card's art (its own `art:`, or its kind's default).

SYN640 missing file, SYN641 a path or link leading out of the pack, SYN642 not
a readable PNG, JPEG or SVG, SYN643 too large, SYN644 (warning) below 300 dpi
at the printed size, SYN645 (warning) parts of an SVG removed as unsafe.
A card's own art is reported at its `art:` field, a kind's default once at
its line in templates/sheet.yaml. `syndicate sheets` prints with what
`art_for_cards` gives, so what the check passed is what prints.
"""
from __future__ import annotations

import os

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.pack import Pack, display_path
from compiler.report.suggest import did_you_mean
from . import files

MIN_DPI = 300


def _settings(pack: Pack):
    """(options, the sheet.yaml document or None); its own problems are the sheet-settings stage's."""
    from compiler.sheets.settings import read_pack_defaults

    templates = os.path.join(pack.root, "templates")
    if not os.path.isdir(templates):
        from compiler.sheets.settings import SheetOptions
        return SheetOptions(), None
    return read_pack_defaults(templates, DiagnosticBag(), display_path(templates))


def art_for_cards(pack: Pack, bag: DiagnosticBag, opts=None) -> dict[str, files.Art]:
    """Card id -> the art it prints; problems go into `bag` (nothing for a card whose art fails)."""
    if pack.manifest is None:
        return {}
    settings, doc = _settings(pack)
    opts = opts or settings
    shown_root = display_path(pack.root)
    kinds = list(pack.manifest.kinds)
    defaults: dict[str, files.Art | None] = {}

    def where(*path) -> Span:
        return doc.span(path) if doc is not None else Span(display_path(os.path.join(pack.root, "templates")))

    for kind, rel in opts.art.items():
        if kind not in pack.manifest.kinds:
            bag.error("SYN607", f"sheet setting `art` names `{kind}`, which is not a card kind of this pack",
                      doc.span(("art", kind), key=True) if doc is not None else where(),
                      help=did_you_mean(kind, kinds, f"card kinds: {', '.join(kinds)}"))
            continue
        defaults[kind] = _one(pack.root, rel, where("art", kind), bag, opts.frame(kind), shown_root)
    for kind in opts.art_frame:
        if kind and kind not in pack.manifest.kinds:
            bag.error("SYN607", f"sheet setting `art_frame` names `{kind}`, which is not a card kind of this pack",
                      doc.span(("art_frame", kind), key=True) if doc is not None else where(),
                      help=did_you_mean(kind, kinds, f"card kinds: {', '.join(kinds)}"))
    out: dict[str, files.Art] = {}
    for card in pack.cards:
        rel = card.data.get("art")
        if rel is None:
            art = defaults.get(card.kind)
        elif isinstance(rel, str):
            art = _one(pack.root, rel, card.span("art"), bag, opts.frame(card.kind), shown_root)
        else:
            art = None           # a wrong type is the schema stage's SYN102
        if art is not None and isinstance(card.id, str):
            out[card.id] = art
    return out


def _one(root: str, rel: str, span: Span, bag: DiagnosticBag, frame: tuple[float, float],
         shown_root: str) -> files.Art | None:
    shown = os.path.join(shown_root, rel) if isinstance(rel, str) and files.path_problem(rel) is None else str(rel)
    try:
        art = files.load(root, rel, shown)
    except files.ArtProblem as exc:
        bag.error(exc.code, exc.message, span, help=exc.help)
        return None
    if art.removed:
        bag.warning("SYN645", f"art file `{shown}`: removed what an SVG card picture may not hold: "
                    + ", ".join(art.removed[:5]) + (", ..." if len(art.removed) > 5 else ""),
                    span, help="art is drawn without scripts, event handlers or anything outside the file; "
                               "embed images in the SVG or export it as PNG")
    dpi = files.printed_dpi(art, frame)
    if dpi is not None and dpi < MIN_DPI - 0.5:
        need = (round(frame[0] / 25.4 * MIN_DPI), round(frame[1] / 25.4 * MIN_DPI))
        bag.warning("SYN644", f"art file `{shown}` is {art.width} x {art.height} pixels: it prints at "
                    f"{dpi:.0f} dpi in its {frame[0]:g} x {frame[1]:g} mm frame, below {MIN_DPI} dpi",
                    span, help=f"use an image of at least {need[0]} x {need[1]} pixels, or SVG")
    return art


def check_art(pack: Pack, bag: DiagnosticBag) -> None:
    art_for_cards(pack, bag)
