"""The verdict on a set of edits, from fresh games played with the set and without any edit on the same seeds.

Both batches are counted by simulate's statistics (compiler/simulate/stats.py:
its z-tests, Bonferroni within each group), so the verdict asks simulate's
question at simulate's power. For the set:

- each edited card's 95% Wilson interval must hold its fair share (a faction
  card) or its expected share (any other card), and it must not be an outlier;
- a **new** outlier is one the games with the set show and the pack as it is,
  on the same seeds, does not (a faction-field value held by edited cards
  alone is those cards, judged above, not another outlier);
- **confirmed**: every edited card holds its share, none is an outlier, no
  outlier is new, and every planned game was played;
- **clean**: confirmed, and no faction or card is an outlier with the set at
  all, new or not (what is left, a seat or a field value the pack as it is
  shows too, no single card's number can change). A `simulate` of the edited
  pack then has nothing to report that the pack as it is did not, and no card
  a further round could tune.
"""
from __future__ import annotations

from ..simulate.stats import wilson


def key(o: dict) -> tuple:
    return (o["group"], o["key"])


def brief(o: dict) -> dict:
    return {"group": o["group"], "key": o["key"], "text": o["text"]}


def card_row(res: dict, group: str, card: str, faction_kind: str) -> tuple[dict | None, float]:
    """A card's row in aggregated results and the share it is measured against."""
    if group == faction_kind:
        row = next((r for r in res[f"win_rate_by_{faction_kind}"] if r["key"] == card), None)
        return row, res["fair_share"]
    row = next((r for r in res["cards"] if r["key"] == card), None)
    return row, (row["expected"] if row else 0.0)


def misses(res: dict, cards: list[tuple[str, str]], faction_kind: str, z: float, min_games: int) -> list[tuple]:
    """Edited cards whose interval at `z` already misses their share: (card, low, high, share) each."""
    out = []
    for group, card in cards:
        row, goal = card_row(res, group, card, faction_kind)
        if row is None or row["games"] < min_games:
            continue
        lo, hi = wilson(row["wins"], row["games"], z)
        if not lo <= goal <= hi:
            out.append((card, lo, hi, goal))
    return out


def judge(res: dict, res0: dict, cards: list[tuple[str, str]], labels: dict[str, str], faction_kind: str,
          own_value, complete: bool) -> dict:
    """The set's verdict. `res`: results with the set; `res0`: the pack as it is on the same seeds; `cards`:
    (group, card) of each edited card; `own_value(outlier)`: whether a field-value outlier is held by edited
    cards alone."""
    edited = set(cards)
    before = {key(o) for o in res0["outliers"]}
    rows, reasons = [], []
    for group, card in cards:
        row, goal = card_row(res, group, card, faction_kind)
        row0, _ = card_row(res0, group, card, faction_kind)
        holds = row is not None and row["ci_low"] <= goal <= row["ci_high"]
        still = any(key(o) == (group, card) for o in res["outliers"])
        label = labels.get(card, card)
        if row is None:
            reasons.append(f"{label} was in no game")
        elif not holds:
            reasons.append(f"{label}: its interval {row['ci_low'] * 100:.1f}–{row['ci_high'] * 100:.1f}% misses "
                           f"its {'fair' if group == faction_kind else 'expected'} share {goal * 100:.1f}%")
        if still:
            reasons.append(f"{label} is still an outlier")
        rows.append({"group": group, "card": card, "label": label, "goal": round(goal, 6), "holds": holds,
                     "still_an_outlier": still, "after": row, "before": row0})
    new = [o for o in res["outliers"] if key(o) not in before and key(o) not in edited and not own_value(o)]
    reasons += [f"new outlier: {o['text']}" for o in new]
    if not complete:
        reasons.append("not every planned game was played")
    tunable = [o for o in res["outliers"] if o["group"] in (faction_kind, "card")]
    confirmed = complete and bool(rows) and all(r["holds"] and not r["still_an_outlier"] for r in rows) and not new
    return {"confirmed": confirmed, "clean": confirmed and not tunable, "reasons": reasons, "cards": rows,
            "new_outliers": [brief(o) for o in new], "outliers_after": [brief(o) for o in res["outliers"]],
            "outliers_fresh_before": [brief(o) for o in res0["outliers"]],
            "left": [brief(o) | {"new": key(o) not in before} for o in res["outliers"]]}
