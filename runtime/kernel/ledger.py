"""Money with a ledger: every G that appears or disappears is booked with a reason.

The game declares which reasons may create money and which may destroy it;
anything else is a bug that the invariant check reports. Transfers between
players create and destroy nothing. `purses` names the seat attributes that
hold money (a game may keep some aside, e.g. for bidding).
"""
from __future__ import annotations


class LedgerError(Exception):
    pass


class Ledger:
    __slots__ = ("created", "destroyed", "may_create", "may_destroy", "purses")

    def __init__(self, may_create: set[str], may_destroy: set[str], purses=("money",)):
        self.created: dict[str, int] = {}
        self.destroyed: dict[str, int] = {}
        self.may_create = may_create
        self.may_destroy = may_destroy
        self.purses = tuple(purses)

    def book_create(self, reason: str, amount: int) -> None:
        if reason not in self.may_create:
            raise LedgerError(f"money created for an unknown reason: {reason}")
        self.created[reason] = self.created.get(reason, 0) + amount

    def book_destroy(self, reason: str, amount: int) -> None:
        if reason not in self.may_destroy:
            raise LedgerError(f"money destroyed for an unknown reason: {reason}")
        self.destroyed[reason] = self.destroyed.get(reason, 0) + amount

    def balance(self) -> int:
        return sum(self.created.values()) - sum(self.destroyed.values())
