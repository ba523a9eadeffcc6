"""What one seat sees of a Crime Lords game, in plain text for an 80-column terminal.

`status(g, p)` is the status view the terminal player shows at a prompt and
on `status`: whose seat it is, everyone's money, the seat's Mob drawn as its
grid (Power, Resistance, Unhappy markers, action tokens), its Rackets and
Specials (with their text), the uncontrolled area, and a summary of each
rival. `option_words` and `info_words` say what a decision's options and its
subject are. Only what the seat may know is shown: rivals' Specials are
counted, never named. Nothing here changes the state (see words.py).
"""
from __future__ import annotations

import textwrap

from . import victory
from .actions import Offer
from .attacks import Attack
from .words import ability_text, card_words, district_name, stats, type_name

WIDTH = 80
CELL = 20          # width of one Mob grid cell, brackets included; narrower when the Mob is wide

# The action menu in words (actions.MENU and "end").
ACTION_WORDS = {
    "recruit": "recruit: a Crook of yours tries to bring a weaker Crook into your Mob",
    "takeover": "takeover: a Crook of yours tries to take a Racket",
    "hit": "hit: a Crook of yours tries to kill a rival's Crook",
    "move": "move: a Crook (with those under him) moves in your Mob",
    "visit": "visit: an Unhappy Crook visits a Racket of his Weakness (-1 Unhappy)",
    "double_cross": "double-cross: a Lieutenant hits your Boss and takes his place",
    "retire": "retire: pay your Boss off; a Lieutenant steps up",
    "ability": "use an ability or play a Special",
    "drop": "drop a Crook (and those under him) into the uncontrolled area",
    "give_money": "give money to a rival",
    "give_racket": "give a Racket to a rival",
    "give_special": "give a Special to a rival",
    "give_crook": "give a Crook to a rival (he must accept)",
    "end": "end your actions",
}


STATUS_HELP = "the table: your seat, money, Mob, Rackets, Specials, the uncontrolled cards, your rivals"


def status(g, p: int) -> str:
    seat = g.seats[p]
    out = [_header(g, p), _money(g, p), ""]
    out += _mob(g, seat)
    out += _rackets(g, seat)
    out += _specials(g, seat)
    out += _open_area(g)
    out += _rivals(g, p)
    return "\n".join(line.rstrip() for line in out).rstrip()


def header(g, p: int) -> str:
    """The two lines shown at a prompt when nothing else changed: whose seat, and money."""
    return _header(g, p) + "\n" + _money(g, p)


def _header(g, p: int) -> str:
    seat = g.seats[p]
    mob = seat.mobcard[0].name if seat.mobcard else "no Mob yet"
    when = "setting up" if g.phase == "setup" else f"turn {g.turn}, {g.name(g.current)} to play"
    return f"== You are {g.name(p)} ({mob}) -- {when} =="


def _purse(g) -> str:
    """During the auction players bid with their bidding money (CL-SET-03)."""
    return "bid_money" if g.phase == "setup" and any(s.bid_money for s in g.seats) else "money"


def _money(g, p: int) -> str:
    purse = _purse(g)
    what = "bidding money" if purse == "bid_money" else "money"
    parts = [f"{s.name}{' (you)' if s.index == p else ''} {getattr(s, purse)} G"
             + ("" if s.alive else " (out)") for s in g.seats]
    return f"{what}: " + ", ".join(parts)


def _short(name: str) -> str:
    """A nickname in quotes, else the name: `Salvatore "Big Sal" Ruffino` -> `Big Sal`."""
    if name.count('"') >= 2:
        return name.split('"')[1]
    return name


def _mob(g, seat) -> list[str]:
    bonus = seat.mobcard[0].boss_bonus if seat.mobcard else 0
    head = f"Your Mob ({len(seat.crooks)} Crook{'s' if len(seat.crooks) != 1 else ''}; the Boss gets +{bonus} Power):"
    placed = {c.pos: c for c in seat.crooks if c.pos is not None}
    out = [head]
    if seat.mobcard:
        out += _wrap(f"{seat.mobcard[0].name}" + (_ability_suffix(g, seat.mobcard[0]) or " (no ability)"), "  ")
    if placed:
        out += _grid(g, seat, placed)
        out.append("  Pw Power, R Resistance, U Unhappy markers, * has his action token")
    for c in sorted(seat.crooks, key=lambda c: (c.pos is None, -g.power(c), c.idx)):
        role = "Boss" if c is seat.boss else ("Lieutenant" if g.is_lt(c) else ("not placed" if c.pos is None else ""))
        out += _wrap(f"{c.name}{' (' + role + ')' if role else ''}: {stats(g, c)}"
                     + _ability_suffix(g, c), "  ")
    return out


def _grid(g, seat, placed: dict) -> list[str]:
    xs = [x for x, _ in placed]
    ys = [y for _, y in placed]
    cols = max(xs) - min(xs) + 1
    width = max(9, min(CELL, (WIDTH - 2) // cols))
    inner = width - 2
    out = []
    for y in range(max(ys), min(ys) - 1, -1):          # north at the top
        top, bottom = [], []
        for x in range(min(xs), max(xs) + 1):
            c = placed.get((x, y))
            if c is None:
                top.append(" " * width)
                bottom.append(" " * width)
                continue
            mark = " BOSS" if c is seat.boss else ""
            name = _short(c.name)[:inner - len(mark)] + mark
            nums = f"Pw{g.power(c)} R{g.resistance(c)}" + (f" U{c.unhappy}" if c.unhappy else "") + (" *" if c.token else "")
            top.append(f"[{name[:inner]:<{inner}}]")
            bottom.append(f"[{nums[:inner]:<{inner}}]")
        out += ["  " + "".join(top), "  " + "".join(bottom)]
    return out


def _ability_suffix(g, c) -> str:
    recs = g.pack.abilities.get(c.id, ())
    text = g.pack.card_text(c.id) or " ".join(ability_text(g, r) for r in recs)
    return f" -- {text}" if text else ""


def _rackets(g, seat) -> list[str]:
    if not seat.rackets:
        return ["Your Rackets: none"]
    out = [f"Your Rackets ({_count(g, seat)}):"]
    for r in seat.rackets:
        out += _wrap(f"{r.name}: {stats(g, r)}" + _ability_suffix(g, r), "  ")
    return out


def _count(g, seat) -> str:
    if not g.V.get("rackets_to_win", True) or not seat.alive:
        return f"{len(seat.rackets)}"
    parts = victory.score_parts(g)[seat.index]
    total = sum(k for _, k in parts)
    bonus = [f"+{k} {what}" for what, k in parts[1:]]
    return f"{len(seat.rackets)}; counts {total} of {victory.target(g)} to win" + (f": {', '.join(bonus)}" if bonus else "")


def _specials(g, seat) -> list[str]:
    if not seat.hand:
        return ["Your Specials: none"]
    out = ["Your Specials:"]
    for s in seat.hand:
        out += _wrap(f"{s.name}: {_ability_suffix(g, s)[4:] or 'no text'}", "  ")
    return out


def _open_area(g) -> list[str]:
    cards = list(g.state.zones["open"])
    if not cards:
        return ["Uncontrolled: none"]
    out = [f"Uncontrolled ({len(cards)}):"]
    for c in cards:
        out += _wrap(f"{c.name} ({c.kind}): {stats(g, c)}", "  ")
    return out


def _rivals(g, p: int) -> list[str]:
    out = ["Rivals:"]
    for s in g.seats:
        if s.index == p:
            continue
        if not s.alive:
            out.append(f"  {s.name}: out of the game")
            continue
        mob = s.mobcard[0].name if s.mobcard else "?"
        boss = f"Boss {s.boss.name} (Power {g.power(s.boss)})" if s.boss is not None else "no Boss"
        rackets = f"{len(s.rackets)} Racket{'s' if len(s.rackets) != 1 else ''}"
        if s.rackets and g.V.get("rackets_to_win", True) and g.phase != "setup":
            rackets += f" (counts {victory.scores(g)[s.index]})"
        money = s.bid_money if _purse(g) == "bid_money" else s.money
        line = (f"{s.name} ({mob}): {money} G, {len(s.crooks)} Crook{'s' if len(s.crooks) != 1 else ''}, {boss}, {rackets}, "
                f"{len(s.hand)} Special{'s' if len(s.hand) != 1 else ''}")
        out += _wrap(line, "  ")
        if s.rackets:
            out += _wrap("Rackets: " + "; ".join(f"{r.name} ({district_name(g, r.district)}, {type_name(g, r.type)})"
                                                 for r in s.rackets), "    ")
    return out


def _wrap(text: str, indent: str) -> list[str]:
    return textwrap.wrap(text, WIDTH - 1, initial_indent=indent, subsequent_indent=indent + "    ") or [indent]


# ------------------------------------------------------------------ decisions in words
def option_words(g, d, o) -> str | None:
    """What option `o` of decision `d` is, for a person; None: the decision's own label says it."""
    if isinstance(o, str):
        return ACTION_WORDS.get(o) if d.kind == "action" else None
    if d.kind == "receiver" and type(o) is int:
        s = g.seats[o]
        return f"{s.name}: {s.money} G, {len(s.crooks)} Crooks, {len(s.rackets)} Rackets"
    if isinstance(o, tuple) and len(o) == 2 and hasattr(o[1], "effect"):
        card, rec = o
        cost = ([f"{card.name}'s token"] if rec.token else []) + ([f"{rec.money} G"] if rec.money else [])
        return f"{card.name}: {ability_text(g, rec)}" + (f" (costs {' and '.join(cost)})" if cost else "")
    if hasattr(o, "zone") and hasattr(o, "kind"):
        return card_words(g, o)
    if hasattr(o, "index") and hasattr(o, "money"):
        return f"{o.name} ({o.money} G)"
    return None


def info_words(g, d) -> str | None:
    """The subject of a decision (the attack or the card in question), in one line."""
    x = d.info
    if isinstance(x, Attack):
        owner = g.name(x.defender) if x.defender >= 0 else "uncontrolled"
        line = f"{g.name(x.attacker)}'s {x.kind}: {x.leader.name} against {x.target.name} ({owner})"
        if x.parts:
            line += f"; {_number_so_far(g, x)}"
        return line
    if isinstance(x, Offer):
        return f"{g.name(x.giver)} offers {card_words(g, x.card)} for {x.price} G"
    if hasattr(x, "zone") and hasattr(x, "kind"):
        where = "up for bidding" if d.kind == "bid" else None
        return card_words(g, x, where) + _ability_suffix(g, x)
    return None


def _number_so_far(g, a) -> str:
    """The success number with everything known so far — the cards' ability modifiers and the Gang War
    bonus included before the engine adds them at the end of the support steps — and what is still to come."""
    n = a.number()
    if not a.modified and a.success is None:
        for _, amount, op, _ in g.abil.attack_parts(a, "success"):
            n = amount if op == "set" else n + amount
        if a.war:
            n += g.R["gang_war_hit_bonus"]
    if a.roll is not None:
        return f"success number {n}; rolled {sum(a.roll)}"
    come = ([] if a.modified else ["more help or defence"]) + ["cards played during the attack", "the roll"]
    return f"success number so far {n} (abilities included); still to come: {', '.join(come)}"

