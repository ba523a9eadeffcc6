"""The game its game.yaml declares of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

GAME = {
    "id": "crime_lords",
    "name": "Crime Lords",
    "engine": "crime_lords",
    "faction": "mob",
    "card_kinds": {
        "mob": {
            "plural": "mobs",
            "label": "Mob",
            "fields": ["boss_bonus"],
            "in_play": True,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {},
        },
        "crook": {
            "plural": "crooks",
            "label": "Crook",
            "fields": ["power", "resistance", "weakness"],
            "in_play": True,
            "played_from_hand": False,
            "action_token": "always",
            "refers_to": {"weakness": "racket_type"},
        },
        "racket": {
            "plural": "rackets",
            "label": "Racket",
            "fields": ["district", "type", "income", "resistance", "power"],
            "in_play": True,
            "played_from_hand": False,
            "action_token": {"if_field": "power"},
            "refers_to": {"district": "district", "type": "racket_type"},
        },
        "special": {
            "plural": "specials",
            "label": "Special",
            "fields": [],
            "in_play": False,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
    },
    "enums": {
        "district": {"label": "district", "list": "districts"},
        "racket_type": {"label": "Racket type", "list": "racket_types"},
    },
    "stats": {
        "power": {"label": "Power", "on": ["crook", "racket"]},
        "resistance": {"label": "Resistance", "on": ["crook", "racket"]},
        "income": {"label": "Income", "on": ["racket"]},
        "boss_bonus": {"label": "Boss bonus", "on": ["mob"]},
    },
    "markers": {
        "unhappy": {"on": ["crook"], "owned": False},
        "power": {"on": ["crook", "racket"], "owned": False},
        "income": {"on": ["racket"], "owned": False},
    },
    "zones": {"shared": ["deck", "open", "discard", "out", "aside"], "seat": ["mobcard", "crooks", "rackets", "hand"]},
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
            "examples": ["Fewer Rackets are needed to win."],
        },
        "settings": {
            "type": "object",
            "properties": {
                "players": {
                    "type": "object",
                    "description": "How many may play (CL-OPT-06).",
                    "properties": {
                        "min": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 16,
                            "description": "Fewest players.",
                            "examples": [2],
                        },
                        "max": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 16,
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
                    "description": "Cards of each kind in the pack; `syndicate check` counts them (CL-SET-01).",
                    "properties": {
                        "mob": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Mobs in the pack (CL-SET-01).",
                            "examples": [10],
                        },
                        "crook": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Crooks in the pack (CL-SET-01).",
                            "examples": [10],
                        },
                        "racket": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Rackets in the pack (CL-SET-01).",
                            "examples": [10],
                        },
                        "special": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Specials in the pack (CL-SET-01).",
                            "examples": [10],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"mob": 10, "crook": 10, "racket": 10, "special": 10}],
                },
                "power_range": {
                    "type": "object",
                    "description": "Lowest and highest Crook Power, Boss bonus aside (CL-HIT-08).",
                    "properties": {
                        "min": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "description": "Lowest Power.",
                            "examples": [1],
                        },
                        "max": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 20,
                            "description": "Highest Power.",
                            "examples": [6],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"min": 1, "max": 6}],
                },
                "districts": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 20,
                    "description": "The districts of the city (CL-TKO-03).",
                    "items": {
                        "type": "object",
                        "description": "One district of the city.",
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The district's id; Rackets name it in `district:`.",
                                "examples": ["harbor"],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 40,
                                "description": "The district's printed name.",
                                "examples": ["Harbor"],
                            },
                            "color": {
                                "type": "string",
                                "pattern": "^#[0-9A-Fa-f]{6}$",
                                "description": "The district's colour on card sheets, as `#rrggbb`.",
                                "examples": ["#0072B2"],
                            },
                            "pattern": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "A "
                                "pattern "
                                "drawn "
                                "with "
                                "the "
                                "colour "
                                "so "
                                "that "
                                "colour-blind "
                                "players "
                                "can "
                                "tell "
                                "districts "
                                "apart.",
                                "examples": ["waves", "bricks"],
                            },
                        },
                        "required": ["id", "name", "color", "pattern"],
                        "additionalProperties": False,
                        "examples": [{"id": "harbor", "name": "Harbor", "color": "#0072B2", "pattern": "waves"}],
                    },
                    "examples": [[{"id": "harbor", "name": "Harbor", "color": "#0072B2", "pattern": "waves"}]],
                },
                "racket_types": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 100,
                    "description": "Every racket type (CL-TKO-04, CL-REC-04).",
                    "items": {
                        "type": "object",
                        "description": "One racket type.",
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The type's id; Rackets name it in `type:` and Crooks in `weakness:`.",
                                "examples": ["gambling"],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 40,
                                "description": "The type's printed name.",
                                "examples": ["Gambling Hall"],
                            },
                            "regular": {
                                "type": "boolean",
                                "description": "true: "
                                "one "
                                "Racket "
                                "of "
                                "this "
                                "type "
                                "in "
                                "every "
                                "district; "
                                "false: "
                                "one "
                                "in "
                                "the "
                                "whole "
                                "pack.",
                                "examples": [True],
                            },
                        },
                        "required": ["id", "name", "regular"],
                        "additionalProperties": False,
                        "examples": [{"id": "gambling", "name": "Gambling Hall", "regular": True}],
                    },
                    "examples": [[{"id": "gambling", "name": "Gambling Hall", "regular": True}]],
                },
                "rules": {
                    "type": "object",
                    "description": "Numbers and switches of play, each from a rule clause.",
                    "x-retired": {
                        "bodyguard_penalty": "The "
                        "Bodyguards' "
                        "-5 to a "
                        "hit on "
                        "their "
                        "superior "
                        "is in "
                        "their "
                        "own "
                        "abilities "
                        "(crooks.yaml); "
                        "no "
                        "setting "
                        "reads "
                        "it. "
                        "Delete "
                        "this "
                        "line; to "
                        "change "
                        "the "
                        "penalty, "
                        "edit "
                        "their "
                        "abilities."
                    },
                    "properties": {
                        "bidding_money": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [25],
                            "description": "G "
                            "each "
                            "player "
                            "gets "
                            "for "
                            "the "
                            "opening "
                            "auction; "
                            "what "
                            "is "
                            "left "
                            "is "
                            "lost "
                            "(CL-SET-03).",
                        },
                        "auction_crooks_per_player": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 10,
                            "examples": [3],
                            "description": "Crooks sold in the opening auction, per player (CL-SET-05, CL-OPT-02).",
                        },
                        "auction_rackets_per_player": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "Rackets sold in the opening auction, per player (CL-SET-05, CL-OPT-02).",
                        },
                        "starting_money": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [50],
                            "description": "G each player gets after the auction (CL-SET-08).",
                        },
                        "starting_uncontrolled": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [2],
                            "description": "Cards turned into the uncontrolled area at setup (CL-SET-09).",
                        },
                        "uncontrolled_target": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [4],
                            "description": "Keep "
                            "drawing "
                            "while "
                            "the "
                            "uncontrolled "
                            "area "
                            "holds "
                            "fewer "
                            "cards "
                            "than "
                            "this "
                            "(CL-TURN-03).",
                        },
                        "min_draw": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [1],
                            "description": "Cards drawn every turn at least (CL-TURN-03).",
                        },
                        "pass_bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [10],
                            "description": "G for a turn with no action at all (CL-TURN-07).",
                        },
                        "retoken": {
                            "type": "string",
                            "enum": ["end", "start"],
                            "examples": ["end"],
                            "description": "When "
                            "cards "
                            "get "
                            "their "
                            "action "
                            "tokens "
                            "back: "
                            "at "
                            "the "
                            "end "
                            "of "
                            "the "
                            "turn, "
                            "or "
                            "at "
                            "its "
                            "start "
                            "(CL-TURN-06, "
                            "CL-OPT-05).",
                        },
                        "dice": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 4,
                            "examples": [2],
                            "description": "Dice rolled for an attack (CL-ATK-02).",
                        },
                        "auto_fail_from": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 24,
                            "examples": [11],
                            "description": "A roll of this or more always fails (CL-ATK-02).",
                        },
                        "showdown_outsider_cap": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [10],
                            "description": "Most G a player outside the attack may commit in a showdown (CL-ATK-03).",
                        },
                        "unhappy_recruit_bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "Recruit bonus per Unhappy marker on the target (CL-REC-02).",
                        },
                        "recruit_lieutenant_penalty": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [10],
                            "description": "Recruit penalty against a Lieutenant (CL-REC-03).",
                        },
                        "recruit_under_lieutenant_penalty": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [5],
                            "description": "Recruit penalty against a Crook right under a Lieutenant (CL-REC-03).",
                        },
                        "weakness_bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [4],
                            "description": "Recruit bonus or penalty from Weakness Rackets (CL-REC-04).",
                        },
                        "recruit_helpers": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [1],
                            "description": "Crooks that may assist a recruit (CL-REC-05).",
                        },
                        "takeover_district_bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "Takeover bonus per Racket held in the same district (CL-TKO-03).",
                        },
                        "takeover_type_bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "Takeover bonus per Racket held of the same type (CL-TKO-04).",
                        },
                        "hit_boss_penalty": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [10],
                            "description": "Hit penalty against a Boss (CL-HIT-02).",
                        },
                        "hit_superior_penalty": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [5],
                            "description": "Hit penalty against a Crook with subordinates (CL-HIT-02).",
                        },
                        "hit_money_cap": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [5],
                            "description": "Most G the hitter may spend on a hit (CL-HIT-03).",
                        },
                        "hit_helpers": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [1],
                            "description": "Crooks that may assist a hit (CL-HIT-04).",
                        },
                        "hide_out_bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [3],
                            "description": "Hit penalty when the target hides out (CL-HIT-05).",
                        },
                        "warning_shot_min": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 12,
                            "examples": [2],
                            "description": "Below this success number a hit is only a warning shot (CL-HIT-06).",
                        },
                        "hit_power_gain": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 6,
                            "examples": [1],
                            "description": "Power the hitter gains for a successful hit (CL-HIT-08).",
                        },
                        "hit_power_gain_stronger": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 6,
                            "examples": [2],
                            "description": "Power gained for hitting a stronger Crook (CL-HIT-08).",
                        },
                        "unhappy_limit": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 10,
                            "examples": [3],
                            "description": "The Unhappy marker that makes a Crook quit (CL-UNH-04).",
                        },
                        "retirement_pay_factor": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "Retirement costs this many times the old Boss's total Power (CL-BOSS-03).",
                        },
                        "gang_war_hit_bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [5],
                            "description": "Bonus to each hit during a Gang War (CL-WAR-03).",
                        },
                        "turn_cap": {
                            "type": "integer",
                            "minimum": 10,
                            "maximum": 100000,
                            "examples": [300],
                            "description": "A "
                            "game "
                            "between "
                            "computer "
                            "players "
                            "that "
                            "reaches "
                            "this "
                            "many "
                            "turns "
                            "ends "
                            "with "
                            "no "
                            "winner "
                            "(a "
                            "simulation "
                            "safety "
                            "net, "
                            "not "
                            "a "
                            "rulebook "
                            "rule).",
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [
                        {
                            "bidding_money": 25,
                            "auction_crooks_per_player": 3,
                            "auction_rackets_per_player": 2,
                            "starting_money": 50,
                            "starting_uncontrolled": 2,
                            "uncontrolled_target": 4,
                            "min_draw": 1,
                            "pass_bonus": 10,
                            "retoken": "end",
                            "dice": 2,
                            "auto_fail_from": 11,
                            "showdown_outsider_cap": 10,
                            "unhappy_recruit_bonus": 2,
                            "recruit_lieutenant_penalty": 10,
                            "recruit_under_lieutenant_penalty": 5,
                            "weakness_bonus": 4,
                            "recruit_helpers": 1,
                            "takeover_district_bonus": 2,
                            "takeover_type_bonus": 2,
                            "hit_boss_penalty": 10,
                            "hit_superior_penalty": 5,
                            "hit_money_cap": 5,
                            "hit_helpers": 1,
                            "hide_out_bonus": 3,
                            "warning_shot_min": 2,
                            "hit_power_gain": 1,
                            "hit_power_gain_stronger": 2,
                            "unhappy_limit": 3,
                            "retirement_pay_factor": 2,
                            "gang_war_hit_bonus": 5,
                            "turn_cap": 300,
                        }
                    ],
                },
                "victory": {
                    "type": "object",
                    "description": "How a game is won (CL-END-02..04, CL-OPT-01, CL-OPT-04).",
                    "properties": {
                        "length": {
                            "type": "string",
                            "enum": ["long", "short"],
                            "examples": ["long"],
                            "description": "Which column of `targets` is used (CL-OPT-01).",
                        },
                        "rackets_to_win": {
                            "type": "boolean",
                            "examples": [True],
                            "description": "true: "
                            "reaching "
                            "the "
                            "Racket "
                            "target "
                            "wins; "
                            "false: "
                            "last "
                            "Mob "
                            "standing "
                            "wins "
                            "(CL-OPT-04).",
                        },
                        "targets": {
                            "type": "array",
                            "minItems": 1,
                            "maxItems": 16,
                            "description": "Rackets needed to win, by player count (CL-END-02).",
                            "items": {
                                "type": "object",
                                "description": "Rackets needed to win for some player counts (CL-END-02).",
                                "properties": {
                                    "players": {
                                        "type": "array",
                                        "minItems": 1,
                                        "maxItems": 16,
                                        "uniqueItems": True,
                                        "items": {"type": "integer", "minimum": 1, "maximum": 16},
                                        "description": "The player counts this row is for.",
                                        "examples": [[2, 3]],
                                    },
                                    "long": {
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 100,
                                        "examples": [14],
                                        "description": "Rackets to win a long game.",
                                    },
                                    "short": {
                                        "type": "integer",
                                        "minimum": 1,
                                        "maximum": 100,
                                        "examples": [11],
                                        "description": "Rackets to win a short game.",
                                    },
                                },
                                "required": ["players", "long", "short"],
                                "additionalProperties": False,
                                "examples": [{"players": [2, 3], "long": 14, "short": 11}],
                            },
                            "examples": [[{"players": [2, 3], "long": 14, "short": 11}]],
                        },
                        "type_monopoly": {
                            "type": "object",
                            "description": "Bonus for holding many Rackets of a type nobody else has (CL-END-03).",
                            "properties": {
                                "at_least": {
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 20,
                                    "examples": [3],
                                    "description": "Rackets of one type needed.",
                                },
                                "bonus": {
                                    "type": "integer",
                                    "minimum": 0,
                                    "maximum": 20,
                                    "examples": [1],
                                    "description": "Added to the Racket count.",
                                },
                            },
                            "required": [],
                            "additionalProperties": False,
                            "examples": [{"at_least": 3, "bonus": 1}],
                        },
                        "district_hold": {
                            "type": "object",
                            "description": "Bonus for holding a district (CL-END-03).",
                            "properties": {
                                "at_least": {
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 20,
                                    "examples": [4],
                                    "description": "Rackets in one district needed.",
                                },
                                "others_at_most": {
                                    "type": "integer",
                                    "minimum": 0,
                                    "maximum": 20,
                                    "examples": [1],
                                    "description": "Most Rackets any other player may have there.",
                                },
                                "bonus": {
                                    "type": "integer",
                                    "minimum": 0,
                                    "maximum": 20,
                                    "examples": [2],
                                    "description": "Added to the Racket count.",
                                },
                            },
                            "required": [],
                            "additionalProperties": False,
                            "examples": [{"at_least": 4, "others_at_most": 1, "bonus": 2}],
                        },
                        "share_when_one_short": {
                            "type": "boolean",
                            "examples": [True],
                            "description": "Players all one Racket short may agree to share the win (CL-END-04).",
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [
                        {
                            "length": "long",
                            "rackets_to_win": True,
                            "targets": [{"players": [2, 3], "long": 14, "short": 11}],
                            "type_monopoly": {"at_least": 3, "bonus": 1},
                            "district_hold": {"at_least": 4, "others_at_most": 1, "bonus": 2},
                            "share_when_one_short": True,
                        }
                    ],
                },
            },
            "additionalProperties": False,
            "description": "Ruleset settings this house rule overrides, under the "
            "same keys as in ruleset.yaml. Mappings merge; a list "
            "replaces the ruleset's list.",
            "examples": [{"rules": {"retoken": "start"}}, {"victory": {"length": "short"}}, {"players": {"max": 8}}],
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
