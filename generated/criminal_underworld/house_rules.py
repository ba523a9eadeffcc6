"""House rules of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

from runtime import api

HOUSE_RULES = {
    "most_money": api.HouseRule(
        id="most_money",
        name="Most money wins",
        source="criminal_underworld/house_rules/most_money.yaml:2",
        settings={"rules": {"turn_limit": 20, "turn_limit_result": "richest"}},
        abilities=(),
    ),
    "no_abilities": api.HouseRule(
        id="no_abilities",
        name="No special abilities",
        source="criminal_underworld/house_rules/no_abilities.yaml:2",
        settings={"rules": {"abilities": False}},
        abilities=(),
    ),
    "no_trading": api.HouseRule(
        id="no_trading",
        name="No trading",
        source="criminal_underworld/house_rules/no_trading.yaml:2",
        settings={"rules": {"offers_per_turn": 0}},
        abilities=(),
    ),
    "teams": api.HouseRule(
        id="teams",
        name="Two teams",
        source="criminal_underworld/house_rules/teams.yaml:2",
        settings={"rules": {"teams": 2}},
        abilities=(),
    ),
    "turn_limit": api.HouseRule(
        id="turn_limit",
        name="Turn limit",
        source="criminal_underworld/house_rules/turn_limit.yaml:2",
        settings={"rules": {"turn_limit": 20, "turn_limit_result": "survivors"}},
        abilities=(),
    ),
}
