"""`syndicate build [PACK]...`: compile packs into Python under generated/<pack>/."""
from __future__ import annotations

import json
import os
import sys

import click


@click.command(help="""Compile a pack's cards and abilities into Python under generated/.

PACK is the pack's folder, e.g. content/crime_lords; with no PACK, every pack
under ./content/ is built. The whole pack is checked
first (as `syndicate check` does); with any error nothing is written. The
modules go to generated/<pack>/ (or --build-dir/<pack>/), written into a temporary
folder and swapped in, so an interrupted build never leaves half a pack.
A rebuild with nothing changed returns at once.

With --check nothing is written: the exit status is 1 when the generated
code differs from what the content compiles to (CI uses this).""")
@click.argument("packs", nargs=-1, metavar="[PACK]...")
@click.option("--check", "check_only", is_flag=True, help="Only verify that generated/ is up to date; write nothing.")
@click.option("--build-dir", "--out", "out_root", default=None, metavar="DIR",
              help="Folder that holds compiled packs (default: Syndicate's generated/); play, replay, soak, "
                   "simulate and sheets read it with the same option.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text for people; json for tools.")
@click.option("--color/--no-color", default=None, help="Colour the text output (default: when writing to a terminal).")
def build(packs: tuple[str, ...], check_only: bool, out_root: str | None, fmt: str, color: bool | None) -> None:
    from compiler.build.builder import build as run_build
    from compiler.report.diagnostics import Diagnostic, Span, render_json, render_text

    if not packs:
        packs = _packs_under("content")
        if not packs:
            diag = Diagnostic("SYN001", "no PACK given and no pack folder under ./content/", Span("content"),
                              help="name the pack's folder: `syndicate build content/crime_lords`")
            click.echo(render_json([diag]) if fmt == "json" else render_text([diag]), err=fmt != "json")
            sys.exit(1)
    use_color = sys.stdout.isatty() if color is None else color
    results, ok = {}, True
    for pack in packs:
        bag, status, changed = run_build(pack, out_root, check_only)
        diags = bag.sorted()
        ok = ok and status in ("up-to-date", "built")
        if fmt == "json":
            results[pack] = json.loads(render_json(diags, {"status": status, "changed": changed}))
            continue
        if diags:
            click.echo(render_text(diags, None, use_color) + "\n")
        prefix = f"{pack}: " if len(packs) > 1 else ""
        messages = {
            "up-to-date": "generated code is up to date",
            "built": f"built: wrote {', '.join(changed)}",
            "stale": f"stale: {len(changed)} generated file(s) differ from the content",
            "failed": "build failed: nothing written",
        }
        click.echo(prefix + messages[status])
    if fmt == "json":
        # One pack: its report as before; several: keyed by pack folder.
        click.echo(json.dumps(next(iter(results.values())) if len(results) == 1 else {"packs": results}, indent=2))
    sys.exit(0 if ok else 1)


def _packs_under(folder: str) -> tuple[str, ...]:
    """Every sub-folder of `folder` that holds YAML: the packs `syndicate build` builds by default."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return ()
    found = []
    for name in names:
        path = os.path.join(folder, name)
        if os.path.isdir(path) and not name.startswith(".") and any(
                f.endswith((".yaml", ".yml")) for f in os.listdir(path)):
            found.append(path)
    return tuple(found)
