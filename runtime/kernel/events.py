"""Events: a name and a payload, dispatched to listeners with a bounded chain depth."""
from __future__ import annotations

from .errors import GameError


class Event:
    """Payload fields are attributes (event.player, event.card, event.amount ...)."""

    def __init__(self, name: str, **fields):
        self.name = name
        self.__dict__.update(fields)

    def __repr__(self) -> str:
        return f"<event {self.name}>"


class ChainTooDeep(GameError):
    """Triggered abilities kept setting each other off: the game stops, naming them."""


class Dispatcher:
    """Calls listeners(event) -> iterable of (label, fn); fn(event) runs one reaction.

    Reactions may emit further events; a chain deeper than `limit` stops the game
    with the labels of the cards involved, instead of looping forever.
    """

    def __init__(self, listeners, limit: int = 8):
        self.listeners = listeners
        self.limit = limit
        self.stack: list[str] = []

    def emit(self, event: Event) -> None:
        reactions = self.listeners(event)
        if not reactions:
            return
        for label, fn in reactions:
            if len(self.stack) >= self.limit:
                chain = " -> ".join(self.stack + [label])
                raise ChainTooDeep(f"triggered abilities chain deeper than {self.limit}: {chain}")
            self.stack.append(label)
            try:
                fn(event)
            finally:
                self.stack.pop()
