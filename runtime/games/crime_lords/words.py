"""Crime Lords things in words: cards with their stats, abilities with their text, who fired.

Shared by the transcript (what an ability did) and the status view a person
sees at the terminal (view.py). Nothing here changes the state: stats are
read through the game's own cached reads, which never roll dice (the checker
allows dice only in triggered and activated abilities).
"""
from __future__ import annotations

from ...abilities.words import ability_text, source_name  # noqa: F401 - the transcript's words of abilities


def district_name(g, did) -> str:
    return _enum_name(g.ruleset.get("districts"), did)


def type_name(g, tid) -> str:
    return _enum_name(g.ruleset.get("racket_types"), tid)


def _enum_name(entries, key) -> str:
    for e in entries or ():
        if e.get("id") == key:
            return e.get("name", key)
    return str(key) if key is not None else "-"


def owner_words(g, c) -> str:
    if c.owner >= 0 and c.zone in ("crooks", "rackets", "hand", "mobcard"):
        return g.name(c.owner)
    return "uncontrolled" if c.zone == "open" else c.zone


def stats(g, c) -> str:
    """A card's current numbers: `Pw4 R3 U1 token` for a Crook, `Harbor Smuggling +2 R5` for a Racket
    (Power is `Pw`, never `P`: players are P1, P2 …, and one line may name both)."""
    if c.kind == "crook":
        bits = [f"Pw{g.power(c)}", f"R{g.resistance(c)}"]
        if c.unhappy:
            bits.append(f"U{c.unhappy}")
        if c.pos is not None and c.token:
            bits.append("token")
        bits.append(f"weak: {type_name(g, c.weakness)}" if c.weakness else "no weakness")
        return " ".join(bits)
    if c.kind == "racket":
        bits = [district_name(g, c.district), type_name(g, c.type), f"+{g.income(c)} G", f"R{g.resistance(c)}"]
        if c.power:
            bits.append(f"Pw{g.power(c)}")
        if c.income_markers:
            bits.append(f"{c.income_markers} income marker{'s' if c.income_markers != 1 else ''}")
        if c.token_space and c.token and c.zone == "rackets":
            bits.append("token")
        return " ".join(bits)
    return c.kind


def card_words(g, c, where: str | None = None) -> str:
    """`Tomcat Rourke (Crook P4 R3 weak: Grand Hotel; P1)`: enough to choose it (`where`: instead of its owner)."""
    label = g.pack.game["card_kinds"].get(c.kind, {}).get("label", c.kind) if g.pack.game else c.kind
    if c.kind == "special":
        return f"{c.name} ({label}; {where or owner_words(g, c)})"
    return f"{c.name} ({label} {stats(g, c)}; {where or owner_words(g, c)})"


def thing_words(g, x) -> str:
    """A card, a player or a plain value, in words."""
    if hasattr(x, "kind") and hasattr(x, "zone"):
        return card_words(g, x)
    if hasattr(x, "money") and hasattr(x, "index"):
        return f"{x.name} ({x.money} G)"
    return str(x)
