"""Issue 25: the one cache interface (dsl/cache.py) every cache goes through.

Keys from parts, entries sealed with the user's secret, stored through the one
atomic writer, bounded in size; a forged, foreign, corrupted or misplaced entry
is a miss. The caches on top of it have their own tests (test_cache_forgery.py,
test_check_cache.py, test_check_files_cache.py, test_dsl_treecache.py,
test_dsl_grammarcache.py).
"""
from __future__ import annotations

import os
import threading

import pytest

import cache_entries
from dsl import cache
from dsl.cache import Key, Store, key_of


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SYNDICATE_CACHE_DIR", str(tmp_path / "cache"))
    secret = os.urandom(32)
    monkeypatch.setattr(cache, "_KEY", [secret])
    return tmp_path / "cache"


def store(**limits) -> Store:
    return Store("unit", **{"max_entry_bytes": 4096, "max_entries": 10, "max_total_bytes": 1 << 20, **limits})


def entries(folder) -> list[str]:
    return sorted(n for n in os.listdir(folder) if n.startswith("unit-"))


# --- keys ------------------------------------------------------------------------------------
def test_a_key_tells_every_different_list_of_parts_apart():
    cases = [("ab", "c"), ("a", "bc"), ("abc",), (b"abc",), (["a", "bc"],), (["a", ["bc"]],),
             (1,), ("1",), (1.0,), (True,), (None,), ("",), (), ({"a": 1},), ({"a": "1"},), ([],), ([[]],),
             ("a\0b",), ("a", "\0b")]
    digests = [key_of(*parts) for parts in cases]
    assert len(set(digests)) == len(digests)
    assert key_of("a", ["b", 2]) == Key("a").add(["b", 2]).hexdigest() == key_of("a", ("b", 2))
    assert key_of("caf\udce9") != key_of("caf\u00e9")    # a file name that is not UTF-8 keeps its own key


def test_a_key_refuses_a_part_it_cannot_write_exactly():
    with pytest.raises(TypeError):
        key_of(object())


# --- sealing ---------------------------------------------------------------------------------
def test_an_entry_comes_back_for_its_slot_and_key_only(folder):
    s = store()
    assert s.put(("file", "a.yaml"), "k1", {"x": [1, "two", None]})
    assert s.get(("file", "a.yaml"), "k1") == {"x": [1, "two", None]}
    assert s.get(("file", "a.yaml"), "k2") is None           # made from something else
    assert s.get(("file", "b.yaml"), "k1") is None           # nothing there
    (name,) = entries(folder)
    assert os.stat(folder / name).st_mode & 0o777 == 0o600 and os.stat(folder).st_mode & 0o777 == 0o700


@pytest.mark.parametrize("forgery", ["altered", "foreign_key", "unsealed", "truncated", "garbage", "not_utf8",
                                     "moved_from_another_slot", "other_format", "nan"])
def test_a_forged_or_corrupted_entry_is_a_miss(folder, forgery):
    s = store()
    s.put("slot", "k", {"answer": 1})
    s.put("other", "k", {"answer": 2})
    path = s.path("slot")
    mac, body = cache_entries.read(path)
    secret = cache.cache_key()
    if forgery == "altered":
        body["payload"]["answer"] = 42
        cache_entries.write(path, mac, body)
    elif forgery == "foreign_key":
        body["payload"]["answer"] = 42
        cache_entries.write(path, cache_entries.seal(body, os.urandom(32)), body)
    elif forgery == "unsealed":
        open(path, "wb").write(b'{"format":1,"slot":"x","key":"k","payload":{"answer":42}}')
    elif forgery == "truncated":
        raw = open(path, "rb").read()
        open(path, "wb").write(raw[:-5])
    elif forgery == "garbage":
        open(path, "wb").write(os.urandom(200))
    elif forgery == "not_utf8":
        raw = b'{"format":1,"slot":"\xff","key":"k","payload":1}'
        open(path, "wb").write(cache_entries.seal_bytes(raw, secret) + b"\n" + raw)
    elif forgery == "moved_from_another_slot":   # the user's own entry, sealed by them, in the wrong place
        os.replace(s.path("other"), path)
    elif forgery == "other_format":
        body["format"] = 99
        cache_entries.write(path, cache_entries.seal(body, secret), body)
    else:   # sealed with the user's key, but holding a number JSON does not have
        raw = open(path, "rb").read().partition(b"\n")[2].replace(b'"answer":1', b'"answer":NaN')
        open(path, "wb").write(cache_entries.seal_bytes(raw, secret) + b"\n" + raw)
    assert s.get("slot", "k") is None


def test_a_link_or_a_pipe_in_an_entrys_place_is_never_followed_or_waited_on(folder):
    s = store()
    s.put("real", "k", 1)
    os.symlink(s.path("real"), s.path("slot"))
    assert s.get("slot", "k") is None
    os.unlink(s.path("slot"))
    os.mkfifo(s.path("slot"))
    assert s.get("slot", "k") is None        # returns at once: no writer will ever come


def test_without_a_safe_secret_or_folder_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("SYNDICATE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_KEY", [None])
    s = store()
    assert not s.put("slot", "k", 1) and s.get("slot", "k") is None
    assert not os.path.exists(tmp_path / "cache") or os.listdir(tmp_path / "cache") == []
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o777)
    os.chmod(shared, 0o777)               # others may write: they could plant entries
    monkeypatch.setenv("SYNDICATE_CACHE_DIR", str(shared))
    monkeypatch.setattr(cache, "_KEY", [os.urandom(32)])
    assert s.folder() is None and not s.put("slot", "k", 1) and os.listdir(shared) == []


# --- size ------------------------------------------------------------------------------------
def test_an_entry_over_the_size_limit_is_neither_written_nor_read(folder):
    s = store(max_entry_bytes=300)
    assert not s.put("big", "k", "x" * 400)
    assert s.put("small", "k", "x" * 10) and entries(folder) == [os.path.basename(s.path("small"))]
    big = Store("unit", max_entry_bytes=4096, max_entries=10, max_total_bytes=1 << 20)
    assert big.put("big", "k", "x" * 400)
    assert s.get("big", "k") is None and big.get("big", "k") == "x" * 400


def test_pruning_keeps_the_newest_entries_within_the_count(folder):
    s = store(max_entries=3)
    for i in range(6):
        s.put(f"slot{i}", "k", i)
        os.utime(s.path(f"slot{i}"), (1000 + i, 1000 + i))
    other = Store("other", max_entry_bytes=4096, max_entries=1, max_total_bytes=4096)
    other.put("mine", "k", "kept")
    s.prune()
    assert [s.get(f"slot{i}", "k") for i in range(6)] == [None, None, None, 3, 4, 5]
    assert other.get("mine", "k") == "kept"          # another kind's entries are not this store's to evict


def test_pruning_keeps_the_newest_entries_within_the_total_bytes(folder):
    s = store(max_total_bytes=1000)
    for i in range(8):
        s.put(f"slot{i}", "k", "y" * 200)
        os.utime(s.path(f"slot{i}"), (1000 + i, 1000 + i))
    s.prune()
    kept = [i for i in range(8) if s.get(f"slot{i}", "k") is not None]
    sizes = sum(os.path.getsize(s.path(f"slot{i}")) for i in kept)
    assert kept == list(range(8 - len(kept), 8)) and 1 <= len(kept) < 8 and sizes <= 1000
    assert sizes + os.path.getsize(s.path(f"slot{kept[-1]}")) > 1000     # no room for one more


def test_pruning_clears_what_a_killed_writer_left(folder):
    s = store()
    s.put("slot", "k", 1)
    left = folder / f".tmp-abc123-{os.path.basename(s.path('gone'))}"
    fresh = folder / f".tmp-def456-{os.path.basename(s.path('writing'))}"
    left.write_bytes(b"half an ent")
    fresh.write_bytes(b"being writ")
    os.utime(left, (1000, 1000))
    s.prune()
    assert not left.exists() and fresh.exists() and s.get("slot", "k") == 1   # a write under way is left alone


# --- atomic storing ----------------------------------------------------------------------------
def test_a_reader_sees_the_old_entry_or_the_new_never_half_of_one(folder):
    s = store(max_entry_bytes=1 << 20)
    old, new = {"v": "a" * 100_000}, {"v": "b" * 120_000}
    s.put("slot", "k", old)
    stop, seen = threading.Event(), []

    def read():
        while not stop.is_set():
            seen.append(s.get("slot", "k"))

    reader = threading.Thread(target=read)
    reader.start()
    try:
        for i in range(60):
            assert s.put("slot", "k", new if i % 2 == 0 else old)
    finally:
        stop.set()
        reader.join()
    assert seen and all(got in (old, new) for got in seen)
    assert [n for n in os.listdir(folder) if n.startswith(".tmp-")] == []


def test_a_write_that_fails_leaves_the_old_entry_and_no_temporary_file(folder, monkeypatch):
    s = store()
    s.put("slot", "k", "old")

    def full(src, dst):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", full)
        assert s.put("slot", "k", "new") is False      # a cache never fails its caller
    assert s.get("slot", "k") == "old"
    assert [n for n in os.listdir(folder) if n.startswith(".tmp-")] == []
