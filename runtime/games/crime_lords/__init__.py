"""The Crime Lords rules, written on the kernel (clause ids from docs: crime-lords-rules.md).

Registered as the engine `crime_lords`: a pack whose game.yaml says
`engine: crime_lords` is played by the Game below, and its seats may be
taken by the HeuristicPlayer besides the kernel's players.
"""
from .. import Engine, declared_reads
from .errors import AbilityError, GameError
from .game import Game
from .heuristic import HeuristicPlayer, evaluate

ENGINE = Engine(name="crime_lords", turn_cap="turn_cap", **declared_reads(__file__), game=Game, players={"heuristic": HeuristicPlayer}, default_seat="heuristic",
                detail_log=("unhappy", "dice"), private_zones=("hand",), secret_zones=("deck",),
                evaluate=evaluate)

__all__ = ["ENGINE", "Game", "GameError", "AbilityError", "HeuristicPlayer"]
