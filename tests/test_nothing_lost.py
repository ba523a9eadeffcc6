"""Nothing lost: no command modifies content, and a killed build never loses generated code."""
from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from adversarial.packs import HERE, ROOT, mini_pack, run_cli, snapshot


def _env(tmp_path) -> dict:
    # Keep build stamps out of the repository's cache.
    return dict(os.environ, SYNDICATE_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=ROOT)


def test_no_command_modifies_a_content_file(tmp_path):
    import shutil

    pack = str(tmp_path / "crime_lords")
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords"), pack)
    before = snapshot(pack)
    stats = {p: os.stat(os.path.join(pack, p)).st_mtime_ns for p in before}
    env = _env(tmp_path)
    runs = [
        ("check", pack), ("check", pack, "--format", "json", "--strict"),
        ("build", pack, "--out", str(tmp_path / "gen")), ("build", pack, "--out", str(tmp_path / "gen"), "--check"),
        ("schema", "--out", str(tmp_path / "schemas"), "--pack", pack),
        ("soak", "content/crime_lords", "--games", "1", "--out", str(tmp_path / "soak")),
        ("play", "content/crime_lords", "--quiet", "--seed", "2", "--save", str(tmp_path / "g.json")),
    ]
    for args in runs:
        r = run_cli(*args, env=env)
        assert "Traceback" not in r.stderr, (args, r.stderr)
    assert snapshot(pack) == before
    assert {p: os.stat(os.path.join(pack, p)).st_mtime_ns for p in before} == stats
    assert sorted(os.listdir(pack)) == sorted({p.split(os.sep)[0] for p in before})  # no stray files either


def _run_until_paused(pause_at: int, pack: str, out: str, env: dict) -> tuple[subprocess.Popen, list[str]]:
    proc = subprocess.Popen([sys.executable, os.path.join(HERE, "killable_build.py"), str(pause_at), pack, out],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    steps = []
    for line in proc.stdout:
        if line.startswith("STEP"):
            steps.append(line.split(" ", 2)[2].strip())
        if line.strip() == "PAUSED":
            break
    return proc, steps


def _all_steps(pack: str, out: str, env: dict) -> list[str]:
    proc, steps = _run_until_paused(-1, pack, out, env)
    assert proc.wait(timeout=120) == 0, proc.stderr.read()
    return steps


def test_build_killed_at_every_step_never_loses_the_previous_generated_code(tmp_path):
    import shutil

    env = _env(tmp_path)
    pack = mini_pack(tmp_path)
    out = str(tmp_path / "gen")
    gen = os.path.join(out, "mini")
    first = run_cli("build", pack, "--out", out, env=env)
    assert first.returncode == 0, first.stdout
    old = snapshot(gen)
    # Change the content so the next build writes every module anew.
    path = os.path.join(pack, "crooks.yaml")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text.replace("Vera Quill", "Vera Quillon"))

    def reset() -> None:
        shutil.rmtree(out)
        for name, data in old.items():
            p = os.path.join(gen, name)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "wb") as fh:
                fh.write(data)

    steps = _all_steps(pack, out, env)
    new = snapshot(gen)
    assert new != old
    # The steps: five module writes into a new folder, then one exchange of the
    # new folder with the old (renameat2), then the old one is removed.
    assert any(s.startswith("exchange") for s in steps), steps
    seen = set()
    for k in range(len(steps)):
        reset()
        proc, _ = _run_until_paused(k, pack, out, env)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        # At every point the folder is there and whole: the old build or the new one.
        now = snapshot(gen) if os.path.isdir(gen) else None
        assert now in (old, new), (k, steps[k], sorted(now or {}))
        seen.add("old" if now == old else "new")
        # Whatever the kill left, the next build ends with the new code and no leftovers.
        r = run_cli("build", pack, "--out", out, env=env)
        assert r.returncode == 0, r.stdout + r.stderr
        assert snapshot(gen) == new
        assert [n for n in os.listdir(out) if n.startswith(".")] == []
    assert seen == {"old", "new"}


def test_build_falls_back_to_two_renames_and_recovers_the_old_build(tmp_path, monkeypatch):
    """Without renameat2, the old build waits beside the new one and the next build restores it."""
    from compiler.build import atomic, builder as build

    env = _env(tmp_path)
    pack = mini_pack(tmp_path)
    out = str(tmp_path / "gen")
    assert run_cli("build", pack, "--out", out, env=env).returncode == 0
    gen = os.path.join(out, "mini")
    old = snapshot(gen)
    # Simulate a kill between the fallback's two renames: the old folder set aside, nothing in place.
    os.rename(gen, os.path.join(out, ".mini.old-killed"))
    monkeypatch.setattr(atomic, "exchange", lambda a, b: False)
    build.cleanup_leftovers(gen)
    assert snapshot(gen) == old and [n for n in os.listdir(out) if n.startswith(".")] == []


def test_killed_build_of_a_new_pack_leaves_no_partial_folder(tmp_path):
    env = _env(tmp_path)
    pack = mini_pack(tmp_path)
    out = str(tmp_path / "gen")
    steps = _all_steps(pack, str(tmp_path / "count"), env)
    for k in range(len(steps)):
        proc, _ = _run_until_paused(k, pack, out, env)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        gen = os.path.join(out, "mini")
        # Either no pack at all, or a complete one: never half the modules.
        if os.path.isdir(gen):
            assert sorted(os.listdir(gen)) == sorted(["__init__.py", "game.py", "ruleset.py", "cards.py", "abilities.py",
                                                     "house_rules.py", "vocabulary.py", "texts.py"])
        r = run_cli("build", pack, "--out", out, env=env)
        assert r.returncode == 0
        import shutil
        shutil.rmtree(out)


@pytest.mark.parametrize("target", ["soak.json"])
def test_soak_summary_is_written_atomically(tmp_path, target):
    """The soak writes its summary through a temporary file and a rename: no `.tmp` is left behind."""
    out = tmp_path / "soak"
    r = run_cli("soak", "content/crime_lords", "--games", "1", "--out", str(out))
    assert r.returncode == 0
    assert sorted(os.listdir(out)) == [target]
