"""The Game: state, players, rule numbers, and the few operations every rule uses.

The rule steps live in their own modules (setup, turn, grid, attacks,
actions, gang_war, victory); they are functions of a Game. Every number
marked *(rule)* is read from `self.R` (the ruleset's `rules:` after house
rules), never written here.
"""
from __future__ import annotations

from ...api import StatModifier
from ...kernel.ledger import Ledger
from ...kernel.state import Card, State, card_class, kept_per_pack, make_cards, seat_class
from ...kernel.table import Table
from ...packs import CompiledPack, apply_house_rules
from ...abilities import caches as shared_caches
from . import abilities as ab
from . import caches, invariants, setup, turn, victory, view
from .errors import AbilityError, GameError, ReplayExhausted  # noqa: F401 - the engine's errors, re-exported

# What the rules keep on a card and a seat besides what the game declares (GAME).
CARD_STATE = {"token": False,        # the action token is on the card
              "token_space": False,  # the card has a token space: Crooks, and Rackets with Power
              "pos": None,           # (x, y) in the owner's Mob grid
              "sup": None,           # superior Card, None for a Boss or outside a Mob
              "opos": None}          # the cell he held before being lifted (to keep his side)
SEAT_STATE = {"boss": None, "grid": dict}   # grid: (x, y) -> Card
PURSES = ("money", "bid_money")             # bid_money: what is left to bid with in the auction (CL-SET-03)

# Why money may appear or vanish (checked by the money invariant).
MAY_CREATE = {"start", "bidding", "income", "pass", "ability"}
MAY_DESTROY = {"pay", "bid", "auction_end", "showdown", "hit_money", "retirement", "ability", "left_game"}


class Game(Table):
    SHARED = ("pack", "ruleset", "R", "V", "house_rules")   # read-only once the game is made (Table.clone)
    # Every attribute the table and the rules keep, in slots (Table.FIELDS says why): read at every step.
    __slots__ = Table.FIELDS + (
        "pack", "ruleset", "house_rules", "house_rule_ids", "R", "V", "state", "check_invariants",
        "turn", "current", "first", "phase", "attack", "war", "acted", "turn_over", "winners", "declared",
        "outcome", "reason", "blame", "wiped", "lts", "unrest", "abil",
        "_stat_deps", "stats_order_free", "_power_modded", "_cache_v", "_pcache", "_computing", "_scores")

    def __init__(self, pack: CompiledPack, players: list, seed: int = 0, house_rules=(),
                 check_invariants: bool = False, log: bool = True, names=None, echo=None):
        self.pack = pack
        self.ruleset, self.house_rules = apply_house_rules(pack, house_rules)
        self.house_rule_ids = list(house_rules)
        self.R = self.ruleset["rules"]
        self.V = self.ruleset["victory"]
        n = len(players)
        pmin, pmax = self.ruleset["players"]["min"], self.ruleset["players"]["max"]
        if not pmin <= n <= pmax:
            raise GameError(f"{n} players: this ruleset allows {pmin} to {pmax}")
        super().__init__(players, seed, log=log, echo=echo)
        game = pack.game
        if game is None:
            raise GameError(f"pack `{pack.name}` declares no game (GAME): build it again")
        card_cls = card_class(game, pack.cards, CARD_STATE)
        if "__undo_getter__" not in card_cls.__dict__:
            card_cls.__undo_getter__ = (_UNDO_SLOTS, _undo_slots)
            card_cls.__undo_setter__ = (_UNDO_SLOTS, _undo_put)
        seat_cls = seat_class(game, PURSES, SEAT_STATE)
        cards = make_cards(card_cls, pack.cards)
        for c, space in zip(cards, _token_spaces(game, pack.cards)):
            c.token_space = space
        names = names or [f"P{i + 1}" for i in range(n)]
        zones = game["zones"]
        self.state = State(cards, [seat_cls(i, nm) for i, nm in enumerate(names)],
                           Ledger(MAY_CREATE, MAY_DESTROY, PURSES), zones["shared"], zones["seat"])
        self.state.on_leave = self._leave_grid
        self.seats = self.state.seats
        self.check_invariants = check_invariants
        # Turn bookkeeping
        self.turn = 0                 # regular turns played
        self.current = 0              # whose turn
        self.first = 0
        self.phase = "setup"
        self.attack = None            # the attack in progress
        self.war = None               # the Gang War in progress
        self.acted = False            # did the current player take any action (CL-TURN-07)
        self.turn_over = False        # a Gang War ends the attacker's turn at once
        self.winners: list[int] = []
        self.declared: list[int] = []  # winners named by abilities (house rules)
        self.outcome = None           # "win", "shared", "eliminated", "no winner", "stopped"
        self.reason = ""
        self.blame = -1               # who is removing Crooks right now (wipe-outs, CL-END-01)
        self.wiped: list[tuple] = []
        self.lts: dict[int, set] = {}  # Lieutenants last counted, per player (CL-UNH-01/02)
        self.unrest = None            # the Unhappy-marker event in course (mob.event, CL-UNH-04)
        # Abilities
        self.abil = ab.index(self)
        # Stat cache (power, resistance, income per card): kept while nothing the stat modifiers
        # read changes (caches.py), so money and token changes do not drop it unless they must.
        self._stat_deps, self._power_modded = _stat_facts(pack, self.house_rules)
        self.stats_order_free = not self._stat_deps.anything   # actions.menu may ask fewer stats
        shared_caches.watch(self.state, pack)
        self._cache_v = -1
        self._pcache: list = [{}, {}, {}, {}]   # see _fresh
        self._computing: set = set()
        self._scores = None           # victory.scores of the seats' own holdings, and when counted

    # ----------------------------------------------------------------- helpers
    def _leave_grid(self, card) -> None:
        """A card changing place leaves its cell in the Mob grid and its superior (State.on_leave)."""
        if card.pos is not None and card.zone == "crooks":
            grid = self.seats[card.owner].grid
            if grid.get(card.pos) is card:
                del grid[card.pos]
        card.pos = None
        card.sup = None

    def controlled(self, c: Card) -> bool:
        return c.owner >= 0 and c.zone in ("crooks", "rackets")

    def is_boss(self, c: Card) -> bool:
        return c.owner >= 0 and c.zone == "crooks" and self.seats[c.owner].boss is c

    def is_lt(self, c: Card) -> bool:
        sup = c.sup
        return sup is not None and sup is self.seats[c.owner].boss

    def rules_param(self, key: str) -> int:
        return self.R[key]

    # ----------------------------------------------------------------- stats
    def _fresh(self) -> list:
        """The stat caches [power, resistance, income, pay] ({card idx: value}), emptied when a part
        of the state the stat modifiers read has changed since they were filled."""
        deps, st = self._stat_deps, self.state
        v = st.version_core if deps.core_only else deps.version(st)
        if self._cache_v != v:
            self._cache_v = v
            self._pcache = [{}, {}, {}, {}]
        return self._pcache

    def power(self, c: Card) -> int:
        """Current Power: printed, markers, modifiers, and the Boss bonus (CL-BOSS-01)."""
        if not self._power_modded:     # no ability of this game changes Power: a sum, not worth a cache
            # A Boss has no superior (invariants.check_mob; the Mob's code sets his superior to None
            # as it makes him Boss): a Crook with one, most of those asked, has no bonus to look up.
            if c.sup is None and c.zone == "crooks":     # a seat's zone: c.owner is that seat (State.move)
                seat = self.seats[c.owner]
                if seat.boss is c and seat.mobcard:
                    return c.power + c.power_markers + seat.mobcard[0].boss_bonus
            return c.power + c.power_markers
        cache = self._fresh()[0]
        v = cache.get(c.idx)
        if v is None:
            v = self.abil.stat(c, "power", c.power + c.power_markers)
            if self.is_boss(c):
                v += self.seats[c.owner].mobcard[0].boss_bonus if self.seats[c.owner].mobcard else 0
            cache[c.idx] = v
        return v

    def power_no_bonus(self, c: Card) -> int:
        v = self.power(c)
        if self.is_boss(c) and self.seats[c.owner].mobcard:
            v -= self.seats[c.owner].mobcard[0].boss_bonus
        return v

    # resistance, income and pay_of are asked for every target of every decision: _fresh is written
    # out in each (one call less), and a stat below 0 is raised to 0 without calling max.
    def resistance(self, c: Card) -> int:
        deps, st = self._stat_deps, self.state
        ver = st.version_core if deps.core_only else deps.version(st)
        if self._cache_v != ver:
            self._cache_v = ver
            self._pcache = [{}, {}, {}, {}]
        cache = self._pcache[1]
        v = cache.get(c.idx)
        if v is None:
            v = cache[c.idx] = self.abil.stat(c, "resistance", c.resistance)
        return v

    def income(self, c: Card) -> int:
        deps, st = self._stat_deps, self.state
        ver = st.version_core if deps.core_only else deps.version(st)
        if self._cache_v != ver:
            self._cache_v = ver
            self._pcache = [{}, {}, {}, {}]
        cache = self._pcache[2]
        v = cache.get(c.idx)
        if v is None:
            v = self.abil.stat(c, "income", c.income + c.income_markers)
            if v < 0:
                v = 0
            cache[c.idx] = v
        return v

    def pay_of(self, c: Card) -> int:
        if not self.stats_order_free:  # the order stats are asked in matters: asked afresh, as always
            return max(0, self.abil.stat(c, "pay", self.power(c)))
        deps, st = self._stat_deps, self.state
        ver = st.version_core if deps.core_only else deps.version(st)
        if self._cache_v != ver:
            self._cache_v = ver
            self._pcache = [{}, {}, {}, {}]
        cache = self._pcache[3]
        v = cache.get(c.idx)
        if v is None:
            v = self.abil.stat(c, "pay", self.power(c))
            if v < 0:
                v = 0
            cache[c.idx] = v
        return v

    def param(self, p: int, name: str) -> int:
        return self.abil.param(p, name)

    # ----------------------------------------------------------------- money
    def gain(self, p: int, amount: int, reason: str) -> None:
        if amount <= 0:
            return
        self.state.ledger.book_create(reason, amount)
        self.seats[p].money += amount
        self.state.touch(caches.MONEY)

    def spend(self, p: int, amount: int, reason: str) -> int:
        """Pay the bank up to `amount`; returns what was paid."""
        money = self.seats[p].money
        if amount > money:             # min(amount, money), without the builtin's keyword parsing
            amount = money
        if amount <= 0:
            return 0
        self.state.ledger.book_destroy(reason, amount)
        self.seats[p].money -= amount
        self.state.touch(caches.MONEY)
        return amount

    def transfer(self, a: int, b: int, amount: int) -> None:
        amount = min(amount, self.seats[a].money)
        self.seats[a].money -= amount
        self.seats[b].money += amount
        self.state.touch(caches.MONEY)

    # ----------------------------------------------------------------- tokens and markers
    def spend_token(self, c: Card) -> None:
        if not c.token:
            raise GameError(f"{c.name} has no action token to spend")
        c.token = False
        self.state.touch(caches.TOKENS)

    def give_token(self, c: Card) -> None:
        if c.token_space and not c.token:
            c.token = True
            self.state.touch(caches.TOKENS)

    def retoken(self, p: int, crooks_only: bool = False) -> None:
        seat = self.seats[p]
        for c in seat.crooks:
            if not c.token:
                c.token = True
        if not crooks_only:
            for c in seat.rackets:
                if c.token_space and not c.token:
                    c.token = True
        self.state.touch(caches.TOKENS)

    def check(self) -> None:
        if self.check_invariants:
            invariants.check_all(self)

    # ----------------------------------------------------------------- the engine surface
    def snapshot(self) -> dict:
        """The state as plain data, hashed by saves and replays (runtime/save.py)."""
        g, st = self, self.state
        return {
            "turn": g.turn,
            "current": g.current,
            "phase": g.phase,
            "outcome": g.outcome,
            "winners": g.winners,
            "dice_draws": g.dice.draws,
            "zones": {z: [c.id for c in st.zones[z]] for z in sorted(st.zones)},
            "seats": [{"money": s.money, "alive": s.alive, "boss": s.boss.id if s.boss else None,
                       "mobcard": [c.id for c in s.mobcard], "crooks": [c.id for c in s.crooks],
                       "rackets": [c.id for c in s.rackets], "hand": [c.id for c in s.hand]}
                      for s in g.seats],
            "cards": [_card_snapshot(c) for c in st.cards],
            "ledger": {"created": dict(sorted(st.ledger.created.items())),
                       "destroyed": dict(sorted(st.ledger.destroyed.items()))},
        }

    def faction_cards(self) -> list:
        """The Mob card of each seat (None before setup, or once a player has left with it)."""
        return [s.mobcard[0] if s.mobcard else None for s in self.seats]

    def held_cards(self, seat) -> list:
        """The cards a seat controls in play (its Crooks and Rackets), as simulation counts them."""
        return list(seat.crooks) + list(seat.rackets)

    # ----------------------------------------------------------------- what a person sees (view.py)
    STATUS_HELP = view.STATUS_HELP

    def status(self, seat: int) -> str:
        return view.status(self, seat)

    def status_line(self, seat: int) -> str:
        return view.header(self, seat)

    def describe_option(self, decision, option) -> str | None:
        return view.option_words(self, decision, option)

    def describe_subject(self, decision) -> str | None:
        return view.info_words(self, decision)

    # What Table.record counts, listed so a report shows a kind nobody chose as 0 (action menu choices,
    # passes, Crooks quitting, Boss changes, Specials played, Gang Wars started).
    TALLY_KINDS = ("recruit", "takeover", "hit", "boss_change", "special_played", "pass", "quit", "gang_war",
                   "move", "visit", "double_cross", "retire", "ability", "drop",
                   "give_money", "give_racket", "give_special", "give_crook")

    def hand_cards(self, seat) -> list:
        """The cards in a seat's hand (Specials not yet played), as simulation counts them."""
        return list(seat.hand)

    # ----------------------------------------------------------------- the game
    def setup(self) -> None:
        setup.setup(self)
        self.current = self.first
        self.check()

    def run(self, max_turns: int | None = None) -> str:
        """Play until someone wins, the turn cap, or `max_turns` (then the outcome is "stopped")."""
        if self.phase == "setup":
            self.setup()
        cap = self.R["turn_cap"]
        p = self.current
        while self.outcome is None:
            if self.turn >= cap:
                self.outcome, self.reason = "no winner", f"the turn cap of {cap} turns was reached"
                break
            if max_turns is not None and self.turn >= max_turns:
                self.outcome, self.reason = "stopped", f"stopped after {self.turn} turns"
                self.current = p
                break
            if not self.seats[p].alive:
                p = self.next_alive(p)
            turn.play_turn(self, p)
            self.check()
            if victory.check(self):
                break
            p = self.next_alive(p)
            self.current = p
        if self.outcome != "stopped":
            self.phase = "over"
        if self.speaking:
            self.say("end", self.summary())
        return self.outcome

    def summary(self) -> str:
        if self.outcome in ("win", "shared", "eliminated"):
            who = " and ".join(self.name(p) for p in self.winners)
            return f"=== {who} win{'s' if len(self.winners) == 1 else ''}: {self.reason} ==="
        return f"=== {self.outcome}: {self.reason} ==="


# The slots of a card that change during a game (its identity and printed fields never do), as
# kernel/undo.py notes and compares them for every card at every search try: read in one
# function whose attribute reads the interpreter specialises (the undo's generic reader looks
# each name up). Undo uses it only while the card class has exactly these slots in this order
# (the markers are the game's: unhappy, power, income).
_UNDO_SLOTS = ("zone", "owner", "unhappy", "power_markers", "income_markers",
               "token", "token_space", "pos", "sup", "opos")


def _undo_slots(c) -> tuple:
    return (c.zone, c.owner, c.unhappy, c.power_markers, c.income_markers,
            c.token, c.token_space, c.pos, c.sup, c.opos)


def _undo_put(c, v) -> None:
    """The slots _undo_slots reads, set back from what it read (a card an undo puts back)."""
    (c.zone, c.owner, c.unhappy, c.power_markers, c.income_markers,
     c.token, c.token_space, c.pos, c.sup, c.opos) = v


_SPACES: dict = {}     # _token_spaces', by kept_per_pack
_STAT_FACTS: dict = {}  # _stat_facts', by kept_per_pack


def _stat_facts(pack, house_rules: list) -> tuple:
    """(what the stat modifiers read: caches.stat_depends, does any change Power) of the pack's and
    these house rules' abilities, worked out once per pack and house rules (every game asks). The
    Depends is never changed once made, so the games share it."""
    def make():
        records = [r for recs in (pack.abilities or {}).values() for r in recs]
        records += [r for hr in house_rules for r in hr.abilities]
        power_modded = any(isinstance(r, StatModifier) and r.stat == "power" for r in records)
        return caches.stat_depends(records, caches.READS), power_modded
    return kept_per_pack(_STAT_FACTS, (pack, pack.abilities, *house_rules), None, make)


def _token_spaces(game: dict, cards) -> list:
    """_token_space of each card, worked out once per pack (every game makes every card)."""
    kinds = game["card_kinds"]
    return kept_per_pack(_SPACES, (game, cards), None,
                         lambda: [_token_space(kinds.get(d["kind"], {}), d) for d in cards])


def _token_space(kind: dict, data: dict) -> bool:
    """Has the card a space for an action token? Its kind's `action_token` says: always, never,
    or when the card has a value for a field (a Racket with Power, CL-TKO-06; tokens CL-SET-08)."""
    rule = kind.get("action_token", "never")
    if isinstance(rule, dict):
        return bool(data.get(rule.get("if_field")))
    return rule == "always"


def _card_snapshot(c) -> dict:
    return {"id": c.id, "zone": c.zone, "owner": c.owner, "token": c.token,
            "unhappy": c.unhappy, "pmark": c.power_markers, "imark": c.income_markers,
            "pos": list(c.pos) if c.pos else None,
            "sup": c.sup.id if c.sup is not None else None}
