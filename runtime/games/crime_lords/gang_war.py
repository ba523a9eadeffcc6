"""Gang War (CL-WAR-01..05): set off by any real attempt on a rival Boss."""
from __future__ import annotations

from .attack_choice import attack_leaders, do_attack


class War:
    __slots__ = ("starter", "participants", "turn_player")

    def __init__(self, starter: int, victim: int):
        self.starter = starter
        self.participants = [victim, starter]
        self.turn_player = -1


def after_attack(g, a, target) -> None:
    """A real hit (dice rolled) on a rival's Boss starts a war (CL-WAR-01)."""
    if a.kind != "hit" or a.result not in ("success", "failure") or a.own or not a.on_boss:
        return
    if g.war is not None:
        return
    start(g, a.attacker, a.defender)


def start(g, attacker: int, victim: int) -> None:
    g.say("war", f"*** GANG WAR: {g.name(attacker)} against {g.name(victim)} ***")
    g.record("gang_war", attacker)
    g.turn_over = True
    g.retoken(attacker, crooks_only=True)
    if g.seats[victim].alive:
        g.retoken(victim, crooks_only=True)
    g.war = War(attacker, victim)
    try:
        run(g, victim)
    finally:
        g.war = None
    for s in g.seats:                                    # CL-WAR-05
        if s.alive:
            g.retoken(s.index, crooks_only=True)
    g.say("war", "*** the Gang War is over ***")


def run(g, first: int) -> None:
    war = g.war
    cur = first
    passes = 0
    while True:
        war.participants = [q for q in war.participants if g.seats[q].alive]
        if len(war.participants) < 2 or passes >= len(war.participants):
            return
        if cur not in war.participants:
            cur = _next(g, war, cur)
        war.turn_player = cur
        can = attack_leaders(g, cur, "hit", war=True)
        choice = g.ask("war", cur, ["pass", "hit"] if can else ["pass"], prompt="Gang War: hit or pass?")
        if choice == "pass":
            passes += 1
            g.say("war", f"  {g.name(cur)} passes")
        else:
            passes = 0
            a = do_attack(g, cur, "hit", war=True)
            d = a.defender
            if (d >= 0 and d not in war.participants and g.seats[d].alive
                    and a.result in ("success", "failure")):     # CL-WAR-04
                war.participants.append(d)
                war.participants.sort()
                g.retoken(d, crooks_only=True)
                g.say("war", f"  {g.name(d)} is drawn into the Gang War")
            g.check()
        cur = _next(g, war, cur)


def _next(g, war, cur: int) -> int:
    for k in range(1, g.n + 1):
        q = (cur + k) % g.n
        if q in war.participants:
            return q
    return cur
