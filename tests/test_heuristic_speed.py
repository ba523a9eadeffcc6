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
from runtime.games.crime_lords import attacks, heuristic
from runtime.games.crime_lords.attack_choice import attack_leaders
from runtime.games.crime_lords.heuristic import (
    AIM, GOOD_ENOUGH, HeuristicPlayer, View, after, best_helper, chance, crook_worth, estimate,
    expected_defence, fits, racket_worth, spare, strength,
)
from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CL = load_generated(os.path.join(ROOT, "generated", "crime_lords"))


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
    helper = {c.idx: best_helper(g, c, None) for c in leaders}
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
        base = estimate(g, kind, top, t) - g.power(top) - expected_defence(g, kind, t)

        def odds(leader, t=t, base=base, worth=worth):
            n = base + g.power(leader) + (helper[leader.idx] if t.owner != p else best_helper(g, leader, t))
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


def same_view(kept: View, fresh: View) -> bool:
    return (kept.rivals, kept.types, kept.dists, kept.threat, kept.hunt) == \
        (fresh.rivals, fresh.types, fresh.dists, fresh.threat, fresh.hunt)


class Checked(HeuristicPlayer):
    """A heuristic player that checks each short way against its reference as it plays."""

    checked = {"attack": 0, "view": 0, "attacks chosen": 0}

    def on_action(self, d, g, p):
        got = self._best_attack(g, p, d.options)
        want = reference_best(self, g, p, d.options)
        assert got == want, (g.turn, p, got, want)
        self.checked["attack"] += 1
        self.checked["attacks chosen"] += got is not None
        return super().on_action(d, g, p)

    def view(self, g, p):
        v = super().view(g, p)
        assert same_view(v, View(g, p)), (g.turn, p)
        self.checked["view"] += 1
        return v


@pytest.mark.parametrize("house_rules", [(), ("last_man_standing",)], ids=["plain", "last_man_standing"])
def test_cl_act_01_heuristic_short_ways_equal_the_full_weighing(house_rules):
    engine = engine_of(CL)
    Checked.checked = {"attack": 0, "view": 0, "attacks chosen": 0}
    for seed in range(1, 7):
        n = 2 + seed % 4
        g = engine.game(CL, [Checked(seed * 7 + k) for k in range(n)], seed=seed, log=False,
                        house_rules=list(house_rules), check_invariants=True)
        g.run(max_turns=60)
    assert Checked.checked["attack"] > 200
    assert Checked.checked["attacks chosen"] > 50
    assert Checked.checked["view"] > 200


def test_heuristic_players_play_the_same_game_as_the_checked_ones():
    """The checks above only read: the same seeds give the same answers with and without them."""
    engine = engine_of(CL)
    for seed in (3, 4):
        plain = engine.game(CL, [HeuristicPlayer(seed + k) for k in range(4)], seed=seed, log=False)
        plain.run(max_turns=40)
        checked = engine.game(CL, [Checked(seed + k) for k in range(4)], seed=seed, log=False)
        checked.run(max_turns=40)
        assert plain.answers == checked.answers
