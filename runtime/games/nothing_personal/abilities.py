"""Nothing Personal on the shared ability runtime (runtime/abilities/; docs/engine.md).

Gangster powers (gangsters.yaml) and the positions' powers (positions.yaml, the
board's text) are written in the pack's effect language (the `vocabulary:` of
content/nothing_personal/game.yaml) and compiled into api records. Gangsters lie
on the shared `board` zone and position cards on `chart`: their modifiers and
triggers are in force there (HOST), for no seat; an `action` is the action of
phase B of the gangster who holds it (or who stands on the position), used by
his controller (`g.acting`, set by actions.gangster_action). Ctx implements the
vocabulary's runtime names. The game raises `move_failed` and reads the stats
`prison_at`, `move_bonus` and `whackable` through `g.abil.stat`.

Markers, money and respect change without a State version, so no read is
declared pure (READS): the runtime keeps no candidate or stat across decisions.
"""
from __future__ import annotations

import contextlib
import re

from ...abilities import AbilityIndex, EffectContext, Reads, ability_text
from ...kernel.errors import GameError
from . import actions

NEUTRAL = -1
READS = Reads()           # nothing kept: see the module's docstring


class Ctx(EffectContext):
    """g: the NothingPersonalGame; card: the gangster or position card holding the ability."""

    __slots__ = ()

    # ------------------------------------------------------------ selectors
    @property
    def owner(self):
        if self.seat is not None:
            return self.seat
        g = self.g
        if g.acting is not None:
            return g.seats[g.acting]
        q = g.controller(self.occupant) if self.occupant is not None else None
        return g.seats[q] if q is not None else None

    @property
    def current_attack(self):
        return self.g.whack_now

    @property
    def occupant(self):
        c = self.card
        if c is None:
            return None
        if c.kind == "board_position":
            return self.g.slot.get(c.position)
        return c

    @property
    def gangsters(self):
        return self.g.board()

    @property
    def players(self):
        return list(self.g.seats)

    @property
    def rivals(self):
        me = self.owner
        return [s for s in self.g.seats if s is not me]

    @property
    def neutral_left(self):
        return self.g.neutral

    @property
    def placed(self):
        return self.g.placed

    @property
    def prisoners(self):
        return list(self.g.state.zones["prison"])

    @property
    def empty_seats(self):
        return sum(1 for c in self.g.slot.values() if c is None)

    @property
    def income_pending(self):
        return self.g.phase == "business" and not self.g.income_done

    @property
    def placeable(self):
        me = self.owner
        return me is not None and self.card is not None and bool(actions.placeable_icons(self.g, me.index, self.card))

    @property
    def swappable(self):
        rows = [self.g.R.pos[c.pos]["row"] for c in self.g.board()]
        return any(rows.count(r) > 1 for r in set(rows))

    @property
    def family_on_board(self):
        return bool(actions.marker_spots(self.g, exclude_owner=NEUTRAL)) and len(self.g.board()) > 1

    @property
    def others_on_board(self):
        me = self.owner
        return len(actions.marker_spots(self.g, exclude_owner=me.index if me is not None else None))

    @property
    def switchable(self):
        return len({o for _, o in actions.marker_spots(self.g)}) > 1

    # ------------------------------------------------------------ functions
    def held(self, player, gangster):
        if player is None or gangster is None:
            return 0
        return gangster.inf.get(player.index, 0)

    def yours_on(self, gangster):
        return self.held(self.owner, gangster)

    def rivals_on(self, gangster):
        if gangster is None:
            return []
        me = self.owner
        return [s for s in self.g.seats if s is not me and gangster.inf.get(s.index)]

    def on_board(self, player):
        return sum(c.inf.get(player.index, 0) for c in self.g.board()) if player is not None else 0

    def fits(self, card, gangster):
        return card is not None and gangster is not None and bool(card.icons) and \
            gangster in actions.matching(self.g, card.icons[0]["target"])

    def whack_cost(self, target, base):
        return actions.whack_cost(self.g, target, base) if target is not None else base

    def choose_one(self, items):
        items = list(items)
        if not items:
            return None
        g = self.g
        who = self.owner
        return g.ask("choose", who.index, items, prompt=f"{self.label()}: choose one",
                     labels=[g.name(x.index) if hasattr(x, "supply") else g.label(x) for x in items], info=self.card)

    # ------------------------------------------------------------ properties
    def controller(self, gangster):
        q = self.g.controller(gangster) if gangster is not None else None
        return self.g.seats[q] if q is not None else None

    def markers(self, gangster):
        return self.g.markers(gangster) if gangster is not None else 0

    def whackable(self, gangster):
        return gangster is not None and bool(self.g.abil.stat(gangster, "whackable", True))

    def is_active(self, gangster):
        return gangster is not None and self.g.active(gangster)

    def blackmailed(self, gangster):
        return gangster is not None and gangster.blackmail is not None

    def blackmailer(self, gangster):
        return self.g.seats[gangster.blackmail] if gangster is not None and gangster.blackmail is not None else None

    def whack_hitter(self, attack):
        return attack.hitter if attack is not None else None

    def money(self, player):
        return player.money if player is not None else 0

    def respect(self, player):
        return player.respect if player is not None else 0

    def supply(self, player):
        return player.supply if player is not None else 0

    def whack_target(self, attack):
        return attack.target if attack is not None else None

    def whack_attacker(self, attack):
        return self.g.seats[attack.attacker] if attack is not None else None

    # ------------------------------------------------------------ effects
    def collect_money(self, amount, player):
        if player is not None and amount > 0:
            self.g.gain(player.index, amount, "power")
            self.g.say("power", f"{self.label()}: {player.name} takes ${amount}: ${player.money}")

    def pay_money(self, amount, player):
        if player is not None and amount > 0:
            paid = self.g.pay(player.index, amount, "power")
            self.g.say("power", f"{self.label()}: {player.name} pays ${paid}: ${player.money}")

    def transfer_money(self, amount, payer, payee):
        if payer is None or payee is None or amount <= 0:
            return
        k = min(amount, payer.money)
        payer.money -= k
        payee.money += k
        self.g.say("power", f"{self.label()}: {payer.name} pays ${k} to {payee.name}")

    def gain_respect(self, amount, player):
        if player is not None:
            self.g.respect(player.index, amount, self.label())

    def draw_cards(self, count):
        if self.owner is not None:
            self.g.draw(self.owner.index, count)

    def place_markers(self, count, gangster):
        g = self.g
        if self.owner is None or gangster is None:
            return
        k = g.place(self.owner.index, gangster, count)
        g.say("power", f"{g.name(self.owner.index)} places {k} on {g.label(gangster)} ({self.label()})")

    def scatter_neutral(self, count):
        if self.owner is not None:
            actions.place_neutral(self.g, self.owner.index, count)

    def remove_any(self, count, gangster):
        g = self.g
        for _ in range(count):
            owners = [o for o in sorted(gangster.inf) if gangster.inf[o]] if gangster is not None else []
            if not owners or self.owner is None:
                return
            o = g.ask("whose", self.owner.index, owners, prompt=f"remove whose marker from {g.label(gangster)}?",
                      labels=["neutral" if o == NEUTRAL else g.name(o) for o in owners], info=gangster)
            g.remove(o, gangster)
            g.say("power", f"{g.name(self.owner.index)} removes a {'neutral' if o == NEUTRAL else g.name(o)} "
                           f"marker from {g.label(gangster)}")

    def return_markers(self, count, gangster, player):
        if gangster is None or player is None:
            return
        k = self.g.remove(player.index, gangster, count)
        self.g.say("power", f"{self.label()}: {k} of {player.name}'s markers leave {self.g.label(gangster)}")

    def negate(self, gangster):
        if gangster is not None:
            gangster.negated = True
            self.g.say("power", f"{self.label()}: the negate token goes on {self.g.label(gangster)}")

    def switch_markers(self):
        if self.owner is not None:
            actions.switch_two(self.g, self.owner.index)

    def whack(self, target, price, hitter):
        if self.owner is not None and target is not None:
            actions.whack_at(self.g, self.owner.index, hitter, target, price, lose_on_fail=False)

    def _p(self) -> int:
        return self.owner.index

    def contract(self, target, price):
        if self.owner is not None and target is not None:
            actions.whack_at(self.g, self._p(), None, target, price, lose_on_fail=True)

    def favour(self, count):
        actions.favour(self.g, self._p(), count, self.card)

    def place_icons(self):
        actions.place_card(self.g, self._p(), self.card)

    def draw_giving(self, count, given):
        actions.draw_giving(self.g, self._p(), count, given)

    def buy_markers(self, count, gangster, price):
        actions.buy_markers(self.g, self._p(), count, gangster, price)

    def swap_prisoner(self):
        actions.swap_prisoner(self.g, self._p())

    def skim(self, gangster):
        if gangster is not None:
            self.g.skim[gangster.id] = self._p()
            self.g.say("action", f"{self.g.name(self._p())} will take the income of {self.g.label(gangster)}")

    def shift_markers(self, source, destination):
        g = self.g
        if source is None or destination is None:
            return
        k = g.remove(self._p(), source, source.inf.get(self._p(), 0))
        g.place(self._p(), destination, k)
        g.say("action", f"{g.name(self._p())} moves {k} markers from {source.name} to {g.label(destination)}")

    def free_prisoner(self, prisoner):
        actions.free_prisoner(self.g, self._p(), prisoner)

    def imprison(self, gangster):
        if gangster is not None and gangster.pos is not None:
            self.g.say("action", f"{self.g.name(self._p())} snitches: {self.g.label(gangster)} goes to prison")
            self.g.unseat(gangster, "prison")
            self.g.update_capo()

    def blackmail(self, gangster):
        g, p = self.g, self._p()
        if gangster is not None and gangster.blackmail is None and g.blackmail_left and gangster.inf.get(p):
            gangster.blackmail = p
            g.blackmail_left -= 1
            g.say("blackmail", f"{g.name(p)} puts a blackmail token on {g.label(gangster)}")

    def burn_blackmail(self, gangster):
        g = self.g
        if gangster is not None and gangster.blackmail is not None:
            gangster.blackmail = None
            g.blackmail_left += 1
            g.say("blackmail", f"{g.name(self._p())} removes the blackmail token on {g.label(gangster)}")

    def seize_blackmail(self, gangster):
        actions.seize_blackmail(self.g, self._p(), gangster)

    def swap_row(self):
        actions.swap_row(self.g, self._p())

    def sell_draws(self, count, player, price):
        g, p = self.g, self._p()
        if player is None or player.money < price:
            return
        if g.yes("buy_draw", player.index, prompt=f"pay {g.name(p)} ${price} to draw {count} card(s)?"):
            player.money -= price
            g.seats[p].money += price
            g.draw(player.index, count)

    def steal_respect(self, amount, player):
        g, p = self.g, self._p()
        if player is not None:
            taken = -g.respect(player.index, -amount, f"{g.name(p)}'s {self.label()}")
            g.respect(p, taken, self.label())

    def trade_markers(self, mine, theirs):
        actions.trade_markers(self.g, self._p(), mine, theirs)

    def relocate_family(self):
        actions.family_markers(self.g, self._p(), move=True)

    def sweep_family(self):
        actions.family_markers(self.g, self._p(), move=False)

    def redirect_whack(self, target):
        w = self.g.whack_now
        if w is not None and target is not None:
            w.target = target
            self.g.say("whack", f"{self.label()}: the whack goes to {self.g.label(target)}")

    def reroll_move(self):
        move = self.g.move_now
        if move is not None:
            move["again"] = True


class NothingPersonalAbilities:
    """What Nothing Personal tells the shared ability runtime (runtime/abilities/host.py)."""

    in_force_zones = ()                        # no seat holds a card in play: control is by markers
    offer_zones = ("hand",)                    # influence cards offer their played abilities
    shared_in_force_zones = ("board", "chart")  # gangsters on the board; the positions' cards
    spent_zone = "influence_discard"
    context = Ctx
    last_known_reads = ()
    reads = READS

    @staticmethod
    def param_base(g, name: str) -> int:
        raise GameError(f"Nothing Personal has no rule parameter `{name}`")

    @staticmethod
    def stat_base(g, card, stat: str):
        """A gangster's stat before the modifiers (as the rules give it to AbilityIndex.stat)."""
        if getattr(card, "kind", None) != "gangster":
            return None
        if stat == "whackable":
            return True
        if stat == "move_bonus":
            return card.respect
        if stat == "prison_at":
            return g.R.prison_at[min(g.n - g.R.players_min, len(g.R.prison_at) - 1)]
        return None

    @staticmethod
    def target_zones(g, want):
        if want == "player":
            return (g.seats,), None
        return (g.board(),), "gangster"

    @staticmethod
    def target_noun(want):
        return "family" if want == "player" else want

    @staticmethod
    def effect_scope(g):
        return contextlib.nullcontext()


HOST = NothingPersonalAbilities()


def index(g) -> AbilityIndex:
    return AbilityIndex(g, HOST)



def effects_of(rec) -> frozenset:
    """The vocabulary names an ability calls (its targets' filters too): how a computer player
    tells what an action does without a list of cards."""
    return frozenset(rec.reads).union(*(t.reads for t in rec.targets))


def whack_price(g, rec) -> int:
    """The base price of the whack an action makes, as its printed English says it (`pay 10 dollars to
    attempt a whack`): a computer player's estimate of the cost, never the rules' (the effect pays)."""
    m = re.search(r"pay (\d+) dollars to attempt a whack", ability_text(g, rec))
    return int(m.group(1)) if m else 0
