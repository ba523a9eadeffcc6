"""The tune's progress: one rich bar over every game the run plans, with its stage and ETA.

The plan grows and shrinks as the race drops candidates, so the bar's total
is updated whenever the plan changes. Off a terminal a plain line is written
at most once a second, as simulate's bar does.
"""
from __future__ import annotations

import sys
import time

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)


class TuneProgress:
    def __init__(self, quiet: bool = False):
        console = Console(stderr=True)
        self.quiet = quiet
        self.plain = not quiet and not console.is_terminal
        self._progress = Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                                  TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
                                  console=console, disable=quiet or self.plain)
        self._task = None
        self.done = 0
        self.total = 0
        self.stage = ""
        self._start = time.monotonic()
        self._shown = 0.0

    def __enter__(self):
        self._progress.__enter__()
        self._task = self._progress.add_task("tune", total=1)
        return self

    def __exit__(self, *exc):
        return self._progress.__exit__(*exc)

    def plan(self, total: int, stage: str | None = None) -> None:
        """The games the whole run now expects to play (done included), and what it is doing."""
        self.total = max(total, self.done)
        if stage is not None:
            self.stage = stage
        self._progress.update(self._task, total=self.total, description=self.stage)

    def advance(self, games: int) -> None:
        self.done += games
        self._progress.update(self._task, completed=self.done)
        if self.plain:
            now = time.monotonic()
            if now - self._shown >= 1.0 or self.done >= self.total:
                self._shown = now
                elapsed = now - self._start
                rate = self.done / elapsed if elapsed > 0 else 0.0
                eta = (self.total - self.done) / rate if rate > 0 else 0.0
                print(f"{self.stage}: {self.done}/{self.total} games, {rate:.1f} games/s, "
                      f"elapsed {elapsed:.0f}s, ETA {eta:.0f}s", file=sys.stderr, flush=True)

    def note(self, text: str) -> None:
        """A line above the bar (a candidate decided, a target done)."""
        if not self.quiet:
            self._progress.console.print(text, highlight=False, markup=False)
