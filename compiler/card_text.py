"""Does a card's `text:` say what its abilities do? Warning SYN623.

A card with `text:` prints the designer's words, not the English made from
its abilities (compiler/sheets/text.py). If the words leave out what an
ability does, the printed card lies: "Tough as the name says." on a Crook
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

from .diagnostics import DiagnosticBag

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


def _trees(card, memo: dict):
    """The parsed tree of each ability of `card`: from the per-file tree cache when it holds them (no
    parser, no Lark, as the effect checker does), else parsed now; None for one that does not parse."""
    from dsl.cache import cache_dir
    from dsl.treecache import TreeCache

    path = card.doc.path
    if "cache" not in memo:
        memo["cache"] = TreeCache(cache_dir())
    if path not in memo:
        memo[path] = memo["cache"].load(path, card.doc.text)
    out = []
    for src in card.abilities:
        if not isinstance(src, str) or not src.strip():
            continue
        node = memo["cache"].tree(memo[path], src)
        if node is None:
            from dsl.parser import parse
            node, problems = parse(src)
            node = None if problems else node
        out.append(node)
    return out


def check_card_text(pack, bag: DiagnosticBag, vocab=None) -> None:
    """SYN623 on each card whose `text:` leaves out what one of its abilities does."""
    memo: dict = {}
    for card in pack.cards:
        text = card.data.get("text")
        abilities = [a for a in card.abilities if isinstance(a, str) and a.strip()]
        if not isinstance(text, str) or not text.strip() or not abilities:
            continue
        from dsl.describe import describe_node
        if vocab is None:
            from .effects.vocab import pack_vocabulary
            vocab = pack_vocabulary(pack)
        missing = []
        for i, node in enumerate(_trees(card, memo)):
            try:
                english = describe_node(node, vocab) if node is not None else None
            except Exception:   # noqa: BLE001 - a broken ability is reported by the checker, not here
                english = None
            if isinstance(english, str) and english.strip() and not carries(text, english):
                missing.append((i + 1, english.strip()))
        if not missing:
            continue
        which = ", ".join(f"ability {i}" for i, _ in missing)
        says = " ".join(f"«{e}»" for _, e in missing)
        bag.warning("SYN623", f"the `text:` of card `{card.id}` does not say what {which} "
                              f"{'does' if len(missing) == 1 else 'do'}; the printed card hides it",
                    card.span("text"),
                    f"the abilities read: {says} — put that into `text:`, or remove `text:` so the card prints "
                    "the English made from its abilities (a card template may print both: docs/sheets.md)")
