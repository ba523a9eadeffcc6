"""Trades between players: the active player offers cards (and money) for as many of a rival's
cards; the receiver accepts or refuses, and an accepted offer is binding (CU-DEAL). The offer
itself is the kernel's (kernel/offers.py)."""
from __future__ import annotations

from ...kernel.offers import Offer, propose
from .words import cash


def partners(g, p: int) -> list[int]:
    """CU-DEAL-02: any other player still in the game who holds a card, while p holds one."""
    if not g.seats[p].hand:
        return []
    return [q for q in g.alive() if q != p and g.seats[q].hand]


def offer(g, p: int) -> None:
    s = g.seats[p]
    s.offers -= 1
    who = partners(g, p)
    q = g.ask("partner", p, who, prompt="offer a trade to whom?",
              labels=lambda: [f"{g.name(x)} ({g.org(x).name}, {len(g.seats[x].hand)} cards)" for x in who])
    give: list = []
    most = min(len(s.hand), len(g.seats[q].hand))
    while len(give) < most:                                    # CU-DEAL-03: k cards for k
        pool = [c for c in s.hand if c not in give]
        options = pool + (["done"] if give else [])
        pick = g.ask("give", p, options, prompt=f"card {len(give) + 1} to offer" + (" (or done)" if give else ""),
                     labels=lambda options=options: [x if x == "done" else g.describe(x) for x in options])
        if pick == "done":
            break
        give.append(pick)
    step = g.rules.money_step
    money = g.ask("sweetener", p, lo=0, hi=s.money // step,
                  prompt=f"money to add, in {cash(step)} steps (0: none)") * step
    deal = Offer(p, q, give, money, "hand", escrow="offered")   # shown to q while he decides
    g.record("offer", p)
    g.say("trade", f"{g.name(p)} offers {g.name(q)} {len(give)} card{'s' if len(give) != 1 else ''}"
                   + (f" and {cash(money)}" if money else "") + f" for {len(give)} of his")
    ok, back = propose(g, deal, describe=g.describe)
    if ok:
        g.record("offer_accepted", q)
        g.say("trade", f"{g.name(q)} accepts: {', '.join(c.name for c in give)} to {g.name(q)}, "
                       f"{', '.join(c.name for c in back)} to {g.name(p)}"
                       + (f", {cash(money)} to {g.name(q)}" if money else ""))
        if money and s.money == 0 and g.defences(p):
            g.say("money", f"{g.name(p)} is broke: his defences are deactivated (CU-BROKE-01)")
    else:
        g.say("trade", f"{g.name(q)} refuses")
