"""Ctrl-C during a game stops it at a decision, where the seed plus the answers are the whole state.

A game's save is its answers (runtime/save.py), so a save written when the
game is waiting for an answer replays to exactly the saved state. While a
player is choosing, the game is at such a point and Ctrl-C stops it at once
(a person at a prompt sees it act immediately). Anywhere else the first
Ctrl-C is held until the next decision is put to a player; a second one
stops the game where it is, for an engine stuck in a loop.

`stop_at_decisions(game)` wraps the game's players and installs the handler
for the duration of a `with` block; the caller catches KeyboardInterrupt.
"""
from __future__ import annotations

import contextlib
import signal


class _Flag:
    __slots__ = ("pending", "choosing")

    def __init__(self):
        self.pending = False    # a Ctrl-C arrived outside a decision
        self.choosing = False   # a player is answering a decision now


class _Stoppable:
    """A player whose decisions are the points where a held Ctrl-C takes effect."""

    def __init__(self, player, flag: _Flag):
        self._player = player
        self._flag = flag

    def choose(self, decision):
        flag = self._flag
        if flag.pending:
            raise KeyboardInterrupt
        flag.choosing = True
        try:
            return self._player.choose(decision)
        finally:
            flag.choosing = False

    def __getattr__(self, name):
        return getattr(self._player, name)


@contextlib.contextmanager
def stop_at_decisions(game):
    flag = _Flag()

    def on_sigint(signum, frame):
        if flag.choosing or flag.pending:
            raise KeyboardInterrupt
        flag.pending = True

    players = game.players
    game.players = [_Stoppable(p, flag) for p in players]
    try:
        previous = signal.signal(signal.SIGINT, on_sigint)
    except ValueError:          # not the main thread: Ctrl-C is not ours to handle
        previous = None
    try:
        yield
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
        game.players = players
