"""Who may lead an attack, and asking for the leader and the target (CL-ACT-02, CL-WAR-02)."""
from __future__ import annotations

from . import attacks


def leaders(g, p: int) -> list:
    return [c for c in g.seats[p].crooks if c.token]


def attack_leaders(g, p: int, kind: str, war: bool = False, lead: list | None = None) -> list:
    """p's Crooks who may lead an attack of `kind` (a target for them), in the order of `lead`
    (p's Crooks with a token, in any order; by default `leaders`, in his Mob's order)."""
    if lead is None:
        lead = leaders(g, p)
    if lead and g.stats_order_free and (kind != "hit" or war):
        return _quick_leaders(g, p, kind, lead)
    if kind == "hit" and not war:
        return _hit_leaders(g, lead)
    out = []
    for c in lead:
        if kind == "recruit":
            if attacks.recruit_targets(g, c):
                out.append(c)
        elif kind == "takeover":
            if attacks.takeover_targets(g, c):
                out.append(c)
        else:
            if kind == "hit" and war:
                if attacks.hit_targets(g, c, True):
                    out.append(c)
            elif _hit_any(g, c):
                out.append(c)
    return out


def _quick_leaders(g, p: int, kind: str, lead: list) -> list:
    """attack_leaders without listing each leader's targets, when stats are order-free (asking
    fewer of them changes nothing): every leader of p has the same pool of targets, and a
    recruit's are those of the pool weaker than him (attacks.recruit_targets)."""
    if kind == "recruit":
        return _recruiters(g, lead, attacks.recruit_targets_any(g, p))
    if kind == "takeover":
        return lead if attacks.takeover_any(g, p) else []
    # a Gang War hit (attacks.hit_targets with war): any Crook of another Mob
    return lead if any(s.alive and s.index != p and s.crooks for s in g.seats) else []


def _recruiters(g, lead: list, pool: list) -> list:
    """The leaders with a recruit target in `pool` (attacks.recruit_targets_any): stronger than its weakest."""
    if not pool:
        return []
    power = g.power
    weakest = min(map(power, pool))
    return [c for c in lead if power(c) > weakest]


def _hit_leaders(g, lead: list) -> list:
    """[c for c in lead if _hit_any(g, c)], counting the Crooks once for all of them (no stat is asked)."""
    for x in g.state.zones["open"]:
        if x.kind == "crook":
            return list(lead)
    seats = g.seats
    total = 0                          # Crooks of the Mobs in the game
    for s in seats:
        if s.alive:
            total += len(s.crooks)
    # a leader has another target unless he is the only Crook of the Mobs in the game
    return [c for c in lead
            if total - (c.zone == "crooks" and c.owner >= 0 and seats[c.owner].alive) > 0]


def _hit_any(g, c) -> bool:
    if any(x.kind == "crook" for x in g.state.zones["open"]):
        return True
    return any(s.alive and any(x is not c for x in s.crooks) for s in g.seats)


def pick_card(g, kind, p, cards, prompt):
    return g.ask(kind, p, cards, prompt=prompt, labels=lambda: [c.name for c in cards])


def do_attack(g, p: int, kind: str, war: bool = False):
    if kind == "recruit" and g.stats_order_free:
        return _do_recruit(g, p)
    leader = pick_card(g, "leader", p, attack_leaders(g, p, kind, war), f"who leads the {kind}?")
    cands = attacks.targets(g, kind, leader, war)
    target = pick_card(g, "target", p, cands, f"{kind} whom?")
    return attacks.attack(g, p, kind, leader, target, war)


def _do_recruit(g, p: int):
    """do_attack of a recruit when stats are order-free: the pool of targets is listed once for
    the leaders and the target (nothing changes while the leader is asked for)."""
    lead = leaders(g, p)
    pool = attacks.recruit_targets_any(g, p) if lead else []
    leader = pick_card(g, "leader", p, _recruiters(g, lead, pool), "who leads the recruit?")
    power = g.power
    lp = power(leader)
    target = pick_card(g, "target", p, [c for c in pool if power(c) < lp], "recruit whom?")
    return attacks.attack(g, p, "recruit", leader, target)
