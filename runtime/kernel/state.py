"""Cards, zones, markers and money: the state every game is made of.

A card lives in exactly one zone. Shared zones (deck, open, discard, out,
aside) are ordered lists on the State; per-player zones (mob card, crooks,
rackets, hand) are lists on the Seat. `move` is the only way a card changes
place, so the "one place" invariant can be checked against `card.zone` and
`card.owner`.
"""
from __future__ import annotations

SHARED_ZONES = ("deck", "open", "discard", "out", "aside")
SEAT_ZONES = ("mobcard", "crooks", "rackets", "hand")


class Card:
    """One physical card: printed stats (fixed) and what lies on it (changes)."""

    __slots__ = ("idx", "id", "kind", "name", "power", "resistance", "income", "boss_bonus",
                 "district", "rtype", "weakness", "token_space",
                 "zone", "owner", "token", "unhappy", "pmark", "imark", "pos", "sup", "opos")

    def __init__(self, idx: int, data: dict):
        self.idx = idx
        self.id = data["id"]
        self.kind = data["kind"]
        self.name = data.get("name", self.id)
        self.power = data.get("power") or 0
        self.resistance = data.get("resistance") or 0
        self.income = data.get("income") or 0
        self.boss_bonus = data.get("boss_bonus") or 0
        self.district = data.get("district")
        self.rtype = data.get("type")
        self.weakness = data.get("weakness")
        # Crooks and Rackets with Power have an action-token space.
        self.token_space = self.kind == "crook" or (self.kind == "racket" and bool(data.get("power")))
        self.zone = "deck"
        self.owner = -1
        self.token = False
        self.unhappy = 0
        self.pmark = 0
        self.imark = 0
        self.pos = None          # (x, y) in the owner's Mob grid
        self.sup = None          # superior Card, None for a Boss or outside a Mob
        self.opos = None         # the cell he held before being lifted (to keep his side)

    def __repr__(self) -> str:
        return f"<{self.kind} {self.id}>"

    def snapshot(self) -> dict:
        return {"id": self.id, "zone": self.zone, "owner": self.owner, "token": self.token,
                "unhappy": self.unhappy, "pmark": self.pmark, "imark": self.imark,
                "pos": list(self.pos) if self.pos else None,
                "sup": self.sup.id if self.sup is not None else None}


class Seat:
    """One player's place at the table."""

    __slots__ = ("index", "name", "money", "bid_money", "mobcard", "crooks", "rackets", "hand",
                 "boss", "grid", "alive", "in_game")

    def __init__(self, index: int, name: str):
        self.index = index
        self.name = name
        self.money = 0
        self.bid_money = 0
        self.mobcard: list[Card] = []
        self.crooks: list[Card] = []
        self.rackets: list[Card] = []
        self.hand: list[Card] = []
        self.boss: Card | None = None
        self.grid: dict = {}          # (x, y) -> Card
        self.alive = True             # still in the game
        self.in_game = True

    def __repr__(self) -> str:
        return f"<player {self.index} {self.name}>"


class StateError(Exception):
    """A kernel operation was asked something impossible: a bug in the rules code."""


class State:
    """Everything that changes during a game, plus the bank's ledger."""

    def __init__(self, cards: list[Card], names: list[str], ledger):
        self.cards = cards
        self.by_id = {c.id: c for c in cards}
        self.seats = [Seat(i, n) for i, n in enumerate(names)]
        self.zones: dict[str, list[Card]] = {z: [] for z in SHARED_ZONES}
        self.zones["deck"].extend(cards)
        for c in cards:
            c.zone = "deck"
        self.ledger = ledger
        self.version = 0              # bumped by every change; caches key on it
        self.version_moves = 0        # bumped when a card changes place (which abilities count)

    def touch(self) -> None:
        self.version += 1

    def zone_list(self, zone: str, owner: int) -> list:
        if owner < 0:
            return self.zones[zone]
        return getattr(self.seats[owner], zone)

    def move(self, card: Card, zone: str, owner: int = -1, index: int | None = None) -> None:
        """Move a card to a zone (shared when owner is -1); the only way cards change place."""
        if (zone in SHARED_ZONES) != (owner < 0):
            raise StateError(f"zone {zone} with owner {owner}")
        self.zone_list(card.zone, card.owner).remove(card)
        target = self.zone_list(zone, owner)
        if index is None:
            target.append(card)
        else:
            target.insert(index, card)
        if card.pos is not None and card.zone == "crooks":
            grid = self.seats[card.owner].grid
            if grid.get(card.pos) is card:
                del grid[card.pos]
        card.zone = zone
        card.owner = owner
        card.pos = None
        card.sup = None
        self.version += 1
        self.version_moves += 1
