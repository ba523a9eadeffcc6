"""Issue 10 item 7: legal-but-unplayable packs are found before setup, at the ruleset line.

`syndicate check` applies the manifest's `enough_for_players` constraints (Crime
Lords: each player draws one Mob, CL-SET-02) to the ruleset and to every house
rule; `syndicate play` checks the player count against the ruleset (with its house
rules) before setup, at the line in force. Never an IndexError in setup.
"""
from __future__ import annotations

import os
import re
import shutil

import pytest

from adversarial.packs import ROOT, run_cli

BASE = os.path.join(ROOT, "content", "crime_lords")
MOBS_KEPT = 5


def _fewer_mobs(dest, keep: int) -> str:
    """The base pack with only `keep` Mobs (composition adjusted)."""
    pack = os.path.join(str(dest), "crime_lords")
    shutil.copytree(BASE, pack)
    path = os.path.join(pack, "mobs.yaml")
    text = open(path, encoding="utf-8").read()
    starts = [m.start() for m in re.finditer(r"^  - id: ", text, re.M)]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text[:starts[keep]] if keep < len(starts) else text)
    if keep == 0:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text[:starts[0]].replace("cards:\n", "cards: []\n"))
    rs = os.path.join(pack, "ruleset.yaml")
    t = open(rs, encoding="utf-8").read()
    assert "  mob: 8\n" in t
    open(rs, "w", encoding="utf-8").write(t.replace("  mob: 8\n", f"  mob: {keep}\n", 1))
    return pack


def _line_of(path: str, needle: str) -> int:
    return open(path, encoding="utf-8").read().split("\n").index(needle) + 1


def test_cl_set_02_play_with_more_players_than_the_ruleset_allows_names_the_ruleset_line():
    ruleset = os.path.join(BASE, "ruleset.yaml")
    r = run_cli("play", "content/crime_lords", "--players", "9", "--quiet")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    line = _line_of(ruleset, "  max: 6            # the rulebook recommends six at most; house_rules/larger_games.yaml raises it")
    assert "error[SYN703]: 9 players: this ruleset allows 2 to 6" in r.stderr
    assert f"--> content/crime_lords/ruleset.yaml:{line}:8" in r.stderr and "^" in r.stderr
    # With the house rule that raises the maximum, the house rule's line is the one in force.
    r = run_cli("play", "content/crime_lords", "--players", "9", "--house-rule", "larger_games", "--quiet")
    assert r.returncode == 2 and "9 players: this ruleset allows 2 to 8" in r.stderr
    assert "--> content/crime_lords/house_rules/larger_games.yaml:" in r.stderr and "Traceback" not in r.stderr


def test_cl_set_02_check_finds_more_players_than_mobs_in_ruleset_and_house_rule_syn211(tmp_path):
    pack = _fewer_mobs(tmp_path, MOBS_KEPT)
    r = run_cli("check", pack, "--format", "json")
    assert r.returncode == 1, r.stdout
    import json
    diags = json.loads(r.stdout)["diagnostics"]
    assert {(d["code"], os.path.basename(d["file"])) for d in diags} == {
        ("SYN211", "ruleset.yaml"), ("SYN211", "larger_games.yaml")}
    first = next(d for d in diags if d["file"].endswith("ruleset.yaml"))
    assert first["message"] == "the ruleset allows 6 players, but the pack has 5 Mobs and setup deals 1 Mob to each player"
    assert first["line"] == _line_of(os.path.join(pack, "ruleset.yaml"), "  max: 6            # the rulebook recommends "
                                     "six at most; house_rules/larger_games.yaml raises it")
    assert "allow at most 5 players" in first["help"]
    # and `build` refuses to compile it, so `play` never meets it in setup
    b = run_cli("build", pack, "--build-dir", str(tmp_path / "gen"))
    assert b.returncode == 1 and "SYN211" in b.stdout and not (tmp_path / "gen").exists()


def test_cl_set_02_a_pack_with_no_mob_at_all_is_syn211(tmp_path):
    pack = _fewer_mobs(tmp_path, 0)
    r = run_cli("check", pack)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "error[SYN211]: the ruleset allows 6 players, but the pack has 0 Mobs" in r.stdout
    assert "allow at most 0 players" in r.stdout


def test_cl_set_02_play_of_a_pack_with_more_players_than_mobs_never_reaches_setup(tmp_path):
    """Such a pack is never built (SYN211), so play refuses it as not compiled: no IndexError in setup."""
    pack = _fewer_mobs(tmp_path, MOBS_KEPT)
    gen = tmp_path / "gen"
    assert run_cli("build", pack, "--build-dir", str(gen), timeout=120).returncode == 1
    r = run_cli("play", pack, "--build-dir", str(gen), "--players", "6", "--quiet", cwd=str(tmp_path))
    assert r.returncode == 2 and "Traceback" not in r.stderr and "IndexError" not in r.stderr
    assert "error[SYN701]" in r.stderr


@pytest.mark.parametrize("players", ["0", "17"])
def test_player_counts_outside_any_ruleset_are_refused_by_the_option(players):
    r = run_cli("play", "content/crime_lords", "--players", players, "--quiet")
    assert r.returncode == 2 and "Traceback" not in r.stderr and "--players" in r.stderr
