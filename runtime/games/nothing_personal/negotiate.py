"""Negotiation as decisions (NP-NEG): offers on a decision about to be made, binding once accepted.

Before a decider answers a negotiable decision (the Capo's tie choice, the
blackmailer's leave, who places the extra influence), every other family is
asked in turn order whether it offers money (in steps of $1 up to the
ruleset's `offer_max`) or one card of its hand for one of the answers. Each
offer is a kernel `Offer` (runtime/kernel/offers.py) made for that answer
(`terms`), asking nothing back. The decider then answers among the same
options, seeing the offers; giving an answer accepts the offers made for it,
which the kernel's `keep` settles at once (binding). Nothing outlives the
decision: promises about the future are not modelled (NP-NEG-06).
"""
from __future__ import annotations

from ...kernel.offers import Offer, keep


def negotiate(g, kind: str, decider: int, options: list, labels: list, prompt: str, info=None):
    offers = []                       # kernel Offers, each made for an option's index (`terms`)
    if len(options) > 1:
        for q in g.order():
            if q == decider:
                continue
            menu, words = ["none"], ["offer nothing"]
            s = g.seats[q]
            for i, lab in enumerate(labels):
                for amount in range(1, min(s.money, g.R.offer_max) + 1):
                    menu.append(("money", i, amount))
                    words.append(f"offer ${amount} for: {lab}")
                for c in s.hand:
                    menu.append(("card", i, c.id))
                    words.append(f"offer {c.name} for: {lab}")
            got = g.ask("offer", q, menu, prompt=f"{g.name(decider)} decides ({prompt}): make an offer?",
                        labels=words, info=(kind, decider, options))
            if got != "none":
                what, i, x = got
                card = next(c for c in s.hand if c.id == x) if what == "card" else None
                offers.append(Offer(q, decider, [card] if card else [], money=x if what == "money" else 0,
                                    want=0, terms=i))
                g.record("offer", q)
                g.say("offer", f"{g.name(q)} offers {_what(offers[-1])} to {g.name(decider)} for: {labels[i]}")
    shown = [lab + "".join(f" [{g.name(o.frm)} offers {_what(o)}]" for o in offers if o.terms == i)
             for i, lab in enumerate(labels)]
    answer = g.ask(kind, decider, list(options), prompt=prompt, labels=shown, info=info)
    for o in keep(g.state, offers, options.index(answer)):       # accepted by the answer: binding
        g.say("offer", f"{g.name(o.frm)} gives {_what(o)} to {g.name(decider)} (offer accepted)")
        g.record("offer_accepted", decider)
    return answer


def _what(offer) -> str:
    return f"${offer.money}" if offer.money else ", ".join(c.name for c in offer.give)
