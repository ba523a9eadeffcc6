"""Criminal Underworld on the shared ability runtime (runtime/abilities/; docs/engine.md).

Organisation abilities and defence abilities are written in the pack's
effect language (the `vocabulary:` of content/criminal_underworld/game.yaml)
and compiled into api records. This module says which cards are in force and
for whom (HOST: a seat's headquarters and the cards it has in play, the
placed defences among them; with the no_abilities house rule, NO_ORG_HOST
leaves the headquarters out, CU-ORG-03, CU-VAR-05), and implements the
vocabulary's runtime names (Ctx). The game raises the events (`turn_start`
in collect, `defence_struck` in combat.strike) and reads the stats through
`g.abil.stat` (game.py: offence_cost, defence_cost, damage, income, take)
and the parameter through `g.abil.param` (kept_share).
"""
from __future__ import annotations

import contextlib

from ...abilities import AbilityIndex, EffectContext, Reads
from ...kernel.errors import GameError

# The one rule parameter an ability changes, and its value before any does.
PARAM_BASES = {"kept_share": 100}      # percent of a criminal activity's ask it takes (CU-HEIST-01)

READS = Reads(
    money=frozenset({"money"}),
    core=frozenset({"this_card", "owner", "current_attack", "offences_of", "duals_of", "defences_of",
                    "businesses_of", "heists_of", "owner_of", "card_id", "card_ids", "card_named"}),
    turn=frozenset({"current_attack"}),
    stats=frozenset(),
)


class Ctx(EffectContext):
    """g: the CriminalUnderworldGame; card: the card that holds the ability (EffectContext)."""

    __slots__ = ()

    # ------------------------------------------------------------ selectors
    @property
    def owner(self):
        return self.owner_of(self.card)

    @property
    def current_attack(self):
        return None          # no ability reads an attack

    # ------------------------------------------------------------ functions
    def _kind_in(self, player, kind: str, placed: bool) -> list:
        if player is None:
            return []
        cards = [c for c in player.hand if c.kind == kind]
        if placed:
            cards += [c for c in player.play if c.kind == kind]
        return cards

    def offences_of(self, player):
        return self._kind_in(player, "offence", False)

    def duals_of(self, player):
        return self._kind_in(player, "dual", True)

    def defences_of(self, player):
        return self._kind_in(player, "defence", True)

    def heists_of(self, player):
        return self._kind_in(player, "heist", False)

    def businesses_of(self, player):
        # In hand too: what a business would pay is its income there (a computer player weighs it).
        return self._kind_in(player, "business", True)

    # ------------------------------------------------------------ properties
    def owner_of(self, card):
        if card is None or card.owner < 0:
            return None
        return self.g.seats[card.owner]

    def money(self, player):
        return player.money if player is not None else 0

    # ------------------------------------------------------------ effects
    def _deactivated(self) -> bool:
        """CU-BROKE-01: a broke player's defences do nothing until he has money again."""
        c = self.card
        if c is not None and c.kind in ("defence", "dual") and c.owner >= 0 and not self.g.active(c.owner):
            self.g.say("money", f"{c.name} is deactivated: its ability does nothing (CU-BROKE-01)")
            return True
        return False

    def gain_money(self, amount, player):
        if player is None or amount <= 0 or self._deactivated():
            return
        self.g.gain(player.index, amount, "ability")
        self.g.say("money", f"{self.label()}: {player.name} collects ${amount}K: ${player.money}K")

    def pay_money(self, amount):
        player = self.owner
        if player is None or amount <= 0 or self._deactivated():
            return
        paid = self.g.pay(player.index, amount, "ability")
        self.g.say("money", f"{self.label()}: {player.name} pays ${paid}K: ${player.money}K")

    def backfire(self, amount, player):
        """The player's headquarters takes damage, never below 1 power (CU-R-13)."""
        if player is None or amount <= 0 or self._deactivated():
            return
        h = self.g.hq(player.index)
        if h is None:
            return
        took = min(amount, h.hp - 1)
        h.hp -= took
        self.g.state.touch()
        self.g.say("attack", f"{self.label()} backfires: {player.name}'s headquarters takes {took} "
                             f"(power {h.hp + took} -> {h.hp}" + (", never below 1: CU-R-13)" if took < amount else ")"))


class UnderworldAbilities:
    """What Criminal Underworld tells the shared ability runtime (runtime/abilities/host.py)."""

    in_force_zones = ("hq", "play")     # the headquarters; businesses and placed defences
    offer_zones = ()                     # no card has a played ability
    shared_in_force_zones = ()
    spent_zone = "discard"
    context = Ctx
    last_known_reads = ()
    reads = READS

    @staticmethod
    def param_base(g, name: str) -> int:
        if name not in PARAM_BASES:
            raise GameError(f"Criminal Underworld has no rule parameter `{name}`")
        return PARAM_BASES[name]

    @staticmethod
    def target_zones(g, want):
        return (g.seats,), None         # only players are targets (no card has targets yet)

    @staticmethod
    def target_noun(want):
        return want

    @staticmethod
    def effect_scope(g):
        return contextlib.nullcontext()


class NoOrganisationAbilities(UnderworldAbilities):
    """The no_abilities house rule (CU-VAR-05): organisations' abilities are off; defences' stay."""

    in_force_zones = ("play",)


HOST = UnderworldAbilities()
NO_ORG_HOST = NoOrganisationAbilities()


def index(g) -> AbilityIndex:
    return AbilityIndex(g, HOST if g.rules.abilities else NO_ORG_HOST)


def effects_of(g, card) -> frozenset:
    """The vocabulary names a card's abilities call (`pay_money`, `backfire`...): how a computer
    player tells an upkeep from a kickback without a fixed list of abilities."""
    names: set = set()
    for rec in (g.pack.abilities or {}).get(card.id, ()):
        names |= rec.reads
    return frozenset(names)
