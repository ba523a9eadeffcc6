"""What ability effects do to the state, through the same operations as the rules."""
from __future__ import annotations

from . import mob

# Zones off the table: a card there holds no markers (a trigger of a card that has just
# left play may still name it, last_known.py; nothing happens to it).
OFF_TABLE = ("deck", "discard", "out", "aside")


def add_markers(g, card, kind: str, n: int, who: str) -> None:
    if card is None or n <= 0 or card.zone in OFF_TABLE:
        return
    if kind == "unhappy":
        if card.kind == "crook" and card.zone == "crooks":
            mob.add_unhappy(g, [card], n, who)
    elif kind == "power":
        cap = g.ruleset["power_range"]["max"]
        card.power_markers = min(card.power_markers + n, max(card.power_markers, cap - card.power))
        g.state.touch()
    elif kind == "income":
        card.income_markers += n
        g.state.touch()


def remove_markers(g, card, kind: str, n: int, who: str) -> None:
    if card is None or n <= 0 or card.zone in OFF_TABLE:
        return
    if kind == "unhappy":
        mob.remove_unhappy(g, card, n, who)
    elif kind == "power":
        card.power_markers = max(0, card.power_markers - n) if card.power_markers > 0 else card.power_markers
        g.state.touch()
    elif kind == "income":
        card.income_markers = max(0, card.income_markers - n)
        g.state.touch()


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
