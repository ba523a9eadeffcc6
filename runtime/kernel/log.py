"""The game log: readable lines, each tagged with a kind, kept in order."""
from __future__ import annotations


class Log:
    __slots__ = ("lines", "enabled", "echo", "speaking")

    def __init__(self, enabled: bool = True, echo=None):
        self.lines: list[tuple[str, str]] = []
        # Both fixed once the log is made (a game that stops keeping lines gets a new Log: a copy,
        # an undo's trial), and so is `speaking`: does anything keep or show the lines? (Table.speaking;
        # an engine reads it as a plain attribute in its hot paths.)
        self.enabled = enabled
        self.echo = echo            # callable(kind, text) to stream lines (terminal play)
        self.speaking = bool(enabled) or echo is not None

    def add(self, kind: str, text: str) -> None:
        if self.enabled:
            self.lines.append((kind, text))
        if self.echo is not None:
            self.echo(kind, text)

    def text(self, kinds=None) -> str:
        return "\n".join(t for k, t in self.lines if kinds is None or k in kinds)
