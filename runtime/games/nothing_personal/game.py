"""The Nothing Personal game: state, setup, the phases of a round, and the end (docs/rules/nothing-personal.md).

The game is the ruleset's calendar (rounds of named phases, runtime/kernel/calendar.py):
each phase is one engine turn, so `run(max_turns=k)` stops at a phase's boundary and a
search player's checkpoint is the start of a phase. Influence markers lie on gangster
cards as counts per seat (`card.inf`; the key NEUTRAL for neutral markers); control is the
kernel's majority (runtime/kernel/majority.py). Card actions, powers, moves and whacks live
in actions.py; offers on decisions in negotiate.py.
"""
from __future__ import annotations

from ...abilities import count_use, stat_depends, watch
from ...kernel.errors import GameError
from ...kernel.ledger import Ledger
from ...kernel.majority import majority, settle
from ...kernel.state import State, card_class, seat_class
from ...kernel.table import Table
from ...packs import apply_house_rules
from . import abilities, actions, invariants, view
from .negotiate import negotiate
from .rules import read_rules

NEUTRAL = -1
CARD_STATE = {"inf": dict,          # seat -> markers on him; NEUTRAL -> neutral markers (NP-CTL)
              "pos": None,          # the position id he is on (on the board)
              "blackmail": None,    # the seat whose marker lies on his blackmail token (NP-BLK)
              "sideways": False,    # moved this round (NP-MOVE-04)
              "negated": False,     # negate token on him (NP-POS-02)
              "promoted": False,    # promoted in this phase E (NP-FAM-03)
              "acted": False}       # took his action in this phase B
SEAT_STATE = {"respect": 0, "supply": 0, "passed": False}
MAY_CREATE = {"start", "income", "action", "cash", "power", "offer"}
MAY_DESTROY = {"ante", "fee", "reroll", "whack", "fence", "loss", "action", "power", "offer"}


class NothingPersonalGame(Table):
    SHARED = ("pack", "ruleset", "R")

    def __init__(self, pack, players: list, seed: int = 0, house_rules=(), check_invariants: bool = False,
                 log: bool = True, echo=None):
        self.pack = pack
        self.ruleset, _ = apply_house_rules(pack, house_rules)
        self.house_rule_ids = list(house_rules)
        self.R = R = read_rules(self.ruleset)
        n = len(players)
        if not R.players_min <= n <= R.players_max:
            raise GameError(f"{n} players: this ruleset allows {R.players_min} to {R.players_max} (NP-SET-01)")
        super().__init__(players, seed, log=log, echo=echo)
        game = pack.game
        datas = list(pack.cards)
        card_cls = card_class(game, datas, CARD_STATE)
        seat_cls = seat_class(game, ("money",), SEAT_STATE)
        zones = game["zones"]
        self.state = State([card_cls(i, d) for i, d in enumerate(datas)],
                           [seat_cls(i, f"P{i + 1}") for i in range(n)],
                           Ledger(MAY_CREATE, MAY_DESTROY), zones["shared"], zones["seat"])
        self.seats = self.state.seats
        self.check_invariants = check_invariants
        self.turn = 0
        self.current = 0
        self.phase = "setup"
        self.round = 0
        self.first = 0
        self.outcome = None
        self.winners: list[int] = []
        self.reason = ""
        self.capo = 0                   # the seat holding the Capo token (NP-SET-05, NP-R-04)
        self.slot = {p["id"]: None for p in R.positions}
        self.neutral = R.neutral_markers
        self.blackmail_left = R.blackmail_tokens
        self.ante = 0
        self.skim: dict = {}            # gangster id -> seat taking his income this phase B (take_income)
        self.income_done = True         # phase B's income is paid (take_income may no longer be played)
        self.final: list = []           # the end's count, per seat: [respect before, cards, money, final]
        # The shared ability runtime (abilities.py): gangsters' and positions' powers.
        self.house_rules: list = []     # the pack's house rules change numbers only
        watch(self.state, pack)
        records = [r for recs in (pack.abilities or {}).values() for r in recs]
        self._stat_deps = stat_depends(records, abilities.READS)
        self.stats_order_free = not self._stat_deps.anything
        self._computing: set = set()
        self.abil = abilities.index(self)
        self.position_card: dict = {}   # position id -> its card on the chart (the board's text, NP-POS)
        self.acting = None              # the seat using a gangster's or position's action now
        self.using = None               # (card, record) of the ability being used, for computer players
        self.whack_now = None           # the whack in progress (`attack` in abilities)
        self.move_now = None            # the failed move a trigger may roll again
        self.placed = None              # the gangster a card's first icon went on, while its AND action runs
        powered = {d.get("position") for d in datas if d.get("kind") == "board_position" and (pack.abilities or {}).get(d["id"])}
        self.TALLY_KINDS = self.TALLY_KINDS + tuple(f"power_{p['id']}" for p in R.positions if p["id"] in powered)

    # ------------------------------------------------------------------ reading the state
    def order(self) -> list[int]:
        """Turn order: clockwise from the Capo token (NP-RND-02)."""
        return [(self.capo + k) % self.n for k in range(self.n)]

    def family(self, p: int):
        return self.seats[p].family[0] if self.seats[p].family else None

    def board(self) -> list:
        """Gangsters on the board, highest position first (Soci last)."""
        slot = self.slot
        return [c for i in self.R.position_ids if (c := slot[i]) is not None]

    def number(self, card) -> int:
        return self.R.pos[card.pos]["number"] if card.pos else 0

    def where(self, card) -> str:
        return self.R.pos[card.pos]["name"] if card.pos else "off the board"

    def label(self, card) -> str:
        return f"{card.name} ({self.where(card)})"

    def markers(self, card) -> int:
        return sum(card.inf.values())

    def counts(self, card) -> dict:
        return {o: k for o, k in card.inf.items() if k}

    def controller(self, card, ties: bool = False):
        """NP-CTL-01..03: the seat with the most markers; a tie is the Capo token's choice when `ties`."""
        result = majority(card.inf, {NEUTRAL})
        if not result.tied or not ties:
            return result.holder
        return settle(result, lambda tied: self.tie_choice(card, tied))

    def tie_choice(self, card, tied) -> int:
        opts = list(tied)
        return negotiate(self, "tie", self.capo, opts, [self.name(p) for p in opts],
                         f"who controls {self.label(card)}? (tied, NP-CTL-03)", info=card)

    def controlled(self, p: int) -> list:
        return [c for c in self.board() if self.controller(c) == p]

    def active(self, card) -> bool:
        return card.pos is not None and not self.R.pos[card.pos].get("soci")

    def update_capo(self) -> None:
        """NP-CTL-04: whoever controls the Capo gangster holds the token, at once."""
        top = self.slot[self.R.top]
        if top is None:
            return
        holder = self.controller(top)
        if holder is not None and holder != self.capo:
            self.capo = holder
            self.say("capo", f"{self.name(holder)} takes the Capo token")

    # ------------------------------------------------------------------ markers and money
    def place(self, p: int, card, k: int = 1) -> int:
        """Put up to k of p's markers (or neutral ones, p = NEUTRAL) on a gangster; returns how many."""
        have = self.neutral if p == NEUTRAL else self.seats[p].supply
        k = min(k, have)
        if k <= 0:
            return 0
        if p == NEUTRAL:
            self.neutral -= k
        else:
            self.seats[p].supply -= k
        card.inf[p] = card.inf.get(p, 0) + k
        self.update_capo()
        return k

    def remove(self, p: int, card, k: int = 1) -> int:
        """Take up to k markers of p off a gangster, back to their owner; a blackmail token goes with p's last."""
        k = min(k, card.inf.get(p, 0))
        if k <= 0:
            return 0
        card.inf[p] -= k
        if not card.inf[p]:
            del card.inf[p]
            if card.blackmail == p:                     # NP-BLK-03
                card.blackmail = None
                self.blackmail_left += 1
        if p == NEUTRAL:
            self.neutral += k
        else:
            self.seats[p].supply += k
        self.update_capo()
        return k

    def clear(self, card) -> None:
        """Every marker and token on a gangster goes back (prison, death: NP-MOVE-06, NP-FED-01)."""
        for p in list(card.inf):
            self.remove(p, card, card.inf[p])
        if card.blackmail is not None:
            card.blackmail = None
            self.blackmail_left += 1
        card.negated = card.sideways = False

    def gain(self, p: int, amount: int, reason: str) -> None:
        if amount > 0:
            self.seats[p].money += amount
            self.state.ledger.book_create(reason, amount)

    def pay(self, p: int, amount: int, reason: str) -> int:
        """NP-BUS-01: never more than he has."""
        s = self.seats[p]
        taken = min(max(amount, 0), s.money)
        if taken:
            s.money -= taken
            self.state.ledger.book_destroy(reason, taken)
        return taken

    def respect(self, p: int, delta: int, why: str) -> int:
        """Change a seat's respect; never below 0 (NP-BUS-01). Returns the change made."""
        if p is None or p == NEUTRAL:
            return 0
        s = self.seats[p]
        new = max(0, s.respect + delta)
        made, s.respect = new - s.respect, new
        if made:
            self.say("respect", f"{self.name(p)} {'+' if made > 0 else ''}{made} respect ({why}): {new}")
        return made

    def draw(self, p: int, k: int = 1) -> int:
        st = self.state
        got = 0
        for _ in range(k):
            if not st.zones["influence_deck"]:
                if not st.zones["influence_discard"]:
                    break
                for c in list(st.zones["influence_discard"]):      # the discards, shuffled, are the new deck
                    st.move(c, "influence_deck")
                self.dice.shuffle(st.zones["influence_deck"])
                self.say("draw", "the influence discards are shuffled into a new deck")
            st.move(st.top("influence_deck"), "hand", p)
            got += 1
        if got:
            self.say("draw", f"{self.name(p)} draws {got} influence card{'s' if got > 1 else ''}")
        return got

    def discard(self, card) -> None:
        self.state.move(card, "influence_discard")

    # ------------------------------------------------------------------ setup (NP-SET)
    def setup(self) -> None:
        R, st = self.R, self.state
        box = list(st.zones["box"])
        families = [c for c in box if c.kind == "family"]
        if len(families) < self.n:
            raise GameError(f"the pack has {len(families)} families; {self.n} are needed")
        for p in range(self.n):                                    # NP-SET-02, in seat order
            free = [c for c in families if c.zone == "box"]
            fam = self.ask("family", p, free, prompt="which family will you run?", labels=[c.name for c in free])
            st.move(fam, "family", p)
            s = self.seats[p]
            s.supply = R.markers
            self.gain(p, R.start_money, "start")
        for c in box:
            if c.kind == "influence":
                st.move(c, "influence_deck")
            elif c.kind == "gangster" and not c.start:
                st.move(c, "gangster_deck")
            elif c.kind == "board_position":
                st.move(c, "chart")
                self.position_card[c.position] = c
        self.dice.shuffle(st.zones["influence_deck"])
        self.dice.shuffle(st.zones["gangster_deck"])
        starter = next((c for c in box if c.kind == "gangster" and c.start), None)
        if starter is None:
            raise GameError("the pack has no starting Capo (a gangster with `start: true`, NP-SET-03)")
        self.seat(starter, R.top)
        for pid in R.active[1:] + R.soci:
            self.seat(st.top("gangster_deck"), pid)
        self.ensure_types()
        for p in range(self.n):
            self.draw(p, R.start_cards)
        self.capo = self.first = 0                                 # NP-R-04
        for _ in range(R.setup_laps):                              # NP-SET-05
            for p in self.order():
                target = self.ask("setup_marker", p, self.board(), prompt="place one marker on any gangster",
                                  labels=[self.label(c) for c in self.board()])
                self.place(p, target)
                self.say("setup", f"{self.name(p)} places a marker on {self.label(target)}")
        self.say("setup", "the board: " + "; ".join(self.label(c) for c in self.board()))
        self.phase = "ready"                                       # set up; run() starts the calendar
        self.check()

    def seat(self, card, pid: str) -> None:
        self.state.move(card, "board")
        card.pos = pid
        self.slot[pid] = card

    def unseat(self, card, zone: str) -> None:
        if card.pos is not None and self.slot.get(card.pos) is card:
            self.slot[card.pos] = None
        card.pos = None
        self.clear(card)
        self.state.move(card, zone)

    def ensure_types(self) -> None:
        """NP-SET-04: every type among positions #4-#8; else those five are dealt again (NP-R-03)."""
        R, st = self.R, self.state
        middle = [p["id"] for p in R.positions if 4 <= p["number"] <= 8]
        for _ in range(100):
            have = {t for pid in middle if self.slot[pid] for t in self.slot[pid].types}
            if set(R.types) <= have:
                return
            for pid in middle:
                c = self.slot[pid]
                self.slot[pid], c.pos = None, None
                st.move_to_bottom(c, "gangster_deck")
            for pid in middle:
                self.seat(st.top("gangster_deck"), pid)
            self.say("setup", "positions #4-#8 lack a type: dealt again (NP-SET-04)")
        raise GameError("the gangster deck cannot give every type to positions #4-#8 (NP-SET-04)")

    # ------------------------------------------------------------------ the calendar (NP-RND)
    def run(self, max_turns: int | None = None) -> str:
        if self.phase == "setup":
            self.setup()
        cal = self.R.calendar
        while self.outcome is None:
            if self.turn >= cal.length:
                self.finish()
                break
            if max_turns is not None and self.turn >= max_turns:
                self.outcome, self.reason = "stopped", f"stopped after {self.turn} phases"
                break
            step = cal.step(self.turn + 1)
            self.turn, self.round, self.phase = step.index, step.round, step.phase
            self.current = self.capo
            self.say("turn", f"--- {cal.label(step)} ---")
            getattr(self, "phase_" + step.phase)()
            self.check()
        if self.outcome != "stopped":
            self.phase = "over"
        self.say("end", self.summary())
        return self.outcome

    # A: Influence (NP-INF)
    def phase_influence(self) -> None:
        self.ante = 0                                                # NP-R-12
        for s in self.seats:
            s.passed = False
        had_turn: set = set()
        while not all(s.passed for s in self.seats):
            for p in self.order():
                if self.seats[p].passed:
                    continue
                self.current = p
                actions.influence_turn(self, p, ante_open=len(had_turn) == self.n)
                had_turn.add(p)
                self.check()

    # B: Business (NP-BUS)
    def phase_business(self) -> None:
        self.skim = {}
        self.income_done = False
        actions.any_time_window(self)
        for pid in self.R.active:                                    # NP-BUS-01: from the top down
            g = self.slot[pid]
            if g is None:
                continue
            ctl = self.controller(g, ties=True)
            taker = self.skim.pop(g.id, ctl)
            if taker is None:
                continue
            self.award(taker, g, money=True)
        self.income_done = True
        for c in self.board():
            c.acted = False
        for pid in reversed(self.R.active):                          # NP-BUS-03: from the bottom up
            g = self.slot[pid]
            if g is None or g.acted or g.sideways:
                continue
            g.acted = True
            actions.any_time_window(self)
            if self.slot[pid] is not g or g.sideways:
                continue
            actions.gangster_action(self, g)
            self.check()
        for c in self.board():
            c.negated = False

    def award(self, p: int, g, money: bool) -> None:
        """NP-BUS-01, NP-R-05: the card's values through the position's modifiers."""
        pos = self.R.pos[g.pos]
        r = g.respect * pos["respect"] if pos.get("respect_times") else g.respect + pos["respect"]
        m = g.money * pos["money"] if pos.get("money_times") else g.money + pos["money"]
        self.respect(p, r, f"{g.name} on {pos['name']}")
        if money:
            if m > 0:
                self.gain(p, m, "income")
            elif m < 0:
                self.pay(p, -m, "loss")
            self.say("income", f"{self.name(p)} collects {r:+d} respect and ${m:+d} from {self.label(g)}")

    # C: the Fence (NP-FEN)
    def phase_fence(self) -> None:
        actions.any_time_window(self)
        R = self.R
        for p in self.order():
            k = len(self.controlled(p))
            self.draw(p, R.fence_draws[min(k, len(R.fence_draws) - 1)])
        for p in self.order():
            can = min(R.fence_buys, self.seats[p].money // R.fence_price if R.fence_price else R.fence_buys)
            if can <= 0:
                continue
            k = self.ask("buy", p, lo=0, hi=can, prompt=f"buy cards at ${R.fence_price} each?")
            if k:
                self.pay(p, k * R.fence_price, "fence")
                self.draw(p, k)
                self.record("buy", p)

    # D: the Feds (NP-FED)
    def phase_feds(self) -> None:
        actions.any_time_window(self)
        limit = self.R.prison_at[min(self.n - self.R.players_min, len(self.R.prison_at) - 1)]
        if self.abil.on_fire is not None:   # each made man's limit: one use (what fired)
            count_use(self.abil, stats=[(g, "prison_at", limit) for g in self.board()])
        for g in self.board():
            own = self.abil.stat(g, "prison_at", limit)             # NP-FED-02: a made man's own limit
            if self.markers(g) >= own:
                self.say("feds", f"{self.label(g)} has {self.markers(g)} markers: to prison (NP-FED-01)")
                self.unseat(g, "prison")
                self.record("prison", self.capo)
        for g in self.board():                                       # NP-FED-03
            g.sideways = False

    # E: the Family (NP-FAM)
    def phase_family(self) -> None:
        actions.any_time_window(self)
        R, st = self.R, self.state
        for c in self.board():
            c.promoted = False
        if self.slot[R.top] is None:                                 # NP-FAM-01
            up = next((self.slot[pid] for pid in R.active[1:] if self.slot[pid] is not None), None)
            if up is None:
                up = next((self.slot[pid] for pid in R.soci if self.slot[pid] is not None), None)
            if up is not None:
                self.promote(up, R.top)
            elif st.zones["gangster_deck"]:
                self.seat(st.top("gangster_deck"), R.top)
            holder = self.controller(self.slot[R.top]) if self.slot[R.top] else None
            if holder is not None:
                self.capo = holder
        for pid in R.active[1:]:                                     # NP-FAM-02: downward
            if self.slot[pid] is not None:
                continue
            num = R.pos[pid]["number"]
            parent = self.slot.get(R.parent.get(pid)) if R.parent.get(pid) else None
            decider = self.controller(parent) if parent is not None else None
            if decider is None:
                decider = self.capo                                  # NP-R-07
            linked = [self.slot[c] for c in R.pos[pid].get("decides", ())
                      if self.slot[c] is not None and not self.slot[c].promoted]
            lower = [self.slot[q] for q in R.active if R.pos[q]["number"] < num
                     and self.slot[q] is not None and not self.slot[q].promoted]
            soci = [self.slot[q] for q in R.soci if self.slot[q] is not None]
            pool = linked or lower or soci
            if pool:
                pick = self.ask("fill", decider, pool, prompt=f"who fills the empty {R.pos[pid]['name']}?",
                                labels=[self.label(c) for c in pool])
                self.promote(pick, pid)
            elif st.zones["gangster_deck"]:
                self.seat(st.top("gangster_deck"), pid)
                self.say("family", f"{self.label(self.slot[pid])} is drawn from the deck")
        for pid in R.soci:                                           # NP-FAM-04
            if self.slot[pid] is None and st.zones["gangster_deck"]:
                self.seat(st.top("gangster_deck"), pid)
                self.say("family", f"{self.slot[pid].name} joins as a Soci")
        self.update_capo()

    def promote(self, card, pid: str) -> None:
        old = card.pos
        self.slot[old] = None
        card.pos = pid
        self.slot[pid] = card
        card.promoted = True
        self.say("family", f"{card.name} is promoted from {self.R.pos[old]['name']} to {self.R.pos[pid]['name']}")
        self.record("promote", self.capo)
        self.update_capo()

    # F: the Calendar
    def phase_calendar(self) -> None:
        standing = ", ".join(f"{self.name(p)} {self.seats[p].respect} respect ${self.seats[p].money}"
                             for p in range(self.n))
        self.say("calendar", f"end of round {self.round}: {standing}")

    # ------------------------------------------------------------------ the end (NP-END)
    def finish(self) -> None:
        R = self.R
        self.phase = "end"
        before = [s.respect for s in self.seats]
        for pid in R.active:                                          # NP-END-02: respect once more
            g = self.slot[pid]
            if g is None:
                continue
            ctl = self.controller(g, ties=True)
            if ctl is not None:
                self.award(ctl, g, money=False)
        self.final = []
        for p, s in enumerate(self.seats):
            cards = len(s.hand)
            cash = cards * R.discard_money
            self.gain(p, cash, "cash")
            bought = s.money // R.money_per_respect
            s.respect += bought
            self.final.append({"board": s.respect - bought - before[p], "cards": cards, "money": s.money,
                               "bought": bought, "respect": s.respect})
            self.say("end", f"{self.name(p)} ({self.family(p).name}): {before[p]} respect, "
                            f"{'+' if self.final[-1]['board'] >= 0 else ''}{self.final[-1]['board']} from the board, "
                            f"{cards} cards cashed for ${cash}, ${s.money} buys {bought}: {s.respect} respect")
        self.winners = self.tie_break()
        self.outcome = "win" if len(self.winners) == 1 else "shared"
        top = self.seats[self.winners[0]].respect
        self.reason = f"most respect ({top}) after {R.calendar.rounds} rounds"

    def tie_break(self) -> list[int]:
        """NP-END-03 and NP-R-09: respect, then the Capo token, the highest gangster, money, markers, cards, a roll-off."""
        best = max(s.respect for s in self.seats)
        tied = [p for p in range(self.n) if self.seats[p].respect == best]
        if len(tied) == 1:
            return tied
        steps = [("holds the Capo token", lambda p: 1 if p == self.capo else 0),
                 ("controls the highest gangster",
                  lambda p: max((self.number(c) for c in self.controlled(p) if self.active(c)), default=0)),
                 ("has the most money", lambda p: self.seats[p].money),
                 ("has the most markers on the board", lambda p: sum(c.inf.get(p, 0) for c in self.board())),
                 ("holds the most cards", lambda p: len(self.seats[p].hand))]
        for why, key in steps:
            top = max(key(p) for p in tied)
            tied = [p for p in tied if key(p) == top]
            if len(tied) == 1:
                self.say("end", f"tie on respect: {self.name(tied[0])} wins, as the one who {why} (NP-END-03)")
                return tied
        scores = {p: 0 for p in tied}
        for _ in range(7):                                            # NP-R-09: best of seven
            rolls = {p: self.R.die.number(self.R.die.roll(self.dice)) for p in tied}
            hi = max(rolls.values())
            if list(rolls.values()).count(hi) == 1:
                scores[max(rolls, key=rolls.get)] += 1
        hi = max(scores.values())
        tied = [p for p in tied if scores[p] == hi]
        self.say("end", "tie on respect, settled by a roll-off: " + ", ".join(self.name(p) for p in tied))
        return tied

    def summary(self) -> str:
        counts = ", ".join(f"{self.name(p)} {self.seats[p].respect}" for p in range(self.n))
        if self.winners:
            who = " and ".join(self.name(w) for w in self.winners)
            return f"=== {who} win{'s' if len(self.winners) == 1 else ''}: {self.reason}; respect: {counts} ==="
        return f"=== {self.outcome}: {self.reason}; respect: {counts} ==="

    # ------------------------------------------------------------------ the engine surface
    def check(self) -> None:
        if self.check_invariants:
            invariants.check_all(self)

    def snapshot(self) -> dict:
        st = self.state
        return {
            "turn": self.turn, "round": self.round, "phase": self.phase, "current": self.current,
            "outcome": self.outcome, "winners": self.winners, "dice_draws": self.dice.draws, "capo": self.capo,
            "neutral": self.neutral, "blackmail_left": self.blackmail_left, "ante": self.ante,
            "slots": {pid: (c.id if c else None) for pid, c in self.slot.items()},
            "zones": {z: [c.id for c in st.zones[z]] for z in st.shared_zones},
            "seats": [{"money": s.money, "respect": s.respect, "supply": s.supply,
                       **{z: [c.id for c in getattr(s, z)] for z in st.seat_zones}} for s in self.seats],
            "gangsters": {c.id: {"inf": {str(k): v for k, v in sorted(c.inf.items())}, "blackmail": c.blackmail,
                                 "sideways": c.sideways, "negated": c.negated}
                          for c in self.board() if c.inf or c.blackmail is not None or c.sideways or c.negated},
            "ledger": [dict(sorted(st.ledger.created.items())), dict(sorted(st.ledger.destroyed.items()))],
        }

    # What Table.record counts for `syndicate simulate`'s action mix (a kind nobody chose reads 0).
    TALLY_KINDS = ("play", "card_action", "one_marker", "cash", "pass", "ante", "position_power", "gangster_power",
                   "move", "move_success", "whack", "whack_success", "reroll", "blackmail_refused", "offer",
                   "offer_accepted", "buy", "prison", "promote", "any_time")   # and power_<position> per game

    # What the shared ability runtime asks of a game (runtime/abilities/host.py); nothing here costs a token.
    def spend(self, seat: int, amount: int, reason: str) -> int:
        return self.pay(seat, amount, "power")

    def spend_token(self, card) -> None:
        raise GameError("Nothing Personal has no action tokens")

    def faction_cards(self) -> list:
        return [self.family(s.index) for s in self.seats]

    # What a person sees (runtime/players/terminal.py): view.py
    def status(self, seat: int) -> str:
        return view.status(self, seat)

    def status_line(self, seat: int) -> str:
        return view.status_line(self, seat)

    def describe_option(self, d, option):
        return view.describe_option(self, d, option)

    def describe_subject(self, d):
        return view.describe_subject(self, d)

    def held_cards(self, seat) -> list:
        return [c for c in self.board() if self.controller(c) == seat.index]

    def hand_cards(self, seat) -> list:
        return list(seat.hand)

    def scores(self) -> dict:
        """The second score beside money, for simulation reports: respect per seat."""
        return {"respect": [s.respect for s in self.seats]}
