"""Nothing Personal rules, clause by clause (docs/rules/nothing-personal.md), on the engine through its
decisions; the seed's examples are in test_np_examples.py, the CLI in test_np_cli.py."""
from __future__ import annotations

import pytest

from runtime.games.nothing_personal import actions
from runtime.games.nothing_personal.game import NothingPersonalGame
from runtime.kernel.errors import GameError
from runtime.players.scripted import FirstOption
from tests.np_support import NEUTRAL, PACK, card, gangster, give, new_game, put, set_money


# ---------------------------------------------------------------- setup and the calendar
def test_np_set_01_02_03_05_06_r_02_r_04_setup():
    g = NothingPersonalGame(PACK, [FirstOption() for _ in range(4)], seed=5, check_invariants=True)
    g.setup()
    R = g.R
    assert (R.markers, R.neutral_markers, R.blackmail_tokens, R.start_money) == (25, 15, 8, 5)
    assert all(len(s.hand) == 4 and s.money == 5 and s.respect == 0 for s in g.seats)      # NP-SET-02, NP-SET-06
    assert all(s.supply == 25 - 3 for s in g.seats)                                          # NP-SET-05: three laps
    capo = g.slot["capo"]
    assert capo.start and set(capo.types) == set(R.types)                                    # NP-SET-03, NP-R-02
    assert all(g.slot[p] is not None for p in R.active + R.soci) and len(g.board()) == 12
    assert g.first == 0                                                                      # NP-R-04
    with pytest.raises(GameError, match="NP-SET-01"):
        NothingPersonalGame(PACK, [FirstOption() for _ in range(6)])


def test_np_set_04_r_03_every_type_among_positions_four_to_eight():
    for seed in range(1, 30):
        g = NothingPersonalGame(PACK, [FirstOption() for _ in range(3)], seed=seed)
        g.setup()
        middle = {t for p in g.R.positions if 4 <= p["number"] <= 8 for t in g.slot[p["id"]].types}
        assert set(g.R.types) <= middle


def test_np_rnd_01_02_r_01_the_calendar_and_die_are_data():
    g = new_game(3)
    assert g.R.calendar.phases == ("influence", "business", "fence", "feds", "family", "calendar")
    assert g.R.calendar.length == 30
    assert g.R.die.faces == (1, "switchblade", 3, 4, 5, 6) and g.R.kill_face == "switchblade"   # NP-R-01
    g.capo = 2
    assert g.order() == [2, 0, 1]                                                                 # NP-RND-02


# ---------------------------------------------------------------- phase A
def test_np_inf_01_04_05_06_menu_and_order():
    g = new_game(3, scripts={0: {"influence": ["action"], "card": ["influence_06"]}})
    set_money(g, 0, 0)
    give(g, 0, "influence_06", "influence_93")     # 2 purple AND take $5; 2 red + 2 purple OR take $12
    g.players[0].push("card", "influence_93")
    actions.influence_turn(g, 0, ante_open=False)
    assert g.seats[0].money == 12 and sum(c.inf.get(0, 0) for c in g.board()) == 0    # NP-INF-05: OR, nothing placed
    g.players[0].push("influence", "play")
    g.players[0].push("card", "influence_06")
    actions.influence_turn(g, 0, ante_open=False)
    assert g.seats[0].money == 17 and sum(c.inf.get(0, 0) for c in g.board()) == 2    # NP-INF-04: AND after placing
    g2 = new_game(3, scripts={1: {"influence": ["marker"], "card": ["influence_03"]}})
    give(g2, 1, "influence_03")
    actions.influence_turn(g2, 1, ante_open=False)
    assert sum(c.inf.get(1, 0) for c in g2.board()) == 1                              # NP-INF-06
    g3 = new_game(3, scripts={i: {"influence": ["pass"]} for i in range(3)})
    g3.phase_influence()                                                                # NP-INF-01: all pass, it ends
    assert all(s.passed for s in g3.seats)


def test_np_inf_08_09_r_06_any_time_and_cash():
    g = new_game(3, scripts={1: {"any_time": ["influence_25", "pass"]}, 0: {"any_time": ["pass"]},
                             2: {"any_time": ["pass"]}})
    give(g, 1, "influence_25")                    # 3 wild, any time
    set_money(g, 1, 7)
    actions.any_time_window(g)
    assert g.seats[1].money == 2 and sum(c.inf.get(1, 0) for c in g.board()) == 3      # NP-INF-08: $5 outside A
    g.players[0].push("influence", "cash", "pass")
    give(g, 0, "influence_03")
    actions.influence_turn(g, 0, ante_open=True)
    assert g.seats[0].money == 8 and g.seats[0].passed                                  # NP-INF-09: no turn spent
    # an any-time card in phase A pays no ante (NP-INF-08)
    g.ante = 6
    g.players[2].push("influence", "play")
    give(g, 2, "influence_72")
    actions.influence_turn(g, 2, ante_open=True)
    assert not [d for d in g.players[2].seen if d.kind == "ante"]



def test_np_inf_08_any_time_is_the_abilitys_timing():
    """NP-INF-08: what may be played outside phase A (and without the ante in it) is a card whose ability
    is written `play any_time`; a card with an `instead` (OR) or `after_placing` (AND) ability is not."""
    g = new_game(3, scripts={2: {"influence": ["play", "pass"]}})
    give(g, 1, "influence_25", "influence_06", "influence_13")   # any time; AND take $5; OR from prison
    set_money(g, 1, 7)
    assert [c.id for c in actions.window_options(g, 1)] == ["influence_25"]
    assert [r.timing for r in PACK.abilities["influence_25"]] == ["any_time"]
    g.ante = 6                                    # in phase A an ordinary card pays the ante
    give(g, 2, "influence_03")
    set_money(g, 2, 8)
    actions.influence_turn(g, 2, ante_open=True)
    assert [d for d in g.players[2].seen if d.kind == "ante"] and g.seats[2].money == 2


def play_ability(g, p: int, cid: str, placed=None):
    """Use the card's one played ability for seat p (the card put in p's hand first), as the engine does."""
    c = card(g, cid)
    if c.zone != "hand" or c.owner != p:
        g.state.move(c, "hand", p)
    g.placed = placed
    [rec] = PACK.abilities[cid]
    actions.use_action(g, p, c, rec)
    g.placed = None
    return c


def test_np_inf_10_markers_are_limited():
    g = new_game(3)
    g.seats[0].supply = 1
    assert g.place(0, g.slot["capo"], 3) == 1 and g.seats[0].supply == 0


def test_np_inf_11_ctl_04_capo_token_moves_at_once():
    g = new_game(3)
    g.capo = 0
    g.place(2, g.slot["capo"], 1)
    assert g.capo == 2
    g.place(1, g.slot["capo"], 1)                  # a tie: nobody has the most; the token stays
    assert g.capo == 2


def test_np_r_12_ante_resets_each_phase_a():
    g = new_game(3, scripts={i: {"influence": ["pass"]} for i in range(3)})
    g.ante = 9
    g.phase_influence()
    assert g.ante == 0


# ---------------------------------------------------------------- control
def test_np_ctl_01_02_03_neg_01_05_control_ties_and_offers():
    g = new_game(3, scripts={0: {"tie": [2]}, 1: {"offer": ["none"]}, 2: {"offer": [("money", 1, 3)]}})
    x = g.slot["racketeer"]
    assert g.controller(x) is None                                     # NP-CTL-02: no markers
    g.place(1, x, 2)
    assert g.controller(x) == 1                                        # NP-CTL-01
    g.place(NEUTRAL, x, 2)
    assert g.controller(x) is None                                     # NP-CTL-02: neutral ties the lead
    g.remove(NEUTRAL, x, 2)
    g.place(2, x, 2)
    g.capo = 0
    set_money(g, 2, 5)
    assert g.controller(x) is None                                     # ties count for nobody outside phase B
    assert g.controller(x, ties=True) == 2                             # NP-CTL-03: the Capo's choice
    assert g.seats[2].money == 2 and g.seats[0].money == 3             # NP-NEG-05: the accepted offer is paid


def test_np_neg_06_no_offer_outlives_its_decision():
    g = new_game(3, scripts={0: {"tie": [1, 1]}, 2: {"offer": [("money", 1, 2), "none"]}, 1: {"offer": ["none", "none"]}})
    x = g.slot["racketeer"]
    g.place(1, x, 2), g.place(2, x, 2)
    g.capo = 0
    set_money(g, 2, 5)
    g.controller(x, ties=True)                                          # the Capo picks 1, not 2's offer
    assert g.seats[2].money == 5
    g.controller(x, ties=True)                                          # asked again: no old offer remains
    tie = [d for d in g.players[0].seen if d.kind == "tie"][-1]
    assert "offers" not in " ".join(tie.labels)


# ---------------------------------------------------------------- phase B
def test_np_bus_01_03_04_r_05_income_and_actions_order():
    g = new_game(3, scripts={0: {"gangster_action": ["pass"] * 12}})
    for pid in g.R.active + g.R.soci:
        g.place(0, g.slot[pid], 1)
    g.seats[0].respect = 50
    expected = 0
    for pid in g.R.active:
        c, pos = g.slot[pid], g.R.pos[pid]
        expected += c.respect * pos["respect"] if pos.get("respect_times") else c.respect + pos["respect"]
    g.phase_business()
    assert g.seats[0].respect == max(0, 50 + expected) or g.seats[0].respect >= 0
    acted = [d.info.pos for d in g.players[0].seen if d.kind == "gangster_action"]
    assert acted == [p for p in reversed(g.R.active) if p in acted]              # NP-BUS-03: #1 upward
    assert not any(p.startswith("soci") for p in acted)                           # NP-BUS-04


def test_np_bus_01_never_below_zero():
    g = new_game(3)
    a = gangster(g, respect=-3, money=-3)
    put(g, a.id, "third_guy")
    g.award(0, a, money=True)
    assert g.seats[0].respect == 0 and g.seats[0].money == 0


def test_np_bus_05_pos_02_negate():
    g = new_game(3, scripts={0: {"gangster_action": ["position"], "negate": [lambda d: d.options[0]]}})
    guy = g.slot["second_guy"]
    g.place(0, guy, 2)
    actions.gangster_action(g, guy)
    target = next(c for c in g.board() if c.negated)
    g.place(1, target, 3)
    actions.gangster_action(g, target)                                           # no action; the token goes
    assert not target.negated and not [d for d in g.players[1].seen if d.kind == "gangster_action"]


def test_np_blk_01_02_04_neg_02_blackmail_leave():
    g = new_game(3, scripts={1: {"leave": ["refuse"], "offer": ["none"]}, 2: {"offer": ["none"]}})
    x = g.slot["enforcer"]
    give(g, 1, "influence_51")                     # 1 Enforcer AND blackmail
    g.players[1].push("influence", "play")
    actions.influence_turn(g, 1, ante_open=False)
    assert x.blackmail == 1 and x.inf[1] == 1 and g.blackmail_left == 7          # NP-BLK-01
    play_ability(g, 1, "influence_51", placed=x)          # the same card's ability again on him
    assert g.blackmail_left == 7                                                 # NP-BLK-02: one per gangster
    g.place(0, x, 3)
    actions.gangster_action(g, x)
    assert g.tally[1]["blackmail_refused"] == 1 and not [d for d in g.players[0].seen if d.kind == "gangster_action"]


def test_np_blk_03_05_fam_05_token_goes_with_its_marker_and_only_blocks_actions():
    g = new_game(3)
    x = g.slot["enforcer"]
    g.place(1, x, 1)
    x.blackmail, g.blackmail_left = 1, 7
    g.place(0, x, 2)
    g.remove(1, x)
    assert x.blackmail is None and g.blackmail_left == 8                         # NP-BLK-03
    g.place(1, x, 1)
    x.blackmail, g.blackmail_left = 1, 7
    g.place(2, g.slot["capo"], 1)
    actions.switch(g, (x, 1), (g.slot["capo"], 2))
    assert x.blackmail == 2 and x.inf.get(2) == 1 and not x.inf.get(1)           # the switch hands it over
    g.unseat(g.slot["first_guy"], "dead")
    g.phase_family()                                                             # NP-BLK-05, NP-FAM-05: no leave asked
    assert not [d for p in g.players for d in p.seen if d.kind == "leave"]
    assert x.blackmail == 2 and g.slot["first_guy"] is not None


# ---------------------------------------------------------------- moves
def test_np_move_01_03_04_06_07_09_r_08_moves():
    g = new_game(3, scripts={0: {"reroll": ["no"] * 10}, 1: {"reroll": ["no"] * 10}, 2: {"reroll": ["no"] * 10}})
    m = gangster(g, respect=0)
    put(g, m.id, "third_guy")
    g.place(0, m, 2)
    menu = None
    g.players[0].push("gangster_action", lambda d: (setattr(g, "_menu", d.options), "pass")[1])
    actions.gangster_action(g, m)
    assert {o[1] for o in g._menu if isinstance(o, tuple)} == g.R.adjacent["third_guy"] == {"bean_counter"}
    t = g.slot["bean_counter"]
    t.respect = 2
    g.place(1, t, 2)
    g.seats[1].respect = 2
    g.dice.load(6)                                                               # NP-MOVE-03: 6 always succeeds
    actions.make_move(g, 0, m, "bean_counter")
    assert m.pos == "bean_counter" and t.pos == "third_guy" and m.sideways and t.sideways    # NP-MOVE-04
    assert g.seats[0].respect == 4 and g.seats[1].respect == 0                   # NP-R-08: winner +4, loser to 0
    assert m.inf.get(NEUTRAL) == 1                                               # NP-MOVE-07
    t.respect = 0
    t.sideways = False
    g.dice.load(6)
    before = [s.respect for s in g.seats]
    actions.make_move(g, 1, t, "bean_counter")
    assert [s.respect for s in g.seats] == before                                # NP-MOVE-09
    g.dice.load("switchblade")
    actions.make_move(g, 1, t, "bean_counter")
    assert t.zone == "dead" and not t.inf and t.pos is None                      # NP-MOVE-03/06


def test_np_move_08_neg_04_anyone_may_reroll():
    g = new_game(3, scripts={2: {"reroll": ["yes", "no"]}, 0: {"reroll": ["no", "no"]}, 1: {"reroll": ["no", "no"]}})
    m = gangster(g, respect=0)
    put(g, m.id, "third_guy")
    g.place(0, m, 1)
    set_money(g, 2, 10)
    g.dice.load(6, 1)
    actions.make_move(g, 0, m, "bean_counter")
    assert g.seats[2].money == 0 and m.pos == "third_guy"


# ---------------------------------------------------------------- whacks
def test_np_hit_01_03_04_r_14_whack_faces_and_costs():
    g = new_game(3, scripts={1: {"gangster_action": ["position", "position"]}})
    hitter = g.slot["third_guy"]
    g.place(1, hitter, 2)
    set_money(g, 1, 10)
    capo = g.slot["capo"]
    targets = actions.whack_targets(g, 1, hitter, 10)
    assert capo not in targets                                                   # NP-HIT-04: $20 for the Capo
    g.players[1].push("ability_target", lambda d: d.options[0])
    g.dice.load(1)
    actions.gangster_action(g, hitter)
    assert g.seats[1].money == 0 and hitter.zone == "board"                      # a 1 fails
    set_money(g, 1, 10)
    g.seats[1].respect = 6
    g.players[1].push("ability_target", lambda d: d.options[0])
    g.dice.load("switchblade")
    actions.gangster_action(g, hitter)
    assert hitter.zone == "dead" and g.seats[1].respect == 2                     # NP-HIT-03, NP-R-14


def test_np_pos_01_gng_03_untouchable_and_capo_negated():
    g = new_game(3)
    capo = g.slot["capo"]
    set_money(g, 0, 10)
    capo.negated = True
    assert capo in actions.whack_targets(g, 0, None, 10)                         # NP-POS-02: negated extra cost
    put(g, "gangster_lou_quiet_rizzo", "capo")                                   # an untouchable's ability
    assert g.slot["capo"] not in actions.whack_targets(g, 0, None, 10)
    assert g.slot["racketeer"] in actions.whack_targets(g, 0, None, 10)


# ---------------------------------------------------------------- positions' powers
@pytest.mark.parametrize("pid,power", [("first_guy", "remove"), ("bean_counter", "steal"), ("racketeer", "switch"),
                                       ("enforcer", "place"), ("counselor", "neutral"), ("underboss", "draw")])
def test_np_pos_03_04_05_06_07_08_position_powers(pid, power):
    g = new_game(3, scripts={0: {"gangster_action": ["position"], "ability_target": [lambda d: d.options[-1]]}})
    x = g.slot[pid]
    g.place(0, x, 3)
    other = g.slot["capo"] if pid != "capo" else g.slot["underboss"]
    g.place(1, other, 2)
    set_money(g, 1, 5)
    before = (g.seats[0].money, len(g.seats[0].hand), g.neutral, g.seats[0].supply, dict(other.inf))
    actions.gangster_action(g, x)
    assert g.tally[0]["power_" + pid] == 1 and g.tally[0]["position_power"] == 1
    if power == "steal":
        assert g.seats[0].money == before[0] + 3 and g.seats[1].money == 2
    elif power == "draw":
        assert len(g.seats[0].hand) == before[1] + 1
    elif power == "neutral":
        assert g.neutral == before[2] - 3
    elif power == "place":
        assert g.seats[0].supply == before[3] - 1
    elif power == "remove":
        assert sum(c.inf.get(0, 0) + c.inf.get(1, 0) for c in g.board()) == 4
    elif power == "switch":
        assert sum(c.inf.get(0, 0) for c in g.board()) == 3 and sum(c.inf.get(1, 0) for c in g.board()) == 2


def test_np_pos_09_pos_10_capo_has_no_power_and_the_board_is_data():
    g = new_game(3)
    R = g.R
    capo_card = g.position_card["capo"]
    assert not actions.ability_actions(g, capo_card) and actions.first_usable(g, 0, capo_card) is None
    assert sorted(g.position_card) == sorted(R.active)                           # one card per numbered position
    assert R.pos["underboss"]["respect_times"] and R.parent["first_guy"] == "enforcer"
    assert R.parent["underboss"] == R.parent["counselor"] == "capo"


# ---------------------------------------------------------------- phases C, D, E and the end
def test_np_fen_01_02_fence_draws_and_buys():
    g = new_game(3, scripts={0: {"buy": [2]}, 1: {"buy": [0]}})
    g.place(0, g.slot["capo"], 1)
    g.place(1, g.slot["underboss"], 1), g.place(1, g.slot["counselor"], 1)
    set_money(g, 0, 25), set_money(g, 1, 25)
    g.phase_fence()
    assert [len(s.hand) for s in g.seats] == [3 + 2, 2, 4] and g.seats[0].money == 5


def test_np_fed_01_02_03_feds():
    g = new_game(3)
    x, y = g.slot["racketeer"], g.slot["enforcer"]
    g.place(0, x, 5), g.place(1, x, 4)                 # 9 markers: prison in a 3-player game
    y = put(g, "gangster_ritchie_fiore", "enforcer")                             # a made man: prison at 12
    g.place(0, y, 10)
    g.slot["first_guy"].sideways = True
    g.phase_feds()
    assert x.zone == "prison" and g.seats[1].supply == 25 and y.zone == "board"
    assert not g.slot["first_guy"].sideways


def test_np_fam_01_02_03_04_r_07_filling_the_seats():
    g = new_game(3, scripts={0: {"fill": [lambda d: d.options[0]] * 10}})
    capo, under = g.slot["capo"], g.slot["underboss"]
    g.place(0, under, 3)
    g.unseat(capo, "dead")
    g.unseat(g.slot["enforcer"], "dead")
    g.phase_family()
    assert g.slot["capo"] is under and g.capo == 0                               # NP-FAM-01
    assert all(g.slot[p] is not None for p in g.R.active + g.R.soci)              # NP-FAM-02/04
    promoted = [c for c in g.board() if c.promoted]
    assert len(promoted) == len({c.id for c in promoted})                         # NP-FAM-03: once each
    fills = [d for d in g.players[0].seen if d.kind == "fill"]
    assert fills and all(d.player == 0 for d in fills)                           # NP-R-07: the Capo decides


def test_np_end_01_02_03_r_09_the_end_and_tie_breaks():
    g = new_game(3)
    g.seats[0].respect = g.seats[1].respect = 10
    set_money(g, 0, 9), set_money(g, 1, 9)
    g.capo = 2
    g.turn = g.R.calendar.length
    g.finish()
    assert g.final[0]["cards"] == 0 and g.seats[0].respect == 10                  # $9 buys no respect
    assert g.outcome in ("win", "shared") and g.winners
    g2 = new_game(3)
    g2.seats[1].respect = 3
    give(g2, 1, "influence_01", "influence_02")
    g2.finish()
    assert g2.seats[1].respect == 3 + 1 and g2.final[1]["money"] == 16            # 2 cards x $8 -> 1 respect
    g3 = new_game(3)
    g3.seats[0].respect = g3.seats[2].respect = 5
    g3.capo = 2
    assert g3.tie_break() == [2]                                                  # NP-END-03: the Capo token first


# ---------------------------------------------------------------- cards and gangsters
def test_np_crd_01_02_03_r_11_the_influence_deck():
    cards = [c for c in PACK.cards if c["kind"] == "influence"]
    assert len(cards) == 94
    acting = [c for c in cards if PACK.abilities.get(c["id"])]
    assert len(acting) == 94 - 15                                                # NP-CRD-02: actions as abilities
    assert all(len(PACK.abilities[c["id"]]) == 1 and PACK.abilities[c["id"]][0].special for c in acting)
    timings = {r.timing for c in acting for r in PACK.abilities[c["id"]]}
    assert timings == {"after_placing", "instead", "any_time", "whack_attempted", "whack_succeeded"}
    two = [c for c in cards if len(c["icons"]) == 2]
    assert len(two) == 4 + 4 + 9 + 2                                             # the two-icon rows of the seed
    assert any(c["icons"] == [{"target": "capo", "count": 3}] and
               [r.timing for r in PACK.abilities.get(c["id"], ())] == ["any_time"] for c in cards)


def test_np_gng_01_02_03_the_gangsters():
    cards = [c for c in PACK.cards if c["kind"] == "gangster"]
    assert len(cards) == 50 and sum(1 for c in cards if c.get("start")) == 1
    powered = [c for c in cards if c.get("power")]
    assert len(powered) == 20 and all(PACK.abilities.get(c["id"]) for c in powered)   # NP-GNG-03: as abilities
    assert len({c["power"] for c in powered}) == 10
    g = new_game(3, scripts={0: {"gangster_action": ["gangster"]}})
    x = put(g, "gangster_nicky_cattaneo", "racketeer")                          # a loan shark
    g.place(0, x, 2)
    actions.gangster_action(g, x)
    assert g.seats[0].money == 4                                                 # an action power
    assert g.tally[0]["gangster_power"] == 1
    h = put(g, "gangster_teresa_marchetti", "enforcer")                         # a hothead: innate, no action
    assert actions.move_bonus(g, h) == h.respect + 1 and not actions.ability_actions(g, h)


def test_np_r_10_13_soci_never_act_and_sideways_gangsters_do_not_act_again():
    g = new_game(3, scripts={0: {"gangster_action": ["pass"] * 12}})
    for pid in g.R.soci:
        g.place(0, g.slot[pid], 2)
    g.slot["racketeer"].sideways = True
    g.place(0, g.slot["racketeer"], 2)
    g.phase_business()
    assert not [d for d in g.players[0].seen if d.kind == "gangster_action"]


def test_np_neg_03_05_who_places_the_extra_influence():
    # A favour owed: the player picks who places; an offer for that answer is paid once he accepts it.
    g = new_game(3, scripts={0: {"influence": ["play"], "allow": [2]},
                             1: {"offer": [("money", 0, 4)]}, 2: {"offer": [("money", 1, 3)], "place": ["gangster_don_aurelio_vasto"]}})
    give(g, 0, "influence_02")                         # 3 purple AND another places 1
    set_money(g, 1, 4), set_money(g, 2, 3)
    actions.influence_turn(g, 0, ante_open=False)
    assert g.slot["capo"].inf.get(2) == 1
    assert [s.money for s in g.seats] == [3, 4, 0]     # P3's offer (for P3) paid; P2's (for P2) not
    assert g.tally[0]["offer_accepted"] == 1


def test_np_every_clause_and_ruling_is_named_by_a_test():
    import glob
    import os
    import re
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ids = set(re.findall(r"NP-[A-Z]+-[0-9]+", open(os.path.join(root, "docs", "rules", "nothing-personal.md")).read()))
    names = re.findall(r"def (test_np_\w+)", "".join(open(f).read() for f in glob.glob(os.path.join(root, "tests", "test_np_*.py"))))
    named = set()
    for n in names:
        group = None
        for part in n.split("_")[2:]:
            if part.isalpha():
                group = part
            elif part.isdigit() and group:
                named.add(f"NP-{group.upper()}-{part}")
    assert len(ids) > 90 and not sorted(ids - named)


def test_np_gng_03_steady_hand_rolls_a_failed_move_again():
    g = new_game(3, scripts={i: {"reroll": ["no"] * 4} for i in range(3)})
    m = put(g, "gangster_sal_serra", "second_guy")                               # respect -2: a steady hand
    g.place(0, m, 2)
    g.dice.load(1, 6)                                                            # fails, then the free roll: a 6
    actions.make_move(g, 0, m, "racketeer")
    assert m.pos == "racketeer" and g.dice.draws >= 2


def test_np_r_14_a_cards_whack_has_no_hitter():
    g = new_game(3, scripts={0: {"whack_target": [lambda d: d.options[0]]}})
    set_money(g, 0, 5)
    g.seats[0].respect = 6
    size = len(g.board())
    g.dice.load("switchblade")
    actions.whack(g, 0, None, 5, True)
    assert len(g.board()) == size and g.seats[0].respect == 2 and g.seats[0].money == 0


def test_np_r_15_from_prison_keeps_the_seats_markers():
    g = new_game(3, scripts={0: {"swap_out": ["gangster_don_aurelio_vasto"]}})
    capo = g.slot["capo"]
    g.place(0, capo, 3)
    jailed = g.slot["racketeer"]
    g.unseat(jailed, "prison")
    g.players[0].push("swap_in", jailed.id)
    play_ability(g, 0, "influence_13")           # 3 green OR replace a gangster with one in prison
    assert g.slot["capo"] is jailed and jailed.inf == {0: 3} and capo.zone == "prison" and not capo.inf


def test_np_r_16_cash_in_phase_a_only():
    g = new_game(3, scripts={i: {"any_time": ["pass"]} for i in range(3)})
    give(g, 0, "influence_03")
    assert actions.window_options(g, 0) == []          # a plain card: nothing to do in a window, not even cash
    g.players[0].push("influence", "cash", "cash", "pass")
    give(g, 0, "influence_11")
    actions.influence_turn(g, 0, ante_open=False)
    assert g.seats[0].money == 16 and not g.seats[0].hand and g.seats[0].passed
