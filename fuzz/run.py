"""Run one atheris target for a fixed time, restarting after every crash and keeping every finding.

Usage: python fuzz/run.py {yaml,ability,check} --seconds 1200 [--out fuzz/runs] [-- LIBFUZZER_ARGS]
       python fuzz/run.py NAME --script PATH --seeds DIR ...   (any other atheris script)

A plain libFuzzer run stops at its first failure. This runner goes on:

- In the fuzzer process (`SYNDICATE_FUZZ_KEEP_GOING=1`, see fuzz/_run.py) a target that
  misbehaves is recorded as a finding (the input under `findings/`, with its traceback in a
  `.txt` beside it), once per distinct place in the code, and fuzzing continues.
- Anything that still ends the process (a timeout, running out of memory, a crash in C code,
  an exception the wrapper cannot catch) leaves libFuzzer's `crash-`/`timeout-`/`oom-` file
  under `crashes/`; the runner restarts the fuzzer on the same corpus until the time is up.

The seed corpus (fuzz/corpus/TARGET) is copied into OUT/TARGET/corpus, where new inputs go too;
an input that ended the process is removed from it before the restart, so a restart goes on
fuzzing instead of meeting the same crash again (its copy stays under crashes/).
At the end OUT/TARGET/summary.json holds executions, restarts, findings and crash files.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = {"yaml": "fuzz_yaml.py", "ability": "fuzz_ability.py", "check": "fuzz_check.py"}
_DONE = re.compile(r"^Done (\d+) runs", re.M)
_PROGRESS = re.compile(r"^#(\d+)\s", re.M)


def executions(log: str) -> int:
    """Executions in one fuzzer process: from `Done N runs`, else the last `#N` progress line."""
    done = _DONE.findall(log)
    if done:
        return int(done[-1])
    progress = _PROGRESS.findall(log)
    return int(progress[-1]) if progress else 0


def _seed(corpus: str, seeds: str) -> None:
    if os.listdir(corpus) or not os.path.isdir(seeds):
        return
    for name in sorted(os.listdir(seeds)):
        src = os.path.join(seeds, name)
        if os.path.isfile(src):
            shutil.copyfile(src, os.path.join(corpus, name))


def _drop_from_corpus(corpus: str, crashes: str, known: set[str]) -> None:
    """Remove from the corpus every input that equals a new crash file."""
    new = [os.path.join(crashes, f) for f in os.listdir(crashes) if f not in known]
    bad = set()
    for path in new:
        with open(path, "rb") as fh:
            bad.add(hashlib.sha1(fh.read()).hexdigest())
    for name in os.listdir(corpus):
        path = os.path.join(corpus, name)
        with open(path, "rb") as fh:
            if hashlib.sha1(fh.read()).hexdigest() in bad:
                os.unlink(path)


def run(target: str, seconds: int, out: str, extra: list[str], script: str | None = None,
        seeds: str | None = None) -> dict:
    work = os.path.join(os.path.abspath(out), target)
    corpus, crashes, findings = (os.path.join(work, d) for d in ("corpus", "crashes", "findings"))
    for d in (corpus, crashes, findings):
        os.makedirs(d, exist_ok=True)
    _seed(corpus, seeds or os.path.join(HERE, "corpus", target))
    script = script or os.path.join(HERE, TARGETS[target])
    env = dict(os.environ, SYNDICATE_FUZZ_KEEP_GOING="1", SYNDICATE_FUZZ_FINDINGS=findings)
    deadline = time.monotonic() + seconds
    total, restarts, exits = 0, 0, []
    while (left := int(deadline - time.monotonic())) > 5:
        known = set(os.listdir(crashes))
        cmd = [sys.executable, script, corpus, f"-max_total_time={left}", f"-artifact_prefix={crashes}{os.sep}", "-print_final_stats=1",
               "-timeout=20", "-rss_limit_mb=1536", "-max_len=4096", *extra]
        log_path = os.path.join(work, f"run-{restarts}.log")
        with open(log_path, "w") as log:
            rc = subprocess.call(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        with open(log_path, errors="replace") as log:
            total += executions(log.read())
        exits.append(rc)
        if rc == 0:
            break
        _drop_from_corpus(corpus, crashes, known)
        restarts += 1
    found = sorted(f for f in os.listdir(findings) if not f.endswith(".txt"))
    crashed = sorted(os.listdir(crashes))
    summary = {"target": target, "seconds": seconds, "executions": total, "restarts": restarts,
               "exit_codes": exits, "findings": found, "crash_files": crashed,
               "crashes": len(found) + len(crashed)}
    with open(os.path.join(work, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=2)
    return summary


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    extra: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1:]
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("target", help=f"one of {', '.join(sorted(TARGETS))}, or a name for --script")
    ap.add_argument("--seconds", type=int, default=1200)
    ap.add_argument("--out", default=os.path.join(HERE, "runs"))
    ap.add_argument("--script", help="an atheris script using fuzz/_run.py (default: the target's)")
    ap.add_argument("--seeds", help="seed corpus folder (default: fuzz/corpus/TARGET)")
    args = ap.parse_args(argv)
    if args.script is None and args.target not in TARGETS:
        ap.error(f"unknown target {args.target}; give --script")
    summary = run(args.target, args.seconds, args.out, extra, args.script, args.seeds)
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
