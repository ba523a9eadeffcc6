"""The Crime Wars game: state, setup, the turn, and the end (clause ids of docs/rules/crime-wars.md).

Attacks live in combat.py, roulette, debts and loans in money.py; they are
functions of a CrimeWarsGame. Every number comes from `self.rules` (the
ruleset after house rules, rules.py) or from the cards' data.
"""
from __future__ import annotations

import math

from ...kernel.errors import GameError
from ...kernel.ledger import Ledger
from ...kernel.state import State, card_class, seat_class
from ...kernel.table import Table
from ...abilities import stat_depends
from ...api import StatModifier, Trigger
from ...kernel.events import Event
from ...packs import apply_house_rules
from . import abilities, alliance, combat, invariants, money, view
from .rules import read_rules

# What the rules keep on a card and a seat besides what the game declares (GAME).
CARD_STATE = {"since": -1,      # the game turn the card was put into play (CW-HIRE-06)
              "used": -1,       # the game turn it last attacked (CW-ATK-03)
              "deck_copy": 1}   # which pack of suits it comes from (CW-VAR-17)
SEAT_STATE = {"attack": 0,      # the team's attack per thug, bonuses included (CW-FACE-03)
              "defence": 0,
              "suit": None,
              "second": None,   # [suit, attack, defence] of a second team in the same deck (CW-VAR-06)
              "turns": 0,       # turns this seat has played
              "kingpin_used": -1,
              "roulette_turn": -1, "roulette_count": 0,
              "loans": list,    # [{"due": amount, "turn": seat turn it falls due}] (CW-LOAN-05)
              "out_turn": -1}

# Why money may appear or vanish (the money invariant).
MAY_CREATE = {"start", "ace", "ability", "roulette", "loan", "change", "conquest", "pot"}
MAY_DESTROY = {"hire", "ability", "roulette", "loan", "out", "forfeit"}


class CrimeWarsGame(Table):
    def __init__(self, pack, players: list, seed: int = 0, house_rules=(), check_invariants: bool = False,
                 log: bool = True, echo=None):
        self.pack = pack
        self.ruleset, self.house_rules = apply_house_rules(pack, house_rules)
        self.house_rule_ids = list(house_rules)
        self.rules = R = read_rules(self.ruleset)
        n = len(players)
        if not R.players_min <= n <= R.players_max:
            raise GameError(f"{n} players: this ruleset allows {R.players_min} to {R.players_max} (CW-SET-01)")
        if R.rich_mans_curse and n < R.rich_mans_curse_min_teams:
            raise GameError(f"rich man's curse needs at least {R.rich_mans_curse_min_teams} players (CW-VAR-12)")
        if R.kingpins_only and R.everything_in_play:
            raise GameError("kingpins only and everything in play cannot be combined (CW-R-33)")
        if R.great_empire and n < R.great_empire_min_teams:
            raise GameError(f"the great empire needs at least {R.great_empire_min_teams} players (CW-VAR-14)")
        if R.teams_per_player not in (1, 2):
            raise GameError(f"`rules.teams_per_player` is {R.teams_per_player}: a player runs one team or two "
                            f"(CW-VAR-01)")
        super().__init__(players, seed, log=log, echo=echo)
        self.teams = n * R.teams_per_player   # what "a two-player game" and "three or more" count (CW-R-26)
        # Who decides for each team, and which teams are on one side (CW-VAR-01, CW-VAR-05, CW-VAR-14).
        self.controller = list(range(n))
        self.side = list(range(n))
        self.conquered: list[int] = []    # teams without a kingpin, run by their conqueror (CW-R-31)
        self._ally(R.alliances, R.alliance_one_player)
        game = pack.game
        datas = _card_datas(pack.cards, n * R.teams_per_player)
        card_cls = card_class(game, datas, CARD_STATE)
        seat_cls = seat_class(game, ("money",), SEAT_STATE)
        zones = game["zones"]
        cards = [card_cls(i, d) for i, d in enumerate(datas)]
        for c, d in zip(cards, datas):
            c.deck_copy = d["deck_copy"]
        self.state = State(cards,
                           [seat_cls(i, f"P{i + 1}") for i in range(n)],
                           Ledger(MAY_CREATE, MAY_DESTROY), zones["shared"], zones["seat"])
        self.seats = self.state.seats
        # The shared ability runtime (abilities.py): the cards' and house rules' abilities.
        self.card_abilities = abilities.card_abilities(pack, [c.id for c in cards])
        abilities.watch(self.state, self.card_abilities)
        records = [r for recs in (pack.abilities or {}).values() for r in recs]
        records += [r for hr in self.house_rules for r in hr.abilities]
        # What the game's abilities could ever change or hear: a stat no record modifies, or an event no
        # trigger waits for, is never asked of the index (the heuristic reads strengths very often).
        self.modified_stats = frozenset(r.stat for r in records if isinstance(r, StatModifier))
        self.heard = frozenset(r.event for r in records if isinstance(r, Trigger))
        self.playable = frozenset(i for i, recs in self.card_abilities.items() if abilities.played_records(recs))
        self._stat_deps = stat_depends(records, abilities.READS)
        self.stats_order_free = not self._stat_deps.anything
        self._computing: set = set()
        self.quiet_effects = False    # a drawn bonus's effects are told by its one line (draw)
        self.effect_reason = "ability"    # why money an effect gives is booked (abilities.drawn_card)
        self.abil = abilities.index(self)
        self.check_invariants = check_invariants
        self.turn = 0
        self.current = 0
        self.phase = "setup"
        self.first: int | None = None   # the seat that won the opening roll and played first (CW-SET-08)
        self.outcome = None
        self.winners: list[int] = []
        self.reason = ""
        self.pot = 0                  # CW-VAR-15: what hiring and roulette paid, for the winner
        self.coin = None              # CW-VAR-13: seat holding the curse's coin; "gone" when it left the game
        self.attack = None            # the attack being put together (combat.Attack), for players to read

    def _ally(self, pairs: list, one_player: bool) -> None:
        """CW-VAR-01, CW-R-33: pairs of seats, an even number of four or more teams, two teams to an alliance."""
        if not pairs:
            return
        if self.n < 4 or self.n % 2:
            raise GameError(f"alliances need an even number of four or more players, not {self.n} (CW-R-33)")
        seen = set()
        for pair in pairs:
            if len(pair) != 2 or any(not 1 <= x <= self.n or x in seen for x in pair) or pair[0] == pair[1]:
                raise GameError(f"`rules.alliances`: {pair} is not a pair of two seats of 1..{self.n} "
                                f"that are in no other alliance (CW-VAR-01)")
            seen.update(pair)
            a, b = pair[0] - 1, pair[1] - 1
            self.side[b] = self.side[a]
            if one_player:
                self.controller[b] = a

    # ------------------------------------------------------------------ reading the state
    def who(self, p: int) -> int:
        """The seat whose player decides for team p (himself, or the player running it)."""
        return self.controller[p]

    def allies(self, p: int) -> list[int]:
        return [q for q in self.alive() if q != p and self.side[q] == self.side[p]]

    def team(self, p: int):
        cards = self.seats[p].team
        return cards[0] if cards else None

    def kingpin(self, p: int):
        k = self.seats[p].kingpin
        return k[0] if k else None

    def worth(self, card) -> int:
        """CW-HIRE-05: only number cards have worth."""
        return card.thugs * self.rules.thug_price if card.kind == "thug" else 0

    def groups(self, p: int) -> list:
        return [c for c in self.seats[p].play if c.kind == "thug"]

    def number_cards(self, p: int) -> list:
        """Number cards a debt may be paid with: in hand and in play (CW-LOAN-02)."""
        s = self.seats[p]
        return [c for c in s.hand if c.kind == "thug"] + self.groups(p)

    def assets(self, p: int) -> int:
        return self.seats[p].money + sum(self.worth(c) for c in self.number_cards(p))

    def thugs_of(self, card) -> int:
        return self.rules.kingpin_thugs if card.kind == "kingpin" else card.thugs

    def strength(self, card) -> tuple[int, int]:
        """Attack and defence per thug of the card's team (its own suit's in a combined deck, CW-VAR-06)."""
        s = self.seats[card.owner]
        if s.second is not None and card.suit == s.second[0]:
            return s.second[1], s.second[2]
        return s.attack, s.defence

    def attack_of(self, card) -> int:
        """CW-HIRE-04 and CW-KING-02: from the team's current strength per thug, then the abilities in force."""
        base = self.attack_base(card)
        if "attack" not in self.modified_stats:
            return base
        return max(0, self.abil.stat(card, "attack", base))

    def attack_base(self, card) -> int:
        """A card's attack before the abilities."""
        attack = self.strength(card)[0]
        if card.kind == "kingpin":       # kingpins only sets it (an ability of the house rule, CW-VAR-11)
            return attack * self.rules.kingpin_attack_factor
        return card.thugs * attack

    def defence_of(self, card) -> int:
        base = self.defence_base(card)
        if "defence" not in self.modified_stats:
            return base
        return max(0, self.abil.stat(card, "defence", base))

    def defence_base(self, card) -> int:
        """A card's defence before the abilities."""
        defence = self.strength(card)[1]
        if card.kind == "kingpin":
            return defence * self.rules.kingpin_defence_factor
        return card.thugs * defence

    def label(self, card) -> str:
        return f"{card.name} ({self.name(card.owner)})"

    # ------------------------------------------------------------------ money
    def gain(self, p: int, amount: int, reason: str) -> None:
        if amount:
            self.seats[p].money += amount
            self.state.ledger.book_create(reason, amount)

    def spend(self, p: int, amount: int, reason: str) -> int:
        """Take up to `amount` from a seat to the bank (or the pot, CW-VAR-15); returns what was taken."""
        s = self.seats[p]
        taken = min(amount, s.money)
        if taken:
            s.money -= taken
            self.state.ledger.book_destroy(reason, taken)
            if self.rules.winner_collects_bank and reason in ("hire", "roulette", "loan"):
                self.pot += taken
        return taken

    # ------------------------------------------------------------------ setup (CW-SET)
    def setup(self) -> None:
        R, st = self.rules, self.state
        box = list(st.zones["box"])
        teams = [c for c in box if c.kind == "team"]
        for p in range(self.n):                     # CW-SET-02, CW-R-01: suits chosen in seat order
            s = self.seats[p]
            for k in range(R.teams_per_player):
                free = [c for c in teams if c.zone == "box"]
                team = self.ask("team", p, free, prompt="which team (suit) will you run?",
                                labels=[f"{c.name}: {c.suit}, attack {c.attack}, defence {c.defence}" for c in free])
                st.move(team, "team", p)
                if k == 0:
                    s.suit, s.attack, s.defence = team.suit, team.attack, team.defence
                else:                               # CW-VAR-06: a second team in the same deck
                    s.second = [team.suit, team.attack, team.defence]
                self.gain(p, R.start_money, "start")    # CW-SET-05; $2,000 for two teams (CW-VAR-06)
                self.say("setup", f"{self.name(p)} runs {team.name} ({team.suit}, {team.attack}/{team.defence} "
                                  f"a thug), ${s.money}")
        for pair in self.rules.alliances:
            a, b = pair[0] - 1, pair[1] - 1
            run = f", both run by {self.name(a)}" if self.controller[b] == a else ""
            self.say("setup", f"{self.name(a)} and {self.name(b)} are allies{run}")
        snitches = [c for c in box if c.kind == "snitch"]
        use_snitches = R.snitches and self.teams == R.snitch_teams and not R.kingpins_only
        if use_snitches and len(snitches) < self.n * R.snitches_per_deck:
            raise GameError(f"the pack has {len(snitches)} snitch cards; {self.n * R.snitches_per_deck} are needed")
        for p in range(self.n):
            s = self.seats[p]
            suits = {(t.suit, t.deck_copy) for t in s.team}
            own = [c for c in box if c.kind in ("thug", "kingpin", "bonus") and (c.suit, c.deck_copy) in suits
                   and c.zone == "box"]
            kings = [c for c in own if c.kind == "kingpin"]
            if len(kings) != len(suits):
                raise GameError(f"the {s.suit} suit has no kingpin card")
            king = kings[0]
            if len(kings) > 1:                      # CW-VAR-06: one kingpin of his choice, the other leaves
                king = self.ask("kingpin", p, kings, prompt="which kingpin do you keep?",
                                labels=[f"{c.name}" for c in kings])
                for other in kings:
                    if other is not king:
                        st.move(other, "out")
                        own.remove(other)
                self.say("setup", f"{self.name(p)} keeps {king.name} as his one kingpin")
            st.move(king, "kingpin", p)             # CW-SET-06
            king.since = 0
            if R.kingpins_only:                     # CW-VAR-11: only kingpins are played
                continue
            rest = [c for c in own if c is not king]
            if use_snitches:                        # CW-SET-03, CW-JOKER-01
                rest += snitches[p * R.snitches_per_deck:(p + 1) * R.snitches_per_deck]
            if R.everything_in_play:                # CW-VAR-10, CW-R-28
                self._all_in_play(p, rest)
                continue
            for c in rest:
                st.move(c, "deck", p)
            self.dice.shuffle(s.deck)
        if not (R.everything_in_play or R.kingpins_only):
            for p in range(self.n):                 # CW-SET-07
                for _ in range(R.opening_draw):
                    self.draw(p)
        self.first = self.current = self.opening_roll()    # CW-SET-08
        self.phase = "play"
        self.check()

    def _all_in_play(self, p: int, cards: list) -> None:
        st = self.state
        for c in sorted(cards, key=_rank_order):
            if c.kind == "thug":
                st.move(c, "play", p)
                c.since = 0
            elif c.kind == "snitch":
                st.move(c, "hand", p)
            else:
                self.show_bonus(p, c, p)
                st.move(c, "out")
        s = self.seats[p]
        self.say("setup", f"{self.name(p)} starts with everything in play: {s.attack}/{s.defence} a thug, ${s.money}")

    def opening_roll(self) -> int:
        """CW-SET-08: everyone rolls; those tied for highest roll again."""
        rolling = list(range(self.n))
        while True:
            rolls = {p: self.dice.roll(1)[0] for p in rolling}
            self.say("setup", "opening roll: " + ", ".join(f"{self.name(p)} {r}" for p, r in rolls.items()))
            best = max(rolls.values())
            rolling = [p for p in rolling if rolls[p] == best]
            if len(rolling) == 1:
                self.say("setup", f"{self.name(rolling[0])} plays first")
                return rolling[0]

    # ------------------------------------------------------------------ drawing (CW-TURN-01, CW-FACE)
    def draw(self, p: int) -> None:
        card = self.state.top("deck", p)
        if card is None:
            self.say("draw", f"{self.name(p)}'s deck is empty: no card")
            return
        if card.kind == "bonus":                    # CW-FACE-01: works at once, to the bottom
            to = p
            allies = self.allies(p)
            if allies:                              # CW-FACE-05, CW-VAR-03: or to an ally
                teams = [self.team(p)] + [self.team(q) for q in allies]
                chosen = self.ask("bonus_to", self.who(p), teams, prompt=f"{card.name}: for which team?",
                                  labels=[t.name for t in teams], info=card)
                to = chosen.owner
            self.show_bonus(to, card, p)
            self.state.move_to_bottom(card, "deck", p)
            return
        self.state.move(card, "hand", p)
        if self.speaking:
            self.say("draw", f"{self.name(p)} draws {card.name}")

    def show_bonus(self, p: int, card, drawer: int) -> None:
        """CW-FACE-01..03: a bonus card works as it is drawn, for the whole team p: its abilities say how
        (bonuses.yaml, a trigger on being `drawn`). The table sees it, unlike a card drawn to a hand."""
        s = self.seats[p]
        second = s.second is not None and card.suit == s.second[0]    # it helps only its own team (CW-VAR-06)
        before = (s.second[1], s.second[2]) if second else (s.attack, s.defence)
        money_before = s.money
        abilities.drawn_card(self, card, p, drawer)
        if not self.speaking:
            return
        now = (s.second[1], s.second[2]) if second else (s.attack, s.defence)
        gave = [(k, v) for k, v in (("attack", now[0] - before[0]), ("defence", now[1] - before[1]),
                                    ("money", s.money - money_before)) if v]
        self.say("bonus", f"{self.name(p)} draws {card.name}: " + ", ".join(
            (f"+${v}" if v > 0 else f"-${-v}") if k == "money" else f"{v:+} {k}" for k, v in gave)
            + f" (now {now[0]}/{now[1]} a thug, ${s.money})")

    # ------------------------------------------------------------------ the turn (CW-TURN)
    def run(self, max_turns: int | None = None) -> str:
        if self.phase == "setup":
            self.setup()
        while self.outcome is None:
            if max_turns is not None and self.turn >= max_turns:
                self.outcome, self.reason = "stopped", f"stopped after {self.turn} turns"
                break
            if self.turn >= self.rules.turn_cap:    # CW-END-04, CW-R-22
                self.outcome, self.reason = "no winner", f"the turn cap ({self.rules.turn_cap} turns) was reached"
                break
            self.play_turn(self.current)
            self.check()
            if self.outcome is None:
                self.current = self.next_alive(self.current)
        if self.outcome != "stopped":
            self.phase = "over"
        self.say("end", self.summary())
        return self.outcome

    def play_turn(self, p: int) -> None:
        R = self.rules
        s = self.seats[p]
        self.turn += 1
        self.current = p
        s.turns += 1
        if self.speaking:
            run = f", run by {self.name(self.who(p))}" if self.who(p) != p else ""
            self.say("turn", f"--- turn {self.turn}: {self.name(p)} ({self.team(p).name}{run}), ${s.money} ---")
        if "turn_start" in self.heard and self.abil.listens("turn_start"):
            self.abil.emit(Event("turn_start", player=s))
        if not R.kingpins_only:
            for _ in range(R.turn_draw):
                self.draw(p)
        acted = False
        while self.outcome is None and s.alive:
            menu = self.actions(p)
            what = self.ask("action", self.who(p), menu, prompt=lambda: f"{self.team(p).name}: what now?",
                            labels=lambda menu=menu: [_ACTION_LABELS[a] for a in menu])
            if what == "end":
                if not acted:
                    self.record("pass", self.who(p))
                break
            acted = True
            if what != "snitch":                    # a snitch is counted with its card (play_snitch)
                self.record(what, self.who(p))
            if what == "hire":
                self.hire(p)
            elif what == "attack":
                combat.attack(self, p)
            elif what == "roulette":
                money.roulette(self, p)
            elif what == "snitch":
                self.play_snitch(p)
            elif what == "give":
                alliance.give(self, p)
            elif what == "break":
                alliance.break_alliance(self, p)
            self.check()
        if self.outcome is None and s.alive:
            money.loans_due(self, p)                # CW-TURN-03, CW-LOAN-05

    def actions(self, p: int) -> list[str]:
        """CW-TURN-02, CW-R-03: the menu of what the active player may do now."""
        s = self.seats[p]
        menu = []
        if self.hireable(p):
            menu.append("hire")
        if combat.can_attack(self, p):
            menu.append("attack")
        if s.roulette_turn != self.turn or s.roulette_count < self.rules.roulette_per_turn:
            menu.append("roulette")
        if self.playable and any(c.id in self.playable for c in s.hand):    # a snitch (CW-JOKER-02)
            menu.append("snitch")
        if alliance.receivers(self, p):
            menu.append("give")
        if self.rules.alliance_breakable and any(self.who(q) != self.who(p) for q in self.allies(p)):
            menu.append("break")
        menu.append("end")
        return menu

    def hireable(self, p: int) -> list:
        s = self.seats[p]
        return [c for c in s.hand if c.kind == "thug" and self.worth(c) <= s.money]

    def hire(self, p: int) -> None:
        """CW-HIRE-02: a number card from hand into play, paid at once."""
        options = sorted(self.hireable(p), key=_rank_order)
        card = self.ask("hire", self.who(p), options, prompt="hire which group?",
                        labels=lambda: [f"{c.name}: {c.thugs} thugs for ${self.worth(c)}" for c in options])
        self.spend(p, self.worth(card), "hire")
        self.used_cards.append((self.who(p), card.id))    # played from the hand (the report's card use)
        self.state.move(card, "play", p)
        card.since = self.turn
        if self.speaking:
            self.say("hire", f"{self.name(p)} hires {card.name} for ${self.worth(card)} (${self.seats[p].money} left)")
        if "group_hired" in self.heard and self.abil.listens("group_hired"):
            self.abil.emit(Event("group_hired", group=card, player=self.seats[p]))

    def play_snitch(self, p: int) -> None:
        """CW-JOKER-02..04: the first card in hand with a played ability (a snitch: every thug group in play
        to the bottom of its owner's deck, snitches.yaml); then it goes under its holder's deck."""
        joker = next(c for c in self.seats[p].hand if c.id in self.playable)
        self.record("snitch", self.who(p), joker.id)
        before = [c for q in self.alive() for c in self.groups(q)]
        for rec in abilities.played(self, joker):
            abilities.play_card(self, p, joker, rec)
        sent = [c for c in before if c.zone != "play"]
        self.state.move_to_bottom(joker, "deck", p)
        self.say("snitch", f"{self.name(p)} plays {joker.name}: " +
                 (", ".join(self.label(c) for c in sent) if sent else "no group") + " sent back to the decks")

    def to_bottom(self, cards: list) -> None:
        """CW-TURN-05, CW-R-04: several cards go to the bottom of their owner's deck in ascending rank."""
        for c in sorted(cards, key=_rank_order, reverse=True):
            self.state.move_to_bottom(c, "deck", c.owner)

    # ------------------------------------------------------------------ the end (CW-END)
    def knock_out(self, p: int, killer: int | None, why: str, choice: str | None = None) -> None:
        """CW-END-02: the team leaves with every card; its money to its conqueror (CW-KING-06) or the bank.
        The teams it ran (CW-R-31) fall with it. Under the great empire the killer may take them all instead."""
        R = self.rules
        dependents = [q for q in self.alive() if q != p and self.who(q) == p and q in self.conquered]
        if choice is None and killer is not None and R.great_empire and self.teams >= R.great_empire_min_teams:
            choice = self.ask("empire", self.who(killer), ["money", "control"],
                              prompt=f"{self.team(p).name} is beaten: take its money, or run it as yours?",
                              labels=["the money of the conquest", "the team, under your control"])
        if killer is not None:
            self.record("knock_out", self.who(killer))
        if choice == "control":                     # CW-VAR-14, CW-R-31
            self.record("take_control", self.who(killer))
            self._curse(p, killer)
            for q in [p] + dependents:
                self._take_over(q, killer)
            self.check_end()
            return
        self._leave(p, killer, why)
        for q in dependents:
            self._leave(q, killer, f"{self.team(p).name}, who ran it, is out")
        self.check_end()

    def _take_over(self, q: int, killer: int) -> None:
        for c in list(self.seats[q].kingpin):
            self.state.move(c, "out")
        if q not in self.conquered:
            self.conquered.append(q)
        self.controller[q] = self.who(killer)
        self.side[q] = self.side[killer]
        self.say("out", f"{self.team(q).name} joins {self.team(killer).name}: {self.name(self.who(killer))} "
                        f"runs it from now on, without its money")

    def _curse(self, p: int, killer: int | None) -> bool:
        """CW-VAR-13, CW-R-30: the first kill, and then each kill of the holder, passes the coin and its price."""
        if not self.rules.rich_mans_curse:
            return False
        if killer is not None and (self.coin is None or self.coin == p):
            self.coin = killer
            self.say("out", f"{self.name(killer)} takes the coin of the rich man's curse and forfeits "
                            f"the money of this conquest")
            return True
        if self.coin == p:
            self.coin = "gone"
        return False

    def _leave(self, p: int, killer: int | None, why: str) -> None:
        s = self.seats[p]
        hand_worth = sum(self.worth(c) for c in s.hand if c.kind == "thug")
        cursed = self._curse(p, killer)
        if killer is not None and self.teams >= self.rules.conquest_min_teams and not cursed:
            self.seats[killer].money += s.money
            self.say("out", f"{self.name(killer)} conquers {self.team(p).name}: its ${s.money} and "
                            f"${hand_worth} for the cards in its hand")
            s.money = 0
            self.gain(killer, hand_worth, "conquest")
        else:
            self.spend(p, s.money, "forfeit" if cursed else "out")
        s.loans.clear()
        for zone in ("kingpin", "deck", "hand", "play"):
            for c in list(getattr(s, zone)):
                self.state.move(c, "out")
        s.alive = False
        s.out_turn = self.turn
        self.say("out", f"{self.name(p)} ({self.team(p).name}) is out: {why}")

    def check_end(self) -> None:
        """CW-END-03, CW-VAR-07: the game ends when every team left is on one side; allies may fight on."""
        if self.outcome is not None:
            return
        alive = self.alive()
        if len({self.side[q] for q in alive}) > 1:
            return
        deciders = sorted({self.who(q) for q in alive})
        if len(deciders) > 1 and alliance.fight_on(self, alive, deciders):
            return
        self.winners = deciders
        self.outcome = "win" if len(deciders) == 1 else "shared"
        names = " and ".join(self.team(q).name for q in alive)
        self.reason = (f"{names} {'is' if len(alive) == 1 else 'are'} the last "
                       f"{'team' if len(alive) == 1 else 'teams'} standing (turn {self.turn})")
        if self.rules.winner_collects_bank and self.pot:     # CW-VAR-15, CW-R-32: shared in equal parts
            share, rest = divmod(self.pot, len(deciders))
            for i, w in enumerate(deciders):
                self.gain(w, share + (rest if i == 0 else 0), "pot")
            self.say("end", f"{' and '.join(self.name(w) for w in deciders)} collect the bank: ${self.pot}")
            self.pot = 0

    def summary(self) -> str:
        if self.winners:
            who = " and ".join(self.name(w) for w in self.winners)
            return f"=== {who} win{'s' if len(self.winners) == 1 else ''}: {self.reason} ==="
        return f"=== {self.outcome}: {self.reason} ==="

    # ------------------------------------------------------------------ the engine surface
    def check(self) -> None:
        if self.check_invariants:
            invariants.check_all(self)

    def snapshot(self) -> dict:
        st = self.state
        return {
            "turn": self.turn, "current": self.current, "phase": self.phase, "outcome": self.outcome,
            "winners": self.winners, "dice_draws": self.dice.draws, "pot": self.pot, "coin": self.coin,
            "controller": self.controller, "side": self.side, "conquered": self.conquered,
            "zones": {z: [c.id for c in st.zones[z]] for z in st.shared_zones},
            "seats": [{"money": s.money, "alive": s.alive, "attack": s.attack, "defence": s.defence, "second": s.second,
                       "turns": s.turns, "kingpin_used": s.kingpin_used, "loans": [dict(x) for x in s.loans],
                       "roulette": [s.roulette_turn, s.roulette_count],
                       **{z: [c.id for c in getattr(s, z)] for z in st.seat_zones}} for s in self.seats],
            "cards": {c.id: [c.since, c.used] for c in st.cards if c.since >= 0 or c.used >= 0},
            "ledger": [dict(sorted(st.ledger.created.items())), dict(sorted(st.ledger.destroyed.items()))],
        }

    # What Table.record counts for `syndicate simulate`'s action mix, listed so that a kind nobody chose
    # shows as 0: the turn's menu (hire, attack, roulette, snitch, give, break; pass = a turn with none),
    # attacks by a band or on a kingpin, defences with more than the target, loans, and teams knocked out.
    TALLY_KINDS = ("hire", "attack", "band", "attack_kingpin", "defend", "roulette", "loan", "snitch", "give",
                   "break", "pass", "knock_out", "take_control", "fight_on")

    # ------------------------------------------------------------------ what a person sees (view.py)
    STATUS_HELP = view.STATUS_HELP

    def status(self, seat: int) -> str:
        return view.status(self, seat)

    def status_line(self, seat: int) -> str:
        return view.header(self, seat)

    def faction_cards(self) -> list:
        return [self.team(s.index) for s in self.seats]

    def held_cards(self, seat) -> list:
        return list(seat.kingpin) + list(seat.play)


_ACTION_LABELS = {"hire": "hire a thug group", "attack": "attack", "roulette": "play roulette",
                  "snitch": "play the snitch", "give": "give to an ally", "break": "break the alliance",
                  "end": "end the turn"}


def _rank_order(card) -> int:
    return card.thugs if card.kind == "thug" else 0


def _card_datas(cards, teams: int) -> list[dict]:
    """The cards of the game: the pack's, and as many further packs of suits as the teams need (CW-VAR-17).

    A card of the k-th pack is the same card with `#k` after its id; `deck_copy` says which pack it is from.
    """
    team_cards = [d for d in cards if d["kind"] == "team"]
    copies = max(1, math.ceil(teams / max(1, len(team_cards))))
    out = []
    for k in range(1, copies + 1):
        for d in cards:
            if k > 1 and d["kind"] == "snitch":
                continue
            c = dict(d)
            if k > 1:
                c["id"] = f"{d['id']}#{k}"
                c["name"] = f"{d['name']} (pack {k})"
            c["deck_copy"] = k
            out.append(c)
    return out
