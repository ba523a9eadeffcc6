"""The game log: readable lines, each tagged with a kind, kept in order."""
from __future__ import annotations


class Log:
    __slots__ = ("lines", "enabled", "echo")

    def __init__(self, enabled: bool = True, echo=None):
        self.lines: list[tuple[str, str]] = []
        self.enabled = enabled
        self.echo = echo            # callable(kind, text) to stream lines (terminal play)

    def add(self, kind: str, text: str) -> None:
        if self.enabled:
            self.lines.append((kind, text))
        if self.echo is not None:
            self.echo(kind, text)

    def text(self, kinds=None) -> str:
        return "\n".join(t for k, t in self.lines if kinds is None or k in kinds)
