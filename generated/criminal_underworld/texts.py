"""The English of the abilities of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

ABILITY_TEXT = {
    "muscle_1": ("At the start of your turn, pay 10 K.",),
    "muscle_2": ("At the start of your turn, pay 10 K.",),
    "muscle_3": ("At the start of your turn, pay 10 K.",),
    "muscle_4": ("At the start of your turn, pay 10 K.",),
    "bent_cop_1": ("At the start of your turn, collect 10 K.",),
    "bent_cop_2": ("At the start of your turn, collect 10 K.",),
    "bent_cop_3": ("At the start of your turn, collect 10 K.",),
    "bent_cop_4": ("At the start of your turn, collect 10 K.",),
    "booby_trap_1": ("When an offence's damage falls on this card, the attacker's headquarters takes 10 damage.",),
    "booby_trap_2": ("When an offence's damage falls on this card, the attacker's headquarters takes 10 damage.",),
    "booby_trap_3": ("When an offence's damage falls on this card, the attacker's headquarters takes 10 damage.",),
    "booby_trap_4": ("When an offence's damage falls on this card, the attacker's headquarters takes 10 damage.",),
    "salt_road_cartel": ("Your criminal activity cards take 70 K more.",),
    "nine_candles": ("Your offences deal 6 more damage.", "Your offence/defence cards deal 6 more damage."),
    "velvet_room": ("Your businesses pay you 20 K more each turn.",),
    "static_collective": (
        "Your defences cost 20 K less to place and to remove.",
        "Your offence/defence cards cost 20 K less to place and to remove.",
    ),
    "castellane_family": ("Criminal activity against you takes only 30% of what it asks.",),
    "ferrymen": (
        "Your offences cost 20 K less to play as an offence.",
        "Your offence/defence cards cost 20 K less to play as an offence.",
    ),
    "repair_crew_1": ("When bought: your headquarters gets 40 power back, never above its starting power.",),
    "repair_crew_2": ("When bought: your headquarters gets 40 power back, never above its starting power.",),
    "inside_man": ("When bought: choose a rival's card that is a placed defence and discard it.",),
    "contract_hit": (
        "When bought, if you may attack: choose a rival's Organisation and it takes 30 damage, past its defences.",
    ),
    "fresh_connections": ("When bought: discard your hand and draw a new one.",),
}

HOUSE_RULE_TEXT = {}

CARD_TEXT = {
    "laundromat": "Business. Costs $80K. Power 30. Pays $20K each of your turns.",
    "car_wash": "Business. Costs $100K. Power 40. Pays $30K each of your turns.",
    "pawn_shop": "Business. Costs $120K. Power 40. Pays $40K each of your turns.",
    "nightclub": "Business. Costs $150K. Power 50. Pays $50K each of your turns.",
    "casino": "Business. Costs $200K. Power 60. Pays $70K each of your turns.",
    "scrapyard": "Business. Costs $100K. Power 50. Pays $25K each of your turns.",
    "guard_dogs_1": "Defence. Costs $20K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 15. No ability.",
    "guard_dogs_2": "Defence. Costs $20K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 15. No ability.",
    "guard_dogs_3": "Defence. Costs $20K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 15. No ability.",
    "guard_dogs_4": "Defence. Costs $20K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 15. No ability.",
    "shutters_1": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. No ability.",
    "shutters_2": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. No ability.",
    "shutters_3": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. No ability.",
    "shutters_4": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. No ability.",
    "muscle_1": "Defence. Costs $40K to place on a free side of your headquarters or a business, and "
    "again to remove. Power 40. Upkeep: you pay $10K at the start of each of your turns.",
    "muscle_2": "Defence. Costs $40K to place on a free side of your headquarters or a business, and "
    "again to remove. Power 40. Upkeep: you pay $10K at the start of each of your turns.",
    "muscle_3": "Defence. Costs $40K to place on a free side of your headquarters or a business, and "
    "again to remove. Power 40. Upkeep: you pay $10K at the start of each of your turns.",
    "muscle_4": "Defence. Costs $40K to place on a free side of your headquarters or a business, and "
    "again to remove. Power 40. Upkeep: you pay $10K at the start of each of your turns.",
    "bent_cop_1": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 20. Kickback: you collect $10K at the start of each of "
    "your turns.",
    "bent_cop_2": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 20. Kickback: you collect $10K at the start of each of "
    "your turns.",
    "bent_cop_3": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 20. Kickback: you collect $10K at the start of each of "
    "your turns.",
    "bent_cop_4": "Defence. Costs $30K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 20. Kickback: you collect $10K at the start of each of "
    "your turns.",
    "booby_trap_1": "Defence. Costs $40K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. Backfire: when an offence hits it, the attacker's "
    "headquarters takes 10 damage.",
    "booby_trap_2": "Defence. Costs $40K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. Backfire: when an offence hits it, the attacker's "
    "headquarters takes 10 damage.",
    "booby_trap_3": "Defence. Costs $40K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. Backfire: when an offence hits it, the attacker's "
    "headquarters takes 10 damage.",
    "booby_trap_4": "Defence. Costs $40K to place on a free side of your headquarters or a business, "
    "and again to remove. Power 25. Backfire: when an offence hits it, the attacker's "
    "headquarters takes 10 damage.",
    "armoured_van_1": "Costs $40K. Play it as an offence dealing 25 damage, or as a defence of power "
    "25. You cannot change it afterwards.",
    "armoured_van_2": "Costs $40K. Play it as an offence dealing 25 damage, or as a defence of power "
    "25. You cannot change it afterwards.",
    "armoured_van_3": "Costs $40K. Play it as an offence dealing 25 damage, or as a defence of power "
    "25. You cannot change it afterwards.",
    "armoured_van_4": "Costs $40K. Play it as an offence dealing 25 damage, or as a defence of power "
    "25. You cannot change it afterwards.",
    "armoured_van_5": "Costs $40K. Play it as an offence dealing 25 damage, or as a defence of power "
    "25. You cannot change it afterwards.",
    "armoured_van_6": "Costs $40K. Play it as an offence dealing 25 damage, or as a defence of power "
    "25. You cannot change it afterwards.",
    "sniper_1": "Costs $50K. Play it as an offence dealing 35 damage, or as a defence of power 15. "
    "You cannot change it afterwards.",
    "sniper_2": "Costs $50K. Play it as an offence dealing 35 damage, or as a defence of power 15. "
    "You cannot change it afterwards.",
    "sniper_3": "Costs $50K. Play it as an offence dealing 35 damage, or as a defence of power 15. "
    "You cannot change it afterwards.",
    "sniper_4": "Costs $50K. Play it as an offence dealing 35 damage, or as a defence of power 15. "
    "You cannot change it afterwards.",
    "sniper_5": "Costs $50K. Play it as an offence dealing 35 damage, or as a defence of power 15. "
    "You cannot change it afterwards.",
    "sniper_6": "Costs $50K. Play it as an offence dealing 35 damage, or as a defence of power 15. "
    "You cannot change it afterwards.",
    "bodyguards_1": "Costs $40K. Play it as an offence dealing 15 damage, or as a defence of power "
    "35. You cannot change it afterwards.",
    "bodyguards_2": "Costs $40K. Play it as an offence dealing 15 damage, or as a defence of power "
    "35. You cannot change it afterwards.",
    "bodyguards_3": "Costs $40K. Play it as an offence dealing 15 damage, or as a defence of power "
    "35. You cannot change it afterwards.",
    "bodyguards_4": "Costs $40K. Play it as an offence dealing 15 damage, or as a defence of power "
    "35. You cannot change it afterwards.",
    "bodyguards_5": "Costs $40K. Play it as an offence dealing 15 damage, or as a defence of power "
    "35. You cannot change it afterwards.",
    "bodyguards_6": "Costs $40K. Play it as an offence dealing 15 damage, or as a defence of power "
    "35. You cannot change it afterwards.",
    "enforcers_1": "Costs $30K. Play it as an offence dealing 20 damage, or as a defence of power 20. "
    "You cannot change it afterwards.",
    "enforcers_2": "Costs $30K. Play it as an offence dealing 20 damage, or as a defence of power 20. "
    "You cannot change it afterwards.",
    "enforcers_3": "Costs $30K. Play it as an offence dealing 20 damage, or as a defence of power 20. "
    "You cannot change it afterwards.",
    "enforcers_4": "Costs $30K. Play it as an offence dealing 20 damage, or as a defence of power 20. "
    "You cannot change it afterwards.",
    "enforcers_5": "Costs $30K. Play it as an offence dealing 20 damage, or as a defence of power 20. "
    "You cannot change it afterwards.",
    "enforcers_6": "Costs $30K. Play it as an offence dealing 20 damage, or as a defence of power 20. "
    "You cannot change it afterwards.",
    "pickpockets_1": "Criminal activity. A rival of your choice hands you $50K, or all the money he has.",
    "pickpockets_2": "Criminal activity. A rival of your choice hands you $50K, or all the money he has.",
    "pickpockets_3": "Criminal activity. A rival of your choice hands you $50K, or all the money he has.",
    "shakedown_1": "Criminal activity. A rival of your choice hands you $100K, or all the money he has.",
    "shakedown_2": "Criminal activity. A rival of your choice hands you $100K, or all the money he has.",
    "shakedown_3": "Criminal activity. A rival of your choice hands you $100K, or all the money he has.",
    "kidnapping_1": "Criminal activity. A rival of your choice hands you $150K, or all the money he has.",
    "kidnapping_2": "Criminal activity. A rival of your choice hands you $150K, or all the money he has.",
    "kidnapping_3": "Criminal activity. A rival of your choice hands you $150K, or all the money he has.",
    "brick_1": "Offence. Costs $10K. Deals 10 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "brick_2": "Offence. Costs $10K. Deals 10 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "brick_3": "Offence. Costs $10K. Deals 10 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "brick_4": "Offence. Costs $10K. Deals 10 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "drive_by_1": "Offence. Costs $30K. Deals 20 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "drive_by_2": "Offence. Costs $30K. Deals 20 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "drive_by_3": "Offence. Costs $30K. Deals 20 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "drive_by_4": "Offence. Costs $30K. Deals 20 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "pipe_bomb_1": "Offence. Costs $50K. Deals 30 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "pipe_bomb_2": "Offence. Costs $50K. Deals 30 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "pipe_bomb_3": "Offence. Costs $50K. Deals 30 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "pipe_bomb_4": "Offence. Costs $50K. Deals 30 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "arson_1": "Offence. Costs $70K. Deals 40 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "arson_2": "Offence. Costs $70K. Deals 40 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "arson_3": "Offence. Costs $70K. Deals 40 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "arson_4": "Offence. Costs $70K. Deals 40 damage to a rival's headquarters or business: first to "
    "one of its defences (your pick), the rest to the building.",
    "rocket_1": "Offence. Costs $100K. Deals 60 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "rocket_2": "Offence. Costs $100K. Deals 60 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "rocket_3": "Offence. Costs $100K. Deals 60 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "rocket_4": "Offence. Costs $100K. Deals 60 damage to a rival's headquarters or business: first "
    "to one of its defences (your pick), the rest to the building.",
    "salt_road_cartel": "Specialty: narcotics. Your criminal activity takes $70K more than the card says.",
    "nine_candles": "Specialty: contract work. Your offences deal 6 more damage.",
    "velvet_room": "Specialty: vice. Each of your businesses pays you $20K more each turn.",
    "static_collective": "Specialty: cyber crime. Your defences cost $20K less to place and to remove.",
    "castellane_family": "Specialty: laundering. Criminal activity against you takes only 30% of what it asks.",
    "ferrymen": "Specialty: gunrunning. Your offences cost $20K less.",
    "repair_crew_1": "Service. $100K. Your headquarters gets 40 power back, never above its starting power.",
    "repair_crew_2": "Service. $100K. Your headquarters gets 40 power back, never above its starting power.",
    "inside_man": "Service. $60K. Discard any one defence of a rival.",
    "contract_hit": "Service. $150K. A rival's headquarters takes 30 damage, past its defences. It is an attack.",
    "fresh_connections": "Service. $30K. Discard your hand and draw a new one.",
    "powder_1": "Trade. Collect $120K from the bank; The Salt Road Cartel collect double ($240K).",
    "powder_2": "Trade. Collect $120K from the bank; The Salt Road Cartel collect double ($240K).",
    "powder_3": "Trade. Collect $120K from the bank; The Salt Road Cartel collect double ($240K).",
    "powder_4": "Trade. Collect $120K from the bank; The Salt Road Cartel collect double ($240K).",
    "contract_1": "Trade. Collect $120K from the bank; The Nine Candles collect double ($240K).",
    "contract_2": "Trade. Collect $120K from the bank; The Nine Candles collect double ($240K).",
    "contract_3": "Trade. Collect $120K from the bank; The Nine Candles collect double ($240K).",
    "contract_4": "Trade. Collect $120K from the bank; The Nine Candles collect double ($240K).",
    "private_party_1": "Trade. Collect $120K from the bank; The Velvet Room collect double ($240K).",
    "private_party_2": "Trade. Collect $120K from the bank; The Velvet Room collect double ($240K).",
    "private_party_3": "Trade. Collect $120K from the bank; The Velvet Room collect double ($240K).",
    "private_party_4": "Trade. Collect $120K from the bank; The Velvet Room collect double ($240K).",
    "data_dump_1": "Trade. Collect $120K from the bank; The Static Collective collect double ($240K).",
    "data_dump_2": "Trade. Collect $120K from the bank; The Static Collective collect double ($240K).",
    "data_dump_3": "Trade. Collect $120K from the bank; The Static Collective collect double ($240K).",
    "data_dump_4": "Trade. Collect $120K from the bank; The Static Collective collect double ($240K).",
    "clean_cash_1": "Trade. Collect $120K from the bank; The Castellane Family collect double ($240K).",
    "clean_cash_2": "Trade. Collect $120K from the bank; The Castellane Family collect double ($240K).",
    "clean_cash_3": "Trade. Collect $120K from the bank; The Castellane Family collect double ($240K).",
    "clean_cash_4": "Trade. Collect $120K from the bank; The Castellane Family collect double ($240K).",
    "rifles_1": "Trade. Collect $120K from the bank; Hell's Ferrymen collect double ($240K).",
    "rifles_2": "Trade. Collect $120K from the bank; Hell's Ferrymen collect double ($240K).",
    "rifles_3": "Trade. Collect $120K from the bank; Hell's Ferrymen collect double ($240K).",
    "rifles_4": "Trade. Collect $120K from the bank; Hell's Ferrymen collect double ($240K).",
}
