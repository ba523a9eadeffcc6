"""Decisions put to players, and the check of their answers.

A Decision lists the legal answers: `options` (a list of plain, JSON-able
values) and/or an integer range [lo, hi]. An answer outside both is refused
with a reason. Answers are recorded in a compact form (the option's index,
or the integer) so that the same seed plus the same answers replays a game.
"""
from __future__ import annotations


class IllegalAnswer(Exception):
    """A player gave an answer the decision does not allow."""

    def __init__(self, decision: "Decision", answer, reason: str):
        super().__init__(f"{decision.kind} for player {decision.player}: {reason}")
        self.decision = decision
        self.answer = answer
        self.reason = reason


class Decision:
    __slots__ = ("kind", "player", "options", "lo", "hi", "_prompt", "_labels", "game", "info")

    def __init__(self, kind: str, player: int, options=None, lo: int | None = None,
                 hi: int | None = None, prompt: str = "", labels=None, game=None, info=None):
        self.kind = kind
        self.player = player
        self.options = options if options is not None else []
        self.lo = lo
        self.hi = hi
        self._prompt = prompt       # the question in words, or a function that makes it
        self._labels = labels       # optional human text per option, or a function that makes it
        self.game = game            # read access for computer players
        self.info = info            # extra context (e.g. the attack)

    @property
    def prompt(self) -> str:
        """The question in words. An engine may pass a function instead: a game played by programs
        never makes the words (most players read only the options)."""
        got = self._prompt
        if callable(got):
            got = self._prompt = got()
        return got

    @prompt.setter
    def prompt(self, text) -> None:
        self._prompt = text

    @property
    def labels(self):
        """The human text per option (None if none). An engine may pass a function instead of the
        list: only a person reads labels, so a game played by programs never makes them."""
        got = self._labels
        if callable(got):
            got = self._labels = got()
        return got

    def has_range(self) -> bool:
        return self.lo is not None and self.hi is not None and self.lo <= self.hi

    def count(self) -> int:
        return len(self.options) + (self.hi - self.lo + 1 if self.has_range() else 0)

    def check(self, answer) -> str | None:
        """None if legal, else the reason it is refused."""
        lo = self.lo
        if lo is None:                  # no range: one of the options (players check every answer)
            if answer in self.options:
                return None
            return f"{answer!r} is not one of the legal choices ({_short(self.options)})"
        hi = self.hi
        ranged = hi is not None and lo <= hi     # has_range(), inline: asked at every step
        if ranged and type(answer) is int:
            if lo <= answer <= hi:
                return None
            return f"{answer} is outside the legal range {lo}..{hi}"
        if answer in self.options:
            return None
        if ranged:
            return f"{answer!r} is neither a choice ({_short(self.options)}) nor a number in {lo}..{hi}"
        return f"{answer!r} is not one of the legal choices ({_short(self.options)})"

    def encode(self, answer):
        """Compact, JSON-able record of a legal answer."""
        lo, hi = self.lo, self.hi
        if type(answer) is int and lo is not None and hi is not None and lo <= answer <= hi:
            return answer
        return [self.options.index(answer)]

    def decode(self, record):
        if isinstance(record, list):
            return self.options[record[0]]
        return record

    def __repr__(self) -> str:
        rng = f" {self.lo}..{self.hi}" if self.has_range() else ""
        return f"<Decision {self.kind} p{self.player} {_short(self.options)}{rng}>"


def _short(options) -> str:
    text = ", ".join(repr(o) for o in options[:6])
    return text + (", ..." if len(options) > 6 else "")
