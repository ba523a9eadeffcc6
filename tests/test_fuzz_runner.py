"""Issue 10, item 12: the fuzz runner keeps going after a finding or a crash and keeps every input.

A stand-in atheris target fails (an exception: a finding, fuzzing goes on) on inputs starting
with `A` and aborts the process (a crash: the runner restarts it) on inputs starting with `B`.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from adversarial.packs import ROOT

pytest.importorskip("atheris", reason="atheris is the optional `fuzz` extra: pip install -e '.[fuzz]'")

TARGET = '''
import os, sys
sys.path.insert(0, {fuzz!r})
from _run import main

def make():
    def one(data):
        if data[:1] == b"A":
            raise ValueError("finding A")
        if data[:1] == b"B":
            os.abort()
    return one

if __name__ == "__main__":
    main(make)
'''


@pytest.mark.slow
def test_the_runner_restarts_after_a_crash_and_keeps_every_finding(tmp_path):
    script = tmp_path / "fake_target.py"
    script.write_text(TARGET.format(fuzz=os.path.join(ROOT, "fuzz")))
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for name, data in (("a", b"A1"), ("b", b"B1"), ("c", b"C1")):
        (seeds / name).write_bytes(data)
    out = tmp_path / "runs"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "fuzz", "run.py"), "fake", "--script", str(script),
                        "--seeds", str(seeds), "--seconds", "90", "--out", str(out), "--", "-seed=1"],
                       capture_output=True, text=True, timeout=240, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr
    summary = json.loads((out / "fake" / "summary.json").read_text())
    assert summary["restarts"] >= 1 and summary["exit_codes"][0] != 0 and len(summary["exit_codes"]) >= 2
    assert summary["executions"] > 0
    # The exception is a finding (input and traceback kept), recorded once for its place.
    assert len(summary["findings"]) == 1
    finding = out / "fake" / "findings" / summary["findings"][0]
    assert finding.read_bytes()[:1] == b"A"
    assert "ValueError" in (out / "fake" / "findings" / (summary["findings"][0] + ".txt")).read_text()
    # The abort left libFuzzer's crash file, and that input left the corpus so the restart went on.
    assert summary["crash_files"] and all(f.startswith("crash-") for f in summary["crash_files"])
    assert (out / "fake" / "crashes" / summary["crash_files"][0]).read_bytes()[:1] == b"B"
    assert not any(p.read_bytes()[:1] == b"B" for p in (out / "fake" / "corpus").iterdir())
    assert summary["crashes"] == len(summary["findings"]) + len(summary["crash_files"])
