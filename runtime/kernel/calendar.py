"""A game declared as rounds of named phases: data the engine runs.

`Calendar(rounds, phases)` lists the steps of the game, round by round, each
phase in its declared order. `step` counts steps played (0 before the first);
an engine's `turn` is this count, so `run(max_turns=k)` stops at a phase's
boundary, saves name a phase, and a search player's checkpoint (a copy at the
start of the current turn) is the start of a phase.
"""
from __future__ import annotations

from typing import NamedTuple


class Step(NamedTuple):
    round: int      # 1-based
    phase: str      # the phase's id
    index: int      # 1-based count of steps from the start of the game


class Calendar:
    __slots__ = ("rounds", "phases", "names")

    def __init__(self, rounds: int, phases, names=None):
        phases = tuple(phases)
        if rounds < 1:
            raise ValueError(f"a game needs at least one round, not {rounds}")
        if not phases or len(set(phases)) != len(phases):
            raise ValueError(f"phases must be a non-empty list of distinct ids, not {list(phases)}")
        self.rounds, self.phases = rounds, phases
        self.names = dict(names or {})

    @property
    def length(self) -> int:
        return self.rounds * len(self.phases)

    def step(self, index: int) -> Step:
        """The index-th step (1-based)."""
        if not 1 <= index <= self.length:
            raise IndexError(f"step {index} is outside 1..{self.length}")
        r, p = divmod(index - 1, len(self.phases))
        return Step(r + 1, self.phases[p], index)

    def __iter__(self):
        return (self.step(i) for i in range(1, self.length + 1))

    def label(self, step: Step) -> str:
        name = self.names.get(step.phase, step.phase)
        return f"round {step.round} of {self.rounds}, phase {name}"

    def last(self, step: Step) -> bool:
        return step.index == self.length
