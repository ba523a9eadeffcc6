"""Table.close: a finished game, once closed, is freed by its reference counts alone.

simulate and tune close every game after its summary (compiler/simulate/adapter.py play_one,
compiler/tune/play.py): without it a game's parts (its ability index, the state's leave hook, the
players' kept readings) hold one another in cycles that only the cyclic collector frees.
"""
import gc
import weakref

import pytest

from compiler.simulate import adapter

PACKS = ["content/crime_lords", "content/crime_wars", "content/nothing_personal"]


@pytest.mark.parametrize("pack_dir", PACKS)
def test_a_closed_game_is_freed_by_its_counts(pack_dir):
    pack = adapter.load_compiled(pack_dir)
    seats = ["heuristic"] * 4
    game, start, played, tally = adapter.play_game(pack, 7, seats, [], None)
    summary = adapter.full_summary(game, 7, seats, start, played, tally).to_dict()
    assert summary["winners"] or summary["outcome"]
    gone = weakref.ref(game)
    was = gc.isenabled()
    gc.disable()
    try:
        game.close()
        del game, tally
        assert gone() is None, "a closed game is still held in a reference cycle"
    finally:
        if was:
            gc.enable()


def test_an_open_game_needs_the_collector():
    """The reason for close: without it the finished game outlives its last reference."""
    pack = adapter.load_compiled(PACKS[0])
    game, *_ = adapter.play_game(pack, 7, ["heuristic"] * 4, [], None)
    gone = weakref.ref(game)
    was = gc.isenabled()
    gc.disable()
    try:
        del game, _
        assert gone() is not None
    finally:
        if was:
            gc.enable()
    gc.collect()
    assert gone() is None


def test_play_one_summary_is_the_same_as_before_closing():
    pack = adapter.load_compiled(PACKS[0])
    seats = ["heuristic"] * 4
    game, start, played, tally = adapter.play_game(pack, 11, seats, [], None)
    open_summary = adapter.full_summary(game, 11, seats, start, played, tally).to_dict()
    assert adapter.play_one(pack, 11, seats, [], None).to_dict() == open_summary
