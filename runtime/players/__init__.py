"""Players: objects with `choose(decision) -> answer` (see docs/engine.md)."""
from .base import Player
from .random_player import RandomPlayer
from .heuristic import HeuristicPlayer
from .scripted import ScriptedPlayer
from .terminal import TerminalPlayer

KINDS = {"random": RandomPlayer, "heuristic": HeuristicPlayer, "human": TerminalPlayer}

__all__ = ["Player", "RandomPlayer", "HeuristicPlayer", "ScriptedPlayer", "TerminalPlayer", "KINDS"]
