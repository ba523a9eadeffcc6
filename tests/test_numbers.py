"""Issue 10, item 6: numbers — thousands of digits, YAML 1.1's other forms, `up to` a huge N.

Decision (docs/diagnostics.md SYN021): numbers in a pack are plain decimals. The loader
reads YAML 1.2 (issue 18); its hexadecimal, `0o` octal, leading-zero (`017`: 17, but 15 to
YAML 1.1) and infinite forms are refused. `0b101`, `1_000` and `1:30` are text in YAML 1.2,
so where a count is expected they are SYN030, which says what YAML 1.1 made of them.
`6.0` is not a whole number: a type error whose help says how to write it.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from adversarial.packs import ROOT, mini_pack, run_cli


def _set_power(pack: str, text: str) -> None:
    path = os.path.join(pack, "crooks.yaml")
    with open(path, encoding="utf-8") as fh:
        body = fh.read()
    assert "    power: 5\n" in body
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(body.replace("    power: 5\n", f"    power: {text}\n", 1))


def _check_json(pack: str):
    r = run_cli("check", pack, "--format", "json")
    assert "Traceback" not in r.stderr, r.stderr
    return r.returncode, json.loads(r.stdout)["diagnostics"]


@pytest.mark.parametrize("digits", [19, 4301, 5000, 100_000])
def test_an_integer_with_thousands_of_digits_is_a_range_error_syn022(tmp_path, digits):
    pack = mini_pack(tmp_path)
    _set_power(pack, "9" * digits)
    rc, diags = _check_json(pack)
    assert rc == 1
    assert [(d["code"], os.path.basename(d["file"]), d["line"], d["column"]) for d in diags] == \
        [("SYN022", "crooks.yaml", 6, 12)]
    assert f"{digits} digits" in diags[0]["message"]


@pytest.mark.parametrize("text, form", [("0x5", "hexadecimal"), ("017", "leading zero"), ("0o7", "octal"),
                                        (".inf", "finite"), ("-.inf", "finite"), (".nan", "finite")])
def test_number_forms_other_than_decimal_are_refused_syn021(tmp_path, text, form):
    pack = mini_pack(tmp_path)
    _set_power(pack, text)
    rc, diags = _check_json(pack)
    assert rc == 1 and [d["code"] for d in diags] == ["SYN021"]
    assert diags[0]["line"] == 6 and form in diags[0]["message"]


@pytest.mark.parametrize("text, was", [("1:30", "90"), ("0b101", "5"), ("1_000", "1000")])
def test_yaml_1_1_number_forms_are_text_in_yaml_1_2_syn030(tmp_path, text, was):
    pack = mini_pack(tmp_path)
    _set_power(pack, text)
    rc, diags = _check_json(pack)
    assert rc == 1 and [(d["code"], d["line"], d["column"]) for d in diags] == [("SYN030", 6, 12)]
    assert f"in YAML 1.2 `{text}` is a string" in diags[0]["message"] and f"`{was}`" in diags[0]["message"]
    assert diags[0]["help"].startswith(f"write `{was}`")


@pytest.mark.parametrize("text, hint", [("6.0", "write `6`")])
def test_a_whole_number_written_otherwise_is_a_type_error_with_the_fix(tmp_path, text, hint):
    pack = mini_pack(tmp_path)
    _set_power(pack, text)
    rc, diags = _check_json(pack)
    assert rc == 1 and [d["code"] for d in diags] == ["SYN102"]
    assert hint in diags[0]["help"]


def test_plain_decimals_still_load(tmp_path):
    from compiler.load.yamlload import load_text

    doc, diags = load_text("a: 15\nb: -2\nc: +3\nd: 3.5\ne: 0\nf: 999999999999999999\n", "t.yaml")
    assert not diags and doc.data == {"a": 15, "b": -2, "c": 3, "d": 3.5, "e": 0, "f": 999999999999999999}


@pytest.mark.parametrize("value", ["9" * 5000, "1.0e+999", "0x1f"])
def test_sheet_yaml_numbers_get_a_diagnostic_not_a_traceback(tmp_path, value):
    from manifest_support import copy_pack
    from sheets_support import MINI, TEMPLATES

    pack = tmp_path / "mini"
    copy_pack(MINI, pack)
    shutil.copytree(TEMPLATES, pack / "templates")
    (pack / "templates" / "sheet.yaml").write_text(f"dpi: {value}\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "compiler", "sheets", str(pack), "--out", str(tmp_path / "out"),
                        "--outputs", "html", "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert "Traceback" not in r.stderr and r.returncode == 1
    codes = [d["code"] for d in json.loads(r.stdout)["diagnostics"]]
    assert codes == ["SYN021" if value.startswith("0x") else "SYN022"]
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("n", ["99999999999999999999999", "9" * 5000])
def test_target_up_to_a_huge_number_says_the_number_is_too_large_syn308(tmp_path, n):
    from base_vocab import VOCAB
    from compiler.report.diagnostics import DiagnosticBag, Span
    from compiler.check.effects.check import check_text, pack_constants

    class P:
        ruleset = {"districts": [{"id": "north"}], "racket_types": [{"id": "dice"}]}
    bag = DiagnosticBag()
    check_text(f"play, target up to {n} cs: crook where cs.owner in rivals: for each c in cs: add 1 unhappy to c",
               VOCAB, pack_constants(P, VOCAB), lambda s, e=None: Span("x", 1, s + 1), bag, "special", {})
    assert [(d.code, d.message.split("`")[0]) for d in bag.items] == [("SYN308", "number ")]
    assert "too large" in bag.items[0].message
