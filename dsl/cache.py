"""Syndicate's one cache interface: where entries live, how they are keyed, sealed, stored and bounded.

Every cache goes through a `Store`: the parse tables (dsl/grammarcache.py), the
trees of abilities (dsl/treecache.py), the kept answer of `syndicate check`
and its per-file entries (compiler/cache/), and the build stamp
(compiler/build/builder.py). It lives in dsl/ because dsl's caches use it and
dsl may import nothing of the compiler; the compiler imports dsl anyway.

- Where: `.syndicate-cache/` at the project root when we may write there,
  else the user's cache folder (or SYNDICATE_CACHE_DIR), created with mode
  0o700; a folder that is not ours or that others may write is refused, and
  then nothing is cached.
- Keying: an entry sits in a slot (what it is about: a file's path, a command
  line) and answers for one key (what it was made from: the file's text, the
  compiler's version). Both are digests of their parts (`key_of`, `Key`): typed
  and length-prefixed, so two different lists of parts never share a digest.
- Sealing: a cache is untrusted input (docs/security.md: a `.syndicate-cache/`
  can arrive inside a downloaded project), so each entry carries an
  HMAC-SHA256 over its exact bytes under a per-user secret kept outside any
  project (`~/.config/syndicate/cache.key`, mode 0o600, or
  SYNDICATE_CACHE_KEY_FILE). Without a safe secret nothing is cached. An entry
  that is foreign, altered, truncated, not JSON, for another slot or another
  key is a miss, never an error; what it holds is then checked field by field
  by the cache that reads it. JSON only: never pickle.
- Storing: through the project's one writer (runtime/atomic.py): a reader sees
  the old entry or the new one, mode 0o600.
- Size: an entry over the store's byte limit is neither written nor read; after
  writing, `prune` keeps the newest entries of a kind within its count and
  total bytes, oldest evicted first.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
import stat
import time

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMAT = 1       # of the sealed entry itself (what a Store writes around a cache's payload)


def _safe_dir(path: str) -> bool:
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.stat(path)
    except OSError:
        return False
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False
    # Group- or world-writable: somebody else could plant entries.
    return stat.S_ISDIR(st.st_mode) and not (st.st_mode & (stat.S_IWGRP | stat.S_IWOTH))


_DIRS: dict[tuple, str | None] = {}


def cache_dir() -> str | None:
    """The cache folder, or None when no safe one can be had (then nothing is cached).

    Found once per process for the environment it is asked in (a check asks for every file)."""
    env = os.environ
    where = (env.get("SYNDICATE_CACHE_DIR"), env.get("XDG_CACHE_HOME"), env.get("HOME"))
    if where not in _DIRS:
        _DIRS[where] = _find_dir()
    return _DIRS[where]


def _find_dir() -> str | None:
    override = os.environ.get("SYNDICATE_CACHE_DIR")
    if override:  # the user's choice: when it is not safe, cache nothing rather than elsewhere
        return override if _safe_dir(override) else None
    candidates = []
    if os.access(_ROOT, os.W_OK):
        candidates.append(os.path.join(_ROOT, ".syndicate-cache"))
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    candidates.append(os.path.join(base, "syndicate"))
    for path in candidates:
        if path and _safe_dir(path):
            return path
    return None


def _key_file() -> str:
    override = os.environ.get("SYNDICATE_CACHE_KEY_FILE")
    if override:
        return override
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return os.path.join(base, "syndicate", "cache.key")


_KEY: list[bytes | None] = []


def cache_key() -> bytes | None:
    """This user's secret for sealing entries, made on first use; None when it cannot be kept safely."""
    if _KEY:
        return _KEY[0]
    path = _key_file()
    key = None
    try:
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except FileExistsError:
            pass
        else:
            import secrets   # only when the key is made: not at every start-up

            with os.fdopen(fd, "w") as fh:
                fh.write(secrets.token_hex(32))
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd) as fh:
            st = os.fstat(fh.fileno())
            ours = not hasattr(os, "getuid") or st.st_uid == os.getuid()
            if stat.S_ISREG(st.st_mode) and ours and not st.st_mode & 0o077:
                text = fh.read(200).strip()
                key = bytes.fromhex(text) if len(text) == 64 else None
    except (OSError, ValueError):
        key = None
    _KEY.append(key)
    return key


# --- keys ----------------------------------------------------------------------------------
class Key:
    """A digest of parts, fed one after another: text, bytes, numbers, None, and lists, tuples and
    dicts of these. Each part is written with its type and length, so no two different sequences
    of parts give the same bytes to hash (("ab", "c") is not ("a", "bc"))."""

    __slots__ = ("_h",)

    def __init__(self, *parts):
        self._h = hashlib.sha256()
        self.add(*parts)

    def add(self, *parts) -> Key:
        update = self._h.update
        for part in parts:
            if type(part) is str:      # the common part, written here without a call per part
                raw = part.encode("utf-8", "surrogatepass")
                update(b"s%d:" % len(raw))
                update(raw)
            else:
                self._put(part)
        return self

    def _put(self, x) -> None:
        update = self._h.update
        if isinstance(x, str):
            raw = x.encode("utf-8", "surrogatepass")
            update(b"s%d:" % len(raw))
            update(raw)
        elif isinstance(x, (bytes, bytearray)):
            update(b"b%d:" % len(x))
            update(x)
        elif x is None or isinstance(x, bool):
            update(b"n" if x is None else b"t" if x else b"f")
        elif isinstance(x, (int, float)):
            raw = repr(x).encode()
            update(b"%s%d:%s" % (b"i" if isinstance(x, int) else b"d", len(raw), raw))
        elif isinstance(x, (list, tuple)):
            update(b"l%d:" % len(x))
            for v in x:
                self._put(v)
        elif isinstance(x, dict):
            update(b"m%d:" % len(x))
            for k, v in x.items():
                self._put(k)
                self._put(v)
        else:
            raise TypeError(f"a cache key has no part of type {type(x).__name__}")

    def hexdigest(self) -> str:
        return self._h.hexdigest()


def key_of(*parts) -> str:
    """The digest of `parts` (see Key)."""
    return Key(*parts).hexdigest()


# --- the store -----------------------------------------------------------------------------
def _no_constant(name: str):
    raise ValueError(f"{name} is not kept data")


class Store:
    """The entries of one kind of cache, as files `<kind>-<slot digest>.json` in the cache folder.

    An entry's file is `<HMAC hex>\\n<JSON body>`, the body
    {"format", "slot", "key", "payload"}: the MAC covers the exact bytes that follow it, so
    checking it costs one hash of what was read.
    `folder`: a fixed folder instead of cache_dir() (None there means: caching is off).
    """

    def __init__(self, kind: str, *, max_entry_bytes: int, max_entries: int, max_total_bytes: int,
                 folder: str | None = ""):
        assert kind.isidentifier() or kind.replace("-", "_").isidentifier(), kind
        self.kind = kind
        self.max_entry_bytes = max_entry_bytes
        self.max_entries = max_entries
        self.max_total_bytes = max_total_bytes
        self._folder = folder

    def folder(self) -> str | None:
        return cache_dir() if self._folder == "" else self._folder

    def path(self, slot) -> str | None:
        """The file of the entry in `slot` (any key parts), or None when nothing is cached."""
        folder = self.folder()
        if not folder:
            return None
        return os.path.join(folder, f"{self.kind}-{key_of(self.kind, slot)[:32]}.json")

    def get(self, slot, key: str):
        """The payload kept in `slot` for `key`, as plain JSON data; None on any miss."""
        path = self.path(slot)
        secret = cache_key() if path is not None else None
        if secret is None:
            return None
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
            with os.fdopen(fd, "rb") as fh:
                if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                    return None     # a pipe or a device planted under an entry's name: never read
                raw = fh.read(self.max_entry_bytes + 1)
        except OSError:
            return None
        claimed, _, body = raw.partition(b"\n")
        if len(raw) > self.max_entry_bytes or len(claimed) != 64:
            return None
        if not hmac.compare_digest(hmac.new(secret, body, hashlib.sha256).hexdigest().encode(), claimed):
            return None     # not sealed by this user's Syndicate: a miss, whatever it holds
        try:
            entry = json.loads(body.decode("utf-8", "surrogatepass"), parse_constant=_no_constant)
        except (ValueError, RecursionError):
            return None
        if (type(entry) is not dict or set(entry) != {"format", "slot", "key", "payload"}
                or entry["format"] != FORMAT or entry["slot"] != key_of(self.kind, slot) or entry["key"] != key):
            return None     # another slot's entry copied here, another key, another format
        return entry["payload"]

    def put(self, slot, key: str, payload) -> bool:
        """Seal and write `payload` (plain JSON data) as the entry of `slot` for `key`, replacing the
        old one in one step; False when it is not kept (no folder or secret, too big, not JSON).
        Never raises: a cache is an optimisation."""
        path = self.path(slot)
        secret = cache_key() if path is not None else None
        if secret is None:
            return False
        try:
            body = json.dumps({"format": FORMAT, "slot": key_of(self.kind, slot), "key": key, "payload": payload},
                              ensure_ascii=False, separators=(",", ":"), allow_nan=False
                              ).encode("utf-8", "surrogatepass")
        except (ValueError, TypeError, RecursionError):
            return False
        raw = hmac.new(secret, body, hashlib.sha256).hexdigest().encode() + b"\n" + body
        if len(raw) > self.max_entry_bytes:
            return False
        from runtime.atomic import write_atomic   # the project's one writer (it imports nothing of ours)

        try:
            write_atomic(path, raw, private=True, make_folder=False)
        except OSError:
            return False
        return True

    def prune(self) -> None:
        """Keep the newest entries of this kind within its count and total bytes (oldest go first),
        and clear temporary files a killed writer of this kind left behind. Never raises."""
        folder = self.folder()
        if not folder:
            return
        head, tail = f"{self.kind}-", ".json"
        found = []
        stale = time.time() - 600
        try:
            with os.scandir(folder) as it:
                for e in it:
                    name = e.name
                    if name.startswith(head) and name.endswith(tail):
                        st = e.stat(follow_symlinks=False)
                        found.append((st.st_mtime_ns, st.st_size, e.path))
                    elif (name.startswith(".tmp-") and f"-{head}" in name and name.endswith(tail)
                          and e.stat(follow_symlinks=False).st_mtime < stale):
                        os.unlink(e.path)     # runtime/atomic.py's temporary name: .tmp-<random>-<entry>
            found.sort(reverse=True)
            count = total = 0
            for _, size, path in found:
                count += 1
                total += size
                if count > self.max_entries or total > self.max_total_bytes:
                    os.unlink(path)
        except OSError:
            pass
