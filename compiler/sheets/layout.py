"""Print geometry: where every card, its bleed and its cut marks sit on paper.

Pure functions on millimetres, origin at the paper's top-left corner (CSS
coordinates). Nothing here knows about HTML or PDF, so the numbers can be
tested directly and the renderer only copies them.

A sheet is a grid of card slots centred on the paper. Each card has its trim
rectangle (the finished card) and its bleed rectangle (artwork that runs past
the cut). Between neighbouring cards the gutter is two bleeds wide when the
paper allows it; otherwise the gutter shrinks evenly, so inner edges keep
half the gutter as bleed while outer edges keep the full bleed. The trims of
the outer cards stay at least `min_margin` from the paper edge (home printers
cannot print the outermost few millimetres).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
}
MIN_MARGIN = 4.0      # trim of outer cards to paper edge, mm
PROOF_GAP = 3.0       # gutter between cards when there is no bleed (proofs)
MARK_MAX = 8.0        # longest cut mark in a page margin, mm
MARK_EDGE_GAP = 1.0   # marks stop this far from the paper edge
EPS = 1e-9


class LayoutError(ValueError):
    """The requested cards do not fit the paper."""


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def moved(self, dx: float, dy: float) -> "Rect":
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def mirrored_x(self, paper_w: float) -> "Rect":
        return Rect(paper_w - self.x - self.w, self.y, self.w, self.h)

    def mirrored_y(self, paper_h: float) -> "Rect":
        return Rect(self.x, paper_h - self.y - self.h, self.w, self.h)

    def union(self, other: "Rect") -> "Rect":
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


@dataclass(frozen=True, slots=True)
class Mark:
    """A cut mark: a line segment on the extension of a trim edge."""

    x1: float
    y1: float
    x2: float
    y2: float

    @property
    def vertical(self) -> bool:
        return abs(self.x1 - self.x2) < EPS

    def moved(self, dx: float, dy: float) -> "Mark":
        return Mark(self.x1 + dx, self.y1 + dy, self.x2 + dx, self.y2 + dy)


@dataclass(frozen=True, slots=True)
class Slot:
    index: int          # reading order on the front page
    col: int
    row: int
    trim: Rect
    bleed: Rect         # trim grown by this slot's bleed on each side
    marks: tuple[Mark, ...] = ()


@dataclass(frozen=True, slots=True)
class Sheet:
    paper_w: float
    paper_h: float
    card_w: float
    card_h: float
    cols: int
    rows: int
    bleed: float               # requested bleed (outer edges get all of it)
    gutter_x: float
    gutter_y: float
    slots: tuple[Slot, ...]

    @property
    def marks(self) -> tuple[Mark, ...]:
        return tuple(m for s in self.slots for m in s.marks)

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def inner_bleed_x(self) -> float:
        return min(self.bleed, self.gutter_x / 2)

    @property
    def inner_bleed_y(self) -> float:
        return min(self.bleed, self.gutter_y / 2)

    @property
    def trim_box(self) -> Rect:
        return _union(s.trim for s in self.slots)

    @property
    def bleed_box(self) -> Rect:
        return _union(s.bleed for s in self.slots)


def _union(rects) -> Rect:
    it = iter(rects)
    box = next(it)
    for r in it:
        box = box.union(r)
    return box


def fit_count(paper: float, card: float, min_margin: float = MIN_MARGIN) -> int:
    """How many cards fit side by side with no gutter inside the margins."""
    return max(0, math.floor((paper - 2 * min_margin + EPS) / card))


def _axis(paper: float, card: float, n: int, bleed: float, min_margin: float, what: str) -> tuple[float, float]:
    """(first trim position, gutter) along one axis."""
    outer = max(min_margin, bleed)
    free = paper - n * card - 2 * outer
    if free < -EPS:
        raise LayoutError(
            f"{n} cards of {card:g} mm with {bleed:g} mm bleed need {n * card + 2 * outer:g} mm "
            f"of paper {what}, but it has {paper:g} mm")
    target = 2 * bleed if bleed > 0 else PROOF_GAP
    gutter = 0.0 if n == 1 else max(0.0, min(target, free / (n - 1)))
    total = n * card + (n - 1) * gutter
    return (paper - total) / 2, gutter


def sheet(paper: tuple[float, float], card: tuple[float, float], bleed: float = 3.0,
          cols: int | None = None, rows: int | None = None, min_margin: float = MIN_MARGIN) -> Sheet:
    """The grid of card slots for one side of a sheet of paper."""
    pw, ph = paper
    cw, ch = card
    if cw <= 0 or ch <= 0:
        raise LayoutError("card width and height must be positive")
    if bleed < 0:
        raise LayoutError("bleed cannot be negative")
    cols = fit_count(pw, cw, min_margin) if cols is None else cols
    rows = fit_count(ph, ch, min_margin) if rows is None else rows
    if cols < 1 or rows < 1:
        raise LayoutError(f"a {cw:g} x {ch:g} mm card does not fit on {pw:g} x {ph:g} mm paper")
    x0, gx = _axis(pw, cw, cols, bleed, min_margin, "across")
    y0, gy = _axis(ph, ch, rows, bleed, min_margin, "down")
    slots = []
    for r in range(rows):
        for c in range(cols):
            trim = Rect(x0 + c * (cw + gx), y0 + r * (ch + gy), cw, ch)
            left = bleed if c == 0 else min(bleed, gx / 2)
            right = bleed if c == cols - 1 else min(bleed, gx / 2)
            top = bleed if r == 0 else min(bleed, gy / 2)
            bottom = bleed if r == rows - 1 else min(bleed, gy / 2)
            bl = Rect(trim.x - left, trim.y - top, cw + left + right, ch + top + bottom)
            # Marks reach from the trim corner into this card's own share of
            # the gutter (or the page margin), on the extension of each edge.
            reach_l = _reach(c == 0, x0, gx)
            reach_r = _reach(c == cols - 1, x0, gx)
            reach_t = _reach(r == 0, y0, gy)
            reach_b = _reach(r == rows - 1, y0, gy)
            marks = tuple(_corner_marks(trim, reach_l, reach_r, reach_t, reach_b))
            slots.append(Slot(len(slots), c, r, trim, bl, marks))
    return Sheet(pw, ph, cw, ch, cols, rows, bleed, gx, gy, tuple(slots))


def _reach(outer: bool, margin: float, gutter: float) -> float:
    if outer:
        return max(0.0, min(MARK_MAX, margin - MARK_EDGE_GAP))
    return gutter / 2


def _corner_marks(t: Rect, left: float, right: float, top: float, bottom: float) -> list[Mark]:
    out = []
    for y in (t.y, t.bottom):           # horizontal marks on the top and bottom cut lines
        if left > EPS:
            out.append(Mark(t.x - left, y, t.x, y))
        if right > EPS:
            out.append(Mark(t.right, y, t.right + right, y))
    for x in (t.x, t.right):            # vertical marks on the left and right cut lines
        if top > EPS:
            out.append(Mark(x, t.y - top, x, t.y))
        if bottom > EPS:
            out.append(Mark(x, t.bottom, x, t.bottom + bottom))
    return out


def single(card: tuple[float, float], bleed: float = 3.0) -> Sheet:
    """One card per page, the page being the card plus its bleed (for print shops).

    The PDF TrimBox is then exactly the card and the BleedBox the whole page;
    no cut marks: the shop cuts by the TrimBox and marks would sit in the bleed.
    """
    cw, ch = card
    s = sheet((cw + 2 * bleed, ch + 2 * bleed), card, bleed, 1, 1, min_margin=0.0)
    return replace(s, slots=tuple(replace(slot, marks=()) for slot in s.slots))


def back_rect(rect: Rect, sheet_: Sheet, duplex: str, offset: tuple[float, float] = (0.0, 0.0)) -> Rect:
    """Where a card's back goes on the reverse side of the paper.

    Long-edge duplex turns the paper over about its long (vertical, on
    portrait paper) edge, so the back mirrors left-right; short-edge duplex
    mirrors top-bottom. `offset` (mm) shifts the whole back side to make up
    for a printer that does not register both sides exactly.
    """
    if duplex == "long":
        moved = rect.mirrored_x(sheet_.paper_w)
    elif duplex == "short":
        moved = rect.mirrored_y(sheet_.paper_h)
    else:
        raise ValueError(f"unknown duplex mode {duplex!r}")
    return moved.moved(*offset)


def back_mark(mark: Mark, sheet_: Sheet, duplex: str, offset: tuple[float, float] = (0.0, 0.0)) -> Mark:
    if duplex == "long":
        m = Mark(sheet_.paper_w - mark.x1, mark.y1, sheet_.paper_w - mark.x2, mark.y2)
    else:
        m = Mark(mark.x1, sheet_.paper_h - mark.y1, mark.x2, sheet_.paper_h - mark.y2)
    return m.moved(*offset)


def pages(count: int, per_page: int) -> list[range]:
    """Card indexes on each page, in order."""
    return [range(i, min(i + per_page, count)) for i in range(0, count, per_page)]
