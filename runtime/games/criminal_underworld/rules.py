"""The numbers and switches of a Criminal Underworld ruleset, read once and checked.

Every number the checklist marks *(rule)* (docs/rules/criminal-underworld.md)
is read from the compiled pack's ruleset `rules:` after house rules; the
engine writes none of them. A variant is one of these switches.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...kernel.errors import GameError

KEYS = {"start_money": int, "hand_size": int, "plays_per_turn": int, "market_size": int, "slots": list,
        "peace_turns": int, "specialty_factor": int, "offers_per_turn": int, "money_step": int,
        "abilities": bool, "turn_cap": int, "turn_limit": int, "turn_limit_result": str, "teams": int}


@dataclass(frozen=True)
class Rules:
    players_min: int
    players_max: int
    start_money: int          # CU-SET-05
    hand_size: int            # CU-SET-06, CU-TURN-04
    plays_per_turn: int       # CU-TURN-02
    market_size: int          # CU-SET-03
    slots: tuple              # CU-DEF-02: the sides a defence may sit on
    peace_turns: int          # CU-OFF-06
    specialty_factor: int     # CU-TRADE-02
    offers_per_turn: int      # CU-DEAL-01 (0: no trading, CU-VAR-04)
    money_step: int           # CU-R-10
    abilities: bool           # CU-ORG-03, CU-VAR-05
    turn_cap: int             # CU-END-03, CU-R-12
    turn_limit: int           # CU-VAR-01 (rounds; 0: none)
    turn_limit_result: str    # "survivors" | "richest" (CU-VAR-01, CU-VAR-02)
    teams: int                # CU-VAR-03 (0: none)


def read_rules(ruleset: dict) -> Rules:
    rules, players = ruleset.get("rules"), ruleset.get("players")
    if not isinstance(rules, dict) or not isinstance(players, dict):
        raise GameError("the Criminal Underworld ruleset needs `players:` and `rules:`")
    for key, typ in KEYS.items():
        if key not in rules:
            raise GameError(f"the Criminal Underworld ruleset has no `rules.{key}`")
        value = rules[key]
        if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
            raise GameError(f"`rules.{key}` of the Criminal Underworld ruleset has the wrong type: {value!r}")
    if rules["turn_limit_result"] not in ("survivors", "richest"):
        raise GameError("`rules.turn_limit_result` is `survivors` or `richest`")
    if not rules["slots"] or len(set(rules["slots"])) != len(rules["slots"]):
        raise GameError("`rules.slots` lists at least one side, each once")
    values = dict(rules)
    values["slots"] = tuple(rules["slots"])
    return Rules(players_min=players["min"], players_max=players["max"], **values)
