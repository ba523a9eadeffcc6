"""Generated Python laid out by Ruff's formatter, so that it reads like hand-written code.

compiler/emit/modules.py writes correct, deterministic source with the layout that
is simplest to emit (one expression a line, data as pprint lays it out);
`syndicate build` then passes each module through `ruff format` with the
settings below, the same as the project's [tool.ruff] in pyproject.toml
(tests/test_generated_style.py runs `ruff check` and `ruff format --check`
on generated/ with that configuration). A formatter only moves whitespace,
brackets and quotes; `same_program` makes sure of it before anything is written.

Ruff is a pinned dependency (pyproject.toml), so one version lays out every
build the same way; its settings are passed on the command line (with
`--isolated`), so no configuration file near the output can change them.
"""
from __future__ import annotations

import ast
import os
import subprocess
import sys

# Keep in step with [tool.ruff] and [tool.ruff.format] in pyproject.toml.
SETTINGS = ("line-length = 120", "target-version = 'py311'")


class FormatError(RuntimeError):
    """Ruff is missing or refused the source: the build stops with a diagnostic."""


def ruff_binary() -> str:
    try:
        from ruff.__main__ import find_ruff_bin
    except ImportError as exc:
        raise FormatError("the `ruff` package is not installed; it lays out the generated Python "
                          "(pip install 'ruff>=0.15,<0.18', or reinstall syndicate)") from exc
    return os.fsdecode(find_ruff_bin())


def format_source(text: str, name: str) -> str:
    """`text` (a module called `name`) as `ruff format` lays it out."""
    args = [ruff_binary(), "format", "--isolated", "--stdin-filename", name]
    for setting in SETTINGS:
        args += ["--config", setting]
    args.append("-")
    try:
        done = subprocess.run(args, input=text, capture_output=True, text=True, encoding="utf-8", timeout=120,
                              check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise FormatError(f"cannot run ruff to lay out {name}: {exc}") from exc
    if done.returncode != 0:
        raise FormatError(f"ruff could not lay out {name}: {done.stderr.strip()[:500]}")
    out = done.stdout
    if not same_program(text, out):  # pragma: no cover - a formatter keeps the syntax tree
        raise FormatError(f"ruff changed the meaning of {name}")
    return out


def _tree(text: str) -> str:
    tree = ast.parse(text)
    for node in ast.walk(tree):
        # The formatter may re-indent docstrings (whitespace inside them only).
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            body[0].value.value = " ".join(body[0].value.value.split())
    return ast.dump(tree)


def same_program(before: str, after: str) -> bool:
    """Both texts parse to the same syntax tree (docstrings compared word by word)."""
    return _tree(before) == _tree(after)


def format_modules(files: dict[str, str]) -> dict[str, str]:
    return {name: format_source(text, name) if name.endswith(".py") else text for name, text in files.items()}


if __name__ == "__main__":  # pragma: no cover - `python -m compiler.emit.pyformat FILE` to try it by hand
    with open(sys.argv[1], encoding="utf-8") as fh:
        sys.stdout.write(format_source(fh.read(), os.path.basename(sys.argv[1])))
