"""Undo of a game's changes: what every object of a game holds, noted once and put back in place.

A search player tries many continuations from one position. A copy of the game per try
(copying.py) makes a new object for every card, seat, list and dict, and sets each card's slots
one by one. A record made once (`record`) and put back after each try (`Record.restore`) makes
no object: a list or dict gets its items back in one call, and a card or seat only when one of
its slots changed (most cards, in the deck or the discard pile, are not touched by a turn or two).

What is recorded is what a copy copies (copying.py): everything reachable from the game but the
compiled pack and the game's SHARED tables; the players and the log are the caller's (a copy
gets its own players, a try its own). After `restore` the game is the recorded one, object for
object, its caches included (derived data, kept consistent with the state they were made from).
The state's version counters are then moved past every value they have had (`fresh_versions`),
so a cache kept outside the game (a player's kept reading of the table) is not taken for valid;
and what a player kept from one try to the next is given copies of the game's objects it still
holds (`detach`), so a card it names from the last try is not one of the game's cards, as after
a try on a copy (a stale plan then names no option, as before).

A class with its own copying hook that this module does not know makes `record` raise
Unrecordable: the caller copies the game instead.
"""
from __future__ import annotations

import random
import types
from contextlib import contextmanager
from itertools import compress
from operator import attrgetter, ne

from .copying import _KEEP, deep, shared_objects
from .dice import Dice
from .log import Log
from .state import State, copy_slots
from .table import Table

_LIST, _DICT, _SET, _SLOTS, _OBJ, _RNG, _REBUILT = "list", "dict", "set", "slots", "obj", "rng", "rebuilt"
_MISSING = object()


class Unrecordable(Exception):
    """The game holds an object whose state this module cannot note (a class with its own copy hook)."""


def _kind_of(cls):
    """How an object of `cls` is noted: (kind, slot names) or None for an immutable holder of others."""
    if cls is list:
        return _LIST, ()
    if cls is dict:
        return _DICT, ()
    if cls is set:
        return _SET, ()
    if cls is tuple or cls is frozenset or cls is types.MethodType:
        return None
    if issubclass(cls, random.Random):
        return _RNG, ()
    hook = getattr(cls, "__deepcopy__", None)
    if getattr(cls, "__undo_rebuild__", None) is not None:
        return _REBUILT, ()
    plain = getattr(cls, "__undo_plain__", False)      # its copy hook copies its fields, as noting them does
    if hook is not None and hook is not copy_slots and hook is not Dice.__deepcopy__ and not plain:
        raise Unrecordable(f"{cls.__name__} copies itself in its own way")
    if hook is None and (cls.__reduce_ex__ is not object.__reduce_ex__ or cls.__reduce__ is not object.__reduce__
                         or hasattr(cls, "__setstate__")):
        raise Unrecordable(f"{cls.__name__} has its own pickling hooks")
    # Slots that never change once the object is made (a card's identity and printed fields,
    # kernel/state.py) are neither noted nor compared: most of a restore is comparing cards.
    fixed = getattr(cls, "__undo_fixed__", ())
    names = tuple(n for k in reversed(cls.__mro__) for n in k.__dict__.get("__slots__", ())
                  if n not in ("__dict__", "__weakref__") and n not in fixed)
    getter = attrgetter(*names) if len(names) > 1 else None
    # An engine may give its card class a reader of these slots written out in Python
    # (`__undo_getter__ = (names, function)`): attribute reads in code are specialised by the
    # interpreter, several times cheaper than attrgetter's generic lookups. Used only when it
    # names exactly these slots, in this order.
    fast = cls.__dict__.get("__undo_getter__")
    if fast is not None and tuple(fast[0]) == names and len(names) > 1:
        getter = fast[1]
    if cls.__dictoffset__ == 0:
        # And a writer of all of them at once (`__undo_setter__ = (names, function(obj, values))`),
        # on the same terms: a restore puts a changed card back in one call.
        put = cls.__dict__.get("__undo_setter__")
        setter = put[1] if put is not None and tuple(put[0]) == names and len(names) > 1 else None
        return _SLOTS, (names, getter, setter)
    return _OBJ, (names, getter, tuple(getattr(cls, "__undo_shallow__", ())))


_KINDS: dict = {}


class Record:
    """What every object of one game held when it was recorded; `restore` puts it back."""

    __slots__ = ("lists", "dicts", "sets", "slotted", "classes", "objs", "rngs", "rebuilt", "state", "high",
                 "high_parts", "game", "ids")

    def __init__(self, game, entries: list, state, ids) -> None:
        self.game = game
        # The entries filed by kind, so that `restore` runs one plain loop per kind (most of a
        # restore is the loop itself: a list or dict is put back in one call, a card compared in one).
        self.lists, self.dicts, self.sets, self.slotted, self.objs, self.rngs, self.rebuilt = \
            [], [], [], [], [], [], []
        by_kind = {_LIST: self.lists, _DICT: self.dicts, _SET: self.sets, _OBJ: self.objs,
                   _RNG: self.rngs, _REBUILT: self.rebuilt}
        # Slotted objects read whole by their class's getter (cards, seats) are filed by class:
        # a restore reads all of one class in one map and compares them in one list comparison.
        classes: dict = {}
        for kind, x, saved, extra in entries:
            if kind is _SLOTS:
                if extra[1] is not None and not any(v is _MISSING for v in saved):
                    group = classes.get(id(extra))
                    if group is None:
                        group = classes[id(extra)] = ([], [], extra[1], extra[2], extra)
                    group[0].append(x)
                    group[1].append(saved)
                else:
                    self.slotted.append((x, saved, extra[1], extra))
            elif kind is _OBJ:
                self.objs.append((x, saved, extra))
            else:
                by_kind[kind].append((x, saved))
        self.classes = list(classes.values())    # (objects, their slots then, getter, setter, how)
        self.ids = ids                    # ids of the game's own objects (detach)
        self.state = state
        self.high: list = []              # the highest each version counter has been
        self.high_parts: dict = {}
        if state is not None:
            self.high = [state.version, state.version_moves, state.version_core, state.version_held]
            self.high_parts = dict(state.parts)

    def restore(self) -> None:
        self.note_high()
        for x, saved in self.lists:
            if x != saved:             # most lists kept their items: comparing is the cheaper call
                x[:] = saved
        for x, saved in self.dicts:
            x.clear()
            x.update(saved)
        for objs, saved, get, put, how in self.classes:
            try:
                cur = list(map(get, objs))
            except AttributeError:                 # a slot not set: compared one by one
                for x, was in zip(objs, saved):
                    _put_slots(x, was, how)
                continue
            if cur != saved:                       # most cards kept every slot: one comparison tells
                if put is not None:
                    for x, was in compress(zip(objs, saved), map(ne, saved, cur)):
                        put(x, was)
                else:
                    for x, was, now in compress(zip(objs, saved, cur), map(ne, saved, cur)):
                        _put_changed(x, was, now, how[0])
        for x, saved, get, how in self.slotted:
            _put_slots(x, saved, how)
        for x, saved, how in self.objs:
            d = x.__dict__
            d.clear()
            d.update(saved[0])
            if how[0]:
                _put_slots(x, saved[1], how)
        for x, saved in self.sets:
            x.clear()
            x.update(saved)            # in the recorded iteration order, as a copy rebuilds a set
        for x, saved in self.rngs:
            x.setstate(saved)
        for x, saved in self.rebuilt:
            x.__undo_rebuild__(saved)
        self.fresh_versions()

    def note_high(self) -> None:
        """Remember how far the version counters went (`restore` calls it before it puts them back)."""
        st = self.state
        if st is None:
            return
        high = self.high
        if st.version > high[0]:
            high[0] = st.version
        if st.version_moves > high[1]:
            high[1] = st.version_moves
        if st.version_core > high[2]:
            high[2] = st.version_core
        if st.version_held > high[3]:
            high[3] = st.version_held
        hp = self.high_parts
        for k, v in st.parts.items():
            if v > hp.get(k, -1):
                hp[k] = v

    def fresh_versions(self) -> None:
        """Every version counter one past the highest it has been since the record: caches keyed on
        them (inside the game or out) miss once, and are made again from the restored state. (A
        sum of counters, as a cache of several parts keys on, is then past every sum it has been.)"""
        st = self.state
        if st is None:
            return
        high = self.high
        st.version = high[0] = high[0] + 1
        st.version_moves = high[1] = high[1] + 1
        st.version_core = high[2] = high[2] + 1
        st.version_held = high[3] = high[3] + 1
        parts = st.parts
        hp = self.high_parts
        for k, v in hp.items():
            parts[k] = hp[k] = v + 1


def _put_slots(x, saved, how) -> None:
    names, get = how[0], how[1]
    try:
        cur = get(x) if get is not None else tuple(getattr(x, n, _MISSING) for n in names)
    except AttributeError:             # a slot not set: compared one by one
        cur = tuple(getattr(x, n, _MISSING) for n in names)
    if cur != saved:
        _put_changed(x, saved, cur, names)


def _put_changed(x, saved, cur, names) -> None:
    for name, old, new in zip(names, saved, cur):
        if old is not new:
            if old is _MISSING:
                delattr(x, name)
            else:
                setattr(x, name, old)


def record(game, skip=()) -> Record:
    """A Record of `game`: every object reachable from it but the shared ones (copying.py) and `skip`."""
    shared = shared_objects(game)
    seen = set(shared)
    seen.update(id(o) for o in skip)
    keep, kinds = _KEEP, _KINDS
    entries: list = []
    stack = [game]
    push, add = stack.append, entries.append
    while stack:
        x = stack.pop()
        i = id(x)
        if i in seen:
            continue
        seen.add(i)
        cls = x.__class__
        got = kinds.get(cls, _MISSING)
        if got is _MISSING:
            got = kinds[cls] = _kind_of(cls)
        if got is None:                            # tuple, frozenset, bound method: nothing to put back
            if cls is types.MethodType:
                push(x.__self__)
            else:
                for v in x:
                    if v.__class__ not in keep:
                        push(v)
            continue
        kind, how = got
        if kind is _LIST or kind is _SET:
            saved = list(x)
            add((kind, x, saved, None))
            for v in saved:
                if v.__class__ not in keep:
                    push(v)
        elif kind is _DICT:
            saved = dict(x)
            add((kind, x, saved, None))
            for k, v in saved.items():
                if k.__class__ not in keep:
                    push(k)
                if v.__class__ not in keep:
                    push(v)
        elif kind is _SLOTS:
            get = how[1]
            try:
                saved = get(x)                     # every slot at once (a card or seat sets them all)
            except (AttributeError, TypeError):    # one not set, or a single slot
                saved = tuple(getattr(x, n, _MISSING) for n in how[0])
            add((kind, x, saved, how))
            for v in saved:
                if v.__class__ not in keep and v is not _MISSING:
                    push(v)
        elif kind is _OBJ:
            fields = dict(x.__dict__)
            slot_values = tuple(getattr(x, n, _MISSING) for n in how[0])
            add((kind, x, (fields, slot_values), how))
            for name in how[2]:                    # lists whose items never change: noted, not walked
                v = fields[name] if name in fields else \
                    slot_values[how[0].index(name)] if name in how[0] else None   # in __dict__ or a slot
                if v.__class__ is list and id(v) not in seen:
                    seen.add(id(v))
                    add((_LIST, v, list(v), None))
            for v in fields.values():
                if v.__class__ not in keep:
                    push(v)
            for v in slot_values:
                if v.__class__ not in keep and v is not _MISSING:
                    push(v)
        elif kind is _RNG:
            add((kind, x, x.getstate(), None))
        else:                                      # _REBUILT: the object notes what it needs
            saved, reach = x.__undo_record__()
            add((kind, x, saved, None))
            for v in reach:
                if v.__class__ not in keep:
                    push(v)
    state = getattr(game, "state", None)
    return Record(game, entries, state if isinstance(state, State) else None, seen)


def detach(holders, rec: Record) -> None:
    """Give each of `holders` (players kept from one try to the next) a copy of whatever it still
    holds of the recorded game's objects (a plan naming a card), as it would hold after a try on a
    copy of the game: objects of a finished copy, not the game played next. Call before
    `Record.restore`. Only an attribute that reaches one of the game's objects is copied; games
    (this one or an earlier one) and what copies share (the pack) stay as they are; one memo for
    all, so two holders of one object hold one copy."""
    shared = None                      # what copies share, looked up only when a walk is needed
    games: dict = {}                   # the games met, kept as themselves by a copy
    memo = None                        # made only when something is copied (rarely)
    for h in holders:
        d = h.__dict__
        skip = getattr(h, "holds_no_game_objects", ())
        for k, v in list(d.items()):
            if v.__class__ in _KEEP or k in skip or _plain(v):
                continue
            if shared is None:
                shared = shared_objects(rec.game)
            if _reaches(v, rec.ids, shared, games):
                if memo is None:
                    memo = dict(shared)
                memo.update(games)
                d[k] = deep(v, memo)


def _plain(v) -> bool:
    """A tuple or list of plain values, or of tuples and lists of them (a player's kept versions):
    it holds no object of a game, which a look at its items tells without walking (detach)."""
    cls = v.__class__
    if cls is not tuple and cls is not list:
        return False
    keep = _KEEP
    for x in v:
        c = x.__class__
        if c in keep:
            continue
        if c is not tuple and c is not list:
            return False
        for y in x:
            if y.__class__ not in keep:
                return False
    return True


def _reaches(root, ids, shared: dict, games: dict) -> bool:
    """Does `root` reach an object whose id is in `ids` other than through a game or what copies
    share (`shared`)? The games met (Tables) are put in `games` as themselves, so a copy keeps them."""
    stack = [root]
    seen: set = set()
    keep = _KEEP
    found = False
    while stack:
        x = stack.pop()
        i = id(x)
        if x.__class__ in keep or i in seen or i in shared or i in games:
            continue
        seen.add(i)
        if isinstance(x, Table):
            games[i] = x
            continue
        if i in ids:
            found = True
            continue
        if isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            stack.extend(x)
        elif isinstance(x, types.MethodType):
            stack.append(x.__self__)
        else:
            d = getattr(x, "__dict__", None)
            if d is not None:
                stack.extend(d.values())
            for k in type(x).__mro__:
                for n in k.__dict__.get("__slots__", ()):
                    v = getattr(x, n, None)
                    if v is not None:
                        stack.append(v)
    return found


@contextmanager
def trial(game):
    """`with trial(game) as g:` play something on g and read what it did; afterwards `game` is as it
    was (put back from a record, with what a copy would have: its caches made again). g is the game
    itself, with a silent log while the trial runs (a copy keeps no log either), or a copy of it
    when its state cannot be recorded. Whoever holds a reading of the game (a player's kept view)
    sees its versions moved on, as after any change."""
    try:
        rec = record(game, skip=(game.players, game.log))
    except Unrecordable:
        yield game.clone()
        return
    game.log = Log(enabled=False)     # the attribute is put back with the rest
    try:
        yield game
    finally:
        rec.restore()
