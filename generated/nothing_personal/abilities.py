"""Compiled abilities of the `nothing_personal` pack, compiled by `syndicate build`.

Do not edit: change the content under content/nothing_personal/ and build again.
"""

from runtime import api


# nothing_personal/gangsters.yaml:23
def gangster_sal_serra_0_condition(ctx, event):
    """on move_failed: if event.gangster is self then reroll move"""
    return event.gangster == ctx.this_card


# nothing_personal/gangsters.yaml:23
def gangster_sal_serra_0_effect(ctx, event):
    ctx.reroll_move()


# nothing_personal/gangsters.yaml:35
def gangster_ritchie_fiore_0_selects(ctx, card):
    """set prison_at of self to 12"""
    return card == ctx.this_card


# nothing_personal/gangsters.yaml:35
def gangster_ritchie_fiore_0_amount(ctx, card):
    return 12


# nothing_personal/gangsters.yaml:35
def gangster_ritchie_fiore_0_selection(ctx):
    return [ctx.this_card]


# nothing_personal/gangsters.yaml:52
def gangster_tommy_rinaldi_0_effect(ctx, targets):
    """action: gain 2 respect"""
    ctx.gain_respect(2, ctx.owner)


# nothing_personal/gangsters.yaml:64
def gangster_carmine_rizzo_0_target_0(ctx, v_t):
    """action, target t: gangster where count(rivals_on(t)) > 0: choose q in rivals_on(t): return 2 from t to q"""
    return ctx.count(ctx.rivals_on(v_t)) > 0


# nothing_personal/gangsters.yaml:64
def gangster_carmine_rizzo_0_effect(ctx, targets):
    v_t = targets["t"]
    v_q = ctx.choose_one(ctx.rivals_on(v_t))
    if v_q is not None:
        ctx.return_markers(2, v_t, v_q)


# nothing_personal/gangsters.yaml:81
def gangster_aldo_marchetti_0_selects(ctx, card):
    """set prison_at of self to 12"""
    return card == ctx.this_card


# nothing_personal/gangsters.yaml:81
def gangster_aldo_marchetti_0_amount(ctx, card):
    return 12


# nothing_personal/gangsters.yaml:81
def gangster_aldo_marchetti_0_selection(ctx):
    return [ctx.this_card]


# nothing_personal/gangsters.yaml:93
def gangster_dom_corvo_0_target_0(ctx, v_t):
    """action, target t: gangster where count(rivals_on(t)) > 0: choose q in rivals_on(t): return 2 from t to q"""
    return ctx.count(ctx.rivals_on(v_t)) > 0


# nothing_personal/gangsters.yaml:93
def gangster_dom_corvo_0_effect(ctx, targets):
    v_t = targets["t"]
    v_q = ctx.choose_one(ctx.rivals_on(v_t))
    if v_q is not None:
        ctx.return_markers(2, v_t, v_q)


# nothing_personal/gangsters.yaml:110
def gangster_dom_palma_0_effect(ctx, targets):
    """action: draw 2"""
    ctx.draw_cards(2)


# nothing_personal/gangsters.yaml:122
def gangster_joey_the_priest_greco_0_effect(ctx, targets):
    """action: gain 2 respect"""
    ctx.gain_respect(2, ctx.owner)


# nothing_personal/gangsters.yaml:139
def gangster_vinnie_rizzo_0_target_0(ctx, v_t):
    """action, target t: gangster where owner.supply > 0: place 2 onto t"""
    return ctx.supply(ctx.owner) > 0


# nothing_personal/gangsters.yaml:139
def gangster_vinnie_rizzo_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.place_markers(2, v_t)


# nothing_personal/gangsters.yaml:151
def gangster_lou_quiet_rizzo_0_selects(ctx, card):
    """set whackable of self to no"""
    return card == ctx.this_card


# nothing_personal/gangsters.yaml:151
def gangster_lou_quiet_rizzo_0_amount(ctx, card):
    return False


# nothing_personal/gangsters.yaml:151
def gangster_lou_quiet_rizzo_0_selection(ctx):
    return [ctx.this_card]


# nothing_personal/gangsters.yaml:168
def gangster_lou_bellini_0_target_0(ctx, v_t):
    """action, target t: gangster where t is not self and t.whackable and owner.money >= whack_cost(t, 5 dollars): whack t at 5 dollars with self"""
    return (v_t != ctx.this_card and ctx.whackable(v_t)) and ctx.money(ctx.owner) >= ctx.whack_cost(v_t, 5)


# nothing_personal/gangsters.yaml:168
def gangster_lou_bellini_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.whack(v_t, 5, ctx.this_card)


# nothing_personal/gangsters.yaml:180
def gangster_nicky_cattaneo_0_effect(ctx, targets):
    """action: collect 4 dollars"""
    ctx.collect_money(4, ctx.owner)


# nothing_personal/gangsters.yaml:197
def gangster_teresa_marchetti_0_selects(ctx, card):
    """modify move_bonus of self by 1"""
    return card == ctx.this_card


# nothing_personal/gangsters.yaml:197
def gangster_teresa_marchetti_0_amount(ctx, card):
    return 1


# nothing_personal/gangsters.yaml:197
def gangster_teresa_marchetti_0_selection(ctx):
    return [ctx.this_card]


# nothing_personal/gangsters.yaml:209
def gangster_joey_sorrentino_0_selects(ctx, card):
    """set whackable of self to no"""
    return card == ctx.this_card


# nothing_personal/gangsters.yaml:209
def gangster_joey_sorrentino_0_amount(ctx, card):
    return False


# nothing_personal/gangsters.yaml:209
def gangster_joey_sorrentino_0_selection(ctx):
    return [ctx.this_card]


# nothing_personal/gangsters.yaml:226
def gangster_sal_greco_0_target_0(ctx, v_t):
    """action, target t: gangster where t is not self and t.whackable and owner.money >= whack_cost(t, 5 dollars): whack t at 5 dollars with self"""
    return (v_t != ctx.this_card and ctx.whackable(v_t)) and ctx.money(ctx.owner) >= ctx.whack_cost(v_t, 5)


# nothing_personal/gangsters.yaml:226
def gangster_sal_greco_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.whack(v_t, 5, ctx.this_card)


# nothing_personal/gangsters.yaml:238
def gangster_dom_rizzo_0_selects(ctx, card):
    """modify move_bonus of self by 1"""
    return card == ctx.this_card


# nothing_personal/gangsters.yaml:238
def gangster_dom_rizzo_0_amount(ctx, card):
    return 1


# nothing_personal/gangsters.yaml:238
def gangster_dom_rizzo_0_selection(ctx):
    return [ctx.this_card]


# nothing_personal/gangsters.yaml:255
def gangster_enzo_rizzo_0_target_0(ctx, v_t):
    """action, target t: gangster where owner.supply > 0: place 2 onto t"""
    return ctx.supply(ctx.owner) > 0


# nothing_personal/gangsters.yaml:255
def gangster_enzo_rizzo_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.place_markers(2, v_t)


# nothing_personal/gangsters.yaml:267
def gangster_vinnie_fiore_0_condition(ctx, event):
    """on move_failed: if event.gangster is self then reroll move"""
    return event.gangster == ctx.this_card


# nothing_personal/gangsters.yaml:267
def gangster_vinnie_fiore_0_effect(ctx, event):
    ctx.reroll_move()


# nothing_personal/gangsters.yaml:284
def gangster_joey_rinaldi_0_effect(ctx, targets):
    """action: draw 2"""
    ctx.draw_cards(2)


# nothing_personal/gangsters.yaml:296
def gangster_lou_rinaldi_0_effect(ctx, targets):
    """action: collect 4 dollars"""
    ctx.collect_money(4, ctx.owner)


# nothing_personal/positions.yaml:17
def position_underboss_0_effect(ctx, targets):
    """action: draw 1"""
    ctx.draw_cards(1)


# nothing_personal/positions.yaml:21
def position_counselor_0_condition(ctx, targets):
    """action when neutral_left > 0: scatter 3"""
    return ctx.neutral_left > 0


# nothing_personal/positions.yaml:21
def position_counselor_0_effect(ctx, targets):
    ctx.scatter_neutral(3)


# nothing_personal/positions.yaml:25
def position_enforcer_0_target_0(ctx, v_t):
    """action, target t: gangster where owner.supply > 0: place 1 onto t"""
    return ctx.supply(ctx.owner) > 0


# nothing_personal/positions.yaml:25
def position_enforcer_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.place_markers(1, v_t)


# nothing_personal/positions.yaml:29
def position_racketeer_0_condition(ctx, targets):
    """action when switchable: switch markers"""
    return ctx.switchable


# nothing_personal/positions.yaml:29
def position_racketeer_0_effect(ctx, targets):
    ctx.switch_markers()


# nothing_personal/positions.yaml:33
def position_bean_counter_0_target_0(ctx, v_p):
    """action, target p: player where p is not owner and p.money > 0 dollars: transfer 3 dollars from p to owner"""
    return v_p != ctx.owner and ctx.money(v_p) > 0


# nothing_personal/positions.yaml:33
def position_bean_counter_0_effect(ctx, targets):
    v_p = targets["p"]
    ctx.transfer_money(3, v_p, ctx.owner)


# nothing_personal/positions.yaml:37
def position_first_guy_0_target_0(ctx, v_t):
    """action, target t: gangster where t.markers > 0: remove 1 from t"""
    return ctx.markers(v_t) > 0


# nothing_personal/positions.yaml:37
def position_first_guy_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.remove_any(1, v_t)


# nothing_personal/positions.yaml:41
def position_second_guy_0_target_0(ctx, v_t):
    """action, target t: gangster where t is not occupant: negate t"""
    return v_t != ctx.occupant


# nothing_personal/positions.yaml:41
def position_second_guy_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.negate(v_t)


# nothing_personal/positions.yaml:45
def position_third_guy_0_target_0(ctx, v_t):
    """action, target t: gangster where t is not occupant and t.whackable and owner.money >= whack_cost(t, 10 dollars): whack t at 10 dollars with occupant"""
    return (v_t != ctx.occupant and ctx.whackable(v_t)) and ctx.money(ctx.owner) >= ctx.whack_cost(v_t, 10)


# nothing_personal/positions.yaml:45
def position_third_guy_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.whack(v_t, 10, ctx.occupant)


ABILITIES = {
    "gangster_sal_serra": (
        api.Trigger(
            card="gangster_sal_serra",
            source="nothing_personal/gangsters.yaml:23",
            event="move_failed",
            condition=gangster_sal_serra_0_condition,
            effect=gangster_sal_serra_0_effect,
            reads=frozenset(("reroll_move", "this_card")),
        ),
    ),
    "gangster_ritchie_fiore": (
        api.StatModifier(
            card="gangster_ritchie_fiore",
            source="nothing_personal/gangsters.yaml:35",
            stat="prison_at",
            op="set",
            selects=gangster_ritchie_fiore_0_selects,
            amount=gangster_ritchie_fiore_0_amount,
            selection=gangster_ritchie_fiore_0_selection,
            reads=frozenset(("this_card",)),
        ),
    ),
    "gangster_tommy_rinaldi": (
        api.Activated(
            card="gangster_tommy_rinaldi",
            source="nothing_personal/gangsters.yaml:52",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=gangster_tommy_rinaldi_0_effect,
            special=False,
            reads=frozenset(("gain_respect", "owner")),
        ),
    ),
    "gangster_carmine_rizzo": (
        api.Activated(
            card="gangster_carmine_rizzo",
            source="nothing_personal/gangsters.yaml:64",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=gangster_carmine_rizzo_0_target_0,
                    reads=frozenset(("count", "rivals_on")),
                ),
            ),
            effect=gangster_carmine_rizzo_0_effect,
            special=False,
            reads=frozenset(("choose_one", "count", "return_markers", "rivals_on")),
        ),
    ),
    "gangster_aldo_marchetti": (
        api.StatModifier(
            card="gangster_aldo_marchetti",
            source="nothing_personal/gangsters.yaml:81",
            stat="prison_at",
            op="set",
            selects=gangster_aldo_marchetti_0_selects,
            amount=gangster_aldo_marchetti_0_amount,
            selection=gangster_aldo_marchetti_0_selection,
            reads=frozenset(("this_card",)),
        ),
    ),
    "gangster_dom_corvo": (
        api.Activated(
            card="gangster_dom_corvo",
            source="nothing_personal/gangsters.yaml:93",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=gangster_dom_corvo_0_target_0,
                    reads=frozenset(("count", "rivals_on")),
                ),
            ),
            effect=gangster_dom_corvo_0_effect,
            special=False,
            reads=frozenset(("choose_one", "count", "return_markers", "rivals_on")),
        ),
    ),
    "gangster_dom_palma": (
        api.Activated(
            card="gangster_dom_palma",
            source="nothing_personal/gangsters.yaml:110",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=gangster_dom_palma_0_effect,
            special=False,
            reads=frozenset(("draw_cards",)),
        ),
    ),
    "gangster_joey_the_priest_greco": (
        api.Activated(
            card="gangster_joey_the_priest_greco",
            source="nothing_personal/gangsters.yaml:122",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=gangster_joey_the_priest_greco_0_effect,
            special=False,
            reads=frozenset(("gain_respect", "owner")),
        ),
    ),
    "gangster_vinnie_rizzo": (
        api.Activated(
            card="gangster_vinnie_rizzo",
            source="nothing_personal/gangsters.yaml:139",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=gangster_vinnie_rizzo_0_target_0,
                    reads=frozenset(("owner", "supply")),
                ),
            ),
            effect=gangster_vinnie_rizzo_0_effect,
            special=False,
            reads=frozenset(("owner", "place_markers", "supply")),
        ),
    ),
    "gangster_lou_quiet_rizzo": (
        api.StatModifier(
            card="gangster_lou_quiet_rizzo",
            source="nothing_personal/gangsters.yaml:151",
            stat="whackable",
            op="set",
            selects=gangster_lou_quiet_rizzo_0_selects,
            amount=gangster_lou_quiet_rizzo_0_amount,
            selection=gangster_lou_quiet_rizzo_0_selection,
            reads=frozenset(("this_card",)),
        ),
    ),
    "gangster_lou_bellini": (
        api.Activated(
            card="gangster_lou_bellini",
            source="nothing_personal/gangsters.yaml:168",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=gangster_lou_bellini_0_target_0,
                    reads=frozenset(("money", "owner", "this_card", "whack_cost", "whackable")),
                ),
            ),
            effect=gangster_lou_bellini_0_effect,
            special=False,
            reads=frozenset(("money", "owner", "this_card", "whack", "whack_cost", "whackable")),
        ),
    ),
    "gangster_nicky_cattaneo": (
        api.Activated(
            card="gangster_nicky_cattaneo",
            source="nothing_personal/gangsters.yaml:180",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=gangster_nicky_cattaneo_0_effect,
            special=False,
            reads=frozenset(("collect_money", "owner")),
        ),
    ),
    "gangster_teresa_marchetti": (
        api.StatModifier(
            card="gangster_teresa_marchetti",
            source="nothing_personal/gangsters.yaml:197",
            stat="move_bonus",
            op="add",
            selects=gangster_teresa_marchetti_0_selects,
            amount=gangster_teresa_marchetti_0_amount,
            selection=gangster_teresa_marchetti_0_selection,
            reads=frozenset(("this_card",)),
        ),
    ),
    "gangster_joey_sorrentino": (
        api.StatModifier(
            card="gangster_joey_sorrentino",
            source="nothing_personal/gangsters.yaml:209",
            stat="whackable",
            op="set",
            selects=gangster_joey_sorrentino_0_selects,
            amount=gangster_joey_sorrentino_0_amount,
            selection=gangster_joey_sorrentino_0_selection,
            reads=frozenset(("this_card",)),
        ),
    ),
    "gangster_sal_greco": (
        api.Activated(
            card="gangster_sal_greco",
            source="nothing_personal/gangsters.yaml:226",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=gangster_sal_greco_0_target_0,
                    reads=frozenset(("money", "owner", "this_card", "whack_cost", "whackable")),
                ),
            ),
            effect=gangster_sal_greco_0_effect,
            special=False,
            reads=frozenset(("money", "owner", "this_card", "whack", "whack_cost", "whackable")),
        ),
    ),
    "gangster_dom_rizzo": (
        api.StatModifier(
            card="gangster_dom_rizzo",
            source="nothing_personal/gangsters.yaml:238",
            stat="move_bonus",
            op="add",
            selects=gangster_dom_rizzo_0_selects,
            amount=gangster_dom_rizzo_0_amount,
            selection=gangster_dom_rizzo_0_selection,
            reads=frozenset(("this_card",)),
        ),
    ),
    "gangster_enzo_rizzo": (
        api.Activated(
            card="gangster_enzo_rizzo",
            source="nothing_personal/gangsters.yaml:255",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=gangster_enzo_rizzo_0_target_0,
                    reads=frozenset(("owner", "supply")),
                ),
            ),
            effect=gangster_enzo_rizzo_0_effect,
            special=False,
            reads=frozenset(("owner", "place_markers", "supply")),
        ),
    ),
    "gangster_vinnie_fiore": (
        api.Trigger(
            card="gangster_vinnie_fiore",
            source="nothing_personal/gangsters.yaml:267",
            event="move_failed",
            condition=gangster_vinnie_fiore_0_condition,
            effect=gangster_vinnie_fiore_0_effect,
            reads=frozenset(("reroll_move", "this_card")),
        ),
    ),
    "gangster_joey_rinaldi": (
        api.Activated(
            card="gangster_joey_rinaldi",
            source="nothing_personal/gangsters.yaml:284",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=gangster_joey_rinaldi_0_effect,
            special=False,
            reads=frozenset(("draw_cards",)),
        ),
    ),
    "gangster_lou_rinaldi": (
        api.Activated(
            card="gangster_lou_rinaldi",
            source="nothing_personal/gangsters.yaml:296",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=gangster_lou_rinaldi_0_effect,
            special=False,
            reads=frozenset(("collect_money", "owner")),
        ),
    ),
    "position_underboss": (
        api.Activated(
            card="position_underboss",
            source="nothing_personal/positions.yaml:17",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=position_underboss_0_effect,
            special=False,
            reads=frozenset(("draw_cards",)),
        ),
    ),
    "position_counselor": (
        api.Activated(
            card="position_counselor",
            source="nothing_personal/positions.yaml:21",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            condition=position_counselor_0_condition,
            effect=position_counselor_0_effect,
            special=False,
            reads=frozenset(("neutral_left", "scatter_neutral")),
        ),
    ),
    "position_enforcer": (
        api.Activated(
            card="position_enforcer",
            source="nothing_personal/positions.yaml:25",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=position_enforcer_0_target_0,
                    reads=frozenset(("owner", "supply")),
                ),
            ),
            effect=position_enforcer_0_effect,
            special=False,
            reads=frozenset(("owner", "place_markers", "supply")),
        ),
    ),
    "position_racketeer": (
        api.Activated(
            card="position_racketeer",
            source="nothing_personal/positions.yaml:29",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            condition=position_racketeer_0_condition,
            effect=position_racketeer_0_effect,
            special=False,
            reads=frozenset(("switch_markers", "switchable")),
        ),
    ),
    "position_bean_counter": (
        api.Activated(
            card="position_bean_counter",
            source="nothing_personal/positions.yaml:33",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="p",
                    type="player",
                    filter=position_bean_counter_0_target_0,
                    reads=frozenset(("money", "owner")),
                ),
            ),
            effect=position_bean_counter_0_effect,
            special=False,
            reads=frozenset(("money", "owner", "transfer_money")),
        ),
    ),
    "position_first_guy": (
        api.Activated(
            card="position_first_guy",
            source="nothing_personal/positions.yaml:37",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=position_first_guy_0_target_0,
                    reads=frozenset(("markers",)),
                ),
            ),
            effect=position_first_guy_0_effect,
            special=False,
            reads=frozenset(("markers", "remove_any")),
        ),
    ),
    "position_second_guy": (
        api.Activated(
            card="position_second_guy",
            source="nothing_personal/positions.yaml:41",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=position_second_guy_0_target_0,
                    reads=frozenset(("occupant",)),
                ),
            ),
            effect=position_second_guy_0_effect,
            special=False,
            reads=frozenset(("negate", "occupant")),
        ),
    ),
    "position_third_guy": (
        api.Activated(
            card="position_third_guy",
            source="nothing_personal/positions.yaml:45",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=position_third_guy_0_target_0,
                    reads=frozenset(("money", "occupant", "owner", "whack_cost", "whackable")),
                ),
            ),
            effect=position_third_guy_0_effect,
            special=False,
            reads=frozenset(("money", "occupant", "owner", "whack", "whack_cost", "whackable")),
        ),
    ),
}
