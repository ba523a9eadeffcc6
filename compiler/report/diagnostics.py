"""One shape for every problem Syndicate reports.

A Diagnostic has a code (``SYN102``), a severity, a message, a place
(``file:line:col``, 1-based, with an optional end) and an optional help line.
Every part of the compiler reports through this type; ``render_text`` and
``render_json`` are the only two ways they reach a person or a tool.
The codes themselves, with their one-line meaning, are listed in
``compiler.report.codes`` and documented in ``docs/diagnostics.md``.
"""
from __future__ import annotations

import json
import os
import re
from enum import Enum
from typing import Iterable


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"


class _Frozen:
    """A small immutable record: equal, hashed and shown by its fields, as a frozen dataclass is.

    Written out rather than made by @dataclass: every `syndicate` run imports this module, and
    making dataclasses costs more at import than these few lines (issue 17)."""

    __slots__ = ()
    _fields: tuple = ()

    def _set(self, *values) -> None:
        """Give each field its value, in `_fields` order (the one way in: __setattr__ refuses)."""
        for name, value in zip(self._fields, values, strict=True):
            object.__setattr__(self, name, value)

    def _values(self) -> tuple:
        return tuple(getattr(self, f) for f in self._fields)

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r}")

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields) + ")"

    def __reduce__(self):
        return type(self), self._values()


class Span(_Frozen):
    """A place in a source file. Lines and columns count from 1."""

    __slots__ = ("file", "line", "col", "end_line", "end_col")
    _fields = __slots__
    file: str
    line: int
    col: int
    end_line: int | None
    end_col: int | None

    def __init__(self, file: str, line: int = 1, col: int = 1, end_line: int | None = None,
                 end_col: int | None = None) -> None:
        self._set(file, line, col, end_line, end_col)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class Diagnostic(_Frozen):
    __slots__ = ("code", "message", "span", "severity", "help")
    _fields = __slots__
    code: str
    message: str
    span: Span
    severity: Severity
    help: str | None

    def __init__(self, code: str, message: str, span: Span, severity: Severity = Severity.ERROR,
                 help: str | None = None) -> None:
        self._set(code, message, span, severity, help)

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def sort_key(self) -> tuple:
        return (self.span.file, self.span.line, self.span.col, self.code, self.message)

    def to_dict(self) -> dict:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "file": self.span.file,
            "line": self.span.line,
            "column": self.span.col,
            "end_line": self.span.end_line,
            "end_column": self.span.end_col,
            "help": self.help,
        }


def display_path(path: str) -> str:
    """Paths in diagnostics are relative to where the user stands, when that is shorter."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return rel if not rel.startswith("..") or len(rel) < len(path) else path


class DiagnosticBag:
    """Collects diagnostics from every stage so that one run reports them all."""

    __slots__ = ("items",)

    def __init__(self, items: list[Diagnostic] | None = None) -> None:
        self.items: list[Diagnostic] = [] if items is None else items

    def __repr__(self) -> str:
        return f"DiagnosticBag(items={self.items!r})"

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self.items == other.items
        return NotImplemented

    __hash__ = None

    def add(self, diag: Diagnostic) -> None:
        self.items.append(diag)

    def extend(self, diags: Iterable[Diagnostic]) -> None:
        self.items.extend(diags)

    def error(self, code: str, message: str, span: Span, help: str | None = None) -> None:
        self.items.append(Diagnostic(code, message, span, Severity.ERROR, help))

    def warning(self, code: str, message: str, span: Span, help: str | None = None) -> None:
        self.items.append(Diagnostic(code, message, span, Severity.WARNING, help))

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.items if d.is_error]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.items if not d.is_error]

    def sorted(self) -> list[Diagnostic]:
        # Deduplicate: two stages may report the very same problem.
        return sorted(set(self.items), key=Diagnostic.sort_key)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        return iter(self.items)


def _lines(text: str) -> list[str]:
    """Lines as diagnostics count them: at newlines only (splitlines() also breaks at
    form feeds, \x1c-\x1e, NEL and LS, which would show the wrong line under a caret)."""
    return [ln[:-1] if ln.endswith("\r") else ln for ln in text.split("\n")]


_READ: dict[str, str] = {}   # display path -> the text the loader read (see read_file_text)
_MAX_SOURCE = 2_000_000


def remember_source(file: str, text: str) -> None:
    """The text a loader read for `file`: carets are shown under exactly these lines."""
    _READ[file] = text


class SourceCache:
    """Source lines for carets, read once per file and never re-decoded badly.

    A line comes from the text the loader itself read (remember_source), so the
    printer opens nothing a pack named. Only for a file no loader read (a template
    with a syntax error, say) is the file read here, and then only a regular file
    that is not behind a link (its real path is its path), without blocking, and
    at most 2 MB: a FIFO, /dev/zero or a link out of the pack shows no line.
    """

    def __init__(self) -> None:
        self._lines: dict[str, list[str]] = {}

    def remember(self, file: str, text: str) -> None:
        self._lines[file] = _lines(text)

    def line(self, file: str, number: int) -> str | None:
        lines = self._lines.get(file)
        if lines is None:
            text = _READ.get(file)
            lines = _lines(text) if text is not None else self._read(file)
            self._lines[file] = lines
        if 1 <= number <= len(lines):
            return lines[number - 1]
        return None

    @staticmethod
    def _read(file: str) -> list[str]:
        from compiler.files.safe_read import Refused, read_bytes

        try:
            if os.path.realpath(file) != os.path.abspath(file):
                return []
            return _lines(read_bytes(file, _MAX_SOURCE).decode("utf-8", errors="replace"))
        except (OSError, Refused):
            return []


_COLORS = {"error": "\033[1;31m", "warning": "\033[1;33m", "help": "\033[1;36m", "bold": "\033[1m", "dim": "\033[2m", "reset": "\033[0m"}


def _paint(text: str, style: str, color: bool) -> str:
    return f"{_COLORS[style]}{text}{_COLORS['reset']}" if color else text


# Characters that could forge or disguise a diagnostic line when printed: C0 and C1 controls
# (newline, CR, ESC ...), DEL, line and paragraph separators, and the bidirectional controls.
# Compiled when first used: a clean check prints no diagnostic, and compiling costs at every start.
_PATTERNS = {"unsafe": "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]",
             "json": "[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]"}
_compiled: dict[str, re.Pattern] = {}


def _pattern(name: str) -> re.Pattern:
    got = _compiled.get(name)
    if got is None:
        got = _compiled[name] = re.compile(_PATTERNS[name])
    return got
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def printable(text: str) -> str:
    """`text` with every character of the unsafe pattern written as an escape (`\\n`, `\\x1b`, `\\u202e`)."""
    def esc(m: re.Match) -> str:
        ch = m.group()
        return _NAMED.get(ch) or (f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}")
    return _pattern("unsafe").sub(esc, text)


def render_one(diag: Diagnostic, sources: SourceCache, color: bool = False) -> str:
    """Render like a compiler: header, location, source line, caret, help."""
    sev = diag.severity.value
    out = [_paint(f"{sev}[{diag.code}]", sev, color) + _paint(f": {printable(diag.message)}", "bold", color)]
    out.append(f"  --> {printable(str(diag.span))}")
    src = sources.line(diag.span.file, diag.span.line)
    if src is not None:
        # Tabs and very long lines would shift or flood the caret; show a safe window.
        shown = _pattern("unsafe").sub("\ufffd", src.replace("\t", " "))   # one column each: the caret stays
        start = 0
        col0 = max(diag.span.col - 1, 0)
        if len(shown) > 120:
            start = max(0, min(col0 - 40, len(shown) - 120))
            shown = ("…" if start else "") + shown[start:start + 120] + ("…" if start + 120 < len(src) else "")
            col0 = col0 - start + (1 if start else 0)
        width = 1
        if diag.span.end_line == diag.span.line and diag.span.end_col and diag.span.end_col > diag.span.col:
            width = diag.span.end_col - diag.span.col
        width = max(1, min(width, max(1, len(shown) - col0)))
        gutter = str(diag.span.line)
        pad = " " * len(gutter)
        out.append(f" {pad} |")
        out.append(f" {gutter} | {shown}")
        out.append(f" {pad} | " + " " * col0 + _paint("^" * width, sev, color))
    if diag.help:
        out.append("  = " + _paint("help", "help", color) + f": {printable(diag.help)}")
    return "\n".join(out)


def render_text(diags: Iterable[Diagnostic], sources: SourceCache | None = None, color: bool = False) -> str:
    sources = sources or SourceCache()
    return "\n\n".join(render_one(d, sources, color) for d in diags)


def render_json(diags: Iterable[Diagnostic], summary: dict | None = None) -> str:
    doc = {"diagnostics": [d.to_dict() for d in diags]}
    if summary is not None:
        doc["summary"] = summary
    # JSON escapes C0 controls itself; the others that reorder or break a terminal's lines are
    # escaped too (\\uXXXX: the decoded strings are unchanged, the printed text holds none of them).
    return _pattern("json").sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(doc, indent=2, ensure_ascii=False))
