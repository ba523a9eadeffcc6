"""What the Crime Lords engine tells the shared ability runtime (runtime/abilities/host.py).

Static abilities count while their card is controlled: a Crook in a Mob, a
Racket, a Mob card of a player still in the game; Specials in a hand offer
only their played ability and go to the discard pile once played. A target
is a controlled Crook or Racket, an uncontrolled one, or a player. The
markers an effect lays all land before anyone quits (mob.event, CL-UNH-04).
"""
from __future__ import annotations

from ...abilities import AbilityIndex
from . import mob
from .caches import READS
from .context import Ctx, HeldCtx
from .rule_uses import printed_power

# Rule parameters a ParamModifier may change, and the ruleset key that gives the base.
PARAM_RULES = {"draw_count": "min_draw", "pass_bonus": "pass_bonus", "showdown_cap": "showdown_outsider_cap"}

# Ctx's reads of one Crook whose value changes as he leaves play (last known state): Power,
# Unhappy markers, Boss or not... Printed fields (weakness ...) read the same before and after.
CARD_READS = ("power", "resistance", "unhappy", "owner_of", "is_boss", "is_lieutenant", "has_token",
              "superior_of", "subordinates_of", "below")

TARGET_NOUNS = {"crook": "Crook", "racket": "Racket", "card": "card", "player": "player"}


class CrimeLordsAbilities:
    in_force_zones = ("mobcard", "crooks", "rackets")
    offer_zones = ("hand",)
    shared_in_force_zones = ()
    spent_zone = "discard"
    context = Ctx
    held_context = HeldCtx
    last_known_reads = CARD_READS
    reads = READS

    @staticmethod
    def param_base(g, name: str) -> int:
        return g.R[PARAM_RULES[name]]

    @staticmethod
    def stat_base(g, c, stat: str):
        """A Crook's or Racket's stat before the modifiers (as game.py gives it to AbilityIndex.stat)."""
        if getattr(c, "kind", None) not in ("crook", "racket"):
            return None
        if stat == "power":
            return printed_power(c)
        if stat == "income":
            return c.income + c.income_markers
        if stat == "pay":
            return g.power(c)
        return getattr(c, stat, None)

    @staticmethod
    def target_zones(g, want: str):
        """Players in the game; else the controlled Crooks and Rackets seat by seat, then the uncontrolled."""
        if want == "player":
            return ([s for s in g.seats if s.alive],), None
        zones = []
        for s in g.seats:
            if s.alive:
                zones.append(s.crooks)
                zones.append(s.rackets)
        zones.append(g.state.zones["open"])
        return zones, want if want in ("crook", "racket") else None

    @staticmethod
    def target_noun(want: str) -> str:
        return TARGET_NOUNS.get(want, want)

    @staticmethod
    def effect_scope(g):
        return mob.event(g)


HOST = CrimeLordsAbilities()


def index(g) -> AbilityIndex:
    """The ability index of a Crime Lords game."""
    return AbilityIndex(g, HOST)
