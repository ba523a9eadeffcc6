"""Candidate edits of one number in a card's own YAML, and how to write one.

A card's numbers are of two sorts:

- its stats: each field the pack's game declares for the card's kind with
  `type: integer` (game.yaml, `card_kinds.<kind>.fields`), kept inside the
  field's `minimum`/`maximum`;
- the number literals of its abilities (`gain 5 G`, `modify hit by 2`),
  found by parsing the ability with the effect language's own parser, so a
  digit inside a name is never taken for a number. Literals are unsigned in
  the language (`-3` is a minus and a 3), so they stay at 0 or more.

Every edit is a replacement of the characters `old` at a 1-based line and
column of one file by `new`. Before an edit is offered it is tried: the file
with the replacement is read again by the same YAML loader, and the value at
the card's path must be exactly the old value with that one number changed.
A scalar whose text does not map one-to-one onto its value (an escape, a
series template) is left alone rather than edited wrongly.
"""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass

from compiler.report.diagnostics import DiagnosticBag
from compiler.load.document import Document
from compiler.load.yamlload import load_text

STEPS = (-2, -1, 1, 2)
MAX_LITERAL = 999_999          # the effect language's numbers have at most 6 digits (dsl/parser.py)


@dataclass(frozen=True)
class Site:
    """One number of a card, where it is written."""

    card: str
    kind: str
    file: str                  # relative to the pack folder, with `/`
    path: tuple                # JSON path of the scalar in its document
    line: int                  # 1-based, of the number's first character
    column: int                # 1-based, in characters
    text: str                  # the number as written
    value: int
    low: int | None            # bounds a new value must keep (None: unbounded)
    high: int | None
    field: str | None = None   # a stat field, or
    ability: int | None = None # the ability's index (0-based) in `abilities:`
    offset: int = 0            # where the literal starts inside the ability string
    ability_text: str = ""

    @property
    def what(self) -> str:
        if self.field is not None:
            return self.field
        return f"abilities[{self.ability}] literal {self.text} at {self.offset + 1}"


@dataclass(frozen=True)
class Edit:
    """One candidate: the site and the value it would get."""

    site: Site
    new_value: int

    @property
    def step(self) -> int:
        return self.new_value - self.site.value

    @property
    def old(self) -> str:
        return self.site.text

    @property
    def new(self) -> str:
        return str(self.new_value)

    @property
    def key(self) -> str:
        return f"{self.site.card}:{self.site.what}:{self.new_value}"

    def label(self) -> str:
        s = self.site
        if s.field is not None:
            return f"{s.field} {s.value} -> {self.new_value}"
        after = s.ability_text[:s.offset] + self.new + s.ability_text[s.offset + len(s.text):]
        return f"ability \"{after}\" ({s.value} -> {self.new_value})"

    def to_dict(self) -> dict:
        s = self.site
        return {"card": s.card, "kind": s.kind, "file": s.file, "line": s.line, "column": s.column,
                "old": self.old, "new": self.new, "field": s.field, "ability": s.ability,
                "value": s.value, "new_value": self.new_value, "step": self.step, "label": self.label()}


def _line_starts(text: str) -> list[int]:
    starts = [0]
    i = text.find("\n")
    while i != -1:
        starts.append(i + 1)
        i = text.find("\n", i + 1)
    return starts


def index_of(text: str, line: int, column: int) -> int:
    """The index in `text` of a 1-based line and column (columns count characters)."""
    starts = _line_starts(text)
    if not 1 <= line <= len(starts):
        raise ValueError(f"no line {line}")
    return starts[line - 1] + column - 1


def replace_at(text: str, line: int, column: int, old: str, new: str) -> str:
    """`text` with `old` at line:column replaced by `new`; ValueError when `old` is not there."""
    at = index_of(text, line, column)
    if text[at:at + len(old)] != old:
        raise ValueError(f"line {line}, column {column} holds {text[at:at + len(old)]!r}, not {old!r}")
    # A digit right before or after would make another number (`12` from `2`): refuse.
    if (at > 0 and text[at - 1].isdigit()) or (at + len(old) < len(text) and text[at + len(old)].isdigit()):
        raise ValueError(f"line {line}, column {column}: {old!r} is part of a longer number")
    return text[:at] + new + text[at + len(old):]


def _value_at(data, path: tuple):
    for part in path:
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def _tries_cleanly(doc: Document, site: Site, new_value: int) -> bool:
    """The edited file read again has the one number changed at the card's path, and nothing else there."""
    try:
        text = replace_at(doc.text, site.line, site.column, site.text, str(new_value))
    except ValueError:
        return False
    edited, diags = load_text(text, doc.path)
    if diags or edited is None:
        return False
    got = _value_at(edited.data, site.path)
    if site.field is not None:
        return type(got) is int and got == new_value
    s = site.ability_text
    return got == s[:site.offset] + str(new_value) + s[site.offset + len(site.text):]


def _numbers(ability: str) -> list[tuple[int, int, int]]:
    """(start, end, value) of each number literal of an ability, by the effect language's parser."""
    from dsl import tree as t
    from dsl.parser import parse

    node, problems = parse(ability)
    if node is None or problems:
        return []
    found, todo = [], [node]
    while todo:
        n = todo.pop()
        if isinstance(n, t.Num):
            digits = ability[n.start:n.end]
            width = len(digits) - len(digits.lstrip("0123456789")) if digits[:1].isdigit() else 0
            if width:
                found.append((n.start, n.start + width, n.value))
        todo.extend(t.children(n))
    return sorted(found)


def sites_of(pack, card) -> list[Site]:
    """Every number of `card` (a compiler.pack.Card of `pack`) an edit may change, in file order."""
    doc = card.doc
    root = os.path.realpath(pack.root)
    rel = os.path.relpath(os.path.realpath(_doc_file(pack, doc)), root).replace(os.sep, "/")
    kind = pack.manifest.kinds.get(card.kind) if pack.manifest is not None else None
    sites = []
    for name, f in (kind.fields.items() if kind is not None else ()):
        value = card.data.get(name)
        if f.type != "integer" or type(value) is not int:
            continue
        path = card.path + (name,)
        span = doc.spans.get(path)
        if span is None or span.end_line != span.line:
            continue
        line, col = span.line, span.col
        at = index_of(doc.text, line, col)
        text = doc.text[at:at + max(0, span.end_col - span.col)]
        site = Site(card.id, card.kind, rel, path, line, col, text, value,
                    f.spec.get("minimum"), f.spec.get("maximum"), field=name)
        if text.lstrip("+-").isdigit() and int(text) == value:
            sites.append(site)
    for i, ability in enumerate(card.abilities):
        if not isinstance(ability, str):
            continue
        path = card.path + ("abilities", i)
        for start, end, value in _numbers(ability):
            span = doc.string_span(path, start, end)
            text = ability[start:end]
            site = Site(card.id, card.kind, rel, path, span.line, span.col, text, value, 0, MAX_LITERAL,
                        ability=i, offset=start, ability_text=ability)
            at = index_of(doc.text, span.line, span.col)
            if doc.text[at:at + len(text)] == text:
                sites.append(site)
    return sorted(sites, key=lambda s: (s.line, s.column))


def _doc_file(pack, doc: Document) -> str:
    """The file a document was read from (documents carry the path as shown to the user)."""
    path = doc.path
    if os.path.exists(path):
        return path
    return os.path.join(pack.root, os.path.basename(path))


def candidates(pack, card, steps=STEPS) -> list[Edit]:
    """Each site moved by each step, kept inside its bounds, and tried on a copy of the text."""
    out = []
    for site in sites_of(pack, card):
        for step in steps:
            new = site.value + step
            if (site.low is not None and new < site.low) or (site.high is not None and new > site.high):
                continue
            if _tries_cleanly(card.doc, site, new):
                out.append(Edit(site, new))
    return out


def step_further(card, edit: Edit) -> Edit | None:
    """The next value past `edit` in its direction (±3 after ±2 ...), when the bounds allow and it reads back."""
    site = edit.site
    new = edit.new_value + (1 if edit.step > 0 else -1)
    if (site.low is not None and new < site.low) or (site.high is not None and new > site.high):
        return None
    return Edit(site, new) if _tries_cleanly(card.doc, site, new) else None


def load_positioned(pack_dir: str):
    """The pack as the checker reads it (positions kept); (pack, bag)."""
    from compiler.check.pack import load_pack

    bag = DiagnosticBag()
    return load_pack(pack_dir, bag), bag


def edit_dict(edit: Edit) -> dict:
    return asdict(edit.site) | {"new_value": edit.new_value}
