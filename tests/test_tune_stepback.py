"""Stepping an edited card's edits back toward its original numbers (compiler/tune/stepback.py; docs/tune.md
item 9).

The rules on known numbers, then the procedure on the fake two-seat games of tests/test_tune_rounds.py, whose
odds are known: a faction of power s beats one of power t with probability s / (s + t), so a faction at power 2
among 2s wins 50%, its fair share, and one at 1 wins about 33%.
"""
from __future__ import annotations

import pytest

from compiler.tune import stepback as sb
from compiler.tune.unaltered import VERIFY
from tests.test_tune_prune import overshot_round
from tests.test_tune_rounds import fakes  # noqa: F401  (the fixture, used below)

pytestmark = pytest.mark.usefixtures("fakes")


def edit(value, new, label="power", line=1):
    return {"card": "a", "file": "f.yaml", "line": line, "column": 8, "old": str(value), "new": str(new),
            "field": label, "value": value, "new_value": new, "step": new - value, "round": 1,
            "label": f"{label} {value} -> {new}"}


# --- the rules, known answers -------------------------------------------------------------------------------------

def test_a_card_is_off_when_past_its_share_the_other_way_by_more_than_half_the_tolerance():
    # Tolerance 4 points, on few games: more than 2 points past, on the side opposite to where it was tuned from.
    assert sb.is_off(0.226, 0.256, "high", 0.04, 300)       # the Navy in the run-10 check: 3.0 points under
    assert not sb.is_off(0.246, 0.255, "high", 0.04, 300)   # the Navy on run 10's own games: 0.9 points under
    assert not sb.is_off(0.30, 0.256, "high", 0.04, 300)    # still above: its edits pull it the right way
    assert sb.is_off(0.43, 0.40, "low", 0.04, 300) and not sb.is_off(0.41, 0.40, "low", 0.04, 300)


def test_the_bar_is_half_the_tolerance_or_a_one_sided_5_percent_reading_when_the_games_are_precise():
    # 1.645 standard errors of a rate at its share: sqrt(0.256 x 0.744 / n).
    assert sb.bar(0.256, 1031, 0.04) == 0.02                 # run 12's 2,000 fresh games: 2.24 points > 2
    assert sb.bar(0.256, 2062, 0.04) == pytest.approx(1.645 * (0.256 * 0.744 / 2062) ** 0.5)   # 4,000: 1.58
    assert sb.bar(0.256, 2062, 0.04) == pytest.approx(0.0158, abs=1e-4)
    assert sb.bar(0.256, 0, 0.04) == 0.02                    # no games: the tolerance's half
    # The Navy read 2.2 points under (its pooled unbiased reading) on 4,000 fresh games is tried; on 2,000 it was not
    # (run 12 read 24.0%, 1.6 under, against a 2-point bar); 1.4 under on 4,000 is within a fair card's noise.
    assert sb.is_off(0.234, 0.256, "high", 0.04, 2062) and not sb.is_off(0.240, 0.256, "high", 0.04, 1031)
    assert not sb.is_off(0.242, 0.256, "high", 0.04, 2062)
    # A card read imprecisely (Marlborough, a card on the winning side, on fewer games) keeps the 2-point bar.
    assert sb.bar(0.461, 700, 0.04) == 0.02 and not sb.is_off(0.447, 0.461, "high", 0.04, 700)


def test_one_step_back_moves_the_new_value_one_toward_the_original():
    assert sb.back_one(edit(4, 1))["new_value"] == 2 and sb.back_one(edit(4, 1))["label"] == "power 4 -> 2"
    assert sb.back_one(edit(2, 4))["new"] == "3" and sb.back_one(edit(2, 4))["step"] == 1
    assert sb.back_one(edit(3, 2)) is None                  # one step back is the original: that is the drop


def test_the_candidates_are_each_edit_back_or_dropped_alone_then_together():
    # The Navy's two edits (boss_bonus 4 -> 2, smuggling 2 -> 4): 3 x 3 - 1 = 8 sets, fewest changes first.
    got = sb.candidates([edit(4, 2, "boss_bonus"), edit(2, 4, "smuggling", line=2)])
    as_values = [tuple(None if e is None else e["new_value"] for e in c) for c in got]
    assert as_values == [(2, 3), (3, 4), (2, None), (None, 4), (3, 3), (3, None), (None, 3), (None, None)]
    # One edit of one step: only its drop.
    assert [[e for e in c] for c in sb.candidates([edit(3, 2)])] == [[None]]
    assert len(sb.candidates([edit(9, 1, line=i) for i in range(3)])) == sb.MAX_CANDIDATES


def test_the_neighbourhood_is_each_edit_back_or_dropped_then_each_number_moved_one_then_two():
    # The Navy in run 13: boss_bonus 4 -> 2 and smuggling income 2 -> 4 with the set, its resistance 2 not edited;
    # each number moved by 1 and 2 from where the set has it (the moves come from Tuner.number_moves).
    mine = [edit(4, 2, "boss_bonus"), edit(2, 4, "income", line=2)]
    moves = [edit(v0, v, f, ln) for f, ln, v0, cur in (("boss_bonus", 1, 4, 2), ("income", 2, 2, 4), ("resistance", 3, 2, 2))
             for v in (cur - 2, cur - 1, cur + 1, cur + 2) if v >= 0]
    got = [{e["field"]: e["new_value"] for e in c} for c in sb.neighbourhood(mine, moves)]
    assert got == [
        {"boss_bonus": 2, "income": 3}, {"boss_bonus": 3, "income": 4},          # each edit one step back
        {"boss_bonus": 2}, {"income": 4},                                         # or dropped
        {"boss_bonus": 1, "income": 4}, {"boss_bonus": 2, "income": 5},           # each number moved by 1
        {"boss_bonus": 2, "income": 4, "resistance": 1}, {"boss_bonus": 2, "income": 4, "resistance": 3},
        {"boss_bonus": 0, "income": 4}, {"boss_bonus": 2, "income": 6},           # then by 2
        {"boss_bonus": 2, "income": 4, "resistance": 0}, {"boss_bonus": 2, "income": 4, "resistance": 4}]
    assert len(got) == sb.MAX_CANDIDATES
    # A new number's edit carries the round of the card's last edit; a moved edit keeps its own, relabelled.
    six = sb.neighbourhood(mine, moves)[11]
    assert six[2]["round"] == 1 and six[2]["label"] == "resistance 2 -> 4" and six[0] is mine[0]
    moved = sb.neighbourhood(mine, moves)[5][1]
    assert moved["value"] == 2 and moved["new_value"] == 5 and moved["label"] == "income 2 -> 5" and moved["step"] == 3


def test_successive_halving_doubles_the_seeds_and_halves_the_candidates():
    assert sb.stages(8, 250, 2000) == [(8, 250), (4, 250), (2, 500)]
    assert sb.cost(8, 250, 2000) == 8 * 250 + 4 * 250 + 2 * 500 + (2000 - 1000)       # 5,000
    assert sb.stages(2, 210, 2000) == [(2, 210)] and sb.cost(2, 210, 2000) == 2210
    assert sb.first_stage(2, 2000, 2212) == 210
    assert sb.first_stage(8, 2000, 5000) == 250
    assert sb.first_stage(8, 2000, 2500) is None           # not even 50 seeds a stage and a final fit
    assert sb.first_stage(1, 2000, 2000) == 0 and sb.first_stage(1, 2000, 1999) is None


def test_the_race_ranks_a_candidate_by_the_sets_offset_plus_its_paired_difference_on_the_seeds_played():
    # Run 14's second stage, in round figures: the set reads the Navy 2.8 points under its share on all 4,000 fresh
    # seeds but only 0.1 under on the first 1,000; a candidate that does not move it reads 0.2 under there, one
    # that adds 2.2 points reads 1.9 over. Raw, the first sits nearer; paired, the second does.
    assert sb.paired_off(-0.028, -0.002, -0.001) == pytest.approx(0.029)
    assert sb.paired_off(-0.028, 0.019, -0.001) == pytest.approx(0.008)
    assert sb.paired_off(None, 0.0, 0.0) == sb.paired_off(-0.02, None, 0.0) == 1.0   # in no game: last


def row(rate, lo, hi, games=2000):
    return {"rate": rate, "ci_low": lo, "ci_high": hi, "games": games}


def test_a_step_back_is_taken_only_nearer_the_share_with_an_interval_holding_it():
    with_ = row(0.226, 0.202, 0.253)
    assert sb.nearer_and_holds(with_, 0.256, row(0.263, 0.24, 0.29), 0.256) is None
    assert sb.nearer_and_holds(with_, 0.256, row(0.30, 0.275, 0.326), 0.256) == \
        "stepped back its interval 27.5–32.6% misses its share 25.6%"
    assert sb.nearer_and_holds(with_, 0.256, row(0.286, 0.26, 0.31), 0.256).startswith("stepped back its interval")
    assert sb.nearer_and_holds(with_, 0.256, row(0.29, 0.255, 0.32), 0.256).startswith(
        "stepped back it sits no nearer its share (29.0% against 25.6%; with the set 22.6% against 25.6%)")


# --- the procedure, on games of known odds ------------------------------------------------------------------------

def test_a_card_pushed_past_its_share_is_stepped_back_to_the_value_that_holds_it(tmp_path):
    # A at power 4 tuned to 1 (33%, its share 50%); C's 2 -> 1 is dropped by the pruning (item 8). Stepped back,
    # A's candidates are 4 -> 2 (50%), its drop (4: 67%) and its number moved on by 2 (4 -> 3: 60%; 0 and -1 are
    # below power's minimum of 1): 4 -> 2 is taken.
    t, rnd, ta, tc = overshot_round(tmp_path, a_new=1)
    rnd.set = [e | {"label": "power 4 -> 1"} if e["card"] == "a" else e for e in rnd.set]
    t.prune()
    assert t.pruning["dropped"] == ["power 2 -> 1"]
    played = t.budget.used
    t.step_back()
    s = t.stepping
    [a] = s["tried"]
    assert a["card"] == "a" and a["taken"] and a["to"] == ["power 4 -> 2"] and a["edits"] == ["power 4 -> 1"]
    assert a["with"]["ci_high"] < 0.5 and a["stepped"]["ci_low"] <= 0.5 <= a["stepped"]["ci_high"]
    assert a["with"]["share"] == a["stepped"]["share"] == 0.5          # two seats, a winner every game
    assert [c["to"] for c in a["race"][0]["candidates"]] == [["power 4 -> 2"], ["power 4 -> 3"], []]
    assert [c["to"] for c in a["race"][-1]["candidates"]] == [["power 4 -> 2"], ["power 4 -> 3"]]
    # Three candidates on the same first seeds, the better two on as many more, then the best on the rest of the
    # confirmation's.
    first, seeds = a["race"][0]["seeds"], len(rnd.confirm_games)
    assert a["games"] == seeds and first == seeds // 8 and [r["seeds"] for r in a["race"]] == [first, 2 * first]
    # Each candidate plays the seeds A was dealt in, and VERIFY of the others the first time; the rest are the set's
    # games, copied (a change of A alone cannot alter a game A is not in: compiler/tune/unaltered.py).
    dealt = [int("a" in g["factions"]) for g in sorted(rnd.confirm_games, key=lambda g: g["index"])]
    assert t.budget.used - played == (3 * (sum(dealt[:first]) + VERIFY) + 2 * sum(dealt[first:2 * first])
                                      + sum(dealt[2 * first:]))
    assert a["copied"] == 3 * first + 2 * first + (seeds - 2 * first) - (t.budget.used - played)
    assert [f["to"] for f in a["finals"]] == [["power 4 -> 2"]] and a["finals"][0]["why"].startswith("stepped back it")
    assert s["taken"] == ["A's power 4 -> 1 to power 4 -> 2"]
    final = t.final_set()
    assert [e["label"] for e in final["edits"]] == ["power 4 -> 2"] and final["confirmed"]
    assert final["stepped_back"]["taken"] and "set" not in final["stepped_back"]
    assert "stepped back before it is applied" in final["note"]
    assert any(n.startswith("The set, stepped back: STEPPED BACK: A's power 4 -> 1 to power 4 -> 2 — stepped back it sits nearer")
               for n in t.progress.notes)
    t.close()


def test_a_card_near_its_share_is_not_tried_and_nothing_is_played(tmp_path):
    t, rnd, ta, tc = overshot_round(tmp_path)          # A 4 -> 2 at 50%; C's edit dropped by the pruning
    t.prune()
    played = t.budget.used
    t.step_back()
    s = t.stepping
    assert s["tried"] == [] and s["taken"] == [] and t.budget.used == played
    [a] = s["not_tried"]
    assert "not past its share by more than 2.0 points" in a["why"]
    assert t.final_set()["stepped_back"]["taken"] == []
    t.close()


def test_without_room_in_max_games_nothing_is_stepped_back(tmp_path):
    t, rnd, ta, tc = overshot_round(tmp_path, a_new=1)
    t.prune()
    # One game fewer than the smallest race of A's three candidates (first stage MIN_STAGE seeds) and its final, on
    # the seeds A was dealt in and VERIFY copies a candidate (compiler/tune/unaltered.py).
    dealt = [int("a" in g["factions"]) for g in t.set_games]
    need = sb.cost(3, sb.MIN_STAGE, len(dealt), plays=dealt) + 3 * VERIFY
    t.budget.limit = t.budget.used + need - 1
    played = t.budget.used
    t.step_back()
    s = t.stepping
    assert s["tried"] == [] and t.budget.used == played
    assert s["not_tried"][0]["why"].startswith(f"--max-games leaves {need - 1} games, fewer than a race of 3 candidates")
    t.close()
