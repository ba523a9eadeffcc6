"""The effect vocabulary (from game.yaml) of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

VOCABULARY = {
    "card_kinds": {
        "organisation": {
            "plural": "organisations",
            "label": "Organisation",
            "in_play": True,
            "action_token": "never",
            "example": {
                "id": "harbour_syndicate",
                "name": "The Harbour Syndicate",
                "power": 120,
                "specialty": "smuggling",
                "perk": "cheap_offence",
                "perk_amount": 20,
            },
            "fields": {
                "power": {
                    "type": "integer",
                    "minimum": 10,
                    "maximum": 500,
                    "required": True,
                    "description": "Starting power of the "
                    "headquarters: its health. At "
                    "0 (by an attack) the player "
                    "is out.",
                    "clause": ["CU-ORG-01", "CU-ELIM-01"],
                    "examples": [120],
                },
                "specialty": {
                    "refers_to": "trade",
                    "required": True,
                    "description": "The organisation's "
                    "specialty trade: its "
                    "trade cards pay double "
                    "(an id from the "
                    "ruleset's `trades`).",
                    "clause": "CU-TRADE-02",
                    "examples": ["smuggling"],
                },
                "perk": {
                    "type": "string",
                    "enum": [
                        "cheap_offence",
                        "extra_damage",
                        "cheap_defence",
                        "extra_income",
                        "extra_take",
                        "guarded_money",
                    ],
                    "required": True,
                    "description": "The organisation's special "
                    "ability, for its owner only "
                    "(CU-ORG-03): what it changes.",
                    "clause": "CU-ORG-03",
                    "examples": ["cheap_offence"],
                },
                "perk_amount": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 2000,
                    "required": True,
                    "description": "How much the special "
                    "ability changes "
                    "(thousands of dollars, "
                    "or damage for "
                    "extra_damage, or "
                    "percent for "
                    "guarded_money).",
                    "clause": "CU-ORG-03",
                    "examples": [20],
                },
            },
        },
        "offence": {
            "plural": "offences",
            "label": "Offence",
            "played_from_hand": True,
            "action_token": "never",
            "example": {"id": "pipe_bomb_1", "name": "Pipe Bomb", "cost": 40, "damage": 30},
            "fields": {
                "cost": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 5000,
                    "required": True,
                    "description": "Thousands of dollars paid to the bank to play it.",
                    "clause": "CU-OFF-01",
                    "examples": [40],
                },
                "damage": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 200,
                    "required": True,
                    "description": "Damage dealt: first to a defence the attacker picks, the rest to the target.",
                    "clause": ["CU-OFF-03", "CU-OFF-04"],
                    "examples": [30],
                },
            },
        },
        "defence": {
            "plural": "defences",
            "label": "Defence",
            "played_from_hand": True,
            "in_play": True,
            "action_token": "never",
            "example": {
                "id": "steel_shutters_1",
                "name": "Steel Shutters",
                "cost": 30,
                "power": 30,
                "perk": "none",
                "perk_amount": 0,
            },
            "fields": {
                "cost": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 5000,
                    "required": True,
                    "description": "Thousands of dollars paid to the bank to place it, and again to remove it.",
                    "clause": ["CU-DEF-01", "CU-DEF-06"],
                    "examples": [30],
                },
                "power": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 200,
                    "required": True,
                    "description": "Damage it takes before it is discarded.",
                    "clause": "CU-DEF-04",
                    "examples": [30],
                },
                "perk": {
                    "type": "string",
                    "enum": ["none", "income", "upkeep", "thorns"],
                    "required": True,
                    "description": "Its ability while placed and "
                    "active: income ($K each of the "
                    "owner's turns), upkeep ($K paid "
                    "each turn), thorns (damage back to "
                    "the attacker's headquarters when "
                    "it is hit).",
                    "clause": "CU-DEF-08",
                    "examples": ["none", "upkeep"],
                },
                "perk_amount": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 2000,
                    "required": True,
                    "description": "How much the ability gives, costs or hits back.",
                    "clause": "CU-DEF-08",
                    "examples": [0, 10],
                },
            },
        },
        "dual": {
            "plural": "duals",
            "label": "Offence/Defence",
            "label_plural": "Offence/Defence cards",
            "played_from_hand": True,
            "in_play": True,
            "action_token": "never",
            "example": {"id": "armoured_van_1", "name": "Armoured Van", "cost": 40, "damage": 25, "power": 25},
            "fields": {
                "cost": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 5000,
                    "required": True,
                    "description": "Thousands of dollars paid to the bank to play it, either way.",
                    "clause": "CU-DUAL-01",
                    "examples": [40],
                },
                "damage": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 200,
                    "required": True,
                    "description": "Damage dealt when played as an offence.",
                    "clause": "CU-DUAL-02",
                    "examples": [25],
                },
                "power": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 200,
                    "required": True,
                    "description": "Power when played as a defence.",
                    "clause": "CU-DUAL-02",
                    "examples": [25],
                },
            },
        },
        "trade": {
            "plural": "trades",
            "label": "Trade",
            "played_from_hand": True,
            "action_token": "never",
            "example": {"id": "smuggling_crate_1", "name": "Crate of Smokes", "trade": "smuggling", "value": 60},
            "fields": {
                "trade": {
                    "refers_to": "trade",
                    "required": True,
                    "description": "The trade it is of: an id from the ruleset's `trades`.",
                    "clause": "CU-TRADE-01",
                    "examples": ["smuggling"],
                },
                "value": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 10000,
                    "required": True,
                    "description": "Thousands of dollars it pays from "
                    "the bank; double to the "
                    "organisation whose specialty it is.",
                    "clause": ["CU-TRADE-01", "CU-TRADE-02"],
                    "examples": [60],
                },
            },
        },
        "heist": {
            "plural": "heists",
            "label": "Criminal activity",
            "label_plural": "Criminal activity cards",
            "played_from_hand": True,
            "action_token": "never",
            "example": {"id": "shakedown_1", "name": "Shakedown", "amount": 100},
            "fields": {
                "amount": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 10000,
                    "required": True,
                    "description": "Thousands of dollars the chosen rival must hand over (all he has if he has less).",
                    "clause": ["CU-HEIST-01", "CU-HEIST-02"],
                    "examples": [100],
                }
            },
        },
        "business": {
            "plural": "businesses",
            "label": "Business",
            "label_plural": "Businesses",
            "played_from_hand": True,
            "in_play": True,
            "action_token": "never",
            "example": {"id": "car_wash", "name": "The Car Wash", "cost": 100, "power": 40, "income": 30},
            "fields": {
                "cost": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 10000,
                    "required": True,
                    "description": "Thousands of dollars paid to the bank to build it.",
                    "clause": "CU-BIZ-01",
                    "examples": [100],
                },
                "power": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 200,
                    "required": True,
                    "description": "Damage it takes before it changes owner.",
                    "clause": ["CU-BIZ-04", "CU-R-03"],
                    "examples": [40],
                },
                "income": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 5000,
                    "required": True,
                    "description": "Thousands of dollars it pays its owner at the start of each of his turns.",
                    "clause": "CU-BIZ-02",
                    "examples": [30],
                },
            },
        },
        "service": {
            "plural": "services",
            "label": "Service",
            "action_token": "never",
            "example": {"id": "repair_crew_1", "name": "Repair Crew", "price": 80, "service": "repair", "amount": 40},
            "fields": {
                "price": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 10000,
                    "required": True,
                    "description": "Thousands of dollars paid to the bank to buy it from the row.",
                    "clause": "CU-SERV-02",
                    "examples": [80],
                },
                "service": {
                    "type": "string",
                    "enum": ["repair", "sabotage", "hit", "restock"],
                    "required": True,
                    "description": "What it does, at once: repair "
                    "(power back to your "
                    "headquarters), sabotage "
                    "(discard a rival's defence), "
                    "hit (damage to a rival "
                    "headquarters past its "
                    "defences), restock (a new "
                    "hand).",
                    "clause": "CU-SERV-03",
                    "examples": ["repair"],
                },
                "amount": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 200,
                    "required": True,
                    "description": "Power repaired or damage dealt (0 for the others).",
                    "clause": "CU-SERV-03",
                    "examples": [40],
                },
            },
        },
    },
    "enums": {"trade": {"label": "trade", "list": "trades"}},
    "markers": {},
}
