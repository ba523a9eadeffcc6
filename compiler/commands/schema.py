"""`syndicate schema`: the JSON Schemas of every file kind, for editors and tools."""
from __future__ import annotations

import os
import sys

import click

from .. import schemas
from ..atomic import write_atomic


@click.command(help="""Write the JSON Schemas of every content file kind (for editors).

With --out DIR, writes mob, crook, racket, special, ruleset and house_rule
schemas as DIR/<kind>.schema.json (the folder is created if needed). Without
it, prints the schema of one KIND to the screen.

Content files point at these schemas with a first line such as
`# yaml-language-server: $schema=../../compiler/schemas/crook.schema.json`,
so that an editor with the YAML language server checks them while you type.""")
@click.argument("kind", required=False, type=click.Choice(schemas.KINDS))
@click.option("--out", "out", metavar="DIR", help="Folder to write every schema into.")
def schema(kind: str | None, out: str | None) -> None:
    if out is None and kind is None:
        raise click.UsageError("name a KIND to print, or give --out DIR to write them all")
    if out is None:
        with open(schemas.path_of(kind), encoding="utf-8") as fh:
            click.echo(fh.read(), nl=False)
        return
    problem = _write_all(out, [kind] if kind else list(schemas.KINDS))
    if problem is not None:
        from ..diagnostics import Diagnostic, Span, render_text

        click.echo(render_text([Diagnostic("SYN008", problem, Span(out),
                                           help="choose a folder you may write to")]), err=True)
        sys.exit(1)


def _write_all(out: str, kinds: list[str]) -> str | None:
    """Copy the committed schema files; each write is atomic. Returns a problem or None."""
    try:
        os.makedirs(out, exist_ok=True)
    except OSError as exc:
        return f"cannot create the folder `{out}`: {exc.strerror or exc}"
    for kind in kinds:
        target = os.path.join(out, f"{kind}.schema.json")
        try:
            with open(schemas.path_of(kind), "rb") as src:
                write_atomic(target, src.read())
        except OSError as exc:
            return f"cannot write `{target}`: {exc.strerror or exc}"
        click.echo(f"wrote {target}")
    return None
