"""Triggers of a card that has just left play, seen with its last known state.

Trigger dispatch (abilities.py) looks only at cards in play, so an ability
that reacts to its own card leaving — "when this Crook is discarded", "when a
hit on him succeeds" — would never run: by the time the event is raised the
card is in the discard pile. Card engines solve this with "last known
information" (Magic's rule 603.10, Forge's LKI copies): such an event is
checked against the abilities the card had, and the card is seen as it was
just before it left.

Here the engine, when a Crook is about to leave his Mob for the discard pile
(mob.to_zone), records a LastKnown: the live card, the seat that controlled
it, and every property a condition or effect may read of a card (Power,
Unhappy markers, Boss or not, ...) as it was then. The events that report
that departure (`crook_discarded`, `hit_succeeded`: the events whose
vocabulary entry says `removes: crook`) carry it as `event.last_known`, and
the dispatch adds the card's own triggers for that event. In them `self` is
the live card (so `event.crook is self` holds), `owner` is the seat it left,
and a read of the card's properties gives the recorded value. Effects act on
the live card, which is off the table now, so they change nothing there (a
marker cannot be put on a discarded card). Only cards with triggers are
recorded; the card's reactions come after those of the cards in play.
"""
from __future__ import annotations

from ...api import Trigger
from .context import Ctx

# Ctx's reads of one Crook (the vocabulary's properties and card functions that apply to a Crook,
# whose value changes as he leaves): what the record keeps. Only Crooks leave play with an event
# that reports it; printed fields (weakness …) read the same before and after.
CARD_READS = ("power", "resistance", "unhappy", "owner_of", "is_boss", "is_lieutenant", "has_token",
              "superior_of", "subordinates_of", "below")


class LastKnown:
    __slots__ = ("card", "seat", "values")

    def __init__(self, card, seat, values: dict):
        self.card = card
        self.seat = seat
        self.values = values


def remember(g, card) -> LastKnown | None:
    """The card as it is now, in play, if it has triggers that may react to its leaving."""
    recs = g.abil.by_card.get(card.id) if g.abil.by_card else None
    if not recs or not any(isinstance(rec, Trigger) for rec in recs):
        return None
    seat = g.seats[card.owner]
    ctx = Ctx(g, card, seat)
    return LastKnown(card, seat, {name: getattr(ctx, name)(card) for name in CARD_READS})


class LastKnownCtx(Ctx):
    """Ctx of a departed card's trigger: its owner and its properties as they were."""

    __slots__ = ("last_known",)

    def __init__(self, g, last_known: LastKnown, event):
        super().__init__(g, last_known.card, last_known.seat, event=event)
        self.last_known = last_known

    @property
    def owner(self):
        return self.last_known.seat


def _looking_back(name: str):
    live = getattr(Ctx, name)

    def read(self, card):
        lk = self.last_known
        return lk.values[name] if card is lk.card else live(self, card)

    read.__name__ = name
    read.__doc__ = f"`{name}` of the departed card as it was in play; of any other card, as it is."
    return read


for _name in CARD_READS:
    setattr(LastKnownCtx, _name, _looking_back(_name))


def reactions(index, event, runner) -> list:
    """(label, fire) of the departed card's triggers on this event whose condition holds."""
    lk = event.last_known
    out = []
    for rec in index.by_card.get(lk.card.id, ()):
        if not isinstance(rec, Trigger) or rec.event != event.name:
            continue
        ctx = LastKnownCtx(index.g, lk, event)
        if index.run(lk.card, rec, rec.condition, ctx, event):
            out.append((lk.card.name, runner(index, lk.card, rec, ctx)))
    return out
