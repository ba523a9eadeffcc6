"""What a person sees at the terminal (runtime/players/terminal.py): the table as one seat
may see it — every headquarters' power, its defences by side, businesses, money — the
service row, and his own hand; rivals' hands are counted, never shown."""
from __future__ import annotations

from . import services
from .words import card_words, cash


def status(g, seat: int) -> str:
    lines = [f"Turn {g.turn}, round {g.round}; you are {g.name(seat)}."]
    for s in g.seats:
        p = s.index
        you = " (you)" if p == seat else ""
        if not s.alive:
            lines.append(f"{s.name}{you}: {g.org(p).name} is out")
            continue
        h = g.hq(p)
        team = f", team {s.team + 1}" if g.rules.teams else ""
        broke = " (broke: defences deactivated)" if not g.active(p) else ""
        lines.append(f"{s.name}{you}: {h.name}{team}, {cash(s.money)}{broke}, {len(s.hand)} cards in hand")
        lines.append(f"  headquarters power {h.hp}/{h.power}, specialty {g.trade_name(h.specialty)}")
        lines += _defences(g, h, "    ")
        for b in g.businesses(p):
            lines.append(f"  business {b.name}: power {b.hp}/{b.power}, income {cash(b.income)}")
            lines += _defences(g, b, "    ")
    row = g.market.offered(g.state)
    lines.append("Services for sale: " + ("; ".join(card_words(g, c) for c in row) if row else "none"))
    me = g.seats[seat]
    if me.alive:
        lines.append("Your hand:")
        lines += [f"  {card_words(g, c)}" for c in me.hand]
    return "\n".join(lines)


def _defences(g, host, indent: str) -> list[str]:
    on = g.defences_on(host)
    if not on:
        return [f"{indent}no defences"]
    return [f"{indent}{side}: {card_words(g, d)}" for side, d in on.items()]


def status_line(g, seat: int) -> str:
    s = g.seats[seat]
    h = g.hq(seat)
    power = f"power {h.hp}/{h.power}" if h is not None else "out"
    return f"{s.name}: {power}, {cash(s.money)}, plays left {s.plays}"


def describe_option(g, d, option) -> str | None:
    if hasattr(option, "kind") and hasattr(option, "owner"):
        if option.kind in ("organisation", "business") and option.zone in ("hq", "play") and d.kind in (
                "target", "host", "service_target"):
            return g.host_words(option)
        if d.kind == "service_target":
            return services.target_words(g, option)
        return card_words(g, option)
    if d.kind == "service_target" and hasattr(option, "money"):
        return services.target_words(g, option)
    if d.kind in ("victim", "partner") and isinstance(option, int):
        return f"{g.name(option)} ({g.org(option).name}, {cash(g.seats[option].money)})"
    return None


def describe_subject(g, d) -> str | None:
    info = d.info
    if info is not None and hasattr(info, "kind"):
        return card_words(g, info)
    return None
