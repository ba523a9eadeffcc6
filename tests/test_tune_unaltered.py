"""Games a change of one faction card cannot alter, copied from the set's (compiler/tune/unaltered.py; docs/tune.md,
"Games a change cannot alter").

The rules on known records; the procedure on the fake two-seat games of tests/test_tune_rounds.py (six factions,
two dealt a game: the deal never reads a power); a fake pack whose every game reads a faction nobody holds, which
the check must catch; and the fact the copies rest on, on the real engine: on the bundled Crime Lords pack, an edit
of a Mob's number plays the very same game on a seed that Mob was not dealt in.
"""
from __future__ import annotations

import os
import random

import pytest

from compiler.build.builder import build
from compiler.simulate.seeds import game_seed
from compiler.tune import unaltered as un
from compiler.tune.editset import write_copy
from compiler.tune.edits import candidates, load_positioned
from compiler.tune.play import play_one
from tests import test_tune_rounds as tr
from tests.test_tune_rounds import fakes, tuner  # noqa: F401  (the fixture, used below)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CL = os.path.join(ROOT, "content", "crime_lords")


def game(index: int, factions: list[str]) -> dict:
    return {"index": index, "factions": factions, "winners": [0]}


KNOWN = {0: game(0, ["a", "b"]), 1: game(1, ["c", "d"]), 2: game(2, ["b", "a"]), 3: game(3, ["e", "f"]),
         4: game(4, ["c", "e"])}


def test_the_seeds_a_change_cannot_alter_are_those_its_faction_card_was_dealt_in_by_no_seat():
    assert un.unaltered(KNOWN, [0, 1, 2, 3, 4], "a") == [1, 3, 4]
    assert un.unaltered(KNOWN, [0, 1, 2, 3, 4], None) == []          # not a faction card: every seed is played
    assert un.unaltered(KNOWN, [1, 9], "a") == [1]                   # a seed the set never played is played
    assert un.plays(KNOWN, [0, 1, 2, 3, 4], "a") == [1, 0, 1, 0, 0]


@pytest.mark.usefixtures("fakes")
def test_a_new_build_pays_for_the_first_copies_it_checks_and_a_checked_one_does_not(tmp_path):
    t = tuner(tmp_path)
    assert un.VERIFY == 2
    assert un.charges(t, None, KNOWN, [0, 1, 2, 3, 4], "a") == [1, 1, 1, 1, 0]
    config = t.config("x")
    t.unaltered_checked.add(config)
    assert un.charges(t, config, KNOWN, [0, 1, 2, 3, 4], "a") == [1, 0, 1, 0, 0]
    t.unaltered_off = True                                           # a copy once differed: every seed is played
    assert un.charges(t, config, KNOWN, [0, 1, 2, 3, 4], "a") == [1, 1, 1, 1, 1]
    t.budget.limit = t.budget.used + 3
    t.unaltered_off = False
    assert un.affordable(t, [0, 1, 2, 3, 4], KNOWN, "a") == [0, 1, 2]     # 1 + 1 (a check) + 1; seed 3 a check too
    assert un.affordable(t, [0, 1, 2, 3, 4], KNOWN, None) == [0, 1, 2]
    t.close()


def fake_set(t, pack: str, n: int) -> dict:
    games = t.play(t.config(pack), list(range(n)))
    return {g["index"]: g for g in games}


@pytest.mark.usefixtures("fakes")
def test_a_faction_cards_change_copies_the_games_it_is_not_in_and_they_are_the_games_it_would_play(tmp_path):
    t = tuner(tmp_path)
    known = fake_set(t, tr.AS_IS, 300)
    changed = "a=2,b=3,c=2,d=2,e=2,f=2"                              # A's power 4 -> 2
    seeds = list(range(300))
    used, sink = t.budget.used, []
    copied = un.play_changed(t, t.config(changed), seeds, sink, known, "a")
    without_a = un.unaltered(known, seeds, "a")
    assert copied == len(without_a) - un.VERIFY and 150 < copied < 250
    assert t.budget.used - used == 300 - copied                      # A's seeds and VERIFY checks, played
    assert [g["index"] for g in sink] == seeds
    assert sink == t.play(t.config(changed), seeds)                  # the same games as playing every seed
    assert any(sink[i] != known[i] for i in seeds)                   # and A's games did change
    assert t.config(changed) in t.unaltered_checked and not t.unaltered_off
    # The build is checked: its next seeds copy every game without A, and check none again.
    more = {g["index"]: g for g in t.play(t.config(tr.AS_IS), list(range(300, 400)))}
    used, sink = t.budget.used, []
    copied = un.play_changed(t, t.config(changed), list(range(300, 400)), sink, more, "a")
    assert copied == len(un.unaltered(more, list(range(300, 400)), "a")) and t.budget.used - used == 100 - copied
    t.close()


def reads_the_box(pack: str, index: int, seed: int) -> dict:
    """A fake whose rules read faction F's power in every game, dealt or not (an ability that looks in the box)."""
    g = tr.fake_game(pack, index, seed)
    g["turns"] = 10 + tr.powers(pack)["f"]
    return g


@pytest.mark.usefixtures("fakes")
def test_a_pack_whose_games_read_a_faction_nobody_holds_is_caught_and_every_seed_played(tmp_path):
    t = tuner(tmp_path)
    t.backend.play = reads_the_box
    known = fake_set(t, tr.AS_IS, 200)
    changed = "a=4,b=3,c=2,d=2,e=2,f=3"                              # F's power 2 -> 3
    used, sink = t.budget.used, []
    assert un.play_changed(t, t.config(changed), list(range(200)), sink, known, "f") == 0
    assert t.budget.used - used == 200 and t.unaltered_off
    assert sink == t.play(t.config(changed), list(range(200)))
    assert any("reads a faction card nobody holds" in n or "read a faction card nobody holds" in n
               for n in t.progress.notes)
    # Every later build plays every seed too.
    used = t.budget.used
    assert un.play_changed(t, t.config("a=3,b=3,c=2,d=2,e=2,f=2"), list(range(50)), [], known, "a") == 0
    assert t.budget.used - used == 50
    t.close()


def test_on_crime_lords_a_mobs_edit_plays_the_same_game_on_every_seed_that_mob_was_not_dealt_in(tmp_path):
    # The fact the copies rest on, on the real engine: The Magpie Combine's boss_bonus 3 -> 1, a copy built as tune
    # builds its candidates, played beside the pack as it is (4 heuristic seats, turn cap 40).
    pack, _ = load_positioned(CL)
    edit = next(e for e in candidates(pack, pack.card("magpie_combine")) if e.site.field == "boss_bonus"
                and e.new_value == 1)
    dst, out = str(tmp_path / "crime_lords"), str(tmp_path / "build")
    write_copy(CL, dst, [edit.to_dict()])
    _, status, _ = build(dst, out)
    assert status == "built"
    seats = ["heuristic"] * 4
    same = changed = 0
    for i in random.Random(5).sample(range(10_000), 24):
        seed = game_seed(1, i)
        a = play_one(CL, seed, seats, [], 40)
        b = play_one(dst, seed, seats, [], 40, out)
        if "magpie_combine" in a["factions"]:
            changed += a != b
        else:
            assert a == b, f"seed index {i}: the game without The Magpie Combine changed"
            same += 1
    assert same >= 6 and changed >= 1


@pytest.mark.parametrize("plays,expected", [(None, 8 * 250 + 4 * 250 + 2 * 500 + 1000),
                                            ([1, 0] * 1000, 4 * 250 + 2 * 250 + 1 * 500 + 500)])
def test_a_races_cost_counts_only_the_games_it_plays(plays, expected):
    from compiler.tune import stepback as sb
    assert sb.cost(8, 250, 2000, plays=plays) == expected
