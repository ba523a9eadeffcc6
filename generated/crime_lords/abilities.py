"""Compiled abilities of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

from runtime import api


# crime_lords/crooks.yaml:11
def judge_pell_0_applies(ctx, attack):
    """set helpers to 99 for attacks led by self where attack.kind is recruit"""
    return ctx.attack_leader(attack) == ctx.this_card and ctx.attack_kind(attack) == "recruit"


# crime_lords/crooks.yaml:11
def judge_pell_0_amount(ctx, attack):
    return 99


# crime_lords/crooks.yaml:21
def countess_volkova_0_applies(ctx, attack):
    """modify recruit by 2 for attacks by owner"""
    return ctx.attack_attacker(attack) == ctx.owner


# crime_lords/crooks.yaml:21
def countess_volkova_0_amount(ctx, attack):
    return 2


# crime_lords/crooks.yaml:38
def mickey_costigan_0_applies(ctx, attack):
    """modify hit by 2 for attacks by owner"""
    return ctx.attack_attacker(attack) == ctx.owner


# crime_lords/crooks.yaml:38
def mickey_costigan_0_amount(ctx, attack):
    return 2


# crime_lords/crooks.yaml:47
def leopold_strand_0_applies(ctx, player):
    """modify draw_count of owner by 1"""
    return player == ctx.owner


# crime_lords/crooks.yaml:47
def leopold_strand_0_amount(ctx, player):
    return 1


# crime_lords/crooks.yaml:56
def alderman_fairweather_0_condition(ctx, targets):
    """action during_attack costs token when attack.defender is owner: boost attack by -3"""
    return ctx.attack_defender(ctx.current_attack) == ctx.owner


# crime_lords/crooks.yaml:56
def alderman_fairweather_0_effect(ctx, targets):
    ctx.boost_attack(-3)


# crime_lords/crooks.yaml:66
def doc_hollister_0_target_0(ctx, v_c):
    """action costs token and 5 G, target c: crook where c.owner is owner and c.unhappy > 0: remove 1 unhappy from c"""
    return ctx.owner_of(v_c) == ctx.owner and ctx.unhappy(v_c) > 0


# crime_lords/crooks.yaml:66
def doc_hollister_0_effect(ctx, targets):
    v_c = targets["c"]
    ctx.remove_markers("unhappy", 1, v_c)


# crime_lords/crooks.yaml:97
def silky_joe_marchetti_0_applies(ctx, attack):
    """modify hit by 5 for attacks involving self"""
    return ctx.this_card in ctx.attack_involved(attack)


# crime_lords/crooks.yaml:97
def silky_joe_marchetti_0_amount(ctx, attack):
    return 5


# crime_lords/crooks.yaml:106
def nell_donnelly_0_applies(ctx, attack):
    """modify takeover by 2 for attacks by owner where attack.target.district is gold_coast"""
    return ctx.attack_attacker(attack) == ctx.owner and ctx.district(ctx.attack_target(attack)) == "gold_coast"


# crime_lords/crooks.yaml:106
def nell_donnelly_0_amount(ctx, attack):
    return 2


# crime_lords/crooks.yaml:122
def ox_kowalski_0_applies(ctx, attack):
    """modify hit by -5 for attacks against superior of self"""
    return ctx.attack_target(attack) == ctx.superior_of(ctx.this_card)


# crime_lords/crooks.yaml:122
def ox_kowalski_0_amount(ctx, attack):
    return -5


# crime_lords/crooks.yaml:132
def cornelius_vane_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is gambling by 1"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "gambling"]


# crime_lords/crooks.yaml:132
def cornelius_vane_0_amount(ctx, card):
    return 1


# crime_lords/crooks.yaml:132
def cornelius_vane_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "gambling"]


# crime_lords/crooks.yaml:133
def cornelius_vane_1_selects(ctx, card):
    """modify resistance of rackets of owner where it.type is gambling by 1"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "gambling"]


# crime_lords/crooks.yaml:133
def cornelius_vane_1_amount(ctx, card):
    return 1


# crime_lords/crooks.yaml:133
def cornelius_vane_1_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "gambling"]


# crime_lords/crooks.yaml:142
def dapper_dan_whitlow_0_target_0(ctx, v_c):
    """action costs token and 3 G, target c: crook where c.owner in rivals and not c.is_boss and c.power < self.power: add 1 unhappy to c"""
    return (ctx.owner_of(v_c) in ctx.rivals and (not ctx.is_boss(v_c))) and ctx.power(v_c) < ctx.power(ctx.this_card)


# crime_lords/crooks.yaml:142
def dapper_dan_whitlow_0_effect(ctx, targets):
    v_c = targets["c"]
    ctx.add_markers("unhappy", 1, v_c)


# crime_lords/crooks.yaml:166
def deacon_grady_0_condition(ctx, event):
    """on racket_taken_over: if event.player is owner and event.racket.district is old_town then remove 1 unhappy from self"""
    return event.player == ctx.owner and ctx.district(event.racket) == "old_town"


# crime_lords/crooks.yaml:166
def deacon_grady_0_effect(ctx, event):
    ctx.remove_markers("unhappy", 1, ctx.this_card)


# crime_lords/crooks.yaml:175
def jimmy_the_wrench_0_applies(ctx, attack):
    """modify takeover by 3 for attacks involving self where attack.target.district is foundry"""
    return ctx.this_card in ctx.attack_involved(attack) and ctx.district(ctx.attack_target(attack)) == "foundry"


# crime_lords/crooks.yaml:175
def jimmy_the_wrench_0_amount(ctx, attack):
    return 3


# crime_lords/crooks.yaml:184
def paddy_quinlan_0_applies(ctx, attack):
    """modify hit by -5 for attacks against superior of self"""
    return ctx.attack_target(attack) == ctx.superior_of(ctx.this_card)


# crime_lords/crooks.yaml:184
def paddy_quinlan_0_amount(ctx, attack):
    return -5


# crime_lords/crooks.yaml:194
def ada_lockhart_0_applies(ctx, attack):
    """modify recruit by 3 for attacks involving self"""
    return ctx.this_card in ctx.attack_involved(attack)


# crime_lords/crooks.yaml:194
def ada_lockhart_0_amount(ctx, attack):
    return 3


# crime_lords/crooks.yaml:203
def mad_dog_tully_0_condition(ctx, event):
    """on hit_succeeded: if event.player is owner then remove 1 unhappy from self"""
    return event.player == ctx.owner


# crime_lords/crooks.yaml:203
def mad_dog_tully_0_effect(ctx, event):
    ctx.remove_markers("unhappy", 1, ctx.this_card)


# crime_lords/crooks.yaml:233
def cousin_elmo_0_selects(ctx, card):
    """set pay of self to 0"""
    return card == ctx.this_card


# crime_lords/crooks.yaml:233
def cousin_elmo_0_amount(ctx, card):
    return 0


# crime_lords/crooks.yaml:233
def cousin_elmo_0_selection(ctx):
    return [ctx.this_card]


# crime_lords/crooks.yaml:249
def stella_kaminski_0_condition(ctx, event):
    """on turn_start: if event.player is owner then gain 2 G"""
    return event.player == ctx.owner


# crime_lords/crooks.yaml:249
def stella_kaminski_0_effect(ctx, event):
    ctx.gain_money(2, ctx.owner)


# crime_lords/crooks.yaml:258
def aunt_phil_roche_0_selects(ctx, card):
    """modify resistance of crooks of owner by 1"""
    return card in ctx.crooks_of(ctx.owner)


# crime_lords/crooks.yaml:258
def aunt_phil_roche_0_amount(ctx, card):
    return 1


# crime_lords/crooks.yaml:258
def aunt_phil_roche_0_selection(ctx):
    return ctx.crooks_of(ctx.owner)


# crime_lords/crooks.yaml:267
def moose_larkin_0_applies(ctx, attack):
    """modify hit by -5 for attacks against superior of self"""
    return ctx.attack_target(attack) == ctx.superior_of(ctx.this_card)


# crime_lords/crooks.yaml:267
def moose_larkin_0_amount(ctx, attack):
    return -5


# crime_lords/mobs.yaml:8
def saint_cecilia_society_0_selects(ctx, card):
    """modify resistance of crooks of owner by 3"""
    return card in ctx.crooks_of(ctx.owner)


# crime_lords/mobs.yaml:8
def saint_cecilia_society_0_amount(ctx, card):
    return 3


# crime_lords/mobs.yaml:8
def saint_cecilia_society_0_selection(ctx):
    return ctx.crooks_of(ctx.owner)


# crime_lords/mobs.yaml:9
def saint_cecilia_society_1_selects(ctx, card):
    """modify income of rackets of owner where it.type is protection or it.type is loan_shark by 2"""
    return card in [
        v_it
        for v_it in ctx.rackets_of(ctx.owner)
        if ctx.racket_type(v_it) == "protection" or ctx.racket_type(v_it) == "loan_shark"
    ]


# crime_lords/mobs.yaml:9
def saint_cecilia_society_1_amount(ctx, card):
    return 2


# crime_lords/mobs.yaml:9
def saint_cecilia_society_1_selection(ctx):
    return [
        v_it
        for v_it in ctx.rackets_of(ctx.owner)
        if ctx.racket_type(v_it) == "protection" or ctx.racket_type(v_it) == "loan_shark"
    ]


# crime_lords/mobs.yaml:10
def saint_cecilia_society_2_selects(ctx, card):
    """modify resistance of rackets of owner where it.type is protection or it.type is loan_shark by 3"""
    return card in [
        v_it
        for v_it in ctx.rackets_of(ctx.owner)
        if ctx.racket_type(v_it) == "protection" or ctx.racket_type(v_it) == "loan_shark"
    ]


# crime_lords/mobs.yaml:10
def saint_cecilia_society_2_amount(ctx, card):
    return 3


# crime_lords/mobs.yaml:10
def saint_cecilia_society_2_selection(ctx):
    return [
        v_it
        for v_it in ctx.rackets_of(ctx.owner)
        if ctx.racket_type(v_it) == "protection" or ctx.racket_type(v_it) == "loan_shark"
    ]


# crime_lords/mobs.yaml:17
def pier_rats_0_applies(ctx, attack):
    """modify takeover by 2 for attacks by owner where attack.target.district is harbor"""
    return ctx.attack_attacker(attack) == ctx.owner and ctx.district(ctx.attack_target(attack)) == "harbor"


# crime_lords/mobs.yaml:17
def pier_rats_0_amount(ctx, attack):
    return 2


# crime_lords/mobs.yaml:24
def green_ledger_crowd_0_applies(ctx, player):
    """modify draw_count of owner by 1"""
    return player == ctx.owner


# crime_lords/mobs.yaml:24
def green_ledger_crowd_0_amount(ctx, player):
    return 1


# crime_lords/mobs.yaml:31
def ironside_brotherhood_0_applies(ctx, attack):
    """modify hit by 2 for attacks by owner"""
    return ctx.attack_attacker(attack) == ctx.owner


# crime_lords/mobs.yaml:31
def ironside_brotherhood_0_amount(ctx, attack):
    return 2


# crime_lords/mobs.yaml:38
def silk_hat_syndicate_0_applies(ctx, attack):
    """modify recruit by 2 for attacks by owner"""
    return ctx.attack_attacker(attack) == ctx.owner


# crime_lords/mobs.yaml:38
def silk_hat_syndicate_0_amount(ctx, attack):
    return 2


# crime_lords/mobs.yaml:45
def magpie_combine_0_condition(ctx, event):
    """on racket_taken_over: if event.player is owner then gain 5 G"""
    return event.player == ctx.owner


# crime_lords/mobs.yaml:45
def magpie_combine_0_effect(ctx, event):
    ctx.gain_money(5, ctx.owner)


# crime_lords/mobs.yaml:52
def ward_heelers_0_condition(ctx, event):
    """on turn_start: if event.player is owner then choose c in crooks of owner where it.unhappy > 0: remove 1 unhappy from c"""
    return event.player == ctx.owner


# crime_lords/mobs.yaml:52
def ward_heelers_0_effect(ctx, event):
    v_c = ctx.choose_one([v_it for v_it in ctx.crooks_of(ctx.owner) if ctx.unhappy(v_it) > 0])
    if v_c is not None:
        ctx.remove_markers("unhappy", 1, v_c)


# crime_lords/mobs.yaml:60
def rum_row_navy_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is smuggling by 2"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "smuggling"]


# crime_lords/mobs.yaml:60
def rum_row_navy_0_amount(ctx, card):
    return 2


# crime_lords/mobs.yaml:60
def rum_row_navy_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "smuggling"]


# crime_lords/mobs.yaml:61
def rum_row_navy_1_selects(ctx, card):
    """modify resistance of rackets of owner where it.type is smuggling by 2"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "smuggling"]


# crime_lords/mobs.yaml:61
def rum_row_navy_1_amount(ctx, card):
    return 2


# crime_lords/mobs.yaml:61
def rum_row_navy_1_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "smuggling"]


# crime_lords/specials.yaml:7
def bank_job_0_effect(ctx, targets):
    """play: gain 15 G"""
    ctx.gain_money(15, ctx.owner)


# crime_lords/specials.yaml:13
def armored_car_score_0_effect(ctx, targets):
    """play: gain 15 G"""
    ctx.gain_money(15, ctx.owner)


# crime_lords/specials.yaml:19
def tipped_off_0_effect(ctx, targets):
    """play response: cancel attack"""
    ctx.cancel_attack()


# crime_lords/specials.yaml:26
def stool_pigeon_0_effect(ctx, targets):
    """play response: cancel attack"""
    ctx.cancel_attack()


# crime_lords/specials.yaml:33
def hired_guns_0_condition(ctx, targets):
    """play during_attack when attack.attacker is owner: boost attack by 3"""
    return ctx.attack_attacker(ctx.current_attack) == ctx.owner


# crime_lords/specials.yaml:33
def hired_guns_0_effect(ctx, targets):
    ctx.boost_attack(3)


# crime_lords/specials.yaml:39
def cold_feet_0_effect(ctx, targets):
    """play during_attack: boost attack by -4"""
    ctx.boost_attack(-4)


# crime_lords/specials.yaml:45
def smooth_mouthpiece_0_target_0(ctx, v_c):
    """play any_time, target c: crook where c.owner is owner: remove 2 unhappy from c"""
    return ctx.owner_of(v_c) == ctx.owner


# crime_lords/specials.yaml:45
def smooth_mouthpiece_0_effect(ctx, targets):
    v_c = targets["c"]
    ctx.remove_markers("unhappy", 2, v_c)


# crime_lords/specials.yaml:51
def whisper_campaign_0_target_0(ctx, v_cs):
    """play, target up to 2 cs: crook where cs.owner in rivals and not cs.is_boss: for each c in cs: add 1 unhappy to c"""
    return ctx.owner_of(v_cs) in ctx.rivals and (not ctx.is_boss(v_cs))


# crime_lords/specials.yaml:51
def whisper_campaign_0_effect(ctx, targets):
    v_cs = targets["cs"]
    for v_c in v_cs:
        ctx.add_markers("unhappy", 1, v_c)


# crime_lords/specials.yaml:57
def cooked_books_0_target_0(ctx, v_r):
    """play, target r: racket where r.owner is owner: add 1 income to r"""
    return ctx.owner_of(v_r) == ctx.owner


# crime_lords/specials.yaml:57
def cooked_books_0_effect(ctx, targets):
    v_r = targets["r"]
    ctx.add_markers("income", 1, v_r)


# crime_lords/specials.yaml:64
def black_coffee_0_target_0(ctx, v_c):
    """play, target c: card where c.owner is owner and not c.has_token: retoken c"""
    return ctx.owner_of(v_c) == ctx.owner and (not ctx.has_token(v_c))


# crime_lords/specials.yaml:64
def black_coffee_0_effect(ctx, targets):
    v_c = targets["c"]
    ctx.retoken_card(v_c)


# crime_lords/specials.yaml:70
def wiretap_0_effect(ctx, targets):
    """play: draw 2"""
    ctx.draw_cards(2)


# crime_lords/specials.yaml:77
def safehouse_0_condition(ctx, targets):
    """play response when attack.kind is hit: boost attack by -5"""
    return ctx.attack_kind(ctx.current_attack) == "hit"


# crime_lords/specials.yaml:77
def safehouse_0_effect(ctx, targets):
    ctx.boost_attack(-5)


# crime_lords/specials.yaml:83
def fresh_off_the_boat_0_target_0(ctx, v_c):
    """play, target c: crook where c in uncontrolled_crooks and c.power <= 3: place c"""
    return v_c in ctx.uncontrolled_crooks and ctx.power(v_c) <= 3


# crime_lords/specials.yaml:83
def fresh_off_the_boat_0_effect(ctx, targets):
    v_c = targets["c"]
    ctx.place_crook(v_c)


# crime_lords/specials.yaml:91
def sheriffs_auction_0_target_0(ctx, v_r):
    """play, target r: racket where r in uncontrolled_rackets and owner.money >= max(5 G, 5 * r.income): pay max(5 G, 5 * r.income) and take r"""
    return v_r in ctx.uncontrolled_rackets and ctx.money(ctx.owner) >= ctx.max_of(5, 5 * ctx.income(v_r))


# crime_lords/specials.yaml:91
def sheriffs_auction_0_effect(ctx, targets):
    v_r = targets["r"]
    ctx.pay_money(ctx.max_of(5, 5 * ctx.income(v_r)), ctx.owner)
    ctx.take_racket(v_r)


# crime_lords/specials.yaml:100
def loaded_dice_0_effect(ctx, targets):
    """play after_roll: reroll attack"""
    ctx.reroll_attack()


# crime_lords/specials.yaml:107
def shakedown_0_effect(ctx, targets):
    """play: for each p in rivals: transfer 3 G from p to owner"""
    for v_p in ctx.rivals:
        ctx.transfer_money(3, v_p, ctx.owner)


# crime_lords/rackets/foundry.yaml:60
def ironworks_irregulars_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/foundry.yaml:60
def ironworks_irregulars_0_amount(ctx, attack):
    return True


# crime_lords/rackets/foundry.yaml:72
def twelfth_ward_station_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/foundry.yaml:72
def twelfth_ward_station_0_amount(ctx, attack):
    return True


# crime_lords/rackets/foundry.yaml:83
def kettle_creek_distillery_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is smuggling by 1"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "smuggling"]


# crime_lords/rackets/foundry.yaml:83
def kettle_creek_distillery_0_amount(ctx, card):
    return 1


# crime_lords/rackets/foundry.yaml:83
def kettle_creek_distillery_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "smuggling"]


# crime_lords/rackets/foundry.yaml:94
def smelters_local_nineteen_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/foundry.yaml:94
def smelters_local_nineteen_0_amount(ctx, attack):
    return True


# crime_lords/rackets/foundry.yaml:105
def junction_freight_yard_0_applies(ctx, attack):
    """modify takeover by 2 for attacks by owner where attack.target.district is harbor"""
    return ctx.attack_attacker(attack) == ctx.owner and ctx.district(ctx.attack_target(attack)) == "harbor"


# crime_lords/rackets/foundry.yaml:105
def junction_freight_yard_0_amount(ctx, attack):
    return 2


# crime_lords/rackets/gold_coast.yaml:60
def caddies_and_chauffeurs_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/gold_coast.yaml:60
def caddies_and_chauffeurs_0_amount(ctx, attack):
    return True


# crime_lords/rackets/gold_coast.yaml:72
def lakeview_precinct_house_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/gold_coast.yaml:72
def lakeview_precinct_house_0_amount(ctx, attack):
    return True


# crime_lords/rackets/gold_coast.yaml:83
def silver_meadow_park_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is gambling by 1"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "gambling"]


# crime_lords/rackets/gold_coast.yaml:83
def silver_meadow_park_0_amount(ctx, card):
    return 1


# crime_lords/rackets/gold_coast.yaml:83
def silver_meadow_park_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "gambling"]


# crime_lords/rackets/gold_coast.yaml:93
def regent_palace_hotel_0_condition(ctx, event):
    """on crook_recruited: if event.player is owner then gain 2 G"""
    return event.player == ctx.owner


# crime_lords/rackets/gold_coast.yaml:93
def regent_palace_hotel_0_effect(ctx, event):
    ctx.gain_money(2, ctx.owner)


# crime_lords/rackets/harbor.yaml:43
def rum_row_landing_0_selects(ctx, card):
    """modify income of self by 1 while count(rackets of owner where it.type is warehouse) > 0"""
    return card == ctx.this_card


# crime_lords/rackets/harbor.yaml:43
def rum_row_landing_0_amount(ctx, card):
    return 1


# crime_lords/rackets/harbor.yaml:43
def rum_row_landing_0_condition(ctx, _):
    return ctx.count([v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "warehouse"]) > 0


# crime_lords/rackets/harbor.yaml:43
def rum_row_landing_0_selection(ctx):
    return [ctx.this_card]


# crime_lords/rackets/harbor.yaml:62
def hook_street_stevedores_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/harbor.yaml:62
def hook_street_stevedores_0_amount(ctx, attack):
    return True


# crime_lords/rackets/harbor.yaml:74
def harbor_patrol_station_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/harbor.yaml:74
def harbor_patrol_station_0_amount(ctx, attack):
    return True


# crime_lords/rackets/harbor.yaml:86
def greystone_shipyard_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/harbor.yaml:86
def greystone_shipyard_0_amount(ctx, attack):
    return True


# crime_lords/rackets/harbor.yaml:97
def bonded_warehouse_seven_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is fencing by 1"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "fencing"]


# crime_lords/rackets/harbor.yaml:97
def bonded_warehouse_seven_0_amount(ctx, card):
    return 1


# crime_lords/rackets/harbor.yaml:97
def bonded_warehouse_seven_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "fencing"]


# crime_lords/rackets/old_town.yaml:60
def cobblestone_rovers_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/old_town.yaml:60
def cobblestone_rovers_0_amount(ctx, attack):
    return True


# crime_lords/rackets/old_town.yaml:72
def first_precinct_headquarters_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/old_town.yaml:72
def first_precinct_headquarters_0_amount(ctx, attack):
    return True


# crime_lords/rackets/old_town.yaml:83
def city_hall_annex_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is crooked_precinct by 1"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "crooked_precinct"]


# crime_lords/rackets/old_town.yaml:83
def city_hall_annex_0_amount(ctx, card):
    return 1


# crime_lords/rackets/old_town.yaml:83
def city_hall_annex_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "crooked_precinct"]


# crime_lords/rackets/old_town.yaml:84
def city_hall_annex_1_selects(ctx, card):
    """modify resistance of rackets of owner where it.type is crooked_precinct by 2"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "crooked_precinct"]


# crime_lords/rackets/old_town.yaml:84
def city_hall_annex_1_amount(ctx, card):
    return 2


# crime_lords/rackets/old_town.yaml:84
def city_hall_annex_1_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "crooked_precinct"]


# crime_lords/rackets/old_town.yaml:94
def evening_clarion_0_applies(ctx, player):
    """modify draw_count of owner by 1"""
    return player == ctx.owner


# crime_lords/rackets/old_town.yaml:94
def evening_clarion_0_amount(ctx, player):
    return 1


# crime_lords/rackets/tenderloin.yaml:60
def cinder_alley_boys_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/tenderloin.yaml:60
def cinder_alley_boys_0_amount(ctx, attack):
    return True


# crime_lords/rackets/tenderloin.yaml:72
def ninth_precinct_night_desk_0_applies(ctx, attack):
    """set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"""
    return ctx.attack_kind(attack) == "takeover" and ctx.district(ctx.attack_target(attack)) == ctx.district(
        ctx.this_card
    )


# crime_lords/rackets/tenderloin.yaml:72
def ninth_precinct_night_desk_0_amount(ctx, attack):
    return True


# crime_lords/rackets/tenderloin.yaml:91
def uncle_ikes_loan_and_pawn_0_selects(ctx, card):
    """modify income of rackets of owner where it.type is loan_shark by 1"""
    return card in [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "loan_shark"]


# crime_lords/rackets/tenderloin.yaml:91
def uncle_ikes_loan_and_pawn_0_amount(ctx, card):
    return 1


# crime_lords/rackets/tenderloin.yaml:91
def uncle_ikes_loan_and_pawn_0_selection(ctx):
    return [v_it for v_it in ctx.rackets_of(ctx.owner) if ctx.racket_type(v_it) == "loan_shark"]


ABILITIES = {
    "judge_pell": (
        api.AttackModifier(
            card="judge_pell",
            source="crime_lords/crooks.yaml:11",
            stat="helpers",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=judge_pell_0_applies,
            amount=judge_pell_0_amount,
            scope="led_by",
            reads=frozenset(("attack_kind", "attack_leader", "this_card")),
        ),
    ),
    "countess_volkova": (
        api.AttackModifier(
            card="countess_volkova",
            source="crime_lords/crooks.yaml:21",
            stat="success",
            kinds=frozenset(("recruit",)),
            op="add",
            applies=countess_volkova_0_applies,
            amount=countess_volkova_0_amount,
            scope="by",
            reads=frozenset(("attack_attacker", "owner")),
        ),
    ),
    "mickey_costigan": (
        api.AttackModifier(
            card="mickey_costigan",
            source="crime_lords/crooks.yaml:38",
            stat="success",
            kinds=frozenset(("hit",)),
            op="add",
            applies=mickey_costigan_0_applies,
            amount=mickey_costigan_0_amount,
            scope="by",
            reads=frozenset(("attack_attacker", "owner")),
        ),
    ),
    "leopold_strand": (
        api.ParamModifier(
            card="leopold_strand",
            source="crime_lords/crooks.yaml:47",
            param="draw_count",
            op="add",
            applies=leopold_strand_0_applies,
            amount=leopold_strand_0_amount,
            reads=frozenset(("owner",)),
        ),
    ),
    "alderman_fairweather": (
        api.Activated(
            card="alderman_fairweather",
            source="crime_lords/crooks.yaml:56",
            token=True,
            money=0,
            timing="during_attack",
            targets=(),
            condition=alderman_fairweather_0_condition,
            effect=alderman_fairweather_0_effect,
            special=False,
            reads=frozenset(("attack_defender", "boost_attack", "current_attack", "owner")),
        ),
    ),
    "doc_hollister": (
        api.Activated(
            card="doc_hollister",
            source="crime_lords/crooks.yaml:66",
            token=True,
            money=5,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="c",
                    type="crook",
                    filter=doc_hollister_0_target_0,
                    reads=frozenset(("owner", "owner_of", "unhappy")),
                ),
            ),
            effect=doc_hollister_0_effect,
            special=False,
            reads=frozenset(("owner", "owner_of", "remove_markers", "unhappy")),
        ),
    ),
    "silky_joe_marchetti": (
        api.AttackModifier(
            card="silky_joe_marchetti",
            source="crime_lords/crooks.yaml:97",
            stat="success",
            kinds=frozenset(("hit",)),
            op="add",
            applies=silky_joe_marchetti_0_applies,
            amount=silky_joe_marchetti_0_amount,
            scope="involving",
            reads=frozenset(("attack_involved", "this_card")),
        ),
    ),
    "nell_donnelly": (
        api.AttackModifier(
            card="nell_donnelly",
            source="crime_lords/crooks.yaml:106",
            stat="success",
            kinds=frozenset(("takeover",)),
            op="add",
            applies=nell_donnelly_0_applies,
            amount=nell_donnelly_0_amount,
            scope="by",
            reads=frozenset(("attack_attacker", "attack_target", "district", "owner")),
        ),
    ),
    "ox_kowalski": (
        api.AttackModifier(
            card="ox_kowalski",
            source="crime_lords/crooks.yaml:122",
            stat="success",
            kinds=frozenset(("hit",)),
            op="add",
            applies=ox_kowalski_0_applies,
            amount=ox_kowalski_0_amount,
            scope="against",
            reads=frozenset(("attack_target", "superior_of", "this_card")),
        ),
    ),
    "cornelius_vane": (
        api.StatModifier(
            card="cornelius_vane",
            source="crime_lords/crooks.yaml:132",
            stat="income",
            op="add",
            selects=cornelius_vane_0_selects,
            amount=cornelius_vane_0_amount,
            selection=cornelius_vane_0_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
        api.StatModifier(
            card="cornelius_vane",
            source="crime_lords/crooks.yaml:133",
            stat="resistance",
            op="add",
            selects=cornelius_vane_1_selects,
            amount=cornelius_vane_1_amount,
            selection=cornelius_vane_1_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
    "dapper_dan_whitlow": (
        api.Activated(
            card="dapper_dan_whitlow",
            source="crime_lords/crooks.yaml:142",
            token=True,
            money=3,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="c",
                    type="crook",
                    filter=dapper_dan_whitlow_0_target_0,
                    reads=frozenset(("is_boss", "owner_of", "power", "rivals", "this_card")),
                ),
            ),
            effect=dapper_dan_whitlow_0_effect,
            special=False,
            reads=frozenset(("add_markers", "is_boss", "owner_of", "power", "rivals", "this_card")),
        ),
    ),
    "deacon_grady": (
        api.Trigger(
            card="deacon_grady",
            source="crime_lords/crooks.yaml:166",
            event="racket_taken_over",
            condition=deacon_grady_0_condition,
            effect=deacon_grady_0_effect,
            reads=frozenset(("district", "owner", "remove_markers", "this_card")),
        ),
    ),
    "jimmy_the_wrench": (
        api.AttackModifier(
            card="jimmy_the_wrench",
            source="crime_lords/crooks.yaml:175",
            stat="success",
            kinds=frozenset(("takeover",)),
            op="add",
            applies=jimmy_the_wrench_0_applies,
            amount=jimmy_the_wrench_0_amount,
            scope="involving",
            reads=frozenset(("attack_involved", "attack_target", "district", "this_card")),
        ),
    ),
    "paddy_quinlan": (
        api.AttackModifier(
            card="paddy_quinlan",
            source="crime_lords/crooks.yaml:184",
            stat="success",
            kinds=frozenset(("hit",)),
            op="add",
            applies=paddy_quinlan_0_applies,
            amount=paddy_quinlan_0_amount,
            scope="against",
            reads=frozenset(("attack_target", "superior_of", "this_card")),
        ),
    ),
    "ada_lockhart": (
        api.AttackModifier(
            card="ada_lockhart",
            source="crime_lords/crooks.yaml:194",
            stat="success",
            kinds=frozenset(("recruit",)),
            op="add",
            applies=ada_lockhart_0_applies,
            amount=ada_lockhart_0_amount,
            scope="involving",
            reads=frozenset(("attack_involved", "this_card")),
        ),
    ),
    "mad_dog_tully": (
        api.Trigger(
            card="mad_dog_tully",
            source="crime_lords/crooks.yaml:203",
            event="hit_succeeded",
            condition=mad_dog_tully_0_condition,
            effect=mad_dog_tully_0_effect,
            reads=frozenset(("owner", "remove_markers", "this_card")),
        ),
    ),
    "cousin_elmo": (
        api.StatModifier(
            card="cousin_elmo",
            source="crime_lords/crooks.yaml:233",
            stat="pay",
            op="set",
            selects=cousin_elmo_0_selects,
            amount=cousin_elmo_0_amount,
            selection=cousin_elmo_0_selection,
            reads=frozenset(("this_card",)),
        ),
    ),
    "stella_kaminski": (
        api.Trigger(
            card="stella_kaminski",
            source="crime_lords/crooks.yaml:249",
            event="turn_start",
            condition=stella_kaminski_0_condition,
            effect=stella_kaminski_0_effect,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "aunt_phil_roche": (
        api.StatModifier(
            card="aunt_phil_roche",
            source="crime_lords/crooks.yaml:258",
            stat="resistance",
            op="add",
            selects=aunt_phil_roche_0_selects,
            amount=aunt_phil_roche_0_amount,
            selection=aunt_phil_roche_0_selection,
            reads=frozenset(("crooks_of", "owner")),
        ),
    ),
    "moose_larkin": (
        api.AttackModifier(
            card="moose_larkin",
            source="crime_lords/crooks.yaml:267",
            stat="success",
            kinds=frozenset(("hit",)),
            op="add",
            applies=moose_larkin_0_applies,
            amount=moose_larkin_0_amount,
            scope="against",
            reads=frozenset(("attack_target", "superior_of", "this_card")),
        ),
    ),
    "saint_cecilia_society": (
        api.StatModifier(
            card="saint_cecilia_society",
            source="crime_lords/mobs.yaml:8",
            stat="resistance",
            op="add",
            selects=saint_cecilia_society_0_selects,
            amount=saint_cecilia_society_0_amount,
            selection=saint_cecilia_society_0_selection,
            reads=frozenset(("crooks_of", "owner")),
        ),
        api.StatModifier(
            card="saint_cecilia_society",
            source="crime_lords/mobs.yaml:9",
            stat="income",
            op="add",
            selects=saint_cecilia_society_1_selects,
            amount=saint_cecilia_society_1_amount,
            selection=saint_cecilia_society_1_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
        api.StatModifier(
            card="saint_cecilia_society",
            source="crime_lords/mobs.yaml:10",
            stat="resistance",
            op="add",
            selects=saint_cecilia_society_2_selects,
            amount=saint_cecilia_society_2_amount,
            selection=saint_cecilia_society_2_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
    "pier_rats": (
        api.AttackModifier(
            card="pier_rats",
            source="crime_lords/mobs.yaml:17",
            stat="success",
            kinds=frozenset(("takeover",)),
            op="add",
            applies=pier_rats_0_applies,
            amount=pier_rats_0_amount,
            scope="by",
            reads=frozenset(("attack_attacker", "attack_target", "district", "owner")),
        ),
    ),
    "green_ledger_crowd": (
        api.ParamModifier(
            card="green_ledger_crowd",
            source="crime_lords/mobs.yaml:24",
            param="draw_count",
            op="add",
            applies=green_ledger_crowd_0_applies,
            amount=green_ledger_crowd_0_amount,
            reads=frozenset(("owner",)),
        ),
    ),
    "ironside_brotherhood": (
        api.AttackModifier(
            card="ironside_brotherhood",
            source="crime_lords/mobs.yaml:31",
            stat="success",
            kinds=frozenset(("hit",)),
            op="add",
            applies=ironside_brotherhood_0_applies,
            amount=ironside_brotherhood_0_amount,
            scope="by",
            reads=frozenset(("attack_attacker", "owner")),
        ),
    ),
    "silk_hat_syndicate": (
        api.AttackModifier(
            card="silk_hat_syndicate",
            source="crime_lords/mobs.yaml:38",
            stat="success",
            kinds=frozenset(("recruit",)),
            op="add",
            applies=silk_hat_syndicate_0_applies,
            amount=silk_hat_syndicate_0_amount,
            scope="by",
            reads=frozenset(("attack_attacker", "owner")),
        ),
    ),
    "magpie_combine": (
        api.Trigger(
            card="magpie_combine",
            source="crime_lords/mobs.yaml:45",
            event="racket_taken_over",
            condition=magpie_combine_0_condition,
            effect=magpie_combine_0_effect,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "ward_heelers": (
        api.Trigger(
            card="ward_heelers",
            source="crime_lords/mobs.yaml:52",
            event="turn_start",
            condition=ward_heelers_0_condition,
            effect=ward_heelers_0_effect,
            reads=frozenset(("choose_one", "crooks_of", "owner", "remove_markers", "unhappy")),
        ),
    ),
    "rum_row_navy": (
        api.StatModifier(
            card="rum_row_navy",
            source="crime_lords/mobs.yaml:60",
            stat="income",
            op="add",
            selects=rum_row_navy_0_selects,
            amount=rum_row_navy_0_amount,
            selection=rum_row_navy_0_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
        api.StatModifier(
            card="rum_row_navy",
            source="crime_lords/mobs.yaml:61",
            stat="resistance",
            op="add",
            selects=rum_row_navy_1_selects,
            amount=rum_row_navy_1_amount,
            selection=rum_row_navy_1_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
    "bank_job": (
        api.Activated(
            card="bank_job",
            source="crime_lords/specials.yaml:7",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=bank_job_0_effect,
            special=True,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "armored_car_score": (
        api.Activated(
            card="armored_car_score",
            source="crime_lords/specials.yaml:13",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=armored_car_score_0_effect,
            special=True,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "tipped_off": (
        api.Activated(
            card="tipped_off",
            source="crime_lords/specials.yaml:19",
            token=False,
            money=0,
            timing="response",
            targets=(),
            effect=tipped_off_0_effect,
            special=True,
            reads=frozenset(("cancel_attack",)),
        ),
    ),
    "stool_pigeon": (
        api.Activated(
            card="stool_pigeon",
            source="crime_lords/specials.yaml:26",
            token=False,
            money=0,
            timing="response",
            targets=(),
            effect=stool_pigeon_0_effect,
            special=True,
            reads=frozenset(("cancel_attack",)),
        ),
    ),
    "hired_guns": (
        api.Activated(
            card="hired_guns",
            source="crime_lords/specials.yaml:33",
            token=False,
            money=0,
            timing="during_attack",
            targets=(),
            condition=hired_guns_0_condition,
            effect=hired_guns_0_effect,
            special=True,
            reads=frozenset(("attack_attacker", "boost_attack", "current_attack", "owner")),
        ),
    ),
    "cold_feet": (
        api.Activated(
            card="cold_feet",
            source="crime_lords/specials.yaml:39",
            token=False,
            money=0,
            timing="during_attack",
            targets=(),
            effect=cold_feet_0_effect,
            special=True,
            reads=frozenset(("boost_attack",)),
        ),
    ),
    "smooth_mouthpiece": (
        api.Activated(
            card="smooth_mouthpiece",
            source="crime_lords/specials.yaml:45",
            token=False,
            money=0,
            timing="any_time",
            targets=(
                api.TargetSpec(
                    name="c",
                    type="crook",
                    filter=smooth_mouthpiece_0_target_0,
                    reads=frozenset(("owner", "owner_of")),
                ),
            ),
            effect=smooth_mouthpiece_0_effect,
            special=True,
            reads=frozenset(("owner", "owner_of", "remove_markers")),
        ),
    ),
    "whisper_campaign": (
        api.Activated(
            card="whisper_campaign",
            source="crime_lords/specials.yaml:51",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="cs",
                    type="crook",
                    filter=whisper_campaign_0_target_0,
                    up_to=2,
                    reads=frozenset(("is_boss", "owner_of", "rivals")),
                ),
            ),
            effect=whisper_campaign_0_effect,
            special=True,
            reads=frozenset(("add_markers", "is_boss", "owner_of", "rivals")),
        ),
    ),
    "cooked_books": (
        api.Activated(
            card="cooked_books",
            source="crime_lords/specials.yaml:57",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="r",
                    type="racket",
                    filter=cooked_books_0_target_0,
                    reads=frozenset(("owner", "owner_of")),
                ),
            ),
            effect=cooked_books_0_effect,
            special=True,
            reads=frozenset(("add_markers", "owner", "owner_of")),
        ),
    ),
    "black_coffee": (
        api.Activated(
            card="black_coffee",
            source="crime_lords/specials.yaml:64",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="c",
                    type="card",
                    filter=black_coffee_0_target_0,
                    reads=frozenset(("has_token", "owner", "owner_of")),
                ),
            ),
            effect=black_coffee_0_effect,
            special=True,
            reads=frozenset(("has_token", "owner", "owner_of", "retoken_card")),
        ),
    ),
    "wiretap": (
        api.Activated(
            card="wiretap",
            source="crime_lords/specials.yaml:70",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=wiretap_0_effect,
            special=True,
            reads=frozenset(("draw_cards",)),
        ),
    ),
    "safehouse": (
        api.Activated(
            card="safehouse",
            source="crime_lords/specials.yaml:77",
            token=False,
            money=0,
            timing="response",
            targets=(),
            condition=safehouse_0_condition,
            effect=safehouse_0_effect,
            special=True,
            reads=frozenset(("attack_kind", "boost_attack", "current_attack")),
        ),
    ),
    "fresh_off_the_boat": (
        api.Activated(
            card="fresh_off_the_boat",
            source="crime_lords/specials.yaml:83",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="c",
                    type="crook",
                    filter=fresh_off_the_boat_0_target_0,
                    reads=frozenset(("power", "uncontrolled_crooks")),
                ),
            ),
            effect=fresh_off_the_boat_0_effect,
            special=True,
            reads=frozenset(("place_crook", "power", "uncontrolled_crooks")),
        ),
    ),
    "sheriffs_auction": (
        api.Activated(
            card="sheriffs_auction",
            source="crime_lords/specials.yaml:91",
            token=False,
            money=0,
            timing="own_turn",
            targets=(
                api.TargetSpec(
                    name="r",
                    type="racket",
                    filter=sheriffs_auction_0_target_0,
                    reads=frozenset(("income", "max_of", "money", "owner", "uncontrolled_rackets")),
                ),
            ),
            effect=sheriffs_auction_0_effect,
            special=True,
            reads=frozenset(("income", "max_of", "money", "owner", "pay_money", "take_racket", "uncontrolled_rackets")),
        ),
    ),
    "loaded_dice": (
        api.Activated(
            card="loaded_dice",
            source="crime_lords/specials.yaml:100",
            token=False,
            money=0,
            timing="after_roll",
            targets=(),
            effect=loaded_dice_0_effect,
            special=True,
            reads=frozenset(("reroll_attack",)),
        ),
    ),
    "shakedown": (
        api.Activated(
            card="shakedown",
            source="crime_lords/specials.yaml:107",
            token=False,
            money=0,
            timing="own_turn",
            targets=(),
            effect=shakedown_0_effect,
            special=True,
            reads=frozenset(("owner", "rivals", "transfer_money")),
        ),
    ),
    "ironworks_irregulars": (
        api.AttackModifier(
            card="ironworks_irregulars",
            source="crime_lords/rackets/foundry.yaml:60",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=ironworks_irregulars_0_applies,
            amount=ironworks_irregulars_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "twelfth_ward_station": (
        api.AttackModifier(
            card="twelfth_ward_station",
            source="crime_lords/rackets/foundry.yaml:72",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=twelfth_ward_station_0_applies,
            amount=twelfth_ward_station_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "kettle_creek_distillery": (
        api.StatModifier(
            card="kettle_creek_distillery",
            source="crime_lords/rackets/foundry.yaml:83",
            stat="income",
            op="add",
            selects=kettle_creek_distillery_0_selects,
            amount=kettle_creek_distillery_0_amount,
            selection=kettle_creek_distillery_0_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
    "smelters_local_nineteen": (
        api.AttackModifier(
            card="smelters_local_nineteen",
            source="crime_lords/rackets/foundry.yaml:94",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=smelters_local_nineteen_0_applies,
            amount=smelters_local_nineteen_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "junction_freight_yard": (
        api.AttackModifier(
            card="junction_freight_yard",
            source="crime_lords/rackets/foundry.yaml:105",
            stat="success",
            kinds=frozenset(("takeover",)),
            op="add",
            applies=junction_freight_yard_0_applies,
            amount=junction_freight_yard_0_amount,
            scope="by",
            reads=frozenset(("attack_attacker", "attack_target", "district", "owner")),
        ),
    ),
    "caddies_and_chauffeurs": (
        api.AttackModifier(
            card="caddies_and_chauffeurs",
            source="crime_lords/rackets/gold_coast.yaml:60",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=caddies_and_chauffeurs_0_applies,
            amount=caddies_and_chauffeurs_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "lakeview_precinct_house": (
        api.AttackModifier(
            card="lakeview_precinct_house",
            source="crime_lords/rackets/gold_coast.yaml:72",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=lakeview_precinct_house_0_applies,
            amount=lakeview_precinct_house_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "silver_meadow_park": (
        api.StatModifier(
            card="silver_meadow_park",
            source="crime_lords/rackets/gold_coast.yaml:83",
            stat="income",
            op="add",
            selects=silver_meadow_park_0_selects,
            amount=silver_meadow_park_0_amount,
            selection=silver_meadow_park_0_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
    "regent_palace_hotel": (
        api.Trigger(
            card="regent_palace_hotel",
            source="crime_lords/rackets/gold_coast.yaml:93",
            event="crook_recruited",
            condition=regent_palace_hotel_0_condition,
            effect=regent_palace_hotel_0_effect,
            reads=frozenset(("gain_money", "owner")),
        ),
    ),
    "rum_row_landing": (
        api.StatModifier(
            card="rum_row_landing",
            source="crime_lords/rackets/harbor.yaml:43",
            stat="income",
            op="add",
            selects=rum_row_landing_0_selects,
            amount=rum_row_landing_0_amount,
            condition=rum_row_landing_0_condition,
            selection=rum_row_landing_0_selection,
            reads=frozenset(("count", "owner", "racket_type", "rackets_of", "this_card")),
        ),
    ),
    "hook_street_stevedores": (
        api.AttackModifier(
            card="hook_street_stevedores",
            source="crime_lords/rackets/harbor.yaml:62",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=hook_street_stevedores_0_applies,
            amount=hook_street_stevedores_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "harbor_patrol_station": (
        api.AttackModifier(
            card="harbor_patrol_station",
            source="crime_lords/rackets/harbor.yaml:74",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=harbor_patrol_station_0_applies,
            amount=harbor_patrol_station_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "greystone_shipyard": (
        api.AttackModifier(
            card="greystone_shipyard",
            source="crime_lords/rackets/harbor.yaml:86",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=greystone_shipyard_0_applies,
            amount=greystone_shipyard_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "bonded_warehouse_seven": (
        api.StatModifier(
            card="bonded_warehouse_seven",
            source="crime_lords/rackets/harbor.yaml:97",
            stat="income",
            op="add",
            selects=bonded_warehouse_seven_0_selects,
            amount=bonded_warehouse_seven_0_amount,
            selection=bonded_warehouse_seven_0_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
    "cobblestone_rovers": (
        api.AttackModifier(
            card="cobblestone_rovers",
            source="crime_lords/rackets/old_town.yaml:60",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=cobblestone_rovers_0_applies,
            amount=cobblestone_rovers_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "first_precinct_headquarters": (
        api.AttackModifier(
            card="first_precinct_headquarters",
            source="crime_lords/rackets/old_town.yaml:72",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=first_precinct_headquarters_0_applies,
            amount=first_precinct_headquarters_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "city_hall_annex": (
        api.StatModifier(
            card="city_hall_annex",
            source="crime_lords/rackets/old_town.yaml:83",
            stat="income",
            op="add",
            selects=city_hall_annex_0_selects,
            amount=city_hall_annex_0_amount,
            selection=city_hall_annex_0_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
        api.StatModifier(
            card="city_hall_annex",
            source="crime_lords/rackets/old_town.yaml:84",
            stat="resistance",
            op="add",
            selects=city_hall_annex_1_selects,
            amount=city_hall_annex_1_amount,
            selection=city_hall_annex_1_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
    "evening_clarion": (
        api.ParamModifier(
            card="evening_clarion",
            source="crime_lords/rackets/old_town.yaml:94",
            param="draw_count",
            op="add",
            applies=evening_clarion_0_applies,
            amount=evening_clarion_0_amount,
            reads=frozenset(("owner",)),
        ),
    ),
    "cinder_alley_boys": (
        api.AttackModifier(
            card="cinder_alley_boys",
            source="crime_lords/rackets/tenderloin.yaml:60",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=cinder_alley_boys_0_applies,
            amount=cinder_alley_boys_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "ninth_precinct_night_desk": (
        api.AttackModifier(
            card="ninth_precinct_night_desk",
            source="crime_lords/rackets/tenderloin.yaml:72",
            stat="may_assist",
            kinds=frozenset(("hit", "recruit", "takeover")),
            op="set",
            applies=ninth_precinct_night_desk_0_applies,
            amount=ninth_precinct_night_desk_0_amount,
            scope="all",
            reads=frozenset(("attack_kind", "attack_target", "district", "this_card")),
        ),
    ),
    "uncle_ikes_loan_and_pawn": (
        api.StatModifier(
            card="uncle_ikes_loan_and_pawn",
            source="crime_lords/rackets/tenderloin.yaml:91",
            stat="income",
            op="add",
            selects=uncle_ikes_loan_and_pawn_0_selects,
            amount=uncle_ikes_loan_and_pawn_0_amount,
            selection=uncle_ikes_loan_and_pawn_0_selection,
            reads=frozenset(("owner", "racket_type", "rackets_of")),
        ),
    ),
}
