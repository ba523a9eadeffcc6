"""`syndicate simulate` end to end, through a subprocess, with real games of the base pack.

Games are kept short (few games, a low turn cap) so the whole file runs in seconds.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = os.path.join(ROOT, "content", "crime_lords")
FIXTURES = os.path.join(ROOT, "tests", "fixtures", "simulate")


def simulate(*args: str, cwd: str = ROOT, timeout: int = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler", "simulate", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)


def read(path: str) -> str:
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def test_same_seed_gives_the_same_json_with_1_and_2_jobs(tmp_path):
    common = [PACK, "--games", "24", "--players", "4", "--seed", "11", "--turn-cap", "40", "--seat", "2=random"]
    one = simulate(*common, "--jobs", "1", "--out", str(tmp_path / "one"))
    two = simulate(*common, "--jobs", "2", "--chunk-size", "5", "--out", str(tmp_path / "two"))
    assert one.returncode == 0, one.stderr
    assert two.returncode == 0, two.stderr
    assert read(tmp_path / "one" / "report.json") == read(tmp_path / "two" / "report.json")
    assert read(tmp_path / "one" / "games.jsonl") == read(tmp_path / "two" / "games.jsonl")

    doc = json.loads(read(tmp_path / "one" / "report.json"))
    r = doc["results"]
    assert doc["complete"] is True and r["games"] == 24
    assert list(doc)[:3] == ["format", "pack", "pack_path"]
    assert sum(row["games"] for row in r["win_rate_by_seat"]) == 24 * 4
    assert {row["key"] for row in r["win_rate_by_player_type"]} == {"heuristic", "random"}
    assert sum(r["reasons"].values()) == 24
    assert r["no_winner"]["games"] == sum(1 for line in read(tmp_path / "one" / "games.jsonl").splitlines()
                                          if not json.loads(line)["winners"])
    for row in r["win_rate_by_mob"]:
        assert row["ci_low"] <= row["rate"] <= row["ci_high"]
    games = [json.loads(line) for line in read(tmp_path / "one" / "games.jsonl").splitlines()]
    assert [g["index"] for g in games] == list(range(24))
    assert all(g["players"] == ["heuristic", "random", "heuristic", "heuristic"] for g in games)
    assert all(g["turns"] <= 40 for g in games)

    html = read(tmp_path / "one" / "report.html")
    assert len(re.findall(r'src="data:image/png;base64,[A-Za-z0-9+/=]{100,}"', html)) == 5
    assert "http://" not in html.replace("http://www.w3.org", "") and "<script" not in html
    assert "Win rate by Mob" in html and "Game length" in html
    assert "games/s" in one.stdout and "wrote" in one.stdout


def test_overpowered_mob_is_flagged_as_an_outlier(tmp_path):
    # A house-rule file names one Mob of the real base pack by its card id and makes it far too strong.
    # Measured: with 60 games the Mob's z-score is 5.2 to 6.9 over seeds 5-8 (the limit is about 2.7),
    # and without the rule seed 5 flags no Mob at all.
    rule = os.path.join(FIXTURES, "ironside_favoured.yaml")
    out = tmp_path / "report"
    res = simulate(PACK, "--house-rule", rule, "--games", "60", "--players", "4", "--seed", "5", "--turn-cap", "60",
                   "--jobs", "2", "--out", str(out))
    assert res.returncode == 0, res.stderr
    doc = json.loads(read(out / "report.json"))
    assert doc["house_rules"] == [rule]
    flagged = [o for o in doc["results"]["outliers"] if o["group"] == "mob"]
    strong = [o for o in flagged if o["key"] == "ironside_brotherhood"]
    assert strong and strong[0]["direction"] == "high", doc["results"]["outliers"]
    assert strong[0]["z"] > 4, strong[0]
    assert not [o for o in flagged if o["direction"] == "high" and o["key"] != "ironside_brotherhood"], flagged
    assert re.match(r"Mob The Ironside Brotherhood wins \d+% \+/- \d+% of 4-player games \(n=\d+\), fair share \d+%",
                    strong[0]["text"])
    assert strong[0]["text"] in res.stdout
    assert strong[0]["text"] in read(out / "report.html")


def test_house_rule_file_naming_a_card_of_the_wrong_kind_is_a_diagnostic(tmp_path):
    rule = tmp_path / "wrong_kind.yaml"
    rule.write_text("kind: house_rule\nid: wrong_kind\nname: Wrong kind\ndescription: Names a Crook as a Mob.\n"
                    "abilities:\n"
                    "  - \"modify attack by 6 for attacks where attack.attacker.mob is judge_pell\"\n"
                    "  - |\n"
                    "    on turn_start:\n"
                    "      if event.player.mob is ironside_brotherhod then gain 1 G to event.player\n",
                    encoding="utf-8")
    res = simulate(PACK, "--house-rule", str(rule), "--games", "2", "--out", str(tmp_path / "never"))
    assert res.returncode == 1
    assert "Traceback" not in res.stderr
    # The file is named as display_path names it from the CLI's folder (relative when that is shorter).
    rel = os.path.relpath(rule, ROOT)
    shown = rel if not rel.startswith("..") or len(rel) < len(str(rule)) else str(rule)
    assert f"{shown}:6:66" in res.stderr and "`judge_pell` is a Crook of this pack, not a Mob" in res.stderr
    assert f"{shown}:9:30" in res.stderr and "did you mean `ironside_brotherhood`?" in res.stderr
    assert not (tmp_path / "never").exists()


def test_compare_a_house_rule_file_side_by_side(tmp_path):
    out = tmp_path / "cmp"
    rule = os.path.join(FIXTURES, "short_targets.yaml")
    res = simulate(PACK, "--games", "20", "--players", "2", "--seed", "3", "--turn-cap", "60", "--compare", rule,
                   "--out", str(out))
    assert res.returncode == 0, res.stderr
    doc = json.loads(read(out / "report.json"))
    cmp = doc["compare"]["comparison"]
    assert doc["compare"]["house_rule"] == rule
    assert doc["compare"]["results"]["games"] == doc["results"]["games"] == 20
    assert "two-proportion z-test" in cmp["test"]
    assert {row["key"] for row in cmp["by_mob"]} == ({row["key"] for row in doc["results"]["win_rate_by_mob"]}
                                                     | {row["key"] for row in doc["compare"]["results"]["win_rate_by_mob"]})
    for row in cmp["by_mob"]:
        assert row["difference"] == pytest.approx(row["changed"]["rate"] - row["base"]["rate"], abs=1e-6)
        assert 0.0 <= row["p_value"] <= 1.0 and isinstance(row["significant"], bool)
    # Shorter victory targets and more money: games end sooner.
    assert cmp["mean_turns"]["changed"] < cmp["mean_turns"]["base"]
    html = read(out / "report.html")
    assert "With and without" in html and "short_targets.yaml" in html
    # The same seeds were played: game i has the same seed in both runs.
    base = [json.loads(line)["seed"] for line in read(out / "games.jsonl").splitlines()]
    changed = [json.loads(line)["seed"] for line in read(out / "games-compare.jsonl").splitlines()]
    assert base == changed


def _sigint_as_at_a_terminal():
    """The child takes Ctrl-C as a terminal's foreground program does: a shell starts a background
    job (`.ci/run &`) with SIGINT ignored, and a child inherits that, which would make Ctrl-C a no-op."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_stops_cleanly_and_keeps_finished_games(tmp_path):
    out = tmp_path / "partial"
    proc = subprocess.Popen([sys.executable, "-m", "compiler", "simulate", PACK, "--games", "5000", "--players", "2",
                             "--jobs", "2", "--chunk-size", "2", "--turn-cap", "30", "--out", str(out)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_sigint_as_at_a_terminal)
    try:
        # Progress lines go to stderr (not a terminal here); wait for games to finish, then interrupt.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = proc.stderr.readline()
            m = re.match(r"games: (\d+)/5000", line)
            if m and int(m.group(1)) > 0:
                break
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=180)     # a hang guard; a loaded machine is slow
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr
    doc = json.loads(read(out / "report.json"))
    played = doc["results"]["games"]
    assert doc["complete"] is False and 0 < played < 5000
    lines = read(out / "games.jsonl").splitlines()
    assert len(lines) == played
    indexes = [json.loads(line)["index"] for line in lines]
    assert indexes == sorted(indexes)
    assert "Partial report" in read(out / "report.html")
    assert f"partial report of {played} of 5000 games" in stdout


@pytest.mark.parametrize("args, code, bad", [
    (["--games", "two"], "SYN750", "two"),
    (["--games=0"], "SYN750", "0"),
    (["--jobs", "-3"], "SYN750", "-3"),
    (["--seat", "7=random"], "SYN750", "7=random"),
    (["--seat", "1=robot"], "SYN750", "1=robot"),
    (["--player-type", "genius"], "SYN750", "genius"),
    (["--players", "9"], "SYN750", None),
    (["--address", "tcp://127.0.0.1:1"], "SYN750", "tcp://127.0.0.1:1"),
    (["--backend", "dask", "--address", "10.0.0.1"], "SYN750", "10.0.0.1"),
    (["--house-rule", "no_such_rule"], "SYN751", "no_such_rule"),
    (["--compare", "missing/rule.yaml"], "SYN751", "missing/rule.yaml"),
])
def test_bad_options_are_diagnostics_with_a_caret(tmp_path, args, code, bad):
    res = simulate(PACK, "--games", "2", "--out", str(tmp_path / "x"), *args)
    assert res.returncode == 1
    assert f"error[{code}]" in res.stderr and "--> <command line>:1:" in res.stderr
    assert "Traceback" not in res.stderr
    if bad is not None:
        caret_line = [line for line in res.stderr.splitlines() if "^" in line][0]
        source_line = [line for line in res.stderr.splitlines() if line.startswith(" 1 | ")][0]
        col = caret_line.index("^")
        assert source_line[col:col + len(bad)] == bad
    assert not (tmp_path / "x").exists()


def test_house_rule_file_with_errors_points_into_the_file(tmp_path):
    res = simulate(PACK, "--games", "2", "--compare", os.path.join(FIXTURES, "broken_rule.yaml"),
                   "--out", str(tmp_path / "x"))
    assert res.returncode == 1
    assert "error[SYN208]" in res.stderr
    assert re.search(r"broken_rule\.yaml:7:5", res.stderr)
    assert "starting_money" in res.stderr        # did you mean
    assert "Traceback" not in res.stderr


def test_missing_or_stale_build_is_a_diagnostic(tmp_path):
    """The compiled code is found by one rule (--build-dir, else Syndicate's generated/) and must be
    this pack's current build before anything is imported: missing is SYN701, changed is SYN702."""
    pack = tmp_path / "content" / "crime_lords"
    shutil.copytree(PACK, pack)
    gen = tmp_path / "generated"
    res = simulate(str(pack), "--build-dir", str(gen), "--games", "2", "--out", str(tmp_path / "x"), cwd=str(tmp_path))
    assert res.returncode == 1
    assert "error[SYN701]" in res.stderr and "syndicate build content/crime_lords --build-dir generated" in res.stderr
    # Built, then changed: stale.
    subprocess.run([sys.executable, "-m", "compiler", "build", str(pack), "--build-dir", str(gen)],
                   cwd=ROOT, capture_output=True, timeout=120, check=True)
    res = simulate(str(pack), "--build-dir", str(gen), "--games", "2", "--out", str(tmp_path / "x"), cwd=str(tmp_path))
    assert res.returncode == 0, res.stderr
    with open(pack / "ruleset.yaml", "a", encoding="utf-8") as fh:
        fh.write("\n# changed after the build\n")
    res = simulate(str(pack), "--build-dir", str(gen), "--games", "2", "--out", str(tmp_path / "y"), cwd=str(tmp_path))
    assert res.returncode == 1
    assert "error[SYN702]" in res.stderr and "not this pack's current build" in res.stderr
    assert not (tmp_path / "y" / "report.json").exists() and "Traceback" not in res.stderr


def test_report_folder_that_cannot_be_written(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    res = simulate(PACK, "--games", "2", "--players", "2", "--turn-cap", "10", "--out", str(blocker / "sub"))
    assert res.returncode == 1
    assert "error[SYN755]" in res.stderr and "Traceback" not in res.stderr
    assert blocker.read_text() == "not a folder"
