"""Each distinct card face is laid out once, and the sheets PDF is still the PDF of whole laid-out sheets.

The reference is the way sheets were made before faces were shared: every
sheet laid out by WeasyPrint as one page (jobs.plan / pdf.run_job, still
used for the card PNG pages). The PDF composed from faces must match it
page for page: page count, MediaBox, TrimBox and BleedBox, every word at
its place, cut marks, and the rendered pixels (up to anti-aliasing at the
edges of a clipped card).
"""
import io
import os

import pdfplumber
import pypdf
import pypdfium2 as pdfium
import pytest
from PIL import ImageChops, ImageStat

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.pack import Card, Pack
from compiler.sheets import faces, jobs, pipeline, render, settings
from compiler.sheets import layout as geo

from sheets_support import pack  # noqa: F401  (a fixture)


def repeated(root, copies: int) -> Pack:
    """The mini pack with every card printed `copies` times under new ids (as bench/sheets.py --big does)."""
    bag = DiagnosticBag()
    base = pipeline.read_pack(str(root), bag)
    assert base is not None and not bag.errors
    cards = [Card(c.kind, dict(c.data, id=f"{c.id}_{n}"), c.doc, c.path) for n in range(copies) for c in base.cards]
    return Pack(root=base.root, name=base.name, documents=base.documents, cards=cards, ruleset=base.ruleset,
                ruleset_doc=base.ruleset_doc, manifest=base.manifest)


def options(root, **flags) -> settings.SheetOptions:
    bag = DiagnosticBag()
    return settings.with_overrides(settings.load_pack_defaults(str(root / "templates"), bag, "t"),
                                   outputs=("pdf",), **flags)


def faces_pdf(root, loaded, opts, out) -> bytes:
    bag = DiagnosticBag()
    result = pipeline.run(str(root), opts, str(out), bag, loaded)
    assert result is not None and not bag.errors, [d.message for d in bag.errors]
    return (out / "sheets.pdf").read_bytes()


def whole_sheets_pdf(root, loaded, opts) -> bytes:
    """The PDF as it was made before faces were shared: each sheet laid out as one HTML page."""
    from compiler.check.effects.vocab import pack_vocabulary
    bag = DiagnosticBag()
    info = render.PackInfo(loaded.ruleset, loaded.manifest, bag, lambda p: None)
    info.vocab = pack_vocabulary(loaded)
    templates = str(root / "templates")
    cards = pipeline.select_cards(loaded, opts, bag, None)
    tpl = render.open_templates(templates, "templates", {c.kind for c in cards}, bag)
    card_faces, backs = render.render_faces(cards, info, tpl, bag)
    sheet = pipeline.make_sheet(opts, bag, None)
    duplex = "long" if opts.duplex == "none" else opts.duplex
    pages = render.build_pages(card_faces, backs, sheet, duplex, opts.back_offset)
    if opts.duplex == "none":
        pages = [p for p in pages if p.side == "front"]
    css = [render.sheet_css(sheet, duplex, opts.back_offset) + render.swatch_css(info), tpl.css]
    planned = jobs.plan(pages, 1, sheet, duplex, opts.back_offset, "t", css, templates)
    assert not bag.errors, [d.message for d in bag.errors]
    return jobs.join([r.pdf for r in jobs.run(planned, 1)])


def describe(data: bytes):
    """Per page: the three boxes, and every word with its place (points, to 0.1)."""
    pages = []
    reader = pypdf.PdfReader(io.BytesIO(data))
    with pdfplumber.open(io.BytesIO(data)) as plumbed:
        for page, p in zip(reader.pages, plumbed.pages):
            boxes = tuple(tuple(round(float(v), 2) for v in box) for box in (page.mediabox, page.trimbox,
                                                                               page.bleedbox))
            words = sorted((round(w["x0"] * 10), round(w["top"] * 10), w["text"]) for w in p.extract_words())
            lines = sorted((round(ln["x0"], 1), round(ln["top"], 1), round(ln["x1"], 1), round(ln["bottom"], 1))
                           for ln in p.lines)
            pages.append((boxes, words, lines))
    return pages


def assert_same_words(a, b):
    """Same words on the same pages, each within 0.15 pt of its place (rounding of layout positions)."""
    assert len(a) == len(b)
    for (boxes_a, words_a, lines_a), (boxes_b, words_b, lines_b) in zip(a, b):
        assert boxes_a == boxes_b
        assert lines_a == lines_b                          # the cut marks
        assert sorted(w[2] for w in words_a) == sorted(w[2] for w in words_b)
        unmatched = list(words_b)
        for x, y, text in words_a:
            near = next((w for w in unmatched if w[2] == text and abs(w[0] - x) <= 1.5 and abs(w[1] - y) <= 1.5), None)
            assert near is not None, f"{text!r} at ({x / 10}, {y / 10}) pt is not on the composed page"
            unmatched.remove(near)


def assert_same_pixels(a: bytes, b: bytes, dpi: int = 300):
    """Rendered pages differ at most by anti-aliasing: a faint mean, and few pixels far apart.

    (At low resolutions pdfium snaps a card's clip and its patterns to the pixel
    grid one way for a laid-out sheet and another for a placed form: at 60 dpi
    a card edge may move by a pixel; at 300 dpi the pages render alike.)
    """
    da, db = pdfium.PdfDocument(a), pdfium.PdfDocument(b)
    try:
        assert len(da) == len(db)
        for i in range(len(da)):
            diff = ImageChops.difference(da[i].render(scale=dpi / 72).to_pil().convert("L"),
                                         db[i].render(scale=dpi / 72).to_pil().convert("L"))
            mean, histogram = ImageStat.Stat(diff).mean[0], diff.histogram()
            far = sum(histogram[97:]) / sum(histogram)           # pixels more than 96 levels apart
            assert mean < 0.25, f"page {i + 1}: mean difference {mean:.2f}"
            assert far < 0.001, f"page {i + 1}: {far:.3%} of pixels differ"
    finally:
        da.close()
        db.close()


@pytest.mark.parametrize("flags", [
    dict(),                                                            # A4, 3 x 3, long-edge duplex
    dict(paper="letter", duplex="short", back_offset=(0.5, -0.3)),     # inner bleed 1.85 mm, shifted backs
    dict(duplex="none", proof=True),                                   # fronts only, no bleed
])
def test_the_pdf_from_shared_faces_is_the_pdf_of_whole_sheets(pack, tmp_path, flags):
    loaded = repeated(pack, 3)                     # 18 cards: two sheets, each card face printed 3 times
    opts = options(pack, jobs=1, **flags)
    reference = whole_sheets_pdf(pack, loaded, opts)
    one = faces_pdf(pack, loaded, opts, tmp_path / "one")
    assert_same_words(describe(reference), describe(one))
    assert_same_pixels(reference, one)
    assert pypdf.PdfReader(io.BytesIO(one)).metadata.title.endswith("card sheets")


def test_two_jobs_write_the_pdf_of_one(pack, tmp_path, monkeypatch):
    monkeypatch.setattr(jobs, "MIN_FACES_PER_JOB", 1)
    loaded = repeated(pack, 2)
    one = faces_pdf(pack, loaded, options(pack, jobs=1), tmp_path / "one")
    two = faces_pdf(pack, loaded, options(pack, jobs=2), tmp_path / "two")
    assert describe(one) == describe(two)
    assert_same_pixels(one, two)


def test_a_face_printed_three_times_is_one_form_laid_out_once(pack, tmp_path):
    loaded = repeated(pack, 3)
    data = faces_pdf(pack, loaded, options(pack, jobs=1), tmp_path / "out")
    reader = pypdf.PdfReader(io.BytesIO(data))
    placed = [page["/Resources"]["/XObject"] for page in reader.pages]
    fronts = [{x.idnum for x in d.values()} for d in placed[0::2]]
    backs = [{x.idnum for x in d.values()} for d in placed[1::2]]
    assert len(set.union(*fronts)) == 6            # 18 cards, 6 distinct faces
    assert len(set.union(*backs)) == 4             # one back per kind: mob, crook, racket, special
    forms = [reader.get_object(i) for i in set.union(*fronts, *backs)]
    assert all(f["/Subtype"] == "/Form" for f in forms)


def _card(i, kind, html="<p>same</p>"):
    from types import SimpleNamespace
    from markupsafe import Markup
    return render.Face(SimpleNamespace(id=f"c{i}", kind=kind), Markup(html), f"kind-{kind}")


def test_cards_that_render_alike_share_a_face_and_its_overflow_names_every_one():
    sheet = geo.sheet(geo.PAPERS["a4"], (63, 88), 3)
    cards = [_card(i, "crook") for i in range(10)] + [_card(10, "crook", "<p>other</p>")]
    plan = faces.plan(cards, {"crook": "<p>back</p>"}, sheet, "long", (0, 0), True)
    assert len(plan.bodies) == 3                   # one front, the other front, one back
    assert plan.sides == ["front", "back", "front"]
    assert plan.cards[0] == [f"c{i}" for i in range(10)] and plan.cards[2] == ["c10"]
    assert [len(p.placements) for p in plan.pages] == [9, 9, 2, 2]
    assert [p.side for p in plan.pages] == ["front", "back", "front", "back"]
    assert len(plan.geometries) == 1               # A4: every slot has the full bleed


def test_letter_paper_gives_the_inner_slots_their_own_face_geometry():
    sheet = geo.sheet(geo.PAPERS["letter"], (63, 88), 3)
    plan = faces.plan([_card(i, "crook") for i in range(9)], {}, sheet, "long", (0, 0), False)
    assert len(plan.geometries) == 3               # top row, middle row, bottom row: different bleeds
    assert len(plan.bodies) == 3 and len(plan.pages) == 1
    assert {round(g.bleed_h, 2) for g in plan.geometries} == {round(88 + 3 + sheet.inner_bleed_y, 2),
                                                            round(88 + 2 * sheet.inner_bleed_y, 2)}


def test_equal_back_pages_share_one_content_stream(pack, tmp_path):
    loaded = repeated(pack, 3)
    data = faces_pdf(pack, loaded, options(pack, jobs=1, cols=1, rows=1), tmp_path / "out")
    reader = pypdf.PdfReader(io.BytesIO(data))
    refs = [page.get_object().raw_get("/Contents").idnum for page in reader.pages]
    assert len(set(refs[0::2])) == 6               # a card per page: the copies of a card print the same page
    assert len(set(refs[1::2])) == 4               # a back per kind
    assert os.path.getsize(tmp_path / "out" / "sheets.pdf") == len(data)
