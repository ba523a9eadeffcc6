"""The Criminal Underworld game: state, setup, the turn and the end (clause ids of
docs/rules/criminal-underworld.md).

Attacks, captures and elimination live in combat.py, services in services.py,
trades between players in trading.py; they are functions of a game. Every
number comes from `self.rules` (the ruleset after house rules, rules.py) or
from the cards' data. Defences sit in the kernel's named slots (kernel/slots.py)
of a host — a headquarters or a business — and the services in the kernel's
market row (kernel/market.py).
"""
from __future__ import annotations

from ...kernel.errors import GameError
from ...kernel.ledger import Ledger
from ...kernel.market import Market
from ...kernel.slots import Slots
from ...kernel.state import State, card_class, seat_class
from ...kernel.table import Table
from ...packs import apply_house_rules
from ...abilities import count_use, stat_depends, watch
from ...kernel.events import Event
from . import abilities, combat, invariants, services, trading, view
from .rules import read_rules
from .words import card_words, cash

CARD_STATE = {"hp": 0,          # power left: headquarters, business, placed defence (CU-DEF-04)
              "mode": None}     # "offence" | "defence": how an offence/defence card was played (CU-DUAL-02)
SEAT_STATE = {"turns": 0,       # turns this seat has played (CU-OFF-06)
              "org": -1,        # idx of its organisation card, kept after it is out (reports)
              "team": -1,       # CU-VAR-03
              "out_turn": -1,
              "plays": 0,       # plays left this turn (CU-TURN-02)
              "offers": 0}      # trade offers left this turn (CU-DEAL-01)

MAY_CREATE = {"start", "income", "trade", "ability"}
MAY_DESTROY = {"play", "remove", "service", "ability", "out"}

ACTION_LABELS = {"play": "play a card", "discard": "discard a card", "remove": "remove one of your defences",
                 "buy": "buy a service", "trade": "offer a trade", "end": "end the turn"}


class CriminalUnderworldGame(Table):
    SHARED = ("pack", "ruleset", "rules", "trade_names")

    def __init__(self, pack, players: list, seed: int = 0, house_rules=(), check_invariants: bool = False,
                 log: bool = True, echo=None):
        self.pack = pack
        self.ruleset, _ = apply_house_rules(pack, house_rules)
        self.house_rule_ids = list(house_rules)
        self.rules = R = read_rules(self.ruleset)
        n = len(players)
        if not R.players_min <= n <= R.players_max:
            raise GameError(f"{n} players: this ruleset allows {R.players_min} to {R.players_max} (CU-SET-02)")
        orgs = [d for d in pack.cards if d["kind"] == "organisation"]
        if n > len(orgs):
            raise GameError(f"{n} players but the pack has {len(orgs)} organisations (CU-SET-04)")
        if R.teams == 1 or R.teams > n:
            raise GameError(f"`rules.teams` is {R.teams}: teams need at least two and no more than the players "
                            f"(CU-VAR-03)")
        super().__init__(players, seed, log=log, echo=echo)
        self.trade_names = {t["id"]: t["name"] for t in self.ruleset.get("trades", ())}
        game = pack.game
        datas = list(pack.cards)
        card_cls = card_class(game, datas, CARD_STATE)
        seat_cls = seat_class(game, ("money",), SEAT_STATE)
        zones = game["zones"]
        cards = [card_cls(i, d) for i, d in enumerate(datas)]
        self.state = State(cards, [seat_cls(i, f"P{i + 1}") for i in range(n)],
                           Ledger(MAY_CREATE, MAY_DESTROY), zones["shared"], zones["seat"])
        self.seats = self.state.seats
        for s in self.seats:
            s.team = s.index % R.teams if R.teams else s.index
        self.slots = Slots(R.slots)                              # CU-DEF-02
        self.market = Market("market", R.market_size)            # CU-SERV-01: never refilled (CU-R-11)
        self.check_invariants = check_invariants
        # The shared ability runtime (abilities.py): organisation and defence abilities.
        self.house_rules: list = []          # the pack's house rules change numbers only, no abilities
        watch(self.state, pack)
        records = [r for recs in (pack.abilities or {}).values() for r in recs]
        self._stat_deps = stat_depends(records, abilities.READS)
        self.stats_order_free = not self._stat_deps.anything
        self._computing: set = set()
        self.abil = abilities.index(self)
        self.turn = 0
        self.round = 0
        self.current = 0
        self.first = 0
        self.phase = "setup"
        self.outcome = None
        self.winners: list[int] = []
        self.reason = ""
        self.menu_made = None         # (menu, seat, playable, buyable) of the last actions() (made_for)

    # ------------------------------------------------------------------ reading the state
    def hq(self, p: int):
        got = self.seats[p].hq
        return got[0] if got else None

    def org(self, p: int):
        return self.state.cards[self.seats[p].org]

    def trade_name(self, trade: str) -> str:
        return self.trade_names.get(trade, trade)

    def businesses(self, p: int) -> list:
        return [c for c in self.seats[p].play if c.kind == "business"]

    def hosts(self, p: int) -> list:
        """What a seat's defences may sit on: its headquarters and its businesses (CU-DEF-02)."""
        h = self.hq(p)
        return ([h] if h is not None else []) + self.businesses(p)

    def defences_on(self, host) -> dict:
        """{side: defence} on a host, in the ruleset's order of sides."""
        return self.slots.of(self.state, host)

    def defences(self, p: int) -> list:
        return [c for h in self.hosts(p) for c in self.defences_on(h).values()]

    def active(self, p: int) -> bool:
        """CU-BROKE-01: a player without money has his defences deactivated until he has money again."""
        return self.seats[p].money > 0

    # The numbers abilities change (CU-ORG-03, CU-DEF-08): the printed value, then the modifiers in force.
    def damage(self, card) -> int:
        return max(0, self.abil.stat(card, "damage", card.damage))

    def income(self, card) -> int:
        return max(0, self.abil.stat(card, "income", card.income))

    def take(self, card) -> int:
        return max(0, self.abil.stat(card, "take", card.amount))

    def kept_share(self, p: int) -> int:
        """Percent of a criminal activity's ask it takes from seat p."""
        return min(100, max(0, self.abil.param(p, "kept_share")))

    def rivals(self, p: int) -> list[int]:
        """Seats p may attack or rob: alive, not p, not on p's team (CU-VAR-03)."""
        return [s.index for s in self.seats if s.alive and s.index != p and s.team != self.seats[p].team]

    def at_peace(self, p: int) -> bool:
        """CU-OFF-06: no attack in a player's first `peace_turns` turns."""
        return self.seats[p].turns <= self.rules.peace_turns

    def offence_cost(self, p: int, card) -> int:
        return max(0, self.abil.stat(card, "offence_cost", card.cost))

    def defence_cost(self, p: int, card) -> int:
        return max(0, self.abil.stat(card, "defence_cost", card.cost))

    def describe(self, card) -> str:
        return card_words(self, card)

    def host_words(self, host) -> str:
        owner = self.name(host.owner)
        if host.kind == "organisation":
            return f"{owner}'s headquarters {host.name} ({host.hp}/{host.power})"
        return f"{owner}'s business {host.name} ({host.hp}/{host.power})"

    # ------------------------------------------------------------------ money (CU-MONEY)
    def gain(self, p: int, amount: int, reason: str) -> None:
        if amount > 0:
            self.seats[p].money += amount
            self.state.ledger.book_create(reason, amount)
            self.state.touch("money")

    def pay(self, p: int, amount: int, reason: str) -> int:
        """Up to `amount` from a seat to the bank; returns what was paid. Going broke deactivates
        the seat's defences (CU-BROKE-01), which the transcript says."""
        s = self.seats[p]
        paid = min(amount, s.money)
        if paid > 0:
            s.money -= paid
            self.state.ledger.book_destroy(reason, paid)
            self.state.touch("money")
            if s.money == 0 and self.defences(p):
                self.say("money", f"{self.name(p)} is broke: his defences are deactivated (CU-BROKE-01)")
        return paid

    def transfer(self, frm: int, to: int, amount: int) -> int:
        """Money from one seat to another; nothing is created or destroyed."""
        moved = min(amount, self.seats[frm].money)
        if moved > 0:
            was_broke = self.seats[to].money == 0
            self.seats[frm].money -= moved
            self.seats[to].money += moved
            self.state.touch("money")
            if self.seats[frm].money == 0 and self.defences(frm):
                self.say("money", f"{self.name(frm)} is broke: his defences are deactivated (CU-BROKE-01)")
            if was_broke and self.defences(to):
                self.say("money", f"{self.name(to)} has money again: his defences are active (CU-BROKE-02)")
        return moved

    # ------------------------------------------------------------------ setup (CU-SET)
    def setup(self) -> None:
        R, st = self.rules, self.state
        box = list(st.zones["box"])
        for c in box:                                             # CU-SET-03: the services face up
            if c.kind == "service" and len(st.zones["market"]) < R.market_size:
                st.move(c, "market")
        orgs = [c for c in box if c.kind == "organisation"]
        self.dice.shuffle(orgs)                                   # CU-SET-04: drawn at random
        for s, o in zip(self.seats, orgs):
            st.move(o, "hq", s.index)
            o.hp = o.power
            s.org = o.idx
            self.gain(s.index, R.start_money, "start")            # CU-SET-05
            self.say("setup", f"{s.name} leads {o.name} (power {o.power}, specialty "
                              f"{self.trade_name(o.specialty)}), {cash(R.start_money)}")
        deck = [c for c in box if c.kind not in ("organisation", "service")]
        self.dice.shuffle(deck)
        for c in deck:
            st.move(c, "deck")
        for s in self.seats:                                      # CU-SET-06
            self.refill(s.index)
        if R.teams:
            for t in range(R.teams):
                self.say("setup", f"team {t + 1}: " + ", ".join(s.name for s in self.seats if s.team == t))
        self.phase = "play"
        self.first = 0                                            # CU-SET-07, CU-R-08
        self.check()

    def draw(self, p: int) -> bool:
        """One card from the deck; an empty deck is the discard pile shuffled (CU-R-05)."""
        st = self.state
        if not st.zones["deck"]:
            if not st.zones["discard"]:
                return False
            pile = list(st.zones["discard"])
            self.dice.shuffle(pile)
            for c in pile:
                st.move(c, "deck")
            self.say("deck", f"the deck is empty: the discard pile ({len(pile)} cards) is shuffled into a new deck")
        st.move(st.top("deck"), "hand", p)
        return True

    def refill(self, p: int) -> None:
        """CU-TURN-04: draw up to the hand size."""
        drawn = 0
        while len(self.seats[p].hand) < self.rules.hand_size and self.draw(p):
            drawn += 1
        if drawn:
            self.say("draw", f"{self.name(p)} draws {drawn} card{'s' if drawn != 1 else ''}")
        if len(self.seats[p].hand) < self.rules.hand_size:
            self.say("draw", f"{self.name(p)} holds {len(self.seats[p].hand)} cards: deck and discard pile "
                             f"are empty (CU-R-05)")

    def discard(self, card) -> None:
        host = self.slots.host_of(self.state, card)
        if host is not None:
            self.slots.detach(self.state, card, "discard")
        else:
            self.state.move(card, "discard")
        card.hp, card.mode = 0, None

    # ------------------------------------------------------------------ the turn (CU-TURN)
    def run(self, max_turns: int | None = None) -> str:
        if self.phase == "setup":
            self.setup()
        while self.outcome is None:
            if max_turns is not None and self.turn >= max_turns:
                self.outcome, self.reason = "stopped", f"stopped after {self.turn} turns"
                break
            if self.turn >= self.rules.turn_cap:                  # CU-END-03, CU-R-12
                self.end_by_time(f"the turn cap ({self.rules.turn_cap} turns) was reached")
                break
            if self.rules.turn_limit and self.round >= self.rules.turn_limit and self.current == self.first_alive():
                self.end_by_time(f"the turn limit ({self.rules.turn_limit} rounds) was reached")
                break
            self.play_turn(self.current)
            self.check()
            if self.outcome is None:
                nxt = self.next_alive(self.current)
                self.current = nxt
        if self.outcome != "stopped":
            self.phase = "over"
        self.say("end", self.summary())
        return self.outcome

    def first_alive(self) -> int:
        """The seat that opens a round: the first seat still in the game (rounds for CU-VAR-01)."""
        return next(s.index for s in self.seats if s.alive)

    def play_turn(self, p: int) -> None:
        R, s = self.rules, self.seats[p]
        if p == self.first_alive():
            self.round += 1
        self.turn += 1
        self.current = p
        s.turns += 1
        s.plays, s.offers = R.plays_per_turn, R.offers_per_turn
        self.say("turn", f"--- turn {self.turn} (round {self.round}): {s.name} ({self.org(p).name}), "
                         f"{cash(s.money)}, headquarters {self.hq(p).hp}/{self.hq(p).power} ---")
        self.collect(p)                                           # CU-TURN-01
        while self.outcome is None and s.alive:
            menu = self.actions(p)
            what = self.ask("action", p, menu, prompt=f"{self.org(p).name}: what now?",
                            labels=lambda menu=menu: [ACTION_LABELS[a] for a in menu])
            if what == "end":
                break
            if what == "play":
                self.play_card(p, menu)
            elif what == "discard":
                self.discard_from_hand(p)
            elif what == "remove":
                self.remove_defence(p)
            elif what == "buy":
                services.buy(self, p)
            elif what == "trade":
                trading.offer(self, p)
            self.check()
        if self.outcome is None and s.alive:
            self.refill(p)                                        # CU-TURN-04

    def collect(self, p: int) -> None:
        """CU-TURN-01, CU-BIZ-02, CU-DEF-08: business income, then the defences' income and upkeep."""
        if self.abil.on_fire is not None:      # one use of the incomes: the abilities that changed one fire
            count_use(self.abil, stats=[(b, "income", b.income) for b in self.businesses(p)])
        for b in self.businesses(p):
            income = self.income(b)
            extra = income - b.income
            self.gain(p, income, "income")
            self.say("money", f"{self.name(p)} collects {cash(income)} from {b.name}"
                              + (f" ({cash(extra)} of it abilities: {cash(b.income)} printed)" if extra else "")
                              + f": {cash(self.seats[p].money)}")
        self.abil.emit(Event("turn_start", player=self.seats[p]))     # the defences' income and upkeep

    def actions(self, p: int) -> list[str]:
        """CU-TURN-02, CU-TURN-03, CU-R-06: what the active player may do now."""
        s = self.seats[p]
        menu = []
        playable = None
        if s.plays > 0 and s.hand:
            playable = self.playable(p)
            if playable:
                menu.append("play")
            menu.append("discard")                                # CU-TURN-05
        if s.plays > 0 and self.removable(p):                     # CU-DEF-06: needs no card in hand
            menu.append("remove")
        buyable = services.buyable(self, p)
        if buyable:
            menu.append("buy")
        if s.offers > 0 and trading.partners(self, p):
            menu.append("trade")
        if s.plays == 0 or not s.hand:                            # CU-R-06: both plays are made
            menu.append("end")
        self.menu_made = (menu, p, playable, buyable)
        return menu

    def made_for(self, options, p: int):
        """(playable, buyable) as actions(p) made them for the menu `options` (the very list), or None.
        A player answering that menu reads the same state (nothing changes until it answers), so
        the computer player takes them rather than making them again; playable is None when the
        menu did not need it."""
        made = self.menu_made
        if made is not None and made[0] is options and made[1] == p:
            return made[2], made[3]
        return None

    # ------------------------------------------------------------------ playing cards (CU-PLAY)
    def playable(self, p: int) -> list:
        """The cards of p's hand can_play allows, each seat-wide check (an attack allowed, a free
        side, a rival) made once for the hand rather than once a card."""
        s = self.seats[p]
        money = s.money
        attack = free = rivals = None
        out = []
        for c in s.hand:
            k = c.kind
            if k == "offence" or k == "dual":
                if attack is None:
                    attack = self.can_attack(p)
                if attack and self.offence_cost(p, c) <= money:
                    out.append(c)
                    continue
                if k == "offence":
                    continue
            if k == "defence" or k == "dual":
                if self.defence_cost(p, c) <= money:
                    if free is None:
                        free = self.has_free_host(p)
                    if free:
                        out.append(c)
            elif k == "trade":
                out.append(c)
            elif k == "heist":
                if rivals is None:
                    rivals = bool(self.rivals(p))
                if rivals:
                    out.append(c)
            elif k == "business":
                if c.cost <= money:
                    out.append(c)
        return out

    def can_play(self, p: int, c) -> bool:
        money = self.seats[p].money
        k = c.kind
        if k == "offence":
            return self.can_attack(p) and self.offence_cost(p, c) <= money
        if k == "defence":
            return self.defence_cost(p, c) <= money and self.has_free_host(p)
        if k == "dual":
            return bool(self.dual_modes(p, c))
        if k == "trade":
            return True
        if k == "heist":
            return bool(self.rivals(p))
        if k == "business":
            return c.cost <= money
        return False

    def can_attack(self, p: int) -> bool:
        return not self.at_peace(p) and bool(self.rivals(p))

    def dual_modes(self, p: int, c) -> list[str]:
        money, modes = self.seats[p].money, []
        if self.can_attack(p) and self.offence_cost(p, c) <= money:
            modes.append("offence")
        if self.defence_cost(p, c) <= money and self.has_free_host(p):
            modes.append("defence")
        return modes

    def free_hosts(self, p: int) -> list:
        return [h for h in self.hosts(p) if self.slots.free(h)]

    def has_free_host(self, p: int) -> bool:
        """Whether free_hosts(p) is not empty, without making it."""
        return any(self.slots.free(h) for h in self.hosts(p))

    def removable(self, p: int) -> list:
        """CU-DEF-06: placed defences whose cost the owner can pay again."""
        money = self.seats[p].money
        return [d for d in self.defences(p) if self.defence_cost(p, d) <= money]

    def play_card(self, p: int, menu=None) -> None:
        """CU-PLAY: one card from the hand; `menu`: the action menu it was chosen from (its playable
        list is taken, the state being the one it was made in)."""
        made = self.made_for(menu, p) if menu is not None else None
        options = made[0] if made is not None and made[0] is not None else self.playable(p)
        card = self.ask("play", p, options, prompt="play which card?",
                        labels=lambda: [self.describe(c) for c in options])
        self.seats[p].plays -= 1
        k = card.kind
        if k == "dual":                                          # CU-DUAL-01: choose, then pay
            modes = self.dual_modes(p, card)
            mode = self.ask("mode", p, modes, prompt=f"play {card.name} as?", info=card)
            card.mode = mode
            self.record(f"dual_{mode}", p, card.id)
            if mode == "offence":
                combat.attack(self, p, card)
            else:
                self.place_defence(p, card)
            return
        self.record(k, p, card.id)
        if k == "offence":
            combat.attack(self, p, card)
        elif k == "defence":
            self.place_defence(p, card)
        elif k == "trade":
            self.play_trade(p, card)
        elif k == "heist":
            self.play_heist(p, card)
        elif k == "business":
            self.play_business(p, card)

    def place_defence(self, p: int, card) -> None:
        """CU-DEF-01..03: pay, pick one of one's own hosts with a free side, and the side."""
        cost = self.defence_cost(p, card)
        count_use(self.abil, stats=[(card, "defence_cost", card.cost)])
        self.pay(p, cost, "play")
        hosts = self.free_hosts(p)
        host = self.ask("host", p, hosts, prompt=f"place {card.name} on?",
                        labels=lambda: [self.host_words(h) for h in hosts], info=card)
        sides = self.slots.free(host)
        side = self.ask("side", p, sides, prompt=f"which side of {host.name}?", info=card)
        self.slots.attach(self.state, host, card, side, "play")
        card.hp = card.power
        card.mode = "defence"
        discount = cost != card.cost
        self.say("play", f"{self.name(p)} pays {cash(cost)}"
                         + (f" ({cash(card.cost - cost)} off by abilities)" if discount else "")
                         + f" and places {card.name} (power {card.power}) on the {side} side of {host.name}: "
                           f"{cash(self.seats[p].money)} left")

    def play_trade(self, p: int, card) -> None:
        """CU-TRADE-01/02: the value from the bank, times the factor for the specialty."""
        special = self.org(p).specialty == card.trade
        value = card.value * (self.rules.specialty_factor if special else 1)
        self.gain(p, value, "trade")
        self.state.move(card, "discard")
        self.say("play", f"{self.name(p)} sells {card.name} ({self.trade_name(card.trade)}) for {cash(value)}"
                         + (f" ({cash(card.value)} x{self.rules.specialty_factor}, his specialty)" if special else "")
                         + f": {cash(self.seats[p].money)}")

    def play_heist(self, p: int, card) -> None:
        """CU-HEIST-01/02: a rival hands over the amount, or all he has."""
        rivals = self.rivals(p)
        q = self.ask("victim", p, rivals, prompt=f"{card.name}: take {cash(card.amount)} from whom?",
                     labels=lambda: [f"{self.name(r)} ({self.org(r).name}, {cash(self.seats[r].money)})"
                                     for r in rivals], info=card)
        asked = self.take(card)
        share = self.kept_share(q)
        count_use(self.abil, stats=[(card, "take", card.amount)], params=[(q, "kept_share")])
        amount = asked - asked * (100 - share) // 100      # CU-R-19: the victim's part rounded down
        taken = self.transfer(q, p, amount)
        self.state.move(card, "discard")
        parts = [f"{cash(card.amount)} on the card"]
        if asked != card.amount:
            parts.append(f"{'+' if asked > card.amount else '-'}{cash(abs(asked - card.amount))} by abilities")
        if share != 100:
            parts.append(f"only {share}% of it from {self.name(q)}, by abilities")
        self.say("money", f"{self.name(p)} plays {card.name} on {self.name(q)}: asks {cash(amount)} ("
                          + ", ".join(parts) + f"), takes {cash(taken)}"
                          + (" (all he had)" if taken < amount else "")
                          + f"; {self.name(p)} {cash(self.seats[p].money)}, {self.name(q)} {cash(self.seats[q].money)}")

    def play_business(self, p: int, card) -> None:
        """CU-BIZ-01: pay and build; it pays from the owner's next turn (CU-BIZ-02)."""
        self.pay(p, card.cost, "play")
        self.state.move(card, "play", p)
        card.hp = card.power
        self.say("play", f"{self.name(p)} pays {cash(card.cost)} and builds {card.name} (power {card.power}, "
                         f"income {cash(card.income)}): {cash(self.seats[p].money)} left")

    def discard_from_hand(self, p: int) -> None:
        hand = list(self.seats[p].hand)
        card = self.ask("discard", p, hand, prompt="discard which card?",
                        labels=lambda: [self.describe(c) for c in hand])
        self.seats[p].plays -= 1
        self.record("discard", p)
        self.state.move(card, "discard")
        self.say("play", f"{self.name(p)} discards {card.name}")

    def remove_defence(self, p: int) -> None:
        """CU-DEF-06: pay the defence's cost again and discard it; it takes a play."""
        options = self.removable(p)
        card = self.ask("remove", p, options, prompt="remove which defence?",
                        labels=lambda: [self.describe(c) for c in options])
        self.seats[p].plays -= 1
        self.record("remove", p)
        cost = self.defence_cost(p, card)
        count_use(self.abil, stats=[(card, "defence_cost", card.cost)])
        host = self.slots.host_of(self.state, card)
        self.pay(p, cost, "remove")
        self.discard(card)
        self.say("play", f"{self.name(p)} pays {cash(cost)} to remove {card.name} from {host.name}")

    # ------------------------------------------------------------------ the end (CU-END)
    def check_end(self) -> None:
        """CU-END-01, CU-VAR-03: the last organisation (or team) standing wins."""
        if self.outcome is not None:
            return
        alive = self.alive()
        if len({self.seats[q].team for q in alive}) > 1:
            return
        self.winners = alive
        self.outcome = "win" if len(alive) == 1 else "shared"
        names = " and ".join(self.org(q).name for q in alive)
        self.reason = (f"{names} {'is the last organisation' if len(alive) == 1 else 'are the last team'} "
                       f"standing (turn {self.turn})")

    def end_by_time(self, why: str) -> None:
        """CU-END-03 and the turn limit's variants (CU-VAR-01, CU-VAR-02)."""
        alive = self.alive()
        limit = self.rules.turn_limit and self.round >= self.rules.turn_limit
        if limit and self.rules.turn_limit_result == "richest":
            best = max(self.seats[q].money for q in alive)
            self.winners = [q for q in alive if self.seats[q].money == best]
            self.reason = f"{why}: the richest organisation still standing has {cash(best)}"
        elif limit:
            self.winners = alive
            self.reason = f"{why}: every organisation still standing wins"
        else:
            self.winners = []
            self.outcome, self.reason = "no winner", why
            return
        self.outcome = "win" if len(self.winners) == 1 else "shared"

    def summary(self) -> str:
        if self.winners:
            who = " and ".join(f"{self.name(w)} ({self.org(w).name})" for w in self.winners)
            return f"=== {who} win{'s' if len(self.winners) == 1 else ''}: {self.reason} ==="
        return f"=== {self.outcome}: {self.reason} ==="

    # ------------------------------------------------------------------ the engine surface
    def check(self) -> None:
        if self.check_invariants:
            invariants.check_all(self)

    def snapshot(self) -> dict:
        st = self.state
        return {
            "turn": self.turn, "round": self.round, "current": self.current, "phase": self.phase,
            "outcome": self.outcome, "winners": self.winners, "dice_draws": self.dice.draws,
            "zones": {z: [c.id for c in st.zones[z]] for z in st.shared_zones},
            "seats": [{"money": s.money, "alive": s.alive, "turns": s.turns, "team": s.team,
                       "org": st.cards[s.org].id if s.org >= 0 else None,
                       **{z: [c.id for c in getattr(s, z)] for z in st.seat_zones}} for s in self.seats],
            "cards": {c.id: [c.hp, c.mode] for c in st.cards if c.hp or c.mode},
            "slots": {st.cards[h].id: {k: st.cards[v].id for k, v in sorted(used.items())}
                      for h, used in sorted(self.slots.hosts.items())},
            "ledger": [dict(sorted(st.ledger.created.items())), dict(sorted(st.ledger.destroyed.items()))],
        }

    # What Table.record counts for `syndicate simulate`'s action mix (a kind nobody chose reads 0):
    # each kind of card played (an offence/defence card by the way it was played), discards,
    # removed defences, services bought by what they do, trade offers made and accepted,
    # businesses captured and organisations eliminated.
    TALLY_KINDS = ("offence", "dual_offence", "defence", "dual_defence", "trade", "heist", "business",
                   "discard", "remove", "buy_repair", "buy_sabotage", "buy_hit", "buy_restock",
                   "offer", "offer_accepted", "capture", "eliminate")

    def faction_cards(self) -> list:
        return [self.org(s.index) if s.org >= 0 else None for s in self.seats]

    def held_cards(self, seat) -> list:
        return list(seat.hq) + list(seat.play)

    def hand_cards(self, seat) -> list:
        return list(seat.hand)

    # ------------------------------------------------------------------ what a person sees (view.py)
    def status(self, seat: int) -> str:
        return view.status(self, seat)

    def status_line(self, seat: int) -> str:
        return view.status_line(self, seat)

    def describe_option(self, decision, option):
        return view.describe_option(self, decision, option)

    def describe_subject(self, decision):
        return view.describe_subject(self, decision)
