"""Issue 10, item 4: no pickle anywhere; a forged, foreign or corrupted cache never changes `build`.

The parse cache (dsl/treecache.py) and the build stamp hold JSON signed with a per-user
key kept outside the cache (dsl/cache.py); Lark's pickle cache is not used at all. Each
test builds through the CLI with a planted cache and compares the generated modules
with a build from an empty cache, byte for byte.
"""
from __future__ import annotations

import glob
import hashlib
import json
import os
import pickle
import subprocess
import sys

import pytest

import cache_entries
from adversarial.packs import ROOT, crook, mini_pack, write_crooks

ABILITIES = ("modify recruit by 2 for attacks by owner", "modify hit by 2 for attacks by owner",
             "modify draw_count of owner by 1",
             "action during_attack costs token when attack.defender is owner: boost attack by -3")


def build(pack: str, out: str, cache: str, key: str):
    env = dict(os.environ, SYNDICATE_CACHE_DIR=cache, SYNDICATE_CACHE_KEY_FILE=key, PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, "-m", "compiler", "build", pack, "--out", out], capture_output=True,
                       text=True, cwd=ROOT, env=env, timeout=180)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def modules(out: str, name: str = "mini") -> dict[str, bytes]:
    folder = os.path.join(out, name)
    return {n: open(os.path.join(folder, n), "rb").read() for n in sorted(os.listdir(folder)) if n.endswith(".py")}


@pytest.fixture
def stage(tmp_path):
    pack = mini_pack(tmp_path)
    write_crooks(pack, crook("ada_finch", "Ada Finch", ABILITIES[:2]), crook("bo_lark", "Bo Lark", ABILITIES[2:]))
    key = str(tmp_path / "home" / "cache.key")
    clean = str(tmp_path / "clean")
    assert build(pack, clean, str(tmp_path / "cache-clean"), key).returncode == 0
    return {"pack": pack, "key": key, "clean": modules(clean), "tmp": tmp_path}


def _swap_trees(entry: dict) -> None:
    """Give every ability the tree of another one: well-formed JSON a parser might have written."""
    texts = sorted(entry["payload"])
    assert len(texts) >= 2
    trees = [entry["payload"][t] for t in texts]
    entry["payload"] = {t: trees[(i + 1) % len(trees)] for i, t in enumerate(texts)}


@pytest.mark.parametrize("signer", ["none", "foreign_key", "own_key"])
def test_a_forged_parse_cache_entry_is_a_miss_and_the_build_is_unchanged(stage, signer):
    tmp, pack = stage["tmp"], stage["pack"]
    cache = str(tmp / "cache")
    assert build(pack, str(tmp / "warm"), cache, stage["key"]).returncode == 0
    files = glob.glob(os.path.join(cache, "trees-*.json"))
    assert files
    for path in files:
        _, entry = cache_entries.read(path)
        if len(entry["payload"]) < 2:
            continue
        _swap_trees(entry)
        if signer == "none":
            mac = b""
        elif signer == "foreign_key":   # a cache made on another machine, or shipped with a download
            mac = cache_entries.seal(entry, os.urandom(32))
        else:   # even signed with this user's key, a tree whose names are not the ability's is refused
            mac = cache_entries.seal(entry, cache_entries.user_key(stage["key"]))
        cache_entries.write(path, mac, entry)
    out = str(tmp / "out")
    assert build(pack, out, cache, stage["key"]).returncode == 0
    assert modules(out) == stage["clean"]


@pytest.mark.parametrize("garbage", [b"\x80\x04garbage", b"{", b'{"format": 1, "key": 5}', b"[" * 100_000,
                                     json.dumps({"format": 1, "key": "k", "trees": {}, "mac": "0" * 64}).encode()])
def test_a_corrupted_cache_file_never_changes_the_build(stage, garbage):
    tmp, pack = stage["tmp"], stage["pack"]
    cache = tmp / "cache"
    assert build(pack, str(tmp / "warm"), str(cache), stage["key"]).returncode == 0
    for path in glob.glob(str(cache / "*.json")):
        open(path, "wb").write(garbage)
    out = str(tmp / "out")
    assert build(pack, out, str(cache), stage["key"]).returncode == 0
    assert modules(out) == stage["clean"]


class _Boom:
    def __init__(self, sentinel):
        self.sentinel = sentinel

    def __reduce__(self):
        return (os.system, (f"touch {self.sentinel}",))


def test_no_pickle_is_ever_loaded_from_the_cache(stage):
    """A planted Lark grammar cache (a pickle that would run code) is never read."""
    tmp, pack = stage["tmp"], stage["pack"]
    cache = tmp / "cache"
    cache.mkdir(mode=0o700)
    sentinel = tmp / "SENTINEL"
    bomb = pickle.dumps(_Boom(str(sentinel)))
    for name in ("grammar-lalr.cache", "grammar.cache", "lark.cache"):
        (cache / name).write_bytes(bomb)
    out = str(tmp / "out")
    assert build(pack, out, str(cache), stage["key"]).returncode == 0
    assert not sentinel.exists()
    assert modules(out) == stage["clean"]


# Allowed, each for its reason: a house-rule file is compiled by Syndicate's own code generator
# (emit.house_rules_module, from the checked rule: generated Python Syndicate built) and run;
# WeasyPrint's `cache={}` is an in-memory image cache.
ALLOWED = {("house_rule_file.py", r"(?<![.\w])exec\("), ("pdf.py", r"cache=(?!False)")}


def test_the_sources_never_unpickle_or_eval():
    import re

    found = []
    for folder in ("compiler", "dsl", "runtime"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            for f in files:
                if f.endswith(".py"):
                    text = open(os.path.join(dirpath, f), encoding="utf-8").read()
                    for pattern in (r"\bpickle\.loads?\(", r"\bmarshal\.loads?\(", r"(?<![.\w])eval\(",
                                    r"(?<![.\w])exec\(", r"cache=(?!False)"):
                        if re.search(pattern, text) and (f, pattern) not in ALLOWED:
                            found.append((f, pattern))
    assert found == []


def test_a_forged_build_stamp_never_skips_a_build(stage):
    """A stamp saying `up to date` for stale generated code is not trusted unless this user wrote it."""
    tmp, pack = stage["tmp"], stage["pack"]
    cache, out = tmp / "cache", str(tmp / "out")
    assert build(pack, out, str(cache), stage["key"]).returncode == 0
    # The generated code goes stale (edited by hand), and a stamp is planted to hide it.
    path = os.path.join(out, "mini", "cards.py")
    open(path, "a").write("\n# tampered\n")
    stamps = glob.glob(str(cache / "build-*.json"))
    assert stamps
    for stamp in stamps:
        _, data = cache_entries.read(stamp)
        data["payload"]["cards.py"] = hashlib.sha256(open(path, "rb").read()).hexdigest()
        cache_entries.write(stamp, cache_entries.seal(data, os.urandom(32)), data)
    r = build(pack, out, str(cache), stage["key"])
    assert r.returncode == 0 and "up to date" not in r.stdout.lower()
    assert modules(out) == stage["clean"]


def test_an_unsafe_key_file_turns_caching_off_and_the_build_is_still_right(stage):
    tmp, pack = stage["tmp"], stage["pack"]
    key = tmp / "shared.key"
    key.write_text("ab" * 32)
    os.chmod(key, 0o644)   # others may read it: not a secret
    cache, out = tmp / "cache", str(tmp / "out")
    assert build(pack, out, str(cache), str(key)).returncode == 0
    assert modules(out) == stage["clean"]
    assert glob.glob(str(cache / "trees-*.json")) == [] and glob.glob(str(cache / "build-*.json")) == []
