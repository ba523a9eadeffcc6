"""What ability effects do to the state, through the same operations as the rules."""
from __future__ import annotations

from . import mob

# Zones off the table: a card there holds no markers (a trigger of a card that has just
# left play may still name it, last_known.py; nothing happens to it).
OFF_TABLE = ("deck", "discard", "out", "aside")


# A marker kind's name in the transcript.
MARKER_WORD = {"unhappy": "Unhappy", "power": "Power", "income": "income"}


def add_markers(g, card, kind: str, n: int, who: str) -> None:
    if card is None or n <= 0 or card.zone in OFF_TABLE:
        return
    before = _count(card, kind)
    if kind == "unhappy":
        if card.kind == "crook" and card.zone == "crooks":
            # Said before they are laid: a third marker makes him quit inside add_unhappy (CL-UNH-04).
            _say_markers(g, who, card, kind, n, "gets", before + n)
            mob.add_unhappy(g, [card], n, who)
        else:
            g.say("ability", f"  {who}: {card.name} is in no Mob and takes no Unhappy marker")
        return
    if kind == "power":
        cap = g.ruleset["power_range"]["max"]
        card.power_markers = min(card.power_markers + n, max(card.power_markers, cap - card.power))
        g.state.touch()
    elif kind == "income":
        card.income_markers += n
        g.state.touch()
    _say_markers(g, who, card, kind, _count(card, kind) - before, "gets", _count(card, kind))


def remove_markers(g, card, kind: str, n: int, who: str) -> None:
    if card is None or n <= 0 or card.zone in OFF_TABLE:
        return
    before = _count(card, kind)
    if kind == "unhappy":
        mob.remove_unhappy(g, card, n, who)
    elif kind == "power":
        card.power_markers = max(0, card.power_markers - n) if card.power_markers > 0 else card.power_markers
        g.state.touch()
    elif kind == "income":
        card.income_markers = max(0, card.income_markers - n)
        g.state.touch()
    _say_markers(g, who, card, kind, before - _count(card, kind), "loses", _count(card, kind))


def _count(card, kind: str) -> int:
    slot = card.MARKERS.get(kind)      # the slot holding this marker (runtime/kernel/state.py)
    return getattr(card, slot) if slot else 0


def _say_markers(g, who: str, card, kind: str, k: int, verb: str, now: int) -> None:
    """`  Dapper Dan Whitlow: Gus Pappas gets 1 Unhappy marker (2 now)`, or why nothing changed."""
    word = MARKER_WORD.get(kind, kind)
    if k > 0:
        g.say("ability", f"  {who}: {card.name} {verb} {k} {word} marker{'s' if k != 1 else ''} ({now} now)")
    elif verb == "loses":
        g.say("ability", f"  {who}: {card.name} has no {word} marker to lose")
    else:
        g.say("ability", f"  {who}: {card.name} can take no more {word} markers")


def move_markers(g, src, dst, kind: str, n: int, who: str) -> None:
    attr = src.MARKERS[kind]          # the slot holding this marker (runtime/kernel/state.py)
    k = min(n, getattr(src, attr))
    if k <= 0:
        return
    remove_markers(g, src, kind, k, who)
    add_markers(g, dst, kind, k, who)


def discard(g, card, who: str) -> None:
    if card is None or card.zone in ("discard", "out"):
        return
    _send_away(g, card, "discard", f"  {who}: {card.name} is discarded")


def release(g, card, who: str) -> None:
    if card is None or card.zone not in ("crooks", "rackets"):
        return
    _send_away(g, card, "open", f"  {who}: {card.name} goes uncontrolled")


def _send_away(g, card, zone: str, line: str) -> None:
    """A Crook leaves his Mob (which then re-places his subordinates); any other card just moves."""
    g.say("ability", line)
    if card.zone == "crooks":
        p = card.owner
        mob.leave(g, card, zone)
        mob.settle(g, p)
    else:
        mob.to_zone(g, card, zone)


def take(g, p: int, racket, who: str) -> None:
    if racket is None or racket.kind != "racket" or (racket.zone == "rackets" and racket.owner == p):
        return
    if racket.zone not in ("open", "rackets"):
        return
    racket.unhappy = 0
    g.state.move(racket, "rackets", p)
    g.say("ability", f"  {who}: {g.name(p)} takes {racket.name}")


def place(g, p: int, crook, who: str) -> None:
    if crook is None or crook.kind != "crook" or crook.zone != "open":
        return
    seat = g.seats[p]
    if mob.join(g, p, crook, list(seat.crooks)):
        g.say("ability", f"  {who}: {crook.name} joins {g.name(p)}")
    else:
        g.say("ability", f"  {who}: {crook.name} fits nowhere and stays uncontrolled")
