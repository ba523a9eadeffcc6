"""The one place the simulator talks to the engine (runtime/, see docs/engine.md).

`play_one` plays one seeded game and boils it down to a GameSummary: plain
ints, strings and lists, so that it pickles cheaply between processes and
serialises to JSON as it is. `prepare` checks a pack and its house rules once,
in the parent process, so that mistakes become diagnostics before any worker
starts.

A worker loads the compiled pack (generated/<pack>/, or the --build-dir's;
checked before import, compiler/build/compiled.py) once and keeps it for
every game it plays; a house rule given as a YAML file is compiled once per
worker too. The CLI is the place where stages meet, so loading a house-rule
file may use the compiler; the runtime itself never reads YAML.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace

from compiler.build.engines import find_engine
from .errors import AdapterError
from .stats import Faction


@dataclass
class GameSummary:
    seed: int
    players: list[str]                 # player type per seat
    factions: list[str]                # faction card id per seat (GAME["faction"] names the kind)
    faction_fields: dict[str, list[int]]   # each number field of the faction kind: its value per seat
    winners: list[int]                 # seat indexes; empty: no winner
    reason: str                        # how the game ended (the engine's words)
    turns: int
    decisions: int
    winning_cards: list[str] = field(default_factory=list)   # cards the winners hold in play at the end
    cards_in_play: list[str] = field(default_factory=list)   # cards any player holds in play at the end
    # What the engine counted (Table.record; empty for an engine that counts nothing):
    actions: list[dict[str, int]] = field(default_factory=list)   # per seat: action kind -> times
    cards_played: list[list] = field(default_factory=list)        # [seat, card id] of each card played
    winning_hands: list[str] = field(default_factory=list)        # cards in the winners' hands at the end
    first: int | None = None           # the seat that opened the game (played first), if the engine says
    # Final scores per seat, by name, when the engine keeps a score beside money (its `scores()`):
    # money first, then the engine's own (e.g. one that decides the winner). Empty otherwise.
    scores: dict[str, list[int]] = field(default_factory=dict)
    # Abilities that took effect (ability_tally.py): [card id, ability index, times, money, moved, {marker: n}]
    abilities_fired: list[list] = field(default_factory=list)
    # Cards of the kinds played from a hand that left the box or deck they started in (dealt or drawn)
    cards_dealt: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        # The row shares the summary's lists: a summary is made to become one row (backends.run_chunk,
        # tune's play) and is dropped. dataclasses.asdict deep-copied every leaf: 4% of a game.
        return dict(vars(self))


def faction_of(pack) -> Faction:
    """The pack's faction kind, its labels, and which of its fields hold numbers on its cards."""
    game = pack.game
    kind = game["faction"]
    decl = game.get("card_kinds", {}).get(kind, {})
    cards = [c for c in pack.cards if c.get("kind") == kind]
    numbers = [f for f in decl.get("fields", ())
               if any(isinstance(c.get(f), int) and not isinstance(c.get(f), bool) for c in cards)]
    label = decl.get("label") or kind.replace("_", " ").title()
    plural = (decl.get("plural") or kind + "s").replace("_", " ")
    stats = game.get("stats", {})
    return Faction(kind=kind, label=label, plural=plural[:1].upper() + plural[1:],
                   fields={f: stats.get(f, {}).get("label") or f.replace("_", " ").capitalize() for f in numbers})


@dataclass
class PackInfo:
    name: str
    pack_dir: str                      # absolute: workers may start elsewhere
    names: dict[str, str]              # card id -> printed name, for the report
    kinds: dict[str, str]              # card id -> kind
    house_rules: list[str]             # resolved: ids, or absolute file paths
    compare: str | None
    faction: Faction | None = None
    player_types: tuple = ("random",)  # computer players a seat may be: the kernel's and the engine's
    compare_name: str | None = None    # the compared house rule's name, as the report labels the comparison
    default_player: str = "random"     # the engine's default seat
    turn_cap: str | None = None        # the `rules:` key the engine caps its turns with (Engine.turn_cap)
    build_dir: str | None = None       # absolute; None: Syndicate's generated/ (compiler/build/compiled.py)
    ability_texts: dict = field(default_factory=dict)   # card id -> the English of each of its abilities
    hand_kinds: tuple = ()             # card kinds played from a hand (the manifest's `played_from_hand`)


# --- loading -----------------------------------------------------------------------

_PACKS: dict[tuple, object] = {}       # per process: (pack dir, build dir) -> CompiledPack
_FILE_RULES: dict[tuple, object] = {}  # per process: (house-rule file, pack) -> api.HouseRule


def load_compiled(pack_dir: str, build_dir: str | None = None):
    """The pack's compiled code, found and checked before import as compiler/build/compiled.py says (once per process)."""
    key = (os.path.abspath(pack_dir), os.path.abspath(build_dir) if build_dir else None)
    pack = _PACKS.get(key)
    if pack is None:
        from compiler.build.compiled import Untrusted, load_verified
        try:
            pack = load_verified(pack_dir, build_dir)
        except Untrusted as exc:
            first = exc.diagnostics[0]
            raise AdapterError(first.message, help=first.help, code=first.code, span=first.span,
                               diags=exc.diagnostics if len(exc.diagnostics) > 1 else None) from None
        _, problem = find_engine(pack, pack_dir)
        if problem is not None:
            raise AdapterError(problem.message, help=problem.help, code=problem.code, span=problem.span)
        _PACKS[key] = pack
    return pack


def _is_file_rule(rule: str) -> bool:
    return rule.endswith((".yaml", ".yml")) or os.sep in rule


def load_rule_file(path: str, pack):
    """Compile one house-rule YAML file into an api.HouseRule (once per process and pack)."""
    key = (os.path.abspath(path), pack.name)
    rule = _FILE_RULES.get(key)
    if rule is None:
        from .house_rule_file import compile_house_rule_file
        rule = compile_house_rule_file(path, pack)
        _FILE_RULES[key] = rule
    return rule


def with_rules(pack, rules: list[str]):
    """The pack and the ids to play: file rules are compiled and added to the pack's own."""
    ids, extra = [], {}
    for rule in rules:
        if _is_file_rule(rule):
            hr = load_rule_file(rule, pack)
            extra[hr.id] = hr
            ids.append(hr.id)
        else:
            ids.append(rule)
    if extra:
        pack = replace(pack, house_rules={**pack.house_rules, **extra})
    return pack, ids


def prepare(pack_dir: str, house_rules: list[str], players: int, compare: str | None,
            build_dir: str | None = None) -> PackInfo:
    """Load and check everything a run needs, raising AdapterError on the first problem."""
    if not os.path.isdir(pack_dir):
        what = "is a file, not a pack folder" if os.path.exists(pack_dir) else "does not exist"
        raise AdapterError(f"pack folder `{pack_dir}` {what}", code="SYN001",
                           help="name a folder that holds the pack's YAML files, e.g. content/crime_lords")
    pack = load_compiled(pack_dir, build_dir)
    resolved = []
    for rule in list(house_rules) + ([compare] if compare else []):
        if _is_file_rule(rule):
            if not os.path.isfile(rule):
                raise AdapterError(f"house-rule file `{rule}` does not exist", code="SYN751", argument=rule,
                                   help="name a YAML file with `kind: house_rule`, or a rule id of the pack")
            load_rule_file(rule, pack)   # raises AdapterError with the file's own diagnostics
            resolved.append(os.path.abspath(rule))
        elif rule not in pack.house_rules:
            known = ", ".join(sorted(pack.house_rules)) or "none"
            raise AdapterError(f"the pack has no house rule `{rule}`", code="SYN751", argument=rule,
                               help=f"house rules of this pack: {known}; or name a YAML file")
        else:
            resolved.append(rule)
    base_rules = resolved[:len(house_rules)]
    compare_rule = resolved[len(house_rules)] if compare else None
    for rules in ([base_rules] + ([base_rules + [compare_rule]] if compare else [])):
        _check_players(pack, rules, players)
    names = {c["id"]: c.get("name", c["id"]) for c in pack.cards}
    kinds = {c["id"]: c.get("kind", "") for c in pack.cards}
    engine, _ = find_engine(pack, pack_dir)
    from runtime.session import seat_kinds

    compare_name = None
    if compare_rule is not None:
        rule = load_rule_file(compare_rule, pack) if _is_file_rule(compare_rule) else pack.house_rules[compare_rule]
        compare_name = getattr(rule, "name", None) or getattr(rule, "id", None) or compare
    return PackInfo(name=pack.name, pack_dir=os.path.abspath(pack_dir), build_dir=build_dir and os.path.abspath(build_dir),
                    names=names, kinds=kinds,
                    house_rules=base_rules, compare=compare_rule, faction=faction_of(pack), compare_name=compare_name,
                    player_types=tuple(k for k in seat_kinds(engine) if k != "human"),
                    default_player=engine.default_seat, turn_cap=engine.turn_cap,
                    ability_texts=_ability_texts(pack),
                    hand_kinds=tuple(k for k, d in ((pack.game or {}).get("card_kinds") or {}).items()
                                     if d.get("played_from_hand")))


def _ability_texts(pack) -> dict:
    """Card id -> the English of each of its abilities (generated texts.py; `file:line` without it)."""
    return {card: [pack.ability_text(rec) for rec in records] for card, records in pack.abilities.items() if records}


def _check_players(pack, rules: list[str], players: int) -> None:
    from runtime.session import PlayerCount, table_rules
    played, ids = with_rules(pack, rules)
    try:
        table_rules(played, players, ids)
    except PlayerCount as exc:
        raise AdapterError(str(exc), code="SYN750",
                           argument=str(players),
                           help="choose --players in that range, or add a house rule that changes players.max")


# --- playing -----------------------------------------------------------------------

TURN_CAP_RULE = "_simulate_turn_cap"


def play_one(pack_dir_or_compiled, seed: int, seats: list[str], house_rules: list[str],
             turn_cap: int | None, build_dir: str | None = None) -> GameSummary:
    """Play one game to its end (or the turn cap) and summarise it."""
    game, start, pack, tally = play_game(pack_dir_or_compiled, seed, seats, house_rules, turn_cap, build_dir)
    summary = full_summary(game, seed, seats, start, pack, tally)
    game.close()            # freed by its counts once dropped, not by the cyclic collector
    return summary


def play_game(pack_dir_or_compiled, seed: int, seats: list[str], house_rules: list[str],
              turn_cap: int | None, build_dir: str | None = None):
    """Play one game to its end: (the finished game, the faction cards at the start, the pack played,
    the tally of what its abilities did)."""
    from runtime import session
    from runtime.games import engine_of

    pack = pack_dir_or_compiled
    if isinstance(pack, str):
        pack = load_compiled(pack, build_dir)
    pack, ids = with_rules(pack, house_rules)
    if turn_cap is not None:
        # The cap travels as a house rule of its own, so the cached pack's ruleset is never mutated.
        pack, ids = _with_turn_cap(pack, ids, turn_cap, engine_of(pack).turn_cap)
    game = session.new_game(pack, len(seats), seed, dict(enumerate(seats, 1)), ids, log=False)
    from .ability_tally import AbilityTally
    tally = AbilityTally(game, where=_places_of({**{r: h.abilities for r, h in pack.house_rules.items()},
                                                 **pack.abilities}))
    game.setup()
    # Read the factions now: a player who leaves the game may take his faction card along.
    start = game.faction_cards()
    game.run()
    return game, start, pack, tally


_PLACES: dict = {}      # _places_of', by kept_per_pack


def _places_of(abilities: dict) -> dict:
    """The tally's ability_places(abilities), made once for the same records under the same card
    ids: every game of a simulation passes a new dict of its pack's own tuples of records (read,
    never written)."""
    from runtime.kernel.state import kept_per_pack

    from .ability_tally import ability_places
    return kept_per_pack(_PLACES, tuple(abilities.values()), tuple(abilities), lambda: ability_places(abilities))


def full_summary(game, seed: int, seats: list[str], start, pack, tally) -> GameSummary:
    """summarize() with what the abilities did (the tally) and the cards dealt."""
    summary = summarize(game, seed, seats, start, faction_of(pack))
    summary.abilities_fired = tally.summary()
    summary.cards_dealt = _dealt(game, pack)
    return summary


def _dealt(game, pack) -> list[str]:
    """Cards of a kind played from a hand that left the zone every card starts in (the kernel's first
    shared zone: the box or the deck) during the game: those a player could have played."""
    hand = {k for k, d in ((pack.game or {}).get("card_kinds") or {}).items() if d.get("played_from_hand")}
    state = game.state
    if not hand or not state.shared_zones:
        return []
    start = state.shared_zones[0]
    return sorted({c.id for c in state.cards if c.kind in hand and c.zone != start})


def _with_turn_cap(pack, ids: list[str], turn_cap: int, key: str):
    """The engine's declared cap (Engine.turn_cap, a `rules:` key) set to turn_cap by a house rule of its own."""
    from runtime import api
    rule = api.HouseRule(id=TURN_CAP_RULE, name="Turn cap", source="syndicate simulate --turn-cap",
                         settings={"rules": {key: turn_cap}})
    return replace(pack, house_rules={**pack.house_rules, TURN_CAP_RULE: rule}), ids + [TURN_CAP_RULE]


def _counted(kinds, counts: dict) -> dict:
    """A seat's counts, with every kind the engine declares (0 when never done), in the engine's order."""
    return {**{k: 0 for k in kinds}, **counts}


def summarize(game, seed: int, seats: list[str], start_factions: list, faction: Faction) -> GameSummary:
    """The figures the report needs, read from the finished game's public state."""
    ids, in_play, winning = [], [], []
    values: dict[str, list[int]] = {f: [] for f in faction.fields}
    winners = sorted(game.winners) if game.outcome in ("win", "shared", "eliminated") else []
    for seat, card in zip(game.seats, start_factions):
        ids.append(card.id if card is not None else "")
        for f, column in values.items():
            column.append(getattr(card, f, 0) or 0 if card is not None else 0)
        held = [c.id for c in game.held_cards(seat)]
        in_play.extend(held)
        if seat.index in winners:
            winning.extend(held)
    # The engine contract (runtime/games/contract.py): every member is there, with the Table's defaults.
    tally = game.tally
    hands = sorted(c.id for seat in game.seats if seat.index in winners for c in game.hand_cards(seat))
    first = game.first
    own = game.scores()
    scores = {"money": [s.money for s in game.seats], **own} if own else {}
    return GameSummary(seed=seed, players=list(seats), factions=ids, faction_fields=values, winners=winners,
                       reason=game.outcome or "", turns=game.turn, decisions=game.decisions,
                       winning_cards=sorted(winning), cards_in_play=sorted(in_play),
                       actions=[_counted(game.TALLY_KINDS, tally.get(i, {})) for i in range(len(seats))],
                       cards_played=[[s, c] for s, c in game.used_cards], winning_hands=hands,
                       first=first if isinstance(first, int) else None, scores=scores)
