"""Why a game stops early: the errors every game on the kernel shares."""


class GameError(Exception):
    """The game cannot go on: bad setup, a broken invariant, a runaway ability, or a replay that diverged."""
