"""What a person sees at the terminal (docs/engine.md, "What a person sees"): the organisation
chart with each gangster's markers per family, blackmail, negate and sideways, every family's
money, respect, markers and hand size (public, NP-SET-02), and this seat's hand in words."""
from __future__ import annotations

from . import actions

NEUTRAL = -1


def _short(g, p: int) -> str:
    return "neutral" if p == NEUTRAL else g.name(p)


def gangster_line(g, c) -> str:
    pos = g.R.pos[c.pos]
    types = "/".join(c.types) if len(c.types) < len(g.R.types) else "all types"
    marks = ", ".join(f"{_short(g, o)} {k}" for o, k in sorted(c.inf.items())) or "no markers"
    ctl = g.controller(c)
    tied = "" if ctl is not None or not c.inf else " (no control)"
    flags = "".join([f" BLACKMAIL:{g.name(c.blackmail)}" if c.blackmail is not None else "",
                     " NEGATED" if c.negated else "", " SIDEWAYS" if c.sideways else ""])
    power = f" [{c.power}]" if c.power else ""
    number = f"#{pos['number']}" if not pos.get("soci") else "Soci"
    who = f" -> {g.name(ctl)}" if ctl is not None else tied
    return (f"  {number:>4} {pos['name']:<12} {c.name} ({types}) R{c.respect:+d} ${c.money:+d}{power}\n"
            f"       markers: {marks}{who}{flags}")


def status(g, seat: int) -> str:
    lines = [f"== You are {g.name(seat)} ({g.family(seat).name if g.family(seat) else '?'}); "
             f"round {g.round or 1} of {g.R.calendar.rounds}, phase {g.phase}; "
             f"Capo token: {g.name(g.capo)}; ante ${g.ante} =="]
    lines.append("Families: " + "; ".join(
        f"{g.name(p)} {g.seats[p].respect} respect, ${g.seats[p].money}, {g.seats[p].supply} markers, "
        f"{len(g.seats[p].hand)} cards" for p in range(g.n)))
    lines.append("The organisation:")
    for pid in [p["id"] for p in g.R.positions]:
        c = g.slot[pid]
        if c is None:
            lines.append(f"  {g.R.pos[pid]['name']}: empty")
        else:
            lines.append(gangster_line(g, c))
    lines.append(f"Neutral markers left {g.neutral}; blackmail tokens left {g.blackmail_left}; "
                 f"prison: {', '.join(c.name for c in g.state.zones['prison']) or 'nobody'}")
    hand = g.seats[seat].hand
    lines.append("Your hand:" + ("" if hand else " empty"))
    lines += [f"  {actions.card_words(g, c)}" for c in hand]
    return "\n".join(lines)


def status_line(g, seat: int) -> str:
    s = g.seats[seat]
    return (f"{g.name(seat)}: {s.respect} respect, ${s.money}, {s.supply} markers, {len(s.hand)} cards; "
            f"round {g.round or 1}, phase {g.phase}")


def describe_option(g, d, option) -> str | None:
    kind = getattr(option, "kind", None)
    if kind == "gangster" and option.pos is not None:
        return gangster_line(g, option).strip().replace("\n      ", ";")
    if kind == "influence":
        return actions.card_words(g, option)
    return None


def describe_subject(g, d) -> str | None:
    info = d.info
    if getattr(info, "kind", None) == "gangster" and info.pos is not None:
        return gangster_line(g, info).strip().replace("\n      ", ";")
    if getattr(info, "kind", None) == "influence":
        return actions.card_words(g, info)
    return None
