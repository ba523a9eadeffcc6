"""Every command's output on the bundled packs, byte for byte, at two revisions (issue 25's proof).

    .venv/bin/python bench/same_output.py REV [OTHER] [--packs crime_lords,crime_wars]

Each revision is checked out with git into the same temporary folder in turn
(`git worktree add --detach`), so a path a command prints or embeds (the
sheets' <base href>, `built: ...`) is the same path on both sides and nothing
needs rewriting before the comparison. Both run on this Python (its
libraries), each with an empty cache folder and key of its own, the commands:

    check PACK --no-color                         stdout, stderr, exit status
    check PACK --format json                      stdout, exit status
    build PACK --out so-out/build                 stdout, exit status, every file written
    play PACK --seed S --build-dir so-out/build   the transcript (one game per seed)
    sheets PACK --outputs html,png --dpi D        sheets.html and every card's PNG
    simulate PACK --games N --seed S --jobs 1     report.json, report.html, games.jsonl

and every file each writes is compared byte for byte. Allowed to differ, and
named in the table when they do: report.json's fields in TIMING_FIELDS (none
exists today) and report.html's one line of the run's time (TIMING_LINES:
`<dt>time</dt><dd>0.1 s, 20.1 games/s</dd>`), nothing else. OTHER defaults to HEAD: commit what you want
compared (a work tree's uncommitted edits are not part of either side).

Prints one row per output (files compared, identical, differing) and, for a
differing text file, the first lines of its diff. Exit status 0 when every
output is the same, 1 otherwise.
"""
from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

# report.json fields a run may fill differently (the time it ran, how long it took). None exists
# in report.json today; listed so that one added later is named in the table, not silently passed.
TIMING_FIELDS = ("elapsed", "seconds", "generated_at", "timestamp", "date")
# report.html lines that are the run's wall-clock time.
TIMING_LINES = {"report.html": re.compile(r"^<dt>time</dt><dd>[0-9.]+ s, [0-9.]+ games/s</dd>$")}
TEXT_SUFFIXES = (".txt", ".json", ".jsonl", ".html", ".py", ".css", ".out", ".err")


def git(*args: str, cwd: str | None = None) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def commands(pack: str, seeds: list[int], games: int, dpi: int) -> list[tuple[str, list[str], str | None]]:
    """(name of the output, the command's words, the folder it writes, if any)."""
    path = f"content/{pack}"
    build = "so-out/build"
    out = [
        (f"{pack}/check-text", ["check", path, "--no-color"], None),
        (f"{pack}/check-json", ["check", path, "--format", "json"], None),
        (f"{pack}/build", ["build", path, "--out", build], f"{build}/{pack}"),
    ]
    out += [(f"{pack}/play-seed{s}", ["play", path, "--seed", str(s), "--build-dir", build], None) for s in seeds]
    out += [
        (f"{pack}/sheets", ["sheets", path, "--out", f"so-out/sheets-{pack}", "--outputs", "html,png", "--dpi",
                            str(dpi), "--jobs", "1", "--build-dir", build], f"so-out/sheets-{pack}"),
        (f"{pack}/simulate", ["simulate", path, "--games", str(games), "--seed", str(seeds[0]), "--jobs", "1",
                              "--quiet", "--out", f"so-out/sim-{pack}", "--build-dir", build], f"so-out/sim-{pack}"),
    ]
    return out


def run_side(rev: str, tree: str, keep: str, cache: str, plan) -> dict[str, dict[str, bytes]]:
    """Check `rev` out at `tree`, run every command there, copy what each printed and wrote into `keep`."""
    git("worktree", "add", "--detach", "--force", tree, rev)
    env = dict(os.environ, PYTHONPATH=tree, SYNDICATE_CACHE_DIR=os.path.join(cache, "cache"),
               SYNDICATE_CACHE_KEY_FILE=os.path.join(cache, "cache.key"), PYTHONHASHSEED="0",
               NO_COLOR="1", COLUMNS="100")
    results: dict[str, dict[str, bytes]] = {}
    try:
        for name, words, folder in plan:
            t0 = time.monotonic()
            r = subprocess.run([sys.executable, "-m", "compiler", *words], cwd=tree, env=env, capture_output=True,
                               timeout=3600)
            files = {"stdout": r.stdout, "stderr": r.stderr, "exit": str(r.returncode).encode()}
            if folder is not None and os.path.isdir(os.path.join(tree, folder)):
                base = os.path.join(tree, folder)
                for dirpath, dirnames, filenames in os.walk(base):
                    dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
                    for f in sorted(filenames):
                        full = os.path.join(dirpath, f)
                        with open(full, "rb") as fh:
                            files["files/" + os.path.relpath(full, base)] = fh.read()
            results[name] = files
            dest = os.path.join(keep, name)
            for rel, data in files.items():
                os.makedirs(os.path.dirname(os.path.join(dest, rel)), exist_ok=True)
                with open(os.path.join(dest, rel), "wb") as fh:
                    fh.write(data)
            print(f"  {rev[:10]} {name}: exit {r.returncode}, {len(files) - 3} files, {time.monotonic() - t0:.0f}s",
                  file=sys.stderr, flush=True)
    finally:
        git("worktree", "remove", "--force", tree)
    return results


def _json_paths(a, b, path=""):
    """The paths at which two JSON values differ."""
    if type(a) is not type(b):
        return [path or "/"]
    if isinstance(a, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append(f"{path}/{k}")
            else:
                out += _json_paths(a[k], b[k], f"{path}/{k}")
        return out
    if isinstance(a, list):
        if len(a) != len(b):
            return [path or "/"]
        return [p for i, (x, y) in enumerate(zip(a, b)) for p in _json_paths(x, y, f"{path}/{i}")]
    return [] if a == b else [path or "/"]


def compare(name: str, rel: str, a: bytes | None, b: bytes | None) -> tuple[str, list[str]]:
    """('same' | 'allowed' | 'differ', lines saying how)."""
    if a == b:
        return "same", []
    if a is None or b is None:
        return "differ", [f"only in {'OTHER' if a is None else 'REV'}"]
    if rel.endswith("report.json"):
        try:
            paths = _json_paths(json.loads(a), json.loads(b))
        except ValueError:
            paths = ["/"]
        if paths and all(p.rsplit("/", 1)[-1] in TIMING_FIELDS for p in paths):
            return "allowed", [f"timing field(s) differ: {', '.join(paths)}"]
    pattern = TIMING_LINES.get(os.path.basename(rel))
    if pattern is not None:
        la, lb = a.decode("utf-8", "replace").splitlines(), b.decode("utf-8", "replace").splitlines()
        if len(la) == len(lb) and all(x == y or (pattern.match(x) and pattern.match(y)) for x, y in zip(la, lb)):
            changed = [i + 1 for i, (x, y) in enumerate(zip(la, lb)) if x != y]
            return "allowed", [f"only the run's time differs (line {', '.join(map(str, changed))})"]
    if rel in ("stdout", "stderr", "exit") or rel.endswith(TEXT_SUFFIXES):
        diff = list(difflib.unified_diff(a.decode("utf-8", "replace").splitlines(),
                                         b.decode("utf-8", "replace").splitlines(), "REV", "OTHER", lineterm="", n=0))
        return "differ", diff
    return "differ", [f"binary, {len(a)} vs {len(b)} bytes"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rev", help="the revision before (e.g. b9cf177); run from inside the repository")
    ap.add_argument("other", nargs="?", default="HEAD", help="the revision after [default: HEAD]")
    ap.add_argument("--packs", default="crime_lords,crime_wars")
    ap.add_argument("--seeds", default="1,2", help="play one game per seed; simulate uses the first")
    ap.add_argument("--games", type=int, default=30, help="simulate's games per pack")
    ap.add_argument("--dpi", type=int, default=100, help="resolution of the card PNGs")
    ap.add_argument("--keep", help="keep both sides' outputs in this folder (REV/, OTHER/)")
    ap.add_argument("--diff-lines", type=int, default=12, help="diff lines shown per differing text file")
    args = ap.parse_args()
    revs = [git("rev-parse", "--verify", f"{r}^{{commit}}") for r in (args.rev, args.other)]
    seeds = [int(s) for s in args.seeds.split(",")]
    plan = [c for p in args.packs.split(",") for c in commands(p, seeds, args.games, args.dpi)]
    work = tempfile.mkdtemp(prefix="same-output-")
    keep = args.keep or work
    tree = os.path.join(work, "tree")      # one path for both sides: what a command embeds of it is equal
    sides = []
    try:
        for label, rev in zip(("REV", "OTHER"), revs):
            print(f"{label} {rev}", file=sys.stderr, flush=True)
            sides.append(run_side(rev, tree, os.path.join(keep, label), os.path.join(work, f"cache-{label}"), plan))
    finally:
        git("worktree", "prune")
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    a, b = sides
    print(f"REV   {revs[0]}  {git('log', '-1', '--format=%s', revs[0])[:70]}")
    print(f"OTHER {revs[1]}  {git('log', '-1', '--format=%s', revs[1])[:70]}")
    print(f"{'output':32} {'exit':>5} {'compared':>8} {'same':>6} {'differ':>6}  note")
    details = []
    bad = 0
    for name, _, _ in plan:
        rels = sorted(set(a[name]) | set(b[name]))
        counts = {"same": 0, "allowed": 0, "differ": 0}
        notes = []
        for rel in rels:
            verdict, how = compare(name, rel, a[name].get(rel), b[name].get(rel))
            counts[verdict] += 1
            if verdict != "same":
                notes.append(f"{rel}: {how[0] if how else ''}" if verdict == "allowed" else rel)
                details.append((name, rel, how[:args.diff_lines + 2]))
        bad += counts["differ"]
        note = "; ".join(notes)[:80] if notes else ""
        codes = f"{a[name]['exit'].decode()}/{b[name]['exit'].decode()}"
        print(f"{name:32} {codes:>5} {len(rels):8} {counts['same'] + counts['allowed']:6} {counts['differ']:6}  {note}")
    for name, rel, how in details:
        print(f"\n--- {name}/{rel}")
        for line in how:
            print(f"    {line[:160]}")
    allowed = sum(1 for _, _, how in details if how and how[0].startswith(("only the run's time", "timing field")))
    if bad:
        print(f"\n{bad} file(s) differ")
    else:
        print("\nevery output byte-identical" + (f" but {allowed} allowed timing difference(s)" if allowed else ""))
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
