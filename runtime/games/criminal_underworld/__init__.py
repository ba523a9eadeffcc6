"""The Criminal Underworld rules, written on the kernel (clause ids from docs/rules/criminal-underworld.md).

Registered as the engine `criminal_underworld`; its seats may be taken by the
HeuristicPlayer besides the kernel's players.
"""
from .. import Engine
from .game import CriminalUnderworldGame
from .heuristic import HeuristicPlayer, evaluate

ENGINE = Engine(name="criminal_underworld", game=CriminalUnderworldGame, players={"heuristic": HeuristicPlayer},
                default_seat="heuristic", detail_log=("draw", "deck"),
                private_zones=("hand",), secret_zones=("deck",), evaluate=evaluate)

__all__ = ["ENGINE", "CriminalUnderworldGame", "HeuristicPlayer"]
