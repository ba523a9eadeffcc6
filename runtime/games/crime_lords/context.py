"""Ctx: the object generated ability code calls (see runtime/api.py).

Every `runtime` name of dsl/vocabulary.py's SELECTORS, FUNCTIONS, PROPERTIES
and EFFECTS is one member here (tests/test_runtime_vocabulary.py keeps the
two in step). Selectors are attributes (`ctx.owner`, `ctx.this_card`);
functions, properties and effects are methods (`ctx.crooks_of(p)`,
`ctx.power(card)`, `ctx.gain_money(5, p)`).

The game, the card, the seat, the event and `label` come from the shared
EffectContext (runtime/abilities/context.py). Cards are kernel Cards, players are Seats. Effects change the state only
through the game's own operations, so the rules' bookkeeping (markers,
quitting, re-placing, the money ledger) applies to abilities too. Effects
accept their arguments in either order where the types tell them apart
(an amount is an int, a marker kind a str, a card a Card, a player a Seat).
"""
from __future__ import annotations

from ...abilities import EffectContext
from ...kernel.state import Card, Seat
from . import effects, grid
from .deck import draw


class Ctx(EffectContext):
    __slots__ = ("attack_",)

    def __init__(self, g, card: Card | None, seat: Seat | None, event=None, attack=None):
        self.g = g
        self.card = card
        self.seat = seat
        self.event = event
        self.attack_ = attack

    # ------------------------------------------------------------ selectors
    @property
    def owner(self):
        if self.card is not None and self.card.owner >= 0:
            return self.g.seats[self.card.owner]
        return self.seat

    @property
    def active_player(self):
        g = self.g
        if g.war is not None and g.war.turn_player >= 0:
            return g.seats[g.war.turn_player]
        return g.seats[g.current]

    @property
    def players(self):
        return [s for s in self.g.seats if s.alive]

    @property
    def rivals(self):
        me = self.owner
        return [s for s in self.g.seats if s.alive and s is not me]

    @property
    def uncontrolled_crooks(self):
        return [c for c in self.g.state.zones["open"] if c.kind == "crook"]

    @property
    def uncontrolled_rackets(self):
        return [c for c in self.g.state.zones["open"] if c.kind == "racket"]

    @property
    def current_attack(self):
        if self.attack_ is not None:
            return self.attack_
        ev = self.event
        if ev is not None and getattr(ev, "attack", None) is not None:
            return ev.attack
        return self.g.attack

    @property
    def controlled_crooks(self):
        return [c for s in self.g.seats if s.alive for c in s.crooks]

    @property
    def controlled_rackets(self):
        return [c for s in self.g.seats if s.alive for c in s.rackets]

    # ------------------------------------------------------------ functions
    def crooks_of(self, player):
        return list(player.crooks) if player is not None else []

    def rackets_of(self, player):
        return list(player.rackets) if player is not None else []

    def boss_of(self, player):
        return player.boss if player is not None else None

    def lieutenants_of(self, player):
        if player is None or player.boss is None:
            return []
        return grid.subs(player, player.boss)

    def superior_of(self, crook):
        return crook.sup if crook is not None else None

    def subordinates_of(self, crook):
        if crook is None or crook.pos is None:
            return []
        return grid.subs(self.g.seats[crook.owner], crook)

    def below(self, crook):
        if crook is None or crook.pos is None:
            return []
        return grid.below(self.g.seats[crook.owner], crook)

    def roll(self, dice):
        r = self.g.dice.roll(int(dice))
        self.g.say("dice", f"  (ability roll: {r})")
        return sum(r)

    def max_of(self, a, b):
        return max(a, b)

    def min_of(self, a, b):
        return min(a, b)

    # ------------------------------------------------------------ properties
    def power(self, card):
        return self.g.power(card) if card is not None else 0

    def resistance(self, card):
        return self.g.resistance(card) if card is not None else 0

    def income(self, card):
        return self.g.income(card) if card is not None else 0

    def district(self, card):
        return card.district if card is not None else None

    def racket_type(self, card):
        return card.type if card is not None else None

    def weakness(self, card):
        return card.weakness if card is not None else None

    def unhappy(self, card):
        return card.unhappy if card is not None else 0

    def income_markers(self, card):
        return card.income_markers if card is not None else 0

    def owner_of(self, card):
        if card is None or card.owner < 0 or card.zone not in ("crooks", "rackets", "hand", "mobcard"):
            return None
        return self.g.seats[card.owner]

    def is_boss(self, card):
        return card is not None and self.g.is_boss(card)

    def is_lieutenant(self, card):
        return card is not None and card.zone == "crooks" and self.g.is_lt(card)

    def has_token(self, card):
        return card is not None and card.token

    def money(self, player):
        return player.money if player is not None else 0

    def attack_kind(self, attack):
        return attack.kind if attack is not None else None

    def attack_leader(self, attack):
        return attack.leader if attack is not None else None

    def attack_target(self, attack):
        return attack.target if attack is not None else None

    def attack_attacker(self, attack):
        return self.g.seats[attack.attacker] if attack is not None else None

    def attack_defender(self, attack):
        if attack is None or attack.defender < 0:
            return None
        return self.g.seats[attack.defender]

    def attack_involved(self, attack):
        return list(attack.involved) if attack is not None else []

    def mob_of(self, player):
        return player.mobcard[0] if player is not None and player.mobcard else None

    # ------------------------------------------------------------ effects
    def gain_money(self, *args):
        n, _, _, player = self._split(args)
        player = player or self.owner
        if player is not None and n:
            self.g.gain(player.index, n, "ability")
            self.g.say("ability", f"  {player.name} gains {n} G ({player.money} G now)")

    def pay_money(self, *args):
        n, _, _, player = self._split(args)
        player = player or self.owner
        if player is not None and n:
            paid = self.g.spend(player.index, n, "ability")
            self.g.say("ability", f"  {player.name} pays {paid} G ({player.money} G now)")

    def transfer_money(self, amount, payer, payee):
        if payer is None or payee is None or payer is payee:
            return
        paid = min(int(amount), payer.money)
        self.g.transfer(payer.index, payee.index, paid)
        self.g.say("ability", f"  {payer.name} pays {paid} G to {payee.name}")

    def add_markers(self, *args):
        n, kind, card, _ = self._split(args)
        effects.add_markers(self.g, card, kind or "unhappy", n or 0, self.label())

    def remove_markers(self, *args):
        n, kind, card, _ = self._split(args)
        effects.remove_markers(self.g, card, kind or "unhappy", n or 0, self.label())

    def move_markers(self, *args):
        n, kind, _, _ = self._split(args)
        cards = [a for a in args if isinstance(a, Card)]
        if len(cards) != 2:
            return
        effects.move_markers(self.g, cards[0], cards[1], kind or "income", n or 0, self.label())

    def draw_cards(self, count):
        if self.owner is not None:
            draw(self.g, self.owner.index, int(count), fill=False)

    def discard_card(self, card):
        effects.discard(self.g, card, self.label())

    def release_card(self, card):
        effects.release(self.g, card, self.label())

    def take_racket(self, racket):
        if self.owner is not None:
            effects.take(self.g, self.owner.index, racket, self.label())

    def retoken_card(self, card):
        if card is not None and card.zone in ("crooks", "rackets"):
            had = card.token
            self.g.give_token(card)
            if card.token and not had:
                self.g.say("ability", f"  {self.label()}: {card.name} gets its action token back")

    def cancel_attack(self):
        a = self.current_attack
        if a is not None and a.result is None:
            a.cancelled = True
            self.g.say("ability", f"  {self.label()} cancels the attack")

    def boost_attack(self, amount):
        a = self.current_attack
        if a is not None and a.result is None:
            a.parts.append((f"{self.label()}", int(amount)))
            self.g.say("ability", f"  {self.label()}: the attack gets {int(amount):+d}")

    def reroll_attack(self):
        a = self.current_attack
        if a is not None and a.roll is not None:
            a.roll = self.g.dice.roll(self.g.R["dice"])
            self.g.say("ability", f"  {self.label()}: the dice are rolled again: {a.roll}")

    def place_crook(self, crook):
        if self.owner is not None:
            effects.place(self.g, self.owner.index, crook, self.label())

    def declare_winner(self, player):
        if player is not None and player.alive and player.index not in self.g.declared:
            self.g.declared.append(player.index)
            self.g.say("ability", f"  {self.label()}: {player.name} wins")

    def choose_one(self, items):
        items = list(items or [])
        if not items:
            self.g.say("ability", "  there is nothing to choose")
            return None
        chooser = self.owner.index if self.owner is not None else self.g.current
        labels = [getattr(x, "name", str(x)) for x in items]
        pick = self.g.ask("ability_choice", chooser, items, prompt=f"{self.label()}: choose one", labels=labels, info=self.card)
        self.g.say("ability", f"  {self.g.name(chooser)} chooses {getattr(pick, 'name', pick)}")
        return pick


class HeldCtx(Ctx):
    """The context of an ability index entry (AbilityHost.held_context): its card is in force for its
    seat whenever the entry is read (in that seat's zones, so the card's owner is that seat; the
    house rules' entry has neither), so `owner` is the seat slot itself, read without a call (the
    property is a call through C, and every "of owner" reads it). Effects, events and targets get
    a Ctx, whose owner follows the card wherever it goes."""

    __slots__ = ()
    owner = EffectContext.seat
