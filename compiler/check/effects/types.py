"""The effect language's types: names, units, and which may stand for which.

Types are the strings of the pack's vocabulary (dsl/vocabulary.py: the
built-in `number`, `bool`, `card`, `player`, `attack`, `attack_kind`; the
game's card kinds, enums, marker types and declared types such as `money`;
`set:<type>` for a selection) plus `event:<name>` for a trigger's event and
`any` where the vocabulary accepts anything. `TypeRules` answers the
questions the checker asks, for one vocabulary.
"""
from __future__ import annotations

from dsl import vocabulary as V


def is_set(t: str) -> bool:
    return t.startswith("set:")


def element(t: str) -> str:
    return t[4:] if is_set(t) else t


class TypeRules:
    @classmethod
    def of(cls, vocab: V.Vocabulary) -> "TypeRules":
        """The rules of one vocabulary, made once (the checker asks for them per ability)."""
        rules = vocab.__dict__.get("_type_rules")
        if rules is None:
            rules = vocab.__dict__["_type_rules"] = cls(vocab)
        return rules

    def __init__(self, vocab: V.Vocabulary):
        self.vocab = vocab
        self.card_kinds = vocab.card_types
        self.quantities = vocab.quantities
        self.marker_types = vocab.marker_types            # type -> marker name
        self.units = vocab.units

    def show(self, t: str) -> str:
        """A type as a designer reads it."""
        if is_set(t):
            inner = element(t)
            word = self.vocab.label(inner) or inner
            for art in ("a ", "an "):
                if word.startswith(art):
                    word = word[len(art):]
            return f"a selection of {word}s" if not word.endswith("s") else f"a selection of {word}"
        if t.startswith("event:"):
            return f"the `{t[6:]}` event"
        return self.vocab.label(t) or t

    def assignable(self, actual: str, wanted: str) -> bool:
        """May a value of type `actual` stand where `wanted` is required?"""
        if actual == wanted or wanted == "any" or actual == "any":
            return True
        if wanted == "set:any":
            return is_set(actual)
        if is_set(actual) and is_set(wanted):
            return self.assignable(element(actual), element(wanted))
        if is_set(actual) or is_set(wanted):
            return False
        if actual == V.NUMBER and wanted in self.quantities:
            return True  # a bare number takes the unit of where it stands: `modify income … by 2`
        if actual in self.card_kinds and wanted in self.card_kinds:
            # A card may be any kind; one kind is never another.
            return V.CARD in (actual, wanted)
        return False

    def comparable(self, a: str, b: str) -> bool:
        """Can `a is b` ever be true?"""
        return self.assignable(a, b) or self.assignable(b, a)

    def unit_sum(self, a: str, b: str) -> str | None:
        """Type of a + b (or a - b), None when the units clash."""
        if a == b:
            return a
        if a == V.NUMBER and b in self.quantities:
            return b
        if b == V.NUMBER and a in self.quantities:
            return a
        return None
