"""A house rule given to `simulate` as a YAML file rather than by its id in the pack.

The file is read with the positioned loader and checked against the
house_rule schema, so its mistakes come out as diagnostics at their line and
column. Its abilities go through the same effect-language checker and code
generator as `syndicate build` uses for the pack's own house rules; the
generated module text is then executed in a fresh namespace (the generator
writes only checked names and literals, never content text as code).
"""
from __future__ import annotations

import os

from compiler.report.diagnostics import DiagnosticBag, display_path
from compiler.check.pack import HouseRuleFile, Pack
from compiler.load.yamlload import load_file
from .errors import AdapterError


def compile_house_rule_file(path: str, compiled_pack):
    """The api.HouseRule of one YAML file, checked against the (compiled) pack it will play with."""
    shown = display_path(path)
    doc, diags = load_file(path, shown)
    errors = [d for d in diags if d.is_error]
    if doc is None or errors:
        raise AdapterError(f"house-rule file `{shown}` cannot be read", code="SYN751", diags=errors or diags)
    from compiler.check.manifest import compiled_house_rule_schema
    from compiler.check.validate import validate_document
    bag = DiagnosticBag()
    # The game's house-rule schema comes with the compiled pack (generated/<pack>/game.py).
    kind = validate_document(doc, bag, given={"house_rule": compiled_house_rule_schema(compiled_pack.path)})
    if bag.errors:
        raise AdapterError(f"house-rule file `{shown}` has errors", code="SYN751", diags=bag.sorted())
    if kind != "house_rule":
        raise AdapterError(f"`{shown}` holds `kind: {kind}`, not a house rule", code="SYN751",
                           span=doc.span(("kind",)), help="a house-rule file starts with `kind: house_rule`")
    data = doc.data
    rule_id = data["id"]
    name = data.get("name", rule_id)
    settings = dict(data.get("settings") or {})
    source = f"{os.path.basename(path)}:{doc.span(()).line}"

    # A pack of this one rule, with the real pack's ruleset: the ruleset's enumerations resolve as in a build.
    pack = Pack(root=os.path.dirname(os.path.abspath(path)), name=compiled_pack.name,
                ruleset=compiled_pack.ruleset, house_rules=[HouseRuleFile(data, doc)])
    from compiler.check.effects.check import check_abilities
    from compiler.check.effects.vocab import compiled_vocabulary
    from compiler.emit.modules import house_rules_module
    pack._vocabulary = compiled_vocabulary(compiled_pack.path)   # the words the pack was built with
    checked = check_abilities(pack, bag, cards=compiled_pack.cards)   # card ids name the compiled pack's cards
    if bag.errors:
        raise AdapterError(f"house-rule file `{shown}` has errors", code="SYN751", diags=bag.sorted())
    text = house_rules_module(compiled_pack.name, [(rule_id, name, source, settings)], checked)
    namespace: dict = {"__name__": f"_syndicate_house_rule_{rule_id}"}
    exec(compile(text, f"<house rule {shown}>", "exec"), namespace)
    return namespace["HOUSE_RULES"][rule_id]
