"""The heuristic player's short ways give the answers of its long ways (issue 31: speed).

Each short way of runtime/games/crime_lords/heuristic.py is checked against a reference that does
the work in full, at every decision of whole seeded games (plain rules and last man standing,
CL-OPT-04): the attack chosen from the action menu (CL-ACT-01: weighed from the highest bound
down, against weighing every takeover, recruit and hit in menu order), and the table as the
player reads it (its View, kept across decisions while what it reads is unchanged, against one
made afresh).
"""
from __future__ import annotations

import os

import pytest

from runtime.games import engine_of
from runtime.games.crime_lords import attack_numbers, attacks, heuristic, responses, victory
from runtime.games.crime_lords.actions import move_destinations, movers
from runtime.games.crime_lords.attack_choice import attack_leaders
from runtime.games.crime_lords.heuristic import (
    AIM, GOOD_ENOUGH, HeuristicPlayer, View, after, chance, crook_worth, estimate,
    expected_defence, fits, racket_worth, spare, strength,
)
from runtime.packs import load_generated
from runtime.players.search import SearchPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CL = load_generated(os.path.join(ROOT, "generated", "crime_lords"))


def reference_best_helper(g, leader, exclude) -> int:
    """best_helper as first written: the strongest Crook under the leader with a token (CL-REC-05,
    CL-TKO-05), through attacks.under."""
    return max([g.power(c) for c in attacks.under(g, leader) if c.token and c is not exclude], default=0)


def reference_expected_defence(g, kind, target) -> int:
    """expected_defence of a takeover as first written (the defender's strongest Crook with a token)."""
    q = target.owner if target.zone in ("crooks", "rackets") else -1
    if kind != "takeover" or q < 0:
        return expected_defence(g, kind, target)
    return max((g.power(c) for c in g.seats[q].crooks if c.token), default=0)


def reference_attacks(player, g, p, kind):
    """The heuristic's weighing of every attack of one kind before issue 31 (every target, every
    leader), kept here as the reference."""
    money = spare(g, p)
    view = View(g, p)
    th, hunt = view.threat, view.hunt
    leaders = sorted(attack_leaders(g, p, kind), key=lambda c: (-g.power(c), c.idx))
    if not leaders:
        return
    top = leaders[0]
    cap = g.R["hit_money_cap"] if kind == "hit" else money
    helper = {c.idx: reference_best_helper(g, c, None) for c in leaders}
    for t in attacks.targets(g, kind, top):
        if kind == "hit":
            if t.owner == p or t.zone != "crooks":
                continue
            if g.is_boss(t):
                if hunt and strength(g, p) > strength(g, t.owner):
                    cand = player._boss_hit(g, p, leaders, t, money)
                    if cand is not None:
                        yield cand[0] * th.get(t.owner, 0.5), kind, cand[1], t
                continue
            worth = (0.2 + g.power(t) * 0.15) * th.get(t.owner, 0.5) * (2 if hunt else 1) + 0.2
        elif kind == "recruit":
            if g.pay_of(t) > money or not fits(g, p, top, t):
                continue
            worth = crook_worth(g, p, t, view)
            if t.owner >= 0:
                worth += 0.2 * th.get(t.owner, 0.5) * (2 if hunt else 1)
        else:
            worth = racket_worth(g, p, t, view)
        base = estimate(g, kind, top, t) - g.power(top) - reference_expected_defence(g, kind, t)

        def odds(leader, t=t, base=base, worth=worth):
            n = base + g.power(leader) + (helper[leader.idx] if t.owner != p else reference_best_helper(g, leader, t))
            return chance(n + max(0, min(cap, money, AIM - n, int(4 + 4 * worth))))

        best = odds(top)
        leader = top
        for c in reversed(leaders[1:]):
            if kind == "recruit" and (g.power(c) <= g.power(t) or not fits(g, p, c, t)):
                continue
            if c is t:
                continue
            if odds(c) >= best - 0.05:
                leader = c
                break
        yield worth * best, kind, leader, t


def reference_best(player, g, p, opts):
    best = key = None
    for kind in ("takeover", "recruit", "hit"):
        if kind not in opts:
            continue
        for cand in reference_attacks(player, g, p, kind):
            k = (cand[0], -after(g, p, cand[3].owner))
            if best is None or k > key:
                best, key = cand, k
    return best if best is not None and best[0] >= GOOD_ENOUGH else None


def reference_bonus_gain(view: View, r) -> int:
    """View.bonus_gain as first written: every seat's counts looked at for each Racket."""
    g, p = view.g, view.p
    mono, hold = g.V["type_monopoly"], g.V["district_hold"]
    o = r.owner if r.owner in view.types and r.owner != p else -1
    gain = 0
    mine = view.types.get(p, {})
    others = sum(c.get(r.type, 0) for q, c in view.types.items() if q != p) - (1 if o >= 0 else 0)
    before = mine.get(r.type, 0) >= mono["at_least"] and others + (1 if o >= 0 else 0) == 0
    after = mine.get(r.type, 0) + 1 >= mono["at_least"] and others == 0
    gain += mono["bonus"] * (int(after) - int(before))
    mine = view.dists.get(p, {})
    most = [c.get(r.district, 0) - (1 if q == o else 0) for q, c in view.dists.items() if q != p]
    most_before = [c.get(r.district, 0) for q, c in view.dists.items() if q != p]
    before = mine.get(r.district, 0) >= hold["at_least"] and all(k <= hold["others_at_most"] for k in most_before)
    after = mine.get(r.district, 0) + 1 >= hold["at_least"] and all(k <= hold["others_at_most"] for k in most)
    gain += hold["bonus"] * (int(after) - int(before))
    return gain


def reference_takeover_part(view: View, t) -> tuple:
    """View.takeover_part as first written: the counts through counts_of, the worth through
    bonus_gain's first-written form (CL-TKO-03/04, CL-END-03)."""
    p, R = view.p, view.g.R
    q = t.owner if t.zone in ("rackets", "crooks") else -1
    by_district, by_type = R["takeover_district_bonus"], R["takeover_type_bonus"]
    mine_t, mine_d = view.counts_of(p)
    n = mine_d.get(t.district, 0) * by_district + mine_t.get(t.type, 0) * by_type
    if q >= 0:
        their_t, their_d = view.counts_of(q)
        own = 1 if t.zone == "rackets" else 0
        n -= (their_d.get(t.district, 0) - own) * by_district + (their_t.get(t.type, 0) - own) * by_type
    worth = 0.4 if view.hunt else 1 + reference_bonus_gain(view, t)
    return (t.owner, worth, n, q, t.type, t.district)


def reference_grumbler(g, p):
    for c in movers(g, p):
        if c.sup is not None and g.power(c) > g.power(c.sup):
            if any(g.power(s) > g.power(c) for s, _ in move_destinations(g, p, c)):
                return c
    return None


def reference_leader(g, p):
    """_leader as first written: the scores counted by the rules (CL-END-02)."""
    if heuristic.lms(g):
        return None
    sc = victory.scores(g)
    rivals = [s.index for s in g.seats if s.alive and s.index != p]
    if not rivals:
        return None
    lead = max(rivals, key=lambda q: (sc[q], -after(g, p, q)))
    return lead if sc[lead] >= victory.target(g) - 1 and sc[p] < sc[lead] else None


def reference_spoil(player, g, p):
    """_spoil_of as first written: every gift's holdings counted again by the rules (victory.scores,
    CL-ACT-07, CL-END-03)."""
    lead = reference_leader(g, p)
    if lead is None:
        return None
    sc = victory.scores(g)
    t = victory.target(g)
    holdings = {s.index: list(s.rackets) for s in g.seats if s.alive}
    best = None
    for r in g.seats[p].rackets:
        for q in holdings:
            if q in (p, lead):
                continue
            h = dict(holdings)
            h[p] = [x for x in holdings[p] if x is not r]
            h[q] = holdings[q] + [r]
            new = victory.scores(g, h)
            if new[lead] < sc[lead] and new[q] < t - 1:
                k = (sc[lead] - new[lead], new[p], -after(g, p, q), -r.idx)
                if best is None or k > best[0]:
                    best = (k, r, q)
    return best[1:] if best is not None else None


def reference_broke(g, p) -> bool:
    seat = g.seats[p]
    income = sum(g.income(r) for r in seat.rackets)
    return heuristic._upkeep(g, p) > seat.money + income and any(
        c.unhappy >= g.R["unhappy_limit"] - 2 for c in seat.crooks if c is not seat.boss)


def reference_showdown(player, d, g, p):
    """on_showdown as first written: the spare money and the stake read before anything else."""
    a = d.info
    money = max(0, g.seats[p].money - heuristic._upkeep(g, p))      # spare, summed afresh
    worth = player._stake(g, p, a) if p in (a.attacker, a.defender) else 0
    budget = int(4 + 6 * worth)
    n = a.number()
    if p == a.attacker:
        return max(0, min(AIM - n, money, budget, d.hi))
    if p == a.defender:
        if n < 2:
            return 0
        return max(0, min(n - 1, money, budget, d.hi))
    if View(g, p).threat.get(a.attacker, 0) >= 1.5 and chance(n) > 0.3:
        return max(0, min(money // 3, d.hi))
    return 0


def reference_on_attack(g, p, pick):
    """responses.on_attack through the trial of the whole game (kernel undo), as first written."""
    card, rec = pick
    return None if rec.targets else responses.on_attack_by_trial(g, p, card, rec)


def check_numbers(player, g, p, opts, checked):
    """attack_numbers (with the player's kept amounts) equals estimate for every target of the menu,
    led by each leader; View.bonus_gain equals the count over every seat; every takeover part the
    View keeps (made by it or carried from the View before, CL-TKO-03/04, CL-END-03) and would use
    (its owner unchanged) equals one made afresh, and so does every Racket's worth it keeps."""
    view = player.view(g, p)
    fresh = View(g, p)
    for idx, part in view.takeover.items():
        t = g.state.cards[idx]
        if t.owner == part[0]:
            assert part == fresh.takeover_part(t), (g.turn, p, t.id)
            checked["parts"] += 1
    for idx, (owner, income, worth) in view.worth.items():
        t = g.state.cards[idx]
        if t.owner == owner and g.income(t) == income:          # (else it is made again)
            assert worth == racket_worth(g, p, t, fresh), (g.turn, p, t.id)
            checked["parts"] += 1
    nums = attack_numbers.Numbers(g, view.types, view.dists, player._amounts)
    for kind in ("takeover", "recruit", "hit"):
        if kind not in opts:
            continue
        for leader in attack_leaders(g, p, kind):
            for t in attacks.targets(g, kind, leader):
                want = estimate(g, kind, leader, t)
                assert g.power(leader) + nums.beyond(kind, leader, t) == want, (kind, leader, t)
                assert attack_numbers.number(g, kind, leader, t, view.types, view.dists) == want
                checked["numbers"] += 1
                if kind == "takeover":
                    assert view.bonus_gain(t) == reference_bonus_gain(view, t)
                    assert fresh.takeover_part(t) == reference_takeover_part(fresh, t), (g.turn, p, t.id)
                    checked["gains"] += 1


def same_view(kept: View, fresh: View) -> bool:
    return (kept.rivals, kept.types, kept.dists, kept.threat, kept.hunt) == \
        (fresh.rivals, fresh.types, fresh.dists, fresh.threat, fresh.hunt)


class Checked(HeuristicPlayer):
    """A heuristic player that checks each short way against its reference as it plays."""

    checked = {"taken up": 0, "attack": 0, "view": 0, "attacks chosen": 0, "numbers": 0, "gains": 0, "tries": 0, "showdowns": 0,
               "parts": 0, "listed": 0, "spoils": 0, "boards": 0}

    def on_action(self, d, g, p):
        check_numbers(self, g, p, d.options, self.checked)
        got = self._best_attack(g, p, d.options)
        want = reference_best(self, g, p, d.options)
        assert got == want, (g.turn, p, got, want)
        listed = self.view(g, p).listed
        if listed is not None and listed[1] is not None:
            self.checked["listed"] += 1         # weighed from the takeovers kept listed
        assert self._grumbler(g, p) is reference_grumbler(g, p)
        assert self._broke(g, p) == reference_broke(g, p)
        assert self._leader(g, p) == reference_leader(g, p)     # kept with the View
        assert self._spoil(g, p) == self._spoil_of(g, p, View(g, p))     # kept with the View (CL-ACT-07)
        spoil = reference_spoil(self, g, p)
        assert self._spoil(g, p) == spoil, (g.turn, p)      # counted from the Board's counts
        self.checked["spoils"] += spoil is not None
        for q in range(g.n):                    # the pay kept per stat version (CL-TURN-02)
            assert heuristic.upkeep(g, q) == heuristic._upkeep(g, q), (g.turn, q)
        self.checked["attack"] += 1
        self.checked["attacks chosen"] += got is not None
        return super().on_action(d, g, p)

    def on_showdown(self, d, g, p):
        got = super().on_showdown(d, g, p)
        assert got == reference_showdown(self, d, g, p)
        self.checked["showdowns"] += 1
        return got

    def on_attack_ability(self, d, g, p):
        for pick in d.options:
            if pick == "done" or pick[1].targets:
                continue
            a = g.attack
            parts, cancelled = list(a.parts), a.cancelled
            got = responses.on_attack(g, p, pick)
            assert (list(a.parts), a.cancelled) == (parts, cancelled)      # the attack is as it was
            assert got == reference_on_attack(g, p, pick), pick
            self.checked["tries"] += 1
        return super().on_attack_ability(d, g, p)

    def view(self, g, p):
        before = self._view
        v = super().view(g, p)
        if v is not before and v.carry_from is None and v.takeover:
            self.checked["taken up"] += 1          # a View kept by holdings, met again
        assert same_view(v, View(g, p)), (g.turn, p)
        assert v.board.scores == victory.scores(g)      # CL-END-03, as the rules count them
        if not v.hunt:
            # the Board's per-seat counts taken from those kept by a seat's Rackets equal the
            # Rackets counted afresh (CL-END-03 counts, CL-TKO-03/04 bonuses read them)
            fresh = heuristic.Board(g, v.board.held)
            b = v.board
            assert (b.types, b.dists, b.total, b.over, b.scores) == \
                (fresh.types, fresh.dists, fresh.total, fresh.over, fresh.scores), (g.turn, p)
            self.checked["boards"] += 1
        self.checked["view"] += 1
        return v


@pytest.mark.parametrize("house_rules", [(), ("last_man_standing",)], ids=["plain", "last_man_standing"])
def test_cl_act_01_heuristic_short_ways_equal_the_full_weighing(house_rules):
    engine = engine_of(CL)
    Checked.checked = {"taken up": 0, "attack": 0, "view": 0, "attacks chosen": 0, "numbers": 0, "gains": 0, "tries": 0, "showdowns": 0,
                       "parts": 0, "listed": 0, "spoils": 0, "boards": 0}
    for seed in range(1, 7):
        n = 2 + seed % 4
        g = engine.game(CL, [Checked(seed * 7 + k) for k in range(n)], seed=seed, log=False,
                        house_rules=list(house_rules), check_invariants=True)
        g.run(max_turns=60)
    assert Checked.checked["attack"] > 200
    assert Checked.checked["attacks chosen"] > 50
    assert Checked.checked["view"] > 200
    assert Checked.checked["numbers"] > 2000 and Checked.checked["gains"] > 500
    assert Checked.checked["tries"] > 10 and Checked.checked["showdowns"] > 200
    assert Checked.checked["parts"] > 500
    assert Checked.checked["listed"] > 20       # takeovers weighed from the list a View kept
    if not house_rules:
        assert Checked.checked["boards"] > 200  # Boards made from seat counts kept by Rackets


def test_cl_act_07_spoiling_gift_from_the_boards_counts_equals_the_rules_count():
    """The gift that takes a bonus from the rival one Racket short (CL-ACT-07, CL-END-02/03) is
    weighed from the Board's counts with the Racket moved (victory.scores_of_counts): at every action
    decision it equals the gift found by counting every gift's holdings again (victory.scores), in
    games where such gifts are found."""
    engine = engine_of(CL)
    Checked.checked = {k: 0 for k in Checked.checked}
    for seed, n in ((6, 3), (22, 4)):
        g = engine.game(CL, [Checked(seed * 7 + k) for k in range(n)], seed=seed, log=False)
        g.run(max_turns=60)
    assert Checked.checked["spoils"] >= 2 and Checked.checked["attack"] > 100


def test_cl_act_01_short_ways_with_stats_not_order_free_equal_the_full_weighing():
    """With stats not order-free (an ability's stat modifier reading a stat, caches.stat_depends)
    the heuristic asks each stat as the rules ask it (no Power kept for a recruit's targets, no
    pay or income skipped): its choices still equal the full weighing's (CL-ACT-01, CL-REC-01),
    and the games are those played with stats order-free."""
    engine = engine_of(CL)
    Checked.checked = {k: 0 for k in Checked.checked}
    for seed in (2, 5):
        games = []
        for order_free in (True, False):
            g = engine.game(CL, [Checked(seed * 5 + k) for k in range(4)], seed=seed, log=False)
            g.stats_order_free = order_free
            g.run(max_turns=40)
            games.append(g.answers)
        assert games[0] == games[1]
    assert Checked.checked["attack"] > 100 and Checked.checked["attacks chosen"] > 20


def test_heuristic_players_play_the_same_game_as_the_checked_ones():
    """The checks above only read: the same seeds give the same answers with and without them."""
    engine = engine_of(CL)
    for seed in (3, 4):
        plain = engine.game(CL, [HeuristicPlayer(seed + k) for k in range(4)], seed=seed, log=False)
        plain.run(max_turns=40)
        checked = engine.game(CL, [Checked(seed + k) for k in range(4)], seed=seed, log=False)
        checked.run(max_turns=40)
        assert plain.answers == checked.answers


class CheckedSearch(SearchPlayer):
    """A search player whose rollouts are played by Checked players: a search's tries put the game
    back as it was (kernel/undo.py), so the Views and Boards kept by holdings are met again there."""

    def _rollout_kind(self):
        return Checked


def test_cl_act_01_kept_views_in_search_rollouts_equal_fresh_ones():
    """In a search's rollouts each View a rollout player takes up again (kept by holdings from an
    earlier try) reads as one made afresh, and every attack it weighs with it is the full
    weighing's (CL-ACT-01, CL-END-03); the checks only read: the search answers as with plain
    heuristic rollouts."""
    engine = engine_of(CL)
    Checked.checked = {k: 0 for k in Checked.checked}
    answers = []
    for cls in (CheckedSearch, SearchPlayer):
        players = [cls(11, iterations=8)] + [HeuristicPlayer(12 + k) for k in range(3)]
        g = engine.game(CL, players, seed=5003, log=False)
        g.run(max_turns=5)
        answers.append(g.answers)
    assert answers[0] == answers[1]
    assert Checked.checked["taken up"] > 50
    assert Checked.checked["view"] > 1000 and Checked.checked["attack"] > 300
    assert Checked.checked["parts"] > 500


def test_a_finished_games_readings_are_dropped_when_the_next_game_begins():
    """A heuristic player's kept readings of a finished game (its Views, the kept amounts) are
    dropped when a player of the next game takes its first View, so they are freed at once, not
    with the game's cycles by the collector; a game not finished keeps its players' readings; and
    the dropping changes no answer (the readings are derived: made again when asked)."""
    engine = engine_of(CL)
    unfinished = engine.game(CL, [HeuristicPlayer(30 + k) for k in range(4)], seed=8, log=False)
    unfinished.run(max_turns=3)
    unfinished.outcome = None               # as a search puts a stopped copy back in play
    done = engine.game(CL, [HeuristicPlayer(20 + k) for k in range(4)], seed=7, log=False)
    done.run()
    assert done.outcome is not None
    assert all(pl._views and pl._view is not None for pl in done.players)
    reading = [pl for pl in unfinished.players if pl._view is not None]
    assert len(reading) >= 2 and all(pl._view.g is unfinished for pl in reading)
    again = engine.game(CL, [HeuristicPlayer(20 + k) for k in range(4)], seed=7, log=False)
    again.run()
    assert all(pl._view is None and not pl._views and not pl._amounts for pl in done.players)
    assert all(pl._view is not None and pl._view.g is unfinished for pl in reading)
    assert again.answers == done.answers    # (its own readings dropped at the next game)
