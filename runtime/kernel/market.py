"""A market: a row of face-up cards any player may buy during his turn.

The row is a shared zone holding at most `size` cards. A bought card goes
where the engine says (a seat's zone, or a shared zone such as a pile of
spent cards); `refill` tops the row up from the top of a source zone, and
does nothing when that zone is empty (or when the game has no source). What
a card costs and what buying it does is the engine's business; the market
only keeps the row and its moves.
"""
from __future__ import annotations

from .invariants import InvariantBroken
from .state import StateError


class Market:
    __slots__ = ("zone", "size", "source")

    def __init__(self, zone: str, size: int, source: str | None = None):
        self.zone = zone          # the shared zone that is the row
        self.size = size          # most cards face up at once
        self.source = source      # the shared zone the row is refilled from (None: never refilled)

    def offered(self, state) -> list:
        """The cards for sale, in row order."""
        return list(state.zones[self.zone])

    def affordable(self, state, money: int, price) -> list:
        """The cards of the row whose `price(card)` is at most `money`."""
        return [c for c in state.zones[self.zone] if price(c) <= money]

    def buy(self, state, card, zone: str, owner: int = -1) -> None:
        """Take a card from the row to `zone` (of `owner`; -1 for a shared zone)."""
        if card.zone != self.zone:
            raise StateError(f"{card.id} is not for sale (it lies in {card.zone})")
        state.move(card, zone, owner)

    def refill(self, state) -> list:
        """Top the row up to `size` from the top of the source; returns the cards laid out."""
        laid = []
        if self.source is None:
            return laid
        row, pile = state.zones[self.zone], state.zones[self.source]
        while len(row) < self.size and pile:
            card = pile[-1]
            state.move(card, self.zone)
            laid.append(card)
        return laid

    def check(self, state) -> None:
        if len(state.zones[self.zone]) > self.size:
            raise InvariantBroken(f"the market row {self.zone} holds {len(state.zones[self.zone])} cards, "
                                  f"more than its {self.size}")
