"""A set of edits chosen over a tune's rounds, kept in the coordinates of the pack as the user wrote it.

Round 1 finds its edits on the pack itself. Round 2 finds its edits on a
copy that already has round 1's set, so its lines and columns are those of
the copy: a number on the same line after an edited one has moved when the
edit changed the number's width (`9` -> `10`). `merge` maps such an edit back
to the original's coordinates, and when it changes a number an earlier round
already changed (a card tuned again), the two become one edit from the
original text to the new value. The set is what `--apply` writes (one write
per file, apply.py) and what `write_copy` makes for the games.
"""
from __future__ import annotations

import os

from compiler.files.packfiles import walk

from .apply import edited_text


def site_key(e: dict) -> tuple:
    """Where an edit's number is written, in the original's coordinates."""
    return e["file"], e["line"], e["column"]


def set_key(edits: list[dict]) -> tuple:
    """A set of edits as its numbers and their new values, whatever their order: equal for equal sets."""
    return tuple(sorted((site_key(e), e["new_value"]) for e in edits))


def _label(e: dict, value: int, new_value: int) -> str:
    if e.get("field") is not None:
        return f"{e['field']} {value} -> {new_value}"
    head = e["label"].rsplit(" (", 1)[0]
    return f"{head} ({value} -> {new_value})"


def to_original(edits: list[dict], e: dict) -> tuple[dict, dict | None]:
    """Edit `e`, found on a copy with `edits` made, in the original's coordinates; and the edit of `edits` at the
    same number, if any (then `e` starts from that edit's original text and value)."""
    shift = 0
    same = None
    on_line = sorted((s for s in edits if s["file"] == e["file"] and s["line"] == e["line"]),
                     key=lambda s: s["column"])
    for s in on_line:
        at = s["column"] + shift             # where this edit's number starts in the copy
        if at == e["column"]:
            same = s
            break
        if at > e["column"]:
            break
        shift += len(s["new"]) - len(s["old"])
    out = dict(e)
    if same is not None:
        out.update(column=same["column"], old=same["old"], value=same["value"])
    else:
        out["column"] = e["column"] - shift
    out["step"] = out["new_value"] - out["value"]
    out["label"] = _label(e, out["value"], out["new_value"])
    return out, same


def merge(edits: list[dict], found: list[dict], round_no: int) -> tuple[list[dict], list[dict]]:
    """`edits` with the edits `found` on the copy that has `edits`, in the original's coordinates; and each
    found edit as it reads against the original (from the original's text and value), tagged with its round.

    An edit of a number already edited replaces that edit; one back to the original value removes it."""
    out = list(edits)
    mapped = []
    for e in found:
        new, same = to_original(edits, e)
        new["round"] = round_no
        mapped.append(new)
        out = [s for s in out if s is not same]
        if new["new_value"] != new["value"]:
            out.append(new)
    return sorted(out, key=lambda s: (s["file"], s["line"], s["column"])), mapped


def write_copy(src: str, dst: str, edits: list[dict]) -> None:
    """The pack's files copied from `src` to `dst`, with `edits` (coordinates of `src`) made."""
    by_file: dict[str, list[dict]] = {}
    for e in edits:
        by_file.setdefault(e["file"], []).append(e)
    for path, is_dir in walk(src):
        if is_dir:
            continue
        rel = os.path.relpath(path, src)
        with open(path, "rb") as fh:
            raw = fh.read()
        mine = by_file.get(rel.replace(os.sep, "/"))
        if mine:
            raw = edited_text(raw.decode("utf-8"), mine, rel).encode("utf-8")
        target = os.path.join(dst, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as fh:
            fh.write(raw)
