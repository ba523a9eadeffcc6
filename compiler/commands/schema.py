"""`syndicate schema`: the JSON Schemas of a pack's files, for editors and tools."""
from __future__ import annotations

import os
import sys

import click

from runtime.atomic import write_atomic


@click.command(help="""Write the JSON Schemas of a pack's content files (for editors).

The schemas are made from the pack's game manifest (PACK/game.yaml): one per
card kind it declares, one for the ruleset and one for house rules; the
manifest's own schema is game.schema.json in the compiler.

With --pack PATH alone, writes them all (the manifest's and the sheet
settings' included) into PATH/schemas/, where the pack's files point with a
first line such as `# yaml-language-server: $schema=schemas/<kind>.schema.json`,
and sets `yaml.schemas` in PATH/.vscode/settings.json, so that an editor with
the YAML language server checks them while you type, wherever the pack lives.
With --out DIR, writes every schema, the manifest's included, into DIR.
With a KIND and no --out, prints that one schema to the screen. PATH
defaults to the only pack under ./content/ (with several, name one).""")
@click.argument("kind", required=False)
@click.option("--pack", "pack", metavar="PATH", help="The pack whose manifest the schemas come from.")
@click.option("--out", "out", metavar="DIR", help="Folder to write every schema into.")
def schema(kind: str | None, pack: str | None, out: str | None) -> None:
    from compiler.check import schemas
    from compiler.report.diagnostics import Diagnostic, DiagnosticBag, Span, render_text
    from compiler.check.manifest import read_manifest
    from compiler.check.schemas.define import dumps, pack_schemas

    if out is None and kind is None and pack is None:
        raise click.UsageError("name a KIND to print, or give --pack PATH or --out DIR to write them all")
    printing = out is None and kind is not None     # `schema KIND [--pack PATH]`
    pack = pack or _only_pack("content")
    bag = DiagnosticBag()
    manifest = read_manifest(pack, bag)
    if manifest is None:
        click.echo(render_text(bag.sorted()), err=True)
        sys.exit(1)
    from compiler.sheets.settings import SETTINGS_KIND, sheet_schema

    made = {schemas.GAME: schemas.game_schema(), **pack_schemas(manifest), SETTINGS_KIND: sheet_schema()}
    if kind is not None and kind not in made:
        raise click.BadParameter(f"`{kind}` is no file kind of {pack}; choose from {', '.join(made)}",
                                 param_hint="KIND")
    if printing:
        click.echo(dumps(made[kind]), nl=False)
        return
    into_pack = out is None
    if into_pack:
        out = os.path.join(pack, schemas.PACK_FOLDER)
    chosen = [kind] if kind else list(made)
    problem = _write_all(out, {k: dumps(made[k]) for k in chosen})
    if problem is None and into_pack and kind is None:
        _write_editor_settings(pack, manifest, list(made))
    if problem is not None:
        click.echo(render_text([Diagnostic("SYN008", problem, Span(out),
                                           help="choose a folder you may write to")]), err=True)
        sys.exit(1)


def _write_editor_settings(pack: str, manifest, kinds: list[str]) -> None:
    """.vscode/settings.json: `yaml.schemas` maps the pack's schemas to its files (compiler/commands/editor.py).

    The modelines already do the job, so a settings file we may not rewrite (JSON with
    comments, say) is a note, not a failure.
    """
    from compiler.commands.editor import SETTINGS, schema_patterns, write_settings

    problem = write_settings(pack, schema_patterns(pack, manifest, kinds))
    if problem is None:
        click.echo(f"wrote {os.path.join(pack, SETTINGS)} (yaml.schemas)")
    else:
        click.echo(f"note: {problem}", err=True)


def _only_pack(folder: str) -> str:
    from .build import _packs_under

    found = _packs_under(folder)
    if len(found) != 1:
        raise click.UsageError("give --pack PATH: the pack whose game manifest the schemas come from"
                               + (f" (packs under ./{folder}/: {', '.join(found)})" if found else ""))
    return found[0]


def _write_all(out: str, texts: dict[str, str]) -> str | None:
    """Write each schema atomically. Returns a problem or None."""
    try:
        os.makedirs(out, exist_ok=True)
    except OSError as exc:
        return f"cannot create the folder `{out}`: {exc.strerror or exc}"
    for kind, text in texts.items():
        target = os.path.join(out, f"{kind}.schema.json")
        try:
            write_atomic(target, text.encode("utf-8"))
        except OSError as exc:
            return f"cannot write `{target}`: {exc.strerror or exc}"
        click.echo(f"wrote {target}")
    return None
