"""The game its game.yaml declares of the `nothing_personal` pack, compiled by `syndicate build`.

Do not edit: change the content under content/nothing_personal/ and build again.
"""

GAME = {
    "id": "nothing_personal",
    "name": "Nothing Personal",
    "engine": "nothing_personal",
    "faction": "family",
    "card_kinds": {
        "family": {
            "plural": "families",
            "label": "Family",
            "fields": ["color"],
            "in_play": False,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {},
        },
        "gangster": {
            "plural": "gangsters",
            "label": "Gangster",
            "fields": ["types", "respect", "money", "power", "start"],
            "in_play": True,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {},
        },
        "board_position": {
            "plural": "board_positions",
            "label": "Position",
            "fields": ["position"],
            "in_play": True,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {"position": "position_id"},
        },
        "influence": {
            "plural": "influence_cards",
            "label": "Influence card",
            "fields": ["icons"],
            "in_play": False,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
    },
    "enums": {
        "gangster_type": {"label": "gangster type", "list": "gangster_types"},
        "target": {"label": "influence target", "list": "targets"},
        "position_id": {"label": "position", "list": "positions"},
    },
    "stats": {"respect": {"label": "Respect", "on": ["gangster"]}, "money": {"label": "Money", "on": ["gangster"]}},
    "markers": {},
    "zones": {
        "shared": ["box", "gangster_deck", "board", "prison", "dead", "influence_deck", "influence_discard", "chart"],
        "seat": ["family", "hand"],
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
            "examples": ["A game of three rounds."],
        },
        "settings": {
            "type": "object",
            "properties": {
                "players": {
                    "type": "object",
                    "description": "How many families may play (NP-SET-01).",
                    "properties": {
                        "min": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 8,
                            "description": "Fewest players.",
                            "examples": [3],
                        },
                        "max": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 8,
                            "description": "Most players.",
                            "examples": [5],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"min": 3, "max": 5}],
                },
                "composition": {
                    "type": "object",
                    "description": "Cards of each kind in "
                    "the pack; `syndicate "
                    "check` counts them "
                    "(NP-GNG-01, "
                    "NP-CRD-01).",
                    "properties": {
                        "family": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Families in the pack (NP-GNG-01, NP-CRD-01).",
                            "examples": [10],
                        },
                        "gangster": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Gangsters in the pack (NP-GNG-01, NP-CRD-01).",
                            "examples": [10],
                        },
                        "board_position": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Positions in the pack (NP-GNG-01, NP-CRD-01).",
                            "examples": [10],
                        },
                        "influence": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Influence cards in the pack (NP-GNG-01, NP-CRD-01).",
                            "examples": [10],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"family": 10, "gangster": 10, "board_position": 10, "influence": 10}],
                },
                "rounds": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 20,
                    "description": "Rounds in a game (NP-RND-01).",
                    "examples": [5],
                },
                "phases": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 12,
                    "description": "The phases of a round, in order; the engine runs each by its id (NP-RND-01).",
                    "items": {
                        "type": "object",
                        "description": "One phase.",
                        "properties": {
                            "id": {
                                "type": "string",
                                "enum": ["influence", "business", "fence", "feds", "family", "calendar"],
                                "description": "What the phase does.",
                                "examples": ["influence"],
                            },
                            "letter": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 2,
                                "description": "Its letter on the calendar track.",
                                "examples": ["A"],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 30,
                                "description": "Its printed name.",
                                "examples": ["Influence"],
                            },
                        },
                        "required": ["id", "letter", "name"],
                        "additionalProperties": False,
                        "examples": [{"id": "influence", "letter": "A", "name": "Influence"}],
                    },
                    "examples": [[{"id": "influence", "letter": "A", "name": "Influence"}]],
                },
                "die": {
                    "type": "object",
                    "description": "The die: its faces in order; a "
                    "face with a `name` is a "
                    "picture (the switchblade) "
                    "(NP-SET-01, NP-R-01).",
                    "properties": {
                        "faces": {
                            "type": "array",
                            "minItems": 2,
                            "maxItems": 20,
                            "description": "The faces.",
                            "items": {
                                "type": "object",
                                "description": "One face: its number, and a name if it is a picture.",
                                "required": ["value"],
                                "properties": {
                                    "value": {
                                        "type": "integer",
                                        "minimum": 0,
                                        "maximum": 20,
                                        "description": "The face's number (0 for a picture).",
                                        "examples": [3],
                                    },
                                    "name": {
                                        "type": "string",
                                        "pattern": "^[a-z][a-z0-9_]*$",
                                        "minLength": 1,
                                        "maxLength": 48,
                                        "description": "The picture's name.",
                                        "examples": ["switchblade"],
                                    },
                                },
                                "additionalProperties": False,
                                "examples": [{"value": 3, "name": "switchblade"}],
                            },
                            "examples": [[{"value": 3, "name": "switchblade"}]],
                        },
                        "kill_face": {
                            "type": "string",
                            "pattern": "^[a-z][a-z0-9_]*$",
                            "minLength": 1,
                            "maxLength": 48,
                            "description": "The named face that kills the mover or hitter (NP-MOVE-03, NP-HIT-01).",
                            "examples": ["switchblade"],
                        },
                        "always_succeeds": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 20,
                            "description": "A move rolling this number always succeeds (NP-MOVE-03).",
                            "examples": [6],
                        },
                        "whack_from": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 20,
                            "description": "A whack succeeds on this number or more (NP-HIT-01).",
                            "examples": [3],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [
                        {
                            "faces": [{"value": 3, "name": "switchblade"}],
                            "kill_face": "switchblade",
                            "always_succeeds": 6,
                            "whack_from": 3,
                        }
                    ],
                },
                "positions": {
                    "type": "array",
                    "minItems": 2,
                    "maxItems": 20,
                    "description": "The board's positions, "
                    "highest first; arrows "
                    "and modifiers as data "
                    "(NP-POS-10, NP-R-05).",
                    "items": {
                        "type": "object",
                        "description": "One position.",
                        "required": ["id", "row", "number", "name", "respect", "money", "decides"],
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The position's id; cards name it in icons.",
                                "examples": ["racketeer"],
                            },
                            "row": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": 10,
                                "description": "The row of the chart it is on (for swaps in a row).",
                                "examples": [3],
                            },
                            "number": {
                                "type": "integer",
                                "minimum": 0,
                                "maximum": 20,
                                "description": "Its number (the rank a move must beat); 0 for a Soci.",
                                "examples": [5],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 30,
                                "description": "Its printed name.",
                                "examples": ["Racketeer"],
                            },
                            "respect": {
                                "type": "integer",
                                "minimum": -5,
                                "maximum": 10,
                                "description": "Added to the card's respect (or multiplied, with `respect_times`).",
                                "examples": [2],
                            },
                            "respect_times": {
                                "type": "boolean",
                                "description": "true: `respect` multiplies the card's respect instead (NP-R-05).",
                                "examples": [True],
                            },
                            "money": {
                                "type": "integer",
                                "minimum": -5,
                                "maximum": 10,
                                "description": "Added to the card's money.",
                                "examples": [1],
                            },
                            "money_times": {
                                "type": "boolean",
                                "description": "true: `money` multiplies the card's money instead.",
                                "examples": [False],
                            },
                            "decides": {
                                "type": "array",
                                "maxItems": 4,
                                "items": {
                                    "type": "string",
                                    "pattern": "^[a-z][a-z0-9_]*$",
                                    "minLength": 1,
                                    "maxLength": 48,
                                    "description": "A position id.",
                                    "examples": ["second_guy"],
                                },
                                "description": "The "
                                "positions "
                                "its "
                                "arrows "
                                "point "
                                "to: "
                                "it "
                                "fills "
                                "them "
                                "when "
                                "empty, "
                                "and "
                                "they "
                                "are "
                                "adjacent "
                                "for "
                                "moves "
                                "(NP-FAM-02, "
                                "NP-MOVE-01).",
                                "examples": [["second_guy"]],
                            },
                            "soci": {
                                "type": "boolean",
                                "description": "true: a Soci seat (not active) (NP-BUS-04).",
                                "examples": [True],
                            },
                        },
                        "additionalProperties": False,
                        "examples": [
                            {
                                "id": "racketeer",
                                "row": 3,
                                "number": 5,
                                "name": "Racketeer",
                                "respect": 2,
                                "respect_times": True,
                                "money": 1,
                                "money_times": False,
                                "decides": ["second_guy"],
                                "soci": True,
                            }
                        ],
                    },
                    "examples": [
                        [
                            {
                                "id": "racketeer",
                                "row": 3,
                                "number": 5,
                                "name": "Racketeer",
                                "respect": 2,
                                "respect_times": True,
                                "money": 1,
                                "money_times": False,
                                "decides": ["second_guy"],
                                "soci": True,
                            }
                        ]
                    ],
                },
                "gangster_types": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 8,
                    "description": "The gangster types (influence colours) (NP-INF-02).",
                    "items": {
                        "type": "object",
                        "description": "One type.",
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The type's id.",
                                "examples": ["thug"],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 20,
                                "description": "Its name.",
                                "examples": ["Thug"],
                            },
                            "color": {
                                "type": "string",
                                "pattern": "^#[0-9A-Fa-f]{6}$",
                                "description": "Its colour.",
                                "examples": ["#2e7d32"],
                            },
                        },
                        "required": ["id", "name", "color"],
                        "additionalProperties": False,
                        "examples": [{"id": "thug", "name": "Thug", "color": "#2e7d32"}],
                    },
                    "examples": [[{"id": "thug", "name": "Thug", "color": "#2e7d32"}]],
                },
                "targets": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 30,
                    "description": "What an influence icon may name: a colour, wild, or a position (NP-INF-02).",
                    "items": {
                        "type": "object",
                        "description": "One target: exactly one of `type`, `wild`, `position`.",
                        "required": ["id", "name"],
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The target's id.",
                                "examples": ["purple"],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 30,
                                "description": "Its printed name.",
                                "examples": ["Purple"],
                            },
                            "color": {
                                "type": "string",
                                "pattern": "^#[0-9A-Fa-f]{6}$",
                                "description": "The icon's colour.",
                                "examples": ["#6a1b9a"],
                            },
                            "type": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The gangster type it fits.",
                                "examples": ["conman"],
                            },
                            "wild": {"type": "boolean", "description": "true: fits any gangster.", "examples": [True]},
                            "position": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The position whose gangster it fits.",
                                "examples": ["capo"],
                            },
                        },
                        "additionalProperties": False,
                        "examples": [
                            {
                                "id": "purple",
                                "name": "Purple",
                                "color": "#6a1b9a",
                                "type": "conman",
                                "wild": True,
                                "position": "capo",
                            }
                        ],
                    },
                    "examples": [
                        [
                            {
                                "id": "purple",
                                "name": "Purple",
                                "color": "#6a1b9a",
                                "type": "conman",
                                "wild": True,
                                "position": "capo",
                            }
                        ]
                    ],
                },
                "rules": {
                    "type": "object",
                    "description": "Numbers of play, each from a rule clause.",
                    "properties": {
                        "start_money": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [5],
                            "description": "Money each family starts with (NP-SET-02).",
                        },
                        "start_cards": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [4],
                            "description": "Influence cards dealt to each family (NP-SET-02).",
                        },
                        "markers": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 100,
                            "examples": [25],
                            "description": "Influence markers of each family (NP-SET-01).",
                        },
                        "neutral_markers": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100,
                            "examples": [15],
                            "description": "Neutral markers (NP-SET-01).",
                        },
                        "blackmail_tokens": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 50,
                            "examples": [8],
                            "description": "Blackmail tokens (NP-SET-01).",
                        },
                        "setup_laps": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [3],
                            "description": "Laps of one marker each at setup (NP-SET-05).",
                        },
                        "discard_money": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100,
                            "examples": [8],
                            "description": "What a card is cashed for (NP-INF-09, NP-END-02).",
                        },
                        "any_time_fee": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100,
                            "examples": [5],
                            "description": "Fee for an any-time card outside phase A (NP-INF-08).",
                        },
                        "move_respect": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [4],
                            "description": "Respect a move takes or costs (NP-MOVE-04, NP-MOVE-05).",
                        },
                        "whack_respect": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [4],
                            "description": "Respect a whack moves or costs (NP-HIT-02, NP-HIT-03).",
                        },
                        "reroll_cost": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100,
                            "examples": [10],
                            "description": "Price of a re-roll (NP-MOVE-08).",
                        },
                        "capo_whack_extra": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100,
                            "examples": [10],
                            "description": "Extra cost of whacking the Capo (NP-HIT-04).",
                        },
                        "fence_draws": {
                            "type": "array",
                            "minItems": 1,
                            "maxItems": 10,
                            "items": {
                                "type": "integer",
                                "minimum": 0,
                                "maximum": 10,
                                "description": "Cards.",
                                "examples": [4],
                            },
                            "description": "Cards "
                            "drawn "
                            "in "
                            "the "
                            "Fence "
                            "for "
                            "controlling "
                            "0, "
                            "1, "
                            "2 "
                            "or "
                            "more "
                            "gangsters "
                            "(the "
                            "last "
                            "number "
                            "for "
                            "more) "
                            "(NP-FEN-01).",
                            "examples": [[4, 3, 2]],
                        },
                        "fence_buys": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "Cards a family may buy in the Fence (NP-FEN-02).",
                        },
                        "fence_price": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100,
                            "examples": [10],
                            "description": "Price of a card in the Fence (NP-FEN-02).",
                        },
                        "prison_at": {
                            "type": "array",
                            "minItems": 1,
                            "maxItems": 8,
                            "items": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": 100,
                                "description": "Markers.",
                                "examples": [10],
                            },
                            "description": "Markers "
                            "that "
                            "send "
                            "a "
                            "gangster "
                            "to "
                            "prison, "
                            "for "
                            "players.min, "
                            "min+1, "
                            "… "
                            "players "
                            "(NP-FED-01).",
                            "examples": [[9, 10, 11]],
                        },
                        "money_per_respect": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 100,
                            "examples": [10],
                            "description": "Dollars one respect costs at the end (NP-END-02).",
                        },
                        "offer_max": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100,
                            "examples": [10],
                            "description": "The largest money offer for a decision (NP-NEG-05).",
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [
                        {
                            "start_money": 5,
                            "start_cards": 4,
                            "markers": 25,
                            "neutral_markers": 15,
                            "blackmail_tokens": 8,
                            "setup_laps": 3,
                            "discard_money": 8,
                            "any_time_fee": 5,
                            "move_respect": 4,
                            "whack_respect": 4,
                            "reroll_cost": 10,
                            "capo_whack_extra": 10,
                            "fence_draws": [4, 3, 2],
                            "fence_buys": 2,
                            "fence_price": 10,
                            "prison_at": [9, 10, 11],
                            "money_per_respect": 10,
                            "offer_max": 10,
                        }
                    ],
                },
            },
            "additionalProperties": False,
            "description": "Ruleset settings this house rule overrides, under the "
            "same keys as in ruleset.yaml. Mappings merge; a list "
            "replaces the ruleset's list.",
            "examples": [{"rounds": 3}],
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
