"""The `syndicate` command line.

Each subcommand lives in its own module under compiler/commands/ and is
imported only when it runs, so that `syndicate check` (a designer's inner
loop) does not pay for the engine, the PDF renderer or the simulator.
"""
from __future__ import annotations

import importlib
import sys

import click

# name -> (module, attribute, one-line help shown in `syndicate --help`)
COMMANDS: dict[str, tuple[str, str, str]] = {
    "new": ("compiler.commands.new", "new", "Create a pack of your own from a bundled game, with schemas and editor settings."),
    "check": ("compiler.commands.check", "check", "Validate a pack and report every problem with file:line:col."),
    "schema": ("compiler.commands.schema", "schema", "Write the JSON Schemas of every file kind (for editors)."),
    "build": ("compiler.commands.build", "build", "Compile a pack's cards and abilities into Python under generated/."),
    "play": ("compiler.commands.play", "play", "Play one game between computer players (or you) and print it."),
    "replay": ("compiler.commands.play", "replay", "Replay a saved game log and print its final state hash."),
    "sheets": ("compiler.commands.sheets", "sheets", "Render printable card sheets: HTML, PDF, PNG cards, tabletop decks."),
    "simulate": ("compiler.commands.simulate", "simulate", "Play many games in parallel and write a balance report."),
    "lsp": ("compiler.commands.lsp", "lsp", "Run the effect language's language server over stdio (for editors)."),
    "preview": ("compiler.commands.preview", "preview", "Show the pack's cards on a local web page that follows your edits."),
    "tune": ("compiler.commands.tune", "tune", "Find the one number to change in an unbalanced card, proven by games."),
    "soak": ("compiler.commands.soak", "soak", "Play seeded random games for a while, checking invariants every step."),
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name for name, (module, _, _) in COMMANDS.items() if importlib.util.find_spec(module) is not None]

    def get_command(self, ctx: click.Context, name: str):
        entry = COMMANDS.get(name)
        if entry is None:
            return None
        module, attr, _ = entry
        try:
            return getattr(importlib.import_module(module), attr)
        except ModuleNotFoundError as exc:
            if exc.name == module:
                return None
            raise

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # Short help from the table, without importing every command module.
        rows = [(name, COMMANDS[name][2]) for name in self.list_commands(ctx)]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="syndicate", prog_name="syndicate")
def main() -> None:
    """Syndicate compiles the content of crime card games.

    Write cards as YAML (abilities in the effect language), then:

    \b
      syndicate check content/crime_lords     find every mistake, with file:line:col
      syndicate build content/crime_lords     compile it to Python in generated/
      syndicate play content/crime_lords      watch computer players play a game
      syndicate sheets content/crime_lords    print-ready card sheets
      syndicate simulate content/crime_lords  balance report from many games
      syndicate tune content/crime_lords      the one edit that brings an outlier back
    """


def run() -> None:  # pragma: no cover - thin wrapper for `python -m compiler`
    sys.exit(main())
