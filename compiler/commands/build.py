"""`syndicate build PACK`: compile a pack into Python under generated/<pack>/."""
from __future__ import annotations

import sys

import click


@click.command(help="""Compile a pack's cards and abilities into Python under generated/.

PACK is the pack's folder, e.g. content/crime_lords. The whole pack is checked
first (as `syndicate check` does); with any error nothing is written. The
modules go to generated/<pack>/ (or --out/<pack>/), written into a temporary
folder and swapped in, so an interrupted build never leaves half a pack.
A rebuild with nothing changed returns at once.

With --check nothing is written: the exit status is 1 when the generated
code differs from what the content compiles to (CI uses this).""")
@click.argument("pack", metavar="PACK")
@click.option("--check", "check_only", is_flag=True, help="Only verify that generated/ is up to date; write nothing.")
@click.option("--out", "out_root", default=None, metavar="DIR", help="Folder that holds generated packs (default: generated/).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text for people; json for tools.")
@click.option("--color/--no-color", default=None, help="Colour the text output (default: when writing to a terminal).")
def build(pack: str, check_only: bool, out_root: str | None, fmt: str, color: bool | None) -> None:
    from ..build import build as run_build
    from ..diagnostics import render_json, render_text

    bag, status, changed = run_build(pack, out_root, check_only)
    diags = bag.sorted()
    if fmt == "json":
        click.echo(render_json(diags, {"status": status, "changed": changed}))
    else:
        if diags:
            use_color = sys.stdout.isatty() if color is None else color
            click.echo(render_text(diags, None, use_color) + "\n")
        messages = {
            "up-to-date": "generated code is up to date",
            "built": f"built: wrote {', '.join(changed)}",
            "stale": f"stale: {len(changed)} generated file(s) differ from the content",
            "failed": "build failed: nothing written",
        }
        click.echo(messages[status])
    sys.exit(0 if status in ("up-to-date", "built") else 1)
