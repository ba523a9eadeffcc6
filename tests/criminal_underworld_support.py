"""Helpers for the Criminal Underworld tests: the compiled pack (generated/criminal_underworld/,
built from content/criminal_underworld/ by `syndicate build`), scripted seats, and a way to lay
out a position after setup (which organisation each seat leads, hands, money, businesses,
defences, how many turns each seat has played)."""
from __future__ import annotations

import os
import subprocess
import sys

from runtime.packs import load_generated
from runtime.players.base import Player
from runtime.players.scripted import ScriptedPlayer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTENT = os.path.join(ROOT, "content", "criminal_underworld")
PACK = load_generated(os.path.join(ROOT, "generated", "criminal_underworld"))


def cli(*args, stdin=None, timeout=600):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=timeout, input=stdin)


class Quiet(Player):
    """The fallback of scripted seats: ends the turn when it may, else discards its first card;
    refuses offers; otherwise the first legal answer."""

    def choose(self, d):
        if d.kind == "action":
            return "end" if "end" in d.options else "discard"
        if d.kind == "offer_answer":
            return "refuse"
        return d.options[0] if d.options else d.lo


def seat(**script) -> ScriptedPlayer:
    return ScriptedPlayer(script, fallback=Quiet())


def new_game(n=2, orgs=(), house_rules=(), seed=1, scripts=None, setup=True):
    """A game of scripted seats (invariants on), set up; `orgs` names each seat's organisation."""
    from runtime.games.criminal_underworld import CriminalUnderworldGame
    players = [seat(**((scripts or [{}] * n)[i])) for i in range(n)]
    g = CriminalUnderworldGame(PACK, players, seed=seed, house_rules=house_rules, check_invariants=True, log=True)
    if setup:
        g.setup()
        for p, org in enumerate(orgs):
            lead(g, p, org)
    return g


def script(g, p: int, **answers) -> None:
    """Seat p's answers for its next turn; what an earlier script left (an answer the engine did
    not need to ask, having one legal option) is dropped."""
    g.players[p].script.clear()
    for kind, values in answers.items():
        g.players[p].push(kind, *values)


def lead(g, p: int, org_id: str) -> None:
    """Seat p leads `org_id` (swapped with whoever led it, or with the box)."""
    st = g.state
    want, have = st.by_id[org_id], g.hq(p)
    if want is have:
        return
    if want.zone == "hq":
        q = want.owner
        st.move(want, "box")
        st.move(have, "hq", q)
        g.seats[q].org = have.idx
    else:
        st.move(have, "box")
    st.move(want, "hq", p)
    g.seats[p].org = want.idx
    want.hp, have.hp = want.power, have.power


def hand(g, p: int, *ids) -> None:
    """Seat p holds exactly these cards (the ones it held go to the bottom of the deck)."""
    st = g.state
    for c in list(g.seats[p].hand):
        st.move(c, "deck", index=0)
    for i in ids:
        c = st.by_id[i]
        if c.zone != "hand" or c.owner != p:
            st.move(c, "hand", p)


def money(g, p: int, amount: int) -> None:
    """Set a seat's money, booked so the money invariant holds."""
    have = g.seats[p].money
    if amount > have:
        g.gain(p, amount - have, "start")
    elif amount < have:
        g.seats[p].money -= have - amount
        g.state.ledger.book_destroy("play", have - amount)


def build(g, p: int, business_id: str):
    c = g.state.by_id[business_id]
    g.state.move(c, "play", p)
    c.hp = c.power
    return c


def place(g, p: int, host, card_id: str, side: str):
    c = g.state.by_id[card_id]
    if c.zone != "deck":
        g.state.move(c, "deck")
    g.slots.attach(g.state, host, c, side, "play")
    c.hp, c.mode = c.power, "defence"
    return c


def veteran(g, *seats) -> None:
    """These seats are past their first turns (CU-OFF-06): their next turn may attack."""
    for p in seats:
        g.seats[p].turns = g.rules.peace_turns


def turn(g, p: int) -> None:
    """Play one turn of seat p and check the invariants."""
    g.current = p
    g.play_turn(p)
    g.check()
