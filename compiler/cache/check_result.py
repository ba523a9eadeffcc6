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

The entry is kept in the one cache store (dsl/cache.py, docs/security.md):
JSON, never pickle, sealed with this user's secret, a miss unless it verifies;
it is then only printed, never run. One entry per command line (its slot),
made for this compiler (its key: code_digest), overwritten, so the cache does
not grow with the runs of one; the newest MAX_ENTRIES command lines are kept.
"""
from __future__ import annotations

import hashlib
import os
import stat
import sys

from dsl.cache import Key, Store

from compiler.files.packfiles import walk
from compiler.files.safe_read import Refused, read_bytes

FORMAT = 3
MAX_FILE_BYTES = 8 * 1024 * 1024     # a pack with a bigger file is not cached (hashing it costs more than it saves)
MAX_ENTRIES = 256
STORE = Store("check", max_entry_bytes=MAX_FILE_BYTES, max_entries=MAX_ENTRIES, max_total_bytes=64 * 1024 * 1024)
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
    h = Key(FORMAT, sys.version)
    for package in ("compiler", "dsl"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(_PROJECT, package)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
            for name in sorted(filenames):
                if name.endswith((".py", ".lark", ".json")):
                    st = os.stat(os.path.join(dirpath, name))
                    h.add(f"{dirpath}/{name}\0{st.st_size}\0{st.st_mtime_ns}")
    # The shipped engines' reads.json: the check refuses a pack that lacks what its engine reads (SYN212).
    games = os.path.join(_PROJECT, "runtime", "games")
    for name in sorted(os.listdir(games)) if os.path.isdir(games) else ():
        path = os.path.join(games, name, "reads.json")
        if os.path.isfile(path):
            st = os.stat(path)
            h.add(f"{path}\0{st.st_size}\0{st.st_mtime_ns}")
    for name in _LIBRARIES:
        # A library's installed files: the first on the path, its __init__'s size and time (an upgrade changes them).
        for base in sys.path:
            init = os.path.join(base or ".", name, "__init__.py")
            try:
                st = os.stat(init)
            except OSError:
                continue
            h.add(name, init, st.st_size, st.st_mtime_ns)
            break
        else:
            h.add(name, None)
    _code.append(h.hexdigest())
    return _code[0]


def key(pack: str, options: dict) -> str | None:
    """The key of a check of `pack` with `options`, or None when this run must not use the cache."""
    if not ENABLED or not os.path.isdir(pack):
        return None
    h = Key(code_digest(), os.getcwd(), os.path.realpath(pack), pack, options)
    try:
        for path, is_dir in walk(pack):
            h.add(1, path, is_dir)
            if is_dir:
                continue
            # A link (or a link that leaves the pack) is reported by the check, so where it leads is keyed.
            st = os.lstat(path)
            h.add(st.st_mode)
            if stat.S_ISLNK(st.st_mode):
                h.add(os.path.realpath(path))
                st = os.stat(path)
            if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_FILE_BYTES:
                return None     # a device, a pipe, a huge file: the check says what to say, every time
            try:   # the bytes the check itself then reads, inside one read_once() (compiler/files/safe_read.py)
                data = read_bytes(path, MAX_FILE_BYTES)
            except Refused:
                return None     # too big, or changing as it is read: the check says what to say
            h.add(hashlib.sha256(data).digest())
        # Every other file under the pack (templates, schemas, hidden files...) by its path, size
        # and time: the check does not read them today, but a check that comes to read one must
        # not be answered from a key that ignores it.
        for dirpath, dirnames, filenames in os.walk(pack):
            dirnames.sort()
            for name in sorted(filenames):
                other = os.path.join(dirpath, name)
                st = os.lstat(other)
                h.add(2, other, st.st_mode, st.st_size, st.st_mtime_ns)
    except (OSError, UnicodeError):
        return None      # something the check will report; let it
    return h.hexdigest()


def _slot(argv: list[str]) -> tuple:
    """A command line typed in this folder: where its entry is kept."""
    return (os.getcwd(), argv)


_read: list = []     # this process's reading of its command line's entry (read once)


def _entry() -> dict | None:
    """This command line's entry, made by this compiler and sealed by this user; else None."""
    if not _read:
        _read.append(_read_entry())
    return _read[0]


def _read_entry() -> dict | None:
    if not ENABLED:
        return None
    payload = STORE.get(_slot(ARGV), code_digest())
    if not (isinstance(payload, dict) and set(payload) == {"argv", "command", "key", "out", "status"}
            and payload["argv"] == ARGV and isinstance(payload["out"], str) and payload["status"] in (0, 1)):
        return None
    return payload


def command(argv: list[str]) -> tuple[str, str, bool | None, bool] | None:
    """(pack, format, colour, strict) as click read `argv` when it last ran with this compiler, or None."""
    if not ENABLED or argv != ARGV:
        return None
    payload = _entry()
    if payload is None:
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
    payload = {"argv": ARGV, "command": list(command), "key": want, "out": out, "status": status}
    if STORE.put(_slot(ARGV), code_digest(), payload):
        STORE.prune()
