"""Crime Wars rules, one test per clause of docs/rules/crime-wars.md (CW-SET … CW-END), plus its rulings.

Positions are laid out after a real setup (tests/crime_wars_support.py): cards moved
between a seat's own zones, dice loaded, seats scripted. Invariants are on in every game.
"""
from __future__ import annotations

import pytest

from runtime.games.crime_wars import combat, money
from runtime.kernel.errors import GameError
from tests.crime_wars_support import LoadedDice, PACK, card, clear, new_game, put, seat, set_money, start_turn


def attack_with(g, p, target, *band, defend=(), rolls=(), stop=True):
    """Script an attack of seat p and run it: target, first attacker, band, the defender's additions."""
    q = target.owner
    g.players[p].script["target"] = [target.id]
    if band:
        g.players[p].script["attacker"] = [band[0].id]
        g.players[p].script["band"] = [c.id for c in band[1:]] + (["stop"] if stop else [])
    g.players[q].script["defend"] = [c.id for c in defend] + ["stop"]
    g.dice.load(*rolls)
    return combat.attack(g, p)


# ---------------------------------------------------------------- components and setup
def test_cw_set_01_two_to_four_players():
    from runtime.games.crime_wars import CrimeWarsGame
    for n in (1, 5):
        with pytest.raises(GameError, match="CW-SET-01"):
            CrimeWarsGame(PACK, [seat() for _ in range(n)])
    for n in (2, 3, 4):
        g = CrimeWarsGame(PACK, [seat() for _ in range(n)], check_invariants=True)
        g.setup()
        assert len(g.alive()) == n


def test_cw_set_02_each_player_takes_a_free_suit_in_seat_order():
    g = new_game(("diamonds", "spades", "hearts", "clubs"))
    assert [s.suit for s in g.seats] == ["diamonds", "spades", "hearts", "clubs"]
    team = {s.suit: (g.team(s.index).attack, g.team(s.index).defence) for s in g.seats}
    assert team == {"spades": (4, 1), "hearts": (1, 4), "clubs": (2, 3), "diamonds": (3, 2)}
    # the second seat is offered only the suits still free
    second = g.players[1].seen[0]
    assert second.kind == "team" and "diamonds_team" not in [c.id for c in second.options]


def _deck_cards(g, p):
    s = g.seats[p]
    return s.deck + s.hand + s.play


def test_cw_set_03_two_players_add_one_joker_to_each_deck_three_do_not():
    g = new_game(("clubs", "hearts"))
    for p in (0, 1):
        cards = _deck_cards(g, p)
        assert sum(c.kind == "snitch" for c in cards) == 1
        # 13 cards of the suit, the king in play as kingpin, the bonus cards drawn at setup sent to the bottom
        assert len(cards) + len(g.seats[p].kingpin) == 14
    g3 = new_game(("clubs", "hearts", "spades"))
    for p in range(3):
        assert not any(c.kind == "snitch" for c in _deck_cards(g3, p))
        assert len(_deck_cards(g3, p)) + 1 == 13
    assert all(c.zone == "box" for c in g3.state.cards if c.kind == "snitch")


def test_cw_set_04_the_cards_of_a_suit():
    suit = [d for d in PACK.cards if d.get("suit") == "clubs" and d["kind"] != "team"]
    groups = [d for d in suit if d["kind"] == "thug"]
    assert len(suit) == 13 and len(groups) == 9
    assert sum(d["thugs"] for d in groups) == 54 and sorted(d["thugs"] for d in groups) == list(range(2, 11))
    assert [d["rank"] for d in suit if d["kind"] == "kingpin"] == ["king"]
    assert sorted(d["rank"] for d in suit if d["kind"] == "bonus") == ["ace", "jack", "queen"]
    g = new_game()
    assert sum(g.worth(g.state.by_id[d["id"]]) for d in groups) == 5400


def test_cw_set_05_each_team_starts_with_its_start_money():
    for seed in range(6):
        g = new_game(("clubs", "hearts", "spades"), seed=seed)
        assert all(s.money in (1000, 2000) for s in g.seats)          # 2000: an ace was drawn at setup
        assert sum(s.money - 1000 for s in g.seats) == g.state.ledger.created.get("ace", 0)
        assert g.state.ledger.created["start"] == 3000


def test_cw_set_06_king_in_play_rest_shuffled_face_down():
    orders = set()
    for seed in range(4):
        g = new_game(seed=seed)
        for p in (0, 1):
            assert [c.rank for c in g.seats[p].kingpin] == ["king"]
            assert g.kingpin(p).zone == "kingpin"
        orders.add(tuple(c.id for c in g.seats[0].deck))
    assert len(orders) > 1          # the deck is shuffled, differently per seed


def test_cw_set_07_two_cards_drawn_a_bonus_works_and_is_not_replaced():
    seen_bonus = False
    for seed in range(40):
        g = new_game(("clubs", "hearts", "spades"), seed=seed)
        for s in g.seats:
            bonuses = (s.attack - g.team(s.index).attack) + (s.defence - g.team(s.index).defence) \
                + (s.money - 1000) // 1000
            assert len(s.hand) + bonuses == 2
            assert all(c.kind in ("thug", "snitch") for c in s.hand)
            if bonuses:
                seen_bonus = True
                assert s.deck[0].kind == "bonus"         # the drawn bonus went to the bottom
    assert seen_bonus


def test_cw_set_08_opening_roll_highest_first_ties_roll_again():
    g = new_game(("clubs", "hearts", "spades"), setup=False)
    g.dice = LoadedDice(1)
    g.dice.load(5, 5, 2, 3, 3, 6, 1)   # P1 5, P2 5, P3 2; P1 and P2 tie: 3, 3; again: 6, 1
    assert g.opening_roll() == 0
    lines = [t for k, t in g.log.lines if "opening roll" in t]
    assert lines == ["opening roll: P1 5, P2 5, P3 2", "opening roll: P1 3, P2 3", "opening roll: P1 6, P2 1"]


# ---------------------------------------------------------------- sequence of play
def test_cw_turn_01_draw_one_then_nothing_from_an_empty_deck():
    g = new_game()
    clear(g)
    s = g.seats[0]
    top = s.deck[-1]
    before = len(s.hand)
    g.play_turn(0)
    assert top.zone in ("hand", "deck") and (len(s.hand) == before + 1 or top.kind == "bonus")
    for c in list(s.deck):
        g.state.move(c, "hand", 0)
    n = len(s.hand)
    g.play_turn(0)
    assert len(s.hand) == n and "deck is empty" in g.log.text()


def test_cw_turn_02_menu_in_any_order_and_optional():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 2, 3)
    put(g, 0, "play", 5)
    put(g, 1, "play", 4)
    start_turn(g, 0)
    assert g.actions(0) == ["hire", "attack", "roulette", "end"]
    g.players[0].push("action", "attack", "hire", "hire", "end")
    g.players[0].push("hire", "clubs_2")          # hire after attacking (CW-R-03)
    g.players[0].push("target", "hearts_4")
    g.dice.load(1, 6)
    g.play_turn(0)
    assert card(g, 0, 2).zone == "play" and card(g, 0, 3).zone == "play"
    assert [d.kind for d in g.players[0].seen if d.kind == "action"].count("action") == 4


def test_cw_turn_03_a_loan_falls_due_at_the_end_of_the_next_turn():
    g = new_game()
    clear(g)
    s = g.seats[0]
    s.loans.append({"due": 500, "turn": s.turns + 1})
    set_money(g, 0, 600)
    g.play_turn(0)
    assert s.loans == [] and s.money in (100, 1100)      # 1100 if an ace was drawn


def test_cw_turn_04_no_hand_limit():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 2, 3, 4, 5, 6, 7, 8, 9, 10)
    set_money(g, 0, 0)
    g.play_turn(0)
    assert len(g.seats[0].hand) >= 9


def test_cw_turn_05_cards_leaving_play_go_under_their_owners_deck():
    g = new_game()
    clear(g)
    put(g, 1, "play", 6)
    put(g, 0, "play", 9)
    start_turn(g, 0)
    attack_with(g, 0, card(g, 1, 6), card(g, 0, 9), rolls=(6, 1))
    assert g.seats[1].deck[0] is card(g, 1, 6)


# ---------------------------------------------------------------- hiring
def test_cw_hire_01_a_number_card_is_that_many_thugs():
    g = new_game()
    for r in range(2, 11):
        assert card(g, 0, r).thugs == r and g.thugs_of(card(g, 0, r)) == r


def test_cw_hire_02_hiring_pays_the_bank_100_a_thug_at_once():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 5, 6)
    set_money(g, 0, 1000)
    start_turn(g, 0)
    assert g.hireable(0) == [card(g, 0, 5), card(g, 0, 6)]
    g.players[0].push("hire", "clubs_6")
    g.hire(0)
    assert g.seats[0].money == 400 and card(g, 0, 6).zone == "play"
    assert g.hireable(0) == []                   # the 5 cannot be paid for: it stays in hand
    assert card(g, 0, 5).zone == "hand" and g.state.ledger.destroyed["hire"] == 600


def test_cw_hire_03_as_many_groups_as_cards_and_cash_allow():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 2, 3, 4)
    set_money(g, 0, 900)
    start_turn(g, 0)
    for _ in range(3):
        g.hire(0)
    assert {c.thugs for c in g.seats[0].play} == {2, 3, 4} and g.seats[0].money == 0


def test_cw_hire_04_group_strength_is_thugs_times_the_team_strength():
    g = new_game(("clubs", "spades"))
    clear(g)
    assert (g.attack_of(card(g, 0, 3)), g.defence_of(card(g, 0, 3))) == (6, 9)
    g.seats[0].attack += 1
    assert g.attack_of(card(g, 0, 3)) == 9      # the team's current strength, bonus included


def test_cw_hire_05_worth_is_the_hiring_price_and_only_number_cards_have_it():
    g = new_game()
    assert g.worth(card(g, 0, 7)) == 700
    assert g.worth(card(g, 0, "king")) == 0 and g.worth(card(g, 0, "ace")) == 0


def test_cw_hire_06_a_group_cannot_attack_in_the_turn_it_was_hired():
    g = new_game()
    clear(g)
    put(g, 0, "hand", 5)
    put(g, 1, "play", 4)
    start_turn(g, 0, turns=1)
    g.hire(0)
    assert combat.able_attackers(g, 0) == [] and "attack" not in g.actions(0)
    start_turn(g, 0, turns=2)
    assert card(g, 0, 5) in combat.able_attackers(g, 0)


# ---------------------------------------------------------------- attacks
def test_cw_atk_01_attacking_is_optional_and_repeatable():
    g = new_game()
    clear(g)
    put(g, 0, "play", 5, 6)
    put(g, 1, "play", 9, 10)
    start_turn(g, 0)
    g.players[0].push("action", "attack", "attack", "end")
    g.players[0].push("target", "hearts_9", "hearts_10")
    g.players[0].push("attacker", "clubs_5", "clubs_6")
    g.dice.load(1, 6, 1, 6)
    g.play_turn(0)
    assert len([t for k, t in g.log.lines if k == "attack" and "attacks" in t]) == 2


def test_cw_atk_02_targets_are_enemy_groups_and_open_kingpins():
    g = new_game(("clubs", "hearts", "spades"))
    clear(g)
    put(g, 0, "play", 5)
    put(g, 1, "play", 4)
    start_turn(g, 0)
    ts = combat.targets(g, 0)
    assert card(g, 1, 4) in ts and g.kingpin(2) in ts        # spades has no group: its kingpin is open
    assert g.kingpin(1) not in ts and g.kingpin(0) not in ts and card(g, 0, 5) not in ts


def test_cw_atk_03_each_group_attacks_once_a_turn():
    g = new_game()
    clear(g)
    put(g, 0, "play", 5)
    put(g, 1, "play", 9)
    start_turn(g, 0)
    attack_with(g, 0, card(g, 1, 9), card(g, 0, 5), rolls=(1, 6))
    assert card(g, 0, 5) not in combat.able_attackers(g, 0)
    start_turn(g, 0, turns=3)
    assert card(g, 0, 5) in combat.able_attackers(g, 0)


def test_cw_atk_04_target_then_band_then_defence_then_dice():
    g = new_game()
    clear(g)
    put(g, 0, "play", 2, 3, 9)
    put(g, 1, "play", 10, 2, 3)
    start_turn(g, 0)
    order = []

    def note(answer):
        def pick(d):
            order.append((d.kind, d.game.dice.draws))
            return next(o for o in d.options if getattr(o, "id", o) == answer)
        return pick
    g.players[0].script.update(target=[note("hearts_10")], attacker=[note("clubs_2")],
                               band=[note("clubs_3"), note("stop")])
    draws = g.dice.draws
    g.dice.load(3, 3)
    combat.attack(g, 0)
    assert order == [("target", draws), ("attacker", draws), ("band", draws)]   # 2 + 3 leave no room for the 9
    assert g.dice.draws == draws + 2      # one die each, rolled after both sides were fixed
    g.players[1].script["defend"] = [note("hearts_3"), note("stop")]
    order.clear()
    start_turn(g, 0, turns=3)
    g.players[0].script.update(target=["hearts_2"], attacker=["clubs_9"])
    g.dice.load(1, 6)
    a = combat.attack(g, 0)
    assert order == [("defend", draws + 2)] and a.defenders == [card(g, 1, 2), card(g, 1, 3)]


def test_cw_atk_05_numbers_are_roll_times_total_strength():
    g = new_game(("diamonds", "clubs"))
    clear(g)
    put(g, 0, "play", 4)
    put(g, 1, "play", 3)
    start_turn(g, 0)
    a = attack_with(g, 0, card(g, 1, 3), card(g, 0, 4), rolls=(5, 2))
    assert (a.attack_number, a.defence_number) == (5 * 12, 2 * 9)


def test_cw_atk_06_higher_defence_cancels_lower_loses_tie_holds():
    g = new_game(("diamonds", "clubs"))
    clear(g)
    put(g, 0, "play", 2, 3, 4)
    put(g, 1, "play", 2)
    start_turn(g, 0)
    a = attack_with(g, 0, card(g, 1, 2), card(g, 0, 2), rolls=(1, 6))     # 6 vs 36
    assert not a.won and card(g, 1, 2).zone == "play"
    a = attack_with(g, 0, card(g, 1, 2), card(g, 0, 3), rolls=(2, 3))     # 18 vs 18: a tie holds
    assert not a.won and card(g, 1, 2).zone == "play"
    a = attack_with(g, 0, card(g, 1, 2), card(g, 0, 4), rolls=(2, 1))     # 24 vs 6
    assert a.won and card(g, 1, 2).zone == "deck"


def test_cw_atk_07_attackers_are_never_lost():
    g = new_game(("hearts", "clubs"))
    clear(g)
    put(g, 0, "play", 2)
    put(g, 1, "play", 10)
    start_turn(g, 0)
    a = attack_with(g, 0, card(g, 1, 10), card(g, 0, 2), rolls=(1, 6))
    assert not a.won and card(g, 0, 2).zone == "play"


def test_cw_atk_08_an_eliminated_group_goes_under_its_owners_deck():
    g = new_game(("spades", "hearts"))
    clear(g)
    put(g, 0, "play", 10)
    put(g, 1, "play", 2)
    start_turn(g, 0)
    attack_with(g, 0, card(g, 1, 2), card(g, 0, 10), rolls=(6, 1))
    assert card(g, 1, 2).zone == "deck" and card(g, 1, 2).owner == 1 and g.seats[1].deck[0] is card(g, 1, 2)


def test_cw_atk_09_the_log_explains_every_attack():
    g = new_game(("clubs", "hearts"))
    clear(g)
    put(g, 0, "play", 2, 3)
    put(g, 1, "play", 6, 2)
    start_turn(g, 0)
    attack_with(g, 0, card(g, 1, 6), card(g, 0, 2), card(g, 0, 3), defend=[], rolls=(4, 1))
    text = g.log.text(["attack"])
    assert "P1 attacks Six of Hearts (P2) with banded Two of Clubs + Three of Clubs (5 thugs)" in text
    assert "P2 defends with Six of Hearts alone" in text
    assert "attack 4 x 10 (Two of Clubs 4, Three of Clubs 6) = 40; defence 1 x 24 (Six of Hearts 24) = 24" in text
    assert "the defence falls: Six of Hearts (6 thugs)" in text


# ---------------------------------------------------------------- banding
def test_cw_band_01_band_within_the_target_thugs_single_group_unlimited():
    g = new_game()
    clear(g)
    put(g, 0, "play", 2, 3, 4, 10)
    put(g, 1, "play", 8, 10, 2)
    start_turn(g, 0)
    able = combat.able_attackers(g, 0)
    a = combat.Attack(0, card(g, 1, 2), band=[card(g, 0, 10)])
    assert combat.band_options(g, a, able) == []           # a 10 may attack a 2 alone
    a = combat.Attack(0, card(g, 1, 8), band=[card(g, 0, 2), card(g, 0, 3)])
    assert combat.band_options(g, a, able) == []           # 2 + 3 + 4 = 9 > 8
    a = combat.Attack(0, card(g, 1, 10), band=[card(g, 0, 2), card(g, 0, 3)])
    assert combat.band_options(g, a, able) == [card(g, 0, 4)]


def test_cw_band_02_one_roll_for_the_whole_band():
    g = new_game(("spades", "hearts"))
    clear(g)
    put(g, 0, "play", 2, 3)
    put(g, 1, "play", 5)
    start_turn(g, 0)
    draws = g.dice.draws
    a = attack_with(g, 0, card(g, 1, 5), card(g, 0, 2), card(g, 0, 3), rolls=(2, 1))
    assert g.dice.draws == draws + 2 and a.attack_number == 2 * (8 + 12)


def test_cw_band_03_defenders_join_within_the_attacking_thugs():
    g = new_game()
    clear(g)
    put(g, 0, "play", 9)
    put(g, 1, "play", 2, 3, 4, 8)
    start_turn(g, 0)
    a = combat.Attack(0, card(g, 1, 2), band=[card(g, 0, 9)], defenders=[card(g, 1, 2)])
    assert combat.defence_options(g, a) == [card(g, 1, 3), card(g, 1, 4)]
    a.defenders.append(card(g, 1, 4))
    assert combat.defence_options(g, a) == [card(g, 1, 3)]
    a.defenders.append(card(g, 1, 3))
    assert combat.defence_options(g, a) == []
    # the target always defends, even alone and larger than the attack
    a = combat.Attack(0, card(g, 1, 8), band=[card(g, 0, 9)], defenders=[card(g, 1, 8)])
    assert combat.defence_options(g, a) == []


def test_cw_band_04_a_beaten_defence_loses_every_group_a_holding_one_keeps_them():
    g = new_game(("spades", "diamonds"))
    clear(g)
    put(g, 0, "play", 10)
    put(g, 1, "play", 2, 3, 5)
    start_turn(g, 0)
    attack_with(g, 0, card(g, 1, 2), card(g, 0, 10), defend=[card(g, 1, 3), card(g, 1, 5)], rolls=(1, 6))
    assert all(card(g, 1, r).zone == "play" for r in (2, 3, 5))       # 40 vs 6 x 20 = 120: holds
    start_turn(g, 0, turns=3)
    attack_with(g, 0, card(g, 1, 2), card(g, 0, 10), defend=[card(g, 1, 3), card(g, 1, 5)], rolls=(6, 1))
    assert all(card(g, 1, r).zone == "deck" for r in (2, 3, 5))
    assert [c.thugs for c in g.seats[1].deck[:3]] == [2, 3, 5]        # CW-R-04: ascending under the deck


def test_cw_band_05_a_band_spends_every_attack_defenders_defend_again():
    g = new_game(("hearts", "spades"))
    clear(g)
    put(g, 0, "play", 2, 3, 10)
    put(g, 1, "play", 6, 2)
    start_turn(g, 0)
    attack_with(g, 0, card(g, 1, 6), card(g, 0, 2), card(g, 0, 3), defend=[card(g, 1, 2)], rolls=(1, 6))
    assert [c for c in combat.able_attackers(g, 0) if c.kind == "thug"] == [card(g, 0, 10)]
    a = attack_with(g, 0, card(g, 1, 6), card(g, 0, 10), defend=[card(g, 1, 2)], rolls=(1, 6))
    assert card(g, 1, 2) in a.defenders


def test_cw_band_06_an_attacking_band_holds_one_team_only():
    g = new_game(("clubs", "hearts", "spades"))
    clear(g)
    put(g, 0, "play", 2, 3)
    put(g, 2, "play", 2)
    put(g, 1, "play", 10)
    start_turn(g, 0)
    a = combat.Attack(0, card(g, 1, 10), band=[card(g, 0, 2)])
    assert combat.band_options(g, a, combat.able_attackers(g, 0)) == [card(g, 0, 3)]


def test_cw_band_07_a_kingpin_never_bands_and_counts_as_one_thug():
    g = new_game()
    clear(g)
    put(g, 0, "play", 2)
    put(g, 1, "play", 5)
    start_turn(g, 0)
    king = g.kingpin(0)
    a = combat.Attack(0, card(g, 1, 5), band=[king], defenders=[card(g, 1, 5)])
    assert combat.band_options(g, a, combat.able_attackers(g, 0)) == []
    assert combat.defence_options(g, a) == [] and g.thugs_of(king) == 1
    clear(g)
    put(g, 0, "play", 2, 3)
    a = combat.Attack(0, g.kingpin(1), band=[card(g, 0, 2)], defenders=[g.kingpin(1)])
    assert combat.band_options(g, a, combat.able_attackers(g, 0)) == []


# ---------------------------------------------------------------- the kingpin
def test_cw_king_01_the_kingpin_is_in_play_never_hired_nor_paid_with():
    g = new_game()
    clear(g)
    set_money(g, 0, 5000)
    start_turn(g, 0)
    assert g.kingpin(0) not in g.hireable(0) and g.kingpin(0) not in g.number_cards(0)
    assert g.worth(g.kingpin(0)) == 0 and g.kingpin(0) in g.held_cards(g.seats[0])


def test_cw_king_02_one_thug_attack_double_defence_following_the_team():
    g = new_game(("spades", "hearts", "clubs", "diamonds"))
    clear(g)
    assert [(g.attack_of(g.kingpin(p)), g.defence_of(g.kingpin(p))) for p in range(4)] == \
        [(4, 2), (1, 8), (2, 6), (3, 4)]
    g.seats[2].defence += 1
    assert g.defence_of(g.kingpin(2)) == 8


def test_cw_king_03_shielded_while_any_group_is_in_play():
    g = new_game()
    clear(g)
    put(g, 0, "play", 4)
    put(g, 1, "play", 2)
    put(g, 1, "hand", 3)
    start_turn(g, 0)
    assert g.kingpin(1) not in combat.targets(g, 0)
    attack_with(g, 0, card(g, 1, 2), card(g, 0, 4), rolls=(6, 1))
    assert g.kingpin(1) in combat.targets(g, 0)     # a group in hand shields nobody (CW-R-10)


def test_cw_king_04_the_kingpin_attacks_from_his_owners_second_turn_once():
    g = new_game()
    clear(g)
    start_turn(g, 0, turns=1)
    assert combat.able_attackers(g, 0) == [] and combat.targets(g, 0) == []
    start_turn(g, 0, turns=2)
    assert combat.able_attackers(g, 0) == [g.kingpin(0)]
    attack_with(g, 0, g.kingpin(1), g.kingpin(0), rolls=(1, 6))
    assert combat.able_attackers(g, 0) == []


def test_cw_king_05_a_beaten_kingpin_dies_and_his_team_is_out():
    g = new_game(("spades", "hearts"))
    clear(g)
    put(g, 0, "play", 5)
    start_turn(g, 0)
    a = attack_with(g, 0, g.kingpin(1), card(g, 0, 5), rolls=(2, 1))
    assert a.won and not g.seats[1].alive and g.outcome == "win" and g.winners == [0]


def test_cw_king_06_three_teams_the_killer_conquers_money_and_hand_worth():
    g = new_game(("spades", "hearts", "clubs"))
    clear(g)
    put(g, 0, "play", 5)
    put(g, 1, "hand", 2, 6)
    set_money(g, 0, 100)
    set_money(g, 1, 700)
    start_turn(g, 0)
    attack_with(g, 0, g.kingpin(1), card(g, 0, 5), rolls=(6, 1))
    assert g.seats[0].money == 100 + 700 + 800 and g.state.ledger.created["conquest"] == 800
    # two teams: nothing is conquered, the dead team's money goes to the bank
    g2 = new_game(("spades", "hearts"))
    clear(g2)
    put(g2, 0, "play", 5)
    set_money(g2, 0, 0)
    set_money(g2, 1, 700)
    start_turn(g2, 0)
    attack_with(g2, 0, g2.kingpin(1), card(g2, 0, 5), rolls=(6, 1))
    assert g2.seats[0].money == 0 and g2.state.ledger.destroyed["out"] == 700


# ---------------------------------------------------------------- bonus cards
def _stack(g, p, *ranks):
    """Put cards of seat p on top of his deck, the last named on top."""
    for r in ranks:
        g.state.move(card(g, p, r), "deck", p)


def test_cw_face_01_a_bonus_works_when_drawn_and_goes_under_the_deck():
    g = new_game()
    clear(g)
    _stack(g, 0, "jack")
    g.draw(0)
    assert g.seats[0].attack == 3 and g.seats[0].deck[0] is card(g, 0, "jack")
    assert card(g, 0, "jack") not in g.seats[0].hand


def test_cw_face_02_jack_attack_queen_defence_ace_money():
    g = new_game(("clubs", "hearts"))
    clear(g)
    set_money(g, 0, 0)
    for r in ("jack", "queen", "ace"):
        _stack(g, 0, r)
        g.draw(0)
    s = g.seats[0]
    assert (s.attack, s.defence, s.money) == (3, 4, 1000) and g.state.ledger.created["ace"] >= 1000


def test_cw_face_03_a_bonus_raises_every_group_and_the_kingpin():
    g = new_game(("clubs", "hearts"))
    clear(g)
    put(g, 0, "play", 3)
    _stack(g, 0, "queen", "jack")
    g.draw(0)
    g.draw(0)
    assert (g.attack_of(card(g, 0, 3)), g.defence_of(card(g, 0, 3))) == (9, 12)
    assert (g.attack_of(g.kingpin(0)), g.defence_of(g.kingpin(0))) == (3, 8)
    put(g, 0, "play", 5)
    assert g.attack_of(card(g, 0, 5)) == 15          # hired later: still the team's strength


def test_cw_face_04_a_bonus_drawn_again_works_again():
    g = new_game()
    clear(g)
    for _ in range(2):
        _stack(g, 0, "jack")
        g.draw(0)
    assert g.seats[0].attack == 4


# ---------------------------------------------------------------- the snitch
def test_cw_joker_01_snitches_in_two_player_games_unless_the_table_says_no():
    g = new_game()
    assert sum(c.kind == "snitch" for p in (0, 1) for c in _deck_cards(g, p)) == 2
    g = new_game(house_rules=("no_snitches",))
    assert sum(c.kind == "snitch" for p in (0, 1) for c in _deck_cards(g, p)) == 0


def test_cw_joker_02_a_drawn_joker_is_kept_and_played_in_its_holders_turn():
    g = new_game()
    clear(g)
    joker = next(c for c in g.seats[0].deck if c.kind == "snitch")
    g.state.move(joker, "deck", 0)
    g.draw(0)
    assert joker.zone == "hand"
    start_turn(g, 0)
    assert "snitch" in g.actions(0) and "snitch" not in g.actions(1)


def test_cw_joker_03_every_group_goes_back_the_rest_untouched():
    g = new_game()
    clear(g)
    joker = next(c for c in g.seats[0].deck if c.kind == "snitch")
    g.state.move(joker, "hand", 0)
    put(g, 0, "play", 4, 7)
    put(g, 1, "play", 2, 9)
    put(g, 1, "hand", 5)
    money_before = [s.money for s in g.seats]
    start_turn(g, 0)
    g.play_snitch(0)
    assert not g.seats[0].play and not g.seats[1].play
    assert [c.thugs for c in g.seats[1].deck[:2]] == [2, 9] and [c.thugs for c in g.seats[0].deck[1:3]] == [4, 7]
    assert card(g, 1, 5).zone == "hand" and [s.money for s in g.seats] == money_before
    assert g.kingpin(1) in combat.targets(g, 0) or not combat.able_attackers(g, 0)


def test_cw_joker_04_a_played_joker_goes_under_its_owners_deck():
    g = new_game()
    clear(g)
    joker = next(c for c in g.seats[1].deck if c.kind == "snitch")
    g.state.move(joker, "hand", 1)
    start_turn(g, 1)
    g.play_snitch(1)
    assert g.seats[1].deck[0] is joker


def test_cw_joker_05_a_joker_drawn_at_setup_is_kept():
    for seed in range(60):
        g = new_game(seed=seed)
        holders = [s for s in g.seats if any(c.kind == "snitch" for c in s.hand)]
        if holders:
            assert all(c.zone == "hand" for s in holders for c in s.hand if c.kind == "snitch")
            return
    pytest.fail("no seed in 60 dealt a joker at setup")


# ---------------------------------------------------------------- roulette
def test_cw_roul_01_once_a_turn_whatever_the_money():
    g = new_game()
    clear(g)
    set_money(g, 0, 0)
    start_turn(g, 0)
    assert "roulette" in g.actions(0)
    g.dice.load(4)
    money.roulette(g, 0)
    assert "roulette" not in g.actions(0)
    start_turn(g, 0, turns=3)
    assert "roulette" in g.actions(0)


@pytest.mark.parametrize("roll,after", [(2, 200), (3, 600), (4, 1000), (5, 1400), (6, 1800)])
def test_cw_roul_02_the_six_rows(roll, after):
    g = new_game()
    clear(g)
    set_money(g, 0, 1000)
    start_turn(g, 0)
    g.dice.load(roll)
    money.roulette(g, 0)
    assert g.seats[0].money == after


def test_cw_roul_02_a_one_loses_all_thugs_and_money():
    g = new_game()
    clear(g)
    put(g, 0, "play", 3, 5)
    put(g, 0, "hand", 4)
    set_money(g, 0, 600)
    start_turn(g, 0)
    g.dice.load(1)
    money.roulette(g, 0)
    assert g.seats[0].money == 0 and not g.seats[0].play and not [c for c in g.seats[0].hand if c.kind == "thug"]


def test_cw_roul_03_winnings_from_the_bank_losses_to_it():
    g = new_game()
    clear(g)
    start_turn(g, 0)
    g.dice.load(6)
    money.roulette(g, 0)
    start_turn(g, 0, turns=3)
    g.dice.load(3)
    money.roulette(g, 0)
    led = g.state.ledger
    assert led.created["roulette"] == 800 and led.destroyed["roulette"] == 400


def test_cw_roul_04_a_one_keeps_kingpin_joker_strengths_and_old_loans():
    g = new_game()
    clear(g)
    joker = next(c for c in g.seats[0].deck if c.kind == "snitch")
    g.state.move(joker, "hand", 0)
    put(g, 0, "play", 8)
    g.seats[0].attack = 5
    g.seats[0].loans.append({"due": 125, "turn": 9})
    start_turn(g, 0)
    g.dice.load(1)
    money.roulette(g, 0)
    s = g.seats[0]
    assert joker.zone == "hand" and g.kingpin(0) is not None and s.attack == 5 and len(s.loans) == 1
    assert s.deck[0] is card(g, 0, 8)


def test_cw_roul_05_a_loss_beyond_everything_is_forgiven():
    g = new_game()
    clear(g)
    set_money(g, 0, 100)
    put(g, 0, "hand", 2)
    start_turn(g, 0)
    g.players[0].push("loan", 0)
    g.dice.load(2)                           # $800 lost with $100 and a 2 ($200): $500 forgiven
    money.roulette(g, 0)
    assert g.seats[0].alive and g.seats[0].money == 0 and "$500 of the debt is forgiven" in g.log.text()


# ---------------------------------------------------------------- debts and loans
def test_cw_loan_01_money_first_then_thugs():
    g = new_game()
    clear(g)
    put(g, 0, "play", 5)
    set_money(g, 0, 400)
    start_turn(g, 0)
    g.dice.load(3)
    money.roulette(g, 0)
    assert g.seats[0].money == 0 and card(g, 0, 5).zone == "play"
    assert not [d for d in g.players[0].seen if d.kind == "pay_thugs"]


def test_cw_loan_02_pay_with_a_nine_get_400_change():
    g = new_game()
    clear(g)
    put(g, 0, "play", 9)
    set_money(g, 0, 0)
    left = money.pay_debt(g, 0, 500, "roulette")
    assert left == 0 and g.seats[0].money == 400 and g.seats[0].deck[0] is card(g, 0, 9)
    assert g.state.ledger.created["change"] == 400


def test_cw_loan_02_the_debtor_picks_which_card_one_at_a_time():
    g = new_game()
    clear(g)
    put(g, 0, "play", 3)
    put(g, 0, "hand", 4, 6)
    set_money(g, 0, 0)
    g.players[0].push("pay_thugs", "clubs_4", "clubs_3")
    money.pay_debt(g, 0, 700, "roulette")
    asked = [d for d in g.players[0].seen if d.kind == "pay_thugs"]
    assert [len(d.options) for d in asked] == [3, 2] and asked[1].info == 300
    assert card(g, 0, 6).zone == "hand" and g.seats[0].money == 0


def test_cw_loan_03_loan_offered_only_when_thugs_are_at_stake():
    g = new_game()
    clear(g)
    set_money(g, 0, 1000)
    start_turn(g, 0)
    g.dice.load(2)
    money.roulette(g, 0)                       # $800 from $1,000: no loan offered
    assert not [d for d in g.players[0].seen if d.kind == "loan"]
    set_money(g, 0, 300)
    put(g, 0, "play", 5)
    start_turn(g, 0, turns=3)
    g.players[0].push("loan", 500)
    g.dice.load(2)
    money.roulette(g, 0)
    loan = [d for d in g.players[0].seen if d.kind == "loan"][-1]
    assert loan.options == [0, 100, 200, 300, 400, 500, 600, 700, 800]
    assert g.seats[0].money == 0 and card(g, 0, 5).zone == "play" and g.seats[0].loans == [{"due": 625, "turn": 4}]


def test_cw_loan_04_interest_is_25_percent():
    assert money.loan_due(PACK_RULES(), 800) == 1000 and money.loan_due(PACK_RULES(), 100) == 125


def PACK_RULES():
    from runtime.games.crime_wars.rules import read_rules
    return read_rules(PACK.ruleset)


def test_cw_loan_05_repaid_at_the_end_of_the_next_turn_to_the_bank():
    g = new_game()
    clear(g)
    set_money(g, 0, 300)
    put(g, 0, "play", 6)
    start_turn(g, 0, turns=2)
    g.players[0].push("loan", 800)
    g.dice.load(2)
    money.roulette(g, 0)
    money.loans_due(g, 0)
    assert g.seats[0].loans                     # not due in the turn it was taken
    set_money(g, 0, 1100)
    g.seats[0].turns = 3
    money.loans_due(g, 0)
    assert not g.seats[0].loans and g.seats[0].money == 100 and g.state.ledger.destroyed["loan"] == 1000


def test_cw_loan_06_cannot_repay_team_out():
    g = new_game(("clubs", "hearts", "spades"))
    clear(g)
    set_money(g, 0, 200)
    put(g, 0, "play", 7)
    others = [s.money for s in g.seats[1:]]
    g.seats[0].loans.append({"due": 1000, "turn": 2})
    g.seats[0].turns = 2
    money.loans_due(g, 0)                     # $200 + a 7 ($700) = $900 < $1,000: out, nothing paid
    assert not g.seats[0].alive and g.state.ledger.destroyed["out"] == 200
    assert "loan" not in g.state.ledger.destroyed
    assert card(g, 0, 7).zone == "out" and [s.money for s in g.seats[1:]] == others   # no conqueror


def test_cw_loan_07_money_never_below_zero():
    g = new_game()
    clear(g)
    set_money(g, 0, 50)
    left = money.pay_debt(g, 0, 400, "roulette")
    assert g.seats[0].money == 0 and left == 350


# ---------------------------------------------------------------- winning
def test_cw_end_01_out_only_by_kingpin_or_unpaid_loan():
    g = new_game()
    clear(g)
    for c in list(g.seats[1].deck):
        g.state.move(c, "out")     # not a legal move in play: here, a team with no card at all
    set_money(g, 1, 0)
    g.check_invariants = False
    g.play_turn(1)
    assert g.seats[1].alive and g.outcome is None


def test_cw_end_02_a_team_out_leaves_with_every_card_loans_cancelled():
    g = new_game(("spades", "hearts", "clubs"))
    clear(g)
    put(g, 0, "play", 6)
    put(g, 1, "hand", 4)
    g.seats[1].loans.append({"due": 500, "turn": 5})
    start_turn(g, 0)
    attack_with(g, 0, g.kingpin(1), card(g, 0, 6), rolls=(6, 1))
    s = g.seats[1]
    assert not (s.deck or s.hand or s.play or s.kingpin or s.loans or s.money)
    assert all(c.zone == "out" for c in g.state.cards if c.kind != "team" and c.suit == "hearts")
    assert g.outcome is None          # two teams are left


def test_cw_end_03_the_last_team_wins_at_once():
    g = new_game(("spades", "hearts"))
    clear(g)
    put(g, 0, "play", 6)
    g.players[0].push("action", "attack")
    g.players[0].push("target", g.kingpin(1).id)
    g.dice.load(6, 1)
    g.seats[0].turns = 1
    g.run()
    assert g.outcome == "win" and g.winners == [0] and g.phase == "over"
    assert g.summary() == f"=== P1 wins: {g.reason} ===" and "last team standing" in g.reason


def test_cw_end_04_the_turn_cap_ends_with_no_winner():
    g = new_game()
    g.rules = type(g.rules)(**{**g.rules.__dict__, "turn_cap": 6})
    assert g.run() == "no winner" and g.turn == 6 and g.winners == []
