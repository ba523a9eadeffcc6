"""The English of the abilities of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

ABILITY_TEXT = {
    "spades_jack": ("When this card is drawn, every thug of the recipient gets +1 attack for the rest of the game.",),
    "spades_queen": ("When this card is drawn, every thug of the recipient gets +1 defence for the rest of the game.",),
    "spades_ace": ("When this card is drawn, the recipient takes 1000 dollars from the bank.",),
    "hearts_jack": ("When this card is drawn, every thug of the recipient gets +1 attack for the rest of the game.",),
    "hearts_queen": ("When this card is drawn, every thug of the recipient gets +1 defence for the rest of the game.",),
    "hearts_ace": ("When this card is drawn, the recipient takes 1000 dollars from the bank.",),
    "clubs_jack": ("When this card is drawn, every thug of the recipient gets +1 attack for the rest of the game.",),
    "clubs_queen": ("When this card is drawn, every thug of the recipient gets +1 defence for the rest of the game.",),
    "clubs_ace": ("When this card is drawn, the recipient takes 1000 dollars from the bank.",),
    "diamonds_jack": ("When this card is drawn, every thug of the recipient gets +1 attack for the rest of the game.",),
    "diamonds_queen": (
        "When this card is drawn, every thug of the recipient gets +1 defence for the rest of the game.",
    ),
    "diamonds_ace": ("When this card is drawn, the recipient takes 1000 dollars from the bank.",),
    "joker_red": ("Play in your turn: every thug group in play goes under its owner's deck.",),
    "joker_black": ("Play in your turn: every thug group in play goes under its owner's deck.",),
}

HOUSE_RULE_TEXT = {
    "kingpins_only": ("Every kingpin attacks at 5.", "Every kingpin defends at 5."),
    "murder_for_bounty": (
        "When an attack is resolved, if the killed is more than 0, the attacker "
        "takes the killed times 25 dollars from the bank.",
    ),
}

CARD_TEXT = {
    "spades_king": "Your kingpin. Attacks as one of your thugs, defends as two. Safe while any group "
    "of yours stands. If he dies, your team is out.",
    "hearts_king": "Your kingpin. Attacks as one of your thugs, defends as two. Safe while any group "
    "of yours stands. If she dies, your team is out.",
    "clubs_king": "Your kingpin. Attacks as one of your thugs, defends as two. Safe while any group "
    "of yours stands. If he dies, your team is out.",
    "diamonds_king": "Your kingpin. Attacks as one of your thugs, defends as two. Safe while any "
    "group of yours stands. If he dies, your team is out.",
    "spades_team": "Every thug hits like four and folds like one.",
    "hearts_team": "Every thug hits like one and holds like four.",
    "clubs_team": "Every thug hits like two and holds like three.",
    "diamonds_team": "Every thug hits like three and holds like two.",
    "spades_2": "Two thugs on the payroll: $200 to hire, worth as much in a debt.",
    "spades_3": "Three thugs on the payroll: $300 to hire, worth as much in a debt.",
    "spades_4": "Four thugs on the payroll: $400 to hire, worth as much in a debt.",
    "spades_5": "Five thugs on the payroll: $500 to hire, worth as much in a debt.",
    "spades_6": "Six thugs on the payroll: $600 to hire, worth as much in a debt.",
    "spades_7": "Seven thugs on the payroll: $700 to hire, worth as much in a debt.",
    "spades_8": "Eight thugs on the payroll: $800 to hire, worth as much in a debt.",
    "spades_9": "Nine thugs on the payroll: $900 to hire, worth as much in a debt.",
    "spades_10": "Ten thugs on the payroll: $1,000 to hire, worth as much in a debt.",
    "hearts_2": "Two thugs on the payroll: $200 to hire, worth as much in a debt.",
    "hearts_3": "Three thugs on the payroll: $300 to hire, worth as much in a debt.",
    "hearts_4": "Four thugs on the payroll: $400 to hire, worth as much in a debt.",
    "hearts_5": "Five thugs on the payroll: $500 to hire, worth as much in a debt.",
    "hearts_6": "Six thugs on the payroll: $600 to hire, worth as much in a debt.",
    "hearts_7": "Seven thugs on the payroll: $700 to hire, worth as much in a debt.",
    "hearts_8": "Eight thugs on the payroll: $800 to hire, worth as much in a debt.",
    "hearts_9": "Nine thugs on the payroll: $900 to hire, worth as much in a debt.",
    "hearts_10": "Ten thugs on the payroll: $1,000 to hire, worth as much in a debt.",
    "clubs_2": "Two thugs on the payroll: $200 to hire, worth as much in a debt.",
    "clubs_3": "Three thugs on the payroll: $300 to hire, worth as much in a debt.",
    "clubs_4": "Four thugs on the payroll: $400 to hire, worth as much in a debt.",
    "clubs_5": "Five thugs on the payroll: $500 to hire, worth as much in a debt.",
    "clubs_6": "Six thugs on the payroll: $600 to hire, worth as much in a debt.",
    "clubs_7": "Seven thugs on the payroll: $700 to hire, worth as much in a debt.",
    "clubs_8": "Eight thugs on the payroll: $800 to hire, worth as much in a debt.",
    "clubs_9": "Nine thugs on the payroll: $900 to hire, worth as much in a debt.",
    "clubs_10": "Ten thugs on the payroll: $1,000 to hire, worth as much in a debt.",
    "diamonds_2": "Two thugs on the payroll: $200 to hire, worth as much in a debt.",
    "diamonds_3": "Three thugs on the payroll: $300 to hire, worth as much in a debt.",
    "diamonds_4": "Four thugs on the payroll: $400 to hire, worth as much in a debt.",
    "diamonds_5": "Five thugs on the payroll: $500 to hire, worth as much in a debt.",
    "diamonds_6": "Six thugs on the payroll: $600 to hire, worth as much in a debt.",
    "diamonds_7": "Seven thugs on the payroll: $700 to hire, worth as much in a debt.",
    "diamonds_8": "Eight thugs on the payroll: $800 to hire, worth as much in a debt.",
    "diamonds_9": "Nine thugs on the payroll: $900 to hire, worth as much in a debt.",
    "diamonds_10": "Ten thugs on the payroll: $1,000 to hire, worth as much in a debt.",
}
