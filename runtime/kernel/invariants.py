"""Checks that hold after every step of any game on this kernel."""
from __future__ import annotations

from .state import State


class InvariantBroken(Exception):
    pass


def check_places(state: State) -> None:
    """Every card is in exactly one place, and that place agrees with the card."""
    seen: dict[int, str] = {}
    for zone in state.shared_zones:
        for c in state.zones[zone]:
            _see(seen, c, zone, -1)
    for seat in state.seats:
        for zone in state.seat_zones:
            for c in getattr(seat, zone):
                _see(seen, c, zone, seat.index)
    if len(seen) != len(state.cards):
        missing = [c.id for c in state.cards if c.idx not in seen]
        raise InvariantBroken(f"cards in no place: {missing}")


def _see(seen, card, zone, owner) -> None:
    if card.idx in seen:
        raise InvariantBroken(f"{card.id} is both in {seen[card.idx]} and in {zone}")
    if card.zone != zone or card.owner != owner:
        raise InvariantBroken(f"{card.id} lies in {zone}/{owner} but says {card.zone}/{card.owner}")
    seen[card.idx] = zone


def check_money(state: State) -> None:
    """Money held (in every purse of the ledger) equals money created minus money destroyed;
    nobody is below zero."""
    held = 0
    purses = state.ledger.purses
    for seat in state.seats:
        for purse in purses:
            amount = getattr(seat, purse)
            if amount < 0:
                raise InvariantBroken(f"player {seat.index} has negative money")
            held += amount
    if held != state.ledger.balance():
        raise InvariantBroken(f"players hold {held} G but the ledger says {state.ledger.balance()} G "
                              f"(created {state.ledger.created}, destroyed {state.ledger.destroyed})")
