"""The result of `syndicate check`, kept for the next run over the same inputs.

A designer runs the check again and again, mostly over files that have not
changed since the last run; then the answer is the one printed last time, and
giving it back needs neither the YAML loader, nor jsonschema, nor Lark, nor
click (compiler/entry.py looks here, through the orchestrator's `check_again`,
before importing any of them).

An entry is filed under the command line as typed (its words, and the folder
it was typed in) and holds, besides the answer and its key, what click read
from those words (pack, format, colour, strict): a command line seen before
runs again without click, its words never parsed twice.

The key covers everything the printed answer depends on: every content file
of the pack (the files compiler/files/packfiles.py lists, by path and by content,
and the folders named like YAML files; every other file under the pack
folder by path, size and modification time), where the user stands (diagnostics
show paths relative to it) and the pack argument as written, the options
(format, colour, strict), this format's version, the source of the compiler
and of the effect language (compiler/, dsl/: code, grammar, schemas), the
shipped engines' reads.json (runtime/games/*/), the
installed YAML, JSON Schema and Lark libraries, and Python's version. Any
difference is a miss and the check runs in full, then stores its answer.

Like every Syndicate cache (dsl/cache.py, docs/security.md) an entry is JSON,
never pickle, in our own folder (mode 0o700), and counts only when its HMAC
under this user's key verifies; it is then only printed, never run. One file
per command line, overwritten, so the cache does not grow with the runs of one.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import sys

from dsl.cache import cache_dir, mac, verify, write_entry

from compiler.files.packfiles import walk
from compiler.files.safe_read import Refused, read_bytes

FORMAT = 2
MAX_FILE_BYTES = 8 * 1024 * 1024     # a pack with a bigger file is not cached (hashing it costs more than it saves)
_HERE = os.path.dirname(os.path.abspath(__file__))
_PROJECT = os.path.dirname(os.path.dirname(_HERE))
_LIBRARIES = ("yaml", "jsonschema", "jsonschema_specifications", "referencing", "lark")
_code: list[str] = []
# Only the `syndicate` process itself (compiler/entry.py) reads and writes this cache: a program that
# calls the check in-process (a test that patches the compiler, say) neither uses nor feeds it.
ENABLED = False
ARGV: list[str] | None = None     # the command line of this `syndicate` process (entry.py sets both)


def enable(argv: list[str]) -> None:
    global ENABLED, ARGV
    ENABLED, ARGV = True, list(argv)


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
    # The shipped engines' reads.json: the check refuses a pack that lacks what its engine reads (SYN212).
    games = os.path.join(_PROJECT, "runtime", "games")
    for name in sorted(os.listdir(games)) if os.path.isdir(games) else ():
        path = os.path.join(games, name, "reads.json")
        if os.path.isfile(path):
            st = os.stat(path)
            h.update(f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0".encode("utf-8", "surrogatepass"))
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
            try:   # the bytes the check itself then reads, inside one read_once() (compiler/files/safe_read.py)
                data = read_bytes(path, MAX_FILE_BYTES)
            except Refused:
                return None     # too big, or changing as it is read: the check says what to say
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


def _file(argv: list[str] | None) -> str | None:
    """The entry of a command line typed in this folder."""
    folder = cache_dir() if argv is not None else None
    if folder is None:
        return None
    words = json.dumps([os.getcwd(), argv], ensure_ascii=False).encode("utf-8", "surrogatepass")
    return os.path.join(folder, f"check-{hashlib.sha256(words).hexdigest()[:32]}.json")


_read: list = []     # this process's reading of its command line's entry (read once)


def _entry() -> dict | None:
    """This command line's entry, when this user's key verifies it; else None."""
    if not _read:
        _read.append(_read_entry())
    return _read[0]


def _read_entry() -> dict | None:
    path = _file(ARGV if ENABLED else None)
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
    if not (isinstance(payload, dict) and set(payload) == {"argv", "command", "code", "key", "out", "status"}
            and payload["argv"] == ARGV and isinstance(payload["out"], str) and payload["status"] in (0, 1)):
        return None
    return payload if verify(payload, entry["mac"]) else None


def command(argv: list[str]) -> tuple[str, str, bool | None, bool] | None:
    """(pack, format, colour, strict) as click read `argv` when it last ran with this compiler, or None."""
    if not ENABLED or argv != ARGV:
        return None
    payload = _entry()
    if payload is None or payload["code"] != code_digest():
        return None
    got = payload["command"]
    if not (isinstance(got, list) and len(got) == 4 and isinstance(got[0], str) and got[1] in ("text", "json")
            and got[2] in (None, True, False) and isinstance(got[3], bool)):
        return None
    return got[0], got[1], got[2], got[3]


def load(want: str | None) -> tuple[str, int] | None:
    """(printed text, exit status) stored for key `want` by this command line, or None."""
    if want is None:
        return None
    payload = _entry()
    if payload is None or payload["key"] != want:
        return None
    return payload["out"], payload["status"]


def store(want: str | None, out: str, status: int, command: tuple) -> None:
    """Keep this run's answer, with what click read from its command line; never fails the check."""
    if want is None or not ENABLED:
        return
    path = _file(ARGV)
    payload = {"argv": ARGV, "command": list(command), "code": code_digest(), "key": want, "out": out,
               "status": status}
    signed = mac(payload)
    if path is None or signed is None:
        return
    write_entry(path, json.dumps({"payload": payload, "mac": signed}, ensure_ascii=False).encode("utf-8", "surrogatepass"))
