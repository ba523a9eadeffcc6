"""The positioned YAML loader: places of values and keys, and what it refuses."""
from __future__ import annotations

import time

import pytest

from compiler.load.yamlload import MAX_DEPTH, load_file, load_text, read_source


def load(text):
    doc, diags = load_text(text, "f.yaml")
    return doc, [(d.code, d.span.line, d.span.col) for d in diags]


def test_every_value_and_key_has_its_place():
    doc, diags = load("kind: crook\ncards:\n  - id: knuckles\n    power: 4\n    abilities:\n      - gain 2\n")
    assert diags == []
    assert doc.data == {"kind": "crook", "cards": [{"id": "knuckles", "power": 4, "abilities": ["gain 2"]}]}
    s = doc.spans[("cards", 0, "power")]
    assert (s.line, s.col, s.end_line, s.end_col) == (4, 12, 4, 13)
    k = doc.key_spans[("cards", 0, "power")]
    assert (k.line, k.col, k.end_col) == (4, 5, 10)
    assert (doc.spans[("cards", 0, "abilities", 0)].line, doc.spans[("cards", 0, "abilities", 0)].col) == (6, 9)
    # A path that does not exist falls back to its nearest parent.
    assert doc.span(("cards", 0, "missing")) == doc.spans[("cards", 0)]


@pytest.mark.parametrize("text, offset, where", [
    ("a: |\n  line one\n  line two\n", 9, (3, 3)),                 # literal block
    ("a: >\n  folded one\n  folded two\n", 11, (3, 3)),           # folded block
    ("a: 'it''s here'\n", 5, (1, 11)),                           # doubled quote
    ('a: "tab\\there"\n', 4, (1, 10)),                           # escape
    ("x: 1\ncards:\r\n  - text: |\r\n      hello world\r\n      again\r\n", 12, (5, 7)),  # CRLF
])
def test_offsets_inside_strings_map_to_the_file(text, offset, where):
    doc, diags = load(text)
    assert diags == []
    path = ("a",) if "cards" not in text else ("cards", 0, "text")
    s = doc.string_span(path, offset, offset + 4)
    assert (s.line, s.col) == where


def test_byte_order_mark_is_accepted(tmp_path):
    f = tmp_path / "bom.yaml"
    f.write_bytes(b"\xef\xbb\xbfkind: special\n")
    doc, diags = load_file(str(f))
    assert diags == [] and doc.data == {"kind": "special"}


@pytest.mark.parametrize("text, expected", [
    ("a: 1\na: 2\n", ("SYN011", 2, 1)),
    ("{a: 1, b: 2, a: 3}\n", ("SYN011", 1, 14)),
    ("a: &x [1, 2]\nb: *x\n", ("SYN012", 1, 4)),
    ("a: b\nc: *nowhere\n", ("SYN012", 2, 4)),
    ("a:\n\t- b\n", ("SYN014", 2, 1)),
    ("? [a, b]\n: 1\n", ("SYN015", 1, 3)),
    ("a: !!python/name:os.system x\n", ("SYN016", 1, 4)),
    ("a: !include other.yaml\n", ("SYN016", 1, 4)),
    ("a: 1\n---\nb: 2\n", ("SYN017", 2, 1)),
    ("a: b: c\n", ("SYN010", 1, 5)),
    ("a: x\x07y\n", ("SYN010", 1, 5)),
])
def test_refusals(text, expected):
    _, diags = load(text)
    assert diags == [expected]


def test_unclosed_quote_says_where_it_began():
    doc, diags = load_text('a: "never closed\nb: 2\n', "f.yaml")
    [d] = diags
    assert d.code == "SYN010" and "began at line 1, column 4" in d.message
    assert d.help == "a quote or bracket was opened and never closed"


def test_tab_inside_a_value_is_fine():
    doc, diags = load("a: 'x\ty'\n")
    assert diags == [] and doc.data == {"a": "x\ty"}


def test_nesting_limit_flow_and_block():
    _, diags = load("a: " + "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5) + "\n")
    assert [d[0] for d in diags] == ["SYN013"]
    block = "".join("  " * i + f"k{i}:\n" for i in range(MAX_DEPTH + 3)) + "  " * (MAX_DEPTH + 3) + "v\n"
    _, diags = load(block)
    assert [d[0] for d in diags] == ["SYN013"]
    ok = "".join("  " * i + f"k{i}:\n" for i in range(MAX_DEPTH - 1)) + "  " * (MAX_DEPTH - 1) + "v\n"
    assert load(ok)[1] == []


def test_alias_bomb_is_refused_at_once():
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    _, diags = load("\n".join(lines) + "\n")
    assert diags == [("SYN012", 1, 5)]


def test_implicit_types_and_keys():
    doc, _ = load("a: 2001-01-01\nb: yes\nc: ~\nd: 16\n1: one\ntrue: two\non: three\n")
    # YAML 1.2 core: timestamps and `yes` are text; null and ints are what YAML says; keys are text.
    # (Hexadecimal `0x10` and other non-decimal numbers are refused: tests/test_numbers.py;
    # every YAML 1.1 difference: tests/test_yaml_dialect.py.)
    assert doc.data == {"a": "2001-01-01", "b": "yes", "c": None, "d": 16, "1": "one", "true": "two", "on": "three"}


@pytest.mark.parametrize("raw, code, where", [
    (b"", "SYN005", (1, 1)),
    (b"\n   \n# only a comment\n", "SYN005", (1, 1)),
    (b"a: caf\xe9\n", "SYN002", (1, 7)),
    ("a: é".encode() + b" \xff\n", "SYN002", (1, 6)),       # columns count characters, not bytes
    (b"a: 1\nb: \x00\n", "SYN003", (2, 4)),
])
def test_bytes(tmp_path, raw, code, where):
    f = tmp_path / "x.yaml"
    f.write_bytes(raw)
    _, diags = read_source(str(f))
    assert [(d.code, d.span.line, d.span.col) for d in diags] == [(code, *where)]


def test_size_limit(tmp_path):
    f = tmp_path / "big.yaml"
    f.write_bytes(b"a: 1\n" * 300)
    assert read_source(str(f), max_bytes=1000)[1][0].code == "SYN004"
    assert read_source(str(f), max_bytes=2000)[1] == []


def test_folder_given_as_a_file(tmp_path):
    doc, diags = load_file(str(tmp_path))
    assert doc is None and [d.code for d in diags] == ["SYN009"]


# --- never a traceback -------------------------------------------------------
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from compiler.report.diagnostics import DiagnosticBag  # noqa: E402
from compiler.check.validate import validate_document  # noqa: E402

_yamlish = st.lists(st.sampled_from(["kind: crook\n", "cards:\n", "  - id: a\n", "    power: ", "four", "4",
                                     "[", "]", "{", "}", ": ", "- ", "&a ", "*a ", "!!str ", "'", '"', "\t", "\n",
                                     "    ", "#", "---\n", "? ", "|\n", ">\n", "\x00", "é", "\r\n"]), max_size=30)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=200), _yamlish.map("".join)))
def test_any_text_gives_data_or_diagnostics_never_an_exception(text):
    doc, diags = load_text(text, "fuzz.yaml")
    for d in diags:
        assert d.code.startswith("SYN0") and d.span.line >= 1 and d.span.col >= 1
    if not diags:
        validate_document(doc, DiagnosticBag())
