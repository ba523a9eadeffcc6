"""House rules of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

from runtime import api


# crime_lords/house_rules/majority_victory.yaml:14
def majority_victory_0_condition(ctx, event):
    """on turn_end: for each p in players: if count(crooks of p) + count(rackets of p) > count(controlled_crooks) + count(controlled_rackets) - count(crooks of p) - count(rackets of p) then win p"""
    return True


# crime_lords/house_rules/majority_victory.yaml:14
def majority_victory_0_effect(ctx, event):
    for v_p in ctx.players:
        if ctx.count(ctx.crooks_of(v_p)) + ctx.count(ctx.rackets_of(v_p)) > ctx.count(
            ctx.controlled_crooks
        ) + ctx.count(ctx.controlled_rackets) - ctx.count(ctx.crooks_of(v_p)) - ctx.count(ctx.rackets_of(v_p)):
            ctx.declare_winner(v_p)


HOUSE_RULES = {
    "bigger_auction": api.HouseRule(
        id="bigger_auction",
        name="Bigger opening auction",
        source="crime_lords/house_rules/bigger_auction.yaml:2",
        settings={"rules": {"auction_crooks_per_player": 4, "auction_rackets_per_player": 3}},
        abilities=(),
    ),
    "larger_games": api.HouseRule(
        id="larger_games",
        name="Seven or eight players",
        source="crime_lords/house_rules/larger_games.yaml:2",
        settings={"players": {"max": 8}},
        abilities=(),
    ),
    "last_man_standing": api.HouseRule(
        id="last_man_standing",
        name="Last man standing",
        source="crime_lords/house_rules/last_man_standing.yaml:2",
        settings={"victory": {"rackets_to_win": False, "share_when_one_short": False}},
        abilities=(),
    ),
    "majority_victory": api.HouseRule(
        id="majority_victory",
        name="Majority of the city",
        source="crime_lords/house_rules/majority_victory.yaml:2",
        settings={"victory": {"rackets_to_win": False}},
        abilities=(
            api.Trigger(
                card="majority_victory",
                source="crime_lords/house_rules/majority_victory.yaml:14",
                event="turn_end",
                condition=majority_victory_0_condition,
                effect=majority_victory_0_effect,
                reads=frozenset(
                    (
                        "controlled_crooks",
                        "controlled_rackets",
                        "count",
                        "crooks_of",
                        "declare_winner",
                        "players",
                        "rackets_of",
                    )
                ),
            ),
        ),
    ),
    "retoken_at_start": api.HouseRule(
        id="retoken_at_start",
        name="Retoken at the start",
        source="crime_lords/house_rules/retoken_at_start.yaml:2",
        settings={"rules": {"retoken": "start"}},
        abilities=(),
    ),
    "short_game": api.HouseRule(
        id="short_game",
        name="Short game",
        source="crime_lords/house_rules/short_game.yaml:2",
        settings={"victory": {"length": "short"}},
        abilities=(),
    ),
}
