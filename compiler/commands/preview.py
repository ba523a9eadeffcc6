"""`syndicate preview PACK`: the cards in a browser, updated as the pack's files change."""
from __future__ import annotations

import os
import sys

import click


@click.command(help="""Show PACK's cards, as printed, on a local web page that follows your edits.

The page (http://127.0.0.1:PORT/, this machine only) shows every card with
its file and line and its abilities in English, filterable by kind. When a
card file, a template, the stylesheet or the sheet settings change, the cards
they touch are rendered again and appear without a reload; a file with errors
keeps its last good cards on the page with the diagnostics over them. Stop it
with Ctrl-C.""")
@click.argument("pack", metavar="PACK")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="The port on 127.0.0.1 (0: any free port).")
def preview(pack: str, port: int) -> None:
    from compiler.report.diagnostics import Span, render_text, Diagnostic

    if not os.path.isfile(os.path.join(pack, "game.yaml")):
        click.echo(render_text([Diagnostic("SYN001", f"`{pack}` is not a pack folder (it has no game.yaml)", Span(pack),
                                           help="name a pack folder, e.g. content/crime_lords")]), err=True)
        sys.exit(1)
    from compiler.preview.server import serve

    def ready(url, preview_, took):
        click.echo(f"{len(preview_.deck.cards)} cards rendered in {took:.2f} s; preview at {url} (Ctrl-C to stop)",
                   err=False)
        sys.stdout.flush()

    try:
        serve(pack, port, ready)
    except OSError as exc:
        click.echo(render_text([Diagnostic("SYN008", f"cannot listen on 127.0.0.1:{port}: {exc.strerror or exc}",
                                           Span(pack), help="choose another port with --port (0: any free one)")]),
                   err=True)
        sys.exit(1)
