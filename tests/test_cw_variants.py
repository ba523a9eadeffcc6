"""Crime Wars variants that change who is on whose side: thug alliance (CW-VAR-01..08, CW-FACE-05)
and the great empire (CW-VAR-14), each shown changing play in a laid-out position."""
from __future__ import annotations

import pytest

from runtime import session
from runtime.games.crime_wars import CrimeWarsGame, alliance, combat
from runtime.kernel.errors import GameError
from tests.crime_wars_support import PACK, card, clear, new_game, put, seat, set_money, start_turn
from tests.test_cw_rules import attack_with

FOUR = ("spades", "hearts", "clubs", "diamonds")      # seats 1 and 3, 2 and 4 are allies


def test_cw_var_01_allies_never_attack_each_other_and_need_an_even_table_of_four():
    g = new_game(FOUR, house_rules=("thug_alliance",))
    clear(g)
    put(g, 0, "play", 5)
    for q in (1, 2, 3):
        put(g, q, "play", 4)
    start_turn(g, 0)
    owners = {c.owner for c in combat.targets(g, 0)}
    assert owners == {1, 3} and g.allies(0) == [2]
    for n in (2, 3):      # the house rule raises the players range to four (CW-SET-01) ...
        with pytest.raises(GameError, match="CW-SET-01"):
            session.new_game(PACK, n, 1, house_rules=("thug_alliance", "more_players"))
    with pytest.raises(GameError, match="CW-R-33"):      # ... and the engine refuses an odd table
        session.new_game(PACK, 5, 1, house_rules=("thug_alliance", "more_players"))
    g = CrimeWarsGame(PACK, [seat() for _ in range(3)], house_rules=())
    with pytest.raises(GameError, match="CW-R-33"):       # a ruleset that pairs seats at a table of three
        g._ally([[1, 2]], False)


def test_cw_var_02_giving_money_and_a_card_through_the_decks():
    g = new_game(FOUR, house_rules=("thug_alliance",))
    clear(g)
    put(g, 0, "play", 6)
    set_money(g, 0, 500)
    set_money(g, 2, 0)
    start_turn(g, 0)
    assert "give" in g.actions(0)
    g.players[0].push("gift", "money")
    g.players[0].push("gift_money", 300)
    alliance.give(g, 0)
    assert (g.seats[0].money, g.seats[2].money) == (200, 300)
    g.players[0].push("gift", "spades_6")
    g.players[0].push("price", 0)
    alliance.give(g, 0)
    assert g.seats[0].deck[0] is card(g, 0, 6)                     # the giver's card under his deck
    assert card(g, 2, 6).zone == "play" and card(g, 2, 6).owner == 2   # the receiver's own 6 in its place
    assert card(g, 2, 6).since == g.turn                          # it cannot attack before his next turn
    assert "gives Six of Spades (play) to P3, who takes Six of Clubs" in g.log.text()


def test_cw_var_03_a_price_up_to_the_worth_which_the_receiver_may_refuse():
    g = new_game(FOUR, house_rules=("thug_alliance",))
    clear(g)
    put(g, 0, "hand", 3)
    set_money(g, 0, 0)
    set_money(g, 2, 1000)
    start_turn(g, 0)
    g.players[0].push("gift", "spades_3")
    g.players[0].push("price", 300)
    g.players[2].push("accept", "no")
    alliance.give(g, 0)
    price = [d for d in g.players[0].seen if d.kind == "price"][0]
    assert price.options == [0, 100, 200, 300]                     # at most its worth, in money only
    assert card(g, 0, 3).zone == "hand" and g.seats[2].money == 1000
    g.players[0].push("gift", "spades_3")
    g.players[0].push("price", 200)
    g.players[2].push("accept", "yes")
    alliance.give(g, 0)
    assert card(g, 2, 3).zone == "hand" and (g.seats[0].money, g.seats[2].money) == (200, 800)


def test_cw_var_03_cw_face_05_a_drawn_bonus_may_go_to_the_ally():
    g = new_game(FOUR, house_rules=("thug_alliance",))
    clear(g)
    g.state.move(card(g, 0, "jack"), "deck", 0)
    g.players[0].push("bonus_to", "clubs_team")
    g.draw(0)
    assert (g.seats[0].attack, g.seats[2].attack) == (4, 3)
    assert g.seats[0].deck[0] is card(g, 0, "jack")


def test_cw_var_04_an_ally_adds_to_the_defence_after_the_owner_and_never_shields_a_kingpin():
    g = new_game(FOUR, house_rules=("thug_alliance",))
    clear(g)
    put(g, 1, "play", 10)
    put(g, 0, "play", 2)
    put(g, 2, "play", 3, 4)
    start_turn(g, 1)
    order = []
    g.players[0].script["defend"] = [lambda d: order.append(("owner", len(d.options))) or "stop"]
    g.players[2].script["defend"] = [lambda d: order.append(("ally", len(d.options) - 1)) or d.options[1],
                                     "clubs_3"]
    g.players[1].script.update(target=["spades_2"], attacker=["hearts_10"])
    g.dice.load(1, 6)
    a = combat.attack(g, 1)
    assert order == [("ally", 2)]        # the owner had nothing to add; his ally adds within 10 thugs
    assert [c.id for c in a.defenders] == ["spades_2", "clubs_4", "clubs_3"]
    assert "Four of Clubs (P3)" in g.log.text()
    clear(g)
    put(g, 2, "play", 3)
    assert g.kingpin(0) in combat.targets(g, 1)                   # the ally's 3 does not shield him


def test_cw_var_05_cw_band_06_one_player_runs_two_teams_and_bands_them():
    players = [seat() for _ in range(4)]
    for p, suit in zip(players, FOUR):
        p.push("team", f"{suit}_team")
    g = CrimeWarsGame(PACK, players, seed=2, house_rules=("one_player_two_teams",), check_invariants=True)
    g.setup()
    clear(g)
    put(g, 0, "play", 2)
    put(g, 2, "play", 3)
    put(g, 1, "play", 6)
    start_turn(g, 2)
    able = combat.able_attackers(g, 2)
    assert card(g, 0, 2) in able and card(g, 2, 3) in able        # both of his teams attack in team 3's turn
    a = combat.Attack(2, card(g, 1, 6), band=[card(g, 2, 3)])
    assert combat.band_options(g, a, able) == [card(g, 0, 2)]
    players[0].script.update(action=["end"])
    g.play_turn(2)
    assert [d.kind for d in players[2].seen] == ["team"]          # only his suit, before play began
    assert any(d.kind == "action" for d in players[0].seen)
    assert g.who(2) == 0 and g.who(3) == 1


def test_cw_var_07_the_last_two_allies_share_the_win_or_fight_on():
    for fight in ("no", "yes"):
        g = new_game(FOUR, house_rules=("thug_alliance",))
        clear(g)
        put(g, 0, "play", 9, 10)
        start_turn(g, 0)
        g.players[0].push("fight", fight)
        attack_with(g, 0, g.kingpin(1), card(g, 0, 9), rolls=(6, 1))
        attack_with(g, 0, g.kingpin(3), card(g, 0, 10), rolls=(6, 1))
        if fight == "no":
            assert g.outcome == "shared" and g.winners == [0, 2]
        else:
            assert g.outcome is None and g.side[0] != g.side[2] and g.kingpin(2) in combat.targets(g, 0)


def test_cw_var_08_an_alliance_may_be_broken_only_where_the_ruleset_says():
    g = new_game(FOUR, house_rules=("thug_alliance",))
    clear(g)
    start_turn(g, 0)
    assert "break" not in g.actions(0)
    g = new_game(FOUR, house_rules=("thug_alliance", "breakable_alliances"))
    clear(g)
    put(g, 2, "play", 4)
    start_turn(g, 0)
    assert "break" in g.actions(0)
    alliance.break_alliance(g, 0)
    assert g.allies(0) == [] and card(g, 2, 4) in combat.targets(g, 0)


def test_cw_var_14_the_great_empire_takes_a_conquered_team_under_control():
    g = new_game(("spades", "hearts", "clubs"), house_rules=("great_empire",))
    clear(g)
    put(g, 0, "play", 9)
    put(g, 1, "hand", 5)
    set_money(g, 0, 0)
    set_money(g, 1, 700)
    start_turn(g, 0)
    g.players[0].push("empire", "control")
    attack_with(g, 0, g.kingpin(1), card(g, 0, 9), rolls=(6, 1))
    s = g.seats[1]
    assert s.alive and g.kingpin(1) is None and s.money == 700 and g.seats[0].money == 0
    assert g.who(1) == 0 and 1 in g.conquered and card(g, 1, 5).zone == "hand"
    assert g.kingpin(1) not in combat.targets(g, 2) and g.outcome is None
    # its turns are played by its conqueror; when his own team falls, it falls with him
    put(g, 2, "play", 10)
    start_turn(g, 2)
    g.players[2].push("empire", "money")
    set_money(g, 2, 0)
    attack_with(g, 2, card(g, 0, 9), card(g, 2, 10), rolls=(6, 1))
    attack_with(g, 2, g.kingpin(0), g.kingpin(2), rolls=(6, 1))
    assert not g.seats[0].alive and not g.seats[1].alive and g.winners == [2]
    assert g.seats[2].money >= 700                                 # the money of every team he ran
    with pytest.raises(GameError, match="CW-SET-01"):
        session.new_game(PACK, 2, 1, house_rules=("great_empire",))


def test_cw_var_12_cw_var_14_the_engine_refuses_a_table_too_small_for_the_switch():
    """Whatever players range a ruleset gives, the switches keep their own minimum (a rule number)."""
    import dataclasses

    from runtime import api
    bare = {k: api.HouseRule(id=k, name=k, source="x.yaml:1", settings={"rules": {k: True}})
            for k in ("rich_mans_curse", "great_empire")}
    pack = dataclasses.replace(PACK, house_rules=bare)
    with pytest.raises(GameError, match="CW-VAR-12"):
        CrimeWarsGame(pack, [seat() for _ in range(3)], house_rules=["rich_mans_curse"])
    with pytest.raises(GameError, match="CW-VAR-14"):
        CrimeWarsGame(pack, [seat() for _ in range(2)], house_rules=["great_empire"])
    CrimeWarsGame(pack, [seat() for _ in range(3)], house_rules=["great_empire"]).setup()


def test_cw_var_06_two_teams_in_one_deck_keep_their_own_strengths():
    g = new_game(("spades", "hearts"), setup=False, house_rules=("combined_decks",))
    g.players[0].push("team", "clubs_team")
    g.players[1].push("team", "diamonds_team")
    g.players[0].push("kingpin", "clubs_king")
    g.setup()
    s0, s1 = g.seats
    log = g.log.text()     # a clubs bonus drawn at setup raises only the clubs team (CW-R-02)
    printed = [2 + ("draws Gunrunner of Clubs" in log), 3 + ("draws Safehouse of Clubs" in log)]
    assert [t.suit for t in s0.team] == ["spades", "clubs"] and s0.second == ["clubs", *printed]
    assert g.kingpin(0) is g.state.by_id["clubs_king"] and g.state.by_id["spades_king"].zone == "out"
    assert g.kingpin(1) is g.state.by_id["hearts_king"]          # first suit's king, the one asked for first
    assert g.state.ledger.created["start"] == 4000 and g.teams == 4
    cards = s0.deck + s0.hand
    assert {c.suit for c in cards} == {"spades", "clubs"} and not any(c.kind == "snitch" for c in cards)
    assert len(cards) + sum(1 for c in g.state.zones["out"] if c.suit in ("spades", "clubs")) == 25
    clear(g)
    s0.second = ["clubs", 2, 3]
    assert g.attack_of(g.state.by_id["clubs_3"]) == 6 and g.attack_of(g.state.by_id["spades_3"]) == 12
    assert (g.attack_of(g.kingpin(0)), g.defence_of(g.kingpin(0))) == (2, 6)   # the kept kingpin's own suit
    g.state.move(g.state.by_id["clubs_jack"], "deck", 0)
    g.draw(0)
    assert s0.second == ["clubs", 3, 3] and s0.attack == 4          # a bonus helps only its own team
    start_turn(g, 0)
    put_both = [g.state.by_id[i] for i in ("spades_2", "clubs_3")]
    for c in put_both:
        g.state.move(c, "play", 0)
        c.since = 0
    g.state.move(g.state.by_id["hearts_9"], "play", 1)
    a = combat.Attack(0, g.state.by_id["hearts_9"], band=[put_both[0]])
    assert combat.band_options(g, a, combat.able_attackers(g, 0)) == [put_both[1]]   # one seat: one band


def test_cw_var_06_whole_games_with_combined_decks():
    for seed in range(10):
        g = session.new_game(PACK, 2, seed, house_rules=("combined_decks",), check=True)
        assert g.run() in ("win", "no winner")
