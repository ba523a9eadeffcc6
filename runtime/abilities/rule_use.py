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
numbers on the game itself). Only the rules make a RuleUse, and what it notes
is a function of the state alone: the same game gives the same counts whatever
the engine keeps and whatever its players compute. With stats order-free
(caches.stat_depends) a card's stat modifiers are its row of the index's stat
table (AbilityIndex._stat_table), and which of them changed a number from a
given base is kept in that table beside the row (`stat_changes`): like the
row, it is a pure function of the parts the table is keyed on. Otherwise (and
for an attack's quantities and rule parameters) the modifiers in force are
asked afresh.

`rule_use(index)` gives None when nothing listens (`on_fire` is None): the
rules then note nothing and run nothing more.
"""
from __future__ import annotations

from .index import PASS_THROUGH, _failed


def rule_use(index):
    """A RuleUse on which the rules note the numbers one use of theirs reads, then `done`: the
    modifiers that changed them fire once. None when nothing listens (AbilityIndex.on_fire)."""
    if index.on_fire is None:
        return None
    use = RuleUse()
    use.index = index
    return use


class RuleUse(dict):
    """The modifiers noted so far, id(entry) -> (card, ctx, rec) in the order first noted, and the
    index they are in force in (`rule_use` makes one: a dict made without an __init__ of its own)."""

    __slots__ = ("index",)

    def _note(self, changed) -> None:
        for item in changed:
            if id(item) not in self:
                self[id(item)] = item

    def stat(self, c, stat: str, base):
        """The rules used card c's `stat`, whose value before any modifier is `base`: note every
        modifier in force that changed it (its condition holds, it selects c, and the number after it
        differs from the number before). Returns the modified value (AbilityIndex.stat's).

        With stats order-free the card's modifiers are its row of the index's stat table, and which
        of them changed the number is kept there too (stat_changes)."""
        index = self.index
        table = index.modified(stat)
        if table is None:
            return self._walk(c, stat, base)
        if not table or c.idx not in table:
            return base
        v, changed = stat_changes(table, c, base)
        if changed:
            self._note(changed)
        return v

    def _walk(self, c, stat: str, base):
        """stat(), asking every modifier of `stat` in force afresh (stats not order-free, or a
        modifier without a `selection`: no stat table)."""
        g = self.index.g
        key = (c.idx, stat)
        computing = g._computing
        if key in computing:
            return base                 # as AbilityIndex.stat: a modifier reading its own stat sees the base
        computing.add(key)
        item = None
        try:
            mine = []
            for item in self.index.stat_mods[stat]:
                _, ctx, rec = item
                if (rec.condition is None or rec.condition(ctx, None)) and rec.selects(ctx, c):
                    mine.append(item)
            v, changed = changes(mine, base, c)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as AbilityIndex.stat
            raise _failed(item[0], item[2], exc) from exc
        finally:
            computing.discard(key)
        if changed:
            self._note(changed)
        return v

    def stats(self, stat: str, cards, base_of) -> None:
        """stat(c, stat, base_of(c)) for each of these cards, read at one moment (a turn's income)."""
        index = self.index
        table = index.modified(stat)
        if not table:
            if table is None:
                for c in cards:
                    self._walk(c, stat, base_of(c))
            return
        for c in cards:
            if c.idx in table:
                _, changed = stat_changes(table, c, base_of(c))
                if changed:
                    self._note(changed)

    def attack(self, attack, stat: str, base=0, cards=None):
        """The rules used this quantity of an attack (AbilityIndex.attack_parts), whose value before
        any modifier is `base`: note every modifier that applies and changed it. `cards`: only the
        modifiers of these cards count (e.g. those that let a card take part, when it did)."""
        mods = self.index.attack_modifiers(stat, attack.kind)
        if not mods:
            return base
        mine = []
        item = None
        try:
            for item in mods:
                if (cards is None or item[0] in cards) and item[2].applies(item[1], attack):
                    mine.append(item)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as AbilityIndex.attack_parts
            raise _failed(item[0], item[2], exc) from exc
        v, changed = changes(mine, base, attack)
        if changed:
            self._note(changed)
        return v

    def attack_applied(self, applied: list, parts: list, base) -> None:
        """attack(a, stat, base) for the parts attack_parts has just made of that quantity (`applied`:
        its modifiers that applied, part by part): their amounts are taken from the parts, not asked
        of the modifiers again."""
        if applied:
            _, changed = changed_by(applied, [part[1] for part in parts], base)
            if changed:
                self._note(changed)

    def param(self, p: int, name: str) -> int:
        """The rules used rule parameter `name` for seat p: note every modifier that applies to p and
        changed it. Returns the parameter's value (AbilityIndex.param's)."""
        index = self.index
        g = index.g
        if index._moves != g.state.version_moves:
            index.refresh()
        seat = g.seats[p]
        mine = []
        item = None
        try:
            for item in index.param_mods:
                rec = item[2]
                if rec.param == name and rec.applies(item[1], seat):
                    mine.append(item)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - as AbilityIndex.param (run)
            raise _failed(item[0], item[2], exc) from exc
        if not mine:
            return index.host.param_base(g, name)
        v, changed = changes(mine, index.host.param_base(g, name), seat)
        if changed:
            self._note(changed)
        return v

    def done(self) -> None:
        """Tell the hook once for each modifier noted (the use is over: a later use counts again)."""
        if self:
            noted = list(self.values())
            self.clear()
            fire = self.index.on_fire
            if fire is not None:
                for card, _, rec in noted:
                    fire(card, rec)


def stat_changes(table, c, base) -> tuple:
    """changes() of card c's row of a current stat table (AbilityIndex._stat_table, c listed), kept in
    the table under (c.idx, base): which modifiers change a number is a pure function of the parts
    the table is keyed on (caches.stat_depends: what every stat modifier reads, its amount too)."""
    key = (c.idx, base)
    got = table.get(key)
    if got is None:
        got = table[key] = changes(table[c.idx], base, c)
    return got


def changes(items, v, target) -> tuple:
    """(v after these modifiers, each applied to `target` in order, [those that changed the number]):
    a modifier changed it when the number after it differs from the number before it."""
    changed = []
    item = None
    try:
        for item in items:
            rec = item[2]
            amount = rec.amount(item[1], target)
            new = amount if rec.op == "set" else v + amount
            if new != v:
                changed.append(item)
            v = new
    except PASS_THROUGH:
        raise
    except Exception as exc:   # noqa: BLE001 - as AbilityIndex.stat
        raise _failed(item[0], item[2], exc) from exc
    return v, changed


def changed_by(items, amounts, v) -> tuple:
    """changes() of these modifiers whose amounts are already known, in order."""
    changed = []
    for item, amount in zip(items, amounts):
        new = amount if item[2].op == "set" else v + amount
        if new != v:
            changed.append(item)
        v = new
    return v, changed


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
