"""Reading one file of an untrusted pack: a regular file, inside the pack, read whole and bounded.

Every path that reads what a pack (or a save, or a cache) holds goes through
`read_bytes`, so none of them can be made to block on a FIFO, read /dev/zero
for ever, follow a link out of the pack, or mix two versions of a growing file:

- the file is opened with O_NONBLOCK (opening a FIFO does not wait for a writer)
  and checked with fstat on the open descriptor, so what is read is what was checked;
- with `root`, the file's real path (links resolved) must lie inside root's real path;
- at most `max_bytes + 1` bytes are read; a file whose size or mtime changed while
  it was read, or that yielded a different number of bytes than its size, is refused.
"""
from __future__ import annotations

import os
import stat


class Refused(Exception):
    """A file Syndicate will not read; `code` is the diagnostic to report."""

    def __init__(self, code: str, message: str, help: str | None = None):
        super().__init__(message)
        self.code, self.message, self.help = code, message, help


def inside(path: str, root: str) -> bool:
    """Does `path`, links resolved, lie inside `root` (links resolved)?"""
    real, base = os.path.realpath(path), os.path.realpath(root)
    return real == base or real.startswith(base.rstrip(os.sep) + os.sep)


def check_inside(path: str, root: str | None, shown: str) -> None:
    if root is not None and not inside(path, root):
        raise Refused("SYN019", f"`{shown}` is a link to a file outside the pack; it was not read",
                      "copy the file into the pack instead of linking to it")


def read_bytes(path: str, max_bytes: int, root: str | None = None, shown: str | None = None) -> bytes:
    """The bytes of a regular file, or Refused (too large, not regular, outside root, changing).

    OSError (missing, no permission) passes through for the caller's own message.
    """
    shown = shown or path
    check_inside(path, root, shown)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(os.path.realpath(path) if root is not None else path, flags)
    try:
        before = os.fstat(fd)
        if stat.S_ISDIR(before.st_mode):
            raise Refused("SYN009", f"`{shown}` is a folder, not a file", "name a file")
        if not stat.S_ISREG(before.st_mode):
            raise Refused("SYN009", f"`{shown}` is not a regular file (a pipe or a device)",
                          "content files are plain text files")
        if before.st_size > max_bytes:
            raise Refused("SYN004", f"`{shown}` is larger than {max_bytes // 1000} kB", "keep files small")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        data = b"".join(chunks)
        if len(data) > max_bytes:
            raise Refused("SYN004", f"`{shown}` is larger than {max_bytes // 1000} kB", "keep files small")
        after = os.fstat(fd)
        if (len(data) != before.st_size or after.st_size != before.st_size
                or after.st_mtime_ns != before.st_mtime_ns):
            raise Refused("SYN020", f"`{shown}` changed while it was read ({before.st_size} bytes when opened, "
                          f"{len(data)} read, {after.st_size} now)",
                          "wait until whatever writes the file has finished, then run again")
        return data
    finally:
        os.close(fd)
