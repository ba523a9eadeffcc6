"""What `syndicate check PACK` prints and how it exits, without the command line around it.

compiler/commands/check.py (the click command) and compiler/entry.py (a plain
`check PACK [--format F] [--color|--no-color] [--strict]`, run before click is
imported: click is not needed to check a pack) both end here, so the two print
the same bytes. The answer is kept for the next run over the same inputs
(compiler/cache/check_result.py), and what each file yielded for the next run over
the same file (compiler/cache/per_file.py).
"""
from __future__ import annotations

import sys


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


_UNKNOWN = object()


def run(pack: str, fmt: str, color: bool | None, strict: bool, want=_UNKNOWN) -> int:
    """Check `pack`, print the answer on stdout, keep it; the exit status (1: an error, or a warning under --strict).

    `want`: the result cache's key for this run, when the caller has made it already."""
    from compiler.cache import check_result as check_cache, per_file as file_cache
    from compiler.pipeline import check_pack
    from .check_progress import check_progress
    from compiler.report.diagnostics import SourceCache, render_json, render_text

    if want is _UNKNOWN:   # None unless run as `syndicate`
        want = check_cache.key(pack, check_cache.options(fmt, color, strict))
    with check_progress(pack) as progress:  # a bar on stderr for big packs on a terminal only
        loaded, bag = check_pack(pack, progress, keep_effects=True)
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
    file_cache.flush()
    return 1 if failed else 0
