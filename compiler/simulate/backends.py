"""Where the games run: in this process, in a local process pool, or on Dask.

Every backend takes the same work — a GameConfig and chunks of
(index, seed) pairs — and yields finished chunks in whatever order they
finish; the runner puts games back in index order. A chunk's result also
carries the worker's id and its peak memory, which the benchmark reports.

Ctrl-C: pool workers ignore SIGINT, so only the parent sees it; it then
terminates the pool (or cancels the Dask futures) and keeps what finished.
"""
from __future__ import annotations

import importlib
import multiprocessing
import os
import resource
import signal
import socket
import sys
from dataclasses import dataclass
from typing import Iterator


class BackendError(Exception):
    """The backend cannot run (missing extra, unreachable cluster); message and help for a diagnostic."""

    def __init__(self, message: str, help: str | None = None):
        super().__init__(message)
        self.help = help


class GameFailed(Exception):
    """A game raised: which one, so that `syndicate play --seed` can reproduce it."""

    def __init__(self, index: int, seed: int, error: str):
        super().__init__(index, seed, error)
        self.index, self.seed, self.error = index, seed, error

    def __str__(self) -> str:
        return f"game {self.index} (seed {self.seed}) failed: {self.error}"


@dataclass(frozen=True)
class GameConfig:
    """What every game of a run shares. Plain strings and ints: it travels to workers."""

    pack: str                      # pack folder (content/<name>)
    seats: tuple[str, ...]         # player type per seat
    house_rules: tuple[str, ...]   # house-rule ids of the pack, or YAML file paths
    turn_cap: int | None
    play: str = "compiler.simulate.adapter:play_one"   # "module:function"
    build_dir: str | None = None   # --build-dir (absolute), passed on to `play` when given


def _resolve(path: str):
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def _peak_rss_bytes() -> int:
    # ru_maxrss is KiB on Linux, bytes on macOS.
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def run_chunk(config: GameConfig, chunk: list[tuple[int, int]]) -> dict:
    """Play one chunk of games; module-level so that pools and Dask can ship it."""
    play = _resolve(config.play)
    games = []
    for index, seed in chunk:
        try:
            extra = {"build_dir": config.build_dir} if config.build_dir else {}
            summary = play(config.pack, seed, list(config.seats), list(config.house_rules), config.turn_cap, **extra)
        except Exception as exc:  # noqa: BLE001 - any engine failure stops the run, named by its seed
            raise GameFailed(index, seed, f"{type(exc).__name__}: {exc}") from None
        row = summary.to_dict() if hasattr(summary, "to_dict") else dict(summary)
        row["index"] = index
        games.append(row)
    return {"games": games, "worker": f"{socket.gethostname()}:{os.getpid()}", "peak_rss": _peak_rss_bytes()}


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class InlineBackend:
    """One job: play in this process (no pickling, easiest to debug)."""

    name = "local"
    workers = 1

    def run(self, config: GameConfig, chunks: list[list[tuple[int, int]]]) -> Iterator[dict]:
        # Game by game: nothing to ship, and a Ctrl-C loses only the game being played.
        for chunk in chunks:
            for pair in chunk:
                yield run_chunk(config, [pair])

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class PoolBackend:
    """J processes on this machine (multiprocessing.Pool, so Ctrl-C can terminate it)."""

    name = "local"

    def __init__(self, jobs: int):
        self.workers = jobs
        # fork is cheapest on Linux (workers inherit the imported engine); spawn elsewhere.
        method = "fork" if sys.platform.startswith("linux") else "spawn"
        self._pool = multiprocessing.get_context(method).Pool(jobs, initializer=_ignore_sigint)

    def run(self, config: GameConfig, chunks: list[list[tuple[int, int]]]) -> Iterator[dict]:
        from functools import partial
        yield from self._pool.imap_unordered(partial(run_chunk, config), chunks)

    def stop(self) -> None:
        self._pool.terminate()
        self._pool.join()

    def close(self) -> None:
        self._pool.close()
        self._pool.join()


class DaskBackend:
    """A Dask distributed cluster: a scheduler address, or a LocalCluster on loopback."""

    name = "dask"

    def __init__(self, address: str | None, jobs: int, timeout: float = 10.0):
        try:
            from distributed import Client, LocalCluster
        except ImportError as exc:
            raise BackendError("the Dask backend needs the `distributed` package, which is not installed",
                               help="install the cluster extra: pip install -e '.[cluster]'") from exc
        self._cluster = None
        try:
            if address:
                self._client = Client(address, timeout=f"{timeout}s")
            else:
                self._cluster = LocalCluster(host="127.0.0.1", n_workers=jobs, threads_per_worker=1,
                                             processes=True, dashboard_address=None)
                self._client = Client(self._cluster)
        except (OSError, TimeoutError) as exc:
            if self._cluster is not None:
                self._cluster.close()
            raise BackendError(f"cannot reach the Dask scheduler at {address}: {exc}",
                               help="start one with `dask scheduler` and `dask worker ADDRESS`, "
                                    "then pass --address tcp://HOST:PORT") from exc
        info = self._client.scheduler_info()
        self.workers = max(1, len(info.get("workers", {})))
        self._futures: list = []

    def run(self, config: GameConfig, chunks: list[list[tuple[int, int]]]) -> Iterator[dict]:
        from distributed import as_completed
        self._futures = [self._client.submit(run_chunk, config, chunk, pure=False) for chunk in chunks]
        for future in as_completed(self._futures):
            yield future.result()

    def stop(self) -> None:
        if self._futures:
            self._client.cancel(self._futures)
        self.close()

    def close(self) -> None:
        self._client.close()
        if self._cluster is not None:
            self._cluster.close()


def make_backend(kind: str, jobs: int, address: str | None = None, timeout: float = 10.0):
    if kind == "dask":
        return DaskBackend(address, jobs, timeout)
    if jobs <= 1:
        return InlineBackend()
    return PoolBackend(jobs)
