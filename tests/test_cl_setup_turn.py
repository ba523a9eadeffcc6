"""Setup, the turn and the Mob grid (CL-SET, CL-TURN, CL-MOB)."""
from runtime.games.crime_lords import Game, actions, grid, mob, turn
from runtime.players import RandomPlayer, ScriptedPlayer
from tests.fixtures.engine.packs import yaml_pack
from tests.fixtures.engine.scenario import Table, crook, racket, card

CARDS = [crook("king", 6), crook("queen", 5), crook("jack", 4), crook("ten", 3), crook("nine", 2),
         crook("eight", 1), crook("up", 4), racket("r1", income=3), racket("r2", income=2),
         racket("r3", "foundry", "numbers", 1)]


def setup_game(n=4, seed=3):
    g = Game(yaml_pack(), [RandomPlayer(seed + i) for i in range(n)], seed=seed, check_invariants=True)
    g.setup()
    return g


def test_cl_set_01_deck_composition():
    pack = yaml_pack()
    kinds = [c["kind"] for c in pack.cards]
    assert [kinds.count(k) for k in ("mob", "crook", "racket", "special")] == [8, 36, 52, 16]


def test_cl_set_02_each_player_one_mob_rest_out():
    g = setup_game()
    assert all(len(s.mobcard) == 1 for s in g.seats)
    assert sum(1 for c in g.state.zones["out"] if c.kind == "mob") == 4


def test_cl_set_03_bidding_money_lost_after_auction():
    g = setup_game()
    assert g.state.ledger.created["bidding"] == 4 * 25
    assert all(s.bid_money == 0 for s in g.seats)
    assert g.state.ledger.created["bidding"] == g.state.ledger.destroyed.get("bid", 0) + g.state.ledger.destroyed.get("auction_end", 0)


def test_cl_set_04_opening_bid_zero_and_pass_is_final():
    ps = [ScriptedPlayer() for _ in range(3)]      # first option everywhere: open at 0, then pass
    g = Game(yaml_pack(), ps, seed=5, check_invariants=True)
    g.setup()
    bids = [d for p in ps for d in p.seen if d.kind == "bid"]
    assert any(d.lo == 0 and not d.options for d in bids)        # an opening bid may be 0
    assert g.state.ledger.destroyed.get("bid", 0) == 0            # everything went for 0


def test_cl_set_05_quotas_of_crooks_and_rackets():
    g = setup_game(n=3)
    offered = [t for k, t in g.log.lines if k == "auction" and t.startswith("up for bidding")]
    assert sum(t.endswith("(crook)") for t in offered) == 9       # every card offered is sold
    assert sum(t.endswith("(racket)") for t in offered) == 6
    assert sum(len(s.rackets) for s in g.seats) == 6
    assert not g.state.zones["aside"]                              # set-aside cards went back in


def test_cl_set_06_player_without_crook_gets_one():
    from runtime.games.crime_lords import setup
    t = Table(CARDS)
    t.g.state.move(t.c("king"), "crooks", 0)
    t.g.state.move(t.c("queen"), "aside")
    setup.ensure_crook(t.g, 0)
    assert t.c("queen").owner == 1 and "ruling R-01" in t.g.log.text()
    # with nothing set aside, the first Crook from the top of the deck
    t2 = Table(CARDS)
    t2.g.state.move(t2.c("king"), "crooks", 0)
    top = [c for c in reversed(t2.g.state.zones["deck"]) if c.kind == "crook"][0]
    setup.ensure_crook(t2.g, 0)
    assert top.owner == 1


def test_cl_set_07_boss_chosen_and_mob_laid_legally():
    g = setup_game()
    for s in g.seats:
        assert s.boss is not None and s.boss.pos == (0, 0)


def test_cl_set_08_starting_money_and_tokens():
    g = setup_game()
    assert all(s.money == 50 for s in g.seats)
    assert all(c.token for s in g.seats for c in s.crooks)
    assert all(r.token == r.token_space for s in g.seats for r in s.rackets)


def test_cl_set_09_two_open_cards_no_specials():
    g = setup_game()
    assert len(g.state.zones["open"]) >= 2
    assert sum(1 for c in g.state.zones["open"] if c.kind in ("crook", "racket")) >= 2
    assert not any(c.kind == "special" for c in g.state.zones["open"])


def test_cl_set_10_highest_roll_plays_first():
    g = setup_game()
    line = [t for k, t in g.log.lines if "wins the roll to play first" in t][0]
    assert line.startswith(g.name(g.first))


def test_cl_turn_01_income_and_02_boss_paid_first():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.boss(1, "jack")
    t.racket(0, "r1")
    turn.collect_income(t.g, 0)
    assert t.g.seats[0].money == 3
    t.money(0, 6)                    # 9 G: the Boss (8) in full, the Lieutenant gets 1 of 5
    turn.pay_gang(t.g, 0)
    assert t.c("king").unhappy == 0 and t.c("queen").unhappy == 1


def test_cl_turn_02_unpaid_boss_means_nobody_paid():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "queen", "king", "n"); t.boss(1, "jack")
    t.money(0, 5)
    turn.pay_gang(t.g, 0)
    assert t.c("king").unhappy == 1 and t.c("queen").unhappy == 2


def test_cl_turn_03_draw_fills_open_area_specials_to_hand():
    t = Table(CARDS + [card("sp", "special")])
    t.boss(0, "king"); t.boss(1, "jack")
    deck = t.g.state.zones["deck"]
    assert t.c("sp") in deck
    turn.draw(t.g, 0, 1)
    opened = [c for c in t.g.state.zones["open"]]
    assert len(opened) == 4 or not deck
    assert all(c.kind != "special" for c in opened)


def test_cl_turn_04_no_reshuffle_when_deck_empty():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "jack")
    for c in list(t.g.state.zones["deck"]):
        t.g.state.move(c, "discard")
    turn.draw(t.g, 0, 1)
    assert not t.g.state.zones["deck"] and "the deck is empty" in t.g.log.text()


def test_cl_turn_05_actions_one_at_a_time_and_06_retoken_at_end():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "jack"); t.open("r2")
    t.money(0, 50)
    t.script(0, "action", "takeover", "end")
    turn.play_turn(t.g, 0)
    assert t.c("king").token                       # spent on the takeover, back at the end
    log = t.g.log.text()
    assert "king tries to takeover r2" in log and t.c("r2").owner == 0


def test_cl_turn_07_pass_bonus_only_without_actions():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "jack"); t.money(0, 20)
    turn.play_turn(t.g, 0)                            # first option "end" only if nothing else... script it
    assert t.g.state.ledger.created.get("pass", 0) in (0, 10)
    t2 = Table(CARDS)
    t2.boss(0, "king"); t2.boss(1, "jack"); t2.money(0, 20)
    t2.script(0, "action", "end")
    turn.play_turn(t2.g, 0)
    assert t2.g.state.ledger.created["pass"] == 10
    t3 = Table(CARDS)
    t3.boss(0, "king"); t3.boss(1, "jack"); t3.money(0, 20); t3.open("r2")
    t3.script(0, "action", "takeover", "end")
    turn.play_turn(t3.g, 0)
    assert "pass" not in t3.g.state.ledger.created


def test_cl_turn_08_stronger_than_superior_grumbles():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "ten", "king", "n"); t.sub(0, "eight", "ten", "n"); t.boss(1, "jack")
    t.c("eight").power_markers = 3
    turn.too_strong(t.g, 0)
    assert t.c("eight").unhappy == 1 and t.c("ten").unhappy == 0


def test_cl_mob_01_example_north_lieutenant_closes_cells():
    """A Crook north of the Boss closes the cells north of the east and west Lieutenants."""
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "ten", "king", "e"); t.sub(0, "nine", "king", "w"); t.boss(1, "jack")
    seat = t.g.seats[0]
    assert (1, 1) in grid.open_sides(seat, t.c("ten")) and (-1, 1) in grid.open_sides(seat, t.c("nine"))
    t.sub(0, "queen", "king", "n")
    assert (1, 1) not in grid.open_sides(seat, t.c("ten"))
    assert (-1, 1) not in grid.open_sides(seat, t.c("nine"))
    cells = {cell for _, cell in grid.legal_cells(t.g, seat, 0)}
    assert (1, 1) not in cells and (-1, 1) not in cells and (0, 2) in cells


def test_cl_mob_02_superior_must_be_stronger_boss_bonus_counts():
    t = Table(CARDS)
    t.boss(0, "jack"); t.boss(1, "king")      # jack 4 + 2 bonus = 6
    seat = t.g.seats[0]
    assert grid.legal_cells(t.g, seat, 5)      # a Power 5 fits under a 4-Power Boss with +2
    assert not grid.legal_cells(t.g, seat, 6)


def test_cl_mob_03_lieutenants_at_most_four():
    t = Table(CARDS)
    t.boss(0, "king")
    for side, cid in zip("nesw", ("queen", "jack", "ten", "nine")):
        t.sub(0, cid, "king", side)
    t.boss(1, "up")
    assert len(mob.lieutenants(t.g, 0)) == 4
    assert not grid.open_sides(t.g.seats[0], t.c("king"))


def test_cl_mob_04_new_crook_next_to_exactly_one_stronger():
    t = Table(CARDS)
    t.boss(0, "king"); t.sub(0, "nine", "king", "n"); t.boss(1, "jack")
    seat = t.g.seats[0]
    sups = {s.id for s, _ in grid.legal_cells(t.g, seat, 2)}
    assert sups == {"king"}                     # nine (2) cannot hold a Power 2


def test_cl_mob_05_rackets_not_on_grid():
    t = Table(CARDS)
    t.boss(0, "king"); t.boss(1, "jack"); r = t.racket(0, "r1")
    assert r.pos is None and all(c.kind == "crook" for c in t.g.seats[0].grid.values())
