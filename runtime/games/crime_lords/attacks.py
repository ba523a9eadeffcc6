"""Attacks: recruit, takeover and hit, with the showdown, assistance and the roll.

The success number is kept as a list of parts, (label, amount), so the log
can say exactly why an attack went as it did (CL-ATK-07).
"""
from __future__ import annotations

from operator import itemgetter

from ...kernel.events import Event
from . import grid, mob
from .rule_uses import printed_power
from ...abilities import rule_use, use_ability

KINDS = ("recruit", "takeover", "hit")
_AMOUNT = itemgetter(1)                # a part's amount


class Attack:
    __slots__ = ("kind", "attacker", "leader", "target", "defender", "protector", "involved",
                 "defending", "parts", "success", "roll", "result", "cancelled", "war", "own", "on_boss",
                 "modified")

    def __init__(self, kind, attacker, leader, target, defender, war=False):
        self.kind = kind
        self.attacker = attacker
        self.leader = leader
        self.target = target
        self.defender = defender       # -1 when the target is uncontrolled
        self.protector = None
        self.involved = [leader]       # cards that spent a token on the attacking side
        self.defending = []            # cards that spent a token on the defence
        self.parts: list[tuple] = []   # (label, amount)
        self.success = None
        self.roll = None
        self.result = None             # "success" | "failure" | "warning" | "cancelled" | "backed out"
        self.cancelled = False
        self.war = war
        self.own = defender == attacker
        self.on_boss = False           # aimed at a Boss when announced (Gang War, CL-WAR-01)
        self.modified = False          # the abilities' modifiers and the Gang War bonus are in `parts`

    def number(self) -> int:
        return sum(map(_AMOUNT, self.parts))      # the amounts added in C (the heuristic asks it often)

    def explain(self) -> str:
        bits = [f"{'+' if a >= 0 else '-'} {abs(a)} ({label})" for label, a in self.parts]
        text = " ".join(bits)
        return text[2:] if text.startswith("+ ") else text


# ------------------------------------------------------------------ who may do what
def can_recruit(g, leader, target) -> bool:
    """CL-REC-01/03: a Crook not ours, not a rival Boss, weaker than the leader."""
    return (target.kind == "crook" and target.owner != leader.owner
            and target.zone in ("open", "crooks") and not g.is_boss(target)
            and g.power(leader) > g.power(target))


def recruit_targets(g, leader) -> list:
    power = g.power
    lp = power(leader)
    return [c for c in recruit_targets_any(g, leader.owner) if power(c) < lp]


def recruit_targets_any(g, p: int) -> list:
    """The Crooks any leader of player p might recruit, before comparing Powers (see recruit_targets)."""
    out = []
    for c in g.state.zones["open"]:     # loops, as _add_side's
        if c.kind == "crook":
            out.append(c)
    for s in g.seats:
        if s.alive and s.index != p:
            boss = s.boss
            for c in s.crooks:
                if c is not boss:
                    out.append(c)
    return out


def takeover_any(g, p: int) -> bool:
    """takeover_targets(g, leader) != [] for a leader of player p (plain loops: asked at every menu)."""
    for c in g.state.zones["open"]:
        if c.kind == "racket":
            return True
    for s in g.seats:
        if s.alive and s.index != p and s.rackets:
            return True
    return False


def takeover_targets(g, leader) -> list:
    out = [c for c in g.state.zones["open"] if c.kind == "racket"]
    for s in g.seats:
        if s.alive and s.index != leader.owner:
            out.extend(s.rackets)
    return out


def hit_targets(g, leader, war: bool = False) -> list:
    """CL-HIT-01: any Crook but the leader himself (in a Gang War: Crooks of other Mobs)."""
    out = [] if war else [c for c in g.state.zones["open"] if c.kind == "crook"]
    for s in g.seats:
        if s.alive and (s.index != leader.owner or not war):
            out.extend(c for c in s.crooks if c is not leader)
    return out


def targets(g, kind, leader, war=False) -> list:
    if kind == "recruit":
        return recruit_targets(g, leader)
    if kind == "takeover":
        return takeover_targets(g, leader)
    return hit_targets(g, leader, war)


def under(g, leader) -> list:
    """Crooks below the leader; all of the Mob when the Boss leads (CL-REC-05, CL-TKO-05)."""
    seat = g.seats[leader.owner]
    if seat.boss is leader:
        out = []
        for c in seat.crooks:          # a loop, as _add_side's
            if c is not leader:
                out.append(c)
        return out
    return grid.below(seat, leader) if leader.pos is not None else []


# ------------------------------------------------------------------ the attack
def attack(g, p: int, kind: str, leader, target, war: bool = False) -> Attack:
    defender = target.owner if target.zone in ("crooks", "rackets") else -1
    a = Attack(kind, p, leader, target, defender, war)
    a.on_boss = g.is_boss(target)
    g.attack = a
    try:
        _run(g, a)
    finally:
        g.attack = None
    return a


def _run(g, a: Attack) -> None:
    p, leader, target = a.attacker, a.leader, a.target
    speaking = g.log.speaking              # the log's words are made only when kept or shown
    g.spend_token(leader)
    if speaking:
        where = f" ({g.name(a.defender)})" if a.defender >= 0 else " (uncontrolled)"
        g.say("attack", f"{g.name(p)}: {leader.name} tries to {a.kind} {target.name}{where}"
              + (" [Gang War]" if a.war else ""))
    # An event that carries no last known state is made only when a trigger waits for it
    # (AbilityIndex.emit does nothing else with it): so are the others of this module.
    if g.abil.listens("attack_announced"):
        g.abil.emit(Event("attack_announced", attack=a, player=g.seats[p]))
    if a.defender >= 0 and a.defender != p:
        _window(g, a, [a.defender], ("response",))
    if a.cancelled:
        return _cancelled(g, a)
    if a.kind == "hit" and a.own:
        return _own_hit(g, a)
    # Base number (CL-ATK-02)
    a.parts.append((f"Power of {leader.name}", g.power(leader)))
    if a.kind == "hit":
        a.parts.append((f"Power of {target.name}", -g.power(target)))
    else:
        a.parts.append((f"Resistance of {target.name}", -g.resistance(target)))
    if a.kind == "takeover" and a.defender >= 0:
        _protector(g, a)
    if a.kind in ("recruit", "takeover"):
        if not _showdown(g, a):
            return
    else:
        _hit_money(g, a)
    if a.kind == "recruit":
        _recruit_modifiers(g, a)
        _assist_once(g, a, "recruit_helpers")
        _recruit_defence(g, a)
    elif a.kind == "takeover":
        _takeover_modifiers(g, a)
        _takeover_support(g, a)
    else:
        _hit_modifiers(g, a)
        _assist_once(g, a, "hit_helpers")
        _hide_out(g, a)
    use = rule_use(g.abil)             # None unless simulate's tally listens (_count_numbers)
    if use is not None:                # the success modifiers, asked once for the parts and the use
        applied = []
        parts = g.abil.attack_parts(a, "success", applied)
        use.attack_applied(applied, parts, a.number())
    else:
        parts = g.abil.attack_parts(a, "success")
    for label, amount, op, card in parts:
        if op == "set":
            a.parts = [(label, amount)]
        else:
            a.parts.append((label, amount))
    if a.war:
        a.parts.append(("Gang War", g.R["gang_war_hit_bonus"]))
    a.modified = True
    if g.abil.holders(_DURING):         # the players are listed only when one may have something to use
        others = [q for q in g.alive() if q not in (p, a.defender)]
        _window(g, a, [p] + ([a.defender] if a.defender >= 0 and a.defender != p else []) + others, _DURING)
    if a.cancelled:
        return _cancelled(g, a)
    a.success = a.number()
    if use is not None:
        _count_numbers(g, a, use)
    if a.kind == "hit" and a.success < g.R["warning_shot_min"]:
        a.result = "warning"
        if speaking:
            g.say("attack", f"  success number {a.success} = {a.explain()}")
            g.say("attack", "  only warning shots: no roll, nobody is made Unhappy")
        return
    a.roll = g.dice.roll(g.R["dice"])
    _window(g, a, [p] + ([a.defender] if a.defender >= 0 else []), ("after_roll",))
    total = sum(a.roll)
    ok = total <= a.success and total < g.R["auto_fail_from"]
    a.result = "success" if ok else "failure"
    if speaking:
        g.say("attack", f"  success number {a.success} = {a.explain()}")
        auto = " (11 and up always fails)" if total >= g.R["auto_fail_from"] else ""
        g.say("attack", f"  roll {'+'.join(map(str, a.roll))} = {total}: {a.result.upper()}{auto}")
    _outcome(g, a, ok)


def _count_numbers(g, a: Attack, use) -> None:
    """What makes a modifier fire in an attack (rule_uses.py): its numbers as its success number is
    fixed (CL-ATK-07). `use` holds the success modifiers, noted where they were added; here the
    Power of every card on each side (the target's too in a hit), the target's Resistance (recruit,
    takeover), the helpers allowed (CL-REC-05, CL-HIT-04), and an ability letting a card assist or
    defend when he did and the rules alone would not have let him."""
    target = a.target
    sides = [*a.involved, *a.defending]       # a Racket's Power in a takeover (CL-TKO-06) too
    use.stats("power", sides + [target] if a.kind == "hit" else sides, printed_power)
    if a.kind != "hit":
        use.stat(target, "resistance", target.resistance)
    if a.kind in ("recruit", "hit"):
        use.attack(a, "helpers", g.R["recruit_helpers" if a.kind == "recruit" else "hit_helpers"])
    letting = g.abil.attack_modifiers("may_assist", a.kind)
    if letting:                        # only a card whose own ability lets him take part was let in by one
        holders = {item[0] for item in letting}
        let_in = [c for c in sides if c in holders and not _may_anyway(g, a, c)]
        if let_in:
            use.attack(a, "may_assist", False, cards=let_in)
    use.done()


def _may_anyway(g, a: Attack, c) -> bool:
    """Would the rules have let card c take part in attack `a` without an ability?"""
    if c is a.leader or c is a.protector or (c is a.target and a.kind == "hit"):   # CL-HIT-05: hiding out
        return True
    if c in under(g, a.leader):                               # CL-REC-05, CL-HIT-04, CL-TKO-05
        return True
    if a.kind == "recruit":
        return c is a.target.sup                              # CL-REC-06
    if a.kind == "takeover":
        if a.protector is not None and c in under(g, a.protector):
            return True
        return c.owner >= 0 and c in _district_muscle(g, a, c.owner)   # CL-TKO-06
    return False


_DURING = ("during_attack", "any_time")     # the window once the numbers are in (CL-ACT-04)


def _cancelled(g, a):
    a.result = "cancelled"
    g.say("attack", "  the attack is cancelled")


def _window(g, a, players, timings) -> None:
    """Offer abilities and Specials usable in these timing windows (CL-ACT-04/05)."""
    abil = g.abil
    # Who holds an ability of these timings (nobody else has anything usable): asked again only
    # after an ability is used (the cards do not move while players are asked).
    holders = abil.holders(timings)
    for i, q in enumerate(players):
        played = None
        while not a.cancelled and g.seats[q].alive:
            if q not in holders:
                break
            usable = abil.usable(q, timings)
            if not usable:
                break
            pick = g.ask("attack_ability", q, ["done"] + usable, prompt=lambda i=i, played=played: _window_prompt(g, players, i, timings, played),
                         labels=lambda u=usable: ["done"] + [f"{c.name}: {r.source}" for c, r in u], info=a)
            if pick == "done":
                break
            use_ability(g, q, pick[0], pick[1])
            played = pick[0]
            holders = abil.holders(timings)


_WINDOW_STEP = {"response": ("in answer to the attack", "before it is put together"),
                "during_attack": ("during the attack", "the help and defence are over"),
                "after_roll": ("after the roll", "before the result")}


def _window_prompt(g, players, i, timings, played) -> str:
    """Which step of the attack this is, who comes next and, when asked again, why: the question follows the
    assist question and looks like it (`done`, then names), so it says it is another step (CL-ACT-04)."""
    when, note = _WINDOW_STEP.get(timings[0], ("now", "the attack waits"))
    rest = [g.name(q) for q in players[i + 1:] if g.seats[q].alive]
    then = f"`done` passes to {', then '.join(rest)}" if rest else "`done` and the attack goes on"
    if played is not None:
        return f"play another ability {when}? (asked again: you played {played.name}; {then})"
    return f"play an ability {when}? ({note}; {then})"


def _protector(g, a: Attack) -> None:
    """CL-TKO-02: the owner may name one protector, who spends his token."""
    d = a.defender
    cands = [c for c in g.seats[d].crooks if c.token]
    if not cands:
        return
    pick = g.ask("protector", d, ["none"] + cands, prompt=f"name a protector for {a.target.name}?",
                 labels=lambda: ["none"] + [c.name for c in cands], info=a)
    if pick != "none":
        g.spend_token(pick)
        a.protector = pick
        a.defending.append(pick)
        a.parts.append((f"protector {pick.name}", -g.power(pick)))


def _showdown(g, a: Attack) -> bool:
    """CL-ATK-03/04: secret commitments, then the attacker may back out, then the reveal."""
    commits = []
    attacker, defender = a.attacker, a.defender
    use = rule_use(g.abil)             # the outsiders' cap is one use (rule_uses.py)
    for s in g.seats:
        if not s.alive:
            continue
        q = s.index
        money = s.money
        if q == attacker or q == defender:
            cap = money
        else:                          # min(money, the outsiders' cap) written out (a hot path)
            cap = g.abil.param(q, "showdown_cap") if use is None else use.param(q, "showdown_cap")
            if cap > money:
                cap = money
        if cap <= 0:
            continue
        amount = g.ask("showdown", q, lo=0, hi=cap, prompt="money to commit to the showdown", info=a)
        if amount <= 0:
            continue
        if q == attacker:
            side = "for"
        elif q == defender:
            side = "against"
        else:
            side = g.ask("side", q, ["for", "against"], prompt="for or against?", info=a)
        commits.append((q, amount, side))
    if use is not None:
        use.done()
    if g.yes("back_out", a.attacker, prompt="back out before the reveal?", info=a):
        for c in a.involved + a.defending:
            g.give_token(c)
        a.result = "backed out"
        if g.log.speaking:
            g.say("attack", f"  {g.name(a.attacker)} backs out; the tokens go back")
        return False
    total_for = total_against = 0
    speaking = g.log.speaking
    for q, amount, side in commits:
        g.spend(q, amount, "showdown")
        if speaking:
            g.say("attack", f"  {g.name(q)} reveals {amount} G {side}")
        if side == "for":
            total_for += amount
        else:
            total_against += amount
    if total_for:
        a.parts.append(("G for", total_for))
    if total_against:
        a.parts.append(("G against", -total_against))
    return True


def _hit_money(g, a: Attack) -> None:
    """CL-HIT-03: only the attacker spends, up to the cap."""
    cap = min(g.seats[a.attacker].money, g.R["hit_money_cap"])
    if cap <= 0:
        return
    amount = g.ask("hit_money", a.attacker, lo=0, hi=cap, prompt="money for the hit", info=a)
    if amount:
        g.spend(a.attacker, amount, "hit_money")
        a.parts.append(("G spent", amount))


def _may_assist(g, a: Attack, q: int) -> list:
    """Cards of player q that an ability lets assist or defend this attack wherever they are."""
    out = []
    for (card, _, _), amount in g.abil.attack_amounts(a, "may_assist"):
        if amount and card is not None and card.owner == q and card.token and card.zone in ("crooks", "rackets"):
            out.append(card)
    return out


def _helpers(g, a: Attack, key: str) -> int:
    n = g.R[key]
    for (_, _, rec), amount in g.abil.attack_amounts(a, "helpers"):
        n = amount if rec.op == "set" else n + amount
    return n


def _assist_once(g, a: Attack, key: str) -> None:
    """CL-REC-05, CL-HIT-04: Crooks below the leader (one, unless an ability allows more)."""
    limit = _helpers(g, a, key)
    pool = under(g, a.leader) + _may_assist(g, a, a.attacker)
    used = 0
    while used < limit:
        cands = [c for c in pool if c.token and c is not a.target and c not in a.involved]
        if not cands:
            break
        pick = g.ask("assist", a.attacker, ["done"] + cands, prompt=_assist_prompt(a, limit, used),
                     labels=lambda cs=cands: ["done"] + [c.name for c in cs], info=a)
        if pick == "done":
            break
        g.spend_token(pick)
        a.involved.append(pick)
        a.parts.append((f"assist {pick.name}", g.power(pick)))
        used += 1


def _assist_prompt(a: Attack, limit: int, used: int) -> str:
    """The assist question says how many may still help and that `done` ends the step (nobody is asked it
    again after `done`); asked again after a pick (an ability allows more than one), it says why."""
    left = limit - used
    if used:
        return (f"who else assists {a.leader.name}? (asked again: {a.involved[-1].name} assists and {left} more "
                "may; `done` ends the assistance)")
    return f"who assists {a.leader.name}? (up to {left} may; `done` ends the assistance)"


def _recruit_modifiers(g, a: Attack) -> None:
    t = a.target
    R = g.R
    if t.unhappy:
        a.parts.append((f"{t.unhappy} Unhappy", t.unhappy * R["unhappy_recruit_bonus"]))
    if t.zone == "crooks":
        if g.is_lt(t):
            a.parts.append(("target is a Lieutenant", -R["recruit_lieutenant_penalty"]))
        elif t.sup is not None and g.is_lt(t.sup):
            a.parts.append(("target is under a Lieutenant", -R["recruit_under_lieutenant_penalty"]))
    # CL-REC-04 Weakness
    if t.weakness:
        mine = sum(1 for r in g.seats[a.attacker].rackets if r.type == t.weakness)
        if a.defender >= 0:
            theirs = sum(1 for r in g.seats[a.defender].rackets if r.type == t.weakness)
            if mine > theirs:
                a.parts.append(("Weakness: more of his Rackets", R["weakness_bonus"]))
            elif mine < theirs:
                a.parts.append(("Weakness: his Mob has more", -R["weakness_bonus"]))
        elif mine >= 1:
            a.parts.append(("Weakness: his kind of Racket", R["weakness_bonus"]))


def _recruit_defence(g, a: Attack) -> None:
    """CL-REC-06: only the target's superior may defend."""
    t = a.target
    if a.defender < 0:
        return
    cands = [t.sup] if t.sup is not None and t.sup.token else []
    cands += [c for c in _may_assist(g, a, a.defender) if c not in cands]
    for c in cands:
        if g.yes("defend", a.defender, prompt=f"{c.name} defends?", info=a):
            g.spend_token(c)
            a.defending.append(c)
            a.parts.append((f"defence {c.name}", -g.power(c)))


def _takeover_modifiers(g, a: Attack) -> None:
    t = a.target
    R = g.R
    district, kind = t.district, t.type
    same_d = same_t = 0
    for r in g.seats[a.attacker].rackets:        # one pass (the heuristic weighs every takeover)
        if r.district == district:
            same_d += 1
        if r.type == kind:
            same_t += 1
    if same_d:
        a.parts.append((f"{same_d} own Racket(s) in the district", same_d * R["takeover_district_bonus"]))
    if same_t:
        a.parts.append((f"{same_t} own Racket(s) of the type", same_t * R["takeover_type_bonus"]))
    if a.defender >= 0:
        od = ot = 0
        for r in g.seats[a.defender].rackets:
            if r is not t:
                if r.district == district:
                    od += 1
                if r.type == kind:
                    ot += 1
        if od:
            a.parts.append((f"{od} defender Racket(s) in the district", -od * R["takeover_district_bonus"]))
        if ot:
            a.parts.append((f"{ot} defender Racket(s) of the type", -ot * R["takeover_type_bonus"]))


def _district_muscle(g, a: Attack, q: int) -> list:
    """CL-TKO-06: Rackets with Power in the target's district may help their owner's side."""
    target = a.target
    out = []
    for r in g.seats[q].rackets:       # a loop, as _add_side's
        if r.token_space and r.district == target.district and r is not target:
            out.append(r)
    return out


def _takeover_support(g, a: Attack) -> None:
    """CL-TKO-05: sides alternate, attacker first, until neither adds more."""
    att_pool = under(g, a.leader) + _district_muscle(g, a, a.attacker) + _may_assist(g, a, a.attacker)
    def_pool = []
    if a.defender >= 0:
        if a.protector is not None:
            def_pool += under(g, a.protector)
        def_pool += _district_muscle(g, a, a.defender) + _may_assist(g, a, a.defender)
    again = ""
    while True:
        att = _add_side(g, a, a.attacker, att_pool, a.involved, "assist", 1, again)
        dfd = _add_side(g, a, a.defender, def_pool, a.defending, "defence", -1, again) if a.defender >= 0 else 0
        if not att + dfd:
            break
        # CL-TKO-05: the sides go on in turn until neither adds; a side asked again is told why
        again = (f" (asked again: last round the attack added {att} and the defence {dfd}; the sides go on "
                 "in turn until neither adds)")


def _add_side(g, a, q, pool, spent, word, sign, again: str = "") -> int:
    n = 0
    while True:
        cands = []
        for c in pool:              # a loop, not a comprehension (in this Python a call of its own)
            if c.token and c not in spent and c.owner == q:
                cands.append(c)
        if not cands:
            return n
        why = again if n == 0 else ""
        pick = g.ask("assist" if sign > 0 else "defend_card", q, ["done"] + cands,
                     prompt=f"add a card to the {word}?{why}", labels=lambda cs=cands: ["done"] + [c.name for c in cs],
                     info=a)
        if pick == "done":
            return n
        g.spend_token(pick)
        spent.append(pick)
        a.parts.append((f"{word} {pick.name}", sign * g.power(pick)))
        n += 1


def _hit_modifiers(g, a: Attack) -> None:
    t = a.target
    if t.zone != "crooks":
        return
    if g.is_boss(t):
        a.parts.append(("target is a Boss", -g.R["hit_boss_penalty"]))
    elif grid.subs(g.seats[t.owner], t):
        a.parts.append(("target has subordinates", -g.R["hit_superior_penalty"]))


def _hide_out(g, a: Attack) -> None:
    """CL-HIT-05: the target may spend his own token to hide out."""
    t = a.target
    if a.defender >= 0 and t.token and g.yes("hide", a.defender, prompt=f"{t.name} hides out?", info=a):
        g.spend_token(t)
        a.defending.append(t)
        a.parts.append((f"{t.name} hides out", -g.R["hide_out_bonus"]))


def _own_hit(g, a: Attack) -> None:
    """CL-HIT-01: hitting one's own Crook needs another Crook's token and always succeeds."""
    a.result = "success"
    a.success = None
    g.say("attack", "  a hit inside the Mob: no roll, it succeeds")
    _outcome(g, a, True)


# ------------------------------------------------------------------ outcomes
def _outcome(g, a: Attack, ok: bool) -> None:
    p = a.attacker
    seat = g.seats[p]
    if a.kind == "recruit":
        if ok:
            t = a.target
            pool = [a.leader] + under(g, a.leader) if g.seats[p].boss is not a.leader else list(seat.crooks)
            g.blame = p
            joined = mob.join(g, p, t, pool)
            g.blame = -1
            if joined:
                if g.log.speaking:
                    g.say("attack", f"  {t.name} joins {g.name(p)}")
                if g.abil.listens("crook_recruited"):
                    g.abil.emit(Event("crook_recruited", crook=t, player=seat, attack=a))
            elif g.log.speaking:
                g.say("attack", f"  {t.name} fits nowhere under {a.leader.name}: he stays, the actions are lost")
    elif a.kind == "takeover":
        if ok:
            t = a.target
            g.state.move(t, "rackets", p)
            if g.log.speaking:
                g.say("attack", f"  {g.name(p)} takes over {t.name}")
            for c in list(seat.crooks):
                if c.weakness == t.type:
                    mob.remove_unhappy(g, c, 1, "his Mob took a Racket of his Weakness")
            if g.abil.listens("racket_taken_over"):
                g.abil.emit(Event("racket_taken_over", racket=t, player=seat, attack=a))
    else:
        _hit_outcome(g, a, ok)
    name = "attack_succeeded" if ok else "attack_failed"
    if g.abil.listens(name):
        g.abil.emit(Event(name, attack=a, player=seat))


def _hit_outcome(g, a: Attack, ok: bool) -> None:
    t = a.target
    p = a.attacker
    v = t.owner if t.zone == "crooks" else -1
    if not ok:
        if v >= 0:
            g.blame = p
            mob.add_unhappy(g, [t], 1, "survived a hit")
            g.blame = -1
        return
    victim_power = g.power_no_bonus(t)
    leader_power = g.power_no_bonus(a.leader)
    g.blame = p
    if v >= 0:
        vseat = g.seats[v]
        was_boss = vseat.boss is t
        near = [] if was_boss else ([t.sup] if t.sup is not None else []) + grid.subs(vseat, t)
        with mob.event(g):             # the hit and its markers come before the promotions (CL-UNH-04)
            gone = mob.leave(g, t, "discard")
            g.say("attack", f"  {t.name} is rubbed out")
            if was_boss:
                near = list(vseat.crooks)
            # The victim's own triggers see him as he was (last_known.py).
            g.abil.emit(Event("hit_succeeded", crook=t, player=g.seats[p], attack=a, last_known=gone))
            mob.add_unhappy(g, near, 1, "the Boss was hit" if was_boss else f"{t.name} was hit")
            mob.settle(g, v)
    else:
        mob.to_zone(g, t, "discard")
        g.say("attack", f"  {t.name} is rubbed out")
        if g.abil.listens("hit_succeeded"):
            g.abil.emit(Event("hit_succeeded", crook=t, player=g.seats[p], attack=a))
    g.blame = -1
    power_gain(g, a.leader, victim_power, leader_power)


def power_gain(g, leader, victim_power: int, leader_power: int) -> None:
    """CL-HIT-08: +1, or +2 for a stronger victim; never above the cap."""
    if leader.zone != "crooks":
        return
    gain = g.R["hit_power_gain_stronger"] if victim_power > leader_power else g.R["hit_power_gain"]
    cap = g.ruleset["power_range"]["max"]
    room = cap - (leader.power + leader.power_markers)
    gain = max(0, min(gain, room))
    if gain:
        leader.power_markers += gain
        g.state.touch()
        g.say("attack", f"  {leader.name} gains {gain} Power ({leader.power + leader.power_markers} printed+markers)")
