"""Issue 10 item 3 and issue 13 item 8: compiled code is imported only from the pack's own build.

play, replay, soak and simulate find the compiled pack by one rule
(compiler/build/compiled.py: `--build-dir DIR`, else Syndicate's generated/, then
the pack id of the folder's name) and import it only when it is exactly what
the pack compiles to. A planted, hand-edited or neighbour's build that would
create a sentinel file is refused with SYN701/SYN702 before anything runs.
`build --build-dir DIR` output is used by every command through the same option.
"""
from __future__ import annotations

import json
import re
import os
import shutil

import pytest

from adversarial.packs import ROOT, run_cli
from compiler.build.folders import compiled_folder, pack_id

BASE = os.path.join(ROOT, "content", "crime_lords")
SENTINEL = "PWNED_BY_GENERATED"
PLANT = f"\nopen({SENTINEL!r}, 'w').close()\n"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The base pack copied as `heists`, built into its own --build-dir."""
    base = tmp_path_factory.mktemp("trust")
    pack = base / "content" / "heists"
    shutil.copytree(BASE, pack)
    gen = base / "build"
    r = run_cli("build", str(pack), "--build-dir", str(gen), timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    return str(pack), str(gen)


def _commands(pack: str, gen: str, tmp_path) -> dict:
    save = tmp_path / "game.json"
    return {
        "play": ("play", pack, "--build-dir", gen, "--players", "3", "--seed", "1", "--quiet", "--save", str(save)),
        "replay": ("replay", str(save), "--pack", pack, "--build-dir", gen),
        "soak": ("soak", pack, "--build-dir", gen, "--games", "1", "--out", str(tmp_path / "soak")),
        "simulate": ("simulate", pack, "--build-dir", gen, "--games", "2", "--players", "3", "--out", str(tmp_path / "sim")),
    }


def test_build_dir_output_is_used_by_play_replay_soak_simulate_and_sheets(built, tmp_path):
    pack, gen = built
    cmds = _commands(pack, gen, tmp_path)
    for name in ("play", "replay", "soak", "simulate"):
        r = run_cli(*cmds[name], cwd=str(tmp_path), timeout=300)
        assert r.returncode == 0, (name, r.stdout + r.stderr)
    assert json.loads((tmp_path / "game.json").read_text())["pack"] == "heists"
    assert (tmp_path / "sim" / "report.json").exists() and (tmp_path / "soak" / "soak.json").exists()
    # sheets: with --build-dir and no --out, the sheets go beside the compiled pack.
    r = run_cli("sheets", pack, "--build-dir", gen, "--outputs", "html", "--card", "judge_pell", cwd=str(tmp_path),
                timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert os.path.isdir(os.path.join(gen, "heists", "sheets"))
    for name in ("play", "replay", "soak", "simulate", "sheets", "build"):
        r = run_cli(name, "--help")
        assert re.search(r"--build-dir(, --(out|generated))? DIR", r.stdout), name   # old names kept as aliases


def test_a_hand_edited_build_is_never_imported_syn702(built, tmp_path):
    """Every command that loads compiled code refuses a build that is not what the pack compiles to."""
    pack, gen = built
    planted = tmp_path / "planted"
    shutil.copytree(gen, planted)
    with open(planted / "heists" / "abilities.py", "a", encoding="utf-8") as fh:
        fh.write(PLANT)
    # A save to replay, made with the genuine build.
    ok = run_cli(*_commands(pack, gen, tmp_path)["play"], cwd=str(tmp_path), timeout=120)
    assert ok.returncode == 0, ok.stderr
    for name, args in _commands(pack, str(planted), tmp_path).items():
        if name == "play":
            args = args[:-2]          # keep the good save for replay
        r = run_cli(*args, cwd=str(tmp_path), timeout=120)
        assert r.returncode != 0, (name, r.stdout)
        assert "error[SYN702]" in r.stderr and "abilities.py differs" in r.stderr, (name, r.stderr)
        assert "Traceback" not in r.stderr
    assert not (tmp_path / SENTINEL).exists() and not os.path.exists(os.path.join(ROOT, SENTINEL))


def test_a_neighbours_build_of_a_pack_with_the_same_name_is_refused_syn702(built, tmp_path):
    """Another pack called `heists` (different cards) built into the same folder is not this pack's build."""
    pack, gen = built
    other = tmp_path / "elsewhere" / "heists"
    shutil.copytree(pack, other)
    with open(other / "ruleset.yaml", "a", encoding="utf-8") as fh:
        fh.write("\n# a different pack with the same folder name\n")
    r = run_cli("play", str(other), "--build-dir", gen, "--quiet", cwd=str(tmp_path), timeout=120)
    assert r.returncode == 2 and "error[SYN702]" in r.stderr and "__init__.py differs" in r.stderr
    assert "run `syndicate build elsewhere/heists --build-dir " in r.stderr   # paths as the user can type them


def test_generated_code_in_the_current_folder_or_beside_the_pack_is_never_looked_at_syn701(built, tmp_path):
    """Only the one rule counts: a generated/ folder in the working folder or next to content/ is ignored."""
    pack, gen = built
    for planted in (tmp_path / "generated" / "heists", os.path.join(os.path.dirname(os.path.dirname(pack)), "generated",
                                                                     "heists")):
        shutil.copytree(os.path.join(gen, "heists"), planted, dirs_exist_ok=True)
        with open(os.path.join(planted, "__init__.py"), "a", encoding="utf-8") as fh:
            fh.write(PLANT)
    for args in (("play", pack, "--quiet"), ("soak", pack, "--games", "1", "--out", str(tmp_path / "s")),
                 ("simulate", pack, "--games", "1", "--out", str(tmp_path / "m"))):
        r = run_cli(*args, cwd=str(tmp_path), timeout=120)
        assert r.returncode != 0 and "error[SYN701]" in r.stderr and "has not been compiled" in r.stderr, r.stderr
    assert not (tmp_path / SENTINEL).exists()


def test_one_rule_places_the_build_and_two_packs_of_one_name_never_share_a_module(built, tmp_path):
    from runtime.packs import load_generated, module_name

    pack, gen = built
    assert compiled_folder(pack, gen) == os.path.join(gen, "heists")
    assert compiled_folder(pack) == os.path.join(ROOT, "generated", "heists")
    assert compiled_folder(os.path.join(pack, ".")) == compiled_folder(pack)
    assert pack_id("heists") == "heists"
    # The same folder name in two build folders: two modules, each its own pack.
    second = tmp_path / "second"
    shutil.copytree(gen, second)
    init = second / "heists" / "ruleset.py"
    init.write_text(init.read_text(encoding="utf-8").replace("RULESET = {", "RULESET = {'marker': 2, ", 1),
                    encoding="utf-8")
    a, b = load_generated(os.path.join(gen, "heists")), load_generated(str(second / "heists"))
    assert module_name(os.path.join(gen, "heists")) != module_name(str(second / "heists"))
    assert "marker" not in a.ruleset and b.ruleset["marker"] == 2
