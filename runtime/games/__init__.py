"""The registry of rules engines.

A compiled pack names the engine it runs on (`GAME["engine"]`, written by
`syndicate build` from the pack's game.yaml); the runtime finds that engine
here by name. Session, save, replay, soak, the players and the simulator
talk to a game only through the surface an Engine promises (docs/engine.md,
"The engine surface"), never to one game's modules.

Engines come from three places, looked up in this order:
- `register(engine)`: an explicit call (tests, or a program embedding the runtime);
- the engines shipped in this folder (BUILTIN), imported on first use;
- installed plugins: a distribution's entry point in the `syndicate.engines`
  group naming a module with an `ENGINE` attribute, e.g.
  `[project.entry-points."syndicate.engines"] my_game = "my_pkg.engine"`.
No user path is ever put on sys.path.
"""
from __future__ import annotations

import importlib
import os
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Callable

import json

ENTRY_POINT_GROUP = "syndicate.engines"

# Engines shipped with the runtime: name -> module holding ENGINE.
BUILTIN = {"crime_lords": "runtime.games.crime_lords", "crime_wars": "runtime.games.crime_wars",
           "criminal_underworld": "runtime.games.criminal_underworld",
           "nothing_personal": "runtime.games.nothing_personal"}


@dataclass(frozen=True)
class Engine:
    """A rules engine: how to make a game of a compiled pack, and what it adds to the table.

    `game(pack, players, seed=, house_rules=, check_invariants=, log=, echo=)` returns a
    game object with the surface documented in docs/engine.md: `run(max_turns)`,
    `setup()`, `summary()`, `snapshot()`, `faction_cards()`, `held_cards(seat)`, and the
    attributes `turn`, `current`, `phase`, `outcome`, `winners`, `reason`, `answers`,
    `feed`, `feed_pos`, `replay_only`, `decisions`, `seats`, `players`, `log`.
    """

    name: str
    game: Callable
    players: dict = field(default_factory=dict)   # computer player kinds this engine adds: kind -> class(seed)
    default_seat: str = "random"                   # the player kind of a seat nobody named
    detail_log: tuple = ()                         # log kinds shown only with `syndicate play --verbose`
    # What a searching player needs to play fair and far (runtime/players/search.py):
    private_zones: tuple = ()    # seat zones only their owner sees (hands)
    secret_zones: tuple = ()     # zones whose order nobody sees (decks)
    evaluate: Callable | None = None   # (game) -> each seat's chance of winning from here, 0..1
    # The `rules:` key of the ruleset that caps a game's turns (None: the engine has no cap to
    # set); `syndicate simulate --turn-cap` sets it, and refuses an engine without one.
    turn_cap: str | None = None
    # What the engine reads of a pack, declared so `check` can refuse a pack without it
    # (runtime/games/<name>/reads.json for a shipped engine; docs/engine.md, "What an engine reads").
    card_fields: dict = field(default_factory=dict)   # card kind -> the fields the engine reads of it
    settings: tuple = ()                               # dotted ruleset paths it reads, e.g. "rules.turn_cap"


def declared_reads(module_file: str) -> dict:
    """card_fields and settings of an engine, from the reads.json beside its module (the file
    `syndicate check` reads too: compiler/engine_reads.py), as Engine(...) keywords."""
    with open(os.path.join(os.path.dirname(os.path.abspath(module_file)), "reads.json"), encoding="utf-8") as fh:
        data = json.load(fh)
    return {"card_fields": {k: tuple(v) for k, v in (data.get("card_fields") or {}).items()},
            "settings": tuple(data.get("settings") or ())}


class UnknownEngine(LookupError):
    """No engine of that name is registered, shipped or installed."""

    def __init__(self, name: str, known: list[str]):
        self.name, self.known = name, known
        listed = ", ".join(known) or "none"
        super().__init__(f"no rules engine named `{name}` is registered (known engines: {listed})")


_REGISTRY: dict[str, Engine] = {}


def register(engine: Engine) -> Engine:
    """Make `engine` findable by its name; registering the same name again replaces it."""
    if not isinstance(engine, Engine):
        raise TypeError(f"register() takes an Engine, not {type(engine).__name__}")
    _REGISTRY[engine.name] = engine
    return engine


def unregister(name: str) -> None:
    _REGISTRY.pop(name, None)


def _plugins() -> dict:
    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def known() -> list[str]:
    """Names of every engine that `lookup` can find."""
    return sorted(set(_REGISTRY) | set(BUILTIN) | set(_plugins()))


def lookup(name: str) -> Engine:
    engine = _REGISTRY.get(name)
    if engine is not None:
        return engine
    if name in BUILTIN:
        module = importlib.import_module(BUILTIN[name])
    else:
        ep = _plugins().get(name)
        if ep is None:
            raise UnknownEngine(name, known())
        module = ep.load()
    engine = getattr(module, "ENGINE", module)
    if not isinstance(engine, Engine):
        raise UnknownEngine(name, known())
    return register(engine)


def engine_of(pack) -> Engine:
    """The engine a compiled pack runs on (its GAME["engine"])."""
    return lookup(pack.game["engine"])
