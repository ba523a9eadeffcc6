"""Where the Crime Lords rules use the numbers abilities change: what makes a modifier fire.

A modifier fires (AbilityIndex.on_fire, `syndicate simulate`'s `fired`) once
per use of the rules in which a number it changed was used
(runtime/abilities/rule_use.py); these are the uses, each reported by the
rules where it happens, only when something listens (`rule_use(g.abil)` is
None otherwise). This module holds those of a turn; an attack's are in
attacks.py (`_count_numbers`):

- an attack, when its success number is fixed (CL-ATK-07): the Power of every
  Crook on each side (leader, assistants, protector, defenders; the target's
  for a hit) or the target's Resistance (recruit, takeover), the success
  modifiers, the helpers allowed (CL-REC-05, CL-HIT-04), and the abilities
  that let a card assist or defend when that card did and the rules alone
  would not have let him. An attack cancelled or backed out of before that
  uses no number;
- a turn's income (CL-TURN-01): the Income of each Racket;
- a turn's gang pay (CL-TURN-02): the pay of each Crook (his Power unless an
  ability sets it);
- grumbling (CL-TURN-08): the Power of a Crook and his superior;
- a rule parameter as the rules read it (draw count, pass bonus, a showdown's
  cap for outsiders): `param`.

The Power read to place a Crook or to weigh a retirement or promotion is
not one of these uses.
"""
from __future__ import annotations

from ...abilities import rule_use


def stats(g, stat: str, cards, base) -> None:
    """One use of `stat` of these cards (a turn's income or pay), each from `base(card)`."""
    use = rule_use(g.abil)
    if use is None:
        return
    if stat == "pay":                  # a Crook's pay is his Power unless an ability sets it
        use.stats("power", cards, printed_power)
    use.stats(stat, cards, base)
    use.done()


def printed_power(c) -> int:
    """A Crook's Power before any modifier: printed plus markers (what game.power gives the index)."""
    return c.power + c.power_markers


def grumble(g, seat) -> None:
    """CL-TURN-08: each Crook's and his superior's Power compared."""
    use = rule_use(g.abil)
    if use is None:
        return
    use.stats("power", _compared(seat), printed_power)
    use.done()


def _compared(seat):
    """Each Crook with a superior, then their superiors: listed only when read (only when a
    modifier of Power is in force)."""
    compared = [c for c in seat.crooks if c.sup is not None]
    yield from compared
    for c in compared:
        yield c.sup


def param(g, p: int, name: str) -> int:
    """The rules use rule parameter `name` for seat p: its value (g.param's), the use noted when
    something listens (the modifiers asked once for both)."""
    use = rule_use(g.abil)
    if use is None:
        return g.param(p, name)
    v = use.param(p, name)
    use.done()
    return v
