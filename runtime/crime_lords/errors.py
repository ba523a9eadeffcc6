"""Why a game stops early."""
from ..kernel.errors import GameError

__all__ = ["GameError", "AbilityError", "ReplayExhausted"]


class AbilityError(GameError):
    """A card's ability raised; the message names the card and its source."""


class ReplayExhausted(Exception):
    """Replay-only mode ran out of recorded answers."""
