"""Jinja2 templates of the pack -> one HTML document of printable pages.

Each card kind has its template in ``content/<pack>/templates/<kind>.html.j2``,
the card back is ``back.html.j2`` and the shared look is ``cards.css``, so a
designer restyles cards without touching Python. Autoescaping is on and
undefined names are errors: a card named ``<script>`` prints as text, and a
typo in a template is a diagnostic with the template's file and line.

This module places the rendered cards on pages (geometry from ``layout``);
the same HTML is the print preview and WeasyPrint's input.
"""
from __future__ import annotations

import os
import pathlib
import re
import traceback
from dataclasses import dataclass, field

import jinja2
from jinja2.sandbox import SecurityError
from markupsafe import Markup, escape

from compiler.report.diagnostics import DiagnosticBag, Span, display_path
from compiler.check.pack import Card
from compiler.files.safe_read import Refused, read_bytes
from . import layout as geo
from .icons import PATTERNS, Iconizer, is_color, pattern_url
from .sandbox import CardSandbox, SandboxStop, TemplateRefused
from .text import described_text, rules_text

CSS_FILE = "cards.css"
BACK_TEMPLATE = "back.html.j2"
MAX_CSS_BYTES = 1_000_000


def template_name(kind: str) -> str:
    return f"{kind}.html.j2"


@dataclass
class Face:
    """One card ready to place: its id, kind and the HTML its template made."""

    card: Card
    html: Markup
    classes: str                    # kind-<kind>, <enum>-<id> for swatch entries: on the .bleed and .trim boxes


@dataclass
class Templates:
    env: CardSandbox
    folder: str
    shown: str
    css: str = ""
    broken: set[str] = field(default_factory=set)


def open_templates(folder: str, shown: str, kinds: set[str], bag: DiagnosticBag) -> Templates | None:
    """Load and compile every template needed; report missing or broken ones."""
    if not os.path.isdir(folder):
        bag.error("SYN601", f"the pack has no templates folder `{shown}`", Span(shown),
                  help="copy content/crime_lords/templates into the pack and restyle it")
        return None
    env = CardSandbox(
        folder,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    tpl = Templates(env, folder, shown)
    for name in sorted({template_name(k) for k in kinds} | {BACK_TEMPLATE}):
        _compile(tpl, name, bag)
    css_path = os.path.join(folder, CSS_FILE)
    css_shown = os.path.join(shown, CSS_FILE)
    try:
        tpl.css = read_bytes(css_path, MAX_CSS_BYTES, root=folder, shown=css_shown).decode("utf-8")
    except FileNotFoundError:
        bag.error("SYN601", f"the shared stylesheet `{CSS_FILE}` is missing", Span(css_shown),
                  help=f"add {CSS_FILE} to {shown}; the card templates use its classes")
    except Refused as exc:
        bag.error("SYN614", f"the shared stylesheet was not read: {exc.message}", Span(css_shown),
                  help=f"keep {CSS_FILE} a plain file inside {shown}")
    except (OSError, UnicodeDecodeError) as exc:
        bag.error("SYN601", f"the shared stylesheet `{CSS_FILE}` cannot be read: {exc}", Span(css_shown))
    return tpl


def _compile(tpl: Templates, name: str, bag: DiagnosticBag) -> None:
    shown = os.path.join(tpl.shown, name)
    try:
        tpl.env.get_template(name)
    except TemplateRefused as exc:
        tpl.broken.add(name)
        bag.error("SYN614", f"{exc.message}; it was not read", Span(display_path(exc.path)),
                  help=f"keep every template a plain file inside {tpl.shown}")
    except jinja2.TemplateNotFound as exc:
        tpl.broken.add(name)
        missing = exc.name if exc.name != name else name
        where = shown if missing == name else os.path.join(tpl.shown, str(missing))
        bag.error("SYN601", f"template `{missing}` is missing", Span(where),
                  help=f"every card kind needs <kind>.html.j2 and the back needs {BACK_TEMPLATE} in {tpl.shown}")
    except jinja2.TemplateSyntaxError as exc:
        tpl.broken.add(name)
        file = display_path(exc.filename) if exc.filename else shown
        bag.error("SYN602", f"template syntax error: {exc.message}", Span(file, exc.lineno or 1, 1),
                  help="see https://jinja.palletsprojects.com/en/3.1.x/templates/")
    except (OSError, UnicodeDecodeError) as exc:
        tpl.broken.add(name)
        bag.error("SYN601", f"template `{name}` cannot be read: {exc}", Span(shown))


def _render(tpl: Templates, name: str, context: dict, card: Card | None, bag: DiagnosticBag) -> Markup | None:
    if name in tpl.broken:
        return None
    try:
        return Markup(compact(tpl.env.render(tpl.env.get_template(name), context)))
    except Exception as exc:  # any error raised while a template runs is the template's fault
        tpl.broken.add(name)  # report it once, not once per card
        file, line = _template_place(exc, tpl.folder, os.path.join(tpl.shown, name))
        what = f" for card `{card.id}`" if card is not None else ""
        code, head, detail, help = _render_problem(exc, tpl.shown)
        bag.error(code, f"template {head}{what}: {detail}", Span(file, line, 1), help=help)
        return None


def _render_problem(exc: BaseException, shown: str) -> tuple[str, str, str, str]:
    """The code, head, detail and help for an error raised while a template ran."""
    if isinstance(exc, SandboxStop):
        return exc.code, "stopped", exc.message, exc.help
    if isinstance(exc, SecurityError):
        return ("SYN612", "refused by the sandbox", str(exc),
                "templates may use the card's fields (`card.name`, `card.rules`, ...) only, "
                "never Python internals such as `__class__` or `__globals__`")
    if isinstance(exc, TemplateRefused):
        return "SYN614", "refused", f"{exc.message}; it was not read", f"keep every template a plain file inside {shown}"
    if isinstance(exc, RecursionError):
        return ("SYN616", "stopped", "it calls itself without end",
                "a macro that calls itself needs a condition that stops it")
    message = exc.message if isinstance(exc, jinja2.TemplateError) and exc.message else str(exc)
    return "SYN603", "failed while rendering", message, "card fields are under `card.` (see docs/sheets.md for the list)"


_BLOCK_TAG = (r"</?(?:div|p|article|header|footer|section|aside|nav|main|ul|ol|li|h[1-6]|table|thead|tbody|"
              r"tr|td|th|figure|figcaption|blockquote|hr)\b(?:[^>\"']|\"[^\"]*\"|'[^']*')*>")
_SPACE_BEFORE = re.compile(r"\s+(?=" + _BLOCK_TAG + ")")
_SPACE_AFTER = re.compile("(" + _BLOCK_TAG + r")\s+")


def compact(html: str) -> str:
    """Drop the white space next to block-level tags (template indentation).

    Such space is never printed (it starts or ends a line, or sits between
    blocks), but WeasyPrint would still make and lay out a text box for each
    run of it. Space between inline elements is kept.
    """
    return _SPACE_AFTER.sub(r"\1", _SPACE_BEFORE.sub("", html))


def _template_place(exc: BaseException, folder: str, fallback: str) -> tuple[str, int]:
    """The template file and line where a render error happened (Jinja keeps them in the traceback)."""
    root = os.path.abspath(folder)
    place = (fallback, 1)
    for frame in traceback.extract_tb(exc.__traceback__):
        if frame.filename and os.path.abspath(frame.filename).startswith(root + os.sep):
            place = (display_path(frame.filename), frame.lineno or 1)
    return place


class PackInfo:
    """What the templates need from the manifest and the ruleset: kinds, stats, enumeration entries by id."""

    def __init__(self, ruleset: dict | None, manifest, bag: DiagnosticBag, ruleset_span):
        ruleset = ruleset or {}
        self.manifest = manifest
        self.name = ruleset.get("name") if isinstance(ruleset.get("name"), str) else ""
        self.vocab = None        # the pack's effect vocabulary (set by the pipeline), for describing abilities
        self.entries: dict[str, dict[str, dict]] = {}      # enumeration -> id -> entry
        self.swatches: list[dict] = []                     # entries printed with a colour and pattern
        for enum in manifest.enums.values():
            table = self.entries[enum.name] = {}
            for i, e in enumerate(ruleset.get(enum.list) or []):
                if not isinstance(e, dict) or not isinstance(e.get("id"), str):
                    continue
                name = e.get("name") if isinstance(e.get("name"), str) else e["id"]
                # Every plain value of the entry reaches the templates (`card.suit.symbol`), not only its name.
                plain = {k: v for k, v in e.items() if isinstance(v, (str, int, float, bool))}
                table[e["id"]] = dict(plain, id=e["id"], name=name)
                if enum.swatch:
                    table[e["id"]].update(self._swatch(enum, e, i, bag, ruleset_span))
                    self.swatches.append(dict(table[e["id"]], enum=enum.name))
        self.references = manifest.references()
        self.iconize = Iconizer(self.swatches)

    def display_names(self) -> dict[str, str]:
        """Entry id -> its name, for described abilities (`wire` reads "Wire Room", not "Wire")."""
        return {i: e["name"] for table in self.entries.values() for i, e in table.items()}

    @staticmethod
    def _swatch(enum, e: dict, i: int, bag: DiagnosticBag, ruleset_span) -> dict:
        color, pattern = e.get("color"), e.get("pattern")
        if not is_color(color):
            bag.error("SYN611", f"{enum.label} `{e['id']}` has colour {color!r}, which a card cannot print",
                      ruleset_span((enum.list, i, "color")), help='write the colour as "#RRGGBB"')
            color = "#808080"
        if pattern not in PATTERNS:
            bag.error("SYN611", f"{enum.label} `{e['id']}` has pattern {pattern!r}, which sheets do not know",
                      ruleset_span((enum.list, i, "pattern")),
                      help=f"patterns: {', '.join(PATTERNS)} (colour-blind players tell {enum.label}s apart by them)")
            pattern = "dots"
        return {"color": color, "pattern": pattern, "pattern_url": pattern_url(pattern)}


def _number(card: Card, key: str):
    value = card.data.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def card_context(card: Card, info: PackInfo, bag: DiagnosticBag) -> dict:
    """Everything a card template may use, under `card.` (documented in docs/sheets.md).

    Every stat of the manifest is a number (None when the card's kind lacks it),
    and every field that refers to an enumeration is that entry (id, name, and
    colour and pattern for swatches), None on other kinds.
    """
    m = info.manifest
    rules = rules_text(card, bag, info.vocab, info.display_names())
    flavor = card.data.get("flavor")
    ctx = {"id": card.id, "name": card.name, "kind": card.kind,
           "kind_label": m.kinds[card.kind].label if card.kind in m.kinds else card.kind.title()}
    for stat in m.stats.values():
        ctx[stat.name] = _number(card, stat.name) if card.kind in stat.on else None
    for kind, field_name, enum in info.references:
        if kind == card.kind:
            ctx[field_name] = info.entries[enum.name].get(card.data.get(field_name))
        else:
            ctx.setdefault(field_name, None)
    for field_name, items in list_fields(card, info).items():
        ctx[field_name] = items
    kind = m.kinds.get(card.kind)
    for field_name in (kind.fields if kind else ()):      # every other field as written (a mode, an amount)
        ctx.setdefault(field_name, card.data.get(field_name))
    ctx.update({
        "has_token": card.kind in m.kinds and m.kinds[card.kind].has_token(card.data),
        "rules": [info.iconize(line) for line in rules.lines],
        "rules_origin": rules.origin,
        "rules_field": rules.field,
        # Both texts, for a template that prints the designer's words and what the abilities do (SYN623).
        "designer_text": info.iconize(rules.lines[0]) if rules.origin == "designer" else None,
        "described": _described(card, info, rules),
        "flavor": flavor.strip() if isinstance(flavor, str) and flavor.strip() else None,
    })
    return ctx


def list_fields(card: Card, info: PackInfo) -> dict[str, list]:
    """The card's list fields for templates: each item as written, with the entries it names
    in place of their ids (`card.icons[0].color.name`); an item naming no entry keeps its value."""
    out: dict[str, list] = {}
    kind = info.manifest.kinds.get(card.kind)
    if kind is None:
        return out
    for f in kind.fields.values():
        if f.spec.get("type") != "array":
            continue
        items = card.data.get(f.name)
        items = items if isinstance(items, list) else []
        refs = {key: info.manifest.enums.get(enum) for key, enum in f.item_references()}
        shown = []
        for item in items:
            if None in refs and refs[None] is not None and isinstance(item, str):
                item = info.entries[refs[None].name].get(item, item)
            elif isinstance(item, dict):
                item = {k: (info.entries[refs[k].name].get(v, v) if refs.get(k) is not None and isinstance(v, str)
                            else v) for k, v in item.items()}
            shown.append(item)
        out[f.name] = shown
    return out


def _described(card: Card, info: PackInfo, rules) -> list:
    """The English made from the card's abilities, also when its `text:` is what `rules` prints."""
    if rules.origin != "designer":
        return [info.iconize(line) for line in rules.lines] if rules.origin != "none" else []
    made = described_text(card, DiagnosticBag(), info.vocab, info.display_names())
    return [info.iconize(line) for line in made.lines]


def swatch_classes(card: Card, info: PackInfo, ctx: dict) -> str:
    """` <enum>-<id>` for each swatch entry the card names: its colour and pattern come with the class."""
    out = ""
    for kind, field_name, enum in info.references:
        if kind == card.kind and enum.swatch and ctx.get(field_name):
            out += f" {enum.name}-{ctx[field_name]['id']}"
    return out


def render_faces(cards: list[Card], info: PackInfo, tpl: Templates, bag: DiagnosticBag) -> tuple[list[Face], dict[str, Markup]]:
    """Every card's face, and one back per kind."""
    faces = []
    for card in cards:
        ctx = card_context(card, info, bag)
        html = _render(tpl, template_name(card.kind), {"card": ctx, "pack": info.name}, card, bag)
        if html is None:
            continue
        classes = f"kind-{card.kind}" + swatch_classes(card, info, ctx)
        faces.append(Face(card, html, classes))
    backs = {}
    for kind in sorted({c.kind for c in cards}):
        label = info.manifest.kinds[kind].label if kind in info.manifest.kinds else kind.title()
        html = _render(tpl, BACK_TEMPLATE, {"kind": kind, "kind_label": label,
                                            "pack": info.name}, None, bag)
        if html is not None:
            backs[kind] = html
    return faces, backs


# --- pages ---------------------------------------------------------------------

def _mm(v: float) -> str:
    return f"{v:.3f}mm"


def _box(r: geo.Rect) -> str:
    return f"left:{_mm(r.x)};top:{_mm(r.y)};width:{_mm(r.w)};height:{_mm(r.h)}"


def marks_svg(marks, sheet: geo.Sheet) -> str:
    """Cut marks for the HTML preview (the PDF gets them as vector lines from pdf.draw_marks)."""
    if not marks:
        return ""
    d = "".join(f"M{m.x1:.3f} {m.y1:.3f}L{m.x2:.3f} {m.y2:.3f}" for m in marks)
    # A white halo under each black line keeps marks visible over dark bleed.
    return (f'<svg class="marks" xmlns="http://www.w3.org/2000/svg" width="{_mm(sheet.paper_w)}" '
            f'height="{_mm(sheet.paper_h)}" viewBox="0 0 {sheet.paper_w:.3f} {sheet.paper_h:.3f}">'
            f'<path d="{d}" fill="none" stroke="#ffffff" stroke-width="0.5"/>'
            f'<path d="{d}" fill="none" stroke="#000000" stroke-width="0.15"/></svg>')


def _slot_html(face_html: Markup, classes: str, slot: str, data: str) -> str:
    """A card in its slot; where the slot is comes from sheet_css (classes slot-<side><n>)."""
    return (f'<div class="bleed {classes} slot-{slot}" {data}><div class="trim {classes} trim-{slot}">'
            f'{face_html}</div></div>')


@dataclass
class Page:
    side: str                    # "front" | "back"
    number: int                  # sheet number, from 1
    html: str                    # the cards of the page (cut marks apart)
    marks: tuple[geo.Mark, ...]

    def body(self, sheet: geo.Sheet | None = None) -> str:
        """The page as a <section>.

        With `sheet` (the preview) it carries its sheet number and its cut
        marks in SVG; without (the PDF) it is only the cards, so that equal
        back pages are equal strings, and pdf.draw_marks adds the marks.
        """
        if sheet is None:
            return f'<section class="page page-{self.side}" data-side="{self.side}">{self.html}</section>'
        return (f'<section class="page page-{self.side}" data-sheet="{self.number}" data-side="{self.side}">'
                f'{self.html}{marks_svg(self.marks, sheet)}</section>')


def build_pages(faces: list[Face], backs: dict[str, Markup], sheet: geo.Sheet, duplex: str,
                offset: tuple[float, float]) -> list[Page]:
    """Front pages, each followed by its back page when printing double-sided.

    A back page depends only on which kind sits in which slot, so the backs of
    two sheets of the same deck have the same HTML: the PDF lays it out once.
    """
    pages = []
    for n, idxs in enumerate(geo.pages(len(faces), sheet.per_page), start=1):
        front, back = [], []
        for slot, i in zip(sheet.slots, idxs):
            face = faces[i]
            front.append(_slot_html(face.html, face.classes, f"f{slot.index}",
                                    f'data-card="{escape(face.card.id)}" data-side="front"'))
            if duplex != "none" and face.card.kind in backs:
                back.append(_slot_html(backs[face.card.kind], f"back kind-{face.card.kind}", f"b{slot.index}",
                                       f'data-kind="{face.card.kind}" data-side="back"'))
        marks = tuple(m for s, _ in zip(sheet.slots, idxs) for m in s.marks)
        pages.append(Page("front", n, "".join(front), marks))
        if duplex != "none":
            bmarks = tuple(geo.back_mark(m, sheet, duplex, offset) for m in marks)
            pages.append(Page("back", n, "".join(back), bmarks))
    return pages


def swatch_css(info: PackInfo) -> str:
    """Each swatch entry's colour and pattern on the cards that name it (cards.css may override them).

    An entry of enumeration E with id I gives the class .E-I, the custom
    property --E-color and the pattern. The pattern is a class rule, not a
    custom property: WeasyPrint does not substitute url() values through var().
    """
    out = []
    for d in info.swatches:
        cls = f".{d['enum']}-{d['id']}"
        out.append(f"{cls} {{ --{d['enum']}-color: {d['color']}; }}\n"
                   f'.bleed{cls}, .trim{cls}, {cls} .band {{ background-image: url("{d["pattern_url"]}"); '
                   "background-size: 3mm auto; }\n")
    return "".join(out)


def _slot_css(name: str, trim: geo.Rect, bleed: geo.Rect) -> str:
    inner = geo.Rect(trim.x - bleed.x, trim.y - bleed.y, trim.w, trim.h)
    return f".slot-{name} {{ {_box(bleed)} }}\n.trim-{name} {{ {_box(inner)} }}\n"


def sheet_css(sheet: geo.Sheet, duplex: str = "long", offset: tuple[float, float] = (0.0, 0.0)) -> str:
    """Page geometry and the slots of fronts (slot-f<n>) and backs (slot-b<n>); the look is cards.css."""
    slots = []
    for slot in sheet.slots:
        slots.append(_slot_css(f"f{slot.index}", slot.trim, slot.bleed))
        slots.append(_slot_css(f"b{slot.index}", geo.back_rect(slot.trim, sheet, duplex, offset),
                               geo.back_rect(slot.bleed, sheet, duplex, offset)))
    return (
        f"@page {{ size: {_mm(sheet.paper_w)} {_mm(sheet.paper_h)}; margin: 0; }}\n"
        "html, body { margin: 0; padding: 0; }\n"
        f".page {{ position: relative; width: {_mm(sheet.paper_w)}; height: {_mm(sheet.paper_h)}; "
        "overflow: hidden; page-break-after: always; break-after: page; background: #fff; }\n"
        ".page:last-child { page-break-after: auto; break-after: auto; }\n"
        ".bleed { position: absolute; overflow: hidden; }\n"
        ".trim { position: absolute; overflow: visible; }\n"
        ".marks { position: absolute; left: 0; top: 0; }\n"
        "@media screen { body { background: #777; } .page { margin: 8mm auto; box-shadow: 0 0 4mm #000; } }\n"
        + "".join(slots)
    )


def preview_html(pages: list[Page], sheet: geo.Sheet, title: str, styles: list[str], templates_dir: str) -> str:
    """The print preview: every page with its cut marks, the stylesheets inlined.

    Its base URL is the pack's templates folder, so the fonts and images the
    stylesheet names there load in a browser as they do in the PDF.
    """
    base = pathlib.Path(os.path.abspath(templates_dir)).as_uri() + "/"
    return document_html([p.body(sheet) for p in pages], title, tuple(styles), base)


def document_html(bodies: list[str], title: str, styles: tuple[str, ...] = (), base: str | None = None) -> str:
    """One HTML document of page <section>s; `styles` are inlined (the preview), WeasyPrint gets them apart."""
    head = [f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>']
    if base:
        head.append(f'<base href="{escape(base)}">')
    head.extend(f"<style>{css}</style>" for css in styles)
    head.append("</head><body>")
    return "".join(head) + "".join(bodies) + "</body></html>"
