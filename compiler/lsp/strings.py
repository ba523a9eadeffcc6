"""Editor positions inside the YAML strings that hold abilities, and back.

An ability is one string in an `abilities:` list (of a card, a series card or
a house rule), written plain, quoted or as a block scalar. The document the
loader composes knows where each scalar's token lies (`Document.scalars`) and
maps a character of the value to the file (`Document.string_span`, the same
mapping `syndicate check` uses for its columns); this module inverts it, so a
position the editor sends becomes an offset in the ability's text. While the
designer types, the file may not be valid YAML; then the line itself is read
(`- "on turn_st`), which is what completion needs.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from compiler.load.yamlload import Document


@dataclass
class Ability:
    path: tuple              # JSON path of the string in its document
    text: str                # the ability as the language reads it
    offset: int              # the cursor's offset in `text`
    doc: Document | None     # None when read from the line alone (YAML not valid while typing)
    start: int = 0           # for a line read alone: where `text` starts in the file


def is_ability_path(path: tuple) -> bool:
    return len(path) >= 2 and path[-2] == "abilities" and isinstance(path[-1], int)


def file_index(doc: Document, path: tuple, k: int) -> int:
    """Offset in the file of character k of the string at `path` (k == len: just past its end)."""
    info = doc.scalars[path]
    value = doc._value_at(path)
    return doc._raw_index(info, value, k)


def string_offset(doc: Document, path: tuple, index: int) -> int:
    """The character of the string at `path` whose place in the file is at or just before `index`."""
    value = doc._value_at(path)
    lo, hi = 0, len(value)
    while lo < hi:                       # the mapping only grows: the first k whose place is past index
        mid = (lo + hi + 1) // 2
        if file_index(doc, path, mid) <= index:
            lo = mid
        else:
            hi = mid - 1
    if lo < len(value) and file_index(doc, path, lo) < index:
        lo += 1                          # between characters (a folded break): the next one
    return min(lo, len(value))


def abilities_in(doc: Document):
    """(path, text) of every ability string of a composed document."""
    for path, info in doc.scalars.items():
        if is_ability_path(path):
            value = doc._value_at(path)
            if isinstance(value, str):
                yield path, value


def ability_at(doc: Document | None, text: str, index: int) -> Ability | None:
    """The ability string the file offset `index` falls in, or None."""
    if doc is not None and doc.data is not None:
        for path, value in abilities_in(doc):
            info = doc.scalars[path]
            end = info.end
            if info.start <= index <= end:
                k = string_offset(doc, path, index)
                if info.style in ("'", '"') and index <= info.start:
                    return None              # on the opening quote
                return Ability(path, value, k, doc)
            gap = doc.text[end:index]
            if not info.style and index > end and gap.strip(" \t") == "":
                # Past a plain scalar's end on its line (`- on |`): YAML dropped the spaces typed so far.
                return Ability(path, value + gap, len(value) + len(gap), doc)
        return None
    return _from_line(text, index)


_ITEM = re.compile(r"^(\s*)-\s+(['\"]?)")


def _from_line(text: str, index: int) -> Ability | None:
    """While the YAML does not compose: the list item on the cursor's line, under an `abilities:` key."""
    line_start = text.rfind("\n", 0, index) + 1
    line_end = text.find("\n", index)
    line = text[line_start:line_end if line_end != -1 else len(text)]
    m = _ITEM.match(line)
    if m is None or index < line_start + m.end():
        return None
    indent = len(m.group(1))
    # The nearest line above with less indentation must be `abilities:`.
    above = text[:line_start].splitlines()
    for prev in reversed(above):
        if not prev.strip() or prev.lstrip().startswith("#"):
            continue
        ind = len(prev) - len(prev.lstrip())
        if ind < indent or (ind == indent and not prev.lstrip().startswith("-")):
            if not re.match(r"^\s*abilities:\s*$", prev):
                return None
            break
    start = line_start + m.end()
    body = line[m.end():]
    quote = m.group(2)
    if quote and quote in body:
        body = body[:body.index(quote)]
    return Ability(("abilities", 0), body, min(index - start, len(body)), None, start)


def to_file(ability: Ability, k: int) -> int:
    """File offset of character k of the ability."""
    if ability.doc is None:
        return ability.start + k
    return file_index(ability.doc, ability.path, k)
