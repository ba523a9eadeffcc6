"""The effect vocabulary (from game.yaml) of the `nothing_personal` pack, compiled by `syndicate build`.

Do not edit: change the content under content/nothing_personal/ and build again.
"""

VOCABULARY = {
    "card_kinds": {
        "family": {
            "plural": "families",
            "label": "Family",
            "label_plural": "Families",
            "action_token": "never",
            "example": {"id": "family_red", "name": "The Ferraro Family", "color": "#b3202a"},
            "fields": {
                "color": {
                    "type": "color",
                    "required": True,
                    "description": "The colour of the family's influence markers.",
                    "clause": "NP-SET-01",
                    "examples": ["#b3202a"],
                }
            },
        },
        "gangster": {
            "plural": "gangsters",
            "label": "Gangster",
            "in_play": True,
            "action_token": "never",
            "example": {"id": "gangster_sal_ferro", "name": "Sal Ferro", "types": ["thug"], "respect": 2, "money": 1},
            "fields": {
                "types": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 4,
                    "uniqueItems": True,
                    "required": True,
                    "items": {
                        "refers_to": "gangster_type",
                        "description": "One type of the gangster.",
                        "examples": ["thug"],
                    },
                    "description": "The gangster's types (one or two "
                    "icons; the starting Capo has all "
                    "four): which influence colours "
                    "fit him.",
                    "clause": ["NP-GNG-01", "NP-INF-02"],
                    "examples": [["thug"], ["conman", "gambler"]],
                },
                "respect": {
                    "type": "integer",
                    "minimum": -3,
                    "maximum": 6,
                    "required": True,
                    "description": "Respect his controller gains "
                    "each Business phase, before "
                    "the position's modifier; also "
                    "added to his move rolls.",
                    "clause": ["NP-BUS-01", "NP-MOVE-02"],
                    "examples": [2, -1],
                },
                "money": {
                    "type": "integer",
                    "minimum": -3,
                    "maximum": 6,
                    "required": True,
                    "description": "Dollars his controller gains each Business phase, before the position's modifier.",
                    "clause": "NP-BUS-01",
                    "examples": [1, 3],
                },
                "power": {
                    "refers_to": "power",
                    "description": "His own power: an id from the "
                    "ruleset's `powers` (innate ones "
                    "always work; others are his "
                    "action).",
                    "clause": ["NP-GNG-02", "NP-GNG-03"],
                    "examples": ["loan_shark"],
                },
                "start": {
                    "type": "boolean",
                    "description": "true: the starting Capo, dealt to the Capo position at setup.",
                    "clause": "NP-SET-03",
                    "examples": [True],
                },
            },
        },
        "influence": {
            "plural": "influence_cards",
            "label": "Influence card",
            "label_plural": "Influence cards",
            "played_from_hand": True,
            "action_token": "never",
            "example": {"id": "influence_01", "name": "Leverage", "icons": [{"target": "purple", "count": 3}]},
            "fields": {
                "icons": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 2,
                    "required": True,
                    "items": {
                        "type": "object",
                        "description": "One icon: where its markers may go, and how many.",
                        "properties": {
                            "target": {
                                "refers_to": "target",
                                "description": "A "
                                "colour "
                                "(a "
                                "gangster "
                                "type), "
                                "wild, "
                                "or "
                                "a "
                                "position: "
                                "an "
                                "id "
                                "from "
                                "the "
                                "ruleset's "
                                "`targets`.",
                                "examples": ["purple"],
                            },
                            "count": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": 5,
                                "description": "Markers the icon places, all on one gangster.",
                                "examples": [3],
                            },
                        },
                    },
                    "description": "The icons at the top of the "
                    "card: each places its count of "
                    "markers on ONE matching "
                    "gangster.",
                    "clause": ["NP-INF-02", "NP-CRD-01"],
                    "examples": [
                        [{"target": "purple", "count": 3}],
                        [{"target": "green", "count": 2}, {"target": "purple", "count": 1}],
                    ],
                },
                "action": {
                    "refers_to": "action",
                    "description": "The card's action: an id from the ruleset's `actions`.",
                    "clause": "NP-CRD-02",
                    "examples": ["allow_other"],
                },
                "mode": {
                    "type": "string",
                    "enum": ["and", "or"],
                    "description": "`and`: the action follows the "
                    "placing; `or`: it replaces the "
                    "placing (the card is discarded "
                    "for it).",
                    "clause": "NP-INF-04",
                    "examples": ["and"],
                },
                "amount": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20,
                    "description": "The action's number (markers, dollars or respect), where it has one.",
                    "clause": "NP-CRD-02",
                    "examples": [2],
                },
            },
        },
    },
    "enums": {
        "gangster_type": {"label": "gangster type", "list": "gangster_types"},
        "target": {"label": "influence target", "list": "targets"},
        "power": {"label": "gangster power", "list": "powers"},
        "action": {"label": "influence action", "list": "actions"},
    },
    "markers": {},
}
