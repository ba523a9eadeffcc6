"""A game as game-search libraries see it: whose turn, the legal actions, apply one, is it over,
the returns, a copy (the State surface of OpenSpiel).

Any registered engine fits, because the seed plus the answers are the game
(runtime/save.py): a SearchState is a game replayed from its answers up to the
next decision the players are asked. An action is the index of an answer
among the decision's legal ones (its options, then the numbers lo..hi).
Replaying costs a whole game per step; an engine that can copy its state
cheaply may later offer that instead, behind the same surface. What one player
may see (for sampling hidden cards fairly) is the engine's to declare next.
"""
from __future__ import annotations

from ..kernel.errors import ReplayExhausted
from ..players import RandomPlayer
from . import engine_of

TERMINAL = -4          # OpenSpiel's kTerminalPlayerId


class SearchState:
    def __init__(self, pack, players: int, seed: int, house_rules=(), answers=()):
        self.pack, self.n, self.seed, self.house_rules = pack, players, seed, tuple(house_rules)
        self.answers = list(answers)
        self._replay()

    def _replay(self) -> None:
        pack, players, seed = self.pack, self.n, self.seed
        game = engine_of(pack).game(pack, [RandomPlayer(0) for _ in range(players)], seed=seed,
                           house_rules=list(self.house_rules), log=False)
        game.feed = list(self.answers)
        game.replay_only = True
        try:
            game.run()
            self.pending = None
        except ReplayExhausted as stop:
            self.pending = stop.decision
        self.game = game               # read it; never change it

    def current_player(self) -> int:
        return TERMINAL if self.pending is None else self.pending.player

    def legal_actions(self) -> list[int]:
        return [] if self.pending is None else list(range(self.pending.count()))

    def answer(self, action: int):
        """The decision's answer that `action` stands for."""
        d = self.pending
        if d is None or not 0 <= action < d.count():
            raise ValueError(f"action {action} is not legal here")
        return d.options[action] if action < len(d.options) else d.lo + action - len(d.options)

    def apply_action(self, action: int) -> None:
        self.answers.append(self.pending.encode(self.answer(action)))
        self._replay()

    def child(self, action: int) -> "SearchState":
        out = self.clone()
        out.apply_action(action)
        return out

    def is_terminal(self) -> bool:
        return self.pending is None

    def returns(self) -> list[float]:
        """Each player's share of the win: 1 to a lone winner, split on a shared win, 0 with no winner."""
        winners = self.game.winners if self.is_terminal() else []
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(self.n)]

    def clone(self) -> "SearchState":
        return SearchState(self.pack, self.n, self.seed, self.house_rules, self.answers)

    def __str__(self) -> str:
        if self.pending is None:
            return self.game.summary()
        return f"turn {self.game.turn}: player {self.pending.player} {self.pending.kind} ({self.pending.count()} answers)"
