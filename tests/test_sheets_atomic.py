"""Issue 10, item 10: `syndicate sheets` swaps all its outputs in as one set.

`syndicate sheets` is killed with SIGKILL before each of its file-system steps
(tests/adversarial/killable.py pauses it there; no line of Syndicate changes):
the output folder always holds the previous run's files or the new run's, never
a mix, and the next run ends complete with no leftovers.
"""
from __future__ import annotations

import os
import pathlib
import shutil
import signal
import subprocess
import sys

import pytest

from adversarial.packs import HERE, ROOT, run_cli, snapshot
from manifest_support import copy_pack
from sheets_support import MINI, TEMPLATES

ARGS = ("--outputs", "html,pdf,png,tts", "--jobs", "1", "--dpi", "36", "--tts-width", "64", "--grid", "3x3")


def _env(tmp_path) -> dict:
    return dict(os.environ, SYNDICATE_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=ROOT)


def _pack(tmp_path) -> str:
    root = tmp_path / "mini"
    copy_pack(MINI, root)
    shutil.copytree(TEMPLATES, root / "templates")
    shutil.copytree(os.path.join(os.path.dirname(TEMPLATES), "art"), root / "art")
    return str(root)


def _snap(folder: str) -> dict[str, bytes]:
    """The folder's files, with its own file:// URL (in the TTS object) written as OUT."""
    uri = pathlib.Path(os.path.abspath(folder)).as_uri().encode()
    return {k: v.replace(uri, b"OUT") for k, v in snapshot(folder).items()}


def _rename_card(pack: str, old: str, new: str) -> None:
    path = os.path.join(pack, "crooks.yaml")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    assert old in text
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text.replace(old, new))


def _run_until_paused(pause_at: int, pack: str, out: str, env: dict):
    proc = subprocess.Popen([sys.executable, os.path.join(HERE, "killable.py"), str(pause_at), "sheets", pack,
                             "--out", out, *ARGS],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    steps = []
    for line in proc.stdout:
        if line.startswith("STEP"):
            steps.append(line.split(" ", 2)[2].strip())
        if line.strip() == "PAUSED":
            break
    return proc, steps


@pytest.mark.slow
def test_sheets_killed_at_every_step_leave_one_whole_set_of_outputs(tmp_path):
    env = _env(tmp_path)
    pack = _pack(tmp_path)
    out = str(tmp_path / "out")
    first = run_cli("sheets", pack, "--out", out, *ARGS, env=env)
    assert first.returncode == 0, first.stdout + first.stderr
    old = _snap(out)
    assert {"sheets.html", "sheets.pdf"} <= set(old)
    assert any(n.startswith("tts" + os.sep) and n.endswith(".json") for n in old)   # the TTS saved object
    assert any(n.startswith("cards" + os.sep) for n in old)

    _rename_card(pack, "Quiet Ned", "Quiet Nedward")
    # Count the steps on a copy of the old outputs (so the swap is an exchange, as in the kills).
    shutil.copytree(out, str(tmp_path / "count"))
    proc, steps = _run_until_paused(-1, pack, str(tmp_path / "count"), env)
    assert proc.wait(timeout=300) == 0, proc.stderr.read()
    new = _snap(str(tmp_path / "count"))
    assert new["sheets.html"] != old["sheets.html"]
    assert any("exchange" in s for s in steps), steps

    # Kill at the first and the last write and at every step of the swap.
    swap = [i for i, st in enumerate(steps) if st.startswith(("exchange", "rmtree", "rename"))]
    writes = [i for i in range(len(steps)) if i not in swap]
    points = sorted({writes[0], writes[-1], *swap})
    saved = str(tmp_path / "saved-old")
    shutil.copytree(out, saved)
    seen = set()
    for at in points:
        proc, _ = _run_until_paused(at, pack, out, env)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=60)
        now = _snap(out)
        # One set or the other, whole: every file from the same run.
        assert now in (old, new), f"killed at step {at} ({steps[at]}): a mix of two runs"
        seen.add("old" if now == old else "new")
        # The next run ends complete and clears whatever the kill left beside the folder.
        r = run_cli("sheets", pack, "--out", out, *ARGS, env=env)
        assert r.returncode == 0, r.stdout + r.stderr
        assert _snap(out) == new
        assert [n for n in os.listdir(tmp_path) if n.startswith(".out.")] == []
        shutil.rmtree(out)
        shutil.copytree(saved, out)   # the previous run's outputs again, for the next kill
    assert seen == {"old", "new"}


def test_sheets_with_fewer_outputs_leave_no_stale_files_of_the_last_run(tmp_path):
    env = _env(tmp_path)
    pack = _pack(tmp_path)
    out = str(tmp_path / "out")
    assert run_cli("sheets", pack, "--out", out, *ARGS, env=env).returncode == 0
    r = run_cli("sheets", pack, "--out", out, "--outputs", "html", "--jobs", "1", env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    assert sorted(snapshot(out)) == ["sheets.html"]


def test_sheets_never_replace_a_folder_holding_other_files_syn610(tmp_path):
    env = _env(tmp_path)
    pack = _pack(tmp_path)
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    r = run_cli("sheets", pack, "--out", str(out), "--outputs", "html", "--jobs", "1", env=env)
    assert r.returncode == 1 and "SYN610" in r.stderr and "notes.txt" in r.stderr
    assert sorted(os.listdir(out)) == ["notes.txt"] and (out / "notes.txt").read_text() == "mine"
