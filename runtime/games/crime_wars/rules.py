"""The numbers and switches of a Crime Wars ruleset, read once and checked.

Every number the checklist marks *(rule)* (docs/rules/crime-wars.md) is read
from the compiled pack's ruleset `rules:` after house rules; the engine
writes none of them. A variant is one of these switches: the engine reads the
switch, never the variant's name.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...kernel.errors import GameError

# rules key -> type it must have (None: may be null)
KEYS = {
    "start_money": int, "thug_price": int, "opening_draw": int, "turn_draw": int, "combat_dice": int,
    "kingpin_thugs": int, "kingpin_attack_factor": int, "kingpin_defence_factor": int,
    "kingpin_barred_turns": int, 
    "snitches": bool, "snitch_teams": int, "snitches_per_deck": int, "roulette_per_turn": int,
    "roulette": list, "loan_step": int, "loan_interest_percent": int, "loan_due_turns": int,
    "conquest_min_teams": int, "turn_cap": int, "everything_in_play": bool, "kingpins_only": bool,
    "rich_mans_curse": bool, "rich_mans_curse_min_teams": int, "winner_collects_bank": bool, "alliances": list, "alliance_one_player": bool, "alliance_breakable": bool,
    "alliance_fight_snitches": bool, "great_empire": bool, "great_empire_min_teams": int,
    "teams_per_player": int,
}


@dataclass(frozen=True)
class Rules:
    players_min: int
    players_max: int
    start_money: int
    thug_price: int               # CW-HIRE-02/05: price and worth of one thug
    opening_draw: int             # CW-SET-07
    turn_draw: int                # CW-TURN-01
    combat_dice: int              # CW-ATK-04, CW-VAR-09
    kingpin_thugs: int            # CW-BAND-07: what a kingpin counts as
    kingpin_attack_factor: int    # CW-KING-02
    kingpin_defence_factor: int
    kingpin_barred_turns: int     # CW-KING-04, CW-R-09
    snitches: bool                # CW-JOKER-01
    snitch_teams: int             # snitches only with exactly this many teams
    snitches_per_deck: int
    roulette_per_turn: int        # CW-R-16
    roulette: dict                # roll -> row {"lose": amount | "everything"} or {"win": amount} or {}
    loan_step: int                # CW-LOAN-03
    loan_interest_percent: int    # CW-LOAN-04
    loan_due_turns: int           # CW-LOAN-05
    conquest_min_teams: int       # CW-KING-06
    turn_cap: int                 # CW-END-04
    everything_in_play: bool      # CW-VAR-10
    kingpins_only: bool           # CW-VAR-11
    rich_mans_curse: bool         # CW-VAR-12/13
    rich_mans_curse_min_teams: int
    winner_collects_bank: bool    # CW-VAR-15
    alliances: list               # CW-VAR-01: pairs of allied seats (1-based)
    alliance_one_player: bool     # CW-VAR-05: one player runs both teams of an alliance
    alliance_breakable: bool      # CW-VAR-08
    alliance_fight_snitches: bool  # CW-VAR-07: snitches back in when the last two allies fight on
    great_empire: bool            # CW-VAR-14
    great_empire_min_teams: int
    teams_per_player: int         # CW-VAR-06: 2 when a player combines the decks of his two teams


def read_rules(ruleset: dict) -> Rules:
    """The Rules of a ruleset; a GameError names a missing or mistyped key."""
    rules = ruleset.get("rules")
    players = ruleset.get("players")
    if not isinstance(rules, dict) or not isinstance(players, dict):
        raise GameError("the Crime Wars ruleset needs `players:` and `rules:`")
    for key, typ in KEYS.items():
        if key not in rules:
            raise GameError(f"the Crime Wars ruleset has no `rules.{key}`")
        value = rules[key]
        if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
            raise GameError(f"`rules.{key}` of the Crime Wars ruleset has the wrong type: {value!r}")
    table = {}
    for row in rules["roulette"]:
        for roll in row["rolls"]:
            table[roll] = _roulette_row(row)
    die = ruleset.get("die") or {"min": 1, "max": 6}
    if sorted(table) != list(range(die["min"], die["max"] + 1)):
        raise GameError(f"`rules.roulette` needs one row for each roll {die['min']} to {die['max']}")
    values = {k: rules[k] for k in KEYS}
    values["roulette"] = table
    return Rules(players_min=players["min"], players_max=players["max"], **values)


def _roulette_row(row: dict) -> dict:
    """A row of the ruleset's table as the engine reads it: {"lose": amount | "everything"} or {"win": amount} or {}."""
    if row.get("lose_everything"):
        return {"lose": "everything"}
    if row.get("lose"):
        return {"lose": row["lose"]}
    return {"win": row["win"]} if row.get("win") else {}
