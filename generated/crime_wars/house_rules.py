"""House rules of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

from runtime import api


HOUSE_RULES = {
    'breakable_alliances': api.HouseRule(
        id='breakable_alliances',
        name='Alliances may be broken',
        source='crime_wars/house_rules/breakable_alliances.yaml:2',
        settings={'rules': {'alliance_breakable': True}},
        abilities=(),
    ),
    'combined_decks': api.HouseRule(
        id='combined_decks',
        name='Two teams, one deck',
        source='crime_wars/house_rules/combined_decks.yaml:2',
        settings={'players': {'min': 2, 'max': 2}, 'rules': {'teams_per_player': 2}},
        abilities=(),
    ),
    'everything_in_play': api.HouseRule(
        id='everything_in_play',
        name='Everything in play',
        source='crime_wars/house_rules/everything_in_play.yaml:2',
        settings={'rules': {'everything_in_play': True}},
        abilities=(),
    ),
    'four_dice': api.HouseRule(
        id='four_dice',
        name='Four dice',
        source='crime_wars/house_rules/four_dice.yaml:2',
        settings={'rules': {'combat_dice': 4}},
        abilities=(),
    ),
    'great_empire': api.HouseRule(
        id='great_empire',
        name='The great empire',
        source='crime_wars/house_rules/great_empire.yaml:2',
        settings={'players': {'min': 3}, 'rules': {'great_empire': True}},
        abilities=(),
    ),
    'kingpins_only': api.HouseRule(
        id='kingpins_only',
        name='Kingpins only',
        source='crime_wars/house_rules/kingpins_only.yaml:2',
        settings={'rules': {'kingpins_only': True,
                   'kingpin_fixed_strength': True,
                   'kingpin_strength': {'attack': 5, 'defence': 5}}},
        abilities=(),
    ),
    'more_players': api.HouseRule(
        id='more_players',
        name='More than four players',
        source='crime_wars/house_rules/more_players.yaml:2',
        settings={'players': {'max': 8}},
        abilities=(),
    ),
    'murder_for_bounty': api.HouseRule(
        id='murder_for_bounty',
        name='Murder for bounty',
        source='crime_wars/house_rules/murder_for_bounty.yaml:2',
        settings={'rules': {'bounty_percent': 25}},
        abilities=(),
    ),
    'no_snitches': api.HouseRule(
        id='no_snitches',
        name='No snitches',
        source='crime_wars/house_rules/no_snitches.yaml:2',
        settings={'rules': {'snitches': False}},
        abilities=(),
    ),
    'one_player_two_teams': api.HouseRule(
        id='one_player_two_teams',
        name='One player, two teams',
        source='crime_wars/house_rules/one_player_two_teams.yaml:2',
        settings={'players': {'min': 4}, 'rules': {'alliances': [[1, 3], [2, 4]], 'alliance_one_player': True}},
        abilities=(),
    ),
    'rich_mans_curse': api.HouseRule(
        id='rich_mans_curse',
        name="Rich man's curse",
        source='crime_wars/house_rules/rich_mans_curse.yaml:2',
        settings={'players': {'min': 4}, 'rules': {'rich_mans_curse': True}},
        abilities=(),
    ),
    'thug_alliance': api.HouseRule(
        id='thug_alliance',
        name='Thug alliance',
        source='crime_wars/house_rules/thug_alliance.yaml:2',
        settings={'players': {'min': 4}, 'rules': {'alliances': [[1, 3], [2, 4]]}},
        abilities=(),
    ),
    'winner_collects_bank': api.HouseRule(
        id='winner_collects_bank',
        name='Winner collects the bank',
        source='crime_wars/house_rules/winner_collects_bank.yaml:2',
        settings={'rules': {'winner_collects_bank': True}},
        abilities=(),
    ),
}
