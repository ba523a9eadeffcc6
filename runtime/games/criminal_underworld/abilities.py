"""Criminal Underworld on the shared ability runtime (runtime/abilities/; docs/engine.md).

Organisation abilities, defence abilities and service cards are written in
the pack's effect language (the `vocabulary:` of
content/criminal_underworld/game.yaml) and compiled into api records. This
module says which cards are in force and for whom (HOST: a seat's
headquarters and the cards it has in play, the placed defences among them;
with the no_abilities house rule, NO_ORG_HOST leaves the headquarters out,
CU-ORG-03, CU-VAR-05), what a target may be (a player, a card on the table,
a headquarters), and implements the vocabulary's runtime names (Ctx). The
game raises the events (`turn_start` in collect, `defence_struck` in
combat.strike), reads the stats through `g.abil.stat` (game.py:
offence_cost, defence_cost, damage, income, take) and the parameter through
`g.abil.param` (kept_share); services.py runs a bought service's played
ability (`play bought: …`), and `preview` says what one would do without
doing it (how the heuristic player judges a service).
"""
from __future__ import annotations

import contextlib

from ...abilities import AbilityIndex, EffectContext, Reads
from ...kernel.errors import GameError
from . import combat

# The one rule parameter an ability changes, and its value before any does.
PARAM_BASES = {"kept_share": 100}      # percent of a criminal activity's ask it takes (CU-HEIST-01)
# The printed field each stat an ability changes starts from (game.py: damage, income, take, costs).
STAT_FIELDS = {"damage": "damage", "income": "income", "take": "amount", "offence_cost": "cost",
               "defence_cost": "cost"}

READS = Reads(
    money=frozenset({"money"}),
    core=frozenset({"this_card", "owner", "current_attack", "offences_of", "duals_of", "defences_of",
                    "businesses_of", "heists_of", "owner_of", "card_id", "card_ids", "card_named", "rivals",
                    "headquarters_of", "guarding", "may_attack"}),
    turn=frozenset({"current_attack", "may_attack"}),     # a seat's turns count without a State version
    stats=frozenset(),
)


class Ctx(EffectContext):
    """g: the CriminalUnderworldGame; card: the card that holds the ability (EffectContext)."""

    __slots__ = ()

    # ------------------------------------------------------------ selectors
    @property
    def owner(self):
        card = self.card
        if card is not None and card.owner < 0:
            return self.seat        # a service being bought: its buyer (it lies in no seat's zone)
        return self.owner_of(card)

    @property
    def rivals(self):
        me = self.owner
        return [] if me is None else [self.g.seats[q] for q in self.g.rivals(me.index)]

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

    def headquarters_of(self, player):
        return self.g.hq(player.index) if player is not None else None

    # ------------------------------------------------------------ properties
    def money(self, player):
        return player.money if player is not None else 0

    def guarding(self, card):
        """CU-DEF-02: the card sits on a side of a headquarters or business."""
        return card is not None and self.g.slots.host_of(self.g.state, card) is not None

    def may_attack(self, player):
        return player is not None and player.alive and self.g.can_attack(player.index)

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

    def repair_card(self, card, amount):
        """CU-SERV-03: power back to a headquarters or business, never above its printed power."""
        g = self.g
        if card is None or amount <= 0 or card.kind not in ("organisation", "business") or card.zone not in ("hq", "play"):
            g.say("service", f"{self.label()}: nothing to repair")
            return
        healed = min(amount, card.power - card.hp)
        card.hp += healed
        g.state.touch()
        g.say("service", f"{self.label()}: {card.name} gets {healed} power back (power {card.hp - healed} -> {card.hp}"
                         + (f", never above {card.power})" if healed < amount else ")"))

    def discard_card(self, card):
        """A placed defence leaves its side for the discard pile (CU-SERV-03); so may a card in a hand.
        A headquarters or business is never discarded: it leaves play only as the rules say."""
        g = self.g
        host = g.slots.host_of(g.state, card) if card is not None else None
        if host is not None:
            g.discard(card)
            g.say("service", f"{self.label()}: {card.name} is removed from {host.name} ({g.name(host.owner)}) "
                             f"and discarded")
        elif card is not None and card.zone == "hand":
            g.discard(card)
            g.say("service", f"{self.label()}: {g.name(card.owner)} discards {card.name}")
        else:
            g.say("service", f"{self.label()}: {card.name if card is not None else 'nothing'} cannot be discarded")

    def strike(self, amount, card):
        """An attack by the owner on a rival's headquarters or business, past its defences (CU-R-16):
        never in his first turns (CU-OFF-06); it can eliminate (CU-ELIM-01) or capture (CU-BIZ-04)."""
        g, me = self.g, self.owner
        if me is None or card is None or amount <= 0:
            return
        p = me.index
        if card.kind not in ("organisation", "business") or card.zone not in ("hq", "play") \
                or card.owner not in g.rivals(p):
            g.say("attack", f"{self.label()}: {card.name} is not a rival's headquarters or business: no attack")
            return
        if not g.can_attack(p):
            g.say("attack", f"{self.label()}: {me.name} may not attack in his first turns (CU-OFF-06)")
            return
        g.say("attack", f"{me.name}'s {self.label()}: {amount} damage to {g.host_words(card)}, past its defences")
        combat.strike(g, p, card, amount, through_defences=True)

    def renew_hand(self):
        """CU-SERV-03: the owner discards his hand and draws a new one."""
        g, me = self.g, self.owner
        if me is None:
            return
        hand = list(me.hand)
        for c in hand:
            g.state.move(c, "discard")
        g.say("service", f"{self.label()}: {me.name} discards his hand ({len(hand)} cards) and draws a new one")
        g.refill(me.index)


class Preview(Ctx):
    """What an ability would do, without doing it: each effect is noted as (what, subject, amount)
    (`repair`, `discard`, `strike`, `renew`, `gain`, `pay`, `backfire`); reads see the game as it is."""

    __slots__ = ("did",)

    def __init__(self, g, card, seat=None, event=None):
        super().__init__(g, card, seat, event)
        self.did: list = []

    def repair_card(self, card, amount):
        self.did.append(("repair", card, amount))

    def discard_card(self, card):
        self.did.append(("discard", card, 0))

    def strike(self, amount, card):
        self.did.append(("strike", card, amount))

    def renew_hand(self):
        self.did.append(("renew", self.owner, 0))

    def gain_money(self, amount, player):
        self.did.append(("gain", player, amount))

    def pay_money(self, amount):
        self.did.append(("pay", self.owner, amount))

    def backfire(self, amount, player):
        self.did.append(("backfire", player, amount))


def preview(g, p: int, card, rec, chosen: dict) -> list:
    """The effects of `rec` (an ability of `card`) for seat p with these targets, as Preview notes them."""
    ctx = Preview(g, card, g.seats[p])
    rec.effect(ctx, chosen)
    return ctx.did


class UnderworldAbilities:
    """What Criminal Underworld tells the shared ability runtime (runtime/abilities/host.py)."""

    in_force_zones = ("hq", "play")     # the headquarters; businesses and placed defences
    offer_zones = ()                     # a service's played ability runs when it is bought (services.py)
    shared_in_force_zones = ()
    spent_zone = "spent"                 # a bought service, flipped face down (CU-SERV-02)
    context = Ctx
    last_known_reads = ()
    reads = READS

    @staticmethod
    def param_base(g, name: str) -> int:
        if name not in PARAM_BASES:
            raise GameError(f"Criminal Underworld has no rule parameter `{name}`")
        return PARAM_BASES[name]

    @staticmethod
    def stat_base(g, card, stat: str):
        """A card's stat before the modifiers (as game.py gives it to AbilityIndex.stat)."""
        field = STAT_FIELDS.get(stat)
        return getattr(card, field, None) if field is not None and hasattr(card, "kind") else None

    @staticmethod
    def target_zones(g, want):
        """A player; a card on the table (a headquarters, a business, a placed defence); a headquarters."""
        if want == "player":
            return (g.seats,), None
        if want == "organisation":
            return tuple(s.hq for s in g.seats), "organisation"
        if want == "card":      # seat by seat, each host (headquarters, then businesses) with its defences by side
            return tuple([h, *g.defences_on(h).values()] for s in g.seats if s.alive for h in g.hosts(s.index)), None
        raise GameError(f"Criminal Underworld has no target type `{want}`")

    @staticmethod
    def target_noun(want):
        return {"organisation": "headquarters", "card": "card on the table"}.get(want, want)

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
