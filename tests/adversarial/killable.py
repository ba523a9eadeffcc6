"""Run a `syndicate` command with a pause before every file-system step, so a test can kill it there.

Usage: python killable.py PAUSE_AT ARGS...   (ARGS as for `syndicate`)
Each step (a file opened for writing, a rename, a replace, a folder exchange, a folder removal)
prints `STEP <n> <what>`; at step PAUSE_AT it prints `PAUSED` and sleeps,
waiting for SIGKILL. PAUSE_AT -1 runs straight through (to count the steps).
No line of Syndicate is changed: the hooks wrap the os functions.
"""
from __future__ import annotations

import builtins
import os
import shutil
import sys
import time

step = [0]
pause_at = [-1]


def _hook(what: str) -> None:
    n = step[0]
    step[0] += 1
    print(f"STEP {n} {what}", flush=True)
    if n == pause_at[0]:
        print("PAUSED", flush=True)
        time.sleep(120)


def _wrap(name: str, fn, label):
    def inner(*args, **kw):
        what = label(*args, **kw)
        if what:
            _hook(f"{name} {what}")
        return fn(*args, **kw)
    return inner


def _writes(f, mode="r", *a, **k):
    return os.path.basename(str(f)) if isinstance(mode, str) and any(c in mode for c in "wax") else None


def install() -> None:
    builtins.open = _wrap("write", builtins.open, _writes)
    os.fdopen = _wrap("write", os.fdopen, lambda fd, mode="r", *a, **k: f"fd {fd}" if any(c in mode for c in "wax") else None)
    os.rename = _wrap("rename", os.rename, lambda a, b, *r, **k: f"{os.path.basename(a)} -> {os.path.basename(b)}")
    os.replace = _wrap("replace", os.replace, lambda a, b, *r, **k: f"{os.path.basename(a)} -> {os.path.basename(b)}")
    shutil.rmtree = _wrap("rmtree", shutil.rmtree, lambda p, *a, **k: os.path.basename(str(p)))

    import compiler.build.atomic as atomic

    atomic.exchange = _wrap("exchange", atomic.exchange, lambda a, b: f"{os.path.basename(a)} <-> {os.path.basename(b)}")


def run(at: int, argv: list[str]) -> None:
    pause_at[0] = at
    install()
    from compiler.commands.cli import main

    sys.argv = ["syndicate", *argv]
    main()


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    run(int(sys.argv[1]), sys.argv[2:])
