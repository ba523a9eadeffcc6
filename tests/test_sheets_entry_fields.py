"""Card templates see every plain value of an enumeration entry, not only its id and name (docs/sheets.md)."""
from __future__ import annotations

import os

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.manifest import read_manifest
from compiler.sheets.render import PackInfo
from compiler.load.yamlload import load_file

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(ROOT, "content", "crime_lords")


def _info(ruleset: dict) -> PackInfo:
    bag = DiagnosticBag()
    manifest = read_manifest(BASE, bag)
    info = PackInfo(ruleset, manifest, bag, lambda path: None)
    assert not bag.sorted()
    return info


def test_an_entry_brings_its_own_plain_values_to_the_templates():
    doc, _ = load_file(os.path.join(BASE, "ruleset.yaml"))
    info = _info(doc.data)
    gambling = info.entries["racket_type"]["gambling"]
    assert gambling["id"] == "gambling" and gambling["regular"] is True and isinstance(gambling["name"], str)
    harbor = info.entries["district"]["harbor"]
    assert harbor["color"].startswith("#") and harbor["pattern"] and harbor["pattern_url"].startswith("data:")


def test_only_plain_values_pass_and_a_missing_name_falls_back_to_the_id():
    ruleset = {"districts": [], "racket_types": [{"id": "vault", "regular": False, "odds": 3, "tags": ["x"],
                                                  "more": {"a": 1}}]}
    vault = _info(ruleset).entries["racket_type"]["vault"]
    assert vault == {"id": "vault", "name": "vault", "regular": False, "odds": 3}
