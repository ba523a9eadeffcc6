"""`syndicate check` and `syndicate schema`, run as a designer runs them: in a subprocess."""
from __future__ import annotations

import filecmp
import json
import os
import shutil
import subprocess
import sys

import pytest

from compiler.check import schemas
from manifest_support import copy_pack

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MINI = os.path.join(ROOT, "tests", "fixtures", "foundation", "mini")


def run(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True)


@pytest.fixture
def bad_pack(tmp_path):
    root = tmp_path / "pack"
    copy_pack(MINI, root)
    crooks = (root / "crooks.yaml").read_text().replace("power: 5", "power: four").replace("    flavor:", "    flavour:")
    (root / "crooks.yaml").write_text(crooks)
    (root / "mobs.yaml").write_text((root / "mobs.yaml").read_text().split("\n", 1)[1])  # no modeline
    return root


def test_base_pack_checks_clean_and_says_what_it_checked():
    p = run("check", "content/crime_lords")
    assert p.returncode == 0, p.stdout + p.stderr
    assert "checked crime_lords: 8 Mobs, 36 Crooks, 52 Rackets, 16 Specials" in p.stdout
    assert "no problems found" in p.stdout
    assert p.stderr == ""


def test_errors_exit_1_sorted_with_carets_and_a_summary(bad_pack):
    p = run("check", str(bad_pack), "--no-color", cwd=str(bad_pack.parent))
    assert p.returncode == 1
    out = p.stdout
    assert "Traceback" not in out + p.stderr
    heads = [ln for ln in out.splitlines() if ln.startswith(("error[", "warning["))]
    assert heads == [
        "error[SYN102]: `power` of crook `vera_quill` must be a whole number from 1 to 6, not `four`",
        "error[SYN103]: unknown property `flavour` in crook card `vera_quill`",
        "warning[SYN018]: the file has no schema modeline, so editors cannot check it while you type",
    ]
    assert "  --> pack/crooks.yaml:6:12" in out
    assert " 6 |     power: four\n   |            ^^^^" in out
    assert "  = help: did you mean `flavor`?" in out
    assert out.rstrip().endswith("2 errors, 1 warning")
    assert "\033[" not in out


def test_json_format_for_editors(bad_pack):
    p = run("check", str(bad_pack), "--format", "json", cwd=str(bad_pack.parent))
    assert p.returncode == 1
    doc = json.loads(p.stdout)
    first = doc["diagnostics"][0]
    assert first == {"code": "SYN102", "severity": "error",
                     "message": "`power` of crook `vera_quill` must be a whole number from 1 to 6, not `four`",
                     "file": "pack/crooks.yaml", "line": 6, "column": 12, "end_line": 6, "end_column": 16,
                     "help": first["help"]}
    assert doc["summary"] == {"pack": "pack", "files": 8, "cards": {"mob": 2, "crook": 2, "racket": 5, "special": 1},
                              "house_rules": 1, "errors": 2, "warnings": 1}


def test_warnings_alone_exit_0_unless_strict(tmp_path):
    root = tmp_path / "pack"
    copy_pack(MINI, root)
    (root / "mobs.yaml").write_text((root / "mobs.yaml").read_text().split("\n", 1)[1])
    assert run("check", str(root)).returncode == 0
    assert run("check", "--strict", str(root)).returncode == 1


def test_missing_pack_is_a_diagnostic_not_a_traceback(tmp_path):
    p = run("check", str(tmp_path / "nope"))
    assert p.returncode == 1
    assert "error[SYN001]" in p.stdout and "Traceback" not in p.stderr


def test_usage_errors_exit_2():
    assert run("check").returncode == 2
    assert run("check", "content/crime_lords", "--format", "xml").returncode == 2


def test_help_speaks_to_a_designer():
    p = run("check", "--help")
    assert p.returncode == 0
    assert "PACK is the pack's folder, e.g. content/crime_lords" in p.stdout
    top = run("--help").stdout
    assert "check" in top and "schema" in top


PACK_KINDS = ("mob", "crook", "racket", "special", "ruleset", "house_rule")   # what the base manifest declares


def test_schema_out_writes_every_schema_of_the_pack_and_the_manifests(tmp_path):
    out = tmp_path / "schemas"
    p = run("schema", "--out", str(out), "--pack", "content/crime_lords")
    assert p.returncode == 0, p.stderr
    for kind in PACK_KINDS:
        assert filecmp.cmp(out / f"{kind}.schema.json", os.path.join(ROOT, "content", "crime_lords", "schemas",
                                                                     f"{kind}.schema.json"), shallow=False)
    assert filecmp.cmp(out / "game.schema.json", schemas.game_schema_path(), shallow=False)
    assert sorted(os.listdir(out)) == sorted(f"{k}.schema.json" for k in PACK_KINDS + ("game", "sheet"))  # no temp files


def test_schema_pack_writes_the_pack_schemas_its_modelines_name(tmp_path):
    root = tmp_path / "pack"
    copy_pack(MINI, root)
    manifest = root / "game.yaml"
    manifest.write_text(manifest.read_text().replace("label: Special\n", "label: Trick\n"))
    p = run("schema", "--pack", str(root))
    assert p.returncode == 0, p.stderr
    # the manifest's and the sheet settings' schemas too: a pack's files resolve them inside the pack
    assert sorted(os.listdir(root / "schemas")) == sorted(f"{k}.schema.json" for k in PACK_KINDS + ("game", "sheet"))
    assert json.loads((root / "schemas" / "special.schema.json").read_text())["title"] == "Syndicate Trick cards"


def test_schema_prints_one_kind():
    p = run("schema", "racket", "--pack", "content/crime_lords")
    assert p.returncode == 0 and json.loads(p.stdout)["title"] == "Syndicate Racket cards"
    assert json.loads(run("schema", "game", "--pack", "content/crime_lords").stdout)["title"] == "Syndicate game manifest"


def test_schema_without_pack_names_the_packs_under_content_to_choose_from():
    p = run("schema", "racket")
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert "give --pack PATH" in p.stderr and "content/crime_lords, content/crime_wars" in p.stderr


def test_schema_of_a_pack_without_manifest_is_a_diagnostic(tmp_path):
    p = run("schema", "--pack", str(tmp_path))
    assert p.returncode == 1 and "SYN110" in p.stderr and "Traceback" not in p.stderr


def test_schema_out_to_a_file_is_a_diagnostic(tmp_path):
    target = tmp_path / "taken"
    target.write_text("mine")
    p = run("schema", "--out", str(target), "--pack", "content/crime_lords")
    assert p.returncode == 1
    assert "error[SYN008]" in p.stderr and "Traceback" not in p.stderr
    assert target.read_text() == "mine"
