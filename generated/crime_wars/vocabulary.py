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
                    "ruleset's `ranks`; its abilities say "
                    "what it gives (bonuses.yaml).",
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
    "vocabulary": {
        "types": {"money": {"label": "money (dollars)", "unit": "dollars", "quantity": True}},
        "target_types": ["player"],
        "events": {
            "turn_start": {
                "payload": {"player": "player"},
                "doc": "A team's turn begins, before it draws (CW-TURN-01).",
                "example": "on turn_start: if event.player is owner then gain 100 dollars",
                "english": "At the start of each turn",
                "english_yours": "At the start of your turn",
            },
            "drawn": {
                "payload": {"recipient": "player", "drawer": "player"},
                "doc": "This card was drawn and shown (a bonus card, "
                "CW-FACE-01): only the drawn card hears it, then it "
                "goes under the deck. `recipient` is the team it goes "
                "to: the drawer's, or an ally's (CW-FACE-05).",
                "example": "on drawn: raise attack by 1 to event.recipient",
                "english": "When this card is drawn",
                "english_yours": "When you draw this card",
            },
            "group_hired": {
                "payload": {"group": "thug", "player": "player"},
                "doc": "A thug group was hired and put into play (CW-HIRE-02).",
                "example": "on group_hired: if event.player is owner then gain 50 dollars",
                "english": "When a thug group is hired",
                "english_yours": "When you hire a thug group",
            },
            "attack_resolved": {
                "payload": {"attack": "attack", "attacker": "player", "killed": "number"},
                "doc": "Both sides of an attack have rolled and it "
                "is resolved (CW-ATK-05..08); `killed` is "
                "the thugs of the beaten defence (0 if it "
                "held or the target was a kingpin).",
                "example": "on attack_resolved: if event.killed > 0 "
                "then gain event.killed * 25 dollars to "
                "event.attacker",
                "english": "When an attack is resolved",
                "english_yours": "When one of your attacks is resolved",
                "holds": "event.attacker is attack.attacker",
            },
        },
        "stats": {
            "attack": {
                "type": "number",
                "of": ["thug", "kingpin"],
                "runtime": "attack",
                "doc": "A thug group's or kingpin's attack: its thugs times "
                "its team's attack per thug (a kingpin: the ruleset's "
                "kingpin factor of one thug's, CW-KING-02).",
                "example": "modify attack of groups of owner where it.thugs >= 5 by 2",
                "noun": "attack",
                "english": {"add": "{who} attack{s} at {amount}", "set": "{who} attack{s} at {amount}"},
            },
            "defence": {
                "type": "number",
                "of": ["thug", "kingpin"],
                "runtime": "defence",
                "doc": "A thug group's or kingpin's defence: its thugs times "
                "its team's defence per thug (a kingpin: the "
                "ruleset's kingpin factor of one thug's, CW-KING-02).",
                "example": "modify defence of groups of owner where it.thugs >= 3 by 1",
                "noun": "defence",
                "english": {"add": "{who} defend{s} at {amount}", "set": "{who} defend{s} at {amount}"},
            },
        },
        "selectors": {
            "self": {
                "type": "card",
                "runtime": "this_card",
                "doc": "The card that holds the ability.",
                "example": "attack.target is self",
                "english": "this card",
                "owned": True,
            },
            "owner": {
                "type": "player",
                "runtime": "owner",
                "doc": "The team whose card holds the ability (for a card in hand: who holds it).",
                "example": "gain 100 dollars",
                "english": "you",
                "owned": True,
            },
            "attack": {
                "type": "attack",
                "runtime": "current_attack",
                "doc": "The attack of the event (`attack_resolved`), or the attack being put together.",
                "example": "attack.target is self",
                "english": "the attack",
            },
            "teams": {
                "type": "set:player",
                "runtime": "teams",
                "doc": "Every team still in the game.",
                "example": "for each p in teams: gain 100 dollars to p",
                "english": "each team",
                "english_one": "team",
            },
            "rivals": {
                "type": "set:player",
                "runtime": "rivals",
                "doc": "Every team still in the game that is not on the owner's side (neither his own nor an ally's).",
                "example": "for each p in rivals: pay 100 dollars from p",
                "english": "each rival",
                "english_one": "rival",
                "whose": "rival",
                "owned": True,
            },
            "groups": {
                "type": "set:thug",
                "runtime": "groups",
                "doc": "Every thug group in play, of every team.",
                "example": "bury groups",
                "english": "every thug group in play",
                "english_one": "thug group in play",
            },
            "kingpins": {
                "type": "set:kingpin",
                "runtime": "kingpins",
                "doc": "Every kingpin in play.",
                "example": "set defence of kingpins to 5",
                "english": "every kingpin",
                "english_one": "kingpin",
            },
        },
        "functions": {
            "groups of": {
                "args": {"player": "player"},
                "type": "set:thug",
                "runtime": "groups_of",
                "doc": "The thug groups a team has in play.",
                "example": "groups of owner",
                "english": "{whose} thug groups",
            },
            "kingpin of": {
                "args": {"player": "player"},
                "type": "kingpin",
                "runtime": "kingpin_of",
                "doc": "A team's kingpin (none once he is dead).",
                "example": "kingpin of owner",
                "english": "{whose} kingpin",
            },
            "count": {
                "args": {"items": "set:any"},
                "type": "number",
                "runtime": "count",
                "doc": "How many items a selection holds.",
                "example": "count(groups of owner)",
                "english": "the number of {items}",
            },
        },
        "properties": {
            "owner": {
                "of": ["card"],
                "type": "player",
                "runtime": "owner_of",
                "doc": "The team whose deck, hand or table a card is in (none for a card out of the game).",
                "example": "attack.target.owner is owner",
                "english": "owner",
            },
            "thugs": {
                "of": ["thug", "kingpin"],
                "type": "number",
                "runtime": "thugs",
                "doc": "How many thugs a group is (a kingpin counts as the ruleset's `kingpin_thugs`, CW-BAND-07).",
                "example": "it.thugs >= 3",
                "english": "number of thugs",
            },
            "attack": {
                "of": ["thug", "kingpin"],
                "type": "number",
                "runtime": "attack",
                "doc": "A group's or kingpin's attack now, modifiers included.",
                "example": "it.attack >= 10",
                "english": "attack",
            },
            "defence": {
                "of": ["thug", "kingpin"],
                "type": "number",
                "runtime": "defence",
                "doc": "A group's or kingpin's defence now, modifiers included.",
                "example": "attack.target.defence >= 10",
                "english": "defence",
            },
            "money": {
                "of": ["player"],
                "type": "money",
                "runtime": "money",
                "doc": "A team's money.",
                "example": "owner.money >= 500 dollars",
                "english": "money",
            },
            "attacker": {
                "of": ["attack"],
                "type": "player",
                "runtime": "attack_attacker",
                "doc": "The team making an attack.",
                "example": "attack.attacker is owner",
                "english": "attacker",
            },
            "defender": {
                "of": ["attack"],
                "type": "player",
                "runtime": "attack_defender",
                "doc": "The team whose group or kingpin is attacked.",
                "example": "attack.defender is owner",
                "english": "defender",
            },
            "target": {
                "of": ["attack"],
                "type": "card",
                "runtime": "attack_target",
                "doc": "The group or kingpin an attack is aimed at.",
                "example": "attack.target is self",
                "english": "target",
            },
            "band": {
                "of": ["attack"],
                "type": "set:card",
                "runtime": "attack_band",
                "doc": "The groups (or the kingpin) attacking (CW-BAND-01).",
                "example": "self in attack.band",
                "english": "attackers",
            },
            "defenders": {
                "of": ["attack"],
                "type": "set:card",
                "runtime": "attack_defenders",
                "doc": "The target and the groups banded to defend it (CW-BAND-03).",
                "example": "self in attack.defenders",
                "english": "defenders",
            },
            "won": {
                "of": ["attack"],
                "type": "bool",
                "runtime": "attack_won",
                "doc": "Whether the attack beat the defence (once resolved; a tie holds, CW-ATK-06).",
                "example": "attack.won",
                "english": "{x} succeeded",
                "english_not": "{x} did not succeed",
                "english_not_that": ["that did not succeed", "that did not succeed"],
            },
        },
        "effects": {
            "gain": {
                "pattern": "gain {amount: money} [to {player: player}]",
                "runtime": "gain_money",
                "doc": "The owner (or the team named with `to`) takes money from the bank.",
                "example": "gain 1000 dollars",
                "english": "{player} takes {amount} from the bank",
                "english_when": {"player is you": "take {amount} from the bank"},
                "defaults": {"player": "owner"},
            },
            "pay": {
                "pattern": "pay {amount: money} [from {player: player}]",
                "runtime": "pay_money",
                "doc": "The owner (or the team named with `from`) pays money to the bank, as much as he has.",
                "example": "pay 100 dollars",
                "english": "{player} pays {amount} to the bank",
                "english_when": {"player is you": "pay {amount} to the bank"},
                "defaults": {"player": "owner"},
            },
            "raise_attack": {
                "pattern": "raise attack by {amount: number} [to {player: player}]",
                "runtime": "raise_attack",
                "doc": "Every thug of a team gets this much more "
                "attack for the rest of the game (CW-FACE-03); "
                "in a combined deck, only the team of this "
                "card's suit (CW-VAR-06).",
                "example": "raise attack by 1 to event.player",
                "english": "every thug of {player} gets {amount:signed} attack for the rest of the game",
                "english_when": {
                    "player is you": "every thug of yours gets {amount:signed} attack for the rest of the game"
                },
                "defaults": {"player": "owner"},
            },
            "raise_defence": {
                "pattern": "raise defence by {amount: number} [to {player: player}]",
                "runtime": "raise_defence",
                "doc": "Every thug of a team gets this much more "
                "defence for the rest of the game "
                "(CW-FACE-03); in a combined deck, only the "
                "team of this card's suit (CW-VAR-06).",
                "example": "raise defence by 1 to event.player",
                "english": "every thug of {player} gets {amount:signed} defence for the rest of the game",
                "english_when": {
                    "player is you": "every thug of yours gets {amount:signed} defence for the rest of the game"
                },
                "defaults": {"player": "owner"},
            },
            "bury": {
                "pattern": "bury {groups: set:thug}",
                "runtime": "bury",
                "doc": "Thug groups go to the bottom of their owners' decks, in ascending rank (CW-JOKER-03, CW-R-04).",
                "example": "bury groups",
                "english": "{groups} goes under its owner's deck",
            },
        },
        "timings": {
            "own_turn": {
                "doc": "during the owner's own turn, between actions (the snitch, CW-JOKER-02)",
                "english": "in your turn",
            }
        },
    },
}
