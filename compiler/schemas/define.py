"""The JSON Schemas of every content file kind, defined once in Python.

The ``*.schema.json`` files next to this module are generated from here
(``python -m compiler.schemas.define`` rewrites them; a test keeps them in
step) and committed, so that an editor's YAML language server can read them
through each content file's modeline. The checker reads the JSON files, not
this module, so `syndicate check` does not rebuild schemas on every run.

Every property has a ``description`` and ``examples``: editors show both while
a designer types. Numbers that come from the rulebook name their rule clause
(see crime-lords-rules.md).
"""
from __future__ import annotations

import copy
import json
import os

DRAFT = "https://json-schema.org/draft/2020-12/schema"
CARD_KINDS = ("mob", "crook", "racket", "special")
KINDS = CARD_KINDS + ("ruleset", "house_rule", "game")
HERE = os.path.dirname(os.path.abspath(__file__))

ID_PATTERN = "^[a-z][a-z0-9_]*$"
COLOR_PATTERN = "^#[0-9A-Fa-f]{6}$"


def _id(description: str, examples: list) -> dict:
    return {"type": "string", "pattern": ID_PATTERN, "minLength": 1, "maxLength": 48,
            "description": description, "examples": examples}


def _int(description: str, minimum: int, maximum: int, examples: list) -> dict:
    return {"type": "integer", "minimum": minimum, "maximum": maximum,
            "description": description, "examples": examples}


def _bool(description: str, examples: list) -> dict:
    return {"type": "boolean", "description": description, "examples": examples}


def _object(description: str, properties: dict, required: list | None = None, examples: list | None = None) -> dict:
    out = {"type": "object", "description": description, "properties": properties,
           "required": list(properties) if required is None else required,
           "additionalProperties": False}
    if examples:
        out["examples"] = examples
    return out


# --- cards -------------------------------------------------------------------

def _common_card_properties() -> dict:
    return {
        "id": _id("The card's id: unique in the pack, lowercase letters, digits and underscores. "
                  "Abilities, tests and saved games refer to the card by it.",
                  ["knuckles_malone", "lantern_barge"]),
        "name": {"type": "string", "minLength": 1, "maxLength": 60,
                 "description": "The name printed at the top of the card.",
                 "examples": ["Knuckles Malone", "The Lantern Barge"]},
        "abilities": {
            "type": "array", "maxItems": 12,
            "description": "What the card does, in the effect language (docs/effect-language.md), one "
                           "ability per item. `syndicate check` checks each one; the compiler turns it into Python.",
            "examples": [["modify hit by 2 for attacks by owner"]],
            "items": {"type": "string", "minLength": 1, "maxLength": 1000,
                      "description": "One ability in the effect language.",
                      "examples": ["modify hit by 2 for attacks by owner"]},
        },
        "text": {"type": "string", "maxLength": 300,
                 "description": "The rules text printed on the card, for players. It should say what the abilities do.",
                 "examples": ["+2 to every hit attempt your Mob makes."]},
        "flavor": {"type": "string", "maxLength": 200,
                   "description": "Flavour text printed in italics under the rules text. It has no effect on play.",
                   "examples": ["Eats first, talks last."]},
    }


CARD_FIELDS: dict[str, tuple[dict, list]] = {
    "mob": ({
        "boss_bonus": _int("Power the Boss token adds to this Mob's Boss (CL-BOSS-01).", 0, 6, [2, 3]),
    }, ["boss_bonus"]),
    "crook": ({
        "power": _int("Crook Power: his strength in attacks and what he is paid each turn. 1 to 6; "
                      "hits may raise it, never above 6 (CL-HIT-08).", 1, 6, [4]),
        "resistance": _int("How hard the Crook is to recruit: subtracted from the attacker's Power (CL-ATK-02).",
                           0, 12, [3]),
        "weakness": _id("The racket type the Crook likes best: an id from the ruleset's `racket_types` "
                        "(CL-REC-04, CL-UNH-02).", ["gambling", "nightclub"]),
    }, ["power", "resistance"]),
    "racket": ({
        "district": _id("The district the Racket lies in: an id from the ruleset's `districts` (CL-TKO-03).",
                        ["harbor", "old_town"]),
        "type": _id("The Racket's type: an id from the ruleset's `racket_types`. Regular types appear once in "
                    "every district; the others once in the pack (CL-TKO-04).", ["gambling", "shipyard"]),
        "income": _int("G the Racket earns its owner at the start of each turn (CL-TURN-01).", 0, 10, [2, 3]),
        "resistance": _int("How hard the Racket is to take over: subtracted from the attacker's Power (CL-TKO-01).",
                           0, 12, [4]),
        "power": _int("Only for Rackets that act (Street Gangs, Crooked Precincts): their Power, and they get an "
                      "action token (CL-TKO-06).", 1, 6, [2]),
    }, ["district", "type", "income", "resistance"]),
    "special": ({}, []),
}

KIND_TITLES = {"mob": "Mob", "crook": "Crook", "racket": "Racket", "special": "Special"}
KIND_EXAMPLES = {
    "mob": {"id": "pier_rats", "name": "The Pier Rats", "boss_bonus": 3},
    "crook": {"id": "knuckles_malone", "name": "Knuckles Malone", "power": 4, "resistance": 3, "weakness": "gambling"},
    "racket": {"id": "lantern_barge", "name": "The Lantern Barge", "district": "harbor", "type": "gambling",
               "income": 3, "resistance": 4},
    "special": {"id": "bank_job", "name": "Bank Job", "text": "Play during your turn: gain 15 G."},
}


def card_file_schema(kind: str) -> dict:
    fields, required = CARD_FIELDS[kind]
    props = _common_card_properties()
    # Kind-specific stats read best between the name and the abilities.
    ordered = {"id": props.pop("id"), "name": props.pop("name"), **fields, **props}
    title = KIND_TITLES[kind]
    card = {"type": "object", "title": title,
            "description": f"One {title} card.",
            "properties": ordered, "required": ["id", "name", *required],
            "additionalProperties": False, "examples": [KIND_EXAMPLES[kind]]}
    return {
        "$schema": DRAFT,
        "$id": f"{kind}.schema.json",
        "title": f"Syndicate {title} cards",
        "description": f"A file of {title} cards: `kind: {kind}` and a `cards:` list.",
        "type": "object",
        "properties": {
            "kind": {"const": kind, "description": f"What this file holds; always `{kind}` here.",
                     "examples": [kind]},
            "cards": {"type": "array", "minItems": 1, "maxItems": 20000, "items": {"$ref": "#/$defs/card"},
                      "description": f"The {title} cards of this file, one list item each.",
                      "examples": [[KIND_EXAMPLES[kind]]]},
        },
        "required": ["kind", "cards"],
        "additionalProperties": False,
        "$defs": {"card": card},
    }


# --- ruleset -----------------------------------------------------------------

def _rules() -> dict:
    r = {}

    def num(key, desc, lo, hi, ex):
        r[key] = _int(desc, lo, hi, [ex])

    num("bidding_money", "G each player gets for the opening auction; what is left is lost (CL-SET-03).", 0, 1000, 25)
    num("auction_crooks_per_player", "Crooks sold in the opening auction, per player (CL-SET-05, CL-OPT-02).", 1, 10, 3)
    num("auction_rackets_per_player", "Rackets sold in the opening auction, per player (CL-SET-05, CL-OPT-02).", 0, 10, 2)
    num("starting_money", "G each player gets after the auction (CL-SET-08).", 0, 1000, 50)
    num("starting_uncontrolled", "Cards turned into the uncontrolled area at setup (CL-SET-09).", 0, 20, 2)
    num("uncontrolled_target", "Keep drawing while the uncontrolled area holds fewer cards than this (CL-TURN-03).", 0, 20, 4)
    num("min_draw", "Cards drawn every turn at least (CL-TURN-03).", 0, 10, 1)
    num("pass_bonus", "G for a turn with no action at all (CL-TURN-07).", 0, 1000, 10)
    r["retoken"] = {"type": "string", "enum": ["end", "start"],
                    "description": "When cards get their action tokens back: at the end of the turn, or at its "
                                   "start (CL-TURN-06, CL-OPT-05).", "examples": ["end"]}
    num("dice", "Dice rolled for an attack (CL-ATK-02).", 1, 4, 2)
    num("auto_fail_from", "A roll of this or more always fails (CL-ATK-02).", 2, 24, 11)
    num("showdown_outsider_cap", "Most G a player outside the attack may commit in a showdown (CL-ATK-03).", 0, 1000, 10)
    num("unhappy_recruit_bonus", "Recruit bonus per Unhappy marker on the target (CL-REC-02).", 0, 10, 2)
    num("recruit_lieutenant_penalty", "Recruit penalty against a Lieutenant (CL-REC-03).", 0, 20, 10)
    num("recruit_under_lieutenant_penalty", "Recruit penalty against a Crook right under a Lieutenant (CL-REC-03).", 0, 20, 5)
    num("weakness_bonus", "Recruit bonus or penalty from Weakness Rackets (CL-REC-04).", 0, 10, 4)
    num("recruit_helpers", "Crooks that may assist a recruit (CL-REC-05).", 0, 10, 1)
    num("takeover_district_bonus", "Takeover bonus per Racket held in the same district (CL-TKO-03).", 0, 10, 2)
    num("takeover_type_bonus", "Takeover bonus per Racket held of the same type (CL-TKO-04).", 0, 10, 2)
    num("hit_boss_penalty", "Hit penalty against a Boss (CL-HIT-02).", 0, 20, 10)
    num("hit_superior_penalty", "Hit penalty against a Crook with subordinates (CL-HIT-02).", 0, 20, 5)
    num("bodyguard_penalty", "Hit penalty per Bodyguard right under the target (CL-HIT-02).", 0, 20, 5)
    num("hit_money_cap", "Most G the hitter may spend on a hit (CL-HIT-03).", 0, 1000, 5)
    num("hit_helpers", "Crooks that may assist a hit (CL-HIT-04).", 0, 10, 1)
    num("hide_out_bonus", "Hit penalty when the target hides out (CL-HIT-05).", 0, 10, 3)
    num("warning_shot_min", "Below this success number a hit is only a warning shot (CL-HIT-06).", 0, 12, 2)
    num("hit_power_gain", "Power the hitter gains for a successful hit (CL-HIT-08).", 0, 6, 1)
    num("hit_power_gain_stronger", "Power gained for hitting a stronger Crook (CL-HIT-08).", 0, 6, 2)
    num("unhappy_limit", "The Unhappy marker that makes a Crook quit (CL-UNH-04).", 1, 10, 3)
    num("retirement_pay_factor", "Retirement costs this many times the old Boss's total Power (CL-BOSS-03).", 0, 10, 2)
    num("gang_war_hit_bonus", "Bonus to each hit during a Gang War (CL-WAR-03).", 0, 20, 5)
    num("turn_cap", "A game between computer players that reaches this many turns ends with no winner "
                    "(a simulation safety net, not a rulebook rule).", 10, 100000, 300)
    return r


def ruleset_schema() -> dict:
    count = lambda what, ex: _int(f"{what} in the pack (CL-SET-01).", 0, 10000, [ex])  # noqa: E731
    district = _object("One district of the city.", {
        "id": _id("The district's id; Rackets name it in `district:`.", ["harbor"]),
        "name": {"type": "string", "minLength": 1, "maxLength": 40, "description": "The district's printed name.",
                 "examples": ["Harbor"]},
        "color": {"type": "string", "pattern": COLOR_PATTERN,
                  "description": "The district's colour on card sheets, as `#rrggbb`.", "examples": ["#0072B2"]},
        "pattern": _id("A pattern drawn with the colour so that colour-blind players can tell districts apart.",
                       ["waves", "bricks"]),
    }, examples=[{"id": "harbor", "name": "Harbor", "color": "#0072B2", "pattern": "waves"}])
    racket_type = _object("One racket type.", {
        "id": _id("The type's id; Rackets name it in `type:` and Crooks in `weakness:`.", ["gambling"]),
        "name": {"type": "string", "minLength": 1, "maxLength": 40, "description": "The type's printed name.",
                 "examples": ["Gambling Hall"]},
        "regular": _bool("true: one Racket of this type in every district; false: one in the whole pack.", [True]),
    }, examples=[{"id": "gambling", "name": "Gambling Hall", "regular": True}])
    target = _object("Rackets needed to win for some player counts (CL-END-02).", {
        "players": {"type": "array", "minItems": 1, "maxItems": 16, "uniqueItems": True,
                    "items": {"type": "integer", "minimum": 1, "maximum": 16},
                    "description": "The player counts this row is for.", "examples": [[2, 3]]},
        "long": _int("Rackets to win a long game.", 1, 100, [14]),
        "short": _int("Rackets to win a short game.", 1, 100, [11]),
    }, examples=[{"players": [2, 3], "long": 14, "short": 11}])
    return {
        "$schema": DRAFT,
        "$id": "ruleset.schema.json",
        "title": "Syndicate ruleset",
        "description": "The numbers and switches of a game that a table may change. The engine reads them; "
                       "a house rule overrides them by name.",
        "type": "object",
        "properties": {
            "kind": {"const": "ruleset", "description": "What this file holds; always `ruleset`.",
                     "examples": ["ruleset"]},
            "id": _id("The pack's id.", ["crime_lords"]),
            "name": {"type": "string", "minLength": 1, "maxLength": 60, "description": "The game's name.",
                     "examples": ["Crime Lords"]},
            "players": _object("How many may play (CL-OPT-06).", {
                "min": _int("Fewest players.", 1, 16, [2]),
                "max": _int("Most players.", 1, 16, [6]),
            }, examples=[{"min": 2, "max": 6}]),
            "composition": _object("Cards of each kind in the pack; `syndicate check` counts them (CL-SET-01).", {
                "mob": count("Mobs", 8), "crook": count("Crooks", 36),
                "racket": count("Rackets", 52), "special": count("Specials", 16),
            }, examples=[{"mob": 8, "crook": 36, "racket": 52, "special": 16}]),
            "power_range": _object("Lowest and highest Crook Power, Boss bonus aside (CL-HIT-08).", {
                "min": _int("Lowest Power.", 0, 20, [1]),
                "max": _int("Highest Power.", 1, 20, [6]),
            }, examples=[{"min": 1, "max": 6}]),
            "districts": {"type": "array", "minItems": 1, "maxItems": 20, "items": district,
                          "description": "The districts of the city (CL-TKO-03).",
                          "examples": [[district["examples"][0]]]},
            "racket_types": {"type": "array", "minItems": 1, "maxItems": 100, "items": racket_type,
                             "description": "Every racket type (CL-TKO-04, CL-REC-04).",
                             "examples": [[racket_type["examples"][0]]]},
            "rules": _object("Numbers and switches of play, each from a rule clause.", _rules(),
                             examples=[{k: v["examples"][0] for k, v in _rules().items()}]),
            "victory": _object("How a game is won (CL-END-02..04, CL-OPT-01, CL-OPT-04).", {
                "length": {"type": "string", "enum": ["long", "short"],
                           "description": "Which column of `targets` is used (CL-OPT-01).", "examples": ["long"]},
                "rackets_to_win": _bool("true: reaching the Racket target wins; false: last Mob standing wins "
                                        "(CL-OPT-04).", [True]),
                "targets": {"type": "array", "minItems": 1, "maxItems": 16, "items": target,
                            "description": "Rackets needed to win, by player count (CL-END-02).",
                            "examples": [[target["examples"][0]]]},
                "type_monopoly": _object("Bonus for holding many Rackets of a type nobody else has (CL-END-03).", {
                    "at_least": _int("Rackets of one type needed.", 1, 20, [3]),
                    "bonus": _int("Added to the Racket count.", 0, 20, [1]),
                }, examples=[{"at_least": 3, "bonus": 1}]),
                "district_hold": _object("Bonus for holding a district (CL-END-03).", {
                    "at_least": _int("Rackets in one district needed.", 1, 20, [4]),
                    "others_at_most": _int("Most Rackets any other player may have there.", 0, 20, [1]),
                    "bonus": _int("Added to the Racket count.", 0, 20, [2]),
                }, examples=[{"at_least": 4, "others_at_most": 1, "bonus": 2}]),
                "share_when_one_short": _bool("Players all one Racket short may agree to share the win (CL-END-04).",
                                              [True]),
            }, examples=[{"length": "long", "rackets_to_win": True, "targets": [target["examples"][0]],
                          "type_monopoly": {"at_least": 3, "bonus": 1},
                          "district_hold": {"at_least": 4, "others_at_most": 1, "bonus": 2},
                          "share_when_one_short": True}]),
        },
        "required": ["kind", "id", "name", "players", "composition", "power_range", "districts",
                     "racket_types", "rules", "victory"],
        "additionalProperties": False,
    }


# --- house rules ---------------------------------------------------------------

def _partial(schema: dict) -> dict:
    """The same shape with nothing required: a house rule overrides only what it names.

    Items of lists stay whole: a list in a house rule replaces the ruleset's list.
    """
    out = copy.deepcopy(schema)
    if out.get("type") == "object" and "properties" in out:
        out["required"] = []
        out["properties"] = {k: _partial(v) for k, v in out["properties"].items()}
    return out


def house_rule_schema() -> dict:
    ruleset_props = ruleset_schema()["properties"]
    overridable = {k: _partial(v) for k, v in ruleset_props.items() if k not in ("kind", "id", "name")}
    return {
        "$schema": DRAFT,
        "$id": "house_rule.schema.json",
        "title": "Syndicate house rule",
        "description": "A change a table may adopt: ruleset settings it overrides and abilities at game scope.",
        "type": "object",
        "properties": {
            "kind": {"const": "house_rule", "description": "What this file holds; always `house_rule`.",
                     "examples": ["house_rule"]},
            "id": _id("The house rule's id, used to switch it on (`syndicate play --house-rule ID`).",
                      ["short_game"]),
            "name": {"type": "string", "minLength": 1, "maxLength": 60, "description": "A short title.",
                     "examples": ["Short game"]},
            "description": {"type": "string", "maxLength": 1000,
                            "description": "What changes, in a sentence or two, for the players.",
                            "examples": ["Fewer Rackets are needed to win."]},
            "settings": {"type": "object", "properties": overridable, "additionalProperties": False,
                         "description": "Ruleset settings this house rule overrides, under the same keys as in "
                                        "ruleset.yaml. Mappings merge; a list replaces the ruleset's list.",
                         "examples": [{"rules": {"retoken": "start"}}, {"victory": {"length": "short"}},
                                      {"players": {"max": 8}}]},
            "abilities": {"type": "array", "maxItems": 20,
                          "items": {"type": "string", "minLength": 1, "maxLength": 1000,
                                    "description": "One ability in the effect language, at game scope."},
                          "description": "Abilities at game scope, in the effect language.",
                          "examples": [[]]},
        },
        "required": ["kind", "id", "name", "description"],
        "additionalProperties": False,
    }


def vocabulary_schema() -> dict:
    """The `vocabulary:` section's schema (compiler/schemas/vocabulary.schema.json, written by hand)."""
    with open(os.path.join(HERE, "vocabulary.schema.json"), encoding="utf-8") as fh:
        schema = json.load(fh)
    return {k: v for k, v in schema.items() if k not in ("$schema", "$id")}


def game_schema() -> dict:
    """game.yaml. Interim (issue 11): only the effect vocabulary is checked closely here; the
    manifest's own keys (card kinds, enums, markers …) are the manifest schema's (branch i11-kinds)."""
    loose = lambda desc, ex: {"type": "object", "description": desc, "examples": [ex]}  # noqa: E731
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "game.schema.json",
        "title": "Syndicate game",
        "description": "The game a pack declares: its card kinds, enums, markers and the words of its effect language.",
        "type": "object",
        "properties": {
            "kind": {"const": "game", "description": "What this file holds; always `game`.", "examples": ["game"]},
            "id": _id("The game's id.", ["crime_lords"]),
            "name": {"type": "string", "minLength": 1, "maxLength": 60, "description": "The game's name.",
                     "examples": ["Crime Lords"]},
            "engine": {"type": "string", "description": "The rules engine the pack runs on.", "examples": ["crime_lords"]},
            "faction": {"type": "string", "description": "The card kind whose cards are factions.", "examples": ["mob"]},
            "card_kinds": loose("The card kinds: label, plural and the flags the checker needs.",
                                {"agent": {"plural": "Agents", "label": "Agent", "token": "always"}}),
            "enums": loose("Enumerations whose values the ruleset lists.", {"zone": {"label": "zone", "ruleset": "zones"}}),
            "markers": loose("Markers and the card kinds they go on.", {"stress": {"on": ["agent"], "label": "Stress"}}),
            "vocabulary": {**vocabulary_schema(), "examples": [{"events": {}, "selectors": {}, "effects": {}, "timings": {}}]},
        },
        "required": ["kind", "id", "name", "vocabulary"],
        "additionalProperties": True,
    }


def all_schemas() -> dict[str, dict]:
    out = {kind: card_file_schema(kind) for kind in CARD_KINDS}
    out["ruleset"] = ruleset_schema()
    out["house_rule"] = house_rule_schema()
    out["game"] = game_schema()
    return out


def dumps(schema: dict) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def file_name(kind: str) -> str:
    return f"{kind}.schema.json"


def write_all(folder: str = HERE) -> list[str]:
    """Write every schema atomically into `folder`; return the paths written."""
    os.makedirs(folder, exist_ok=True)
    written = []
    for kind, schema in all_schemas().items():
        path = os.path.join(folder, file_name(kind))
        tmp = f"{path}.tmp{os.getpid()}"
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(dumps(schema))
        os.replace(tmp, path)
        written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover - maintenance entry point
    for p in write_all():
        print(p)
