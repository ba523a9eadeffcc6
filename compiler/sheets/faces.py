"""The sheets PDF from distinct card faces: each laid out once, placed wherever it prints.

A big pack prints the same face many times: every back of a deck, and a
card that comes in several copies (or, in a pack built from repeated cards,
cards that differ only in their id). A face is what one slot shows: the
card's HTML and classes, and the slot's bleed around the trim (on Letter the
inner edges get less bleed than the outer ones, which moves background
patterns, so that is part of the face). Each distinct face is laid out and
painted once by WeasyPrint, on a page of its own (``pdf.run_face_job``);
the distinct faces are shared out between worker processes. The sheet pages
are then composed (``compose``): each face becomes a PDF form XObject,
clipped to its bleed box and drawn at every slot that shows it, and the cut
marks are drawn over them as vector lines.

A printed page shows what laying out the whole sheet would show: slots do
not overlap, a face is laid out in a box of its slot's size and position
relative to the trim, and WeasyPrint draws the slots of a sheet one after
the other. Page sizes, TrimBox and BleedBox, text and drawing are those of
the sheet. What a stylesheet cannot do any more is style a card by its place
on the sheet (``.page > .bleed:nth-child(2)``): a card is laid out alone.
"""
from __future__ import annotations

import io
import re
from dataclasses import dataclass

import pydyf

from markupsafe import Markup, escape

from . import layout as geo
from .pdf import PT_PER_MM, FacePdf, _pdf_rect, draw_marks, page_boxes
from .render import Face, _box, _slot_html


@dataclass(frozen=True)
class Geometry:
    """A slot's bleed box (its size) and the trim inside it, in mm relative to the bleed box."""

    bleed_w: float
    bleed_h: float
    trim: geo.Rect

    @staticmethod
    def of(trim: geo.Rect, bleed: geo.Rect) -> "Geometry":
        return Geometry(round(bleed.w, 6), round(bleed.h, 6),
                        geo.Rect(round(trim.x - bleed.x, 6), round(trim.y - bleed.y, 6), trim.w, trim.h))


@dataclass(frozen=True)
class Placement:
    face: int                 # index into FacePlan.bodies
    x: float                  # where the face's bleed box goes on the paper, mm from the top-left corner
    y: float


@dataclass(frozen=True)
class SheetPage:
    side: str                               # "front" | "back"
    placements: tuple[Placement, ...]
    marks: tuple[geo.Mark, ...]


@dataclass
class FacePlan:
    bodies: list[str]                       # each distinct face as a page <section>
    sides: list[str]                        # "front" | "back" of each face
    geometries: list[Geometry]              # distinct slot geometries; face i uses geometries[geometry[i]]
    geometry: list[int]
    cards: list[list[str]]                  # ids of the cards printed with each front face (for overflows)
    pages: list[SheetPage]                  # printed pages, in order


def plan(faces: list[Face], backs: dict[str, Markup], sheet: geo.Sheet, duplex: str,
         offset: tuple[float, float], with_backs: bool) -> FacePlan:
    """The distinct faces of a print run and the pages that place them (fronts, each followed by its back).

    `duplex` is the geometry of the backs ("long" or "short"); `with_backs`
    False prints fronts only (``--duplex none``). Same pages as render.build_pages.
    """
    out = FacePlan([], [], [], [], [], [])
    index: dict[tuple, int] = {}
    geometries: dict[Geometry, int] = {}

    def face(key_html: str, classes: str, side: str, trim: geo.Rect, bleed: geo.Rect, data: str,
             card_id: str | None) -> Placement:
        g = Geometry.of(trim, bleed)
        gi = geometries.setdefault(g, len(geometries))
        key = (side, key_html, classes, gi)
        i = index.get(key)
        if i is None:
            i = index[key] = len(out.bodies)
            out.bodies.append(f'<section class="page page-{side}" data-side="{side}">'
                              f'{_slot_html(Markup(key_html), classes, f"g{gi}", data)}</section>')
            out.sides.append(side)
            out.geometry.append(gi)
            out.cards.append([])
        if card_id is not None:
            out.cards[i].append(card_id)
        return Placement(i, bleed.x, bleed.y)

    for idxs in geo.pages(len(faces), sheet.per_page):
        front, back = [], []
        for slot, i in zip(sheet.slots, idxs):
            f = faces[i]
            front.append(face(f.html, f.classes, "front", slot.trim, slot.bleed,
                              f'data-card="{escape(f.card.id)}" data-side="front"', f.card.id))
            if with_backs and f.card.kind in backs:
                back.append(face(backs[f.card.kind], f"back kind-{f.card.kind}", "back",
                                 geo.back_rect(slot.trim, sheet, duplex, offset),
                                 geo.back_rect(slot.bleed, sheet, duplex, offset),
                                 f'data-kind="{f.card.kind}" data-side="back"', None))
        marks = tuple(m for s, _ in zip(sheet.slots, idxs) for m in s.marks)
        out.pages.append(SheetPage("front", tuple(front), marks))
        if with_backs:
            out.pages.append(SheetPage("back", tuple(back),
                                       tuple(geo.back_mark(m, sheet, duplex, offset) for m in marks)))
    out.geometries = list(geometries)
    return out


def face_page_size(plan_: FacePlan) -> tuple[float, float]:
    """One page size for every face: the largest bleed box (a face sits in its top-left corner)."""
    return (max((g.bleed_w for g in plan_.geometries), default=1.0),
            max((g.bleed_h for g in plan_.geometries), default=1.0))


def face_css(plan_: FacePlan) -> str:
    """Page geometry of the face pages: as render.sheet_css, one slot class per distinct geometry."""
    w, h = face_page_size(plan_)
    slots = "".join(f".slot-g{k} {{ {_box(geo.Rect(0, 0, g.bleed_w, g.bleed_h))} }}\n"
                    f".trim-g{k} {{ {_box(g.trim)} }}\n" for k, g in enumerate(plan_.geometries))
    return (
        f"@page {{ size: {w:.3f}mm {h:.3f}mm; margin: 0; }}\n"
        "html, body { margin: 0; padding: 0; }\n"
        f".page {{ position: relative; width: {w:.3f}mm; height: {h:.3f}mm; "
        "overflow: hidden; page-break-after: always; break-after: page; background: #fff; }\n"
        ".page:last-child { page-break-after: auto; break-after: auto; }\n"
        ".bleed { position: absolute; overflow: hidden; }\n"
        ".trim { position: absolute; overflow: visible; }\n"
        + slots
    )


# --- composing the sheets ------------------------------------------------------------

_REF = re.compile(rb"(\d+) 0 R")


def _renumber(value, numbers: dict[int, int]):
    """`value` with every object reference (b"12 0 R") pointing at its new number.

    A reference to a face's page (a link annotation's, say) becomes null: the
    face pages themselves are not in the sheets PDF.
    """
    if isinstance(value, bytes):
        m = _REF.fullmatch(value)
        if m is None:
            return value
        new = numbers.get(int(m.group(1)))      # None: an object the sheets PDF does not keep (a face's page)
        return f"{new} 0 R".encode() if new is not None else b"null"
    if isinstance(value, dict):                     # pydyf.Dictionary, and a Stream's extra
        for key, item in value.items():
            value[key] = _renumber(item, numbers)
    elif isinstance(value, list):                   # pydyf.Array
        value[:] = [_renumber(item, numbers) for item in value]
    elif isinstance(value, pydyf.Stream):
        _renumber(value.extra, numbers)
    return value


def compose(plan_: FacePlan, face_pdfs: list[FacePdf], sheet: geo.Sheet, duplex: str,
            offset: tuple[float, float], title: str, producer: str) -> bytes:
    """The sheets PDF: every page of `plan_` drawn from the faces painted by the jobs (in face order).

    The jobs' objects (fonts, images, patterns, the faces) are copied once
    each; a face is one form XObject however often it prints; equal pages
    (the backs of a deck) share one content stream.
    """
    out = pydyf.PDF()
    forms: list[tuple[bytes, float]] = []           # face -> (reference of its form XObject, page height in pt)
    for job in face_pdfs:
        numbers = {}
        for old, obj in enumerate(job.objects):
            if obj is not None:
                out.add_object(obj)
                numbers[old] = obj.number
        for obj in job.objects:
            if obj is not None:
                _renumber(obj, numbers)
        forms.extend((out.objects[numbers[n]].reference, top) for n, top in job.forms)
    if len(forms) != len(plan_.bodies):
        raise ValueError(f"{len(forms)} face pages for {len(plan_.bodies)} faces")

    paper_w, paper_h = round(sheet.paper_w * PT_PER_MM, 4), round(sheet.paper_h * PT_PER_MM, 4)
    streams: dict[tuple, bytes] = {}                # equal pages share their content stream
    for sp in plan_.pages:
        key = (sp.placements, sp.marks)
        if key not in streams:
            stream = pydyf.Stream(compress=True)
            stream.push_state()                     # the page's white background, as on a laid-out sheet
            stream.set_color_rgb(1, 1, 1)
            stream.rectangle(0, 0, paper_w, paper_h)
            stream.fill()
            stream.pop_state()
            for p in sp.placements:
                ref, top = forms[p.face]
                stream.push_state()
                stream.set_matrix(1, 0, 0, 1, round(p.x * PT_PER_MM, 4), round(paper_h - p.y * PT_PER_MM - top, 4))
                stream.draw_x_object(f"F{p.face}")
                stream.pop_state()
            if sp.marks:
                stream.push_state()
                stream.set_matrix(1, 0, 0, -1, 0, paper_h)     # marks are drawn from the top-left corner, y down
                draw_marks(stream, sp.marks)
                stream.pop_state()
            out.add_object(stream)
            streams[key] = stream.reference
        trim, bleed = page_boxes(sheet, sp.side, duplex, offset)
        out.add_page(pydyf.Dictionary({
            "Type": "/Page",
            "Parent": out.pages.reference,
            "MediaBox": pydyf.Array([0, 0, paper_w, paper_h]),
            "TrimBox": _pdf_rect(trim, sheet.paper_h),
            "BleedBox": _pdf_rect(bleed, sheet.paper_h),
            "Contents": streams[key],
            "Resources": pydyf.Dictionary({"XObject": pydyf.Dictionary(
                {f"F{i}": forms[i][0] for i in sorted({p.face for p in sp.placements})})}),
        }))
    out.info["Title"] = pydyf.String(title)
    out.info["Producer"] = pydyf.String(producer)
    buffer = io.BytesIO()
    out.write(buffer, compress=True)
    return buffer.getvalue()
