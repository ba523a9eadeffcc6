"""A Nothing Personal computer player that plays sensibly (no search).

Places influence where control is cheap and valuable (what a gangster gives
his controller each round on his position, over the markers it takes to lead
him); antes by the value of its best card; makes moves and whacks by the odds
of the die and what they gain; re-rolls a roll that goes against it when it
can afford to; blackmails and refuses a rival's action under its blackmail
unless paid; offers money for a tie it is in.
"""
from __future__ import annotations

from ...players.base import Player
from . import actions, any_time
from ...abilities import ability_text
from .abilities import effects_of, whack_price


def card_effects(g, card, timings) -> frozenset:
    """The vocabulary names a card's played abilities in these windows call."""
    return frozenset().union(*(effects_of(r) for r in actions.plays_of(g, card, timings)))

NEUTRAL = -1


def worth(g, card) -> float:
    """What controlling a gangster is worth per round: respect counts thrice, money once."""
    if card.pos is None or not g.active(card):
        return 1.0
    pos = g.R.pos[card.pos]
    r = card.respect * pos["respect"] if pos.get("respect_times") else card.respect + pos["respect"]
    m = card.money * pos["money"] if pos.get("money_times") else card.money + pos["money"]
    return 3 * r + m + (4 if card.pos == g.R.top else 0) + 1


def lead_need(g, card, p: int) -> int:
    """Markers p must add to lead the gangster outright."""
    best_other = max((k for o, k in card.inf.items() if o != p), default=0)
    return max(0, best_other + 1 - card.inf.get(p, 0))


def place_value(g, card, p: int, k: int) -> float:
    R = g.R
    limit = R.prison_at[min(g.n - R.players_min, len(R.prison_at) - 1)]
    if g.markers(card) + k >= limit:
        return -5.0                                   # the Feds would take him
    need = lead_need(g, card, p)
    v = worth(g, card)
    if need == 0:
        return v * 0.15                               # already leading: a little safety
    if k >= need:
        return v * (1.0 + 0.2 * (k - need == 0))
    return v * k / (need + 2)


def chance(g, card, need: int) -> float:
    """P(a move by `card` on a position numbered `need` succeeds) with one die."""
    faces = g.R.die.faces
    ok = sum(1 for f in faces if actions.move_result(g, card, f, need) == "success")
    return ok / len(faces)


def evaluate(g) -> list[float]:
    resp = [s.respect + s.money / g.R.money_per_respect + 0.5 * len(s.hand) for s in g.seats]
    total = sum(resp) or 1.0
    return [r / total for r in resp]


class HeuristicPlayer(Player):
    kind = "heuristic"
    replays = False

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, d):
        handler = getattr(self, "_" + d.kind, None)
        if handler is not None:
            answer = handler(d, d.game, d.player)
            if answer is not None and d.check(answer) is None:
                return answer
        if d.options:
            return d.options[0]
        return d.lo

    def _family(self, d, g, p):
        """Families differ only in colour: take them in an order that turns with the game's seed,
        so that over many games every family sits in every seat."""
        return d.options[(g.seed + p) % len(d.options)]

    # ------------------------------------------------------------------ phase A
    def best_card(self, g, p, cards):
        """The card of the highest value and the value function. Nothing changes while the player
        weighs: each card's value, each target's gangsters and each (target, count)'s best place
        are worked out once a call."""
        supply = g.seats[p].supply
        gangsters: dict = {}          # target -> actions.matching
        best_place: dict = {}         # (target, count) -> the best place_value among its gangsters
        values: dict = {}             # card idx -> value

        def matching(target):
            got = gangsters.get(target)
            if got is None:
                got = gangsters[target] = actions.matching(g, target)
            return got

        def place(target, count):
            got = best_place.get((target, count))
            if got is None:
                got = best_place[target, count] = max(place_value(g, t, p, count) for t in matching(target))
            return got

        def value(c):
            v = values.get(c.idx)
            if v is not None:
                return v
            # actions.placeable_icons, with the kept gangsters
            icons = [i for i in c.icons if i["count"] <= supply and matching(i["target"])]
            v = sum(place(i["target"], i["count"]) for i in icons)
            names = card_effects(g, c, ("after_placing",))
            if "collect_money" in names:
                v += 2.5
            if names & {"blackmail", "favour", "draw_giving", "steal_respect", "gain_respect"}:
                v += 3
            values[c.idx] = v
            return v
        return max(cards, key=value), value

    def _influence(self, d, g, p):
        s = g.seats[p]
        if "play" in d.options:
            plays = [c for c in s.hand if actions.placeable_icons(g, p, c)]
            card, value = self.best_card(g, p, plays)
            if value(card) > 2 + g.ante / 2:
                return "play"
        if "action" in d.options and g.ante <= 2:
            return "action"
        if "marker" in d.options and "play" not in d.options and g.ante <= 1:
            # no card places in full: one marker where it tips a gangster this family nearly leads
            if any(lead_need(g, c, p) == 1 and worth(g, c) > 4 for c in g.board()):
                return "marker"
        if s.money < 3 and "cash" in d.options and len(s.hand) > 3:
            return "cash"
        return "pass"

    def _card(self, d, g, p):
        if d.prompt.startswith("cash"):
            return min(d.options, key=lambda c: sum(i["count"] for i in c.icons))
        playable = [c for c in d.options if actions.placeable_icons(g, p, c)]
        if playable and "which card" in d.prompt:
            return self.best_card(g, p, playable)[0]
        return None

    def _ante(self, d, g, p):
        """Ante by the card's value: a card that takes a valuable gangster is worth raising for,
        which also prices the poorer families out of the rest of the phase."""
        s = g.seats[p]
        best = max((place_value(g, c, p, 3) for c in g.board()), default=0)
        want = min(d.hi, max(d.lo, int(best / 4), 0), max(d.lo, s.money - 6))
        return want

    def _place(self, d, g, p):
        k = 1
        if "one marker" in d.prompt:
            return max(d.options, key=lambda c: (lead_need(g, c, p) == 1) * worth(g, c))
        card = d.info
        if card is not None and getattr(card, "icons", None):
            k = max(i["count"] for i in card.icons)
        return max(d.options, key=lambda c: place_value(g, c, p, k))

    _setup_marker = _place

    # ------------------------------------------------------------------ phase B
    def _gangster_action(self, d, g, p):
        card = d.info
        best, score = "pass", 0.0
        for o in d.options:
            if isinstance(o, tuple):
                target = g.slot[o[1]]
                need = g.R.pos[o[1]]["number"]
                pr = chance(g, card, need)
                death = 1 / len(g.R.die.faces)
                gain = (g.R.move_respect if target.respect > 0 else 0) + (worth(g, target) - worth(g, card)) / 3
                s = pr * gain - (1 - pr - death) * g.R.move_respect - death * worth(g, card) / 2
            elif o in ("position", "gangster"):
                holder = g.position_card.get(card.pos) if o == "position" else card
                rec = actions.first_usable(g, p, holder)
                s = self.power_value(g, p, card, rec, o)
            else:
                s = 0.0
            if s > score:
                best, score = o, s
        return best

    # What an action ability is worth, by the effects it calls (its vocabulary names), not by a list of cards.
    EFFECT_VALUE = {"draw_cards": 2.5, "place_markers": 2.0, "transfer_money": 2.0, "scatter_neutral": 1.5,
                    "negate": 1.2, "remove_any": 1.8, "switch_markers": 2.2, "collect_money": 2.6,
                    "gain_respect": 2.6, "return_markers": 2.6}

    def power_value(self, g, p, card, rec, where) -> float:
        if rec is None:
            return 0.0
        names = effects_of(rec)
        if "whack" in names:
            return self.whack_odds(g, p, card, whack_price(g, rec))
        best = max((v for n, v in self.EFFECT_VALUE.items() if n in names), default=1.0)
        return best if where == "position" or best != 2.5 else 2.6     # an own draw of two

    def whack_odds(self, g, p, hitter, base) -> float:
        """What a whack is worth by the die: the best rival-controlled target's respect and seat
        against the switchblade (the hitter dies, 4 respect lost) and the price."""
        R = g.R
        targets = [c for c in actions.whack_targets(g, p, hitter, base) if g.controller(c) not in (None, p)]
        if not targets or g.seats[p].money < base + 5:
            return 0.0
        faces = R.die.faces
        win = sum(1 for f in faces if f != R.kill_face and R.die.number(f) >= R.whack_from) / len(faces)
        die = sum(1 for f in faces if f == R.kill_face) / len(faces)
        best = max(targets, key=lambda c: worth(g, c))
        gain = (R.whack_respect if best.respect > 0 else 0) + worth(g, best) / 3
        return win * gain - die * (R.whack_respect + worth(g, hitter) / 3) - actions.whack_cost(g, best, base) / R.money_per_respect

    def _reroll(self, d, g, p):
        """Pay to roll again when the roll goes against this family and it can afford it twice over:
        the mover's controller on a failure, the target's controller on a success."""
        card, face, result, mover, target = d.info
        if g.seats[p].money < 2 * g.R.reroll_cost:
            return "no"
        if p == mover:
            return "yes" if result == "fail" else "no"
        if target is not None and g.controller(target) == p and result == "success" and target.respect > 0:
            return "yes"
        return "no"

    # ------------------------------------------------------------------ abilities' choices
    def _ability_target(self, d, g, p):
        """A target of the action being used (g.using), chosen by what the action does."""
        rec = g.using[1] if g.using else None
        names = effects_of(rec) if rec is not None else frozenset()
        if d.options and not hasattr(d.options[0], "inf"):          # families
            return max(d.options, key=lambda q: (q.index != p, q.money))
        if "place_markers" in names:
            k = 2 if "place 2" in ability_text(g, rec) else 1
            return max(d.options, key=lambda c: place_value(g, c, p, k))
        if "return_markers" in names:
            return max(d.options, key=lambda c: worth(g, c) * (g.controller(c) not in (None, p)))
        if "redirect_whack" in names:
            return self._rivals_best(g, p, d.options)
        if "skim" in names:
            return max(d.options, key=lambda c: worth(g, c))
        if "burn_blackmail" in names:
            return max(d.options, key=lambda c: (c.blackmail != p, g.controller(c) == p))
        if "remove_any" in names:
            return max(d.options, key=lambda c: max((self._spot(g, p, (c, o)) for o in c.inf if c.inf[o]), default=0))
        return self._rivals_best(g, p, d.options)

    def _choose(self, d, g, p):
        rec = g.using[1] if g.using else None
        if d.options and hasattr(d.options[0], "supply"):
            if rec is not None and "gain_respect" in effects_of(rec) and "return_markers" not in effects_of(rec):
                return min(d.options, key=lambda q: q.respect)             # a gift: the weakest rival
            return max(d.options, key=lambda q: (q.index != p, q.respect))  # the strongest rival
        if rec is not None and "free_prisoner" in effects_of(rec):
            plan = getattr(self, "breakout", None)
            if plan and plan[1] in d.options:
                return plan[1]
            return max(d.options, key=lambda c: c.respect + c.money)
        return self._rivals_best(g, p, d.options)

    def _react(self, d, g, p):
        """A whack's reaction: insurance and saving markers always; a redirect when the target is ours."""
        w = d.info
        for c in d.options[1:]:
            names = card_effects(g, c, ("whack_attempted", "whack_succeeded"))
            if "redirect_whack" in names:
                if g.controller(w.target) == p:
                    return c
            else:
                return c
        return "pass"

    def _seat(self, d, g, p):
        plan, self.breakout = getattr(self, "breakout", None), None
        return plan[2] if plan and plan[2] in d.options else None

    def _whose(self, d, g, p):
        c = d.info
        return max(d.options, key=lambda o: self._spot(g, p, (c, o)))

    @staticmethod
    def _spot(g, p, spot):
        c, o = spot
        if o == p:
            return -worth(g, c)
        ctl = g.controller(c)
        return worth(g, c) * (2 if ctl == o else 1) + (1 if o != NEUTRAL else 0)

    def _tie(self, d, g, p):
        if p in d.options:
            return p
        return min(d.options, key=lambda q: g.seats[q].respect)

    def _leave(self, d, g, p):
        labels = d.labels() if callable(getattr(d, "labels", None)) else d.labels
        return "allow" if labels and "offers" in labels[0] else "refuse"

    def _offer(self, d, g, p):
        kind, decider, options = d.info
        if kind == "tie" and p in options:
            i = options.index(p)
            amount = min(3, g.seats[p].money)
            if amount and ("money", i, amount) in d.options:
                return ("money", i, amount)
        if kind == "leave" and options == ["allow", "refuse"]:
            card = g.slot.get(next((pid for pid, c in g.slot.items() if c is not None and c.blackmail == decider
                                    and g.controller(c) == p), None) or "", None)
            if card is not None and g.seats[p].money >= 4 and ("money", 0, 3) in d.options:
                return ("money", 0, 3)
        return "none"

    def _allow(self, d, g, p):
        return min(d.options, key=lambda q: g.seats[q].respect)

    def _buy(self, d, g, p):
        return 1 if g.seats[p].money >= 25 and d.hi >= 1 else 0

    def _any_time(self, d, g, p):
        self.breakout = None
        for c in d.options[1:]:
            names = card_effects(g, c, ("any_time",))
            if "free_prisoner" in names:       # any_time.py: a prisoner worth more than the card
                self.breakout = any_time.jailbreak(g, p)
                if self.breakout is not None:
                    return c
            if "imprison" in names or "skim" in names:
                return c
            if "place_icons" in names and g.seats[p].money >= 15:
                icons = actions.placeable_icons(g, p, c)
                if any(lead_need(g, t, p) and i["count"] >= lead_need(g, t, p)
                       for i in icons for t in actions.matching(g, i["target"])):
                    return c
        return "pass"

    def _rivals_best(self, g, p, cards):
        def key(c):
            ctl = g.controller(c)
            return (ctl is not None and ctl != p, worth(g, c))
        return max(cards, key=key)

    def _negate(self, d, g, p):
        return self._rivals_best(g, p, d.options)

    def _whack_target(self, d, g, p):
        return self._rivals_best(g, p, d.options)

    def _neutral(self, d, g, p):
        return self._rivals_best(g, p, d.options)

    def _remove(self, d, g, p):
        return max(d.options, key=lambda spot: self._spot(g, p, spot))

    _markers_of = _remove

    def _switch(self, d, g, p):
        mine = [s for s in d.options if s[1] == p]
        if mine and "with which" in d.prompt:
            return min(mine, key=lambda s: worth(g, s[0]))
        rivals = [s for s in d.options if s[1] != p]
        return max(rivals or d.options, key=lambda s: worth(g, s[0]))

    def _steal(self, d, g, p):
        return max(d.options, key=lambda q: g.seats[q].money)

    _steal_from = _steal

    def _fill(self, d, g, p):
        return max(d.options, key=lambda c: (g.controller(c) == p, c.respect))

    def _give_to(self, d, g, p):
        return min(d.options, key=lambda q: g.seats[q].respect)

    _gift_to = _give_to

    def _pay_extra(self, d, g, p):
        return "yes" if g.seats[p].money >= 12 else "no"

    def _buy_draw(self, d, g, p):
        return "no"
