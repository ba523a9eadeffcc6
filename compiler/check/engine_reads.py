"""What a pack's rules engine reads, checked against the pack (SYN212).

A shipped engine declares the card fields and ruleset settings it reads in
`runtime/games/<engine>/reads.json` (the same file its Engine entry is made
from). `check` reads that file as data, never importing the runtime
(docs/architecture.md), and refuses a pack whose manifest lacks a card kind
or field, or whose ruleset lacks a setting, the engine reads: a diagnostic at
the manifest's or ruleset's line instead of a failure in `play`. An engine
that is not shipped (registered by a program, or a plugin) is checked when a
game starts (runtime/session.py `table_rules`).
"""
from __future__ import annotations

import importlib.util
import json
import os
import re


from compiler.report.diagnostics import DiagnosticBag
from compiler.check.pack import Pack

ENGINE_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")   # a pack's `engine:` is untrusted: never a path


def declared_reads(engine: str) -> dict | None:
    """{"card_fields": {kind: [field]}, "settings": [dotted path]} of a shipped engine, else None."""
    if not isinstance(engine, str) or not ENGINE_NAME.match(engine):
        return None
    spec = importlib.util.find_spec("runtime")        # finds the folder; runs none of its code
    if spec is None or not spec.submodule_search_locations:
        return None
    path = os.path.join(list(spec.submodule_search_locations)[0], "games", engine, "reads.json")
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)   # JSON, not YAML: an unchanged check imports no YAML parser
    return {"card_fields": data.get("card_fields") or {}, "settings": data.get("settings") or [],
            "fixed": data.get("fixed") or []}


def check_engine_reads(pack: Pack, bag: DiagnosticBag) -> None:
    m = pack.manifest
    if m is None:
        return
    reads = declared_reads(m.engine)
    if reads is None:
        return
    for kind, fields in reads["card_fields"].items():
        if kind not in m.kinds:
            bag.error("SYN212", f"the `{m.engine}` engine plays cards of kind `{kind}`, which the manifest does not declare",
                      m.doc.span(("card_kinds",), key=True),
                      help=f"declare `{kind}` under card_kinds (with the fields {', '.join(fields)}), "
                           "or name another engine")
            continue
        for f in fields:
            if f not in m.kinds[kind].fields:
                bag.error("SYN212", f"the `{m.engine}` engine reads the field `{f}` of a {m.kinds[kind].label}, "
                                    f"which the manifest does not declare",
                          m.doc.span(("card_kinds", kind, "fields"), key=True),
                          help=f"declare `{f}` under card_kinds.{kind}.fields (the engine reads: {', '.join(fields)})")
    rs = pack.ruleset
    if not isinstance(rs, dict) or pack.ruleset_doc is None:
        return
    for dotted in reads["settings"]:
        node, path = rs, []
        for part in dotted.split("."):
            if not isinstance(node, dict):
                break   # the value is there but of another type: the schema's diagnostic says so (SYN102)
            if part not in node:
                bag.error("SYN212", f"the `{m.engine}` engine reads the setting `{dotted}`, which the ruleset does not give",
                          pack.ruleset_doc.span(tuple(path), key=bool(path)),
                          help=f"add `{part}:` {'under `' + '.'.join(path) + '`' if path else 'at the top of the ruleset'}"
                               " (docs/engine.md, \"What an engine reads\")")
                break
            node, path = node[part], path + [part]
    _check_fixed(pack, m.engine, reads["fixed"], bag)


def _check_fixed(pack: Pack, engine: str, fixed: list, bag: DiagnosticBag) -> None:
    """SYN213: a field of a ruleset row whose value the engine's code decides (its effect for that row
    is written for that value), e.g. `{list: powers, id: x, field: innate, value: true}`."""
    rs = pack.ruleset
    for rule in fixed:
        if not isinstance(rule, dict):
            continue
        rows = rs.get(rule.get("list"))
        if not isinstance(rows, list):
            continue
        for i, row in enumerate(rows):
            field, want = rule.get("field"), rule.get("value")
            if not isinstance(row, dict) or row.get("id") != rule.get("id") or field not in row:
                continue
            if row[field] != want:
                bag.error("SYN213", f"the `{engine}` engine plays `{row['id']}` of `{rule['list']}` with "
                                    f"`{field}: {_show(want)}`, not {_show(row[field])}",
                          pack.ruleset_doc.span((rule["list"], i, field)),
                          help=f"write `{field}: {_show(want)}`: the engine's code for `{row['id']}` is written for "
                               f"that value (runtime/games/{engine}/reads.json, `fixed`)")


def _show(v) -> str:
    return str(v).lower() if isinstance(v, bool) else repr(v) if isinstance(v, str) else str(v)
