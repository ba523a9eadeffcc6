"""A house rule given to `simulate` as a YAML file rather than by its id in the pack.

The file is read with the positioned loader and checked against the
house_rule schema, so its mistakes come out as diagnostics at their line and
column; its abilities are compiled by the effect-language compiler, the same
way `syndicate build` compiles the pack's own house rules.
"""
from __future__ import annotations

from ..diagnostics import DiagnosticBag
from ..pack import display_path
from ..yamlload import load_file
from .adapter import AdapterError


def compile_house_rule_file(path: str):
    from runtime import api

    shown = display_path(path)
    doc, diags = load_file(path, shown)
    errors = [d for d in diags if d.is_error]
    if doc is None or errors:
        raise AdapterError(f"house-rule file `{shown}` cannot be read", code="SYN751", diags=errors or diags)
    from ..validate import validate_document
    bag = DiagnosticBag()
    kind = validate_document(doc, bag)
    if bag.errors:
        raise AdapterError(f"house-rule file `{shown}` has errors", code="SYN751", diags=bag.sorted())
    if kind != "house_rule":
        raise AdapterError(f"`{shown}` holds `kind: {kind}`, not a house rule", code="SYN751",
                           span=doc.span(("kind",)), help="a house-rule file starts with `kind: house_rule`")
    data = doc.data
    abilities = _compile_abilities(doc, data.get("abilities") or [])
    line = doc.span(()).line
    return api.HouseRule(id=data["id"], name=data.get("name", data["id"]), source=f"{shown}:{line}",
                         settings=dict(data.get("settings") or {}), abilities=tuple(abilities))


def _compile_abilities(doc, texts: list) -> list:
    if not texts:
        return []
    raise AdapterError("abilities in a house-rule file are not supported yet", code="SYN751",
                       span=doc.span(("abilities",)))
