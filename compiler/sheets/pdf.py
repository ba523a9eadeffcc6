"""WeasyPrint: lay pages out, measure text boxes, write the PDF with page boxes and cut marks.

A `Job` is a run of whole sheets (see ``jobs``): its distinct pages are laid
out once each and printed in order, so a back page shared by many sheets
costs one layout. Overflow is measured on WeasyPrint's own layout (the same
boxes that are painted into the PDF), so what is reported is what prints:
every element a template marks ``class="fit" data-field="..."`` must hold its
content inside its box. Stylesheet problems WeasyPrint logs (ignored rules,
bad values) become SYN604 warnings that point into cards.css.
"""
from __future__ import annotations

import copy
import hashlib
import logging
import os
import re
import zlib
from contextlib import contextmanager
from dataclasses import dataclass

import pydyf
import weasyprint

from compiler.report.diagnostics import DiagnosticBag, Span
from . import layout as geo
from .collector import few_collections
from .render import document_html

PT_PER_MM = 72 / 25.4
PX_PER_MM = 96 / 25.4       # WeasyPrint lays out in CSS pixels
TOLERANCE_PX = 0.75          # rounding of line heights; far below one line of text
PRODUCER = f"WeasyPrint {weasyprint.__version__}"


@dataclass(frozen=True)
class Overflow:
    card_id: str
    field: str
    by_mm: float
    direction: str       # "down" | "across"


def _fetcher_class():
    base = getattr(weasyprint.urls, "URLFetcher", None)
    if base is None:  # pragma: no cover - WeasyPrint before the URLFetcher class
        return None

    class PackFetcher(base):
        """data: URLs, and files inside the pack's templates folder; nothing from the network."""

        def __init__(self, folder: str):
            super().__init__(allowed_protocols=("data", "file"))
            self._root = os.path.realpath(folder)

        def fetch(self, url, headers=None):
            if url.startswith("file:"):
                from urllib.parse import unquote, urlparse
                path = os.path.realpath(unquote(urlparse(url).path))
                if not path.startswith(self._root + os.sep):
                    raise ValueError(f"only files in the templates folder may be used: {url}")
            return super().fetch(url, headers)

    return PackFetcher


_FETCHER = _fetcher_class()


class _CssLog(logging.Handler):
    """Collects WeasyPrint's warnings while one document is laid out."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.messages.append(record.getMessage())
        except Exception:  # pragma: no cover - a malformed log record
            pass


@contextmanager
def _capture():
    logger = logging.getLogger("weasyprint")
    handler = _CssLog()
    old_propagate = logger.propagate
    logger.addHandler(handler)
    logger.propagate = False  # we report them as diagnostics instead
    try:
        yield handler
    finally:
        logger.removeHandler(handler)
        logger.propagate = old_propagate


_AT = re.compile(r" at (\d+):(\d+)")


def parse_styles(stylesheets: list[tuple[str, str]], templates_dir: str, bag: DiagnosticBag) -> None:
    """Parse each (css text, shown file name) once to report its problems at its own lines (SYN604).

    Render jobs parse the same text again (parsing is cheap next to layout) and
    report only what the cascade finds; the lines of these problems are here.
    """
    fetcher = _FETCHER(templates_dir) if _FETCHER else None
    base = os.path.abspath(templates_dir) + os.sep
    for text, shown in stylesheets:
        with _capture() as log:
            weasyprint.CSS(string=text, base_url=base, url_fetcher=fetcher)
        _report(log.messages, shown, bag)


def report_render_messages(messages: list[str], templates_shown: str, bag: DiagnosticBag) -> None:
    """Problems found while cascading (values, style="" attributes), as SYN604 warnings."""
    _report(messages, templates_shown, bag)


def _report(messages: list[str], shown: str, bag: DiagnosticBag) -> None:
    for message in dict.fromkeys(messages):
        m = _AT.search(message)
        line, col = (int(m.group(1)), int(m.group(2))) if m else (1, 1)
        bag.warning("SYN604", f"stylesheet: {message}", Span(shown, line, col),
                    help="WeasyPrint ignored this; see its list of supported CSS features")


# --- overflow ----------------------------------------------------------------------

def overflows(pages) -> list[Overflow]:
    """Every `.fit` box of these laid-out pages whose content runs out of it, in page order."""
    found: dict[tuple[str, str], Overflow] = {}
    for page in pages:
        _walk(page._page_box, None, found)
    return list(found.values())


def _walk(box, card_id, found) -> None:
    element = getattr(box, "element", None)
    if element is not None and box.element_tag is not None:
        cid = element.get("data-card")
        if cid is not None and element.get("data-side") == "front":
            card_id = cid
        cls = element.get("class") or ""
        if card_id is not None and "fit" in cls.split() and element.get("data-field") and _is_own_box(box):
            _check(box, card_id, element, found)
            return
    for child in getattr(box, "children", ()):
        _walk(child, card_id, found)


def _is_own_box(box) -> bool:
    return hasattr(box, "content_box_x") and box.height != "auto"


def _check(box, card_id, element, found) -> None:
    """Compare each field's content extent with the box; blame the first field that runs out."""
    bottom = box.content_box_y() + box.height
    right = box.content_box_x() + box.width
    extents: dict[str, list[float]] = {}          # field -> [max bottom, max right], in document order
    for child, child_field in _content(box, element.get("data-field")):
        ext = extents.setdefault(child_field, [float("-inf"), float("-inf")])
        ext[0] = max(ext[0], child.position_y + child.margin_height())
        ext[1] = max(ext[1], child.position_x + child.margin_width())
    for field_name, (low, far) in extents.items():
        over_y, over_x = low - bottom, far - right
        if over_y > TOLERANCE_PX or over_x > TOLERANCE_PX:
            direction = "down" if over_y >= over_x else "across"
            key = (card_id, field_name)
            if key not in found:
                found[key] = Overflow(card_id, field_name, round(max(over_y, over_x) / PX_PER_MM, 2), direction)
            return


def _content(box, field):
    """Every box inside `box`, in document order, with the field it belongs to."""
    for child in getattr(box, "children", ()):
        el = getattr(child, "element", None)
        f = el.get("data-field") if el is not None and el.get("data-field") else field
        yield child, f
        yield from _content(child, f)


# --- PDF ---------------------------------------------------------------------------

def _pdf_rect(r: geo.Rect, paper_h: float) -> pydyf.Array:
    """A PDF rectangle (points, origin bottom-left) from a CSS one (mm, origin top-left)."""
    return pydyf.Array([round(r.x * PT_PER_MM, 4), round((paper_h - r.bottom) * PT_PER_MM, 4),
                        round(r.right * PT_PER_MM, 4), round((paper_h - r.y) * PT_PER_MM, 4)])


def page_boxes(sheet: geo.Sheet, side: str, duplex: str, offset: tuple[float, float]) -> tuple[geo.Rect, geo.Rect]:
    """(TrimBox, BleedBox) of a page in mm: the card grid block, mirrored on backs."""
    trim, bleed = sheet.trim_box, sheet.bleed_box
    if side == "back":
        trim = geo.back_rect(trim, sheet, duplex, offset)
        bleed = geo.back_rect(bleed, sheet, duplex, offset)
    return trim, bleed


def draw_marks(stream, marks) -> None:
    """Cut marks as vector lines, added to a page after WeasyPrint painted it.

    WeasyPrint leaves each page's graphics state at points with the origin at
    the top-left corner, y down; marks are mm in the same orientation. Drawing
    them here instead of as HTML costs no layout at all. A white halo under
    each black line keeps them visible over dark bleed.
    """
    if not marks:
        return
    stream.push_state()
    stream.set_line_cap(0)
    for width, grey in ((0.5, 1), (0.15, 0)):
        stream.set_line_width(width * PT_PER_MM)
        stream.set_color_rgb(grey, grey, grey, stroke=True)
        for m in marks:
            stream.move_to(round(m.x1 * PT_PER_MM, 3), round(m.y1 * PT_PER_MM, 3))
            stream.line_to(round(m.x2 * PT_PER_MM, 3), round(m.y2 * PT_PER_MM, 3))
        stream.stroke()
    stream.pop_state()


@dataclass
class Job:
    """Pages for one WeasyPrint run: laid out once each, printed in `order`.

    `bodies` are the distinct pages' HTML (a back page shared by several
    sheets is laid out once and painted where it is needed); `order` gives,
    for each printed page, the index of its body, and `sides` and `marks`
    what the printed page is and which cut marks it gets. Jobs are sent to
    worker processes, so everything here is plain data.
    """

    bodies: list[str]
    order: list[int]
    sides: list[str]
    marks: list[tuple]
    measure: list[int]                 # bodies whose .fit boxes are measured (fronts)
    sheet: geo.Sheet
    duplex: str
    offset: tuple[float, float]
    title: str
    styles: list[str]
    templates_dir: str
    write: bool = True                 # False: lay out and measure only (no PDF wanted)


@dataclass
class JobResult:
    pdf: bytes
    overflows: list[Overflow]
    messages: list[str]                # WeasyPrint warnings from the cascade and layout
    pages_made: int = 0                # laid-out pages; one per body unless the CSS breaks them


def _ref(value) -> int:
    """The object number of a pydyf reference (b"12 0 R")."""
    return int(value.split()[0])


def retag_font_subsets(pdf) -> None:
    """Name every embedded font subset after its own glyph program (ISO 32000-1 §9.6.4).

    WeasyPrint tags a subset ("ABCDEF+DejaVu-Sans") from the font's name
    alone. Within one document that is one subset per font, but the jobs of a
    parallel run each embed their own subset under the same tag, and the
    joined PDF would hold different font programs under one name, which
    preflight tools that key fonts by name get wrong. A tag made from the
    program's bytes is distinct for distinct subsets and the same for the same
    subset, so output stays deterministic.
    """
    renamed: dict[int, bytes] = {}            # FontDescriptor object number -> new name
    for number, obj in enumerate(pdf.objects):
        if not isinstance(obj, pydyf.Dictionary) or obj.get("Type") != "/FontDescriptor":
            continue
        program = next((obj[k] for k in ("FontFile2", "FontFile3", "FontFile") if k in obj), None)
        name = obj.get("FontName")
        if program is None or not isinstance(name, bytes) or b"+" not in name:
            continue
        stream = pdf.objects[_ref(program)]
        digest = hashlib.md5(usedforsecurity=False)
        for chunk in stream.stream:
            digest.update(chunk if isinstance(chunk, bytes) else str(chunk).encode())
        tag = "".join(chr(65 + b % 26) for b in digest.digest()[:6]).encode()
        renamed[number] = b"/" + tag + name[name.index(b"+"):]
        obj["FontName"] = renamed[number]
    if not renamed:
        return
    descendant_name: dict[int, bytes] = {}
    for number, obj in enumerate(pdf.objects):      # CID fonts and simple fonts name their descriptor
        if isinstance(obj, pydyf.Dictionary) and obj.get("Type") == "/Font" and "FontDescriptor" in obj:
            new = renamed.get(_ref(obj["FontDescriptor"]))
            if new is not None:
                obj["BaseFont"] = new
                descendant_name[number] = new
    for obj in pdf.objects:                          # Type0 fonts name their descendant
        if isinstance(obj, pydyf.Dictionary) and obj.get("Type") == "/Font" and "DescendantFonts" in obj:
            new = descendant_name.get(_ref(obj["DescendantFonts"][0]))
            if new is not None:
                obj["BaseFont"] = new


def _paint_nothing(stream, scale=1) -> None:
    """Paint of a page whose content is another page's (see run_job)."""


_FONT_CONFIG = None
_STYLES: dict[tuple, list] = {}     # (css texts, templates folder) -> parsed stylesheets
_IMAGES: dict = {}                  # WeasyPrint's image cache, kept between documents


def _font_config():
    """One font configuration per process: fontconfig is set up once, not per run."""
    global _FONT_CONFIG
    if _FONT_CONFIG is None:
        from weasyprint.text.fonts import FontConfiguration
        _FONT_CONFIG = FontConfiguration()
    return _FONT_CONFIG


def stylesheets(texts: list[str], templates_dir: str) -> list:
    """The stylesheets parsed once per process (their @font-face fonts loaded with them).

    The parent process parses them before it forks the workers (``warm``), so
    no job parses CSS or loads a font again.
    """
    key = (tuple(texts), os.path.abspath(templates_dir))
    found = _STYLES.get(key)
    if found is None:
        fetcher = _FETCHER(templates_dir) if _FETCHER else None
        base = os.path.abspath(templates_dir) + os.sep
        with _capture():   # parse problems were reported once, with their lines, by parse_styles
            found = [weasyprint.CSS(string=text, base_url=base, url_fetcher=fetcher, font_config=_font_config())
                     for text in texts]
        if len(_STYLES) > 8:      # a long-lived process printing many packs keeps the last few
            _STYLES.clear()
        _STYLES[key] = found
    return found


def warm(texts: list[str], templates_dir: str) -> None:
    """Load fonts and parse the stylesheets in this process, before worker processes are forked."""
    stylesheets(texts, templates_dir)


def lay_out(bodies: list[str], title: str, styles: list[str], templates_dir: str):
    """WeasyPrint's document of these page bodies, and the warnings it logged."""
    fetcher = _FETCHER(templates_dir) if _FETCHER else None
    base = os.path.abspath(templates_dir) + os.sep
    sheets = stylesheets(styles, templates_dir)
    with _capture() as log:
        doc = weasyprint.HTML(string=document_html(bodies, title), base_url=base,
                              url_fetcher=fetcher).render(stylesheets=sheets, font_config=_font_config(),
                                                          cache=_IMAGES)
        messages = list(log.messages)
    return doc, messages


def run_job(job: Job) -> JobResult:
    """Lay the job's pages out, measure its fronts, and write its PDF."""
    with few_collections():
        return _run_job(job)


def _run_job(job: Job) -> JobResult:
    doc, messages = lay_out(job.bodies, job.title, job.styles, job.templates_dir)
    if len(doc.pages) != len(job.bodies):   # the pipeline reports it (SYN606); nothing is written
        return JobResult(b"", [], messages, len(doc.pages))
    found = overflows(doc.pages[i] for i in job.measure)
    if not job.write:
        return JobResult(b"", found, messages, len(doc.pages))
    # A body printed several times (a deck's back page) is painted once; its
    # other pages share that content stream (set in the finisher).
    painted: dict[int, int] = {}            # body -> printed position that paints it
    pages = []
    for position, i in enumerate(job.order):
        page = doc.pages[i]
        if i in painted:
            page = copy.copy(page)
            page.paint = _paint_nothing
        else:
            painted[i] = position
        pages.append(page)
    printed = doc.copy(pages)

    def finisher(_doc, pdf):
        kids = pdf.pages["Kids"][::3]
        contents: dict[int, object] = {}
        for position, (number, side, marks) in enumerate(zip(kids, job.sides, job.marks)):
            page = pdf.objects[number]
            trim, bleed = page_boxes(job.sheet, side, job.duplex, job.offset)
            page["TrimBox"] = _pdf_rect(trim, job.sheet.paper_h)
            page["BleedBox"] = _pdf_rect(bleed, job.sheet.paper_h)
            body = job.order[position]
            if painted[body] == position:
                contents[body] = page["Contents"]
                draw_marks(pdf.objects[int(page["Contents"].split()[0])], marks)
            else:   # same body and marks (jobs.plan keys pages on both): same content
                page["Contents"] = contents[body]
        pdf.info["Title"] = pydyf.String(job.title)
        retag_font_subsets(pdf)

    return JobResult(printed.write_pdf(finisher=finisher), found, messages, len(doc.pages))


@dataclass
class FaceJob:
    """Distinct card faces, one page each, to lay out and paint (see ``faces``)."""

    bodies: list[str]
    measure: list[int]                 # faces whose .fit boxes are measured (fronts)
    boxes: list[tuple[float, float]]   # each face's bleed box (mm): what its form XObject shows
    title: str
    styles: list[str]
    templates_dir: str
    write: bool = True


@dataclass
class FacePdf:
    """A face job's painted faces, ready to be copied into the sheets PDF (see run_face_job).

    `objects` are the job's PDF objects by their number there (None for the
    ones the sheets PDF makes anew: its catalog, page tree and pages); every
    stream is already compressed. `forms` gives, for each face in order, the
    number of its form XObject (the face page's painted content) and the
    height of its page in points.
    """

    objects: list
    forms: list[tuple[int, float]]


@dataclass
class FaceResult:
    faces: object                      # FacePdf, or None when nothing was painted
    overflows: list[Overflow]
    messages: list[str]
    pages_made: int = 0


class _Painted(Exception):
    """Carries the painted PDF out of WeasyPrint's write_pdf, before it serializes it."""


def run_face_job(job: FaceJob) -> FaceResult:
    """Lay the faces out, measure the fronts, and paint each face as a form XObject."""
    with few_collections():
        return _run_face_job(job)


def _run_face_job(job: FaceJob) -> FaceResult:
    doc, messages = lay_out(job.bodies, job.title, job.styles, job.templates_dir)
    if len(doc.pages) != len(job.bodies):   # the pipeline reports it (SYN606)
        return FaceResult(None, [], messages, len(doc.pages))
    found = overflows(doc.pages[i] for i in job.measure)
    if not job.write:
        return FaceResult(None, found, messages, len(doc.pages))

    def finisher(_doc, pdf):
        retag_font_subsets(pdf)
        raise _Painted(pdf)

    try:
        doc.write_pdf(finisher=finisher)
    except _Painted as painted:
        pdf = painted.args[0]
    else:  # pragma: no cover - write_pdf always calls the finisher
        raise RuntimeError("WeasyPrint did not call the finisher")
    return FaceResult(_face_objects(pdf, job.boxes), found, messages, len(doc.pages))


def _face_objects(pdf, boxes):
    """The painted faces as plain pydyf objects (sent back to the parent process): see FacePdf."""

    objects: list = list(pdf.objects)
    forms = []
    objects[0] = None                                    # the free object 0
    objects[pdf.pages.number] = objects[pdf.catalog.number] = None
    for number, (w, h) in zip(pdf.pages["Kids"][::3], boxes):
        page = pdf.objects[number]
        objects[number] = None
        top = float(page["MediaBox"][3])
        content = _ref(page["Contents"])
        objects[content] = _plain_stream(objects[content], {
            "Type": "/XObject", "Subtype": "/Form", "Resources": page["Resources"],
            "BBox": pydyf.Array([0, round(top - h * PT_PER_MM, 4), round(w * PT_PER_MM, 4), top])})
        forms.append((content, top))
    for number, obj in enumerate(objects):
        if isinstance(obj, pydyf.Stream):
            objects[number] = _plain_stream(obj, {})
    return FacePdf(objects, forms)


def _plain_stream(stream, extra: dict):
    """A compressed pydyf.Stream of `stream`'s content (WeasyPrint's own streams hold the whole drawing state)."""
    if type(stream) is pydyf.Stream and not stream.compress and not extra:
        return stream
    data = b"\n".join(pydyf._to_bytes(item) for item in stream.stream)
    merged = dict(stream.extra, **extra)
    if stream.compress:
        data = zlib.compress(data)
        merged["Filter"] = "/FlateDecode"
    plain = pydyf.Stream([data], pydyf.Dictionary(merged), compress=False)
    plain.number = stream.number
    return plain
