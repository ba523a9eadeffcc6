"""The orchestrator: the whole check of a pack, stage by stage, and what `syndicate check` prints.

`check_pack`: load (check/pack.py's load_pack, with the loader of load/) → schema
(check/validate.py) → cross-checks (check/crosscheck.py) → effect language
(check/effects/check.py, when that module exists). Every stage runs even when
an earlier one found problems, so that one run reports everything; each stage
only reads values of the type it expects, so a broken value is reported once,
by the stage that owns it. `syndicate build` runs this check first
(build/builder.py).

`check_command`: what `syndicate check PACK` prints and how it exits; the click
command (commands/check.py) runs it, and so does `check_again`, the fast path
compiler/entry.py takes for a command line it has seen before: click's reading
of that command line was kept with its answer (cache/check_result.py), so
neither click nor any stage is imported when nothing changed, and the stages
only (with each unchanged file from the per-file cache) after an edit. The
command line is read by click alone.

Every import of a stage is inside the function that runs it: that laziness is
what keeps a `syndicate check` of an unchanged pack from importing them.
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from compiler.check.pack import Pack
    from compiler.report.diagnostics import DiagnosticBag

EFFECTS_CHECKER = "compiler.check.effects.check"


def _effects_checker():
    """`check_abilities(pack, bag)` of the effect-language checker, or None before it exists."""
    import importlib
    import importlib.util

    try:
        if importlib.util.find_spec(EFFECTS_CHECKER) is None:
            return None
    except ModuleNotFoundError:  # the compiler.check.effects package itself is missing
        return None
    return getattr(importlib.import_module(EFFECTS_CHECKER), "check_abilities", None)


def _has_effects_checker() -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(EFFECTS_CHECKER) is not None
    except ModuleNotFoundError:  # the compiler.check.effects package itself is missing
        return False


def use_kept_documents() -> None:
    """Give the loader's hook the per-file cache when this process may use it (the `syndicate` program)."""
    from compiler.cache import per_file
    from compiler.load import yamlload

    yamlload.documents = per_file if per_file.enabled() else None


def read_pack(root: str, bag: DiagnosticBag) -> Pack | None:
    """The checked pack, its diagnostics added to `bag`: what the outputs (sheets) start from."""
    pack, found = check_pack(root)
    bag.extend(found)
    return pack


def check_pack(root: str, progress=None, keep_effects: bool = False) -> tuple[Pack | None, DiagnosticBag]:
    """`progress` (compiler/report/progress.py), if given, hears of each file and stage.

    `keep_effects`: the effect-language stage may give back its kept answer
    (compiler/cache/effects_stage.py) instead of checking every ability; for
    `syndicate check`, which prints the diagnostics only (a build needs the
    checked abilities themselves)."""
    from compiler.check.pack import load_pack
    from compiler.report.diagnostics import DiagnosticBag

    use_kept_documents()
    bag = DiagnosticBag()
    pack = load_pack(root, bag, progress)
    if pack is None:
        return None, bag
    from compiler.check.validate import validate_pack  # jsonschema: imported only when there is a pack
    from compiler.check.crosscheck import crosscheck_pack

    if progress is not None:
        progress.stage("schemas")
    validate_pack(pack, bag)
    if progress is not None:
        progress.stage("cross-checks")
    crosscheck_pack(pack, bag)
    from compiler.check.engine_reads import check_engine_reads

    check_engine_reads(pack, bag)   # what the pack's engine reads is there (SYN212)
    check_sheet_settings(pack.root, bag)
    from compiler.sheets.art.check import check_art   # card art: the files `art:` and the sheet settings name

    check_art(pack, bag)
    if _has_effects_checker():
        if progress is not None:
            progress.stage("abilities")
        if keep_effects:
            from compiler.cache.effects_stage import run

            run(pack, bag, _effects_checker)
        else:
            checker = _effects_checker()
            if checker is not None:
                checker(pack, bag)
    return pack, bag


# templates/sheet.yaml and its kind, as compiler/sheets/settings.py names them (a test holds them equal):
# known here so that a check whose sheet settings are unchanged need not import the sheets package.
SHEET_SETTINGS_FILE, SHEET_SETTINGS_KIND = "sheet.yaml", "sheet"


def check_sheet_settings(root: str, bag: DiagnosticBag) -> None:
    """templates/sheet.yaml, when the pack has one: its values (as `syndicate sheets` reads them) and modeline."""
    import os

    from compiler.cache import per_file as file_cache
    from compiler.check.modeline import check_modeline
    from compiler.report.diagnostics import display_path

    templates = os.path.join(root, "templates")
    if not os.path.isdir(templates):
        return
    shown_dir = display_path(templates)
    path, shown = os.path.join(templates, SHEET_SETTINGS_FILE), os.path.join(shown_dir, SHEET_SETTINGS_FILE)
    if file_cache.enabled() and os.path.lexists(path):
        # What the settings say depends on this file alone: kept per file, as the schema stage's errors are.
        from compiler.load.yamlload import load_text, read_source

        text, problems = read_source(path, shown, root=templates)
        kept = file_cache.stage(shown, text, "sheet-settings") if text is not None and not problems else None
        if kept is not None:
            bag.extend(kept)
            doc, load_problems = load_text(text, shown)
            if not load_problems:
                check_modeline(doc.path, doc.text, SHEET_SETTINGS_KIND, root, bag)
            return
    from compiler.report.diagnostics import DiagnosticBag
    from compiler.sheets.settings import SETTINGS_KIND, read_pack_defaults

    found = DiagnosticBag()
    _, doc = read_pack_defaults(templates, found, shown_dir)
    bag.extend(found.items)
    if doc is not None:
        file_cache.keep_stage(doc.path, doc.text, "sheet-settings", found.items)
        check_modeline(doc.path, doc.text, SETTINGS_KIND, root, bag)


# --- `syndicate check`: what it prints and how it exits ---------------------------------
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


def check_again(argv: list[str]) -> int | None:
    """The cached fast path: `syndicate check ...` run as it was last time, or None (click reads argv).

    The command line is not parsed here: the cache kept, with the last answer to
    these very words (in this folder, with this compiler), what click read from
    them. Unchanged inputs print that answer; changed ones are checked afresh."""
    from compiler.cache import check_result as check_cache

    command = check_cache.command(argv)
    if command is None:
        return None
    pack, fmt, color, strict = command
    return check_command(pack, fmt, color, strict)


def check_command(pack: str, fmt: str, color: bool | None, strict: bool) -> int:
    """Check `pack`, print the answer on stdout; the exit status (1: an error, or a warning under --strict).

    The answer is kept (cache/check_result.py) for the next run of the same
    command line over the same inputs, and what each file yielded for the next
    run over the same file (cache/per_file.py). The key and the check read the
    same bytes (files/safe_read.py, `read_once`)."""
    from compiler.cache import check_result as check_cache
    from compiler.files.safe_read import read_once

    options = check_cache.options(fmt, color, strict)
    with read_once():
        want = check_cache.key(pack, options)
        hit = check_cache.load(want)
        if hit is not None:
            out, status = hit
            sys.stdout.write(out)
            sys.stdout.flush()
            return status
        out, status = _check_output(pack, fmt, color, strict)
        if want is not None and check_cache.key(pack, options) != want:
            want = None     # files came or went (or others changed) during the check: keep no answer
    # Written as is (not click.echo, which drops colours from a pipe even under --color): the
    # same text a later unchanged run prints from the cache.
    sys.stdout.write(out)
    sys.stdout.flush()
    check_cache.store(want, out, status, (pack, fmt, color, strict))
    return status


def _check_output(pack: str, fmt: str, color: bool | None, strict: bool) -> tuple[str, int]:
    from compiler.cache import per_file as file_cache
    from compiler.report.diagnostics import SourceCache, render_json, render_text
    from compiler.report.progress import check_progress

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
    file_cache.flush()
    return out, 1 if failed else 0
