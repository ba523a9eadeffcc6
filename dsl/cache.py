"""Where Syndicate keeps its caches: a folder only this user may read.

Lark's grammar cache is a pickle, and loading a pickle runs code, so it must
never come from a place another user can write (a shared /tmp file). We use
`.syndicate-cache/` at the project root when we may write there, else the
user's cache folder, create it with mode 0o700, and refuse a folder that is
not ours or that others may write.
"""
from __future__ import annotations

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
    # Group- or world-writable: somebody else could plant a pickle.
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
