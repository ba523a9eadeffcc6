"""Why a card wins: the action mix of the seats that have it against the other seats, and with the edit.

The actions are what the engine counted per seat (simulate's `actions`:
Crime Lords' takeovers, recruits, hits, passes …). "Having" the card is
leading it for a faction card, and holding it in play at the end for any
other card.
"""
from __future__ import annotations

import math


def _has(game: dict, seat: int, card: str, measure: str) -> bool:
    if measure == "faction":
        return seat < len(game["factions"]) and game["factions"][seat] == card
    held = game.get("held") or []
    return seat < len(held) and card in held[seat]


def mix(games: list[dict], card: str, measure: str) -> tuple[dict, dict, int, int]:
    """Action counts summed over the seat-games with the card and over the others, and how many of each."""
    own: dict[str, int] = {}
    other: dict[str, int] = {}
    n_own = n_other = 0
    for g in games:
        for seat, counted in enumerate(g.get("actions") or []):
            has = _has(g, seat, card, measure)
            table = own if has else other
            if has:
                n_own += 1
            else:
                n_other += 1
            for k, c in counted.items():
                table[k] = table.get(k, 0) + c
    return own, other, n_own, n_other


def explain(games: list[dict], card: str, label: str, measure: str,
            edited_games: list[dict] | None = None) -> dict | None:
    """Per seat-game, each action with the card, without it (the other seats) and with the edit; the largest
    differences in a sentence. None when no seat had the card, or every seat did."""
    own, other, n_own, n_other = mix(games, card, measure)
    if not n_own or not n_other:
        return None
    e_own, e_n = None, 0
    if edited_games:
        e_own, _, e_n, _ = mix(edited_games, card, measure)
    rows = []
    for k in sorted(set(own) | set(other)):
        row = {"action": k, "with_card": round(own.get(k, 0) / n_own, 4), "others": round(other.get(k, 0) / n_other, 4)}
        if e_own is not None and e_n:
            row["with_edit"] = round(e_own.get(k, 0) / e_n, 4)
        rows.append(row)
    # Largest differences first, against how often the action happens at all: 4.5 passes against 2.2
    # says more than 9 takeovers against 8, or 0.3 drops against 0.6.
    rows.sort(key=lambda r: (-abs(r["with_card"] - r["others"]) / math.sqrt((r["with_card"] + r["others"]) / 2 + 0.1),
                             r["action"]))
    who = "the seat leading it" if measure == "faction" else "a seat holding it at the end"
    words = [f"{r['action'].replace('_', ' ')} {r['with_card']:.2f} a game against {r['others']:.2f} for the others"
             + (f" ({r['with_edit']:.2f} with the edit)" if "with_edit" in r else "")
             for r in rows[:3] if abs(r["with_card"] - r["others"]) > 0.005]
    text = (f"With {label}, {who} does: " + "; ".join(words) + ".") if words else \
        f"With {label}, {who} plays much as the others do."
    return {"seat_games_with_card": n_own, "seat_games_others": n_other, "actions": rows, "text": text}
