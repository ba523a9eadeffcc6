"""Run a batch of games: chunk the seeds, feed a backend, merge in index order.

Game i always has seed seeds.game_seed(run_seed, i), whatever the backend
and however many jobs play it; the merged list is sorted by index, so the
results do not depend on which game finished first.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable

from .backends import GameConfig
from .seeds import game_seed

Progress = Callable[[int], None]     # called with the number of games just finished


@dataclass
class BatchResult:
    requested: int
    games: list[dict]                 # summaries sorted by "index"
    interrupted: bool = False
    elapsed: float = 0.0
    workers: dict[str, int] = field(default_factory=dict)   # worker id -> peak RSS bytes

    @property
    def complete(self) -> bool:
        return not self.interrupted and len(self.games) == self.requested


def chunk_size(games: int, workers: int) -> int:
    """Small enough that progress moves and a Ctrl-C loses little; big enough to amortise shipping."""
    return max(1, min(25, math.ceil(games / (max(1, workers) * 8))))


def make_chunks(run_seed: int, games: int, size: int) -> list[list[tuple[int, int]]]:
    pairs = [(i, game_seed(run_seed, i)) for i in range(games)]
    return [pairs[i:i + size] for i in range(0, games, size)]


def run_batch(config: GameConfig, games: int, run_seed: int, backend, progress: Progress | None = None,
              size: int | None = None) -> BatchResult:
    """Play `games` games; Ctrl-C stops the backend and returns what finished, marked interrupted."""
    chunks = make_chunks(run_seed, games, size or chunk_size(games, backend.workers))
    result = BatchResult(requested=games, games=[])
    start = time.perf_counter()
    try:
        for done in backend.run(config, chunks):
            result.games.extend(done["games"])
            worker = done["worker"]
            result.workers[worker] = max(result.workers.get(worker, 0), done["peak_rss"])
            if progress is not None:
                progress(len(done["games"]))
    except KeyboardInterrupt:
        result.interrupted = True
        backend.stop()
    result.elapsed = time.perf_counter() - start
    result.games.sort(key=lambda g: g["index"])
    return result
