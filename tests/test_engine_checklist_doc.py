"""docs/engine.md's "A new engine's checklist" names only what the code has (issue 26: the checklist
says exactly what a new engine writes and what it gets). Each name the checklist gives is looked up
where the code keeps it, and must be in the checklist's text, so that renaming one breaks this test
rather than leaving the page wrong."""
from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys

from runtime import abilities, session
from runtime.abilities.host import AbilityHost
from runtime.games import BUILTIN, ENTRY_POINT_GROUP, Engine, declared_reads, register
from runtime.games.contract import GameContract
from runtime.kernel.events import Event
from runtime.kernel.state import card_class, seat_class
from runtime.kernel.table import Table
from runtime.packs import apply_house_rules, load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def checklist() -> str:
    text = open(os.path.join(ROOT, "docs", "engine.md"), encoding="utf-8").read()
    start = text.index("### A new engine's checklist")
    return text[start:text.index("\n### ", start + 1)]


def test_every_name_the_checklist_gives_is_the_codes():
    doc = checklist()

    def named(*names):
        missing = [n for n in names if not re.search(rf"(?<!\w){re.escape(n)}(?!\w)", doc)]
        assert not missing, f"the checklist no longer names {missing}"

    # the registry entry and its fields
    fields = {f.name for f in dataclasses.fields(Engine)}
    listed = ("players", "default_seat", "detail_log", "private_zones", "secret_zones", "evaluate", "turn_cap")
    assert set(listed) <= fields
    named(*listed, "BUILTIN", "declared_reads(__file__)", ENTRY_POINT_GROUP, "register(ENGINE)")
    assert callable(declared_reads) and callable(register) and BUILTIN
    # reads.json's keys, as compiler/check/engine_reads.py reads them
    from compiler.check.engine_reads import declared_reads as check_reads
    assert set(check_reads("crime_lords")) == {"card_fields", "settings", "fixed"}
    named("card_fields", "settings", "fixed")
    # the game class: the contract's members, the Table's tools, the kernel's state
    contract = set(GameContract.__annotations__) | {n for n, v in vars(GameContract).items() if callable(v)}
    members = ("turn", "current", "phase", "outcome", "winners", "reason", "first", "house_rule_ids", "setup",
               "run", "summary", "snapshot", "faction_cards", "held_cards", "hand_cards", "status", "status_line",
               "describe_option", "describe_subject", "TALLY_KINDS", "state", "abil", "scores")
    assert set(members) <= contract, set(members) - contract
    named(*members)
    for name in ("ask", "yes", "record", "clone", "SHARED", "dice"):
        assert hasattr(Table, name) or name == "dice", name
    named("self.ask", "self.yes", "self.record", "SHARED", "clone()", "card_class", "seat_class", "apply_house_rules")
    assert callable(card_class) and callable(seat_class) and callable(apply_house_rules)
    # abilities: the host's members are listed under "The ability runtime"; these are the calls
    assert {"emit", "stat", "usable"} <= set(dir(abilities.AbilityIndex)) and Event
    assert {"in_force_zones", "spent_zone", "context"} <= set(AbilityHost.__annotations__) | set(vars(AbilityHost))
    named("AbilityHost", "EffectContext", "AbilityIndex(self, HOST)", "watch(state, pack)", "self.abil.emit",
          "self.abil.stat", "self.abil.usable", "use_ability")
    # the manifest's top-level keys
    with open(os.path.join(ROOT, "compiler", "check", "schemas", "game.schema.json"), encoding="utf-8") as fh:
        keys = set(json.load(fh)["properties"])
    manifest = ("engine", "faction", "card_examples", "card_kinds", "zones", "enums", "stats", "markers",
                "constraints", "ruleset:", "vocabulary:")
    assert {k.rstrip(":") for k in manifest} <= keys
    named(*manifest)
    # what it gets: the session, the generated files, the commands
    for name in ("new_game", "resume", "replay", "table_rules", "seat_kinds"):
        assert callable(getattr(session, name)), name
    named("new_game", "resume", "replay", "table_rules", "seat_kinds")
    generated = sorted(f for f in os.listdir(os.path.join(ROOT, "generated", "crime_lords")) if f.endswith(".py"))
    named(*generated)
    assert load_generated(os.path.join(ROOT, "generated", "crime_lords")).game["engine"] == "crime_lords"
    helped = subprocess.run([sys.executable, "-m", "compiler", "--help"], capture_output=True, text=True, cwd=ROOT)
    commands = ("check", "schema", "lsp", "new", "build", "sheets", "preview", "play", "replay", "simulate", "soak",
                "tune")
    for name in commands:
        assert f"\n  {name} " in helped.stdout, name
        named(f"syndicate {name}" if f"syndicate {name}" in doc else name)
