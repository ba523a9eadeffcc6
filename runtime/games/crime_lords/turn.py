"""One regular turn (CL-TURN-01..08): income, pay, draw, actions, retoken."""
from __future__ import annotations

from ...kernel.events import Event
from . import actions, mob, rule_uses
from .deck import draw


def play_turn(g, p: int) -> None:
    seat = g.seats[p]
    g.current = p
    g.acted = False
    g.turn_over = False
    g.turn += 1
    if g.log.speaking:
        g.say("turn", f"--- turn {g.turn}: {g.name(p)} ({seat.mobcard[0].name if seat.mobcard else '?'}) ---")
    if g.abil.listens("turn_start"):
        g.abil.emit(Event("turn_start", player=seat))
    if g.R["retoken"] == "start":
        g.retoken(p)
    too_strong(g, p)
    if seat.alive:
        collect_income(g, p)
    if seat.alive:
        pay_gang(g, p)
    if seat.alive:
        draw(g, p, rule_uses.param(g, p, "draw_count"), fill=True)   # a use of the rules (rule_uses.py)
    g.check()
    while seat.alive and not g.turn_over and actions.take_action(g, p):
        pass
    if seat.alive and not g.acted:
        bonus = rule_uses.param(g, p, "pass_bonus")
        g.gain(p, bonus, "pass")
        g.say("money", f"  {g.name(p)} passes and takes {bonus} G")
        g.record("pass", p)
    if seat.alive and not g.turn_over and g.R["retoken"] == "end":
        g.retoken(p)
    if g.abil.listens("turn_end"):
        g.abil.emit(Event("turn_end", player=seat))


def too_strong(g, p: int) -> None:
    """CL-TURN-08: a Crook stronger than his superior grumbles each turn."""
    seat = g.seats[p]
    grumblers = [c for c in seat.crooks if c.sup is not None and g.power(c) > g.power(c.sup)]
    if g.abil.on_fire is not None:
        rule_uses.grumble(g, seat)
    if grumblers:
        mob.add_unhappy(g, grumblers, 1, "stronger than his superior")


def collect_income(g, p: int) -> None:
    seat = g.seats[p]
    total = sum(_incomes(g, seat.rackets))
    if g.abil.on_fire is not None:
        rule_uses.stats(g, "income", seat.rackets, lambda c: c.income + c.income_markers)
    if total:
        g.gain(p, total, "income")
    if g.log.speaking:
        g.say("money", f"  income {total} G from {len(seat.rackets)} Racket(s): {seat.money} G")
    if g.abil.listens("income"):
        g.abil.emit(Event("income", player=seat, amount=total))


def _incomes(g, cards) -> list:
    """[g.income(c) for c in cards]: a card no income modifier in force may change has its printed
    Income and markers, not below 0."""
    return _asked_where_modified(g, "income", cards, g.income, lambda c: c.income + c.income_markers)


def _pays(g, cards) -> list:
    """[g.pay_of(c) for c in cards]: a card no pay modifier in force may change has its Power as
    its pay, not below 0."""
    return _asked_where_modified(g, "pay", cards, g.pay_of, g.power)


def _asked_where_modified(g, stat: str, cards, ask, plain) -> list:
    """ask(c) for each card a `stat` modifier in force may change (AbilityIndex.modified, stats
    order-free), max(plain(c), 0) for the rest: the stat machinery is asked only where it matters."""
    mods = g.abil.modified(stat) if g.stats_order_free else None
    if mods is None:
        return [ask(c) for c in cards]
    out = []
    for c in cards:     # max(plain(c), 0) written out: builtin min and max parse their arguments as keywords too
        if c.idx in mods:
            out.append(ask(c))
        else:
            v = plain(c)
            out.append(v if v > 0 else 0)
    return out


def pay_gang(g, p: int) -> None:
    """CL-TURN-02: the Boss first and in full; then the others in the order the owner picks."""
    seat = g.seats[p]
    crooks = list(seat.crooks)
    bills = dict(zip([c.idx for c in crooks], _pays(g, crooks)))
    if g.abil.on_fire is not None:
        rule_uses.stats(g, "pay", crooks, g.power)
    total = sum(bills.values())
    if seat.money >= total:
        g.spend(p, total, "pay")
        if g.log.speaking:
            g.say("money", f"  pays the gang {total} G: {seat.money} G left")
        return
    partial, unpaid = [], []
    boss = seat.boss
    rest = [c for c in crooks if c is not boss and bills[c.idx] > 0]
    if boss is not None and bills[boss.idx] > 0:
        _pay_one(g, p, boss, bills, partial, unpaid)
        if boss in partial or boss in unpaid:
            unpaid.extend(rest)        # until the Boss is paid in full nobody gets anything
            rest = []
    while rest and seat.money > 0:
        c = g.ask("pay_next", p, rest, prompt="who is paid next?", labels=[x.name for x in rest])
        rest.remove(c)
        _pay_one(g, p, c, bills, partial, unpaid)
    unpaid.extend(rest)
    if g.log.speaking:
        g.say("money", f"  cannot pay the whole gang ({total} G): {seat.money} G left")
    with mob.event(g):                 # every pay marker lands before anyone quits (CL-UNH-04)
        mob.add_unhappy(g, partial, 1, "paid only in part", from_pay=True)
        mob.add_unhappy(g, unpaid, 2, "not paid", from_pay=True)


def _pay_one(g, p, c, bills, partial, unpaid) -> None:
    bill = bills[c.idx]
    if bill <= 0:
        return
    paid = g.spend(p, bill, "pay")
    if paid == bill:
        return
    (partial if paid > 0 else unpaid).append(c)
