"""The effect language's types: names, units, and which may stand for which.

Types are the strings of dsl/vocabulary.py (`money`, `crook`, `set:racket`…)
plus `event:<name>` for a trigger's event and `any` where the vocabulary
accepts anything.
"""
from __future__ import annotations

from dsl import vocabulary as V

CARD_KINDS = frozenset({V.CROOK, V.RACKET, V.MOB, V.SPECIAL, V.CARD})
QUANTITIES = frozenset({V.NUMBER, V.MONEY, V.UNHAPPY, V.POWER_MARK, V.INCOME_MARK})
MARKER_TYPES = frozenset(V.MARKERS.values())
UNITS = {"G": V.MONEY, **V.MARKERS}                  # `3 G`, `1 unhappy`, `2 power`, `1 income`
MARKER_OF_TYPE = {t: kind for kind, t in V.MARKERS.items()}

_NAMES = {
    V.NUMBER: "a number", V.MONEY: "money (G)", V.UNHAPPY: "Unhappy markers", V.POWER_MARK: "Power markers",
    V.INCOME_MARK: "income markers", V.BOOL: "yes/no", V.CROOK: "a Crook", V.RACKET: "a Racket",
    V.MOB: "a Mob", V.SPECIAL: "a Special", V.CARD: "a card", V.PLAYER: "a player", V.DISTRICT: "a district",
    V.RACKET_TYPE: "a Racket type", V.ATTACK_KIND: "an attack kind", V.ATTACK: "an attack", "any": "anything",
}


def is_set(t: str) -> bool:
    return t.startswith("set:")


def element(t: str) -> str:
    return t[4:] if is_set(t) else t


def show(t: str) -> str:
    """A type as a designer reads it."""
    if is_set(t):
        inner = element(t)
        word = _NAMES.get(inner, inner)
        for art in ("a ", "an "):
            if word.startswith(art):
                word = word[len(art):]
        return f"a selection of {word}s" if not word.endswith("s") else f"a selection of {word}"
    if t.startswith("event:"):
        return f"the `{t[6:]}` event"
    return _NAMES.get(t, t)


def assignable(actual: str, wanted: str) -> bool:
    """May a value of type `actual` stand where `wanted` is required?"""
    if actual == wanted or wanted == "any" or actual == "any":
        return True
    if wanted == "set:any":
        return is_set(actual)
    if is_set(actual) and is_set(wanted):
        return assignable(element(actual), element(wanted))
    if is_set(actual) or is_set(wanted):
        return False
    if actual == V.NUMBER and wanted in QUANTITIES:
        return True  # a bare number takes the unit of where it stands: `modify income … by 2`
    if actual in CARD_KINDS and wanted in CARD_KINDS:
        # A card may be any kind; a Crook is never a Racket.
        return V.CARD in (actual, wanted)
    return False


def comparable(a: str, b: str) -> bool:
    """Can `a is b` ever be true?"""
    return assignable(a, b) or assignable(b, a)


def unit_sum(a: str, b: str) -> str | None:
    """Type of a + b (or a - b), None when the units clash."""
    if a == b:
        return a
    if a == V.NUMBER and b in QUANTITIES:
        return b
    if b == V.NUMBER and a in QUANTITIES:
        return a
    return None
