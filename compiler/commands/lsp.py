"""`syndicate lsp`: the effect language's language server, over stdio (for editors)."""
from __future__ import annotations

import click


@click.command(help="""Run the language server of the effect language over stdio.

Editors start it (VS Code: editors/vscode/; Neovim and Helix: see
docs/editors.md). For every YAML file opened in a pack (a folder with
game.yaml, found upwards from the file), the whole pack is checked with the
editor's unsaved text, as `syndicate check` does, and the diagnostics are
shown while you type. Inside ability strings it completes the pack's words,
explains an ability, a card or a word on hover, goes to a card's definition,
offers "did you mean" fixes and colours the words.""")
@click.option("--stdio", is_flag=True, help="Talk over standard input and output: the only transport, and the default. "
              "Accepted because editors' clients (VS Code's among them) pass it.")
def lsp(stdio: bool) -> None:
    from compiler.lsp.server import main

    main()
