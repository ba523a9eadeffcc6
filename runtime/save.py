"""Saving, resuming and replaying games, and the state hash.

A save file is JSON: the pack, seed, seats, house rules, every answer given
(in order, encoded by the decisions), the turn reached, the outcome and the
hash of the state at that point. Because the engine is deterministic, the
seed plus the answers *are* the game: resuming replays the answers and then
hands the decisions back to the players; `replay` replays them alone and
compares the final hash.
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import tempfile

from . import save_schema

FORMAT = 1
# The outcome of a game stopped by Ctrl-C or the end of input, at a decision
# (runtime/interrupt.py): a replay runs until the recorded answers run out.
INTERRUPTED = "interrupted"


def snapshot(g) -> dict:
    """Everything that changes in a game, as plain data: the engine says what (its `snapshot()`)."""
    return g.snapshot()


def state_hash(g) -> str:
    text = json.dumps(snapshot(g), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def record(g, seats: list[str], error: str | None = None, interrupted: bool = False) -> dict:
    """A save: enough to resume or replay the game. `error` is why it stopped, if it failed;
    `interrupted`: it was stopped at a decision (the state, and so its hash, is left as it was)."""
    data = {
        "format": FORMAT,
        "pack": g.pack.name,
        "seed": g.seed,
        "players": len(g.players),
        "seats": seats,
        "house_rules": list(g.house_rule_ids),
        "answers": g.answers,
        "turn": g.turn,
        "outcome": g.outcome,
        "winners": g.winners,
        "reason": g.reason,
        "hash": state_hash(g),
    }
    if interrupted:
        data["outcome"], data["reason"] = INTERRUPTED, f"interrupted during turn {g.turn}"
    if error is not None:
        # Not "stopped": a replay runs on to the same failure instead of halting at its turn.
        data["outcome"] = "failed"
        data["error"] = error
    return data


def write_atomic(path: str, data: dict) -> None:
    """Write a save beside its final name and rename it in; OSError says why it cannot be written."""
    if os.path.lexists(path) and not os.path.isfile(path):
        # Never replace a device (/dev/full), a FIFO or a folder with a save.
        raise OSError(errno.EINVAL, "not a regular file", path)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".syndicate-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


class SaveError(Exception):
    """A save that cannot be used; `code` is its diagnostic, `line`/`col` where in the file."""

    def __init__(self, message: str, code: str = "SYN705", line: int = 1, col: int = 1):
        super().__init__(message)
        self.code, self.line, self.col = code, line, col


def loads(raw: bytes, shown: str) -> dict:
    """A save from its bytes, every field validated (runtime/save_schema.py) before use."""
    try:
        return save_schema.loads(raw)
    except save_schema.SaveProblem as exc:
        raise SaveError(f"{shown}: {exc.message}", exc.code, exc.line, exc.col) from None


def read(path: str) -> dict:
    """A save file read by path (a trusted caller's; the CLI reads untrusted ones with compiler.files.safe_read)."""
    try:
        with open(path, "rb") as f:
            raw = f.read(save_schema.MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror}") from exc
    return loads(raw, path)
