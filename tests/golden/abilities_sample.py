"""Compiled abilities of the `sample` pack, compiled by `syndicate build`.

Do not edit: change the content under content/sample/ and build again.
"""

from runtime import api


# sample/sample.yaml:1
def silky_0_applies(ctx, attack):
    """modify hit by 5 for attacks involving self"""
    return ctx.this_card in ctx.attack_involved(attack)


# sample/sample.yaml:1
def silky_0_amount(ctx, attack):
    return 5


# sample/sample.yaml:2
def bodyguard_0_applies(ctx, attack):
    """modify hit by -5 for attacks against superior of self"""
    return ctx.attack_target(attack) == ctx.superior_of(ctx.this_card)


# sample/sample.yaml:2
def bodyguard_0_amount(ctx, attack):
    return -5


# sample/sample.yaml:3
def nell_0_applies(ctx, attack):
    """modify takeover by 2 for attacks by owner where attack.target.district is gold_coast"""
    return ctx.attack_attacker(attack) == ctx.owner and ctx.district(ctx.attack_target(attack)) == 'gold_coast'


# sample/sample.yaml:3
def nell_0_amount(ctx, attack):
    return 2


# sample/sample.yaml:4
def judge_0_applies(ctx, attack):
    """set helpers to 99 for attacks led by self where attack.kind is recruit"""
    return ctx.attack_leader(attack) == ctx.this_card and ctx.attack_kind(attack) == 'recruit'


# sample/sample.yaml:4
def judge_0_amount(ctx, attack):
    return 99


# sample/sample.yaml:5
def gang_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == 'takeover' and ctx.district(ctx.attack_target(attack)) == ctx.district(ctx.this_card)


# sample/sample.yaml:5
def gang_0_amount(ctx, attack):
    return True


# sample/sample.yaml:6
def saints_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is protection or it.type is loan_shark by 2"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == 'protection' or ctx.racket_type(v_it) == 'loan_shark']


# sample/sample.yaml:6
def saints_0_amount(ctx, card):
    return 2


# sample/sample.yaml:6
def saints_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == 'protection' or ctx.racket_type(v_it) == 'loan_shark']


# sample/sample.yaml:7
def elmo_0_selects(ctx, card):
    """set pay of self to 0"""
    return card == ctx.this_card


# sample/sample.yaml:7
def elmo_0_amount(ctx, card):
    return 0


# sample/sample.yaml:7
def elmo_0_selection(ctx):
    return [ctx.this_card]


# sample/sample.yaml:8
def ledger_0_applies(ctx, player):
    """modify draw_count of owner by 1"""
    return player == ctx.owner


# sample/sample.yaml:8
def ledger_0_amount(ctx, player):
    return 1


# sample/sample.yaml:9
def landing_0_selects(ctx, card):
    """modify income of self by 1 while count(rackets of owner where it.type is warehouse) > 0"""
    return card == ctx.this_card


# sample/sample.yaml:9
def landing_0_amount(ctx, card):
    return 1


# sample/sample.yaml:9
def landing_0_condition(ctx, _):
    return ctx.count([v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == 'warehouse']) > 0


# sample/sample.yaml:9
def landing_0_selection(ctx):
    return [ctx.this_card]


# sample/sample.yaml:10
def stella_0_condition(ctx, event):
    """on turn_start: if event.player is owner then gain 2 G"""
    return event.player == ctx.owner


# sample/sample.yaml:10
def stella_0_effect(ctx, event):
    ctx.gain_money(2, ctx.owner)


# sample/sample.yaml:11
def heelers_0_condition(ctx, event):
    """on turn_start: if event.player is owner then choose c in crooks of owner where it.unhappy > 0: remove 1 unhappy from c"""
    return event.player == ctx.owner


# sample/sample.yaml:11
def heelers_0_effect(ctx, event):
    v_c = ctx.choose_one([v_it for v_it in ctx.crooks_of(ctx.owner) if ctx.unhappy(v_it) > 0])
    if v_c is not None:
        ctx.remove_markers('unhappy', 1, v_c)


# sample/sample.yaml:12
def dan_0_target_0(ctx, v_c):
    """action costs token and 3 G, target c: crook where c.owner in rivals and not c.is_boss: add 1 unhappy to c"""
    return ctx.owner_of(v_c) in ctx.rivals and (not ctx.is_boss(v_c))


# sample/sample.yaml:12
def dan_0_effect(ctx, targets):
    v_c = targets['c']
    ctx.add_markers('unhappy', 1, v_c)


# sample/sample.yaml:13
def alderman_0_condition(ctx, targets):
    """action during_attack costs token when attack.defender is owner: boost attack by -3"""
    return ctx.attack_defender(ctx.current_attack) == ctx.owner


# sample/sample.yaml:13
def alderman_0_effect(ctx, targets):
    ctx.boost_attack(-3)


# sample/sample.yaml:14
def whisper_0_target_0(ctx, v_cs):
    """play, target up to 2 cs: crook where cs.owner in rivals: for each c in cs: add 1 unhappy to c"""
    return ctx.owner_of(v_cs) in ctx.rivals


# sample/sample.yaml:14
def whisper_0_effect(ctx, targets):
    v_cs = targets['cs']
    for v_c in v_cs:
        ctx.add_markers('unhappy', 1, v_c)


# sample/sample.yaml:15
def tipped_0_effect(ctx, targets):
    """play response: cancel attack"""
    ctx.cancel_attack()


# sample/sample.yaml:16
def shakedown_0_effect(ctx, targets):
    """play: for each p in rivals: transfer 3 G from p to owner"""
    for v_p in ctx.rivals:
        ctx.transfer_money(3, v_p, ctx.owner)


ABILITIES = {
    'silky': (
        api.AttackModifier(
            card='silky',
            source='sample/sample.yaml:1',
            stat='success',
            kinds=frozenset(('hit',)),
            op='add',
            applies=silky_0_applies,
            amount=silky_0_amount,
            scope='involving',
            reads=frozenset(('attack_involved', 'this_card')),
        ),
    ),
    'bodyguard': (
        api.AttackModifier(
            card='bodyguard',
            source='sample/sample.yaml:2',
            stat='success',
            kinds=frozenset(('hit',)),
            op='add',
            applies=bodyguard_0_applies,
            amount=bodyguard_0_amount,
            scope='against',
            reads=frozenset(('attack_target', 'superior_of', 'this_card')),
        ),
    ),
    'nell': (
        api.AttackModifier(
            card='nell',
            source='sample/sample.yaml:3',
            stat='success',
            kinds=frozenset(('takeover',)),
            op='add',
            applies=nell_0_applies,
            amount=nell_0_amount,
            scope='by',
            reads=frozenset(('attack_attacker', 'attack_target', 'district', 'owner')),
        ),
    ),
    'judge': (
        api.AttackModifier(
            card='judge',
            source='sample/sample.yaml:4',
            stat='helpers',
            kinds=frozenset(('hit', 'recruit', 'takeover')),
            op='set',
            applies=judge_0_applies,
            amount=judge_0_amount,
            scope='led_by',
            reads=frozenset(('attack_kind', 'attack_leader', 'this_card')),
        ),
    ),
    'gang': (
        api.AttackModifier(
            card='gang',
            source='sample/sample.yaml:5',
            stat='may_assist',
            kinds=frozenset(('hit', 'recruit', 'takeover')),
            op='set',
            applies=gang_0_applies,
            amount=gang_0_amount,
            scope='all',
            reads=frozenset(('attack_kind', 'attack_target', 'district', 'this_card')),
        ),
    ),
    'saints': (
        api.StatModifier(
            card='saints',
            source='sample/sample.yaml:6',
            stat='income',
            op='add',
            selects=saints_0_selects,
            amount=saints_0_amount,
            selection=saints_0_selection,
            reads=frozenset(('owner', 'racket_type', 'rackets_of')),
        ),
    ),
    'elmo': (
        api.StatModifier(
            card='elmo',
            source='sample/sample.yaml:7',
            stat='pay',
            op='set',
            selects=elmo_0_selects,
            amount=elmo_0_amount,
            selection=elmo_0_selection,
            reads=frozenset(('this_card',)),
        ),
    ),
    'ledger': (
        api.ParamModifier(
            card='ledger',
            source='sample/sample.yaml:8',
            param='draw_count',
            op='add',
            applies=ledger_0_applies,
            amount=ledger_0_amount,
            reads=frozenset(('owner',)),
        ),
    ),
    'landing': (
        api.StatModifier(
            card='landing',
            source='sample/sample.yaml:9',
            stat='income',
            op='add',
            selects=landing_0_selects,
            amount=landing_0_amount,
            condition=landing_0_condition,
            selection=landing_0_selection,
            reads=frozenset(('count', 'owner', 'racket_type', 'rackets_of', 'this_card')),
        ),
    ),
    'stella': (
        api.Trigger(
            card='stella',
            source='sample/sample.yaml:10',
            event='turn_start',
            condition=stella_0_condition,
            effect=stella_0_effect,
            reads=frozenset(('gain_money', 'owner')),
        ),
    ),
    'heelers': (
        api.Trigger(
            card='heelers',
            source='sample/sample.yaml:11',
            event='turn_start',
            condition=heelers_0_condition,
            effect=heelers_0_effect,
            reads=frozenset(('choose_one', 'crooks_of', 'owner', 'remove_markers', 'unhappy')),
        ),
    ),
    'dan': (
        api.Activated(
            card='dan',
            source='sample/sample.yaml:12',
            token=True,
            money=3,
            timing='own_turn',
            targets=(
                api.TargetSpec(
                    name='c',
                    type='crook',
                    filter=dan_0_target_0,
                    reads=frozenset(('is_boss', 'owner_of', 'rivals')),
                ),
            ),
            effect=dan_0_effect,
            special=False,
            reads=frozenset(('add_markers', 'is_boss', 'owner_of', 'rivals')),
        ),
    ),
    'alderman': (
        api.Activated(
            card='alderman',
            source='sample/sample.yaml:13',
            token=True,
            money=0,
            timing='during_attack',
            targets=(),
            condition=alderman_0_condition,
            effect=alderman_0_effect,
            special=False,
            reads=frozenset(('attack_defender', 'boost_attack', 'current_attack', 'owner')),
        ),
    ),
    'whisper': (
        api.Activated(
            card='whisper',
            source='sample/sample.yaml:14',
            token=False,
            money=0,
            timing='own_turn',
            targets=(
                api.TargetSpec(
                    name='cs',
                    type='crook',
                    filter=whisper_0_target_0,
                    up_to=2,
                    reads=frozenset(('owner_of', 'rivals')),
                ),
            ),
            effect=whisper_0_effect,
            special=True,
            reads=frozenset(('add_markers', 'owner_of', 'rivals')),
        ),
    ),
    'tipped': (
        api.Activated(
            card='tipped',
            source='sample/sample.yaml:15',
            token=False,
            money=0,
            timing='response',
            targets=(),
            effect=tipped_0_effect,
            special=True,
            reads=frozenset(('cancel_attack',)),
        ),
    ),
    'shakedown': (
        api.Activated(
            card='shakedown',
            source='sample/sample.yaml:16',
            token=False,
            money=0,
            timing='own_turn',
            targets=(),
            effect=shakedown_0_effect,
            special=True,
            reads=frozenset(('owner', 'rivals', 'transfer_money')),
        ),
    ),
}
