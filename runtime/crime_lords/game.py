"""The Game: state, players, rule numbers, and the few operations every rule uses.

The rule steps live in their own modules (setup, turn, grid, attacks,
actions, gang_war, victory); they are functions of a Game. Every number
marked *(rule)* is read from `self.R` (the ruleset's `rules:` after house
rules), never written here.
"""
from __future__ import annotations

from ..kernel.choices import Decision, IllegalAnswer
from ..kernel.dice import Dice
from ..kernel.ledger import Ledger
from ..kernel.log import Log
from ..kernel.state import Card, State
from ..packs import CompiledPack, apply_house_rules
from . import abilities as ab

# Why money may appear or vanish (checked by the money invariant).
MAY_CREATE = {"start", "bidding", "income", "pass", "ability"}
MAY_DESTROY = {"pay", "bid", "auction_end", "showdown", "hit_money", "retirement", "ability", "left_game"}


from .errors import AbilityError, GameError, ReplayExhausted  # noqa: E402,F401


class Game:
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
        self.n = n
        self.seed = seed
        self.players = players
        cards = [Card(i, dict(d)) for i, d in enumerate(pack.cards)]
        names = names or [f"P{i + 1}" for i in range(n)]
        self.state = State(cards, names, Ledger(MAY_CREATE, MAY_DESTROY))
        self.seats = self.state.seats
        self.dice = Dice(seed)
        self.log = Log(enabled=log, echo=echo)
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
        # Decisions
        self.answers: list = []       # encoded answers, in order: the replay record
        self.feed: list | None = None
        self.feed_pos = 0
        self.replay_only = False
        self.decisions = 0
        # Abilities
        self.abil = ab.AbilityIndex(self)
        self._cache_v = -1
        self._pcache: dict = {}
        self._computing: set = set()

    # ----------------------------------------------------------------- decisions
    def ask(self, kind: str, player: int, options=None, lo=None, hi=None, prompt="", labels=None,
            info=None, auto=True):
        d = Decision(kind, player, options, lo, hi, prompt, labels, self, info)
        total = d.count()
        if total == 0:
            raise GameError(f"no legal answer for {kind} (player {player})")
        if auto and total == 1:
            return d.options[0] if d.options else d.lo
        if self.feed is not None and self.feed_pos < len(self.feed):
            rec = self.feed[self.feed_pos]
            self.feed_pos += 1
            try:
                answer = d.decode(rec)
            except (IndexError, TypeError):
                raise GameError(f"replay diverged at decision {len(self.answers) + 1} ({kind}): "
                                f"recorded answer {rec!r} does not fit")
            why = d.check(answer)
            if why:
                raise GameError(f"replay diverged at decision {len(self.answers) + 1} ({kind}): {why}")
            pl = self.players[player]
            if not self.replay_only and pl.replays:
                pl.choose(d)      # keep a seeded computer player's own generator in step
        else:
            if self.replay_only:
                raise ReplayExhausted()
            player_obj = self.players[player]
            tries = 0
            while True:
                answer = player_obj.choose(d)
                why = d.check(answer)
                if why is None:
                    break
                tries += 1
                player_obj.refused(d, answer, why)
                if tries >= 20:
                    raise IllegalAnswer(d, answer, why)
        self.decisions += 1
        self.answers.append(d.encode(answer))
        return answer

    def yes(self, kind: str, player: int, prompt: str = "", info=None) -> bool:
        return self.ask(kind, player, ["no", "yes"], prompt=prompt, info=info) == "yes"

    # ----------------------------------------------------------------- helpers
    def say(self, kind: str, text: str) -> None:
        self.log.add(kind, text)

    def name(self, p: int) -> str:
        return self.seats[p].name

    def alive(self) -> list[int]:
        return [s.index for s in self.seats if s.alive]

    def next_alive(self, p: int) -> int:
        for k in range(1, self.n + 1):
            q = (p + k) % self.n
            if self.seats[q].alive:
                return q
        return p

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
    def _fresh(self) -> dict:
        if self._cache_v != self.state.version:
            self._cache_v = self.state.version
            self._pcache = {}
        return self._pcache

    def power(self, c: Card) -> int:
        """Current Power: printed, markers, modifiers, and the Boss bonus (CL-BOSS-01)."""
        cache = self._fresh()
        key = ("p", c.idx)
        v = cache.get(key)
        if v is None:
            v = self.abil.stat(c, "power", c.power + c.pmark)
            if self.is_boss(c):
                v += self.seats[c.owner].mobcard[0].boss_bonus if self.seats[c.owner].mobcard else 0
            cache[key] = v
        return v

    def power_no_bonus(self, c: Card) -> int:
        v = self.power(c)
        if self.is_boss(c) and self.seats[c.owner].mobcard:
            v -= self.seats[c.owner].mobcard[0].boss_bonus
        return v

    def resistance(self, c: Card) -> int:
        cache = self._fresh()
        key = ("r", c.idx)
        v = cache.get(key)
        if v is None:
            v = cache[key] = self.abil.stat(c, "resistance", c.resistance)
        return v

    def income(self, c: Card) -> int:
        cache = self._fresh()
        key = ("i", c.idx)
        v = cache.get(key)
        if v is None:
            v = cache[key] = max(0, self.abil.stat(c, "income", c.income + c.imark))
        return v

    def pay_of(self, c: Card) -> int:
        return max(0, self.abil.stat(c, "pay", self.power(c)))

    def param(self, p: int, name: str) -> int:
        return self.abil.param(p, name)

    # ----------------------------------------------------------------- money
    def gain(self, p: int, amount: int, reason: str) -> None:
        if amount <= 0:
            return
        self.state.ledger.book_create(reason, amount)
        self.seats[p].money += amount
        self.state.touch()

    def spend(self, p: int, amount: int, reason: str) -> int:
        """Pay the bank up to `amount`; returns what was paid."""
        amount = min(amount, self.seats[p].money)
        if amount <= 0:
            return 0
        self.state.ledger.book_destroy(reason, amount)
        self.seats[p].money -= amount
        self.state.touch()
        return amount

    def transfer(self, a: int, b: int, amount: int) -> None:
        amount = min(amount, self.seats[a].money)
        self.seats[a].money -= amount
        self.seats[b].money += amount
        self.state.touch()

    # ----------------------------------------------------------------- tokens and markers
    def spend_token(self, c: Card) -> None:
        if not c.token:
            raise GameError(f"{c.name} has no action token to spend")
        c.token = False
        self.state.touch()

    def give_token(self, c: Card) -> None:
        if c.token_space and not c.token:
            c.token = True
            self.state.touch()

    def retoken(self, p: int, crooks_only: bool = False) -> None:
        seat = self.seats[p]
        for c in seat.crooks:
            if not c.token:
                c.token = True
        if not crooks_only:
            for c in seat.rackets:
                if c.token_space and not c.token:
                    c.token = True
        self.state.touch()

    def check(self) -> None:
        if self.check_invariants:
            from .invariants import check_all
            check_all(self)

    # ----------------------------------------------------------------- the game
    def setup(self) -> None:
        from . import setup
        setup.setup(self)
        self.current = self.first
        self.check()

    def run(self, max_turns: int | None = None) -> str:
        """Play until someone wins, the turn cap, or `max_turns` (then the outcome is "stopped")."""
        from . import turn, victory
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
        self.say("end", self.summary())
        return self.outcome

    def summary(self) -> str:
        if self.outcome in ("win", "shared", "eliminated"):
            who = " and ".join(self.name(p) for p in self.winners)
            return f"=== {who} win{'s' if len(self.winners) == 1 else ''}: {self.reason} ==="
        return f"=== {self.outcome}: {self.reason} ==="
