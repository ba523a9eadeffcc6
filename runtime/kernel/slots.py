"""Cards attached to a host card in named slots.

A host (any card in a seat's zone) has a fixed list of named slots; each
slot holds at most one attached card. An attached card lies in a seat zone
like any other card (so the one-place invariant still holds) and this table
says which host and slot it belongs to. The table keeps card indexes, not
card objects, so a copy of a game (kernel/copying.py) copies it as plain
data and a re-deal of hidden cards (State.exchange) never touches it.

When a host changes place the engine says what its attached cards do
(`move_host`): follow it (`with_host=True`, they go to the host's new
owner, in `zone`) or leave for another zone (`to=(zone, owner)`, e.g. a
discard pile). A card is never left attached to a host that is gone.
"""
from __future__ import annotations

from .invariants import InvariantBroken
from .state import StateError


class Slots:
    """Which card is attached to which host, in which slot."""

    __slots__ = ("names", "hosts", "attached")
    __undo_plain__ = True          # its copy copies its fields: an undo notes them alike (kernel/undo.py)

    def __init__(self, names):
        self.names = tuple(names)               # the slots every host has, in order
        self.hosts: dict[int, dict[str, int]] = {}   # host idx -> {slot: attached idx}
        self.attached: dict[int, tuple[int, str]] = {}   # attached idx -> (host idx, slot)

    def __deepcopy__(self, memo):
        new = object.__new__(Slots)
        memo[id(self)] = new
        new.names = self.names
        new.hosts = {h: dict(s) for h, s in self.hosts.items()}
        new.attached = dict(self.attached)
        return new

    # ------------------------------------------------------------------ reading
    def free(self, host) -> list[str]:
        """The host's empty slots, in the declared order."""
        used = self.hosts.get(host.idx, {})
        return [n for n in self.names if n not in used]

    def of(self, state, host) -> dict:
        """{slot: card} of what is attached to the host, in slot order."""
        used = self.hosts.get(host.idx, {})
        return {n: state.cards[used[n]] for n in self.names if n in used}

    def cards_of(self, state, host) -> list:
        return list(self.of(state, host).values())

    def host_of(self, state, card):
        """The host a card is attached to, or None."""
        got = self.attached.get(card.idx)
        return None if got is None else state.cards[got[0]]

    def slot_of(self, card) -> str | None:
        got = self.attached.get(card.idx)
        return None if got is None else got[1]

    # ------------------------------------------------------------------ changing
    def attach(self, state, host, card, slot: str, zone: str) -> None:
        """Put `card` into the host's empty `slot`; it moves to the host owner's `zone`."""
        if slot not in self.names:
            raise StateError(f"no slot named {slot!r} (slots: {', '.join(self.names)})")
        if card.idx in self.attached:
            raise StateError(f"{card.id} is already attached")
        if card.idx == host.idx or host.idx in self.attached:
            raise StateError(f"{host.id} cannot host {card.id}: an attached card hosts nothing")
        used = self.hosts.setdefault(host.idx, {})
        if slot in used:
            raise StateError(f"slot {slot} of {host.id} is taken")
        if host.owner < 0:
            raise StateError(f"{host.id} lies in no seat's zone and cannot host a card")
        state.move(card, zone, host.owner)
        used[slot] = card.idx
        self.attached[card.idx] = (host.idx, slot)

    def detach(self, state, card, zone: str, owner: int = -1) -> None:
        """Take an attached card off its host and move it to `zone` (of `owner`, -1: shared)."""
        host_idx, slot = self.attached.pop(card.idx)
        used = self.hosts[host_idx]
        del used[slot]
        if not used:
            del self.hosts[host_idx]
        state.move(card, zone, owner)

    def move_host(self, state, host, zone: str, owner: int = -1, with_host: bool = False,
                  to: tuple | None = None) -> list:
        """Move a host. Its attached cards follow it (`with_host`: same owner, staying attached,
        in their own zone) or are detached to `to` = (zone, owner). Returns the attached cards."""
        cards = self.cards_of(state, host)
        if cards and not with_host and to is None:
            raise StateError(f"{host.id} moves with cards attached: say whether they follow it or where they go")
        state.move(host, zone, owner)
        for c in cards:
            if with_host:
                if owner < 0:
                    raise StateError(f"{host.id} goes to a shared zone: its attached cards cannot follow")
                state.move(c, c.zone, owner)
            else:
                self.detach(state, c, *to)
        return cards

    def check(self, state) -> None:
        """Invariant: each attached card lies with its host's owner, in a seat zone; tables agree."""
        for idx, (host_idx, slot) in self.attached.items():
            card, host = state.cards[idx], state.cards[host_idx]
            if self.hosts.get(host_idx, {}).get(slot) != idx:
                raise InvariantBroken(f"{card.id} says it is in slot {slot} of {host.id}, which disagrees")
            if card.owner < 0 or card.owner != host.owner:
                raise InvariantBroken(f"{card.id} is attached to {host.id} but lies in {card.zone}/{card.owner}, "
                                      f"its host in {host.zone}/{host.owner}")
        count = sum(len(s) for s in self.hosts.values())
        if count != len(self.attached):
            raise InvariantBroken("the slot tables disagree on how many cards are attached")
