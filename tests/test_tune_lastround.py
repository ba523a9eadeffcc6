"""The last round: the outliers the polished set leaves with no edit, tuned on it (compiler/tune/lastround.py;
docs/tune.md item 10).

On the fake two-seat games of tests/test_tune_rounds.py, whose odds are known: a faction of power s beats one of
power t with probability s / (s + t), so a faction at power 2 among 2s wins 50%, its fair share.
"""
from __future__ import annotations

import pytest

from compiler.tune import lastround
from tests.test_tune_rounds import fakes, tuner  # noqa: F401  (the fixture, used below)


def _o(group: str, key: str, **kw) -> dict:
    return {"group": group, "key": key, "text": f"{group} {key}"} | kw


def test_the_last_rounds_targets_are_the_outliers_left_with_no_edit_but_the_packs_own_flagged_by_chance():
    verdict = {
        "left": [_o("mob", "navy"), _o("mob", "silk"), _o("mob", "cecilia"), _o("card", "pell"),
                 _o("card", "landing"), _o("seat", "0"), _o("boss_bonus", "+2")],
        # Cecilia flagged only with the set and moved by it (new); Landing flagged only with the set, not moved.
        "flagged_only_with_set": [_o("mob", "cecilia", moved=True), _o("card", "landing", moved=False)],
        "new_outliers": [_o("mob", "cecilia", moved=True)],
    }
    the_set = [{"card": "navy", "label": "boss_bonus 4 -> 2"}]
    got = lastround.targets_left(verdict, the_set, ("mob", "card"))
    # The Navy has an edit; Landing is the pack's own, flagged there by chance; a seat and a field's value are not
    # one card. Silk (the pack as it is shows it too), Cecilia (the set made it) and Pell (the pack's own) are.
    assert [o["key"] for o in got] == ["silk", "cecilia", "pell"]


def test_the_rounds_leave_fifteen_confirmations_of_games_to_the_last_round_unless_they_keep_to_round_one():
    assert lastround.LAST_PLAYS == 15
    assert lastround.reserve(2000, 5) == 30_000
    assert lastround.reserve(2000, 2) == 30_000
    assert lastround.reserve(2000, 1) == 0          # --rounds 1: the named cards only, no round after the first


@pytest.mark.usefixtures("fakes")
def test_an_outlier_a_round_left_as_a_shadow_is_tuned_in_the_last_round_and_the_grown_set_confirmed(tmp_path,
                                                                                                  monkeypatch):
    # A at 6 among 4s is far too strong (about 61%), F at 3 too weak (about 41%): round 1 tunes A, the farther, and
    # leaves the low ones as its possible shadows: C, at 4, truly is (A takes its wins), F is not. No room for a
    # second round (its replication is made too dear): the rounds stop after round 1, and the games kept back go
    # to the polish and then to the last round.
    t = tuner(tmp_path, max_games=60_000)
    t.info.pack_dir = "a=6,b=4,c=4,d=4,e=4,f=3"
    t.pack = t.pack.__class__(t.info.pack_dir)
    monkeypatch.setattr(t, "_replication_cost", lambda rnd: 10 ** 9)
    t.run([])
    first, last = t.rounds[0], t.rounds[1]
    assert [tg.card for tg in first.targets] == ["a"]
    assert sorted(s["key"] for s in first.skipped if s.get("waits") == "shadow") == ["c", "f"]
    assert first.confirmation["confirmed"] and not first.confirmation["clean"]
    assert first.stop.startswith("--max-games leaves no room for another round")
    # The rounds played within their own budget; the polish's 4,000 fresh games came after.
    assert t.fresh["games"] == 4000 and t.fresh["first_index"] > first.confirmation["first_index"]
    # The last round: its base is round 1's set on the games its verdict was judged on (the confirmation's), and F,
    # an outlier left with it and no edit (the pack as it is shows it too), is its one target; C, with A tuned, is
    # no outlier.
    assert last.last and last.number == 2 and last.base_edits == first.set
    assert {g["index"] for g in last.games} == {g["index"] for g in first.confirm_games}
    assert [tg.card for tg in last.targets] == ["f"] and last.targets[0].direction == "low"
    assert [o["key"] for o in last.results["outliers"]] == ["f"]
    f_edit = last.targets[0].edit
    assert (f_edit["card"], f_edit["value"], f_edit["new_value"]) == ("f", 3, 4)
    # The grown set, confirmed on fresh seeds of its own against the pack as it is, is the one tune stands by.
    c = last.confirmation
    assert c["confirmed"] and c["first_index"] >= t.fresh["first_index"] + 4000
    final = t.final_set()
    assert final["round"] == 2 and final["confirmed"]
    assert sorted((e["card"], e["new_value"]) for e in final["edits"]) == [("a", 4), ("f", 4)]
    assert "round 2, the last, tuned the outliers the set of round 1 left" in final["note"]
    assert not any(w["key"] == "f" for w in final["without_edit"])
    assert t.budget.used <= 60_000
    t.close()


@pytest.mark.usefixtures("fakes")
def test_with_rounds_1_there_is_no_last_round_and_the_outlier_left_says_why(tmp_path, monkeypatch):
    t = tuner(tmp_path, max_games=60_000, rounds=1)
    t.info.pack_dir = "a=6,b=4,c=4,d=4,e=4,f=3"
    t.pack = t.pack.__class__(t.info.pack_dir)
    t.run([])
    assert len(t.rounds) == 1 and not any(r.last for r in t.rounds)
    final = t.final_set()
    [f] = [w for w in final["without_edit"] if w["key"] == "f"]
    assert f["why"].startswith("round 1 did not tune it: below its share while A wins more")
    t.close()


def test_a_cards_race_plays_enough_pairs_for_about_games_of_them_with_the_card_in_play():
    from compiler.tune.search import pairs_for
    assert pairs_for(400, "faction", 0.3) == 400                 # a faction card races on the seeds it was dealt in
    assert pairs_for(400, "card", 1 / 3) == 1200                 # a card in a third of the games: 1,200 pairs
    assert pairs_for(400, "card", 1.0) == 400
    assert pairs_for(0, "card", 0.25) == 0                       # --holdout-games 0: no check
    assert pairs_for(400, "card", 0.0) == 10 ** 9                # in no base game: every base seed (capped by them)


@pytest.mark.usefixtures("fakes")
def test_a_last_round_whose_set_is_not_confirmed_leaves_the_polished_set_standing(tmp_path, monkeypatch):
    t = tuner(tmp_path, max_games=60_000)
    t.info.pack_dir = "a=6,b=4,c=4,d=4,e=4,f=3"
    t.pack = t.pack.__class__(t.info.pack_dir)
    monkeypatch.setattr(t, "_replication_cost", lambda rnd: 10 ** 9)
    real = t.confirm_set

    def refused(rnd):                     # the last round's set misses on its fresh seeds
        v = real(rnd)
        if rnd.last:
            v["confirmed"] = v["clean"] = False
            v["reasons"].insert(0, "F: its interval misses its fair share")
            rnd.confirmation.update(confirmed=False, clean=False)
        return v

    monkeypatch.setattr(t, "confirm_set", refused)
    t.run([])
    last = t.rounds[-1]
    assert last.last and not last.confirmation["confirmed"]
    assert last.stop == "the last round: its set was not confirmed; round 1's, as items 8 and 9 left it, stands"
    final = t.final_set()
    assert final["round"] == 1 and final["confirmed"]
    assert [(e["card"], e["new_value"]) for e in final["edits"]] == [("a", 4)]
    [f] = [w for w in final["without_edit"] if w["key"] == "f"]
    assert f["why"] == "its edit power 3 -> 4 is in round 2's set, which was not confirmed"
    t.close()


@pytest.mark.usefixtures("fakes")
def test_a_choice_short_of_its_share_on_held_out_seeds_has_its_next_step_raced_and_kept_only_if_nearer(
        tmp_path, monkeypatch):
    # A at 4 among 2s (about 68%): its race chooses power 4 -> 2 (50%). Its held-out reading is made to fall 5
    # points short of the share on the card's side (A was too strong: short is above): the next step, 4 -> 1, races
    # as a race's own short candidate would, and the choice stays 4 -> 2, as 4 -> 1 (a third) misses the share.
    from dataclasses import replace

    from compiler.tune import search

    t = tuner(tmp_path, baseline_games=3000)
    t.run_baseline()
    rnd = search.Round(1, [], None, None, t.pack, t.base_games, t.base_results)
    t.find_targets(rnd, ["a"])
    [target] = rnd.targets
    real = t._held_estimate
    shifted = []

    def short_first(v, *args):
        est, ok = real(v, *args)
        if not shifted:
            shifted.append(v["edit"].label())
            est = replace(est, rate=replace(est.rate, mean=est.rate.mean + 0.05))
            v["held_out"] = {"estimate": est, "holds": True}
            return est, True
        return est, ok

    monkeypatch.setattr(t, "_held_estimate", short_first)
    t.tune(target, rnd)
    assert shifted == ["power 4 -> 2"]
    assert "  power 4 -> 2: not far enough on held-out seeds; trying power 4 -> 1" in t.progress.notes
    raced = {c["label"]: c for c in target.candidates}
    assert raced["power 4 -> 1"]["games"] > 0 and raced["power 4 -> 1"]["verdict"] == "below"
    assert target.choice["edit"].label() == "power 4 -> 2"
    t.close()


@pytest.mark.parametrize("last", [False, True])
def test_a_rounds_targets_race_in_equal_parts_of_the_games_left_and_the_last_keeps_a_reduced_confirmation(
        tmp_path, last):
    # Each race is greedy here: it plays every game its budget allows. The first of three gets a third of what the
    # confirmation leaves; what it does not use goes to the later ones. The last round keeps back a second
    # confirmation (a reduced set's) too.
    from compiler.tune import search

    t = tuner(tmp_path, confirm_games=100)
    base = search.Round(1, [], None, None, t.pack, [], {"fair_share": 0.5, "outliers": []})
    rnd = search.Round(2, [], None, None, t.pack, [], {"fair_share": 0.5, "outliers": []},
                       polished_from=base if last else None)
    assert rnd.last == last
    rnd.targets = [search.Target("faction", k, k.upper(), "faction", "faction", "high", {}, 0.5) for k in "abc"]
    t.budget.limit, t.budget.used = 10_000, 1_000
    got = []

    def greedy(target, rnd):
        allowed = t.budget.left - t._reserve()
        spent = allowed if target.card != "a" else allowed // 2          # A leaves half its part unused
        got.append((target.card, allowed))
        t.budget.used += spent

    t.tune = greedy
    assert t.play_round(rnd) is None and rnd.stop.startswith("no target of this round got an edit")
    keep = 200 * (2 if last else 1)
    first = (9_000 - keep) // 3
    assert got[0] == ("a", first)
    second = (9_000 - first // 2 - keep) // 2
    assert got[1] == ("b", second) and got[2] == ("c", 9_000 - first // 2 - second - keep)
    assert t.budget.limit == 10_000
    t.close()
