"""Composing YAML with PyYAML: the part of compiler/load/yamlload.py that imports it.

PyYAML's event stream (libyaml's C parser when present) is composed here into
plain Python values, recording where each came from in the Document
(compiler/load/document.py). Kept apart so that a check whose files all come from
the per-file cache (compiler/cache/per_file.py) never imports PyYAML.
"""
from __future__ import annotations

import math
import re
from typing import Any

import yaml

from compiler.report.diagnostics import Diagnostic, Span
from .document import MAX_DEPTH, Document, Path, ScalarInfo


class _Problem(Exception):
    def __init__(self, diag: Diagnostic):
        super().__init__(diag.message)
        self.diag = diag


def _odd_breaks(text: str) -> bool:
    """Does the text hold line breaks YAML counts but a newline count does not?"""
    return ("\x85" in text or "\u2028" in text or "\u2029" in text
            or ("\r" in text and text.count("\r") != text.count("\r\n")))


def _span_of(path: str, mark, end_mark=None) -> Span:
    if end_mark is not None and end_mark.line == mark.line:
        return Span(path, mark.line + 1, mark.column + 1, end_mark.line + 1, end_mark.column + 1)
    return Span(path, mark.line + 1, mark.column + 1)


try:  # libyaml is much faster; the pure-Python parser gives the same events.
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Loader = yaml.SafeLoader

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


def compose_into(doc: Document, max_depth: int = MAX_DEPTH) -> list[Diagnostic]:
    """Compose `doc.text` into `doc` (its data, spans and string tokens); the problems, or [] when it reads."""
    text, path = doc.text, doc.path
    try:
        events = yaml.parse(text, Loader=_Loader)
        doc.data = _Composer(doc, events, max_depth).compose()
    except _Problem as p:
        return [p.diag]
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        if mark is not None and _odd_breaks(text) and 0 <= mark.index <= len(text):
            line, col = doc._mark(mark.index)
        problem = (exc.problem or exc.context or "invalid YAML").strip()
        if "nesting depth" in problem:   # PyYAML 6.0.4 and newer stop deep nesting in the parser itself
            return [Diagnostic("SYN013", f"nesting deeper than {max_depth} levels", Span(path, line, col),
                               help=f"content never needs more than {max_depth} levels")]
        message = f"YAML syntax error: {problem}"
        ctx = exc.context_mark
        if exc.problem and exc.context and ctx is not None and (ctx.line, ctx.column) != (line - 1, col - 1):
            # Where the unfinished thing began is often the place to fix.
            cl, cc = doc._mark(ctx.index) if _odd_breaks(text) else (ctx.line + 1, ctx.column + 1)
            message += f" ({exc.context.strip()} that began at line {cl}, column {cc})"
        return [Diagnostic("SYN010", message, Span(path, line, col), help=_yaml_help(problem))]
    except yaml.YAMLError as exc:  # reader errors: control characters and the like
        line, col = 1, 1
        index = getattr(exc, "position", None)
        if isinstance(index, int) and 0 <= index <= len(text):
            line, col = doc._mark(index)
        char = getattr(exc, "character", None)
        if isinstance(char, str) and len(char) == 1:
            char = ord(char)
        what = f"control character U+{char:04X}" if isinstance(char, int) else "a character YAML does not allow"
        return [Diagnostic("SYN010", f"YAML syntax error: {what} in the file", Span(path, line, col),
                           help="remove control characters from the file")]
    except RecursionError:
        return [Diagnostic("SYN013", "nesting is too deep to read", Span(path),
                           help=f"content never needs more than {max_depth} levels")]
    return []


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
