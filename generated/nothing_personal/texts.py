"""The English of the abilities of the `nothing_personal` pack, compiled by `syndicate build`.

Do not edit: change the content under content/nothing_personal/ and build again.
"""

ABILITY_TEXT = {
    "gangster_sal_serra": ("When a move fails, if the Gangster is this card, roll the move again, free.",),
    "gangster_ritchie_fiore": ("This card stays out of prison until 12 markers lie on him.",),
    "gangster_tommy_rinaldi": ("Action: gain 2 respect.",),
    "gangster_carmine_rizzo": (
        "Action: choose a Gangster such that the number of the other families "
        "with markers on it is more than 0 and choose one of the other "
        "families with markers on it and send 2 markers of it on it back.",
    ),
    "gangster_aldo_marchetti": ("This card stays out of prison until 12 markers lie on him.",),
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
    "gangster_lou_quiet_rizzo": ("This card cannot be whacked.",),
    "gangster_lou_bellini": (
        "Action: choose a Gangster that is not this card such that it can be "
        "whacked such that you have at least the whack price of it and pay 5 "
        "dollars (more for the Capo) to attempt a whack on it by this card.",
    ),
    "gangster_nicky_cattaneo": ("Action: take 4 dollars from the bank.",),
    "gangster_teresa_marchetti": ("This card gets +1 on move rolls.",),
    "gangster_joey_sorrentino": ("This card cannot be whacked.",),
    "gangster_sal_greco": (
        "Action: choose a Gangster that is not this card such that it can be "
        "whacked such that you have at least the whack price of it and pay 5 "
        "dollars (more for the Capo) to attempt a whack on it by this card.",
    ),
    "gangster_dom_rizzo": ("This card gets +1 on move rolls.",),
    "gangster_enzo_rizzo": (
        "Action: choose a Gangster such that your markers left is more than 0 and place 2 of your markers on it.",
    ),
    "gangster_vinnie_fiore": ("When a move fails, if the Gangster is this card, roll the move again, free.",),
    "gangster_joey_rinaldi": ("Action: draw 2 influence cards.",),
    "gangster_lou_rinaldi": ("Action: take 4 dollars from the bank.",),
    "influence_01": (
        "Play after placing its markers: another family of your choice places 2 of its markers on any one gangster.",
    ),
    "influence_02": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_04": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_05": (
        "Play instead of placing (OR) if your markers on the board is at least 2 and the "
        "markers of others on the board is more than 0: remove 2 of your markers to "
        "remove 4 markers of others.",
    ),
    "influence_06": ("Play after placing its markers: take 5 dollars from the bank.",),
    "influence_07": (
        "Play instead of placing (OR): choose a Gangster such that it can be whacked "
        "such that you have at least the whack price of it and pay 5 dollars (more for "
        "the Capo) to attempt a whack on it; on a failure lose 4 respect.",
    ),
    "influence_08": ("Play after placing its markers: draw 2 influence cards and give 1 of them to another family.",),
    "influence_09": (
        "Play after placing its markers: another family of your choice places 2 of its markers on any one gangster.",
    ),
    "influence_10": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_12": (
        "Play after placing its markers: you may pay 5 dollars for 1 more of your "
        "markers on the gangster its first icon's markers went on.",
    ),
    "influence_13": (
        "Play instead of placing (OR) if the number of the prisoners is more than 0 and "
        "the number of the gangsters on the board such that it is on a numbered position "
        "and its controller is you is more than 0: replace a gangster you control with "
        "one from prison (the markers on him stay on the seat).",
    ),
    "influence_14": (
        "Play at any time (outside phase A for the fee): choose a Gangster that is on a "
        "numbered position such that phase B's income is still to come and this phase, "
        "take the money and respect of it instead of his controller.",
    ),
    "influence_15": (
        "Play instead of placing (OR): take 7 dollars from the bank, then each of the "
        "other families pays 2 dollars to the bank.",
    ),
    "influence_16": (
        "Play after placing its markers if the neutral markers left is more than 0: "
        "place 3 neutral markers, on one to 3 gangsters.",
    ),
    "influence_17": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_18": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_19": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_20": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_21": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_22": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_23": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_24": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_25": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_27": (
        "Play when a whack succeeds: choose a Gangster that is not the whack's target "
        "such that your markers on the whack's target is more than 0 and move all your "
        "markers from the whack's target to it.",
    ),
    "influence_28": (
        "Play when a whack succeeds if the whack's target's controller is you: take 16 dollars from the bank.",
    ),
    "influence_29": (
        "Play at any time (outside phase A for the fee) if the number of the prisoners "
        "is more than 0 and the empty seats is more than 0 and your markers left is at "
        "least 2: choose one of the prisoners and it leaves prison for an empty seat of "
        "your choice, then place 2 of your markers on it.",
    ),
    "influence_30": (
        "Play at any time (outside phase A for the fee) if the number of the prisoners "
        "is more than 0 and the empty seats is more than 0 and your markers left is at "
        "least 2: choose one of the prisoners and it leaves prison for an empty seat of "
        "your choice, then place 2 of your markers on it.",
    ),
    "influence_31": (
        "Play at any time (outside phase A for the fee) if the number of the prisoners "
        "is more than 0 and the empty seats is more than 0 and your markers left is at "
        "least 2: choose one of the prisoners and it leaves prison for an empty seat of "
        "your choice, then place 2 of your markers on it.",
    ),
    "influence_32": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_33": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_34": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_35": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_40": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_41": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_42": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_43": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_44": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_45": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_46": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_47": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_48": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_49": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_50": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_51": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_52": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_53": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_54": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_55": (
        "Play after placing its markers: put a blackmail token under your marker on the "
        "gangster its first icon's markers went on.",
    ),
    "influence_56": (
        "Play after placing its markers: another family of your choice places 2 of its markers on any one gangster.",
    ),
    "influence_57": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_59": (
        "Play after placing its markers: you may pay 5 dollars for 1 more of your "
        "markers on the gangster its first icon's markers went on.",
    ),
    "influence_60": (
        "Play instead of placing (OR) if the number of the prisoners is more than 0 and "
        "the number of the gangsters on the board such that it is on a numbered position "
        "and its controller is you is more than 0: replace a gangster you control with "
        "one from prison (the markers on him stay on the seat).",
    ),
    "influence_61": ("Play instead of placing (OR) if two gangsters share a row: swap two gangsters of the same row.",),
    "influence_62": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_63": (
        "Play instead of placing (OR): gain 4 respect, then choose one of the other families and it gains 1 respect.",
    ),
    "influence_64": ("Play after placing its markers: draw 2 influence cards and give 1 of them to another family.",),
    "influence_65": ("Play instead of placing (OR): each of the other families may pay you 4 dollars to draw a card.",),
    "influence_66": (
        "Play instead of placing (OR): choose a Gangster with a blackmail token and remove the blackmail token on it.",
    ),
    "influence_67": (
        "Play instead of placing (OR): choose a Gangster with a blackmail token whose "
        "blackmailer is not you such that your markers left is more than 0 and your "
        "marker replaces the one on the blackmail token of it.",
    ),
    "influence_68": (
        "Play when a whack is attempted: choose a Gangster that is not the whack's "
        "target that is not the whack's hitter such that it can be whacked and the whack "
        "goes to it instead.",
    ),
    "influence_69": (
        "Play after placing its markers: another family of your choice places 2 of its markers on any one gangster.",
    ),
    "influence_70": (
        "Play after placing its markers: choose a Gangster that is not the gangster its "
        "first icon's markers went on whose markers is more than 0 and remove one marker "
        "of any colour, neutral included, from it.",
    ),
    "influence_71": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_72": (
        "Play at any time (outside phase A for the fee) if one of its icons can be "
        "placed: place its markers as its icons say.",
    ),
    "influence_73": (
        "Play after placing its markers: another family of your choice places 2 of its markers on any one gangster.",
    ),
    "influence_74": (
        "Play after placing its markers: another family of your choice places 1 of its markers on any one gangster.",
    ),
    "influence_76": (
        "Play after placing its markers: you may pay 5 dollars for 1 more of your "
        "markers on the gangster its first icon's markers went on.",
    ),
    "influence_77": (
        "Play instead of placing (OR) if a family's markers lie on the board: move all "
        "markers of one family from one gangster to another.",
    ),
    "influence_78": (
        "Play instead of placing (OR): choose another player whose respect is more than "
        "0 respect and take 3 respect from that player.",
    ),
    "influence_79": (
        "Play instead of placing (OR) if a family's markers lie on the board: remove all "
        "markers of one family from one gangster.",
    ),
    "influence_80": (
        "Play instead of placing (OR): choose a Gangster such that this card's first "
        "icon fits it such that your markers left is more than 0 and place one of your "
        "markers on it, then draw an influence card.",
    ),
    "influence_81": (
        "Play instead of placing (OR): choose a Gangster such that this card's first "
        "icon fits it such that your markers left is more than 0 and place one of your "
        "markers on it, then draw an influence card.",
    ),
    "influence_82": (
        "Play instead of placing (OR): choose a Gangster such that this card's first "
        "icon fits it such that your markers left is more than 0 and place one of your "
        "markers on it, then draw an influence card.",
    ),
    "influence_83": (
        "Play instead of placing (OR): choose a Gangster such that this card's first "
        "icon fits it such that your markers left is more than 0 and place one of your "
        "markers on it, then draw an influence card.",
    ),
    "influence_84": (
        "Play at any time (outside phase A for the fee): choose a Gangster whose markers "
        "is at least 10 and send it to prison.",
    ),
    "influence_85": (
        "Play at any time (outside phase A for the fee): choose a Gangster whose markers "
        "is at least 10 and send it to prison.",
    ),
    "influence_86": (
        "Play at any time (outside phase A for the fee): choose a Gangster whose markers "
        "is at least 10 and send it to prison.",
    ),
    "influence_93": ("Play instead of placing (OR): take 12 dollars from the bank.",),
    "influence_94": ("Play instead of placing (OR): take 12 dollars from the bank.",),
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
