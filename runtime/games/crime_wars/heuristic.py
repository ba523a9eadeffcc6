"""A Crime Wars computer player that plays sensibly (no search).

Hires the biggest group it can afford; attacks when an attack has a fair
chance (attackers are never lost, CW-ATK-07, so the cost is only the group's
attack for the turn), banding to raise the odds and preferring a kingpin;
adds defenders while the defence is weak; plays the snitch when the enemy
has more thugs in play; plays roulette only when it has almost nothing to
lose, and borrows only what it can repay.
"""
from __future__ import annotations

from functools import lru_cache

from ...players.base import Player
from . import combat


@lru_cache(maxsize=None)
def dice_sums(n: int) -> tuple:
    """Distribution of the sum of n six-sided dice: ((sum, probability), ...)."""
    dist = {0: 1.0}
    for _ in range(n):
        nxt: dict = {}
        for s, pr in dist.items():
            for face in range(1, 7):
                nxt[s + face] = nxt.get(s + face, 0.0) + pr / 6
        dist = nxt
    return tuple(sorted(dist.items()))


@lru_cache(maxsize=4096)
def win_chance(attack: int, defence: int, dice: int) -> float:
    """P(attack roll × attack > defence roll × defence): the attack wins only when strictly higher."""
    dist = dice_sums(dice)
    return sum(pa * pd for a, pa in dist for d, pd in dist if a * attack > d * defence)


def _second(x):
    return x[1]


def _third(x):
    return x[2]


def _defence_estimate(target, dfn: int, side: list, attacking_thugs: int) -> int:
    """The target's defence `dfn` with the defender's strongest other groups (`side`: (card, thugs,
    defence), strongest first) added while the defending thugs stay within the attacking."""
    total = target.thugs
    for c, n, d in side:
        if c is not target and total + n <= attacking_thugs:
            total += n
            dfn += d
    return dfn


class HeuristicPlayer(Player):
    kind = "heuristic"
    replays = False

    def __init__(self, seed: int = 0):
        self.plan = None              # (target, band) chosen when "attack" was picked

    def choose(self, d):
        handler = getattr(self, "_" + d.kind, None)
        if handler is not None:
            answer = handler(d, d.game)
            if answer is not None and d.check(answer) is None:
                return answer
        return d.options[0] if d.options else d.lo

    # ------------------------------------------------------------------ the turn
    def _action(self, d, g):
        p = g.current                 # the team whose turn it is (a player may run more than one)
        opts = d.options
        if "snitch" in opts and self._snitch_pays(g, p):
            return "snitch"
        if "hire" in opts:
            return "hire"
        if "attack" in opts:
            self.plan = self._best_attack(g, p)
            if self.plan is not None:
                return "attack"
        if "roulette" in opts and self._nothing_to_lose(g, p):
            return "roulette"
        return "end"

    def _snitch_pays(self, g, p: int) -> bool:
        mine = sum(c.thugs for c in g.groups(p))
        theirs = sum(c.thugs for q in g.alive() if q != p for c in g.groups(q))
        return theirs >= mine + 6

    def _nothing_to_lose(self, g, p: int) -> bool:
        s = g.seats[p]
        return not g.number_cards(p) and not s.loans and s.money < 2 * g.rules.thug_price

    def _hire(self, d, g):
        return max(d.options, key=lambda c: c.thugs)

    # ------------------------------------------------------------------ attacking
    def _best_attack(self, g, p: int):
        """The (target, band) of the highest value: chance to win × what the target is worth (100 for a
        kingpin, else its thugs), less 0.01 a group of the band; None when no chance reaches 1 in 4.
        The bands weighed for a target: each able attacker alone, and for a group the strongest groups
        that fit within its thugs. Every strength is read once a decision (nothing changes while the
        player weighs), and a target whose worth cannot beat the best value so far is not weighed."""
        able = combat.able_attackers(g, p)
        if not able:
            return None
        dice = g.rules.combat_dice
        attack_of, defence_of, thugs_of = g.attack_of, g.defence_of, g.thugs_of
        singles = [(a, attack_of(a), thugs_of(a)) for a in able]
        # the groups strongest first (a stable sort: equals keep the order they are able in)
        strongest = sorted((x for x in singles if x[0].kind == "thug"), key=_second, reverse=True)
        greedy: dict = {}             # target's thugs -> (band, its attack, its thugs)
        sides: dict = {}              # owner -> his groups, strongest defence first, as (card, thugs, defence)
        best, best_value = None, 0.0
        for t in combat.targets(g, p, able):
            kingpin = t.kind == "kingpin"
            worth = 100 if kingpin else t.thugs
            if worth <= best_value:   # chance × worth - 0.01 × groups < worth: it cannot beat the best
                continue
            base = defence_of(t)
            if kingpin:
                estimates = None
            else:
                owner = t.owner
                side = sides.get(owner)
                if side is None:
                    side = sides[owner] = sorted(((c, c.thugs, defence_of(c)) for c in g.groups(owner)),
                                                 key=_third, reverse=True)
                estimates = {}
            for a, att, n in singles:
                if estimates is None:
                    dfn = base
                else:
                    dfn = estimates.get(n)
                    if dfn is None:
                        dfn = estimates[n] = _defence_estimate(t, base, side, n)
                chance = win_chance(att, dfn, dice)
                value = chance * worth - 0.01
                if chance >= 0.25 and value > best_value:
                    best, best_value = (t, [a]), value
            if kingpin:
                continue
            got = greedy.get(t.thugs)
            if got is None:
                band, att, total = [], 0, 0
                for c, a_c, n_c in strongest:
                    if total + n_c <= t.thugs:
                        band.append(c)
                        att += a_c
                        total += n_c
                got = greedy[t.thugs] = (band, att, total)
            band, att, total = got
            if len(band) > 1:
                dfn = estimates.get(total)
                if dfn is None:
                    dfn = estimates[total] = _defence_estimate(t, base, side, total)
                chance = win_chance(att, dfn, dice)
                value = chance * worth - 0.01 * len(band)
                if chance >= 0.25 and value > best_value:
                    best, best_value = (t, band), value
        return best

    def _defence_estimate(self, g, target, attacking_thugs: int) -> int:
        """The defence if the defender adds his strongest groups within the limit."""
        dfn = g.defence_of(target)
        if target.kind != "thug":
            return dfn
        side = sorted(((c, c.thugs, g.defence_of(c)) for c in g.groups(target.owner)), key=_third, reverse=True)
        return _defence_estimate(target, dfn, side, attacking_thugs)

    def _target(self, d, g):
        if self.plan and self.plan[0] in d.options:
            return self.plan[0]
        return None

    def _attacker(self, d, g):
        if self.plan and self.plan[1][0] in d.options:
            return self.plan[1][0]
        return max(d.options, key=g.attack_of)

    def _band(self, d, g):
        if self.plan:
            for c in self.plan[1][1:]:
                if c in d.options:
                    return c
        return "stop"

    # ------------------------------------------------------------------ defending
    def _defend(self, d, g):
        a = d.info
        att = sum(g.attack_of(c) for c in a.band)
        dfn = sum(g.defence_of(c) for c in a.defenders)
        dice = g.rules.combat_dice
        hold = 1 - win_chance(att, dfn, dice)
        groups = [c for c in d.options if c != "stop"]
        best = max(groups, key=g.defence_of)
        better = 1 - win_chance(att, dfn + g.defence_of(best), dice)
        return best if hold < 0.9 and better > hold + 0.1 else "stop"

    # ------------------------------------------------------------------ money
    def _loan(self, d, g):
        p = g.current
        loss = d.info
        money, assets = g.seats[p].money, g.assets(p)
        if loss >= assets:
            return 0
        step = g.rules.loan_step
        needed = -(-(loss - money) // step) * step
        cap = (assets - loss) * 100 // g.rules.loan_interest_percent if g.rules.loan_interest_percent else loss
        fits = [a for a in d.options if a <= min(needed, cap)]
        return max(fits) if fits else 0

    def _empire(self, d, g):
        return "control"              # more groups to attack with beats a one-off payment

    def _fight(self, d, g):
        return "no"                   # a shared win is a win

    def _accept(self, d, g):
        return "yes"

    def _pay_thugs(self, d, g):
        owed = d.info
        cards = d.options
        for zone in ("hand", "play"):
            enough = [c for c in cards if c.zone == zone and g.worth(c) >= owed]
            if enough:
                return min(enough, key=g.worth)
        hand = [c for c in cards if c.zone == "hand"]
        return max(hand, key=g.worth) if hand else min(cards, key=g.worth)
