"""Run `syndicate build` with a pause before every file-system step, so a test can kill it there.

Usage: python killable_build.py PAUSE_AT PACK OUT_ROOT
Each step (a file opened for writing, a rename, a replace, a folder exchange, a folder removal)
prints `STEP <n> <what>`; at step PAUSE_AT it prints `PAUSED` and sleeps,
waiting for SIGKILL. PAUSE_AT -1 runs straight through (to count the steps).
No line of compiler/build.py is changed: the hooks wrap the os functions.
"""
from __future__ import annotations

import builtins
import os
import shutil
import sys
import time

pause_at = int(sys.argv[1])
step = [0]


def _hook(what: str) -> None:
    n = step[0]
    step[0] += 1
    print(f"STEP {n} {what}", flush=True)
    if n == pause_at:
        print("PAUSED", flush=True)
        time.sleep(120)


def _wrap(name: str, fn, label):
    def inner(*args, **kw):
        what = label(*args, **kw)
        if what:
            _hook(f"{name} {what}")
        return fn(*args, **kw)
    return inner


_open = builtins.open
builtins.open = _wrap("write", _open, lambda f, mode="r", *a, **k: os.path.basename(str(f)) if any(c in mode for c in "wax") else None)
os.rename = _wrap("rename", os.rename, lambda a, b, *r, **k: f"{os.path.basename(a)} -> {os.path.basename(b)}")
os.replace = _wrap("replace", os.replace, lambda a, b, *r, **k: f"{os.path.basename(a)} -> {os.path.basename(b)}")
_rmtree = shutil.rmtree
shutil.rmtree = _wrap("rmtree", _rmtree, lambda p, *a, **k: os.path.basename(str(p)))

import compiler.atomic as atomic  # noqa: E402

atomic.exchange = _wrap("exchange", atomic.exchange, lambda a, b: f"{os.path.basename(a)} <-> {os.path.basename(b)}")

from compiler.cli import main  # noqa: E402

sys.argv = ["syndicate", "build", sys.argv[2], "--out", sys.argv[3]]
main()
