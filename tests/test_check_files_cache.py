"""Issue 17: a check after an edit takes every unchanged file from the per-file cache
(compiler/cache/per_file.py) and the trees of unchanged abilities from dsl/treecache.py, and says
exactly what a check without any cache says: the same text, in the same order, the same JSON,
the same exit status, under --strict too. A forged, foreign or broken entry is never believed.

Run as a designer runs it: `python -m compiler check` in a subprocess, on a copy of the base pack
that is edited between runs; every cached run is compared with a run over an empty cache folder.
"""
from __future__ import annotations

import glob
import hashlib
import hmac
import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = os.path.join(ROOT, "content", "crime_lords")


@pytest.fixture
def stage(tmp_path):
    pack = tmp_path / "pack"
    shutil.copytree(PACK, pack)
    env = dict(os.environ, PYTHONPATH=ROOT, SYNDICATE_CACHE_DIR=str(tmp_path / "cache"),
               SYNDICATE_CACHE_KEY_FILE=str(tmp_path / "home" / "cache.key"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return pack, env, tmp_path


def run(pack, env, *args, importtime=False):
    cmd = [sys.executable, *(["-X", "importtime"] if importtime else []), "-m", "compiler", "check", "pack",
           "--no-color", *args]
    return subprocess.run(cmd, cwd=str(pack.parent), env=env, capture_output=True, text=True, timeout=180)


_fresh = [0]


def same_as_without_cache(pack, env, tmp, *args):
    """Check with the warm cache, then over an empty cache folder: the two answers must be the same."""
    cached = run(pack, env, *args)
    _fresh[0] += 1
    empty = dict(env, SYNDICATE_CACHE_DIR=str(tmp / f"empty-{_fresh[0]}"))
    fresh = run(pack, empty, *args)
    assert "Traceback" not in cached.stderr + fresh.stderr, cached.stderr + fresh.stderr
    assert (cached.returncode, cached.stdout) == (fresh.returncode, fresh.stdout)
    return cached


def imported(stderr: str) -> set[str]:
    return {ln.split("|")[-1].strip() for ln in stderr.splitlines() if ln.startswith("import time:")}


def edit(path, old: str, new: str) -> str:
    text = path.read_text()
    assert text.count(old) >= 1, old
    path.write_text(text.replace(old, new, 1))
    return text


def test_each_edit_and_its_fix_check_as_without_any_cache(stage):
    pack, env, tmp = stage
    clean = same_as_without_cache(pack, env, tmp)
    assert clean.returncode == 0 and "no problems found" in clean.stdout
    clean_json = same_as_without_cache(pack, env, tmp, "--format", "json")

    # A schema error in one file: only that file is composed and validated again.
    crooks = pack / "crooks.yaml"
    crooks_text = edit(crooks, "power: 4\n", "power: four\n")
    bad = same_as_without_cache(pack, env, tmp)
    assert bad.returncode == 1 and "error[SYN102]" in bad.stdout and "power: four" in bad.stdout
    same_as_without_cache(pack, env, tmp, "--format", "json")

    # An ability that names nothing, in another file, on top of it.
    mobs = pack / "mobs.yaml"
    mobs_text = edit(mobs, "modify resistance of crooks of owner by 3", "modify resistence of crooks of owner by 3")
    both = same_as_without_cache(pack, env, tmp)
    assert both.returncode == 1 and "resistence" in both.stdout and "error[SYN102]" in both.stdout

    # A file that is no longer YAML, and a bad sheet setting.
    harbor = pack / "rackets" / "harbor.yaml"
    harbor_text = edit(harbor, "cards:\n", "cards:\n  - id: [broken\n")
    sheet = pack / "templates" / "sheet.yaml"
    sheet_text = edit(sheet, "paper: a4", "paper: a9")
    broken = same_as_without_cache(pack, env, tmp)
    assert "error[SYN010]" in broken.stdout and "error[SYN607]" in broken.stdout
    same_as_without_cache(pack, env, tmp, "--format", "json")

    # Every fix: the answer is the clean pack's again, with the cache and without.
    for path, text in ((crooks, crooks_text), (mobs, mobs_text), (harbor, harbor_text), (sheet, sheet_text)):
        path.write_text(text)
    assert same_as_without_cache(pack, env, tmp).stdout == clean.stdout
    assert same_as_without_cache(pack, env, tmp, "--format", "json").stdout == clean_json.stdout

    # A warning (a file without its modeline): exit 0, and 1 under --strict, the same text both ways.
    specials = pack / "specials.yaml"
    specials.write_text(specials.read_text().split("\n", 1)[1])
    warned = same_as_without_cache(pack, env, tmp)
    assert warned.returncode == 0 and "warning[SYN018]" in warned.stdout
    strict = same_as_without_cache(pack, env, tmp, "--strict")
    assert strict.returncode == 1 and strict.stdout == warned.stdout


def test_a_check_after_an_edit_imports_only_what_the_changed_file_needs(stage):
    pack, env, tmp = stage
    first = run(pack, env)
    assert first.returncode == 0
    # Same texts, newer files: the kept answer does not count (other files are keyed by their time),
    # and every file comes from the per-file cache: no YAML, no jsonschema, no Lark, no click.
    for path in glob.glob(str(pack / "**" / "*.yaml"), recursive=True):
        os.utime(path)
    touched = run(pack, env, importtime=True)
    assert (touched.returncode, touched.stdout) == (0, first.stdout)
    used = imported(touched.stderr)
    assert "compiler.pipeline" in used, "the check ran"
    assert not {"yaml", "jsonschema", "lark", "click"} & used
    # A Crook's power changed: that file is composed and validated, no ability is parsed, and the
    # effect language's kept answer stands (compiler/cache/effects_stage.py): no tree, no checker.
    edit(pack / "crooks.yaml", "power: 4\n", "power: 5\n")
    edited = run(pack, env, importtime=True)
    assert edited.returncode == 0
    used = imported(edited.stderr)
    assert {"yaml", "jsonschema"} <= used and not {"lark", "click"} & used
    assert not {"dsl.tree", "dsl.vocabulary", "compiler.check.effects.check"} & used
    assert edited.stdout == run(pack, dict(env, SYNDICATE_CACHE_DIR=str(tmp / "empty"))).stdout


def test_an_edit_to_what_abilities_read_checks_as_without_any_cache(stage):
    """The effect stage's kept answer (compiler/cache/effects_stage.py) against a check without any
    cache: a card an ability names renamed, deleted and back, a field the checker reads (a Racket's
    Power gives it an action token) changed and removed, a card's name, lines moved under an error."""
    pack, env, tmp = stage
    crooks, harbor = pack / "crooks.yaml", pack / "rackets" / "harbor.yaml"
    edit(crooks, '      - "modify recruit by 2 for attacks by owner"\n',
         '      - "modify recruit by 2 for attacks by owner"\n'
         '      - "modify power of self by 1 while judge_pell.owner is owner"\n')
    edit(harbor, "    power: 3\n    abilities:\n", "    power: 3\n    abilities:\n      - \"action costs token: gain 1 G to owner\"\n")
    clean = same_as_without_cache(pack, env, tmp)
    assert clean.returncode == 0 and "no problems found" in clean.stdout

    # A field no ability reads (a Racket's income): the kept answer stands, and is the fresh one.
    edit(harbor, "    income: 1\n    resistance: 4\n    power: 3\n", "    income: 2\n    resistance: 4\n    power: 3\n")
    kept = run(pack, env, importtime=True)
    assert "compiler.check.effects.check" not in imported(kept.stderr)
    assert (kept.returncode, kept.stdout) == (0, clean.stdout)
    # The field the token ability reads: another value, then none (SYN408; commented out, so that no
    # line moves and only the recorded read tells), then back.
    edit(harbor, "    income: 2\n    resistance: 4\n    power: 3\n", "    income: 2\n    resistance: 4\n    power: 2\n")
    assert same_as_without_cache(pack, env, tmp).stdout == clean.stdout
    before = edit(harbor, "    income: 2\n    resistance: 4\n    power: 2\n", "    income: 2\n    resistance: 4\n    # power\n")
    no_token = same_as_without_cache(pack, env, tmp)
    assert no_token.returncode == 1 and "error[SYN408]" in no_token.stdout
    harbor.write_text(before)
    assert same_as_without_cache(pack, env, tmp).stdout == clean.stdout

    # The card the Crook's ability names: renamed (SYN401), back, deleted, back.
    crooks_text = edit(crooks, "  - id: judge_pell", "  - id: judge_pel")
    renamed = same_as_without_cache(pack, env, tmp)
    assert renamed.returncode == 1 and "unknown name `judge_pell`" in renamed.stdout
    same_as_without_cache(pack, env, tmp, "--format", "json")
    crooks.write_text(crooks_text)
    assert same_as_without_cache(pack, env, tmp).stdout == clean.stdout
    start = crooks_text.index("  - id: judge_pell")
    crooks.write_text(crooks_text[:start] + crooks_text[crooks_text.index("  - id: countess_volkova"):])
    deleted = same_as_without_cache(pack, env, tmp)
    assert deleted.returncode == 1 and "unknown name `judge_pell`" in deleted.stdout
    # Lines moved above the error (its caret moves), a card's name changed, --strict: as fresh.
    crooks.write_text("# a designer's note\n" + crooks.read_text().replace("name: Countess Irina Volkova",
                                                                          "name: Countess Irina Volkov"))
    moved = same_as_without_cache(pack, env, tmp, "--strict")
    assert moved.stdout != deleted.stdout and "unknown name `judge_pell`" in moved.stdout
    crooks.write_text(crooks_text)
    assert same_as_without_cache(pack, env, tmp).stdout == clean.stdout


def _key(env) -> bytes:
    with open(env["SYNDICATE_CACHE_KEY_FILE"]) as fh:
        return bytes.fromhex(fh.read().strip())


def _seal(body: bytes, key: bytes) -> bytes:
    return hmac.new(key, body, hashlib.sha256).hexdigest().encode() + b"\n" + body


def _short_rows(payload: dict) -> dict:
    """Signed with the user's key but not what file_cache writes: the place rows do not fit the data."""
    for name in ("spans", "key_spans", "scalars"):
        payload["payload"]["doc"][name] = payload["payload"]["doc"][name][:-1]
    return payload


@pytest.mark.parametrize("forgery", ["altered", "foreign_key", "garbage", "rows_that_do_not_fit",
                                     "wrong_types"])
def test_a_forged_or_broken_file_entry_is_never_believed(stage, forgery):
    pack, env, tmp = stage
    crooks = pack / "crooks.yaml"
    edit(crooks, "power: 4\n", "power: four\n")       # an answer with diagnostics and carets
    expected = run(pack, dict(env, SYNDICATE_CACHE_DIR=str(tmp / "empty")))
    assert run(pack, env).stdout == expected.stdout
    entries = glob.glob(os.path.join(env["SYNDICATE_CACHE_DIR"], "file-*.json"))
    assert len(entries) >= 15
    key = _key(env)
    for path in entries:
        raw = open(path, "rb").read()
        mac, _, body = raw.partition(b"\n")
        payload = json.loads(body)
        if forgery == "altered":     # a caret moved and an error dropped, the old MAC kept
            out = body.replace(b'"load":[]', b'"load":[["SYN999","planted","x",1,1,null,null,"error",null]]')
            out = out.replace(b"[1,1,", b"[2,1,")
            new = mac + b"\n" + out
        elif forgery == "foreign_key":   # a cache folder that came with a download
            payload["payload"]["stages"] = {k: [] for k in payload["payload"].get("stages", {})}
            new = _seal(json.dumps(payload).encode(), os.urandom(32))
        elif forgery == "garbage":
            new = b"\x80\x04not json {"
        elif forgery == "rows_that_do_not_fit":
            if "doc" not in payload["payload"]:
                continue
            new = _seal(json.dumps(_short_rows(payload)).encode(), key)
        else:   # signed, but the fields are not of the types this module writes
            payload["payload"]["load"] = "nothing"
            payload["payload"]["stages"] = {k: [["SYN999"]] for k in payload["payload"].get("stages", {})}
            new = _seal(json.dumps(payload).encode(), key)
        open(path, "wb").write(new)
    for path in glob.glob(str(pack / "**" / "*.yaml"), recursive=True):
        os.utime(path)      # the kept answer of the whole check does not count: every file is asked for
    again = run(pack, env)
    assert "Traceback" not in again.stderr, again.stderr
    assert (again.returncode, again.stdout) == (expected.returncode, expected.stdout)
    assert "SYN999" not in again.stdout


def test_the_check_knows_the_sheet_settings_file_as_the_sheets_do():
    from compiler.pipeline import SHEET_SETTINGS_FILE, SHEET_SETTINGS_KIND
    from compiler.sheets.settings import SETTINGS_FILE, SETTINGS_KIND

    assert (SHEET_SETTINGS_FILE, SHEET_SETTINGS_KIND) == (SETTINGS_FILE, SETTINGS_KIND)


def test_a_kept_document_is_the_document_the_loader_makes(tmp_path, monkeypatch):
    """Every YAML file of the bundled packs and the test fixtures, kept and read back in-process:
    the same data, places of values and keys, and string tokens (so carets land alike)."""
    from compiler.cache import check_result as check_cache, per_file as file_cache
    from compiler.load.yamlload import load_text, read_source
    from dsl import cache

    monkeypatch.setenv("SYNDICATE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_KEY", [os.urandom(32)])
    monkeypatch.setattr(check_cache, "ENABLED", True)
    paths = sorted(glob.glob(os.path.join(ROOT, "content", "**", "*.yaml"), recursive=True)
                   + glob.glob(os.path.join(ROOT, "tests", "fixtures", "**", "*.yaml"), recursive=True))
    kept = 0
    for path in paths:
        text, problems = read_source(path)
        if text is None or problems:
            continue
        monkeypatch.setattr(file_cache, "_entries", {})
        made, diags = load_text(text, path)
        file_cache.flush()
        monkeypatch.setattr(file_cache, "_entries", {})
        hit = file_cache.document(path, text)
        if diags:
            assert hit is None      # a file that does not load is composed afresh every time
            continue
        assert hit is not None, path
        doc, again = hit
        kept += 1
        assert again == [] and doc.data == made.data and doc.text == made.text
        assert dict(doc.spans.items()) == made.spans
        assert dict(doc.key_spans.items()) == made.key_spans
        assert dict(doc.scalars.items()) == made.scalars
    assert kept > 40


@pytest.mark.parametrize("forgery", ["foreign_key", "reads_not_a_list", "read_of_no_card", "read_of_wrong_type",
                                     "extra_field"])
def test_a_forged_or_broken_effects_entry_is_never_believed(stage, forgery):
    pack, env, tmp = stage
    edit(pack / "mobs.yaml", "modify resistance of crooks of owner by 3", "modify resistence of crooks of owner by 3")
    expected = run(pack, dict(env, SYNDICATE_CACHE_DIR=str(tmp / "empty")))
    assert expected.returncode == 1 and "resistence" in expected.stdout
    assert run(pack, env).stdout == expected.stdout
    found = []
    for path in glob.glob(os.path.join(env["SYNDICATE_CACHE_DIR"], "file-*.json")):
        body = open(path, "rb").read().partition(b"\n")[2]
        payload = json.loads(body)
        if set(payload["payload"]) == {"value"}:
            found.append((path, payload))
    assert len(found) == 1, "one kept effect stage for the pack"
    path, payload = found[0]
    value = payload["payload"]["value"]
    assert value["diags"], "the unknown stat is kept"
    key = _key(env)
    if forgery == "foreign_key":    # the error dropped, sealed by somebody else
        value["diags"] = []
        key = os.urandom(32)
    elif forgery == "reads_not_a_list":
        value["diags"], value["reads"] = [], {"0": "power"}
    elif forgery == "read_of_no_card":
        value["diags"], value["reads"] = [], [[10 ** 6, "get", "power", "3"]]
    elif forgery == "read_of_wrong_type":
        value["diags"], value["reads"] = [], [[0, "get", ["power"], "3"]]
    else:
        payload["payload"]["stages"] = {}
        value["diags"] = []
    open(path, "wb").write(_seal(json.dumps(payload).encode(), key))
    for p in glob.glob(str(pack / "**" / "*.yaml"), recursive=True):
        os.utime(p)      # the kept answer of the whole check does not count
    again = run(pack, env)
    assert "Traceback" not in again.stderr, again.stderr
    assert (again.returncode, again.stdout) == (expected.returncode, expected.stdout)
