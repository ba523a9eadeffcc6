"""The words of an ability as the pack's vocabulary reads them: for completion, hover and colours.

Nothing here knows a game: every event, verb, selector, marker, stat, attack
kind and card id comes from the pack (its game.yaml `vocabulary:` and its
cards). The language's own keywords come from dsl/grammar.lark's terminals.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from dsl.vocabulary import Vocabulary

TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|[0-9]+|>=|<=|[><+\-*.,:()]|#[^\n]*")
# The language's keywords (dsl/grammar.lark's word terminals).
KEYWORDS = ("modify", "set", "by", "to", "of", "for", "from", "with", "into", "onto", "at", "attacks", "involving",
            "led", "against", "where", "while", "on", "when", "action", "play", "costs", "token", "target", "up",
            "each", "in", "choose", "if", "then", "else", "and", "or", "not", "is", "yes", "no")


@dataclass(frozen=True)
class Tok:
    text: str
    start: int
    end: int


def tokens(text: str) -> list[Tok]:
    return [Tok(m.group(0), m.start(), m.end()) for m in TOKEN.finditer(text)]


@dataclass(frozen=True)
class Word:
    """What a name in an ability is: its group (the vocabulary table, `card`, `marker`, ...) and its documentation."""

    name: str
    group: str          # event | effect | selector | function | property | stat | param | attack_stat | timing |
                        # marker | attack_kind | unit | card | entry | keyword
    doc: str
    example: str = ""


class Lexicon:
    """Every word an ability of this pack may use, by name."""

    def __init__(self, vocab: Vocabulary, cards: dict[str, object], entries: dict[str, str] | None = None):
        self.vocab = vocab
        self.cards = cards                        # card id -> Card
        self.entries = entries or {}              # enumeration entry id -> its name (`harbor` -> "Harbor")
        self.by_group: dict[str, dict[str, Word]] = {}
        for group, table in vocab.tables.items():
            g = group.rstrip("s") if group != "attack_stats" else "attack_stat"
            for name, e in table.items():
                self._add(Word(name, g, e.doc, e.example))
        for name, e in vocab.timings.items():
            self._add(Word(name, "timing", e.doc, e.example))
        for name, m in vocab.markers.items():
            self._add(Word(name, "marker", f"{m.get('label', name)} markers (a marker, and its unit: `1 {name}`).",
                           f"add 1 {name} to self"))
        for name, k in vocab.attack_kinds.items():
            doc = k.get("doc") or k.get("one") or k.get("label") or name
            self._add(Word(name, "attack_kind", f"An attack kind: {doc}.", f"attack.kind is {name}"))
        for name, t in vocab.types.items():
            if t.get("unit"):
                self._add(Word(t["unit"], "unit", f"The unit of {t.get('label', name)}: `3 {t['unit']}`.",
                               f"gain 3 {t['unit']}"))
        for eid, label in self.entries.items():
            self._add(Word(eid, "entry", f"{label} (an entry of the ruleset's lists)."))
        for cid, card in cards.items():
            self._add(Word(cid, "card", f"The card {getattr(card, 'name', cid)}."))

    def _add(self, word: Word) -> None:
        self.by_group.setdefault(word.group, {}).setdefault(word.name, word)

    def lookup(self, name: str, prefer: tuple[str, ...] = ()) -> Word | None:
        for group in prefer + tuple(self.by_group):
            w = self.by_group.get(group, {}).get(name)
            if w is not None:
                return w
        return None

    def group(self, *groups: str) -> list[Word]:
        out: list[Word] = []
        for g in groups:
            out.extend(self.by_group.get(g, {}).values())
        return out

    def verbs(self) -> list[Word]:
        """Effect verbs by the word an effect starts with, documented by the verbs' patterns."""
        out = []
        for first, verbs in sorted(self.vocab.verbs.items()):
            doc = "\n".join(f"`{v.entry.extra.get('pattern', v.words) or v.name}`: {v.entry.doc}" for v in verbs)
            example = verbs[0].entry.example if verbs else ""
            out.append(Word(first, "effect", doc, example))
        return out


def context(before: str) -> tuple[str, ...]:
    """The groups of words that may come at the end of `before` (the ability up to the word being typed)."""
    toks = [t.text for t in tokens(before) if not t.text.startswith("#")]
    last = toks[-1] if toks else ""
    prev = toks[-2] if len(toks) > 1 else ""
    if not toks:
        return ("form",)
    if last == ".":
        return ("property",)
    if toks == ["on"]:
        return ("event",)
    if toks[0] in ("action", "play") and len(toks) == 1:
        return ("timing", "form_word")
    if len(toks) == 1 and toks[0] in ("modify", "set"):
        return ("stat", "param", "attack_stat")
    if last.isdigit():
        return ("unit", "marker")
    if last == "is" and prev == "kind" or (last == "not" and prev == "is" and len(toks) > 2 and toks[-3] == "kind"):
        return ("attack_kind",)
    in_effects = ":" in toks and toks[0] in ("on", "action", "play")
    if in_effects and last in (":", "then", "else", "and") and _at_effect_start(toks):
        return ("effect", "flow")
    return ("selector", "function", "card", "entry", "marker")


def _at_effect_start(toks: list[str]) -> bool:
    """After `:`, `then`, `else`, or an `and` that joins effects (not one inside a condition)."""
    last = toks[-1]
    if last in (":", "then", "else"):
        return True
    # `and` joins effects unless an `if`/`when`/`where` condition is still open (no `then` or `:` since).
    for t in reversed(toks[:-1]):
        if t in ("then", ":", "else"):
            return True
        if t in ("if", "where", "when", "while"):
            return False
    return False

