"""Cards, seats, zones, markers and money: the state every game is made of.

What a card and a seat hold is declared by the game (GAME, which `syndicate
build` writes from the pack's game.yaml): the fields of its card kinds, its
markers, its shared and per-seat zones. `card_class` and `seat_class` build
one class per declaration, with `__slots__`, so reading `card.power` costs
what reading a hand-written attribute costs. An engine adds the state of its
own rules (a grid cell, an action token) as extra slots.

A card lives in exactly one zone. Shared zones are ordered lists on the
State, per-seat zones are lists on the Seat; the end of a list is its top
(`top`, `move(..., index=0)` puts a card at the bottom). `move` is the only
way a card changes place, so the "one place" invariant can be checked
against `card.zone` and `card.owner`.
"""
from __future__ import annotations

from collections import deque
from itertools import compress, repeat
from operator import and_, attrgetter, getitem, is_not, setitem

from .copying import deep

_PLAIN = frozenset({int, str, float, bool, type(None)})
_drain = deque(maxlen=0).extend        # runs an iterator to its end (a map of setters) in C
_ID = attrgetter("id")


def _slots(cls) -> tuple:
    """(slot names, a getter of all of them at once) of a card or seat class, made once per class."""
    got = cls.__dict__.get("_ALL_SLOTS")
    if got is None:
        names = tuple(n for k in reversed(cls.__mro__) for n in k.__dict__.get("__slots__", ()))
        got = (names, attrgetter(*names) if len(names) > 1 else None)
        cls._ALL_SLOTS = got
    return got


def copy_slots(obj, memo: dict):
    """deepcopy for a slotted card or seat: plain values as they are, the rest copied (Table.clone)."""
    cls = type(obj)
    new = object.__new__(cls)
    memo[id(obj)] = new
    names, get_all = _slots(cls)
    try:
        values = get_all(obj)            # every slot at once (a card or seat sets them all in __init__)
    except (AttributeError, TypeError):
        values = None
    if values is None:
        for name in names:
            try:
                v = getattr(obj, name)
            except AttributeError:
                continue
            setattr(new, name, v if v.__class__ in _PLAIN else deep(v, memo))
        return new
    plain, put = _PLAIN, setattr
    for name, v in zip(names, values):
        put(new, name, v if v.__class__ in plain else deep(v, memo))
    return new


class Card:
    """One physical card: printed fields (fixed), markers and engine state (changing).

    The base holds what every card has; `card_class` adds the declared slots. A card's identity
    and printed fields are never written once it is made (the rules change a card through its
    zone, markers and the engine's own slots): an undo (kernel/undo.py) does not look at them.
    """

    __slots__ = ("idx", "id", "kind", "name", "zone", "owner")
    __undo_fixed__: tuple = ("idx", "id", "kind", "name")
    FIELDS: tuple = ()        # (attribute, default): printed fields, read from the card's data
    MARKERS: dict = {}        # marker name -> attribute holding its count (a dict per owner if owned)
    OWNED: frozenset = frozenset()
    EXTRA: tuple = ()         # (attribute, default or factory): the engine's own state on a card

    def __init__(self, idx: int, data: dict):
        self.idx = idx
        self.id = data["id"]
        self.kind = data["kind"]
        self.name = data.get("name", self.id)
        self.zone = None
        self.owner = -1
        # Every game makes every card of its pack: what is set is sorted once per class (_plan).
        fields, zero, owned, plain, made = self.__class__.__dict__.get("_PLAN") or _plan(self.__class__)
        get = data.get
        for attr, default in fields:
            value = get(attr)
            setattr(self, attr, default if value is None else value)
        for attr in zero:
            setattr(self, attr, 0)
        for attr in owned:
            setattr(self, attr, {})
        for attr, value in plain:
            setattr(self, attr, value)
        for attr, factory in made:
            setattr(self, attr, factory())

    __deepcopy__ = copy_slots

    def __repr__(self) -> str:
        return f"<{self.kind} {self.id}>"


def _plan(cls) -> tuple:
    """What Card.__init__ sets on a card of `cls`: (the fields with their defaults, the markers
    counted as a number, those counted per owner, the engine's slots with a value, and with a
    factory), kept on the class."""
    plan = (cls.FIELDS,
            tuple(a for m, a in cls.MARKERS.items() if m not in cls.OWNED),
            tuple(a for m, a in cls.MARKERS.items() if m in cls.OWNED),
            tuple((a, d) for a, d in cls.EXTRA if not callable(d)),
            tuple((a, d) for a, d in cls.EXTRA if callable(d)))
    cls._PLAN = plan
    return plan


def make_cards(cls, datas) -> list:
    """[cls(i, d) for i, d in enumerate(datas)]: every card of a game, each as Card.__init__ makes it.

    For a pack's cards (a tuple, the same at every game of a simulation) the slots' first values
    are read once per pack from cards made the ordinary way; each game's cards then get them in
    one pass (what must be an object of its own, an owned marker's counts or an engine's
    factory-made slot, is made afresh for every card, as __init__ makes it). The kernel's own
    slots are written out below; the pack's fields and markers are set by the function the
    compiler wrote for them when the class has it (use_written_slots), else by setattr."""
    if type(datas) is not tuple:
        return [cls(i, d) for i, d in enumerate(datas)]
    names, rows, fresh, fill = kept_per_pack(_MADE, (cls, datas), None, lambda: _first_values(cls, datas))
    new, put = object.__new__, setattr
    out = []
    for base, written, row in rows:
        c = new(cls)
        c.idx, c.id, c.kind, c.name, c.zone, c.owner = base     # Card.__slots__, in that order
        if fill is not None:
            fill(c, written)
        _drain(map(put, repeat(c), names, row))
        for attr, factory in fresh:
            put(c, attr, factory())
        out.append(c)
    return out


_MADE: dict = {}      # make_cards', by kept_per_pack


def _first_values(cls, datas) -> tuple:
    """(the slot names set by setattr, each card's first values as (Card's own slots, the slots
    the compiler's function sets, those names), that function or None, (slot, factory) made
    afresh per card)."""
    _, _, owned, _, made = cls.__dict__.get("_PLAN") or _plan(cls)
    fresh = tuple((a, dict) for a in owned) + tuple(made)
    written, fill = cls.__dict__.get("_WRITTEN_FILL") or ((), None)
    skip = {a for a, _ in fresh} | set(Card.__slots__) | set(written)
    names = tuple(n for n in _slots(cls)[0] if n not in skip)

    def values(c, slots) -> tuple:
        return tuple(getattr(c, n) for n in slots)
    rows = tuple((values(c, Card.__slots__), values(c, written), values(c, names))
                 for c in (cls(i, d) for i, d in enumerate(datas)))
    return names, rows, fresh, fill


_WRITTEN: dict = {}     # id(a pack's cards) -> (those cards, what generated/<pack>/cards.py wrote for them)


def use_written_slots(cards: tuple, module) -> None:
    """Keep the functions `syndicate build` wrote over the slots of this pack's cards
    (generated/<pack>/cards.py: CARD_SLOTS and `fill_card_slots`, MARKER_SLOTS and
    `marker_totals`; compiler/emit/card_slots.py) for the card class made for them: card_class
    gives them to a class whose slots are exactly those, for make_cards and simulate's tally. A
    build without them (an older one, or a name the compiler would not write: SYN504) leaves
    the generic path."""
    fill, totals = getattr(module, "fill_card_slots", None), getattr(module, "marker_totals", None)
    if callable(fill) and callable(totals):
        if len(_WRITTEN) >= 64:
            _WRITTEN.clear()
        _WRITTEN[id(cards)] = (cards, tuple(module.CARD_SLOTS), fill, tuple(module.MARKER_SLOTS), totals)


def _take_written(cls, cards) -> None:
    """Give `cls` the compiler's slot functions for `cards`, when it has exactly their slots."""
    got = _WRITTEN.get(id(cards))
    if got is None or got[0] is not cards or "_WRITTEN_FILL" in cls.__dict__:
        return
    _, slots, fill, markers, totals = got
    counted = tuple(a for m, a in cls.MARKERS.items() if m not in cls.OWNED)
    if slots == tuple(f for f, _ in cls.FIELDS) + counted and markers == tuple(cls.MARKERS.values()):
        cls._WRITTEN_FILL = (slots, fill)
        cls._WRITTEN_TOTALS = totals


class Seat:
    """One player's place at the table: purses, zones, and the engine's own state."""

    __slots__ = ("index", "name", "alive", "in_game")
    ZONES: tuple = ()
    PURSES: tuple = ("money",)
    EXTRA: tuple = ()

    def __init__(self, index: int, name: str):
        self.index = index
        self.name = name
        self.alive = True             # still in the game
        self.in_game = True
        for zone in self.ZONES:
            setattr(self, zone, [])
        for purse in self.PURSES:
            setattr(self, purse, 0)
        for attr, default in self.EXTRA:
            setattr(self, attr, default() if callable(default) else default)

    __deepcopy__ = copy_slots

    def __repr__(self) -> str:
        return f"<player {self.index} {self.name}>"


def declared_fields(game: dict) -> list[str]:
    """Every field of every card kind, in declaration order, each once."""
    out: list[str] = []
    for kind in game.get("card_kinds", {}).values():
        for f in kind.get("fields", ()):
            if f not in out:
                out.append(f)
    return out


def marker_attribute(name: str, fields) -> str:
    """The slot holding a marker's count: its name, or `<name>_markers` when a field has that name."""
    return f"{name}_markers" if name in fields else name


_CLASSES: dict = {}


def card_class(game: dict, cards=(), extra: dict | None = None) -> type:
    """The Card class of a game: one slot per declared field and marker, plus the engine's `extra`.

    A field absent from a card reads as 0 when the field holds numbers on the
    cards that have it (`cards`: the pack's card dicts), else as None.
    """
    extra_items = tuple((extra or {}).items())
    # Every game of a pack asks again with the same declaration and cards (a pack's are a tuple):
    # answered without reading every field of every card again.
    if type(cards) is not tuple:
        return _card_class(game, cards, extra_items)
    return kept_per_pack(_SEEN, (game, cards), extra_items, lambda: _card_class(game, cards, extra_items))


_SEEN: dict = {}      # card_class's, by kept_per_pack


def kept_per_pack(store: dict, objs: tuple, extra, make):
    """make(), kept in `store` for these very objects (a pack's declaration and cards: compared by
    identity, not read again) and an `extra` equal to the one it was made with. An entry holds its
    objects, so their ids are not reused while it is kept; at most 64 entries are kept."""
    key = tuple(map(id, objs))
    got = store.get(key)
    if got is not None and got[1] == extra:
        for a, b in zip(got[0], objs):     # any(...) written out: asked for every count of holdings
            if a is not b:
                break
        else:
            return got[2]
    if len(store) >= 64:
        store.clear()
    got = store[key] = (objs, extra, make())
    return got[2]


def _card_class(game: dict, cards, extra_items: tuple) -> type:
    fields = declared_fields(game)
    numeric = {f for d in cards for f in fields
               if isinstance(d.get(f), int) and not isinstance(d.get(f), bool)}
    field_defaults = tuple((f, 0 if f in numeric else None) for f in fields)
    markers = game.get("markers", {})
    marker_attrs = {m: marker_attribute(m, fields) for m in markers}
    owned = frozenset(m for m, decl in markers.items() if isinstance(decl, dict) and decl.get("owned"))
    key = ("card", field_defaults, tuple(marker_attrs.items()), owned, extra_items)
    cls = _CLASSES.get(key)
    if cls is None:
        slots = tuple(f for f, _ in field_defaults) + tuple(marker_attrs.values()) + tuple(a for a, _ in extra_items)
        cls = type(f"{_title(game)}Card", (Card,), {
            "__slots__": slots, "FIELDS": field_defaults, "MARKERS": marker_attrs, "OWNED": owned,
            "EXTRA": extra_items, "__module__": __name__,
            "__undo_fixed__": Card.__undo_fixed__ + tuple(f for f, _ in field_defaults)})
        _CLASSES[key] = cls
    _take_written(cls, cards)
    return cls


def seat_class(game: dict, purses=("money",), extra: dict | None = None) -> type:
    """The Seat class of a game: its per-seat zones, purses (money held) and the engine's `extra`."""
    zones = tuple(game.get("zones", {}).get("seat", ()))
    extra_items = tuple((extra or {}).items())
    key = ("seat", zones, tuple(purses), extra_items)
    cls = _CLASSES.get(key)
    if cls is None:
        cls = type(f"{_title(game)}Seat", (Seat,), {
            "__slots__": zones + tuple(purses) + tuple(a for a, _ in extra_items),
            "ZONES": zones, "PURSES": tuple(purses), "EXTRA": extra_items, "__module__": __name__})
        _CLASSES[key] = cls
    return cls


def _title(game: dict) -> str:
    return "".join(part.title() for part in str(game.get("id", "game")).split("_"))


# ------------------------------------------------------------------ owned markers
# A marker declared `owned: true` is counted per owner (a seat index, -1 for nobody).

def add_owned(card: Card, marker: str, owner: int, n: int = 1) -> None:
    counts = getattr(card, card.MARKERS[marker])
    counts[owner] = counts.get(owner, 0) + n
    if counts[owner] <= 0:
        del counts[owner]


def owned_count(card: Card, marker: str, owner: int | None = None) -> int:
    """How many of `marker` lie on the card: all of them, or those of one owner."""
    counts = getattr(card, card.MARKERS[marker])
    return sum(counts.values()) if owner is None else counts.get(owner, 0)


def owners(card: Card, marker: str) -> dict[int, int]:
    return dict(getattr(card, card.MARKERS[marker]))


class StateError(Exception):
    """A kernel operation was asked something impossible: a bug in the rules code."""


class State:
    """Everything that changes during a game, plus the bank's ledger.

    All cards start in the first shared zone (the deck). `on_leave(card)`, when
    an engine sets it, is called as a card changes place, before its zone and
    owner change (an engine that lays cards on a board takes them off it there).
    """

    def __init__(self, cards: list[Card], seats: list[Seat], ledger, shared_zones, seat_zones):
        self.cards = cards
        self.by_id = dict(zip(map(_ID, cards), cards))
        self.seats = seats
        self.shared_zones = tuple(shared_zones)
        self.seat_zones = tuple(seat_zones)
        self.zones: dict[str, list[Card]] = {z: [] for z in self.shared_zones}
        start = self.shared_zones[0]
        self.zones[start].extend(cards)
        for c in cards:
            c.zone = start
            c.owner = -1
        self.ledger = ledger
        self.on_leave = None
        # Versions the engines' caches key on (copied with the State, as the caches are).
        self.version = 0              # bumped by every change
        self.version_moves = 0        # bumped when a card changes place (which abilities count)
        self.version_core = 0         # bumped by every change not confined to one named part
        self.version_held = 0         # version_core but for moves between shared zones (no seat's holdings)
        self.parts: dict[str, int] = {}   # part -> version, for changes an engine names: touch("money")
        self.watched: frozenset = frozenset()   # idx of the cards whose moves an engine watches
        # seat_watched[q] is bumped when one of them enters, leaves or moves among seat q's zones:
        # what the seat holds, in order, changes only then (a move between shared zones leaves every
        # seat as it was), so an engine rebuilds only what it derived from that seat's cards.
        self.seat_watched = [0] * len(seats)

    def touch(self, part: str | None = None) -> None:
        """Something changed; `part` names what, when the change touched only that part of the state.

        A cache that does not depend on that part keeps its values (e.g. runtime/games/crime_lords/caches.py).
        """
        self.version += 1
        if part is None:
            self.version_core += 1
            self.version_held += 1
        else:
            self.parts[part] = self.parts.get(part, 0) + 1

    def zone_list(self, zone: str, owner: int) -> list:
        if owner < 0:
            return self.zones[zone]
        return getattr(self.seats[owner], zone)

    def top(self, zone: str, owner: int = -1):
        """The top card of a zone (the end of its list), or None when it is empty."""
        cards = self.zone_list(zone, owner)
        return cards[-1] if cards else None

    def bottom(self, zone: str, owner: int = -1):
        cards = self.zone_list(zone, owner)
        return cards[0] if cards else None

    def move(self, card: Card, zone: str, owner: int = -1, index: int | None = None) -> None:
        """Move a card to a zone (shared when owner is -1), on top, or at `index` (0: the bottom)."""
        if (zone in self.zones) != (owner < 0):
            raise StateError(f"zone {zone} with owner {owner}")
        was = card.owner
        source = self.zones[card.zone] if was < 0 else getattr(self.seats[was], card.zone)
        if source and source[-1] is card:    # the top card (a draw): no scan of the list
            source.pop()
        else:
            source.remove(card)
        target = self.zones[zone] if owner < 0 else getattr(self.seats[owner], zone)   # zone_list, inline
        if index is None:
            target.append(card)
        else:
            target.insert(index, card)
        leave = self.on_leave
        if leave is not None:
            leave(card)
        card.zone = zone
        card.owner = owner
        self.version += 1
        self.version_moves += 1
        self.version_core += 1
        if was >= 0 or owner >= 0:      # a seat's cards change (a draw to the open table: none do)
            self.version_held += 1
        if card.idx in self.watched:
            self._seats_changed(was, owner)

    def _seats_changed(self, was: int, owner: int) -> None:
        """A watched card left seat `was` and/or entered seat `owner` (-1: a shared zone)."""
        per_seat = self.seat_watched
        if was >= 0:
            per_seat[was] += 1
        if owner >= 0 and owner != was:
            per_seat[owner] += 1

    def exchange(self, places: list, cards: list, lists: list | None = None) -> bool:
        """Put `cards[i]` in `places[i]` = (zone, owner, index), one card to each place that the
        same cards held before (a re-deal of what a player cannot see: runtime/players/search.py).
        Every version a move bumps is bumped, so no cache keeps what the old places gave; no
        `on_leave` call: the cards swap places among themselves. Returns whether any card moved.
        `lists`: each place's zone list (zone_list(zone, owner)), when the caller has them."""
        return self.exchange_prepared(self.prepare_exchange(places, lists), cards)

    def prepare_exchange(self, places: list, lists: list | None = None) -> tuple:
        """What `exchange_prepared` needs of `places` (and their lists): made once for many deals
        among the same places. Its watched cards are those of the places' cards then."""
        if lists is None:
            lists = [self.zone_list(zone, owner) for zone, owner, _ in places]
        idxs = [i for _, _, i in places]
        marked = self.watched
        watched = frozenset(c for c in map(getitem, lists, idxs) if c.idx in marked)
        return (list(lists), idxs, [z for z, _, _ in places], [o for _, o, _ in places], watched, marked)

    def exchange_prepared(self, prepared: tuple, cards: list) -> bool:
        """exchange(places, cards, lists) with `prepared` = prepare_exchange(places, lists), for
        `cards` the cards that were at those places (in any order). Written as maps over the places
        (one Python step per watched card that changes seat): a search deals again at every try."""
        lists, idxs, zones, owners, watched, marked = prepared
        if len(cards) != len(idxs):
            raise ValueError("exchange: as many cards as places")
        if marked is not self.watched:
            watched = frozenset(c for c in cards if c.idx in self.watched)
        moved_at = list(map(is_not, map(getitem, lists, idxs), cards))
        if not any(moved_at):
            return False
        if watched:
            # A watched card that changes place tells the seats it leaves and enters (before its
            # owner is set: each card is dealt once, so its owner is still the one it had).
            # (_seats_changed written out: a card dealt from one shared place to another tells none.)
            per_seat = self.seat_watched
            for card, owner in compress(zip(cards, owners), map(and_, moved_at, map(watched.__contains__, cards))):
                was = card.owner
                if was >= 0:
                    per_seat[was] += 1
                if owner >= 0 and owner != was:
                    per_seat[owner] += 1
        # Every place gets its card and every card its zone and owner (a card that stays where it
        # was is given what it had).
        _drain(map(setitem, lists, idxs, cards))
        _drain(map(setattr, cards, repeat("zone"), zones))
        _drain(map(setattr, cards, repeat("owner"), owners))
        self.version += 1
        self.version_moves += 1
        self.version_core += 1
        self.version_held += 1
        return True

    def move_to_bottom(self, card: Card, zone: str, owner: int = -1) -> None:
        self.move(card, zone, owner, index=0)
