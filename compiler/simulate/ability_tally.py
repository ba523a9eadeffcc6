"""Which abilities took effect in a simulated game, how often, and what they brought their owner.

The engine calls its ability index's `on_fire(card, record)` whenever an
ability takes effect in the game: a trigger's or an activated ability's effect
run, or a modifier that changed a number one use of the rules read (an attack
resolved, an income counted: runtime/abilities/rule_use.py, docs/engine.md),
never for what a player computes while deciding nor for how often the engine
computes a number; the tally is that hook. What
an effect gained is read around each effect, which the index runs between the
hook's `before_effect` and `after_effect` (AbilityIndex._effect: effects only,
not every condition or amount it runs): the owner's money before and after,
every kind of marker on the cards in play, and cards that changed place (the
kernel's `version_moves`). Only the kernel's state is read
(seats' money, cards' marker slots), so nothing here knows a game; an engine
without such an index simply reports no firings.

A copy of the game (the heuristic tries abilities on copies, the search player
plays them out) gets no tally: `__deepcopy__` gives the copy none, so only
what happened in the game itself is counted.
"""
from __future__ import annotations

from itertools import chain
from operator import attrgetter


def ability_places(abilities: dict) -> dict:
    """id(record) -> (card id, index among its abilities), of `abilities` (card id -> records)."""
    return {id(rec): (card_id, i) for card_id, records in abilities.items() for i, rec in enumerate(records)}


class AbilityTally:
    def __init__(self, game, abilities: dict | None = None, where: dict | None = None):
        """The game's abilities (card id -> records), or their ability_places kept by the caller
        (`where`: read, never written)."""
        self.game = game
        self.where: dict[int, tuple[str, int]] = ability_places(abilities) if where is None else where
        self.fired: dict[tuple[str, int], int] = {}
        self._marker_names: tuple = ()    # the kinds of marker of the game's cards (Card.MARKERS), and
        self._held_of = self._totals = None   # seats -> the cards they hold, cards -> each kind's total: at the first effect
        self._held: list | tuple = ()    # the cards held when the state's count of moves was _held_moves
        self._held_state = self._held_moves = None
        self.gains: dict[tuple[str, int], dict] = {}
        index = game.abil             # the contract's member: None when the engine hosts no abilities
        self.active = index is not None and hasattr(index, "on_fire") and hasattr(index, "run")
        if self.active:
            index.on_fire = self        # the index also asks before_effect / after_effect around effects

    def __deepcopy__(self, memo):
        return None          # a copy of the game counts nothing

    def __call__(self, card, rec) -> None:
        key = self._key(card, rec)
        if key is not None:
            self.fired[key] = self.fired.get(key, 0) + 1

    def _key(self, card, rec):
        key = self.where.get(id(rec))
        if key is None and card is not None:
            key = (card.id, -1)
        return key

    def before_effect(self, card, rec, args):
        """An effect of the game's own is about to run (AbilityIndex._effect): what it will be
        measured against, or None when it is not counted."""
        if card is None:
            return None
        key = self._key(card, rec)
        if key is None:
            return None
        owner = card.owner
        if owner < 0:       # a card played from a hand may be discarded already: its user is the context's owner
            owner = getattr(getattr(args[0] if args else None, "owner", None), "index", -1)
        return key, owner, self._snapshot(owner)

    def after_effect(self, token) -> None:
        key, owner, before = token
        after = self._snapshot(owner)
        got = self.gains.get(key)
        if got is None:
            got = self.gains[key] = {"money": 0, "moved": 0, "markers": {}}
        got["money"] += after[0] - before[0]
        got["moved"] += after[1] - before[1]
        markers = got["markers"]
        for m, n, was in zip(self._marker_names, after[2], before[2]):
            if n:           # a kind of marker none of which is left in play is not counted (as ever)
                d = n - was
                if d:
                    markers[m] = markers.get(m, 0) + d

    def _snapshot(self, owner: int) -> tuple:
        """(the owner's money, the kernel's count of moves, the total of each kind of marker on the
        cards in play, in the order of Card.MARKERS)."""
        st = self.game.state
        seats = st.seats
        money = seats[owner].money if 0 <= owner < len(seats) else 0
        moves = st.version_moves
        if self._totals is None:
            self._marker_names, self._held_of, self._totals = held_marker_totals(
                type(st.cards[0]) if st.cards else None, st.seat_zones)
        if not self._marker_names:          # no kind of marker to total (nothing listed)
            return money, moves, ()
        # The cards held change only when a card changes place, which moves the count on (State.move,
        # exchange; an undo moves it past every value it had): half the snapshots, an effect's
        # "after" when it moved nothing, list them again for nothing.
        if moves != self._held_moves or st is not self._held_state:
            self._held, self._held_moves, self._held_state = self._held_of(seats), moves, st
        return money, moves, self._totals(self._held)

    def summary(self) -> list:
        """[card id, ability index, times, money gained, cards moved, {marker: net added}], sorted."""
        out = []
        for key in sorted(set(self.fired) | set(self.gains)):
            got = self.gains.get(key, {"money": 0, "moved": 0, "markers": {}})
            out.append([key[0], key[1], self.fired.get(key, 0), got["money"], got["moved"],
                        dict(sorted(got["markers"].items()))])
        return out


_HELD_TOTALS: dict = {}     # (card class, seat zones) -> held_marker_totals' answer, made once per process


def held_marker_totals(cls, seat_zones: tuple) -> tuple:
    """(the marker kinds of cards of `cls`, a function: seats -> a list of the cards they hold, a
    function: cards -> the total of each kind on them, a tuple in that order), made once per card
    class and seat zones.

    The cards a seat holds are those in its own zones (a card's owner is a seat exactly there:
    State.move), so only they are read, not every card of the game; with no kind of marker, none."""
    key = (cls, seat_zones)
    got = _HELD_TOTALS.get(key)
    if got is None:
        got = _HELD_TOTALS[key] = _held_totals(cls, seat_zones)
    return got


def _held_totals(cls, seat_zones: tuple) -> tuple:
    markers = getattr(cls, "MARKERS", {})
    owned = getattr(cls, "OWNED", ())          # counted per owner: {seat: n}, all of them here
    gets = [_owned_total(a) if m in owned else attrgetter(a) for m, a in markers.items()]
    if not gets or not seat_zones:
        return tuple(markers), lambda seats: (), lambda cards: (0,) * len(gets)
    zones_of = attrgetter(*seat_zones) if len(seat_zones) > 1 else (lambda s, get=attrgetter(seat_zones[0]): (get(s),))
    flat = chain.from_iterable

    def held_of(seats) -> list:
        return list(flat(flat(map(zones_of, seats))))     # every seat's zones, their cards: in C

    # The loop `syndicate build` wrote for these markers (generated/<pack>/cards.py: marker_totals,
    # given to the class by runtime/kernel/state.py when its slots are exactly the pack's): slot
    # reads the interpreter specialises, where attrgetter looks each name up at every card.
    written = cls.__dict__.get("_WRITTEN_TOTALS")
    if written is not None:
        return tuple(markers), held_of, written

    def totals(cards: list) -> tuple:
        return tuple([sum(map(get, cards)) for get in gets])
    return tuple(markers), held_of, totals


def _owned_total(attr: str):
    get = attrgetter(attr)
    return lambda c: sum(get(c).values())
