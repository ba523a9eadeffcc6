"""Issue 17: an unchanged `syndicate check` answers from its result cache (compiler/cache/check_result.py).

Run as a designer runs it, in a subprocess: the second run over the same files
prints exactly what the first printed and exits the same way, without
importing click, the YAML loader, jsonschema or Lark (and a fresh check
runs without click too: compiler/entry.py); any change to a file, an
option or the place the user stands is a fresh check; a forged or altered
entry is never printed (docs/security.md).
"""
from __future__ import annotations

import glob
import json
import os
import subprocess
import sys

import pytest

import cache_entries
from manifest_support import copy_pack

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MINI = os.path.join(ROOT, "tests", "fixtures", "foundation", "mini")
HEAVY = ("click", "yaml", "jsonschema", "lark")


@pytest.fixture
def stage(tmp_path):
    pack = tmp_path / "pack"
    copy_pack(MINI, pack)
    env = dict(os.environ, PYTHONPATH=ROOT, SYNDICATE_CACHE_DIR=str(tmp_path / "cache"),
               SYNDICATE_CACHE_KEY_FILE=str(tmp_path / "home" / "cache.key"))
    return pack, env


def check(pack, env, *args, importtime=False):
    cmd = [sys.executable, *(["-X", "importtime"] if importtime else []), "-m", "compiler", "check", "pack", *args]
    return subprocess.run(cmd, cwd=str(pack.parent), env=env, capture_output=True, text=True, timeout=120)


def imported(stderr: str) -> set[str]:
    """Top-level modules named by `python -X importtime`."""
    return {ln.split("|")[-1].strip().split(".")[0] for ln in stderr.splitlines() if ln.startswith("import time:")}


def modules(stderr: str) -> set[str]:
    """Every module named by `python -X importtime`."""
    return {ln.split("|")[-1].strip() for ln in stderr.splitlines() if ln.startswith("import time:")}


def entries(env) -> list[str]:
    return glob.glob(os.path.join(env["SYNDICATE_CACHE_DIR"], "check-*.json"))


def test_unchanged_check_answers_from_the_cache_the_same_text_and_status(stage):
    pack, env = stage
    first = check(pack, env, importtime=True)
    assert first.returncode == 0, first.stdout + first.stderr
    assert "no problems found" in first.stdout
    assert {"yaml", "jsonschema"} <= imported(first.stderr)
    assert len(entries(env)) == 1
    again = check(pack, env, importtime=True)
    assert (again.returncode, again.stdout) == (first.returncode, first.stdout)
    assert not set(HEAVY) & imported(again.stderr), "a cached answer needs none of the heavy libraries"


def test_a_changed_file_is_checked_afresh_and_its_errors_cached_too(stage):
    pack, env = stage
    assert check(pack, env).returncode == 0
    crooks = pack / "crooks.yaml"
    crooks.write_text(crooks.read_text().replace("power: 5", "power: four"))
    bad = check(pack, env, "--no-color")
    assert bad.returncode == 1
    assert "error[SYN102]" in bad.stdout and "power: four" in bad.stdout
    again = check(pack, env, "--no-color", importtime=True)
    assert (again.returncode, again.stdout) == (1, bad.stdout)
    assert "jsonschema" not in imported(again.stderr)
    # A command line run before is not read again: what click read from it then is kept with its answer.
    assert "click" not in imported(again.stderr)
    crooks.write_text(crooks.read_text().replace("power: four", "power: 5") + "\n")
    edited = check(pack, env, "--no-color", importtime=True)
    assert edited.returncode == 0 and "no problems found" in edited.stdout
    assert "click" not in imported(edited.stderr), "after an edit the same command line checks without click"
    crooks.write_text(crooks.read_text()[:-1].replace("power: 5", "power: four"))
    crooks.write_text(crooks.read_text().replace("power: four", "power: 5"))
    fixed = check(pack, env, "--no-color")
    assert fixed.returncode == 0 and "no problems found" in fixed.stdout


def test_options_are_part_of_the_key(stage):
    pack, env = stage
    text = check(pack, env)
    as_json = check(pack, env, "--format", "json")
    assert json.loads(as_json.stdout)["summary"]["errors"] == 0
    assert text.stdout != as_json.stdout
    assert check(pack, env, "--format=json").stdout == as_json.stdout
    assert check(pack, env).stdout == text.stdout
    # --strict changes the exit status when there are warnings: a file without its modeline warns.
    mobs = pack / "mobs.yaml"
    mobs.write_text(mobs.read_text().split("\n", 1)[1])
    assert check(pack, env).returncode == 0
    assert check(pack, env, "--strict").returncode == 1
    assert check(pack, env).returncode == 0


def test_a_forged_or_altered_entry_is_never_printed(stage):
    pack, env = stage
    first = check(pack, env)
    (path,) = entries(env)
    mac, entry = cache_entries.read(path)
    entry["payload"]["out"] = "no problems found, says the forger\n"
    cache_entries.write(path, mac, entry)
    again = check(pack, env)
    assert again.stdout == first.stdout
    cache_entries.write(path, cache_entries.seal(entry, os.urandom(32)), entry)   # sealed elsewhere
    again = check(pack, env)
    assert again.stdout == first.stdout
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("not json {")
    assert check(pack, env).stdout == first.stdout


def test_without_a_safe_key_nothing_is_cached(stage, tmp_path):
    pack, env = stage
    key = tmp_path / "home" / "cache.key"
    key.parent.mkdir(parents=True)
    key.write_text("0" * 64)
    key.chmod(0o644)     # others may read it: not a secret, so no cache at all
    assert check(pack, env).returncode == 0
    assert entries(env) == []


def test_help_and_unusual_arguments_go_to_the_full_command_line(stage):
    pack, env = stage
    check(pack, env)
    helped = check(pack, env, "--help")
    assert helped.returncode == 0 and "Usage:" in helped.stdout
    wrong = check(pack, env, "--format", "xml")
    assert wrong.returncode == 2 and "xml" in wrong.stderr


def test_a_fresh_check_with_every_ability_tree_cached_does_not_import_lark(stage):
    pack, env = stage
    crooks = pack / "crooks.yaml"
    crooks.write_text(crooks.read_text().replace(
        '    flavor: "Counts twice, smiles once."',
        '    flavor: "Counts twice, smiles once."\n    abilities:\n      - "modify hit by 2 for attacks by owner"'))
    first = check(pack, env, importtime=True)         # parses the ability, keeps its tree
    assert first.returncode == 0, first.stdout
    assert "lark" in imported(first.stderr)
    game = pack / "game.yaml"
    game.write_text(game.read_text() + "\n# a designer's note\n")
    again = check(pack, env, importtime=True)
    assert again.returncode == 0 and "no problems found" in again.stdout
    used = imported(again.stderr)
    assert "jsonschema" in used, "a changed file is checked afresh"
    assert "lark" not in used, "the trees came from the tree cache: nothing to parse"


def test_any_other_file_in_the_pack_folder_is_part_of_the_key(stage):
    pack, env = stage
    check(pack, env)
    (pack / "templates").mkdir(exist_ok=True)
    (pack / "templates" / "notes.txt").write_text("a template the check may one day read\n")
    again = check(pack, env, importtime=True)
    assert again.returncode == 0
    assert "compiler.pipeline" in modules(again.stderr), "a new file under the pack: the check runs afresh"


def test_the_key_covers_the_engines_reads_json():
    """`check` refuses a pack that lacks what its engine reads (SYN212, runtime/games/*/reads.json):
    a changed reads.json is a miss, not the answer printed before it changed."""
    from compiler.cache import check_result as cr
    path = os.path.join(ROOT, "runtime", "games", "criminal_underworld", "reads.json")
    st = os.stat(path)
    cr._code.clear()
    before = cr.code_digest()
    try:
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
        cr._code.clear()
        after = cr.code_digest()
    finally:
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
        cr._code.clear()
    assert before != after
