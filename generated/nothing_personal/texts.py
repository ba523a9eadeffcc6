"""The English of the abilities of the `nothing_personal` pack, compiled by `syndicate build`.

Do not edit: change the content under content/nothing_personal/ and build again.
"""

ABILITY_TEXT = {
    "gangster_sal_serra": ("When a move fails, if the Gangster is this gangster, roll the move again, free.",),
    "gangster_ritchie_fiore": ("This gangster stays out of prison until 12 markers lie on him.",),
    "gangster_tommy_rinaldi": ("Action: gain 2 respect.",),
    "gangster_carmine_rizzo": (
        "Action: choose a Gangster such that the number of the other families "
        "with markers on it is more than 0 and choose one of the other "
        "families with markers on it and send 2 markers of it on it back.",
    ),
    "gangster_aldo_marchetti": ("This gangster stays out of prison until 12 markers lie on him.",),
    "gangster_dom_corvo": (
        "Action: choose a Gangster such that the number of the other families with "
        "markers on it is more than 0 and choose one of the other families with "
        "markers on it and send 2 markers of it on it back.",
    ),
    "gangster_dom_palma": ("Action: draw 2 influence cards.",),
    "gangster_joey_the_priest_greco": ("Action: gain 2 respect.",),
    "gangster_vinnie_rizzo": (
        "Action: choose a Gangster such that your markers left is more than 0 and place 2 of your markers on it.",
    ),
    "gangster_lou_quiet_rizzo": ("This gangster cannot be whacked.",),
    "gangster_lou_bellini": (
        "Action: choose a Gangster that is not this gangster such that it can be "
        "whacked such that you have at least the whack price of it and pay 5 "
        "dollars (more for the Capo) to attempt a whack on it by this "
        "gangster.",
    ),
    "gangster_nicky_cattaneo": ("Action: take 4 dollars from the bank.",),
    "gangster_teresa_marchetti": ("This gangster gets +1 on move rolls.",),
    "gangster_joey_sorrentino": ("This gangster cannot be whacked.",),
    "gangster_sal_greco": (
        "Action: choose a Gangster that is not this gangster such that it can be "
        "whacked such that you have at least the whack price of it and pay 5 "
        "dollars (more for the Capo) to attempt a whack on it by this gangster.",
    ),
    "gangster_dom_rizzo": ("This gangster gets +1 on move rolls.",),
    "gangster_enzo_rizzo": (
        "Action: choose a Gangster such that your markers left is more than 0 and place 2 of your markers on it.",
    ),
    "gangster_vinnie_fiore": ("When a move fails, if the Gangster is this gangster, roll the move again, free.",),
    "gangster_joey_rinaldi": ("Action: draw 2 influence cards.",),
    "gangster_lou_rinaldi": ("Action: take 4 dollars from the bank.",),
    "position_underboss": ("Action: draw an influence card.",),
    "position_counselor": (
        "Action if the neutral markers left is more than 0: place 3 neutral markers, on one to 3 gangsters.",
    ),
    "position_enforcer": (
        "Action: choose a Gangster such that your markers left is more than 0 and place one of your markers on it.",
    ),
    "position_racketeer": (
        "Action if two markers of different colours lie on the board: switch two "
        "markers of different colours on two gangsters.",
    ),
    "position_bean_counter": (
        "Action: choose another player with more than 0 dollars and take 3 "
        "dollars from that player (all it has if less).",
    ),
    "position_first_guy": (
        "Action: choose a Gangster whose markers is more than 0 and remove one "
        "marker of any colour, neutral included, from it.",
    ),
    "position_second_guy": (
        "Action: choose a Gangster that is not the gangster on this position and "
        "put the negate token on it: he takes no action this phase.",
    ),
    "position_third_guy": (
        "Action: choose a Gangster that is not the gangster on this position such "
        "that it can be whacked such that you have at least the whack price of it "
        "and pay 10 dollars (more for the Capo) to attempt a whack on it by the "
        "gangster on this position.",
    ),
}

HOUSE_RULE_TEXT = {}

CARD_TEXT = {
    "family_red": "Old money from the docks.",
    "family_blue": "They run the numbers uptown.",
    "family_black": "Nobody remembers them arriving.",
    "family_white": "Church on Sunday, books on Monday.",
    "family_orange": "Newcomers with long memories.",
    "gangster_don_aurelio_vasto": "The old Capo: every colour of influence fits him.",
    "position_capo": "No power: his controller holds the Capo token (first in turn order, settles "
    "ties), and whacking him costs $10 more.",
}
