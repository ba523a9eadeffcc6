"""The result of `syndicate check`, kept for the next run over the same inputs.

A designer runs the check again and again, mostly over files that have not
changed since the last run; then the answer is the one printed last time, and
giving it back needs neither the YAML loader, nor jsonschema, nor Lark, nor
click (compiler/entry.py looks here before importing any of them).

The key covers everything the printed answer depends on: every content file
of the pack (the files compiler/files/packfiles.py lists, by path and by content,
and the folders named like YAML files; every other file under the pack
folder by path, size and modification time), where the user stands (diagnostics
show paths relative to it) and the pack argument as written, the options
(format, colour, strict), this format's version, the source of the compiler
and of the effect language (compiler/, dsl/: code, grammar, schemas), the
installed YAML, JSON Schema and Lark libraries, and Python's version. Any
difference is a miss and the check runs in full, then stores its answer.

Like every Syndicate cache (dsl/cache.py, docs/security.md) an entry is JSON,
never pickle, in our own folder (mode 0o700), and counts only when its HMAC
under this user's key verifies; it is then only printed, never run. One file
per pack folder, overwritten, so the cache does not grow with the runs.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import sys

from dsl.cache import cache_dir, mac, verify, write_entry

from compiler.files.packfiles import walk

FORMAT = 1
MAX_FILE_BYTES = 8 * 1024 * 1024     # a pack with a bigger file is not cached (hashing it costs more than it saves)
_HERE = os.path.dirname(os.path.abspath(__file__))
_PROJECT = os.path.dirname(os.path.dirname(_HERE))
_LIBRARIES = ("yaml", "jsonschema", "jsonschema_specifications", "referencing", "lark")
_code: list[str] = []
# Only the `syndicate` process itself (compiler/entry.py) reads and writes this cache: a program that
# calls the check in-process (a test that patches the compiler, say) neither uses nor feeds it.
ENABLED = False


def options(fmt: str, color: bool | None, strict: bool) -> dict:
    """What of the command line the printed answer depends on (colour: as resolved for this stdout)."""
    return {"format": fmt, "color": sys.stdout.isatty() if color is None else color, "strict": strict}


def code_digest() -> str:
    """The compiler's and the effect language's own files, and the libraries they run on.

    By each file's path, size and modification time, as Python itself decides
    whether a compiled module is stale; reading them all would cost more than
    the check this cache saves.
    """
    if _code:
        return _code[0]
    h = hashlib.sha256(f"{FORMAT}\0{sys.version}\0".encode())
    for package in ("compiler", "dsl"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(_PROJECT, package)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
            for name in sorted(filenames):
                if name.endswith((".py", ".lark", ".json")):
                    st = os.stat(os.path.join(dirpath, name))
                    h.update(f"{dirpath}/{name}\0{st.st_size}\0{st.st_mtime_ns}\0".encode("utf-8", "surrogatepass"))
    for name in _LIBRARIES:
        # A library's installed files: the first on the path, its __init__'s size and time (an upgrade changes them).
        for base in sys.path:
            init = os.path.join(base or ".", name, "__init__.py")
            try:
                st = os.stat(init)
            except OSError:
                continue
            h.update(f"{name}\0{init}\0{st.st_size}\0{st.st_mtime_ns}\0".encode("utf-8", "surrogatepass"))
            break
        else:
            h.update(f"{name}\0missing\0".encode())
    _code.append(h.hexdigest())
    return _code[0]


def key(pack: str, options: dict) -> str | None:
    """The key of a check of `pack` with `options`, or None when this run must not use the cache."""
    if not ENABLED or not os.path.isdir(pack):
        return None
    h = hashlib.sha256()
    h.update(json.dumps([code_digest(), os.getcwd(), os.path.realpath(pack), pack, options], sort_keys=True).encode("utf-8", "surrogatepass"))
    try:
        for path, is_dir in walk(pack):
            h.update(b"\1" + os.fsencode(path) + (b"\0dir" if is_dir else b"\0file"))
            if is_dir:
                continue
            # A link (or a link that leaves the pack) is reported by the check, so where it leads is keyed.
            st = os.lstat(path)
            h.update(f"\0{st.st_mode}\0".encode())
            if stat.S_ISLNK(st.st_mode):
                h.update(os.fsencode(os.path.realpath(path)))
                st = os.stat(path)
            if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_FILE_BYTES:
                return None     # a device, a pipe, a huge file: the check says what to say, every time
            with open(path, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
            if len(data) > MAX_FILE_BYTES:
                return None
            h.update(b"\0" + hashlib.sha256(data).digest())
        # Every other file under the pack (templates, schemas, hidden files...) by its path, size
        # and time: the check does not read them today, but a check that comes to read one must
        # not be answered from a key that ignores it.
        for dirpath, dirnames, filenames in os.walk(pack):
            dirnames.sort()
            for name in sorted(filenames):
                other = os.path.join(dirpath, name)
                st = os.lstat(other)
                h.update(b"\2" + os.fsencode(other) + f"\0{st.st_mode}\0{st.st_size}\0{st.st_mtime_ns}".encode())
    except (OSError, UnicodeError):
        return None      # something the check will report; let it
    return h.hexdigest()


def _file(pack: str) -> str | None:
    folder = cache_dir()
    if folder is None:
        return None
    name = hashlib.sha256(os.fsencode(os.path.realpath(pack))).hexdigest()[:32]
    return os.path.join(folder, f"check-{name}.json")


def load(pack: str, want: str) -> tuple[str, int] | None:
    """(printed text, exit status) stored for key `want`, or None (no entry, another key, not ours)."""
    path = _file(pack)
    if path is None:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
        entry = json.loads(raw) if len(raw) <= MAX_FILE_BYTES else None
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or set(entry) != {"payload", "mac"}:
        return None
    payload = entry["payload"]
    if not (isinstance(payload, dict) and set(payload) == {"key", "out", "status"} and payload["key"] == want
            and isinstance(payload["out"], str) and payload["status"] in (0, 1)):
        return None
    if not verify(payload, entry["mac"]):
        return None
    return payload["out"], payload["status"]


def store(pack: str, want: str | None, out: str, status: int) -> None:
    """Keep this run's answer; never fails the check (no safe folder or key: nothing is kept)."""
    if want is None:
        return
    path = _file(pack)
    payload = {"key": want, "out": out, "status": status}
    signed = mac(payload)
    if path is None or signed is None:
        return
    write_entry(path, json.dumps({"payload": payload, "mac": signed}, ensure_ascii=False).encode("utf-8", "surrogatepass"))
