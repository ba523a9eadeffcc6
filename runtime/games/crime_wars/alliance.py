"""Alliances: giving to an ally, breaking an alliance, and the last two allies (CW-VAR-01..08).

Allies are teams on one side (`game.side`); one player may run both (`game.controller`,
CW-VAR-05). Giving moves cards through the decks (CW-VAR-02, CW-R-23): the giver's card
goes under his deck and the receiver takes the card of the same rank from his own.
"""
from __future__ import annotations


def matching(g, card, q: int):
    """The card of the same rank in ally q's deck, or None (then the card cannot be given, CW-R-23)."""
    return next((c for c in g.seats[q].deck if c.kind == "thug" and c.thugs == card.thugs), None)


def giftable(g, p: int, q: int) -> list:
    return [c for c in g.number_cards(p) if matching(g, c, q) is not None]


def receivers(g, p: int) -> list[int]:
    """Allies p can give something to now: money in steps, or a card whose match is in the ally's deck."""
    money = g.seats[p].money >= g.rules.loan_step
    return [q for q in g.allies(p) if money or giftable(g, p, q)]


def give(g, p: int) -> None:
    """CW-VAR-02/03: money, or a number card at a price of at most its worth that the receiver may refuse."""
    step = g.rules.loan_step
    who = g.who(p)
    teams = [g.team(q) for q in receivers(g, p)]
    q = g.ask("receiver", who, teams, prompt="give to which ally?", labels=[t.name for t in teams]).owner
    cards = sorted(giftable(g, p, q), key=lambda c: c.thugs)
    options = (["money"] if g.seats[p].money >= step else []) + cards
    what = g.ask("gift", who, options, prompt=f"give {g.team(q).name} what?",
                 labels=[o if o == "money" else f"{o.name} ({'in play' if o.zone == 'play' else 'in hand'})"
                         for o in options])
    if what == "money":
        amounts = [k * step for k in range(1, g.seats[p].money // step + 1)]
        amount = g.ask("gift_money", who, amounts, prompt="how much?")
        g.seats[p].money -= amount
        g.seats[q].money += amount
        g.say("give", f"{g.name(p)} gives ${amount} to {g.name(q)}")
        return
    card = what
    prices = [k * step for k in range(g.worth(card) // step + 1)]
    price = g.ask("price", who, prices, prompt=f"price of {card.name} (at most its worth)?", info=card)
    if price:
        if g.seats[q].money < price:
            g.say("give", f"{g.name(q)} cannot pay ${price} for {card.name}: the card stays")
            return
        if not g.yes("accept", g.who(q), prompt=f"pay ${price} for {card.name}?", info=card):
            g.say("give", f"{g.name(q)} refuses {card.name} at ${price}")
            return
        g.seats[q].money -= price
        g.seats[p].money += price
    zone = card.zone
    twin = matching(g, card, q)
    g.state.move_to_bottom(card, "deck", p)
    g.state.move(twin, zone, q)
    if zone == "play":
        twin.since = g.turn                   # it cannot attack before its new owner's next turn
    g.dice.shuffle(g.seats[q].deck)
    g.say("give", f"{g.name(p)} gives {card.name} ({zone}) to {g.name(q)}, who takes {twin.name}"
                  + (f" for ${price}" if price else ""))


def break_alliance(g, p: int) -> None:
    """CW-VAR-08, CW-R-27: the teams of each player go their own way; two teams one player runs stay together."""
    members = [q for q in g.alive() if g.side[q] == g.side[p]]
    for q in members:
        g.side[q] = g.who(q)
    g.say("give", f"{g.name(p)} breaks the alliance: "
                  + ", ".join(g.team(q).name for q in members) + " are enemies from now on")


def fight_on(g, alive: list[int], deciders: list[int]) -> bool:
    """CW-VAR-07, CW-R-27: the last allies share the win unless one of them chooses to fight."""
    for d in deciders:
        if g.yes("fight", d, prompt="only your alliance is left: fight on as a two-player game?"):
            g.record("fight_on", d)
            for q in alive:
                g.side[q] = g.who(q)
            g.say("end", f"{g.name(d)} chooses to fight on: the alliance is over")
            if g.rules.alliance_fight_snitches and g.rules.snitches:
                add_snitches(g, alive)
            return True
    return False


def add_snitches(g, alive: list[int]) -> None:
    """Snitches shuffled back into the decks of the last two teams (CW-VAR-07)."""
    free = [c for c in g.state.zones["box"] if c.kind == "snitch"]
    for q in alive:
        for _ in range(g.rules.snitches_per_deck):
            if free:
                g.state.move(free.pop(0), "deck", q)
        g.dice.shuffle(g.seats[q].deck)
    g.say("end", "the snitches are shuffled back into the decks")
