"""The base pack's sheets, measured from the files `syndicate sheets` writes.

One CLI run (module fixture) makes every output; the tests read them back:
the PDF with pypdf (page sizes, TrimBox/BleedBox) and pdfplumber (drawn card
rectangles and cut marks), the PNGs and deck images with Pillow, and the HTML
preview in headless Chromium (skipped, with the reason, when it is absent).
"""
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

import pdfplumber
import pypdf
import pytest
from PIL import Image

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.pack import load_pack
from compiler.sheets import layout as geo

from sheets_support import page_fonts

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = os.path.join(ROOT, "content", "crime_lords")
MM = 72 / 25.4
TOL = 0.2          # mm
DPI, TTS_W = 50, 80
KIND_ORDER = ("mob", "crook", "racket", "special")


@pytest.fixture(scope="module")
def out(tmp_path_factory):
    out = tmp_path_factory.mktemp("sheets")
    proc = subprocess.run(
        [sys.executable, "-m", "compiler", "sheets", PACK, "--out", str(out), "--dpi", str(DPI),
         "--tts-width", str(TTS_W), "--jobs", "2"], capture_output=True, text=True, cwd=ROOT, timeout=240)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    return out


@pytest.fixture(scope="module")
def cards():
    pack = load_pack(PACK, DiagnosticBag())
    return sorted(pack.cards, key=lambda c: KIND_ORDER.index(c.kind))


@pytest.fixture(scope="module")
def sheet():
    return geo.sheet(geo.PAPERS["a4"], (63, 88), 3)


def _mm_rect(pl_rect):
    return (pl_rect["x0"] / MM, pl_rect["top"] / MM, pl_rect["width"] / MM, pl_rect["height"] / MM)


def _card_rects(page):
    """63 x 88 mm rectangles drawn on a page; a card may draw its trim twice
    (background colour, then a pattern clipped to it), so equal ones count once."""
    rects = {tuple(round(v, 2) for v in _mm_rect(r)) for r in page.rects
             if abs(r["width"] / MM - 63) <= TOL and abs(r["height"] / MM - 88) <= TOL}
    return sorted(rects, key=lambda r: (round(r[1]), r[0]))


def test_every_card_of_the_base_pack_is_on_a_front_page(out, cards):
    reader = pypdf.PdfReader(str(out / "sheets.pdf"))
    fronts = math.ceil(len(cards) / 9)
    assert len(reader.pages) == 2 * fronts
    text = " ".join(reader.pages[i].extract_text() for i in range(0, len(reader.pages), 2))
    flat = re.sub(r"\s+", " ", text)
    for card in cards:
        assert re.sub(r"\s+", " ", card.name) in flat, card.id


def test_pages_are_a4_with_trim_and_bleed_boxes_of_the_card_grid(out, sheet):
    reader = pypdf.PdfReader(str(out / "sheets.pdf"))
    trim, bleed = sheet.trim_box, sheet.bleed_box
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(210 * MM, abs=0.01)
        assert float(page.mediabox.height) == pytest.approx(297 * MM, abs=0.01)
        t, b = page.trimbox, page.bleedbox
        # PDF boxes count from the bottom-left corner; the grid is symmetric so backs match.
        assert float(t.left) / MM == pytest.approx(trim.x, abs=TOL)
        assert float(t.top) / MM == pytest.approx(297 - trim.y, abs=TOL)
        assert float(t.width) / MM == pytest.approx(trim.w, abs=TOL)
        assert float(t.height) / MM == pytest.approx(trim.h, abs=TOL)
        assert float(b.left) / MM == pytest.approx(bleed.x, abs=TOL)
        assert float(b.width) / MM == pytest.approx(bleed.w, abs=TOL)
        assert float(b.height) / MM == pytest.approx(bleed.h, abs=TOL)
        assert float(b.left) <= float(t.left) and float(b.top) >= float(t.top)


def test_cards_are_63_by_88_mm_where_the_layout_puts_them(out, sheet, cards):
    with pdfplumber.open(str(out / "sheets.pdf")) as pdf:
        last_front = 2 * (math.ceil(len(cards) / 9) - 1)
        for index in (0, last_front):
            rects = _card_rects(pdf.pages[index])
            on_page = min(9, len(cards) - (index // 2) * 9)
            assert len(rects) == on_page
            for slot, (x, y, w, h) in zip(sheet.slots, rects):
                assert (w, h) == (pytest.approx(63, abs=TOL), pytest.approx(88, abs=TOL))
                assert (x, y) == (pytest.approx(slot.trim.x, abs=TOL), pytest.approx(slot.trim.y, abs=TOL))
            # Bleed areas: 69 x 94 mm (3 mm past every edge on A4).
            bleeds = {tuple(round(v, 2) for v in r) for r in map(_mm_rect, pdf.pages[index].rects)
                      if abs(r[2] - 69) <= TOL and abs(r[3] - 94) <= TOL}
            assert len(bleeds) == on_page


def test_back_pages_mirror_their_fronts_for_long_edge_duplex(out, cards):
    with pdfplumber.open(str(out / "sheets.pdf")) as pdf:
        last_front = 2 * (math.ceil(len(cards) / 9) - 1)
        for index in (0, last_front):     # a full page and the partly filled last one
            front, back = _card_rects(pdf.pages[index]), _card_rects(pdf.pages[index + 1])
            assert len(front) == len(back)
            mirrored = sorted(((210 - x - w, y, w, h) for x, y, w, h in front), key=lambda r: (round(r[1]), r[0]))
            for (fx, fy, _, _), (bx, by, _, _) in zip(mirrored, back):
                assert bx == pytest.approx(fx, abs=TOL) and by == pytest.approx(fy, abs=TOL)
            if len(front) < 9:
                # The last card sits at the right on the back when it is at the left on the front.
                assert back[-1][0] > front[-1][0]


def test_every_card_has_its_own_cut_marks(out, sheet):
    with pdfplumber.open(str(out / "sheets.pdf")) as pdf:
        lines = [ln for ln in pdf.pages[0].lines if ln["stroking_color"] in ((0,), (0.0,), 0, (0, 0, 0), (0.0, 0.0, 0.0))]
        found = {(round(ln["x0"] / MM, 1), round(ln["top"] / MM, 1), round(ln["x1"] / MM, 1), round(ln["bottom"] / MM, 1))
                 for ln in lines}
    for slot in sheet.slots:
        assert len(slot.marks) == 8
        for m in slot.marks:
            key = (round(min(m.x1, m.x2), 1), round(min(m.y1, m.y2), 1), round(max(m.x1, m.x2), 1), round(max(m.y1, m.y2), 1))
            assert any(all(abs(a - b) <= TOL for a, b in zip(key, f)) for f in found), (slot.index, m)


def test_one_png_per_card_with_its_bleed_and_resolution(out, cards):
    # Print-on-demand uploads want the bleed in the image and the DPI recorded (issue 18).
    files = sorted(os.listdir(out / "cards"))
    assert files == sorted(f"{c.id}.png" for c in cards)
    for name in (files[0], files[-1]):
        with Image.open(out / "cards" / name) as img:
            assert img.size == (round((63 + 6) / 25.4 * DPI), round((88 + 6) / 25.4 * DPI))
            assert img.info["dpi"] == pytest.approx((DPI, DPI), rel=1e-3)   # PNG stores pixels per metre


def test_card_png_bleed_holds_no_cut_marks_or_neighbours(out):
    # The bleed band of a card PNG is the card's own artwork: one colour along
    # each edge (the base templates paint the bleed flat), never a black mark line.
    with Image.open(out / "cards" / "ada_lockhart.png") as img:
        rgb = img.convert("RGB")
        w, h = rgb.size
        edge = [rgb.getpixel((x, 1)) for x in range(w)] + [rgb.getpixel((1, y)) for y in range(h)]
    assert len(set(edge)) == 1
    assert edge[0] != (0, 0, 0)


def test_tabletop_decks_are_10_by_7_with_the_back_in_the_last_cell(out, cards):
    saved = json.loads((out / "tts" / "crime_lords.json").read_text())
    by_kind = {}
    for deck in saved["ObjectStates"]:
        for number, image in deck["CustomDeck"].items():
            assert (image["NumWidth"], image["NumHeight"]) == (10, 7)
            face = out / "tts" / image["FaceURL"].rsplit("/", 1)[1]
            back = out / "tts" / image["BackURL"].rsplit("/", 1)[1]
            with Image.open(face) as img:
                w, h = img.width // 10, img.height // 7
                assert (w, img.size) == (TTS_W, (10 * w, 7 * h))
                hidden = img.crop((9 * w, 6 * h, 10 * w, 7 * h)).convert("RGB")
            with Image.open(back) as b:
                assert hidden.tobytes() == b.convert("RGB").tobytes()
        by_kind[deck["GMNotes"]] = [c["GMNotes"] for c in deck["ContainedObjects"]]
        assert all(len(c["CustomDeck"]) == 1 for c in deck["ContainedObjects"])
    for kind in KIND_ORDER:
        assert by_kind[kind] == [c.id for c in cards if c.kind == kind]


def test_tabletop_saved_object_loads_as_tts_expects(out, cards):
    # What TTS needs to spawn the object: ObjectStates of DeckCustom, CustomDeck
    # images it can open, DeckIDs naming one contained Card each, cards named.
    saved = json.loads((out / "tts" / "crime_lords.json").read_text())
    names = {c.id: c.name for c in cards}
    assert [d["Name"] for d in saved["ObjectStates"]] == ["DeckCustom"] * len(KIND_ORDER)
    guids = set()
    for deck in saved["ObjectStates"]:
        assert deck["DeckIDs"] == [c["CardID"] for c in deck["ContainedObjects"]]
        for number, image in deck["CustomDeck"].items():
            assert image["BackIsHidden"] is True
            for url in (image["FaceURL"], image["BackURL"]):
                assert url.startswith("file:///")
                assert os.path.isfile(url[len("file://"):])
        for card in deck["ContainedObjects"]:
            (number,) = card["CustomDeck"]
            assert card["Name"] == "Card" and card["CardID"] // 100 == int(number) and card["CardID"] % 100 < 69
            assert card["Nickname"] == names[card["GMNotes"]]
            guids.add(card["GUID"])
        guids.add(deck["GUID"])
    assert len(guids) == len(cards) + len(KIND_ORDER)
    assert all(re.fullmatch(r"[0-9a-f]{6}", g) for g in guids)


def test_pdf_font_subsets_have_one_program_per_name(out):
    # Made with --jobs 2: each job embeds its own subsets, and each distinct
    # font program must carry its own subset tag (ISO 32000-1 9.6.4).
    programs: dict[str, set] = {}
    reader = pypdf.PdfReader(str(out / "sheets.pdf"))
    for page in reader.pages:
        for font in page_fonts(page):
            for f in [font] + [d.get_object() for d in font.get("/DescendantFonts", [])]:
                desc = f.get("/FontDescriptor")
                if desc is None:
                    continue
                desc = desc.get_object()
                data = next(desc[k].get_object().get_data() for k in ("/FontFile2", "/FontFile3", "/FontFile") if k in desc)
                assert desc["/FontName"] == f["/BaseFont"]
                programs.setdefault(str(f["/BaseFont"]), set()).add(hashlib.sha1(data).hexdigest())
    assert programs
    assert all(re.fullmatch(r"/[A-Z]{6}\+\S+", name) for name in programs)
    assert all(len(found) == 1 for found in programs.values()), programs
    by_family: dict[str, set] = {}
    for name in programs:
        by_family.setdefault(name.split("+", 1)[1], set()).add(name)
    assert any(len(names) > 1 for names in by_family.values())   # two jobs did make different subsets



# --- the HTML preview in a real browser -------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")

PROBE = """<script id="probe">
(function () {
  var out = {cards: [], overflow: [], scripts: document.scripts.length - 1};
  document.querySelectorAll('.bleed[data-side="front"]').forEach(function (c) { out.cards.push(c.dataset.card); });
  document.querySelectorAll('.fit[data-field]').forEach(function (el) {
    if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) {
      out.overflow.push([el.closest('.bleed').dataset.card, el.dataset.field, el.scrollHeight, el.clientHeight]);
    }
  });
  var names = [];
  document.querySelectorAll('.bleed[data-side="front"] .name').forEach(function (n) { names.push(n.textContent); });
  out.names = names;
  var pre = document.createElement('pre'); pre.id = 'result'; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>"""


def chromium_probe(html_path):
    """Load the preview in headless Chromium with a measuring script; returns its findings."""
    if CHROMIUM is None:
        pytest.skip("headless Chromium is not installed (apt-get install chromium)")
    with open(html_path, encoding="utf-8") as fh:
        html = fh.read()
    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "probe.html")
        with open(page, "w", encoding="utf-8") as fh:
            fh.write(html.replace("</body>", PROBE + "</body>"))
        profile = os.path.join(tmp, "profile")
        proc = subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={profile}", "--dump-dom", "file://" + page],
            capture_output=True, text=True, timeout=120)
    m = re.search(r'<pre id="result">(.*?)</pre>', proc.stdout, re.S)
    assert m, proc.stderr[-2000:]
    import html as htmllib
    return json.loads(htmllib.unescape(m.group(1)))


def test_preview_in_chromium_shows_every_card_and_no_text_overflows(out, cards):
    found = chromium_probe(out / "sheets.html")
    assert sorted(found["cards"]) == sorted(c.id for c in cards)
    assert found["overflow"] == []
    assert found["scripts"] == 0


FONT_PROBE = """<script>document.fonts.ready.then(function () {
  var out = [];
  document.fonts.forEach(function (f) { out.push([f.family.replace(/"/g, ''), f.weight, f.style, f.status]); });
  var pre = document.createElement('pre'); pre.id = 'fonts'; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});</script>"""


def test_preview_in_chromium_loads_the_pack_fonts(out):
    # The preview's base URL is the templates folder, so the browser uses the
    # same font files as the PDF (issue 13: cards look the same everywhere).
    if CHROMIUM is None:
        pytest.skip("headless Chromium is not installed (apt-get install chromium)")
    html = (out / "sheets.html").read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "fonts.html")
        with open(page, "w", encoding="utf-8") as fh:
            fh.write(html.replace("</body>", FONT_PROBE + "</body>"))
        proc = subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--virtual-time-budget=10000", f"--user-data-dir={os.path.join(tmp, 'profile')}", "--dump-dom",
             "file://" + page], capture_output=True, text=True, timeout=120)
    m = re.search(r'<pre id="fonts">(.*?)</pre>', proc.stdout, re.S)
    assert m, proc.stderr[-2000:]
    import html as htmllib
    faces = json.loads(htmllib.unescape(m.group(1)))
    loaded = {(family, weight, style) for family, weight, style, status in faces if status == "loaded"}
    assert {("Card Sans", "normal", "normal"), ("Card Sans", "bold", "normal"), ("Card Serif", "bold", "normal"),
            ("Card Serif", "normal", "italic"), ("Card Narrow", "normal", "normal")} <= loaded
    assert not [f for f in faces if f[3] == "error"]
