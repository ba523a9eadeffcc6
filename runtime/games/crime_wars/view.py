"""What a person at the table sees (docs/engine.md, "What a person sees"): `status` for the terminal.

The teams this seat runs, each with its money, strength per thug, kingpin, thug groups in play (thugs,
attack, defence, whether they attacked this turn), hand and loans; then every rival team as the table
shows it (its hand only as a count: cards in hand are secret).
"""
from __future__ import annotations

STATUS_HELP = "the table: your team's money, kingpin, thug groups in play and hand, loans, your rivals"


def status(g, p: int) -> str:
    mine = [q for q in range(len(g.seats)) if g.who(q) == p]
    when = f"turn {g.turn}, {g.name(g.current)} to play" if g.turn else "setting up"
    out = [f"== You are {g.name(p)} -- {when} =="]
    for q in mine:
        out += _team(g, q, secret=False)
    rivals = [q for q in range(len(g.seats)) if q not in mine]
    if rivals:
        out.append("")
        out.append("Rivals:")
        for q in rivals:
            out += ["  " + line for line in _team(g, q, secret=True)]
    return "\n".join(line.rstrip() for line in out).rstrip()


def header(g, p: int) -> str:
    mine = [q for q in range(len(g.seats)) if g.who(q) == p]
    money = ", ".join(f"{_team_name(g, q)} ${g.seats[q].money}" for q in mine)
    return f"== You are {g.name(p)} -- {money} =="


def _team_name(g, q: int) -> str:
    team = g.team(q)
    return team.name if team is not None else g.name(q)


def _team(g, q: int, secret: bool) -> list[str]:
    s = g.seats[q]
    if not s.alive:
        return [f"{_team_name(g, q)} ({g.name(q)}): out of the game"]
    allies = g.allies(q)
    who = f"{_team_name(g, q)} ({g.name(q)})" if g.team(q) is not None else f"{g.name(q)} (no team yet)"
    lines = [f"{who}: ${s.money}, {s.attack}/{s.defence} a thug (attack/defence)"
             + (f", allied with {', '.join(_team_name(g, a) for a in allies)}" if allies else "")]
    k = g.kingpin(q)
    if k is not None:
        lines.append(f"  kingpin {k.name}: attack {g.attack_of(k)}, defence {g.defence_of(k)}")
    groups = g.groups(q)
    if groups:
        for c in groups:
            used = ", attacked this turn" if c.used == g.turn else ""
            lines.append(f"  {c.name}: {c.thugs} thugs, attack {g.attack_of(c)}, defence {g.defence_of(c)}{used}")
    else:
        lines.append("  no thug groups in play")
    if secret:
        lines.append(f"  {len(s.hand)} card{'s' if len(s.hand) != 1 else ''} in hand")
    else:
        hand = ", ".join(f"{c.name} (${g.worth(c)})" if c.kind == "thug" else c.name for c in s.hand) or "nothing"
        lines.append(f"  hand: {hand}")
    for loan in s.loans:
        lines.append(f"  loan: ${loan['due']} due on its turn {loan['turn']}")
    return lines
