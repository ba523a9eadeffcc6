"""Issue 17 (attacks and checks): the short ways the engine takes give what the long ways give.

The Mob grid's cells are counted with the four neighbours written out (grid.py), the victory
check's "can anybody be near the target?" reads its bounds once (victory._anyone_near), a
plain hit's leaders are found with one count of the Crooks (attack_choice._hit_leaders),
the log's words and the events nobody listens to are made only when needed, and an Unhappy
event is a class instead of a generator. Each test plays whole seeded games and, at every
decision, compares the engine's answer with one computed the long way (written here from the
rules, as the engine computed it before).
"""
from __future__ import annotations

import os
from collections import Counter

import pytest

from runtime.games.crime_lords import Game, actions, attack_choice, grid, mob, victory
from runtime.packs import load_generated
from runtime.players import RandomPlayer
from tests.fixtures.engine.scenario import Table, crook

GEN = os.path.join(os.path.dirname(__file__), "..", "generated", "crime_lords")


@pytest.fixture(scope="module")
def pack():
    return load_generated(GEN)


# ------------------------------------------------------------------ the long ways
def _nbrs(pos):
    x, y = pos
    return [(x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)]


def long_subs(seat, c):
    return [seat.grid[n] for n in _nbrs(c.pos) if n in seat.grid and seat.grid[n].sup is c]


def long_below(seat, c):
    out, queue = [], [c]
    while queue:
        for d in long_subs(seat, queue.pop(0)):
            out.append(d)
            queue.append(d)
    return out


def long_open_sides(seat, sup, ignore=()):
    """CL-MOB-02/03: empty cells next to sup with exactly one occupied neighbour."""
    def occupied(cell):
        return cell in seat.grid and seat.grid[cell].idx not in ignore
    return [n for n in _nbrs(sup.pos) if not occupied(n) and sum(map(occupied, _nbrs(n))) == 1]


def long_most_possible(g, rackets):
    mono, hold = g.V["type_monopoly"], g.V["district_hold"]
    total = len(rackets)
    if mono["bonus"] > 0:
        total += mono["bonus"] * sum(k >= mono["at_least"] for k in Counter(r.type for r in rackets).values())
    if hold["bonus"] > 0:
        total += hold["bonus"] * sum(k >= hold["at_least"] for k in Counter(r.district for r in rackets).values())
    return total


def long_hit_any(g, c):
    """CL-HIT-01: any Crook but the leader himself, uncontrolled or in a Mob still in the game."""
    return (any(x.kind == "crook" for x in g.state.zones["open"])
            or any(s.alive and any(x is not c for x in s.crooks) for s in g.seats))


# ------------------------------------------------------------------ the audit at every decision
class Prober(RandomPlayer):
    """A random player that, before each answer, compares the short ways with the long ones."""

    counts = Counter()

    def choose(self, d):
        g = d.game
        if g is not None and g.phase != "setup":
            _audit(g)
        return super().choose(d)


def _audit(g) -> None:
    n = Prober.counts
    for seat in g.seats:
        if not seat.alive:
            continue
        for c in seat.crooks:
            if c.pos is None:
                continue
            assert grid.subs(seat, c) == long_subs(seat, c)
            assert grid.below(seat, c) == long_below(seat, c)
            assert grid.open_sides(seat, c) == long_open_sides(seat, c)
            n["cells"] += 1
            # as a move asks it: the mover and those under him count as gone (actions.can_move)
            moving = {m.idx for m in [c] + grid.below(seat, c)}
            for s in seat.crooks:
                if s.pos is not None and s.idx not in moving:
                    assert grid.open_sides(seat, s, moving) == long_open_sides(seat, s, moving)
                    n["cells ignoring"] += 1
            if c is not seat.boss:     # CL-ACT-01: the menu's quick "can he move?" is the list's answer
                assert actions.can_move(g, seat.index, c) == bool(actions.move_destinations(g, seat.index, c))
                n["movers"] += 1
        lead = attack_choice.leaders(g, seat.index)
        assert attack_choice._hit_leaders(g, lead) == [c for c in lead if long_hit_any(g, c)]
        n["hit leaders"] += bool(lead)
    # CL-END-02/03: the victory check's bounds.
    alive = g.alive()
    if g.V.get("rackets_to_win", True) and alive:
        t = victory.target(g)
        for p in alive:
            rackets = g.seats[p].rackets
            assert victory.most_possible(g, rackets) == long_most_possible(g, rackets)
        near = not all(victory.most_of(g, len(g.seats[p].rackets)) < t - 1
                       or long_most_possible(g, g.seats[p].rackets) < t - 1 for p in alive)
        assert victory._anyone_near(g, alive, t - 1) == near
        sc = victory.scores(g)
        if not near:                   # the bound is sound: nobody counts t - 1 or more
            assert all(sc[p] < t - 1 for p in alive)
        n["near" if near else "far"] += 1


def test_cl_mob_01_05_cl_act_01_cl_hit_01_cl_end_03_short_ways_equal_long_ways_at_every_decision_of_30_games(pack):
    Prober.counts = Counter()
    for seed in range(30):
        players = 2 + seed % 5
        g = Game(pack, [Prober(seed * 13 + i) for i in range(players)], seed=seed, log=False,
                 house_rules=["short_game"] if seed % 3 == 0 else ())
        g.run(max_turns=60)
    counts = Prober.counts
    assert counts["cells"] > 50000 and counts["cells ignoring"] > 20000
    assert counts["movers"] > 10000
    assert counts["hit leaders"] > 20000
    assert counts["near"] > 200 and counts["far"] > 10000    # both answers of the check were compared


def test_the_probes_change_no_game(pack):
    """The audit above only reads: the same seeds play the same games with and without it."""
    for seed in range(4):
        plain = Game(pack, [RandomPlayer(seed + i) for i in range(4)], seed=seed, log=False)
        probed = Game(pack, [Prober(seed + i) for i in range(4)], seed=seed, log=False)
        assert plain.run(max_turns=40) == probed.run(max_turns=40)
        assert plain.answers == probed.answers and plain.snapshot() == probed.snapshot()


# ------------------------------------------------------------------ words only when kept
class Reader(RandomPlayer):
    """A random player that reads every decision's labels as a person would (they are made lazily)."""

    def __init__(self, seed):
        super().__init__(seed)
        self.read = Counter()

    def choose(self, d):
        labels = d.labels
        if labels is not None:
            assert len(labels) == len(d.options)
            assert all(isinstance(x, str) and x for x in labels)
            if d.kind in ("place", "replace"):
                seat = d.game.seats[d.player]
                assert labels == [grid.cell_label(d.game, seat, s, c) for s, c in d.options]
            self.read[d.kind] += 1
        return super().choose(d)


def test_a_game_with_a_log_and_one_without_make_the_same_decisions(pack):
    """The attack's sums, the cards drawn, the Unhappy lines are worded only when a log is kept or
    shown: with or without one, every seed gives the same answers, state and action counts, and a
    person reading the labels of the Mob's placement decisions gets the cells' words."""
    read = Counter()
    for seed in range(12):
        players = 2 + seed % 5
        quiet = Game(pack, [RandomPlayer(seed * 5 + i) for i in range(players)], seed=seed, log=False)
        readers = [Reader(seed * 5 + i) for i in range(players)]
        loud = Game(pack, readers, seed=seed, log=True)
        assert quiet.run(max_turns=80) == loud.run(max_turns=80)
        assert quiet.answers == loud.answers
        assert quiet.snapshot() == loud.snapshot()
        assert quiet.tally == loud.tally and quiet.used_cards == loud.used_cards
        assert quiet.log.lines == [] and loud.log.lines
        for r in readers:
            read.update(r.read)
    assert read["place"] > 50 and read["boss"] > 20   # setup lays every Mob out: labels were read
    text = "\n".join(t for _, t in loud.log.lines)
    assert "tries to" in text and "success number" in text


# ------------------------------------------------------------------ the Unhappy event (CL-UNH-04)
CARDS = [crook("king", 6), crook("queen", 5), crook("jack", 4), crook("big", 6, 6)]


def test_cl_unh_04_markers_of_a_joined_event_land_first_and_a_failed_event_settles_nobody():
    t = Table(CARDS)
    g = t.g
    t.boss(0, "king"); t.boss(1, "big")
    t.sub(0, "queen", "king", "n"); t.sub(0, "jack", "queen", "n")
    limit = g.R["unhappy_limit"]
    queen = t.c("queen")
    queen.unhappy = limit - 1
    with mob.event(g) as outer:
        with mob.event(g) as inner:            # an event opened inside another joins it
            assert inner is outer and g.unrest is outer
            mob.add_unhappy(g, [queen], 1, "test")
        assert queen.zone == "crooks"          # at the limit, but the event is not over
    assert g.unrest is None
    assert queen.zone == "discard"             # then he quits (not from pay) ...
    jack = t.c("jack")
    assert jack.zone == "crooks" and jack.pos is not None   # ... and his man is re-placed (settled)

    # An event that fails half-way: nobody quits, nobody settles, and the next event starts afresh.
    jack.unhappy = limit - 1
    with pytest.raises(RuntimeError):
        with mob.event(g):
            mob.add_unhappy(g, [jack], 1, "test")
            raise RuntimeError("stop")
    assert g.unrest is None and jack.zone == "crooks"
    mob.add_unhappy(g, [t.c("king")], 1, "test")
    assert jack.zone == "crooks"               # his marker belonged to the failed event only


def test_cl_rec_01_03_a_recruit_asked_the_quick_way_plays_as_one_asked_leader_by_leader(pack):
    """With stats order-free a recruit lists its pool of targets once for the leaders and the
    target (attack_choice._do_recruit); asked the long way (every leader's targets listed, as
    when stats are not order-free) the same seeds play the same games, recruits included."""
    recruits = 0
    for seed in range(10):
        quick = Game(pack, [RandomPlayer(seed * 3 + i) for i in range(4)], seed=seed, log=False)
        slow = Game(pack, [RandomPlayer(seed * 3 + i) for i in range(4)], seed=seed, log=False)
        assert quick.stats_order_free
        slow.stats_order_free = False
        assert quick.run(max_turns=60) == slow.run(max_turns=60)
        assert quick.answers == slow.answers and quick.snapshot() == slow.snapshot()
        recruits += sum(t.get("recruit", 0) for t in quick.tally.values())
    assert recruits > 100
