"""A person at a terminal: numbered choices, or a number in a range."""
from __future__ import annotations

import sys

from .base import Player


class TerminalPlayer(Player):
    kind = "human"

    def __init__(self, inp=None, out=None):
        self.inp = inp or sys.stdin
        self.out = out or sys.stdout

    def _w(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def choose(self, d):
        labels = d.labels or [_label(o) for o in d.options]
        self._w(f"\n[{d.kind}] {d.prompt or 'your choice'}")
        for i, text in enumerate(labels, 1):
            self._w(f"  {i}. {text}")
        if d.has_range():
            self._w(f"  or a number from {d.lo} to {d.hi}" if d.options else f"  a number from {d.lo} to {d.hi}")
        while True:
            self.out.write("> ")
            self.out.flush()
            line = self.inp.readline()
            if not line:
                raise EOFError("no more input")
            text = line.strip()
            if d.has_range() and text.lstrip("-").isdigit() and not d.options:
                return int(text)
            if text.isdigit():
                k = int(text)
                if d.options and 1 <= k <= len(d.options):
                    return d.options[k - 1]
                if d.has_range():
                    return k
            if text in d.options:
                return text
            self._w(f"  please answer with a number from 1 to {len(d.options)}"
                    if d.options else f"  please answer with a number from {d.lo} to {d.hi}")

    def refused(self, d, answer, reason: str) -> None:
        self._w(f"  not allowed: {reason}")


def _label(o) -> str:
    if hasattr(o, "name"):
        return o.name
    if isinstance(o, tuple):
        return " / ".join(_label(x) for x in o)
    return str(o)
