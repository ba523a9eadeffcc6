"""Dropping the edits a set no longer needs, before it is applied (docs/tune.md, item 8).

A card is tuned on the base of its round: an edit of another card made later
can undo what made it an outlier. In the measured runs The Rum Row Navy was
tuned down because The Magpie Combine's first edit handed it wins; the
Magpie's second edit gave most of them back, and with the final set the
Navy's own edits left it below its share. So, before the set tune stands by
is reported and applied, every edited card is judged on all the games played
with exactly that set, pooled (its confirmation's, and the replication's
that took them as a next round's base). A card that sits past its share on
the side its edits pushed it (`overshoots`), and that the races' estimates of
its edits do not place farther from its share without them
(`may_sit_nearer`), is tested: the set without that card's edits plays the
same seeds (common random numbers), and the edits leave the set when

- the card's interval without them holds its share and its estimate is no
  farther from it than with them (`holds_as_well`);
- no faction or card is flagged without them that the set does not flag on
  the same seeds and that dropping them moved (paired, Holm within its
  group, as a confirmation judges "new"), and no other edited card that
  held its share misses it;
- judged as any set against the pack as it is on the confirmation's seeds
  (compiler/tune/confirm.py), the smaller set is confirmed when the set was.

Cards are tried one at a time (factions first, then by the largest predicted
gain), each on the set as the drops before it left it. The games come from
what `--max-games` leaves after the rounds; a card is tested only when they
cover the confirmation's seeds.
"""
from __future__ import annotations

import math

from .confirm import card_row, judge, key
from .editset import set_key
from .interrupt import Interrupted
from .stats import Z95
from .unaltered import affordable, charges, mover, play_changed


# --- the rules (unit tests: tests/test_tune_prune.py) --------------------------------------------------------

def overshoots(rate: float, share: float, direction: str) -> bool:
    """Whether a card tuned for being `direction` ("high": its edits pull it down) now sits past its share the
    other way: only then could it sit nearer its share without its edits."""
    return rate < share if direction == "high" else rate > share


def predicted_without(rate: float, effects: list[tuple[float, float]]) -> tuple[float, float | None]:
    """The card's rate without its edits, from its rate with them and each edit's effect in its race (effect,
    standard error): (mean, se); se None when no effect is known (nothing to predict with)."""
    if not effects:
        return rate, None
    return rate - sum(e for e, _ in effects), math.sqrt(sum(se * se for _, se in effects))


def may_sit_nearer(rate: float, share: float, mean: float, se: float | None, z: float = Z95) -> bool:
    """Whether the predicted rate without the edits (mean ± z·se) reaches any value nearer the share than the
    rate with them: a test is worth its games unless the races' own figures rule it out."""
    if se is None:
        return True
    gap = abs(rate - share)
    return mean - z * se < share + gap and mean + z * se > share - gap


def holds_as_well(with_row: dict, with_share: float, without_row: dict | None, without_share: float) -> str | None:
    """None when the card without its edits holds its share at least as well as with them on the same seeds (its
    interval holds the share, its estimate no farther from it); else why not."""
    if without_row is None or not without_row["games"]:
        return "it was in no game without its edits"
    if not without_row["ci_low"] <= without_share <= without_row["ci_high"]:
        return (f"without its edits its interval {_ci(without_row)} misses its share "
                f"{without_share * 100:.1f}%")
    if abs(without_row["rate"] - without_share) > abs(with_row["rate"] - with_share):
        return (f"without its edits it sits farther from its share ({without_row['rate'] * 100:.1f}% against "
                f"{with_row['rate'] * 100:.1f}% with them, share {without_share * 100:.1f}%)")
    return None


def _ci(row: dict) -> str:
    return f"{row['ci_low'] * 100:.1f}–{row['ci_high'] * 100:.1f}%"


def _rate(row: dict | None) -> dict | None:
    return None if row is None else {k: row[k] for k in ("rate", "ci_low", "ci_high", "games")}


def with_share(row: dict | None, share: float) -> dict | None:
    """A card's rate row with the share it is judged against on those games (a faction's fair share is the
    games' own: a game without a winner counts for no faction)."""
    return None if row is None else _rate(row) | {"share": round(share, 6)}


def line(t: dict) -> str:
    """One tested card in a line: dropped or kept, why, its intervals with and without its edits."""
    w, wo = t["with"], t["without"]
    figures = (f"with them {w['rate'] * 100:.1f}% ({_ci(w)}), without {wo['rate'] * 100:.1f}% ({_ci(wo)}), "
               f"share {t['share'] * 100:.1f}%, on {t['games']} games with the set" if wo else "")
    verdict = "DROPPED" if t["dropped"] else "kept"
    return f"{verdict}: {t['label']}'s {', '.join(t['edits'])} — {t['why']}" + (f"; {figures}" if figures else "")


# --- the procedure on a Tuner (compiler/tune/search.py) --------------------------------------------------------

def pooled(tuner, rnd) -> list[dict]:
    """Every game played with exactly `rnd`'s set: its confirmation's (and those of any round with the same set),
    and the replication games a next round added to them; `rnd`'s confirmation seeds first, then by index."""
    rounds = [r for r in tuner.rounds if set_key(r.set) == set_key(rnd.set)]
    games = {g["index"]: g for r in rounds for g in r.confirm_games}
    for r in tuner.rounds:
        if r.replication_of in rounds and r.replication:
            games.update({g["index"]: g for g in r.games if g["index"] not in games})
    first = {g["index"] for g in rnd.confirm_games}
    return sorted(games.values(), key=lambda g: (g["index"] not in first, g["index"]))


def judged(tuner, rnd) -> tuple[list[dict], set]:
    """The games items 8 and 9 judge `rnd`'s set on, and the seeds they play their tests and races on: the set's
    fresh replication when it was played (compiler/tune/fresh.py: no choice was made on those games), else every
    game with the set pooled and the confirmation's seeds."""
    if tuner.fresh_games and tuner._fresh_round is rnd:
        return list(tuner.fresh_games), {g["index"] for g in tuner.fresh_games}
    return pooled(tuner, rnd), {g["index"] for g in rnd.confirm_games}


def _effects(tuner, card: str, edits: list[dict]) -> tuple[str | None, list[tuple[float, float]]]:
    """The direction the card was first tuned for, and each of its edits' effect in its race (the race's rate
    minus its round's base rate, with the race's standard error)."""
    rounds = {e["round"] for e in edits if e["card"] == card}
    mine = sorted((t for t in tuner.targets if t.card == card and t.round in rounds and t.suggestion),
                  key=lambda t: t.round)
    effects = []
    for t in mine:
        s = t.suggestion
        effects.append((s["search"]["rate"] - s["before"]["rate"],
                        (s["search"]["ci_high"] - s["search"]["ci_low"]) / (2 * Z95)))
    first = next((t for t in tuner.targets if t.card == card and t.round in rounds), None)
    return (first.direction if first else None), effects


def prune(tuner, rnd) -> dict:
    """Test dropping each edited card's edits from `rnd`'s set (the set tune stands by), as the module says.
    Returns the record tune.json keeps under the set's `pruned` (`set` and `confirmation`: the set after the drops
    and its verdict against the pack as it is, when anything was dropped)."""
    fk, names = tuner.info.faction.kind, tuner.info.names
    edits = list(rnd.set)
    games, conf = judged(tuner, rnd)
    res = tuner.aggregate(games)
    record = {"round": rnd.number, "pooled_games": len(games), "on_fresh": conf.isdisjoint(
        g["index"] for g in rnd.confirm_games), "tested": [], "not_tested": [], "dropped": [],
              "set": None, "confirmation": None}
    order = []
    for group, card in tuner._edited_cards(edits):
        row, share = card_row(res, group, card, fk)
        direction, effects = _effects(tuner, card, edits)
        labels = [e["label"] for e in edits if e["card"] == card]
        mean, se = predicted_without(row["rate"] if row else 0.0, effects)
        item = {"card": card, "label": names.get(card, card), "group": group, "edits": labels,
                "share": round(share, 6), "pooled": _rate(row),
                "predicted": None if se is None else {"rate": round(mean, 6), "low": round(mean - Z95 * se, 6),
                                                      "high": round(mean + Z95 * se, 6)}}
        if row is None or direction is None:
            why = "in no game with the set" if row is None else "no round of this run tuned it"
        elif not overshoots(row["rate"], share, direction):
            why = (f"at {row['rate'] * 100:.1f}% on {row['games']} pooled games it sits on the side it was tuned "
                   f"from (share {share * 100:.1f}%): without its edits it would sit farther")
        elif not may_sit_nearer(row["rate"], share, mean, se):
            why = (f"at {row['rate'] * 100:.1f}% (share {share * 100:.1f}%) its races' effects put it at "
                   f"{mean * 100:.1f}% ({(mean - Z95 * se) * 100:.1f}–{(mean + Z95 * se) * 100:.1f}%) without its "
                   "edits: farther from its share")
        else:
            gain = abs(row["rate"] - share) - abs(mean - share)
            order.append((group != fk, -gain, card, item))
            continue
        record["not_tested"].append(item | {"why": why})
    confirmed = rnd.confirmation["confirmed"]
    current = {g["index"]: g for g in games}
    verdict = None
    for _, _, card, item in sorted(order, key=lambda o: o[:3]):
        left = [e for e in edits if e["card"] != card]
        need = sorted(i for i in current if i in conf)
        copies = mover(tuner, item["group"], card)          # a faction card's change copies the games it is not in
        seeds = affordable(tuner, sorted(current, key=lambda i: (i not in conf, i)), current, copies)
        if not left:
            record["not_tested"].append(item | {"why": "its edits are the whole set"})
            continue
        if len(seeds) < len(need) or not need:
            games = sum(charges(tuner, None, current, need, copies))
            record["not_tested"].append(item | {"why": f"--max-games leaves {tuner.budget.left} games, fewer than "
                                                      f"the {games} the set's {len(need)} confirmation seeds need"})
            continue
        tested, games_without, v = _test(tuner, rnd, item, left, [current[i] for i in seeds], conf, confirmed)
        record["tested"].append(tested)
        tuner.progress.note(f"The set before it is applied: {line(tested)}")
        if tuner.interrupted:
            break
        if tested["dropped"]:
            edits, verdict = left, v
            current = {g["index"]: g for g in games_without}
            record["dropped"] += item["edits"]
    if record["dropped"]:
        record["set"] = edits
        record["confirmation"] = verdict
    tuner.set_games = sorted(current.values(), key=lambda g: g["index"])
    return record


def _test(tuner, rnd, item: dict, left: list[dict], with_set: list[dict], conf: set, confirmed: bool):
    """Play `left` (the set without the card's edits) on the seeds of `with_set`, and judge the drop:
    (the tested card's record, the games without, the smaller set's verdict against the pack as it is)."""
    fk, group, card = tuner.info.faction.kind, item["group"], item["card"]
    pack_dir, build_dir, problem = tuner._copy(tuner.info.pack_dir, left)
    if problem is not None:
        return item | {"games": 0, "copied": 0, "with": None, "without": None, "dropped": False,
                       "why": f"the set without its edits {problem}"}, [], None
    without: list[dict] = []
    known, seeds = {g["index"]: g for g in with_set}, [g["index"] for g in with_set]
    copies = mover(tuner, group, card)
    tuner.progress.plan(tuner.budget.used + sum(charges(tuner, None, known, seeds, copies)),
                        f"the set without {item['label']}'s edits")
    try:
        copied = play_changed(tuner, tuner.config(pack_dir, build_dir), seeds, without, known, copies)
    except Interrupted:
        return item | {"games": len(without), "copied": 0, "with": None, "without": None, "dropped": False,
                       "why": "interrupted"}, [], None
    res_x, res_y = tuner.aggregate(with_set), tuner.aggregate(without)
    row_x, share_x = card_row(res_x, group, card, fk)
    row_y, share_y = card_row(res_y, group, card, fk)
    why = holds_as_well(row_x, share_x, row_y, share_y)
    verdict = None
    if why is None:
        why, verdict = health_gate(tuner, rnd, left, with_set, without, conf, confirmed, "without its edits")
    dropped = why is None
    if dropped:
        why = (f"without its edits it holds its share at least as well ({row_y['rate'] * 100:.1f}% against "
               f"{row_x['rate'] * 100:.1f}% with them) and no faction or card becomes an outlier"
               + shared_text(verdict))
    return (item | {"games": len(with_set), "copied": copied, "with": _rate(row_x), "without": _rate(row_y),
                    "dropped": dropped, "why": why}), without, (verdict if dropped else None)


def health_gate(tuner, rnd, new_set: list[dict], with_set: list[dict], games: list[dict], conf: set, confirmed: bool,
                what: str) -> tuple[str | None, dict | None]:
    """Whether `new_set`, played as `games` on the seeds of `with_set` (the set's games), may replace the set:
    (None, its verdict against the pack as it is on the confirmation's seeds) when nothing is made an outlier by
    the change (flagged with `new_set` and not with the set, and moved: paired, Holm within its group), no other
    edited card that held its share misses it, and `new_set` is confirmed when the set was; else (why not, None).
    `what` names the change in the reasons ("without its edits", "stepped back")."""
    fk = tuner.info.faction.kind
    others = tuner._edited_cards(new_set)
    j = _judge(tuner, games, with_set, others)
    made = [o["text"] for o in j["new_outliers"] if o["group"] in (fk, "card")]
    lost = [r["label"] for r in j["cards"] if not r["holds"] and r["before"]
            and r["before"]["ci_low"] <= r["goal"] <= r["before"]["ci_high"]]
    if made:
        return f"{what} " + "; ".join(made) + " becomes an outlier (flagged, and moved by the change)", None
    if lost:
        return f"{what} " + ", ".join(lost) + " no longer holds its share", None
    # The new set against the pack as it is on the confirmation's seeds, judged as any set (the pack as it is plays
    # the seeds an early stop left it without, when --max-games has room).
    mine = [g for g in games if g["index"] in conf]
    base = _as_it_is(tuner, rnd, [g["index"] for g in mine])
    mine = [g for g in mine if g["index"] in {g["index"] for g in base}]
    if not mine:
        return "the pack as it is has no game on the confirmation's seeds to judge it against", None
    res = tuner.aggregate(mine)
    verdict = _judge(tuner, mine, base, others, complete=len(mine) >= rnd.confirmation["planned"] > 0, res=res)
    verdict |= {"games": len(mine), "planned": len(mine), "first_index": min(g["index"] for g in mine),
                "seeds": [g["seed"] for g in mine], "fair_share": res["fair_share"],
                "stopped_early": False, "set_games": len(mine)}
    if confirmed and not verdict["confirmed"]:
        # The set itself judged as the changed set is, on the same seeds against the same games of the pack as it is.
        seeds = {g["index"] for g in mine}
        was = _judge(tuner, [g for g in with_set if g["index"] in seeds], base, others)
        added, shared = split_reasons(verdict, was, {(m["group"], m["key"]) for m in j["moved"]})
        if added:
            return (f"the set {what} is not confirmed against the pack as it is on the confirmation's seeds: "
                    + "; ".join(added)), None
        # The set itself fails the same way on these seeds: the change answers only for what it adds.
        verdict |= {"confirmed": True, "shared_with_set": shared}
    return None, verdict


def shared_text(verdict: dict | None) -> str:
    """What a changed set that passed the gate shares with the set on the same seeds, for its reason."""
    shared = (verdict or {}).get("shared_with_set")
    return f"; against the pack as it is on these seeds, what it does not add: {'; '.join(shared)}" if shared else ""


def _judge(tuner, games: list[dict], games0: list[dict], cards, complete: bool = True, res: dict | None = None) -> dict:
    """confirm.judge of `games` against `games0` (paired by seed) for the edited `cards`, with the tuner's names."""
    return judge(res if res is not None else tuner.aggregate(games), tuner.aggregate(games0), cards, tuner.info.names,
                 tuner.info.faction.kind, lambda o: tuner._own_value(o, games, cards), complete=complete,
                 games=games, games0=games0, kinds=tuner.info.kinds)


def split_reasons(verdict: dict, was: dict, moved: set) -> tuple[list[str], list[str]]:
    """Why a changed set's `verdict` against the pack as it is is not confirmed, split into what the change adds
    and what it does not: a new outlier is the change's when the set's own verdict `was` on the same seeds does
    not make it too and the change moved it against the set (`moved`: (group, key), paired, Holm); an edited card
    off its share is the change's when it holds its share with the set. Unplayed games are always added."""
    before = {key(o) for o in was["new_outliers"]}
    added, shared = [], []
    for o in verdict["new_outliers"]:
        if key(o) in before:
            shared.append(f"new outlier: {o['text']} (with the set too)")
        elif key(o) in moved:
            added.append(f"new outlier: {o['text']}")
        else:
            shared.append(f"new outlier: {o['text']} (the set moved it; the change did not, against the set)")
    fine = {r["card"] for r in was["cards"] if r["holds"] and not r["still_an_outlier"]}
    for r in verdict["cards"]:
        if not (r["holds"] and not r["still_an_outlier"]):
            (added if r["card"] in fine else shared).append(f"{r['label']} misses its share")
    if "not every planned game was played" in verdict["reasons"]:
        added.append("not every planned game was played")
    return added, shared


def unplayed_as_it_is(rnd, indices) -> list[int]:
    """The seeds of `indices` the pack as it is has not played yet (a health gate plays them)."""
    have = {g["index"] for g in rnd.fresh_games}
    return [i for i in indices if i not in have]


def _as_it_is(tuner, rnd, indices: list[int]) -> list[dict]:
    """The pack as it is on `indices`: its confirmation games, and the seeds an early stop left unplayed (kept on
    the round for a later test), as far as --max-games allows."""
    missing = unplayed_as_it_is(rnd, indices)
    if missing and len(missing) <= tuner.budget.left:
        more: list[dict] = []
        tuner.progress.plan(tuner.budget.used + len(missing), "the pack as it is on the same seeds")
        try:
            tuner.play(tuner.config(), missing, more)
        except Interrupted:
            pass
        rnd.fresh_games = sorted(rnd.fresh_games + more, key=lambda g: g["index"])
    wanted = set(indices)
    return [g for g in rnd.fresh_games if g["index"] in wanted]
