"""The effect vocabulary (from game.yaml) of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

VOCABULARY = {
    "card_kinds": {
        "team": {
            "plural": "teams",
            "label": "Team",
            "action_token": "never",
            "example": {"id": "clubs_team", "name": "The Club Row Outfit", "suit": "clubs", "attack": 2, "defence": 3},
            "fields": {
                "suit": {
                    "refers_to": "suit",
                    "required": True,
                    "description": "The suit the team plays with: an id from the ruleset's `suits`.",
                    "clause": "CW-SET-02",
                    "examples": ["clubs", "spades"],
                },
                "attack": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20,
                    "required": True,
                    "description": "Attack of one thug of the team, before bonuses.",
                    "clause": ["CW-SET-02", "CW-HIRE-04"],
                    "examples": [2, 4],
                },
                "defence": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20,
                    "required": True,
                    "description": "Defence of one thug of the team, before bonuses.",
                    "clause": ["CW-SET-02", "CW-HIRE-04"],
                    "examples": [3, 1],
                },
            },
        },
        "thug": {
            "plural": "thugs",
            "label": "Thug group",
            "label_plural": "Thug groups",
            "in_play": True,
            "played_from_hand": True,
            "action_token": "never",
            "example": {"id": "clubs_5", "name": "Five of Clubs", "suit": "clubs", "rank": "five", "thugs": 5},
            "fields": {
                "suit": {
                    "refers_to": "suit",
                    "required": True,
                    "description": "The card's suit, hence its team: an id from the ruleset's `suits`.",
                    "clause": "CW-SET-04",
                    "examples": ["clubs"],
                },
                "rank": {
                    "refers_to": "rank",
                    "required": True,
                    "description": "The card's rank: an id from the ruleset's `ranks` (a number rank).",
                    "clause": "CW-SET-04",
                    "examples": ["five"],
                },
                "thugs": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 20,
                    "required": True,
                    "description": "How many thugs the group is; it costs and is worth the thug price times this.",
                    "clause": ["CW-HIRE-01", "CW-HIRE-05"],
                    "examples": [5],
                },
            },
        },
        "kingpin": {
            "plural": "kingpins",
            "label": "Kingpin",
            "in_play": True,
            "action_token": "never",
            "example": {"id": "clubs_king", "name": "Don Ottavio", "suit": "clubs", "rank": "king"},
            "fields": {
                "suit": {
                    "refers_to": "suit",
                    "required": True,
                    "description": "The kingpin's suit, hence his team: an id from the ruleset's `suits`.",
                    "clause": "CW-SET-06",
                    "examples": ["clubs"],
                },
                "rank": {
                    "refers_to": "rank",
                    "required": True,
                    "description": "The card's rank: an id from the ruleset's `ranks` (the kingpin rank).",
                    "clause": "CW-SET-04",
                    "examples": ["king"],
                },
            },
        },
        "bonus": {
            "plural": "bonuses",
            "label": "Bonus",
            "label_plural": "Bonus cards",
            "action_token": "never",
            "example": {"id": "clubs_jack", "name": "Jack of Clubs", "suit": "clubs", "rank": "jack"},
            "fields": {
                "suit": {
                    "refers_to": "suit",
                    "required": True,
                    "description": "The card's suit: the team it helps. An id from the ruleset's `suits`.",
                    "clause": "CW-FACE-01",
                    "examples": ["clubs"],
                },
                "rank": {
                    "refers_to": "rank",
                    "required": True,
                    "description": "The card's rank: an id from the "
                    "ruleset's `ranks`; the ruleset's "
                    "`rules.bonuses` says what it gives.",
                    "clause": ["CW-FACE-02", "CW-R-12"],
                    "examples": ["jack"],
                },
            },
        },
        "snitch": {
            "plural": "snitches",
            "label": "Snitch",
            "played_from_hand": True,
            "action_token": "never",
            "example": {"id": "joker_red", "name": "The Red Snitch"},
            "fields": {},
        },
    },
    "enums": {"suit": {"label": "suit", "list": "suits"}, "rank": {"label": "rank", "list": "ranks"}},
    "markers": {},
}
