"""One bad fixture per diagnostic code, with the exact code and file:line:col.

Each folder under tests/fixtures/foundation/cases/ holds files laid over a
copy of the clean mini pack (tests/fixtures/foundation/mini/) and a case.txt:
a comment saying what is wrong, optional `delete FILE` lines, optional
`replace FILE "OLD" "NEW"` lines (the first OLD in FILE becomes NEW: how a case
changes one line of the base game manifest, which every copy gets), and one
`expect CODE FILE:LINE:COL` line per diagnostic the check must report — no
more, no fewer.
"""
from __future__ import annotations

import os
import re
import shlex
import shutil

import pytest

from compiler.pipeline import check_pack
from compiler.report.codes import CODES
from manifest_support import copy_pack

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures", "foundation")
CASES = os.path.join(FIXTURES, "cases")
CASE_NAMES = sorted(os.listdir(CASES))
# Codes whose trigger cannot be a stored file; each has its own test elsewhere.
TESTED_ELSEWHERE = {
    "SYN001": "tests/test_check_files.py::test_missing_pack_folder",
    "SYN004": "tests/test_check_files.py::test_ten_megabyte_file",
    "SYN006": "tests/test_check_files.py::test_unreadable_file",
    "SYN008": "tests/test_check_cli.py::test_schema_out_to_a_file_is_a_diagnostic",
    # A stored link would be copied as its target; a growing file needs a writer meanwhile.
    "SYN019": "tests/test_hostile_files.py::test_a_content_file_linking_out_of_the_pack_is_never_read_syn019",
    "SYN020": "tests/test_hostile_files.py::test_a_file_growing_while_read_is_refused_syn020",
    # The mini pack has no shipped rules engine; these are checked against the shipped packs' engines.
    "SYN212": "tests/test_engine_contract.py::test_syn212_a_card_field_the_engine_reads_renamed_in_the_manifest",
    "SYN213": "tests/test_engine_contract.py::test_syn213_a_ruleset_value_the_engine_fixes",
}


def read_case(name: str) -> tuple[list[str], set[tuple[str, str, int, int]]]:
    return _read_case(name)[:2]


def _read_case(name: str):
    deletes, expects, replaces = [], set(), []
    with open(os.path.join(CASES, name, "case.txt"), encoding="utf-8") as fh:
        for line in fh:
            parts = line.split()
            if not parts or parts[0].startswith("#"):
                continue
            if parts[0] == "delete":
                deletes.append(parts[1])
            elif parts[0] == "replace":
                _, file, old, new = shlex.split(line)
                replaces.append((file, old.replace("\\n", "\n"), new.replace("\\n", "\n")))
            elif parts[0] == "expect":
                code, where = parts[1], parts[2]
                file, ln, col = where.rsplit(":", 2)
                expects.add((code, file, int(ln), int(col)))
            else:
                raise ValueError(f"{name}/case.txt: cannot read {line!r}")
    return deletes, expects, replaces


def build_case(name: str, dest: str) -> str:
    root = os.path.join(dest, "pack")
    copy_pack(os.path.join(FIXTURES, "mini"), root)
    deletes, _, replaces = _read_case(name)
    for rel in deletes:
        os.remove(os.path.join(root, rel))
    for rel, old, new in replaces:
        path = os.path.join(root, rel)
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        assert old in text, f"{name}/case.txt: `{old}` is not in {rel}"
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text.replace(old, new, 1))
    shutil.copytree(os.path.join(CASES, name), root, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("case.txt"))
    return root


def found(root: str, bag) -> set[tuple[str, str, int, int]]:
    out = set()
    for d in bag.sorted():
        rel = os.path.relpath(os.path.abspath(d.span.file), root).replace(os.sep, "/")
        out.add((d.code, rel, d.span.line, d.span.col))
    return out


def test_mini_pack_is_clean(tmp_path):
    pack, bag = check_pack(copy_pack(os.path.join(FIXTURES, "mini"), tmp_path / "mini"))
    assert [d.message for d in bag.sorted()] == []
    assert pack.counts() == {"mob": 2, "crook": 2, "racket": 5, "special": 1}


@pytest.mark.parametrize("name", CASE_NAMES)
def test_case(name, tmp_path):
    root = build_case(name, str(tmp_path))
    _, expected = read_case(name)
    assert expected, f"{name}/case.txt expects nothing"
    pack, bag = check_pack(root)
    assert found(root, bag) == expected
    code = re.match(r"syn(\d+)", name).group(1)
    assert f"SYN{code}" in {e[0] for e in expected}, "a case is named after the code it shows"


def test_every_file_pack_and_schema_code_has_a_case():
    shown = set()
    for name in CASE_NAMES:
        shown |= {e[0] for e in read_case(name)[1]}
    mine = {c for c in CODES if c[3] in "012"}
    missing = mine - shown - set(TESTED_ELSEWHERE)
    assert not missing, f"codes with no bad fixture: {sorted(missing)}"
    assert shown <= set(CODES), f"cases expect unknown codes: {sorted(shown - set(CODES))}"


def test_every_case_diagnostic_renders_with_a_caret(tmp_path):
    """The text shape: header, --> file:line:col, the source line, a caret under the column."""
    from compiler.report.diagnostics import SourceCache, render_one

    root = build_case("syn103_unknown_property", str(tmp_path))
    _, bag = check_pack(root)
    [diag] = bag.sorted()
    text = render_one(diag, SourceCache())
    lines = text.splitlines()
    assert lines[0] == "error[SYN103]: unknown property `flavour` in crook card `vera_quill`"
    assert lines[1].endswith("crooks.yaml:9:5")
    assert lines[3] == ' 9 |     flavour: "Counts twice, smiles once."'
    assert lines[4] == "   |     ^^^^^^^"
    assert lines[5] == "  = help: did you mean `flavor`?"
