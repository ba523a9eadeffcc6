#!/usr/bin/env python3
"""The done-when of `syndicate tune` (issue 30), end to end, through the command line.

    .venv/bin/python bench/tune_done_when.py                 # content/crime_lords, 2 jobs
    .venv/bin/python bench/tune_done_when.py --keep /tmp/dw  # keep the copies and reports

1. Copies the pack twice into a temporary folder (the user's pack is never
   touched) and builds each copy into its own build folder.
2. `syndicate tune COPY --jobs J --seed S --apply --yes` on one copy: the
   wall time and the CPU seconds of its whole process tree (user + sys of the
   command and every worker it waited for, from getrusage), the outliers it
   reports and the edit it proposes for each.
3. When tune confirmed no set, writes the last set it tried into the copy
   anyway (for the figures; the done-when is then not met), unless
   --no-unconfirmed. Rebuilds the edited copy and plays `syndicate simulate COPY --games 2000
   --seed S2` with another seed; unless --no-before, the same 2,000 seeds on
   the untouched copy too, so an outlier after the edit is called new only
   if the pack as it is does not show it on the same seeds.
4. Prints tune's rounds (per round its base, outliers, targets, edits and
   the verdict on its set), every outlier tune reported with the edit it
   got, the set (per edit: round, card, file, line, intervals before and
   after), then per edited card its interval in the fresh simulate, with and
   without the set, against its share, and every outlier of the fresh
   simulate, new ones marked. Two verdicts on "new": the literal one (the
   pack as it is does not flag it on the same seeds) and the paired one, the
   team's meaning (that, and the set moved it: the paired difference of its
   measure seed by seed, from both sides' games.jsonl, is significant at 95%
   in its direction; compiler/tune/confirm.py `paired`). Exits 0 when the set
   was confirmed, every outlier tune reported got an edit or is gone with the
   set (an outlier a confirmation flagged and fresh games with the same set
   did not find again is not reported as one: it is printed with those
   numbers, tune's reason for giving it no edit), every edited card's interval in the fresh simulate holds its share
   and it is not an outlier there, and no outlier of the fresh simulate is
   new by the paired test; 1 otherwise.

The CPU seconds are the honest measure on a shared machine: with 2 jobs,
CPU s / 2 is the wall time a quiet 2-core machine would take.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

from compiler.tune.confirm import carried_line, moved_list, moved_text, moves, paired_lines, replication_line, split_new
from compiler.tune.measures import measure_key
from compiler.tune.fresh import line as fresh_line
from compiler.tune.prune import line as prune_line
from compiler.tune.stepback import line as stepback_line
from compiler.tune.report import interval, pct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYNDICATE = os.path.join(os.path.dirname(sys.executable), "syndicate")


def run(label: str, args: list[str], log: str) -> dict:
    """Run one syndicate command; its wall time and the CPU seconds of its process tree."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(log, "w") as fh:
        proc = subprocess.run([SYNDICATE, *args], cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print(f"[{label}] exit {proc.returncode}; wall {wall:.0f} s; CPU {cpu:.0f} s (user+sys, process tree); "
          f"CPU/2 = {cpu / 2:.0f} s; log {log}", flush=True)
    if proc.returncode != 0:
        with open(log) as fh:
            print(fh.read()[-3000:])
    return {"code": proc.returncode, "wall": wall, "cpu": cpu}


def row_of(results: dict, kind: str, group: str, key: str) -> tuple[dict | None, float]:
    """A card's row in a simulate report and the share it is measured against."""
    if group == kind:
        row = next((r for r in results[f"win_rate_by_{kind}"] if r["key"] == key), None)
        return row, results["fair_share"]
    row = next((r for r in results["cards"] if r["key"] == key), None)
    return row, (row or {}).get("expected", 0.0)


def summary(doc: dict, times: dict, a) -> bool:
    """Times, tune's rounds and its set; whether the set was confirmed and every outlier tune reported got an
    edit (or was gone with the set)."""
    print("\n== times ==")
    for k, t in times.items():
        print(f"{k}: wall {t['wall']:.0f} s, CPU {t['cpu']:.0f} s, CPU/2 {t['cpu'] / 2:.0f} s")
    t = times.get("tune") or {"wall": 0.0, "cpu": 0.0}
    print(f"tune with {a.jobs} jobs: {doc['games_played']} games; wall {t['wall'] / 60:.1f} min on this machine; "
          f"CPU {t['cpu']:.0f} s, so {t['cpu'] / a.jobs / 60:.1f} min on a quiet {a.jobs}-core machine "
          f"({'under' if t['cpu'] / a.jobs < 900 else 'OVER'} 15 min)")

    st = doc["set"] or {"edits": [], "confirmed": False, "left": [], "round": None}
    left = {(o["group"], o["key"]) for o in st["left"]}
    ok = bool(st["confirmed"])
    for rnd in doc["rounds"]:
        base = rnd["base"]
        if rnd.get("reduced"):
            print(f"\n== round {rnd['round']} again: its set without the edits that missed "
                  f"({', '.join(rnd['reduced'])}) ==")
            for tgt in (t for t in doc["targets"] if t["round"] == rnd["round"] and t.get("dropped")):
                print(f"  {tgt['label']}: its edit left the set: {tgt['dropped']}")
        else:
            print(f"\n== round {rnd['round']}: base "
                  f"{'the pack as it is' if not base['edits'] else ', '.join(base['edits'])} ({base['games']} games) ==")
        rep = rnd.get("replication")
        if rep and not rnd.get("reduced"):
            print(f"  round {rep['of_round']}'s set on {rep['games']} more fresh games (the replication): "
                  f"{sum(f['replicated'] for f in rep['flagged'])} of its confirmation's {len(rep['flagged'])} "
                  "outliers found again")
            for f in rep["flagged"]:
                print(f"    {replication_line(f)}")
        for o in ([] if rnd.get("reduced") else base["outliers"]):
            print(f"  outlier{' (replicated)' if rep else ''}: {o['text']}")
        for c in ([] if rnd.get("reduced") else rnd.get("carried") or []):
            print(f"  left waiting before, {carried_line(c)}")
        for s in (s for s in doc["skipped"] if s["round"] == rnd["round"] and not rnd.get("reduced")):
            print(f"  not tuned here: {s['text']} — {s['reason']}")
        for tgt in (t for t in doc["targets"] if t["round"] == rnd["round"] and not rnd.get("reduced")):
            s = tgt["suggestion"]
            if s is None:
                print(f"  {tgt['label']}: NO edit. {tgt['note'] or ''}")
                continue
            e = s["edit"]
            print(f"  {tgt['label']}: {e['file']}:{e['line']}: {e['label']}  ({e['old']} -> {e['new']}); "
                  f"base {interval(s['before'])}; race {pct(s['search']['rate'])} (95% CI {pct(s['search']['ci_low'])}"
                  f"–{pct(s['search']['ci_high'])}, n={s['search']['games']} pairs)"
                  + (f"; held out {interval(s['held_out'])}" if s.get("held_out") else "")
                  + (f"; metagame health {s['search']['health']:.1f} ({s['search']['health_before']:.1f} without it)"
                     if s["search"].get("health") is not None else ""))
        c = rnd["confirmation"]
        if c:
            print(f"  set of {len(rnd['set'])} on {c['games']} fresh games: "
                  + ("confirmed, clean" if c["clean"] else "confirmed" if c["confirmed"] else
                     "NOT confirmed: " + "; ".join(c["reasons"])))
        if rnd["stop"]:
            print(f"  stop: {rnd['stop']}")
    print("\n== every outlier tune reported, and what it got ==")
    seen = set()
    for rnd in doc["rounds"]:
        for o in rnd["base"]["outliers"]:
            k = (o["group"], o["key"])
            if k in seen:
                continue
            seen.add(k)
            e = next((e for e in st["edits"] if e["card"] == o["key"]), None)
            if e is not None:
                got = f"edit {e['label']} (round {e['round']})"
            elif k not in left:
                got = "no edit needed: not an outlier with the set"
            elif o["group"] == "seat":
                got = "a seat: no card's number to edit (an outlier of the pack as it is too)"
            else:
                why = next((w["why"] for w in st.get("without_edit") or [] if (w["group"], w["key"]) == k), None)
                got = "still an outlier with the set, and NO edit" + (f" (tune says why: {why})" if why else "")
                ok = False
            print(f"  {o['text']}: {got}")
    # Flagged by a confirmation and tested again on fresh games of the same set, not found again: tune reports them
    # with those numbers and does not tune them (a reason shown by the numbers, not an edit).
    for rnd in doc["rounds"]:
        for f in (rnd.get("replication") or {}).get("flagged", []):
            if not f["replicated"] and (f["group"], f["key"]) not in seen:
                seen.add((f["group"], f["key"]))
                print(f"  flagged on round {rnd['replication']['of_round']}'s confirmation, not found again: "
                      f"{replication_line(f)}")
    print(f"\n== the set (round {st['round']}, {'confirmed' if st['confirmed'] else 'NOT confirmed'}) ==")
    for e in st["edits"]:
        print(f"  {e['label_card']}: {e['file']}:{e['line']}: {e['label']} (round {e['round']})")
        print(f"    tune baseline        {interval(e['baseline'])}")
        if e["search"]:
            print(f"    race (paired)        {interval(e['search'])}")
        print(f"    confirmation, same {st['games']} fresh seeds: as it is {interval(e['before'])}; "
              f"with the set {interval(e['after'])}; share {pct(e['fair_share'])}")
    print("  outliers with the set on those seeds: " + ("none" if not st["left"] else ""))
    for o in st["left"]:
        print(f"    {'NEW ' if o['new'] else ''}{o['text']}")
    only = st.get("flagged_only_with_set") or []
    print(f"  flagged only with the set (list difference): {len(only)}; new by the paired test: "
          f"{sum(o['moved'] for o in only)}")
    for text in paired_lines(only):
        print(f"    {text}")
    moved = st.get("moved") or []
    print(f"  moved by the set on those seeds (paired, Holm within each group; edited cards aside): {len(moved)}")
    for m in moved:
        print(f"    {moved_text(m)}")
    if st.get("note"):
        print(f"  {st['note']}")
    fresh = st.get("fresh")
    if fresh:
        print(f"  the set on {fresh['games']} fresh seeds from index {fresh['first_index']} (compiler/tune/fresh.py; "
              "items 8 and 9 judge it on these):")
        for c in fresh["cards"]:
            print(f"    {fresh_line(c)}")
    polish(st.get("pruned"), "before it is applied", "compiler/tune/prune.py", "tested", prune_line, "not tested")
    polish(st.get("stepped_back"), "stepped back before it is applied", "compiler/tune/stepback.py", "tried",
           stepback_line, "not tried", race_lines)
    return ok



def polish(rec: dict | None, when: str, module: str, done: str, line, undone: str, detail=None) -> None:
    """The set's last polish (item 8's pruning, item 9's step back): each card tried, and each not, with why."""
    if not rec:
        return
    on = "fresh games" if rec.get("on_fresh") else "games played"
    print(f"  {when}, each edited card judged on the {rec['pooled_games']} {on} with the set ({module}):")
    for t in rec[done]:
        print(f"    {line(t)}")
        for text in (detail(t) if detail else []):
            print(f"      {text}")
    for t in rec["not_" + done]:
        print(f"    {undone}: {t['label']}'s {', '.join(t['edits'])} — {t['why']}")


def race_lines(t: dict) -> list[str]:
    """A stepped-back card's race: per stage, each candidate left and how far off its share it sits."""
    return [f"race on {stage['seeds']} seeds: " + "; ".join(
        f"{', '.join(c['to']) or 'no edit'} {c['off'] * 100:.1f} pts off" for c in stage["candidates"])
        for stage in t["race"]] + [
        f"final: {', '.join(f['to']) or 'no edit'}: {f['stepped']['rate'] * 100:.1f}% ({f['stepped']['ci_low'] * 100:.1f}"
        f"–{f['stepped']['ci_high'] * 100:.1f}%), share {f['stepped']['share'] * 100:.1f}%: {f['why']}"
        for f in t.get("finals") or [] if f.get("stepped")]

def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pack", default="content/crime_lords")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1, help="tune's run seed")
    ap.add_argument("--check-seed", type=int, default=2, help="the fresh simulate's seed (another seed)")
    ap.add_argument("--check-games", type=int, default=2000)
    ap.add_argument("--no-before", action="store_true",
                    help="skip the simulate of the pack as it is on the check seeds (new outliers are then judged "
                         "against tune's baseline alone)")
    ap.add_argument("--before-report", metavar="JSON",
                    help="report.json of a simulate of the pack as it is, with --games CHECK_GAMES and --seed "
                         "CHECK_SEED, played already: used instead of playing it again")
    ap.add_argument("--tune-arg", action="append", default=[], metavar="ARG",
                    help="one more argument for tune (repeatable), e.g. --tune-arg=--baseline-games=400")
    ap.add_argument("--keep", metavar="DIR", help="work in DIR (created) and keep it")
    ap.add_argument("--no-unconfirmed", action="store_true",
                    help="when tune confirms no set, stop there (by default the last set tried is simulated anyway, "
                         "for the figures; the done-when is not met either way)")
    ap.add_argument("--rejudge", metavar="DIR",
                    help="play nothing: judge again a run kept with --keep DIR (its tune.json and both simulates' "
                         "games), with this version's verdicts")
    a = ap.parse_args()
    if a.rejudge:
        return rejudge(os.path.abspath(a.rejudge), a)

    top = os.path.abspath(a.keep) if a.keep else tempfile.mkdtemp(prefix="tune-done-when-")
    os.makedirs(top, exist_ok=True)
    name = os.path.basename(os.path.normpath(a.pack))
    src = os.path.join(ROOT, a.pack)
    orig, edit = os.path.join(top, "orig", name), os.path.join(top, "edit", name)
    for dst in (orig, edit):
        shutil.rmtree(dst, ignore_errors=True)
        shutil.copytree(src, dst)
    b_orig, b_edit = os.path.join(top, "build_orig"), os.path.join(top, "build_edit")
    print(f"work folder {top}; pack {a.pack}; {a.jobs} jobs; tune seed {a.seed}; check seed {a.check_seed}", flush=True)
    times = {}
    try:
        for dst, bdir in ((orig, b_orig), (edit, b_edit)):
            if run("build", ["build", dst, "--build-dir", bdir], os.path.join(top, "build.log"))["code"]:
                return 1
        tune_out = os.path.join(top, "tune")
        times["tune"] = run("tune", ["tune", edit, "--jobs", str(a.jobs), "--seed", str(a.seed), "--build-dir", b_edit,
                                     "--out", tune_out, "--apply", "--yes", *a.tune_arg], os.path.join(top, "tune.log"))
        with open(os.path.join(tune_out, "tune.json")) as fh:
            doc = json.load(fh)
        with open(os.path.join(top, "tune.log")) as fh:
            print("".join(line for line in fh if not line.startswith(("baseline", "tune ", "confirm", "fresh")))[-4000:])
        if times["tune"]["code"] != 0:
            return 1
        unconfirmed = not (doc["set"] and doc["set"]["confirmed"])
        if unconfirmed:
            if not (doc["set"] and doc["set"]["edits"]) or a.no_unconfirmed:
                summary(doc, times, a)
                print("\nNo set of edits was confirmed, so nothing was applied and there is nothing to simulate.\n"
                      "DONE-WHEN: NOT met")
                return 1
            # For the figures only: the last set tried, written by the bench (tune applied nothing).
            sys.path.insert(0, ROOT)
            from compiler.tune.apply import apply_edits
            apply_edits(edit, doc["set"]["edits"])
            print("The set was NOT confirmed (tune applied nothing); the bench writes the last set tried into the "
                  "copy to show what a fresh simulate says of it.", flush=True)
        if run("rebuild", ["build", edit, "--build-dir", b_edit], os.path.join(top, "rebuild.log"))["code"]:
            return 1
        after_out = os.path.join(top, "after")
        times["after"] = run("simulate edited", ["simulate", edit, "--games", str(a.check_games), "--jobs", str(a.jobs),
                                                 "--seed", str(a.check_seed), "--build-dir", b_edit, "--out", after_out],
                             os.path.join(top, "after.log"))
        before_doc = None
        if a.before_report:
            with open(a.before_report) as fh:
                before_doc = json.load(fh)
            if (before_doc["seed"], before_doc["results"]["games"]) != (a.check_seed, a.check_games):
                print(f"--before-report has seed {before_doc['seed']} and {before_doc['results']['games']} games, "
                      f"not {a.check_seed} and {a.check_games}")
                return 1
        elif not a.no_before:
            before_out = os.path.join(top, "before")
            times["before"] = run("simulate as it is", ["simulate", orig, "--games", str(a.check_games), "--jobs",
                                                        str(a.jobs), "--seed", str(a.check_seed), "--build-dir", b_orig,
                                                        "--out", before_out], os.path.join(top, "before.log"))
            with open(os.path.join(before_out, "report.json")) as fh:
                before_doc = json.load(fh)
        with open(os.path.join(after_out, "report.json")) as fh:
            after_doc = json.load(fh)
        # The games of both sides, paired by seed: did the set move an outlier only its side flags?
        games_after = read_games(os.path.join(after_out, "games.jsonl"))
        games_before = None
        if before_doc is not None:
            path = (os.path.join(os.path.dirname(os.path.abspath(a.before_report)), "games.jsonl") if a.before_report
                    else os.path.join(before_out, "games.jsonl"))
            games_before = read_games(path) if os.path.isfile(path) else None
        kinds = card_kinds(orig, b_orig, after_doc["results"]["players"])
    finally:
        if not a.keep:
            shutil.rmtree(top, ignore_errors=True)

    return check(doc, times, a, unconfirmed, after_doc, before_doc, games_after, games_before, kinds)


def rejudge(top: str, a) -> int:
    """The verdicts again on a kept run's files (nothing played; times unknown)."""
    name = os.path.basename(os.path.normpath(a.pack))
    with open(os.path.join(top, "tune", "tune.json")) as fh:
        doc = json.load(fh)
    docs = []
    for side in ("after", "before"):
        with open(os.path.join(top, side, "report.json")) as fh:
            docs.append(json.load(fh))
    games = [read_games(os.path.join(top, side, "games.jsonl")) for side in ("after", "before")]
    kinds = card_kinds(os.path.join(top, "orig", name), os.path.join(top, "build_orig"), docs[0]["results"]["players"])
    unconfirmed = not (doc["set"] and doc["set"]["confirmed"])
    return check(doc, {}, a, unconfirmed, docs[0], docs[1], games[0], games[1], kinds)


def check(doc, times, a, unconfirmed, after_doc, before_doc, games_after, games_before, kinds) -> int:
    """Tune's summary, then the fresh simulate against its share and the pack as it is; the exit code."""
    ok = summary(doc, times, a) and not unconfirmed
    kind = after_doc["faction"]["kind"]
    after = after_doc["results"]

    print(f"\n== fresh simulate of the edited copy, {a.check_games} games, seed {a.check_seed}: "
          f"fair share {pct(after['fair_share'])} ==")
    before = before_doc["results"] if before_doc else None
    dropped = [t for t in ((doc["set"].get("pruned") or {}).get("tested") or []) if t["dropped"]]
    # A card the step back left with no edit is judged as the edited are, too.
    dropped += [t for t in ((doc["set"].get("stepped_back") or {}).get("tried") or []) if t["taken"] and not t["to"]]
    # A card whose edits were dropped before applying was an outlier tune reported: it is judged as the edited are.
    for e in doc["set"]["edits"] + [{"group": t["group"], "card": t["card"], "label_card": t["label"],
                                     "label": "edits dropped: " + ", ".join(t["edits"])} for t in dropped]:
        group = kind if e["group"] == kind else "card"
        row, goal = row_of(after, kind, group, e["card"])
        holds = row is not None and row["ci_low"] <= goal <= row["ci_high"]
        still = any((o["group"], o["key"]) == (group, e["card"]) for o in after["outliers"])
        ok &= holds and not still
        line = f"  {e['label_card']} ({e['label']}): after {interval(row)}, share {pct(goal)}: "
        line += ("holds its share" if holds else "MISSES its share") + ("; STILL an outlier" if still else "")
        if before:
            row0, goal0 = row_of(before, kind, group, e["card"])
            line += f"  (as it is, same seeds: {interval(row0)}, share {pct(goal0)})"
        print(line)
    known = {(o["group"], o["key"]) for o in (before or {"outliers": doc["baseline"]["outliers"]})["outliers"]}
    if before:
        print(f"  outliers of the pack as it is on these seeds ({len(before['outliers'])}):")
        for o in before["outliers"]:
            print(f"    {o['text']}")
    print(f"  outliers with the set ({len(after['outliers'])}):")
    new = []
    for o in after["outliers"]:
        is_new = (o["group"], o["key"]) not in known
        new += [o] if is_new else []
        print(f"    {'NEW ' if is_new else ''}{o['text']}")
    literal = ok and not new
    print(f"  new outliers by the list difference (not outliers of the pack as it is on "
          f"{'the same seeds' if before else 'tune’s baseline'}): {len(new)}")
    if games_before is None:
        print("  the paired test needs the games of the pack as it is on the same seeds (games.jsonl): not judged")
        print("\nDONE-WHEN: " + ("met" if literal else "NOT met") + " (list difference only)")
        return 0 if literal else 1
    return verdicts(ok, literal, new, after, before, games_after, games_before, kind, kinds, doc, len(games_after))


def verdicts(ok: bool, literal: bool, new: list[dict], after: dict, before: dict, games_after: list[dict],
             games_before: list[dict], kind: str, kinds: dict, doc: dict, pairs: int) -> int:
    """The paired verdicts on the fresh simulate: each outlier only the edited copy flags, tested alone at 95% (runs
    4 and 5's meaning) and with Holm's correction over its whole group (every faction, every card, ... of the
    games, the edited cards aside; the team's meaning from run 6), and every member the set moved by the latter."""
    edited = {(kind if e["group"] == kind else "card", e["card"]) for e in doc["set"]["edits"]}
    found = moves(games_after, games_before, kind, kinds, edited)
    moved, chance = split_new(new, after, before, games_after, games_before, kind, kinds, found)
    alone = [o for o in moved + chance if o["moved_uncorrected"]]
    print(f"  new outliers by the paired test alone (paired difference on the {pairs} common seeds significant at "
          f"95% in the outlier's direction, that outlier tested alone): {len(alone)}")
    print(f"  new outliers by the paired test with Holm's correction over the outlier's group ({len(found)} "
          f"factions, cards, seats and values tested): {len(moved)}")
    for text in paired_lines(moved + chance):
        print(f"    {text}")
    outliers = {measure_key(o["group"], o["key"]) for o in after["outliers"]}
    shifted = moved_list(found, {}, outliers, kind)
    names = {r["key"]: r["label"] for r in after["cards"]} | {r["key"]: r["label"] for r in after[f"win_rate_by_{kind}"]}
    print(f"  every member the set moved (Holm within its group; edited cards aside): {len(shifted)}")
    for m in shifted:
        print(f"    {moved_text(m | {'label': names.get(m['key'], m['label'])})}")
    alone_ok = ok and not alone
    paired_ok = ok and not moved
    print("\nDONE-WHEN, literal (an outlier is new when the pack as it is does not flag it on the same seeds): "
          + ("met" if literal else "NOT met"))
    print("DONE-WHEN, paired alone (new = flagged only with the set AND its paired difference significant at 95%, "
          "tested alone; runs 4-5): " + ("met" if alone_ok else "NOT met"))
    print("DONE-WHEN, paired with Holm (new = flagged only with the set AND moved by it, Holm over its group; the "
          "team's meaning from run 6): " + ("met" if paired_ok else "NOT met"))
    return 0 if paired_ok else 1


def read_games(path: str) -> list[dict]:
    with open(path) as fh:
        return [json.loads(line) for line in fh if line.strip()]


def card_kinds(pack: str, build_dir: str, players: int) -> dict:
    """Card id -> kind, as simulate reads the pack (a card's measure counts its kind's cards in play)."""
    from compiler.simulate.adapter import prepare
    return prepare(pack, [], players, None, build_dir).kinds


if __name__ == "__main__":
    sys.exit(main())
