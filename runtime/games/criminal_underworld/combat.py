"""Attacks: paying, the target, the defence that takes the damage first, captures and
elimination (CU-OFF, CU-BIZ-04, CU-ELIM). Every attack is explained in the transcript:
the damage to the defence and to the target, what each is left with, and what followed."""
from __future__ import annotations

from ...abilities import rule_use
from ...kernel.events import Event
from .words import cash


def targets(g, p: int) -> list:
    """CU-OFF-02: a rival's headquarters or one of his businesses."""
    return [h for q in g.rivals(p) for h in g.hosts(q)]


def attack(g, p: int, card) -> None:
    """CU-OFF-01..05: pay the cost, pick the target, then the defence; the damage falls."""
    cost = g.offence_cost(p, card)
    use = rule_use(g.abil)              # the cost and the damage: one use (rule_use.py)
    if use is not None:
        use.stat(card, "offence_cost", card.cost)
    g.pay(p, cost, "play")
    options = targets(g, p)
    target = g.ask("target", p, options, prompt=f"{card.name}: attack what?",
                   labels=lambda: [g.host_words(h) for h in options], info=card)
    damage = g.damage(card)
    if use is not None:
        use.stat(card, "damage", card.damage)
        use.done()
    why = [f"{card.damage} on the card"]
    if damage != card.damage:
        why.append(f"{'+' if damage > card.damage else '-'}{abs(damage - card.damage)} by abilities")
    g.say("attack", f"{g.name(p)} pays {cash(cost)}"
                    + (f" ({cash(card.cost - cost)} off by abilities)" if cost != card.cost else "")
                    + f" and plays {card.name}"
                    + (" as an offence" if card.kind == "dual" else "")
                    + f" on {g.host_words(target)}: {damage} damage ({', '.join(why)})")
    g.state.move(card, "discard")
    card.mode = None
    strike(g, p, target, damage, through_defences=False)


def strike(g, p: int, target, damage: int, through_defences: bool) -> None:
    """Damage from seat p to a host: first to one defence the attacker picks (CU-OFF-04), the
    rest to the host (CU-R-01). Deactivated defences take nothing (CU-R-04)."""
    q = target.owner
    rest = damage
    on = g.defences_on(target)
    if on and not through_defences:
        if not g.active(q):
            g.say("attack", f"the defences of {target.name} are deactivated ({g.name(q)} is broke): "
                            f"all {damage} damage goes to {target.name} (CU-R-04)")
        else:
            sides = list(on)
            picked = g.ask("defence", p, [on[s] for s in sides], prompt=f"which defence of {target.name} "
                           f"takes the damage first?", labels=lambda: [f"{s}: {g.describe(on[s])}" for s in sides],
                           info=target)
            side = g.slots.slot_of(picked)
            took = min(rest, picked.hp)
            picked.hp -= took
            rest -= took
            line = (f"{picked.name} on the {side} side takes {took} (power {picked.hp + took} -> {picked.hp})")
            if picked.hp == 0:
                line += ", destroyed and discarded"
            g.say("attack", line + f"; {rest} damage left for {target.name}")
            # Its own ability answers the blow before a destroyed defence leaves (CU-DEF-08).
            g.abil.emit(Event("defence_struck", defence=picked, player=g.seats[q], attacker=g.seats[p]))
            if picked.hp == 0:
                g.discard(picked)
    if rest > 0:
        took = min(rest, target.hp)
        target.hp -= took
        g.say("attack", f"{target.name} takes {took} (power {target.hp + took} -> {target.hp})")
        if target.hp == 0:
            if target.kind == "business":
                capture(g, p, target)
            else:
                eliminate(g, q, p)
    g.state.touch()


def capture(g, p: int, business) -> None:
    """CU-BIZ-04, CU-R-03: a business brought to 0 goes to whoever did it, at its full power;
    the defences on it are discarded."""
    q = business.owner
    gone = g.slots.move_host(g.state, business, "play", p, to=("discard", -1))
    for d in gone:
        d.hp, d.mode = 0, None
    business.hp = business.power
    g.record("capture", p, business.id)
    g.say("attack", f"{business.name} is brought to 0: {g.name(p)} takes it from {g.name(q)}"
                    + (f" ({', '.join(d.name for d in gone)} discarded)" if gone else "")
                    + f", back at power {business.power}, paying {cash(business.income)} from his next turn")


def eliminate(g, q: int, p: int) -> None:
    """CU-ELIM-01..04: q's money to the bank, hand and defences discarded, businesses to p."""
    s = g.seats[q]
    money = s.money
    for c in list(s.hand):
        g.state.move(c, "discard")
    hq = g.hq(q)
    for d in g.slots.cards_of(g.state, hq):
        g.discard(d)
    taken = []
    for b in g.businesses(q):
        for d in g.slots.move_host(g.state, b, "play", p, to=("discard", -1)):
            d.hp, d.mode = 0, None
        taken.append(b.name)
    g.state.move(hq, "out")
    g.pay(q, money, "out")                 # after the defences are gone: no "broke" line
    s.alive = False
    s.out_turn = g.turn
    g.record("eliminate", p)
    g.say("out", f"{g.name(q)} ({hq.name}) is eliminated by {g.name(p)}: {cash(money)} back to the bank, "
                 f"hand and defences discarded"
                 + (f"; {g.name(p)} takes {', '.join(taken)}" if taken else ""))
    g.check_end()
