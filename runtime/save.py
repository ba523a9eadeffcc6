"""Saving, resuming and replaying games, and the state hash.

A save file is JSON: the pack, seed, seats, house rules, every answer given
(in order, encoded by the decisions), the turn reached, the outcome and the
hash of the state at that point. Because the engine is deterministic, the
seed plus the answers *are* the game: resuming replays the answers and then
hands the decisions back to the players; `replay` replays them alone and
compares the final hash.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile

FORMAT = 1


def snapshot(g) -> dict:
    """Everything that changes in a game, as plain data: the engine says what (its `snapshot()`)."""
    return g.snapshot()


def state_hash(g) -> str:
    text = json.dumps(snapshot(g), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def record(g, seats: list[str], error: str | None = None) -> dict:
    """A save: enough to resume or replay the game. `error` is why it stopped, if it failed."""
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
    if error is not None:
        # Not "stopped": a replay runs on to the same failure instead of halting at its turn.
        data["outcome"] = "failed"
        data["error"] = error
    return data


def write_atomic(path: str, data: dict) -> None:
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
    pass


REQUIRED = {"format": int, "pack": str, "seed": int, "players": int, "seats": list,
            "house_rules": list, "answers": list, "turn": int, "hash": str}


def read(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"{path} is not a saved game (not JSON: {exc})") from exc
    if not isinstance(data, dict):
        raise SaveError(f"{path} is not a saved game (expected a JSON object)")
    for key, typ in REQUIRED.items():
        if not isinstance(data.get(key), typ):
            raise SaveError(f"{path}: field `{key}` is missing or not a {typ.__name__}")
    if data["format"] != FORMAT:
        raise SaveError(f"{path}: save format {data['format']} (this engine reads {FORMAT})")
    for a in data["answers"]:
        if not (type(a) is int or (isinstance(a, list) and len(a) == 1 and type(a[0]) is int)):
            raise SaveError(f"{path}: an answer is neither a number nor [index]: {a!r}")
    return data
