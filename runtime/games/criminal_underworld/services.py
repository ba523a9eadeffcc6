"""Services: bought from the face-up row during one's turn, acting at once, then spent
(CU-SERV). The row is the kernel's market (kernel/market.py); it is never refilled (CU-R-11)."""
from __future__ import annotations

from . import combat
from .words import cash


def usable(g, p: int, card) -> bool:
    """Whether buying it now would do something the rules allow (CU-SERV-03)."""
    if card.price > g.seats[p].money:
        return False
    if card.service == "sabotage":
        return bool(sabotage_targets(g, p))
    if card.service == "hit":
        return g.can_attack(p)
    return True


def buyable(g, p: int) -> list:
    return [c for c in g.market.offered(g.state) if usable(g, p, c)]


def sabotage_targets(g, p: int) -> list:
    return [d for q in g.rivals(p) for d in g.defences(q)]


def buy(g, p: int) -> None:
    options = buyable(g, p)
    card = g.ask("buy", p, options, prompt="buy which service?", labels=lambda: [g.describe(c) for c in options])
    g.pay(p, card.price, "service")
    g.market.buy(g.state, card, "spent")                       # CU-SERV-02: flipped face down
    g.record(f"buy_{card.service}", p, card.id)
    g.say("service", f"{g.name(p)} buys {card.name} for {cash(card.price)}: {cash(g.seats[p].money)} left")
    kind = card.service
    if kind == "repair":
        h = g.hq(p)
        healed = min(card.amount, h.power - h.hp)
        h.hp += healed
        g.say("service", f"{h.name} gets {healed} power back (power {h.hp - healed} -> {h.hp}"
                         + (f", never above {h.power}" if healed < card.amount else "") + ")")
        g.state.touch()
    elif kind == "sabotage":
        options = sabotage_targets(g, p)
        d = g.ask("sabotage", p, options, prompt="discard which defence?",
                  labels=lambda: [f"{g.describe(x)} on {g.host_words(g.slots.host_of(g.state, x))}" for x in options])
        host = g.slots.host_of(g.state, d)
        g.discard(d)
        g.say("service", f"{d.name} is removed from {host.name} ({g.name(host.owner)}) and discarded")
    elif kind == "hit":
        options = [g.hq(q) for q in g.rivals(p)]
        h = g.ask("hit", p, options, prompt="hit which headquarters?",
                  labels=lambda: [g.host_words(x) for x in options])
        g.say("attack", f"{g.name(p)}'s {card.name}: {card.amount} damage to {g.host_words(h)}, past its defences")
        combat.strike(g, p, h, card.amount, through_defences=True)
    elif kind == "restock":
        hand = list(g.seats[p].hand)
        for c in hand:
            g.state.move(c, "discard")
        g.say("service", f"{g.name(p)} discards his hand ({len(hand)} cards) and draws a new one")
        g.refill(p)
