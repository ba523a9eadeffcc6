"""The worked examples of docs/rules/crime-wars.md (CW-EX-01 … CW-EX-20), each a test named by its clauses."""
from __future__ import annotations

from runtime.games.crime_wars import combat, money
from tests.crime_wars_support import card, clear, new_game, put, set_money, start_turn
from tests.test_cw_rules import attack_with


def test_cw_ex_01_cw_hire_01_02_a_five_is_five_thugs_for_500():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 5)
    set_money(g, 0, 1000)
    start_turn(g, 0)
    g.hire(0)
    assert card(g, 0, 5).thugs == 5 and g.seats[0].money == 500


def test_cw_ex_02_cw_hire_04_three_clubs_and_three_spades():
    g = new_game(("clubs", "spades"))
    clear(g)
    assert (g.attack_of(card(g, 0, 3)), g.defence_of(card(g, 0, 3))) == (6, 9)
    assert (g.attack_of(card(g, 1, 3)), g.defence_of(card(g, 1, 3))) == (12, 3)


def test_cw_ex_03_cw_band_01_two_three_four_against_a_ten_but_two_of_them_against_an_eight():
    g = new_game()
    clear(g)
    put(g, 0, "play", 2, 3, 4)
    put(g, 1, "play", 10, 8)
    start_turn(g, 0)
    able = combat.able_attackers(g, 0)
    a = combat.Attack(0, card(g, 1, 10), band=[card(g, 0, 2)])
    a.band += combat.band_options(g, a, able)[:1]
    a.band += combat.band_options(g, a, able)
    assert sum(c.thugs for c in a.band) == 9
    for first, allowed in ((2, [3, 4]), (3, [2, 4]), (4, [2, 3])):
        a = combat.Attack(0, card(g, 1, 8), band=[card(g, 0, first)])
        opts = combat.band_options(g, a, able)
        assert [c.thugs for c in opts] == allowed
        for second in opts:                          # any two go (5, 6 or 7 thugs); never the third
            a2 = combat.Attack(0, card(g, 1, 8), band=[card(g, 0, first), second])
            assert combat.band_options(g, a2, able) == []
    # played through: the band of three against the 10
    a = attack_with(g, 0, card(g, 1, 10), card(g, 0, 2), card(g, 0, 3), card(g, 0, 4), rolls=(6, 1))
    assert a.won and a.attack_number == 6 * 18 and card(g, 1, 10).zone == "deck"


def test_cw_ex_04_cw_loan_01_02_a_500_debt_paid_with_a_lone_nine_gives_400_back():
    g = new_game()
    clear(g)
    put(g, 0, "play", 9)
    set_money(g, 0, 0)
    assert money.pay_debt(g, 0, 500, "roulette") == 0
    assert g.seats[0].money == 400 and g.seats[0].deck[0] is card(g, 0, 9)


def test_cw_ex_05_cw_var_16_bounty_of_125_for_five_thugs_none_for_a_kingpin():
    g = new_game(("spades", "hearts"), house_rules=("murder_for_bounty",))
    clear(g)
    put(g, 0, "play", 10, 9)
    put(g, 1, "play", 5)
    set_money(g, 0, 0)
    start_turn(g, 0)
    attack_with(g, 0, card(g, 1, 5), card(g, 0, 10), rolls=(6, 1))
    assert g.seats[0].money == 125 and "house rule Murder for bounty fires" in g.log.text()
    assert "P1 takes $125 from the bank ($125)" in g.log.text()
    attack_with(g, 0, g.kingpin(1), card(g, 0, 9), rolls=(6, 1))
    assert g.seats[0].money == 125 and g.outcome == "win"


def test_cw_ex_07_cw_king_02_kingpins_at_the_start_and_after_a_jack_and_queen():
    g = new_game(("spades", "hearts", "clubs", "diamonds"))
    clear(g)
    assert [(g.attack_of(g.kingpin(p)), g.defence_of(g.kingpin(p))) for p in range(4)] == \
        [(4, 2), (1, 8), (2, 6), (3, 4)]
    for r in ("jack", "queen"):
        g.state.move(card(g, 2, r), "deck", 2)
        g.draw(2)
    assert (g.attack_of(card(g, 2, 3)), g.defence_of(card(g, 2, 3))) == (9, 12)
    assert (g.attack_of(g.kingpin(2)), g.defence_of(g.kingpin(2))) == (3, 8)


def test_cw_ex_08_cw_atk_05_06_equal_numbers_cancel_the_attack():
    g = new_game(("diamonds", "clubs"))
    clear(g)
    put(g, 0, "play", 2)
    put(g, 1, "play", 2)
    start_turn(g, 0)
    a = attack_with(g, 0, card(g, 1, 2), card(g, 0, 2), rolls=(4, 4))
    assert (a.attack_number, a.defence_number, a.won) == (24, 24, False)
    assert card(g, 0, 2).zone == "play" and card(g, 1, 2).zone == "play" and "a tie" in g.log.text()


def test_cw_ex_09_cw_band_03_a_nine_against_a_two_and_a_three_against_a_two():
    g = new_game()
    clear(g)
    put(g, 0, "play", 9, 3)
    put(g, 1, "play", 2, 3, 4)
    start_turn(g, 0)
    a = combat.Attack(0, card(g, 1, 2), band=[card(g, 0, 9)], defenders=[card(g, 1, 2)])
    assert [c.thugs for c in combat.defence_options(g, a)] == [3, 4]
    a = attack_with(g, 0, card(g, 1, 2), card(g, 0, 9), defend=[card(g, 1, 3), card(g, 1, 4)], rolls=(1, 6))
    assert sum(c.thugs for c in a.defenders) == 9
    a = combat.Attack(0, card(g, 1, 2), band=[card(g, 0, 3)], defenders=[card(g, 1, 2)])
    assert combat.defence_options(g, a) == []


def test_cw_ex_10_cw_band_07_cw_king_03_an_open_kingpin_faces_one_attacker():
    g = new_game(("clubs", "hearts", "spades"))
    clear(g)
    put(g, 0, "play", 2, 3, 10)
    put(g, 2, "play", 4)
    start_turn(g, 0)
    assert g.kingpin(1) in combat.targets(g, 0) and g.kingpin(2) not in combat.targets(g, 0)
    a = combat.Attack(0, g.kingpin(1), band=[card(g, 0, 10)])
    assert combat.band_options(g, a, combat.able_attackers(g, 0)) == []
    assert g.kingpin(0) in combat.able_attackers(g, 0)       # a kingpin may attack a kingpin


def test_cw_ex_11_cw_king_04_cw_hire_06_no_attack_in_the_first_round():
    g = new_game(("clubs", "hearts", "spades"), seed=5)
    seen = []
    for _ in range(3):
        p = g.current
        s = g.seats[p]
        g.players[p].script["action"] = [lambda d: "hire" if "hire" in d.options else "end"] * 20
        g.play_turn(p)
        seen += [d for d in g.players[p].seen if d.kind == "action"]
        g.current = g.next_alive(p)
    assert seen and all("attack" not in d.options for d in seen)
    assert any(s.play for s in g.seats)                       # groups were hired, yet none could attack


def test_cw_ex_12_cw_roul_02_cw_loan_02_lose_800_with_300_pay_the_rest_with_a_five_or_a_six():
    for rank, change in ((5, 0), (6, 100)):
        g = new_game()
        clear(g)
        set_money(g, 0, 300)
        put(g, 0, "play", rank)
        start_turn(g, 0)
        g.players[0].push("loan", 0)
        g.dice.load(2)
        money.roulette(g, 0)
        assert g.seats[0].money == change and card(g, 0, rank).zone == "deck"


def test_cw_ex_13_cw_loan_03_04_a_loan_of_800_keeps_everything():
    g = new_game()
    clear(g)
    set_money(g, 0, 300)
    put(g, 0, "play", 4)
    start_turn(g, 0)
    g.players[0].push("loan", 800)
    g.dice.load(2)
    money.roulette(g, 0)
    s = g.seats[0]
    assert s.money == 300 and card(g, 0, 4).zone == "play" and s.loans == [{"due": 1000, "turn": 3}]


def test_cw_ex_14_cw_loan_06_200_and_a_seven_cannot_cover_1000():
    g = new_game(("clubs", "hearts", "spades"))
    clear(g)
    set_money(g, 0, 200)
    put(g, 0, "play", 7)
    g.seats[0].loans.append({"due": 1000, "turn": 2})
    g.seats[0].turns = 2
    money.loans_due(g, 0)
    assert not g.seats[0].alive and "could not repay a loan of $1000" in g.log.text()


def test_cw_ex_15_cw_roul_04_a_one_with_and_without_a_loan():
    def position():
        g = new_game()
        clear(g)
        set_money(g, 0, 600)
        put(g, 0, "hand", 4)
        put(g, 0, "play", 3, 5)
        start_turn(g, 0)
        return g
    g = position()
    g.players[0].push("loan", 0)
    g.dice.load(1)
    money.roulette(g, 0)
    assert [d for d in g.players[0].seen if d.kind == "loan"][0].info == 1800
    assert g.seats[0].money == 0 and [c.thugs for c in g.seats[0].deck[:3]] == [3, 4, 5]
    g = position()
    g.players[0].push("loan", 800)
    g.players[0].push("pay_thugs", "clubs_4")
    g.dice.load(1)
    money.roulette(g, 0)
    s = g.seats[0]
    assert s.money == 0 and card(g, 0, 4).zone == "deck"
    assert card(g, 0, 3).zone == "play" and card(g, 0, 5).zone == "play" and s.loans[0]["due"] == 1000


def test_cw_ex_16_cw_king_06_three_players_conquest_pays_1500():
    g = new_game(("spades", "hearts", "clubs"))
    clear(g)
    put(g, 0, "play", 8)
    put(g, 1, "hand", 2, 6)
    set_money(g, 0, 0)
    set_money(g, 1, 700)
    start_turn(g, 0)
    attack_with(g, 0, g.kingpin(1), card(g, 0, 8), rolls=(6, 1))
    assert g.seats[0].money == 1500


def test_cw_ex_17_cw_var_13_rich_mans_curse_a_b_c_d():
    g = new_game(("spades", "hearts", "clubs", "diamonds"), house_rules=("rich_mans_curse",))
    clear(g)
    A, B, C, D = range(4)
    for p in range(4):
        set_money(g, p, 500)
    put(g, A, "play", 10, 9)
    put(g, C, "play", 10)
    start_turn(g, A)
    attack_with(g, A, g.kingpin(B), card(g, A, 10), rolls=(6, 1))
    assert g.coin == A and g.seats[A].money == 500                  # the first kill: coin, no money
    attack_with(g, A, g.kingpin(D), card(g, A, 9), rolls=(6, 1))
    assert g.coin == A and g.seats[A].money == 1000                 # paid as usual
    clear(g)
    put(g, C, "play", 10)
    start_turn(g, C)
    attack_with(g, C, g.kingpin(A), card(g, C, 10), rolls=(6, 1))
    assert g.coin == C and g.seats[C].money == 500 and g.outcome == "win"


def test_cw_ex_18_cw_var_10_everything_in_play_spades():
    g = new_game(("spades", "hearts"), house_rules=("everything_in_play",))
    s = g.seats[0]
    assert (s.attack, s.defence, s.money) == (5, 2, 2000) and not s.deck
    assert sorted(c.thugs for c in s.play) == list(range(2, 11))
    assert [c.kind for c in s.hand] == ["snitch"]
    start_turn(g, 0, turns=1)
    assert card(g, 0, 10) in combat.able_attackers(g, 0) and g.kingpin(0) not in combat.able_attackers(g, 0)


def test_cw_ex_19_cw_var_11_kingpins_only_five_five():
    g = new_game(("spades", "hearts"), house_rules=("kingpins_only",))
    assert all(not (s.deck or s.hand or s.play) for s in g.seats)
    assert (g.attack_of(g.kingpin(0)), g.defence_of(g.kingpin(1))) == (5, 5)
    start_turn(g, 0)
    assert combat.targets(g, 0) == [g.kingpin(1)]
    a = attack_with(g, 0, g.kingpin(1), g.kingpin(0), rolls=(3, 3))
    assert (a.attack_number, a.defence_number, a.won) == (15, 15, False)
    start_turn(g, 0, turns=3)
    a = attack_with(g, 0, g.kingpin(1), g.kingpin(0), rolls=(4, 3))
    assert a.won and g.winners == [0]


def test_cw_ex_20_cw_var_09_four_dice_attack_number_72():
    g = new_game(("clubs", "hearts"), house_rules=("four_dice",))
    clear(g)
    put(g, 0, "play", 3)
    put(g, 1, "play", 2)
    start_turn(g, 0)
    a = attack_with(g, 0, card(g, 1, 2), card(g, 0, 3), rolls=(1, 2, 3, 6, 1, 1, 1, 1))
    assert a.attack_number == 72 and a.defence_number == 4 * 8 and a.won
    assert "attack (1 + 2 + 3 + 6 = 12) x 6" in g.log.text()
