"""An offer between two players: cards (and money) for as many cards, accepted or refused.

The proposer names the cards he gives from a seat zone (a hand) and the money
that goes with them; the receiver sees the offer and accepts or refuses it.
Once accepted it is binding: the receiver chooses which of his cards (as many
as he is given, from the same zone) go back, and the exchange is made at once
— nobody can take it back. The receiver need not show his cards to the
proposer before accepting, so hands stay private. Money changes hands, it is
neither created nor destroyed (the ledger is not touched).

`propose` asks the two decisions through the table (`offer_answer`, then
`offer_return`), so offers are recorded and replayed like any answer.

An offer may also be made *for an answer* (`terms`): money and/or cards given
to a player if he answers a decision that way, nothing asked back (`want=0`).
It is accepted by giving that answer, and then binding: `keep` settles every
offer made for the answer given, at once.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .state import StateError


@dataclass
class Offer:
    frm: int                      # the seat that proposes
    to: int                       # the seat that answers
    give: list = field(default_factory=list)   # the proposer's cards (all in `zone`)
    money: int = 0                # what the proposer pays with them (>= 0)
    zone: str = "hand"
    escrow: str | None = None     # a seat zone everyone sees where offered cards wait for the answer
    want: int | None = None       # cards asked back (None: as many as given; 0: none, a gift for `terms`)
    terms: object = None          # what the offer is made for (an answer of a decision), for `keep`

    @property
    def wanted(self) -> int:
        return len(self.give) if self.want is None else self.want

    def problems(self, state) -> str | None:
        """Why the offer cannot be made as it stands, or None."""
        if self.frm == self.to:
            return "a player cannot make an offer to himself"
        if not self.give and not (self.want == 0 and self.money > 0):
            return "an offer gives at least one card (or, asking nothing back, some money)"
        if self.want is not None and self.want < 0:
            return "an offer cannot ask for fewer than no cards"
        if len({c.idx for c in self.give}) != len(self.give):
            return "an offer names a card twice"
        for c in self.give:
            if c.zone not in (self.zone, self.escrow) or c.owner != self.frm:
                return f"{c.id} is not in the proposer's {self.zone}"
        if self.money < 0:
            return "the money of an offer cannot be negative"
        if getattr(state.seats[self.frm], "money") < self.money:
            return "the proposer has not that much money"
        if self.wanted and len(state.zone_list(self.zone, self.to)) < self.wanted:
            return f"the receiver holds fewer than {self.wanted} cards in {self.zone}"
        return None


def settle(state, offer: Offer, back: list) -> None:
    """Make an accepted offer: the cards cross, the money goes to the receiver."""
    why = offer.problems(state)
    if why:
        raise StateError(why)
    if len(back) != offer.wanted or len({c.idx for c in back}) != len(back):
        said = "offered" if offer.want is None else "asked for"
        raise StateError(f"{offer.wanted} cards were {said} but {len(back)} come back")
    for c in back:
        if c.zone != offer.zone or c.owner != offer.to:
            raise StateError(f"{c.id} is not in the receiver's {offer.zone}")
    for c in offer.give:
        state.move(c, offer.zone, offer.to)
    for c in back:
        state.move(c, offer.zone, offer.frm)
    if offer.money:
        state.seats[offer.frm].money -= offer.money
        state.seats[offer.to].money += offer.money
        state.touch("money")


def propose(table, offer: Offer, describe=None) -> tuple[bool, list]:
    """Put the offer to its receiver; on acceptance he picks the cards that go back, one by one.

    Returns (accepted, the cards given back). `describe(card)` words a card for a person.
    """
    state = table.state
    why = offer.problems(state)
    if why:
        raise StateError(why)
    word = describe or (lambda c: c.name)
    if offer.escrow is not None:
        for c in offer.give:
            state.move(c, offer.escrow, offer.frm)
    gives = ", ".join(word(c) for c in offer.give) + (f" and {offer.money} in money" if offer.money else "")
    answer = table.ask("offer_answer", offer.to, ["refuse", "accept"],
                       prompt=f"{table.name(offer.frm)} offers {gives} for {len(offer.give)} of your cards",
                       info=offer, auto=False)
    if answer != "accept":
        if offer.escrow is not None:
            for c in offer.give:
                state.move(c, offer.zone, offer.frm)
        return False, []
    back: list = []
    for k in range(len(offer.give)):
        pool = [c for c in state.zone_list(offer.zone, offer.to) if c not in back]
        chosen = table.ask("offer_return", offer.to, pool,
                           prompt=f"card {k + 1} of {len(offer.give)} you give back",
                           labels=lambda pool=pool: [word(c) for c in pool], info=offer)
        back.append(chosen)
    settle(state, offer, back)
    return True, back


def keep(state, offers, answer) -> list:
    """The offers made for `answer` (their `terms`), settled now: accepted by that answer, binding.

    Each asks nothing back (`want=0`). Returns the offers kept, in the order given."""
    kept = [o for o in offers if o.terms == answer]
    for o in kept:
        if o.wanted:
            raise StateError("an offer made for an answer asks no cards back")
        settle(state, o, [])
    return kept
