"""Players: objects with `choose(decision) -> answer` (see docs/engine.md).

These know no game; an engine may add its own kinds (Engine.players), e.g. the
Crime Lords heuristic player in runtime/games/crime_lords/heuristic.py.
"""
from .base import Player
from .random_player import RandomPlayer
from .scripted import ScriptedPlayer
from .search import SearchPlayer
from .terminal import TerminalPlayer

KINDS = {"random": RandomPlayer, "human": TerminalPlayer, "search": SearchPlayer}

__all__ = ["Player", "RandomPlayer", "ScriptedPlayer", "SearchPlayer", "TerminalPlayer", "KINDS"]
