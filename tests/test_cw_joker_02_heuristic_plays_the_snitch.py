"""Issue 32 item 3 on Crime Wars: its only card played at a moment of the player's choosing is the
snitch (a kept joker, CW-JOKER-02, CW-R-14: any moment of its holder's own turn, never in another's);
the pack has no response card. The heuristic plays it when the enemy has at least six thugs more in
play than its own team (every group goes back under its deck, CW-JOKER-03) and keeps it otherwise.
Whole seeded two-player games (snitches are in two-player games only, CW-JOKER-01)."""
from __future__ import annotations

import os

from runtime.games import engine_of
from runtime.games.crime_wars.heuristic import HeuristicPlayer
from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = load_generated(os.path.join(ROOT, "generated", "crime_wars"))


class Watch(HeuristicPlayer):
    def __init__(self, seed, seen):
        super().__init__(seed)
        self.seen = seen

    def choose(self, d):
        ans = super().choose(d)
        if d.kind == "action" and "snitch" in d.options:
            g, p = d.game, d.game.current
            mine = sum(c.thugs for c in g.groups(p))
            theirs = sum(c.thugs for q in g.alive() if q != p for c in g.groups(q))
            self.seen.append((ans == "snitch", theirs - mine))
        return ans


def test_cw_joker_02_r_14_the_heuristic_plays_a_kept_snitch_when_the_enemy_has_more_thugs_in_play():
    seen, logs = [], []
    for seed in range(1, 9):
        g = engine_of(PACK).game(PACK, [Watch(seed * 10 + k, seen) for k in range(2)], seed=seed, log=True)
        g.run()
        logs.append(g.log.text())
    played = [lead for ok, lead in seen if ok]
    kept = [lead for ok, lead in seen if not ok]
    assert played and kept                           # offered both when it pays and when it does not
    assert all(lead >= 6 for lead in played) and all(lead < 6 for lead in kept)
    assert sum(text.count("Snitch") for text in logs) >= len(played)
