"""Writes that a reader never sees half done, and that a kill leaves whole: the project's one writer.

Every file Syndicate writes goes through `write_atomic`: the compiler's
outputs (generated code, schemas, sheets, reports), the caches of dsl/ and
compiler/ (sealed entries, private), and the runtime's saves. It lives at the
bottom of the one-way flow (content -> compiler, using dsl -> generated ->
runtime) and imports nothing of the project, so every package may import it
while the runtime still imports neither the compiler nor dsl.

A file is written to a temporary file in the same folder and renamed over the
old one. A folder of generated modules is built next to the old one and the
two are exchanged in one step (Linux's renameat2 with RENAME_EXCHANGE), so
there is no moment without a complete folder. Where the exchange is not
available, two renames are used and the old folder is kept until the new one
is in place, so the next build can put it back.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def write_atomic(path: str, data: bytes | str, private: bool = False, make_folder: bool = True,
                 mode: int | None = None) -> None:
    """Write `data` (text as UTF-8) to a temporary file beside `path`, then rename it over `path`.

    `private`: the file keeps mode 0600 (a cache entry, a save); otherwise it is an
    ordinary file (0666 less the umask). `make_folder`: create the folder first.
    `mode`: a designer's own file rewritten (`tune --apply`): it keeps this mode, and its bytes
    reach the disk before the rename.
    OSError says why it cannot be written, naming `path`; no temporary file is left behind.
    """
    folder = os.path.dirname(os.path.abspath(path))
    if make_folder:
        os.makedirs(folder, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix="-" + os.path.basename(path), dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            if mode is not None:
                fh.flush()
                os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        elif not private:
            os.chmod(tmp, 0o666 & ~_umask())   # mkstemp makes 0600; an output is an ordinary file
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError) and exc.errno is not None and not isinstance(exc.filename, str):
            # A write to the open temporary file names no file (or its descriptor): name the one
            # being written, so a caller's message says where (a full disk under `soak.json`).
            raise OSError(exc.errno, exc.strerror, path) from exc
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _renameat2():
    import ctypes        # only when a folder is exchanged: writing a file (a cache entry) must stay cheap
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return None
    fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    fn.restype = ctypes.c_int
    return fn


_RENAMEAT2: list = []     # renameat2, or None where the system has none; looked up on first use


def exchange(a: str, b: str) -> bool:
    """Swap two existing paths in one step. False when the system cannot."""
    if not _RENAMEAT2:
        _RENAMEAT2.append(_renameat2())
    if _RENAMEAT2[0] is None:
        return False
    return _RENAMEAT2[0](_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0


def replace_dir(new_dir: str, out_dir: str, old_prefix: str) -> None:
    """Put the complete folder `new_dir` in place of `out_dir`."""
    if not os.path.exists(out_dir):
        os.rename(new_dir, out_dir)
        return
    if exchange(new_dir, out_dir):
        shutil.rmtree(new_dir, ignore_errors=True)  # it now holds the previous build
        return
    parent = os.path.dirname(os.path.abspath(out_dir))
    old = tempfile.mkdtemp(dir=parent, prefix=old_prefix)
    os.rmdir(old)
    os.rename(out_dir, old)
    os.rename(new_dir, out_dir)
    shutil.rmtree(old, ignore_errors=True)


@contextlib.contextmanager
def staged_dir(out_dir: str) -> Iterator[str]:
    """A new folder beside `out_dir` to fill; on leaving the block it replaces `out_dir` whole.

    If the block raises, the new folder is removed and `out_dir` is untouched. A kill
    leaves at most a `.<name>.new-*` folder (or, without the exchange, `.<name>.old-*`),
    which `cleanup_leftovers` clears (or puts back) on the next run.
    """
    parent = os.path.dirname(os.path.abspath(out_dir))
    os.makedirs(parent, exist_ok=True)
    base = os.path.basename(os.path.normpath(out_dir))
    tmp: str | None = tempfile.mkdtemp(dir=parent, prefix=f".{base}.new-")
    try:
        os.chmod(tmp, 0o777 & ~_umask())   # mkdtemp makes 0700; an output folder is an ordinary one
        yield tmp
        replace_dir(tmp, out_dir, old_prefix=f".{base}.old-")
        tmp = None
    finally:
        if tmp and os.path.isdir(tmp):
            shutil.rmtree(tmp, ignore_errors=True)


def carry_over(old_dir: str, new_dir: str, own: tuple[str, ...]) -> list[str]:
    """Put into `new_dir` every entry of `old_dir` whose name is not in `own`; the names carried.

    What a command replaces whole it may only replace with what it wrote: a user's
    file or folder kept in the old one goes into the new one too. Files are hard
    links (no copy of a large file, and a kill before the exchange leaves the old
    folder whole), copied only where the file system refuses links; symbolic links
    stay links.
    """
    try:
        names = sorted(os.listdir(old_dir))
    except (FileNotFoundError, NotADirectoryError):
        return []
    carried = []
    for name in names:
        if name in own:
            continue
        src, dst = os.path.join(old_dir, name), os.path.join(new_dir, name)
        if os.path.isdir(src) and not os.path.islink(src):
            shutil.copytree(src, dst, symlinks=True, copy_function=_link_or_copy)
        else:
            _link_or_copy(src, dst)
        carried.append(name)
    return carried


def _link_or_copy(src: str, dst: str) -> None:
    if os.path.islink(src):
        os.symlink(os.readlink(src), dst)
        return
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def cleanup_leftovers(out_dir: str) -> None:
    """Folders left by a killed run (or one killed between the fallback's two renames)."""
    parent = os.path.dirname(os.path.abspath(out_dir))
    base = os.path.basename(os.path.normpath(out_dir))
    try:
        names = os.listdir(parent)
    except OSError:
        return
    olds = sorted(n for n in names if n.startswith(f".{base}.old-"))
    if olds and not os.path.exists(out_dir):
        os.rename(os.path.join(parent, olds[-1]), out_dir)  # put the last good output back
        olds = olds[:-1]
    for n in names:
        if n.startswith(f".{base}.new-") or n in olds:
            shutil.rmtree(os.path.join(parent, n), ignore_errors=True)
