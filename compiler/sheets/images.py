"""PNG per card and Tabletop Simulator deck images, cut from the rendered PDF.

The sheets PDF is rasterised page by page with pdfium (pypdfium2), and each
card is cropped at its trim rectangle, so the images show exactly what
prints, without bleed or cut marks. Rasterising a page of nine cards once is
much cheaper than laying every card out again.

Tabletop Simulator reads a deck from one image holding a grid of 10 columns
by 7 rows; the last cell (bottom right) is the "hidden" image shown for cards
in other players' hands: we put the card back there. A deck holds at most 69
cards per image, so bigger decks take several images. ``tts.json`` lists, for
each image, its back image and the card ids in grid order (CustomDeck's
NumWidth/NumHeight and the card index of each id).
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


@dataclass(frozen=True)
class Crop:
    page: int            # page index in the PDF
    rect: geo.Rect       # trim rectangle, mm
    card_id: str
    kind: str


def _px(mm: float, dpi: int) -> int:
    return int(round(mm / 25.4 * dpi))


def _png(img: Image.Image, level: int = 1) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=level)
    return buf.getvalue()


class Rasterizer:
    """Renders PDF pages once each and crops card rectangles from them."""

    def __init__(self, pdf_bytes: bytes, dpi: int, card: tuple[float, float]):
        self._pdf = pdfium.PdfDocument(pdf_bytes)
        self._dpi = dpi
        self._size = (_px(card[0], dpi), _px(card[1], dpi))
        self._page_index: int | None = None
        self._page_img: Image.Image | None = None

    def crop(self, page: int, rect: geo.Rect) -> Image.Image:
        if page != self._page_index:
            pdf_page = self._pdf[page]
            try:
                self._page_img = pdf_page.render(scale=self._dpi / 72).to_pil().convert("RGB")
            finally:
                pdf_page.close()
            self._page_index = page
        left, top = _px(rect.x, self._dpi), _px(rect.y, self._dpi)
        return self._page_img.crop((left, top, left + self._size[0], top + self._size[1]))

    def close(self) -> None:
        self._pdf.close()


@dataclass
class _Deck:
    kind: str
    number: int
    canvas: Image.Image
    ids: list[str] = field(default_factory=list)


class DeckBuilder:
    """Fills 10 x 7 deck images kind by kind; a full or finished deck is written at once."""

    def __init__(self, out_dir: str, card_px: tuple[int, int], backs: dict[str, Image.Image]):
        self.out_dir = out_dir
        self.w, self.h = card_px
        self.backs = {k: img.resize(card_px, Image.LANCZOS) for k, img in backs.items()}
        self.deck: _Deck | None = None
        self.counts: dict[str, int] = {}
        self.manifest: list[dict] = []
        self.files: list[str] = []
        for kind, img in sorted(self.backs.items()):
            path = os.path.join(out_dir, f"deck-{kind}-back.png")
            write_atomic(path, _png(img, 6))
            self.files.append(path)

    def add(self, kind: str, card_id: str, img: Image.Image) -> None:
        if self.deck is not None and (self.deck.kind != kind or len(self.deck.ids) == TTS_CARDS):
            self._flush()
        if self.deck is None:
            n = self.counts.get(kind, 0) + 1
            self.counts[kind] = n
            self.deck = _Deck(kind, n, Image.new("RGB", (self.w * TTS_COLS, self.h * TTS_ROWS), "white"))
        i = len(self.deck.ids)
        self.deck.canvas.paste(img.resize((self.w, self.h), Image.LANCZOS),
                               ((i % TTS_COLS) * self.w, (i // TTS_COLS) * self.h))
        self.deck.ids.append(card_id)

    def _flush(self) -> None:
        deck, self.deck = self.deck, None
        if deck is None:
            return
        back = self.backs.get(deck.kind)
        if back is not None:
            deck.canvas.paste(back, ((TTS_COLS - 1) * self.w, (TTS_ROWS - 1) * self.h))
        name = f"deck-{deck.kind}-{deck.number}.png"
        write_atomic(os.path.join(self.out_dir, name), _png(deck.canvas, 3))
        self.files.append(os.path.join(self.out_dir, name))
        self.manifest.append({
            "kind": deck.kind, "face": name,
            "back": f"deck-{deck.kind}-back.png" if back is not None else None,
            "NumWidth": TTS_COLS, "NumHeight": TTS_ROWS, "BackIsHidden": True,
            "cards": [{"id": cid, "index": i} for i, cid in enumerate(deck.ids)],
        })

    def finish(self) -> list[str]:
        self._flush()
        path = os.path.join(self.out_dir, "tts.json")
        write_atomic(path, json.dumps({"card_px": [self.w, self.h], "decks": self.manifest}, indent=2) + "\n")
        self.files.append(path)
        return self.files


def write_images(pdf_bytes: bytes, crops: list[Crop], back_pdf: bytes, back_crops: dict[str, Crop],
                 card: tuple[float, float], dpi: int, out_dir: str, png: bool, tts: bool, tts_width: int) -> list[str]:
    """Write cards/<id>.png and the deck images; returns the paths written."""
    files: list[str] = []
    backs: dict[str, Image.Image] = {}
    if tts:
        raster = Rasterizer(back_pdf, dpi, card)
        try:
            for kind, crop in back_crops.items():
                backs[kind] = raster.crop(crop.page, crop.rect)
        finally:
            raster.close()
    tts_h = int(round(tts_width * card[1] / card[0]))
    decks = DeckBuilder(os.path.join(out_dir, "tts"), (tts_width, tts_h), backs) if tts else None
    raster = Rasterizer(pdf_bytes, dpi, card)
    try:
        for crop in crops:
            img = raster.crop(crop.page, crop.rect)
            if png:
                path = os.path.join(out_dir, "cards", f"{crop.card_id}.png")
                write_atomic(path, _png(img))
                files.append(path)
            if decks is not None:
                decks.add(crop.kind, crop.card_id, img)
    finally:
        raster.close()
    if decks is not None:
        files.extend(decks.finish())
    return files
