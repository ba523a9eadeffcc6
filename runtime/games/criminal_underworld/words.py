"""Cards and money in words, for the transcript and the terminal view."""
from __future__ import annotations


def cash(amount: int) -> str:
    """$250K, $1,250K: the pack counts money in thousands of dollars, as the seed does."""
    return f"${amount:,}K"


def card_words(g, c) -> str:
    """A card with the numbers a player decides by."""
    k = c.kind
    if k == "organisation":
        return f"{c.name} (power {c.hp}/{c.power}, specialty {g.trade_name(c.specialty)})"
    if k == "offence":
        return f"{c.name} (offence: {c.damage} damage, costs {cash(c.cost)})"
    if k == "defence":
        said = [g.pack.ability_text(r) for r in (g.pack.abilities or {}).get(c.id, ())]
        perk = f"; {'; '.join(said)}" if said else ""
        now = f"{c.hp}/{c.power}" if c.zone == "play" else f"{c.power}"
        return f"{c.name} (defence: power {now}, costs {cash(c.cost)}{perk})"
    if k == "dual":
        if c.zone == "play":
            return f"{c.name} (defence: power {c.hp}/{c.power})"
        return f"{c.name} (offence {c.damage} or defence {c.power}, costs {cash(c.cost)})"
    if k == "trade":
        return f"{c.name} (trade {g.trade_name(c.trade)}: {cash(c.value)})"
    if k == "heist":
        return f"{c.name} (criminal activity: takes {cash(c.amount)})"
    if k == "business":
        now = f"{c.hp}/{c.power}" if c.zone == "play" else f"{c.power}"
        return f"{c.name} (business: power {now}, income {cash(c.income)}, costs {cash(c.cost)})"
    if k == "service":
        said = [g.pack.ability_text(r) for r in (g.pack.abilities or {}).get(c.id, ())]
        return f"{c.name} (service, {cash(c.price)}: {' '.join(said) or 'no ability'})"
    return c.name
