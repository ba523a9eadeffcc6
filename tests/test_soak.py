"""`syndicate soak`, and runaway triggers stopped at run time by the engine's bound."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from adversarial.packs import ROOT, run_cli

RUNAWAY_RULE = """# yaml-language-server: $schema=../schemas/house_rule.schema.json
kind: house_rule
id: grudges
name: Grudges
description: Every grievance breeds another.
abilities:
  - "on unhappy_added: if count(players) > 0 then add 1 unhappy to event.crook"
"""


@pytest.fixture(scope="module")
def runaway(tmp_path_factory):
    """The base pack plus a house rule whose trigger feeds itself behind a condition.

    The checker can only warn (SYN416: the condition might stop it), so the
    pack builds; at run time the engine's chain bound must stop it.
    """
    base = tmp_path_factory.mktemp("runaway")
    pack = base / "runaway"
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords"), pack)
    (pack / "house_rules" / "grudges.yaml").write_text(RUNAWAY_RULE, encoding="utf-8")
    r = run_cli("build", str(pack), "--out", str(base / "gen"))
    assert r.returncode == 0 and "SYN416" in r.stdout, r.stdout + r.stderr
    return str(pack), str(base / "gen")


def test_soak_plays_games_with_invariants_and_sums_them_up(tmp_path):
    out = tmp_path / "soak"
    r = run_cli("soak", "content/crime_lords", "--games", "3", "--seed", "5", "--out", str(out), "--minutes", "5")
    assert r.returncode == 0, r.stdout + r.stderr
    summary = json.loads((out / "soak.json").read_text())
    assert summary["games"] == 3 and summary["steps"] > 100 and summary["failures"] == []
    assert sum(summary["outcomes"].values()) == 3
    assert "3 games" in r.stdout
    # Same seed, same games: the run is reproducible.
    again = run_cli("soak", "content/crime_lords", "--games", "3", "--seed", "5", "--out", str(tmp_path / "again"))
    assert json.loads((tmp_path / "again" / "soak.json").read_text())["steps"] == summary["steps"]


def test_soak_refuses_bad_options_with_diagnostics(tmp_path):
    r = run_cli("soak", str(tmp_path / "nope"), "--games", "1", "--out", str(tmp_path / "o"))
    assert r.returncode == 2 and "SYN001" in r.stderr and "Traceback" not in r.stderr
    r = run_cli("soak", "content/crime_lords", "--games", "1", "--house-rule", "no_such_rule", "--out", str(tmp_path / "o"))
    assert r.returncode == 2 and "SYN703" in r.stderr and "Traceback" not in r.stderr
    r = run_cli("soak", "content/crime_lords", "--minutes", "0")
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_runaway_trigger_is_stopped_by_the_bound_and_the_failure_saved(runaway, tmp_path):
    pack, gen = runaway
    out = tmp_path / "soak"
    r = run_cli("soak", pack, "--build-dir", gen, "--games", "2", "--seed", "3", "--house-rule", "grudges",
                "--out", str(out))
    assert r.returncode == 1, r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    summary = json.loads((out / "soak.json").read_text())
    assert summary["games"] == 2 and len(summary["failures"]) == 2
    fail = summary["failures"][0]
    assert "chain deeper than 8" in fail["error"]
    log = open(fail["log"], encoding="utf-8").read()
    assert "  house rule Grudges fires: " in log and "chain deeper than 8" in log   # named, with its text
    saved = json.load(open(fail["save"], encoding="utf-8"))
    assert saved["outcome"] == "failed" and saved["house_rules"] == ["grudges"] and saved["answers"]


def test_saved_failure_reproduces_on_replay(runaway, tmp_path):
    """Seed plus answers replay to the very same failure, which replay recognises as the saved one."""
    from runtime import save, session
    from runtime.packs import load_generated

    pack, gen = runaway
    out = tmp_path / "soak"
    run_cli("soak", pack, "--build-dir", gen, "--games", "1", "--seed", "8", "--house-rule", "grudges", "--out", str(out))
    fail = json.loads((out / "soak.json").read_text())["failures"][0]
    data = save.read(fail["save"])
    assert data["outcome"] == "failed" and data["error"] in fail["error"]
    compiled = load_generated(os.path.join(gen, "runaway"))
    with pytest.raises(session.ReproducedFailure) as info:
        session.replay(compiled, data)
    assert "chain deeper than 8" in str(info.value)
    assert "house rule grudges" in str(info.value)


def _cli_with_generated(gen: str, *args) -> subprocess.CompletedProcess:
    """The real CLI, with compiled packs read from `gen` (--build-dir) instead of Syndicate's generated/."""
    return run_cli(args[0], "--build-dir", gen, *args[1:])


def test_runaway_trigger_in_play_and_replay_ends_with_a_diagnostic(runaway, tmp_path):
    pack, gen = runaway
    saved = tmp_path / "game.json"
    r = _cli_with_generated(gen, "play", pack, "--house-rule", "grudges", "--seed", "3", "--quiet", "--save", str(saved))
    assert r.returncode != 0 and "Traceback" not in r.stderr and "SYN704" in r.stderr
    assert "chain deeper than 8" in r.stderr and "house rule grudges" in r.stderr
    assert json.loads(saved.read_text())["outcome"] == "failed"
    r = _cli_with_generated(gen, "replay", str(saved), "--pack", pack)
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "reproduced the saved failure" in r.stderr and "chain deeper than 8" in r.stderr


def test_crashed_game_without_save_is_saved_for_replay(runaway, tmp_path):
    """With no --save, a game that fails still leaves its log, named after pack and seed."""
    pack, gen = runaway
    r = run_cli("play", pack, "--build-dir", gen, "--house-rule", "grudges", "--seed", "3", "--quiet", cwd=str(tmp_path))
    assert r.returncode != 0 and "Traceback" not in r.stderr
    saved = tmp_path / "crashed-runaway-seed3.json"
    assert saved.exists() and str(saved.name) in r.stderr
    assert json.loads(saved.read_text())["error"]

def test_soak_tables_fit_the_players_range_a_house_rule_sets():
    """A house rule may need more players than the base ruleset allows at least (e.g. a variant for four)."""
    from runtime import api
    from runtime.packs import CompiledPack
    from runtime.soak import plan
    four = api.HouseRule(id="four_up", name="Four and up", source="x.yaml:1", settings={"players": {"min": 4}})
    six = api.HouseRule(id="six_only", name="Six", source="x.yaml:1", settings={"players": {"min": 6, "max": 6}})
    pack = CompiledPack(name="p", ruleset={"players": {"min": 2, "max": 4}, "rules": {}}, cards=(),
                        house_rules={"four_up": four, "six_only": six})
    sizes = {plan(pack, 1, i, ["four_up"])["players"] for i in range(30)}
    assert sizes == {4}
    table = plan(pack, 1, 3, ["six_only"])
    assert table["players"] == 6 and sorted(table["seats"]) == [1, 2, 3, 4, 5, 6]
    tables = [plan(pack, 1, i) for i in range(60)]
    assert {t["players"] for t in tables if not t["house_rules"]} <= {2, 3, 4}
    assert {t["players"] for t in tables if t["house_rules"] == ["six_only"]} == {6}
