"""Starting, resuming and replaying games: the one entry point the CLI and tools use."""
from __future__ import annotations

from .crime_lords import Game
from .crime_lords.errors import GameError, ReplayExhausted
from .players import KINDS, RandomPlayer
from . import save

DEFAULT_SEAT = "heuristic"


def make_players(n: int, seed: int, seats: dict[int, str] | None = None) -> tuple[list, list[str]]:
    """Players for seats 1..n (`seats` maps a 1-based seat to random|heuristic|human)."""
    kinds = [(seats or {}).get(i + 1, DEFAULT_SEAT) for i in range(n)]
    players = []
    for i, k in enumerate(kinds):
        cls = KINDS[k]
        players.append(cls() if k == "human" else cls(seed * 1009 + i))
    return players, kinds


def new_game(pack, n: int, seed: int, seats=None, house_rules=(), check=False, echo=None, log=True):
    players, kinds = make_players(n, seed, seats)
    g = Game(pack, players, seed=seed, house_rules=house_rules, check_invariants=check, echo=echo, log=log)
    g.seat_kinds = kinds
    return g


def resume(pack, data: dict, seats=None, check=False, echo=None):
    """A game rebuilt from a save: the recorded answers first, then the players again."""
    kinds = list(data["seats"])
    for k, v in (seats or {}).items():
        if 1 <= k <= len(kinds):
            kinds[k - 1] = v
    g = new_game(pack, data["players"], data["seed"], dict(enumerate(kinds, 1)), data["house_rules"], check, echo)
    g.feed = list(data["answers"])
    return g


class ReproducedFailure(GameError):
    """The replay stopped with the very error the save recorded: the failure is reproduced."""


def replay(pack, data: dict, check=True) -> tuple[Game, str | None]:
    """Replay a save with its answers only. Returns (game, None) or (game, why it diverged)."""
    players = [RandomPlayer(0) for _ in range(data["players"])]
    g = Game(pack, players, seed=data["seed"], house_rules=data["house_rules"], check_invariants=check)
    g.seat_kinds = list(data["seats"])
    g.feed = list(data["answers"])
    g.replay_only = True
    stop = data["turn"] if data.get("outcome") in (None, "stopped") else None
    try:
        g.run(max_turns=stop)
    except ReplayExhausted:
        return g, f"the recorded answers ran out at turn {g.turn}, before the saved point"
    except GameError as exc:
        if data.get("error") == str(exc):
            raise ReproducedFailure(str(exc)) from exc
        return g, str(exc)
    if g.feed_pos != len(g.feed):
        return g, f"{len(g.feed) - g.feed_pos} recorded answers were never asked for"
    h = save.state_hash(g)
    if h != data["hash"]:
        return g, f"the final state differs from the saved one (hash {h[:12]} != {data['hash'][:12]})"
    return g, None
