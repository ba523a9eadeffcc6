"""The player protocol."""
from __future__ import annotations

from ..kernel.choices import Decision, IllegalAnswer


class Player:
    """Answers decisions. `decision.options` (and/or `lo..hi`) list every legal answer."""

    kind = "player"
    replays = False     # True: asked again while a save is replayed, to keep its own state in step
    # Attributes that never hold an object of a game (e.g. answers keyed by ability and number,
    # kept across copies of the game): a search that puts its game back after each try
    # (kernel/undo.py `detach`) need not look into them.
    holds_no_game_objects: tuple = ()

    def choose(self, decision: Decision):
        raise NotImplementedError

    def forget(self, game) -> None:
        """Drop what the player keeps of `game`, which is over and closed (Table.close)."""

    def refused(self, decision: Decision, answer, reason: str) -> None:
        """The engine refused an answer; computer players never should, so this is a bug."""
        raise IllegalAnswer(decision, answer, reason)
