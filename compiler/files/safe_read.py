"""Reading one file of an untrusted pack: a regular file, inside the pack, read whole and bounded.

Every path that reads what a pack (or a save, or a cache) holds goes through
`read_bytes`, so none of them can be made to block on a FIFO, read /dev/zero
for ever, follow a link out of the pack, or mix two versions of a growing file:

- the file is opened with O_NONBLOCK (opening a FIFO does not wait for a writer)
  and checked with fstat on the open descriptor, so what is read is what was checked;
- with `root`, the file's real path (links resolved) must lie inside root's real path;
- at most `max_bytes + 1` bytes are read; a file whose size or mtime changed while
  it was read, or that yielded a different number of bytes than its size, is refused.

Inside `read_once()` (a build, a check) each file is read from the disk once: a
second read of the same path gets the first one's bytes (or its refusal), so a
build's content hash, its cache keys and what it compiles are the same bytes
even while an editor saves files under it.
"""
from __future__ import annotations

import contextvars
import os
import stat

# path -> (the limit it was read with, its bytes or the exception it raised); None outside read_once()
_READ: contextvars.ContextVar[dict | None] = contextvars.ContextVar("syndicate_read_once", default=None)


class Refused(Exception):
    """A file Syndicate will not read; `code` is the diagnostic to report."""

    def __init__(self, code: str, message: str, help: str | None = None, shown: str | None = None):
        super().__init__(message)
        self.code, self.message, self.help, self.shown = code, message, help, shown


def inside(path: str, root: str) -> bool:
    """Does `path`, links resolved, lie inside `root` (links resolved)?"""
    real, base = os.path.realpath(path), os.path.realpath(root)
    return real == base or real.startswith(base.rstrip(os.sep) + os.sep)


def check_inside(path: str, root: str | None, shown: str) -> None:
    if root is not None and not inside(path, root):
        raise Refused("SYN019", f"`{shown}` is a link to a file outside the pack; it was not read",
                      "copy the file into the pack instead of linking to it")


class read_once:
    """`with read_once() as table:` every file is read from the disk once (see the module's docstring).

    `table` is what was read (absolute path -> (limit, bytes or exception)). A nested
    block shares the outer one's table. (A class, not contextlib: `syndicate check`
    of an unchanged pack enters one and should import nothing it need not.)
    """

    def __enter__(self) -> dict:
        table = _READ.get()
        self._token = None
        if table is None:
            table = {}
            self._token = _READ.set(table)
        return table

    def __exit__(self, *exc) -> None:
        if self._token is not None:
            _READ.reset(self._token)


def read_bytes(path: str, max_bytes: int, root: str | None = None, shown: str | None = None) -> bytes:
    """The bytes of a regular file, or Refused (too large, not regular, outside root, changing).

    OSError (missing, no permission) passes through for the caller's own message.
    """
    shown = shown or path
    check_inside(path, root, shown)
    table = _READ.get()
    if table is None:
        return _read(path, max_bytes, root, shown)
    key = os.path.abspath(path)
    kept = table.get(key)
    if kept is not None:
        limit, got = kept
        if isinstance(got, bytes):
            if len(got) > max_bytes:
                raise _too_large(shown, max_bytes)
            return got
        if not (isinstance(got, Refused) and got.code == "SYN004" and max_bytes > limit):
            raise _again(got, shown)
    try:
        got = _read(path, max_bytes, root, shown)
    except (Refused, OSError) as exc:
        table[key] = (max_bytes, exc)
        raise
    table[key] = (max_bytes, got)
    return got


def _too_large(shown: str, max_bytes: int) -> Refused:
    return Refused("SYN004", f"`{shown}` is larger than {max_bytes // 1000} kB", "keep files small", shown)


def _again(exc: Exception, shown: str) -> Exception:
    """The refusal or error of the first read, for this caller (a Refused names the file as this caller shows it)."""
    if isinstance(exc, Refused):
        return Refused(exc.code, exc.message.replace(f"`{exc.shown}`", f"`{shown}`", 1), exc.help, shown)
    return exc


def _read(path: str, max_bytes: int, root: str | None, shown: str) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(os.path.realpath(path) if root is not None else path, flags)
    try:
        before = os.fstat(fd)
        if stat.S_ISDIR(before.st_mode):
            raise Refused("SYN009", f"`{shown}` is a folder, not a file", "name a file", shown)
        if not stat.S_ISREG(before.st_mode):
            raise Refused("SYN009", f"`{shown}` is not a regular file (a pipe or a device)",
                          "content files are plain text files", shown)
        if before.st_size > max_bytes:
            raise _too_large(shown, max_bytes)
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        data = b"".join(chunks)
        if len(data) > max_bytes:
            raise _too_large(shown, max_bytes)
        after = os.fstat(fd)
        if (len(data) != before.st_size or after.st_size != before.st_size
                or after.st_mtime_ns != before.st_mtime_ns):
            raise Refused("SYN020", f"`{shown}` changed while it was read ({before.st_size} bytes when opened, "
                          f"{len(data)} read, {after.st_size} now)",
                          "wait until whatever writes the file has finished, then run again", shown)
        return data
    finally:
        os.close(fd)
