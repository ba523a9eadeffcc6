"""Two plain functions over a card's slots, written into generated/<pack>/cards.py.

Every game makes every card of its pack, and `syndicate simulate`'s tally totals
each kind of marker on the cards held around every effect; both read or set a
card's slots for the pack's fields and markers. Written out as Python (one
unpacking into the slots; a loop that adds each slot) they are the
interpreter's own slot stores and reads, where the runtime's generic path goes
through `setattr` and `attrgetter` name by name. The names are the pack's, so
only the compiler writes them, here, each checked first (`unwritable`): a name
that is not a plain lowercase identifier, or is a Python keyword, gets no code
(the build warns, SYN504) and the runtime plays the pack by its generic path.

The slots are laid out as the runtime's card class lays them out
(runtime/kernel/state.py: `card_class`): the fields of every card kind in
declaration order, each once, then each marker (`<name>_markers` when a field
has its name). The runtime uses the functions only for a card class whose slots
are exactly these (CARD_SLOTS, MARKER_SLOTS), so a difference costs speed, never
a wrong card.
"""
from __future__ import annotations

import keyword
import re

_SLOT = re.compile(r"[a-z][a-z0-9_]*\Z")     # game.schema.json's names: no capital, no leading underscore


def slot_layout(game: dict) -> tuple[tuple, tuple, frozenset]:
    """(the field slots in order, each marker's slot in GAME's order, the slots of owned markers) of GAME."""
    fields: list[str] = []
    for kind in game.get("card_kinds", {}).values():
        for f in kind.get("fields", ()):
            if f not in fields:
                fields.append(f)
    markers = game.get("markers", {})
    slot_of = {m: f"{m}_markers" if m in fields else m for m in markers}
    owned = frozenset(slot_of[m] for m, decl in markers.items() if isinstance(decl, dict) and decl.get("owned"))
    return tuple(fields), tuple(slot_of.values()), owned


def unwritable(game: dict) -> list[str]:
    """The slot names of GAME that cannot be written as an attribute in generated code."""
    fields, markers, _ = slot_layout(game)
    return [n for n in fields + markers if not _SLOT.match(n) or keyword.iskeyword(n)]


def card_slot_functions(game: dict) -> str:
    """CARD_SLOTS, MARKER_SLOTS, `fill_card_slots` and `marker_totals` for GAME's cards, or "" when
    a name is unwritable."""
    if unwritable(game):
        return ""
    fields, markers, owned = slot_layout(game)
    filled = fields + tuple(m for m in markers if m not in owned)    # an owned marker's counts: a fresh dict per card
    return "\n".join([
        "",
        "# A card's slots for the pack's fields and its markers counted as a number, in the order of",
        "# the runtime's card class (runtime/kernel/state.py: card_class), and each kind of marker's",
        "# slot. The runtime uses the functions below only for a card class with exactly these slots.",
        f"CARD_SLOTS = {filled!r}",
        f"MARKER_SLOTS = {markers!r}",
        "",
        "",
        *_fill(filled),
        "",
        "",
        *_totals(markers, owned),
    ]) + "\n"


def _fill(slots: tuple) -> list[str]:
    head = ["def fill_card_slots(card, values):",
            '    """Sets a new card\'s CARD_SLOTS to `values`, in that order (runtime/kernel/state.py: make_cards)."""']
    if not slots:
        return head + ["    pass"]
    return head + [f"    {_tuple(f'card.{s}' for s in slots)} = values"]


def _totals(markers: tuple, owned: frozenset) -> list[str]:
    head = ["def marker_totals(cards):",
            '    """The total of each kind of marker on `cards`, in MARKER_SLOTS\' order (syndicate simulate\'s tally)."""']
    if not markers:
        return head + ["    return ()"]
    sums = [f"total_{i}" for i in range(len(markers))]
    adds = [f"        {t} += sum(card.{m}.values())" if m in owned else f"        {t} += card.{m}"
            for t, m in zip(sums, markers)]
    return head + [f"    {t} = 0" for t in sums] + ["    for card in cards:", *adds,
                                                     f"    return {_tuple(sums)}"]


def _tuple(items) -> str:
    items = list(items)
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
