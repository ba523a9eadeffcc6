"""The runner and its backends with real games: order, chunking, Ctrl-C, Dask on loopback."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from compiler.simulate import adapter
from compiler.simulate.backends import GameConfig, InlineBackend, PoolBackend, run_chunk
from compiler.simulate.runner import chunk_size, make_chunks, run_batch
from compiler.simulate.seeds import game_seed

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = os.path.join(ROOT, "content", "crime_lords")


@pytest.fixture(scope="module")
def config() -> GameConfig:
    info = adapter.prepare(PACK, [], 2, None)
    return GameConfig(pack=info.pack_dir, seats=("heuristic", "random"), house_rules=(), turn_cap=25)


def test_chunks_cover_every_game_once_with_its_own_seed():
    chunks = make_chunks(9, 23, 5)
    assert [len(c) for c in chunks] == [5, 5, 5, 5, 3]
    pairs = [p for c in chunks for p in c]
    assert pairs == [(i, game_seed(9, i)) for i in range(23)]
    assert chunk_size(10_000, 2) == 25 and chunk_size(3, 2) == 1


def test_results_do_not_depend_on_chunking_or_processes(config):
    inline = run_batch(config, 8, 4, InlineBackend(), size=1)
    chunked = run_batch(config, 8, 4, InlineBackend(), size=3)
    pool = PoolBackend(2)
    try:
        pooled = run_batch(config, 8, 4, pool, size=2)
    finally:
        pool.close()
    assert inline.games == chunked.games == pooled.games
    assert [g["index"] for g in pooled.games] == list(range(8))
    assert len(pooled.workers) == 2 and all(rss > 0 for rss in pooled.workers.values())
    g = inline.games[0]
    assert g["seed"] == game_seed(4, 0) and g["players"] == ["heuristic", "random"]
    assert len(g["factions"]) == 2 and all(g["factions"]) and len(g["faction_fields"]["boss_bonus"]) == 2
    assert set(g["winning_cards"]) <= set(g["cards_in_play"])
    assert g["turns"] <= 25 and g["decisions"] > 0


def test_a_game_with_a_turn_cap_ends_with_no_winner(config):
    summary = adapter.play_one(config.pack, 123, ["random", "random"], [], 1)
    assert summary.turns <= 1
    assert summary.winners == [] and summary.reason == "no winner"


class _InterruptedBackend:
    """A backend that delivers two chunks and is then interrupted (as Ctrl-C would)."""

    name, workers = "local", 1

    def __init__(self):
        self.stopped = False

    def run(self, config, chunks):
        for chunk in chunks[:2]:
            yield run_chunk(config, chunk)
        raise KeyboardInterrupt

    def stop(self):
        self.stopped = True


def test_interrupt_keeps_the_games_already_played(config):
    backend = _InterruptedBackend()
    result = run_batch(config, 20, 1, backend, size=3)
    assert backend.stopped and result.interrupted and not result.complete
    assert [g["index"] for g in result.games] == list(range(6))


def test_dask_backend_on_a_loopback_cluster_gives_the_same_games(tmp_path, config):
    distributed = pytest.importorskip("distributed", reason="the Dask test needs the cluster extra: pip install -e '.[cluster]'")
    cluster = distributed.LocalCluster(host="127.0.0.1", n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    try:
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1:")
        res = subprocess.run([sys.executable, "-m", "compiler", "simulate", PACK, "--games", "12", "--players", "2",
                              "--seat", "2=random", "--seed", "8", "--turn-cap", "25", "--quiet", "--backend", "dask",
                              "--address", cluster.scheduler_address, "--chunk-size", "2", "--out", str(tmp_path)],
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
    finally:
        cluster.close()
    assert res.returncode == 0, res.stderr
    # The same games, in the same order, as this process plays them itself.
    here = run_batch(config, 12, 8, InlineBackend())
    expected = "".join(json.dumps(g, ensure_ascii=False, sort_keys=True) + "\n" for g in here.games)
    assert (tmp_path / "games.jsonl").read_text() == expected
    assert json.loads((tmp_path / "report.json").read_text())["results"]["games"] == 12


def test_dask_backend_with_an_unreachable_scheduler_is_a_diagnostic(tmp_path):
    pytest.importorskip("distributed", reason="the Dask test needs the cluster extra: pip install -e '.[cluster]'")
    res = subprocess.run([sys.executable, "-m", "compiler", "simulate", PACK, "--games", "2", "--backend", "dask",
                          "--address", "tcp://127.0.0.1:9", "--connect-timeout", "1", "--out", str(tmp_path / "x")], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 1
    assert "error[SYN754]" in res.stderr and "Traceback" not in res.stderr


def test_house_rule_file_abilities_are_compiled_and_played(config):
    stipend = os.path.join(ROOT, "tests", "fixtures", "simulate", "stipend.yaml")
    pack = adapter.load_compiled(config.pack)
    played, ids = adapter.with_rules(pack, [stipend])
    assert ids == ["city_stipend"] and "city_stipend" not in pack.house_rules
    rule = played.house_rules["city_stipend"]
    assert [type(a).__name__ for a in rule.abilities] == ["Trigger"]
    assert rule.abilities[0].event == "turn_start"
    # The rule changes games: with 3 G a turn for everyone, some of the same seeds play out differently.
    seats = ["heuristic", "heuristic"]
    plain = [adapter.play_one(config.pack, s, seats, [], 30).to_dict() for s in range(4)]
    with_rule = [adapter.play_one(config.pack, s, seats, [stipend], 30).to_dict() for s in range(4)]
    assert plain != with_rule


def test_house_rule_file_with_a_bad_ability_points_at_the_word(tmp_path):
    res = subprocess.run([sys.executable, "-m", "compiler", "simulate", PACK, "--games", "2", "--compare",
                          os.path.join("tests", "fixtures", "simulate", "bad_ability.yaml"), "--out", str(tmp_path / "x")],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert res.returncode == 1
    assert "error[SYN401]" in res.stderr and "bad_ability.yaml:7:56" in res.stderr and "nobody" in res.stderr
    assert not (tmp_path / "x").exists()
