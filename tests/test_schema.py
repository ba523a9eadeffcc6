"""The JSON Schemas: made from the manifest, committed for the base pack, complete for editors, mapped to YAML places."""
from __future__ import annotations

import json
import os
import re

import pytest
from jsonschema import Draft202012Validator

from compiler.check import schemas
from compiler.report.diagnostics import DiagnosticBag
from compiler.check.manifest import read_manifest
from compiler.check.schemas.define import dumps, pack_schemas
from compiler.check.validate import validate_document
from compiler.load.yamlload import load_file, load_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(ROOT, "content", "crime_lords")
KINDS = ("game", "mob", "crook", "racket", "special", "ruleset", "house_rule")


def _manifest():
    bag = DiagnosticBag()
    manifest = read_manifest(BASE, bag)
    assert manifest is not None and not bag.sorted(), [d.message for d in bag.sorted()]
    return manifest


MANIFEST = _manifest()
SCHEMAS = {"game": schemas.game_schema(), **pack_schemas(MANIFEST)}


def load(kind):
    return SCHEMAS[kind]


def test_game_schema_file_embeds_the_current_vocabulary_schema():
    with open(schemas.game_schema_path(), encoding="utf-8") as fh:
        assert json.load(fh) == schemas.game_schema(), "run `python -m compiler.check.schemas`"


def test_the_base_manifest_declares_these_file_kinds():
    assert tuple(SCHEMAS) == KINDS == ("game",) + MANIFEST.file_kinds[:-3] + ("ruleset", "house_rule")


def test_committed_schema_files_of_the_base_pack_are_in_step_with_its_manifest():
    from compiler.sheets.settings import sheet_schema

    folder = os.path.join(BASE, "schemas")
    made = {**pack_schemas(MANIFEST), "game": schemas.game_schema(), "sheet": sheet_schema()}
    assert sorted(os.listdir(folder)) == sorted(f"{k}.schema.json" for k in made)
    for kind, schema in made.items():
        with open(os.path.join(folder, f"{kind}.schema.json"), encoding="utf-8") as fh:
            assert fh.read() == dumps(schema), f"run `syndicate schema --pack content/crime_lords` ({kind})"


@pytest.mark.parametrize("kind", KINDS)
def test_schema_is_valid_draft_2020_12(kind):
    Draft202012Validator.check_schema(load(kind))


def _properties(schema, path=()):
    for key, sub in schema.get("properties", {}).items():
        yield path + (key,), sub
        yield from _properties(sub, path + (key,))
    if isinstance(schema.get("items"), dict):
        yield from _properties(schema["items"], path + ("[]",))
    for name, sub in schema.get("$defs", {}).items():
        yield from _properties(sub, path + (name,))


@pytest.mark.parametrize("kind", KINDS)
def test_every_property_has_a_description_and_examples(kind):
    whole = Draft202012Validator(load(kind))
    for path, sub in _properties(load(kind)):
        assert sub.get("description"), f"{kind}: {'.'.join(path)} has no description"
        assert sub.get("examples"), f"{kind}: {'.'.join(path)} has no examples"
        check = whole.evolve(schema=sub)  # keeps the root, so `#/$defs/card` resolves
        assert all(check.is_valid(e) for e in sub["examples"]), f"{kind}: {path} example invalid"


def test_ruleset_numbers_name_their_rule_clause():
    rules = load("ruleset")["properties"]["rules"]["properties"]
    for key, sub in rules.items():
        if key != "turn_cap":  # a simulation safety net, not a rulebook number
            assert re.search(r"CL-[A-Z]+-\d\d", sub["description"]), key


def test_house_rule_settings_mirror_the_ruleset():
    ruleset = load("ruleset")["properties"]
    settings = load("house_rule")["properties"]["settings"]["properties"]
    assert set(settings) == set(ruleset) - {"kind", "id", "name"}
    assert settings["rules"]["required"] == [] and set(settings["rules"]["properties"]) == set(ruleset["rules"]["properties"])


def test_base_pack_content_files_carry_a_modeline_that_resolves():
    for folder, _, files in os.walk(BASE):
        for name in files:
            if not name.endswith(".yaml"):
                continue
            path = os.path.join(folder, name)
            text = open(path, encoding="utf-8").read()
            m = re.search(r"# yaml-language-server: \$schema=(\S+)", text)
            assert m, f"{path} has no modeline"
            target = os.path.normpath(os.path.join(folder, m.group(1)))
            assert os.path.isfile(target), f"{path}: modeline points at {target}"
            # The sheet settings (templates/sheet.yaml) have no `kind:`; their schema is `sheet`.
            kind = "sheet" if "templates" in folder else re.search(r"^kind: (\w+)", text, re.M).group(1)
            assert target == os.path.join(BASE, "schemas", f"{kind}.schema.json")


def check_text(text, name="f.yaml"):
    doc, diags = load_text(text, name)
    assert diags == []
    bag = DiagnosticBag()
    validate_document(doc, bag, MANIFEST)
    return [(d.code, d.span.line, d.span.col, d.message, d.help) for d in bag.sorted() if d.code != "SYN018"]


def test_all_errors_of_a_file_are_collected_with_their_places():
    got = check_text(
        "kind: crook\n"
        "cards:\n"
        "  - id: a\n"
        "    name: A\n"
        "    power: 7\n"
        "    resistence: 3\n"
        "  - id: B\n"
        "    name: B\n"
        "    power: [1]\n"
        "    resistance: 2\n"
        "    text: 5\n")
    assert [g[:3] for g in got] == [
        ("SYN101", 3, 5), ("SYN104", 5, 12), ("SYN103", 6, 5),
        ("SYN106", 7, 9), ("SYN102", 9, 12), ("SYN102", 11, 11)]
    assert got[0][3] == "crook card `a` has no `resistance`"
    assert got[1][3] == "`power` of crook `a` must be a whole number from 1 to 6, not `7`"
    assert got[2][4] == "did you mean `resistance`?"
    assert got[4][3] == "`power` of crook `B` must be a whole number from 1 to 6, not a list"
    assert got[5][4] == 'YAML reads `5` as a number or true/false; put text in quotes: `"5"`'


def test_a_quoted_number_gets_a_hint():
    [(code, line, col, msg, help_)] = check_text("kind: mob\ncards:\n  - {id: m, name: M, boss_bonus: '2'}\n")
    assert (code, line, col) == ("SYN102", 3, 34)
    assert help_ == "remove the quotes: `2`"


def test_kind_is_required_and_suggested():
    assert check_text("kind: Crook\ncards: []\n")[0][:3] + (check_text("kind: Crook\ncards: []\n")[0][4],) == \
        ("SYN108", 1, 7, "did you mean `crook`?")


def test_house_rule_settings_are_checked_against_the_ruleset():
    got = check_text("kind: house_rule\nid: h\nname: H\ndescription: d\nsettings:\n"
                     "  victory: {length: medium}\n  rulez: {retoken: start}\n")
    assert [g[:3] for g in got] == [("SYN105", 6, 21), ("SYN208", 7, 3)]
    assert got[1][4] == "did you mean `rules`?"


def test_every_base_pack_file_validates():
    for folder, _, files in os.walk(BASE):
        for name in files:
            if name.endswith(".yaml") and "templates" not in folder:
                doc, diags = load_file(os.path.join(folder, name))
                bag = DiagnosticBag()
                assert diags == [] and validate_document(doc, bag, MANIFEST, BASE) in KINDS
                assert bag.sorted() == [], name
