"""Nothing Personal through the CLI, as a user meets it: check, build, play (3 to 5 players, seeded,
to the end of round five with the winner and the respect count), replay, simulate (NP-RND-01, NP-END-02/03)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTENT = os.path.join(ROOT, "content", "nothing_personal")


def cli(*args, timeout=600):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=timeout)


def test_np_crd_01_gng_01_check_counts_every_card_kind():
    r = cli("check", CONTENT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "5 Families, 50 Gangsters, 9 Positions, 94 Influence cards" in r.stdout


def test_np_build_is_up_to_date_in_the_tree(tmp_path):
    r = cli("build", CONTENT, "--out", str(tmp_path / "np"))
    assert r.returncode == 0, r.stdout + r.stderr
    built, tree = tmp_path / "np" / "nothing_personal", os.path.join(ROOT, "generated", "nothing_personal")
    for name in sorted(os.listdir(tree)):
        if name.endswith(".py"):
            assert (built / name).read_text() == open(os.path.join(tree, name)).read(), name


@pytest.mark.parametrize("players", [3, 4, 5])
def test_np_rnd_01_end_03_seeded_game_plays_five_rounds_to_a_winner(players, tmp_path):
    save = tmp_path / "game.json"
    r = cli("play", CONTENT, "--players", str(players), "--seed", str(players), "--save", str(save))
    assert r.returncode == 0, r.stdout + r.stderr
    out = r.stdout
    # the calendar: every phase of every round, in order
    for rnd in range(1, 6):
        for phase in ("A Influence", "B Business", "C The Fence", "D The Feds", "E The Family", "F The Calendar"):
            assert f"--- round {rnd} of 5, phase {phase} ---" in out
    last = next(line for line in reversed(out.strip().splitlines()) if line.startswith("==="))
    m = re.match(r"=== (P\d)(?: and P\d)* wins?: most respect \((\d+)\) after 5 rounds; respect: (.*) ===", last)
    assert m, last
    counts = dict(x.split() for x in m.group(3).split(", "))
    assert len(counts) == players and int(counts[m.group(1)]) == int(m.group(2)) == max(map(int, counts.values()))
    # NP-END-02: the end's count per family, cards cashed and money bought
    assert len(re.findall(r"cards cashed for \$\d+, \$\d+ buys \d+: \d+ respect", out)) == players
    r2 = cli("replay", str(save))
    assert r2.returncode == 0, r2.stdout + r2.stderr
    assert json.loads(save.read_text())["hash"] in r2.stdout


def test_np_rnd_01_a_game_stopped_at_a_phase_resumes_to_the_same_end(tmp_path):
    whole = cli("play", CONTENT, "--players", "4", "--seed", "9", "--quiet")
    save = tmp_path / "half.json"
    half = cli("play", CONTENT, "--players", "4", "--seed", "9", "--max-turns", "14", "--save", str(save))
    assert half.returncode == 0, half.stderr
    assert "round 3 of 5, phase B Business" in half.stdout and "round 3 of 5, phase C" not in half.stdout
    rest = cli("play", CONTENT, "--resume", str(save), "--quiet")
    assert rest.returncode == 0, rest.stderr
    assert rest.stdout.strip() and rest.stdout.strip() == whole.stdout.strip()


def test_np_random_seats_play_too():
    r = cli("play", CONTENT, "--players", "3", "--seed", "2", "--seat", "1=random", "--seat", "2=random",
            "--seat", "3=random", "--quiet")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "most respect" in r.stdout


def test_np_too_many_players_is_a_clear_error():
    r = cli("play", CONTENT, "--players", "6", "--seed", "1")
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "NP-SET-01" in r.stdout + r.stderr


def test_np_simulate_reports_by_family(tmp_path):
    r = cli("simulate", CONTENT, "--games", "12", "--players", "4", "--seed", "3", "--jobs", "1", "--out", str(tmp_path / "sim"))
    assert r.returncode == 0, r.stdout + r.stderr
    report = json.loads((tmp_path / "sim" / "report.json").read_text())
    assert report["faction"]["kind"] == "family"
    by_family = report["results"]["win_rate_by_family"]
    # the second score beside money: respect, its distribution per player type (NP-END-02)
    (heuristic,) = report["results"]["player_types"]
    assert set(heuristic["scores"]) == {"money", "respect"}
    respect = heuristic["scores"]["respect"]
    assert respect["count"] == 48 and respect["min"] <= respect["median"] <= respect["max"]
    assert sum(k for _, k in respect["histogram"]) == 48
    assert "final respect: mean" in r.stdout
    assert "Final respect by family: The " in r.stdout                  # the report by family, with respect
    assert all(row["scores"]["respect"]["count"] == row["games"] for row in by_family)
    assert "final score (heuristic)" in (tmp_path / "sim" / "report.html").read_text()
    assert len(by_family) >= 4
    assert report["results"]["no_winner"] in (0, {"count": 0}) or "0" in str(report["results"]["no_winner"])
