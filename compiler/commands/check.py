"""`syndicate check PACK`: every problem of a pack, with file:line:col."""
from __future__ import annotations

import sys

import click


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def summary(pack, bag) -> dict:
    counts = pack.counts() if pack is not None else {}
    return {
        "pack": pack.name if pack is not None else None,
        "files": len(pack.documents) if pack is not None else 0,
        "cards": counts,
        "house_rules": len(pack.house_rules) if pack is not None else 0,
        "errors": len(bag.errors),
        "warnings": len(bag.warnings),
    }


def summary_text(s: dict, manifest=None) -> str:
    """The closing lines; `manifest` names each card kind by its label ("1 Card", "36 Cards")."""
    lines = []
    if s["pack"] is not None:
        kinds = manifest.kinds if manifest is not None else {}
        cards = "".join(f"{kinds[k].count(n)}, " for k, n in s["cards"].items())
        lines.append(f"checked {s['pack']}: {cards}{_plural(s['house_rules'], 'house rule')} "
                     f"in {_plural(s['files'], 'file')}")
    if s["errors"] or s["warnings"]:
        lines.append(f"{_plural(s['errors'], 'error')}, {_plural(s['warnings'], 'warning')}")
    else:
        lines.append("no problems found")
    return "\n".join(lines)


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
    from .. import check_cache
    from ..check import check_pack
    from ..check_progress import check_progress
    from ..diagnostics import SourceCache, render_json, render_text

    want = check_cache.key(pack, check_cache.options(fmt, color, strict))   # None unless run as `syndicate`
    with check_progress(pack) as progress:  # a bar on stderr for big packs on a terminal only
        loaded, bag = check_pack(pack, progress)
    diags = bag.sorted()
    info = summary(loaded, bag)
    if fmt == "json":
        out = render_json(diags, info) + "\n"
    else:
        sources = SourceCache()
        for doc in loaded.documents if loaded is not None else ():
            sources.remember(doc.path, doc.text)
        use_color = sys.stdout.isatty() if color is None else color
        out = render_text(diags, sources, use_color) + "\n\n" if diags else ""
        out += summary_text(info, loaded.manifest if loaded is not None else None) + "\n"
    failed = info["errors"] > 0 or (strict and info["warnings"] > 0)
    # Written as is (not click.echo, which drops colours from a pipe even under --color): the
    # same text a later unchanged run prints from the cache (compiler/entry.py).
    sys.stdout.write(out)
    sys.stdout.flush()
    check_cache.store(pack, want, out, 1 if failed else 0)
    sys.exit(1 if failed else 0)
