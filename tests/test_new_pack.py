"""Issue 18, problem 2: packs anywhere — `syndicate new`, `schema --pack`, modelines that resolve, sheet.yaml.

Each as a designer meets it: the CLI through a subprocess, in a temporary
folder outside this repository. (The editor itself, through the real
yaml-language-server, is tests/test_editor_lsp.py.)
"""
from __future__ import annotations

import json
import os
import re

import pytest

from adversarial.packs import mini_pack, run_cli

MODELINE = re.compile(r"^# yaml-language-server: \$schema=(\S+)$", re.MULTILINE)
KIND = re.compile(r"^kind: (\w+)", re.MULTILINE)


def _new(tmp_path, *args: str) -> str:
    pack = os.path.join(str(tmp_path), "my_game")
    r = run_cli("new", pack, *args)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stdout + r.stderr
    return pack


def _check(pack: str):
    r = run_cli("check", pack, "--format", "json")
    assert "Traceback" not in r.stderr, r.stderr
    return r.returncode, json.loads(r.stdout)["diagnostics"]


def _yaml_files(pack: str):
    for folder, dirs, files in os.walk(pack):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in files:
            if name.endswith(".yaml"):
                yield os.path.join(folder, name)


def test_new_makes_a_pack_whose_every_file_points_at_its_own_schema_inside_the_pack(tmp_path):
    pack = _new(tmp_path)
    kinds = set()
    for path in _yaml_files(pack):
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        m = MODELINE.search(text)
        assert m and text.startswith(m.group(0)), path
        kind = "sheet" if path.endswith(os.path.join("templates", "sheet.yaml")) else KIND.search(text).group(1)
        kinds.add(kind)
        target = os.path.normpath(os.path.join(os.path.dirname(path), m.group(1)))
        assert target == os.path.join(pack, "schemas", f"{kind}.schema.json") and os.path.isfile(target), path
        assert "compiler" not in m.group(1)
    assert kinds == {"game", "ruleset", "house_rule", "mob", "crook", "racket", "special", "sheet"}


def test_new_pack_checks_clean_and_builds(tmp_path):
    pack = _new(tmp_path)
    rc, diags = _check(pack)
    assert rc == 0 and diags == []
    r = run_cli("build", pack, "--out", str(tmp_path / "generated"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert os.path.isfile(tmp_path / "generated" / "my_game" / "abilities.py")


def test_new_writes_editor_settings_mapping_schemas_by_file_pattern(tmp_path):
    pack = _new(tmp_path)
    with open(os.path.join(pack, ".vscode", "settings.json"), encoding="utf-8") as fh:
        mapping = json.load(fh)["yaml.schemas"]
    assert mapping["./schemas/crook.schema.json"][:2] == ["/crooks.yaml", "/crooks/*.yaml"]
    assert mapping["./schemas/racket.schema.json"] == ["/rackets.yaml", "/rackets/*.yaml"]
    assert mapping["./schemas/house_rule.schema.json"] == ["/house_rules/*.yaml"]
    assert mapping["./schemas/sheet.schema.json"] == ["/templates/sheet.yaml"]
    assert mapping["./schemas/game.schema.json"] == ["/game.yaml"]
    for schema in mapping:
        assert os.path.isfile(os.path.join(pack, schema))


def test_new_never_writes_over_a_folder_and_names_the_games_it_knows_syn630(tmp_path):
    pack = _new(tmp_path)
    before = sorted(os.listdir(pack))
    r = run_cli("new", pack)
    assert r.returncode == 1 and "SYN630" in r.stderr and "never writes over" in r.stderr
    assert sorted(os.listdir(pack)) == before
    r = run_cli("new", str(tmp_path / "other"), "--game", "crime_lord")
    assert r.returncode == 1 and "SYN630" in r.stderr and "did you mean `crime_lords`?" in r.stderr
    assert not os.path.exists(tmp_path / "other")


def test_new_into_an_empty_folder_is_fine(tmp_path):
    (tmp_path / "my_game").mkdir()
    pack = _new(tmp_path)
    assert os.path.isfile(os.path.join(pack, "game.yaml"))


def test_schema_pack_refreshes_the_schemas_and_keeps_other_editor_settings(tmp_path):
    pack = _new(tmp_path)
    os.remove(os.path.join(pack, "schemas", "crook.schema.json"))
    settings = os.path.join(pack, ".vscode", "settings.json")
    with open(settings, encoding="utf-8") as fh:
        data = json.load(fh)
    data["editor.tabSize"] = 2
    data["yaml.schemas"] = {}
    with open(settings, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
    rc, diags = _check(pack)
    assert [(d["code"], os.path.basename(d["file"])) for d in diags] == [("SYN031", "crooks.yaml")]
    # The pack as the CLI shows it (relative to where it runs when that is shorter): its folder name ends it.
    assert "syndicate schema --pack " in diags[0]["help"] and os.path.basename(pack) in diags[0]["help"]
    r = run_cli("schema", "--pack", pack)
    assert r.returncode == 0, r.stderr
    with open(settings, encoding="utf-8") as fh:
        data = json.load(fh)
    assert data["editor.tabSize"] == 2 and "./schemas/crook.schema.json" in data["yaml.schemas"]
    assert _check(pack) == (0, [])


def test_schema_pack_leaves_settings_with_comments_alone(tmp_path):
    pack = _new(tmp_path)
    settings = os.path.join(pack, ".vscode", "settings.json")
    text = '{\n  // mine\n  "editor.tabSize": 2\n}\n'
    with open(settings, "w", encoding="utf-8") as fh:
        fh.write(text)
    r = run_cli("schema", "--pack", pack)
    assert r.returncode == 0 and "left as it is" in r.stderr
    with open(settings, encoding="utf-8") as fh:
        assert fh.read() == text


def test_a_pack_moved_out_of_the_repository_with_install_modelines_gets_syn031_with_the_fix(tmp_path):
    pack = mini_pack(tmp_path)
    path = os.path.join(pack, "house_rules", "short_game.yaml")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(MODELINE.sub("# yaml-language-server: $schema=../../../compiler/schemas/house_rule.schema.json",
                             text, count=1))
    rc, diags = _check(pack)
    assert rc == 0
    assert [(d["code"], d["severity"], d["line"], d["column"]) for d in diags] == [("SYN031", "warning", 1, 33)]
    assert "use: # yaml-language-server: $schema=../schemas/house_rule.schema.json" in diags[0]["help"]
    assert "syndicate schema --pack" in diags[0]["help"]


def test_a_modeline_whose_schema_file_is_missing_says_to_run_schema_pack(tmp_path):
    pack = mini_pack(tmp_path)
    os.remove(os.path.join(pack, "schemas", "mob.schema.json"))
    rc, diags = _check(pack)
    # Both Mob files of the mini pack name the missing schema.
    assert [(d["code"], os.path.basename(d["file"])) for d in diags] == [("SYN031", "mobs.yaml"),
                                                                          ("SYN031", "more_mobs.yaml")]
    assert "does not exist yet" in diags[0]["message"] and "syndicate schema --pack" in diags[0]["help"]


# --- templates/sheet.yaml: a schema, a modeline, checked by `syndicate check` ----------------------

def _sheet(pack: str, text: str) -> None:
    path = os.path.join(pack, "templates", "sheet.yaml")
    with open(path, encoding="utf-8") as fh:
        body = fh.read()
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text(body))


@pytest.mark.parametrize("old, new, line, col, message, help_", [
    ("bleed: 3 ", "bleeed: 3", 5, 1, "unknown sheet setting `bleeed`", "did you mean `bleed`?"),
    ("paper: a4 ", "paper: a5", 6, 8, "`paper` must be one of: a4, letter, not 'a5'", "write one of: a4, letter"),
    ("paper: a4 ", "paper: A4", 6, 8, "`paper` must be one of", "did you mean `a4`?"),
    ("bleed: 3 ", "bleed: 30", 5, 8, "from 0 to 10, not 30", None),
    ('grid: "3x3"', 'grid: "3 by 3"', 7, 7, "COLUMNSxROWS", None),
])
def test_sheet_settings_are_checked_by_syndicate_check_with_line_col_and_suggestions(
        tmp_path, old, new, line, col, message, help_):
    pack = _new(tmp_path)
    _sheet(pack, lambda body: body.replace(old, new, 1))
    rc, diags = _check(pack)
    assert rc == 1
    assert [(d["code"], os.path.basename(d["file"]), d["line"], d["column"]) for d in diags] == \
        [("SYN607", "sheet.yaml", line, col)]
    assert message in diags[0]["message"]
    if help_:
        assert help_ in diags[0]["help"]


def test_sheet_settings_without_a_modeline_get_syn018(tmp_path):
    pack = _new(tmp_path)
    _sheet(pack, lambda body: body.split("\n", 1)[1])
    rc, diags = _check(pack)
    assert rc == 0 and [(d["code"], os.path.basename(d["file"])) for d in diags] == [("SYN018", "sheet.yaml")]
    assert "$schema=../schemas/sheet.schema.json" in diags[0]["help"]


def test_the_sheet_schema_says_what_the_check_says():
    from jsonschema import Draft202012Validator

    from compiler.sheets.settings import sheet_schema

    schema = sheet_schema()
    Draft202012Validator.check_schema(schema)
    v = Draft202012Validator(schema)
    assert not list(v.iter_errors({"card_size": "63x88", "bleed": 3, "paper": "a4", "grid": "3x3"}))
    for bad in ({"bleeed": 3}, {"paper": "a5"}, {"bleed": 11}, {"grid": "0x3"}, {"card_size": "63by88"}):
        assert list(v.iter_errors(bad)), bad
