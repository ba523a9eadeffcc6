"""Schema stage: every content file against the JSON Schema of its kind.

All errors of a file are collected (``iter_errors``), not only the first, and
each one is turned into a Diagnostic in plain designer language placed at the
YAML line and column of the value (or, for an unknown key, of the key).
jsonschema is imported here, not at start-up of the CLI, and each schema is
compiled once per process.
"""
from __future__ import annotations

import os
import re
from typing import Any

from . import schemas
from .diagnostics import DiagnosticBag, Span
from .pack import Pack
from .suggest import choices, did_you_mean
from .yamlload import Document

_MODELINE = re.compile(r"^\s*#\s*yaml-language-server:\s*\$schema=(\S+)", re.MULTILINE)
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
            made = _pack_schemas.get(manifest.digest)
            if made is None:
                from .schemas.define import pack_schemas

                made = _pack_schemas[manifest.digest] = pack_schemas(manifest)
            schema = made[kind]
        v = _validators[key] = _compile(schema)
    return v


def validate_pack(pack: Pack, bag: DiagnosticBag) -> None:
    """Every file but the manifest (pack.load_pack checked it) against the schema of its kind."""
    if pack.manifest is None:
        return  # without the game, no file can be checked; the manifest's problems are reported
    made: dict[int, list] = {}
    for card in pack.cards:
        if card.path[0] == "series":
            made.setdefault(id(card.doc), []).append(card)
    for doc in pack.documents:
        if isinstance(doc.data, dict) and doc.data.get("kind") == schemas.GAME:
            continue  # the manifest is checked on loading; another `kind: game` file is SYN115
        kind = validate_document(doc, bag, pack.manifest, pack.root)
        if kind in pack.manifest.kinds and id(doc) in made:
            _validate_made_cards(doc, kind, made[id(doc)], bag, pack.manifest)


def _validate_made_cards(doc: Document, kind: str, cards: list, bag: DiagnosticBag, manifest) -> None:
    """Each card a series made (compiler/series.py), checked like a card of `cards:`, reported at its template.

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
    root = doc.span(())
    if not isinstance(data, dict):
        what = _show(data)
        first = kinds[0]
        bag.error("SYN102", f"a content file must be a mapping that starts with `kind:`, not {what}", root,
                  help=f"start the file with `kind: {first}` (or {', '.join(kinds[1:])})"
                       " and put cards under `cards:`")
        return None
    kind = data.get("kind")
    if "kind" not in data:
        bag.error("SYN108", "the file does not say what it holds: `kind:` is missing", root,
                  help=f"add a first line `kind: ...`, one of {choices(kinds)}")
        return None
    if kind not in kinds:
        bag.error("SYN108", f"unknown file kind {_show(kind)}", doc.span(("kind",)),
                  help=did_you_mean(str(kind), kinds, f"use one of {choices(kinds)}"))
        return None
    seen: set = set()
    if given:
        check = _compile(given[kind])
    else:
        _check_modeline(doc, kind, bag, pack_root)
        check = validator(kind, manifest)
    for error in check.iter_errors(data):
        _report(doc, kind, error, bag, seen)
    return kind


def _check_modeline(doc: Document, kind: str, bag: DiagnosticBag, pack_root: str | None) -> None:
    wanted = schemas.pack_schema_path(pack_root or os.path.dirname(doc.path), kind)
    rel = os.path.relpath(os.path.abspath(wanted), os.path.dirname(os.path.abspath(doc.path))).replace(os.sep, "/")
    line = f"# yaml-language-server: $schema={rel}"
    m = _MODELINE.search(doc.text)
    if m is None:
        bag.warning("SYN018", "the file has no schema modeline, so editors cannot check it while you type",
                    Span(doc.path, 1, 1), help=f"add this first line: {line}")
        return
    named = m.group(1).rsplit("/", 1)[-1]
    if named != f"{kind}.schema.json":
        at = doc.text.count("\n", 0, m.start(1)) + 1
        col = m.start(1) - (doc.text.rfind("\n", 0, m.start(1)) + 1) + 1
        bag.warning("SYN018", f"the modeline names `{named}` but the file holds `kind: {kind}`",
                    Span(doc.path, at, col, at, col + len(m.group(1))), help=f"use: {line}")


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
        for key in inst:
            if key in allowed:
                continue
            where = doc.span(path + (key,), key=True)
            if kind == "house_rule" and path[:1] == ("settings",):
                setting = ".".join(str(p) for p in path[1:] + (key,))
                bag.error("SYN208", f"house rule setting `{setting}` is not a ruleset setting", where,
                          help=did_you_mean(key, allowed, f"settings here: {choices(allowed)}"))
            else:
                bag.error("SYN103", f"unknown property `{key}` in {name}", where,
                          help=did_you_mean(key, allowed, f"allowed here: {choices(allowed)}"))
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
            help_ = "write the number as a plain decimal (YAML 1.1 reads `0o7` as text and `017` as 15)"
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
