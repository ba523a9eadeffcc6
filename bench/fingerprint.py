"""The games' fingerprint: seeded games played through the CLI, each reduced to
the sha256 of its transcript and the final state hash of its save.

A refactor keeps behaviour when the fingerprint of the tree equals the one of
the commit before it. Run it in each checkout and compare the files:

    python bench/fingerprint.py --out /tmp/after.json --jobs 2
    python bench/fingerprint.py --compare /tmp/before.json /tmp/after.json

The default set is the 120 Crime Lords games (2-6 players x seeds 1-8 x
{plain, short_game, last_man_standing --max-turns 60}) and 72 Crime Wars games
(2-4 players x seeds 1-8 x {plain, four_dice, kingpins_only}), 120 Criminal
Underworld games (2-6 players x seeds 1-8 x {plain, teams, most_money}) and 24
Nothing Personal games (3-5 players x seeds 1-8); `--pack` narrows it to one pack
(repeatable). Files made before the temporary save folder was taken out of the
transcript differ from newer ones in every transcript; their state hashes still compare.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SETS = {
    "crime_lords": {
        "players": range(2, 7),
        "rules": [[], ["--house-rule", "short_game"], ["--house-rule", "last_man_standing", "--max-turns", "60"]],
    },
    "crime_wars": {
        "players": range(2, 5),
        "rules": [[], ["--house-rule", "four_dice"], ["--house-rule", "kingpins_only"]],
    },
    "criminal_underworld": {
        "players": range(2, 7),
        "rules": [[], ["--house-rule", "teams"], ["--house-rule", "most_money"]],
    },
    "nothing_personal": {
        "players": range(3, 6),
        "rules": [[]],
    },
}
SEEDS = range(1, 9)


def configs(packs):
    for pack in packs:
        spec = SETS[pack]
        for rules in spec["rules"]:
            for n in spec["players"]:
                for seed in SEEDS:
                    yield pack, n, seed, rules


def play(cfg) -> tuple[str, dict]:
    pack, n, seed, rules = cfg
    key = f"{pack} n={n} seed={seed} {' '.join(rules) or 'plain'}"
    with tempfile.TemporaryDirectory() as tmp:
        save = Path(tmp) / "save.json"
        cmd = [sys.executable, "-m", "compiler", "play", str(ROOT / "content" / pack), "--players", str(n),
               "--seed", str(seed), *rules, "--save", str(save)]
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        state = json.loads(save.read_text())["hash"] if save.exists() else None
    # The save's folder is a fresh temporary one each run: the transcript is hashed without it.
    transcript = hashlib.sha256(r.stdout.replace(str(save), "SAVE").encode()).hexdigest()[:16]
    return key, {"exit": r.returncode, "transcript": transcript, "state": state}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", help="write the fingerprint here (JSON)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--pack", action="append", choices=sorted(SETS), help="only this pack (repeatable)")
    ap.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"), help="compare two fingerprint files")
    a = ap.parse_args()
    if a.compare:
        before, after = (json.loads(Path(p).read_text()) for p in a.compare)
        keys = sorted(set(before) | set(after))
        differ = [k for k in keys if before.get(k) != after.get(k)]
        for k in differ:
            print(f"differs: {k}: {before.get(k)} -> {after.get(k)}")
        same_state = sum(1 for k in keys if k in before and k in after and before[k].get("state") == after[k].get("state")
                         and before[k].get("exit") == after[k].get("exit"))
        print(f"{len(keys) - len(differ)} of {len(keys)} games identical; "
              f"{same_state} of {len(keys)} with the same exit and final state hash")
        return 1 if differ else 0
    cfgs = list(configs(a.pack or list(SETS)))
    with ThreadPoolExecutor(a.jobs) as pool:
        result = dict(pool.map(play, cfgs))
    digest = hashlib.sha256(json.dumps(result, sort_keys=True).encode()).hexdigest()[:16]
    failed = sum(1 for v in result.values() if v["exit"] != 0)
    print(f"{len(result)} games, {failed} non-zero exits, fingerprint {digest}")
    if a.out:
        Path(a.out).write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
