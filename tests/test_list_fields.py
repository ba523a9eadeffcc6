"""Card fields that hold lists (a card with two icons): the manifest, the card schemas, the checker
and the sheets' card context read them generically (compiler/manifest.py, schemas/define.py,
crosscheck.py, sheets/render.py). Nothing Personal's `icons` and `types` are the examples."""
from __future__ import annotations

import os
import shutil

from compiler.check.schemas.define import card_file_schema
from tests.test_np_cli import CONTENT, cli


def _copy(tmp_path):
    dst = tmp_path / "np"
    shutil.copytree(CONTENT, dst)
    return dst


def _edit(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_an_item_naming_no_entry_is_reported_at_its_line_and_column(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "influence.yaml", "icons: [{target: purple, count: 4}]", "icons: [{target: purpel, count: 4}]")
    _edit(pack / "gangsters.yaml", "types: [thug]", "types: [thugg]")
    r = cli("check", str(pack))
    assert r.returncode == 1
    assert "error[SYN202]: `icons[0].target: purpel` names no influence target of the ruleset" in r.stdout
    assert "help: did you mean `purple`?" in r.stdout
    assert "error[SYN202]: `types[0]: thugg` names no gangster type of the ruleset" in r.stdout
    lines = (pack / "influence.yaml").read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(lines, 1) if "purpel" in text)
    assert f"influence.yaml:{line}:{lines[line - 1].index('purpel') + 1}" in r.stdout   # the item's own place


def test_a_list_of_the_wrong_shape_is_the_schemas_to_report(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "influence.yaml", "icons: [{target: purple, count: 4}]", "icons: [{target: purple, count: 4}, "
                                   "{target: red, count: 1}, {target: wild, count: 1}]")
    r = cli("check", str(pack))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "icons" in r.stdout and "error[" in r.stdout


def test_the_manifest_checks_what_list_items_refer_to(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "game.yaml", "items: {refers_to: gangster_type,", "items: {refers_to: gangster_typ,")
    r = cli("check", str(pack))
    assert r.returncode == 1
    assert "SYN112" in r.stdout and "refer to `gangster_typ`" in r.stdout and "did you mean `gangster_type`?" in r.stdout


def test_a_list_field_without_items_is_refused(tmp_path):
    pack = _copy(tmp_path)
    _edit(pack / "game.yaml", "        items: {refers_to: gangster_type, description: \"One type of the gangster.\", "
                              "examples: [thug]}\n", "")
    r = cli("check", str(pack))
    assert r.returncode == 1 and "SYN116" in r.stdout and "says nothing of its items" in r.stdout


def test_card_schemas_hold_the_list_items():
    from compiler.report.diagnostics import DiagnosticBag
    from compiler.check.manifest import load_manifest
    from compiler.load.yamlload import load_file
    bag = DiagnosticBag()
    doc, _ = load_file(os.path.join(CONTENT, "game.yaml"))
    m = load_manifest(doc, bag)
    card = card_file_schema(m, "influence")["$defs"]["card"]["properties"]["icons"]
    assert card["type"] == "array" and card["maxItems"] == 2
    assert card["items"]["properties"]["target"]["pattern"] == "^[a-z][a-z0-9_]*$"
    assert set(card["items"]["required"]) == {"target", "count"}
    assert m.list_references() == [("gangster", "types", None, m.enums["gangster_type"]),
                                   ("influence", "icons", "target", m.enums["target"])]
