"""The search surface (runtime/games/search.py): any registered engine seen as OpenSpiel sees a game
state — whose turn, legal actions, apply, is it over, returns, a copy — for a later search player."""
from __future__ import annotations

import importlib.util
import os
import random

import pytest

from runtime import games, save
from runtime.games.search import TERMINAL, SearchState
from runtime.packs import load_generated
from runtime.players import ScriptedPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TINY = os.path.join(ROOT, "tests", "fixtures", "tiny_turf")


@pytest.fixture(scope="module")
def tiny_pack():
    spec = importlib.util.spec_from_file_location("tiny_turf_engine_search", os.path.join(TINY, "engine.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    games.register(module.ENGINE)
    yield load_generated(os.path.join(TINY, "generated", "tiny_turf"))
    games.unregister("tiny_turf")


def test_random_rollouts_of_the_tiny_game_end_with_returns(tiny_pack):
    rng = random.Random(5)
    for seed in range(4):
        s = SearchState(tiny_pack, 3, seed)
        while not s.is_terminal():
            assert s.current_player() in (0, 1, 2) and s.legal_actions()
            s.apply_action(rng.choice(s.legal_actions()))
        assert s.current_player() == TERMINAL and s.legal_actions() == []
        returns = s.returns()
        assert len(returns) == 3 and sum(returns) == (1.0 if s.game.winners else 0.0)
        assert len(s.answers) == s.game.decisions
        again = SearchState(tiny_pack, 3, seed, answers=s.answers)
        assert again.is_terminal() and save.state_hash(again.game) == save.state_hash(s.game)


def test_a_clone_is_independent(tiny_pack):
    s = SearchState(tiny_pack, 2, 9)
    last = s.legal_actions()[-1]
    assert last > 0                                   # several thugs and turfs to choose from
    c = s.clone()
    c.apply_action(last)
    first = s.child(0)
    assert c.answers == [[last]] and first.answers == [[0]] and s.answers == []
    assert s.current_player() == 0 and c.current_player() == first.current_player() == 1
    with pytest.raises(ValueError):
        s.answer(len(s.legal_actions()))


def test_crime_lords_steps_are_the_answers_a_player_would_give():
    """Action 0 at every step is the first legal answer: the same game a first-option player plays."""
    pack = load_generated(os.path.join(ROOT, "generated", "crime_lords"))
    s = SearchState(pack, 4, 7)
    for _ in range(12):
        assert not s.is_terminal() and 0 <= s.current_player() < 4
        assert s.legal_actions() == list(range(s.pending.count()))
        s.apply_action(0)
    g = games.lookup("crime_lords").game(pack, [None] * 4, seed=7, log=False)
    g.players = [_Stopper(ScriptedPlayer(), 12, g) for _ in range(4)]
    with pytest.raises(StopPlaying):
        g.run()
    assert g.answers == s.answers


class StopPlaying(Exception):
    pass


class _Stopper:
    """Answers as the wrapped player does, and stops the game after `limit` recorded answers."""

    replays = False

    def __init__(self, player, limit, game):
        self.player, self.limit, self.game = player, limit, game

    def choose(self, d):
        if len(self.game.answers) >= self.limit:
            raise StopPlaying()
        return self.player.choose(d)

    def refused(self, d, answer, reason):
        self.player.refused(d, answer, reason)
