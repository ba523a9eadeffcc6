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


# nothing_personal/influence.yaml:14
def influence_01_0_effect(ctx, targets):
    """play after_placing: favour 2"""
    ctx.favour(2)


# nothing_personal/influence.yaml:18
def influence_02_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:25
def influence_04_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:25
def influence_04_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:29
def influence_05_0_condition(ctx, targets):
    """play instead when on_board of owner >= 2 and others_on_board > 0: trade 2 with 4"""
    return ctx.on_board(ctx.owner) >= 2 and ctx.others_on_board > 0


# nothing_personal/influence.yaml:29
def influence_05_0_effect(ctx, targets):
    ctx.trade_markers(2, 4)


# nothing_personal/influence.yaml:33
def influence_06_0_effect(ctx, targets):
    """play after_placing: collect 5 dollars"""
    ctx.collect_money(5, ctx.owner)


# nothing_personal/influence.yaml:37
def influence_07_0_target_0(ctx, v_t):
    """play instead, target t: gangster where t.whackable and owner.money >= whack_cost(t, 5 dollars): contract t at 5 dollars"""
    return ctx.whackable(v_t) and ctx.money(ctx.owner) >= ctx.whack_cost(v_t, 5)


# nothing_personal/influence.yaml:37
def influence_07_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.contract(v_t, 5)


# nothing_personal/influence.yaml:41
def influence_08_0_effect(ctx, targets):
    """play after_placing: deal 2 with 1"""
    ctx.draw_giving(2, 1)


# nothing_personal/influence.yaml:45
def influence_09_0_effect(ctx, targets):
    """play after_placing: favour 2"""
    ctx.favour(2)


# nothing_personal/influence.yaml:49
def influence_10_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:56
def influence_12_0_effect(ctx, targets):
    """play after_placing: buy 1 onto placed at 5 dollars"""
    ctx.buy_markers(1, ctx.placed, 5)


# nothing_personal/influence.yaml:60
def influence_13_0_condition(ctx, targets):
    """play instead when count(prisoners) > 0 and count(gangsters where it.active and it.controller is owner) > 0: swap prisoner"""
    return (
        ctx.count(ctx.prisoners) > 0
        and ctx.count([v_it for v_it in ctx.gangsters if ctx.is_active(v_it) and ctx.controller(v_it) == ctx.owner]) > 0
    )


# nothing_personal/influence.yaml:60
def influence_13_0_effect(ctx, targets):
    ctx.swap_prisoner()


# nothing_personal/influence.yaml:64
def influence_14_0_target_0(ctx, v_t):
    """play any_time, target t: gangster where income_pending and t.active: skim t"""
    return ctx.income_pending and ctx.is_active(v_t)


# nothing_personal/influence.yaml:64
def influence_14_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.skim(v_t)


# nothing_personal/influence.yaml:68
def influence_15_0_effect(ctx, targets):
    """play instead: collect 7 dollars and for each p in rivals: pay 2 dollars from p"""
    ctx.collect_money(7, ctx.owner)
    for v_p in ctx.rivals:
        ctx.pay_money(2, v_p)


# nothing_personal/influence.yaml:72
def influence_16_0_condition(ctx, targets):
    """play after_placing when neutral_left > 0: scatter 3"""
    return ctx.neutral_left > 0


# nothing_personal/influence.yaml:72
def influence_16_0_effect(ctx, targets):
    ctx.scatter_neutral(3)


# nothing_personal/influence.yaml:76
def influence_17_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:76
def influence_17_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:80
def influence_18_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:80
def influence_18_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:84
def influence_19_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:84
def influence_19_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:88
def influence_20_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:88
def influence_20_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:92
def influence_21_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:92
def influence_21_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:96
def influence_22_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:96
def influence_22_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:100
def influence_23_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:100
def influence_23_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:104
def influence_24_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:104
def influence_24_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:108
def influence_25_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:108
def influence_25_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:115
def influence_27_0_target_0(ctx, v_t):
    """play whack_succeeded, target t: gangster where t is not attack.target and yours_on(attack.target) > 0: shift all from attack.target to t"""
    return v_t != ctx.whack_target(ctx.current_attack) and ctx.yours_on(ctx.whack_target(ctx.current_attack)) > 0


# nothing_personal/influence.yaml:115
def influence_27_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.shift_markers(ctx.whack_target(ctx.current_attack), v_t)


# nothing_personal/influence.yaml:119
def influence_28_0_condition(ctx, targets):
    """play whack_succeeded when attack.target.controller is owner: collect 16 dollars"""
    return ctx.controller(ctx.whack_target(ctx.current_attack)) == ctx.owner


# nothing_personal/influence.yaml:119
def influence_28_0_effect(ctx, targets):
    ctx.collect_money(16, ctx.owner)


# nothing_personal/influence.yaml:123
def influence_29_0_condition(ctx, targets):
    """play any_time when count(prisoners) > 0 and empty_seats > 0 and owner.supply >= 2: choose t in prisoners: free t and place 2 onto t"""
    return (ctx.count(ctx.prisoners) > 0 and ctx.empty_seats > 0) and ctx.supply(ctx.owner) >= 2


# nothing_personal/influence.yaml:123
def influence_29_0_effect(ctx, targets):
    v_t = ctx.choose_one(ctx.prisoners)
    if v_t is not None:
        ctx.free_prisoner(v_t)
        ctx.place_markers(2, v_t)


# nothing_personal/influence.yaml:127
def influence_30_0_condition(ctx, targets):
    """play any_time when count(prisoners) > 0 and empty_seats > 0 and owner.supply >= 2: choose t in prisoners: free t and place 2 onto t"""
    return (ctx.count(ctx.prisoners) > 0 and ctx.empty_seats > 0) and ctx.supply(ctx.owner) >= 2


# nothing_personal/influence.yaml:127
def influence_30_0_effect(ctx, targets):
    v_t = ctx.choose_one(ctx.prisoners)
    if v_t is not None:
        ctx.free_prisoner(v_t)
        ctx.place_markers(2, v_t)


# nothing_personal/influence.yaml:131
def influence_31_0_condition(ctx, targets):
    """play any_time when count(prisoners) > 0 and empty_seats > 0 and owner.supply >= 2: choose t in prisoners: free t and place 2 onto t"""
    return (ctx.count(ctx.prisoners) > 0 and ctx.empty_seats > 0) and ctx.supply(ctx.owner) >= 2


# nothing_personal/influence.yaml:131
def influence_31_0_effect(ctx, targets):
    v_t = ctx.choose_one(ctx.prisoners)
    if v_t is not None:
        ctx.free_prisoner(v_t)
        ctx.place_markers(2, v_t)


# nothing_personal/influence.yaml:135
def influence_32_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:135
def influence_32_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:139
def influence_33_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:139
def influence_33_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:143
def influence_34_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:143
def influence_34_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:147
def influence_35_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:147
def influence_35_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:163
def influence_40_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:167
def influence_41_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:171
def influence_42_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:175
def influence_43_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:179
def influence_44_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:183
def influence_45_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:187
def influence_46_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:191
def influence_47_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:195
def influence_48_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:199
def influence_49_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:203
def influence_50_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:207
def influence_51_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:211
def influence_52_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:215
def influence_53_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:219
def influence_54_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:223
def influence_55_0_effect(ctx, targets):
    """play after_placing: blackmail placed"""
    ctx.blackmail(ctx.placed)


# nothing_personal/influence.yaml:227
def influence_56_0_effect(ctx, targets):
    """play after_placing: favour 2"""
    ctx.favour(2)


# nothing_personal/influence.yaml:231
def influence_57_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:238
def influence_59_0_effect(ctx, targets):
    """play after_placing: buy 1 onto placed at 5 dollars"""
    ctx.buy_markers(1, ctx.placed, 5)


# nothing_personal/influence.yaml:242
def influence_60_0_condition(ctx, targets):
    """play instead when count(prisoners) > 0 and count(gangsters where it.active and it.controller is owner) > 0: swap prisoner"""
    return (
        ctx.count(ctx.prisoners) > 0
        and ctx.count([v_it for v_it in ctx.gangsters if ctx.is_active(v_it) and ctx.controller(v_it) == ctx.owner]) > 0
    )


# nothing_personal/influence.yaml:242
def influence_60_0_effect(ctx, targets):
    ctx.swap_prisoner()


# nothing_personal/influence.yaml:246
def influence_61_0_condition(ctx, targets):
    """play instead when swappable: swap row"""
    return ctx.swappable


# nothing_personal/influence.yaml:246
def influence_61_0_effect(ctx, targets):
    ctx.swap_row()


# nothing_personal/influence.yaml:250
def influence_62_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:250
def influence_62_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:254
def influence_63_0_effect(ctx, targets):
    """play instead: gain 4 respect and choose p in rivals: gain 1 respect to p"""
    ctx.gain_respect(4, ctx.owner)
    v_p = ctx.choose_one(ctx.rivals)
    if v_p is not None:
        ctx.gain_respect(1, v_p)


# nothing_personal/influence.yaml:258
def influence_64_0_effect(ctx, targets):
    """play after_placing: deal 2 with 1"""
    ctx.draw_giving(2, 1)


# nothing_personal/influence.yaml:262
def influence_65_0_effect(ctx, targets):
    """play instead: for each p in rivals: sell 1 to p at 4 dollars"""
    for v_p in ctx.rivals:
        ctx.sell_draws(1, v_p, 4)


# nothing_personal/influence.yaml:266
def influence_66_0_target_0(ctx, v_t):
    """play instead, target t: gangster where t.blackmailed: burn t"""
    return ctx.blackmailed(v_t)


# nothing_personal/influence.yaml:266
def influence_66_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.burn_blackmail(v_t)


# nothing_personal/influence.yaml:270
def influence_67_0_target_0(ctx, v_t):
    """play instead, target t: gangster where t.blackmailed and t.blackmailer is not owner and owner.supply > 0: seize t"""
    return (ctx.blackmailed(v_t) and ctx.blackmailer(v_t) != ctx.owner) and ctx.supply(ctx.owner) > 0


# nothing_personal/influence.yaml:270
def influence_67_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.seize_blackmail(v_t)


# nothing_personal/influence.yaml:274
def influence_68_0_target_0(ctx, v_t):
    """play whack_attempted, target t: gangster where t is not attack.target and t is not attack.hitter and t.whackable: redirect t"""
    return (
        v_t != ctx.whack_target(ctx.current_attack) and v_t != ctx.whack_hitter(ctx.current_attack)
    ) and ctx.whackable(v_t)


# nothing_personal/influence.yaml:274
def influence_68_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.redirect_whack(v_t)


# nothing_personal/influence.yaml:278
def influence_69_0_effect(ctx, targets):
    """play after_placing: favour 2"""
    ctx.favour(2)


# nothing_personal/influence.yaml:282
def influence_70_0_target_0(ctx, v_t):
    """play after_placing, target t: gangster where t is not placed and t.markers > 0: remove 1 from t"""
    return v_t != ctx.placed and ctx.markers(v_t) > 0


# nothing_personal/influence.yaml:282
def influence_70_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.remove_any(1, v_t)


# nothing_personal/influence.yaml:286
def influence_71_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:286
def influence_71_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:290
def influence_72_0_condition(ctx, targets):
    """play any_time when placeable: place icons"""
    return ctx.placeable


# nothing_personal/influence.yaml:290
def influence_72_0_effect(ctx, targets):
    ctx.place_icons()


# nothing_personal/influence.yaml:294
def influence_73_0_effect(ctx, targets):
    """play after_placing: favour 2"""
    ctx.favour(2)


# nothing_personal/influence.yaml:298
def influence_74_0_effect(ctx, targets):
    """play after_placing: favour 1"""
    ctx.favour(1)


# nothing_personal/influence.yaml:305
def influence_76_0_effect(ctx, targets):
    """play after_placing: buy 1 onto placed at 5 dollars"""
    ctx.buy_markers(1, ctx.placed, 5)


# nothing_personal/influence.yaml:309
def influence_77_0_condition(ctx, targets):
    """play instead when family_on_board: relocate family"""
    return ctx.family_on_board


# nothing_personal/influence.yaml:309
def influence_77_0_effect(ctx, targets):
    ctx.relocate_family()


# nothing_personal/influence.yaml:313
def influence_78_0_target_0(ctx, v_p):
    """play instead, target p: player where p is not owner and p.respect > 0 respect: steal 3 respect from p"""
    return v_p != ctx.owner and ctx.respect(v_p) > 0


# nothing_personal/influence.yaml:313
def influence_78_0_effect(ctx, targets):
    v_p = targets["p"]
    ctx.steal_respect(3, v_p)


# nothing_personal/influence.yaml:317
def influence_79_0_condition(ctx, targets):
    """play instead when family_on_board: sweep family"""
    return ctx.family_on_board


# nothing_personal/influence.yaml:317
def influence_79_0_effect(ctx, targets):
    ctx.sweep_family()


# nothing_personal/influence.yaml:321
def influence_80_0_target_0(ctx, v_t):
    """play instead, target t: gangster where fits(self, t) and owner.supply > 0: place 1 onto t and draw 1"""
    return ctx.fits(ctx.this_card, v_t) and ctx.supply(ctx.owner) > 0


# nothing_personal/influence.yaml:321
def influence_80_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.place_markers(1, v_t)
    ctx.draw_cards(1)


# nothing_personal/influence.yaml:325
def influence_81_0_target_0(ctx, v_t):
    """play instead, target t: gangster where fits(self, t) and owner.supply > 0: place 1 onto t and draw 1"""
    return ctx.fits(ctx.this_card, v_t) and ctx.supply(ctx.owner) > 0


# nothing_personal/influence.yaml:325
def influence_81_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.place_markers(1, v_t)
    ctx.draw_cards(1)


# nothing_personal/influence.yaml:329
def influence_82_0_target_0(ctx, v_t):
    """play instead, target t: gangster where fits(self, t) and owner.supply > 0: place 1 onto t and draw 1"""
    return ctx.fits(ctx.this_card, v_t) and ctx.supply(ctx.owner) > 0


# nothing_personal/influence.yaml:329
def influence_82_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.place_markers(1, v_t)
    ctx.draw_cards(1)


# nothing_personal/influence.yaml:333
def influence_83_0_target_0(ctx, v_t):
    """play instead, target t: gangster where fits(self, t) and owner.supply > 0: place 1 onto t and draw 1"""
    return ctx.fits(ctx.this_card, v_t) and ctx.supply(ctx.owner) > 0


# nothing_personal/influence.yaml:333
def influence_83_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.place_markers(1, v_t)
    ctx.draw_cards(1)


# nothing_personal/influence.yaml:337
def influence_84_0_target_0(ctx, v_t):
    """play any_time, target t: gangster where t.markers >= 10: imprison t"""
    return ctx.markers(v_t) >= 10


# nothing_personal/influence.yaml:337
def influence_84_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.imprison(v_t)


# nothing_personal/influence.yaml:341
def influence_85_0_target_0(ctx, v_t):
    """play any_time, target t: gangster where t.markers >= 10: imprison t"""
    return ctx.markers(v_t) >= 10


# nothing_personal/influence.yaml:341
def influence_85_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.imprison(v_t)


# nothing_personal/influence.yaml:345
def influence_86_0_target_0(ctx, v_t):
    """play any_time, target t: gangster where t.markers >= 10: imprison t"""
    return ctx.markers(v_t) >= 10


# nothing_personal/influence.yaml:345
def influence_86_0_effect(ctx, targets):
    v_t = targets["t"]
    ctx.imprison(v_t)


# nothing_personal/influence.yaml:367
def influence_93_0_effect(ctx, targets):
    """play instead: collect 12 dollars"""
    ctx.collect_money(12, ctx.owner)


# nothing_personal/influence.yaml:371
def influence_94_0_effect(ctx, targets):
    """play instead: collect 12 dollars"""
    ctx.collect_money(12, ctx.owner)


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
    "influence_01": (
        api.Activated(
            card="influence_01",
            source="nothing_personal/influence.yaml:14",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_01_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_02": (
        api.Activated(
            card="influence_02",
            source="nothing_personal/influence.yaml:18",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_02_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_04": (
        api.Activated(
            card="influence_04",
            source="nothing_personal/influence.yaml:25",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_04_0_condition,
            effect=influence_04_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_05": (
        api.Activated(
            card="influence_05",
            source="nothing_personal/influence.yaml:29",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            condition=influence_05_0_condition,
            effect=influence_05_0_effect,
            special=True,
            reads=frozenset(("on_board", "others_on_board", "owner", "trade_markers")),
        ),
    ),
    "influence_06": (
        api.Activated(
            card="influence_06",
            source="nothing_personal/influence.yaml:33",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_06_0_effect,
            special=True,
            reads=frozenset(("collect_money", "owner")),
        ),
    ),
    "influence_07": (
        api.Activated(
            card="influence_07",
            source="nothing_personal/influence.yaml:37",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_07_0_target_0,
                    reads=frozenset(("money", "owner", "whack_cost", "whackable")),
                ),
            ),
            effect=influence_07_0_effect,
            special=True,
            reads=frozenset(("contract", "money", "owner", "whack_cost", "whackable")),
        ),
    ),
    "influence_08": (
        api.Activated(
            card="influence_08",
            source="nothing_personal/influence.yaml:41",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_08_0_effect,
            special=True,
            reads=frozenset(("draw_giving",)),
        ),
    ),
    "influence_09": (
        api.Activated(
            card="influence_09",
            source="nothing_personal/influence.yaml:45",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_09_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_10": (
        api.Activated(
            card="influence_10",
            source="nothing_personal/influence.yaml:49",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_10_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_12": (
        api.Activated(
            card="influence_12",
            source="nothing_personal/influence.yaml:56",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_12_0_effect,
            special=True,
            reads=frozenset(("buy_markers", "placed")),
        ),
    ),
    "influence_13": (
        api.Activated(
            card="influence_13",
            source="nothing_personal/influence.yaml:60",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            condition=influence_13_0_condition,
            effect=influence_13_0_effect,
            special=True,
            reads=frozenset(("controller", "count", "gangsters", "is_active", "owner", "prisoners", "swap_prisoner")),
        ),
    ),
    "influence_14": (
        api.Activated(
            card="influence_14",
            source="nothing_personal/influence.yaml:64",
            token=False,
            money=0,
            timing="any_time",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_14_0_target_0,
                    reads=frozenset(("income_pending", "is_active")),
                ),
            ),
            effect=influence_14_0_effect,
            special=True,
            reads=frozenset(("income_pending", "is_active", "skim")),
        ),
    ),
    "influence_15": (
        api.Activated(
            card="influence_15",
            source="nothing_personal/influence.yaml:68",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            effect=influence_15_0_effect,
            special=True,
            reads=frozenset(("collect_money", "owner", "pay_money", "rivals")),
        ),
    ),
    "influence_16": (
        api.Activated(
            card="influence_16",
            source="nothing_personal/influence.yaml:72",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            condition=influence_16_0_condition,
            effect=influence_16_0_effect,
            special=True,
            reads=frozenset(("neutral_left", "scatter_neutral")),
        ),
    ),
    "influence_17": (
        api.Activated(
            card="influence_17",
            source="nothing_personal/influence.yaml:76",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_17_0_condition,
            effect=influence_17_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_18": (
        api.Activated(
            card="influence_18",
            source="nothing_personal/influence.yaml:80",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_18_0_condition,
            effect=influence_18_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_19": (
        api.Activated(
            card="influence_19",
            source="nothing_personal/influence.yaml:84",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_19_0_condition,
            effect=influence_19_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_20": (
        api.Activated(
            card="influence_20",
            source="nothing_personal/influence.yaml:88",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_20_0_condition,
            effect=influence_20_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_21": (
        api.Activated(
            card="influence_21",
            source="nothing_personal/influence.yaml:92",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_21_0_condition,
            effect=influence_21_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_22": (
        api.Activated(
            card="influence_22",
            source="nothing_personal/influence.yaml:96",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_22_0_condition,
            effect=influence_22_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_23": (
        api.Activated(
            card="influence_23",
            source="nothing_personal/influence.yaml:100",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_23_0_condition,
            effect=influence_23_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_24": (
        api.Activated(
            card="influence_24",
            source="nothing_personal/influence.yaml:104",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_24_0_condition,
            effect=influence_24_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_25": (
        api.Activated(
            card="influence_25",
            source="nothing_personal/influence.yaml:108",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_25_0_condition,
            effect=influence_25_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_27": (
        api.Activated(
            card="influence_27",
            source="nothing_personal/influence.yaml:115",
            token=False,
            money=0,
            timing="whack_succeeded",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_27_0_target_0,
                    reads=frozenset(("current_attack", "whack_target", "yours_on")),
                ),
            ),
            effect=influence_27_0_effect,
            special=True,
            reads=frozenset(("current_attack", "shift_markers", "whack_target", "yours_on")),
        ),
    ),
    "influence_28": (
        api.Activated(
            card="influence_28",
            source="nothing_personal/influence.yaml:119",
            token=False,
            money=0,
            timing="whack_succeeded",
            targets=(),
            condition=influence_28_0_condition,
            effect=influence_28_0_effect,
            special=True,
            reads=frozenset(("collect_money", "controller", "current_attack", "owner", "whack_target")),
        ),
    ),
    "influence_29": (
        api.Activated(
            card="influence_29",
            source="nothing_personal/influence.yaml:123",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_29_0_condition,
            effect=influence_29_0_effect,
            special=True,
            reads=frozenset(
                ("choose_one", "count", "empty_seats", "free_prisoner", "owner", "place_markers", "prisoners", "supply")
            ),
        ),
    ),
    "influence_30": (
        api.Activated(
            card="influence_30",
            source="nothing_personal/influence.yaml:127",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_30_0_condition,
            effect=influence_30_0_effect,
            special=True,
            reads=frozenset(
                ("choose_one", "count", "empty_seats", "free_prisoner", "owner", "place_markers", "prisoners", "supply")
            ),
        ),
    ),
    "influence_31": (
        api.Activated(
            card="influence_31",
            source="nothing_personal/influence.yaml:131",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_31_0_condition,
            effect=influence_31_0_effect,
            special=True,
            reads=frozenset(
                ("choose_one", "count", "empty_seats", "free_prisoner", "owner", "place_markers", "prisoners", "supply")
            ),
        ),
    ),
    "influence_32": (
        api.Activated(
            card="influence_32",
            source="nothing_personal/influence.yaml:135",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_32_0_condition,
            effect=influence_32_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_33": (
        api.Activated(
            card="influence_33",
            source="nothing_personal/influence.yaml:139",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_33_0_condition,
            effect=influence_33_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_34": (
        api.Activated(
            card="influence_34",
            source="nothing_personal/influence.yaml:143",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_34_0_condition,
            effect=influence_34_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_35": (
        api.Activated(
            card="influence_35",
            source="nothing_personal/influence.yaml:147",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_35_0_condition,
            effect=influence_35_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_40": (
        api.Activated(
            card="influence_40",
            source="nothing_personal/influence.yaml:163",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_40_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_41": (
        api.Activated(
            card="influence_41",
            source="nothing_personal/influence.yaml:167",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_41_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_42": (
        api.Activated(
            card="influence_42",
            source="nothing_personal/influence.yaml:171",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_42_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_43": (
        api.Activated(
            card="influence_43",
            source="nothing_personal/influence.yaml:175",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_43_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_44": (
        api.Activated(
            card="influence_44",
            source="nothing_personal/influence.yaml:179",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_44_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_45": (
        api.Activated(
            card="influence_45",
            source="nothing_personal/influence.yaml:183",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_45_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_46": (
        api.Activated(
            card="influence_46",
            source="nothing_personal/influence.yaml:187",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_46_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_47": (
        api.Activated(
            card="influence_47",
            source="nothing_personal/influence.yaml:191",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_47_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_48": (
        api.Activated(
            card="influence_48",
            source="nothing_personal/influence.yaml:195",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_48_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_49": (
        api.Activated(
            card="influence_49",
            source="nothing_personal/influence.yaml:199",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_49_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_50": (
        api.Activated(
            card="influence_50",
            source="nothing_personal/influence.yaml:203",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_50_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_51": (
        api.Activated(
            card="influence_51",
            source="nothing_personal/influence.yaml:207",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_51_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_52": (
        api.Activated(
            card="influence_52",
            source="nothing_personal/influence.yaml:211",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_52_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_53": (
        api.Activated(
            card="influence_53",
            source="nothing_personal/influence.yaml:215",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_53_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_54": (
        api.Activated(
            card="influence_54",
            source="nothing_personal/influence.yaml:219",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_54_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_55": (
        api.Activated(
            card="influence_55",
            source="nothing_personal/influence.yaml:223",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_55_0_effect,
            special=True,
            reads=frozenset(("blackmail", "placed")),
        ),
    ),
    "influence_56": (
        api.Activated(
            card="influence_56",
            source="nothing_personal/influence.yaml:227",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_56_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_57": (
        api.Activated(
            card="influence_57",
            source="nothing_personal/influence.yaml:231",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_57_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_59": (
        api.Activated(
            card="influence_59",
            source="nothing_personal/influence.yaml:238",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_59_0_effect,
            special=True,
            reads=frozenset(("buy_markers", "placed")),
        ),
    ),
    "influence_60": (
        api.Activated(
            card="influence_60",
            source="nothing_personal/influence.yaml:242",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            condition=influence_60_0_condition,
            effect=influence_60_0_effect,
            special=True,
            reads=frozenset(("controller", "count", "gangsters", "is_active", "owner", "prisoners", "swap_prisoner")),
        ),
    ),
    "influence_61": (
        api.Activated(
            card="influence_61",
            source="nothing_personal/influence.yaml:246",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            condition=influence_61_0_condition,
            effect=influence_61_0_effect,
            special=True,
            reads=frozenset(("swap_row", "swappable")),
        ),
    ),
    "influence_62": (
        api.Activated(
            card="influence_62",
            source="nothing_personal/influence.yaml:250",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_62_0_condition,
            effect=influence_62_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_63": (
        api.Activated(
            card="influence_63",
            source="nothing_personal/influence.yaml:254",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            effect=influence_63_0_effect,
            special=True,
            reads=frozenset(("choose_one", "gain_respect", "owner", "rivals")),
        ),
    ),
    "influence_64": (
        api.Activated(
            card="influence_64",
            source="nothing_personal/influence.yaml:258",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_64_0_effect,
            special=True,
            reads=frozenset(("draw_giving",)),
        ),
    ),
    "influence_65": (
        api.Activated(
            card="influence_65",
            source="nothing_personal/influence.yaml:262",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            effect=influence_65_0_effect,
            special=True,
            reads=frozenset(("rivals", "sell_draws")),
        ),
    ),
    "influence_66": (
        api.Activated(
            card="influence_66",
            source="nothing_personal/influence.yaml:266",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_66_0_target_0,
                    reads=frozenset(("blackmailed",)),
                ),
            ),
            effect=influence_66_0_effect,
            special=True,
            reads=frozenset(("blackmailed", "burn_blackmail")),
        ),
    ),
    "influence_67": (
        api.Activated(
            card="influence_67",
            source="nothing_personal/influence.yaml:270",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_67_0_target_0,
                    reads=frozenset(("blackmailed", "blackmailer", "owner", "supply")),
                ),
            ),
            effect=influence_67_0_effect,
            special=True,
            reads=frozenset(("blackmailed", "blackmailer", "owner", "seize_blackmail", "supply")),
        ),
    ),
    "influence_68": (
        api.Activated(
            card="influence_68",
            source="nothing_personal/influence.yaml:274",
            token=False,
            money=0,
            timing="whack_attempted",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_68_0_target_0,
                    reads=frozenset(("current_attack", "whack_hitter", "whack_target", "whackable")),
                ),
            ),
            effect=influence_68_0_effect,
            special=True,
            reads=frozenset(("current_attack", "redirect_whack", "whack_hitter", "whack_target", "whackable")),
        ),
    ),
    "influence_69": (
        api.Activated(
            card="influence_69",
            source="nothing_personal/influence.yaml:278",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_69_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_70": (
        api.Activated(
            card="influence_70",
            source="nothing_personal/influence.yaml:282",
            token=False,
            money=0,
            timing="after_placing",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_70_0_target_0,
                    reads=frozenset(("markers", "placed")),
                ),
            ),
            effect=influence_70_0_effect,
            special=True,
            reads=frozenset(("markers", "placed", "remove_any")),
        ),
    ),
    "influence_71": (
        api.Activated(
            card="influence_71",
            source="nothing_personal/influence.yaml:286",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_71_0_condition,
            effect=influence_71_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_72": (
        api.Activated(
            card="influence_72",
            source="nothing_personal/influence.yaml:290",
            token=False,
            money=0,
            timing="any_time",
            targets=(),
            condition=influence_72_0_condition,
            effect=influence_72_0_effect,
            special=True,
            reads=frozenset(("place_icons", "placeable")),
        ),
    ),
    "influence_73": (
        api.Activated(
            card="influence_73",
            source="nothing_personal/influence.yaml:294",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_73_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_74": (
        api.Activated(
            card="influence_74",
            source="nothing_personal/influence.yaml:298",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_74_0_effect,
            special=True,
            reads=frozenset(("favour",)),
        ),
    ),
    "influence_76": (
        api.Activated(
            card="influence_76",
            source="nothing_personal/influence.yaml:305",
            token=False,
            money=0,
            timing="after_placing",
            targets=(),
            effect=influence_76_0_effect,
            special=True,
            reads=frozenset(("buy_markers", "placed")),
        ),
    ),
    "influence_77": (
        api.Activated(
            card="influence_77",
            source="nothing_personal/influence.yaml:309",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            condition=influence_77_0_condition,
            effect=influence_77_0_effect,
            special=True,
            reads=frozenset(("family_on_board", "relocate_family")),
        ),
    ),
    "influence_78": (
        api.Activated(
            card="influence_78",
            source="nothing_personal/influence.yaml:313",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="p",
                    type="player",
                    filter=influence_78_0_target_0,
                    reads=frozenset(("owner", "respect")),
                ),
            ),
            effect=influence_78_0_effect,
            special=True,
            reads=frozenset(("owner", "respect", "steal_respect")),
        ),
    ),
    "influence_79": (
        api.Activated(
            card="influence_79",
            source="nothing_personal/influence.yaml:317",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            condition=influence_79_0_condition,
            effect=influence_79_0_effect,
            special=True,
            reads=frozenset(("family_on_board", "sweep_family")),
        ),
    ),
    "influence_80": (
        api.Activated(
            card="influence_80",
            source="nothing_personal/influence.yaml:321",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_80_0_target_0,
                    reads=frozenset(("fits", "owner", "supply", "this_card")),
                ),
            ),
            effect=influence_80_0_effect,
            special=True,
            reads=frozenset(("draw_cards", "fits", "owner", "place_markers", "supply", "this_card")),
        ),
    ),
    "influence_81": (
        api.Activated(
            card="influence_81",
            source="nothing_personal/influence.yaml:325",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_81_0_target_0,
                    reads=frozenset(("fits", "owner", "supply", "this_card")),
                ),
            ),
            effect=influence_81_0_effect,
            special=True,
            reads=frozenset(("draw_cards", "fits", "owner", "place_markers", "supply", "this_card")),
        ),
    ),
    "influence_82": (
        api.Activated(
            card="influence_82",
            source="nothing_personal/influence.yaml:329",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_82_0_target_0,
                    reads=frozenset(("fits", "owner", "supply", "this_card")),
                ),
            ),
            effect=influence_82_0_effect,
            special=True,
            reads=frozenset(("draw_cards", "fits", "owner", "place_markers", "supply", "this_card")),
        ),
    ),
    "influence_83": (
        api.Activated(
            card="influence_83",
            source="nothing_personal/influence.yaml:333",
            token=False,
            money=0,
            timing="instead",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_83_0_target_0,
                    reads=frozenset(("fits", "owner", "supply", "this_card")),
                ),
            ),
            effect=influence_83_0_effect,
            special=True,
            reads=frozenset(("draw_cards", "fits", "owner", "place_markers", "supply", "this_card")),
        ),
    ),
    "influence_84": (
        api.Activated(
            card="influence_84",
            source="nothing_personal/influence.yaml:337",
            token=False,
            money=0,
            timing="any_time",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_84_0_target_0,
                    reads=frozenset(("markers",)),
                ),
            ),
            effect=influence_84_0_effect,
            special=True,
            reads=frozenset(("imprison", "markers")),
        ),
    ),
    "influence_85": (
        api.Activated(
            card="influence_85",
            source="nothing_personal/influence.yaml:341",
            token=False,
            money=0,
            timing="any_time",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_85_0_target_0,
                    reads=frozenset(("markers",)),
                ),
            ),
            effect=influence_85_0_effect,
            special=True,
            reads=frozenset(("imprison", "markers")),
        ),
    ),
    "influence_86": (
        api.Activated(
            card="influence_86",
            source="nothing_personal/influence.yaml:345",
            token=False,
            money=0,
            timing="any_time",
            targets=(
                api.TargetSpec(
                    name="t",
                    type="gangster",
                    filter=influence_86_0_target_0,
                    reads=frozenset(("markers",)),
                ),
            ),
            effect=influence_86_0_effect,
            special=True,
            reads=frozenset(("imprison", "markers")),
        ),
    ),
    "influence_93": (
        api.Activated(
            card="influence_93",
            source="nothing_personal/influence.yaml:367",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            effect=influence_93_0_effect,
            special=True,
            reads=frozenset(("collect_money", "owner")),
        ),
    ),
    "influence_94": (
        api.Activated(
            card="influence_94",
            source="nothing_personal/influence.yaml:371",
            token=False,
            money=0,
            timing="instead",
            targets=(),
            effect=influence_94_0_effect,
            special=True,
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
