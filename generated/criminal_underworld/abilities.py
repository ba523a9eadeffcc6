"""Compiled abilities of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

from runtime import api


# criminal_underworld/defences.yaml:30
def muscle_1_0_condition(ctx, event):
    """on turn_start: if event.player is owner then pay 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:30
def muscle_1_0_effect(ctx, event):
    ctx.pay_money(10)


# criminal_underworld/defences.yaml:30
def muscle_2_0_condition(ctx, event):
    """on turn_start: if event.player is owner then pay 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:30
def muscle_2_0_effect(ctx, event):
    ctx.pay_money(10)


# criminal_underworld/defences.yaml:30
def muscle_3_0_condition(ctx, event):
    """on turn_start: if event.player is owner then pay 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:30
def muscle_3_0_effect(ctx, event):
    ctx.pay_money(10)


# criminal_underworld/defences.yaml:30
def muscle_4_0_condition(ctx, event):
    """on turn_start: if event.player is owner then pay 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:30
def muscle_4_0_effect(ctx, event):
    ctx.pay_money(10)


# criminal_underworld/defences.yaml:42
def bent_cop_1_0_condition(ctx, event):
    """on turn_start: if event.player is owner then gain 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:42
def bent_cop_1_0_effect(ctx, event):
    ctx.gain_money(10, ctx.owner)


# criminal_underworld/defences.yaml:42
def bent_cop_2_0_condition(ctx, event):
    """on turn_start: if event.player is owner then gain 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:42
def bent_cop_2_0_effect(ctx, event):
    ctx.gain_money(10, ctx.owner)


# criminal_underworld/defences.yaml:42
def bent_cop_3_0_condition(ctx, event):
    """on turn_start: if event.player is owner then gain 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:42
def bent_cop_3_0_effect(ctx, event):
    ctx.gain_money(10, ctx.owner)


# criminal_underworld/defences.yaml:42
def bent_cop_4_0_condition(ctx, event):
    """on turn_start: if event.player is owner then gain 10 K"""
    return event.player == ctx.owner


# criminal_underworld/defences.yaml:42
def bent_cop_4_0_effect(ctx, event):
    ctx.gain_money(10, ctx.owner)


# criminal_underworld/defences.yaml:54
def booby_trap_1_0_condition(ctx, event):
    """on defence_struck: if event.defence is self then backfire 10 to event.attacker"""
    return event.defence == ctx.this_card


# criminal_underworld/defences.yaml:54
def booby_trap_1_0_effect(ctx, event):
    ctx.backfire(10, event.attacker)


# criminal_underworld/defences.yaml:54
def booby_trap_2_0_condition(ctx, event):
    """on defence_struck: if event.defence is self then backfire 10 to event.attacker"""
    return event.defence == ctx.this_card


# criminal_underworld/defences.yaml:54
def booby_trap_2_0_effect(ctx, event):
    ctx.backfire(10, event.attacker)


# criminal_underworld/defences.yaml:54
def booby_trap_3_0_condition(ctx, event):
    """on defence_struck: if event.defence is self then backfire 10 to event.attacker"""
    return event.defence == ctx.this_card


# criminal_underworld/defences.yaml:54
def booby_trap_3_0_effect(ctx, event):
    ctx.backfire(10, event.attacker)


# criminal_underworld/defences.yaml:54
def booby_trap_4_0_condition(ctx, event):
    """on defence_struck: if event.defence is self then backfire 10 to event.attacker"""
    return event.defence == ctx.this_card


# criminal_underworld/defences.yaml:54
def booby_trap_4_0_effect(ctx, event):
    ctx.backfire(10, event.attacker)


# criminal_underworld/organisations.yaml:12
def salt_road_cartel_0_selects(ctx, card):
    """modify take of heists of owner by 70 K"""
    return card in ctx.heists_of(ctx.owner)


# criminal_underworld/organisations.yaml:12
def salt_road_cartel_0_amount(ctx, card):
    return 70


# criminal_underworld/organisations.yaml:12
def salt_road_cartel_0_selection(ctx):
    return ctx.heists_of(ctx.owner)


# criminal_underworld/organisations.yaml:19
def nine_candles_0_selects(ctx, card):
    """modify damage of offences of owner by 6"""
    return card in ctx.offences_of(ctx.owner)


# criminal_underworld/organisations.yaml:19
def nine_candles_0_amount(ctx, card):
    return 6


# criminal_underworld/organisations.yaml:19
def nine_candles_0_selection(ctx):
    return ctx.offences_of(ctx.owner)


# criminal_underworld/organisations.yaml:19
def nine_candles_1_selects(ctx, card):
    """modify damage of duals of owner by 6"""
    return card in ctx.duals_of(ctx.owner)


# criminal_underworld/organisations.yaml:19
def nine_candles_1_amount(ctx, card):
    return 6


# criminal_underworld/organisations.yaml:19
def nine_candles_1_selection(ctx):
    return ctx.duals_of(ctx.owner)


# criminal_underworld/organisations.yaml:26
def velvet_room_0_selects(ctx, card):
    """modify income of businesses of owner by 20 K"""
    return card in ctx.businesses_of(ctx.owner)


# criminal_underworld/organisations.yaml:26
def velvet_room_0_amount(ctx, card):
    return 20


# criminal_underworld/organisations.yaml:26
def velvet_room_0_selection(ctx):
    return ctx.businesses_of(ctx.owner)


# criminal_underworld/organisations.yaml:33
def static_collective_0_selects(ctx, card):
    """modify defence_cost of defences of owner by -20 K"""
    return card in ctx.defences_of(ctx.owner)


# criminal_underworld/organisations.yaml:33
def static_collective_0_amount(ctx, card):
    return -20


# criminal_underworld/organisations.yaml:33
def static_collective_0_selection(ctx):
    return ctx.defences_of(ctx.owner)


# criminal_underworld/organisations.yaml:33
def static_collective_1_selects(ctx, card):
    """modify defence_cost of duals of owner by -20 K"""
    return card in ctx.duals_of(ctx.owner)


# criminal_underworld/organisations.yaml:33
def static_collective_1_amount(ctx, card):
    return -20


# criminal_underworld/organisations.yaml:33
def static_collective_1_selection(ctx):
    return ctx.duals_of(ctx.owner)


# criminal_underworld/organisations.yaml:40
def castellane_family_0_applies(ctx, player):
    """set kept_share of owner to 30"""
    return player == ctx.owner


# criminal_underworld/organisations.yaml:40
def castellane_family_0_amount(ctx, player):
    return 30


# criminal_underworld/organisations.yaml:47
def ferrymen_0_selects(ctx, card):
    """modify offence_cost of offences of owner by -20 K"""
    return card in ctx.offences_of(ctx.owner)


# criminal_underworld/organisations.yaml:47
def ferrymen_0_amount(ctx, card):
    return -20


# criminal_underworld/organisations.yaml:47
def ferrymen_0_selection(ctx):
    return ctx.offences_of(ctx.owner)


# criminal_underworld/organisations.yaml:47
def ferrymen_1_selects(ctx, card):
    """modify offence_cost of duals of owner by -20 K"""
    return card in ctx.duals_of(ctx.owner)


# criminal_underworld/organisations.yaml:47
def ferrymen_1_amount(ctx, card):
    return -20


# criminal_underworld/organisations.yaml:47
def ferrymen_1_selection(ctx):
    return ctx.duals_of(ctx.owner)


# criminal_underworld/services.yaml:9
def repair_crew_1_0_effect(ctx, targets):
    """play bought: repair headquarters of owner by 40"""
    ctx.repair_card(ctx.headquarters_of(ctx.owner), 40)


# criminal_underworld/services.yaml:10
def repair_crew_2_0_effect(ctx, targets):
    """play bought: repair headquarters of owner by 40"""
    ctx.repair_card(ctx.headquarters_of(ctx.owner), 40)


# criminal_underworld/services.yaml:11
def inside_man_0_target_0(ctx, v_d):
    """play bought, target d: card where d.owner in rivals and d.guarding: discard d"""
    return ctx.owner_of(v_d) in ctx.rivals and ctx.guarding(v_d)


# criminal_underworld/services.yaml:11
def inside_man_0_effect(ctx, targets):
    v_d = targets["d"]
    ctx.discard_card(v_d)


# criminal_underworld/services.yaml:12
def contract_hit_0_target_0(ctx, v_h):
    """play bought, target h: organisation where h.owner in rivals when owner.may_attack: strike 30 at h"""
    return ctx.owner_of(v_h) in ctx.rivals


# criminal_underworld/services.yaml:12
def contract_hit_0_condition(ctx, targets):
    return ctx.may_attack(ctx.owner)


# criminal_underworld/services.yaml:12
def contract_hit_0_effect(ctx, targets):
    v_h = targets["h"]
    ctx.strike(30, v_h)


# criminal_underworld/services.yaml:13
def fresh_connections_0_effect(ctx, targets):
    """play bought: renew hand"""
    ctx.renew_hand()


ABILITIES = {
    "muscle_1": (
        api.Trigger(
            card="muscle_1",
            source="criminal_underworld/defences.yaml:30",
            event="turn_start",
            condition=muscle_1_0_condition,
            effect=muscle_1_0_effect,
            reads=frozenset(("owner", "pay_money")),
        ),
    ),
    "muscle_2": (
        api.Trigger(
            card="muscle_2",
            source="criminal_underworld/defences.yaml:30",
            event="turn_start",
            condition=muscle_2_0_condition,
            effect=muscle_2_0_effect,
            reads=frozenset(("owner", "pay_money")),
        ),
    ),
    "muscle_3": (
        api.Trigger(
            card="muscle_3",
            source="criminal_underworld/defences.yaml:30",
            event="turn_start",
            condition=muscle_3_0_condition,
            effect=muscle_3_0_effect,
            reads=frozenset(("owner", "pay_money")),
        ),
    ),
    "muscle_4": (
        api.Trigger(
            card="muscle_4",
            source="criminal_underworld/defences.yaml:30",
            event="turn_start",
            condition=muscle_4_0_condition,
            effect=muscle_4_0_effect,
            reads=frozenset(("owner", "pay_money")),
        ),
    ),
    "bent_cop_1": (
        api.Trigger(
            card="bent_cop_1",
            source="criminal_underworld/defences.yaml:42",
            event="turn_start",
            condition=bent_cop_1_0_condition,
            effect=bent_cop_1_0_effect,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "bent_cop_2": (
        api.Trigger(
            card="bent_cop_2",
            source="criminal_underworld/defences.yaml:42",
            event="turn_start",
            condition=bent_cop_2_0_condition,
            effect=bent_cop_2_0_effect,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "bent_cop_3": (
        api.Trigger(
            card="bent_cop_3",
            source="criminal_underworld/defences.yaml:42",
            event="turn_start",
            condition=bent_cop_3_0_condition,
            effect=bent_cop_3_0_effect,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "bent_cop_4": (
        api.Trigger(
            card="bent_cop_4",
            source="criminal_underworld/defences.yaml:42",
            event="turn_start",
            condition=bent_cop_4_0_condition,
            effect=bent_cop_4_0_effect,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "booby_trap_1": (
        api.Trigger(
            card="booby_trap_1",
            source="criminal_underworld/defences.yaml:54",
            event="defence_struck",
            condition=booby_trap_1_0_condition,
            effect=booby_trap_1_0_effect,
            reads=frozenset(("backfire", "this_card")),
        ),
    ),
    "booby_trap_2": (
        api.Trigger(
            card="booby_trap_2",
            source="criminal_underworld/defences.yaml:54",
            event="defence_struck",
            condition=booby_trap_2_0_condition,
            effect=booby_trap_2_0_effect,
            reads=frozenset(("backfire", "this_card")),
        ),
    ),
    "booby_trap_3": (
        api.Trigger(
            card="booby_trap_3",
            source="criminal_underworld/defences.yaml:54",
            event="defence_struck",
            condition=booby_trap_3_0_condition,
            effect=booby_trap_3_0_effect,
            reads=frozenset(("backfire", "this_card")),
        ),
    ),
    "booby_trap_4": (
        api.Trigger(
            card="booby_trap_4",
            source="criminal_underworld/defences.yaml:54",
            event="defence_struck",
            condition=booby_trap_4_0_condition,
            effect=booby_trap_4_0_effect,
            reads=frozenset(("backfire", "this_card")),
        ),
    ),
    "salt_road_cartel": (
        api.StatModifier(
            card="salt_road_cartel",
            source="criminal_underworld/organisations.yaml:12",
            stat="take",
            op="add",
            selects=salt_road_cartel_0_selects,
            amount=salt_road_cartel_0_amount,
            selection=salt_road_cartel_0_selection,
            reads=frozenset(("heists_of", "owner")),
        ),
    ),
    "nine_candles": (
        api.StatModifier(
            card="nine_candles",
            source="criminal_underworld/organisations.yaml:19",
            stat="damage",
            op="add",
            selects=nine_candles_0_selects,
            amount=nine_candles_0_amount,
            selection=nine_candles_0_selection,
            reads=frozenset(("offences_of", "owner")),
        ),
        api.StatModifier(
            card="nine_candles",
            source="criminal_underworld/organisations.yaml:19",
            stat="damage",
            op="add",
            selects=nine_candles_1_selects,
            amount=nine_candles_1_amount,
            selection=nine_candles_1_selection,
            reads=frozenset(("duals_of", "owner")),
        ),
    ),
    "velvet_room": (
        api.StatModifier(
            card="velvet_room",
            source="criminal_underworld/organisations.yaml:26",
            stat="income",
            op="add",
            selects=velvet_room_0_selects,
            amount=velvet_room_0_amount,
            selection=velvet_room_0_selection,
            reads=frozenset(("businesses_of", "owner")),
        ),
    ),
    "static_collective": (
        api.StatModifier(
            card="static_collective",
            source="criminal_underworld/organisations.yaml:33",
            stat="defence_cost",
            op="add",
            selects=static_collective_0_selects,
            amount=static_collective_0_amount,
            selection=static_collective_0_selection,
            reads=frozenset(("defences_of", "owner")),
        ),
        api.StatModifier(
            card="static_collective",
            source="criminal_underworld/organisations.yaml:33",
            stat="defence_cost",
            op="add",
            selects=static_collective_1_selects,
            amount=static_collective_1_amount,
            selection=static_collective_1_selection,
            reads=frozenset(("duals_of", "owner")),
        ),
    ),
    "castellane_family": (
        api.ParamModifier(
            card="castellane_family",
            source="criminal_underworld/organisations.yaml:40",
            param="kept_share",
            op="set",
            applies=castellane_family_0_applies,
            amount=castellane_family_0_amount,
            reads=frozenset(("owner",)),
        ),
    ),
    "ferrymen": (
        api.StatModifier(
            card="ferrymen",
            source="criminal_underworld/organisations.yaml:47",
            stat="offence_cost",
            op="add",
            selects=ferrymen_0_selects,
            amount=ferrymen_0_amount,
            selection=ferrymen_0_selection,
            reads=frozenset(("offences_of", "owner")),
        ),
        api.StatModifier(
            card="ferrymen",
            source="criminal_underworld/organisations.yaml:47",
            stat="offence_cost",
            op="add",
            selects=ferrymen_1_selects,
            amount=ferrymen_1_amount,
            selection=ferrymen_1_selection,
            reads=frozenset(("duals_of", "owner")),
        ),
    ),
    "repair_crew_1": (
        api.Activated(
            card="repair_crew_1",
            source="criminal_underworld/services.yaml:9",
            token=False,
            money=0,
            timing="bought",
            targets=(),
            effect=repair_crew_1_0_effect,
            special=True,
            reads=frozenset(("headquarters_of", "owner", "repair_card")),
        ),
    ),
    "repair_crew_2": (
        api.Activated(
            card="repair_crew_2",
            source="criminal_underworld/services.yaml:10",
            token=False,
            money=0,
            timing="bought",
            targets=(),
            effect=repair_crew_2_0_effect,
            special=True,
            reads=frozenset(("headquarters_of", "owner", "repair_card")),
        ),
    ),
    "inside_man": (
        api.Activated(
            card="inside_man",
            source="criminal_underworld/services.yaml:11",
            token=False,
            money=0,
            timing="bought",
            targets=(
                api.TargetSpec(
                    name="d",
                    type="card",
                    filter=inside_man_0_target_0,
                    reads=frozenset(("guarding", "owner_of", "rivals")),
                ),
            ),
            effect=inside_man_0_effect,
            special=True,
            reads=frozenset(("discard_card", "guarding", "owner_of", "rivals")),
        ),
    ),
    "contract_hit": (
        api.Activated(
            card="contract_hit",
            source="criminal_underworld/services.yaml:12",
            token=False,
            money=0,
            timing="bought",
            targets=(
                api.TargetSpec(
                    name="h",
                    type="organisation",
                    filter=contract_hit_0_target_0,
                    reads=frozenset(("owner_of", "rivals")),
                ),
            ),
            condition=contract_hit_0_condition,
            effect=contract_hit_0_effect,
            special=True,
            reads=frozenset(("may_attack", "owner", "owner_of", "rivals", "strike")),
        ),
    ),
    "fresh_connections": (
        api.Activated(
            card="fresh_connections",
            source="criminal_underworld/services.yaml:13",
            token=False,
            money=0,
            timing="bought",
            targets=(),
            effect=fresh_connections_0_effect,
            special=True,
            reads=frozenset(("renew_hand",)),
        ),
    ),
}
