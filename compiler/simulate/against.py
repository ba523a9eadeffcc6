"""`syndicate simulate PACK --against OTHER`: the same seeds on two versions of a pack, paired.

OTHER is another pack folder, or a git revision of PACK's own repository
(`HEAD~1`, `main`, a commit): the revision's copy of the pack folder is read
with `git archive` into a temporary folder and compiled there by the same
compiler (`syndicate build` into a temporary build folder). Nothing of either
pack is run but its compiled abilities inside the engine, as for any
simulation; git is asked for files only.

Game i of both runs has the same seed, so the two results are paired: per
faction card and per card the report gives each version's figure and the
mean of the per-game differences with its 95% interval (normal approximation
over the paired differences, which is tighter than comparing two independent
rates when the games stay alike). Cards whose definition differs between the
versions (their fields or abilities) are marked `changed`; cards only in one
version `added` or `removed`.
"""
from __future__ import annotations

import io
import math
import os
import shutil
import subprocess
import tarfile
import tempfile

Z95 = 1.959964


class AgainstError(Exception):
    def __init__(self, message: str, help: str | None = None, diags=None):
        super().__init__(message)
        self.help = help
        self.diags = diags or []


def _git(cwd: str, *args: str, binary: bool = False):
    try:
        r = subprocess.run(["git", "-C", cwd, *args], capture_output=True, timeout=120, check=False,
                           env={**os.environ, "GIT_TERMINAL_PROMPT": "0"})
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise AgainstError(f"git could not be run: {exc}", "install git, or give --against a pack folder") from None
    out = r.stdout if binary else r.stdout.decode("utf-8", "replace").strip()
    return r.returncode, out, r.stderr.decode("utf-8", "replace").strip()


def fetch_revision(pack_dir: str, rev: str, dest: str) -> str:
    """The pack folder as it is at git revision `rev`, written under `dest`; its path."""
    here = os.path.realpath(pack_dir)
    code, top, err = _git(here, "rev-parse", "--show-toplevel")
    if code != 0:
        raise AgainstError(f"`{rev}` is no folder, and `{pack_dir}` is not in a git repository to read it from",
                           "give --against another pack folder, or a revision of this pack's repository")
    if rev.startswith("-"):
        raise AgainstError(f"`{rev}` is not a git revision", "name a commit, branch or tag: HEAD~1, main, a1b2c3d")
    code, sha, _ = _git(top, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}")
    if code != 0 or not sha:
        raise AgainstError(f"`{rev}` is neither a folder nor a revision of the repository at `{top}`",
                           "name a commit, branch or tag (HEAD~1, main), or another pack folder")
    rel = os.path.relpath(here, os.path.realpath(top)).replace(os.sep, "/")
    code, data, err = _git(top, "archive", "--format=tar", sha, "--", rel, binary=True)
    if code != 0 or not data:
        raise AgainstError(f"the pack folder `{rel}` is not in revision `{rev}` ({err or 'empty'})",
                           "pick a revision in which the pack exists")
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(dest, filter="data")      # refuses links out of dest, absolute paths, devices
    out = os.path.join(dest, *rel.split("/"))
    if not os.path.isdir(out):
        raise AgainstError(f"the pack folder `{rel}` is not in revision `{rev}`", "pick a revision in which it exists")
    return out


def prepare_other(pack_dir: str, other: str, work: str) -> tuple[str, str, str]:
    """(pack folder, build folder, label) of OTHER, compiled into `work`."""
    from compiler.build.builder import build

    if os.path.isdir(other):
        folder, label = other, other
    else:
        folder = fetch_revision(pack_dir, other, os.path.join(work, "src"))
        label = f"{other} (git)"
    build_root = os.path.join(work, "build")
    bag, status, _ = build(folder, build_root)
    if status == "failed":
        raise AgainstError(f"the other version ({label}) does not build", "fix it, or compare with another version",
                           diags=bag.sorted())
    return folder, build_root, label


def work_folder() -> str:
    return tempfile.mkdtemp(prefix="syndicate-against-")


def remove(work: str | None) -> None:
    if work:
        shutil.rmtree(work, ignore_errors=True)


# --- which cards differ ---------------------------------------------------------------

def card_changes(base_pack, other_pack) -> dict[str, str]:
    """card id -> changed | added | removed, between the compiled packs' card definitions and abilities."""
    def defs(pack):
        return {c["id"]: (repr(sorted(c.items())), tuple(_ability_texts(pack, c["id"]))) for c in pack.cards}
    a, b = defs(base_pack), defs(other_pack)
    out = {}
    for cid in set(a) | set(b):
        if cid not in b:
            out[cid] = "added"          # in PACK, not in OTHER
        elif cid not in a:
            out[cid] = "removed"
        elif a[cid] != b[cid]:
            out[cid] = "changed"
    return out


def _ability_texts(pack, card_id: str) -> list[str]:
    words = pack.texts.get("abilities", {}).get(card_id)
    if words:
        return list(words)
    return [pack.ability_text(r) for r in pack.abilities.get(card_id, ())]


# --- paired differences -------------------------------------------------------------------

def paired(xs: list[float], ys: list[float]) -> dict:
    """Each run's mean (base: xs, other: ys) and the mean of the per-game differences ys - xs."""
    n = len(xs)
    if n == 0:
        return {"games": 0, "base": 0.0, "other": 0.0, "difference": 0.0, "ci_low": 0.0, "ci_high": 0.0,
                "significant": False}
    d = [y - x for x, y in zip(xs, ys)]
    mean = sum(d) / n
    var = sum((v - mean) ** 2 for v in d) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n) if n > 1 else 0.0
    r = lambda v: round(v, 6)    # noqa: E731
    return {"games": n, "base": r(sum(xs) / n), "other": r(sum(ys) / n), "difference": r(mean),
            "ci_low": r(mean - half), "ci_high": r(mean + half), "significant": half > 0 and abs(mean) > half}


def _won_share(g: dict, faction: str) -> float | None:
    seats = [s for s, f in enumerate(g["factions"]) if f == faction]
    if not seats:
        return None
    return sum(1 for s in seats if s in g["winners"]) / len(seats)


def compare_paired(base_games: list[dict], other_games: list[dict], names: dict[str, str], changes: dict[str, str],
                   faction_kind: str, deck_cards: frozenset[str] | set[str] = frozenset()) -> dict:
    """Per faction card and per card, PACK against OTHER over the seeds both played.

    `base` is PACK (the version named first), `other` is OTHER; `difference` is PACK minus OTHER:
    what the change from OTHER to PACK did. `deck_cards` are the cards played from a hand in either
    version: each gets a row even when no game played it (a card never played is a finding too)."""
    by_a = {g["index"]: g for g in base_games}
    by_b = {g["index"]: g for g in other_games}
    common = sorted(set(by_a) & set(by_b))
    factions = sorted({f for i in common for g in (by_a[i], by_b[i]) for f in g["factions"] if f})
    faction_rows = []
    for f in factions:
        xs, ys = [], []
        for i in common:
            a, b = _won_share(by_a[i], f), _won_share(by_b[i], f)
            if a is None and b is None:
                continue
            xs.append(b or 0.0)
            ys.append(a or 0.0)
        faction_rows.append({"key": f, "label": names.get(f, f), "change": changes.get(f), **_flip(paired(xs, ys))})
    cards = sorted({c for i in common for g in (by_a[i], by_b[i])
                    for c in (list(g.get("cards_in_play") or []) + [c for _, c in g.get("cards_played") or []]
                              + [x[0] for x in g.get("abilities_fired") or []])} | set(changes) | set(deck_cards))
    card_rows = []
    for c in sorted(cards, key=lambda c: (names.get(c, c).lower(), c)):
        won_a, won_b, played_a, played_b, fired_a, fired_b = [], [], [], [], [], []
        for i in common:
            for g, won, played, fired in ((by_a[i], won_a, played_a, fired_a), (by_b[i], won_b, played_b, fired_b)):
                winners = set(g["winners"])
                with_winner = c in (g.get("winning_cards") or []) or any(
                    cc == c and s in winners for s, cc in g.get("cards_played") or [])
                won.append(1.0 if with_winner else 0.0)
                played.append(float(sum(1 for _, cc in g.get("cards_played") or [] if cc == c)))
                fired.append(float(sum(x[2] for x in g.get("abilities_fired") or [] if x[0] == c)))
        card_rows.append({"key": c, "label": names.get(c, c), "change": changes.get(c),
                          "with_winner": _flip(paired(won_b, won_a)),
                          "played_per_game": _flip(paired(played_b, played_a)),
                          "fired_per_game": _flip(paired(fired_b, fired_a))})
    return {"games": len(common), "test": "paired differences over the same seeds, 95% normal interval",
            f"by_{faction_kind}": faction_rows, "cards": card_rows,
            "changed_cards": sorted(c for c, what in changes.items())}


def _flip(row: dict) -> dict:
    """paired(other, pack) gives base=OTHER, other=PACK: name them so."""
    out = dict(row)
    out["other"], out["pack"] = row["base"], row["other"]
    del out["base"]
    return {k: out[k] for k in ("games", "pack", "other", "difference", "ci_low", "ci_high", "significant")}
