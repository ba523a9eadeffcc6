"""A computer player with simple sense: it pays its gang first, takes the Rackets it can
afford and the attacks with good odds, keeps Crooks away from a third marker, and
defends its Boss. It reads the game through the decision (`decision.game`)."""
from __future__ import annotations

from . import attacks
from .attack_choice import attack_leaders
from ...players.base import Player

# Chance (in 36ths) of rolling each total or less on 2d6, totals capped at 10 (11+ fails).
_CUM = {t: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= t) for t in range(2, 11)}


def chance(n: int) -> float:
    if n < 2:
        return 0.0
    return _CUM[min(n, 10)] / 36


def estimate(g, kind: str, leader, target) -> int:
    """The success number before money, help and defence."""
    defender = target.owner if target.zone in ("crooks", "rackets") else -1
    a = attacks.Attack(kind, leader.owner, leader, target, defender)
    a.parts.append(("", g.power(leader)))
    a.parts.append(("", -(g.power(target) if kind == "hit" else g.resistance(target))))
    if kind == "recruit":
        attacks._recruit_modifiers(g, a)
    elif kind == "takeover":
        attacks._takeover_modifiers(g, a)
    else:
        attacks._hit_modifiers(g, a)
    for _, amount, op, _ in g.abil.attack_parts(a, "success"):
        a.parts.append(("", amount))
    if g.war is not None:
        a.parts.append(("", g.R["gang_war_hit_bonus"]))
    return a.number()


def upkeep(g, p: int) -> int:
    return sum(g.pay_of(c) for c in g.seats[p].crooks)


class HeuristicPlayer(Player):
    kind = "heuristic"

    def __init__(self, seed: int = 0):
        self.plan = None

    def choose(self, d):
        fn = getattr(self, "on_" + d.kind, None)
        if fn is not None:
            ans = fn(d, d.game, d.player)
            if ans is not None and d.check(ans) is None:
                return ans
        return d.options[0] if d.options else d.lo

    # ------------------------------------------------------------ setup
    def on_bid(self, d, g, p):
        card = d.info
        if card.kind == "crook":
            value = 2 + card.power * 2
        elif card.kind == "racket":
            value = 2 + card.income * 2
        else:
            value = 3
        value = min(value, d.hi)
        if not d.options:                       # opening bid
            return min(d.lo + value // 3, d.hi)
        return d.lo if d.lo <= value else "pass"

    def on_boss(self, d, g, p):
        return max(d.options, key=lambda c: (g.power(c), c.resistance, -c.idx))

    def on_place(self, d, g, p):
        # Prefer the weakest superior who can hold him, keeping strong slots free.
        return min(d.options, key=lambda sc: (g.power(sc[0]), sc[1]))

    on_replace = on_place
    on_destination = on_place

    # ------------------------------------------------------------ turn
    def on_pay_next(self, d, g, p):
        return max(d.options, key=lambda c: (c.unhappy, -g.pay_of(c)))

    def on_action(self, d, g, p):
        opts = d.options
        self.plan = None
        if "visit" in opts:
            return "visit"
        if "ability" in opts:
            return "ability"
        money = g.seats[p].money
        spare = money - upkeep(g, p)
        best = None
        for kind in ("takeover", "recruit", "hit"):
            if kind not in opts:
                continue
            for leader in attack_leaders(g, p, kind):
                for t in attacks.targets(g, kind, leader):
                    if kind == "hit" and (t.owner == p or g.is_boss(t) or t.zone != "crooks"):
                        continue
                    if kind == "recruit" and g.pay_of(t) > spare:
                        continue
                    n = estimate(g, kind, leader, t)
                    if kind != "hit":
                        n += max(0, min(spare, 9 - n, 10))     # what it would put in the showdown
                    score = chance(n) + (0.1 if kind == "takeover" else 0) - (0.3 if kind == "hit" else 0)
                    if best is None or score > best[0]:
                        best = (score, kind, leader, t)
        if best is not None and best[0] >= 0.45:
            self.plan = best[1:]
            return best[1]
        return "end"

    def on_leader(self, d, g, p):
        if self.plan and self.plan[1] in d.options:
            return self.plan[1]
        return None

    def on_target(self, d, g, p):
        if self.plan and self.plan[2] in d.options:
            return self.plan[2]
        return None

    # ------------------------------------------------------------ attacks
    def on_showdown(self, d, g, p):
        a = d.info
        spare = max(0, g.seats[p].money - upkeep(g, p))
        if p == a.attacker:
            need = 9 - a.number()
            return max(0, min(need, spare, d.hi))
        if p == a.defender:
            return min(5, spare, d.hi)
        return 0

    def on_side(self, d, g, p):
        return "against"

    def on_back_out(self, d, g, p):
        return "no"

    def on_hit_money(self, d, g, p):
        spare = max(0, g.seats[p].money - upkeep(g, p))
        return min(d.hi, spare)

    def on_assist(self, d, g, p):
        a = d.info
        if a.number() >= 10:
            return "done"
        cands = [c for c in d.options if c != "done"]
        return max(cands, key=lambda c: g.power(c)) if cands else "done"

    def on_defend_card(self, d, g, p):
        cands = [c for c in d.options if c != "done"]
        return max(cands, key=lambda c: g.power(c)) if cands else "done"

    def on_defend(self, d, g, p):
        return "yes"

    def on_hide(self, d, g, p):
        return "yes"

    def on_protector(self, d, g, p):
        cands = [c for c in d.options if c != "none"]
        return max(cands, key=lambda c: g.power(c)) if cands else "none"

    def on_war(self, d, g, p):
        if "hit" not in d.options:
            return "pass"
        for leader in attack_leaders(g, p, "hit", war=True):
            for t in attacks.hit_targets(g, leader, True):
                if chance(estimate(g, "hit", leader, t)) >= 0.4:
                    return "hit"
        return "pass"

    def on_attack_ability(self, d, g, p):
        return "done"

    # ------------------------------------------------------------ endings and gifts
    def on_share(self, d, g, p):
        return "yes"

    def on_accept(self, d, g, p):
        return "no"

    def on_wipe_token(self, d, g, p):
        cands = [c for c in d.options if c != "stop"]
        return cands[0] if cands else "stop"

    def on_wipe_racket(self, d, g, p):
        return max(d.options, key=lambda r: (g.income(r), -r.idx))
