"""One use of the rules' numbers, and the modifiers that changed them: what `fired` means for a modifier.

A trigger or an activated ability fires when its effect runs in the game
(AbilityIndex.run tells `on_fire`). A modifier fires when a number the rules
used changed because of it, once per *rule use*: the engine's rules say where
they use a number (an attack's success number fixed, a turn's income counted,
a cost paid...) by noting it on a RuleUse, and `done` tells `on_fire` once for
each modifier that changed any of the numbers noted, in the order first noted.

Why not count where a stat is computed: how often a number is computed is up to the
engine (its stat tables, its kept conditions, a game's value
caches) and so is reading it while a player decides (a computer player weighs
numbers on the game itself). A RuleUse walks the modifiers in force afresh,
without those caches, and only the rules make one: the same game gives the same
counts whatever the engine keeps and whatever its players compute.

`rule_use(index)` gives None when nothing listens (`on_fire` is None): the
rules then note nothing and run nothing more.
"""
from __future__ import annotations

from ..kernel.state import Card
from .index import PASS_THROUGH, _failed


def rule_use(index):
    """A RuleUse on which the rules note the numbers one use of theirs reads, then `done`: the
    modifiers that changed them fire once. None when nothing listens (AbilityIndex.on_fire)."""
    return None if index.on_fire is None else RuleUse(index)


class RuleUse:
    __slots__ = ("index", "noted")

    def __init__(self, index):
        self.index = index
        self.noted: dict[int, tuple] = {}       # id(entry) -> (card, rec), in the order first noted

    def _note(self, item) -> None:
        if id(item) not in self.noted:
            self.noted[id(item)] = item

    def _apply(self, item, v, target):
        """v after the modifier `item` (its condition and selection already hold) applied to
        `target` (a card, an attack), the modifier noted if it changed v."""
        rec = item[2]
        amount = rec.amount(item[1], target)
        new = amount if rec.op == "set" else v + amount
        if new != v:
            self._note(item)
        return new

    def stat(self, c, stat: str, base):
        """The rules used card c's `stat`, whose value before any modifier is `base`: note every
        modifier in force that changed it (its condition holds, it selects c, and the number after it
        differs from the number before). Returns the modified value (AbilityIndex.stat's)."""
        index = self.index
        g = index.g
        if index._moves != g.state.version_moves:
            index.refresh()
        mods = index.stat_mods.get(stat)
        if not mods:
            return base
        key = (c.idx, stat)
        computing = g._computing
        if key in computing:
            return base                 # as AbilityIndex.stat: a modifier reading its own stat sees the base
        computing.add(key)
        item = None
        try:
            v = base
            for item in mods:
                _, ctx, rec = item
                if rec.condition is not None and not rec.condition(ctx, None):
                    continue
                if not rec.selects(ctx, c):
                    continue
                v = self._apply(item, v, c)
            return v
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as AbilityIndex.stat
            raise _failed(item[0], item[2], exc) from exc
        finally:
            computing.discard(key)

    def stats(self, stat: str, cards, base_of) -> None:
        """stat(c, stat, base_of(c)) for each of these cards, read at one moment (a turn's income): a
        modifier's condition, which reads no card, is asked once; with stats order-free
        (caches.stat_depends) so is its `selection`, which then picks what its `selects` would."""
        index = self.index
        g = index.g
        if index._moves != g.state.version_moves:
            index.refresh()
        mods = index.stat_mods.get(stat)
        if not mods:
            return
        if not g.stats_order_free:
            for c in cards:
                self.stat(c, stat, base_of(c))
            return
        live = []        # (entry, the idx it selects or None: ask `selects`), conditions holding
        item = None
        try:
            for item in mods:
                ctx, rec = item[1], item[2]
                if rec.condition is not None and not rec.condition(ctx, None):
                    continue
                sel = rec.selection
                live.append((item, None if sel is None else {x.idx for x in sel(ctx) if isinstance(x, Card)}))
            if not live:
                return
            computing = g._computing
            for c in cards:
                mine = [it for it, picked in live
                        if (c.idx in picked if picked is not None else it[2].selects(it[1], c))]
                if not mine:
                    continue
                key = (c.idx, stat)
                if key in computing:
                    continue
                computing.add(key)
                try:
                    v = base_of(c)
                    for item in mine:
                        v = self._apply(item, v, c)
                finally:
                    computing.discard(key)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as AbilityIndex.stat
            raise _failed(item[0], item[2], exc) from exc

    def attack(self, attack, stat: str, base=0, cards=None):
        """The rules used this quantity of an attack (AbilityIndex.attack_parts), whose value before
        any modifier is `base`: note every modifier that applies and changed it. `cards`: only the
        modifiers of these cards count (e.g. those that let a card take part, when it did)."""
        index = self.index
        mods = index.attack_modifiers(stat, attack.kind)
        v = base
        card = rec = None
        try:
            for item in mods:
                card, ctx, rec = item
                if cards is not None and card not in cards:
                    continue
                if not rec.applies(ctx, attack):
                    continue
                v = self._apply(item, v, attack)
            return v
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as AbilityIndex.attack_parts
            raise _failed(card, rec, exc) from exc

    def param(self, p: int, name: str):
        """The rules used rule parameter `name` for seat p (AbilityIndex.param): note every
        modifier that applies to p and changed it. Returns the value."""
        index = self.index
        g = index.g
        if index._moves != g.state.version_moves:
            index.refresh()
        v = index.host.param_base(g, name)
        seat = g.seats[p]
        card = rec = None
        try:
            for item in index.param_mods:
                card, ctx, rec = item
                if rec.param == name and rec.applies(ctx, seat):
                    v = self._apply(item, v, seat)
            return v
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as AbilityIndex.param (run)
            raise _failed(card, rec, exc) from exc

    def done(self) -> None:
        """Tell the hook once for each modifier noted (the use is over: a later use counts again)."""
        fire = self.index.on_fire
        noted, self.noted = self.noted, {}
        if fire is not None:
            for card, _, rec in noted.values():
                fire(card, rec)


def count_use(index, stats=(), params=()) -> None:
    """One use of the rules reading these numbers: `stats` (card, stat, value before the modifiers),
    `params` (seat index, parameter name). Nothing when nothing listens."""
    use = rule_use(index)
    if use is None:
        return
    for c, stat, base in stats:
        use.stat(c, stat, base)
    for p, name in params:
        use.param(p, name)
    use.done()
