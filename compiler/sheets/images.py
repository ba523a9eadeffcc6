"""PNG per card and Tabletop Simulator deck images, cut from the rendered PDF.

The sheets PDF is rasterised with pdfium (pypdfium2) and each card is
cropped at its trim rectangle, so the images show exactly what prints,
without bleed or cut marks. Each page is rendered once per resolution: at
--dpi for the card PNGs, and at the deck scale (a card exactly --tts-width
pixels wide) for the decks, so deck cells need no resampling.

Tabletop Simulator reads a deck from one image holding a grid of 10 columns
by 7 rows; the last cell (bottom right) is the "hidden" image shown for cards
in other players' hands: we put the card back there. A deck holds at most 69
cards per image, so bigger decks take several images. ``tts.json`` lists, for
each image, its back image and the card ids in grid order (CustomDeck's
NumWidth/NumHeight and the card index of each id).

The work is shared out in whole decks (or, without decks, runs of pages)
between worker processes, like the PDF itself (see ``jobs``).
"""
from __future__ import annotations

import io
import json
import os
from dataclasses import dataclass, field

import pypdfium2 as pdfium
from PIL import Image

from . import layout as geo
from .files import write_atomic

TTS_COLS, TTS_ROWS = 10, 7
TTS_CARDS = TTS_COLS * TTS_ROWS - 1      # the last cell holds the hidden/back image
MIN_CARDS_PER_JOB = 20                   # fewer are not worth a worker process
PT_PER_MM = 72 / 25.4


@dataclass(frozen=True)
class Crop:
    page: int            # page index in the PDF
    rect: geo.Rect       # trim rectangle, mm
    card_id: str
    kind: str
    file: str            # the card's PNG file name, without .png (made safe from the id)


def _png(img: Image.Image, level: int = 1) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=level)
    return buf.getvalue()


class Rasterizer:
    """Renders PDF pages once each, at a scale that makes a card `card_px[0]` pixels wide, and crops cards."""

    def __init__(self, pdf_bytes: bytes, card_mm: tuple[float, float], card_px: tuple[int, int]):
        self._pdf = pdfium.PdfDocument(pdf_bytes)
        self._px_per_mm = card_px[0] / card_mm[0]
        self._size = card_px
        self._page_index: int | None = None
        self._page_img: Image.Image | None = None

    def crop(self, page: int, rect: geo.Rect) -> Image.Image:
        if page != self._page_index:
            pdf_page = self._pdf[page]
            try:
                # RGB byte order straight from pdfium: no channel swap, no copy.
                img = pdf_page.render(scale=self._px_per_mm / PT_PER_MM, rev_byteorder=True).to_pil()
                self._page_img = img if img.mode == "RGB" else img.convert("RGB")
            finally:
                pdf_page.close()
            self._page_index = page
        left, top = round(rect.x * self._px_per_mm), round(rect.y * self._px_per_mm)
        return self._page_img.crop((left, top, left + self._size[0], top + self._size[1]))

    def close(self) -> None:
        self._pdf.close()


def card_px(card_mm: tuple[float, float], width_px: int) -> tuple[int, int]:
    return width_px, int(round(width_px * card_mm[1] / card_mm[0]))


def dpi_px(card_mm: tuple[float, float], dpi: int) -> tuple[int, int]:
    return int(round(card_mm[0] / 25.4 * dpi)), int(round(card_mm[1] / 25.4 * dpi))


@dataclass
class Deck:
    """One deck image: up to 69 cards of one kind, in order."""

    kind: str
    number: int
    crops: list[Crop] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"deck-{self.kind}-{self.number}.png"


def plan_decks(crops: list[Crop]) -> list[Deck]:
    """Cards (grouped by kind) into deck images of at most TTS_CARDS cards."""
    decks: list[Deck] = []
    counts: dict[str, int] = {}
    for crop in crops:
        if not decks or decks[-1].kind != crop.kind or len(decks[-1].crops) == TTS_CARDS:
            counts[crop.kind] = counts.get(crop.kind, 0) + 1
            decks.append(Deck(crop.kind, counts[crop.kind]))
        decks[-1].crops.append(crop)
    return decks


@dataclass
class ImageJob:
    """Card PNGs and deck images one worker makes from the sheets PDF."""

    pdf: bytes
    cards: list[Crop]                       # card PNGs to write, in page order
    decks: list[Deck]                       # deck images to build, in page order
    backs: dict[str, Image.Image]           # each kind's back, already at deck cell size
    card_mm: tuple[float, float]
    dpi: int
    tts_width: int
    out_dir: str


def run_image_job(job: ImageJob) -> list[str]:
    """Write the job's images; returns their paths."""
    files = []
    if job.cards:
        raster = Rasterizer(job.pdf, job.card_mm, dpi_px(job.card_mm, job.dpi))
        try:
            for crop in job.cards:
                path = os.path.join(job.out_dir, "cards", f"{crop.file}.png")
                write_atomic(path, _png(raster.crop(crop.page, crop.rect)))
                files.append(path)
        finally:
            raster.close()
    if job.decks:
        w, h = card_px(job.card_mm, job.tts_width)
        raster = Rasterizer(job.pdf, job.card_mm, (w, h))
        try:
            for deck in job.decks:
                canvas = Image.new("RGB", (w * TTS_COLS, h * TTS_ROWS), "white")
                for i, crop in enumerate(deck.crops):
                    canvas.paste(raster.crop(crop.page, crop.rect), ((i % TTS_COLS) * w, (i // TTS_COLS) * h))
                back = job.backs.get(deck.kind)
                if back is not None:
                    canvas.paste(back, ((TTS_COLS - 1) * w, (TTS_ROWS - 1) * h))
                path = os.path.join(job.out_dir, "tts", deck.name)
                write_atomic(path, _png(canvas))
                files.append(path)
        finally:
            raster.close()
    return files


def plan_images(pdf_bytes: bytes, crops: list[Crop], backs: dict[str, Image.Image], card_mm: tuple[float, float],
                dpi: int, out_dir: str, png: bool, tts: bool, tts_width: int, workers: int) -> tuple[list[ImageJob], list[Deck]]:
    """Jobs sharing the cards out in whole decks (or runs of cards without decks); and all the decks."""
    from .jobs import split

    decks = plan_decks(crops) if tts else []
    workers = max(1, min(workers, len(crops) // MIN_CARDS_PER_JOB))
    if decks:   # each job takes whole decks, and the PNGs of their cards
        groups = [[decks[i] for i in run] for run in _balanced(decks, workers)]
        parts = [([c for d in g for c in d.crops] if png else [], g) for g in groups]
    else:
        parts = [(crops[r.start:r.stop], []) for r in split(len(crops), workers)]
    jobs = [ImageJob(pdf_bytes, cards, ds, backs, card_mm, dpi, tts_width, out_dir) for cards, ds in parts]
    return jobs, decks


def _balanced(decks: list[Deck], parts: int) -> list[range]:
    """Contiguous runs of decks with about the same number of cards each."""
    total = sum(len(d.crops) for d in decks)
    parts = max(1, min(parts, len(decks)))
    runs, start, done = [], 0, 0
    for i, deck in enumerate(decks):
        done += len(deck.crops)
        left_parts = parts - len(runs) - 1
        if left_parts > 0 and done >= total * (len(runs) + 1) / parts and len(decks) - i - 1 >= left_parts:
            runs.append(range(start, i + 1))
            start = i + 1
    runs.append(range(start, len(decks)))
    return runs


def back_images(back_pdf: bytes, back_crops: dict[str, Crop], card_mm: tuple[float, float], tts_width: int,
                out_dir: str) -> tuple[dict[str, Image.Image], list[str]]:
    """Each kind's back at deck cell size, written as tts/deck-<kind>-back.png."""
    backs, files = {}, []
    raster = Rasterizer(back_pdf, card_mm, card_px(card_mm, tts_width))
    try:
        for kind, crop in sorted(back_crops.items()):
            backs[kind] = raster.crop(crop.page, crop.rect)
            path = os.path.join(out_dir, "tts", f"deck-{kind}-back.png")
            write_atomic(path, _png(backs[kind], 6))
            files.append(path)
    finally:
        raster.close()
    return backs, files


def write_manifest(decks: list[Deck], backs: dict[str, Image.Image], card_size: tuple[int, int], out_dir: str) -> str:
    """tts.json: per deck image, its back, the grid and each card id with its index."""
    manifest = [{
        "kind": d.kind, "face": d.name,
        "back": f"deck-{d.kind}-back.png" if d.kind in backs else None,
        "NumWidth": TTS_COLS, "NumHeight": TTS_ROWS, "BackIsHidden": True,
        "cards": [{"id": c.card_id, "index": i} for i, c in enumerate(d.crops)],
    } for d in decks]
    path = os.path.join(out_dir, "tts", "tts.json")
    write_atomic(path, json.dumps({"card_px": list(card_size), "decks": manifest}, indent=2) + "\n")
    return path
