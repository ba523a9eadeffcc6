"""The game its game.yaml declares of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

GAME = {
    "id": "criminal_underworld",
    "name": "Criminal Underworld",
    "engine": "criminal_underworld",
    "faction": "organisation",
    "card_kinds": {
        "organisation": {
            "plural": "organisations",
            "label": "Organisation",
            "fields": ["power", "specialty"],
            "in_play": True,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {"specialty": "trade"},
        },
        "offence": {
            "plural": "offences",
            "label": "Offence",
            "fields": ["cost", "damage"],
            "in_play": False,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
        "defence": {
            "plural": "defences",
            "label": "Defence",
            "fields": ["cost", "power"],
            "in_play": True,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
        "dual": {
            "plural": "duals",
            "label": "Offence/Defence",
            "fields": ["cost", "damage", "power"],
            "in_play": True,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
        "trade": {
            "plural": "trades",
            "label": "Trade",
            "fields": ["trade", "value"],
            "in_play": False,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {"trade": "trade"},
        },
        "heist": {
            "plural": "heists",
            "label": "Criminal activity",
            "fields": ["amount"],
            "in_play": False,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
        "business": {
            "plural": "businesses",
            "label": "Business",
            "fields": ["cost", "power", "income"],
            "in_play": True,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
        "service": {
            "plural": "services",
            "label": "Service",
            "fields": ["price"],
            "in_play": False,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {},
        },
    },
    "enums": {"trade": {"label": "trade", "list": "trades"}},
    "stats": {
        "power": {"label": "Power", "on": ["organisation", "defence", "dual", "business"]},
        "damage": {"label": "Damage", "on": ["offence", "dual"]},
        "income": {"label": "Income", "on": ["business"]},
        "cost": {"label": "Cost", "on": ["offence", "defence", "dual", "business"]},
        "value": {"label": "Value", "on": ["trade"]},
        "amount": {"label": "Amount", "on": ["heist"]},
        "price": {"label": "Price", "on": ["service"]},
    },
    "markers": {},
    "zones": {
        "shared": ["box", "deck", "market", "discard", "spent", "out"],
        "seat": ["hq", "hand", "play", "offered"],
    },
}

# The JSON Schema of this game's house rules: a house-rule file given to `syndicate simulate`
# is checked against it, with only the compiled pack at hand.
HOUSE_RULE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "house_rule.schema.json",
    "title": "Syndicate house rule",
    "description": "A change a table may adopt: ruleset settings it overrides and abilities at game scope.",
    "type": "object",
    "properties": {
        "kind": {
            "const": "house_rule",
            "description": "What this file holds; always `house_rule`.",
            "examples": ["house_rule"],
        },
        "id": {
            "type": "string",
            "pattern": "^[a-z][a-z0-9_]*$",
            "minLength": 1,
            "maxLength": 48,
            "description": "The house rule's id, used to switch it on (`syndicate play --house-rule ID`).",
            "examples": ["short_game"],
        },
        "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 60,
            "description": "A short title.",
            "examples": ["Short game"],
        },
        "description": {
            "type": "string",
            "maxLength": 1000,
            "description": "What changes, in a sentence or two, for the players.",
            "examples": ["The game ends after twenty rounds; every organisation still standing wins."],
        },
        "settings": {
            "type": "object",
            "properties": {
                "players": {
                    "type": "object",
                    "description": "How many may play (CU-SET-02, CU-R-07).",
                    "properties": {
                        "min": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 6,
                            "description": "Fewest players.",
                            "examples": [2],
                        },
                        "max": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 6,
                            "description": "Most players.",
                            "examples": [6],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"min": 2, "max": 6}],
                },
                "composition": {
                    "type": "object",
                    "description": "Cards of each kind in the pack; `syndicate check` counts them (CU-SET-01).",
                    "properties": {
                        "organisation": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Organisations in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                        "offence": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Offences in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                        "defence": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Defences in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                        "dual": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Offence/Defence cards in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                        "trade": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Trades in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                        "heist": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Criminal activity cards in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                        "business": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Businesses in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                        "service": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Services in the pack (CU-SET-01).",
                            "examples": [10],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [
                        {
                            "organisation": 10,
                            "offence": 10,
                            "defence": 10,
                            "dual": 10,
                            "trade": 10,
                            "heist": 10,
                            "business": 10,
                            "service": 10,
                        }
                    ],
                },
                "trades": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 12,
                    "description": "The trades of the city; each organisation has one as its specialty (CU-TRADE-01).",
                    "items": {
                        "type": "object",
                        "description": "One trade.",
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The trade's id; cards name it in `trade:` and `specialty:`.",
                                "examples": ["smuggling"],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 30,
                                "description": "The trade's printed name.",
                                "examples": ["Smuggling"],
                            },
                        },
                        "required": ["id", "name"],
                        "additionalProperties": False,
                        "examples": [{"id": "smuggling", "name": "Smuggling"}],
                    },
                    "examples": [[{"id": "smuggling", "name": "Smuggling"}]],
                },
                "rules": {
                    "type": "object",
                    "description": "Numbers and switches of play, each from a rule clause.",
                    "properties": {
                        "start_money": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100000,
                            "examples": [250],
                            "description": "Money "
                            "each "
                            "player "
                            "starts "
                            "with, "
                            "in "
                            "thousands "
                            "of "
                            "dollars "
                            "($K), "
                            "as "
                            "all "
                            "money "
                            "in "
                            "this "
                            "pack "
                            "(CU-SET-05).",
                        },
                        "hand_size": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 10,
                            "examples": [5],
                            "description": "Cards "
                            "in "
                            "hand "
                            "at "
                            "the "
                            "start "
                            "and "
                            "at "
                            "the "
                            "end "
                            "of "
                            "every "
                            "turn "
                            "(CU-SET-06, "
                            "CU-TURN-04).",
                        },
                        "plays_per_turn": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 5,
                            "examples": [2],
                            "description": "Cards played (or discarded, or defences removed) each turn (CU-TURN-02).",
                        },
                        "market_size": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 5,
                            "examples": [5],
                            "description": "Service "
                            "cards "
                            "laid "
                            "face "
                            "up "
                            "for "
                            "sale. "
                            "At "
                            "most "
                            "5: "
                            "the "
                            "pack's "
                            "five "
                            "service "
                            "cards "
                            "(a "
                            "larger "
                            "market "
                            "would "
                            "never "
                            "fill) "
                            "(CU-SET-03, "
                            "CU-SERV-01).",
                        },
                        "slots": {
                            "type": "array",
                            "minItems": 1,
                            "maxItems": 8,
                            "items": {"type": "string", "minLength": 1, "maxLength": 12},
                            "examples": [["left", "top", "right", "bottom"]],
                            "description": "The "
                            "sides "
                            "of "
                            "a "
                            "headquarters "
                            "or "
                            "business "
                            "a "
                            "defence "
                            "may "
                            "sit "
                            "on, "
                            "one "
                            "defence "
                            "a "
                            "side "
                            "(CU-DEF-02, "
                            "CU-R-02).",
                        },
                        "peace_turns": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 50,
                            "examples": [3],
                            "description": "A player may not attack in his first this-many turns (CU-OFF-06).",
                        },
                        "specialty_factor": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 10,
                            "examples": [2],
                            "description": "What a specialty trade card's value is multiplied by (CU-TRADE-02).",
                        },
                        "offers_per_turn": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "Trade "
                            "offers "
                            "the "
                            "active "
                            "player "
                            "may "
                            "make "
                            "in "
                            "one "
                            "turn "
                            "(0: "
                            "no "
                            "trading) "
                            "(CU-DEAL-01, "
                            "CU-R-10).",
                        },
                        "money_step": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 10000,
                            "examples": [10],
                            "description": "Money "
                            "in "
                            "a "
                            "trade "
                            "offer "
                            "is "
                            "a "
                            "multiple "
                            "of "
                            "this "
                            "many "
                            "$K "
                            "(the "
                            "smallest "
                            "bill) "
                            "(CU-R-10).",
                        },
                        "abilities": {
                            "type": "boolean",
                            "examples": [True],
                            "description": "false: organisations' special abilities are off (CU-ORG-03, CU-VAR-05).",
                        },
                        "turn_cap": {
                            "type": "integer",
                            "minimum": 10,
                            "maximum": 100000,
                            "examples": [600],
                            "description": "A "
                            "game "
                            "that "
                            "reaches "
                            "this "
                            "many "
                            "turns "
                            "ends "
                            "with "
                            "no "
                            "winner "
                            "(or "
                            "as "
                            "`turn_limit_result` "
                            "says) "
                            "(CU-END-03, "
                            "CU-R-12).",
                        },
                        "turn_limit": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [0],
                            "description": "Rounds "
                            "after "
                            "which "
                            "the "
                            "game "
                            "ends "
                            "(0: "
                            "no "
                            "limit; "
                            "the "
                            "turn "
                            "cap "
                            "still "
                            "holds) "
                            "(CU-VAR-01).",
                        },
                        "turn_limit_result": {
                            "type": "string",
                            "enum": ["survivors", "richest"],
                            "examples": ["survivors"],
                            "description": "Who "
                            "wins "
                            "at "
                            "the "
                            "turn "
                            "limit: "
                            "every "
                            "survivor, "
                            "or "
                            "the "
                            "richest "
                            "survivor(s) "
                            "(CU-VAR-01, "
                            "CU-VAR-02).",
                        },
                        "teams": {
                            "type": "integer",
                            "enum": [0, 2, 3],
                            "examples": [0],
                            "description": "Teams "
                            "the "
                            "seats "
                            "are "
                            "split "
                            "into, "
                            "in "
                            "turn "
                            "(0: "
                            "every "
                            "player "
                            "for "
                            "himself; "
                            "one "
                            "team "
                            "is "
                            "no "
                            "game) "
                            "(CU-VAR-03).",
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [
                        {
                            "start_money": 250,
                            "hand_size": 5,
                            "plays_per_turn": 2,
                            "market_size": 5,
                            "slots": ["left", "top", "right", "bottom"],
                            "peace_turns": 3,
                            "specialty_factor": 2,
                            "offers_per_turn": 2,
                            "money_step": 10,
                            "abilities": True,
                            "turn_cap": 600,
                            "turn_limit": 0,
                            "turn_limit_result": "survivors",
                            "teams": 0,
                        }
                    ],
                },
            },
            "additionalProperties": False,
            "description": "Ruleset settings this house rule overrides, under the "
            "same keys as in ruleset.yaml. Mappings merge; a list "
            "replaces the ruleset's list.",
            "examples": [{"rules": {"turn_limit": 20}}],
        },
        "abilities": {
            "type": "array",
            "maxItems": 20,
            "items": {
                "type": "string",
                "minLength": 1,
                "maxLength": 1000,
                "description": "One ability in the effect language, at game scope.",
            },
            "description": "Abilities at game scope, in the effect language.",
            "examples": [[]],
        },
    },
    "required": ["kind", "id", "name", "description"],
    "additionalProperties": False,
}
