"""Issue 32 item 3: the Nothing Personal heuristic plays its any-time cards when they pay (NP-INF-08,
NP-R-06): a Jailbreak outside phase A breaks out the prisoner worth most, to the seat where he gives
most, when what he gives over the rounds left is worth more than the window's $5 and the card's cash value
(runtime/games/nothing_personal/any_time.py); it used to pass on every Jailbreak a window offered.

A real game of the bundled pack, played to its first any-time window of phase B; a gangster is sent
to prison (leaving his seat empty), a Jailbreak is put in one family's hand, and the engine's window
(actions.any_time_window) asks the families in turn."""
from __future__ import annotations

import os

from runtime.games import engine_of
from runtime.games.nothing_personal import actions, any_time
from runtime.games.nothing_personal.heuristic import HeuristicPlayer, card_effects
from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = load_generated(os.path.join(ROOT, "generated", "nothing_personal"))


def _table(seed=2):
    g = engine_of(PACK).game(PACK, [HeuristicPlayer(seed * 10 + k) for k in range(4)], seed=seed, log=True)
    g.run(max_turns=1)                          # phase A of round 1 played
    for s in g.seats:                           # no other card may answer in the window
        for c in list(s.hand):
            g.discard(c)
    return g


def _jailbreak_card(g, p):
    card = g.state.by_id["influence_29"]                # Jailbreak: free a prisoner, 2 markers on him
    assert "free_prisoner" in card_effects(g, card, ("any_time",))
    g.state.move(card, "hand", p)
    return card


def _window(g):
    start = len(g.log.lines)
    actions.any_time_window(g)
    return "\n".join(t for _, t in g.log.lines[start:])


def test_np_inf_08_r_06_a_jailbreak_that_pays_is_played_outside_phase_a():
    g = _table()
    best = max(g.board(), key=lambda c: (any_time.worth_at(g, c, c.pos), -c.idx))
    seat = best.pos
    g.unseat(best, "prison")
    p = 1
    g.gain(p, 20, "start")
    card = _jailbreak_card(g, p)
    plan = any_time.jailbreak(g, p)
    assert plan is not None and plan[1] is best                      # he is worth the card
    money = g.seats[p].money
    text = _window(g)
    assert f"{g.name(p)} plays {card.name} outside phase A" in text
    assert f"breaks {best.name} out of prison" in text and best.pos == plan[2]
    assert best.inf.get(p) == 2 and card.zone != "hand"
    assert g.seats[p].money == money - g.R.any_time_fee               # the window's fee
    assert seat in g.slot


def test_np_inf_08_a_jailbreak_that_does_not_pay_is_kept():
    g = _table()
    p = 1
    g.gain(p, 20, "start")
    card = _jailbreak_card(g, p)
    worst = min(g.board(), key=lambda c: (any_time.worth_at(g, c, c.pos), c.idx))
    seat = worst.pos
    g.unseat(worst, "prison")
    g.round = g.R.calendar.rounds                # the last round: he pays back one round at most
    assert any_time.worth_at(g, worst, seat) < g.R.any_time_fee + g.R.discard_money
    assert any_time.jailbreak(g, p) is None
    text = _window(g)
    assert "breaks" not in text and card.zone == "hand"
