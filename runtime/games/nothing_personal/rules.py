"""The Nothing Personal ruleset as the engine reads it (every number from the pack, none written here)."""
from __future__ import annotations

from types import SimpleNamespace

from ...kernel.calendar import Calendar
from ...kernel.dice import Die
from ...kernel.errors import GameError

RULE_KEYS = ("start_money", "start_cards", "markers", "neutral_markers", "blackmail_tokens", "setup_laps",
             "discard_money", "any_time_fee", "move_respect", "whack_respect", "reroll_cost",
             "capo_whack_extra", "fence_draws", "fence_buys", "fence_price",
             "prison_at", "money_per_respect", "offer_max")


def read_rules(ruleset: dict) -> SimpleNamespace:
    rules = ruleset.get("rules") or {}
    missing = [k for k in RULE_KEYS if k not in rules]
    for key in ("players", "rounds", "phases", "die", "positions", "gangster_types", "targets"):
        if key not in ruleset:
            missing.append(key)
    if missing:
        raise GameError(f"the ruleset lacks {', '.join(missing)}: build the pack again (docs/rules/nothing-personal.md)")
    R = SimpleNamespace(**{k: rules[k] for k in RULE_KEYS})
    R.players_min, R.players_max = ruleset["players"]["min"], ruleset["players"]["max"]
    R.calendar = Calendar(ruleset["rounds"], [p["id"] for p in ruleset["phases"]],
                          names={p["id"]: f"{p.get('letter', '')} {p.get('name', p['id'])}".strip()
                                 for p in ruleset["phases"]})
    die = ruleset["die"]
    faces = [f.get("name") or f["value"] for f in die["faces"]]
    R.die = Die(faces, named=[f["name"] for f in die["faces"] if f.get("name")])
    R.kill_face = die["kill_face"]
    R.always_succeeds = die["always_succeeds"]
    R.whack_from = die["whack_from"]
    R.positions = [dict(p) for p in ruleset["positions"]]           # highest first
    R.pos = {p["id"]: p for p in R.positions}
    R.position_ids = tuple(p["id"] for p in R.positions)           # highest first
    R.active = [p["id"] for p in R.positions if not p.get("soci")]  # highest first
    R.soci = [p["id"] for p in R.positions if p.get("soci")]
    R.top = R.active[0]                                             # the Capo's seat (NP-CTL-04)
    R.parent = {}
    for p in R.positions:
        for child in p.get("decides", ()):
            R.parent[child] = p["id"]
    # NP-MOVE-01: positions joined by an arrow, either way
    R.adjacent = {p["id"]: set(p.get("decides", ())) for p in R.positions}
    for child, parent in R.parent.items():
        R.adjacent[child].add(parent)
    R.types = [t["id"] for t in ruleset["gangster_types"]]
    R.targets = {t["id"]: t for t in ruleset["targets"]}
    return R
