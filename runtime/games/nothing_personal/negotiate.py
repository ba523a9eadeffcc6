"""Negotiation as decisions (NP-NEG): offers on a decision about to be made, binding once accepted.

Before a decider answers a negotiable decision (the Capo's tie choice, the
blackmailer's leave, who places the extra influence), every other family is
asked in turn order whether it offers money (in steps of $1 up to the
ruleset's `offer_max`) or one card of its hand for one of the answers. The
decider then answers among the same options, seeing the offers; every offer
made for the answer given is paid at once. Nothing outlives the decision:
promises about the future are not modelled (NP-NEG-06).
"""
from __future__ import annotations


def negotiate(g, kind: str, decider: int, options: list, labels: list, prompt: str, info=None):
    offers = []                       # (seat, option index, money, card)
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
                offers.append((q,) + tuple(got))
                g.record("offer", q)
                g.say("offer", f"{g.name(q)} offers {_what(g, got)} to {g.name(decider)} for: {labels[got[1]]}")
    shown = [lab + "".join(f" [{g.name(o[0])} offers {_what(g, o[1:])}]" for o in offers if o[2] == i)
             for i, lab in enumerate(labels)]
    answer = g.ask(kind, decider, list(options), prompt=prompt, labels=shown, info=info)
    i = options.index(answer)
    for q, kind_, j, what in offers:
        if j != i:
            continue
        if kind_ == "money":
            paid = min(what, g.seats[q].money)
            g.seats[q].money -= paid
            g.seats[decider].money += paid
            g.say("offer", f"{g.name(q)} pays ${paid} to {g.name(decider)} (offer accepted)")
        else:
            card = next((c for c in g.seats[q].hand if c.id == what), None)
            if card is not None:
                g.state.move(card, "hand", decider)
                g.say("offer", f"{g.name(q)} gives {card.name} to {g.name(decider)} (offer accepted)")
        g.record("offer_accepted", decider)
    return answer


def _what(g, got) -> str:
    kind, _i, what = got[0], got[1], got[2]
    if kind == "money":
        return f"${what}"
    return next((c.name for c in g.state.cards if c.id == what), what)
