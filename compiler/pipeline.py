"""The whole check of a pack, stage by stage, into one DiagnosticBag.

load (pack.load_pack) → schema (validate) → cross-checks (crosscheck) →
effect language (compiler.check.effects.check, when that module exists).

Every stage runs even when an earlier one found problems, so that one run
reports everything; each stage only reads values of the type it expects, so a
broken value is reported once, by the stage that owns it.
"""
from __future__ import annotations

import importlib
import importlib.util

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.pack import Pack, load_pack

EFFECTS_CHECKER = "compiler.check.effects.check"


def _effects_checker():
    """`check_abilities(pack, bag)` of the effect-language checker, or None before it exists."""
    try:
        if importlib.util.find_spec(EFFECTS_CHECKER) is None:
            return None
    except ModuleNotFoundError:  # the compiler.check.effects package itself is missing
        return None
    return getattr(importlib.import_module(EFFECTS_CHECKER), "check_abilities", None)


def _has_effects_checker() -> bool:
    try:
        return importlib.util.find_spec(EFFECTS_CHECKER) is not None
    except ModuleNotFoundError:  # the compiler.check.effects package itself is missing
        return False


def check_pack(root: str, progress=None, keep_effects: bool = False) -> tuple[Pack | None, DiagnosticBag]:
    """`progress` (compiler/check_progress.py), if given, hears of each file and stage.

    `keep_effects`: the effect-language stage may give back its kept answer
    (compiler/cache/effects_stage.py) instead of checking every ability; for
    `syndicate check`, which prints the diagnostics only (a build needs the
    checked abilities themselves)."""
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
    check_sheet_settings(pack.root, bag)
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
    from .sheets.settings import SETTINGS_KIND, read_pack_defaults

    found = DiagnosticBag()
    _, doc = read_pack_defaults(templates, found, shown_dir)
    bag.extend(found.items)
    if doc is not None:
        file_cache.keep_stage(doc.path, doc.text, "sheet-settings", found.items)
        check_modeline(doc.path, doc.text, SETTINGS_KIND, root, bag)
