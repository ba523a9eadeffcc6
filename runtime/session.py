"""Starting, resuming and replaying games: the one entry point the CLI and tools use.

The game's rules come from the engine its compiled pack names (runtime/games/);
nothing here knows one game.
"""
from __future__ import annotations

from . import save
from .games import Engine, engine_of
from .kernel.errors import GameError, ReplayExhausted
from .packs import apply_house_rules
from .players import KINDS, RandomPlayer


def seat_kinds(engine: Engine) -> dict:
    """Player kinds a seat of this engine's games may take: the kernel's and the engine's own.
    Every command (play, simulate, soak, bench) asks this one table. (Here, not on Engine: the
    search player reads the registry, so the registry may not read the players.)"""
    return {**KINDS, **engine.players}


class PlayerCount(GameError):
    """The table's size is not one the ruleset (after its house rules) allows."""

    def __init__(self, n: int, lo, hi):
        super().__init__(f"{n} players: this ruleset allows {lo} to {hi}")
        self.n, self.lo, self.hi = n, lo, hi


def table_rules(pack, n: int, house_rules=()) -> dict:
    """The ruleset a table of n plays by: the pack's with the house rules laid over it (the one
    place the overlay and the player count are checked for play, simulate, soak and replay).
    Raises PackError for an unknown house rule, PlayerCount for a size the ruleset refuses."""
    ruleset, _ = apply_house_rules(pack, house_rules)
    missing = engine_reads_missing(engine_of(pack), pack, ruleset)
    if missing:
        raise GameError(f"pack `{pack.name}` lacks what its rules engine reads: {', '.join(missing)}")
    rng = ruleset.get("players") if isinstance(ruleset.get("players"), dict) else {}
    lo, hi = rng.get("min"), rng.get("max")
    if (isinstance(lo, int) and n < lo) or (isinstance(hi, int) and n > hi):
        raise PlayerCount(n, lo, hi)
    return ruleset


def engine_reads_missing(engine: Engine, pack, ruleset: dict) -> list[str]:
    """The card fields (`kind.field`) and settings (dotted) an engine declares it reads that the pack
    lacks. `syndicate check` refuses a pack of a shipped engine for these (SYN212); this covers an
    engine registered by a program or installed as a plugin, before its game is made."""
    kinds = (pack.game or {}).get("card_kinds") or {}
    out = []
    for kind, fields in engine.card_fields.items():
        have = (kinds.get(kind) or {}).get("fields") or {}
        out.extend(f"{kind}.{f}" for f in fields if f not in have)
    for dotted in engine.settings:
        node = ruleset
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                out.append(dotted)
                break
            node = node[part]
    return out


def make_players(engine: Engine, n: int, seed: int, seats: dict[int, str] | None = None) -> tuple[list, list[str]]:
    """Players for seats 1..n (`seats` maps a 1-based seat to a player kind, e.g. random|heuristic|human)."""
    kinds = [(seats or {}).get(i + 1, engine.default_seat) for i in range(n)]
    table = seat_kinds(engine)
    players = []
    for i, k in enumerate(kinds):
        cls = table.get(k)
        if cls is None:
            raise GameError(f"seat {i + 1}: no player kind `{k}` for {engine.name} "
                            f"(kinds: {', '.join(sorted(table))})")
        players.append(cls() if k == "human" else cls(seed * 1009 + i))
    return players, kinds


def new_game(pack, n: int, seed: int, seats=None, house_rules=(), check=False, echo=None, log=True):
    engine = engine_of(pack)
    ruleset, _ = apply_house_rules(pack, house_rules)
    missing = engine_reads_missing(engine, pack, ruleset)
    if missing:
        raise GameError(f"pack `{pack.name}` lacks what its rules engine reads: {', '.join(missing)}")
    players, kinds = make_players(engine, n, seed, seats)
    g = engine.game(pack, players, seed=seed, house_rules=house_rules, check_invariants=check, echo=echo, log=log)
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


def replay(pack, data: dict, check=True):
    """Replay a save with its answers only. Returns (game, None) or (game, why it diverged)."""
    engine = engine_of(pack)
    players = [RandomPlayer(0) for _ in range(data["players"])]
    g = engine.game(pack, players, seed=data["seed"], house_rules=data["house_rules"], check_invariants=check)
    g.seat_kinds = list(data["seats"])
    g.feed = list(data["answers"])
    g.replay_only = True
    interrupted = data.get("outcome") == save.INTERRUPTED
    stop = data["turn"] if data.get("outcome") in (None, "stopped") else None
    try:
        g.run(max_turns=stop)
    except ReplayExhausted:
        if not interrupted:
            return g, f"the recorded answers ran out at turn {g.turn}, before the saved point"
        # An interrupted game stopped at the decision its answers run out at: compare there.
    except GameError as exc:
        if data.get("error") == str(exc):
            raise ReproducedFailure(str(exc)) from exc
        return g, str(exc)
    else:
        if interrupted:
            return g, "the game went on past the decision where it was interrupted"
    if g.feed_pos != len(g.feed):
        return g, f"{len(g.feed) - g.feed_pos} recorded answers were never asked for"
    h = save.state_hash(g)
    if h != data["hash"]:
        return g, f"the final state differs from the saved one (hash {h[:12]} != {data['hash'][:12]})"
    return g, None
