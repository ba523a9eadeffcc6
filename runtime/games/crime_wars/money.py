"""Roulette, debts and loans (CW-ROUL, CW-LOAN).

A debt is paid with money first, then with number cards one at a time at
their worth, the bank giving change for the last one (CW-R-18). A loan is
offered only after a roulette loss that would take thugs (CW-R-19) and falls
due at the end of the borrower's next turn (CW-R-20).
"""
from __future__ import annotations


def roulette(g, p: int) -> None:
    """CW-ROUL-01..05: one die, one row of the ruleset's table."""
    R = g.rules
    s = g.seats[p]
    if s.roulette_turn != g.turn:
        s.roulette_turn, s.roulette_count = g.turn, 0
    s.roulette_count += 1
    roll = g.dice.roll(1)[0]
    row = R.roulette[roll]
    if "win" in row:
        g.gain(p, row["win"], "roulette")
        g.say("roulette", f"{g.name(p)} plays roulette: {roll}, wins ${row['win']} (${s.money})")
        return
    lose = row.get("lose")
    if not lose:
        g.say("roulette", f"{g.name(p)} plays roulette: {roll}, nothing happens")
        return
    everything = lose == "everything"
    debt = g.assets(p) if everything else lose          # CW-ROUL-04, CW-R-17
    g.say("roulette", f"{g.name(p)} plays roulette: {roll}, loses "
                      + (f"everything: ${s.money} and thugs worth ${debt - s.money}" if everything else f"${lose}"))
    if everything or debt > s.money:                     # CW-LOAN-03, CW-R-19
        take_loan(g, p, debt)
    pay_debt(g, p, debt, "roulette")


def take_loan(g, p: int, loss: int) -> None:
    R = g.rules
    step = R.loan_step
    options = [k * step for k in range(loss // step + 1)]
    if len(options) < 2:
        return
    amount = g.ask("loan", g.who(p), options, prompt=f"borrow to pay ${loss}? (repay {100 + R.loan_interest_percent}% "
                                              f"at the end of your next turn)",
                   labels=["no loan"] + [f"borrow ${a}, repay ${loan_due(R, a)}" for a in options[1:]],
                   info=loss)
    if not amount:
        return
    g.record("loan", g.who(p))
    s = g.seats[p]
    g.gain(p, amount, "loan")
    due = loan_due(R, amount)
    s.loans.append({"due": due, "turn": s.turns + R.loan_due_turns})
    g.say("loan", f"{g.name(p)} borrows ${amount}; ${due} falls due at the end of his next turn")


def loan_due(R, amount: int) -> int:
    """CW-LOAN-04: what is borrowed plus the interest."""
    return amount * (100 + R.loan_interest_percent) // 100


def pay_debt(g, p: int, debt: int, reason: str) -> int:
    """CW-LOAN-01/02: money first, then number cards from hand or play at their worth, change from the bank.
    Returns what is left unpaid (forgiven for roulette, CW-ROUL-05)."""
    s = g.seats[p]
    debt -= g.spend(p, debt, reason)
    if debt <= 0:
        return 0
    given = []
    while debt > 0:
        cards = sorted(g.number_cards(p), key=lambda c: (c.thugs, c.zone))
        if not cards:
            break
        if debt >= sum(g.worth(c) for c in cards):      # everything goes: no choice left to make
            g.to_bottom(cards)
            given += cards
            debt -= sum(g.worth(c) for c in cards)
            break
        card = g.ask("pay_thugs", g.who(p), cards, prompt=f"${debt} still owed: give which group?",
                     labels=[f"{c.name} ({'in play' if c.zone == 'play' else 'in hand'}), worth ${g.worth(c)}"
                             for c in cards], info=debt)
        g.state.move_to_bottom(card, "deck", p)
        given.append(card)
        debt -= g.worth(card)
    if given:
        g.say("money", f"{g.name(p)} pays with {', '.join(c.name for c in given)}")
    if debt < 0:
        g.gain(p, -debt, "change")
        g.say("money", f"{g.name(p)} receives ${-debt} in change")
        debt = 0
    if debt > 0:
        g.say("money", f"{g.name(p)} has nothing left: ${debt} of the debt is forgiven")
    return debt


def loans_due(g, p: int) -> None:
    """CW-LOAN-05/06: a loan due now is paid as a debt, or the team is out."""
    s = g.seats[p]
    for loan in [x for x in s.loans if x["turn"] <= s.turns]:
        if not s.alive:
            return
        s.loans.remove(loan)
        due = loan["due"]
        if g.assets(p) < due:
            g.say("loan", f"{g.name(p)} owes ${due} but has only ${g.assets(p)} in money and thugs")
            g.knock_out(p, None, f"it could not repay a loan of ${due}")
            return
        g.say("loan", f"{g.name(p)} repays a loan: ${due}")
        pay_debt(g, p, due, "loan")
