"""Helpers for the Crime Wars tests: the compiled pack (generated/crime_wars/, built from
content/crime_wars/ by `syndicate build`), loaded dice, scripted seats,
and a way to lay out a position (which cards are where, how much money) after setup."""
from __future__ import annotations

import os

from runtime.kernel.dice import Dice
from runtime.packs import load_generated
from runtime.players.base import Player
from runtime.players.scripted import ScriptedPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATED = os.path.join(ROOT, "generated")
CONTENT = os.path.join(ROOT, "content", "crime_wars")
PACK = load_generated(os.path.join(GENERATED, "crime_wars"))


class LoadedDice(Dice):
    """Seeded dice whose next rolls can be set: `load(4, 3)` makes the next two dice show 4 and 3."""

    __slots__ = ("queue",)

    def __init__(self, seed: int):
        super().__init__(seed)
        self.queue: list[int] = []

    def load(self, *faces: int) -> None:
        self.queue.extend(faces)

    def roll(self, n: int) -> list[int]:
        out = []
        for _ in range(n):
            if self.queue:
                self.draws += 1
                out.append(self.queue.pop(0))
            else:
                out.append(super().roll(1)[0])
        return out


class Quiet(Player):
    """The fallback of scripted seats: ends turns, adds nobody to a band, takes no loan."""

    def choose(self, d):
        for safe in ("end", "stop", 0, "no"):
            if safe in d.options:
                return safe
        return d.options[0] if d.options else d.lo


def seat(**script) -> ScriptedPlayer:
    return ScriptedPlayer(script, fallback=Quiet())


def new_game(teams=("clubs", "hearts"), house_rules=(), seed=1, setup=True, scripts=None):
    """A game with scripted seats running `teams` (suits, in seat order), invariants on."""
    from runtime.games.crime_wars import CrimeWarsGame
    players = []
    for i, suit in enumerate(teams):
        pl = seat(**(scripts or [{}] * len(teams))[i])
        pl.push("team", f"{suit}_team")
        players.append(pl)
    g = CrimeWarsGame(PACK, players, seed=seed, house_rules=house_rules, check_invariants=True, log=True)
    g.dice = LoadedDice(seed)
    if setup:
        g.setup()
    return g


def card(g, p: int, rank: str):
    return g.state.by_id[f"{g.seats[p].suit}_{rank}"]


def clear(g) -> None:
    """Every hand and every group in play back into its deck; strengths back to the team's printed ones."""
    for s in g.seats:
        for c in list(s.hand) + list(s.play):
            g.state.move(c, "deck", s.index)
        team = g.team(s.index)
        s.attack, s.defence = team.attack, team.defence


def put(g, p: int, zone: str, *ranks, since: int = 0) -> list:
    """Cards of seat p's suit into `zone` (from wherever they are in his own zones)."""
    out = []
    for r in ranks:
        c = card(g, p, str(r))
        g.state.move(c, zone, p)
        if zone == "play":
            c.since = since
        out.append(c)
    return out


def set_money(g, p: int, amount: int) -> None:
    """Lay out a position: give a seat `amount`, booking the difference as start money."""
    s = g.seats[p]
    g.state.ledger.created["start"] = g.state.ledger.created.get("start", 0) + amount - s.money
    s.money = amount


def start_turn(g, p: int, turns: int = 2) -> None:
    """Make it seat p's turn number `turns` (his kingpin free to attack from turn 2), without drawing."""
    g.turn += 1
    g.current = p
    g.seats[p].turns = turns
