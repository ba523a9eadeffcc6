"""Why a game stops early: the errors every game on the kernel shares."""


class GameError(Exception):
    """The game cannot go on: bad setup, a broken invariant, a runaway ability, or a replay that diverged."""


class AbilityError(GameError):
    """A card's ability raised; the message names the card and its source."""


class ReplayExhausted(Exception):
    """Replay-only mode ran out of recorded answers; `decision` is the one that found none."""

    def __init__(self, decision=None):
        super().__init__("the recorded answers ran out")
        self.decision = decision


class StepBudgetSpent(Exception):
    """The game used up its step budget (runtime/kernel/table.py): it ends with no winner.

    Not a GameError: the game did nothing wrong, it only ran too long.
    """
