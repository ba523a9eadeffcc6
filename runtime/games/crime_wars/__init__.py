"""The Crime Wars rules, written on the kernel (clause ids from docs/rules/crime-wars.md).

Registered as the engine `crime_wars`: a pack whose game.yaml says
`engine: crime_wars` is played by the CrimeWarsGame below; its seats may be
taken by the HeuristicPlayer besides the kernel's players.
"""
from .. import Engine, declared_reads
from .game import CrimeWarsGame
from .heuristic import HeuristicPlayer

ENGINE = Engine(name="crime_wars", turn_cap="turn_cap", **declared_reads(__file__), game=CrimeWarsGame, players={"heuristic": HeuristicPlayer},
                default_seat="heuristic", detail_log=("draw",),
                private_zones=("hand",), secret_zones=("deck",))    # what a search player re-deals

__all__ = ["ENGINE", "CrimeWarsGame", "HeuristicPlayer"]
