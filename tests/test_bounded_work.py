"""Issue 10 item 8: bounded work — the parser's recovery, the per-game step budget.

The step budget lives in the kernel (runtime/kernel/table.py): every `ask` is a
step, and every engine's run() ends the game as "no winner" when the budget
is spent, the log and save intact.
"""
from __future__ import annotations

import json
import os
import shutil

import pytest

from adversarial.packs import ROOT, run_cli
from dsl.parser import MAX_DEPTH, parse

BASE = os.path.join(ROOT, "content", "crime_lords")
ENDLESS = """# yaml-language-server: $schema=../schemas/house_rule.schema.json
kind: house_rule
id: endless
name: Endless
description: An enormous turn cap, and no way to win but to be the last Mob left.
settings:
  rules:
    turn_cap: 100000
  victory:
    rackets_to_win: false
    share_when_one_short: false
"""


@pytest.mark.parametrize("text", [
    "on turn_start: if " + ".".join(["a"] * 3000) + " gain 1 G",          # a fuzzer's find: RecursionError
    "on turn_start: if " + " and ".join(["yes"] * 3000) + " gain 1 G",
    "on turn_start: if " + " or ".join(["yes"] * 3000) + " gain 1 G )",
    "on turn_start: gain " + " - ".join(["1"] * 30000) + " G G G",
])
def test_parser_recovery_never_recurses_without_bound_syn307(text):
    node, problems = parse(text)
    assert node is None and [p.code for p in problems] == ["SYN307"]
    assert f"more than {MAX_DEPTH} levels" in problems[0].message


def test_the_step_budget_is_far_above_the_longest_ordinary_game():
    from compiler.build.compiled import load_verified
    from runtime import session
    from runtime.kernel.table import STEP_BUDGET

    pack = load_verified(BASE)
    # seed 6: a game to the cap (a lone Boss nobody can reach); seed 9 went there before the heuristic
    # played response cards (CL-ACT-04), which change the game
    g = session.new_game(pack, 4, 6, house_rules=["last_man_standing"], log=False)
    g.run()
    assert g.outcome == "no winner" and "turn cap of 300" in g.reason     # the longest kind of game
    assert STEP_BUDGET == 50_000 and g.steps * 5 < STEP_BUDGET


def test_an_enormous_turn_cap_with_unreachable_targets_ends_by_the_step_budget(tmp_path):
    pack = tmp_path / "content" / "crime_lords"
    shutil.copytree(BASE, pack)
    (pack / "house_rules" / "endless.yaml").write_text(ENDLESS, encoding="utf-8")
    gen = tmp_path / "gen"
    assert run_cli("build", str(pack), "--build-dir", str(gen), timeout=120).returncode == 0
    env = dict(os.environ, SYNDICATE_STEP_BUDGET="800")   # seed 1 would end by elimination after ~1,000 steps
    save = tmp_path / "endless.json"
    r = run_cli("play", str(pack), "--build-dir", str(gen), "--house-rule", "endless", "--players", "4", "--seed", "1",
                "--save", str(save), env=env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "=== no winner: the step budget of 800 steps was used up ===" in r.stdout
    data = json.loads(save.read_text())
    assert data["outcome"] == "no winner" and len(data["answers"]) > 100 and data["turn"] < 100000
    rep = run_cli("replay", str(save), "--pack", str(pack), "--build-dir", str(gen), env=env, timeout=300)
    assert rep.returncode == 0, rep.stdout + rep.stderr
    assert f"state hash {data['hash']}" in rep.stdout and "step budget" in rep.stdout


def test_every_engine_is_bounded():
    from runtime.games import known, lookup
    from runtime.kernel.table import Table

    for name in known():
        game_cls = lookup(name).game
        assert issubclass(game_cls, Table) and getattr(game_cls.run, "bounded", False), name


def test_a_trigger_chain_adds_the_cost_of_what_it_sets_off_syn419(tmp_path):
    """Neither ability alone is costly; the first, looping, sets the second (looping too) off each time."""
    from adversarial.packs import crook, mini_pack, write_crooks
    from compiler.pipeline import check_pack

    pack = mini_pack(tmp_path)
    loops = "for each a in controlled_crooks: for each b in controlled_crooks: "
    write_crooks(pack,
                 crook("chain_start", "Chain Start", ["on turn_start: " + loops + "add 1 unhappy to b"]),
                 crook("chain_end", "Chain End", ["on unhappy_added: " + loops
                                                  + "for each c in controlled_crooks: for each d in controlled_crooks: "
                                                  + "gain 1 G"]))
    _, bag = check_pack(pack)
    found = [(d.code, d.message) for d in bag.sorted() if d.code in ("SYN419", "SYN420")]
    assert [c for c, _ in found] == ["SYN419"], found
    assert "crook `Chain Start`" in found[0][1] and "triggered abilities it sets off" in found[0][1]
