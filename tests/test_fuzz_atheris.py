"""The atheris harnesses run: a few hundred coverage-guided inputs per target, no crash."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from adversarial.packs import ROOT

pytest.importorskip("atheris", reason="atheris is the optional `fuzz` extra: pip install -e '.[fuzz]'")


@pytest.mark.parametrize("target, corpus", [("fuzz_yaml.py", "yaml"), ("fuzz_ability.py", "ability"),
                                            ("fuzz_check.py", "check")])
def test_atheris_target_runs_clean(target, corpus, tmp_path):
    # Copy the seed corpus: libFuzzer adds new inputs to the folder it is given.
    seeds = os.path.join(ROOT, "fuzz", "corpus", corpus)
    work = tmp_path / "corpus"
    work.mkdir()
    for name in sorted(os.listdir(seeds))[:40]:
        with open(os.path.join(seeds, name), "rb") as src:
            (work / name).write_bytes(src.read())
    r = subprocess.run([sys.executable, os.path.join(ROOT, "fuzz", target), str(work), "-runs=100",
                        "-max_len=2048", "-seed=1"],
                       capture_output=True, text=True, timeout=120, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr[-3000:]
    assert "Done 100 runs" in r.stderr
    assert not list(tmp_path.glob("crash-*"))
