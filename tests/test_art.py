"""Card art (issue 29, part 3), as a designer meets it: `art:` on a card or a kind's default, checked and printed.

`syndicate check` through the CLI reports a missing file (SYN640), a path or
link out of the pack (SYN641), a file that is no readable image (SYN642), one
too large (SYN643), art below 300 dpi in its frame (SYN644, a warning), and
what was taken out of a hostile SVG (SYN645). The sheets are measured from
their files: the image object in the PDF sits exactly in its frame, the card
PNG and the Tabletop Simulator deck image show the picture there, and a
hostile SVG reaches no server and keeps no script.
"""
from __future__ import annotations

import http.server
import json
import os
import threading

import pdfplumber
import pytest
from PIL import Image

from adversarial.packs import run_cli
from sheets_support import MM, pack  # noqa: F401  (pack is a fixture)

# The base templates' art frame (content/crime_lords/templates/cards.css, sheet.yaml art_frame "54x24"):
# the face panel is 2.4 mm inside the trim, the frame 2.1 mm from its left and 2 mm above its foot.
FRAME_W, FRAME_H = 54.0, 24.0
FRAME_LEFT = 2.4 + 2.1
FRAME_BOTTOM = 2.4 + 2.0


def _two_colour_png(path, w, h):
    """Left half red, right half blue: where each half lands shows the picture is placed, not mirrored."""
    img = Image.new("RGB", (w, h), (220, 20, 20))
    img.paste((20, 20, 220), (w // 2, 0, w, h))
    img.save(path, dpi=(300, 300))


def _give_art(pack_root, card_id: str, rel: str) -> None:
    path = os.path.join(pack_root, "crooks.yaml")
    text = open(path, encoding="utf-8").read()
    text = text.replace(f"  - id: {card_id}\n", f"  - id: {card_id}\n    art: {rel}\n", 1)
    open(path, "w", encoding="utf-8").write(text)


def _check(pack_root):
    r = run_cli("check", str(pack_root), "--format", "json")
    assert "Traceback" not in r.stderr, r.stderr
    return r.returncode, json.loads(r.stdout)["diagnostics"]


def _only(diags, code):
    found = [d for d in diags if d["code"] == code]
    assert found, f"no {code} in {[(d['code'], d['message']) for d in diags]}"
    return found


def test_bundled_art_checks_clean(pack):
    rc, diags = _check(pack)
    assert rc == 0 and not [d for d in diags if d["code"].startswith("SYN64")], diags


def test_missing_art_file_is_syn640_at_the_field(pack):
    _give_art(pack, "quiet_ned", "art/nowhere.png")
    rc, diags = _check(pack)
    d = _only(diags, "SYN640")[0]
    assert rc == 1 and d["file"].endswith("crooks.yaml") and "nowhere.png" in d["message"]
    line = open(pack / "crooks.yaml").read().splitlines().index("    art: art/nowhere.png") + 1
    assert d["line"] == line and d["column"] == 10


@pytest.mark.parametrize("rel", ["../outside.png", "/etc/passwd", "art/../../outside.png"])
def test_art_path_out_of_the_pack_is_syn641(pack, rel):
    _two_colour_png(pack.parent / "outside.png", 700, 320)
    _give_art(pack, "quiet_ned", rel)
    rc, diags = _check(pack)
    assert rc == 1 and _only(diags, "SYN641")


def test_art_link_leading_out_of_the_pack_is_syn641(pack):
    _two_colour_png(pack.parent / "outside.png", 700, 320)
    os.symlink(pack.parent / "outside.png", pack / "art" / "linked.png")
    _give_art(pack, "quiet_ned", "art/linked.png")
    rc, diags = _check(pack)
    d = _only(diags, "SYN641")[0]
    assert rc == 1 and "outside the pack" in d["message"]


@pytest.mark.parametrize("content", [b"not an image at all", b"\x89PNG\r\n\x1a\n" + b"\0" * 40, b"GIF89a" + b"\0" * 20])
def test_unreadable_art_is_syn642(pack, content):
    (pack / "art" / "broken.png").write_bytes(content)
    _give_art(pack, "quiet_ned", "art/broken.png")
    rc, diags = _check(pack)
    assert rc == 1 and _only(diags, "SYN642")


def test_art_folder_instead_of_file_is_syn642(pack):
    (pack / "art" / "folder.png").mkdir()
    _give_art(pack, "quiet_ned", "art/folder.png")
    rc, diags = _check(pack)
    assert rc == 1 and _only(diags, "SYN642")


def test_oversized_art_is_syn643(pack):
    with open(pack / "art" / "huge.png", "wb") as fh:      # 21 MB (sparse): refused before it is read
        fh.truncate(21_000_000)
    Image.new("1", (8000, 7000)).save(pack / "art" / "many_pixels.png")   # 56 megapixels, a small file
    _give_art(pack, "quiet_ned", "art/huge.png")
    _give_art(pack, "script_kid", "art/many_pixels.png")
    rc, diags = _check(pack)
    found = _only(diags, "SYN643")
    assert rc == 1 and len(found) == 2
    assert any("megapixels" in d["message"] for d in found) and any("MB" in d["message"] for d in found)


def test_low_resolution_art_warns_syn644_with_the_pixels_needed(pack):
    _two_colour_png(pack / "art" / "small.png", 320, 142)      # 54 mm at 320 px: 150 dpi
    _give_art(pack, "quiet_ned", "art/small.png")
    rc, diags = _check(pack)
    d = _only(diags, "SYN644")[0]
    assert rc == 0 and d["severity"] == "warning"
    assert "150 dpi" in d["message"] and "638 x 283 pixels" in d["help"]


def test_enough_resolution_does_not_warn(pack):
    _two_colour_png(pack / "art" / "fine.png", 640, 284)
    _give_art(pack, "quiet_ned", "art/fine.png")
    rc, diags = _check(pack)
    assert rc == 0 and not [d for d in diags if d["code"].startswith("SYN64")], diags


def test_default_art_of_a_kind_is_checked_at_sheet_yaml(pack):
    sheet = pack / "templates" / "sheet.yaml"
    sheet.write_text(sheet.read_text().replace("crook: art/crook.svg", "crook: art/gone.svg")
                     .replace("mob: art/mob.svg", "mobb: art/mob.svg"))
    rc, diags = _check(pack)
    d = _only(diags, "SYN640")[0]
    assert rc == 1 and d["file"].endswith("sheet.yaml") and len(_only(diags, "SYN640")) == 1   # once, not per card
    unknown = [x for x in _only(diags, "SYN607") if "mobb" in x["message"]][0]
    assert "did you mean `mob`" in unknown["help"]


HOSTILE_SVG = """<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 540 240"
     onload="alert(1)">
  <style>@import url(http://127.0.0.1:{port}/style.css); rect {{ fill: #1133cc; }}</style>
  <script>alert(document.cookie)</script>
  <rect width="540" height="240" fill="#1133cc"/>
  <image href="http://127.0.0.1:{port}/leak.png" width="10" height="10"/>
  <image xlink:href="file:///etc/passwd" width="10" height="10"/>
  <use href="http://127.0.0.1:{port}/sprite.svg#x"/>
  <rect width="10" height="10" style="fill: url(http://127.0.0.1:{port}/paint.svg#p)"/>
  <a href="javascript:alert(2)"><circle r="5"/></a>
  <foreignObject width="100" height="100"><iframe src="http://127.0.0.1:{port}/frame"/></foreignObject>
</svg>
"""


def test_sanitize_removes_every_hostile_part():
    from compiler.sheets.art.svg import SvgRefused, sanitize

    clean, removed = sanitize(HOSTILE_SVG.format(port=9).encode())
    text = clean.decode()
    for bad in ("script", "onload", "http://127", "file://", "javascript", "@import", "foreignObject", "iframe", "<a "):
        assert bad not in text, bad
    assert 'fill="#1133cc"' in text and removed
    with pytest.raises(SvgRefused):       # entities (billion laughs, external entities) are never parsed
        sanitize(b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                 b'<svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')


class _Counter(http.server.BaseHTTPRequestHandler):
    hits: list = []

    def do_GET(self):  # noqa: N802
        _Counter.hits.append(self.path)
        self.send_response(404)
        self.end_headers()

    def log_message(self, *args):
        pass


def test_hostile_svg_art_is_drawn_safely_and_reaches_no_server(pack, tmp_path):
    server = http.server.HTTPServer(("127.0.0.1", 0), _Counter)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        port = server.server_address[1]
        (pack / "art" / "hostile.svg").write_text(HOSTILE_SVG.format(port=port))
        _give_art(pack, "quiet_ned", "art/hostile.svg")
        rc, diags = _check(pack)
        warn = _only(diags, "SYN645")[0]
        assert rc == 0 and "script" in warn["message"]
        out = tmp_path / "out"
        r = run_cli("sheets", str(pack), "--out", str(out), "--card", "quiet_ned", "--layout", "single",
                    "--outputs", "html,png", "--jobs", "1")
        assert r.returncode == 0, r.stderr
    finally:
        server.shutdown()
    assert _Counter.hits == []
    html = (out / "sheets.html").read_text()
    assert "<script>alert" not in html and "onload" not in html
    # The safe part was drawn: the frame is the SVG's blue.
    img = Image.open(out / "cards" / "quiet_ned.png").convert("RGB")
    px = 300 / 25.4
    x = round((3 + FRAME_LEFT + FRAME_W / 2) * px)
    y = round((3 + 88 - FRAME_BOTTOM - FRAME_H / 2) * px)
    assert img.getpixel((x, y)) == pytest.approx((0x11, 0x33, 0xcc), abs=12)


def test_png_art_sits_in_its_frame_in_the_pdf_the_png_and_the_deck(pack, tmp_path):
    _two_colour_png(pack / "art" / "ned.png", 640, 284)
    _give_art(pack, "quiet_ned", "art/ned.png")
    out = tmp_path / "out"
    r = run_cli("sheets", str(pack), "--out", str(out), "--card", "quiet_ned", "--card", "script_kid",
                "--layout", "single", "--outputs", "pdf,png,tts", "--jobs", "1")
    assert r.returncode == 0, r.stderr
    bleed = 3.0
    left, top = bleed + FRAME_LEFT, bleed + 88 - FRAME_BOTTOM - FRAME_H
    with pdfplumber.open(out / "sheets.pdf") as pdf:
        pages = {}
        for page in pdf.pages:
            words = " ".join(w["text"] for w in page.extract_words())
            pages["ned" if "Quiet" in words else "other" if "Plain" in words else "back"] = page
        images = pages["ned"].images
        assert len(images) == 1, images
        im = images[0]
        assert (im["srcsize"]) == (640, 284)
        assert im["x0"] / MM == pytest.approx(left, abs=0.1)
        assert im["top"] / MM == pytest.approx(top, abs=0.1)
        assert (im["x1"] - im["x0"]) / MM == pytest.approx(FRAME_W, abs=0.15)
        assert (im["bottom"] - im["top"]) / MM == pytest.approx(FRAME_H, abs=0.15)
        assert pages["other"].images == [] or all(i["srcsize"] != (640, 284) for i in pages["other"].images)
    # The card PNG (300 dpi, with bleed): red on the frame's left, blue on its right, card colour outside.
    img = Image.open(out / "cards" / "quiet_ned.png").convert("RGB")
    px = 300 / 25.4
    mid_y = round((top + FRAME_H / 2) * px)
    assert img.getpixel((round((left + FRAME_W / 4) * px), mid_y)) == pytest.approx((220, 20, 20), abs=10)
    assert img.getpixel((round((left + 3 * FRAME_W / 4) * px), mid_y)) == pytest.approx((20, 20, 220), abs=10)
    assert img.getpixel((round((left - 1.0) * px), mid_y)) != pytest.approx((220, 20, 20), abs=30)
    # The deck image: cells are trims (no bleed), 500 px per card, filled in the saved object's order.
    saved = json.loads(next((out / "tts").glob("*.json")).read_text())
    deck = next(o for o in saved["ObjectStates"] if o.get("ContainedObjects"))
    order = [c["GMNotes"] for c in deck["ContainedObjects"]]
    col = order.index("quiet_ned")
    sheet = Image.open(out / "tts" / "deck-crook-1.png").convert("RGB")
    scale = 500 / 63
    cx = col * 500 + round((FRAME_LEFT + FRAME_W / 4) * scale)
    cy = round((88 - FRAME_BOTTOM - FRAME_H / 2) * scale)
    assert sheet.getpixel((cx, cy)) == pytest.approx((220, 20, 20), abs=12)
