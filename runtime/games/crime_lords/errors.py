"""Why a game stops early (the kernel's errors, as the Crime Lords rules raise them)."""
from ...kernel.errors import AbilityError, GameError, ReplayExhausted

__all__ = ["GameError", "AbilityError", "ReplayExhausted"]
