"""The Crime Wars heuristic player decides sensibly in laid-out positions (hire, attack, band,
defend, loans, roulette), and the seeded die stands in for the seed's cards or slips (CW-VAR-18)."""
from __future__ import annotations

from runtime import session
from runtime.games.crime_wars import HeuristicPlayer, combat
from runtime.kernel.choices import Decision
from tests.crime_wars_support import PACK, card, clear, new_game, put, set_money, start_turn


def ask(g, kind, player, options, info=None):
    return HeuristicPlayer().choose(Decision(kind, player, options, game=g, info=info))


def test_hires_the_biggest_group_it_can_afford():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 3, 6, 9)
    set_money(g, 0, 700)
    start_turn(g, 0)
    assert ask(g, "action", 0, g.actions(0)) == "hire"
    assert ask(g, "hire", 0, g.hireable(0)) is card(g, 0, 6)


def test_attacks_with_a_band_when_one_group_has_poor_odds_and_prefers_a_kingpin():
    g = new_game(("spades", "hearts", "clubs"))
    clear(g)
    put(g, 0, "play", 2, 3, 4)
    put(g, 1, "play", 10)
    put(g, 2, "play", 2)                                    # shields the clubs kingpin; worth less
    start_turn(g, 0)
    h = HeuristicPlayer()
    assert h.choose(Decision("action", 0, g.actions(0), game=g)) == "attack"
    target, band = h.plan
    assert target is card(g, 1, 10) and sorted(c.thugs for c in band) == [2, 3, 4]   # 36 attack vs 40 defence
    clear(g)
    put(g, 0, "play", 5)
    put(g, 1, "play", 2)
    start_turn(g, 0, turns=3)
    h.choose(Decision("action", 0, g.actions(0), game=g))
    assert h.plan[0] is g.kingpin(2)                         # an open kingpin first


def test_does_not_attack_without_a_fair_chance():
    g = new_game(("hearts", "clubs"))
    clear(g)
    put(g, 0, "play", 2)
    put(g, 1, "play", 10)
    start_turn(g, 0, turns=1)
    assert combat.targets(g, 0) and ask(g, "action", 0, g.actions(0)) == "end"


def test_defends_with_a_band_when_the_target_alone_would_fall():
    g = new_game(("spades", "hearts"))
    clear(g)
    put(g, 0, "play", 10)
    put(g, 1, "play", 2, 4, 3)
    start_turn(g, 0)
    a = combat.Attack(0, card(g, 1, 2), band=[card(g, 0, 10)], defenders=[card(g, 1, 2)])
    options = combat.defence_options(g, a) + ["stop"]
    assert ask(g, "defend", 1, options, info=a) is card(g, 1, 4)
    a.defenders = [card(g, 1, 2), card(g, 1, 4), card(g, 1, 3)]
    g2 = new_game(("hearts", "spades"))
    clear(g2)
    put(g2, 0, "play", 2)
    put(g2, 1, "play", 9, 3)
    a2 = combat.Attack(0, card(g2, 1, 9), band=[g2.kingpin(0)], defenders=[card(g2, 1, 9)])
    assert combat.defence_options(g2, a2) == []               # nothing to add: never asked


def test_borrows_only_what_it_can_repay_and_never_after_losing_everything():
    g = new_game()
    clear(g)
    put(g, 0, "play", 9)
    set_money(g, 0, 300)
    start_turn(g, 0)
    loss = 800                                                # assets 1200: after the loss 400 remain
    options = [k * 100 for k in range(9)]
    assert ask(g, "loan", 0, options, info=loss) == 500      # covers what money cannot; 625 <= 400 + 500
    assert ask(g, "loan", 0, options + [900, 1000, 1100, 1200], info=g.assets(0)) == 0


def test_plays_roulette_only_with_nothing_to_lose():
    g = new_game()
    clear(g)
    set_money(g, 0, 100)
    start_turn(g, 0)
    assert ask(g, "action", 0, g.actions(0)) == "roulette"
    put(g, 0, "hand", 2)
    assert ask(g, "action", 0, g.actions(0)) == "end"


def test_pays_a_debt_with_a_card_in_hand_before_one_in_play():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 6)
    put(g, 0, "play", 5, 2)
    cards = g.number_cards(0)
    assert ask(g, "pay_thugs", 0, cards, info=500) is card(g, 0, 6)


def test_cw_var_18_the_seeded_die_plays_the_part_of_cards_or_slips():
    a = session.new_game(PACK, 3, 77, log=True)
    b = session.new_game(PACK, 3, 77, log=True)
    c = session.new_game(PACK, 3, 78, log=True)
    for g in (a, b, c):
        g.run()
    assert a.log.lines == b.log.lines and a.dice.draws == b.dice.draws
    assert a.log.lines != c.log.lines
