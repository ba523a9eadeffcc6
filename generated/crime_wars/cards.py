"""The cards (stats only; abilities are in abilities.py) of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

CARDS = (
    {"id": "spades_jack", "kind": "bonus", "name": "Gunrunner of Spades", "suit": "spades", "rank": "jack"},
    {"id": "spades_queen", "kind": "bonus", "name": "Safehouse of Spades", "suit": "spades", "rank": "queen"},
    {"id": "spades_ace", "kind": "bonus", "name": "Windfall of Spades", "suit": "spades", "rank": "ace"},
    {"id": "hearts_jack", "kind": "bonus", "name": "Gunrunner of Hearts", "suit": "hearts", "rank": "jack"},
    {"id": "hearts_queen", "kind": "bonus", "name": "Safehouse of Hearts", "suit": "hearts", "rank": "queen"},
    {"id": "hearts_ace", "kind": "bonus", "name": "Windfall of Hearts", "suit": "hearts", "rank": "ace"},
    {"id": "clubs_jack", "kind": "bonus", "name": "Gunrunner of Clubs", "suit": "clubs", "rank": "jack"},
    {"id": "clubs_queen", "kind": "bonus", "name": "Safehouse of Clubs", "suit": "clubs", "rank": "queen"},
    {"id": "clubs_ace", "kind": "bonus", "name": "Windfall of Clubs", "suit": "clubs", "rank": "ace"},
    {"id": "diamonds_jack", "kind": "bonus", "name": "Gunrunner of Diamonds", "suit": "diamonds", "rank": "jack"},
    {"id": "diamonds_queen", "kind": "bonus", "name": "Safehouse of Diamonds", "suit": "diamonds", "rank": "queen"},
    {"id": "diamonds_ace", "kind": "bonus", "name": "Windfall of Diamonds", "suit": "diamonds", "rank": "ace"},
    {"id": "spades_king", "kind": "kingpin", "name": "Silas Vane", "suit": "spades", "rank": "king"},
    {"id": "hearts_king", "kind": "kingpin", "name": "Mother Rosa", "suit": "hearts", "rank": "king"},
    {"id": "clubs_king", "kind": "kingpin", "name": "Don Ottavio", "suit": "clubs", "rank": "king"},
    {"id": "diamonds_king", "kind": "kingpin", "name": "Jimmy Facets", "suit": "diamonds", "rank": "king"},
    {"id": "joker_red", "kind": "snitch", "name": "The Red Snitch"},
    {"id": "joker_black", "kind": "snitch", "name": "The Black Snitch"},
    {"id": "spades_team", "kind": "team", "name": "The Razor Boys", "suit": "spades", "attack": 4, "defence": 1},
    {"id": "hearts_team", "kind": "team", "name": "The Cold Hearts", "suit": "hearts", "attack": 1, "defence": 4},
    {"id": "clubs_team", "kind": "team", "name": "The Club Row Outfit", "suit": "clubs", "attack": 2, "defence": 3},
    {"id": "diamonds_team", "kind": "team", "name": "The Glass Kings", "suit": "diamonds", "attack": 3, "defence": 2},
    {"id": "spades_2", "kind": "thug", "name": "Two of Spades", "suit": "spades", "rank": "two", "thugs": 2},
    {"id": "spades_3", "kind": "thug", "name": "Three of Spades", "suit": "spades", "rank": "three", "thugs": 3},
    {"id": "spades_4", "kind": "thug", "name": "Four of Spades", "suit": "spades", "rank": "four", "thugs": 4},
    {"id": "spades_5", "kind": "thug", "name": "Five of Spades", "suit": "spades", "rank": "five", "thugs": 5},
    {"id": "spades_6", "kind": "thug", "name": "Six of Spades", "suit": "spades", "rank": "six", "thugs": 6},
    {"id": "spades_7", "kind": "thug", "name": "Seven of Spades", "suit": "spades", "rank": "seven", "thugs": 7},
    {"id": "spades_8", "kind": "thug", "name": "Eight of Spades", "suit": "spades", "rank": "eight", "thugs": 8},
    {"id": "spades_9", "kind": "thug", "name": "Nine of Spades", "suit": "spades", "rank": "nine", "thugs": 9},
    {"id": "spades_10", "kind": "thug", "name": "Ten of Spades", "suit": "spades", "rank": "ten", "thugs": 10},
    {"id": "hearts_2", "kind": "thug", "name": "Two of Hearts", "suit": "hearts", "rank": "two", "thugs": 2},
    {"id": "hearts_3", "kind": "thug", "name": "Three of Hearts", "suit": "hearts", "rank": "three", "thugs": 3},
    {"id": "hearts_4", "kind": "thug", "name": "Four of Hearts", "suit": "hearts", "rank": "four", "thugs": 4},
    {"id": "hearts_5", "kind": "thug", "name": "Five of Hearts", "suit": "hearts", "rank": "five", "thugs": 5},
    {"id": "hearts_6", "kind": "thug", "name": "Six of Hearts", "suit": "hearts", "rank": "six", "thugs": 6},
    {"id": "hearts_7", "kind": "thug", "name": "Seven of Hearts", "suit": "hearts", "rank": "seven", "thugs": 7},
    {"id": "hearts_8", "kind": "thug", "name": "Eight of Hearts", "suit": "hearts", "rank": "eight", "thugs": 8},
    {"id": "hearts_9", "kind": "thug", "name": "Nine of Hearts", "suit": "hearts", "rank": "nine", "thugs": 9},
    {"id": "hearts_10", "kind": "thug", "name": "Ten of Hearts", "suit": "hearts", "rank": "ten", "thugs": 10},
    {"id": "clubs_2", "kind": "thug", "name": "Two of Clubs", "suit": "clubs", "rank": "two", "thugs": 2},
    {"id": "clubs_3", "kind": "thug", "name": "Three of Clubs", "suit": "clubs", "rank": "three", "thugs": 3},
    {"id": "clubs_4", "kind": "thug", "name": "Four of Clubs", "suit": "clubs", "rank": "four", "thugs": 4},
    {"id": "clubs_5", "kind": "thug", "name": "Five of Clubs", "suit": "clubs", "rank": "five", "thugs": 5},
    {"id": "clubs_6", "kind": "thug", "name": "Six of Clubs", "suit": "clubs", "rank": "six", "thugs": 6},
    {"id": "clubs_7", "kind": "thug", "name": "Seven of Clubs", "suit": "clubs", "rank": "seven", "thugs": 7},
    {"id": "clubs_8", "kind": "thug", "name": "Eight of Clubs", "suit": "clubs", "rank": "eight", "thugs": 8},
    {"id": "clubs_9", "kind": "thug", "name": "Nine of Clubs", "suit": "clubs", "rank": "nine", "thugs": 9},
    {"id": "clubs_10", "kind": "thug", "name": "Ten of Clubs", "suit": "clubs", "rank": "ten", "thugs": 10},
    {"id": "diamonds_2", "kind": "thug", "name": "Two of Diamonds", "suit": "diamonds", "rank": "two", "thugs": 2},
    {"id": "diamonds_3", "kind": "thug", "name": "Three of Diamonds", "suit": "diamonds", "rank": "three", "thugs": 3},
    {"id": "diamonds_4", "kind": "thug", "name": "Four of Diamonds", "suit": "diamonds", "rank": "four", "thugs": 4},
    {"id": "diamonds_5", "kind": "thug", "name": "Five of Diamonds", "suit": "diamonds", "rank": "five", "thugs": 5},
    {"id": "diamonds_6", "kind": "thug", "name": "Six of Diamonds", "suit": "diamonds", "rank": "six", "thugs": 6},
    {"id": "diamonds_7", "kind": "thug", "name": "Seven of Diamonds", "suit": "diamonds", "rank": "seven", "thugs": 7},
    {"id": "diamonds_8", "kind": "thug", "name": "Eight of Diamonds", "suit": "diamonds", "rank": "eight", "thugs": 8},
    {"id": "diamonds_9", "kind": "thug", "name": "Nine of Diamonds", "suit": "diamonds", "rank": "nine", "thugs": 9},
    {"id": "diamonds_10", "kind": "thug", "name": "Ten of Diamonds", "suit": "diamonds", "rank": "ten", "thugs": 10},
)

# A card's slots for the pack's fields and its markers counted as a number, in the order of
# the runtime's card class (runtime/kernel/state.py: card_class), and each kind of marker's
# slot. The runtime uses the functions below only for a card class with exactly these slots.
CARD_SLOTS = ("suit", "attack", "defence", "rank", "thugs")
MARKER_SLOTS = ()


def fill_card_slots(card, values):
    """Sets a new card's CARD_SLOTS to `values`, in that order (runtime/kernel/state.py: make_cards)."""
    (card.suit, card.attack, card.defence, card.rank, card.thugs) = values


def marker_totals(cards):
    """The total of each kind of marker on `cards`, in MARKER_SLOTS' order (syndicate simulate's tally)."""
    return ()
