"""An undo of a game (runtime/kernel/undo.py) puts back what a copy would have kept: a game played
forward, put back and played forward again plays as a copy of it does, on every bundled game; a
player kept across tries holds copies of the game's objects, not the objects of the game played
next; a trial on the game itself leaves it as it was (Crime Lords' attack window, CL-ATK-05)."""
from __future__ import annotations

import os

import pytest

from runtime import save
from runtime.games import engine_of
from runtime.kernel import undo
from runtime.packs import load_generated
from runtime.players import RandomPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKS = ["crime_lords", "crime_wars", "criminal_underworld", "nothing_personal"]


def _pack(name):
    return load_generated(os.path.join(ROOT, "generated", name))


def _forward(g, seed: int, turns: int | None = None):
    g.players = [RandomPlayer(seed * 7 + k) for k in range(g.n)]
    g.outcome, g.reason = None, ""
    g.run(max_turns=turns)
    return save.state_hash(g), list(g.answers)


@pytest.mark.parametrize("name", PACKS)
def test_a_game_put_back_plays_forward_as_a_copy_of_it(name):
    pack = _pack(name)
    checked = 0
    for seed in (3, 8):
        g = engine_of(pack).game(pack, [RandomPlayer(seed * 10 + k) for k in range(4)], seed=seed, log=False)
        g.run(max_turns=3)
        if g.outcome != "stopped":
            continue
        start = save.state_hash(g)
        rec = undo.record(g, skip=(g.players, g.log))
        twin = g.clone()
        want = _forward(twin, seed, turns=g.turn + 4)
        for other in (seed + 100, seed):        # another continuation first, then the copy's
            _forward(g, other, turns=g.turn + 4)
            rec.restore()
            assert save.state_hash(g) == start
        assert _forward(g, seed, turns=g.turn + 4) == want
        checked += 1
    assert checked


def test_detach_gives_a_kept_player_copies_of_the_game_objects_it_holds():
    pack = _pack("crime_lords")
    g = engine_of(pack).game(pack, [RandomPlayer(k) for k in range(4)], seed=4, log=False)
    g.run(max_turns=2)
    rec = undo.record(g, skip=(g.players, g.log))
    card = g.state.cards[5]

    class Keeper:
        holds_no_game_objects = ("kept",)

    keeper = Keeper()
    keeper.plan = ("move", card, 3)
    keeper.game = g
    keeper.kept = {("x", 1): 0.5}
    kept = keeper.kept
    undo.detach([keeper], rec)
    assert keeper.plan[1] is not card and keeper.plan[1].id == card.id and keeper.plan[2] == 3
    assert keeper.game is g and keeper.kept is kept


def test_cl_atk_05_an_ability_tried_in_the_attack_window_leaves_the_game_as_it_was():
    pack = _pack("crime_lords")
    g = engine_of(pack).game(pack, [RandomPlayer(k) for k in range(4)], seed=9, log=True)
    g.run(max_turns=4)
    before, lines, answers = save.state_hash(g), list(g.log.lines), list(g.answers)
    with undo.trial(g) as t:
        assert t is g
        t.say("attack", "a line of the trial")
        seat = t.seats[0]
        t.gain(0, 7, "income")
        t.state.move(t.state.cards[0], "discard")
        assert seat.money >= 7
    assert save.state_hash(g) == before and g.log.lines == lines and g.answers == answers


@pytest.mark.parametrize("name", PACKS)
def test_a_cards_identity_and_printed_fields_never_change_in_play(name):
    """An undo does not note a card's `__undo_fixed__` slots (its identity and printed fields):
    whole games of every bundled pack, by its default computer players, leave them as dealt."""
    pack = _pack(name)
    engine = engine_of(pack)
    played = 0
    for seed in (2, 9):
        players = [engine.players[engine.default_seat](seed * 10 + k) for k in range(4)]
        g = engine.game(pack, players, seed=seed, log=False)
        fresh = engine.game(pack, [RandomPlayer(0) for _ in range(4)], seed=seed, log=False)
        g.run(max_turns=60)
        played += g.turn
        fixed = type(g.state.cards[0]).__undo_fixed__
        assert "idx" in fixed and len(fixed) > 4          # the printed fields are among them
        for c, d in zip(g.state.cards, fresh.state.cards, strict=True):
            assert [getattr(c, n) for n in fixed] == [getattr(d, n) for n in fixed], c
    assert played >= 20


def test_an_engines_written_out_slot_reader_reads_what_the_generic_reader_reads():
    """A card class's `__undo_getter__` (Crime Lords gives one) reads every card's changing slots
    as attrgetter of those names does, at every step of whole games; an undo uses it only when it
    names exactly the slots it notes, else the generic reader (a class with other slots)."""
    from operator import attrgetter

    pack = _pack("crime_lords")
    engine = engine_of(pack)
    g = engine.game(pack, [engine.players[engine.default_seat](40 + k) for k in range(4)], seed=4, log=False)
    cls = type(g.state.cards[0])
    names, fast = cls.__undo_getter__
    kind, how = undo._kind_of(cls)
    assert how[0] == tuple(names) and how[1] is fast      # the undo reads cards through it
    generic = attrgetter(*names)
    compared = 0
    for turns in range(1, 40):
        g.outcome, g.reason = None, ""
        g.run(max_turns=turns)
        for c in g.state.cards:
            assert fast(c) == generic(c), c
            compared += 1
        if g.outcome not in (None, "stopped"):
            break
    assert compared > 1000
    # A class whose slots differ from the names given keeps the generic reader.
    other = type("OtherCard", (cls,), {"__slots__": ("extra_slot",), "__undo_getter__": (names, fast)})
    kind, how = undo._kind_of(other)
    assert how[1] is not fast and "extra_slot" in how[0]
