"""A player whose answers are written in advance (for tests).

Answers are queued per decision kind: {"action": ["hit", "end"], "target": ["mickey_costigan"]}.
A card may be named by its id, a (superior, cell) placement by (superior id, (x, y)).
When a kind's queue is empty the fallback player answers (default: the first legal option).
"""
from __future__ import annotations

from .base import Player


class FirstOption(Player):
    kind = "first"

    def choose(self, d):
        if d.options:
            return d.options[0]
        return d.lo


class ScriptedPlayer(Player):
    kind = "scripted"

    def __init__(self, script: dict | None = None, fallback: Player | None = None):
        self.script = {k: list(v) for k, v in (script or {}).items()}
        self.fallback = fallback or FirstOption()
        self.seen: list = []

    def push(self, kind: str, *answers) -> None:
        self.script.setdefault(kind, []).extend(answers)

    def choose(self, d):
        self.seen.append(d)
        queue = self.script.get(d.kind)
        if queue:
            return resolve(d, queue.pop(0))
        return self.fallback.choose(d)


def resolve(d, want):
    """Map a scripted value to the decision's own option object."""
    if callable(want):
        return want(d)
    if type(want) is int and d.lo is not None:
        return want
    for o in d.options:
        if o == want or _name(o) == want:
            return o
    return want          # let the engine refuse it with a reason


def _name(o):
    if hasattr(o, "id"):
        return o.id
    if isinstance(o, tuple):
        return tuple(_name(x) for x in o)
    return o
