"""Why a game stops early."""


class GameError(Exception):
    """The game cannot go on: bad setup, a broken invariant, or a replay that diverged."""


class AbilityError(GameError):
    """A card's ability raised; the message names the card and its source."""


class ReplayExhausted(Exception):
    """Replay-only mode ran out of recorded answers."""
