"""Abilities in words: whose an ability is and its English (generated texts.py), for transcripts."""
from __future__ import annotations


def source_name(g, card, rec) -> str:
    """Who an ability belongs to: the card's name, or `house rule <its name>`."""
    if card is not None:
        return card.name
    hr = g.pack.house_rules.get(rec.card)
    return f"house rule {hr.name if hr is not None else rec.card}"


def ability_text(g, rec) -> str:
    """The English of an ability (generated texts.py), else its `file:line`."""
    return g.pack.ability_text(rec)


def and_list(items) -> str:
    items = list(items)
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)
