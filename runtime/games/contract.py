"""The engine contract: what the shell (session, play, replay, simulate, soak, the terminal
player, the search player) calls on a game, written down once (docs/engine.md, "The engine surface").

A game is made by its Engine's `game(pack, players, seed=, house_rules=, check_invariants=, log=,
echo=)` and is a kernel Table (runtime/kernel/table.py), which gives the decision record, the log,
the dice, `clone` and a default for every optional member below. The shell reads these members
directly: no probing with getattr.
"""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameContract(Protocol):
    # --- who and what (set by the engine's constructor and the session)
    pack: Any                   # the CompiledPack
    seed: int
    players: list               # the Player of each seat
    seats: list                 # kernel Seats (name, index, alive, money...)
    house_rule_ids: list        # the house rules in force, by id (saved with the game)
    seat_kinds: list            # the player kind of each seat (set by the session)
    # --- where the game is
    turn: int
    current: int                # whose turn
    phase: str                  # "setup", then the engine's, then "over"
    outcome: str | None         # None while playing; "win", "shared", "eliminated", "no winner", "stopped"...
    winners: list
    reason: str
    first: int | None           # the seat that opened the game (None: the engine does not say)
    # --- the decision record (Table)
    answers: list
    feed: list | None
    feed_pos: int
    replay_only: bool
    decisions: int
    log: Any
    dice: Any
    # --- counts for simulation reports (Table.record): never read by the rules
    tally: dict
    used_cards: list
    TALLY_KINDS: tuple
    # --- what the simulator reads after a game
    state: Any                  # the kernel State (runtime/kernel/state.py): cards, zones, seats
    abil: Any                   # the ability index (runtime/abilities) or None: the report's ability tally

    def setup(self) -> None:
        """Deal and place: the game stands at its first decision of play."""

    def run(self, max_turns: int | None = None) -> str:
        """Play to the end (or to `max_turns`, outcome "stopped"); returns the outcome."""

    def summary(self) -> str:
        """The last line of a transcript: who won and why."""

    def snapshot(self) -> dict:
        """The state as plain data, hashed by saves and replays."""

    def faction_cards(self) -> list:
        """The faction card of each seat (None before setup or once gone)."""

    def held_cards(self, seat) -> list:
        """The cards a seat has in play, as simulation counts them."""

    def hand_cards(self, seat) -> list:
        """The cards in a seat's hand ([] for a game without hands)."""

    def status(self, seat: int) -> str | None:
        """The table as this seat sees it, for a person at the terminal (None: not offered)."""

    def status_line(self, seat: int) -> str | None:
        """One line about this seat (None: not offered)."""

    def describe_option(self, decision, option) -> str | None:
        """An option of a decision in words (None: its label)."""

    def describe_subject(self, decision) -> str | None:
        """What a decision is about, in words (None: nothing more than its prompt)."""

    def scores(self) -> dict:
        """Scores beside money for simulation reports, {name: [value per seat]} ({} if none)."""

    def clone(self, players=None, log: bool = False) -> "GameContract":
        """An independent copy to play forward (Table)."""


def missing_members(game) -> list[str]:
    """The members of the contract a game lacks (tests/test_engine_contract.py asks every engine)."""
    names = [n for n in GameContract.__annotations__] + [
        n for n, v in vars(GameContract).items() if callable(v) and not n.startswith("_")]
    return sorted(n for n in names if not hasattr(game, n))
