"""`syndicate sheets PACK`: printable card sheets, card images and tabletop decks."""
from __future__ import annotations

import os
import sys

import click

from compiler.report.diagnostics import DiagnosticBag, Span, display_path, render_json, render_text
from compiler.commands.outputs import default_out


def _parse(parser, value: str | None, bag: DiagnosticBag, flag: str, example: str):
    if value is None:
        return None
    parsed = parser(value)
    if parsed is None:
        bag.error("SYN607", f"{flag} {value!r} is not understood", Span(flag),
                  help=f"write it like {example}")
    return parsed


@click.command(name="sheets")
@click.argument("pack", type=click.Path(file_okay=True, dir_okay=True))
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default=None,
              help="Output folder [default: out/<pack>/sheets].")
@click.option("--paper", type=click.Choice(["a4", "letter"]), default=None, help="Paper size [pack default: a4].")
@click.option("--card-size", default=None, metavar="WxH", help="Card size in mm, e.g. 63x88 (poker).")
@click.option("--bleed", type=float, default=None, metavar="MM", help="Bleed around every card in mm [default: 3].")
@click.option("--proof", is_flag=True, default=False, help="Proof: no bleed, for checking on a desk printer.")
@click.option("--grid", default=None, metavar="CxR", help="Cards per sheet, columns x rows [default: as many as fit].")
@click.option("--layout", "layout_", type=click.Choice(["sheet", "single"]), default=None,
              help="sheet: a grid per paper; single: one card per page with exact TrimBox (print shops).")
@click.option("--duplex", type=click.Choice(["long", "short", "none"]), default=None,
              help="Back pages for long- or short-edge double-sided printing, or none [default: long].")
@click.option("--back-offset", default=None, metavar="X,Y", help="Shift back pages by X,Y mm to calibrate a printer.")
@click.option("--kind", "kinds", multiple=True, metavar="KIND",
              help="Only cards of this kind, one the pack's manifest declares (repeatable).")
@click.option("--card", "ids", multiple=True, metavar="ID", help="Only this card id (repeatable).")
@click.option("--file", "files", multiple=True, type=click.Path(), help="Only cards of this file (repeatable).")
@click.option("--outputs", default=None, metavar="LIST",
              help="Comma-separated: html,pdf,png,tts [default: all].")
@click.option("--dpi", type=int, default=None, help="Resolution of the card PNGs [default: 300].")
@click.option("--tts-width", type=int, default=None, help="Card width in pixels in tabletop deck images [default: 500].")
@click.option("--image-url", default=None, metavar="BASE",
              help="Where the deck images will be hosted (http/https); the TTS object points there "
                   "[default: file URLs of the tts/ folder].")
@click.option("--jobs", "jobs", type=int, default=None, metavar="N",
              help="Processes laying out the PDF [default: the CPUs available].")
@click.option("--json", "as_json", is_flag=True, default=False, help="Print diagnostics as JSON.")
@click.option("--build-dir", "build_dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Folder of compiled packs (as for play, simulate, soak): without --out, the sheets go to "
                   "DIR/<pack>/sheets.")
def sheets(pack, out_dir, paper, card_size, bleed, proof, grid, layout_, duplex, back_offset, kinds, ids, files,
           outputs, dpi, tts_width, image_url, jobs, as_json, build_dir):
    """Render PACK's cards as print sheets (HTML preview + PDF), one PNG per card,
    and Tabletop Simulator deck images."""
    from compiler.pipeline import read_pack
    from compiler.sheets import pipeline, settings

    bag = DiagnosticBag()
    size = _parse(settings.parse_size, card_size, bag, "--card-size", "63x88")
    cols_rows = _parse(settings.parse_grid, grid, bag, "--grid", "3x3")
    offset = _parse(settings.parse_pair, back_offset, bag, "--back-offset", "0.5,-0.3")
    wanted = None
    if outputs is not None:
        wanted = tuple(o.strip() for o in outputs.split(",") if o.strip())
        unknown = [o for o in wanted if o not in settings.OUTPUTS]
        if unknown or not wanted:
            bag.error("SYN607", f"--outputs {outputs!r} names unknown outputs {unknown}", Span("--outputs"),
                      help=f"choose from {','.join(settings.OUTPUTS)}")
    loaded = None
    if not bag.errors:
        loaded = read_pack(pack, bag)
    result = None
    if loaded is not None and not bag.errors:
        templates = os.path.join(pack, "templates")
        opts = settings.load_pack_defaults(templates, bag, display_path(templates))
        opts = settings.with_overrides(
            opts, paper=paper, bleed=bleed, proof=proof or None, layout=layout_, duplex=duplex,
            back_offset=offset, outputs=wanted, dpi=dpi, tts_width=tts_width, image_url=image_url, jobs=jobs,
            kinds=tuple(kinds) or None, ids=tuple(ids) or None, files=tuple(files) or None,
            card_w=size[0] if size else None, card_h=size[1] if size else None,
            cols=cols_rows[0] if cols_rows else None, rows=cols_rows[1] if cols_rows else None)
        if out_dir is None and build_dir is not None:
            # A build of one's own (--build-dir) keeps its sheets beside it; a build carries them over.
            from compiler.build.folders import compiled_folder
            out_dir = os.path.join(compiled_folder(pack, build_dir), "sheets")
        target = out_dir or default_out(loaded.name, "sheets")   # never under Syndicate's generated/ (compiler/commands/outputs.py)
        if not bag.errors:
            try:
                result = pipeline.run(pack, opts, target, bag, loaded)
            except OSError as exc:
                bag.error("SYN610", f"cannot write the sheets: {exc.strerror or exc}",
                          Span(display_path(getattr(exc, "filename", None) or target)),
                          help="check that the output folder is writable and the disk is not full")
    diags = bag.sorted()
    if as_json:
        summary = {"errors": len(bag.errors), "warnings": len(bag.warnings),
                   "files": [display_path(f) for f in result.files] if result else [],
                   "cards": result.cards if result else 0,
                   "pages": result.pages if result and "pdf" in opts.outputs else 0}   # PDF pages written
        click.echo(render_json(diags, summary))
    else:
        if diags:
            click.echo(render_text(diags, color=sys.stderr.isatty()), err=True)
        if result is not None:
            pages = f"{result.pages} PDF pages, " if "pdf" in opts.outputs else ""
            click.echo(f"{result.cards} cards, {pages}{len(result.files)} files in {display_path(result.out_dir)}")
    sys.exit(1 if bag.errors else 0)
