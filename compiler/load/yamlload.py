"""A safe YAML loader that remembers where every value came from.

PyYAML's event stream (libyaml's C parser when present) is composed here into
plain Python values, and a side table maps each value's JSON path to its place
in the file. Composing ourselves lets us refuse what content never needs and
what an attacker would use: duplicate keys, anchors and aliases (no alias
bombs), explicit tags, nesting deeper than a limit, tabs, bad bytes.

Nothing here raises on bad input: problems come back as Diagnostics. The
composing itself, the part that needs PyYAML, is compiler/load/yamlcompose.py,
imported only when a file is not in the per-file cache (compiler/cache/per_file.py).
"""
from __future__ import annotations

import errno
import os
import re
import stat
from typing import Any

from compiler.cache import per_file as file_cache
from compiler.report.diagnostics import Diagnostic, Span, remember_source
from .document import MAX_DEPTH, Document, Path, ScalarInfo  # noqa: F401 (the loader's types, named here too)
from compiler.files.safe_read import Refused, check_inside, read_bytes

MAX_BYTES = 1_000_000
_LONE_CR_BYTES = re.compile(rb"\r(?!\n)")
_LONE_CR = re.compile("\r(?!\n)")


def normalize_breaks(text: str) -> str:
    """A lone CR (old Mac files, or one mixed in) becomes LF, character for character.

    YAML reads it as a line break and folds it to LF in values, so the data is unchanged;
    editors show it as a line break too. Now every such line is a line the diagnostics
    count (at LF), so a caret lands on the line an editor shows. CRLF stays as it is;
    NEL, LS and PS (which editors do not break at) stay too, and keep counting as before.
    """
    return _LONE_CR.sub("\n", text) if "\r" in text else text


def _not_regular(path: str, shown: str) -> Diagnostic | None:
    """A folder, a device, a pipe (which would block a read) or a broken or looping link."""
    try:
        st = os.stat(path)
    except OSError as exc:
        if os.path.islink(path):
            why = "a link that loops" if exc.errno == errno.ELOOP else "a broken link"
            return Diagnostic("SYN009", f"`{shown}` is {why}", Span(shown),
                              help="point the link at a real file, or remove it")
        return Diagnostic("SYN006", f"cannot read the file: {exc.strerror or exc}", Span(shown),
                          help="check that the file exists and that you may read it")
    if stat.S_ISDIR(st.st_mode):
        return Diagnostic("SYN009", f"`{shown}` is a folder, not a file", Span(shown),
                          help="name a YAML file")
    if not stat.S_ISREG(st.st_mode):
        return Diagnostic("SYN009", f"`{shown}` is not a regular file (a pipe or a device)", Span(shown),
                          help="content files are plain text files")
    return None


def _char_col(raw: bytes, at: int) -> int:
    """1-based column of byte `at` in characters (as an editor counts), not bytes."""
    start = raw.rfind(b"\n", 0, at) + 1
    return len(raw[start:at].decode("utf-8", errors="replace")) + 1


def read_source(path: str, display: str | None = None, max_bytes: int = MAX_BYTES,
                root: str | None = None) -> tuple[str | None, list[Diagnostic]]:
    """Read a content file as text, or say exactly why it cannot be.

    With `root` (the pack folder) a file whose real path leaves it is not read at all.
    """
    shown = display or path
    try:
        check_inside(path, root, shown)
    except Refused as exc:
        return None, [Diagnostic(exc.code, exc.message, Span(shown), help=exc.help)]
    odd = _not_regular(path, shown)
    if odd is not None:
        return None, [odd]
    try:
        raw = read_bytes(path, max_bytes, root=root, shown=shown)
    except Refused as exc:
        message = (f"file is larger than {max_bytes // 1000} kB; content files are small" if exc.code == "SYN004"
                   else exc.message)
        help = "split the cards over several files" if exc.code == "SYN004" else exc.help
        return None, [Diagnostic(exc.code, message, Span(shown), help=help)]
    except OSError as exc:
        return None, [Diagnostic("SYN006", f"cannot read the file: {exc.strerror or exc}", Span(shown),
                                 help="check that the file exists and that you may read it")]
    raw = _LONE_CR_BYTES.sub(b"\n", raw)   # same length: every offset and column stays
    if b"\x00" in raw:
        at = raw.index(b"\x00")
        line = raw.count(b"\n", 0, at) + 1
        col = _char_col(raw, at)
        return None, [Diagnostic("SYN003", "file contains NUL bytes: it looks binary, not YAML",
                                 Span(shown, line, col), help="save the file as plain UTF-8 text")]
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte-order mark is harmless; drop it
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        col = _char_col(raw, exc.start)
        return None, [Diagnostic("SYN002", f"byte 0x{raw[exc.start]:02x} is not valid UTF-8",
                                 Span(shown, line, col), help="save the file with UTF-8 encoding")]
    text = normalize_breaks(text)
    remember_source(shown, text)
    if not text.strip() or all(not ln.strip() or ln.lstrip().startswith("#") for ln in text.splitlines()):
        return text, [Diagnostic("SYN005", "file is empty: it holds no YAML content", Span(shown),
                                 help="add `kind:` and `cards:`, or delete the file")]
    return text, []


def _tab_diagnostics(text: str, shown: str) -> list[Diagnostic]:
    out = []
    if "\t" not in text:
        return out
    for n, line in enumerate(text.split("\n"), 1):  # newlines only: splitlines() also splits at \x1c-\x1e
        stripped = line.lstrip(" \t")
        lead = line[: len(line) - len(stripped)]
        if "\t" in lead:
            col = lead.index("\t") + 1
            out.append(Diagnostic("SYN014", "tab character in indentation", Span(shown, n, col, n, col + 1),
                                  help="YAML indents with spaces only; replace the tab with spaces"))
    return out


def load_text(text: str, path: str, max_depth: int = MAX_DEPTH) -> tuple[Document, list[Diagnostic]]:
    """Compose YAML text into a Document; all problems come back as diagnostics.

    In the `syndicate` process, a file the last check read with the same text and
    path comes back from compiler/cache/per_file.py, without PyYAML being imported.
    """
    text = normalize_breaks(text)
    memo = max_depth == MAX_DEPTH and file_cache.enabled()
    if memo:
        hit = file_cache.document(path, text)
        if hit is not None:
            return hit
    doc = Document(path=path, text=text)
    diags = _tab_diagnostics(text, path)
    if not diags:
        from .yamlcompose import compose_into  # PyYAML: imported only when a file is composed

        diags = compose_into(doc, max_depth)
    if memo:
        file_cache.keep_document(path, text, doc, diags)
    return doc, diags


def yaml_1_1_meaning(doc: Document, path: Path) -> Any:
    """What YAML 1.1 made of the unquoted text at `path` (compiler/load/yamlcompose.py), or None."""
    from .yamlcompose import yaml_1_1_meaning as meaning

    return meaning(doc, path)



def load_file(path: str, display: str | None = None, max_bytes: int = MAX_BYTES,
              root: str | None = None) -> tuple[Document | None, list[Diagnostic]]:
    shown = display or path
    text, diags = read_source(path, shown, max_bytes, root)
    if text is None or diags:
        return (Document(shown, text) if text is not None else None), diags
    return load_text(text, shown)
