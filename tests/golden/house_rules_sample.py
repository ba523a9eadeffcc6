"""House rules of the `sample` pack, compiled by `syndicate build`.

Do not edit: change the content under content/sample/ and build again.
"""

from runtime import api


# sample/sample.yaml:7
def majority_0_condition(ctx, event):
    """on turn_end: for each p in players: if 2 * (count(crooks of p) + count(rackets of p)) > count(controlled_crooks) + count(controlled_rackets) then win p"""
    return True


# sample/sample.yaml:7
def majority_0_effect(ctx, event):
    for v_p in ctx.players:
        if 2 * (ctx.count(ctx.crooks_of(v_p)) + ctx.count(ctx.rackets_of(v_p))) > ctx.count(ctx.controlled_crooks) + ctx.count(ctx.controlled_rackets):
            ctx.declare_winner(v_p)


HOUSE_RULES = {
    'majority': api.HouseRule(
        id='majority',
        name='Majority',
        source='sample/house_rules/majority.yaml:1',
        settings={'victory': {'length': 'short'}},
        abilities=(
            api.Trigger(
                card='majority',
                source='sample/sample.yaml:7',
                event='turn_end',
                condition=majority_0_condition,
                effect=majority_0_effect,
                reads=frozenset(('controlled_crooks', 'controlled_rackets', 'count', 'crooks_of', 'declare_winner', 'players', 'rackets_of')),
            ),
        ),
    ),
}
