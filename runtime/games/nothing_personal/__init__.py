"""The Nothing Personal rules, written on the kernel (clause ids from docs/rules/nothing-personal.md).

Registered as the engine `nothing_personal`: a pack whose game.yaml says
`engine: nothing_personal` is played by the NothingPersonalGame below; its seats
may be taken by the HeuristicPlayer besides the kernel's players.
"""
from .. import Engine
from .game import NothingPersonalGame
from .heuristic import HeuristicPlayer, evaluate

ENGINE = Engine(name="nothing_personal", game=NothingPersonalGame, players={"heuristic": HeuristicPlayer},
                default_seat="heuristic", detail_log=("draw", "offer", "respect"),
                private_zones=("hand",), secret_zones=("influence_deck", "gangster_deck"), evaluate=evaluate)

__all__ = ["ENGINE", "NothingPersonalGame", "HeuristicPlayer"]
