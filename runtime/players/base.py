"""The player protocol."""
from __future__ import annotations

from ..kernel.choices import Decision, IllegalAnswer


class Player:
    """Answers decisions. `decision.options` (and/or `lo..hi`) list every legal answer."""

    kind = "player"
    replays = False     # True: asked again while a save is replayed, to keep its own state in step

    def choose(self, decision: Decision):
        raise NotImplementedError

    def refused(self, decision: Decision, answer, reason: str) -> None:
        """The engine refused an answer; computer players never should, so this is a bug."""
        raise IllegalAnswer(decision, answer, reason)
