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
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 30,
                    "description": "The name of his power, printed "
                    "on the card; what it does is his "
                    "`abilities:` (a modifier or "
                    "trigger always works; an "
                    "`action` is his action of phase "
                    "B).",
                    "clause": ["NP-GNG-02", "NP-GNG-03"],
                    "examples": ["Loan shark"],
                },
                "start": {
                    "type": "boolean",
                    "description": "true: the starting Capo, dealt to the Capo position at setup.",
                    "clause": "NP-SET-03",
                    "examples": [True],
                },
            },
        },
        "board_position": {
            "plural": "board_positions",
            "label": "Position",
            "label_plural": "Positions",
            "in_play": True,
            "action_token": "never",
            "example": {"id": "position_racketeer", "name": "Racketeer", "position": "racketeer"},
            "fields": {
                "position": {
                    "refers_to": "position_id",
                    "required": True,
                    "description": "The position of the "
                    "ruleset's `positions` "
                    "this card is the "
                    "board's text of; its "
                    "`abilities:` are the "
                    "position's power "
                    "(NP-POS), an action of "
                    "the gangster on it.",
                    "clause": ["NP-POS-01", "NP-POS-10"],
                    "examples": ["racketeer"],
                }
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
                }
            },
        },
    },
    "enums": {
        "gangster_type": {"label": "gangster type", "list": "gangster_types"},
        "target": {"label": "influence target", "list": "targets"},
        "position_id": {"label": "position", "list": "positions"},
    },
    "markers": {},
    "vocabulary": {
        "types": {
            "money": {"label": "money (dollars)", "unit": "dollars", "quantity": True},
            "respect": {"label": "respect", "unit": "respect", "quantity": True},
        },
        "target_types": ["gangster", "player"],
        "events": {
            "move_failed": {
                "payload": {"gangster": "gangster", "player": "player"},
                "doc": "A move failed (NP-MOVE-05), after every re-roll "
                "bought; `gangster` is the mover, `player` his "
                "controller.",
                "example": "on move_failed: if event.gangster is self then reroll move",
                "english": "When a move fails",
                "english_yours": "When a move of yours fails",
            }
        },
        "stats": {
            "prison_at": {
                "type": "number",
                "of": ["gangster"],
                "runtime": "prison_at",
                "doc": "Markers that send the gangster to prison in phase "
                "D (the ruleset's `prison_at` unless changed, "
                "NP-FED-02).",
                "example": "set prison_at of self to 12",
                "noun": "prison limit",
                "english": {
                    "set": "{who} stay{s} out of prison until {amount} markers lie on him",
                    "add": "{who} need{s} {amount} more markers to go to prison",
                },
            },
            "move_bonus": {
                "type": "number",
                "of": ["gangster"],
                "runtime": "move_bonus",
                "doc": "What is added to the gangster's move rolls (his card's respect unless changed, NP-MOVE-02).",
                "example": "modify move_bonus of self by 1",
                "noun": "move bonus",
                "english": {"add": "{who} get{s} {amount} on move rolls"},
            },
            "whackable": {
                "type": "bool",
                "of": ["gangster"],
                "runtime": "whackable",
                "doc": "Whether the gangster may be the target of a whack (yes unless changed).",
                "example": "set whackable of self to no",
                "noun": "exposure to whacks",
                "english": {"set no": "{who} cannot be whacked", "set yes": "{who} can be whacked"},
            },
        },
        "selectors": {
            "self": {
                "type": "card",
                "runtime": "this_card",
                "doc": "The card that holds the ability (a gangster, a position of the board, an influence card).",
                "example": "event.gangster is self",
                "english": "this card",
                "owned": True,
            },
            "owner": {
                "type": "player",
                "runtime": "owner",
                "doc": "The family that uses the ability: the controller of the gangster who acts.",
                "example": "collect 4 dollars",
                "english": "you",
                "owned": True,
            },
            "attack": {
                "type": "attack",
                "runtime": "current_attack",
                "doc": "The whack in progress (none outside one).",
                "example": "attack.target is self",
                "english": "the whack",
            },
            "occupant": {
                "type": "gangster",
                "runtime": "occupant",
                "doc": "The gangster who acts with the ability: the one "
                "on this position (for a position), or this "
                "gangster.",
                "example": "whack t at 10 dollars with occupant",
                "english": "the gangster on this position",
            },
            "gangsters": {
                "type": "set:gangster",
                "runtime": "gangsters",
                "doc": "Every gangster on the board, Soci included.",
                "example": "count(gangsters)",
                "english": "the gangsters on the board",
            },
            "players": {
                "type": "set:player",
                "runtime": "players",
                "doc": "Every family.",
                "example": "for each p in players: gain 1 respect to p",
                "english": "every family",
            },
            "rivals": {
                "type": "set:player",
                "runtime": "rivals",
                "doc": "Every other family.",
                "example": "choose p in rivals: gain 1 respect to p",
                "english": "the other families",
            },
            "neutral_left": {
                "type": "number",
                "runtime": "neutral_left",
                "doc": "Neutral markers not on the board.",
                "example": "neutral_left > 0",
                "english": "the neutral markers left",
            },
            "placed": {
                "type": "gangster",
                "runtime": "placed",
                "doc": "The gangster the card's first icon put markers on (after placing; none otherwise).",
                "example": "blackmail placed",
                "english": "the gangster its first icon's markers went on",
            },
            "prisoners": {
                "type": "set:gangster",
                "runtime": "prisoners",
                "doc": "The gangsters in prison.",
                "example": "t in prisoners",
                "english": "the prisoners",
            },
            "empty_seats": {
                "type": "number",
                "runtime": "empty_seats",
                "doc": "Positions and Soci seats with nobody on them.",
                "example": "empty_seats > 0",
                "english": "the empty seats",
            },
            "income_pending": {
                "type": "bool",
                "runtime": "income_pending",
                "doc": "Whether phase B's income is still to be paid (a skim may be played).",
                "example": "income_pending",
                "english": "phase B's income is still to come",
            },
            "placeable": {
                "type": "bool",
                "runtime": "placeable",
                "doc": "Whether one of this card's icons can be placed in full by its holder (NP-INF-03).",
                "example": "placeable",
                "english": "one of its icons can be placed",
            },
            "swappable": {
                "type": "bool",
                "runtime": "swappable",
                "doc": "Whether two gangsters sit in one row of the board.",
                "example": "swappable",
                "english": "two gangsters share a row",
            },
            "family_on_board": {
                "type": "bool",
                "runtime": "family_on_board",
                "doc": "Whether some family's markers lie on the board, with another gangster beside.",
                "example": "family_on_board",
                "english": "a family's markers lie on the board",
            },
            "others_on_board": {
                "type": "number",
                "runtime": "others_on_board",
                "doc": "Markers on the board that are not the owner's (other families' and neutral).",
                "example": "others_on_board > 0",
                "english": "the markers of others on the board",
            },
            "switchable": {
                "type": "bool",
                "runtime": "switchable",
                "doc": "Whether markers of two different families (or "
                "neutral) lie on the board, so two can be "
                "switched.",
                "example": "switchable",
                "english": "two markers of different colours lie on the board",
            },
        },
        "functions": {
            "count": {
                "args": {"items": "set:any"},
                "type": "number",
                "runtime": "count",
                "doc": "How many items a selection holds.",
                "example": "count(rivals)",
                "english": "the number of {items}",
            },
            "held": {
                "args": {"player": "player", "gangster": "gangster"},
                "type": "number",
                "runtime": "held",
                "doc": "How many of a family's markers lie on a gangster.",
                "example": "held(owner, t) > 0",
                "english": "{player}'s markers on {gangster}",
            },
            "yours_on": {
                "args": {"gangster": "gangster"},
                "type": "number",
                "runtime": "yours_on",
                "doc": "How many of the owner's markers lie on a gangster.",
                "example": "yours_on(attack.target) > 0",
                "english": "your markers on {gangster}",
            },
            "rivals_on": {
                "args": {"gangster": "gangster"},
                "type": "set:player",
                "runtime": "rivals_on",
                "doc": "The other families with markers on a gangster.",
                "example": "count(rivals_on(t)) > 0",
                "english": "the other families with markers on {gangster}",
            },
            "on_board of": {
                "args": {"player": "player"},
                "type": "number",
                "runtime": "on_board",
                "doc": "A family's markers on the board.",
                "example": "on_board of owner >= 2",
                "english": "{whose} markers on the board",
            },
            "fits": {
                "args": {"card": "card", "gangster": "gangster"},
                "type": "bool",
                "runtime": "fits",
                "doc": "Whether a card's first icon fits a gangster (its colour, wild, or his position).",
                "example": "fits(self, t)",
                "english": "{card}'s first icon fits {gangster}",
            },
            "whack_cost": {
                "args": {"target": "gangster", "base": "money"},
                "type": "money",
                "runtime": "whack_cost",
                "doc": "What a whack on the target costs at a base "
                "price: the base, plus the Capo's extra "
                "(NP-HIT-04) unless he is negated.",
                "example": "owner.money >= whack_cost(t, 10 dollars)",
                "english": "the whack price of {target}",
            },
        },
        "properties": {
            "controller": {
                "of": ["gangster"],
                "type": "player",
                "runtime": "controller",
                "doc": "The family controlling a gangster (none when nobody does; a tie controls nothing, NP-CTL-03).",
                "example": "t.controller is owner",
                "english": "controller",
            },
            "markers": {
                "of": ["gangster"],
                "type": "number",
                "runtime": "markers",
                "doc": "Every marker on a gangster: each family's and the neutral ones.",
                "example": "t.markers > 0",
                "english": "markers",
            },
            "whackable": {
                "of": ["gangster"],
                "type": "bool",
                "runtime": "whackable",
                "doc": "Whether a whack may target the gangster (his stat).",
                "example": "t.whackable",
                "english": "{x} can be whacked",
                "english_not": "{x} cannot be whacked",
            },
            "active": {
                "of": ["gangster"],
                "type": "bool",
                "runtime": "is_active",
                "doc": "Whether a gangster is on a numbered position (not a Soci, not off the board).",
                "example": "it.active",
                "english": "{x} is on a numbered position",
                "english_not": "{x} is not on a numbered position",
            },
            "blackmailed": {
                "of": ["gangster"],
                "type": "bool",
                "runtime": "blackmailed",
                "doc": "Whether a blackmail token lies on a gangster.",
                "example": "t.blackmailed",
                "english": "{x} has a blackmail token",
                "english_not": "{x} has no blackmail token",
            },
            "blackmailer": {
                "of": ["gangster"],
                "type": "player",
                "runtime": "blackmailer",
                "doc": "The family whose marker lies on a gangster's blackmail token (none without one).",
                "example": "t.blackmailer is not owner",
                "english": "blackmailer",
            },
            "hitter": {
                "of": ["attack"],
                "type": "gangster",
                "runtime": "whack_hitter",
                "doc": "The gangster doing a whack (none for a card's contract).",
                "example": "t is not attack.hitter",
                "english": "hitter",
            },
            "money": {
                "of": ["player"],
                "type": "money",
                "runtime": "money",
                "doc": "A family's money.",
                "example": "owner.money >= 5 dollars",
                "english": "money",
            },
            "respect": {
                "of": ["player"],
                "type": "respect",
                "runtime": "respect",
                "doc": "A family's respect.",
                "example": "p.respect > 0 respect",
                "english": "respect",
            },
            "supply": {
                "of": ["player"],
                "type": "number",
                "runtime": "supply",
                "doc": "A family's markers not on the board.",
                "example": "owner.supply > 0",
                "english": "markers left",
            },
            "target": {
                "of": ["attack"],
                "type": "gangster",
                "runtime": "whack_target",
                "doc": "The gangster a whack is aimed at.",
                "example": "attack.target.controller is owner",
                "english": "target",
            },
            "attacker": {
                "of": ["attack"],
                "type": "player",
                "runtime": "whack_attacker",
                "doc": "The family making a whack.",
                "example": "attack.attacker is owner",
                "english": "family making it",
            },
        },
        "effects": {
            "collect": {
                "pattern": "collect {amount: money} [to {player: player}]",
                "runtime": "collect_money",
                "doc": "The owner (or the family named with `to`) takes money from the bank.",
                "example": "collect 4 dollars",
                "english": "{player} takes {amount} from the bank",
                "english_when": {"player is you": "take {amount} from the bank"},
                "defaults": {"player": "owner"},
            },
            "pay": {
                "pattern": "pay {amount: money} [from {player: player}]",
                "runtime": "pay_money",
                "doc": "The owner (or the family named) pays money to the bank, as much as it has (NP-BUS-01).",
                "example": "pay 2 dollars from p",
                "english": "{player} pays {amount} to the bank",
                "english_when": {"player is you": "pay {amount}"},
                "defaults": {"player": "owner"},
            },
            "transfer": {
                "pattern": "transfer {amount: money} from {payer: player} to {payee: player}",
                "runtime": "transfer_money",
                "doc": "One family pays another, as much as it has.",
                "example": "transfer 3 dollars from p to owner",
                "english": "{payer} pays {amount} to {payee}",
                "english_when": {"payee is you": "take {amount} from {payer} (all it has if less)"},
            },
            "gain": {
                "pattern": "gain {amount: respect} [to {player: player}]",
                "runtime": "gain_respect",
                "doc": "The owner (or the family named with `to`) gains respect.",
                "example": "gain 2 respect",
                "english": "{player} gains {amount}",
                "english_when": {"player is you": "gain {amount}"},
                "defaults": {"player": "owner"},
            },
            "draw": {
                "pattern": "draw {count: number}",
                "runtime": "draw_cards",
                "doc": "The owner draws influence cards (the discards shuffled into a new deck when it runs out).",
                "example": "draw 2",
                "english": "draw {count} influence cards",
                "english_when": {
                    "count is 1": "draw an influence card",
                    "count is a number": "draw {count} influence cards",
                },
            },
            "place": {
                "pattern": "place {count: number} onto {gangster: gangster}",
                "runtime": "place_markers",
                "doc": "The owner puts that many of its markers (as many as it has left) on a gangster.",
                "example": "place 2 onto t",
                "english": "place {count} of your markers on {gangster}",
                "english_when": {"count is 1": "place one of your markers on {gangster}"},
            },
            "scatter": {
                "pattern": "scatter {count: number}",
                "runtime": "scatter_neutral",
                "doc": "The owner puts that many neutral markers (as many "
                "as are left) on gangsters, choosing each one's "
                "gangster.",
                "example": "scatter 3",
                "english": "place {count} neutral markers, on one to {count} gangsters",
            },
            "strip": {
                "pattern": "remove {count: number} from {gangster: gangster}",
                "runtime": "remove_any",
                "doc": "The owner takes that many markers off a gangster, "
                "one at a time, each of a family (or neutral) it "
                "chooses; they go back to their owners (a blackmail "
                "token goes with its marker, NP-BLK-03).",
                "example": "remove 1 from t",
                "english": "remove {count} markers of any colour from {gangster}",
                "english_when": {"count is 1": "remove one marker of any colour, neutral included, from {gangster}"},
            },
            "return": {
                "pattern": "return {count: number} from {gangster: gangster} to {player: player}",
                "runtime": "return_markers",
                "doc": "That many of a family's markers (no more than lie there) are taken off a gangster, back to it.",
                "example": "return 2 from t to q",
                "english": "send {count} markers of {player} on {gangster} back",
            },
            "negate": {
                "pattern": "negate {gangster: gangster}",
                "runtime": "negate",
                "doc": "Put the negate token on a gangster: he takes no action this phase B (NP-POS-02, NP-BUS-05).",
                "example": "negate t",
                "english": "put the negate token on {gangster}: he takes no action this phase",
            },
            "switch": {
                "pattern": "switch markers",
                "runtime": "switch_markers",
                "doc": "The owner switches two markers of different colours "
                "on two gangsters; a blackmail token under one goes "
                "to its new family (NP-POS-05, NP-BLK-03).",
                "example": "switch markers",
                "english": "switch two markers of different colours on two gangsters",
            },
            "whack": {
                "pattern": "whack {target: gangster} at {price: money} with {hitter: gangster}",
                "runtime": "whack",
                "doc": "The owner pays the price (the Capo costs more, "
                "NP-HIT-04) and attempts a whack on the target "
                "(NP-HIT); the hitter dies on the switchblade.",
                "example": "whack t at 10 dollars with occupant",
                "english": "pay {price} (more for the Capo) to attempt a whack on {target} by {hitter}",
            },
            "contract": {
                "pattern": "contract {target: gangster} at {price: money}",
                "runtime": "contract",
                "doc": "The owner pays the price (the Capo costs more) "
                "and attempts a whack with no hitter; a failure or "
                "the switchblade costs it the whack's respect "
                "(NP-R-14).",
                "example": "contract t at 5 dollars",
                "english": "pay {price} (more for the Capo) to attempt a "
                "whack on {target}; on a failure lose 4 "
                "respect",
            },
            "favour": {
                "pattern": "favour {count: number}",
                "runtime": "favour",
                "doc": "The owner chooses another family with that many "
                "markers left (other families may offer for the "
                "choice, NP-NEG-03); it places them on one gangster.",
                "example": "favour 2",
                "english": "another family of your choice places {count} of its markers on any one gangster",
            },
            "place_icons": {
                "pattern": "place icons",
                "runtime": "place_icons",
                "doc": "The card's icons are placed as when it is played in phase A (NP-INF-02).",
                "example": "place icons",
                "english": "place its markers as its icons say",
            },
            "deal": {
                "pattern": "deal {count: number} with {given: number}",
                "runtime": "draw_giving",
                "doc": "The owner draws cards, then gives that many of the "
                "drawn cards to another family of its choice.",
                "example": "deal 2 with 1",
                "english": "draw {count} influence cards and give {given} of them to another family",
            },
            "buy": {
                "pattern": "buy {count: number} onto {gangster: gangster} at {price: money}",
                "runtime": "buy_markers",
                "doc": "The owner may pay the price for that many more of its markers on the gangster (a decision).",
                "example": "buy 1 onto placed at 5 dollars",
                "english": "you may pay {price} for {count} more of your markers on {gangster}",
            },
            "swap_prisoner": {
                "pattern": "swap prisoner",
                "runtime": "swap_prisoner",
                "doc": "The owner replaces an active gangster it "
                "controls with one from prison; the markers "
                "and token stay on the seat (NP-R-15).",
                "example": "swap prisoner",
                "english": "replace a gangster you control with one from prison (the markers on him stay on the seat)",
            },
            "skim": {
                "pattern": "skim {gangster: gangster}",
                "runtime": "skim",
                "doc": "This phase B the owner takes the gangster's money and respect instead of his controller.",
                "example": "skim t",
                "english": "this phase, take the money and respect of {gangster} instead of his controller",
            },
            "shift": {
                "pattern": "shift all from {source: gangster} to {destination: gangster}",
                "runtime": "shift_markers",
                "doc": "All the owner's markers on one gangster move to another.",
                "example": "shift all from attack.target to t",
                "english": "move all your markers from {source} to {destination}",
            },
            "free": {
                "pattern": "free {prisoner: gangster}",
                "runtime": "free_prisoner",
                "doc": "A gangster in prison goes to an empty seat of the owner's choice.",
                "example": "free t",
                "english": "{prisoner} leaves prison for an empty seat of your choice",
            },
            "imprison": {
                "pattern": "imprison {gangster: gangster}",
                "runtime": "imprison",
                "doc": "A gangster goes to prison; his markers and token return.",
                "example": "imprison t",
                "english": "send {gangster} to prison",
            },
            "blackmail": {
                "pattern": "blackmail {gangster: gangster}",
                "runtime": "blackmail",
                "doc": "A blackmail token goes under one of the owner's "
                "markers on the gangster, if he has none and one "
                "is left (NP-BLK-01/02).",
                "example": "blackmail placed",
                "english": "put a blackmail token under your marker on {gangster}",
            },
            "burn": {
                "pattern": "burn {gangster: gangster}",
                "runtime": "burn_blackmail",
                "doc": "The blackmail token on the gangster is removed.",
                "example": "burn t",
                "english": "remove the blackmail token on {gangster}",
            },
            "seize": {
                "pattern": "seize {gangster: gangster}",
                "runtime": "seize_blackmail",
                "doc": "The owner's marker replaces the one on the "
                "gangster's blackmail token (which goes back to its "
                "family).",
                "example": "seize t",
                "english": "your marker replaces the one on the blackmail token of {gangster}",
            },
            "swap_row": {
                "pattern": "swap row",
                "runtime": "swap_row",
                "doc": "The owner swaps two gangsters of one row.",
                "example": "swap row",
                "english": "swap two gangsters of the same row",
            },
            "sell": {
                "pattern": "sell {count: number} to {player: player} at {price: money}",
                "runtime": "sell_draws",
                "doc": "The family may pay the owner the price to draw that many cards (its decision).",
                "example": "sell 1 to p at 4 dollars",
                "english": "{player} may pay you {price} to draw {count} cards",
                "english_when": {"count is 1": "{player} may pay you {price} to draw a card"},
            },
            "steal": {
                "pattern": "steal {amount: respect} from {player: player}",
                "runtime": "steal_respect",
                "doc": "The owner takes respect from a family (what it has, up to the amount).",
                "example": "steal 3 respect from p",
                "english": "take {amount} from {player}",
            },
            "trade": {
                "pattern": "trade {mine: number} with {theirs: number}",
                "runtime": "trade_markers",
                "doc": "The owner removes that many of its markers, then "
                "that many markers of others (families' or neutral), "
                "one at a time, each where it chooses.",
                "example": "trade 2 with 4",
                "english": "remove {mine} of your markers to remove {theirs} markers of others",
            },
            "relocate": {
                "pattern": "relocate family",
                "runtime": "relocate_family",
                "doc": "The owner moves all the markers of one family from one gangster to another.",
                "example": "relocate family",
                "english": "move all markers of one family from one gangster to another",
            },
            "sweep": {
                "pattern": "sweep family",
                "runtime": "sweep_family",
                "doc": "The owner removes all the markers of one family from one gangster.",
                "example": "sweep family",
                "english": "remove all markers of one family from one gangster",
            },
            "redirect": {
                "pattern": "redirect {target: gangster}",
                "runtime": "redirect_whack",
                "doc": "The whack in progress changes its target.",
                "example": "redirect t",
                "english": "the whack goes to {target} instead",
            },
            "reroll": {
                "pattern": "reroll move",
                "runtime": "reroll_move",
                "doc": "The failed move is rolled again, free; the new roll counts.",
                "example": "reroll move",
                "english": "roll the move again, free",
            },
        },
        "choose": {
            "runtime": "choose_one",
            "doc": "The owner picks one item of a selection (nothing happens when "
            "it is empty); the effects after `:` run on it.",
            "example": "choose q in rivals where held(it, t) > 0: return 2 from t to q",
        },
        "timings": {
            "own_turn": {
                "doc": "the gangster's action of phase B (NP-BUS-03): a gangster's power, or his position's",
                "english": "Action",
            },
            "after_placing": {
                "doc": "an influence card played in phase A, after its markers are placed (the seed's AND, NP-INF-04)",
                "english": "after placing its markers",
            },
            "instead": {
                "doc": "an influence card discarded for its action instead of placing (the seed's OR, NP-INF-05)",
                "english": "instead of placing (OR)",
            },
            "any_time": {
                "doc": "at any time: in phase A as a card's action, else "
                "in the windows of NP-R-06 for the fee (NP-INF-08)",
                "english": "at any time (outside phase A for the fee)",
            },
            "whack_attempted": {
                "doc": "when a whack is attempted, before its roll (NP-R-06)",
                "english": "when a whack is attempted",
                "attack": True,
            },
            "whack_succeeded": {
                "doc": "when a whack succeeds, before the target leaves the board (NP-R-06)",
                "english": "when a whack succeeds",
                "attack": True,
            },
        },
    },
}
