"""Shared atheris main: instrument Syndicate's modules, then fuzz one target."""
from __future__ import annotations

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def main(make_target) -> None:
    import atheris

    with atheris.instrument_imports(include=["compiler", "dsl", "fuzz", "yaml", "lark", "jsonschema"]):
        from fuzz.targets import preload
        preload()
        target = make_target()
    atheris.Setup(sys.argv, target)
    atheris.Fuzz()
