"""A card past its share raced against its neighbourhood, the set's last polish (docs/tune.md, item 9).

Each edit was chosen in its own round's context, on a race of a few hundred
pairs: a card tuned in two rounds, or tuned before another card's later
edit, can end past its share, pushed too far by edits that are each right
for the round that chose them. After the set tune stands by is confirmed
and pruned (item 8, prune.py), every edited card is judged on the set's
fresh games (fresh.py; when they could not be played, on its own games
pooled as prune.py pools them). A card that sits off its share by more than
`bar` (half the tolerance, or less when its games read it precisely: a card
at its share reads that far past 5% of the time), on the side opposite to
where it was tuned from (`overshoots`), gets its neighbourhood as candidate
sets (`neighbourhood`): each edit one step back toward its original value
or dropped, then each of the card's numbers moved by 1 and 2 from where the
set has it (a step back alone cannot reach past the original value, nor
move a number no round edited), then step backs together (`candidates`).
They race on those games' seeds, paired (common random numbers), by
successive halving (`stages`): each stage plays the candidates left on the
next seeds and keeps the half whose card sits nearest its share, estimated
as the set's offset on all the seeds plus the candidate's paired difference
from the set on the seeds so far (`paired_off`); the best survivor then
plays all of them, and the set takes it when

- the card's estimate is nearer its share than with the set on the same
  seeds, and its interval holds the share (`nearer_and_holds`);
- no faction or card becomes an outlier and no other edited card that held
  its share misses it, and the new set is confirmed against the pack as it
  is when the set was (prune.health_gate, the confirmation's paired test
  with Holm).

When the best fails, the runner-up of the last stage is tried the same way.
The games come from what `--max-games` leaves; a card is tried only when
the race and a final on every one of those seeds fit, with the pack as it
is on them.
"""
from __future__ import annotations

import itertools
import math

from .confirm import card_row
from .interrupt import Interrupted
from .editset import _label, set_key, site_key
from .unaltered import VERIFY, charges, mover, play_changed, plays
from .prune import _ci, _effects, _rate, health_gate, judged, overshoots, shared_text, unplayed_as_it_is, with_share

OFF_FRACTION = 0.5      # a card within half the tolerance of its share is as near as the race's choice asks (item 4)
OFF_Z = 1.645           # ... unless its games read it past its share at one-sided 5% (a fair card tried 1 time in 20)
MAX_CANDIDATES = 12     # the fewest changes first: each edit back or dropped, each number moved, then together
MIN_STAGE = 50          # the first stage's seeds, at least: fewer place no candidate against another
FINALISTS = 2           # the last stage's best, tried on all the seeds in turn


# --- the rules (unit tests: tests/test_tune_stepback.py) ------------------------------------------------------

def bar(share: float, games: int, tolerance: float) -> float:
    """How far past its share a card must read on `games` games to be tried: half the tolerance, or less when the
    games read it precisely enough that a card at its share reads that far past only 5% of the time (OFF_Z standard
    errors of a rate at its share; 4,000 fresh 4-player games put a faction card's at about 1.6 points)."""
    if games <= 0:
        return OFF_FRACTION * tolerance
    return min(OFF_FRACTION * tolerance, OFF_Z * math.sqrt(share * (1 - share) / games))


def is_off(rate: float, share: float, direction: str, tolerance: float, games: int) -> bool:
    """Whether a card tuned for being `direction` reads past its share the other way, on `games` games, by more than
    the bar."""
    return overshoots(rate, share, direction) and abs(rate - share) > bar(share, games, tolerance)


def back_one(edit: dict) -> dict | None:
    """`edit` one step nearer its original value (4 -> 1 becomes 4 -> 2); None when that is the original value."""
    v = edit["new_value"] + (1 if edit["new_value"] < edit["value"] else -1)
    if v == edit["value"]:
        return None
    return edit | {"new": str(v), "new_value": v, "step": v - edit["value"], "label": _label(edit, edit["value"], v)}


def candidates(edits: list[dict]) -> list[list[dict | None]]:
    """The card's edits stepped back: per edit kept, one step back or dropped (None), every combination but
    all kept, each distinct one once; the fewest changes first, then the fewest drops; at most MAX_CANDIDATES."""
    options = [[("keep", e), ("back", back_one(e)), ("drop", None)] for e in edits]
    seen, out = set(), []
    for combo in itertools.product(*options):
        chosen = [e for _, e in combo]
        key = tuple(None if e is None else e["new_value"] for e in chosen)
        if all(how == "keep" for how, _ in combo) or key in seen:
            continue
        seen.add(key)
        changed = sum(1 for (how, _), e in zip(combo, edits) if how != "keep")
        dropped = sum(1 for e in chosen if e is None)
        out.append((changed, dropped, len(out), chosen))
    return [c for *_, c in sorted(out, key=lambda o: o[:3])][:MAX_CANDIDATES]


def neighbourhood(edits: list[dict], moves: list[dict]) -> list[list[dict]]:
    """The card's candidate edits: each of `candidates` (its edits back or dropped), then each of `moves` (one
    number of the card moved by ±1 or ±2 from where `edits` has it, as an edit of the original pack: a move back
    to the original value drops that number's edit), each distinct one once; the fewest changes first, one-step
    moves before two-step ones; at most MAX_CANDIDATES."""
    out, seen = [], {set_key(edits)}

    def add(cand: list[dict]) -> None:
        if set_key(cand) not in seen:
            seen.add(set_key(cand))
            out.append(cand)

    backs = candidates(edits)
    for c in backs:                                   # one change each: an edit back or dropped
        if sum(1 for e, x in zip(edits, c, strict=True) if x is not e) == 1:
            add([x for x in c if x is not None])
    at = {site_key(e): e for e in edits}
    last = max((e.get("round", 0) for e in edits), default=0)

    def distance(m: dict) -> int:                    # from where the set has the number
        return abs(m["new_value"] - (at[site_key(m)]["new_value"] if site_key(m) in at else m["value"]))

    for m in sorted(moves, key=distance):
        mine = at.get(site_key(m))
        if mine is None:
            add(edits + [m | {"round": last}])
        elif m["new_value"] == m["value"]:
            add([e for e in edits if e is not mine])
        else:
            add([e if e is not mine else e | {k: m[k] for k in ("new", "new_value", "step", "label")}
                 for e in edits])
    for c in backs:                                   # then the step backs of several edits together
        add([x for x in c if x is not None])
    return out[:MAX_CANDIDATES]


def stages(n: int, first: int, total: int) -> list[tuple[int, int]]:
    """Successive halving of `n` candidates on `total` seeds: (candidates playing, seeds each plays) per stage,
    the first stage `first` seeds, each later one as many as were played before (the seeds double), until one
    is left or the next stage would pass `total`."""
    out, played, alive = [], 0, n
    size = first
    while alive > 1 and played + size <= total:
        out.append((alive, size))
        played += size
        alive = max(1, math.ceil(alive / 2))
        size = played
    return out


def cost(n: int, first: int, total: int, finalists: int = 1, plays: list[int] | None = None) -> int:
    """Games of the race and of `finalists` playing the rest of the `total` seeds; `plays`: per seed, the games a
    candidate plays for it (0 for a game copied, compiler/tune/unaltered.py), 1 each when None."""
    head = [0]
    for c in plays if plays is not None else [1] * total:
        head.append(head[-1] + c)
    played, raced = 0, 0
    for alive, size in stages(n, first, total):
        raced += alive * (head[played + size] - head[played])
        played += size
    return raced + finalists * (head[total] - head[played])


def first_stage(n: int, total: int, left: int, plays: list[int] | None = None) -> int | None:
    """The largest first stage (at most an eighth of the seeds) whose race and one final fit in `left` games;
    None when not even MIN_STAGE seeds do."""
    if n == 1:
        return 0 if cost(1, 0, total, plays=plays) <= left else None
    for first in range(max(MIN_STAGE, total // 8), MIN_STAGE - 1, -10):
        if cost(n, first, total, plays=plays) <= left:
            return first
    return None


def paired_off(whole: float | None, mine: float | None, base: float | None) -> float:
    """How far a candidate sits from the card's share, estimated from the seeds it has played: the set's offset
    from the share on all the seeds (`whole`) plus the candidate's offset there (`mine`) less the set's on the same
    seeds (`base`); 1 (the farthest) when the card was in none of them."""
    if whole is None or mine is None or base is None:
        return 1.0
    return abs(whole + mine - base)


def nearer_and_holds(with_row: dict, with_share: float, row: dict | None, share: float) -> str | None:
    """None when the card stepped back sits nearer its share than with the set and its interval holds the share;
    else why not."""
    if row is None or not row["games"]:
        return "it was in no game stepped back"
    if not row["ci_low"] <= share <= row["ci_high"]:
        return (f"stepped back its interval {_ci(row)} misses its share "
                f"{share * 100:.1f}%")
    if abs(row["rate"] - share) >= abs(with_row["rate"] - with_share):
        return f"stepped back it sits no nearer its share ({_against(row, share, with_row, with_share)})"
    return None


def _against(row: dict, share: float, with_row: dict, with_share: float) -> str:
    return (f"{row['rate'] * 100:.1f}% against {share * 100:.1f}%; with the set {with_row['rate'] * 100:.1f}% against "
            f"{with_share * 100:.1f}%")


def _off(row_share: tuple[dict | None, float]) -> float:
    row, share = row_share
    return 0.0 if row is None else abs(row["rate"] - share)


def line(t: dict) -> str:
    """One tried card in a line: taken or not, which candidate, why, its rates with the set and stepped back."""
    verdict = "STEPPED BACK" if t["taken"] else "kept"
    head = f"{verdict}: {t['label']}'s {', '.join(t['edits'])}"
    if t.get("to") is not None:
        head += f" to {', '.join(t['to']) or 'no edit'}"
    w, s = t.get("with"), t.get("stepped")
    figures = (f"; with the set {w['rate'] * 100:.1f}% ({_ci(w)}, share {w['share'] * 100:.1f}%), stepped back "
               f"{s['rate'] * 100:.1f}% ({_ci(s)}, share {s['share'] * 100:.1f}%), on {s['games']} of its games"
               if w and s else "")
    return f"{head} — {t['why']}{figures}"


# --- the procedure on a Tuner (compiler/tune/search.py) ------------------------------------------------------

def step_back(tuner, rnd, the_set: list[dict], games: list[dict], confirmed: bool) -> dict:
    """Try stepping back each edited card of `the_set` (the set tune stands by, after pruning) that is off its
    share on `games` (every game played with it), as the module says. Returns the record tune.json keeps under
    the set's `stepped_back` (`set` and `confirmation`: the set after the steps and its verdict, when any)."""
    fk, names = tuner.info.faction.kind, tuner.info.names
    _, conf = judged(tuner, rnd)
    res = tuner.aggregate(games)
    record = {"round": rnd.number, "pooled_games": len(games), "on_fresh": conf.isdisjoint(
        g["index"] for g in rnd.confirm_games), "tried": [], "not_tried": [], "taken": [],
              "set": None, "confirmation": None}
    current = {g["index"]: g for g in games}
    edits, verdict = list(the_set), None
    # Factions first (a faction's edit moves every card's share), then the farthest off first.
    order = sorted(tuner._edited_cards(edits), key=lambda gc: (
        gc[0] != fk, -_off(card_row(res, gc[0], gc[1], fk))))
    for group, card in order:
        # Judged on the games of the set as the steps before it left it.
        row, share = card_row(res, group, card, fk)
        direction, _ = _effects(tuner, card, edits)
        mine = [e for e in edits if e["card"] == card]
        item = {"card": card, "label": names.get(card, card), "group": group, "edits": [e["label"] for e in mine],
                "share": round(share, 6), "pooled": _rate(row)}
        if row is None or direction is None:
            record["not_tried"].append(item | {"why": "in no game with the set" if row is None
                                               else "no round of this run tuned it"})
            continue
        item["bar"] = round(bar(share, row["games"], tuner.s.tolerance), 6)
        if not is_off(row["rate"], share, direction, tuner.s.tolerance, row["games"]):
            record["not_tried"].append(item | {"why": (
                f"at {row['rate'] * 100:.1f}% on {row['games']} games with the set (share {share * 100:.1f}%) it is "
                f"not past its share by more than {item['bar'] * 100:.1f} points on the side its edits pushed it")})
            continue
        seeds = sorted(i for i in current if i in conf)
        cands = neighbourhood(mine, tuner.number_moves(card, mine))
        # The pack as it is plays these seeds for the first health gate that reaches them: kept out of the race.
        gate = len(unplayed_as_it_is(rnd, seeds))
        # A faction card's candidates copy the set's games where it sits at no seat, and play VERIFY of them.
        copies = mover(tuner, group, card)
        per_seed = plays(current, seeds, copies)
        verify = len(cands) * min(VERIFY, per_seed.count(0))
        first = first_stage(len(cands), len(seeds), tuner.budget.left - gate - verify, per_seed)
        if not seeds or first is None:
            record["not_tried"].append(item | {"why": (
                f"--max-games leaves {tuner.budget.left} games, fewer than a race of {len(cands)} candidates and a "
                f"final on the {len(seeds)} seeds" + (f", and the pack as it is on them ({gate})" if gate else ""))})
            continue
        others = [e for e in edits if e["card"] != card]
        tried, stepped_games, v = _try(tuner, rnd, item, others, cands, first, [current[i] for i in seeds], conf,
                                       confirmed, copies)
        the_set_taken = tried.pop("_set", None)
        record["tried"].append(tried)
        tuner.progress.note(f"The set, stepped back: {line(tried)}")
        if tried["taken"]:
            edits, verdict = the_set_taken, v
            current = {g["index"]: g for g in stepped_games}
            res = tuner.aggregate(stepped_games)
            record["taken"].append(f"{item['label']}'s {', '.join(item['edits'])} to "
                                   f"{', '.join(tried['to']) or 'no edit'}")
        if tuner.interrupted:
            break
    if record["taken"]:
        record["set"], record["confirmation"] = edits, verdict
        tuner.set_games = sorted(current.values(), key=lambda g: g["index"])
    return record


def _try(tuner, rnd, item, others, cands, first, with_set, conf, confirmed, copies):
    """Race the card's candidates on the seeds of `with_set` (the set's games), then its finalists on all of them:
    (the tried card's record, the games of the set taken, its verdict), the record's `_set` the set taken.
    `copies`: the card when a faction card (its candidates copy the games it cannot alter), else None."""
    fk, group, card = tuner.info.faction.kind, item["group"], item["card"]
    seeds = [g["index"] for g in with_set]
    known = {g["index"]: g for g in with_set}

    def play(r, indices: list[int]) -> None:
        out["copied"] += play_changed(tuner, r["config"], indices, r["games"], known, copies)

    row_x, share_x = card_row(tuner.aggregate(with_set), group, card, fk)
    runners = []
    for chosen in cands:
        new_set = sorted(others + chosen, key=lambda s: (s["file"], s["line"], s["column"]))
        pack_dir, build_dir, problem = tuner._copy(tuner.info.pack_dir, new_set)
        if problem is None:
            runners.append({"set": new_set, "to": [e["label"] for e in chosen], "games": [],
                            "config": tuner.config(pack_dir, build_dir), "off": None})
    out = item | {"games": len(with_set), "copied": 0, "with": with_share(row_x, share_x), "stepped": None,
                  "to": None, "taken": False, "race": [], "finals": [], "why": ""}
    if not runners:
        return out | {"why": "no candidate set could be built"}, [], None

    def offset(games: list[dict]) -> float | None:
        row, share = card_row(tuner.aggregate(games), group, card, fk)
        return None if row is None else row["rate"] - share

    whole = offset(with_set)

    def off(r, base: float | None) -> float:
        # The set's offset on all the seeds plus the candidate's paired difference from the set on the seeds it
        # played: the luck of the first seeds, common to every candidate, is taken out (the race's regression
        # estimate with beta 1, item 3). In run 14 the first 1,000 seeds read the card 2.7 points above its
        # reading on all 4,000, so candidates that barely moved it sat "near its share" and one that moved it
        # +2 points was halved out.
        r["off"] = paired_off(whole, offset(r["games"]), base)
        return r["off"]

    alive, played = runners, 0
    try:
        for n, size in stages(len(runners), first or len(seeds), len(seeds)):
            chunk = seeds[played:played + size]
            wanted = sum(sum(charges(tuner, r["config"], known, chunk, copies)) for r in alive)
            tuner.progress.plan(tuner.budget.used + wanted, f"{item['label']} stepped back, {n} candidates")
            for r in alive:
                play(r, chunk)
            played += size
            base = offset(with_set[:played])
            alive = sorted(alive, key=lambda r: off(r, base))
            out["race"].append({"seeds": played, "candidates": [
                {"to": r["to"], "off": round(r["off"], 6)} for r in alive]})
            if len(alive) > 2:
                alive = alive[:max(2, math.ceil(len(alive) / 2))]
        why = "no finalist fit in --max-games"
        for r in alive[:FINALISTS]:
            rest = seeds[len(r["games"]):]
            need = sum(charges(tuner, r["config"], known, rest, copies))
            if need > tuner.budget.left:
                break
            tuner.progress.plan(tuner.budget.used + need, f"{item['label']} stepped back: the final")
            play(r, rest)
            row_y, share_y = card_row(tuner.aggregate(r["games"]), group, card, fk)
            why = nearer_and_holds(row_x, share_x, row_y, share_y)
            verdict = None
            if why is None:
                why, verdict = health_gate(tuner, rnd, r["set"], with_set, r["games"], conf, confirmed,
                                           "stepped back")
            out |= {"stepped": with_share(row_y, share_y), "to": r["to"]}
            if why is None:
                why = (f"stepped back it sits nearer its share ({_against(row_y, share_y, row_x, share_x)}) and no "
                       "faction or card becomes an outlier" + shared_text(verdict))
            out["finals"].append({"to": r["to"], "stepped": out["stepped"], "why": why})   # each finalist's verdict
            if verdict is not None:
                return out | {"taken": True, "why": why, "_set": r["set"]}, r["games"], verdict
        return out | {"why": why}, [], None
    except Interrupted:
        return out | {"why": "interrupted"}, [], None
