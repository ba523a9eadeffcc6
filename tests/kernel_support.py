"""A made-up game for the kernel's own tests (slots, market, offers): no pack, no engine."""
from __future__ import annotations

from runtime.kernel.ledger import Ledger
from runtime.kernel.state import State, card_class, seat_class
from runtime.kernel.table import Table

GAME = {
    "id": "tiny_yard", "engine": "tiny_yard", "faction": "boss",
    "card_kinds": {"base": {"fields": ["size"]}, "wall": {"fields": ["strength"]},
                   "tool": {"fields": ["price"]}},
    "zones": {"shared": ["pile", "row", "used"], "seat": ["hand", "table"]},
}
CARDS = ([{"id": f"base{i}", "kind": "base", "size": 3} for i in range(3)]
         + [{"id": f"wall{i}", "kind": "wall", "strength": i + 1} for i in range(6)]
         + [{"id": f"tool{i}", "kind": "tool", "price": 10 * (i + 1)} for i in range(5)])


def state(n=2) -> State:
    card_cls = card_class(GAME, CARDS, {"hp": 0})
    seat_cls = seat_class(GAME, ("money",))
    cards = [card_cls(i, d) for i, d in enumerate(CARDS)]
    seats = [seat_cls(i, f"P{i + 1}") for i in range(n)]
    return State(cards, seats, Ledger({"start"}, {"spend"}), GAME["zones"]["shared"], GAME["zones"]["seat"])


class Yard(Table):
    """The least table that asks: a state and players."""

    def __init__(self, players, seed=0):
        super().__init__(players, seed)
        self.state = state(len(players))
        self.seats = self.state.seats

    def run(self, max_turns=None):
        return None
