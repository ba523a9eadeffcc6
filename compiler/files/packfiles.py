"""Which files of a pack folder are its content: every YAML file, in a stable order.

Kept apart from compiler/check/pack.py (which imports the YAML loader) so that the
check's result cache (compiler/cache/check_result.py) can list a pack's files without
importing anything heavy.
"""
from __future__ import annotations

import os
from typing import Iterator

SKIP_DIRS = {"templates", "schemas", "__pycache__", ".git"}
YAML_SUFFIXES = (".yaml", ".yml")


def walk(root: str) -> Iterator[tuple[str, bool]]:
    """(path, is_folder) for every entry named like a YAML file, in a stable order."""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        # A folder named like a YAML file is reported by load_pack, not entered.
        odd = [d for d in dirnames if d.endswith(YAML_SUFFIXES)]
        dirnames[:] = [d for d in dirnames if d not in odd]
        entries = [(n, False) for n in filenames if n.endswith(YAML_SUFFIXES) and not n.startswith(".")]
        entries += [(d, True) for d in odd]
        for name, is_dir in sorted(entries):
            yield os.path.join(dirpath, name), is_dir
