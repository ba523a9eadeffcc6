"""`syndicate play` and `syndicate replay` through a subprocess."""
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(__file__), "..")


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, capture_output=True,
                          text=True, input=stdin, timeout=120)


def test_engine_cli_play_prints_transcript_and_winner():
    r = run("play", "content/crime_lords", "--players", "4", "--seed", "7")
    assert r.returncode == 0, r.stderr
    assert "--- turn 1:" in r.stdout and "success number" in r.stdout
    assert r.stdout.strip().splitlines()[-1].startswith("===")
    assert "Traceback" not in r.stderr


def test_engine_cli_save_and_replay(tmp_path):
    path = tmp_path / "game.json"
    r = run("play", "content/crime_lords", "--players", "3", "--seed", "5", "--seat", "2=random",
            "--quiet", "--save", str(path))
    assert r.returncode == 0, r.stderr
    data = json.loads(path.read_text())
    r2 = run("replay", str(path))
    assert r2.returncode == 0, r2.stderr
    assert f"state hash {data['hash']}" in r2.stdout
    data["answers"] = data["answers"][:10]
    path.write_text(json.dumps(data))
    r3 = run("replay", str(path))
    assert r3.returncode != 0 and "SYN706" in r3.stderr and "Traceback" not in r3.stderr


def test_engine_cli_stop_and_resume(tmp_path):
    path = tmp_path / "g.json"
    r = run("play", "content/crime_lords", "--seed", "3", "--max-turns", "4", "--quiet", "--save", str(path))
    assert r.returncode == 0 and "stopped" in r.stdout
    r2 = run("play", "content/crime_lords", "--resume", str(path), "--quiet")
    full = run("play", "content/crime_lords", "--seed", "3", "--quiet")
    assert r2.returncode == 0 and r2.stdout.splitlines()[-1] == full.stdout.splitlines()[-1]


def test_engine_cli_human_seat_reads_terminal():
    r = run("play", "content/crime_lords", "--players", "2", "--seed", "1", "--seat", "2=human", "--max-turns", "0",
            stdin="1\n" * 200)
    assert "[bid]" in r.stdout or "[boss]" in r.stdout
    assert "Traceback" not in r.stderr


def test_engine_cli_bad_inputs_are_diagnostics(tmp_path):
    r = run("play", "content/nope")
    assert r.returncode != 0 and "SYN001" in r.stderr
    r = run("play", "content/crime_lords", "--seat", "9=human")
    assert r.returncode != 0 and "SYN703" in r.stderr
    r = run("play", "content/crime_lords", "--players", "9")
    assert r.returncode != 0 and "SYN703" in r.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    r = run("replay", str(bad))
    assert r.returncode != 0 and "SYN705" in r.stderr
    for res in (r,):
        assert "Traceback" not in res.stderr


def test_engine_cli_missing_build_is_a_diagnostic(tmp_path):
    pack = tmp_path / "other_pack"
    pack.mkdir()
    (pack / "ruleset.yaml").write_text("kind: ruleset\n")
    r = run("play", str(pack))
    assert r.returncode != 0 and "SYN701" in r.stderr and "syndicate build" in r.stderr
