"""`syndicate new`: a pack of your own, anywhere, ready for the editor."""
from __future__ import annotations

import os
import shutil
import sys

import click

_HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(os.path.dirname(os.path.dirname(_HERE)), "content")
_NOT_COPIED = {"schemas", "__pycache__"}   # schemas are written fresh from the manifest


def bundled_games() -> list[str]:
    """The games that come with Syndicate: folders of content/ with a game.yaml."""
    if not os.path.isdir(BUNDLED):
        return []
    return sorted(n for n in os.listdir(BUNDLED) if os.path.isfile(os.path.join(BUNDLED, n, "game.yaml")))


@click.command(help="""Create a new pack at PATH, starting from a game that comes with Syndicate.

The pack gets the game's manifest (game.yaml: its engine, card kinds and
rules), its ruleset, house rules, card files (at least one of every kind)
and card templates, so that `syndicate check PATH`, `build` and `play` work
at once; change or replace the cards from there. It also gets its own
schemas (PATH/schemas/, as `syndicate schema --pack PATH` writes them), a
modeline in every YAML file pointing at them, and editor settings
(PATH/.vscode/settings.json) mapping them to the files, so an editor with
the YAML language server checks every file while you type, wherever the pack
lives. PATH must not exist yet, or be an empty folder.""")
@click.argument("path")
@click.option("--game", default="crime_lords", show_default=True, metavar="GAME",
              help="The game to start from (a folder of Syndicate's content/).")
def new(path: str, game: str) -> None:
    from compiler.report.diagnostics import Diagnostic, Span, render_text

    def fail(message: str, help_: str) -> None:
        click.echo(render_text([Diagnostic("SYN630", message, Span(path), help=help_)]), err=True)
        sys.exit(1)

    games = bundled_games()
    if game not in games:
        from compiler.report.suggest import did_you_mean

        fail(f"`{game}` is not a game that comes with Syndicate",
             did_you_mean(game, games, f"choose one of: {', '.join(games) or '(none found)'}"))
    if os.path.lexists(path) and not (os.path.isdir(path) and not os.path.islink(path) and not os.listdir(path)):
        fail(f"`{path}` already exists; `syndicate new` never writes over files",
             "name a new folder (or an empty one)")
    source = os.path.join(BUNDLED, game)
    try:
        made = _copy_game(source, path)
    except OSError as exc:
        fail(f"cannot create the pack: {exc.strerror or exc}", "choose a folder you may write to")
    click.echo(f"created {path} from {game} ({made} files)")
    from .schema import schema

    schema.main(["--pack", path], standalone_mode=False)
    click.echo(f"next: syndicate check {path}")


def _copy_game(source: str, dest: str) -> int:
    """Copy the game's files into `dest` (staged, then moved in); YAML files get modelines to dest/schemas/."""
    from compiler.build.atomic import staged_dir
    from compiler.check.modeline import modeline, with_modeline
    from compiler.commands.editor import KIND_LINE
    from ..sheets.settings import SETTINGS_FILE, SETTINGS_KIND

    count = 0
    dest = os.path.abspath(dest)
    if os.path.isdir(dest):
        os.rmdir(dest)   # empty (checked above): staged_dir puts the whole pack in its place
    with staged_dir(dest) as tmp:
        for folder, dirs, files in os.walk(source):
            dirs[:] = sorted(d for d in dirs if d not in _NOT_COPIED and not d.startswith("."))
            rel = os.path.relpath(folder, source)
            out_folder = os.path.normpath(os.path.join(tmp, rel))
            os.makedirs(out_folder, exist_ok=True)
            for name in sorted(files):
                src = os.path.join(folder, name)
                out = os.path.join(out_folder, name)
                count += 1
                if not name.endswith(".yaml"):
                    shutil.copyfile(src, out)
                    continue
                with open(src, encoding="utf-8") as fh:
                    text = fh.read()
                kind = SETTINGS_KIND if (rel == "templates" and name == SETTINGS_FILE) else None
                m = KIND_LINE.search(text)
                kind = kind or (m.group(1) if m else None)
                if kind is not None:
                    # The modeline as it will read at `dest` (the staged folder moves there whole).
                    final = os.path.join(dest, rel, name)
                    text = with_modeline(text, modeline(final, dest, kind))
                with open(out, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(text)
    return count
