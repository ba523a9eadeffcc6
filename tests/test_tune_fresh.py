"""The set tune stands by on fresh seeds before items 8 and 9 judge it (compiler/tune/fresh.py; docs/tune.md item 8,
"fresh").

On the fake two-seat games of tests/test_tune_rounds.py, whose odds are known: a faction of power s beats one of
power t with probability s / (s + t), so a faction at power 2 among 2s wins 50%, its fair share, and one at 1 wins
about 33%.
"""
from __future__ import annotations

import pytest

from compiler.tune.prune import judged
from compiler.tune.search import FRESH_PLAYS
from compiler.tune.unaltered import VERIFY
from tests.test_tune_prune import overshot_round
from tests.test_tune_rounds import fakes, tuner  # noqa: F401  (the fixture, used below)

pytestmark = pytest.mark.usefixtures("fakes")


def test_the_set_plays_fresh_seeds_no_round_used_and_reads_each_edited_card_on_them(tmp_path):
    t, rnd, ta, tc = overshot_round(tmp_path)
    conf = {g["index"] for g in rnd.confirm_games}
    assert judged(t, rnd)[1] == conf                       # before the replication: the confirmation's seeds
    start, played = t.next_index, t.budget.used
    t.replicate_set()
    f = t.fresh
    fresh = {g["index"] for g in t.fresh_games}
    # --fresh-games (4,000 by default): twice a confirmation, so item 9's bar reads a Mob to about 1.6 points.
    assert f["round"] == 1 and f["games"] == 4000 and f["first_index"] == start and t.next_index == start + 4000
    assert fresh == set(range(start, start + 4000)) and fresh.isdisjoint(conf) and min(fresh) > max(conf)
    assert t.budget.used == played + 4000                  # the set's side only: the pack as it is plays when needed
    a, c = sorted(f["cards"], key=lambda x: x["card"])
    # A at 4 -> 2 among 2s, with C at 1: it meets C in 1 game of 5 and wins 2/3 of those, so its rate is
    # (4 x 1/2 + 2/3) / 5 = 53.3%, past its 50% share (2,000 fresh games could not tell); C wins a third.
    assert a["fresh"]["ci_low"] <= 0.5333 <= a["fresh"]["ci_high"] and a["fresh"]["share"] == 0.5
    assert a["fresh"]["ci_low"] > 0.5
    assert c["fresh"]["ci_low"] <= 1 / 3 <= c["fresh"]["ci_high"] and c["fresh"]["ci_high"] < 0.5
    assert c["confirmation"]["games"] < c["fresh"]["games"]   # the confirmation stopped early (C missed)
    games, seeds = judged(t, rnd)
    assert seeds == fresh and [g["index"] for g in games] == sorted(fresh)
    assert any(n.startswith("The set on fresh seeds: C: 3") for n in t.progress.notes)
    t.close()


def test_the_pruning_tests_and_judges_a_card_on_the_fresh_seeds_with_the_pack_as_it_is_on_them(tmp_path):
    t, rnd, ta, tc = overshot_round(tmp_path)
    t.replicate_set()
    fresh = {g["index"] for g in t.fresh_games}
    played = t.budget.used
    t.prune()
    p = t.pruning
    assert p["on_fresh"] and p["pooled_games"] == 4000 and p["dropped"] == ["power 2 -> 1"]
    [c] = [x for x in p["tested"] if x["card"] == "c"]
    assert c["dropped"] and c["games"] == 4000 and c["pooled"]["ci_high"] < 0.5
    # The set without C's edit on the 4,000 fresh seeds (those C was dealt in, and VERIFY of the others; the rest
    # copied from the set's games, compiler/tune/unaltered.py), and the pack as it is on them to judge the smaller set.
    dealt = sum("c" in g["factions"] for g in t.fresh_games)
    assert c["copied"] == 4000 - dealt - VERIFY
    assert t.budget.used == played + dealt + VERIFY + 4000 and fresh <= {g["index"] for g in rnd.fresh_games}
    final = t.final_set()
    assert final["fresh"]["games"] == 4000 and final["first_index"] == min(fresh) and final["games"] == 4000
    assert [e["label"] for e in final["edits"]] == ["power 4 -> 2"] and final["confirmed"]
    t.close()


def test_the_step_back_races_on_the_fresh_seeds(tmp_path):
    t, rnd, ta, tc = overshot_round(tmp_path, a_new=1)
    # 2,000 fresh games (run 12's), not the 4,000 default: stepped back to 4 -> 2 with C still at 1, A wins
    # (4 x 1/2 + 2/3) / 5 = 53.3%, which 4,000 games tell from its 50% share and 2,000 (about 670 of A's) do not.
    t.s.fresh_games = 2000
    rnd.set = [e | {"label": "power 4 -> 1"} if e["card"] == "a" else e for e in rnd.set]
    t.replicate_set()
    t.prune()
    played = t.budget.used
    t.step_back()
    s = t.stepping
    # On these fresh seeds C without its edit reads above its share (kept by the pruning), and both A (4 -> 1) and
    # C (2 -> 1) sit more than 2 points under theirs: both are tried, each race on the fresh seeds.
    assert s["on_fresh"] and {x["card"] for x in s["tried"]} == {"a", "c"}
    a = next(x for x in s["tried"] if x["card"] == "a")
    assert a["taken"] and a["to"] == ["power 4 -> 2"] and a["games"] == 2000
    assert a["race"][0]["seeds"] == 2000 // 8 and all(x["games"] == 2000 for x in s["tried"])
    # A's three candidates (4 -> 2, 4 -> 3, its drop) race on 250 seeds, the better two on 250 more, and the best
    # plays the other 1,500; C's two (its drop, 2 -> 3) race on 250 and the best plays the other 1,750; the pack as
    # it is plays the fresh seeds once, for the first health gate that reaches it. A candidate plays only the seeds
    # its card was dealt in, and VERIFY others the first time a build plays (A's drop is the build the pruning
    # tested A without its edit on: the fake's copies are named by their powers); the rest are the set's games,
    # copied (unaltered.py).
    c = next(x for x in s["tried"] if x["card"] == "c")
    assert [len(r["candidates"]) for r in a["race"]] == [3, 2] and [len(r["candidates"]) for r in c["race"]] == [2]
    games = t.fresh_games

    def dealt(card, lo, hi):
        return sum(card in g["factions"] for g in games[lo:hi])

    plays_a = 3 * dealt("a", 0, 250) + 2 * VERIFY + 2 * dealt("a", 250, 500) + dealt("a", 500, 2000)
    plays_c = 2 * (dealt("c", 0, 250) + VERIFY) + dealt("c", 250, 2000)
    assert t.budget.used - played == plays_a + plays_c + 2000
    assert a["copied"] == 3 * 250 + 2 * 250 + 1500 - plays_a and c["copied"] == 2 * 250 + 1750 - plays_c
    assert t.final_set()["first_index"] == t.fresh["first_index"]
    t.close()


def test_the_reserve_is_six_plays_of_the_fresh_seeds_unless_the_rounds_would_lose_their_minimum(tmp_path):
    # The replication, the pack as it is on its seeds, a test of item 8 and item 9's race (three plays).
    t = tuner(tmp_path)                                       # 40,000 games, baseline 800, confirmations 2,000
    assert FRESH_PLAYS == 6 and t.s.fresh_games == 4000 and t._fresh_reserve() == 24_000
    t.budget.limit = 800 + 4000 + 24_000
    assert t._fresh_reserve() == 24_000
    t.budget.limit -= 1                                       # 4,799 left: below the baseline and a confirmation
    assert t._fresh_reserve() == 0
    t.s.fresh_games = 0                                       # --fresh-games 0: no replication, nothing kept back
    assert t._fresh_reserve() == 0
    t.close()


def test_no_fresh_games_judges_the_set_on_its_own_games(tmp_path):
    t, rnd, ta, tc = overshot_round(tmp_path)
    t.s.fresh_games = 0
    played = t.budget.used
    t.replicate_set()
    assert t.fresh is None and t.fresh_games == [] and t.budget.used == played
    assert judged(t, rnd)[1] == {g["index"] for g in rnd.confirm_games}
    t.close()


def test_a_whole_run_replicates_the_set_after_its_rounds_and_before_items_8_and_9(tmp_path):
    t = tuner(tmp_path)
    t.run([])
    rnd, _ = t._standing()
    used = {g["index"] for r in t.rounds for g in r.confirm_games + r.games}
    assert t.fresh is not None and t.fresh["round"] == rnd.number and t.fresh["first_index"] > max(used)
    assert t.final_set()["fresh"] == t.fresh and t.budget.used <= 40_000
    t.close()
