"""The registry of rules engines (issue 11): packs find their engine by the name their game gives,
and a pack whose engine is not registered is a diagnostic (SYN720), never a traceback."""
from __future__ import annotations

import os
import shutil

import pytest

from adversarial.packs import ROOT, run_cli
from runtime import games
from runtime.games import Engine, UnknownEngine
from runtime.games.crime_lords import Game
from runtime.packs import load_generated


def test_builtin_engine_is_found_by_the_name_the_compiled_pack_gives():
    pack = load_generated(os.path.join(ROOT, "generated", "crime_lords"))
    assert pack.game["engine"] == "crime_lords" and pack.game["faction"] == "mob"
    engine = games.engine_of(pack)
    assert engine.name == "crime_lords" and engine.game is Game
    assert "heuristic" in engine.players and engine.default_seat == "heuristic"
    assert "crime_lords" in games.known()


def test_unknown_engine_lists_the_known_ones():
    with pytest.raises(UnknownEngine) as info:
        games.lookup("crime_lord")
    assert "no rules engine named `crime_lord`" in str(info.value) and "crime_lords" in str(info.value)


def test_register_makes_an_engine_findable_without_touching_sys_path():
    import sys
    before = list(sys.path)
    engine = Engine(name="test_copy", game=Game)
    try:
        assert games.register(engine) is engine and games.lookup("test_copy") is engine
        assert "test_copy" in games.known()
    finally:
        games.unregister("test_copy")
    assert sys.path == before and "test_copy" not in games.known()
    with pytest.raises(TypeError):
        games.register("crime_lords")


@pytest.fixture(scope="module")
def misspelt(tmp_path_factory):
    """The base pack, its game.yaml naming an engine nobody registered, built (check and build
    never load the runtime, so they cannot know it is missing)."""
    base = tmp_path_factory.mktemp("misspelt")
    content = base / "content" / "heists"
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords"), content)
    manifest = content / "game.yaml"
    text = manifest.read_text(encoding="utf-8")
    assert "\nengine: crime_lords " in text
    manifest.write_text(text.replace("\nengine: crime_lords ", "\nengine: crime_lord  "), encoding="utf-8")
    r = run_cli("build", str(content), "--out", str(base / "generated"))
    assert r.returncode == 0, r.stdout + r.stderr
    line = text[:text.index("\nengine: crime_lords ")].count("\n") + 2
    return str(content), str(base / "generated"), f"{manifest}:{line}:9"


def test_syn720_soak_of_a_pack_whose_engine_is_not_registered(misspelt, tmp_path):
    pack, gen, where = misspelt
    r = run_cli("soak", pack, "--build-dir", gen, "--games", "1", "--out", str(tmp_path / "out"))
    assert r.returncode == 2, r.stdout + r.stderr
    assert "error[SYN720]" in r.stderr and "rules engine `crime_lord`, which is not registered" in r.stderr
    assert "did you mean `crime_lords`?" in r.stderr and "syndicate.engines" in r.stderr
    assert f"--> {where}" in r.stderr and "engine: crime_lord" in r.stderr and "^" in r.stderr
    assert "Traceback" not in r.stderr


def test_syn720_simulate_of_a_pack_whose_engine_is_not_registered(misspelt, tmp_path):
    pack, gen, where = misspelt
    r = run_cli("simulate", pack, "--build-dir", gen, "--games", "2", "--out", str(tmp_path / "out"))
    assert r.returncode != 0, r.stdout + r.stderr
    assert "error[SYN720]" in r.stderr and f"--> {where}" in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "out" / "report.json").exists()
