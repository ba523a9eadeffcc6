"""The abilities in force, and running them (runtime/api.py records): the shared ability runtime.

Static abilities (stat, contest and parameter modifiers, triggers) count
while their card is in one of its seat's in-force zones (AbilityHost) and the
seat is in the game; house rules count always. One exception: an event that
reports a card leaving play also runs that card's own triggers, with its last
known state (last_known.py). Activated abilities are offered to the card's
controller (played ones, `special`: to the player holding them in an offer
zone). An ability that raises stops the game with an AbilityError naming the
card.

The index is derived from the state: rebuilt when a card with abilities moves
among the seats' zones (State.seat_watched), kept otherwise.
"""
from __future__ import annotations

from operator import attrgetter

from ..api import Activated, AttackModifier, ParamModifier, StatModifier, Trigger
from ..kernel.choices import IllegalAnswer
from ..kernel.copying import deep
from ..kernel.errors import AbilityError, GameError, ReplayExhausted
from ..kernel.events import ChainTooDeep, Dispatcher
from ..kernel.state import Card
from . import last_known
from .caches import Depends
from .words import ability_text, source_name

_MISS = object()
_ALIVE = attrgetter("alive")
# The records whose `effect` run() tells the firing hook about (the api's; the others have none).
_EFFECTFUL = (Trigger, Activated)

# Errors that are not the ability's fault pass through unchanged.
PASS_THROUGH = (GameError, ChainTooDeep, IllegalAnswer, ReplayExhausted)


class AbilityIndex:
    def __init__(self, g, host):
        # At most 29 attributes: a 30th (measured, CPython 3.11) sent the index's attribute reads and
        # method calls down CPython's generic lookup, 0.5% more instructions a simulated game.
        self.g = g
        self.host = host      # the engine's AbilityHost (host.py)
        self.ctx = host.context
        self.pure = host.reads.pure
        self.offer = host.offer_zones
        self.in_force = frozenset(host.in_force_zones) | frozenset(host.shared_in_force_zones)
        self._moves = -1
        self._seen: tuple = ()
        self._made: dict[tuple, tuple] = {}   # (card idx, seat index) -> its entries (see _entries)
        self._made_sorted: dict[tuple, tuple] = {}   # (card idx, seat index, in hand) -> see _sorted
        self._seat_groups: dict[int, tuple] = {}     # seat index -> (State.seat_watched, its _seat_sorted group)
        self._target_deps: dict[int, tuple] = {}     # id(target spec) -> (Depends, may be kept, spec)
        self._kept_candidates: dict[tuple, tuple] = {}   # (card idx, owner, id(spec)) -> (version, found)
        self._conditions_v = -1
        self._kept_conditions: dict[int, tuple] = {}   # see _conditions
        self._tables_v = -1
        self._stat_tables: dict[str, dict | None] = {}   # see _stat_table
        self.activated_by_owner: dict[int, list] = {}
        self.stat_mods: dict[str, list] = {}
        self.attack_mods: list = []
        self._attack_by: dict[tuple, tuple] = {}     # (stat, attack kind) -> its attack_mods (attack_parts)
        self._usable_by: dict[tuple, tuple] = {}     # (seat, timings) -> its activated abilities (usable)
        self.param_mods: list = []
        self.triggers: dict[str, list] = {}
        self.activated: list = []
        self.any_static = False
        self.dispatch = Dispatcher(self._reactions, limit=8)
        self.by_card = g.pack.abilities
        # Called with (card, record) whenever an ability takes effect (run; a modifier: rule_use).
        self.on_fire = None

    def close(self) -> None:
        """Drop all the index holds (Table.close): its entries' contexts, its filings and its
        dispatcher hold the game, which holds the index. A closed game's index is not used again."""
        self.__dict__.clear()

    def __deepcopy__(self, memo):
        """A copy of the game (Table.clone) gets an index that is rebuilt at its first use.

        Everything the index lists is derived from the state (refresh rebuilds it the same, in the
        same order), so only what is not derived is copied: the chain of triggers in course and
        the test hook. Copying the entries (a context per card and seat) cost a third of a copy.
        """
        new = type(self).__new__(type(self))     # an engine's subclass stays itself
        memo[id(self)] = new
        new.__init__(deep(self.g, memo), self.host)
        new.dispatch.stack = list(self.dispatch.stack)
        new.dispatch.limit = self.dispatch.limit
        new.on_fire = deep(self.on_fire, memo)
        return new

    # What refresh derives from the state, noted by an undo as it stood (by reference: refresh makes
    # new lists, never changes them) and put back with it; `_seat_groups` is changed in place, so a copy.
    _DERIVED = ("_moves", "_seen", "stat_mods", "attack_mods", "param_mods", "triggers", "activated",
                "activated_by_owner", "any_static")

    def __undo_record__(self):
        """What an undo of the game (runtime/kernel/undo.py) notes of the index, and the objects of
        the trigger chain to note too. The entries made per card and seat (`_made`, `_made_sorted`)
        and the target read-sets are kept across undos: a context holds only the game, the card and
        the seat, which an undo keeps (the same objects); what refresh derived from the recorded
        state is put back with it, so the restored game's index needs no rebuild; the caches keyed
        on the state's versions miss once (Record.fresh_versions moves every version on)."""
        d = self.dispatch
        derived = {n: getattr(self, n) for n in self._DERIVED}
        derived.update(_tables_v=-1, _conditions_v=-1, on_fire=self.on_fire)   # version-keyed caches miss
        return (self.g, self.host, list(d.stack), d.limit, derived, dict(self._seat_groups)), \
            [self.g, self.on_fire, *d.stack]

    def __undo_rebuild__(self, saved) -> None:
        g, host, stack, limit, derived, seat_groups = saved
        if g is not self.g or host is not self.host:
            self.__init__(g, host)
        self._keep_lists_if_same(derived["attack_mods"], derived["activated"])
        self.__dict__.update(derived)
        self._seat_groups = dict(seat_groups)
        self._stat_tables, self._kept_conditions = {}, {}
        self.dispatch.stack = list(stack)
        self.dispatch.limit = limit

    # ------------------------------------------------------------ index
    def refresh(self) -> None:
        g = self.g
        st = g.state
        if self._moves == st.version_moves:
            return
        self._moves = st.version_moves
        # The index lists the abilities of cards of seats in the game, in seat, zone and list
        # order. Only a card with abilities (State.watched) entering, leaving or moving among the
        # seats' zones (State.seat_watched) or a seat leaving the game changes that, so any
        # other move keeps the index (it would be rebuilt the same).
        seen = (list(st.seat_watched), list(map(_ALIVE, g.seats)))
        shared = self.host.shared_in_force_zones
        if shared:      # a move into or out of a shared zone bumps no seat: every move counts
            seen = (seen, st.version_moves)
        before = self._seen             # (seen, the groups filed then), or () before the first
        if before and seen == before[0]:
            return
        groups = [self._sorted(None, None, False)]
        if self.by_card:
            per_seat = st.seat_watched
            kept = self._seat_groups
            for seat in g.seats:
                if not seat.alive:
                    continue
                # A seat's own groups change only when a watched card enters, leaves or moves
                # among its zones (State.seat_watched): the other seats' are kept.
                mine = kept.get(seat.index)
                if mine is None or mine[0] != per_seat[seat.index]:
                    mine = kept[seat.index] = (per_seat[seat.index], self._seat_sorted(seat))
                groups.append(mine[1])
            for zone in shared:
                for c in st.zones[zone]:
                    if c.idx in st.watched:
                        groups.append(self._sorted(c, None, False))
        self._seen = (seen, groups)
        activated = _joined(groups, 0)
        # A list filed from the same entries as before is the list already in place: only what
        # changed is filed again (most often only activated abilities, a Special drawn to or played
        # from a hand; a card coming or going changes the kinds of abilities it has).
        stats_c, attacks_c, params_c, trigs_c = _changed_statics(before[1], groups) if before else _ALL_CHANGED
        stat_mods, attack_mods, param_mods, triggers = \
            self.stat_mods, self.attack_mods, self.param_mods, self.triggers
        if stats_c:
            stat_mods = _filed_by_key(groups, 1)
        if attacks_c:
            attack_mods = _joined(groups, 2)
        if params_c:
            param_mods = _joined(groups, 3)
        if trigs_c:
            triggers = _filed_by_key(groups, 4)
        self._keep_lists_if_same(attack_mods, activated)
        self.stat_mods, self.attack_mods, self.param_mods = stat_mods, attack_mods, param_mods
        self._stat_tables = {}
        self.triggers, self.activated = triggers, activated
        # The activated abilities of each seat's cards, in index order (`usable` asks for one seat).
        by_owner: dict[int, list] = {}
        for item in activated:
            if item[0] is not None:
                got = by_owner.get(item[0].owner)
                if got is None:
                    by_owner[item[0].owner] = [item]
                else:
                    got.append(item)
        self.activated_by_owner = by_owner

    def _seat_sorted(self, seat) -> tuple:
        """The _sorted entries of every watched card a seat holds, in zone and list order, joined
        into one group of the same shape (each part the cards' parts one after the other): a
        rebuild then files a seat's entries as one group, however many cards it holds."""
        watched = self.g.state.watched
        sorted_of = self._sorted
        made = self._made_sorted
        si = seat.index
        out = []
        for name in self.host.in_force_zones:
            for c in getattr(seat, name):
                if c.idx in watched:
                    got = made.get((c.idx, si, False))
                    out.append(got if got is not None else sorted_of(c, seat, False))
        for name in self.host.offer_zones:
            for c in getattr(seat, name):
                if c.idx in watched:   # a card held to be played: only its played ability counts
                    got = made.get((c.idx, si, True))
                    out.append(got if got is not None else sorted_of(c, seat, True))
        if len(out) == 1:
            return out[0]
        acts, stats, attacks, params, trigs = [], [], [], [], []
        for a, st, at, pa, tr in out:
            if a:
                acts.extend(a)
            if st:
                stats.extend(st)
            if at:
                attacks.extend(at)
            if pa:
                params.extend(pa)
            if tr:
                trigs.extend(tr)
        return (tuple(acts), tuple(stats), tuple(attacks), tuple(params), tuple(trigs))

    def _sorted(self, card, seat, in_hand: bool) -> tuple:
        """The entries of one card held by one seat, sorted by what the index files them under:
        (activated, [(stat, item)], attack modifiers, parameter modifiers, [(event, item)]),
        each in the card's order. A card in an offer zone counts only its activated abilities."""
        key = (card.idx if card is not None else -1, seat.index if seat is not None else -1, in_hand)
        got = self._made_sorted.get(key)
        if got is None:
            acts, stats, attacks, params, trigs = [], [], [], [], []
            for item, what, k in self._entries(card, seat):
                if what is Activated:
                    acts.append(item)
                elif in_hand:
                    continue
                elif what is StatModifier:
                    stats.append((k, item))
                elif what is AttackModifier:
                    attacks.append(item)
                elif what is ParamModifier:
                    params.append(item)
                elif what is Trigger:
                    trigs.append((k, item))
            got = self._made_sorted[key] = (tuple(acts), tuple(stats), tuple(attacks), tuple(params), tuple(trigs))
        return got

    def _entries(self, card, seat) -> tuple:
        """The entries of one card held by one seat, or of the house rules (None, None).

        Each is ((card, ctx, rec), the api class the record is, its stat or event), made once
        and reused by every rebuild: a context holds only the game, the card and the seat.
        """
        key = (card.idx if card is not None else -1, seat.index if seat is not None else -1)
        got = self._made.get(key)
        if got is None:
            if card is None:
                recs = [rec for hr in self.g.house_rules for rec in hr.abilities]
            else:
                recs = self.by_card.get(card.id, ())
            ctx = getattr(self.host, "held_context", self.ctx)(self.g, card, seat)
            got = self._made[key] = tuple([((card, ctx, rec),) + _kind(rec) for rec in recs])
        return got

    def run(self, card, rec, fn, ctx, arg):
        """fn(ctx, arg): a record's function (every one takes a context and one more argument: the
        event, the targets, the card, seat or attack asked about), any failure named by its card.
        Two named arguments, not *args: a call with a tuple made and unpacked costs more (a hot path)."""
        # A trigger or an activated ability takes effect when its effect runs; a modifier when a
        # number the rules use changes by it (rule_use: not here, where amounts are computed).
        if self.on_fire is not None and type(rec) in _EFFECTFUL and fn is rec.effect:
            return self._effect(card, rec, fn, (ctx, arg))
        try:
            return fn(ctx, arg)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - any failure in content code stops the game cleanly
            raise _failed(card, rec, exc) from exc

    def _effect(self, card, rec, fn, args):
        """An effect runs in the game: on_fire is told, and a hook that also watches what effects do
        (a `before_effect(card, rec, args)` giving a token or None, `after_effect(token)` once the
        effect is over, even when it failed) is asked around it: only effects, not every run."""
        fire = self.on_fire
        before = getattr(fire, "before_effect", None)
        token = before(card, rec, args) if before is not None else None
        fire(card, rec)
        try:
            return fn(*args)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as run
            raise _failed(card, rec, exc) from exc
        finally:
            if token is not None:
                fire.after_effect(token)

    # ------------------------------------------------------------ statics
    def stat(self, c, stat: str, base: int) -> int:
        g = self.g
        if self._moves != g.state.version_moves:
            self.refresh()
        mods = self.stat_mods.get(stat)
        if not mods:
            return base
        picked = False     # True: `mods` are the card's own, conditions and selection already asked
        if g.stats_order_free:
            # _stat_table's kept answer, looked up here first (a stat is asked at every step)
            deps, st = g._stat_deps, g.state
            v = st.version_held if deps.held_only else st.version_core if deps.core_only else deps.version(st)
            table = self._stat_tables.get(stat, _MISS) if self._tables_v == v else _MISS   # held_version, inline
            if table is _MISS:
                table = self._stat_table(stat, mods)
            if table is not None:
                mods = table.get(c.idx)
                if not mods:
                    return base
                picked = True
        key = (c.idx, stat)
        computing = g._computing
        if key in computing:
            return base                      # a modifier that reads the stat it changes sees the printed value
        computing.add(key)
        # One try around the loop instead of one `run` per call (a hot path): the same error names
        # the same ability.
        item = None
        conds = None
        try:
            v = base
            for item in mods:
                rec = item[2]
                ctx = item[1]
                if not picked:
                    cond = rec.condition
                    if cond is not None:
                        if conds is None:
                            conds = self._conditions()
                        if conds is False:
                            if not cond(ctx, None):
                                continue
                        else:
                            got = conds.get(id(item))
                            if got is None:
                                got = conds[id(item)] = (bool(cond(ctx, None)), item)
                            if not got[0]:
                                continue
                    if not rec.selects(ctx, c):
                        continue
                amount = rec.amount(ctx, c)
                v = amount if rec.op == "set" else v + amount
            return v
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - any failure in content code stops the game cleanly
            raise _failed(item[0], item[2], exc) from exc
        finally:
            computing.discard(key)

    def _keep_lists_if_same(self, attack_mods: list, activated: list) -> None:
        """What attack_parts and usable listed per attack kind and seat (_attack_by, _usable_by) is
        kept when the lists about to be put in place (by refresh or an undo) hold the same entries (a
        Special drawn into a hand adds no attack modifier): entries are made once per card and seat
        (_sorted), so equal lists are compared item by item by identity."""
        if attack_mods != self.attack_mods:
            self._attack_by = {}
        if activated != self.activated:
            self._usable_by = {}

    def modified(self, stat: str):
        """The idx of the cards whose `stat` a modifier in force may change (a container), or None
        when they cannot be listed (stats not order-free, a modifier without a selection). A card
        not listed has the base value for `stat` (what `stat` returns for it) while the state is
        as it is now: a caller asking the stat of many cards looks this up once."""
        g = self.g
        if self._moves != g.state.version_moves:
            self.refresh()
        mods = self.stat_mods.get(stat)
        if not mods:
            return ()
        if not g.stats_order_free:
            return None
        # _stat_table's kept table, looked up here first (as in `stat`: asked for every target weighed)
        deps, st = g._stat_deps, g.state
        if self._tables_v == (st.version_held if deps.held_only else deps.held_version(st)):
            table = self._stat_tables.get(stat, _MISS)
            if table is not _MISS:
                return table
        return self._stat_table(stat, mods)

    def _stat_table(self, stat: str, mods: list):
        """{card idx: the modifiers of `stat` that select it, in index order}, or None.

        With stats order-free (caches.stat_depends) every modifier's condition and selection is
        a pure function of the parts the stat modifiers read: listed once per change of those parts
        (and of the index), each card's stat is then its own modifiers' amounts. It equals asking
        every modifier's `selects` of the card. None when a modifier has no `selection`. When the
        modifiers read only what the seats hold (Depends.held_only), a move between shared zones
        (a card drawn to the table) keeps the tables (State.version_held). A rule use keeps its
        answer for a card in the table too, under (card idx, base) (rule_use.stat_changes): what
        looks a card up by its idx sees only the rows."""
        deps, st = self.g._stat_deps, self.g.state
        version = deps.held_version(st)
        if self._tables_v != version:
            self._tables_v = version
            self._stat_tables = {}
        elif stat in self._stat_tables:
            return self._stat_tables[stat]
        table: dict | None = {}
        conds = self._conditions()
        item = None
        try:
            for item in mods:
                rec = item[2]
                if rec.selection is None:
                    table = None
                    break
                ctx = item[1]
                if rec.condition is not None:
                    got = conds.get(id(item))
                    if got is None:
                        got = conds[id(item)] = (bool(rec.condition(ctx, None)), item)
                    if not got[0]:
                        continue
                for x in rec.selection(ctx):
                    if isinstance(x, Card):    # nothing else equals a card
                        got = table.get(x.idx)
                        if got is None:
                            table[x.idx] = [item]
                        elif got[-1] is not item:   # `in` picks a card once
                            got.append(item)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - any failure in content code stops the game cleanly
            raise _failed(item[0], item[2], exc) from exc
        self._stat_tables[stat] = table
        return table

    def _conditions(self):
        """The kept answers of stat modifiers' conditions, {id(item): (answer, item)}, or False.

        A condition reads no card being asked about: with stats order-free (caches.stat_depends)
        its answer holds until a part the stat modifiers read changes (Depends.held_version, as the
        stat tables), so asking the stats of several cards (a turn's income) runs it once."""
        deps = self.g._stat_deps
        if deps.anything:
            return False
        version = deps.held_version(self.g.state)
        if self._conditions_v != version:
            self._conditions_v = version
            self._kept_conditions = {}
        return self._kept_conditions

    def param(self, p: int, name: str) -> int:
        if self._moves != self.g.state.version_moves:
            self.refresh()
        v = self.host.param_base(self.g, name)
        seat = self.g.seats[p]
        for card, ctx, rec in self.param_mods:
            if rec.param == name and self.run(card, rec, rec.applies, ctx, seat):
                amount = self.run(card, rec, rec.amount, ctx, seat)
                v = amount if rec.op == "set" else v + amount
        return v

    def attack_modifiers(self, stat: str, kind: str) -> tuple:
        """(card, ctx, rec) of the modifiers attack_parts runs for this quantity of attacks of this
        kind, in index order: a caller weighing many attacks of one kind lists them once."""
        if self._moves != self.g.state.version_moves:
            self.refresh()
        mods = self._attack_by.get((stat, kind))       # _attack_mods_of's kept list, looked up here first
        return mods if mods is not None else self._attack_mods_of(stat, kind)

    def _attack_mods_of(self, stat: str, kind: str) -> tuple:
        key = (stat, kind)
        mods = self._attack_by.get(key)
        if mods is None:       # the modifiers of this quantity and attack kind, kept till the index changes
            mods = self._attack_by[key] = tuple([m for m in self.attack_mods      # a list made, not a generator read
                                                 if m[2].stat == stat and kind in m[2].kinds])
        return mods

    def attack_parts(self, attack, stat: str, applied: list | None = None) -> list[tuple]:
        """(label, amount, op, card) of every modifier of this attack quantity that applies, in index
        order. `applied`, when given, gets each of those modifiers' (card, ctx, rec), part by part
        (RuleUse.attack_applied notes those that changed the number without asking them again)."""
        g = self.g
        out = []
        for item, amount in self.attack_amounts(attack, stat):
            card, rec = item[0], item[2]
            out.append((f"{source_name(g, card, rec)} ({rec.scope})", amount, rec.op, card))   # a house rule by its name
            if applied is not None:
                applied.append(item)
        return out

    def attack_amounts(self, attack, stat: str) -> list[tuple]:
        """((card, ctx, rec), amount) of every modifier of this attack quantity that applies, in index
        order: attack_parts without the labels (for a rule that reads only the amounts)."""
        if self._moves != self.g.state.version_moves:
            self.refresh()
        mods = self._attack_mods_of(stat, attack.kind)
        out = []
        if not mods:
            return out
        item = None
        try:        # one try for the loop (as `run` per call would say the same)
            for item in mods:
                ctx, rec = item[1], item[2]
                if rec.applies(ctx, attack):
                    out.append((item, rec.amount(ctx, attack)))
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - any failure in content code stops the game cleanly
            raise _failed(item[0], item[2], exc) from exc
        return out

    # ------------------------------------------------------------ triggers
    def remember(self, card):
        """The last known state of a card about to leave play, or None (last_known.py)."""
        return last_known.remember(self, card)

    def listens(self, name: str) -> bool:
        """Is any trigger of the index waiting for this event? (emit does nothing otherwise,
        for an event without a card's last known state: its caller may skip making it.)"""
        if self._moves != self.g.state.version_moves:
            self.refresh()
        return bool(self.triggers.get(name))

    def emit(self, event) -> None:
        if self._moves != self.g.state.version_moves:
            self.refresh()
        if self.triggers.get(event.name) or getattr(event, "last_known", None) is not None:
            self.dispatch.emit(event)

    def _reactions(self, event):
        out = []
        in_force = self.in_force
        make = self.ctx
        g = self.g
        for card, ctx, rec in list(self.triggers.get(event.name, ())):
            if card is not None and card.zone not in in_force:
                continue
            ectx = make(g, card, ctx.seat, event)     # context(game, card, seat, event): by place (host.py)
            if self.run(card, rec, rec.condition, ectx, event):
                label = card.name if card is not None else f"house rule {rec.card}"
                out.append((label, _runner(self, card, rec, ectx)))
        if getattr(event, "last_known", None) is not None:
            # The card the event took out of play reacts too, as it was (last_known.py).
            out.extend(last_known.reactions(self, event, _runner))
        return out

    # ------------------------------------------------------------ activated
    def usable(self, p: int, timings, any_of: bool = False) -> list[tuple]:
        """(card, rec) pairs player p may use now in these timing windows.

        any_of: only whether there is one. A target whose filter is a pure read (Reads.pure) is
        asked for one candidate, not all, when any_of or when stats are order-free (the answer is
        the same: a usable ability needs one candidate per target; fewer filters run).
        """
        g = self.g
        one = any_of or g.stats_order_free
        if self._moves != g.state.version_moves:
            self.refresh()
        # Cards cannot change hands without a move, which rebuilds the index: p's own list is the
        # sublist of `activated` whose card.owner is p, in the same order.
        key = (p, timings if type(timings) is tuple else tuple(timings))
        mine = self._usable_by.get(key)
        if mine is None:       # p's activated abilities of these timings, kept till the index changes
            mine = self._usable_by[key] = tuple([
                item for item in self.activated_by_owner.get(p, ())
                if item[0] is not None and item[2].timing in timings])
        out = []
        if not mine:
            return out
        offer = self.offer
        pure = self.pure
        for card, ctx, rec in mine:
            if card.owner != p:
                continue
            if rec.special != (card.zone in offer):
                continue
            if rec.token and not card.token:
                continue
            if rec.money > g.seats[p].money:
                continue
            if rec.targets:
                # every target has a candidate: all(...) written out (a generator read by a builtin
                # resumes the interpreter once per item)
                lacking = False
                for t in rec.targets:
                    if not (self.kept_candidate(card, t) if one and t.reads <= pure else self.candidates(card, t)):
                        lacking = True
                        break
                if lacking:
                    continue
            if rec.condition is not None and not rec.targets:
                if not self.run(card, rec, rec.condition, self.ctx(g, card, g.seats[p]), {}):
                    continue
            out.append((card, rec))
            if any_of:
                break
        return out

    def holders(self, timings: tuple) -> frozenset:
        """The seats holding an activated ability of one of these timings: `usable(p, timings)` is
        empty for any other seat. Kept with `usable`'s lists (under the timings alone) till the index
        changes: an attack window asks it before `usable`, which most players have nothing for."""
        if self._moves != self.g.state.version_moves:
            self.refresh()
        got = self._usable_by.get(timings)     # usable's keys are (seat, timings)
        if got is None:
            seats = []
            for p, items in self.activated_by_owner.items():
                for item in items:
                    if item[0] is not None and item[2].timing in timings:
                        seats.append(p)
                        break
            got = self._usable_by[timings] = frozenset(seats)
        return got

    def kept_candidate(self, card, spec) -> bool:
        """has_candidate(card, spec), kept until a part of the state its filter reads changes
        (Depends of the target's read-set: consecutive action menus often ask it again)."""
        deps = self._target_deps.get(id(spec))
        if deps is None:
            deps = self._target_deps[id(spec)] = _target_depends(spec, self.host)
        if not deps[1]:
            return self.has_candidate(card, spec)
        key = (card.idx, card.owner, id(spec))
        version = deps[0].version(self.g.state)
        got = self._kept_candidates.get(key)
        if got is not None and got[0] == version:
            return got[1]
        found = self.has_candidate(card, spec)
        self._kept_candidates[key] = (version, found)
        return found

    def has_candidate(self, card, spec) -> bool:
        """candidates(card, spec) != [], stopping at the first (for a filter that only reads).

        The pool (AbilityHost.target_zones) is walked in candidates' order without being listed.
        """
        g = self.g
        ctx = self.ctx(g, card, g.seats[card.owner] if card.owner >= 0 else None)
        flt = spec.filter
        zones, kind = self.host.target_zones(g, spec.type)
        try:        # one try for the loop (as `run` per call would say the same)
            for zone in zones:
                for x in zone:
                    if (kind is None or x.kind == kind) and flt(ctx, x):
                        return True
            return False
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - any failure in content code stops the game cleanly
            raise _failed(card, spec, exc) from exc

    def pool(self, target_type: str) -> list:
        """What a target of this type may be, in order (AbilityHost.target_zones)."""
        zones, kind = self.host.target_zones(self.g, target_type)
        return [x for zone in zones for x in zone if kind is None or x.kind == kind]

    def candidates(self, card, spec) -> list:
        g = self.g
        ctx = self.ctx(g, card, g.seats[card.owner] if card.owner >= 0 else None)
        return [x for x in self.pool(spec.type) if self.run(card, spec, spec.filter, ctx, x)]


def _target_depends(spec, host) -> tuple:
    """(Depends of a target spec's read-set, may its answer be kept, the spec) for kept_candidate: a
    function of the pack's spec and the engine's reads alone, made once per process (an entry holds
    the spec and the host, so their ids are not reused while it is kept)."""
    got = _TARGET_DEPS.get(id(spec))
    if got is None or got[0][2] is not spec or got[1] is not host:
        if len(_TARGET_DEPS) >= 4096:
            _TARGET_DEPS.clear()
        got = _TARGET_DEPS[id(spec)] = ((Depends([spec.reads], host.reads), not spec.reads & host.reads.turn,
                                         spec), host)
    return got[0]


_TARGET_DEPS: dict[int, tuple] = {}


def _joined(groups, part: int) -> list:
    """The items of each group's `part` (see _seat_sorted), one list in the groups' order."""
    out: list = []
    for group in groups:
        if group[part]:
            out.extend(group[part])
    return out


def _filed_by_key(groups, part: int) -> dict:
    """The (key, item) pairs of each group's `part`, filed by key in the groups' order."""
    out: dict = {}
    for group in groups:
        if group[part]:
            for key, item in group[part]:
                out.setdefault(key, []).append(item)
    return out


def _changed_statics(old: list, new: list) -> tuple:
    """Which of the modifiers and triggers two lists of _sorted groups file differently: (stat,
    attack, parameter modifiers, triggers), each True when it changed. (Entries are made once per
    card and seat: equal parts hold the same objects.)"""
    if len(old) != len(new):
        return _ALL_CHANGED
    stats = attacks = params = trigs = False
    for a, b in zip(old, new):
        if a is not b:
            if a[1] != b[1]:
                stats = True
            if a[2] != b[2]:
                attacks = True
            if a[3] != b[3]:
                params = True
            if a[4] != b[4]:
                trigs = True
    return stats, attacks, params, trigs


_ALL_CHANGED = (True, True, True, True)


def _kind(rec) -> tuple:
    """(the api class of a record, the stat or event it is filed under) for AbilityIndex.refresh."""
    cls = _API_CLASS.get(type(rec), _MISS)
    if cls is _MISS:        # the api class of each record class, found once per process
        cls = _API_CLASS[type(rec)] = next((c for c in _API_CLASSES if isinstance(rec, c)), None)
    if cls is None:
        return None, None
    return cls, rec.stat if cls is StatModifier else rec.event if cls is Trigger else None


_API_CLASSES = (Activated, StatModifier, AttackModifier, ParamModifier, Trigger)
_API_CLASS: dict[type, type | None] = {}


def _failed(card, rec, exc) -> AbilityError:
    who = card.name if card is not None else f"house rule {rec.card}"
    return AbilityError(f"the ability of {who} ({rec.source}) failed: {type(exc).__name__}: {exc}")


def _runner(index, card, rec, ctx):
    def fire(event):
        if index.g.speaking:
            index.g.say("ability", f"  {source_name(index.g, card, rec)} fires: {ability_text(index.g, rec)}")
        with index.host.effect_scope(index.g):   # the engine's "all at once" bookkeeping
            index.run(card, rec, rec.effect, ctx, event)
    return fire

