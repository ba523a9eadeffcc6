"""Issue 32 item 3: the Crime Lords heuristic plays response cards when they pay (CL-ACT-04), and
last-man-standing games between heuristic players still end (CL-OPT-04, CL-END-05).

Positions from real games of the bundled pack: a seeded heuristic game is played a few turns, then a
response card is put in the defender's hand and an attack is made on him through the engine
(attacks.attack asks every decision of the attack, the response window first). Tipped Off and Stool
Pigeon cancel the attack; Safehouse gives a hit -5. The card is spent when what the attack puts at
stake times the odds it takes away is worth more than keeping it (responses.KEEP)."""
from __future__ import annotations

import os

from runtime.games import engine_of
from runtime.games.crime_lords import attacks, responses
from runtime.games.crime_lords.heuristic import HeuristicPlayer, View, chance, crook_worth, estimate, strength
from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = load_generated(os.path.join(ROOT, "generated", "crime_lords"))


def _table(seed=3, house_rules=()):
    g = engine_of(PACK).game(PACK, [HeuristicPlayer(seed * 10 + k) for k in range(4)], seed=seed,
                             house_rules=list(house_rules), log=True)
    g.run(max_turns=8)
    for s in g.seats:                          # every Crook ready to act, every hand empty
        for c in s.crooks:
            c.token = True
        for c in list(s.hand):
            g.state.move(c, "discard")
    return g


def _in_hand(g, p, card_id):
    card = g.state.by_id[card_id]
    g.state.move(card, "hand", p)
    return card


def _attack(g, p, kind, leader, target):
    start = len(g.log.lines)
    a = attacks.attack(g, p, kind, leader, target)
    return a, "\n".join(t for _, t in g.log.lines[start:])


def _strongest(g, p):
    return max(g.seats[p].crooks, key=lambda c: (g.power(c), -c.idx))


def _takeovers(g):
    """(number before money and help, attacker, leader, defender, Racket) of every takeover of the table."""
    out = []
    for s in g.seats:
        for t in (s2 for s2 in g.seats if s2.alive and s2.index != s.index):
            for leader in s.crooks:
                for r in t.rackets:
                    out.append((estimate(g, "takeover", leader, r), s.index, leader, t.index, r))
    return sorted(out, key=lambda x: (x[0], x[1], x[2].idx, x[4].idx))


def test_cl_act_04_a_takeover_that_would_likely_take_a_racket_is_cancelled_with_tipped_off():
    g = _table()
    n, p, leader, q, target = _takeovers(g)[-1]
    assert chance(n) >= 0.5                                             # the attack would likely work
    card = _in_hand(g, q, "tipped_off")
    a, text = _attack(g, p, "takeover", leader, target)
    assert f"{g.name(q)} plays Tipped Off" in text and a.result == "cancelled"
    assert card.zone == "discard" and target.owner == q                # spent, and the Racket kept


def test_cl_act_04_safehouse_is_played_against_a_hit_that_would_likely_work():
    g = _table()
    hp = HeuristicPlayer(0)
    hits = []
    for s in g.seats:
        g.gain(s.index, 20, "start")           # hit money for every attacker (CL-HIT-03)
        for t in g.seats:
            if t is s or not t.alive:
                continue
            for leader in s.crooks:
                for c in t.crooks:
                    if c is not t.boss and not attacks.grid.subs(t, c):
                        n = hp._hit_number(g, s.index, leader, c, s.money)
                        hits.append((n, s.index, leader.idx, c.idx, leader, t.index, c))
    n, p, _, _, leader, q, target = max(hits, key=lambda h: (chance(h[0]) - chance(h[0] - 5),) + h[:4])
    stake = crook_worth(g, q, target, View(g, q))
    assert (chance(n) - chance(n - 5)) * stake >= responses.KEEP        # Safehouse takes much off it
    card = _in_hand(g, q, "safehouse")
    a, text = _attack(g, p, "hit", leader, target)
    assert f"{g.name(q)} plays Safehouse" in text and "- 5 (Safehouse)" in a.explain()
    assert card.zone == "discard"


def test_cl_act_04_a_response_is_kept_when_the_attack_can_hardly_work():
    g = _table()
    n, p, leader, q, target = _takeovers(g)[0]
    odds = chance(n)
    assert odds * (1 + g.income(target) / 10) < responses.KEEP          # too little at stake to spend it
    card = _in_hand(g, q, "stool_pigeon")
    a, text = _attack(g, p, "takeover", leader, target)
    assert "plays Stool Pigeon" not in text and a.result != "cancelled"
    assert card.zone == "hand" and card.owner == q


class Watch(HeuristicPlayer):
    """The heuristic, keeping what it answered in the response window and what it would have
    answered had its position not been lost."""

    def __init__(self, seed, seen):
        super().__init__(seed)
        self.seen = seen

    def on_attack_ability(self, d, g, p):
        ans = super().on_attack_ability(d, g, p)
        a = d.info
        if not a.parts and p == a.defender:
            base = estimate(g, a.kind, a.leader, a.target)
            unlost = responses.respond(d, g, p, a, base, self._stake(g, p, a), chance, {}, False)
            self.seen.append((ans, unlost))
        return ans


def test_cl_act_04_opt_04_a_lost_mob_does_not_prolong_a_last_man_standing_game_with_a_response():
    g = _table(seed=5, house_rules=("last_man_standing",))
    q = 3
    assert [c is g.seats[q].boss for c in g.seats[q].crooks] == [True]      # a Boss alone
    assert responses.lost_position(g, q, strength, True)                     # at most half the weakest rival
    seen = []
    g.players[q] = Watch(53, seen)
    racket = min((r for s in g.seats for r in s.rackets), key=lambda r: (g.resistance(r), r.idx))
    g.state.move(racket, "rackets", q)
    n, p, leader = max((estimate(g, "takeover", c, racket), s.index, c) for s in g.seats if s.index != q
                       for c in s.crooks)
    card = _in_hand(g, q, "tipped_off")
    a, text = _attack(g, p, "takeover", leader, racket)
    assert seen and seen[0][0] == "done" and seen[0][1] != "done"           # it would pay, but only prolongs
    assert "plays Tipped Off" not in text and card.zone == "hand"


def test_cl_opt_04_end_05_last_man_standing_heuristic_games_end_with_response_cards_played():
    """Whole games: the responses are played and the games still end by elimination."""
    played, ended = 0, 0
    for seed in (1, 2, 3, 4, 5):
        g = engine_of(PACK).game(PACK, [HeuristicPlayer(seed * 10 + k) for k in range(4)], seed=seed,
                                 house_rules=["last_man_standing"], log=False)
        g.run()
        ended += g.outcome == "eliminated" and len(g.winners) == 1
        played += sum(1 for _, c in g.used_cards if c in ("tipped_off", "stool_pigeon", "safehouse"))
    assert ended == 5 and played > 0
