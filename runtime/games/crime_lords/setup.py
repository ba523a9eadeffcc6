"""Setting up (CL-SET-02..10): Mobs, the auction, Bosses, money, the first open cards."""
from __future__ import annotations

from . import mob


def setup(g) -> None:
    st = g.state
    n = g.n
    mobs = [c for c in st.zones["deck"] if c.kind == "mob"]
    g.dice.shuffle(mobs)
    for p in range(n):                                     # CL-SET-02
        st.move(mobs[p], "mobcard", p)
        if g.log.speaking:
            g.say("setup", f"{g.name(p)} draws the Mob {mobs[p].name}")
    for c in mobs[n:]:
        st.move(c, "out")
    for seat in g.seats:                                   # CL-SET-03
        seat.bid_money = g.R["bidding_money"]
        st.ledger.book_create("bidding", seat.bid_money)
    g.dice.shuffle(st.zones["deck"])                       # CL-SET-04
    opener = roll_off(g, list(range(n)), "to open the bidding")
    auction(g, opener)
    for seat in g.seats:                                   # what is left of bidding money is lost
        if seat.bid_money:
            st.ledger.book_destroy("auction_end", seat.bid_money)
            seat.bid_money = 0
    ensure_crook(g, opener)                                # CL-SET-06
    for c in list(st.zones["aside"]):                      # CL-SET-05: the rest is reshuffled
        st.move(c, "deck")
    g.dice.shuffle(st.zones["deck"])
    for k in range(n):                                     # CL-SET-07
        p = (opener + k) % n
        seat = g.seats[p]
        crooks = list(seat.crooks)
        boss = g.ask("boss", p, crooks, prompt="choose your Boss", labels=lambda crooks=crooks: [c.name for c in crooks])
        if g.log.speaking:
            g.say("setup", f"{g.name(p)} makes {boss.name} the Boss")
        mob.place_all(g, p, boss, [c for c in seat.crooks if c is not boss])
        g.lts[p] = mob.lieutenants(g, p)
    for seat in g.seats:                                   # CL-SET-08
        g.gain(seat.index, g.R["starting_money"], "start")
        g.retoken(seat.index)
    open_cards(g)                                          # CL-SET-09
    g.first = roll_off(g, list(range(n)), "to play first")  # CL-SET-10
    g.phase = "play"


def roll_off(g, players: list, why: str) -> int:
    """Highest 2d6 wins; those tied roll again (ruling R-03)."""
    while True:
        rolls = {p: sum(g.dice.roll(2)) for p in players}
        best = max(rolls.values())
        top = [p for p in players if rolls[p] == best]
        if g.log.speaking:
            g.say("setup", "rolls " + why + ": " + ", ".join(f"{g.name(p)} {rolls[p]}" for p in players))
        if len(top) == 1:
            if g.log.speaking:
                g.say("setup", f"{g.name(top[0])} wins the roll {why}")
            return top[0]
        players = top


def auction(g, opener: int) -> None:
    """CL-SET-04/05: cards come up one by one until the quotas of Crooks and Rackets are sold."""
    st = g.state
    deck = st.zones["deck"]
    qc = g.R["auction_crooks_per_player"] * g.n
    qr = g.R["auction_rackets_per_player"] * g.n
    sold = {"crook": 0, "racket": 0}
    quotas = {"crook": qc, "racket": qr}
    while (sold["crook"] < qc or sold["racket"] < qr) and deck:
        card = deck[-1]
        kind = card.kind
        quota = quotas.get(kind)
        if quota is not None and sold[kind] >= quota:
            st.move(card, "aside")
            continue
        winner, price = bid(g, opener, card)
        seat = g.seats[winner]
        seat.bid_money -= price
        if price:
            st.ledger.book_destroy("bid", price)
        st.move(card, _BOUGHT_ZONE[kind], winner)
        if kind in sold:
            sold[kind] += 1
        if g.log.speaking:
            g.say("auction", f"  {g.name(winner)} buys {card.name if kind != 'special' else 'a Special'} for {price} G")
        opener = (opener + 1) % g.n                       # ruling R-02: the opening passes on


_BOUGHT_ZONE = {"crook": "crooks", "racket": "rackets", "special": "hand"}


def bid(g, opener: int, card) -> tuple[int, int]:
    """Opening bid (may be 0), then raise or pass in turn; a pass is final for this card."""
    if g.log.speaking:
        g.say("auction", f"up for bidding: {card.name} ({card.kind})")
    seats = g.seats
    high = g.ask("bid", opener, lo=0, hi=seats[opener].bid_money, prompt=lambda: f"opening bid for {card.name}", info=card)
    leader = opener
    passed = set()
    q = opener
    while len(passed) < g.n - 1:
        q = (q + 1) % g.n
        if q == leader or q in passed:
            continue
        money = seats[q].bid_money
        if money <= high:
            passed.add(q)
            continue
        ans = g.ask("bid", q, ["pass"], lo=high + 1, hi=money, prompt=lambda high=high, leader=leader: f"raise on {card.name} (high bid {high}, held by {g.name(leader)})",
                    info=card)
        if ans == "pass":
            passed.add(q)
        else:
            high, leader = ans, q
    return leader, high


def ensure_crook(g, opener: int) -> None:
    """CL-SET-06 (ruling R-01): a player without a Crook takes the first set-aside Crook,
    or else the first Crook from the top of the deck, for nothing."""
    st = g.state
    for k in range(g.n):
        p = (opener + k) % g.n
        if g.seats[p].crooks:
            continue
        pool = [c for c in st.zones["aside"] if c.kind == "crook"]
        pool += [c for c in reversed(st.zones["deck"]) if c.kind == "crook"]
        if not pool:
            continue
        st.move(pool[0], "crooks", p)
        g.say("auction", f"  {g.name(p)} has no Crook and takes {pool[0].name} (ruling R-01)")


def open_cards(g) -> None:
    """Turn cards until enough Crooks or Rackets lie open; Specials are buried again."""
    st = g.state
    deck = st.zones["deck"]
    want = g.R["starting_uncontrolled"]
    tries = 0
    while deck and sum(1 for c in st.zones["open"] if c.kind != "special") < want:
        c = deck[-1]
        if c.kind == "special":
            tries += 1
            if tries > len(deck):
                break
            st.move(c, "deck", index=g.dice.randrange(len(deck)))
            continue
        st.move(c, "open")
        if g.log.speaking:
            g.say("setup", f"open: {c.name}")
