"""Inline icons for rules text and the district patterns.

Icons are small SVGs in data: URLs, so the HTML preview and the PDF need no
files beside them, and an icon wraps with the text like a letter does.
Each district has a colour AND a pattern: the five colours come from a
colour-blind-safe palette, and the pattern tells them apart even in grey.
"""
from __future__ import annotations

import re
from urllib.parse import quote

from markupsafe import Markup, escape

_COLOR = re.compile(r"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")


def is_color(value: object) -> bool:
    return isinstance(value, str) and bool(_COLOR.match(value))


def data_url(svg: str) -> str:
    # Quotes and # are escaped too, so the URL is safe inside url('...'), url("...") and src="...".
    return "data:image/svg+xml," + quote(svg, safe=" =:/,;")


def _svg(w: float, h: float, body: str) -> str:
    return f"<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}' viewBox='0 0 {w} {h}'>{body}</svg>"


MONEY_SVG = _svg(16, 16, "<circle cx='8' cy='8' r='7.2' fill='#d4a017' stroke='#6b4f00' stroke-width='1.2'/>"
                         # The G is drawn, not typeset: an image has no access to the pack's fonts.
                         "<path d='M10.9 5.6 A3.7 3.7 0 1 0 11.4 9.4 V8.2 H8.5' fill='none' stroke='#3b2a00' "
                         "stroke-width='1.7' stroke-linecap='round' stroke-linejoin='round'/>")
TOKEN_SVG = _svg(16, 16, "<circle cx='8' cy='8' r='6.8' fill='#ffffff' stroke='#1a1a1a' stroke-width='1.6'/>"
                         "<circle cx='8' cy='8' r='3' fill='#1a1a1a'/>")

# Pattern tiles, drawn in white over the district colour.
PATTERNS: dict[str, tuple[float, float, str]] = {
    "waves": (12, 6, "<path d='M0 4 Q3 1 6 4 T12 4' fill='none' stroke='white' stroke-opacity='.6' stroke-width='1.2'/>"),
    "bricks": (12, 8, "<path d='M0 .5H12M0 4.5H12M3 .5V4.5M9 4.5V8' fill='none' stroke='white' stroke-opacity='.6' stroke-width='.9'/>"),
    "stripes": (8, 8, "<path d='M-2 2L2 -2M0 8L8 0M6 10L10 6' stroke='white' stroke-opacity='.6' stroke-width='1.6'/>"),
    "dots": (6, 6, "<circle cx='3' cy='3' r='1.3' fill='white' fill-opacity='.7'/>"),
    "checks": (8, 8, "<rect width='4' height='4' fill='white' fill-opacity='.45'/><rect x='4' y='4' width='4' height='4' fill='white' fill-opacity='.45'/>"),
}


def pattern_url(pattern: str) -> str:
    w, h, body = PATTERNS[pattern]
    return data_url(_svg(w, h, body))


def swatch_svg(color: str, pattern: str) -> str:
    """A small square of the district's colour with its pattern, for inline text."""
    w, h, body = PATTERNS[pattern]
    tile = f"<pattern id='p' width='{w}' height='{h}' patternUnits='userSpaceOnUse'>{body}</pattern>"
    return _svg(16, 16, f"<defs>{tile}</defs><rect x='1' y='1' width='14' height='14' rx='2' fill='{color}' "
                        f"stroke='#1a1a1a' stroke-width='1'/><rect x='1' y='1' width='14' height='14' rx='2' fill='url(#p)'/>")


def _img(cls: str, alt: str, url: str) -> str:
    return f'<img class="icon {cls}" alt="{escape(alt)}" src="{url}">'


class Iconizer:
    """Turns plain rules text into HTML with inline icons.

    "5 G" keeps its number and shows a coin for the G; "token" becomes the
    token circle (alt text keeps the word for copy and screen readers); a
    district's name gets its swatch in front.
    """

    def __init__(self, districts: list[dict]):
        self._money = data_url(MONEY_SVG)
        self._token = data_url(TOKEN_SVG)
        self._district: dict[str, str] = {}
        for d in districts:
            name, color, pattern = d.get("name"), d.get("color"), d.get("pattern")
            if isinstance(name, str) and name and is_color(color) and pattern in PATTERNS:
                self._district[name] = data_url(swatch_svg(color, pattern))
        names = sorted(self._district, key=len, reverse=True)
        alts = [r"(?P<money>\b\d+)\s?G\b", r"\b(?P<token>tokens?)\b"]
        if names:
            # Names are escaped before matching because the text is escaped first.
            alts.append(r"\b(?P<district>" + "|".join(re.escape(str(escape(n))) for n in names) + r")\b")
        self._re = re.compile("|".join(alts))
        self._names = {str(escape(n)): n for n in names}

    def __call__(self, text: str) -> Markup:
        safe = str(escape(text))
        return Markup(self._re.sub(self._replace, safe))

    def _replace(self, m: re.Match) -> str:
        if m.group("money") is not None:
            return f'<span class="money">{m.group("money")}{_img("icon-money", " G", self._money)}</span>'
        if m.group("token") is not None:
            return _img("icon-token", m.group("token"), self._token)
        name = self._names[m.group("district")]
        return f'<span class="district-ref">{_img("icon-district", "", self._district[name])}{m.group("district")}</span>'
