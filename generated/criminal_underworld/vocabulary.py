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
            "example": {"id": "steel_shutters_1", "name": "Steel Shutters", "cost": 30, "power": 30},
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
            "played_from_market": True,
            "action_token": "never",
            "example": {"id": "repair_crew_1", "name": "Repair Crew", "price": 80},
            "fields": {
                "price": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 10000,
                    "required": True,
                    "description": "Thousands of dollars paid to the bank to buy it from the row.",
                    "clause": "CU-SERV-02",
                    "examples": [80],
                }
            },
        },
    },
    "enums": {"trade": {"label": "trade", "list": "trades"}},
    "markers": {},
    "vocabulary": {
        "types": {"money": {"label": "money (thousands of dollars)", "unit": "K", "quantity": True}},
        "target_types": ["player", "card", "organisation"],
        "events": {
            "turn_start": {
                "payload": {"player": "player"},
                "doc": "A player's turn begins: after his businesses have paid him (CU-TURN-01).",
                "example": "on turn_start: if event.player is owner then gain 10 K",
                "english": "At the start of each turn",
                "english_yours": "At the start of your turn",
            },
            "defence_struck": {
                "payload": {"defence": "defence", "player": "player", "attacker": "player"},
                "doc": "An offence's damage fell first on a placed defence (CU-OFF-04); `player` owns the defence.",
                "example": "on defence_struck: if event.defence is self then backfire 10 to event.attacker",
                "english": "When an offence's damage falls on a defence",
                "english_yours": "When an offence's damage falls on one of your defences",
                "english_self": "When an offence's damage falls on this card",
            },
        },
        "stats": {
            "offence_cost": {
                "type": "money",
                "of": ["offence", "dual"],
                "runtime": "offence_cost",
                "doc": "What a player pays to play the card as an offence (its printed cost unless changed).",
                "example": "modify offence_cost of offences of owner by -20 K",
                "noun": "cost as an offence",
                "english": {"add": "{who} cost{s} {value} {more} to play as an offence"},
            },
            "defence_cost": {
                "type": "money",
                "of": ["defence", "dual"],
                "runtime": "defence_cost",
                "doc": "What a player pays to place the card as a "
                "defence, and again to remove it (its printed "
                "cost unless changed).",
                "example": "modify defence_cost of defences of owner by -20 K",
                "noun": "cost as a defence",
                "english": {"add": "{who} cost{s} {value} {more} to place and to remove"},
            },
            "damage": {
                "type": "number",
                "of": ["offence", "dual"],
                "runtime": "damage",
                "doc": "The damage an offence deals (its printed damage unless changed).",
                "example": "modify damage of offences of owner by 6",
                "noun": "damage",
                "english": {"add": "{who} deal{s} {value} {more} damage"},
            },
            "income": {
                "type": "money",
                "of": ["business"],
                "runtime": "income",
                "doc": "What a business pays its owner at the start of each of his turns.",
                "example": "modify income of businesses of owner by 20 K",
                "noun": "income",
                "english": {"add": "{who} pay{s} you {value} {more} each turn"},
            },
            "take": {
                "type": "money",
                "of": ["heist"],
                "runtime": "take",
                "doc": "What a criminal activity card asks of its victim (its printed amount unless changed).",
                "example": "modify take of heists of owner by 70 K",
                "noun": "take",
                "english": {"add": "{who} take{s} {value} {more}"},
            },
        },
        "params": {
            "kept_share": {
                "type": "number",
                "of": ["player"],
                "runtime": "kept_share",
                "doc": "Percent of what a criminal activity against the "
                "player asks that it takes (100 unless changed).",
                "example": "set kept_share of owner to 30",
                "noun": "share taken by criminal activity against you",
                "english": {"set": "criminal activity against {who} takes only {amount}% of what it asks"},
            }
        },
        "selectors": {
            "rivals": {
                "type": "set:player",
                "runtime": "rivals",
                "doc": "The players the owner may attack or rob: still in "
                "the game, not him, not on his team (CU-VAR-03).",
                "example": "target d: card where d.owner in rivals and d.guarding",
                "english": "each rival",
                "english_one": "rival",
                "whose": "rival",
                "owned": True,
            },
            "self": {
                "type": "card",
                "runtime": "this_card",
                "doc": "The card that holds the ability.",
                "example": "event.defence is self",
                "english": "this card",
                "owned": True,
            },
            "owner": {
                "type": "player",
                "runtime": "owner",
                "doc": "The player whose headquarters, business or defence holds the ability.",
                "example": "gain 10 K",
                "english": "you",
                "owned": True,
            },
            "attack": {
                "type": "attack",
                "runtime": "current_attack",
                "doc": "No ability here reads an attack: always none.",
                "example": "attack",
                "english": "the attack",
            },
        },
        "functions": {
            "headquarters of": {
                "args": {"player": "player"},
                "type": "organisation",
                "runtime": "headquarters_of",
                "doc": "A player's headquarters: his organisation card on the table (none once he is out).",
                "example": "repair headquarters of owner by 40",
                "english": "{whose} headquarters",
            },
            "offences of": {
                "args": {"player": "player"},
                "type": "set:offence",
                "runtime": "offences_of",
                "doc": "The offence cards in a player's hand.",
                "example": "offences of owner",
                "english": "{whose} offences",
            },
            "duals of": {
                "args": {"player": "player"},
                "type": "set:dual",
                "runtime": "duals_of",
                "doc": "The offence/defence cards in a player's hand or placed as his defences.",
                "example": "duals of owner",
                "english": "{whose} offence/defence cards",
            },
            "defences of": {
                "args": {"player": "player"},
                "type": "set:defence",
                "runtime": "defences_of",
                "doc": "The defence cards in a player's hand or placed on his headquarters and businesses.",
                "example": "defences of owner",
                "english": "{whose} defences",
            },
            "businesses of": {
                "args": {"player": "player"},
                "type": "set:business",
                "runtime": "businesses_of",
                "doc": "The businesses a player has built, and those in his hand (what each would pay).",
                "example": "businesses of owner",
                "english": "{whose} businesses",
            },
            "heists of": {
                "args": {"player": "player"},
                "type": "set:heist",
                "runtime": "heists_of",
                "doc": "The criminal activity cards in a player's hand.",
                "example": "heists of owner",
                "english": "{whose} criminal activity cards",
            },
        },
        "properties": {
            "owner": {
                "of": ["card"],
                "type": "player",
                "runtime": "owner_of",
                "doc": "Whose hand, headquarters or business a card is in.",
                "example": "event.defence.owner is owner",
                "english": "owner",
            },
            "money": {
                "of": ["player"],
                "type": "money",
                "runtime": "money",
                "doc": "A player's money.",
                "example": "owner.money >= 10 K",
                "english": "money",
            },
            "guarding": {
                "of": ["card"],
                "type": "bool",
                "runtime": "guarding",
                "doc": "Whether the card sits on a side of a "
                "headquarters or business as a defence "
                "(CU-DEF-02): a defence card, or an "
                "offence/defence card played as one.",
                "example": "target d: card where d.owner in rivals and d.guarding",
                "english": "{x} is a placed defence",
                "english_not": "{x} is not a placed defence",
            },
            "may_attack": {
                "of": ["player"],
                "type": "bool",
                "runtime": "may_attack",
                "doc": "Whether the player may attack now: his first turns are over (CU-OFF-06) and he has a rival.",
                "example": "owner.may_attack",
                "english": "{x} may attack",
                "english_not": "{x} may not attack yet",
            },
        },
        "effects": {
            "gain": {
                "pattern": "gain {amount: money} [to {player: player}]",
                "runtime": "gain_money",
                "doc": "The owner (or the player named with `to`) takes money from the bank.",
                "example": "gain 10 K",
                "english": "{player} gains {amount}",
                "english_when": {"player is you": "collect {amount}"},
                "defaults": {"player": "owner"},
            },
            "pay": {
                "pattern": "pay {amount: money}",
                "runtime": "pay_money",
                "doc": "The owner pays money to the bank (all he has, if less).",
                "example": "pay 10 K",
                "english": "pay {amount}",
            },
            "backfire": {
                "pattern": "backfire {amount: number} to {player: player}",
                "runtime": "backfire",
                "doc": "A player's headquarters takes damage, never below "
                "1 power: only an attack eliminates (CU-R-13).",
                "example": "backfire 10 to event.attacker",
                "english": "{player}'s headquarters takes {amount} damage",
            },
            "repair": {
                "pattern": "repair {card: card} by {amount: number}",
                "runtime": "repair_card",
                "doc": "A headquarters or business gets power back, never above its printed power (CU-SERV-03).",
                "example": "repair headquarters of owner by 40",
                "english": "{card} gets {amount} power back, never above its starting power",
            },
            "discard": {
                "pattern": "discard {card: card}",
                "runtime": "discard_card",
                "doc": "A placed defence is taken off its side and "
                "discarded (CU-SERV-03); a headquarters or business "
                "cannot be.",
                "example": "discard d",
                "english": "discard {card}",
            },
            "strike": {
                "pattern": "strike {amount: number} at {card: card}",
                "runtime": "strike",
                "doc": "An attack by the owner: a rival's headquarters or "
                "business takes the damage past its defences, and "
                "can be eliminated or captured (CU-R-16). Never in "
                "the owner's first turns (CU-OFF-06).",
                "example": "strike 30 at h",
                "english": "{card} takes {amount} damage, past its defences",
            },
            "renew": {
                "pattern": "renew hand",
                "runtime": "renew_hand",
                "doc": "The owner discards his hand and draws a new one (CU-SERV-03).",
                "example": "renew hand",
                "english": "discard your hand and draw a new one",
            },
        },
        "timings": {
            "own_turn": {
                "doc": "during the owner's own turn (no card of this game has an activated ability)",
                "english": "on your turn",
            },
            "bought": {
                "doc": "When the card is bought from the service row, in "
                "the buyer's own turn (CU-SERV-02): it acts at once "
                "and is spent (CU-SERV-03).",
                "english": "when bought",
                "english_play": "when bought",
            },
        },
    },
}
