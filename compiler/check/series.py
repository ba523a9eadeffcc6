"""Card series: many cards of one kind declared once, as a template over lists of values.

A card file may hold, besides (or instead of) its `cards:` list, a `series:`
list. Each series has `for_each:`, named lists of values, and `card:`, a card
whose text values may name those values in braces:

    series:
      - for_each:
          suit: [red, blue]
          size: [{n: 2, word: Two}, {n: 3, word: Three}]
        card: {id: "{suit}_{n}", name: "{word} {suit}", size: "{n}"}

makes one card for every combination, the first list outermost (red_2,
red_3, blue_2, blue_3). A list of plain values gives its name as a value
(`suit`); a list of mappings gives each key of the mapping (`n`, `word`). A
text that is one placeholder and nothing else takes the value with its type
(`"{n}"` is the number 2); elsewhere values are written into the text; `{{`
and `}}` are braces. Lists in the card (its abilities) are copied unchanged,
so their places in the file stay exact.

Every made card is a Card whose place is the template (`series[i].card`):
diagnostics about it point at the template's line.
"""
from __future__ import annotations

import itertools
import re
from typing import Any

from compiler.report.diagnostics import DiagnosticBag
from compiler.report.suggest import choices, did_you_mean
from compiler.load.yamlload import Document

MAX_CARDS = 20000          # as many as a `cards:` list may hold
_TOKEN = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")
_SCALARS = (str, int, float, bool)


def expand_series(doc: Document, index: int, series: Any, bag: DiagnosticBag) -> list[dict] | None:
    """The cards a series makes, in order; None when it cannot be read (the schema stage or `bag` says why)."""
    at = ("series", index)
    if not isinstance(series, dict):
        return None
    lists, card = series.get("for_each"), series.get("card")
    if not isinstance(lists, dict) or not lists or not isinstance(card, dict):
        return None
    axes = []
    for name, values in lists.items():
        if not isinstance(values, list) or not values:
            return None
        rows = []
        for v in values:
            if isinstance(v, dict) and all(isinstance(x, _SCALARS) for x in v.values()):
                rows.append(dict(v))
            elif isinstance(v, _SCALARS):
                rows.append({name: v})
            else:
                return None
        axes.append(rows)
    total = 1
    for rows in axes:
        total *= len(rows)
    if total > MAX_CARDS:
        bag.error("SYN762", f"this series makes {total} cards; a card file holds at most {MAX_CARDS}",
                  doc.span(at + ("for_each",), key=True), help="split it, or shorten its lists")
        return None
    known = sorted({k for rows in axes for row in rows for k in row})
    if not _placeholders_ok(doc, at + ("card",), card, known, bag):
        return None
    out = []
    for combo in itertools.product(*axes):
        values: dict = {}
        for row in combo:
            values.update(row)
        out.append({k: _fill(v, values) for k, v in card.items()})
    return out


def _placeholders_ok(doc: Document, at: tuple, card: dict, known: list[str], bag: DiagnosticBag) -> bool:
    """Every placeholder of the template names a value of `for_each`, and every lone brace is doubled."""
    ok = True
    for key, text in card.items():
        if not isinstance(text, str):
            continue
        for m in _TOKEN.finditer(text):
            tok, name = m.group(0), m.group(1)
            if tok in ("{{", "}}"):
                continue
            span = doc.string_span(at + (key,), m.start(), m.end())
            if name is None:
                bag.error("SYN761", f"a lone `{tok}` in the series card's `{key}`", span,
                          help=f"write `{tok}{tok}` for a brace, or `{{name}}` for a value of `for_each`")
                ok = False
            elif name not in known:
                bag.error("SYN761", f"the series card's `{key}` names `{{{name}}}`, which no list of `for_each` gives",
                          span, help=did_you_mean(name, known, f"its values: {choices(known)}"))
                ok = False
    return ok


def _fill(value: Any, values: dict) -> Any:
    if not isinstance(value, str):
        return value
    whole = _TOKEN.fullmatch(value)
    if whole is not None and whole.group(1) is not None:
        return values[whole.group(1)]

    def one(m: re.Match) -> str:
        tok = m.group(0)
        return tok[0] if tok in ("{{", "}}") else str(values[m.group(1)])
    return _TOKEN.sub(one, value)
