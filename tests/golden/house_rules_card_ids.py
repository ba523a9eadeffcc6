"""House rules of the `p` pack, compiled by `syndicate build`.

Do not edit: change the content under content/p/ and build again.
"""

from runtime import api


# p/r.yaml:1
def named_0_applies(ctx, attack):
    """modify attack by 6 for attacks where attack.attacker.mob is ironside_brotherhood"""
    return ctx.card_id(ctx.mob_of(ctx.attack_attacker(attack))) == 'ironside_brotherhood'


# p/r.yaml:1
def named_0_amount(ctx, attack):
    return 6


# p/r.yaml:2
def named_1_selects(ctx, card):
    """modify income of controlled_rackets where it.owner.mob is ironside_brotherhood by 3"""
    return card in [v_it for v_it in ctx.controlled_rackets if ctx.card_id(ctx.mob_of(ctx.owner_of(v_it))) == 'ironside_brotherhood']


# p/r.yaml:2
def named_1_amount(ctx, card):
    return 3


# p/r.yaml:2
def named_1_selection(ctx):
    return [v_it for v_it in ctx.controlled_rackets if ctx.card_id(ctx.mob_of(ctx.owner_of(v_it))) == 'ironside_brotherhood']


# p/r.yaml:3
def named_2_condition(ctx, event):
    """on turn_start: if event.player.mob is ironside_brotherhood then gain 15 G to event.player"""
    return ctx.card_id(ctx.mob_of(event.player)) == 'ironside_brotherhood'


# p/r.yaml:3
def named_2_effect(ctx, event):
    ctx.gain_money(15, event.player)


# p/r.yaml:4
def named_3_applies(ctx, attack):
    """modify hit by -2 for attacks against judge_pell"""
    return ctx.card_id(ctx.attack_target(attack)) == 'judge_pell'


# p/r.yaml:4
def named_3_amount(ctx, attack):
    return -2


# p/r.yaml:5
def named_4_condition(ctx, event):
    """on turn_end: if judge_pell in controlled_crooks and pier_rats is not active_player.mob then discard judge_pell"""
    return 'judge_pell' in ctx.card_ids(ctx.controlled_crooks) and 'pier_rats' != ctx.card_id(ctx.mob_of(ctx.active_player))


# p/r.yaml:5
def named_4_effect(ctx, event):
    ctx.discard_card(ctx.card_named('judge_pell'))


# p/r.yaml:6
def named_5_condition(ctx, event):
    """on turn_end: for each p in players: if p is pier_rats.owner then gain 1 G to p"""
    return True


# p/r.yaml:6
def named_5_effect(ctx, event):
    for v_p in ctx.players:
        if v_p == ctx.owner_of(ctx.card_named('pier_rats')):
            ctx.gain_money(1, v_p)


HOUSE_RULES = {
    'named': api.HouseRule(
        id='named',
        name='Named cards',
        source='p/r.yaml:1',
        settings={},
        abilities=(
            api.AttackModifier(
                card='named',
                source='p/r.yaml:1',
                stat='success',
                kinds=frozenset(('hit', 'recruit', 'takeover')),
                op='add',
                applies=named_0_applies,
                amount=named_0_amount,
                scope='all',
                reads=frozenset(('attack_attacker', 'card_id', 'card_named', 'mob_of')),
            ),
            api.StatModifier(
                card='named',
                source='p/r.yaml:2',
                stat='income',
                op='add',
                selects=named_1_selects,
                amount=named_1_amount,
                selection=named_1_selection,
                reads=frozenset(('card_id', 'card_named', 'controlled_rackets', 'mob_of', 'owner_of')),
            ),
            api.Trigger(
                card='named',
                source='p/r.yaml:3',
                event='turn_start',
                condition=named_2_condition,
                effect=named_2_effect,
                reads=frozenset(('card_id', 'card_named', 'gain_money', 'mob_of')),
            ),
            api.AttackModifier(
                card='named',
                source='p/r.yaml:4',
                stat='success',
                kinds=frozenset(('hit',)),
                op='add',
                applies=named_3_applies,
                amount=named_3_amount,
                scope='against',
                reads=frozenset(('attack_target', 'card_id', 'card_named')),
            ),
            api.Trigger(
                card='named',
                source='p/r.yaml:5',
                event='turn_end',
                condition=named_4_condition,
                effect=named_4_effect,
                reads=frozenset(('active_player', 'card_id', 'card_ids', 'card_named', 'controlled_crooks', 'discard_card', 'mob_of')),
            ),
            api.Trigger(
                card='named',
                source='p/r.yaml:6',
                event='turn_end',
                condition=named_5_condition,
                effect=named_5_effect,
                reads=frozenset(('card_named', 'gain_money', 'owner_of', 'players')),
            ),
        ),
    ),
}
