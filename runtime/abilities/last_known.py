"""Triggers of a card that has just left play, seen with its last known state.

Trigger dispatch (index.py) looks only at cards in force, so an ability that
reacts to its own card leaving ("when this card is discarded") would never
run: by the time the event is raised the card is gone. Card engines solve
this with "last known information" (Magic's rule 603.10, Forge's LKI
copies): such an event is checked against the abilities the card had, and
the card is seen as it was just before it left.

The engine, when a card with triggers is about to leave play, asks the index
to `remember` it: a LastKnown holds the live card, the seat that controlled
it, and every read the engine names (AbilityHost.last_known_reads) as it was
then. The event reporting the departure carries it as `event.last_known`,
and the dispatch adds the card's own triggers for that event, after those
of the cards in force. In them `self` is the live card, `owner` is the seat
it left, and a read of the card gives the recorded value. Effects act on the
live card, which is off the table now.
"""
from __future__ import annotations

from ..api import Trigger


class LastKnown:
    __slots__ = ("card", "seat", "values")

    def __init__(self, card, seat, values: dict):
        self.card = card
        self.seat = seat
        self.values = values


def remember(index, card) -> LastKnown | None:
    """The card as it is now, in play, if it has triggers that may react to its leaving."""
    recs = index.by_card.get(card.id) if index.by_card else None
    if not recs or not any(isinstance(rec, Trigger) for rec in recs):
        return None
    g = index.g
    seat = g.seats[card.owner]
    ctx = index.host.context(g, card, seat)
    return LastKnown(card, seat, {name: getattr(ctx, name)(card) for name in index.host.last_known_reads})


_LOOKING_BACK: dict = {}


def looking_back(ctx_cls, reads: tuple) -> type:
    """The context class of a departed card's trigger: its owner and its reads as they were."""
    key = (ctx_cls, reads)
    got = _LOOKING_BACK.get(key)
    if got is not None:
        return got

    def __init__(self, g, last_known, event):
        ctx_cls.__init__(self, g, last_known.card, last_known.seat, event=event)
        self.last_known = last_known

    members = {"__slots__": ("last_known",), "__init__": __init__,
               "owner": property(lambda self: self.last_known.seat,
                                 doc="The seat the departed card left.")}
    for name in reads:
        members[name] = _read_back(getattr(ctx_cls, name), name)
    got = _LOOKING_BACK[key] = type("LastKnown" + ctx_cls.__name__, (ctx_cls,), members)
    return got


def _read_back(live, name: str):
    def read(self, card):
        lk = self.last_known
        return lk.values[name] if card is lk.card else live(self, card)

    read.__name__ = name
    read.__doc__ = f"`{name}` of the departed card as it was in play; of any other card, as it is."
    return read


def reactions(index, event, runner) -> list:
    """(label, fire) of the departed card's triggers on this event whose condition holds."""
    lk = event.last_known
    cls = looking_back(index.host.context, index.host.last_known_reads)
    out = []
    for rec in index.by_card.get(lk.card.id, ()):
        if not isinstance(rec, Trigger) or rec.event != event.name:
            continue
        ctx = cls(index.g, lk, event)
        if index.run(lk.card, rec, rec.condition, ctx, event):
            out.append((lk.card.name, runner(index, lk.card, rec, ctx)))
    return out
