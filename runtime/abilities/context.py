"""The base of every engine's effect context: the object generated ability code calls (runtime/api.py).

An engine's context subclasses this and adds one member per `runtime` name of
its vocabulary (selectors as properties; functions, properties and effects as
methods). What is here is not vocabulary: the game, the card holding the
ability, the seat it acts for, the event that fired it, and the helpers.
"""
from __future__ import annotations

from ..api import CardIdHelpers
from ..kernel.state import Card, Seat

# The base's own members: an engine's test of "exactly its vocabulary" leaves these out.
OWN = frozenset({"g", "card", "seat", "event", "label"})


class EffectContext(CardIdHelpers):
    __slots__ = ("g", "card", "seat", "event")

    def __init__(self, g, card: Card | None, seat: Seat | None = None, event=None):
        self.g = g
        self.card = card
        self.seat = seat
        self.event = event

    def label(self) -> str:
        """Who acts, for the log: the card's name, or `house rule`."""
        return self.card.name if self.card is not None else "house rule"

    # Words every vocabulary has: an engine overrides them where its rules say more
    # (e.g. a card that is owned only in some zones).
    @staticmethod
    def count(items) -> int:
        return len(items) if items is not None else 0

    def owner_of(self, card):
        """The seat a card belongs to, None for a card of nobody's."""
        if card is None or card.owner < 0:
            return None
        return self.g.seats[card.owner]

    @staticmethod
    def _split(args):
        """Effects take their arguments in either order where the types tell them apart:
        (amount int, kind str, card Card, player Seat), each the last given or None."""
        n, kind, card, player = None, None, None, None
        for a in args:
            if isinstance(a, bool):
                continue
            if isinstance(a, int):
                n = a
            elif isinstance(a, str):
                kind = a
            elif isinstance(a, Card):
                card = a
            elif isinstance(a, Seat):
                player = a
        return n, kind, card, player


# `this_card` (the selector) is the `card` slot under its vocabulary name: read as a slot is (a
# property is a call; generated code reads it in every condition about the card itself).
EffectContext.this_card = EffectContext.card
