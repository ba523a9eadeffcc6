"""How a print run is split into WeasyPrint jobs, and that splitting changes nothing.

The PDF of a run split over worker processes must be the PDF of one run:
same pages in the same order, same boxes, cards and cut marks in the same
places; equal back pages are laid out once and printed on every sheet.
"""
import os

import pdfplumber
import pypdf
import pytest

from compiler.report.diagnostics import DiagnosticBag
from compiler.sheets import jobs, pipeline, render, settings
from compiler.sheets import layout as geo

from sheets_support import MM, ROOT, TEMPLATES, pack  # noqa: F401  (pack is a fixture)


def run(root, out, **flags):
    bag = DiagnosticBag()
    loaded = pipeline.read_pack(str(root), bag)
    opts = settings.with_overrides(settings.load_pack_defaults(str(root / "templates"), bag, "t"), **flags)
    result = pipeline.run(str(root), opts, str(out), bag, loaded)
    assert result is not None and not bag.errors, [d.message for d in bag.errors]
    return result


def test_split_makes_contiguous_runs_of_nearly_equal_size():
    assert [list(r) for r in jobs.split(7, 2)] == [[0, 1, 2, 3], [4, 5, 6]]
    assert [len(r) for r in jobs.split(13, 3)] == [5, 4, 4]
    assert [list(r) for r in jobs.split(2, 5)] == [[0], [1]]          # never an empty job
    assert [list(r) for r in jobs.split(0, 2)] == [[]]


def _pages(n_cards, kinds):
    """Pages for n cards (kinds cycle in runs) on a 3 x 3 A4 sheet, with one back per kind."""
    from types import SimpleNamespace
    from markupsafe import Markup
    faces = [render.Face(SimpleNamespace(id=f"c{i}", kind=kinds[i * len(kinds) // n_cards]), Markup(f"<p>{i}</p>"),
                         "kind-x") for i in range(n_cards)]
    backs = {k: Markup(f"<p>back of {k}</p>") for k in kinds}
    sheet = geo.sheet(geo.PAPERS["a4"], (63, 88), 3)
    return render.build_pages(faces, backs, sheet, "long", (0, 0)), sheet


def test_equal_back_pages_are_laid_out_once_per_job():
    pages, sheet = _pages(45, ["crook"])         # five full sheets of one kind: five equal backs
    (job,) = jobs.plan(pages, 1, sheet, "long", (0, 0), "t", [], TEMPLATES)
    assert len(job.order) == 10 and job.sides == ["front", "back"] * 5
    assert len(job.bodies) == 6                  # five fronts and one back
    assert len({job.order[i] for i in range(1, 10, 2)}) == 1
    assert job.measure == [job.order[i] for i in range(0, 10, 2)]   # only fronts are measured
    assert all(len(m) == 9 * 8 for m in job.marks)                    # every card's cut marks, both sides


def test_a_partly_filled_last_sheet_gets_its_own_back():
    pages, sheet = _pages(40, ["crook"])         # 4 full sheets + 4 cards
    (job,) = jobs.plan(pages, 1, sheet, "long", (0, 0), "t", [], TEMPLATES)
    assert len(job.bodies) == 5 + 2
    assert len(job.marks[-1]) == 4 * 8 and job.order[-1] != job.order[1]


def test_sheets_are_shared_out_between_workers_and_stay_whole():
    pages, sheet = _pages(9 * 13, ["mob", "crook"])
    planned = jobs.plan(pages, 2, sheet, "long", (0, 0), "t", [], TEMPLATES)
    assert [len(j.order) for j in planned] == [14, 12]                 # 7 and 6 sheets, front + back each
    assert all(j.sides[0] == "front" and j.sides[-1] == "back" for j in planned)
    few = jobs.plan(pages[:2 * (jobs.MIN_SHEETS_PER_JOB + 1)], 2, sheet, "long", (0, 0), "t", [], TEMPLATES)
    assert len(few) == 1                                               # too few sheets to be worth a process


def _describe(path):
    """Per page: size, boxes, card rectangles, black line segments and text."""
    pages = []
    reader = pypdf.PdfReader(str(path))
    with pdfplumber.open(str(path)) as pdf:
        for page, plumbed in zip(reader.pages, pdf.pages):
            rects = sorted({(round(r["x0"] / MM, 1), round(r["top"] / MM, 1)) for r in plumbed.rects
                            if abs(r["width"] / MM - 63) < 0.2 and abs(r["height"] / MM - 88) < 0.2})
            lines = sorted((round(ln["x0"] / MM, 1), round(ln["top"] / MM, 1), round(ln["x1"] / MM, 1),
                            round(ln["bottom"] / MM, 1)) for ln in plumbed.lines)
            pages.append((tuple(round(float(v), 2) for v in page.mediabox),
                          tuple(round(float(v), 2) for v in page.trimbox),
                          tuple(round(float(v), 2) for v in page.bleedbox), rects, lines,
                          " ".join(page.extract_text().split())))
    return pages


def test_two_worker_processes_write_the_pdf_of_one(pack, tmp_path, monkeypatch):
    monkeypatch.setattr(jobs, "MIN_SHEETS_PER_JOB", 1)
    flags = dict(cols=1, rows=2, outputs=("pdf",), back_offset=(0.5, -0.3))     # 3 sheets, 6 pages
    one = run(pack, tmp_path / "one", jobs=1, **flags)
    two = run(pack, tmp_path / "two", jobs=2, **flags)
    assert one.pages == two.pages == 6
    a, b = _describe(tmp_path / "one" / "sheets.pdf"), _describe(tmp_path / "two" / "sheets.pdf")
    assert a == b
    assert [len(p[3]) for p in a] == [2, 2, 2, 2, 2, 2]
    assert all(p[4] for p in a)                  # cut marks on every page, backs included
    assert pypdf.PdfReader(str(tmp_path / "two" / "sheets.pdf")).metadata.title.endswith("card sheets")


def test_an_overflow_found_by_a_worker_is_reported(pack, tmp_path, monkeypatch):
    monkeypatch.setattr(jobs, "MIN_SHEETS_PER_JOB", 1)
    mobs = pack / "mobs.yaml"
    mobs.write_text(mobs.read_text().replace('"Awake when the city sleeps."', '"' + "Awake all night. " * 11 + '"'))
    bag = DiagnosticBag()
    loaded = pipeline.read_pack(str(pack), bag)
    opts = settings.with_overrides(settings.SheetOptions(), cols=1, rows=1, outputs=("pdf",), jobs=2,
                                   card_w=35.0, card_h=50.0)
    assert pipeline.run(str(pack), opts, str(tmp_path / "out"), bag, loaded) is not None
    assert {d.code for d in bag.errors} == {"SYN605"}
    assert any("night_owls`: flavor" in d.message for d in bag.errors)
    assert (tmp_path / "out" / "sheets.pdf").exists()


def test_jobs_must_be_a_sensible_number(pack, tmp_path):
    bag = DiagnosticBag()
    loaded = pipeline.read_pack(str(pack), bag)
    opts = settings.with_overrides(settings.SheetOptions(), jobs=0)
    assert pipeline.run(str(pack), opts, str(tmp_path / "out"), bag, loaded) is None
    assert [d.code for d in bag.errors] == ["SYN607"] and "jobs" in bag.errors[0].message


def test_template_indentation_next_to_blocks_is_dropped_but_inline_spaces_stay():
    html = '<article class="c">\n  <div title="a > b">X</div>\n  <p>a <b>b</b> <i>c</i>\n</p>\n</article>'
    assert render.compact(html) == '<article class="c"><div title="a > b">X</div><p>a <b>b</b> <i>c</i></p></article>'


def _crops(kinds_and_counts):
    from compiler.sheets import images
    out = []
    for kind, n in kinds_and_counts:
        out.extend(images.Crop(len(out) // 9, geo.Rect(0, 0, 63, 88), f"{kind}{i}", kind, f"{kind}{i}")
                   for i in range(n))
    return out


def test_decks_hold_69_cards_of_one_kind_and_are_shared_out_whole():
    from compiler.sheets import images
    crops = _crops([("crook", 150), ("racket", 30), ("special", 5)])
    decks = images.plan_decks(crops)
    assert [(d.kind, d.number, len(d.crops)) for d in decks] == [
        ("crook", 1, 69), ("crook", 2, 69), ("crook", 3, 12), ("racket", 1, 30), ("special", 1, 5)]
    from compiler.sheets.pipeline import PngSource
    png = PngSource(b"", [c.page for c in crops], [c.rect for c in crops], (69, 94))
    planned, _ = images.plan_images(b"", crops, {}, (63, 88), 50, "out", png, True, 80, 2)
    assert [[d.name for d in j.decks] for j in planned] == [
        ["deck-crook-1.png", "deck-crook-2.png"], ["deck-crook-3.png", "deck-racket-1.png", "deck-special-1.png"]]
    assert [c.card_id for j in planned for c in j.cards] == [c.card_id for c in crops]   # every PNG once, in order
    planned, _ = images.plan_images(b"", crops[:30], {}, (63, 88), 50, "out", png, False, 80, 2)
    assert len(planned) == 1 and not planned[0].decks                  # a few cards stay in one process


def test_equal_back_pages_share_one_content_stream_in_the_pdf(pack, tmp_path):
    run(pack, tmp_path / "out", cols=1, rows=1, outputs=("pdf",), jobs=1)       # a sheet per card
    reader = pypdf.PdfReader(str(tmp_path / "out" / "sheets.pdf"))
    refs = [page.get_object().raw_get("/Contents").idnum for page in reader.pages]
    fronts, backs = refs[0::2], refs[1::2]
    assert len(set(fronts)) == 6
    assert len(set(backs)) == 4              # one per kind: mob, crook, racket, special
    with pdfplumber.open(str(tmp_path / "out" / "sheets.pdf")) as pdf:
        assert all(len(pdf.pages[i].lines) == len(pdf.pages[1].lines) > 0 for i in range(1, 12, 2))


def test_big_runs_are_cut_finer_than_the_workers_and_one_worker_gets_one_job():
    pages, sheet = _pages(9 * 40, ["crook"])
    assert len(jobs.plan(pages, 2, sheet, "long", (0, 0), "t", [], TEMPLATES)) == 4
    assert len(jobs.plan(pages, 1, sheet, "long", (0, 0), "t", [], TEMPLATES)) == 1


def test_jobs_flag_on_the_command_line(pack, tmp_path):
    import subprocess
    import sys
    bad = subprocess.run([sys.executable, "-m", "compiler", "sheets", str(pack), "--out", str(tmp_path / "a"),
                          "--jobs", "0"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert bad.returncode == 1 and "error[SYN607]" in bad.stderr and "Traceback" not in bad.stderr
    good = subprocess.run([sys.executable, "-m", "compiler", "sheets", str(pack), "--out", str(tmp_path / "b"),
                           "--jobs", "2", "--grid", "1x1", "--outputs", "pdf,png", "--dpi", "40"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert good.returncode == 0, good.stderr
    assert "6 cards, 12 PDF pages" in good.stdout
    assert len(os.listdir(tmp_path / "b" / "cards")) == 6


def _dies_in_a_worker(item, parent=os.getpid()):
    if os.getpid() != parent:
        os._exit(3)
    return item * 2


def test_a_killed_worker_does_not_lose_the_work():
    assert jobs.parallel(_dies_in_a_worker, [1, 2, 3], 2) == [2, 4, 6]


def test_a_stylesheet_that_breaks_the_pages_is_a_diagnostic(pack, tmp_path):
    css = pack / "templates" / "cards.css"
    css.write_text(css.read_text() + "\n.page { height: 30mm; break-after: auto; page-break-after: auto; }\n")
    bag = DiagnosticBag()
    loaded = pipeline.read_pack(str(pack), bag)
    opts = settings.with_overrides(settings.SheetOptions(), outputs=("pdf",), jobs=1)
    assert pipeline.run(str(pack), opts, str(tmp_path / "out"), bag, loaded) is None
    assert [d.code for d in bag.errors] == ["SYN606"] and bag.errors[0].span.file.endswith("cards.css")
    assert not (tmp_path / "out").exists()


def test_preview_draws_marks_in_svg_and_places_cards_by_class(pack, tmp_path):
    run(pack, tmp_path / "out", outputs=("html",), jobs=1)
    html = (tmp_path / "out" / "sheets.html").read_text()
    body = html[html.index("<body>"):]
    assert body.count('<svg class="marks"') == body.count("<section") == 2         # one sheet, front + back
    assert 'style="' not in body                 # slots and district colours come from classes
    assert 'class="bleed kind-racket district-' in body and ".district-" in html and "--district-color" in html
    assert ".slot-f0 {" in html and ".slot-b0 {" in html
