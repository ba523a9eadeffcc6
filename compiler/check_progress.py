"""The progress bar of `syndicate check` for big packs (rich.progress on stderr).

Shown only when stderr is a terminal and the pack is big enough to take a
while (PACK_BYTES): a designer's usual pack checks in well under a second, and
a CI log or a pipe must stay clean. stdout is never touched, so `--format
json` output stays machine-readable.
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Iterator

PACK_BYTES = 2_000_000   # about 20,000 cards


def _threshold() -> int:
    # SYNDICATE_PROGRESS_BYTES lowers the bar's threshold (tests, or a slow disk).
    value = os.environ.get("SYNDICATE_PROGRESS_BYTES", "")
    return int(value) if value.isdigit() else PACK_BYTES


class CheckProgress:
    """What check_pack reports: each file read, then each later stage."""

    def __init__(self, progress, total_bytes: int):
        self._p = progress
        self._task = progress.add_task("reading", total=total_bytes)

    def file(self, path: str, nbytes: int) -> None:
        self._p.update(self._task, advance=nbytes, description=f"reading {os.path.basename(path)}")

    def stage(self, name: str) -> None:
        self._p.update(self._task, description=name)


def pack_bytes(root: str) -> int:
    from compiler.check.pack import pack_files

    total = 0
    for path in pack_files(root):
        try:
            total += os.path.getsize(path)
        except OSError:
            pass
    return total


@contextmanager
def check_progress(root: str, force: bool | None = None) -> Iterator[CheckProgress | None]:
    """A CheckProgress for a big pack on a terminal, else None (no output at all)."""
    show = sys.stderr.isatty() if force is None else force
    total = pack_bytes(root) if show and os.path.isdir(root) else 0
    if not show or total < _threshold():
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn("[bold]checking[/] {task.description}"), BarColumn(), DownloadColumn(), TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        yield CheckProgress(progress, total)
