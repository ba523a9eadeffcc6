"""A safe YAML loader that remembers where every value came from.

PyYAML's event stream (libyaml's C parser when present) is composed here into
plain Python values, and a side table maps each value's JSON path to its place
in the file. Composing ourselves lets us refuse what content never needs and
what an attacker would use: duplicate keys, anchors and aliases (no alias
bombs), explicit tags, nesting deeper than a limit, tabs, bad bytes.

Nothing here raises on bad input: problems come back as Diagnostics.
"""
from __future__ import annotations

import bisect
import errno
import math
import os
import re
import stat
from dataclasses import dataclass, field
from typing import Any

import yaml

from .diagnostics import Diagnostic, Span, remember_source
from .safe_read import Refused, check_inside, read_bytes

try:  # libyaml is much faster; the pure-Python parser gives the same events.
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Loader = yaml.SafeLoader

MAX_BYTES = 1_000_000
MAX_DEPTH = 32

Path = tuple  # a JSON path: keys and list indexes

MAX_NUMBER_DIGITS = 18   # every count in a game fits; int64 does too
_INT, _FLOAT = "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"
_DECIMAL_INT = re.compile(r"[-+]?(0|[1-9][0-9]*)")
_DECIMAL_FLOAT = re.compile(r"[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?")


def _number_form(text: str) -> str:
    """Why a number YAML 1.2 reads is refused (only its decimal forms are allowed)."""
    t = text.lstrip("+-").lower()
    if t.startswith("0x"):
        return "hexadecimal"
    if t.startswith("0o"):
        return "octal: YAML 1.2 reads `0o17` as 15"
    if len(t) > 1 and t[0] == "0" and t.isdigit():
        old = f"the octal {int(t, 8)}" if set(t) <= set("01234567") else "text"
        return f"leading zero: YAML 1.2 reads `{t}` as {int(t)}, YAML 1.1 as {old}"
    if t in (".inf", ".nan"):
        return "not a finite number"
    return "not a plain decimal"


class Yaml12Resolver(yaml.resolver.BaseResolver):
    """The YAML 1.2 core schema's plain scalars, as editors and validators read them.

    PyYAML's default resolver is YAML 1.1's: there `yes`, `no`, `on`, `off` are
    booleans, `1:30` is 90 and `0b101` is 5, while every editor (yaml-language-server)
    and JSON-Schema tool reads YAML 1.2, where those are text. One dialect: this one.
    Only `true`/`false` (any of three cases) are booleans; integers are decimal,
    `0o` octal or `0x` hexadecimal; floats may omit the dot (`1e3`); null is `~`,
    `null` or nothing. Everything else is a string.
    """


for _tag, _pattern, _first in (
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     "-+.0123456789"),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
):
    Yaml12Resolver.add_implicit_resolver(_tag, re.compile(_pattern), list(_first))

_resolver = Yaml12Resolver()
_resolver_1_1 = yaml.resolver.Resolver()     # only to say what a value used to mean
_constructor = yaml.constructor.SafeConstructor()
_STD_TAGS = {
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
}


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


class _Problem(Exception):
    def __init__(self, diag: Diagnostic):
        super().__init__(diag.message)
        self.diag = diag


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


def _odd_breaks(text: str) -> bool:
    """Does the text hold line breaks YAML counts but a newline count does not?"""
    return ("\x85" in text or "\u2028" in text or "\u2029" in text
            or ("\r" in text and text.count("\r") != text.count("\r\n")))


_BREAKS = "\n\x85\u2028\u2029"   # what the walker skips indentation after (a lone CR is LF by now)
_BREAK = re.compile("\r?[\n\x85\u2028\u2029]")
_NOT_SPACE_OR_BREAK = re.compile("[^ \r\n\x85\u2028\u2029]")


def _span_of(path: str, mark, end_mark=None) -> Span:
    if end_mark is not None and end_mark.line == mark.line:
        return Span(path, mark.line + 1, mark.column + 1, end_mark.line + 1, end_mark.column + 1)
    return Span(path, mark.line + 1, mark.column + 1)


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
    """Compose YAML text into a Document; all problems come back as diagnostics."""
    text = normalize_breaks(text)
    doc = Document(path=path, text=text)
    tabs = _tab_diagnostics(text, path)
    if tabs:
        return doc, tabs
    try:
        events = yaml.parse(text, Loader=_Loader)
        doc.data = _Composer(doc, events, max_depth).compose()
    except _Problem as p:
        return doc, [p.diag]
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        if mark is not None and _odd_breaks(text) and 0 <= mark.index <= len(text):
            line, col = doc._mark(mark.index)
        problem = (exc.problem or exc.context or "invalid YAML").strip()
        message = f"YAML syntax error: {problem}"
        ctx = exc.context_mark
        if exc.problem and exc.context and ctx is not None and (ctx.line, ctx.column) != (line - 1, col - 1):
            # Where the unfinished thing began is often the place to fix.
            cl, cc = doc._mark(ctx.index) if _odd_breaks(text) else (ctx.line + 1, ctx.column + 1)
            message += f" ({exc.context.strip()} that began at line {cl}, column {cc})"
        return doc, [Diagnostic("SYN010", message, Span(path, line, col), help=_yaml_help(problem))]
    except yaml.YAMLError as exc:  # reader errors: control characters and the like
        line, col = 1, 1
        index = getattr(exc, "position", None)
        if isinstance(index, int) and 0 <= index <= len(text):
            line, col = doc._mark(index)
        char = getattr(exc, "character", None)
        if isinstance(char, str) and len(char) == 1:
            char = ord(char)
        what = f"control character U+{char:04X}" if isinstance(char, int) else "a character YAML does not allow"
        return doc, [Diagnostic("SYN010", f"YAML syntax error: {what} in the file", Span(path, line, col),
                                help="remove control characters from the file")]
    except RecursionError:
        return doc, [Diagnostic("SYN013", "nesting is too deep to read", Span(path),
                                help=f"content never needs more than {max_depth} levels")]
    return doc, []


def _yaml_help(problem: str) -> str | None:
    if "mapping values are not allowed" in problem:
        return "a value on this line needs quotes, or a key is missing its `:` on the line above"
    if "could not find expected ':'" in problem:
        return "add a `:` after the key, or quote the text"
    if "found character '\\t'" in problem or "tab" in problem:
        return "indent with spaces, not tabs"
    if "expected <block end>" in problem or "did not find expected" in problem:
        return "check the indentation of this line against the lines above"
    if "found unexpected end of stream" in problem or "unexpected end" in problem:
        return "a quote or bracket was opened and never closed"
    return None


class _Composer:
    """Build plain values from parser events, recording positions as we go."""

    def __init__(self, doc: Document, events, max_depth: int):
        self.doc = doc
        self.events = events
        self.max_depth = max_depth
        self.odd_breaks = _odd_breaks(doc.text)

    def _span(self, mark, end_mark=None) -> Span:
        if not self.odd_breaks:
            return _span_of(self.doc.path, mark, end_mark)
        # YAML also breaks lines at a lone CR, NEL, LS and PS; editors and `grep -n` count
        # newlines only. Place by character index so every line number means the same.
        line, col = self.doc._mark(mark.index)
        if end_mark is not None:
            end_line, end_col = self.doc._mark(end_mark.index)
            if end_line == line:
                return Span(self.doc.path, line, col, end_line, end_col)
        return Span(self.doc.path, line, col)

    def compose(self) -> Any:
        ev = next(self.events)  # StreamStart
        ev = next(self.events)
        if isinstance(ev, yaml.StreamEndEvent):
            return None
        assert isinstance(ev, yaml.DocumentStartEvent)
        value = self._node(next(self.events), (), 0)
        next(self.events)  # DocumentEnd
        ev = next(self.events)
        if not isinstance(ev, yaml.StreamEndEvent):
            raise _Problem(Diagnostic("SYN017", "more than one YAML document in the file",
                                      self._span(ev.start_mark),
                                      help="keep one document per file; remove the `---` line"))
        return value

    def _check_common(self, ev) -> None:
        anchor = getattr(ev, "anchor", None)
        if anchor is not None:
            raise _Problem(Diagnostic("SYN012", f"anchor `&{anchor}` is not allowed",
                                      self._span(ev.start_mark, ev.end_mark),
                                      help="write the value out in full; anchors and aliases are refused so that no file can expand without bound"))
        tag = getattr(ev, "tag", None)
        if tag is not None and tag != "!" and tag not in _STD_TAGS:
            raise _Problem(Diagnostic("SYN016", f"explicit tag `{tag}` is not allowed",
                                      self._span(ev.start_mark, ev.end_mark),
                                      help="remove the tag; write plain values"))

    def _node(self, ev, path: Path, depth: int) -> Any:
        if isinstance(ev, yaml.AliasEvent):
            raise _Problem(Diagnostic("SYN012", f"alias `*{ev.anchor}` is not allowed",
                                      self._span(ev.start_mark, ev.end_mark),
                                      help="write the value out in full; aliases are refused so that no file can expand without bound"))
        self._check_common(ev)
        if depth > self.max_depth:
            raise _Problem(Diagnostic("SYN013", f"nesting deeper than {self.max_depth} levels",
                                      self._span(ev.start_mark),
                                      help="content never needs this much nesting; flatten the structure"))
        if isinstance(ev, yaml.ScalarEvent):
            self.doc.spans[path] = self._span(ev.start_mark, ev.end_mark)
            value = self._scalar(ev)
            if isinstance(value, str):
                self.doc.scalars[path] = ScalarInfo(ev.start_mark.index, ev.end_mark.index, ev.style)
            return value
        if isinstance(ev, yaml.SequenceStartEvent):
            self.doc.spans[path] = self._span(ev.start_mark)
            items = []
            for ev2 in self.events:
                if isinstance(ev2, yaml.SequenceEndEvent):
                    return items
                items.append(self._node(ev2, path + (len(items),), depth + 1))
        if isinstance(ev, yaml.MappingStartEvent):
            self.doc.spans[path] = self._span(ev.start_mark)
            result: dict[str, Any] = {}
            seen: dict[str, Span] = {}
            for kev in self.events:
                if isinstance(kev, yaml.MappingEndEvent):
                    return result
                if not isinstance(kev, yaml.ScalarEvent):
                    self._check_common(kev)
                    raise _Problem(Diagnostic("SYN015", "a mapping key must be plain text, not a list or mapping",
                                              self._span(kev.start_mark),
                                              help="write `name: value` with a simple name"))
                self._check_common(kev)
                key = self._scalar(kev)
                kspan = self._span(kev.start_mark, kev.end_mark)
                if isinstance(key, bool):
                    key = kev.value  # a name as written: `on:` is the key "on", not YAML 1.1's true
                elif not isinstance(key, str):
                    key = str(key)
                if key in seen:
                    first = seen[key]
                    raise _Problem(Diagnostic("SYN011", f"key `{key}` appears twice in this mapping (first at line {first.line})",
                                              kspan, help="remove one of the two, or rename it"))
                seen[key] = kspan
                self.doc.key_spans[path + (key,)] = kspan
                result[key] = self._node(next(self.events), path + (key,), depth + 1)
        raise _Problem(Diagnostic("SYN010", "unexpected YAML structure", self._span(ev.start_mark)))

    def _check_number(self, ev, value: str, tag: str) -> None:
        """Numbers are plain decimals of a sane size; YAML 1.1's other forms are refused.

        PyYAML (YAML 1.1) also reads 0x1f, 017 (octal!), 0b101, 1_000, 1:30 (= 90) and
        .inf as numbers; a designer who wrote `017` rarely meant 15, and YAML 1.2 reads
        several of them differently, so each is a diagnostic rather than a surprise. A
        number with more digits than any game needs is a range error before Python is
        asked to convert it (int() refuses beyond 4300 digits with a ValueError).
        """
        text = value.strip()
        where = self._span(ev.start_mark, ev.end_mark)
        shown = text if len(text) <= 24 else text[:12] + "…" + text[-6:]
        pattern = _DECIMAL_INT if tag == _INT else _DECIMAL_FLOAT
        if not pattern.fullmatch(text):
            raise _Problem(Diagnostic(
                "SYN021", f"number `{shown}` is written in a form Syndicate does not read ({_number_form(text)})",
                where, help="write numbers as plain decimals (`15`, `-2`, `3.5`); put text in quotes"))
        digits = len(text.lstrip("+-").split(".")[0].split("e")[0].split("E")[0].lstrip("0"))
        too_big = digits > MAX_NUMBER_DIGITS
        if tag == _FLOAT and not too_big:
            too_big = not math.isfinite(float(text))
        if too_big:
            raise _Problem(Diagnostic(
                "SYN022", f"number `{shown}` is too large ({digits} digits); numbers in a pack have at most "
                f"{MAX_NUMBER_DIGITS} digits", where, help="use a number the game can count to"))

    def _scalar(self, ev) -> Any:
        value = ev.value
        if ev.tag in (None, "!"):
            tag = _resolver.resolve(yaml.ScalarNode, value, ev.implicit)
        else:
            tag = ev.tag
        if tag == "tag:yaml.org,2002:str":
            return value
        if tag in (_INT, _FLOAT):
            self._check_number(ev, value, tag)
        if tag in _STD_TAGS:
            node = yaml.ScalarNode(tag, value, ev.start_mark, ev.end_mark, ev.style)
            return _constructor.yaml_constructors[tag](_constructor, node)
        # Timestamps and other implicit types: keep the text as written.
        return value


def yaml_1_1_meaning(doc: Document, path: Path) -> Any:
    """What YAML 1.1 (PyYAML's default, older Syndicate) read the text at `path` as.

    Only for an unquoted string that YAML 1.1 took for a boolean or a number
    (`no`, `On`, `1:30`, `0b101`, `1_000`); otherwise None. Used to say why a
    value is text now where the schema wants `true`/`false` or a number.
    """
    info = doc.scalars.get(tuple(path))
    value = doc._value_at(path)
    if info is None or info.style not in (None, "") or not isinstance(value, str):
        return None
    tag = _resolver_1_1.resolve(yaml.ScalarNode, value, (True, False))
    if tag not in ("tag:yaml.org,2002:bool", _INT, _FLOAT):
        return None
    try:
        meant = _constructor.yaml_constructors[tag](_constructor, yaml.ScalarNode(tag, value))
    except (ValueError, yaml.YAMLError):  # pragma: no cover - the 1.1 patterns only match what converts
        return None
    return meant if meant == meant else None   # .nan is the same in both dialects


def load_file(path: str, display: str | None = None, max_bytes: int = MAX_BYTES,
              root: str | None = None) -> tuple[Document | None, list[Diagnostic]]:
    shown = display or path
    text, diags = read_source(path, shown, max_bytes, root)
    if text is None or diags:
        return (Document(shown, text) if text is not None else None), diags
    return load_text(text, shown)
