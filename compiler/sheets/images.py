"""PNG per card and Tabletop Simulator deck images, cut from the rendered PDF.

The sheets PDF is rasterised with pdfium (pypdfium2) and each card is
cropped at its trim rectangle, so the images show exactly what prints,
without bleed or cut marks. Each page is rendered once per resolution: at
--dpi for the card PNGs, and at the deck scale (a card exactly --tts-width
pixels wide) for the decks, so deck cells need no resampling.

Tabletop Simulator reads a deck from one image holding a grid of 10 columns
by 7 rows; the last cell (bottom right) is the "hidden" image shown for cards
in other players' hands: we put the card back there. A deck holds at most 69
cards per image, so bigger decks take several images. ``tts/<pack>.json`` is
a TTS saved object holding one deck per card kind, each card named, that
points at the images by file URL (or at ``--image-url`` where they are hosted).

The work is shared out in whole decks (or, without decks, runs of pages)
between worker processes, like the PDF itself (see ``jobs``).
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import pathlib
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
    png_page: int | None = None        # where the card's PNG is cut (pipeline.PngSource): page and rectangle
    png_rect: geo.Rect | None = None


def _png(img: Image.Image, level: int = 1, dpi: int | None = None) -> bytes:
    """PNG bytes; with `dpi`, the resolution is recorded (pHYs) so editors and print shops size it right."""
    buf = io.BytesIO()
    if dpi:
        img.save(buf, "PNG", compress_level=level, dpi=(dpi, dpi))
    else:
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
    png_pdf: bytes = b""                    # the PDF the card PNGs are cut from
    png_mm: tuple[float, float] = (0.0, 0.0)   # a card PNG's size in mm: the card and its bleed


def run_image_job(job: ImageJob) -> list[str]:
    """Write the job's images; returns their paths."""
    files = []
    if job.cards:
        raster = Rasterizer(job.png_pdf, job.png_mm, dpi_px(job.png_mm, job.dpi))
        try:
            for crop in job.cards:
                path = os.path.join(job.out_dir, "cards", f"{crop.file}.png")
                write_atomic(path, _png(raster.crop(crop.png_page, crop.png_rect), dpi=job.dpi))
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
                dpi: int, out_dir: str, png, tts: bool, tts_width: int, workers: int) -> tuple[list[ImageJob], list[Deck]]:
    """Jobs sharing the cards out in whole decks (or runs of cards without decks); and all the decks.

    `png` is the pipeline's PngSource (None: no card PNGs).
    """
    from .jobs import split

    decks = plan_decks(crops) if tts else []
    workers = max(1, min(workers, len(crops) // MIN_CARDS_PER_JOB))
    if decks:   # each job takes whole decks, and the PNGs of their cards
        groups = [[decks[i] for i in run] for run in _balanced(decks, workers)]
        parts = [([c for d in g for c in d.crops] if png else [], g) for g in groups]
    else:
        parts = [(crops[r.start:r.stop], []) for r in split(len(crops), workers)]
    extra = {"png_pdf": png.pdf, "png_mm": png.size_mm} if png else {}
    jobs = [ImageJob(pdf_bytes, cards, ds, backs, card_mm, dpi, tts_width, out_dir, **extra) for cards, ds in parts]
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


def image_base(out_dir: str, image_url: str | None) -> str:
    """Where Tabletop Simulator finds the deck images: file URLs of tts/, or the host they were uploaded to."""
    if image_url:
        return image_url.rstrip("/") + "/"
    return pathlib.Path(os.path.abspath(out_dir), "tts").as_uri() + "/"


def _guid(*parts: str) -> str:
    """A stable 6-hex-digit GUID (TTS wants one per object; the same pack gives the same ones)."""
    return hashlib.sha1("\x1f".join(parts).encode(), usedforsecurity=False).hexdigest()[:6]


def _transform(x: float) -> dict:
    # Face down (rotZ 180), in a row along x, resting on the table.
    return {"posX": x, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
            "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


def saved_object(decks: list[Deck], backs: dict[str, Image.Image], cards: dict[str, dict], game: str,
                 base_url: str) -> dict:
    """A Tabletop Simulator saved object: one DeckCustom per card kind, each card a named Card inside it.

    Each deck image becomes a CustomDeck entry (10 x 7 grid, the last cell the
    hidden face); a card's CardID is its image's number times 100 plus its
    cell. A kind with a single card is that card alone (CardCustom): TTS
    decks hold two cards at least. `cards` maps a card id to its `name` and
    printed `text`.
    """
    kinds: dict[str, list[tuple[int, Deck]]] = {}
    for number, deck in enumerate(decks, start=1):
        kinds.setdefault(deck.kind, []).append((number, deck))
    common = {"Locked": False, "Grid": True, "Snap": True, "Autoraise": True, "Sticky": True, "Tooltip": True,
              "SidewaysCard": False, "HideWhenFaceDown": True}
    states = []
    for place, (kind, images) in enumerate(kinds.items()):
        custom = {str(number): {
            "FaceURL": base_url + deck.name,
            "BackURL": base_url + f"deck-{kind}-back.png" if kind in backs else "",
            "NumWidth": TTS_COLS, "NumHeight": TTS_ROWS, "BackIsHidden": True, "UniqueBack": False, "Type": 0,
        } for number, deck in images}
        contained = []
        for number, deck in images:
            for cell, crop in enumerate(deck.crops):
                info = cards.get(crop.card_id, {})
                contained.append({
                    "GUID": _guid(game, kind, crop.card_id), "Name": "Card", "Transform": _transform(place * 2.5),
                    "Nickname": info.get("name", crop.card_id), "Description": info.get("text", ""),
                    "GMNotes": crop.card_id, "CardID": number * 100 + cell,
                    "CustomDeck": {str(number): custom[str(number)]}, "Hands": True, **common,
                })
        if len(contained) == 1:
            states.append(dict(contained[0], Name="CardCustom"))
            continue
        states.append({
            "GUID": _guid(game, kind), "Name": "DeckCustom", "Transform": _transform(place * 2.5),
            "Nickname": f"{game}: {kind}", "Description": f"{len(contained)} cards", "GMNotes": kind,
            "Hands": False, **common,
            "DeckIDs": [c["CardID"] for c in contained], "CustomDeck": custom, "ContainedObjects": contained,
        })
    return {"SaveName": game, "GameMode": "", "Date": "", "Table": "", "Sky": "", "Note": "", "Rules": "",
            "XmlUI": "", "LuaScript": "", "LuaScriptState": "", "ObjectStates": states}


def write_saved_object(decks: list[Deck], backs: dict[str, Image.Image], cards: dict[str, dict], game: str,
                       file_stem: str, base_url: str, out_dir: str) -> str:
    """tts/<pack>.json: the saved object to put in TTS's "Saved Objects" folder."""
    path = os.path.join(out_dir, "tts", f"{file_stem}.json")
    write_atomic(path, json.dumps(saved_object(decks, backs, cards, game, base_url), indent=2) + "\n")
    return path
