"""`syndicate check PACK`: every problem of a pack, with file:line:col."""
from __future__ import annotations

import sys

import click

from compiler.pipeline import check_command


@click.command(help="""Validate a pack and report every problem with file:line:col.

PACK is the pack's folder, e.g. content/crime_lords. Every YAML file in it is
read and checked against its schema, made from the pack's game manifest
(game.yaml); then ids, the names cards refer to, the pack's composition and
the game's own rules across files are checked against the ruleset, and every
ability against the effect language. All problems come out in one run, sorted by
file and line.

Exit status: 0 when there is no error (warnings allowed), 1 when there is.""")
@click.argument("pack", metavar="PACK")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text for people; json for editors and tools.")
@click.option("--color/--no-color", default=None, help="Colour the text output (default: when writing to a terminal).")
@click.option("--strict", is_flag=True, help="Treat warnings as errors (exit 1 on any warning).")
def check(pack: str, fmt: str, color: bool | None, strict: bool) -> None:
    sys.exit(check_command(pack, fmt, color, strict))
