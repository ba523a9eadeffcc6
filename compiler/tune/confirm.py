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
  compiler/tune/measures.py) is significant in the outlier's direction with
  Holm's correction over its whole group (every faction, or every card, of
  the games, the edited ones aside: `moves`; the 95% test of it alone,
  `moved_uncorrected`, is reported beside it). One that is not is the pack's own
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

import math

from ..simulate.stats import bonferroni_z, wilson
from . import stats as st
from .measures import every_pair, measure_key, pairs


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


def flag_row(res: dict, o: dict, faction_kind: str) -> tuple[dict | None, float]:
    """An outlier's row (faction, seat, field value or card) in aggregated results and the share it is tested
    against there: its expected share for a card, the results' fair share for the rest."""
    row = _row(res, o["group"], o["key"])
    if o["group"] == "card":
        return row, (row["expected"] if row else 0.0)
    return row, res["fair_share"]


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


def _table(res: dict, group: str) -> list[dict]:
    return res["cards"] if group == "card" else res.get(f"win_rate_by_{group}", [])


def _row(res: dict, group: str, key) -> dict | None:
    return next((r for r in _table(res, group) if r["key"] == key), None)


def flag_limit(res: dict, group: str) -> float:
    """The |z| simulate's outlier test of `group` had to pass in `res` (Bonferroni over the group's members)."""
    return bonferroni_z(len(_table(res, group)))


def _rate(row: dict | None) -> dict | None:
    return None if row is None else {k: row[k] for k in ("rate", "ci_low", "ci_high", "games", "wins")
                                     if k in row} | ({"expected": row["expected"]} if "expected" in row else {})


def moves(games: list[dict], games0: list[dict], faction_kind: str, kinds: dict, skip: set,
          alpha: float = 0.05) -> dict[tuple, dict]:
    """Every faction, card, seat and faction-field value of the paired games, except those in `skip` (the edited
    cards, meant to move): its paired difference (with the set − without it, per seed), z, two-sided p, and
    whether the set moved it with Holm's correction over its group (`group_size`: how many of the group were
    tested; the groups are simulate's, whose outlier tests are corrected within each group too).

    Why over every member and not over the outliers alone: an outlier flagged only with the set is one whose
    rate rose past the threshold on these seeds, which selects a positive paired difference; testing it alone
    at 95% calls about one in twenty unmoved members "moved" and more among those so selected. Holm over the
    whole group holds the chance of calling any unmoved member moved to 5%, whichever of them the flags pick."""
    found = {}
    for k, (xs, ys, unit) in every_pair(games, games0, faction_kind, kinds).items():
        if k in skip or len(xs) < 2:
            continue
        d = st.paired_difference(xs, ys)
        z = 0.0 if d.se == 0 and d.mean == 0 else (math.copysign(math.inf, d.mean) if d.se == 0 else d.mean / d.se)
        found[k] = {"difference": d, "unit": unit or 1.0, "z": z, "p": st.p_value(z)}
    for group in {k[0] for k in found}:
        keys = sorted((k for k in found if k[0] == group), key=str)
        for k, moved in zip(keys, st.holm([found[k]["p"] for k in keys], alpha)):
            found[k] |= {"moved": moved, "group_size": len(keys)}
    return found


def moved_list(found: dict[tuple, dict], labels: dict[str, str], outliers: set, faction_kind: str) -> list[dict]:
    """The members the set moved (Holm within their group), largest |z| first, each with its figures per game
    it was in and whether it is an outlier with the set."""
    out = []
    for (group, k), m in sorted(found.items(), key=lambda kv: (-abs(kv[1]["z"]), str(kv[0]))):
        if not m["moved"]:
            continue
        d, scale = m["difference"], m["unit"]
        name = (f"seat {k + 1}" if group == "seat" else labels.get(k, k) if isinstance(k, str) else f"{group} {k}")
        kind = ("faction" if group == faction_kind else group if group in ("card", "seat") else "value")
        out.append({"group": group, "kind": kind, "key": k, "label": str(name), "difference": round(d.mean / scale, 6),
                    "low": round(d.low / scale, 6), "high": round(d.high / scale, 6), "pairs": d.n,
                    "z": None if math.isinf(m["z"]) else round(m["z"], 3), "p": round(m["p"], 6),
                    "group_size": m["group_size"], "outlier": (group, k) in outliers})
    return out


def paired(o: dict, res: dict, res0: dict, games: list[dict], games0: list[dict], faction_kind: str,
           kinds: dict, found: dict[tuple, dict] | None = None) -> dict:
    """An outlier flagged with the set: its rates on both sides of the same seeds and whether the set moved it
    (the paired difference of its measure, significant in its direction: with Holm over its group when `found`,
    `moves` of the same games, is given, else at 95% alone). `difference` is per game the
    faction, card, seat or value was in (the mean of y − x over the seeds, divided by its units a seed)."""
    xs, ys, unit = pairs(games, games0, o["group"], o["key"], faction_kind, kinds)
    shift = st.moved(xs, ys, o["direction"])
    d = shift.difference
    scale = unit or 1.0

    def r(v: float) -> float | None:
        return round(v / scale, 6) if v == v and abs(v) != float("inf") else None
    # Moved: Holm over its whole group (`moves`), in the outlier's direction. Without the group's figures (a
    # caller judging one outlier alone), the uncorrected test is all there is.
    m = (found or {}).get(measure_key(o["group"], o["key"]))
    if found is None:
        corrected, is_moved = None, shift.moved
    else:
        toward = 1 if o["direction"] == "high" else -1
        is_moved = bool(m and m["moved"] and m["difference"].mean * toward > 0)
        corrected = None if m is None else {"p": round(m["p"], 6), "group_size": m["group_size"]}
    return brief(o) | {"direction": o["direction"], "before": _rate(_row(res0, o["group"], o["key"])),
                       "after": _rate(_row(res, o["group"], o["key"])),
                       "paired": {"difference": r(d.mean), "low": r(d.low), "high": r(d.high), "pairs": d.n,
                                  "z": None if abs(shift.z) == float("inf") else round(shift.z, 3),
                                  "corrected": corrected},
                       "moved": is_moved, "moved_uncorrected": shift.moved}


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
              faction_kind: str, kinds: dict, found: dict[tuple, dict] | None = None) -> tuple[list[dict], list[dict]]:
    """Of the outliers flagged only with the set: (new: the set moved them, the rest: not shown moved, the pack's
    own imbalance flagged here by chance), each with its paired figures (`paired`); `found`: `moves` of the same
    games (Holm within each group), None to judge each alone at 95%."""
    judged = [paired(o, res, res0, games, games0, faction_kind, kinds, found) for o in candidates]
    return [p for p in judged if p["moved"]], [p for p in judged if not p["moved"]]


def paired_lines(only: list[dict], moved_label: str = "NEW (moved by the set)") -> list[str]:
    """One line per outlier flagged only with the set: whether the set moved it, its text and paired figures."""
    def verdict(o: dict) -> str:
        if o["moved"]:
            return moved_label
        if o.get("moved_uncorrected"):
            return "not shown moved: significant at 95% alone, not with Holm's correction over its group"
        return "not moved by the set (the pack’s own, flagged here by chance)"
    return [f"{verdict(o)}: {o['text']} — {paired_text(o)}" for o in only]


def replication_line(f: dict) -> str:
    """One flagged outlier tested again on fresh games (search.Tuner.replicate), in a line."""
    row = f["fresh"] or {"rate": 0.0, "ci_low": 0.0, "ci_high": 1.0, "games": 0}
    return (f"{'found again' if f['replicated'] else 'NOT found again'}: {f['text']} — fresh "
            f"{row['rate'] * 100:.1f}% (95% CI {row['ci_low'] * 100:.1f}–{row['ci_high'] * 100:.1f}%, n={row['games']}), "
            f"{'expected' if f['group'] == 'card' else 'fair share'} {f['share'] * 100:.1f}%; z {f['z']:+.2f} "
            f"(flagged at {f['z_flagged']:+.2f}); {replication_p(f)}, Holm over {f['group_size']} flagged")


def replication_p(f: dict) -> str:
    """The p a replication (search.Tuner's `replication` rows) judged a flagged outlier by: of both samples
    pooled, given the flag (stats.conditional_p), or of the fresh games alone."""
    if f.get("z_pooled") is None:
        return f"one-sided p {f['p']:.2g}"
    return (f"both samples pooled z {f['z_pooled']:+.2f}, p given the flag {f['p']:.2g} "
            f"(fresh alone {f['p_fresh']:.2g})")


def carried_line(c: dict) -> str:
    """A card an earlier round left waiting, tested again on a later round's base (search.Tuner._carry)."""
    state = ("still off its share, a target" if c.get("target") else "still off its share, left waiting again"
             if c["carried"] else "not shown off its share, not tuned")
    return (f"{state}: {c['label']}, left waiting in round {c['from_round']} "
            f"({'factions first' if c['waits'] == 'factions' else 'a possible shadow'}): "
            f"{(c['rate'] or 0) * 100:.1f}% on the winning side against {c['expected'] * 100:.1f}% expected "
            f"(n={c['games']}), z {c['z']:+.2f}, one-sided p {c['p']:.2g}, Holm over {c['group_size']} waiting")


def moved_text(m: dict) -> str:
    """`Mad Dog Tully: +4.4 points (95% +0.8 to +8.1, 581 pairs; p 0.0163, Holm over 88 cards)`."""
    what = {"card": "cards", "seat": "seats", "faction": f"{m['group']}s"}.get(m["kind"], f"values of {m['group']}")
    return (f"{m['label']}: {m['difference'] * 100:+.1f} points (95% {m['low'] * 100:+.1f} to {m['high'] * 100:+.1f}, "
            f"{m['pairs']} pairs; p {m['p']:.2g}, Holm over {m['group_size']} {what})"
            + ("; an outlier with the set" if m["outlier"] else ""))


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
    found = moves(games, games0, faction_kind, kinds, {measure_key(g, c) for g, c in cards})
    new, chance = split_new(only, res, res0, games, games0, faction_kind, kinds, found)
    reasons += [f"new outlier: {o['text']} ({paired_text(o)}: the set moved it)" for o in new]
    if not complete:
        reasons.append("not every planned game was played")
    tunable = [o for o in res["outliers"] if o["group"] in (faction_kind, "card")]
    confirmed = complete and bool(rows) and all(r["holds"] and not r["still_an_outlier"] for r in rows) and not new
    return {"confirmed": confirmed, "clean": confirmed and not tunable, "reasons": reasons, "cards": rows,
            "new_outliers": new, "flagged_only_with_set": new + chance,
            "outliers_after": [brief(o) for o in res["outliers"]],
            "outliers_fresh_before": [brief(o) for o in res0["outliers"]],
            "moved": moved_list(found, labels, {measure_key(o["group"], o["key"]) for o in res["outliers"]},
                                faction_kind),
            "tested": len(found),
            "left": [brief(o) | {"new": key(o) in {key(p) for p in new},
                                 "flagged_only_with_set": key(o) in {key(p) for p in new + chance}}
                     for o in res["outliers"]]}
