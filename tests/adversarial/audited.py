"""Run the `syndicate` CLI under a Python audit hook that records what it opened and started.

Usage: python audited.py LOG ARGS...   (ARGS as for `syndicate`)
Every `open` (builtins.open, os.open), process start (subprocess, os.system, exec, spawn,
fork), socket connection and dynamic library load is written to LOG, one JSON list a line.
A test then asserts that no file outside the pack was opened and nothing was started.
"""
from __future__ import annotations

import json
import os
import sys

_WATCHED = {"subprocess.Popen", "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork",
            "os.forkpty", "socket.connect", "socket.bind", "pty.spawn"}
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _install(log_path: str) -> None:
    log = open(log_path, "w", buffering=1, encoding="utf-8")  # opened before the hook: not logged

    def hook(event: str, args) -> None:
        if event == "open":
            path = args[0]
            if isinstance(path, (str, bytes)):
                log.write(json.dumps(["open", os.path.abspath(os.fsdecode(path))]) + "\n")
        elif event in _WATCHED:
            log.write(json.dumps([event, repr(args)[:200]]) + "\n")
    sys.addaudithook(hook)


def read_log(log_path: str) -> list[tuple[str, str]]:
    with open(log_path, encoding="utf-8") as fh:
        return [tuple(json.loads(line)) for line in fh if line.strip()]


def opened(log_path: str) -> set[str]:
    """Real paths of every file the run opened."""
    return {os.path.realpath(p) for e, p in read_log(log_path) if e == "open"}


def started(log_path: str) -> list[tuple[str, str]]:
    return [(e, a) for e, a in read_log(log_path) if e != "open"]


def _preload() -> None:
    """Syndicate's own modules and libraries, imported before the hook: their start-up (ctypes
    looking for libc, pango and harfbuzz with ldconfig) is the tools' code, not the pack's."""
    import compiler.build.atomic  # noqa: F401
    import compiler.commands.cli  # noqa: F401
    for name in ("compiler.sheets.pdf", "compiler.sheets.images", "compiler.sheets.jobs", "compiler.sheets.render"):
        try:
            __import__(name)
        except ImportError:   # pragma: no cover - sheets' optional libraries missing
            pass


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    _preload()
    _install(sys.argv[1])
    from compiler.commands.cli import main

    sys.argv = ["syndicate", *sys.argv[2:]]
    main()
