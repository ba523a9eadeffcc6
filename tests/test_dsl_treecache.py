"""The per-file cache of parsed abilities: JSON in our own folder, validated, ignored when wrong."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

import cache_entries
from compiler.report.diagnostics import DiagnosticBag
from compiler.check.effects import check as C
from compiler.check.pack import load_pack
from dsl import treecache
from dsl.parser import parse, parse_recovered

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = os.path.join(ROOT, "content", "crime_lords")


@pytest.fixture
def pack_copy(tmp_path, monkeypatch):
    dst = tmp_path / "crime_lords"
    shutil.copytree(PACK, dst, ignore=shutil.ignore_patterns("templates"))
    cache = tmp_path / "cache"
    monkeypatch.setenv("SYNDICATE_CACHE_DIR", str(cache))
    return dst, cache


@pytest.fixture
def parses(monkeypatch):
    """Counts the abilities the checker had to parse (not taken from the cache)."""
    seen: list[str] = []

    def counting(text):
        seen.append(text)
        return parse_recovered(text)

    monkeypatch.setattr(C, "parse_recovered", counting)   # the checker parses with recovery (names past a slip)
    return seen


def _check(root):
    bag = DiagnosticBag()
    pack = load_pack(str(root), bag)
    checked = C.check_abilities(pack, bag)
    assert not bag.errors, [str(d) for d in bag.errors]
    return [(c.owner_id, c.index, c.text, c.source, sorted(map(str, c.resolved.values()))) for c in checked]


def test_cache_round_trip_gives_the_same_trees_for_the_base_pack():
    bag = DiagnosticBag()
    pack = load_pack(PACK, bag)
    for card in pack.cards:
        for text in card.abilities:
            node, _ = parse(text)
            again = treecache.decode(json.loads(json.dumps(treecache.encode(node))))
            assert treecache.encode(again) == treecache.encode(node) and repr(again) == repr(node)


def test_second_check_parses_nothing_and_gives_the_same_result(pack_copy, parses):
    root, cache = pack_copy
    first = _check(root)
    assert len(parses) > 70
    assert stat_mode(cache) == 0o700 and any(n.startswith("trees-") for n in os.listdir(cache))
    parses.clear()
    assert _check(root) == first
    assert parses == []


def stat_mode(path) -> int:
    return os.stat(path).st_mode & 0o777


def test_an_edited_file_keeps_the_trees_of_the_abilities_it_still_has(pack_copy, parses):
    """Issue 17: trees are keyed by ability text, so an edit parses only the abilities it changed."""
    root, cache = pack_copy
    first = _check(root)
    parses.clear()
    mobs = root / "mobs.yaml"
    text = mobs.read_text()
    mobs.write_text(text.replace("# yaml-language-server", "# touched\n# yaml-language-server", 1))
    assert _check(root) != [] and parses == [], "an edit outside every ability parses nothing"
    old = "modify resistance of crooks of owner by 3"
    assert text.count(old) == 1
    mobs.write_text(text.replace(old, "modify resistance of crooks of owner by 2"))
    _check(root)
    assert parses == ["modify resistance of crooks of owner by 2"]
    parses.clear()
    mobs.write_text(text)      # back as it was: the old text's tree was dropped with it, the new one kept
    assert _check(root) == first
    assert parses == [old]
    entries = [cache_entries.read(cache / n)[1]["payload"] for n in os.listdir(cache) if n.startswith("trees-")]
    assert not any("modify resistance of crooks of owner by 2" in e for e in entries), \
        "an entry holds the file's abilities as written now, not every text it ever held"


@pytest.mark.parametrize("garbage", [
    b"not json at all {",
    b"[" * 100_000,                                                  # too deep for json: RecursionError
    json.dumps({"format": 1, "key": "wrong", "trees": {}}).encode(),
    None,                                                            # right key, planted trees: filled in below
])
def test_corrupt_or_planted_cache_is_ignored_and_the_result_is_still_right(pack_copy, parses, garbage):
    root, cache = pack_copy
    expected = _check(root)
    files = [cache / n for n in os.listdir(cache) if n.startswith("trees-")]
    for f in files:
        if garbage is None:   # every tree swapped for one that would emit code if trusted blindly
            mac, body = cache_entries.read(f)
            bad = ["Name", 0, 1, "__import__('os').system('x')", 1]
            body["payload"] = {text: bad for text in body["payload"]}
            cache_entries.write(f, mac, body)
        else:
            f.write_bytes(garbage)
    parses.clear()
    assert _check(root) == expected
    assert len(parses) > 70          # everything was parsed again


@pytest.mark.parametrize("data", [
    ["Nope", 0, 1, 1],
    ["Name", 0, 1, "x y", 1],
    ["Name", 0, 1, "x"],
    ["BinOp", 0, 1, "**", ["Num", 0, 1, 1, None, 0, 1], ["Num", 0, 1, 1, None, 0, 1], 2],
    ["Num", 0, 1, True, None, 0, 1],
    ["Effect", 0, 1, "system", [], False, 1],
    ["Neg", 0, 1, ["Neg", 0, 1, ["Neg", 0, 1, None, 1], 1], 1],
    ["Scope", 0, 1, "by", None, None, 1],
])
def test_decode_refuses_what_encode_never_writes(data):
    with pytest.raises((treecache.Invalid, TypeError)):
        treecache.decode(data)


def test_decode_refuses_nesting_beyond_the_bound():
    data: list = ["Num", 0, 1, 1, None, 0, 1]
    for _ in range(treecache.MAX_NESTING + 2):
        data = ["Neg", 0, 1, data, 1]
    with pytest.raises(treecache.Invalid):
        treecache.decode(data)


def test_unsafe_cache_folder_is_not_used_and_the_build_is_correct_and_quiet(tmp_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    os.chmod(cache, 0o777)            # others may write: a planted file could be read
    out = tmp_path / "gen"
    env = dict(os.environ, SYNDICATE_CACHE_DIR=str(cache))
    r = subprocess.run([sys.executable, "-m", "compiler", "build", PACK, "--out", str(out)], cwd=ROOT,
                       capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stderr == "" and r.stdout.strip().startswith("built:")
    assert os.listdir(cache) == []
    for name in ("abilities.py", "house_rules.py", "cards.py"):
        with open(os.path.join(ROOT, "generated", "crime_lords", name), "rb") as a:
            assert (out / "crime_lords" / name).read_bytes() == a.read(), name


def test_old_entries_are_pruned(tmp_path, monkeypatch):
    monkeypatch.setattr(treecache, "MAX_FILES", 2)
    cache = treecache.TreeCache(str(tmp_path))
    node, _ = parse("play: gain 15 G")
    for i in range(4):
        cache.store(str(tmp_path / f"file{i}.yaml"), f"text {i}", {"play: gain 15 G": node})
        os.utime(cache._file(str(tmp_path / f"file{i}.yaml")), (i, i))
    names = sorted(n for n in os.listdir(tmp_path) if n.startswith("trees-"))
    assert len(names) == 2
    assert cache.load(str(tmp_path / "file3.yaml"), "text 3") is not None
    # Trees are keyed by ability text: the file's text as a whole no longer decides (issue 17).
    assert cache.load(str(tmp_path / "file3.yaml"), "text 2") is not None
    assert cache.load(str(tmp_path / "file0.yaml"), "text 0") is None      # pruned
