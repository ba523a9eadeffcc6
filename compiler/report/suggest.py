""""Did you mean …?" for misspelt keys, kinds and ids."""
from __future__ import annotations

import difflib
from typing import Iterable


def closest(word: str, candidates: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The candidate nearest to `word`, or None when nothing is near enough."""
    if not isinstance(word, str):
        return None
    pool = [c for c in candidates if isinstance(c, str)]
    by_lower = {c.lower(): c for c in pool}
    if word.lower() in by_lower:  # a case slip is the likeliest mistake
        return by_lower[word.lower()]
    hits = difflib.get_close_matches(word.lower(), list(by_lower), n=1, cutoff=cutoff)
    return by_lower[hits[0]] if hits else None


def did_you_mean(word: str, candidates: Iterable[str], fallback: str | None = None) -> str | None:
    """Help text: "did you mean `x`?", else `fallback` (e.g. the list of choices)."""
    hit = closest(word, candidates)
    if hit is not None and hit != word:
        return f"did you mean `{hit}`?"
    return fallback


def choices(candidates: Iterable[str], limit: int = 12) -> str:
    items = [f"`{c}`" for c in candidates]
    if len(items) > limit:
        items = items[:limit] + [f"… ({len(items) - limit} more)"]
    return ", ".join(items)
