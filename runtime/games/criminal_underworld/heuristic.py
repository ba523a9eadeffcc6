"""A Criminal Underworld computer player that plays sensibly (no search).

Builds businesses while it can spare the money, puts defences on its
headquarters (then its best business), sells trade cards (its specialty
first), robs the richest rival, and once the first turns are over attacks:
a kill or a capture when one is in reach, else the weakest headquarters
or the leader, through the weakest defence. It judges a service by what its
ability would do (abilities.preview, for each legal choice of targets): power
back when hurt, damage that kills, a rival's defence gone when rich, a new
hand when nothing can be played; it offers its least useful card for a
rival's and accepts an offer that is worth more to it than its worst cards.
"""
from __future__ import annotations

from ...players.base import Player
from . import combat, services
from .abilities import effects_of, preview

RESERVE = 30          # money kept back when buying something that is not urgent


class HeuristicPlayer(Player):
    kind = "heuristic"
    replays = False

    def __init__(self, seed: int = 0):
        self.plan = None          # (card, mode) chosen when "play" was picked
        self.service = None       # the service chosen when "buy" was picked
        self.service_picks = {}   # and the targets chosen for its ability

    def choose(self, d):
        handler = getattr(self, "_" + d.kind, None)
        if handler is not None:
            answer = handler(d, d.game)
            if answer is not None and d.check(answer) is None:
                return answer
        return d.options[0] if d.options else d.lo

    # ------------------------------------------------------------------ valuing
    def value(self, g, p: int, c, mode: str | None = None, kept: dict | None = None) -> float:
        """What playing a card now is worth to p, in thousands of dollars (<= 0: not worth it).
        `kept`: a dict the caller keeps while nothing changes (the targets' scores by damage)."""
        money = g.seats[p].money
        k = c.kind
        if k == "trade":
            return c.value * (g.rules.specialty_factor if g.org(p).specialty == c.trade else 1)
        if k == "heist":
            rivals = g.rivals(p)
            return max((min(c.amount, g.seats[q].money) for q in rivals), default=0) 
        if k == "business":
            if c.cost > money - RESERVE:
                return 0
            return g.income(c) * 6 - c.cost / 2
        if k == "offence" or (k == "dual" and mode == "offence"):
            if not g.can_attack(p) or g.offence_cost(p, c) > money:
                return 0
            dmg = g.damage(c)
            if kept is None:
                best = max((self.target_score(g, h, dmg) for h in combat.targets(g, p)), default=0)
            else:
                best = kept.get(dmg)
                if best is None:
                    hosts = kept.get("targets")
                    if hosts is None:
                        hosts = kept["targets"] = combat.targets(g, p)
                    best = kept[dmg] = max((self.target_score(g, h, dmg) for h in hosts), default=0)
            return best - g.offence_cost(p, c) / 4
        if k == "defence" or (k == "dual" and mode == "defence"):
            if g.defence_cost(p, c) > money or not g.has_free_host(p):
                return 0
            mine = len(g.defences_on(g.hq(p)))
            upkeep = 3 if k == "defence" and "pay_money" in effects_of(g, c) else 0
            bonus = 3 if k == "defence" and "gain_money" in effects_of(g, c) else 0
            weight = 3.0 if mine < 2 else 1.5 if mine < 4 else 0.8
            return c.power * weight - g.defence_cost(p, c) / 2 - upkeep * 5 + bonus * 5
        if k == "dual":
            return max(self.value(g, p, c, "offence", kept), self.value(g, p, c, "defence", kept))
        return 0

    def keep(self, g, p: int, c) -> float:
        """How much p wants to hold a card whatever its money (for discards and trades)."""
        k = c.kind
        if k == "trade":
            return c.value * (g.rules.specialty_factor if g.org(p).specialty == c.trade else 1)
        if k == "heist":
            return c.amount / 1.5
        if k == "business":
            return c.income * 3 
        if k in ("offence", "dual"):
            return c.damage * 2 + (c.power if k == "dual" else 0)
        if k == "defence":
            return c.power * 2
        return 0

    def through(self, g, host, dmg: int) -> int:
        """Damage that reaches a host when the weakest active defence takes the first share."""
        on = g.defences_on(host)
        if on and g.active(host.owner):
            return max(0, dmg - min(d.hp for d in on.values()))
        return dmg

    def target_score(self, g, host, dmg: int) -> float:
        got = self.through(g, host, dmg)
        q = host.owner
        if host.kind == "organisation":
            if got >= host.hp:
                return 1000
            leader = g.seats[q].money / 20 + len(g.businesses(q)) * 5
            hurt = (host.power - host.hp) / max(1, host.power)
            return got * (2 + 2 * hurt) + leader + (dmg - got) * 0.8
        if got >= host.hp:
            return 40 + host.income * 2
        return got * 0.6 + (dmg - got) * 0.5

    def best_play(self, g, p: int, playable=None):
        """The (card, mode) of the highest value above 0; `playable`: g.playable(p) when the caller has it."""
        best, plan = 0.0, None
        kept: dict = {}
        for c in (g.playable(p) if playable is None else playable):
            modes = g.dual_modes(p, c) if c.kind == "dual" else [None]
            for m in modes:
                v = self.value(g, p, c, m, kept)
                if v > best:
                    best, plan = v, (c, m)
        return plan

    # ------------------------------------------------------------------ the turn
    def _action(self, d, g):
        p, opts, s = d.player, d.options, g.seats[d.player]
        made = g.made_for(opts, p)        # what the menu was made from: the same state
        playable, buyable = made if made is not None else (None, None)
        if "buy" in opts:
            svc = self.service_plan(g, p, buyable, playable)
            if svc is not None:
                self.service = svc
                return "buy"
        if "trade" in opts:
            if self.trade_plan(g, p) is not None:
                return "trade"
        if "remove" in opts and self.removal(g, p) is not None:
            return "remove"
        if "play" in opts:
            plan = self.best_play(g, p, playable)
            if plan is not None:
                self.plan = plan
                return "play"
        if "discard" in opts:
            return "discard"
        return "end" if "end" in opts else opts[0]

    def service_plan(self, g, p: int, buyable=None, playable=None):
        """The first service in the row worth its price, with its targets (self.service_picks).
        `buyable`, `playable`: services.buyable(g, p) and g.playable(p), when the caller has them."""
        for c in (services.buyable(g, p) if buyable is None else buyable):
            rec = services.played(g, c)
            best = None
            for chosen in services.choices(g, p, c, rec):
                worth = self.outcome_worth(g, p, preview(g, p, c, rec, chosen), g.seats[p].money - c.price,
                                           playable)
                if worth is not None and (best is None or worth > best[0]):
                    best = (worth, chosen)
            if best is not None:
                self.service_picks = best[1]
                return c
        return None

    def outcome_worth(self, g, p: int, did: list, spare: int, playable=None):
        """What a service's effects (abilities.Preview notes) are worth to p with `spare` money left
        after buying it; None: not worth buying now. `playable`: g.playable(p), when the caller has it."""
        total = 0.0
        for what, x, n in did:
            if what == "strike":            # damage past the defences: a kill, or when rich
                if x is None or x.owner == p:
                    return None
                if n < x.hp and spare < 300:
                    return None
                total += (1000 if n >= x.hp else 200) - x.hp - x.idx / 1e6    # the weakest first
            elif what == "repair":          # all of it used, and money to spare
                if x is None or x.owner != p or x.power - x.hp < n or spare < RESERVE:
                    return None
                total += n * 2
            elif what == "discard":         # a rival's defence, when rich: the weakest host's, the strongest
                if x is None or x.owner == p or spare < 250:
                    return None
                host = g.slots.host_of(g.state, x)
                total += 200 - (host.hp if host is not None else 200) + x.hp / 100 - x.idx / 1e6
            elif what == "renew":           # a new hand when nothing in this one can be played
                if (g.playable(p) if playable is None else playable) or spare < 150:
                    return None
                total += 1
            elif what == "gain":
                total += n if x is not None and x.index == p else -n
            elif what in ("pay", "backfire"):
                total += -n if x is not None and x.index == p else n
        return total if total > 0 else None

    def trade_plan(self, g, p: int):
        """Offer the card p values least, if it is of little use to p, to whom it helps most."""
        s = g.seats[p]
        if len(s.hand) < 2:
            return None
        worst = min(s.hand, key=lambda c: (self.keep(g, p, c), c.idx))
        if self.keep(g, p, worst) >= 60:
            return None
        return worst

    def removal(self, g, p: int):
        """A worn-out defence to make room for a much stronger one in hand."""
        s = g.seats[p]
        if s.plays < 2:
            return None
        full = [h for h in g.hosts(p) if not g.slots.free(h)]
        stronger = max((c.power for c in s.hand if c.kind in ("defence", "dual")), default=0)
        for h in full:
            weak = min(g.defences_on(h).values(), key=lambda x: x.hp)
            if stronger >= weak.hp + 25 and s.money >= g.defence_cost(p, weak) + 60:
                return weak
        return None

    def _play(self, d, g):
        if self.plan and self.plan[0] in d.options:
            return self.plan[0]
        plan = self.best_play(g, d.player)
        return plan[0] if plan else None

    def _mode(self, d, g):
        if self.plan and self.plan[1] in d.options:
            return self.plan[1]
        return max(d.options, key=lambda m: self.value(g, d.player, d.info, m))

    def _target(self, d, g):
        card = d.info
        dmg = g.damage(card)
        return max(d.options, key=lambda h: (self.target_score(g, h, dmg), -h.idx))

    def _defence(self, d, g):
        # the weakest defence lets the most damage through; a trap that backfires last
        return min(d.options, key=lambda x: (x.hp + (20 if x.kind == "defence" and "backfire" in effects_of(g, x) else 0), x.idx))

    def _host(self, d, g):
        hq = g.hq(d.player)
        if hq in d.options:
            return hq
        return max(d.options, key=lambda h: (h.income, -h.idx))

    def _victim(self, d, g):
        def take(q):
            return g.seats[q].money * g.kept_share(q) // 100
        return max(d.options, key=lambda q: (take(q), -q))

    def _discard(self, d, g):
        return min(d.options, key=lambda c: (self.keep(g, d.player, c), c.idx))

    def _remove(self, d, g):
        weak = self.removal(g, d.player)
        return weak if weak in d.options else min(d.options, key=lambda x: x.hp)

    def _buy(self, d, g):
        return self.service if self.service in d.options else None

    def _service_target(self, d, g):
        for pick in self.service_picks.values():
            if any(pick is x for x in d.options):
                return pick
        return None

    # ------------------------------------------------------------------ trades
    def _partner(self, d, g):
        card = self.trade_plan(g, d.player)
        if card is not None and card.kind == "trade":
            for q in d.options:
                if g.org(q).specialty == card.trade:
                    return q
        return min(d.options, key=lambda q: (g.seats[q].money, q))

    def _give(self, d, g):
        if "done" in d.options:
            return "done"
        card = self.trade_plan(g, d.player)
        return card if card in d.options else min(d.options, key=lambda c: self.keep(g, d.player, c))

    def _sweetener(self, d, g):
        return 0

    def _offer_answer(self, d, g):
        offer, p = d.info, d.player
        mine = sorted(self.keep(g, p, c) for c in g.seats[p].hand)
        loses = sum(mine[:len(offer.give)])
        gets = sum(self.keep(g, p, c) for c in offer.give) + offer.money 
        return "accept" if gets > loses else "refuse"

    def _offer_return(self, d, g):
        return min(d.options, key=lambda c: (self.keep(g, d.player, c), c.idx))


def evaluate(g) -> list[float]:
    """Each seat's share of the table's strength: power, defences, money and income (search rollouts)."""
    strength = []
    for s in g.seats:
        if not s.alive:
            strength.append(0.0)
            continue
        p = s.index
        h = g.hq(p)
        value = h.hp + 0.3 * sum(x.hp for x in g.defences(p)) + s.money / 20 \
            + sum(b.income for b in g.businesses(p)) / 5
        strength.append(max(value, 0.01))
    total = sum(strength) or 1.0
    return [v / total for v in strength]
