"""Sheets of a tiny fixture pack: options, templates, text, diagnostics.

The fixture (tests/fixtures/sheets/mini) has six cards, one of them named
`<script>alert(1)</script>`; each test copies it with the base pack's
templates into a temporary folder, so templates can be broken on purpose.
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

import pdfplumber
import pypdf
import pytest
from markupsafe import escape
from PIL import Image

from compiler.report.diagnostics import DiagnosticBag
from compiler.sheets import layout as geo
from compiler.sheets import pipeline, settings, text
from compiler.sheets.icons import Iconizer

from sheets_support import MM, ROOT, pack, page_fonts  # noqa: F401  (pack is a fixture)
from tests.base_vocab import VOCAB
TOL = 0.2


def run(root, out=None, outputs=("html", "pdf"), **flags):
    bag = DiagnosticBag()
    loaded = pipeline.read_pack(str(root), bag)
    assert not bag.errors, [d.message for d in bag.errors]
    opts = settings.load_pack_defaults(str(root / "templates"), bag, "templates")
    opts = settings.with_overrides(opts, outputs=outputs, **flags)
    result = pipeline.run(str(root), opts, str(out or root.parent / "out"), bag, loaded)
    return result, bag


def line_of(path, needle):
    return next(i for i, ln in enumerate(open(path, encoding="utf-8").read().splitlines(), 1) if needle in ln)


def codes(bag):
    return [d.code for d in bag.sorted()]


def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "compiler", "sheets", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd, timeout=120)


def card_rects(page, w=63, h=88):
    """Top-left corners (mm) of the w x h rectangles drawn on a page.

    A card may draw its trim rectangle more than once (background colour, then
    a pattern clipped to it), so equal corners count once.
    """
    corners = {(round(r["x0"] / MM, 2), round(r["top"] / MM, 2)) for r in page.rects
               if abs(r["width"] / MM - w) <= TOL and abs(r["height"] / MM - h) <= TOL}
    return sorted(corners, key=lambda p: (round(p[1]), p[0]))


# --- escaping: names are text --------------------------------------------------------

def test_a_card_named_script_prints_as_text(pack, tmp_path):
    proc = cli(pack, "--out", tmp_path / "out", "--outputs", "html,pdf")
    assert proc.returncode == 0, proc.stderr
    html = (tmp_path / "out" / "sheets.html").read_text()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "Plain &lt;b&gt;text&lt;/b&gt; &amp; more." in html
    assert "<script" not in html
    reader = pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf"))
    assert "<script>alert(1)</script>" in reader.pages[0].extract_text()


def test_chromium_shows_the_script_name_as_text(pack, tmp_path):
    from test_sheets_basepack import chromium_probe
    result, bag = run(pack, tmp_path / "out", outputs=("html",))
    found = chromium_probe(tmp_path / "out" / "sheets.html")
    assert found["scripts"] == 0
    assert "<script>alert(1)</script>" in found["names"]
    assert len(found["cards"]) == 6 and found["overflow"] == []


# --- rules text ------------------------------------------------------------------------

def test_icons_replace_money_tokens_and_mark_districts():
    icons = Iconizer([{"name": "Docks", "color": "#0072B2", "pattern": "waves", "enum": "district"}])
    html = str(icons("Gain 5 G when a token leaves Docks & <b>"))
    assert re.search(r'<span class="money">5<img class="icon icon-money" alt=" G" src="data:image/svg\+xml,', html)
    assert '<img class="icon icon-token" alt="token"' in html
    assert '<span class="district-ref"><img class="icon icon-district"' in html and "Docks</span>" in html
    assert "&amp; &lt;b&gt;" in html
    assert "'" not in html.split("src=")[1].split('"')[1]        # data URLs are safe in any quotes


def test_cards_without_text_print_their_described_abilities(pack, tmp_path):
    run(pack, tmp_path / "out", outputs=("html",))
    html = (tmp_path / "out" / "sheets.html").read_text()
    ned = html[html.index('data-card="quiet_ned"'):]
    ned = ned[:ned.index('data-side="back"') if 'data-side="back"' in ned else len(ned)]
    if text.describer() is not None:
        assert "origin-described" in ned
        described = text.describer()("modify hit by 2 for attacks by owner", VOCAB)
        assert str(escape(described)) in ned
    else:
        assert "origin-source" in ned and "modify hit by 2 for attacks by owner" in ned


def test_without_the_describer_the_ability_source_is_printed(pack, tmp_path, monkeypatch):
    monkeypatch.setattr(text, "_DESCRIBE", None)
    monkeypatch.setattr(text, "_LOOKED", True)
    run(pack, tmp_path / "out", outputs=("html",))
    html = (tmp_path / "out" / "sheets.html").read_text()
    assert 'origin-source" data-field="abilities">modify hit by 2 for attacks by owner' in html


def test_a_failing_describer_is_a_warning_and_the_source_is_printed(pack, tmp_path, monkeypatch):
    def broken(source, vocab):
        raise RuntimeError("no words for this")
    monkeypatch.setattr(text, "_DESCRIBE", broken)
    monkeypatch.setattr(text, "_LOOKED", True)
    result, bag = run(pack, tmp_path / "out", outputs=("html",))
    assert result is not None and codes(bag) == ["SYN609"]
    d = bag.sorted()[0]
    assert d.span.file.endswith("crooks.yaml") and d.span.line == line_of(pack / "crooks.yaml", "modify hit by 2")
    assert "modify hit by 2" in (tmp_path / "out" / "sheets.html").read_text()


def test_text_that_overflows_is_an_error_at_the_card_field(pack, tmp_path):
    crooks = pack / "crooks.yaml"
    long_text = "Spend a token to gain 5 G. " * 10          # within the schema's 300 characters
    crooks.write_text(crooks.read_text().replace('text: "Plain <b>text</b> & more."', f'text: "{long_text}"'))
    proc = cli(pack, "--out", tmp_path / "out", "--outputs", "html,pdf", "--card-size", "35x50")
    assert proc.returncode == 1
    assert "error[SYN605]: card `script_kid`: text overflows its box" in proc.stderr
    assert f"crooks.yaml:{line_of(crooks, 'Spend a token')}:11" in proc.stderr
    assert (tmp_path / "out" / "sheets.pdf").exists()        # written, to look at the problem
    assert "Traceback" not in proc.stderr


def test_a_long_flavour_text_is_blamed_on_the_flavour(pack, tmp_path):
    mobs = pack / "mobs.yaml"
    mobs.write_text(mobs.read_text().replace('"Awake when the city sleeps."', '"' + "Awake all night. " * 11 + '"'))
    result, bag = run(pack, tmp_path / "out", card_w=35.0, card_h=50.0)
    assert set(codes(bag)) == {"SYN605"}        # a card this small has other fields too full as well
    d = next(d for d in bag.sorted() if "night_owls" in d.message)
    assert "night_owls`: flavor" in d.message and d.span.line == line_of(mobs, "Awake all night")


# --- templates ---------------------------------------------------------------------------

def test_missing_template_is_reported(pack, tmp_path):
    os.remove(pack / "templates" / "crook.html.j2")
    result, bag = run(pack, tmp_path / "out")
    assert result is None and codes(bag) == ["SYN601"]
    assert bag.sorted()[0].span.file.endswith(os.path.join("templates", "crook.html.j2"))


def test_missing_stylesheet_and_folder_are_reported(pack, tmp_path):
    os.remove(pack / "templates" / "cards.css")
    _, bag = run(pack, tmp_path / "out")
    assert codes(bag) == ["SYN601"] and "cards.css" in bag.sorted()[0].message
    shutil.rmtree(pack / "templates")
    _, bag = run(pack, tmp_path / "out")
    assert codes(bag) == ["SYN601"] and "no templates folder" in bag.sorted()[0].message


def test_template_syntax_error_has_file_and_line(pack, tmp_path):
    path = pack / "templates" / "special.html.j2"
    lines = path.read_text().splitlines()
    lines.insert(3, "    {% if card.name %}")
    path.write_text("\n".join(lines) + "\n")
    proc = cli(pack, "--out", tmp_path / "out")
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "error[SYN602]: template syntax error" in proc.stderr
    assert re.search(r"special\.html\.j2:\d+:1", proc.stderr)
    assert not (tmp_path / "out").exists()


def test_template_error_while_rendering_points_at_the_template_line(pack, tmp_path):
    path = pack / "templates" / "_parts.html.j2"
    src = path.read_text().replace("{{ card.kind_label }}", "{{ card.kind_lable }}")
    path.write_text(src)
    line = next(i for i, ln in enumerate(src.splitlines(), 1) if "kind_lable" in ln)
    result, bag = run(pack, tmp_path / "out")
    assert result is None
    diags = bag.sorted()
    assert {d.code for d in diags} == {"SYN603"}
    assert all(d.span.file.endswith("_parts.html.j2") and d.span.line == line for d in diags)
    assert len(diags) == len({c for c in ("mob", "crook", "racket", "special")})   # once per template


def test_stylesheet_problems_are_warnings_at_their_line(pack, tmp_path):
    css = pack / "templates" / "cards.css"
    css.write_text(css.read_text() + "\n.name {\n  colr: red;\n  font-size: huge;\n}\n")
    n = len(css.read_text().splitlines())
    result, bag = run(pack, tmp_path / "out")
    assert result is not None
    warns = [d for d in bag.sorted() if d.code == "SYN604"]
    assert {d.span.line for d in warns} == {n - 2, n - 1}
    assert all(d.span.file.endswith("cards.css") for d in warns)


# --- geometry options ------------------------------------------------------------------------

def test_letter_paper_holds_nine_cards_of_exact_size(pack, tmp_path):
    result, bag = run(pack, tmp_path / "out", paper="letter", outputs=("pdf",))
    reader = pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf"))
    page = reader.pages[0]
    assert float(page.mediabox.width) / MM == pytest.approx(215.9, abs=0.01)
    assert float(page.mediabox.height) / MM == pytest.approx(279.4, abs=0.01)
    sheet = geo.sheet(geo.PAPERS["letter"], (63, 88), 3)
    with pdfplumber.open(str(tmp_path / "out" / "sheets.pdf")) as pdf:
        rects = card_rects(pdf.pages[0])
    assert len(rects) == 6
    for slot, (x, y) in zip(sheet.slots, rects):
        assert x == pytest.approx(slot.trim.x, abs=TOL) and y == pytest.approx(slot.trim.y, abs=TOL)


def test_proof_mode_has_no_bleed(pack, tmp_path):
    run(pack, tmp_path / "out", proof=True, outputs=("pdf",))
    reader = pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf"))
    page = reader.pages[0]
    assert list(map(float, page.trimbox)) == pytest.approx(list(map(float, page.bleedbox)), abs=0.01)
    with pdfplumber.open(str(tmp_path / "out" / "sheets.pdf")) as pdf:
        rects = pdf.pages[0].rects
        assert len(card_rects(pdf.pages[0])) == 6
        assert not [r for r in rects if abs(r["width"] / MM - 69) <= TOL and abs(r["height"] / MM - 94) <= TOL]


def test_single_layout_sets_exact_trim_and_bleed_boxes(pack, tmp_path):
    run(pack, tmp_path / "out", layout="single", outputs=("pdf",))
    reader = pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf"))
    assert len(reader.pages) == 12                      # 6 fronts, each followed by its back
    for page in reader.pages:
        assert float(page.mediabox.width) / MM == pytest.approx(69, abs=0.01)
        assert float(page.mediabox.height) / MM == pytest.approx(94, abs=0.01)
        t = [float(v) / MM for v in page.trimbox]
        assert t == pytest.approx([3, 3, 66, 91], abs=0.01)
        assert [float(v) / MM for v in page.bleedbox] == pytest.approx([0, 0, 69, 94], abs=0.01)


def test_back_offset_shifts_every_back_card(pack, tmp_path):
    run(pack, tmp_path / "out", back_offset=(1.5, -0.8), outputs=("pdf",))
    with pdfplumber.open(str(tmp_path / "out" / "sheets.pdf")) as pdf:
        front, back = card_rects(pdf.pages[0]), card_rects(pdf.pages[1])
    expected = sorted(((210 - x - 63 + 1.5, y - 0.8) for x, y in front), key=lambda p: (round(p[1]), p[0]))
    assert len(back) == len(front) == 6
    for (ex, ey), (bx, by) in zip(expected, back):
        assert bx == pytest.approx(ex, abs=TOL) and by == pytest.approx(ey, abs=TOL)
    reader = pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf"))
    ft, bt = reader.pages[0].trimbox, reader.pages[1].trimbox
    assert float(bt.left) - float(ft.left) == pytest.approx(1.5 * MM, abs=0.01)
    assert float(bt.bottom) - float(ft.bottom) == pytest.approx(0.8 * MM, abs=0.01)   # PDF y grows upwards


def test_short_edge_duplex_mirrors_top_and_bottom(pack, tmp_path):
    run(pack, tmp_path / "out", duplex="short", outputs=("pdf",))
    with pdfplumber.open(str(tmp_path / "out" / "sheets.pdf")) as pdf:
        front, back = card_rects(pdf.pages[0]), card_rects(pdf.pages[1])
    expected = sorted(((x, 297 - y - 88) for x, y in front), key=lambda p: (round(p[1]), p[0]))
    for (ex, ey), (bx, by) in zip(expected, back):
        assert bx == pytest.approx(ex, abs=TOL) and by == pytest.approx(ey, abs=TOL)


def test_no_duplex_prints_fronts_only_but_decks_still_get_backs(pack, tmp_path):
    result, bag = run(pack, tmp_path / "out", duplex="none", outputs=("pdf", "tts"), dpi=40, tts_width=64)
    assert len(pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf")).pages) == 1
    assert sorted(os.listdir(tmp_path / "out" / "tts")) == sorted(
        [f"deck-{k}-{n}.png" for k, n in (("mob", 1), ("crook", 1), ("racket", 1), ("special", 1))]
        + [f"deck-{k}-back.png" for k in ("mob", "crook", "racket", "special")] + ["mini.json"])


def test_pack_settings_file_sets_defaults_and_flags_win(pack, tmp_path):
    (pack / "templates" / "sheet.yaml").write_text('card_size: "57x89"\nbleed: 2\npaper: letter\ngrid: "3x2"\n')
    bag = DiagnosticBag()
    opts = settings.load_pack_defaults(str(pack / "templates"), bag, "t")
    assert (opts.card_w, opts.card_h, opts.bleed, opts.paper, opts.cols, opts.rows) == (57, 89, 2, "letter", 3, 2)
    run(pack, tmp_path / "out", paper="a4", outputs=("pdf",))
    reader = pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf"))
    assert float(reader.pages[0].mediabox.height) / MM == pytest.approx(297, abs=0.01)
    with pdfplumber.open(str(tmp_path / "out" / "sheets.pdf")) as pdf:
        assert len(card_rects(pdf.pages[0], 57, 89)) == 6


# --- selection and bad input ------------------------------------------------------------------

def test_cards_are_chosen_by_kind_id_or_file(pack, tmp_path):
    result, _ = run(pack, tmp_path / "a", kinds=("racket",), outputs=("png",), dpi=40)
    assert sorted(os.listdir(tmp_path / "a" / "cards")) == ["pier_dice.png", "uptown_wire.png"]
    result, _ = run(pack, tmp_path / "b", ids=("lucky_break",), files=(str(pack / "mobs.yaml"),),
                    outputs=("png",), dpi=40)
    assert sorted(os.listdir(tmp_path / "b" / "cards")) == ["lucky_break.png", "night_owls.png"]


def test_unknown_card_id_suggests_the_close_one(pack, tmp_path):
    proc = cli(pack, "--out", tmp_path / "out", "--card", "lucky_brake")
    assert proc.returncode == 1
    assert "error[SYN608]: no card has the id `lucky_brake`" in proc.stderr
    assert "did you mean `lucky_break`?" in proc.stderr


def test_bad_flags_and_settings_are_diagnostics(pack, tmp_path):
    proc = cli(pack, "--out", tmp_path / "out", "--card-size", "63by88", "--back-offset", "1")
    assert proc.returncode == 1 and proc.stderr.count("error[SYN607]") == 2
    proc = cli(pack, "--out", tmp_path / "out", "--grid", "4x3")
    assert proc.returncode == 1 and "error[SYN606]" in proc.stderr and "Traceback" not in proc.stderr
    (pack / "templates" / "sheet.yaml").write_text("bleed: 40\npaperr: a4\n")
    proc = cli(pack, "--out", tmp_path / "out")
    assert proc.returncode == 1 and proc.stderr.count("error[SYN607]") == 2
    assert re.search(r"sheet\.yaml:1:8", proc.stderr) and re.search(r"sheet\.yaml:2:1", proc.stderr)


def test_unprintable_district_pattern_is_reported(pack, tmp_path):
    ruleset = pack / "ruleset.yaml"
    ruleset.write_text(ruleset.read_text().replace("pattern: bricks", "pattern: zigzag"))
    proc = cli(pack, "--out", tmp_path / "out")
    assert proc.returncode == 1 and "error[SYN611]" in proc.stderr
    assert f"ruleset.yaml:{line_of(ruleset, 'zigzag')}:" in proc.stderr


def test_unwritable_output_is_a_diagnostic(pack, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    proc = cli(pack, "--out", blocker / "out", "--outputs", "html")
    assert proc.returncode == 1 and "error[SYN610]" in proc.stderr and "Traceback" not in proc.stderr


def test_a_pack_with_errors_is_not_printed(pack, tmp_path):
    crooks = pack / "crooks.yaml"
    crooks.write_text(crooks.read_text().replace("power: 3", "power: three"))
    proc = cli(pack, "--out", tmp_path / "out")
    assert proc.returncode == 1 and f"crooks.yaml:{line_of(crooks, 'power: three')}:" in proc.stderr
    assert not (tmp_path / "out").exists()


def test_nothing_the_user_wrote_changes_and_no_temp_files_stay(pack, tmp_path):
    def digest():
        h = hashlib.sha256()
        for folder, _, files in sorted(os.walk(pack)):
            for f in sorted(files):
                h.update(f.encode() + (open(os.path.join(folder, f), "rb").read()))
        return h.hexdigest()
    before = digest()
    proc = cli(pack, "--out", tmp_path / "out", "--dpi", "40", "--tts-width", "64")
    assert proc.returncode == 0, proc.stderr
    assert digest() == before
    leftovers = [f for _, _, files in os.walk(tmp_path / "out") for f in files if f.startswith(".tmp-")]
    assert leftovers == []
    assert "6 cards, 2 PDF pages" in proc.stdout


# --- print-ready card images and the Tabletop Simulator object (issue 18) ------------------------

GOLDEN_TTS = os.path.join(ROOT, "tests", "golden", "tts_mini.json")


def test_tts_saved_object_matches_the_golden_file(pack, tmp_path):
    # The whole structure TTS reads, with hosted images; regenerate the golden file
    # with SYNDICATE_UPDATE_GOLDEN=1 after a deliberate change.
    proc = cli(pack, "--out", tmp_path / "out", "--outputs", "tts", "--tts-width", "64",
               "--image-url", "https://cards.example.org/mini/")
    assert proc.returncode == 0, proc.stderr
    made = (tmp_path / "out" / "tts" / "mini.json").read_text()
    if os.environ.get("SYNDICATE_UPDATE_GOLDEN"):
        with open(GOLDEN_TTS, "w", encoding="utf-8") as fh:
            fh.write(made)
    with open(GOLDEN_TTS, encoding="utf-8") as fh:
        assert made == fh.read()
    saved = json.loads(made)
    urls = {u for d in saved["ObjectStates"] for i in d["CustomDeck"].values() for u in (i["FaceURL"], i["BackURL"])}
    assert all(u.startswith("https://cards.example.org/mini/deck-") for u in urls)
    assert {os.path.basename(u) for u in urls} <= set(os.listdir(tmp_path / "out" / "tts"))


def test_image_url_must_be_a_web_address(pack, tmp_path):
    proc = cli(pack, "--out", tmp_path / "out", "--outputs", "tts", "--image-url", "javascript:alert(1)")
    assert proc.returncode == 1
    assert "error[SYN607]: image URL 'javascript:alert(1)' is not an http:// or https:// address" in proc.stderr
    assert not (tmp_path / "out").exists()


def test_png_only_json_summary_reports_no_pdf_pages(pack, tmp_path):
    proc = cli(pack, "--out", tmp_path / "out", "--outputs", "png", "--dpi", "72", "--json")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)["summary"]
    assert summary["cards"] == 6 and summary["pages"] == 0 and len(summary["files"]) == 6


@pytest.mark.parametrize("flags, bleed", [((), 3.0), (("--bleed", "2"), 2.0), (("--proof",), 0.0),
                                         (("--layout", "single", "--bleed", "1.5"), 1.5)])
def test_card_pngs_carry_the_bleed_asked_for_and_record_their_dpi(pack, tmp_path, flags, bleed):
    proc = cli(pack, "--out", tmp_path / "out", "--outputs", "png", "--dpi", "120", *flags)
    assert proc.returncode == 0, proc.stderr
    assert "PDF pages" not in proc.stdout          # no PDF was asked for
    assert re.match(r"6 cards, 6 files in ", proc.stdout)
    for name in os.listdir(tmp_path / "out" / "cards"):
        with Image.open(tmp_path / "out" / "cards" / name) as img:
            assert img.size == (round((63 + 2 * bleed) / 25.4 * 120), round((88 + 2 * bleed) / 25.4 * 120))
            assert img.info["dpi"] == pytest.approx((120, 120), rel=1e-3)


def test_a_poker_card_at_300_dpi_is_744_by_1039_pixels(pack, tmp_path):
    # The figure docs/sheets.md quotes.
    run(pack, tmp_path / "out", outputs=("png",), ids=("lucky_break",), proof=True)
    with Image.open(tmp_path / "out" / "cards" / "lucky_break.png") as img:
        assert img.size == (744, 1039)
        assert img.info["dpi"] == pytest.approx((300, 300), rel=1e-3)


# --- fonts and system libraries (issue 13) -----------------------------------------------------

def test_cards_print_only_with_the_fonts_the_pack_ships(pack, tmp_path):
    # Every font in the PDF is one of the pack's @font-face families, so the
    # cards look the same on any machine, whatever it has installed.
    result, bag = run(pack, tmp_path / "out", outputs=("pdf",))
    assert not [d for d in bag.sorted() if d.code.startswith("SYN62")]
    names = set()
    for page in pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf")).pages:
        names.update(str(f["/BaseFont"]).split("+", 1)[1] for f in page_fonts(page))
    assert names and all(n.startswith("Card-") for n in names), names


def test_a_font_the_pack_does_not_ship_is_a_warning_at_its_line(pack, tmp_path):
    css = pack / "templates" / "cards.css"
    css.write_text(css.read_text() + '\n.flavor { font-family: "Comic Sans MS", cursive; }\n')
    result, bag = run(pack, tmp_path / "out", outputs=("html",))
    found = [d for d in bag.sorted() if d.code == "SYN621"]
    assert len(found) == 1 and "`Comic Sans MS`" in found[0].message
    assert found[0].span.line == line_of(css, "Comic Sans MS") and result is not None


def test_a_font_source_outside_the_templates_folder_is_an_error(pack, tmp_path):
    css = pack / "templates" / "cards.css"
    (tmp_path / "secret.ttf").write_bytes(b"not a font")
    css.write_text(css.read_text()
                   + '\n@font-face { font-family: "Card Sans"; src: url(../../secret.ttf); }\n'
                   + '@font-face { font-family: "Card Sans"; src: url("https://fonts.example.org/x.ttf"); }\n'
                   + '@font-face { font-family: "Card Sans"; src: url(fonts/missing.ttf); }\n')
    proc = cli(pack, "--out", tmp_path / "out", "--outputs", "pdf")
    assert proc.returncode == 1
    errors = re.findall(r"error\[SYN622\]: @font-face source `([^`]+)` (.*)", proc.stderr)
    assert errors == [("../../secret.ttf", "is outside the pack's templates folder (fonts are read from there only)"),
                      ("https://fonts.example.org/x.ttf", "is outside the pack's templates folder (fonts are read from there only)"),
                      ("fonts/missing.ttf", "is not a file in the pack's templates folder")]
    assert not (tmp_path / "out" / "sheets.pdf").exists()


NO_PANGO = """
import sys, cffi
real = cffi.FFI.dlopen
def dlopen(self, name, *args, **kw):
    if "pango" in str(name):
        raise OSError(f"cannot load library '{name}': {name}: cannot open shared object file: No such file or directory")
    return real(self, name, *args, **kw)
cffi.FFI.dlopen = dlopen
from compiler.cli import main
sys.argv = ["syndicate"] + sys.argv[1:]
main()
"""


def test_a_missing_system_library_names_the_package_to_install(pack, tmp_path):
    # As on a machine without Pango: cffi cannot load it when WeasyPrint starts.
    proc = subprocess.run([sys.executable, "-c", NO_PANGO, "sheets", str(pack), "--out", str(tmp_path / "out")],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 1
    assert "error[SYN620]: the PDF renderer (WeasyPrint) cannot load the system library `libpango-1.0-0`" in proc.stderr
    assert "sudo apt-get install libpango-1.0-0" in proc.stderr
    assert "Traceback" not in proc.stderr and "disk" not in proc.stderr
    assert proc.stdout == ""          # WeasyPrint's own banner is not let through


def test_kind_option_takes_the_kinds_of_the_pack_manifest(pack, tmp_path):
    proc = cli(pack, "--kind", "crok", "--out", tmp_path / "out", "--outputs", "html")
    assert proc.returncode == 1 and "error[SYN607]: `--kind crok` is not a card kind of this pack" in proc.stderr
    assert "did you mean `crook`?" in proc.stderr and "Traceback" not in proc.stderr
    manifest = pack / "game.yaml"
    manifest.write_text(manifest.read_text().replace("    label: Crook\n", "    label: Hoodlum\n"))
    result, bag = run(pack, tmp_path / "out2", outputs=("html",), kinds=("crook",))
    html = (tmp_path / "out2" / "sheets.html").read_text()
    assert not bag.errors and "Hoodlum" in html   # the label comes from the manifest
    assert "data-kind=\"crook\"" in html and "data-kind=\"racket\"" not in html   # only the chosen kind


def test_described_abilities_name_the_packs_entries_by_their_display_names(pack, tmp_path):
    """A card without text prints describe() in the pack's names: `wire` is "Wire Room", not "Wire"."""
    crooks = pack / "crooks.yaml"
    src = crooks.read_text(encoding="utf-8")
    crooks.write_text(src.replace('"modify hit by 2 for attacks by owner"',
                                  '"modify income of rackets of owner where it.type is wire by 1"', 1), encoding="utf-8")
    run(pack, tmp_path / "out", outputs=("html",))
    html = (tmp_path / "out" / "sheets.html").read_text()
    ned = html[html.index('data-card="quiet_ned"'):]
    if text.describer() is not None:
        assert "Your Wire Room Rackets earn +1." in ned
