"""The art of a run, by the name templates print (`card.art`, `art:<digest>.<kind>`).

Card HTML names an image by this short name, not by a data: URL, so a card's
HTML stays small (the template sandbox bounds it) and copies of one image are
one image in the PDF. The renderer's URL fetcher (compiler/sheets/pdf.py)
serves the bytes from here; the HTML preview and the live preview put them in
as data: URLs or serve them themselves. Worker processes are forked after the
art is registered, so they see it too.
"""
from __future__ import annotations

import base64
import re

from .files import Art

_ART: dict[str, Art] = {}
NAME = re.compile(r"art:([0-9a-f]{32})\.(png|jpeg|svg)")


def register(art: Art) -> str:
    _ART[art.url] = art
    return art.url


def get(url: str) -> Art | None:
    return _ART.get(url)


def data_url(art: Art) -> str:
    return f"data:{art.mime};base64,{base64.b64encode(art.data).decode('ascii')}"


def inline(html: str) -> str:
    """Every art name in `html` replaced by its data: URL (a page that stands alone: sheets.html)."""
    def one(m: re.Match) -> str:
        art = _ART.get(m.group(0))
        return data_url(art) if art is not None else m.group(0)
    return NAME.sub(one, html)
