"""CL-UNH-04: every Unhappy marker of one event lands before anything it causes.

Each path that lays markers (pay, hits and their neighbours, failed hits, Gang War,
double-cross, demotion by a move, card effects, the start-of-turn grumble) is played
here in a position where one event gives a third marker and also leads to a
promotion or a new Boss: those who reach the limit must quit first.
"""
from generated.crime_lords.abilities import ABILITIES
from runtime.games.crime_lords import actions, attacks, gang_war, turn
from tests.fixtures.engine.scenario import Table, card, crook

CARDS = [crook("king", 6), crook("queen", 5), crook("jack", 4), crook("ten", 3), crook("nine", 2),
         crook("eight", 1), crook("big", 6, 6), crook("brute", 5), card("whisper_campaign", "special")]


def decisions(t, p, kind):
    return [d for d in t.players[p].seen if d.kind == kind]


def ids(options):
    return {o.id for o in options}


def test_cl_turn_02_cl_unh_04_lieutenant_quits_subordinate_gets_third_marker_before_replacement():
    """Situation 1: a Lieutenant on 2 is paid in part and quits; his subordinate on 1 gets
    nothing. The subordinate's third marker lands before he could be re-placed (and
    promoted next to the Boss): both go uncontrolled."""
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(0, "queen", "king", "n"); t.sub(0, "ten", "queen", "n"); t.sub(0, "eight", "ten", "n")
    t.c("queen").unhappy = 2; t.c("ten").unhappy = 1
    t.money(0, 10)                     # the Boss's 8, then 2 of the Lieutenant's 5
    t.script(0, "pay_next", "queen")
    turn.pay_gang(t.g, 0)
    assert t.c("queen").zone == "open" and t.c("ten").zone == "open"
    assert t.c("ten").unhappy == 0
    # Only then the re-placement: the last of the line is promoted next to the Boss (2 - 1).
    eight = t.c("eight")
    assert eight.zone == "crooks" and t.g.is_lt(eight) and eight.unhappy == 1
    log = t.g.log.text()
    assert log.index("ten gets 2 Unhappy") < log.index("queen has had enough")


def test_cl_turn_02_cl_boss_04_new_boss_picked_after_all_pay_markers():
    """Situation 2: the Boss on 2 is paid in part and quits; a Lieutenant on 2 gets nothing.
    The new Boss is picked only after every pay marker is down, among those who stayed."""
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e"); t.sub(0, "ten", "jack", "e")
    t.c("king").unhappy = 2; t.c("queen").unhappy = 2
    t.money(0, 5)                      # the Boss's pay is 8
    t.script(0, "boss", "jack")
    turn.pay_gang(t.g, 0)
    asked = decisions(t, 0, "boss")
    assert len(asked) == 1 and ids(asked[0].options) == {"jack", "ten"}
    assert t.c("king").zone == "open" and t.c("queen").zone == "open"
    seat = t.g.seats[0]
    assert seat.boss is t.c("jack") and t.c("jack").unhappy == 0       # becoming Boss clears them
    assert t.c("ten").unhappy == 1                                      # 2 unpaid, -1 as new Lieutenant


def test_cl_unh_04_hit_neighbour_third_marker_before_promotion():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(1, "brute", "big", "n"); t.sub(1, "nine", "brute", "n"); t.sub(1, "eight", "nine", "n")
    t.c("nine").unhappy = 2; t.c("eight").unhappy = 1
    t.money(0, 20); t.script(0, "hit_money", 5)
    t.rolls = [(1, 1)]
    a = attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    assert a.result == "success" and t.c("brute").zone == "discard"
    assert t.c("nine").zone == "discard"
    eight = t.c("eight")
    assert t.g.is_lt(eight) and eight.unhappy == 0


def test_cl_unh_04_failed_hit_third_marker_before_promotion():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(1, "brute", "big", "n"); t.sub(1, "nine", "brute", "n")
    t.c("brute").unhappy = 2; t.c("nine").unhappy = 1
    t.money(0, 20); t.script(0, "hit_money", 5)
    t.rolls = [(6, 5)]
    a = attacks.attack(t.g, 0, "hit", t.c("king"), t.c("brute"))
    assert a.result == "failure" and t.c("brute").zone == "discard"
    nine = t.c("nine")
    assert t.g.is_lt(nine) and nine.unhappy == 0


def test_cl_war_03_cl_unh_04_boss_hit_in_gang_war_markers_before_new_boss():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.c("king").power = 1
    t.sub(0, "queen", "king", "n"); t.sub(0, "nine", "queen", "n"); t.sub(0, "jack", "king", "e")
    t.c("queen").power = 2; t.c("jack").power = 2
    t.c("queen").unhappy = 2; t.c("nine").unhappy = 1
    t.sub(1, "brute", "big", "n")
    t.script(1, "war", "hit", "pass"); t.script(1, "leader", "brute"); t.script(1, "target", "king")
    t.money(1, 20); t.script(1, "hit_money", 5); t.c("brute").power = 6
    t.script(0, "war", "pass")
    t.script(0, "boss", "jack")
    t.rolls = [(1, 1)]
    gang_war.start(t.g, 1, 0)
    assert t.c("king").zone == "discard" and t.c("queen").zone == "discard"
    asked = decisions(t, 0, "boss")
    assert asked and ids(asked[0].options) == {"jack", "nine"}
    nine = t.c("nine")
    assert t.g.seats[0].boss is t.c("jack") and t.g.is_lt(nine) and nine.unhappy == 1


def test_cl_boss_02_cl_unh_04_double_cross_quits_before_new_boss_and_replacement():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e"); t.sub(0, "eight", "jack", "e")
    t.c("jack").unhappy = 2; t.c("eight").unhappy = 1
    seat = t.g.seats[0]
    boss_when_replaced = []

    def replace(d):
        boss_when_replaced.append(seat.boss)
        return next(o for o in d.options if o[0].id == "queen")
    t.script(0, "lieutenant", "queen"); t.script(0, "replace", replace)
    actions.do_double_cross(t.g, 0)
    assert t.c("jack").zone == "discard" and t.c("king").zone == "discard"
    assert boss_when_replaced == [t.c("queen")]        # re-placed in the new Boss's Mob
    eight = t.c("eight")
    assert seat.boss is t.c("queen") and t.g.is_lt(eight) and eight.unhappy == 1


def test_cl_act_01_cl_unh_04_move_demotes_lieutenant_who_quits_before_promotion():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "king", "e"); t.sub(0, "eight", "jack", "e")
    t.c("jack").unhappy = 2; t.c("eight").unhappy = 1
    t.script(0, "mover", "jack"); t.script(0, "destination", ("queen", (0, 2)))
    t.script(0, "replace", ("king", (1, 0)))
    actions.do_move(t.g, 0)
    assert t.c("jack").zone == "discard"
    eight = t.c("eight")
    assert t.g.is_lt(eight) and eight.unhappy == 0


def test_cl_unh_01_cl_unh_04_card_effect_markers_all_land_before_promotion():
    """Whisper Campaign (one effect, two markers): the Lieutenant and his subordinate both
    reach three; the subordinate is not re-placed by the first quit before his own marker."""
    t = Table(CARDS, abilities={"whisper_campaign": ABILITIES["whisper_campaign"]})
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(1, "brute", "big", "n"); t.sub(1, "nine", "brute", "n"); t.sub(1, "eight", "nine", "n")
    t.c("brute").unhappy = 2; t.c("nine").unhappy = 2; t.c("eight").unhappy = 1
    t.g.state.move(t.c("whisper_campaign"), "hand", 0)
    t.script(0, "ability_target", "brute", "nine")
    actions.do_ability(t.g, 0)
    assert t.c("brute").zone == "discard" and t.c("nine").zone == "discard"
    eight = t.c("eight")
    assert t.g.is_lt(eight) and eight.unhappy == 0


def test_cl_turn_08_cl_unh_04_grumbler_quits_before_his_people_are_promoted():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(0, "ten", "king", "n"); t.sub(0, "eight", "ten", "n"); t.sub(0, "nine", "eight", "n")
    t.c("eight").power_markers = 3                      # 4 > his superior's 3
    t.c("eight").unhappy = 2; t.c("nine").unhappy = 1
    t.script(0, "replace", ("king", (-1, 0)))
    turn.too_strong(t.g, 0)
    assert t.c("eight").zone == "discard"
    nine = t.c("nine")
    assert t.g.is_lt(nine) and nine.unhappy == 0
