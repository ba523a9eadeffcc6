"""The Crime Lords heuristic player plays the whole game (issue 14): it recruits, takes over,
hits, changes Bosses, plays Specials, defends, names protectors, commits showdown money, fights
Gang Wars, finishes last-man-standing games, and beats random players. Whole seeded games."""
from __future__ import annotations

import collections
import os

from runtime import save
from runtime.games import engine_of
from runtime.games.crime_lords.heuristic import AIM, HeuristicPlayer, evaluate, spare
from runtime.packs import load_generated
from runtime.players import RandomPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = load_generated(os.path.join(ROOT, "generated", "crime_lords"))


class Watch(HeuristicPlayer):
    """The heuristic, counting what it chose and checking each answer against the state it saw."""

    def __init__(self, seed, counts, problems):
        super().__init__(seed)
        self.counts, self.problems = counts, problems

    def choose(self, d):
        g = d.game
        before = save.state_hash(g) if d.kind == "attack_ability" else None
        ans = super().choose(d)
        if before is not None and save.state_hash(g) != before:
            self.problems.append("trying a Special changed the real game")
        if d.kind == "action":
            self.counts[ans] += 1
        elif d.kind == "war":
            self.counts["war " + ans] += 1
        elif d.kind in ("attack_ability", "ability") and ans != "done":
            self.counts["special" if ans[0].kind == "special" else "card ability"] += 1
        elif d.kind in ("defend", "hide") and ans == "yes" or d.kind == "defend_card" and ans != "done":
            self.counts[d.kind] += 1
        elif d.kind == "protector" and ans != "none":
            self.counts["protector"] += 1
        elif d.kind == "showdown" and ans > 0:
            self.counts["showdown money"] += 1
            a = d.info
            if d.player == a.attacker and (ans > spare(g, d.player) or a.number() + ans > max(AIM, a.number())):
                self.problems.append(f"attacker committed {ans} G at number {a.number()}")
        return ans


def _play(seeds, house_rules=(), players=4):
    counts, problems, outcomes = collections.Counter(), [], []
    for seed in seeds:
        ps = [Watch(seed * 10 + k, counts, problems) for k in range(players)]
        g = engine_of(PACK).game(PACK, ps, seed=seed, house_rules=list(house_rules), log=False)
        outcomes.append(g.run())
    return counts, problems, outcomes


def test_cl_act_the_heuristic_uses_the_whole_turn_menu_and_the_attack_decisions():
    counts, problems, outcomes = _play(range(1, 7))
    assert problems == []
    assert all(o in ("win", "shared") for o in outcomes)
    for kind in ("takeover", "recruit", "special", "defend_card", "protector", "showdown money", "visit", "drop"):
        assert counts[kind] > 0, (kind, counts)


def test_cl_opt_04_last_man_standing_heuristic_games_end_with_a_winner_by_hits_and_gang_wars():
    counts, problems, outcomes = _play((1, 2, 3, 4), ("last_man_standing",))
    assert problems == []
    assert outcomes.count("eliminated") >= 3         # bench/players.py mix: 97 of 100 such games
    for kind in ("hit", "war hit", "recruit", "takeover", "hide"):
        assert counts[kind] > 0, (kind, counts)


def test_cl_end_02_the_heuristic_beats_random_players():
    wins = 0
    for i in range(8):
        hero = i % 4
        ps = [HeuristicPlayer(i) if k == hero else RandomPlayer(i * 10 + k) for k in range(4)]
        g = engine_of(PACK).game(PACK, ps, seed=300 + i, log=False)
        g.run()
        wins += hero in g.winners
    assert wins >= 7


def test_evaluate_gives_each_seat_a_share_and_more_to_a_seat_ahead_in_everything():
    g = engine_of(PACK).game(PACK, [HeuristicPlayer(k) for k in range(4)], seed=8, log=False)
    g.run(max_turns=12)
    v = evaluate(g)
    assert len(v) == 4 and abs(sum(v) - 1) < 1e-9 and all(0 <= x <= 1 for x in v)
    from runtime.games.crime_lords import victory
    sc = victory.scores(g)
    for p in range(4):
        for q in range(4):
            sp, sq = g.seats[p], g.seats[q]
            if sc[p] > sc[q] and sp.money >= sq.money and len(sp.crooks) >= len(sq.crooks):
                assert v[p] > v[q]
