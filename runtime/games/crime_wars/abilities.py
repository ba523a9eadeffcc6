"""Crime Wars on the shared ability runtime (runtime/abilities/; docs/engine.md).

The cards' abilities are written in the pack's effect language (the
`vocabulary:` of content/crime_wars/game.yaml): a bonus card's trigger on being
`drawn` (CW-FACE-02), a snitch's played ability (CW-JOKER-03), and whatever a
new card or house rule says. This module says which cards are in force and for
whom (HOST: a team's team card, kingpin and thug groups in play; a hand's
played abilities), implements the vocabulary's runtime names (Ctx), and runs
a drawn card's own triggers (`drawn_card`). The game raises `turn_start`,
`group_hired` and `attack_resolved`, reads a group's or kingpin's `attack` and
`defence` through `g.abil.stat`, and plays a snitch through `play_card`.
"""
from __future__ import annotations

import contextlib

from ...abilities import AbilityIndex, EffectContext, Reads
from ...api import Activated, Trigger
from ...kernel.errors import GameError
from ...kernel.events import Event

READS = Reads(
    money=frozenset({"money"}),
    core=frozenset({"this_card", "owner", "teams", "rivals", "groups", "kingpins", "groups_of", "kingpin_of",
                    "count", "owner_of", "thugs", "attack_attacker", "attack_defender", "attack_target",
                    "attack_band", "attack_defenders", "attack_won", "current_attack",
                    "card_id", "card_ids", "card_named"}),
    turn=frozenset({"current_attack"}),
    stats=frozenset({"attack", "defence"}),
)


class Ctx(EffectContext):
    """g: the CrimeWarsGame; card: the card that holds the ability, None for a house rule (EffectContext)."""

    __slots__ = ()

    # ------------------------------------------------------------ selectors
    @property
    def owner(self):
        return self.owner_of(self.card)

    @property
    def current_attack(self):
        attack = getattr(self.event, "attack", None)
        return attack if attack is not None else self.g.attack

    @property
    def teams(self):
        return [self.g.seats[q] for q in self.g.alive()]

    @property
    def rivals(self):
        me = self.owner
        if me is None:
            return []
        side = self.g.side[me.index]
        return [self.g.seats[q] for q in self.g.alive() if self.g.side[q] != side]

    @property
    def groups(self):
        return [c for q in self.g.alive() for c in self.g.groups(q)]

    @property
    def kingpins(self):
        return [k for q in self.g.alive() for k in self.g.seats[q].kingpin]

    # ------------------------------------------------------------ functions
    def groups_of(self, player):
        return self.g.groups(player.index) if player is not None else []

    def kingpin_of(self, player):
        return self.g.kingpin(player.index) if player is not None else None

    # ------------------------------------------------------------ properties
    def thugs(self, card):
        return self.g.thugs_of(card) if card is not None else 0

    def attack(self, card):
        return self.g.attack_of(card) if card is not None else 0

    def defence(self, card):
        return self.g.defence_of(card) if card is not None else 0

    @staticmethod
    def money(player):
        return player.money if player is not None else 0

    def attack_attacker(self, attack):
        return self.g.seats[attack.attacker] if attack is not None else None

    def attack_defender(self, attack):
        return self.g.seats[attack.defender] if attack is not None else None

    @staticmethod
    def attack_target(attack):
        return attack.target if attack is not None else None

    @staticmethod
    def attack_band(attack):
        return list(attack.band) if attack is not None else []

    @staticmethod
    def attack_defenders(attack):
        return list(attack.defenders) if attack is not None else []

    @staticmethod
    def attack_won(attack):
        return bool(attack is not None and attack.won)

    # ------------------------------------------------------------ effects
    def gain_money(self, amount, player):
        if player is None or amount <= 0:
            return
        self.g.gain(player.index, amount, self.g.effect_reason)
        self._tell("money", f"{self.g.name(player.index)} takes ${amount} from the bank "
                            f"(${player.money})")

    def pay_money(self, amount, player):
        if player is None or amount <= 0:
            return
        paid = self.g.spend(player.index, amount, "ability")
        self._tell("money", f"{self.g.name(player.index)} pays ${paid} to the bank "
                            f"(${player.money})")

    def raise_attack(self, amount, player):
        self._strengthen(player, amount, 0)

    def raise_defence(self, amount, player):
        self._strengthen(player, 0, amount)

    def _strengthen(self, player, attack: int, defence: int) -> None:
        """CW-FACE-03: the team's strength per thug; in a combined deck the team of this card's suit (CW-VAR-06)."""
        if player is None or not (attack or defence):
            return
        s = player
        suit = getattr(self.card, "suit", None)
        if s.second is not None and suit == s.second[0]:
            s.second[1] = max(0, s.second[1] + attack)
            s.second[2] = max(0, s.second[2] + defence)
        else:
            s.attack = max(0, s.attack + attack)
            s.defence = max(0, s.defence + defence)
        self.g.state.touch()          # what reads a team's strength is kept no longer
        now = s.second[1:] if s.second is not None and suit == s.second[0] else [s.attack, s.defence]
        self._tell("bonus", f"{self.g.name(s.index)}'s thugs now {now[0]}/{now[1]} each")

    def bury(self, groups):
        """CW-JOKER-03, CW-R-04: to the bottom of their owners' decks, in ascending rank."""
        self.g.to_bottom([c for c in groups if c.kind == "thug" and c.zone == "play"])

    def _tell(self, kind: str, text: str) -> None:
        """What an effect did, in the transcript; a bonus card's own effects the game reports itself."""
        if not self.g.quiet_effects and self.g.speaking:
            self.g.say(kind, "  " + text)


class CrimeWarsAbilities:
    """What Crime Wars tells the shared ability runtime (runtime/abilities/host.py)."""

    in_force_zones = ("team", "kingpin", "play")   # a team's card, its kingpin, its groups in play
    offer_zones = ("hand",)                         # a snitch is played from the hand
    shared_in_force_zones = ()
    spent_zone = "deck"
    context = Ctx
    last_known_reads = ()
    reads = READS

    @staticmethod
    def param_base(g, name: str) -> int:
        raise GameError(f"Crime Wars has no rule parameter `{name}`")

    @staticmethod
    def stat_base(g, thing, stat: str):
        return None                                          # only teams are targets: they have no stat

    @staticmethod
    def target_zones(g, want):
        return ([g.seats[q] for q in g.alive()],), None     # only teams are targets

    @staticmethod
    def target_noun(want):
        return "team"

    @staticmethod
    def effect_scope(g):
        return contextlib.nullcontext()


HOST = CrimeWarsAbilities()


class CrimeWarsIndex(AbilityIndex):
    """The index with the abilities of every card of the game: a card of a second pack of suits
    (`spades_jack#2`, CW-VAR-17) has the abilities of the card it copies."""

    def __init__(self, g, host):
        super().__init__(g, host)
        self.by_card = g.card_abilities


def card_abilities(pack, ids) -> dict:
    """{card id: its abilities} for the game's card ids, copies (`id#k`) included."""
    by_id = pack.abilities or {}
    out = {}
    for card_id in ids:
        recs = by_id.get(card_id.split("#", 1)[0])
        if recs:
            out[card_id] = recs
    return out


def watch(state, by_card: dict) -> None:
    """Tell the state which cards' moves change the abilities in force (runtime/abilities/caches.watch)."""
    state.watched = frozenset(c.idx for c in state.cards if c.id in by_card)


def index(g) -> AbilityIndex:
    return CrimeWarsIndex(g, HOST)


def drawn_card(g, card, recipient: int, drawer: int) -> None:
    """CW-FACE-01/02: the drawn card's own `drawn` triggers, face up on the table for a moment; cards in
    play hear nothing (the event is the card's own). Its effects are reported by the game's bonus line."""
    recs = g.card_abilities.get(card.id, ())
    if not recs:
        return
    index = g.abil
    event = Event("drawn", recipient=g.seats[recipient], drawer=g.seats[drawer], card=card)
    ctx = HOST.context(g, card, g.seats[drawer], event=event)
    # Money a drawn card gives is booked as `ace`, the seed's money card (saved games' hashes hold the
    # ledger's reasons).
    g.quiet_effects, g.effect_reason = True, "ace"
    try:
        for rec in recs:
            if isinstance(rec, Trigger) and rec.event == "drawn" and index.run(card, rec, rec.condition, ctx, event):
                index.run(card, rec, rec.effect, ctx, event)
    finally:
        g.quiet_effects, g.effect_reason = False, "ability"


def played(g, card) -> tuple:
    """The played abilities (`play …`) of a card in hand."""
    return played_records(g.card_abilities.get(card.id, ()))


def played_records(recs) -> tuple:
    return tuple(r for r in recs if isinstance(r, Activated) and r.special)


def play_card(g, p: int, card, rec) -> None:
    """CW-JOKER-02: a card's played ability in its holder's turn (no targets in this game's words)."""
    ctx = HOST.context(g, card, g.seats[p])
    if rec.condition is None or g.abil.run(card, rec, rec.condition, ctx, {}):
        g.abil.run(card, rec, rec.effect, ctx, {})
