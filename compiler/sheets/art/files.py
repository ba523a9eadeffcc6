"""Reading one art file of a pack: inside the pack, a PNG, JPEG or SVG, of bounded size.

The path is the card's `art:` (or its kind's default in templates/sheet.yaml),
relative to the pack's folder. It may not climb out (`..`), be absolute, or be
a link that leads out of the pack; the file is read through safe_read (a
regular file, bounded, not changing while read). Raster images are decoded
once with Pillow, after their size in pixels was read from the header, so a
decompression bomb is refused before it is decoded. SVG is rebuilt from its
safe parts (compiler/sheets/art/svg.py).
"""
from __future__ import annotations

import hashlib
import io
import os
from dataclasses import dataclass, field

from compiler.files.safe_read import Refused, inside, read_bytes
from . import svg

MAX_BYTES = 20_000_000          # 20 MB: a poker card at 1200 dpi, uncompressed, is about 12 MB
MAX_PIXELS = 50_000_000         # 50 megapixels: far past any card at 1200 dpi (about 3000 x 4200)
MIME = {"png": "image/png", "jpeg": "image/jpeg", "svg": "image/svg+xml"}


class ArtProblem(Exception):
    """Why an art file cannot be used: its diagnostic code, message and help."""

    def __init__(self, code: str, message: str, help: str):
        super().__init__(message)
        self.code, self.message, self.help = code, message, help


@dataclass(frozen=True)
class Art:
    rel: str                      # the path as the pack names it
    kind: str                     # png | jpeg | svg
    data: bytes                   # what is printed: the file, or the SVG rebuilt safe
    width: int | None = None      # pixels (None for SVG, which has no resolution)
    height: int | None = None
    removed: tuple[str, ...] = field(default=())   # what was taken out of an SVG

    @property
    def mime(self) -> str:
        return MIME[self.kind]

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.data).hexdigest()[:32]

    @property
    def url(self) -> str:
        """The name templates get (`card.art`); the renderer's fetcher serves the bytes under it."""
        return f"art:{self.digest}.{self.kind}"


def path_problem(rel) -> str | None:
    """What is wrong with the way an art path is written, before the file is looked at."""
    if not isinstance(rel, str) or not rel.strip():
        return "must be a path to an image file, relative to the pack's folder"
    if "\\" in rel:
        return "must use `/` between folders"
    if rel.startswith("/") or os.path.isabs(rel) or (len(rel) > 1 and rel[1] == ":"):
        return "is absolute; name the file relative to the pack's folder"
    if ".." in rel.split("/"):
        return "climbs out with `..`; art must be a file inside the pack"
    if "\0" in rel:
        return "holds a NUL character"
    return None


def sniff(data: bytes) -> str | None:
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    head = data[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if head.startswith((b"<?xml", b"<svg", b"<!--")) and b"<svg" in data[:65536].lower():
        return "svg"
    return None


_cache: dict[tuple, Art] = {}


def load(root: str, rel: str, shown: str) -> Art:
    """The art file `rel` of the pack at `root`; ArtProblem when it cannot be used."""
    why = path_problem(rel)
    if why is not None:
        raise ArtProblem("SYN641", f"art path `{rel}` {why}",
                         "put the image in the pack (say in `art/`) and write its path from the pack's folder: "
                         "`art: art/my_card.png`")
    path = os.path.join(root, *rel.split("/"))
    if not os.path.lexists(path):
        raise ArtProblem("SYN640", f"art file `{shown}` does not exist",
                         "check the spelling, or add the image to the pack (PNG, JPEG or SVG)")
    if not inside(path, root):
        raise ArtProblem("SYN641", f"art file `{shown}` is a link to a file outside the pack; it was not read",
                         "copy the image into the pack instead of linking to it")
    try:
        st = os.stat(path)
    except OSError as exc:
        raise ArtProblem("SYN640", f"art file `{shown}` cannot be reached: {exc.strerror or exc}",
                         "check the path and the links along it") from None
    key = (os.path.realpath(path), st.st_size, st.st_mtime_ns, rel)
    if key in _cache:
        return _cache[key]
    try:
        data = read_bytes(path, MAX_BYTES, root=root, shown=shown)
    except Refused as exc:
        if exc.code == "SYN004":
            raise ArtProblem("SYN643", f"art file `{shown}` is larger than {MAX_BYTES // 1_000_000} MB",
                             "save it smaller: a card's art needs 300 dpi at its printed size, a few MB at most") from None
        raise ArtProblem("SYN642", f"art file `{shown}` cannot be read: {exc.message}", exc.help or "name a plain image file") from None
    except OSError as exc:
        raise ArtProblem("SYN642", f"art file `{shown}` cannot be read: {exc.strerror or exc}",
                         "check the file's permissions") from None
    art = _decode(rel, shown, data)
    if len(_cache) > 256:
        _cache.clear()
    _cache[key] = art
    return art


def _decode(rel: str, shown: str, data: bytes) -> Art:
    kind = sniff(data)
    if kind is None:
        raise ArtProblem("SYN642", f"art file `{shown}` is not a PNG, JPEG or SVG image",
                         "save the art as PNG, JPEG or SVG (the file's content counts, not its name)")
    if kind == "svg":
        try:
            clean, removed = svg.sanitize(data)
        except svg.SvgRefused as exc:
            raise ArtProblem("SYN642", f"art file `{shown}` cannot be used as SVG: {exc}",
                             "export the drawing again as plain SVG (no DOCTYPE), or as PNG") from None
        return Art(rel, "svg", clean, removed=tuple(removed))
    from PIL import Image

    try:
        with Image.open(io.BytesIO(data)) as img:       # reads the header only
            width, height = img.size
            if width * height > MAX_PIXELS:
                raise ArtProblem("SYN643", f"art file `{shown}` is {width} x {height} pixels, more than "
                                 f"{MAX_PIXELS // 1_000_000} megapixels",
                                 "scale it down: 300 dpi at the printed size is enough")
            img.load()                                   # decodes it: a broken file fails here, not in the PDF
    except ArtProblem:
        raise
    except Exception as exc:  # Pillow raises many kinds for broken files
        raise ArtProblem("SYN642", f"art file `{shown}` is not a readable {kind.upper()} image ({exc})",
                         "open it in an image editor and save it again") from None
    return Art(rel, kind, data, width, height)


def printed_dpi(art: Art, frame_mm: tuple[float, float]) -> float | None:
    """The resolution the image prints at, filling its frame (it is scaled to cover the frame, then cut)."""
    if art.width is None or art.height is None:
        return None
    scale = max(frame_mm[0] / art.width, frame_mm[1] / art.height)   # mm per pixel
    return 25.4 / scale
