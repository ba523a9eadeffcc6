"""Run one atheris target for a fixed time, restarting after every crash and keeping every finding.

Usage: python fuzz/run.py {yaml,ability,check} --seconds 1200 [--out fuzz/runs] [-- LIBFUZZER_ARGS]

A plain libFuzzer run stops at its first failure. This runner goes on:

- In the fuzzer process (`SYNDICATE_FUZZ_KEEP_GOING=1`, see fuzz/_run.py) a target that
  misbehaves is recorded as a finding (the input under `findings/`, with its traceback in a
  `.txt` beside it), once per distinct place in the code, and fuzzing continues.
- Anything that still ends the process (a timeout, running out of memory, a crash in C code,
  an exception the wrapper cannot catch) leaves libFuzzer's `crash-`/`timeout-`/`oom-` file
  under `crashes/`; the runner restarts the fuzzer on the same corpus until the time is up.

New corpus inputs go to OUT/TARGET/corpus (the seed corpus under fuzz/corpus/ is only read).
At the end OUT/TARGET/summary.json holds executions, restarts, findings and crash files.
"""
from __future__ import annotations

import argparse
import json
import os
import re
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


def run(target: str, seconds: int, out: str, extra: list[str]) -> dict:
    work = os.path.join(os.path.abspath(out), target)
    corpus, crashes, findings = (os.path.join(work, d) for d in ("corpus", "crashes", "findings"))
    for d in (corpus, crashes, findings):
        os.makedirs(d, exist_ok=True)
    env = dict(os.environ, SYNDICATE_FUZZ_KEEP_GOING="1", SYNDICATE_FUZZ_FINDINGS=findings)
    deadline = time.monotonic() + seconds
    total, restarts, exits = 0, 0, []
    while (left := int(deadline - time.monotonic())) > 5:
        cmd = [sys.executable, os.path.join(HERE, TARGETS[target]), corpus, os.path.join(HERE, "corpus", target),
               f"-max_total_time={left}", f"-artifact_prefix={crashes}{os.sep}", "-print_final_stats=1",
               "-timeout=20", "-rss_limit_mb=1536", "-max_len=4096", *extra]
        log_path = os.path.join(work, f"run-{restarts}.log")
        with open(log_path, "w") as log:
            rc = subprocess.call(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        with open(log_path, errors="replace") as log:
            total += executions(log.read())
        exits.append(rc)
        if rc == 0:
            break
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
    ap.add_argument("target", choices=sorted(TARGETS))
    ap.add_argument("--seconds", type=int, default=1200)
    ap.add_argument("--out", default=os.path.join(HERE, "runs"))
    args = ap.parse_args(argv)
    summary = run(args.target, args.seconds, args.out, extra)
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
