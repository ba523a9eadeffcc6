"""SVG art made safe to render: no scripts, no event handlers, nothing fetched from outside the file.

A pack's SVG comes from strangers, like the rest of the pack (docs/security.md).
It is parsed (a DOCTYPE, and so any entity, is refused before parsing: no
entity expansion, no external entities), then rebuilt keeping only drawing
elements (an allow-list), and of their attributes only the harmless ones:
`on*` handlers go, an `href` may point inside the file (`#id`) or hold an
embedded PNG or JPEG (`data:image/png;base64,...`), and `url(...)` in a style
or attribute may only name something inside the file (`url(#grad)`). What was
removed is reported (SYN645, a warning) so the designer knows the picture may
differ from what their editor showed.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

# Drawing elements: shapes, text, grouping, paint servers, clipping, masks, filters.
ALLOWED = {
    "svg", "g", "defs", "title", "desc", "symbol", "use", "switch",
    "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
    "text", "tspan", "textPath",
    "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "image", "style",
    "filter", "feGaussianBlur", "feOffset", "feBlend", "feColorMatrix", "feComposite", "feFlood",
    "feMerge", "feMergeNode", "feMorphology", "feTurbulence", "feDisplacementMap", "feComponentTransfer",
    "feFuncR", "feFuncG", "feFuncB", "feFuncA", "feDropShadow",
}
_URL = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_DATA_IMAGE = re.compile(r"^data:image/(png|jpeg|jpg);base64,[A-Za-z0-9+/=\s]*$", re.IGNORECASE)
MAX_ELEMENTS = 50_000


class SvgRefused(Exception):
    """The file cannot be made into a safe picture at all (not SVG, a DOCTYPE, too many elements)."""


def _local(name: str) -> str:
    return name.rsplit("}", 1)[-1]


def _namespace(name: str) -> str:
    return name[1:].split("}", 1)[0] if name.startswith("{") else ""


def _safe_urls(value: str) -> bool:
    """Every url(...) in the value names something inside the file."""
    return all(m.group(2).strip().startswith("#") for m in _URL.finditer(value))


def _safe_href(value: str) -> bool:
    value = value.strip()
    return value.startswith("#") or bool(_DATA_IMAGE.match(value))


def sanitize(data: bytes) -> tuple[bytes, list[str]]:
    """The SVG rebuilt from its safe parts, and a list of what was removed (empty when nothing was)."""
    text = data.decode("utf-8", "replace")
    if re.search(r"<!DOCTYPE|<!ENTITY", text, re.IGNORECASE):
        raise SvgRefused("it has a DOCTYPE or entity declarations, which art may not use")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise SvgRefused(f"it is not well-formed XML ({exc})") from None
    if _local(root.tag) != "svg" or _namespace(root.tag) not in ("", SVG_NS):
        raise SvgRefused("its root element is not <svg>")
    removed: list[str] = []
    count = 0

    def clean(el: ET.Element) -> None:
        nonlocal count
        for child in list(el):
            count += 1
            if count > MAX_ELEMENTS:
                raise SvgRefused(f"it has more than {MAX_ELEMENTS} elements")
            tag = child.tag if isinstance(child.tag, str) else ""
            if _namespace(tag) not in ("", SVG_NS) or _local(tag) not in ALLOWED:
                removed.append(f"<{_local(tag) or 'comment'}>" if tag else "a processing instruction")
                el.remove(child)
                continue
            if _local(tag) == "style" and (not _safe_urls(child.text or "") or "@import" in (child.text or "").lower()):
                removed.append("a <style> that loads from outside the file")
                el.remove(child)
                continue
            clean(child)
        for name in list(el.attrib):
            value = el.attrib[name]
            local = _local(name)
            if local.lower().startswith("on"):
                removed.append(f"the `{local}` handler")
                del el.attrib[name]
            elif local == "href" and _namespace(name) in ("", XLINK_NS) and not _safe_href(value):
                removed.append(f"a link to `{value[:60]}`")
                del el.attrib[name]
            elif _namespace(name) not in ("", XLINK_NS, "http://www.w3.org/XML/1998/namespace"):
                del el.attrib[name]          # editor metadata (Inkscape, Sodipodi): harmless, but not drawn
            elif not _safe_urls(value) or "javascript:" in value.lower():
                removed.append(f"`{local}` naming something outside the file")
                del el.attrib[name]

    clean(root)
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    out = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return out, sorted(set(removed))
