"""A YAML document as the loader leaves it: its data, and the place in the file of every value.

`Document.spans` maps each JSON path to the span of its value, `key_spans` to
the span of its key, and `string_span` maps offsets inside a string (block
scalars included) to file line and column. The composer (yamlcompose.py), the
reader (yamlload.py) and the per-file cache all make or read these; none of
them is imported here.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

from compiler.report.diagnostics import Span

_BREAKS = "\n\x85\u2028\u2029"   # what the walker skips indentation after (a lone CR is LF by now)
_BREAK = re.compile("\r?[\n\x85\u2028\u2029]")
_NOT_SPACE_OR_BREAK = re.compile("[^ \r\n\x85\u2028\u2029]")

MAX_DEPTH = 32

Path = tuple  # a JSON path: keys and list indexes

@dataclass(frozen=True, slots=True)
class ScalarInfo:
    """Where a scalar's text sits in the file: for mapping offsets inside it."""

    start: int  # index in the document text of the first character of the token
    end: int
    style: str | None  # None (plain), "'", '"', "|", ">"


@dataclass
class Document:
    path: str
    text: str
    data: Any = None
    spans: dict[Path, Span] = field(default_factory=dict)       # value of path
    key_spans: dict[Path, Span] = field(default_factory=dict)   # key naming path
    scalars: dict[Path, ScalarInfo] = field(default_factory=dict)
    _line_starts: list[int] | None = None

    # --- places ---------------------------------------------------------
    def span(self, path: Path, key: bool = False) -> Span:
        """The span of the value at `path` (or of its key), or of the nearest parent."""
        table = self.key_spans if key else self.spans
        p = tuple(path)
        while p:
            if p in table:
                return table[p]
            if key and p in self.spans:
                return self.spans[p]
            p = p[:-1]
        return self.spans.get((), Span(self.path, 1, 1))

    def _mark(self, index: int) -> tuple[int, int]:
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            i = find("\n")
            while i != -1:
                starts.append(i + 1)
                i = find("\n", i + 1)
            self._line_starts = starts
        line = bisect.bisect_right(self._line_starts, index) - 1
        return line + 1, index - self._line_starts[line] + 1

    def string_span(self, path: Path, start: int, end: int | None = None) -> Span:
        """Span of characters [start, end) of the string value at `path`.

        Works for every scalar style, block scalars included, by walking the raw
        token alongside the value: each character of the value is matched to
        the raw character that produced it, skipping indentation, quotes and
        the block header. The result points into the YAML file, not the string.
        """
        info = self.scalars.get(tuple(path))
        value = self._value_at(path)
        if info is None or not isinstance(value, str):
            return self.span(path)
        index = self._raw_index(info, value, start)
        line, col = self._mark(index)
        if end is None or end <= start:
            return Span(self.path, line, col)
        end_index = self._raw_index(info, value, max(start, end - 1)) + 1
        end_line, end_col = self._mark(end_index)
        return Span(self.path, line, col, end_line, end_col)

    def _value_at(self, path: Path) -> Any:
        node = self.data
        for part in path:
            try:
                node = node[part]
            except (KeyError, IndexError, TypeError):
                return None
        return node

    def _raw_index(self, info: ScalarInfo, value: str, offset: int) -> int:
        raw = self.text
        j = info.start
        stop = info.end
        indent = 0
        if info.style in ("|", ">"):
            nl = _BREAK.search(raw, j, stop)
            j = stop if nl is None else nl.end()
            # Block indentation is not part of the value: skip it after each line break.
            first = _NOT_SPACE_OR_BREAK.search(raw, j, stop)
            if first:
                before = [m.end() for m in _BREAK.finditer(raw, j - 1 if j else 0, first.start())]
                line_start = before[-1] if before else j
                indent = first.start() - line_start
            j = self._skip_indent(raw, j, stop, indent)
        elif info.style in ("'", '"'):
            j += 1
        offset = max(0, min(offset, len(value)))
        for i in range(offset + 1):
            if i == len(value):
                return min(j, max(info.start, stop - (1 if info.style in ("'", '"') else 0)))
            ch = value[i]
            if ch in " \n":
                # Whitespace in the value may come from a folded newline: take one.
                k = j
                while k < stop and raw[k] == " " and ch == "\n":
                    k += 1
                if k < stop and raw[k] in " " + _BREAKS:
                    j = k
                else:
                    if i == offset:
                        return j
                    continue
            else:
                k = raw.find(ch, j, stop)
                if k != -1:
                    j = k
            if i == offset:
                return j
            j += 1
            if indent and 0 < j <= len(raw) and raw[j - 1] in _BREAKS:
                j = self._skip_indent(raw, j, stop, indent)
        return min(j, len(raw))

    @staticmethod
    def _skip_indent(raw: str, j: int, stop: int, indent: int) -> int:
        k = j
        while k < stop and k - j < indent and raw[k] == " ":
            k += 1
        return k
