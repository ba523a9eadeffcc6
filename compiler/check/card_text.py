"""Does a card's `text:` say what its abilities do? Warning SYN623.

A card with `text:` prints the designer's words, not the English made from
its abilities (compiler/sheets/text.py). If the words leave out what an
ability does, the printed card lies: "Tough as the name says." on a card
with +3 to hits and 1 G a turn. The test is deliberately simple and errs on
the side of silence:

- every number of an ability's English (`+3`, `1 G`, `-5`) must appear in the
  text, as digits or as a word (`three`; `one`, `a`, `an` for 1, `twice` for 2);
- an ability whose English has no number must share a word with the text
  (the first five letters of a word of four letters or more: `recruit` and
  `recruitment`), so a text about something else altogether is found.

Numbers and words come from the English the sheets print (dsl.describe with
the pack's vocabulary), so nothing here knows a game.
"""
from __future__ import annotations

import re

from compiler.report.diagnostics import DiagnosticBag

_WORDS = {1: ("one", "once", "single", "a", "an"), 2: ("two", "twice", "double", "both", "pair"),
          3: ("three", "thrice", "triple"), 4: ("four",), 5: ("five",), 6: ("six",), 7: ("seven",),
          8: ("eight",), 9: ("nine",), 10: ("ten",), 11: ("eleven",), 12: ("twelve",)}
_STOP = {"this", "that", "your", "their", "with", "from", "into", "each", "every", "when", "then", "have",
         "card", "cards", "play", "gets", "make", "made", "made", "them", "they", "more", "less", "than",
         "other", "turn", "also", "does", "only"}


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", text)}


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z]+", text.lower())


def _stems(text: str) -> set[str]:
    return {w[:5] for w in _words(text) if len(w) >= 4 and w not in _STOP}


def carries(text: str, english: str) -> bool:
    """Does the designer's `text` carry the ability whose English is `english`?"""
    have_numbers, have_words = _numbers(text), set(_words(text))
    wanted = _numbers(english)
    for n in wanted:
        if n not in have_numbers and not any(w in have_words for w in _WORDS.get(n, ())):
            return False
    if wanted:
        return True
    return bool(_stems(english) & _stems(text))


def report(pack, bag: DiagnosticBag, checked, vocab, card_view=None) -> None:
    """SYN623 on each card whose `text:` leaves out what one of its checked abilities does.

    Run by the effect checker on the abilities it checked (their trees, no parsing); the card's text
    is read through `card_view`, so the effect stage's kept answer (compiler/check_effects_cache.py)
    is given back only while the text reads the same."""
    from dsl.describe import describe_node

    by_card: dict[str, list] = {}
    for c in checked:
        if c.card_kind is not None:
            by_card.setdefault(c.owner_id, []).append(c)
    for n, card in enumerate(pack.cards):
        mine = by_card.get(card.id)
        if not mine:
            continue
        seen = card.data if card_view is None else card_view(n, card.data)
        text = seen.get("text")
        if not isinstance(text, str) or not text.strip():
            continue
        missing = []
        for c in mine:
            try:
                english = describe_node(c.node, vocab)
            except Exception:   # noqa: BLE001 - an ability the describer cannot read is SYN609's business
                english = None
            if isinstance(english, str) and english.strip() and not carries(text, english):
                missing.append((c.index + 1, english.strip()))
        if not missing:
            continue
        which = ", ".join(f"ability {i}" for i, _ in missing)
        says = " ".join(f"«{e}»" for _, e in missing)
        bag.warning("SYN623", f"the `text:` of card `{card.id}` does not say what {which} "
                              f"{'does' if len(missing) == 1 else 'do'}; the printed card hides it",
                    card.span("text"),
                    f"the abilities read: {says} — put that into `text:`, or remove `text:` so the card prints "
                    "the English made from its abilities (a card template may print both: docs/sheets.md)")
