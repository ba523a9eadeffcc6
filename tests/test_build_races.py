"""Builds and checks racing an editor's saves: every result is whole and true to the bytes it names.

A designer's editor saves while `syndicate build` and `check` run (auto-save; soon the
language server and the preview re-check on every change). Each run reads the pack once
(compiler/files/safe_read.py, `read_once`), so a build's CONTENT_HASH, its stamp's key and
the cards it compiles are one content, and a check's kept answer is filed under the key of
the bytes it checked; two builds writing at once each swap a whole generated/<pack>/ in.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = 3


def _cli(*args, cache: Path, cwd: Path = ROOT) -> subprocess.Popen:
    env = dict(os.environ, SYNDICATE_CACHE_DIR=str(cache))
    return subprocess.Popen([sys.executable, "-m", "compiler", *args], cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _run(*args, cache: Path) -> tuple[int, str, str]:
    p = _cli(*args, cache=cache)
    out, err = p.communicate(timeout=300)
    return p.returncode, out, err


def _save(path: Path, text: str) -> None:
    """As an editor saves: the new text beside the file, renamed over it."""
    tmp = path.with_name(f".{path.name}.swp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def _folder(path: Path) -> dict[str, str]:
    return {name: (path / name).read_text(encoding="utf-8") for name in sorted(os.listdir(path))
            if name.endswith(".py")}


def test_builds_and_checks_racing_edits_are_whole_and_true_to_their_bytes(tmp_path):
    pack = tmp_path / "race"
    shutil.copytree(ROOT / "content" / "crime_lords", pack)
    crooks = pack / "crooks.yaml"
    text_a = crooks.read_text(encoding="utf-8")
    assert "    power: 4\n" in text_a
    text_b = text_a.replace("    power: 4\n", "    power: 5\n", 1)   # one Crook's power: another cards.py

    # What each content builds to and what its check prints, one run at a time.
    refs, checks = {}, {}
    for name, text in (("a", text_a), ("b", text_b)):
        _save(crooks, text)
        code, out, err = _run("build", str(pack), "--out", str(tmp_path / f"ref_{name}"), cache=tmp_path / f"c_{name}")
        assert code == 0, out + err
        refs[name] = _folder(tmp_path / f"ref_{name}" / "race")
        code, out, err = _run("check", str(pack), "--format", "json", cache=tmp_path / f"c_{name}")
        checks[name] = (code, out)
    assert refs["a"]["cards.py"] != refs["b"]["cards.py"] and refs["a"]["__init__.py"] != refs["b"]["__init__.py"]

    stop = threading.Event()
    saves = [0]

    def editor() -> None:
        while not stop.is_set():
            _save(crooks, text_b if saves[0] % 2 == 0 else text_a)
            saves[0] += 1
            time.sleep(0.002)

    cache, out_root = tmp_path / "cache", tmp_path / "generated"
    thread = threading.Thread(target=editor)
    thread.start()
    try:
        for _ in range(ROUNDS):
            runs = [_cli("build", str(pack), "--out", str(out_root), cache=cache) for _ in range(2)]
            runs += [_cli("check", str(pack), "--format", "json", cache=cache) for _ in range(2)]
            results = [(p.args[3], *p.communicate(timeout=300), p.returncode) for p in runs]
            for command, out, err, code in results:
                if command == "build":
                    # built, up to date, or refused because the files changed under it: never a traceback
                    assert code in (0, 1) and "Traceback" not in err, out + err
                    if code:
                        assert "SYN020" in out + err, out + err
                else:
                    # the answer of one whole content (checked or kept), or its refusal of a changing file
                    assert (code, out) in checks.values() or (code == 1 and "SYN020" in out), out + err
            built = _folder(out_root / "race")
            assert built in (refs["a"], refs["b"]), "generated/race/ mixes two contents"
    finally:
        stop.set()
        thread.join()
    assert saves[0] > 20, "the editor did not race the runs"

    # Whatever the race left in the caches, each content's check and build still say what it is.
    for name, text in (("a", text_a), ("b", text_b)):
        _save(crooks, text)
        code, out, err = _run("check", str(pack), "--format", "json", cache=cache)
        assert (code, out) == checks[name], "a kept check answer belongs to other bytes than its key's"
        code, out, err = _run("build", str(pack), "--out", str(out_root), cache=cache)
        assert code == 0, out + err
        assert _folder(out_root / "race") == refs[name], "the build stamp skipped a build of other bytes"
    leftovers = [n for n in os.listdir(out_root) if n.startswith(".race.")]
    assert leftovers == [], leftovers
