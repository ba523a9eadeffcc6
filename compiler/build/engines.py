"""Finding the rules engine a compiled pack names, for the commands that play it.

`syndicate check` and `build` never import the runtime, so they cannot know
which engines are registered; `play`, `replay`, `soak` and `simulate` can, and
report a pack whose engine is missing as SYN720, pointing at the `engine:`
line of the pack's game.yaml when there is one.
"""
from __future__ import annotations

import os
from difflib import get_close_matches

from compiler.report.diagnostics import Diagnostic, Span
from compiler.load.yamlload import load_file


def engine_span(pack_dir: str) -> Span:
    """Where the pack names its engine: the value of `engine:` in game.yaml, else the pack folder."""
    path = os.path.join(pack_dir, "game.yaml")
    if os.path.isfile(path):
        doc, diags = load_file(path)
        if doc is not None and not diags:
            return doc.span(("engine",))
    return Span(pack_dir)


def find_engine(compiled, pack_dir: str):
    """(the Engine the compiled pack names, None) or (None, a SYN720 Diagnostic)."""
    from runtime.games import UnknownEngine, engine_of
    try:
        return engine_of(compiled), None
    except UnknownEngine as exc:
        near = get_close_matches(exc.name, exc.known, n=1)
        hint = f"did you mean `{near[0]}`? " if near else ""
        return None, Diagnostic(
            "SYN720", f"pack `{compiled.name}` runs on the rules engine `{exc.name}`, which is not registered",
            engine_span(pack_dir),
            help=f"{hint}known engines: {', '.join(exc.known) or 'none'}; an engine is registered with "
                 "runtime.games.register(), or installed as a plugin in the `syndicate.engines` entry-point group")
