"""Issue 18: the generated Python passes `ruff check` and `ruff format --check` (it is meant to be read).

Run with the project's own configuration ([tool.ruff] in pyproject.toml), on the
committed generated/ and on a fresh build of another pack in a temporary folder.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from adversarial.packs import ROOT, mini_pack, run_cli

ruff = pytest.importorskip("ruff.__main__", reason="ruff is a test dependency: pip install -e '.[test]'")
RUFF = os.fsdecode(ruff.find_ruff_bin())
CONFIG = os.path.join(ROOT, "pyproject.toml")


def _ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([RUFF, *args, "--config", CONFIG], capture_output=True, text=True, cwd=ROOT, timeout=120)


def _assert_clean(folder: str) -> None:
    lint = _ruff("check", "--no-cache", folder)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    layout = _ruff("format", "--check", "--no-cache", folder)
    assert layout.returncode == 0, layout.stdout + layout.stderr


def test_committed_generated_code_passes_ruff_check_and_ruff_format():
    _assert_clean(os.path.join(ROOT, "generated"))


def test_a_fresh_build_of_another_pack_passes_ruff(tmp_path):
    pack = mini_pack(tmp_path)
    out = tmp_path / "generated"
    r = run_cli("build", pack, "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    _assert_clean(str(out))


def test_the_formatter_settings_are_the_projects():
    """compiler/emit/pyformat.py passes its settings on the command line; pyproject.toml holds the same."""
    import tomllib

    from compiler.emit.pyformat import SETTINGS

    with open(CONFIG, "rb") as fh:
        config = tomllib.load(fh)["tool"]["ruff"]
    for setting in SETTINGS:
        key, value = (part.strip() for part in setting.split("=", 1))
        assert str(config[key]) == value.strip("'"), setting


def test_layout_keeps_the_program():
    from compiler.emit.pyformat import format_source, same_program

    text = "X = {'a': [1,2,\n 3], 'b': 'it''s'}\ndef f(ctx):\n    '''  doc\n    text '''\n    return ctx.a and ctx.b\n"
    out = format_source(text, "x.py")
    assert out != text and same_program(text, out)
    assert not same_program(text, text.replace("ctx.a and", "ctx.a or"))
