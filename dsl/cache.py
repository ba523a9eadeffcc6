"""Where Syndicate keeps its caches, and how it knows an entry is its own.

The caches hold JSON only (no pickle anywhere: Lark's own grammar cache is not
used), and every file is validated as it is read. We use `.syndicate-cache/` at
the project root when we may write there, else the user's cache folder, create
it with mode 0o700, and refuse a folder that is not ours or that others may write.

A cache is untrusted input (docs/security.md): a `.syndicate-cache/` can arrive
inside a downloaded project, and a well-formed entry could still name a tree the
parser would never produce for its text. So each entry carries an HMAC made with
a per-user key kept outside any project (`~/.config/syndicate/cache.key`, mode
0o600, or SYNDICATE_CACHE_KEY_FILE); an entry whose MAC does not verify is a
miss. Without a safe key nothing is cached.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
import stat

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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


def cache_dir() -> str | None:
    """The cache folder, or None when no safe one can be had (then nothing is cached)."""
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
    """This user's secret for cache MACs, made on first use; None when it cannot be kept safely."""
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


def mac(payload) -> str | None:
    """The MAC of a JSON-able payload under this user's key (None: no key, do not cache)."""
    key = cache_key()
    if key is None:
        return None
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hmac.new(key, text.encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()


def verify(payload, claimed) -> bool:
    """Did this user's Syndicate write `payload`? A foreign or altered entry answers False."""
    expected = mac(payload)
    return expected is not None and isinstance(claimed, str) and hmac.compare_digest(expected, claimed)


# Sealed text: the MAC over the exact bytes that follow it. Checking one costs a hash of the bytes read,
# not a second JSON encoding of what they decode to (the per-file check cache reads many such entries).
def seal(text: str) -> bytes | None:
    """`text` with this user's MAC in front (None: no key, do not cache)."""
    key = cache_key()
    if key is None:
        return None
    raw = text.encode("utf-8", "surrogatepass")
    return hmac.new(key, raw, hashlib.sha256).hexdigest().encode() + b"\n" + raw


def unseal(raw: bytes) -> str | None:
    """The text `seal` wrapped, or None when it is not ours (foreign key, altered, truncated, not UTF-8)."""
    key = cache_key()
    claimed, _, body = raw.partition(b"\n")
    if key is None or len(claimed) != 64:
        return None
    if not hmac.compare_digest(hmac.new(key, body, hashlib.sha256).hexdigest().encode(), claimed):
        return None
    try:
        return body.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        return None


def read_entry(path: str, max_bytes: int) -> bytes | None:
    """A cache file's bytes (not through a link, never blocking, at most `max_bytes`), or None."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                return None
            raw = fh.read(max_bytes + 1)
    except OSError:
        return None
    return raw if len(raw) <= max_bytes else None


def write_entry(path: str, data: bytes) -> bool:
    """Replace a cache file in one step (a reader sees the old entry or the new), mode 0o600; never raises."""
    from runtime.atomic import write_atomic   # the project's one writer (it imports nothing of ours)

    try:
        write_atomic(path, data, private=True, make_folder=False)
    except OSError:
        return False
    return True
