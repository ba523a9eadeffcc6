"""The Crime Lords rules, written on the kernel (clause ids from docs: crime-lords-rules.md)."""
from .game import Game, GameError, AbilityError

__all__ = ["Game", "GameError", "AbilityError"]
