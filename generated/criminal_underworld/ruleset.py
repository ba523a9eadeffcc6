"""The ruleset of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

RULESET = {
    "kind": "ruleset",
    "id": "criminal_underworld",
    "name": "Criminal Underworld",
    "players": {"min": 2, "max": 6},
    "composition": {
        "organisation": 6,
        "offence": 20,
        "defence": 20,
        "dual": 24,
        "trade": 24,
        "heist": 9,
        "business": 6,
        "service": 5,
    },
    "trades": [
        {"id": "narcotics", "name": "Narcotics"},
        {"id": "contracts", "name": "Contract work"},
        {"id": "vice", "name": "Vice"},
        {"id": "cyber", "name": "Cyber crime"},
        {"id": "laundering", "name": "Laundering"},
        {"id": "guns", "name": "Gunrunning"},
    ],
    "rules": {
        "start_money": 250,
        "hand_size": 5,
        "plays_per_turn": 2,
        "market_size": 5,
        "slots": ["left", "top", "right", "bottom"],
        "peace_turns": 3,
        "specialty_factor": 2,
        "offers_per_turn": 1,
        "money_step": 10,
        "abilities": True,
        "turn_cap": 600,
        "turn_limit": 0,
        "turn_limit_result": "survivors",
        "teams": 0,
    },
}
