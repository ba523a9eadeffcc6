"""The actions step (CL-TURN-05): what a player may do, asked one level at a time.

The menu offers only kinds of action that have at least one legal way to
be done; then the player picks the card that acts, then the target. Each
action is finished before the next (CL-TURN-05).
"""
from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from . import attacks, gang_war, grid, mob, victory
from ...abilities import use_ability
from .attack_choice import _hit_any, attack_leaders, do_attack, leaders, pick_card as _pick

MENU = ("recruit", "takeover", "hit", "move", "visit", "double_cross", "retire", "ability",
        "drop", "give_money", "give_racket", "give_special", "give_crook")


@dataclass(frozen=True)
class Offer:
    """A Crook offered to a rival (CL-ACT-02): what the receiver's "accept" decision is about."""
    card: object
    giver: int
    price: int


def move_destinations(g, p: int, c) -> list:
    seat = g.seats[p]
    members = [c] + grid.below(seat, c)
    ignore = {m.idx for m in members}
    return [(s, cell) for s, cell in grid.legal_cells(g, seat, g.power(c), ignore=ignore)
            if not (s is c.sup and cell == c.pos)]


def can_move(g, p: int, c) -> bool:
    """move_destinations(g, p, c) != [], stopping at the first destination (CL-ACT-01, CL-MOB-04):
    grid.legal_cells' superiors and cells, the cells the Crooks that stay hold gathered once (the
    mover and those under him count as gone). This runs at every action menu."""
    seat = g.seats[p]
    ignore = {c.idx}
    for m in grid.below(seat, c):
        ignore.add(m.idx)
    taken = grid.taken_cells(seat, ignore)
    power = g.power(c)
    sup, pos = c.sup, c.pos
    for s in seat.crooks:
        if s.pos is None or s.idx in ignore or g.power(s) <= power:
            continue
        for cell in grid.open_around(s.pos, taken):
            if not (s is sup and cell == pos):
                return True
    return False


def movers(g, p: int) -> list:
    seat = g.seats[p]
    return [c for c in seat.crooks if c.token and c is not seat.boss and move_destinations(g, p, c)]


def visitors(g, p: int) -> list:
    """CL-UNH-02: an Unhappy Crook may spend his token to visit a Racket of his Weakness."""
    seat = g.seats[p]
    kinds = {r.type for r in seat.rackets}
    return [c for c in seat.crooks if c.token and c.unhappy and c.weakness in kinds]


def boss_changers(g, p: int, kind: str) -> list:
    seat = g.seats[p]
    if seat.boss is None:
        return []
    lts = []
    for c in grid.subs(seat, seat.boss):    # a loop, not a comprehension (in this Python a call of its own)
        if c.token:
            lts.append(c)
    if kind == "retire":
        cost = g.R["retirement_pay_factor"] * g.power(seat.boss)
        if seat.money < cost:
            return []
    return lts


def _can_attack(g, p: int, kind: str) -> bool:
    """Has `kind` a leader with a target? attack_leaders(...) != [], asked without listing them all.

    Only when stats do not depend on the order they are computed in (caches.stat_depends), which
    makes asking fewer of them change nothing. Every leader of p shares the same targets
    (attacks.recruit_targets and takeover_targets depend on the leader only through his owner).
    """
    seat = g.seats[p]
    lead = [c for c in seat.crooks if c.token]
    if not lead:
        return False
    if kind == "recruit":
        pool = attacks.recruit_targets_any(g, p)
        if not pool:
            return False
        power = g.power
        weakest = min(power(c) for c in pool)
        return any(power(c) > weakest for c in lead)
    if kind == "takeover":
        return attacks.takeover_any(g, p)
    return any(_hit_any(g, c) for c in lead)


def _attack_kinds_quick(g, p: int, lead: list) -> list:
    """The attack kinds with a leader and a target: _can_attack for each of attacks.KINDS, at once.

    `lead`: p's Crooks with a token (not empty). Only when stats are order-free (see _can_attack).
    Plain loops that stop at the first way found: this runs at every action decision.
    """
    out = []
    seats = g.seats
    open_zone = g.state.zones["open"]
    power = g.power
    # recruit: a Crook he might recruit (attacks.recruit_targets_any) weaker than the strongest leader
    strongest = power(lead[0])
    for c in lead[1:]:                 # max(map(power, lead)), without the builtin's keyword parsing
        v = power(c)
        if v > strongest:
            strongest = v
    if _weaker_crook(g, p, open_zone, strongest):
        out.append("recruit")
    # takeover: any Racket out of p's hands
    if attacks.takeover_any(g, p):
        out.append("takeover")
    # hit: any Crook but the leader himself (_hit_any for some leader of lead[:2]): an uncontrolled
    # Crook, or a Mob with two Crooks, or one Crook who is not the only leader
    for x in open_zone:
        if x.kind == "crook":
            out.append("hit")
            return out
    only = lead[0] if len(lead) == 1 else None
    for s in seats:
        if s.alive:
            crooks = s.crooks
            if len(crooks) > 1 or (crooks and crooks[0] is not only):
                out.append("hit")
                break
    return out


def _weaker_crook(g, p: int, open_zone, strongest: int) -> bool:
    power = g.power
    for c in open_zone:
        if c.kind == "crook" and power(c) < strongest:
            return True
    for s in g.seats:
        if s.alive and s.index != p:
            boss = s.boss
            for c in s.crooks:
                if c is not boss and power(c) < strongest:
                    return True
    return False


def _any_visitor(seat) -> bool:
    """visitors(...) != []: the Racket types are gathered only for an Unhappy Crook with a token."""
    kinds = None
    for c in seat.crooks:
        if c.token and c.unhappy:
            if kinds is None:
                kinds = {r.type for r in seat.rackets}
            if c.weakness in kinds:
                return True
    return False


_HAS_TOKEN = attrgetter("token")


def menu(g, p: int) -> list:
    seat = g.seats[p]
    out = []
    crooks = seat.crooks
    lead = list(filter(_HAS_TOKEN, crooks))
    # The incremental engine (caches.py): with stats free of evaluation order, ask only whether
    # each action has a way to be done; otherwise list every way, in the order the rules do.
    quick = g.stats_order_free
    if lead:
        if quick:
            out.extend(_attack_kinds_quick(g, p, lead))
        else:
            for kind in attacks.KINDS:
                if attack_leaders(g, p, kind):
                    out.append(kind)
        boss = seat.boss
        if quick:
            for c in lead:             # any(...) written out (a generator costs more than the loop)
                if c is not boss and can_move(g, p, c):
                    out.append("move")
                    break
        elif movers(g, p):
            out.append("move")
        if _any_visitor(seat) if quick else visitors(g, p):
            out.append("visit")
        if boss is not None:
            lts = boss_changers(g, p, "double_cross")
            if lts:
                out.append("double_cross")
            # boss_changers(g, p, "retire"): the same Lieutenants, if he can pay (his Power asked as it asks it)
            if seat.money >= g.R["retirement_pay_factor"] * g.power(boss) and lts:
                out.append("retire")
    if g.abil.usable(p, ("own_turn", "any_time"), any_of=quick):
        out.append("ability")
    if len(crooks) > 1:
        out.append("drop")
    for s in g.seats:                  # a rival still in the game
        if s.alive and s.index != p:
            if seat.money > 0:
                out.append("give_money")
            if seat.rackets:
                out.append("give_racket")
            if seat.hand:
                out.append("give_special")
            boss = seat.boss
            for c in lead:
                if c is not boss:
                    out.append("give_crook")
                    break
            break
    out.append("end")
    return out


def take_action(g, p: int) -> bool:
    """Ask for and do one action; False when the player ends his actions."""
    options = menu(g, p)
    choice = g.ask("action", p, options, prompt="your action")
    if choice == "end":
        return False
    g.acted = True
    g.record(choice, p)                 # the action mix `syndicate simulate` reports
    DO[choice](g, p)
    g.check()
    return True


def _attack_action(kind):
    def run(g, p):
        target = None
        a = do_attack(g, p, kind)
        target = a.target
        gang_war.after_attack(g, a, target)
    return run


def do_move(g, p: int) -> None:
    """CL-ACT-01: a Crook moves with those under him; he spends his token."""
    seat = g.seats[p]
    c = _pick(g, "mover", p, movers(g, p), "who moves?")
    dests = move_destinations(g, p, c)
    sup, cell = g.ask("destination", p, dests, prompt=f"where does {c.name} go?",
                      labels=lambda: [grid.cell_label(g, seat, s, x) for s, x in dests], info=c)
    g.spend_token(c)
    kids = grid.children_map(seat, c)
    grid.lift(g, seat, [c] + grid.below(seat, c))
    g.say("action", f"{g.name(p)}: {c.name} moves to {grid.cell_label(g, seat, sup, cell)}")
    for m in grid.place_tree(g, p, c, cell, sup, kids):
        g.say("move", f"  {m.name} cannot fit and goes uncontrolled")
        mob.to_zone(g, m, "open")
    mob.settle(g, p)


def do_visit(g, p: int) -> None:
    c = _pick(g, "visitor", p, visitors(g, p), "who visits a Racket of his Weakness?")
    g.spend_token(c)
    g.say("action", f"{g.name(p)}: {c.name} visits a Racket of his Weakness")
    mob.remove_unhappy(g, c, 1, "visited a Racket of his Weakness")


def do_double_cross(g, p: int) -> None:
    """CL-BOSS-02: a Lieutenant hits the Boss, no roll; every Crook gets 1 Unhappy first."""
    seat = g.seats[p]
    lt = _pick(g, "lieutenant", p, boss_changers(g, p, "double_cross"), "which Lieutenant double-crosses?")
    g.spend_token(lt)
    boss = seat.boss
    g.say("action", f"{g.name(p)}: {lt.name} double-crosses the Boss, {boss.name}")
    victim_power, lt_power = g.power_no_bonus(boss), g.power_no_bonus(lt)
    crew = [c for c in seat.crooks if c is not boss]
    with mob.event(g):                 # markers, quits, then the Boss changes (CL-UNH-04)
        mob.add_unhappy(g, crew, 1, "the Boss was hit")
        mob.quit_now(g)
        if lt.zone == "crooks" and lt.owner == p and g.is_lt(lt):
            mob.promote(g, p, lt)
        else:
            mob.leave(g, boss, "discard")
            mob.settle(g, p)
    attacks.power_gain(g, lt, victim_power, lt_power)


def do_retire(g, p: int) -> None:
    """CL-BOSS-03: pay the old Boss twice his Power; he goes; nobody is Unhappy."""
    seat = g.seats[p]
    lt = _pick(g, "lieutenant", p, boss_changers(g, p, "retire"), "which Lieutenant takes over?")
    g.spend_token(lt)
    cost = g.R["retirement_pay_factor"] * g.power(seat.boss)
    g.spend(p, cost, "retirement")
    g.say("action", f"{g.name(p)}: {seat.boss.name} retires with {cost} G; {lt.name} steps up")
    mob.promote(g, p, lt)


def do_drop(g, p: int) -> None:
    """CL-ACT-03: a Crook and those under him go uncontrolled (not the Boss)."""
    seat = g.seats[p]
    cands = [c for c in seat.crooks if c is not seat.boss]
    c = _pick(g, "drop", p, cands, "drop whom?")
    g.say("action", f"{g.name(p)} drops {c.name}")
    members = [c] + grid.below(seat, c)
    for m in members:
        mob.to_zone(g, m, "open")
    mob.settle(g, p)


def _receiver(g, p: int) -> int:
    others = [s.index for s in g.seats if s.alive and s.index != p]
    return g.ask("receiver", p, others, prompt="to whom?", labels=lambda: [g.name(q) for q in others])


def do_give_money(g, p: int) -> None:
    q = _receiver(g, p)
    amount = g.ask("gift_money", p, lo=1, hi=g.seats[p].money, prompt="how much?")
    g.transfer(p, q, amount)
    g.say("action", f"{g.name(p)} gives {amount} G to {g.name(q)}")


def do_give_racket(g, p: int) -> None:
    q = _receiver(g, p)
    r = _pick(g, "gift_racket", p, list(g.seats[p].rackets), "which Racket?")
    if victory.throws_game(g, p, q, r):
        g.say("action", f"{g.name(p)} may not give {r.name} to {g.name(q)}: it would hand him the game (CL-ACT-07)")
        return
    g.state.move(r, "rackets", q)
    g.say("action", f"{g.name(p)} gives {r.name} to {g.name(q)}")


def do_give_special(g, p: int) -> None:
    q = _receiver(g, p)
    s = _pick(g, "gift_special", p, list(g.seats[p].hand), "which Special?")
    g.state.move(s, "hand", q)
    g.say("action", f"{g.name(p)} gives a Special to {g.name(q)}")


def do_give_crook(g, p: int) -> None:
    """CL-ACT-02: with the receiver's consent; the Crook spends his token; his people come along."""
    seat = g.seats[p]
    q = _receiver(g, p)
    cands = [c for c in seat.crooks if c.token and c is not seat.boss]
    c = _pick(g, "gift_crook", p, cands, "which Crook?")
    price = 0
    if g.seats[q].money > 0:
        price = g.ask("price", p, lo=0, hi=g.seats[q].money, prompt="asking price (0 for a gift)")
    if not g.yes("accept", q, prompt=f"accept {c.name} from {g.name(p)} for {price} G?", info=Offer(c, p, price)):
        g.say("action", f"{g.name(q)} refuses {c.name}")
        return
    g.spend_token(c)
    if price:
        g.transfer(q, p, price)
    g.say("action", f"{g.name(p)} hands {c.name} to {g.name(q)}" + (f" for {price} G" if price else ""))
    if not mob.join(g, q, c, list(g.seats[q].crooks)):
        g.say("action", f"  {c.name} fits nowhere in {g.name(q)}'s Mob and goes uncontrolled")
        mob.leave(g, c, "open")
        mob.settle(g, p)


def do_ability(g, p: int) -> None:
    usable = g.abil.usable(p, ("own_turn", "any_time"))
    pick = g.ask("ability", p, usable, prompt="which ability?",
                 labels=lambda: [f"{c.name}: {r.source}" for c, r in usable])
    use_ability(g, p, pick[0], pick[1])




DO = {
    "recruit": _attack_action("recruit"),
    "takeover": _attack_action("takeover"),
    "hit": _attack_action("hit"),
    "move": do_move,
    "visit": do_visit,
    "double_cross": do_double_cross,
    "retire": do_retire,
    "ability": do_ability,
    "drop": do_drop,
    "give_money": do_give_money,
    "give_racket": do_give_racket,
    "give_special": do_give_special,
    "give_crook": do_give_crook,
}
