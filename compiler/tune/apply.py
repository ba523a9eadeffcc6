"""--apply: write the chosen edits into the pack's own YAML, changing nothing but those numbers.

Each edit names a file (relative to the pack), a 1-based line and column and
the text `old` found there. The file is read as bytes, the number replaced in
place (so comments, key order, quoting, line ends and layout stay), read back
by the positioned YAML loader to make sure it still loads, and written
atomically (a temporary file in the same folder, then a rename) with the
file's own permissions. If `old` is no longer at its place (the file changed
since the tune read it) nothing in that file is written.
"""
from __future__ import annotations

import os
import stat
import tempfile

from compiler.load.yamlload import load_text
from .edits import replace_at


class ApplyError(Exception):
    def __init__(self, message: str, file: str, line: int = 1, column: int = 1):
        super().__init__(message)
        self.file, self.line, self.column = file, line, column


def _inside(root: str, rel: str) -> str:
    path = os.path.realpath(os.path.join(root, rel))
    if os.path.commonpath([path, os.path.realpath(root)]) != os.path.realpath(root):
        raise ApplyError(f"`{rel}` is not inside the pack", rel)
    return path


def edited_text(text: str, edits: list[dict], shown: str) -> str:
    """`text` with every edit of this file made, last first so earlier positions stay right."""
    for e in sorted(edits, key=lambda e: (e["line"], e["column"]), reverse=True):
        try:
            text = replace_at(text, e["line"], e["column"], e["old"], e["new"])
        except ValueError as exc:
            raise ApplyError(f"{shown} changed since the tune read it: {exc}", shown, e["line"], e["column"]) from None
    _, diags = load_text(text, shown)
    if diags:
        raise ApplyError(f"{shown} would not load after the edit: {diags[0].message}", shown)
    return text


def write_keeping_mode(path: str, data: bytes) -> None:
    mode = stat.S_IMODE(os.stat(path).st_mode)
    folder = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix="-" + os.path.basename(path), dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def apply_edits(pack_dir: str, edits: list[dict]) -> list[str]:
    """Make `edits` (tune.json's `edit` objects) in the pack's files; returns the files written."""
    by_file: dict[str, list[dict]] = {}
    for e in edits:
        by_file.setdefault(e["file"], []).append(e)
    staged = []
    for rel, file_edits in sorted(by_file.items()):
        path = _inside(pack_dir, rel)
        shown = os.path.join(pack_dir, rel)
        try:
            with open(path, "rb") as fh:
                raw = fh.read()
        except OSError as exc:
            raise ApplyError(f"cannot read {shown}: {exc.strerror or exc}", shown) from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ApplyError(f"{shown} is not UTF-8 text", shown) from None
        staged.append((path, edited_text(text, file_edits, shown).encode("utf-8")))
    # Every file was edited and read back before the first is written.
    for path, data in staged:
        write_keeping_mode(path, data)
    return [p for p, _ in staged]
