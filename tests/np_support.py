"""Helpers for Nothing Personal tests: a game set up with scripted seats, a cleared board, loaded dice."""
from __future__ import annotations

import os

from runtime.kernel.dice import Dice
from runtime.packs import load_generated
from runtime.players.scripted import ScriptedPlayer
from runtime.games.nothing_personal import NothingPersonalGame
from runtime.games.nothing_personal.game import NEUTRAL

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = load_generated(os.path.join(ROOT, "generated", "nothing_personal"))


class LoadedDice(Dice):
    """Dice whose faces come from a queue (then from the seed)."""
    __slots__ = ("queue",)

    def __init__(self, seed: int):
        super().__init__(seed)
        self.queue = []

    def load(self, *faces) -> None:
        self.queue.extend(faces)

    def face(self, faces):
        if self.queue:
            self.draws += 1
            return self.queue.pop(0)
        return super().face(faces)


def new_game(n: int = 3, scripts=None, seed: int = 1, clear_board: bool = True):
    players = [ScriptedPlayer((scripts or {}).get(i)) for i in range(n)]
    g = NothingPersonalGame(PACK, players, seed=seed, check_invariants=True)
    g.setup()
    g.dice = LoadedDice(seed)
    if clear_board:
        for c in g.board():
            g.clear(c)
        for s in g.seats:
            for card in list(s.hand):
                g.state.move(card, "influence_discard")
            s.money, s.respect = 0, 0
        g.state.ledger.created.clear()
        g.state.ledger.destroyed.clear()
    return g


def set_money(g, p: int, amount: int) -> None:
    """Give a seat money through the ledger (the money invariant holds)."""
    s = g.seats[p]
    if amount > s.money:
        g.gain(p, amount - s.money, "start")
    else:
        g.pay(p, s.money - amount, "loss")


def card(g, cid: str):
    return next(c for c in g.state.cards if c.id == cid)


def give(g, p: int, *ids) -> list:
    out = []
    for cid in ids:
        c = card(g, cid)
        g.state.move(c, "hand", p)
        out.append(c)
    return out


def at(g, pid: str):
    return g.slot[pid]


def put(g, gangster_id: str, pid: str):
    """Put a gangster on a position (whoever was there goes under the deck; he leaves his own seat empty)."""
    c = card(g, gangster_id)
    old = g.slot.get(pid)
    if old is c:
        return c
    if c.pos is not None:
        g.slot[c.pos] = None
        c.pos = None
    if old is not None:
        g.clear(old)
        g.slot[pid], old.pos = None, None
        g.state.move_to_bottom(old, "gangster_deck")
    g.clear(c)
    g.seat(c, pid)
    return c


def gangster(g, respect: int, money: int = 0, types=("thug",), power=None, exclude=()):
    """A gangster card from the deck with these values set (a test's own card; the pack's data stays)."""
    c = next(x for x in g.state.zones["gangster_deck"] if x.id not in exclude)
    c.respect, c.money, c.types, c.power = respect, money, list(types), power
    return c


__all__ = ["PACK", "NEUTRAL", "LoadedDice", "new_game", "set_money", "card", "give", "at", "put", "gangster"]
