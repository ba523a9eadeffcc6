"""`syndicate sheets`: from a checked pack to HTML, PDF, PNGs and tabletop decks.

The pack is read and checked first; a pack with errors is not printed. All
outputs are written into a new folder that replaces the output folder in one
step (as `build` does), so a kill never leaves files of two runs side by side:

    sheets.html        print preview (the pages the PDF is made from, cut marks in SVG)
    sheets.pdf         fronts, each followed by its back page for duplex printing
    cards/<id>.png     one image per card, with its bleed and its dpi recorded
    tts/deck-*.png     Tabletop Simulator deck images (10 x 7) and <pack>.json, a TTS saved object

Text that overflows its box is an error (SYN605); the files are still written
so the designer can look at the problem, but the run fails.

With several CPUs the PDF and the images are made by worker processes
(``jobs``); the result is the same file a single process writes.
"""
from __future__ import annotations

import contextlib
import difflib
import io
import importlib.util
import os
import re
from dataclasses import dataclass, field

from compiler.build.atomic import cleanup_leftovers, staged_dir
from compiler.report.diagnostics import DiagnosticBag, Span, display_path
from compiler.check.pack import Card, Pack, load_pack
from compiler.report.suggest import did_you_mean
from . import layout as geo
from .settings import PAPERS, SheetOptions
from .text import rules_text


@dataclass
class Result:
    out_dir: str
    files: list[str] = field(default_factory=list)
    cards: int = 0
    pages: int = 0


def read_pack(root: str, bag: DiagnosticBag) -> Pack | None:
    """The full check when the checker is there (compiler.pipeline), else loading alone."""
    if importlib.util.find_spec("compiler.pipeline") is not None:
        from compiler.pipeline import check_pack
        pack, found = check_pack(root)
        bag.extend(found)
        return pack
    return load_pack(root, bag)


def select_cards(pack: Pack, opts: SheetOptions, bag: DiagnosticBag, where: Span) -> list[Card]:
    """Cards chosen by kind, id or file (any of them); all cards when none is given.

    The result is grouped by kind (in the manifest's order) in pack order,
    so that each deck prints on its own sheets.
    """
    cards = pack.cards
    for kind in opts.kinds:
        if kind not in pack.card_kinds:
            bag.error("SYN607", f"`--kind {kind}` is not a card kind of this pack", where,
                      help=did_you_mean(kind, pack.card_kinds, f"card kinds: {', '.join(pack.card_kinds)}"))
    if opts.kinds or opts.ids or opts.files:
        ids = set(opts.ids)
        known = {c.id for c in cards}
        for cid in opts.ids:
            if cid not in known:
                close = difflib.get_close_matches(cid, sorted(known), n=1)
                bag.error("SYN608", f"no card has the id `{cid}`", where,
                          help=f"did you mean `{close[0]}`?" if close else "card ids are the `id:` fields of the card files")
        wanted_files = set()
        for f in opts.files:
            path = os.path.realpath(f)
            if not any(os.path.realpath(c.doc.path) == path for c in cards):
                bag.error("SYN608", f"`{f}` is not a card file of this pack", where,
                          help="name a file of the pack that has a `cards:` list")
            wanted_files.add(path)
        cards = [c for c in cards if c.kind in opts.kinds or c.id in ids
                 or os.path.realpath(c.doc.path) in wanted_files]
    if not cards and not bag.errors:
        bag.error("SYN608", "no card matches the selection", where,
                  help="check --kind, --card and --file, or drop them to print every card")
    order = {k: i for i, k in enumerate(pack.card_kinds)}
    return sorted(cards, key=lambda c: order.get(c.kind, len(order)))


def check_options(opts: SheetOptions, bag: DiagnosticBag, where: Span) -> None:
    def bad(what: str, why: str) -> None:
        bag.error("SYN607", f"{what} {why}", where, help="see `syndicate sheets --help`")
    if opts.paper not in PAPERS:
        bad(f"paper `{opts.paper}`", f"is not one of {', '.join(PAPERS)}")
    if not (10 <= opts.card_w <= 300 and 10 <= opts.card_h <= 300):
        bad(f"card size {opts.card_w:g}x{opts.card_h:g} mm", "is outside 10..300 mm")
    if not 0 <= opts.bleed <= 10:
        bad(f"bleed {opts.bleed:g} mm", "is outside 0..10 mm")
    if not 36 <= opts.dpi <= 1200:
        bad(f"resolution {opts.dpi} dpi", "is outside 36..1200")
    if opts.jobs is not None and not 1 <= opts.jobs <= 64:
        bad(f"{opts.jobs} jobs", "is outside 1..64")
    if not 64 <= opts.tts_width <= 1000:
        bad(f"tabletop card width {opts.tts_width} px", "is outside 64..1000 (TTS images stay under 10000 px)")
    if opts.image_url is not None and not re.match(r"^https?://[^\s/?#]+[^\s]*$", opts.image_url):
        bad(f"image URL {opts.image_url!r}", "is not an http:// or https:// address")
    if abs(opts.back_offset[0]) > 20 or abs(opts.back_offset[1]) > 20:
        bad("back offset", "is more than 20 mm; calibrate with small shifts")
    for cols_rows in (opts.cols, opts.rows):
        if cols_rows is not None and not 1 <= cols_rows <= 20:
            bad("grid", "must have 1 to 20 columns and rows")


def make_sheet(opts: SheetOptions, bag: DiagnosticBag, where: Span) -> geo.Sheet | None:
    try:
        if opts.layout == "single":
            return geo.single(opts.card, opts.effective_bleed)
        return geo.sheet(PAPERS[opts.paper], opts.card, opts.effective_bleed, opts.cols, opts.rows)
    except geo.LayoutError as exc:
        bag.error("SYN606", f"the cards do not fit the paper: {exc}", where,
                  help="use a smaller grid (--grid 3x2), less bleed (--bleed 2), --proof, or the other paper")
        return None


# The system libraries WeasyPrint loads, and the Debian/Ubuntu package of each.
SYSTEM_PACKAGES = {"pango-1.0": "libpango-1.0-0", "pangoft2-1.0": "libpangoft2-1.0-0", "harfbuzz": "libharfbuzz0b",
                   "fontconfig": "libfontconfig1", "gobject-2.0": "libglib2.0-0"}
INSTALL_COMMAND = "sudo apt-get install " + " ".join(sorted(SYSTEM_PACKAGES.values()))


def renderer_ready(bag: DiagnosticBag, where: Span) -> bool:
    """Whether the PDF renderer loads; if a system library is missing, SYN620 names it and how to install it."""
    try:
        with contextlib.redirect_stdout(io.StringIO()):   # WeasyPrint prints its own banner when a library fails
            import weasyprint  # noqa: F401  (loads Pango, HarfBuzz and fontconfig through cffi)
    except OSError as exc:       # cffi: "cannot load library 'libpango-1.0-0': ..."
        m = re.search(r"cannot load library '([^']+)'", str(exc))
        lib = m.group(1) if m else "a system library"
        stem = re.sub(r"^lib|\.so.*$|-\d+$|\.\d+$", "", lib)
        package = next((pkg for key, pkg in SYSTEM_PACKAGES.items() if stem.startswith(key)), None)
        fix = f"install it: `sudo apt-get install {package}`" if package else "install it"
        bag.error("SYN620", f"the PDF renderer (WeasyPrint) cannot load the system library `{lib}`", where,
                  help=f"{fix} (Debian/Ubuntu; all of them: `{INSTALL_COMMAND}`; macOS: `brew install pango`); "
                       "see README, System libraries")
        return False
    except ImportError as exc:
        bag.error("SYN620", f"the PDF renderer is not installed ({exc})", where,
                  help="install Syndicate with its dependencies: `pip install -e .`")
        return False
    return True


_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


def file_name(card_id: str) -> str:
    """A card id as a file name that stays inside its folder."""
    name = _UNSAFE.sub("_", card_id).lstrip(".")
    return name or "card"


def run(root: str, opts: SheetOptions, out_dir: str, bag: DiagnosticBag, pack: Pack | None = None) -> Result | None:
    """Render the pack's sheets into `out_dir`; None when nothing could be written."""
    from .collector import few_collections
    with few_collections():
        return _run(root, opts, out_dir, bag, pack)


def _run(root: str, opts: SheetOptions, out_dir: str, bag: DiagnosticBag, pack: Pack | None) -> Result | None:
    where = Span(display_path(root))
    if not renderer_ready(bag, where):
        return None
    # Heavy imports only here: `syndicate --help` and the other commands stay fast.
    from . import faces as face_plan, fonts, jobs, pdf, render
    from .files import write_atomic

    check_options(opts, bag, where)
    if bag.errors:
        return None
    cards = select_cards(pack, opts, bag, where)
    sheet = make_sheet(opts, bag, where)
    if bag.errors or sheet is None:
        return None

    ruleset_doc = pack.ruleset_doc
    info = render.PackInfo(pack.ruleset, pack.manifest, bag,
                           (lambda p: ruleset_doc.span(p)) if ruleset_doc else (lambda p: where))
    from compiler.check.effects.vocab import pack_vocabulary
    info.vocab = pack_vocabulary(pack)   # the words card text is described in
    templates = os.path.join(root, "templates")
    tpl = render.open_templates(templates, display_path(templates), {c.kind for c in cards}, bag)
    if bag.errors or tpl is None:
        return None
    faces, backs = render.render_faces(cards, info, tpl, bag)
    if bag.errors:
        return None

    duplex = opts.duplex
    geometry_duplex = "long" if duplex == "none" else duplex   # backs still made for deck images
    pages = render.build_pages(faces, backs, sheet, geometry_duplex, opts.back_offset)
    title = f"{info.name or pack.name} card sheets"
    css_shown = display_path(os.path.join(templates, render.CSS_FILE))
    base_css = render.sheet_css(sheet, geometry_duplex, opts.back_offset) + render.swatch_css(info)
    styles = [(base_css, "<sheet geometry>"), (tpl.css, css_shown)]
    css_texts = [css for css, _ in styles]
    pdf.parse_styles(styles, templates, bag)
    fonts.check_fonts(tpl.css, templates, css_shown, bag)
    if bag.errors:       # a font that cannot be read: nothing is printed with a stand-in
        return None

    printed = pages if duplex != "none" else [p for p in pages if p.side == "front"]
    workers = opts.jobs or jobs.default_workers()
    write = bool({"pdf", "png", "tts"} & set(opts.outputs))   # the HTML alone needs the layout only
    # Each distinct card face is laid out once, the sheets composed from them (compiler/sheets/faces.py).
    plan = face_plan.plan(faces, backs, sheet, geometry_duplex, opts.back_offset, duplex != "none")
    face_styles = [face_plan.face_css(plan) + render.swatch_css(info), tpl.css]
    pdf.warm(face_styles, templates)         # fonts and CSS loaded once, before the workers fork
    planned = jobs.plan_faces(plan, workers, title, face_styles, templates, write)
    results = jobs.run_faces(planned, workers)
    pdf.report_render_messages([m for r in results for m in r.messages], display_path(templates), bag)
    broken = [(len(j.bodies), r.pages_made) for j, r in zip(planned, results) if r.pages_made != len(j.bodies)]
    if broken:
        wanted, made = broken[0]
        bag.error("SYN606", f"the sheets do not lay out one page per card face ({wanted} wanted, "
                  f"{made} made): the stylesheet changes the size or breaks of `.page`",
                  Span(css_shown), help="leave `.page` and `@page` to the sheet geometry; style the cards instead")
        return None
    by_id = {c.id: c for c in cards}
    sharing = {ids[0]: ids for ids in plan.cards if ids}    # a face's overflow is every card's with that face
    for o in (o for r in results for o in r.overflows):
        for card_id in sharing.get(o.card_id, [o.card_id]):
            card = by_id.get(card_id)
            span = card.span(o.field) if card is not None and o.field in card.data else (card.span() if card else where)
            bag.error("SYN605", f"card `{card_id}`: {o.field} overflows its box by {o.by_mm:.1f} mm ({o.direction})",
                      span, help="shorten the text, or give the card a shorter `text:`; nothing is clipped on the sheet")
    pdf_bytes = (face_plan.compose(plan, [r.faces for r in results], sheet, geometry_duplex, opts.back_offset, title,
                                   pdf.PRODUCER) if write else b"")

    result = Result(out_dir=out_dir, cards=len(faces), pages=len(printed))
    if os.path.lexists(out_dir) and not os.path.isdir(out_dir):
        bag.error("SYN610", f"the output `{display_path(out_dir)}` is not a folder", Span(display_path(out_dir)),
                  help="name a folder (new or holding earlier sheets) with --out")
        return None
    foreign = foreign_files(out_dir)
    if foreign:
        bag.error("SYN610", f"the output folder `{display_path(out_dir)}` holds files `syndicate sheets` did not write "
                  f"({', '.join(foreign[:3])}{', ...' if len(foreign) > 3 else ''}); the sheets replace the folder whole",
                  Span(display_path(out_dir)), help="choose a new or empty folder with --out")
        return None
    # Every output is written into a new folder that then replaces the old one in one step,
    # so a kill never leaves files of two runs side by side (compiler/build/atomic.py).
    cleanup_leftovers(out_dir)
    with staged_dir(out_dir) as stage:
        files = []
        if "html" in opts.outputs:
            path = os.path.join(stage, "sheets.html")
            write_atomic(path, render.preview_html(pages, sheet, title, css_texts, templates))
            files.append(path)
        if "pdf" in opts.outputs:
            path = os.path.join(stage, "sheets.pdf")
            write_atomic(path, pdf_bytes)
            files.append(path)
        if "png" in opts.outputs or "tts" in opts.outputs:
            png = _png_source(faces, sheet, opts, pdf_bytes, title, info, tpl.css, templates, workers)
            files.extend(_images(faces, pages, sheet, opts, pdf_bytes, png, title, css_texts, templates, workers,
                                 stage, pack.name, info.name or pack.name, info.vocab, out_dir,
                                 names=info.display_names()))
        result.files = [os.path.join(out_dir, os.path.relpath(f, stage)) for f in files]
    return result


OUTPUT_NAMES = ("sheets.html", "sheets.pdf", "cards", "tts")


def foreign_files(out_dir: str) -> list[str]:
    """What in an existing output folder is not a sheets output (and so must not be replaced)."""
    try:
        names = sorted(os.listdir(out_dir))
    except (FileNotFoundError, NotADirectoryError):
        return []
    return [n for n in names if n not in OUTPUT_NAMES]


def _back_crops(faces, pages, sheet, opts, pdf_bytes, title, css_texts, templates):
    """The PDF holding card backs, and where each kind's back is in it (for deck images)."""
    from . import images, jobs

    geometry_duplex = "long" if opts.duplex == "none" else opts.duplex
    per = sheet.per_page
    first: dict[str, int] = {}                       # kind -> index of its first card
    for k, face in enumerate(faces):
        first.setdefault(face.card.kind, k)
    wanted = sorted({k // per for k in first.values()})  # sheets whose backs are needed
    if opts.duplex != "none":
        back_pdf, page_of = pdf_bytes, {n: 2 * n + 1 for n in wanted}
    else:   # fronts only were printed: lay the needed back pages out on their own
        backs = [p for p in pages if p.side == "back" and p.number - 1 in wanted]
        planned = jobs.plan(backs, 1, sheet, geometry_duplex, opts.back_offset, title, css_texts, templates)
        back_pdf = jobs.join([r.pdf for r in jobs.run(planned, 1)])
        page_of = {n: i for i, n in enumerate(wanted)}
    crops = {}
    for kind, k in first.items():
        slot = sheet.slots[k % per]
        rect = geo.back_rect(slot.trim, sheet, geometry_duplex, opts.back_offset)
        crops[kind] = images.Crop(page_of[k // per], rect, kind, kind, kind)
    return back_pdf, crops


@dataclass
class PngSource:
    """Where the card PNGs are cut from: a PDF, each card's page in it, and the rectangle cut (trim or bleed)."""

    pdf: bytes
    pages: list[int]
    rects: list[geo.Rect]
    size_mm: tuple[float, float]


def _png_source(faces, sheet, opts, pdf_bytes, title, info, card_css, templates, workers) -> PngSource | None:
    """Card PNGs carry the bleed the sheets are printed with, as print-on-demand uploads expect.

    Without bleed (or with --layout single, whose pages are each one card and
    its bleed) they are cut from the sheets PDF. In a grid the space around a
    card holds its neighbours' bleed and the cut marks, so the cards are laid
    out once more one to a page, full bleed and no marks, the way a print
    shop's file is.
    """
    from . import jobs, render

    if "png" not in opts.outputs:
        return None
    bleed = opts.effective_bleed
    size = (sheet.card_w + 2 * bleed, sheet.card_h + 2 * bleed)
    step = 2 if opts.duplex != "none" else 1          # a front page, then its back
    per = sheet.per_page
    if bleed == 0 or opts.layout == "single":
        pages = [(k // per) * step for k in range(len(faces))]
        rects = [sheet.slots[k % per].bleed for k in range(len(faces))]
        return PngSource(pdf_bytes, pages, rects, size)
    solo = geo.single(opts.card, bleed)
    solo_css = [render.sheet_css(solo) + render.swatch_css(info), card_css]
    fronts = render.build_pages(faces, {}, solo, "none", (0.0, 0.0))
    planned = jobs.plan(fronts, workers, solo, "long", (0.0, 0.0), title, solo_css, templates)
    solo_pdf = jobs.join([r.pdf for r in jobs.run(planned, workers)])
    return PngSource(solo_pdf, list(range(len(faces))), [solo.slots[0].bleed] * len(faces), size)


def _images(faces, pages, sheet, opts, pdf_bytes, png, title, css_texts, templates, workers, out_dir,
            pack_name, game_name, vocab=None, final_dir: str | None = None, names=None) -> list[str]:
    """Card PNGs and deck images, shared out between worker processes.

    They are written into `out_dir` (the staging folder); the TTS object names the images
    where they will be: under `final_dir`, the folder the stage replaces.
    """
    from . import images, jobs

    per = sheet.per_page
    step = 2 if opts.duplex != "none" else 1          # a front page, then its back
    crops = []
    for k, face in enumerate(faces):
        page_no, slot_no = divmod(k, per)
        crops.append(images.Crop(page_no * step, sheet.slots[slot_no].trim, face.card.id, face.card.kind,
                                 file_name(face.card.id),
                                 png.pages[k] if png else None, png.rects[k] if png else None))
    card_mm, tts = sheet_card(sheet), "tts" in opts.outputs
    files, backs = [], {}
    if tts:
        back_pdf, back_crops = _back_crops(faces, pages, sheet, opts, pdf_bytes, title, css_texts, templates)
        backs, written = images.back_images(back_pdf, back_crops, card_mm, opts.tts_width, out_dir)
        files.extend(written)
    planned, decks = images.plan_images(pdf_bytes, crops, backs, card_mm, opts.dpi, out_dir,
                                        png, tts, opts.tts_width, workers)
    for written in jobs.parallel(images.run_image_job, planned, workers):
        files.extend(written)
    if tts:
        cards = {f.card.id: {"name": f.card.name, "text": " ".join(rules_text(f.card, DiagnosticBag(), vocab, names).lines)}
                 for f in faces}
        files.append(images.write_saved_object(decks, backs, cards, game_name, file_name(pack_name),
                                               images.image_base(final_dir or out_dir, opts.image_url), out_dir))
    return files


def sheet_card(sheet: geo.Sheet) -> tuple[float, float]:
    return (sheet.card_w, sheet.card_h)
