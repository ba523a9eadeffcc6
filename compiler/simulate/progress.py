"""The progress bar: rich.progress on stderr, with games done, rate and ETA.

stdout stays clean for the summary. When stderr is not a terminal (a CI log,
a pipe) a live bar would print nothing until the end, so a plain line is
written instead, at most once a second: a long run never looks hung. With
--quiet nothing is shown and rich is not imported (a tenth of a second of
start-up).
"""
from __future__ import annotations

import sys
import time
from contextlib import contextmanager
from typing import Callable, Iterator


def _games_per_second():
    """The bar's rate column (rich is imported by a bar that shows, only)."""
    from rich.progress import ProgressColumn, Task
    from rich.text import Text

    class GamesPerSecond(ProgressColumn):
        def render(self, task: Task) -> Text:
            speed = task.finished_speed or task.speed
            return Text("  -  games/s" if speed is None else f"{speed:6.1f} games/s", style="cyan")
    return GamesPerSecond()


class Quiet:
    """--quiet: a bar that shows nothing."""

    def task(self, description: str, total: int) -> Callable[[int], None]:
        return lambda done: None


class Bar:
    def __init__(self, progress, plain: bool):       # a rich.progress.Progress
        self._progress = progress
        self._plain = plain

    def task(self, description: str, total: int) -> Callable[[int], None]:
        task_id = self._progress.add_task(description, total=total)
        if not self._plain:
            return lambda done: self._progress.advance(task_id, done)
        state = {"done": 0, "start": time.monotonic(), "shown": 0.0}

        def advance(done: int) -> None:
            self._progress.advance(task_id, done)
            state["done"] += done
            now = time.monotonic()
            if now - state["shown"] >= 1.0 or state["done"] == total:
                state["shown"] = now
                elapsed = now - state["start"]
                rate = state["done"] / elapsed if elapsed > 0 else 0.0
                eta = (total - state["done"]) / rate if rate > 0 else 0.0
                print(f"{description}: {state['done']}/{total} games, {rate:.1f} games/s, "
                      f"elapsed {elapsed:.0f}s, ETA {eta:.0f}s", file=sys.stderr, flush=True)
        return advance


@contextmanager
def progress_bar(quiet: bool = False) -> Iterator[Bar | Quiet]:
    if quiet:
        yield Quiet()
        return
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TaskProgressColumn, TextColumn,
                               TimeElapsedColumn, TimeRemainingColumn)
    console = Console(stderr=True)
    plain = not console.is_terminal
    progress = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        _games_per_second(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=console,
        disable=plain,
    )
    with progress:
        yield Bar(progress, plain)
