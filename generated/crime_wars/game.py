"""The game its game.yaml declares of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

GAME = {
    "id": "crime_wars",
    "name": "Crime Wars",
    "engine": "crime_wars",
    "faction": "team",
    "card_kinds": {
        "team": {
            "plural": "teams",
            "label": "Team",
            "fields": ["suit", "attack", "defence"],
            "in_play": False,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {"suit": "suit"},
        },
        "thug": {
            "plural": "thugs",
            "label": "Thug group",
            "fields": ["suit", "rank", "thugs"],
            "in_play": True,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {"suit": "suit", "rank": "rank"},
        },
        "kingpin": {
            "plural": "kingpins",
            "label": "Kingpin",
            "fields": ["suit", "rank"],
            "in_play": True,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {"suit": "suit", "rank": "rank"},
        },
        "bonus": {
            "plural": "bonuses",
            "label": "Bonus",
            "fields": ["suit", "rank"],
            "in_play": False,
            "played_from_hand": False,
            "action_token": "never",
            "refers_to": {"suit": "suit", "rank": "rank"},
        },
        "snitch": {
            "plural": "snitches",
            "label": "Snitch",
            "fields": [],
            "in_play": False,
            "played_from_hand": True,
            "action_token": "never",
            "refers_to": {},
        },
    },
    "enums": {"suit": {"label": "suit", "list": "suits"}, "rank": {"label": "rank", "list": "ranks"}},
    "stats": {
        "attack": {"label": "Attack", "on": ["team"]},
        "defence": {"label": "Defence", "on": ["team"]},
        "thugs": {"label": "Thugs", "on": ["thug"]},
    },
    "markers": {},
    "zones": {"shared": ["box", "out"], "seat": ["team", "kingpin", "deck", "hand", "play"]},
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
            "examples": ["Each side of an attack rolls four dice."],
        },
        "settings": {
            "type": "object",
            "properties": {
                "players": {
                    "type": "object",
                    "description": "How many may play (teams in the game) (CW-SET-01, CW-VAR-17).",
                    "properties": {
                        "min": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 8,
                            "description": "Fewest players.",
                            "examples": [2],
                        },
                        "max": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 8,
                            "description": "Most players.",
                            "examples": [4],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"min": 2, "max": 4}],
                },
                "composition": {
                    "type": "object",
                    "description": "Cards of each kind in the pack; `syndicate check` counts them (CW-SET-04).",
                    "properties": {
                        "team": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Teams in the pack (CW-SET-04).",
                            "examples": [10],
                        },
                        "thug": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Thug groups in the pack (CW-SET-04).",
                            "examples": [10],
                        },
                        "kingpin": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Kingpins in the pack (CW-SET-04).",
                            "examples": [10],
                        },
                        "bonus": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Bonus cards in the pack (CW-SET-04).",
                            "examples": [10],
                        },
                        "snitch": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10000,
                            "description": "Snitches in the pack (CW-SET-04).",
                            "examples": [10],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"team": 10, "thug": 10, "kingpin": 10, "bonus": 10, "snitch": 10}],
                },
                "die": {
                    "type": "object",
                    "description": "The faces of the die (CW-SET-01).",
                    "properties": {
                        "min": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 1,
                            "description": "Lowest face.",
                            "examples": [1],
                        },
                        "max": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 20,
                            "description": "Highest face.",
                            "examples": [6],
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [{"min": 1, "max": 6}],
                },
                "suits": {
                    "type": "array",
                    "minItems": 2,
                    "maxItems": 8,
                    "description": "The suits of a pack of cards; each team plays one (CW-SET-02).",
                    "items": {
                        "type": "object",
                        "description": "One suit.",
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The suit's id; cards name it in `suit:`.",
                                "examples": ["spades"],
                            },
                            "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 20,
                                "description": "The suit's printed name.",
                                "examples": ["Spades"],
                            },
                            "symbol": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 2,
                                "description": "The suit's sign, printed in the card's corners.",
                                "examples": ["♠"],
                            },
                            "color": {
                                "type": "string",
                                "pattern": "^#[0-9A-Fa-f]{6}$",
                                "description": "The colour its signs are printed in.",
                                "examples": ["#1b1b1b"],
                            },
                        },
                        "required": ["id", "name", "symbol", "color"],
                        "additionalProperties": False,
                        "examples": [{"id": "spades", "name": "Spades", "symbol": "♠", "color": "#1b1b1b"}],
                    },
                    "examples": [[{"id": "spades", "name": "Spades", "symbol": "♠", "color": "#1b1b1b"}]],
                },
                "ranks": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 20,
                    "description": "The ranks of a suit and what kind of card each one is (CW-SET-04).",
                    "items": {
                        "type": "object",
                        "description": "One rank.",
                        "properties": {
                            "id": {
                                "type": "string",
                                "pattern": "^[a-z][a-z0-9_]*$",
                                "minLength": 1,
                                "maxLength": 48,
                                "description": "The rank's id; cards name it in `rank:`.",
                                "examples": ["five"],
                            },
                            "index": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 2,
                                "description": "What the card's corner shows.",
                                "examples": ["5"],
                            },
                            "card": {
                                "type": "string",
                                "enum": ["thug", "kingpin", "bonus"],
                                "description": "The kind of card this rank is.",
                                "examples": ["thug"],
                            },
                        },
                        "required": ["id", "index", "card"],
                        "additionalProperties": False,
                        "examples": [{"id": "five", "index": "5", "card": "thug"}],
                    },
                    "examples": [[{"id": "five", "index": "5", "card": "thug"}]],
                },
                "rules": {
                    "type": "object",
                    "description": "Numbers and switches of play, each from a rule clause.",
                    "properties": {
                        "start_money": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 100000,
                            "examples": [1000],
                            "description": "Money each team starts with, in dollars (CW-SET-05, CW-VAR-06).",
                        },
                        "thug_price": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 100000,
                            "examples": [100],
                            "description": "What hiring one thug costs, and what he is worth (CW-HIRE-02, CW-HIRE-05).",
                        },
                        "opening_draw": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 13,
                            "examples": [2],
                            "description": "Cards each player draws at the start (CW-SET-07).",
                        },
                        "turn_draw": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 13,
                            "examples": [1],
                            "description": "Cards drawn at the start of every turn (CW-TURN-01).",
                        },
                        "combat_dice": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 8,
                            "examples": [1],
                            "description": "Dice "
                            "each "
                            "side "
                            "of "
                            "an "
                            "attack "
                            "rolls; "
                            "its "
                            "strength "
                            "is "
                            "multiplied "
                            "by "
                            "their "
                            "total "
                            "(CW-ATK-04, "
                            "CW-VAR-09).",
                        },
                        "kingpin_thugs": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 10,
                            "examples": [1],
                            "description": "How "
                            "many "
                            "thugs "
                            "a "
                            "kingpin "
                            "counts "
                            "as, "
                            "for "
                            "the "
                            "banding "
                            "limits "
                            "(CW-BAND-07, "
                            "CW-R-10).",
                        },
                        "kingpin_attack_factor": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [1],
                            "description": "A kingpin's attack is this many times one thug's (CW-KING-02).",
                        },
                        "kingpin_defence_factor": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [2],
                            "description": "A kingpin's defence is this many times one thug's (CW-KING-02).",
                        },
                        "kingpin_barred_turns": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 20,
                            "examples": [1],
                            "description": "The "
                            "kingpin "
                            "may "
                            "not "
                            "attack "
                            "during "
                            "his "
                            "owner's "
                            "first "
                            "this-many "
                            "turns "
                            "(CW-KING-04, "
                            "CW-R-09).",
                        },
                        "snitches": {
                            "type": "boolean",
                            "examples": [True],
                            "description": "true: "
                            "jokers "
                            "go "
                            "into "
                            "the "
                            "decks "
                            "in "
                            "a "
                            "game "
                            "of "
                            "`snitch_teams` "
                            "teams "
                            "(CW-JOKER-01, "
                            "CW-R-14).",
                        },
                        "snitch_teams": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 2,
                            "examples": [2],
                            "description": "Snitches "
                            "are "
                            "played "
                            "only "
                            "in "
                            "a "
                            "game "
                            "of "
                            "this "
                            "many "
                            "teams. "
                            "At "
                            "most "
                            "2: "
                            "the "
                            "pack's "
                            "two "
                            "snitch "
                            "cards "
                            "give "
                            "one "
                            "to "
                            "each "
                            "deck "
                            "of "
                            "two "
                            "teams "
                            "(raise "
                            "it "
                            "with "
                            "more "
                            "snitch "
                            "cards) "
                            "(CW-JOKER-01).",
                        },
                        "snitches_per_deck": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1,
                            "examples": [1],
                            "description": "Jokers "
                            "shuffled "
                            "into "
                            "each "
                            "deck. "
                            "At "
                            "most "
                            "1: "
                            "the "
                            "pack's "
                            "two "
                            "snitch "
                            "cards "
                            "give "
                            "one "
                            "to "
                            "each "
                            "of "
                            "two "
                            "decks "
                            "(raise "
                            "it "
                            "with "
                            "more "
                            "snitch "
                            "cards) "
                            "(CW-SET-03).",
                        },
                        "roulette_per_turn": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 10,
                            "examples": [1],
                            "description": "Games of roulette a player may play in one turn (CW-ROUL-01, CW-R-16).",
                        },
                        "roulette": {
                            "type": "array",
                            "minItems": 1,
                            "maxItems": 20,
                            "description": "The roulette table: what each roll of the die does (CW-ROUL-02).",
                            "items": {
                                "type": "object",
                                "description": "One "
                                "row: "
                                "the "
                                "rolls "
                                "it "
                                "is "
                                "for, "
                                "and "
                                "what "
                                "they "
                                "lose "
                                "or "
                                "win "
                                "(nothing "
                                "if "
                                "neither "
                                "is "
                                "given).",
                                "properties": {
                                    "rolls": {
                                        "type": "array",
                                        "minItems": 1,
                                        "maxItems": 20,
                                        "uniqueItems": True,
                                        "items": {"type": "integer", "minimum": 1, "maximum": 20},
                                        "description": "The rolls of this row.",
                                        "examples": [[2]],
                                    },
                                    "lose": {
                                        "type": "integer",
                                        "minimum": 0,
                                        "maximum": 100000,
                                        "examples": [800],
                                        "description": "Dollars the roll loses.",
                                    },
                                    "lose_everything": {
                                        "type": "boolean",
                                        "examples": [True],
                                        "description": "true: "
                                        "the "
                                        "roll "
                                        "loses "
                                        "all "
                                        "thugs, "
                                        "in "
                                        "hand "
                                        "and "
                                        "in "
                                        "play, "
                                        "and "
                                        "all "
                                        "money "
                                        "(CW-ROUL-04).",
                                    },
                                    "win": {
                                        "type": "integer",
                                        "minimum": 0,
                                        "maximum": 100000,
                                        "examples": [400],
                                        "description": "Dollars the roll wins.",
                                    },
                                },
                                "required": ["rolls"],
                                "additionalProperties": False,
                                "examples": [{"rolls": [2], "lose": 800, "lose_everything": True, "win": 400}],
                            },
                            "examples": [[{"rolls": [2], "lose": 800, "lose_everything": True, "win": 400}]],
                        },
                        "loan_step": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 100000,
                            "examples": [100],
                            "description": "Loans "
                            "(and "
                            "gifts "
                            "between "
                            "allies) "
                            "are "
                            "multiples "
                            "of "
                            "this "
                            "(CW-LOAN-03, "
                            "CW-R-19).",
                        },
                        "loan_interest_percent": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 1000,
                            "examples": [25],
                            "description": "Interest on a loan, in percent of what was borrowed (CW-LOAN-04).",
                        },
                        "loan_due_turns": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 10,
                            "examples": [1],
                            "description": "The "
                            "loan "
                            "falls "
                            "due "
                            "at "
                            "the "
                            "end "
                            "of "
                            "the "
                            "borrower's "
                            "turn "
                            "this "
                            "many "
                            "turns "
                            "later "
                            "(CW-LOAN-05, "
                            "CW-R-20).",
                        },
                        "conquest_min_teams": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 9,
                            "examples": [3],
                            "description": "In "
                            "a "
                            "game "
                            "of "
                            "at "
                            "least "
                            "this "
                            "many "
                            "teams, "
                            "killing "
                            "a "
                            "kingpin "
                            "conquers "
                            "his "
                            "team's "
                            "money "
                            "(CW-KING-06, "
                            "CW-R-11).",
                        },
                        "turn_cap": {
                            "type": "integer",
                            "minimum": 10,
                            "maximum": 100000,
                            "examples": [800],
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
                            "(CW-END-04, "
                            "CW-R-22).",
                        },
                        "everything_in_play": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: "
                            "every "
                            "card "
                            "starts "
                            "in "
                            "play, "
                            "bonuses "
                            "already "
                            "applied "
                            "(CW-VAR-10, "
                            "CW-R-28).",
                        },
                        "kingpins_only": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: only kingpins are played (CW-VAR-11, CW-R-29).",
                        },
                        "rich_mans_curse": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: "
                            "the "
                            "first "
                            "kingpin "
                            "killed "
                            "passes "
                            "a "
                            "coin "
                            "to "
                            "his "
                            "killer, "
                            "who "
                            "forfeits "
                            "that "
                            "conquest's "
                            "money "
                            "(CW-VAR-12, "
                            "CW-VAR-13, "
                            "CW-R-30).",
                        },
                        "rich_mans_curse_min_teams": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 8,
                            "examples": [4],
                            "description": "The curse needs at least this many players (CW-VAR-12).",
                        },
                        "winner_collects_bank": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: "
                            "money "
                            "paid "
                            "for "
                            "hiring "
                            "and "
                            "roulette "
                            "goes "
                            "into "
                            "a "
                            "pot "
                            "the "
                            "winner "
                            "collects "
                            "(CW-VAR-15, "
                            "CW-R-32).",
                        },
                        "alliances": {
                            "type": "array",
                            "maxItems": 4,
                            "description": "Pairs of allied seats (1-based) (CW-VAR-01, CW-R-33).",
                            "items": {
                                "type": "array",
                                "minItems": 2,
                                "maxItems": 2,
                                "items": {"type": "integer", "minimum": 1, "maximum": 8},
                                "description": "Two allied seats.",
                                "examples": [[1, 3]],
                            },
                            "examples": [[[1, 3], [2, 4]]],
                        },
                        "alliance_one_player": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: one player runs both teams of each alliance (CW-VAR-05, CW-R-25).",
                        },
                        "alliance_breakable": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: an ally may end his alliance in his own turn (CW-VAR-08, CW-R-27).",
                        },
                        "alliance_fight_snitches": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: "
                            "snitches "
                            "go "
                            "back "
                            "into "
                            "the "
                            "decks "
                            "when "
                            "the "
                            "last "
                            "two "
                            "allies "
                            "fight "
                            "on "
                            "(CW-VAR-07, "
                            "CW-R-27).",
                        },
                        "great_empire": {
                            "type": "boolean",
                            "examples": [False],
                            "description": "true: "
                            "a "
                            "conqueror "
                            "may "
                            "take "
                            "the "
                            "beaten "
                            "team "
                            "under "
                            "his "
                            "control "
                            "instead "
                            "of "
                            "its "
                            "money "
                            "(CW-VAR-14, "
                            "CW-R-31).",
                        },
                        "great_empire_min_teams": {
                            "type": "integer",
                            "minimum": 2,
                            "maximum": 8,
                            "examples": [3],
                            "description": "The great empire needs at least this many players (CW-VAR-14).",
                        },
                        "teams_per_player": {
                            "type": "integer",
                            "minimum": 1,
                            "maximum": 2,
                            "examples": [1],
                            "description": "2: each player runs two teams from one combined deck (CW-VAR-06, CW-R-26).",
                        },
                    },
                    "required": [],
                    "additionalProperties": False,
                    "examples": [
                        {
                            "start_money": 1000,
                            "thug_price": 100,
                            "opening_draw": 2,
                            "turn_draw": 1,
                            "combat_dice": 1,
                            "kingpin_thugs": 1,
                            "kingpin_attack_factor": 1,
                            "kingpin_defence_factor": 2,
                            "kingpin_barred_turns": 1,
                            "snitches": True,
                            "snitch_teams": 2,
                            "snitches_per_deck": 1,
                            "roulette_per_turn": 1,
                            "roulette": [{"rolls": [2], "lose": 800, "lose_everything": True, "win": 400}],
                            "loan_step": 100,
                            "loan_interest_percent": 25,
                            "loan_due_turns": 1,
                            "conquest_min_teams": 3,
                            "turn_cap": 800,
                            "everything_in_play": False,
                            "kingpins_only": False,
                            "rich_mans_curse": False,
                            "rich_mans_curse_min_teams": 4,
                            "winner_collects_bank": False,
                            "alliances": [[1, 3], [2, 4]],
                            "alliance_one_player": False,
                            "alliance_breakable": False,
                            "alliance_fight_snitches": False,
                            "great_empire": False,
                            "great_empire_min_teams": 3,
                            "teams_per_player": 1,
                        }
                    ],
                },
            },
            "additionalProperties": False,
            "description": "Ruleset settings this house rule overrides, under the "
            "same keys as in ruleset.yaml. Mappings merge; a list "
            "replaces the ruleset's list.",
            "examples": [{"rules": {"combat_dice": 4}}, {"players": {"max": 8}}],
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
