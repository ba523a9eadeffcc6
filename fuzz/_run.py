"""Shared atheris main: instrument Syndicate's modules, then fuzz one target.

With SYNDICATE_FUZZ_KEEP_GOING=1 (set by fuzz/run.py) a target that raises is recorded as a
finding in SYNDICATE_FUZZ_FINDINGS, once per distinct place it failed at, and fuzzing goes on
instead of stopping at the first failure.
"""
from __future__ import annotations

import hashlib
import os
import sys
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def signature(exc: BaseException) -> str:
    """Where a failure happened: its type and the innermost frame in Syndicate's own code."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename.startswith(ROOT)]
    where = f"{os.path.relpath(frames[-1].filename, ROOT)}:{frames[-1].lineno}" if frames else "?"
    first = str(exc).split(":", 1)[0][:60] if type(exc).__name__ == "Misbehaved" else ""
    return f"{type(exc).__name__} {where} {first}".strip()


def keep_going(target, folder: str):
    seen: set[str] = set()

    def one(data: bytes) -> None:
        try:
            target(data)
        except (Exception, RecursionError) as exc:   # noqa: BLE001 - every failure is a finding
            sig = signature(exc)
            if sig in seen:
                return
            seen.add(sig)
            name = "finding-" + hashlib.sha1(data).hexdigest()
            with open(os.path.join(folder, name), "wb") as fh:
                fh.write(data)
            with open(os.path.join(folder, name + ".txt"), "w") as fh:
                fh.write(sig + "\n\n" + "".join(traceback.format_exception(exc)))
            print(f"FINDING {sig} -> {name}", file=sys.stderr, flush=True)
    return one


def main(make_target) -> None:
    import atheris

    with atheris.instrument_imports(include=["compiler", "dsl", "fuzz", "yaml", "lark", "jsonschema"]):
        from fuzz.targets import preload
        preload()
        target = make_target()
    if os.environ.get("SYNDICATE_FUZZ_KEEP_GOING") == "1":
        folder = os.environ.get("SYNDICATE_FUZZ_FINDINGS") or os.path.join(os.getcwd(), "findings")
        os.makedirs(folder, exist_ok=True)
        target = keep_going(target, folder)
    atheris.Setup(sys.argv, target)
    atheris.Fuzz()
