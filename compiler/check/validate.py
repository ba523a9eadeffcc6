"""Schema stage: every content file against the JSON Schema of its kind.

All errors of a file are collected (``iter_errors``), not only the first, and
each one is turned into a Diagnostic in plain designer language placed at the
YAML line and column of the value (or, for an unknown key, of the key).
jsonschema is imported here, not at start-up of the CLI, and each schema is
compiled once per process; in the `syndicate` process a file's schema errors
are kept per file (compiler/cache/per_file.py), so a check after an edit imports
jsonschema only to validate the files that changed.
"""
from __future__ import annotations

import os
import re
from typing import Any

from . import schemas
from .schemas.define import RETIRED
from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.report.suggest import choices, did_you_mean
from compiler.load.yamlload import Document, yaml_1_1_meaning


_validators: dict[tuple, Any] = {}
_pack_schemas: dict[str, dict] = {}
_OTHER_BASE = re.compile(r"[-+]?0[oOxXbB][0-9a-fA-F_]+")
ID_PATTERN = "^[a-z][a-z0-9_]*$"

PATTERN_WORDS = {
    "^[a-z][a-z0-9_]*$": "an id: lowercase letters, digits and underscores, starting with a letter",
    "^#[0-9A-Fa-f]{6}$": "a colour written `#rrggbb` (six hex digits)",
}


def _compile(schema: dict):
    from jsonschema import Draft202012Validator, validators  # costly import: only when validating

    card = schema.get("$defs", {}).get("card")
    if card is not None:
        # Inline the card schema: resolving a $ref for each of thousands of cards is slow.
        schema = dict(schema, properties=dict(schema["properties"]))
        schema["properties"]["cards"] = dict(schema["properties"]["cards"], items=card)
    # JSON Schema calls 6.0 an integer; a card's counts are written as whole numbers (6).
    checker = Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool))
    return validators.extend(Draft202012Validator, type_checker=checker)(schema)


def validator(kind: str, manifest=None):
    """The compiled validator of one file kind: the manifest's own, or one made from `manifest`.

    Built on first use and kept for the process, keyed by the manifest's text.
    """
    key = (schemas.GAME,) if kind == schemas.GAME else (manifest.digest, kind)
    v = _validators.get(key)
    if v is None:
        if kind == schemas.GAME:
            schema = schemas.game_schema()
        else:
            made = _pack_schemas.setdefault(manifest.digest, {})
            schema = made.get(kind)
            if schema is None:
                from .schemas.define import pack_schema  # the kinds asked for only

                schema = made[kind] = pack_schema(manifest, kind)
        v = _validators[key] = _compile(schema)
    return v


def validate_pack(pack, bag: DiagnosticBag) -> None:   # pack: compiler.check.pack.Pack (not imported: it imports this)
    """Every file but the manifest (pack.load_pack checked it) against the schema of its kind."""
    if pack.manifest is None:
        return  # without the game, no file can be checked; the manifest's problems are reported
    made: dict[int, list] = {}
    for card in pack.cards:
        if card.path[0] == "series":
            made.setdefault(id(card.doc), []).append(card)
    for doc in pack.documents:
        if isinstance(doc.data, dict) and doc.data.get("kind") == schemas.GAME:
            if doc is pack.manifest.doc:   # checked on loading; only its modeline is left to see
                _check_modeline(doc, schemas.GAME, bag, pack.root)
            continue  # another `kind: game` file is SYN115
        kind = validate_document(doc, bag, pack.manifest, pack.root)
        if kind in pack.manifest.kinds and id(doc) in made:
            cards = made[id(doc)]   # made from this file alone (compiler/check/series.py): kept per file too
            _per_file(doc, f"series:{pack.manifest.digest}:{kind}", bag,
                      lambda found: _validate_made_cards(doc, kind, cards, found, pack.manifest))


def _validate_made_cards(doc: Document, kind: str, cards: list, bag: DiagnosticBag, manifest) -> None:
    """Each card a series made (compiler/check/series.py), checked like a card of `cards:`, reported at its template.

    Cards of one template that break the schema the same way give one diagnostic, not one each."""
    check = validator(kind, manifest)
    reported: set = set()
    for card in cards:
        for error in check.iter_errors({"kind": kind, "cards": [card.data]}):
            path = card.path + tuple(error.absolute_path)[2:]
            if (path, error.validator) in reported:
                continue
            reported.add((path, error.validator))
            _report(doc, kind, error, bag, set(), path=path, made=card.data)


def validate_document(doc: Document, bag: DiagnosticBag, manifest=None, pack_root: str | None = None,
                      given: dict | None = None) -> str | None:
    """Check one loaded file; return its kind when it has a known one.

    Without a manifest only a manifest (`kind: game`) can be checked, or the
    kinds whose schemas are `given` (file kind -> schema: a compiled pack's).
    """
    if given:
        kinds = tuple(given)
    else:
        kinds = manifest.file_kinds if manifest is not None else (schemas.GAME,)
    data = doc.data
    if not isinstance(data, dict):
        what = _show(data)
        first = kinds[0]
        bag.error("SYN102", f"a content file must be a mapping that starts with `kind:`, not {what}", doc.span(()),
                  help=f"start the file with `kind: {first}` (or {', '.join(kinds[1:])})"
                       " and put cards under `cards:`")
        return None
    kind = data.get("kind")
    if "kind" not in data:
        bag.error("SYN108", "the file does not say what it holds: `kind:` is missing", doc.span(()),
                  help=f"add a first line `kind: ...`, one of {choices(kinds)}")
        return None
    if kind not in kinds:
        bag.error("SYN108", f"unknown file kind {_show(kind)}", doc.span(("kind",)),
                  help=did_you_mean(str(kind), kinds, f"use one of {choices(kinds)}"))
        return None
    if given:
        _schema_errors(doc, kind, _compile(given[kind]), bag)
        return kind
    _check_modeline(doc, kind, bag, pack_root)
    # The schema's errors depend on this file and the manifest alone: kept per file (compiler/cache/per_file.py).
    _per_file(doc, f"schema:{manifest.digest if manifest is not None else kind}:{kind}", bag,
              lambda found: _schema_errors(doc, kind, validator(kind, manifest), found))
    return kind


def _schema_errors(doc: Document, kind: str, check, bag: DiagnosticBag) -> None:
    seen: set = set()
    for error in check.iter_errors(doc.data):
        _report(doc, kind, error, bag, seen)


def _per_file(doc: Document, stage: str, bag: DiagnosticBag, run) -> None:
    """What `run(bag)` reports about `doc`, from the per-file cache when this file was checked so before.

    Only for work whose every input is the file's text, its path and the named stage (manifest digest,
    kind): jsonschema is then imported only for files that changed since the last check.
    """
    from compiler.cache import per_file as file_cache

    kept = file_cache.stage(doc.path, doc.text, stage) if doc.text is not None else None
    if kept is not None:
        bag.extend(kept)
        return
    found = DiagnosticBag()
    run(found)
    bag.extend(found.items)
    if doc.text is not None:
        file_cache.keep_stage(doc.path, doc.text, stage, found.items)


def _check_modeline(doc: Document, kind: str, bag: DiagnosticBag, pack_root: str | None) -> None:
    from .modeline import check_modeline

    check_modeline(doc.path, doc.text, kind, pack_root or os.path.dirname(doc.path), bag)


# --- turning jsonschema errors into diagnostics ------------------------------

def _report(doc: Document, kind: str, error, bag: DiagnosticBag, seen: set, path: tuple | None = None,
            made: dict | None = None) -> None:
    """One jsonschema error as a diagnostic; `path` places it elsewhere than the error's own path (a series'
    template, for a card it `made`)."""
    path = tuple(error.absolute_path) if path is None else path
    inst, s, v = error.instance, error.schema, error.validator
    name = _name(doc, kind, path, made)
    if v == "required":
        if (path, v) in seen:
            return  # jsonschema reports each missing key; we report them all at once
        seen.add((path, v))
        props = s.get("properties", {})
        for key in s.get("required", []):
            if isinstance(inst, dict) and key not in inst:
                about = props.get(key, {})
                help_ = about.get("description")
                if about.get("examples"):
                    help_ = f"{help_} Example: `{key}: {_example(about['examples'][0])}`"
                bag.error("SYN101", f"{name} has no `{key}`", doc.span(path), help=help_)
    elif v == "additionalProperties":
        allowed = list(s.get("properties", {}))
        retired = s.get(RETIRED) or {}
        for key in inst:
            if key in allowed:
                continue
            where = doc.span(path + (key,), key=True)
            setting = ".".join(str(p) for p in path[1:] + (key,))
            if key in retired:                  # taken out of the game: say so, not "did you mean" a near key
                if kind == "house_rule" and path[:1] == ("settings",):
                    bag.error("SYN208", f"house rule setting `{setting}` is no longer a ruleset setting", where,
                              help=retired[key])
                else:
                    bag.error("SYN103", f"`{key}` is no longer a property of {name}", where, help=retired[key])
            elif kind == "house_rule" and path[:1] == ("settings",):
                bag.error("SYN208", f"house rule setting `{setting}` is not a ruleset setting", where,
                          help=did_you_mean(key, allowed, f"settings here: {choices(allowed)}"))
            else:
                bag.error("SYN103", f"unknown property `{key}` in {name}", where,
                          help=did_you_mean(key, allowed, f"allowed here: {choices(allowed)}"))
    elif v == "type" and _unquoted_ability(path, inst):
        # `- on turn_start: gain 1 G` unquoted: the `: ` made YAML read a mapping. One error, with the fix.
        said = _ability_said(inst)
        bag.error("SYN430", f"{name} needs quotes: YAML reads the `: ` in it as `key: value`, so the ability is not text",
                  doc.span(path), help=f"put the ability in quotes: `- \"{said}\"`" if said is not None
                  else "put the ability in quotes, or write it as a block scalar (`- |` with the ability below)")
    elif v == "type" and made is None and _changed_dialect(doc, path, s, name, bag):
        pass
    elif v == "type":
        msg = f"{name} must be {_expected(s)}, not {_show(inst)}"
        help_ = None
        if "object" in _types(s) and isinstance(inst, list):
            help_ = "write `key: value` lines here; a `-` in front of a line makes a list item"
        elif "object" in _types(s) and isinstance(inst, str) and path[:1] == ("cards",) and len(path) == 2:
            help_ = "write each card as `- id: ...` followed by its fields, indented under it"
        elif "integer" in _types(s) and isinstance(inst, str) and inst.strip().lstrip("+-").isdigit():
            help_ = f"remove the quotes: `{inst.strip()}`"
        elif "integer" in _types(s) and isinstance(inst, float) and inst.is_integer():
            help_ = f"write `{int(inst)}`: a count is a whole number, without `.0`"
        elif "integer" in _types(s) and isinstance(inst, str) and _OTHER_BASE.fullmatch(inst.strip()):
            help_ = "write the number as a plain decimal"
        elif "string" in _types(s) and (inst is None or isinstance(inst, (bool, int, float))):
            raw = _raw(doc, doc.span(path)) or _plain(inst)
            help_ = f"YAML reads `{raw}` as {'nothing' if inst is None else 'a number or true/false'}; " \
                    f"put text in quotes: `\"{raw}\"`"
        elif s.get("description"):
            help_ = s["description"]
        bag.error("SYN102", msg, doc.span(path), help=help_)
    elif v in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        bag.error("SYN104", f"{name} must be {_expected(s)}, not {_show(inst)}", doc.span(path),
                  help=s.get("description"))
    elif v in ("enum", "const"):
        options = s["enum"] if v == "enum" else [s["const"]]
        bag.error("SYN105", f"{name} must be one of {choices(map(_plain, options))}, not {_show(inst)}",
                  doc.span(path), help=did_you_mean(str(inst), [str(o) for o in options], s.get("description")))
    elif v == "pattern":
        words = PATTERN_WORDS.get(s["pattern"], f"text matching `{s['pattern']}`")
        help_ = None
        if s["pattern"] == ID_PATTERN:
            slug = re.sub(r"[^a-z0-9]+", "_", inst.lower()).strip("_")
            if slug and slug[0].isalpha():
                help_ = f"try `{slug}`"
        bag.error("SYN106", f"{name} must be {words}, not {_show(inst)}", doc.span(path), help=help_)
    elif v in ("minLength", "maxLength", "minItems", "maxItems"):
        bag.error("SYN107", _length_message(name, v, error.validator_value, inst), doc.span(path),
                  help=s.get("description"))
    elif v == "uniqueItems":
        bag.error("SYN109", f"{name} lists the same value twice", doc.span(path), help="remove the repeated value")
    else:
        bag.error("SYN109", f"{name} breaks the schema: {error.message}", doc.span(path), help=s.get("description"))


def _unquoted_ability(path: tuple, inst) -> bool:
    return len(path) >= 2 and path[-2] == "abilities" and isinstance(path[-1], int) and isinstance(inst, dict)


def _ability_said(inst: dict) -> str | None:
    """The ability a designer typed, from the one-key mapping YAML made of it (None if it is not one)."""
    if len(inst) != 1:
        return None
    [(key, value)] = inst.items()
    if isinstance(value, (dict, list)) or not isinstance(key, str):
        return None
    text = f"{key}: {_plain(value)}" if value is not None else f"{key}:"
    return None if '"' in text or "\\" in text else text
def _changed_dialect(doc: Document, path: tuple, s: dict, name: str, bag: DiagnosticBag) -> bool:
    """SYN030: unquoted text that YAML 1.1 read as a boolean or number, where one is wanted.

    `rackets_to_win: no` was false to YAML 1.1 (older Syndicate); YAML 1.2, which
    Syndicate and every editor read, makes it the text "no". Say so, and what to write.
    """
    wanted = {"boolean", "integer", "number"} & set(_types(s))
    if not wanted:
        return False
    old = yaml_1_1_meaning(doc, path)
    if old is None:
        return False
    text = doc._value_at(path)
    if isinstance(old, bool) and "boolean" in wanted:
        fix = f"write `{_plain(old)}`"
    elif not isinstance(old, bool) and wanted & {"integer", "number"}:
        fix = f"write `{int(old) if float(old).is_integer() else old}`"
    else:
        fix = f"write {_expected(s)}"
    bag.error("SYN030", f"in YAML 1.2 `{text}` is a string, so {name} is not {_expected(s)} "
                        f"(YAML 1.1 read it as `{_plain(old)}`)", doc.span(path),
              help=f"{fix}; Syndicate and editors read YAML 1.2, where only `true` and `false` are "
                   "booleans and numbers are plain decimals")
    return True


def _raw(doc: Document, span: Span) -> str | None:
    """The source text of a one-line value, as the designer typed it."""
    if span.end_line != span.line or not span.end_col:
        return None
    lines = doc.text.splitlines()
    if not 1 <= span.line <= len(lines):
        return None
    return lines[span.line - 1][span.col - 1:span.end_col - 1] or None


def _types(s: dict) -> list:
    t = s.get("type", [])
    return t if isinstance(t, list) else [t]


def _expected(s: dict) -> str:
    words = []
    for t in _types(s):
        if t == "integer":
            lo, hi = s.get("minimum"), s.get("maximum")
            if lo is not None and hi is not None:
                words.append(f"a whole number from {lo} to {hi}")
            elif lo is not None:
                words.append(f"a whole number of at least {lo}")
            else:
                words.append("a whole number")
        elif t == "string":
            words.append(PATTERN_WORDS.get(s.get("pattern", ""), "text"))
        elif t == "boolean":
            words.append("`true` or `false`")
        elif t == "array":
            words.append("a list (lines starting with `- `)")
        elif t == "object":
            words.append("a mapping (`key: value` lines)")
        else:
            words.append(str(t))
    return " or ".join(words) or "something else"


def _length_message(name: str, v: str, limit: int, inst) -> str:
    if v == "minLength":
        return f"{name} must not be empty" if limit == 1 else f"{name} must be at least {limit} characters long"
    if v == "maxLength":
        return f"{name} is {len(inst)} characters long; at most {limit} are allowed"
    if v == "minItems":
        return f"{name} must hold at least {limit} item{'s' if limit != 1 else ''}"
    return f"{name} holds {len(inst)} items; at most {limit} are allowed"


def _name(doc: Document, kind: str, path: tuple, made: dict | None = None) -> str:
    """How a designer would name the value at `path` (a card a series `made`: by its id and its series)."""
    if not path:
        return "the file"
    if made is not None and len(path) >= 3 and path[0] == "series":
        who = f"`{made['id']}`" if isinstance(made.get("id"), str) else "a card"
        where = f"{kind} card {who} (made by series {path[1] + 1})"
        return where if len(path) == 3 else f"{_field(path[3:])} of {where}"
    if path[0] == "cards" and len(path) >= 2 and isinstance(path[1], int):
        card = doc._value_at(path[:2])
        who = f"`{card['id']}`" if isinstance(card, dict) and isinstance(card.get("id"), str) else f"#{path[1] + 1}"
        if len(path) == 2:
            return f"{kind} card {who}"
        rest = path[2:]
        return f"{_field(rest)} of {kind} {who}"
    return _field(path)


def _field(path: tuple) -> str:
    if isinstance(path[-1], int):
        parent = ".".join(str(p) for p in path[:-1] if not isinstance(p, int))
        return f"item {path[-1] + 1} of `{parent}`"
    return "`" + ".".join(str(p) for p in path if not isinstance(p, int)) + "`"


def _plain(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _show(value) -> str:
    if value is None:
        return "empty (nothing after the colon)"
    if isinstance(value, bool):
        return f"`{_plain(value)}`"
    if isinstance(value, (int, float)):
        return f"`{value}`"
    if isinstance(value, str):
        text = value if len(value) <= 40 else value[:37] + "..."
        numeric = text.strip().lstrip("+-").replace(".", "", 1).isdigit()
        return f"`\"{text}\"` (text, because of the quotes)" if numeric else f"`{text}`"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return f"`{value!r}`"


def _example(value) -> str:
    if isinstance(value, bool):
        return _plain(value)
    if isinstance(value, (dict, list)):
        import json

        return json.dumps(value)
    return str(value)
