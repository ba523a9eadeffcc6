"""The diagnostic shape, its renderings, and docs/diagnostics.md kept in step with the codes."""
from __future__ import annotations

import json
import os
import re

from compiler.report.codes import CODES
from compiler.report.diagnostics import (Diagnostic, DiagnosticBag, Severity, SourceCache, Span, render_json, render_one)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_every_code_is_documented_and_every_documented_code_exists():
    with open(os.path.join(ROOT, "docs", "diagnostics.md"), encoding="utf-8") as fh:
        documented = set(re.findall(r"^### (SYN\d{3})", fh.read(), re.M))
    assert set(CODES) - documented == set(), "codes missing from docs/diagnostics.md"
    assert documented - set(CODES) == set(), "docs/diagnostics.md documents codes compiler/report/codes.py lacks"


def test_codes_are_well_formed():
    assert all(re.fullmatch(r"SYN\d{3}", c) and text for c, text in CODES.items())


def test_bag_sorts_by_file_and_line_and_drops_exact_repeats():
    bag = DiagnosticBag()
    bag.error("SYN102", "b", Span("b.yaml", 3, 1))
    bag.warning("SYN018", "a", Span("a.yaml", 1, 1))
    bag.error("SYN101", "a2", Span("a.yaml", 9, 2))
    bag.error("SYN101", "a2", Span("a.yaml", 9, 2))
    assert [(d.span.file, d.span.line) for d in bag.sorted()] == [("a.yaml", 1), ("a.yaml", 9), ("b.yaml", 3)]
    assert len(bag.errors) == 3 and len(bag.warnings) == 1


def test_text_rendering_underlines_the_span():
    src = SourceCache()
    src.remember("c.yaml", "kind: crook\n    power: four\n")
    d = Diagnostic("SYN102", "bad power", Span("c.yaml", 2, 12, 2, 16), Severity.ERROR, "use a number")
    assert render_one(d, src) == (
        "error[SYN102]: bad power\n"
        "  --> c.yaml:2:12\n"
        "   |\n"
        " 2 |     power: four\n"
        "   |            ^^^^\n"
        "  = help: use a number")


def test_long_lines_show_a_window_around_the_caret():
    src = SourceCache()
    src.remember("l.yaml", "text: " + "x" * 300 + "HERE" + "y" * 300)
    d = Diagnostic("SYN107", "too long", Span("l.yaml", 1, 307, 1, 311))
    lines = render_one(d, src).splitlines()
    code_line, caret_line = lines[3], lines[4]
    assert len(code_line) < 140
    at = caret_line.index("^")
    assert code_line[at:at + 4] == "HERE" and caret_line.count("^") == 4


def test_colour_only_when_asked():
    d = Diagnostic("SYN018", "no modeline", Span("m.yaml"), Severity.WARNING)
    assert "\033[" not in render_one(d, SourceCache())
    assert "\033[1;33m" in render_one(d, SourceCache(), color=True)


def test_json_rendering():
    d = Diagnostic("SYN103", "unknown `x`", Span("f.yaml", 4, 5, 4, 6), help="did you mean `y`?")
    doc = json.loads(render_json([d], {"errors": 1}))
    assert doc == {"diagnostics": [{"code": "SYN103", "severity": "error", "message": "unknown `x`",
                                    "file": "f.yaml", "line": 4, "column": 5, "end_line": 4, "end_column": 6,
                                    "help": "did you mean `y`?"}],
                   "summary": {"errors": 1}}
