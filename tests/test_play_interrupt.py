"""An interrupted game is saved when a save was asked for (issue 13 item 2).

`syndicate play --save F` stopped by Ctrl-C (a real SIGINT) or by the end of a
person's input writes F whole before it says how to resume; `--resume F`
continues and finishes the game, and `replay F` reproduces the saved state.
"""
import io
import json
import os
import select
import signal
import subprocess
import sys
import time

from runtime import save, session
from runtime.interrupt import stop_at_decisions
from runtime.packs import load_generated
from runtime.players import TerminalPlayer

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PACK = os.path.join(ROOT, "content", "crime_lords")
ENV = {**os.environ, "PYTHONPATH": ROOT}


def cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, capture_output=True, text=True,
                          input=stdin, timeout=300, env=ENV)


def _read_until(fd, marker: bytes, timeout: float = 120.0) -> bytes:
    """Bytes from a pipe until `marker` shows (a prompt has no newline, so no readline)."""
    seen = b""
    deadline = time.monotonic() + timeout
    while marker not in seen:
        left = deadline - time.monotonic()
        assert left > 0, f"no {marker!r} within {timeout} s; got {seen[-500:]!r}"
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            chunk = os.read(fd, 65536)
            assert chunk, f"the pipe closed before {marker!r}; got {seen[-500:]!r}"
            seen += chunk
    return seen


def _resume_finishes(path):
    """The save replays to its own state, and a resumed game plays on to its end."""
    data = json.loads(path.read_text())
    assert data["outcome"] == save.INTERRUPTED and data["answers"]
    r = cli("replay", str(path))
    assert r.returncode == 0, r.stderr
    assert f"state hash {data['hash']}" in r.stdout
    r = cli("play", "content/crime_lords", "--resume", str(path), "--seat", "1=heuristic", "--quiet")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1].startswith("=== ") and "interrupted" not in r.stdout
    assert "Traceback" not in r.stderr


def test_play_sigint_at_a_human_prompt_saves_before_the_resume_message(tmp_path):
    path = tmp_path / "game.json"
    proc = subprocess.Popen(
        [sys.executable, "-m", "compiler", "play", "content/crime_lords", "--players", "3", "--seed", "4",
         "--seat", "1=human", "--save", str(path)],
        cwd=ROOT, env=ENV, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out = _read_until(proc.stdout.fileno(), b"\nP1> ")      # the person at seat 1 is asked
        assert not path.exists()
        proc.send_signal(signal.SIGINT)                          # Ctrl-C at the prompt
        err = _read_until(proc.stderr.fileno(), b"resume with --resume")
        # The message comes only once the save is whole: the file is there, complete JSON.
        assert path.exists() and json.loads(path.read_text())["outcome"] == save.INTERRUPTED
        rest, tail = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130
    err += tail
    assert b"game interrupted; saved, resume with --resume " + str(path).encode() in err
    assert b"Traceback" not in err and b"[" in out
    _resume_finishes(path)


def test_play_closed_stdin_at_a_human_prompt_saves_and_resumes(tmp_path):
    path = tmp_path / "game.json"
    # Two answers, then the end of input at the third question.
    r = cli("play", "content/crime_lords", "--players", "3", "--seed", "4", "--seat", "1=human",
            "--save", str(path), stdin="pass\npass\n")
    assert r.returncode == 130, r.stderr
    assert f"resume with --resume {path}" in r.stderr and "Traceback" not in r.stderr
    data = json.loads(path.read_text())
    assert len(data["answers"]) > 2
    _resume_finishes(path)


def test_play_interrupted_without_save_says_so_and_writes_nothing(tmp_path):
    r = subprocess.run([sys.executable, "-m", "compiler", "play", PACK, "--players", "3", "--seed", "4",
                        "--seat", "1=human"], cwd=tmp_path, capture_output=True, text=True, input="",
                       timeout=300, env=ENV)
    assert r.returncode == 130 and "game interrupted" in r.stderr and "resume" not in r.stderr
    assert os.listdir(tmp_path) == []


def test_sigint_between_decisions_stops_the_game_at_the_next_decision():
    """A Ctrl-C while the engine works (here: while it writes a log line) is held to the next decision,
    so the save made there replays to exactly the saved state."""
    pack = load_generated(os.path.join(ROOT, "generated", "crime_lords"))
    sent = []

    def echo(kind, text):
        if "turn 2" in text and not sent:
            sent.append(text)
            os.kill(os.getpid(), signal.SIGINT)

    g = session.new_game(pack, 3, 11, {}, echo=echo)
    before = signal.getsignal(signal.SIGINT)
    try:
        with stop_at_decisions(g):
            g.run()
        raise AssertionError("the game was not interrupted")
    except KeyboardInterrupt:
        pass
    assert signal.getsignal(signal.SIGINT) is before      # the handler is put back
    assert sent and g.outcome is None and g.turn == 2
    data = json.loads(json.dumps(save.record(g, g.seat_kinds, interrupted=True)))
    replayed, why = session.replay(pack, data)
    assert why is None, why
    resumed = session.resume(pack, data)
    assert resumed.run() in ("win", "shared", "eliminated", "no winner")


def test_end_of_input_in_process_saves_the_state_of_the_unanswered_decision():
    pack = load_generated(os.path.join(ROOT, "generated", "crime_lords"))
    g = session.new_game(pack, 2, 1, {2: "human"}, echo=None)
    g.players[1] = TerminalPlayer(inp=io.StringIO("1\n"), out=io.StringIO())
    try:
        with stop_at_decisions(g):
            g.run()
        raise AssertionError("the game did not stop at the end of input")
    except EOFError:
        pass
    data = json.loads(json.dumps(save.record(g, g.seat_kinds, interrupted=True)))
    _, why = session.replay(pack, data)
    assert why is None, why
