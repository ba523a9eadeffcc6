"""The verdict on a set of edits, from fresh games played with the set and without any edit on the same seeds.

Both batches are counted by simulate's statistics (compiler/simulate/stats.py:
its z-tests, Bonferroni within each group), so the verdict asks simulate's
question at simulate's power. For the set:

- each edited card's 95% Wilson interval must hold its fair share (a faction
  card) or its expected share (any other card), and it must not be an outlier;
- an outlier is **flagged only with the set** when the games with the set show
  it and the pack as it is, on the same seeds, does not (a faction-field value
  held by edited cards alone is those cards, judged above, not another
  outlier). It is **new** when, beside that, the set moved it: the paired
  difference of its measure seed by seed (with the set − without it;
  compiler/tune/measures.py) is significant at 95% in the outlier's direction
  (compiler/tune/stats.py `moved`). One that is not is the pack's own
  imbalance, flagged on these seeds by chance: with about ten cards near
  simulate's threshold, some are flagged on one side of a comparison of two
  flag lists and not on the other whatever the set did, so comparing lists
  alone makes "no new outlier" a coin toss. It is reported, with its rates
  on both sides and its paired difference, never hidden;
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
from . import stats as st
from .measures import pairs


def key(o: dict) -> tuple:
    return (o["group"], o["key"])


def brief(o: dict) -> dict:
    return {"group": o["group"], "key": o["key"], "text": o["text"]}


def card_row(res: dict, group: str, card: str, faction_kind: str) -> tuple[dict | None, float]:
    """A card's row in aggregated results and the share it is measured against."""
    if group == faction_kind:
        return _row(res, faction_kind, card), res["fair_share"]
    row = _row(res, "card", card)
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


def _row(res: dict, group: str, key) -> dict | None:
    table = res["cards"] if group == "card" else res.get(f"win_rate_by_{group}", [])
    return next((r for r in table if r["key"] == key), None)


def _rate(row: dict | None) -> dict | None:
    return None if row is None else {k: row[k] for k in ("rate", "ci_low", "ci_high", "games", "wins")
                                     if k in row} | ({"expected": row["expected"]} if "expected" in row else {})


def paired(o: dict, res: dict, res0: dict, games: list[dict], games0: list[dict], faction_kind: str,
           kinds: dict) -> dict:
    """An outlier flagged with the set: its rates on both sides of the same seeds and whether the set moved it
    (the paired difference of its measure, significant at 95% in its direction). `difference` is per game the
    faction, card, seat or value was in (the mean of y − x over the seeds, divided by its units a seed)."""
    xs, ys, unit = pairs(games, games0, o["group"], o["key"], faction_kind, kinds)
    shift = st.moved(xs, ys, o["direction"])
    d = shift.difference
    scale = unit or 1.0

    def r(v: float) -> float | None:
        return round(v / scale, 6) if v == v and abs(v) != float("inf") else None
    return brief(o) | {"direction": o["direction"], "before": _rate(_row(res0, o["group"], o["key"])),
                       "after": _rate(_row(res, o["group"], o["key"])),
                       "paired": {"difference": r(d.mean), "low": r(d.low), "high": r(d.high), "pairs": d.n,
                                  "z": None if abs(shift.z) == float("inf") else round(shift.z, 3)},
                       "moved": shift.moved}


def paired_text(p: dict) -> str:
    """`24.1% -> 29.0% on the same seeds; paired difference +4.8 points (95% +1.2 to +8.4, 2000 pairs)`."""
    def pc(v):
        return "?" if v is None else f"{v * 100:.1f}%"

    def pt(v):
        return "?" if v is None else f"{v * 100:+.1f}"
    def side(row):
        return pc(row.get("rate")) + (f" (expected {pc(row['expected'])})" if "expected" in row else "")
    b, a, d = p["before"] or {}, p["after"] or {}, p["paired"]
    what = "of its share above expected, " if p["group"] == "card" else ""
    return (f"{side(b)} -> {side(a)} on the same seeds; paired difference {what}{pt(d['difference'])} "
            f"points (95% {pt(d['low'])} to {pt(d['high'])}, {d['pairs']} pairs)")


def split_new(candidates: list[dict], res: dict, res0: dict, games: list[dict], games0: list[dict],
              faction_kind: str, kinds: dict) -> tuple[list[dict], list[dict]]:
    """Of the outliers flagged only with the set: (new: the set moved them, the rest: the pack's own imbalance
    flagged here by chance), each with its paired figures (`paired`)."""
    judged = [paired(o, res, res0, games, games0, faction_kind, kinds) for o in candidates]
    return [p for p in judged if p["moved"]], [p for p in judged if not p["moved"]]


def paired_lines(only: list[dict], moved_label: str = "NEW (moved by the set)") -> list[str]:
    """One line per outlier flagged only with the set: whether the set moved it, its text and paired figures."""
    return [f"{moved_label if o['moved'] else 'not moved by the set (the pack’s own, flagged here by chance)'}: "
            f"{o['text']} — {paired_text(o)}" for o in only]


def judge(res: dict, res0: dict, cards: list[tuple[str, str]], labels: dict[str, str], faction_kind: str,
          own_value, complete: bool, games: list[dict], games0: list[dict], kinds: dict) -> dict:
    """The set's verdict. `res`: results with the set; `res0`: the pack as it is on the same seeds; `games`,
    `games0`: their games (paired by seed); `cards`: (group, card) of each edited card; `own_value(outlier)`:
    whether a field-value outlier is held by edited cards alone; `kinds`: card id -> kind (the card measure)."""
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
    only = [o for o in res["outliers"] if key(o) not in before and key(o) not in edited and not own_value(o)]
    new, chance = split_new(only, res, res0, games, games0, faction_kind, kinds)
    reasons += [f"new outlier: {o['text']} ({paired_text(o)}: the set moved it)" for o in new]
    if not complete:
        reasons.append("not every planned game was played")
    tunable = [o for o in res["outliers"] if o["group"] in (faction_kind, "card")]
    confirmed = complete and bool(rows) and all(r["holds"] and not r["still_an_outlier"] for r in rows) and not new
    return {"confirmed": confirmed, "clean": confirmed and not tunable, "reasons": reasons, "cards": rows,
            "new_outliers": new, "flagged_only_with_set": new + chance,
            "outliers_after": [brief(o) for o in res["outliers"]],
            "outliers_fresh_before": [brief(o) for o in res0["outliers"]],
            "left": [brief(o) | {"new": key(o) in {key(p) for p in new},
                                 "flagged_only_with_set": key(o) in {key(p) for p in new + chance}}
                     for o in res["outliers"]]}
