"""Schema modelines: the first line that tells an editor which JSON Schema checks a file.

    # yaml-language-server: $schema=schemas/<kind>.schema.json

yaml-language-server (VS Code's YAML extension and others) resolves the path
relative to the file. A pack keeps its schemas in its own `schemas/` folder
(`syndicate schema --pack PATH` writes them), so a pack works the same in
this repository and in a designer's own folder. `syndicate check` resolves
each modeline the same way and warns when it does not lead to the schema of
the file's kind (SYN018: none, or another kind's; SYN031: a path that leads
nowhere or elsewhere), naming the line to write and the command that writes
the schemas.
"""
from __future__ import annotations

import os
import re

from . import schemas
from compiler.report.diagnostics import DiagnosticBag, Span

PREFIX = "# yaml-language-server: $schema="
MODELINE = re.compile(r"^[ \t]*#[ \t]*yaml-language-server:[ \t]*\$schema=(\S+)[ \t\r]*$", re.MULTILINE)
_URL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]+://")


def schema_file(pack_root: str, kind: str) -> str:
    """The schema of `kind` inside the pack: <pack>/schemas/<kind>.schema.json."""
    return os.path.join(pack_root, schemas.PACK_FOLDER, f"{kind}.schema.json")


def modeline(file_path: str, pack_root: str, kind: str) -> str:
    """The modeline a file at `file_path` should carry: its kind's schema, relative to the file."""
    target = os.path.relpath(os.path.abspath(schema_file(pack_root, kind)),
                             os.path.dirname(os.path.abspath(file_path)))
    return PREFIX + target.replace(os.sep, "/")


def with_modeline(text: str, line: str) -> str:
    """`text` with its modeline replaced by `line`, or `line` put first when it has none."""
    m = MODELINE.search(text)
    if m is not None:
        return text[:m.start()] + line + text[m.end():]
    return line + "\n" + text


def _accepted(pack_root: str, kind: str) -> set[str]:
    wanted = {os.path.realpath(schema_file(pack_root, kind))}
    if kind == schemas.GAME:  # a pack inside this repository may use the compiler's own copy
        wanted.add(os.path.realpath(schemas.game_schema_path()))
    return wanted


def check_modeline(path: str, text: str, kind: str, pack_root: str, bag: DiagnosticBag) -> None:
    """Warn unless the file's modeline resolves to the schema of `kind` (see the module's docstring)."""
    from compiler.report.diagnostics import display_path

    line = modeline(path, pack_root, kind)
    fix = f"`syndicate schema --pack {display_path(pack_root)}` writes the pack's schemas"
    m = MODELINE.search(text)
    if m is None:
        bag.warning("SYN018", "the file has no schema modeline, so editors cannot check it while you type",
                    Span(path, 1, 1), help=f"add this first line: {line} ({fix})")
        return
    named = m.group(1)
    at = text.count("\n", 0, m.start(1)) + 1
    col = m.start(1) - (text.rfind("\n", 0, m.start(1)) + 1) + 1
    where = Span(path, at, col, at, col + len(named))
    if _URL.match(named):
        return  # a hosted schema: its contents are the designer's business, and we never fetch
    base = named.rsplit("/", 1)[-1]
    if base != f"{kind}.schema.json":
        bag.warning("SYN018", f"the modeline names `{base}` but the file holds `kind: {kind}`", where,
                    help=f"use: {line}")
        return
    resolved = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(path)), named))
    if resolved not in _accepted(pack_root, kind):
        bag.warning("SYN031", f"the modeline's `{named}` does not lead to this pack's {kind} schema "
                              f"(from this file it is {display_path(resolved)})", where,
                    help=f"use: {line}; {fix}")
    elif not os.path.isfile(resolved):
        bag.warning("SYN031", f"the modeline's `{named}` names a schema that does not exist yet, so editors "
                              "show \"Unable to load schema\"", where, help=f"run {fix}")
