"""Issue 18, problem 1: one YAML dialect, YAML 1.2's core schema, as editors read it.

Each value YAML 1.1 (PyYAML's default, older Syndicate) read otherwise is a case
here: first what the loader makes of it now, then how a designer meets it
through `syndicate check` (SYN030 says what changed where a boolean or number is
wanted; where text is wanted the word is just text, as the editor shows it).
"""
from __future__ import annotations

import json
import os

import pytest

from adversarial.packs import mini_pack, run_cli
from compiler.load.yamlload import load_text, yaml_1_1_meaning


def _value(text: str):
    doc, diags = load_text(f"a: {text}\n", "t.yaml")
    assert not diags, [d.message for d in diags]
    return doc.data["a"], yaml_1_1_meaning(doc, ("a",))


# (written, YAML 1.2 value, what YAML 1.1 read)
DIFFERENCES = [
    ("yes", "yes", True), ("Yes", "Yes", True), ("YES", "YES", True), ("no", "no", False),
    ("No", "No", False), ("on", "on", True), ("On", "On", True), ("OFF", "OFF", False),
    ("off", "off", False),
    ("1:30", "1:30", 90), ("1:30.5", "1:30.5", 90.5),      # sexagesimal
    ("0b101", "0b101", 5), ("1_000", "1_000", 1000), ("1_0.5", "1_0.5", 10.5),
    ("-0x1f", "-0x1f", -31),                                  # YAML 1.2's hexadecimal has no sign
]


@pytest.mark.parametrize("text, now, was", DIFFERENCES)
def test_yaml_1_1_booleans_and_numbers_are_text_in_yaml_1_2(text, now, was):
    assert _value(text) == (now, was)


@pytest.mark.parametrize("text, now", [
    ("1e3", 1000.0), ("1.0e3", 1000.0), ("-2E2", -200.0),   # YAML 1.1 wanted a dot and a signed exponent
    ("true", True), ("True", True), ("FALSE", False),       # the only booleans, in both
    ("~", None), ("null", None), ("NULL", None), ("", None),
    ("15", 15), ("+3", 3), ("-2", -2), ("3.5", 3.5), (".5", 0.5), ("1.", 1.0),
    ("2001-01-01", "2001-01-01"),                           # YAML 1.1 timestamp; text in both here
])
def test_yaml_1_2_core_schema_values(text, now):
    value, was = _value(text)
    assert value == now and type(value) is type(now) and was is None


@pytest.mark.parametrize("text", ["0o17", "017", "0x1f", ".inf", ".NaN"])
def test_yaml_1_2_numbers_that_are_not_plain_decimals_are_refused(text):
    _, diags = load_text(f"a: {text}\n", "t.yaml")
    assert [d.code for d in diags] == ["SYN021"]


def test_quoted_words_have_no_former_meaning():
    doc, _ = load_text('a: "no"\nb: \'1:30\'\n', "t.yaml")
    assert doc.data == {"a": "no", "b": "1:30"}
    assert yaml_1_1_meaning(doc, ("a",)) is None and yaml_1_1_meaning(doc, ("b",)) is None


def test_keys_such_as_on_stay_text():
    doc, diags = load_text("on: play\noff: 1\nyes: 2\nno: 3\ntrue: 4\n", "t.yaml")
    assert not diags and list(doc.data) == ["on", "off", "yes", "no", "true"]


def _check(pack: str):
    r = run_cli("check", pack, "--format", "json")
    assert "Traceback" not in r.stderr, r.stderr
    return r.returncode, json.loads(r.stdout)["diagnostics"]


def _replace(path: str, old: str, new: str) -> None:
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    assert old in text
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text.replace(old, new, 1))


def test_cl_opt_04_rackets_to_win_no_is_a_string_and_the_message_says_write_false(tmp_path):
    pack = mini_pack(tmp_path)
    rule = os.path.join(pack, "house_rules", "short_game.yaml")
    _replace(rule, "    length: short\n", "    rackets_to_win: no\n")
    rc, diags = _check(pack)
    assert rc == 1
    assert [(d["code"], os.path.basename(d["file"]), d["line"], d["column"]) for d in diags] == \
        [("SYN030", "short_game.yaml", 8, 21)]
    assert "in YAML 1.2 `no` is a string" in diags[0]["message"]
    assert "YAML 1.1 read it as `false`" in diags[0]["message"]
    assert diags[0]["help"].startswith("write `false`")


def test_cl_opt_04_rackets_to_win_false_still_checks_clean(tmp_path):
    pack = mini_pack(tmp_path)
    _replace(os.path.join(pack, "house_rules", "short_game.yaml"), "    length: short\n",
             "    rackets_to_win: false\n")
    rc, diags = _check(pack)
    assert rc == 0 and [d for d in diags if d["severity"] == "error"] == []


@pytest.mark.parametrize("word", ["Off", "yes", "No", "1:30"])
def test_flavor_text_that_yaml_1_1_took_for_a_boolean_or_number_is_accepted(tmp_path, word):
    pack = mini_pack(tmp_path)
    _replace(os.path.join(pack, "crooks.yaml"), 'flavor: "Counts twice, smiles once."', f"flavor: {word}")
    rc, diags = _check(pack)
    assert rc == 0 and [d for d in diags if d["severity"] == "error"] == []


def test_the_bundled_game_has_no_value_that_changes_meaning():
    """Every unquoted scalar of content/ means the same in both dialects (or the check says so)."""
    from compiler.load.yamlload import load_file

    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "content")
    changed = []
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".yaml"):
                doc, diags = load_file(os.path.join(folder, name))
                assert not diags
                changed += [(name, p) for p in doc.scalars if yaml_1_1_meaning(doc, p) is not None]
    assert changed == []
