"""`syndicate build`: committed output is current, byte-identical, refuses bad packs, detects staleness,
and content strings never become code."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = os.path.join(ROOT, "content", "crime_lords")
MODULES = ("__init__.py", "game.py", "ruleset.py", "cards.py", "abilities.py", "house_rules.py", "vocabulary.py", "texts.py")


def syndicate(*args, cwd=ROOT, env_cache=None):
    env = dict(os.environ)
    if env_cache:
        env["SYNDICATE_CACHE_DIR"] = env_cache
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True,
                          env=env, timeout=120)


@pytest.fixture(scope="module")
def fresh_build(tmp_path_factory):
    out = tmp_path_factory.mktemp("gen")
    cache = tmp_path_factory.mktemp("cache")
    r = syndicate("build", PACK, "--out", str(out), env_cache=str(cache))
    assert r.returncode == 0, r.stdout + r.stderr
    return out / "crime_lords", str(cache)


def test_fresh_build_is_byte_identical_to_committed_generated_code(fresh_build):
    out, _ = fresh_build
    for name in MODULES:
        with open(os.path.join(ROOT, "generated", "crime_lords", name), "rb") as a, open(out / name, "rb") as b:
            assert a.read() == b.read(), name


# Every pack of the repository: `syndicate build` with no PACK builds them all, and each one's
# committed generated/<pack>/ must be what its content compiles to.
PACKS = ("crime_lords", "crime_wars", "criminal_underworld", "nothing_personal")


@pytest.fixture(scope="module")
def every_pack_built(tmp_path_factory):
    out = tmp_path_factory.mktemp("every")
    r = syndicate("build", "--out", str(out), env_cache=str(tmp_path_factory.mktemp("cache")))
    assert r.returncode == 0, r.stdout + r.stderr
    return out, r.stdout


def test_build_with_no_pack_writes_every_pack_under_content(every_pack_built):
    out, stdout = every_pack_built
    assert sorted(os.listdir(out)) == sorted(os.listdir(os.path.join(ROOT, "content"))) == list(PACKS)
    for pack in PACKS:
        assert f"content/{pack}: built: wrote" in stdout


@pytest.mark.parametrize("pack", PACKS)
def test_committed_generated_code_of_every_pack_is_current(every_pack_built, pack):
    out, _ = every_pack_built
    for name in MODULES:
        with open(os.path.join(ROOT, "generated", pack, name), "rb") as a, open(out / pack / name, "rb") as b:
            assert a.read() == b.read(), f"generated/{pack}/{name} is stale: run `syndicate build content/{pack}`"


def test_every_generated_module_compiles(fresh_build):
    out, _ = fresh_build
    for name in MODULES:
        source = (out / name).read_text(encoding="utf-8")
        compile(source, str(out / name), "exec")


def test_generated_pack_imports_and_holds_every_ability(fresh_build):
    out, _ = fresh_build
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import crime_lords as g; from runtime import api;"
            "n = sum(len(v) for v in g.ABILITIES.values());"
            "assert all(isinstance(r, api.ABILITY_TYPES) for v in g.ABILITIES.values() for r in v);"
            "print(n, len(g.CARDS), g.RULESET['id'])")
    r = subprocess.run([sys.executable, "-c", code, str(out.parent)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["70", "112", "crime_lords"]


def test_check_passes_on_committed_and_no_change_rebuild_is_up_to_date(fresh_build):
    out, cache = fresh_build
    r = syndicate("build", PACK, "--check")
    assert r.returncode == 0, r.stdout
    r = syndicate("build", PACK, "--out", str(out.parent), env_cache=cache)
    assert r.returncode == 0 and "up to date" in r.stdout


def _copy_pack(tmp_path):
    dst = tmp_path / "crime_lords"
    shutil.copytree(PACK, dst)
    return dst


def test_check_reports_stale_file_and_build_refreshes(tmp_path):
    pack = _copy_pack(tmp_path)
    out = tmp_path / "gen"
    cache = str(tmp_path / "cache")
    assert syndicate("build", str(pack), "--out", str(out), env_cache=cache).returncode == 0
    mobs = pack / "mobs.yaml"
    mobs.write_text(mobs.read_text().replace("modify hit by 2 for attacks by owner", "modify hit by 3 for attacks by owner"))
    r = syndicate("build", str(pack), "--out", str(out), "--check", env_cache=cache)
    assert r.returncode == 1
    assert "SYN501" in r.stdout and "abilities.py" in r.stdout and "cards.py" not in r.stdout
    r = syndicate("build", str(pack), "--out", str(out), env_cache=cache)
    assert r.returncode == 0 and "abilities.py" in r.stdout
    assert "return 3" in (out / "crime_lords" / "abilities.py").read_text()
    assert not [n for n in os.listdir(out) if n.startswith(".")], "no temporary folders left behind"


def test_build_refuses_a_pack_with_errors_and_writes_nothing(tmp_path):
    pack = _copy_pack(tmp_path)
    out = tmp_path / "gen"
    mobs = pack / "mobs.yaml"
    mobs.write_text(mobs.read_text().replace("modify draw_count of owner by 1", "modify draw_cont of owner by 1"))
    r = syndicate("build", str(pack), "--out", str(out), env_cache=str(tmp_path / "cache"))
    assert r.returncode == 1
    assert "SYN402" in r.stdout and "SYN503" in r.stdout and "did you mean `draw_count`?" in r.stdout
    assert "Traceback" not in r.stdout + r.stderr
    assert not out.exists()


def test_injection_payloads_end_as_literal_data(tmp_path):
    pack = _copy_pack(tmp_path)
    marker = tmp_path / "PWNED"
    payload = "__import__('os').system('touch PWNED')"
    specials = pack / "specials.yaml"
    text = specials.read_text()
    # A card name with quotes, a newline and code; an ability whose comment holds the same.
    text = text.replace("name: Bank Job", 'name: "B\\"\\"\\"\\n' + payload + " \'\'\' #" + '"')
    text = text.replace('- "play: gain 15 G"', '- |\n        play: gain 15 G # """ ; ' + payload + "\n        # \'\'\' \\n " + payload, 1)
    specials.write_text(text)
    out = tmp_path / "gen"
    r = syndicate("build", str(pack), "--out", str(out), env_cache=str(tmp_path / "cache"))
    assert r.returncode == 0, r.stdout + r.stderr
    code = ("import sys; sys.path[:0] = [sys.argv[1], sys.argv[2]]; import crime_lords as g;"
            "print(g.ABILITIES['bank_job'][0].effect.__doc__); print([c['name'] for c in g.CARDS if c['id'] == 'bank_job'][0])")
    r = subprocess.run([sys.executable, "-c", code, str(out), ROOT], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count(payload) == 3  # two in the ability's text, one in the name: all data …
    assert not marker.exists()           # … and nothing ran


def test_build_with_no_pack_builds_every_pack_under_content(tmp_path):
    """`syndicate build --check` with no PACK checks every pack in ./content/ (the repository's own, here)."""
    r = syndicate("build", "--check")
    assert r.returncode == 0, r.stdout + r.stderr
    for pack in PACKS:
        assert f"content/{pack}: generated code is up to date" in r.stdout


def test_build_with_no_pack_and_no_content_folder_is_a_diagnostic(tmp_path):
    r = syndicate("build", cwd=str(tmp_path))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "SYN001" in r.stderr and "no PACK given" in r.stderr
