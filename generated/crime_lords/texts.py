"""The English of the abilities of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

ABILITY_TEXT = {
    "judge_pell": ("Recruit attempts led by this card may have any number of helpers.",),
    "countess_volkova": ("Your Mob's recruit attempts get +2.",),
    "mickey_costigan": ("Your Mob's hits get +2.",),
    "leopold_strand": ("You draw 1 more card each turn.",),
    "alderman_fairweather": ("During an attack against you, spend this card's action token to give the attack -3.",),
    "doc_hollister": (
        "On your turn, spend this card's action token and pay 5 G to choose one of your "
        "Crooks with Unhappy markers and remove 1 Unhappy marker from it.",
    ),
    "silky_joe_marchetti": ("Hits this card takes part in get +5.",),
    "nell_donnelly": ("Your Mob's takeovers in Gold Coast get +2.",),
    "ox_kowalski": ("Hits against this card's superior get -5.",),
    "cornelius_vane": ("Your Gambling Rackets earn +1.", "Your Gambling Rackets get +1 Resistance."),
    "dapper_dan_whitlow": (
        "On your turn, spend this card's action token and pay 3 G to choose a "
        "rival's Crook with less Power than this card that is not a Boss and add 1 "
        "Unhappy marker to it.",
    ),
    "deacon_grady": ("When you take over a Racket in Old Town, remove 1 Unhappy marker from this card.",),
    "jimmy_the_wrench": ("Takeovers in Foundry this card takes part in get +3.",),
    "paddy_quinlan": ("Hits against this card's superior get -5.",),
    "ada_lockhart": ("Recruit attempts this card takes part in get +3.",),
    "mad_dog_tully": ("When one of your hits succeeds, remove 1 Unhappy marker from this card.",),
    "cousin_elmo": ("This card needs no pay.",),
    "stella_kaminski": ("At the start of your turn, gain 2 G.",),
    "aunt_phil_roche": ("Your Crooks get +1 Resistance.",),
    "moose_larkin": ("Hits against this card's superior get -5.",),
    "saint_cecilia_society": (
        "Your Crooks get +3 Resistance.",
        "Your Protection and Loan Shark Rackets earn +2.",
        "Your Protection and Loan Shark Rackets get +3 Resistance.",
    ),
    "pier_rats": ("Your Mob's takeovers in Harbor get +2.",),
    "green_ledger_crowd": ("You draw 1 more card each turn.",),
    "ironside_brotherhood": ("Your Mob's hits get +2.",),
    "silk_hat_syndicate": ("Your Mob's recruit attempts get +2.",),
    "magpie_combine": ("When you take over a Racket, gain 5 G.",),
    "ward_heelers": (
        "At the start of your turn, choose one of your Crooks with Unhappy markers and "
        "remove 1 Unhappy marker from it.",
    ),
    "rum_row_navy": ("Your Smuggling Rackets earn +2.", "Your Smuggling Rackets get +2 Resistance."),
    "bank_job": ("Play on your turn: gain 15 G.",),
    "armored_car_score": ("Play on your turn: gain 15 G.",),
    "tipped_off": ("Play when an attack is made against you: cancel the attack.",),
    "stool_pigeon": ("Play when an attack is made against you: cancel the attack.",),
    "hired_guns": ("Play during one of your attacks: give the attack +3.",),
    "cold_feet": ("Play during an attack: give the attack -4.",),
    "smooth_mouthpiece": ("Play at any time: choose one of your Crooks and remove 2 Unhappy markers from it.",),
    "whisper_campaign": (
        "Play on your turn: choose up to 2 rival Crooks that are not Bosses and add 1 Unhappy marker to each of them.",
    ),
    "cooked_books": ("Play on your turn: choose one of your Rackets and add 1 income marker to it.",),
    "black_coffee": (
        "Play on your turn: choose one of your cards that has spent its action token and "
        "give it its action token back.",
    ),
    "wiretap": ("Play on your turn: draw 2 cards.",),
    "safehouse": ("Play when a hit is made against you: give the attack -5.",),
    "fresh_off_the_boat": (
        "Play on your turn: choose an uncontrolled Crook with Power 3 or less and place it in your Mob.",
    ),
    "sheriffs_auction": (
        "Play on your turn: choose an uncontrolled Racket such that you have at "
        "least the larger of 5 G and 5 times its income and pay the larger of 5 G "
        "and 5 times its income, then take it.",
    ),
    "loaded_dice": ("Play after an attack's dice are rolled: roll the attack's dice again.",),
    "shakedown": ("Play on your turn: each rival pays you 3 G.",),
    "ironworks_irregulars": ("This card may assist takeovers in its own district.",),
    "twelfth_ward_station": ("This card may assist takeovers in its own district.",),
    "kettle_creek_distillery": ("Your Smuggling Rackets earn +1.",),
    "smelters_local_nineteen": ("This card may assist takeovers in its own district.",),
    "junction_freight_yard": ("Your Mob's takeovers in Harbor get +2.",),
    "caddies_and_chauffeurs": ("This card may assist takeovers in its own district.",),
    "lakeview_precinct_house": ("This card may assist takeovers in its own district.",),
    "silver_meadow_park": ("Your Gambling Rackets earn +1.",),
    "regent_palace_hotel": ("When you recruit a Crook, gain 2 G.",),
    "rum_row_landing": ("This card earns +1 while you have any Warehouse Rackets.",),
    "hook_street_stevedores": ("This card may assist takeovers in its own district.",),
    "harbor_patrol_station": ("This card may assist takeovers in its own district.",),
    "greystone_shipyard": ("This card may assist takeovers in its own district.",),
    "bonded_warehouse_seven": ("Your Fencing Rackets earn +1.",),
    "cobblestone_rovers": ("This card may assist takeovers in its own district.",),
    "first_precinct_headquarters": ("This card may assist takeovers in its own district.",),
    "city_hall_annex": ("Your Crooked Precinct Rackets earn +1.", "Your Crooked Precinct Rackets get +2 Resistance."),
    "evening_clarion": ("You draw 1 more card each turn.",),
    "cinder_alley_boys": ("This card may assist takeovers in its own district.",),
    "ninth_precinct_night_desk": ("This card may assist takeovers in its own district.",),
    "uncle_ikes_loan_and_pawn": ("Your Loan Shark Rackets earn +1.",),
}

HOUSE_RULE_TEXT = {
    "majority_victory": (
        "At the end of each turn, for each player: if the number of that player's "
        "Crooks plus the number of that player's Rackets is more than the number of "
        "Crooks in play plus the number of Rackets in play minus the number of that "
        "player's Crooks minus the number of that player's Rackets, that player wins "
        "the game.",
    )
}

CARD_TEXT = {
    "judge_pell": "When he leads a recruitment, any number of Crooks below him may assist (instead of only one).",
    "alderman_fairweather": "At any time, even on another player's turn: spend his action token to "
    "give -3 to an attack in progress against a Crook or Racket of your Mob.",
    "ox_kowalski": "Bodyguard: any hit on his direct superior is at -5.",
    "paddy_quinlan": "Bodyguard: any hit on his direct superior is at -5.",
    "moose_larkin": "Bodyguard: any hit on his direct superior is at -5.",
    "ward_heelers": "At the start of your turn, remove one Unhappy marker from one Crook of your Mob of your choice.",
    "tipped_off": "Play in response to an attack against you: cancel that attack. Action tokens "
    "already spent stay spent; money already committed to its showdown stays in the "
    "bank.",
    "stool_pigeon": "Play in response to an attack against you: cancel that attack. Action tokens "
    "already spent stay spent; money already committed to its showdown stays in the "
    "bank.",
    "cooked_books": "Play during your turn: put a +1 Income marker on a Racket you control.",
    "wiretap": "Play during your turn: draw two cards. Crooks and Rackets drawn go to the "
    "uncontrolled area; Specials go to your hand.",
    "fresh_off_the_boat": "Play during your turn: take one target uncontrolled Crook with Power 3 or "
    "less and place him in your Mob wherever he may legally go. If he fits "
    "nowhere, he stays uncontrolled.",
    "sheriffs_auction": "Play during your turn: pay 5 G for each point of Income (at least 5 G) of "
    "one target uncontrolled Racket and take it under your control.",
    "shakedown": "Play during your turn: each rival player pays you 3 G, or all his money if he has less.",
    "ironworks_irregulars": "May add its Power to assist or defend a takeover of a Racket in its own "
    "district (spending its action token).",
    "twelfth_ward_station": "May add its Power to assist or defend a takeover of a Racket in its own "
    "district (spending its action token).",
    "smelters_local_nineteen": "May add its Power to assist or defend a takeover of a Racket in its "
    "own district (spending its action token).",
    "caddies_and_chauffeurs": "May add its Power to assist or defend a takeover of a Racket in its "
    "own district (spending its action token).",
    "lakeview_precinct_house": "May add its Power to assist or defend a takeover of a Racket in its "
    "own district (spending its action token).",
    "hook_street_stevedores": "May add its Power to assist or defend a takeover of a Racket in its "
    "own district (spending its action token).",
    "harbor_patrol_station": "May add its Power to assist or defend a takeover of a Racket in its own "
    "district (spending its action token).",
    "greystone_shipyard": "May add its Power to assist or defend a takeover of a Racket in its own "
    "district (spending its action token).",
    "cobblestone_rovers": "May add its Power to assist or defend a takeover of a Racket in its own "
    "district (spending its action token).",
    "first_precinct_headquarters": "May add its Power to assist or defend a takeover of a Racket in "
    "its own district (spending its action token).",
    "cinder_alley_boys": "May add its Power to assist or defend a takeover of a Racket in its own "
    "district (spending its action token).",
    "ninth_precinct_night_desk": "May add its Power to assist or defend a takeover of a Racket in its "
    "own district (spending its action token).",
}
