"""The JSON Schemas of a pack's content files, made from its game manifest.

One schema per card kind the manifest declares, one for the ruleset (its
sections are the manifest's ``ruleset:`` fragments) and one for house rules
(the same sections, nothing required). ``syndicate check`` builds them in
memory from the manifest on every run and never reads schema files found in
a pack; ``syndicate schema`` writes them (``content/<pack>/schemas/``) for
editors, whose YAML language server finds them through each file's modeline.
The manifest itself has a static schema, ``game.schema.json`` next to this
module.

Fragments in the manifest are JSON Schema with four conveniences, expanded
here: ``type: id`` and ``type: color`` (an id, a ``#rrggbb`` colour);
``clause: CL-X-01`` (added to the description in brackets, before its last
full stop); ``retired: {key: advice}`` (a key taken out of the object: still
refused, with the advice as help, not a guess at a near name); objects take all their properties as required and no others
unless they say so, and examples of objects and lists are made from their
parts' when not given.
"""
from __future__ import annotations

import copy
import json

DRAFT = "https://json-schema.org/draft/2020-12/schema"
ID_PATTERN = "^[a-z][a-z0-9_]*$"
COLOR_PATTERN = "^#[0-9A-Fa-f]{6}$"
ID_SHAPE = {"type": "string", "pattern": ID_PATTERN, "minLength": 1, "maxLength": 48}
COLOR_SHAPE = {"type": "string", "pattern": COLOR_PATTERN}
# A fragment's `retired:` (keys an object no longer has, each with what to do) under a name JSON Schema
# ignores: the key stays refused like any unknown one, and the checker gives the advice as help.
RETIRED = "x-retired"
# Keys of the manifest's fragments that are not JSON Schema.
_MANIFEST_ONLY = ("clause", "required", "refers_to")


def _id(description: str, examples: list) -> dict:
    return dict(ID_SHAPE, description=description, examples=examples)


def with_clause(description: str, clause) -> str:
    """`Text.` + CL-X-01 -> `Text (CL-X-01).`"""
    if not clause:
        return description
    ref = clause if isinstance(clause, str) else ", ".join(clause)
    if description.endswith("."):
        return f"{description[:-1]} ({ref})."
    return f"{description} ({ref})"


def expand(fragment: dict) -> dict:
    """A manifest fragment as plain JSON Schema (see the module's docstring)."""
    out: dict = {}
    kind = fragment.get("type")
    if kind is None and fragment.get("refers_to"):   # an item or property naming an entry holds an id
        kind = "id"
    if kind == "id":
        out.update(ID_SHAPE)
    elif kind == "color":
        out.update(COLOR_SHAPE)
    elif kind is not None:
        out["type"] = kind
    for key, value in fragment.items():
        if key in ("type", "clause") or (key == "required" and not isinstance(value, list)) or key == "refers_to":
            continue
        if key == "description":
            out[key] = with_clause(value, fragment.get("clause"))
        elif key == "properties":
            out[key] = {k: expand(v) for k, v in value.items()}
        elif key == "items":
            out[key] = expand(value)
        elif key == "retired":                # keys taken out: refused, with the manifest's advice (validate.py)
            out[RETIRED] = dict(value)
        else:
            out[key] = copy.deepcopy(value)
    if kind == "object" and "properties" in out:
        out.setdefault("required", list(out["properties"]))
        out.setdefault("additionalProperties", False)
        if "examples" not in out and all(v.get("examples") for v in out["properties"].values()):
            out["examples"] = [{k: v["examples"][0] for k, v in out["properties"].items()}]
    elif kind == "array" and "examples" not in out and out.get("items", {}).get("examples"):
        out["examples"] = [[out["items"]["examples"][0]]]
    return out


# --- cards -------------------------------------------------------------------

def _common_card_properties(examples: dict) -> dict:
    return {
        "id": _id("The card's id: unique in the pack, lowercase letters, digits and underscores. "
                  "Abilities, tests and saved games refer to the card by it.", list(examples["id"])),
        "name": {"type": "string", "minLength": 1, "maxLength": 60,
                 "description": "The name printed at the top of the card.", "examples": list(examples["name"])},
        "abilities": {
            "type": "array", "maxItems": 12,
            "description": "What the card does, in the effect language (docs/effect-language.md), one "
                           "ability per item. `syndicate check` checks each one; the compiler turns it into Python.",
            "examples": [list(examples["abilities"])],
            "items": {"type": "string", "minLength": 1, "maxLength": 1000,
                      "description": "One ability in the effect language.", "examples": list(examples["abilities"])},
        },
        "text": {"type": "string", "maxLength": 300,
                 "description": "The rules text printed on the card, for players. It should say what the abilities do.",
                 "examples": list(examples["text"])},
        "flavor": {"type": "string", "maxLength": 200,
                   "description": "Flavour text printed in italics under the rules text. It has no effect on play.",
                   "examples": list(examples["flavor"])},
        "art": {"type": "string", "minLength": 1, "maxLength": 300,
                "description": "The card's picture, printed in its art frame: a PNG, JPEG or SVG file inside the pack, "
                               "its path relative to the pack's folder. Cards without one get their kind's default "
                               "(`art:` in templates/sheet.yaml). Aim for 300 dpi at the printed size.",
                "examples": ["art/knuckles.png"]},
    }


def field_schema(spec: dict) -> dict:
    """The JSON Schema of one card field: a field that refers to an enumeration holds an id."""
    if spec.get("refers_to") and "type" not in spec:
        spec = dict(spec, type="id")
    return expand(spec)


def card_file_schema(manifest, kind: str) -> dict:
    k = manifest.kinds[kind]
    # The kind's own example card comes first, so each kind's `text` example is one of its own cards.
    examples = {key: ([k.example[key]] if key in k.example else [])
                + [e for e in manifest.card_examples[key] if e != k.example.get(key)]
                for key in manifest.card_examples}
    props = _common_card_properties(examples)
    fields = {name: field_schema(f.spec) for name, f in k.fields.items()}
    # Kind-specific fields read best between the name and the abilities.
    ordered = {"id": props.pop("id"), "name": props.pop("name"), **fields, **props}
    required = [name for name, f in k.fields.items() if f.required]
    cards = {"type": "array", "minItems": 1, "maxItems": 20000, "items": {"$ref": "#/$defs/card"},
             "description": f"The {k.label} cards of this file, one list item each.",
             "examples": [[k.example]]}
    card = {"type": "object", "title": k.label,
            "description": f"One {k.label} card.",
            "properties": ordered, "required": ["id", "name", *required],
            "additionalProperties": False, "examples": [k.example]}
    return {
        "$schema": DRAFT,
        "$id": f"{kind}.schema.json",
        "title": f"Syndicate {k.label} cards",
        "description": f"A file of {k.label} cards: `kind: {kind}` and a `cards:` list.",
        "type": "object",
        "properties": {
            "kind": {"const": kind, "description": f"What this file holds; always `{kind}` here.",
                     "examples": [kind]},
            "cards": cards,
            "series": _series_schema(k),
        },
        "required": ["kind"],
        # A file gives its cards one by one, or as series, or both (compiler/check/series.py).
        "if": {"required": ["series"]},
        "else": {"required": ["cards"], "properties": {"cards": {k2: cards[k2] for k2 in ("description", "examples")}}},
        "additionalProperties": False,
        "$defs": {"card": card},
    }


def _series_schema(k) -> dict:
    value = {"description": "A value of the list: text, a number or true/false, or a mapping of named values.",
             "examples": ["red", {"n": 2, "word": "Two"}],
             "anyOf": [{"type": ["string", "integer", "boolean"]},
                       {"type": "object", "minProperties": 1,
                        "propertyNames": {"pattern": ID_PATTERN},
                        "additionalProperties": {"type": ["string", "integer", "boolean"]}}]}
    example = {"for_each": {"size": [{"n": 2, "word": "Two"}, {"n": 3, "word": "Three"}]},
               "card": {"id": "crew_{n}", "name": "{word} of a kind"}}
    return {
        "type": "array", "minItems": 1, "maxItems": 100,
        "description": f"{k.label} cards made from one template: one card for every combination of the "
                       "`for_each` lists. Text values of the card may name their values in braces (`{n}`); "
                       "write `{{` and `}}` for braces.",
        "examples": [[example]],
        "items": {
            "type": "object", "description": "One series: the lists of values and the card template.",
            "properties": {
                "for_each": {"type": "object", "minProperties": 1, "maxProperties": 4,
                             "propertyNames": {"pattern": ID_PATTERN},
                             "additionalProperties": {"type": "array", "minItems": 1, "maxItems": 1000,
                                                      "items": value},
                             "description": "Named lists of values; the first list is outermost. A list of plain "
                                            "values gives its name as a value; a list of mappings gives their keys.",
                             "examples": [example["for_each"]]},
                "card": {"type": "object",
                         "description": f"The {k.label} card every combination makes; `syndicate check` checks "
                                        "each made card like any other.",
                         "examples": [example["card"]]},
            },
            "required": ["for_each", "card"], "additionalProperties": False, "examples": [example],
        },
    }


# --- ruleset -----------------------------------------------------------------

def _composition(manifest) -> dict:
    counts = {k.name: {"type": "integer", "minimum": 0, "maximum": 10000,
                       "description": with_clause(f"{k.label_plural} in the pack.", manifest.ruleset.get("composition_clause")),
                       "examples": [10]} for k in manifest.kinds.values()}
    return {"type": "object",
            "description": with_clause("Cards of each kind in the pack; `syndicate check` counts them.",
                                       manifest.ruleset.get("composition_clause")),
            "properties": counts, "required": list(counts), "additionalProperties": False,
            "examples": [{k: 10 for k in counts}]}


def ruleset_schema(manifest) -> dict:
    section = manifest.ruleset
    own = {k: expand(v) for k, v in section["properties"].items()}
    properties = {
        "kind": {"const": "ruleset", "description": "What this file holds; always `ruleset`.", "examples": ["ruleset"]},
        "id": _id("The pack's id.", [manifest.id]),
        "name": {"type": "string", "minLength": 1, "maxLength": 60, "description": "The game's name.",
                 "examples": [manifest.name]},
    }
    # `composition` (counted by the checker) comes after the first section, as rulesets write it.
    for i, (key, value) in enumerate(own.items()):
        properties[key] = value
        if i == 0:
            properties["composition"] = _composition(manifest)
    properties.setdefault("composition", _composition(manifest))
    required = section.get("required")
    required = list(own) if required is None else list(required)
    required[1:1] = ["composition"]
    return {
        "$schema": DRAFT,
        "$id": "ruleset.schema.json",
        "title": "Syndicate ruleset",
        "description": section["description"],
        "type": "object",
        "properties": properties,
        "required": ["kind", "id", "name", *required],
        "additionalProperties": False,
    }


# --- house rules ---------------------------------------------------------------

def _partial(schema: dict) -> dict:
    """The same shape with nothing required: a house rule overrides only what it names.

    Items of lists stay whole: a list in a house rule replaces the ruleset's list.
    """
    out = copy.deepcopy(schema)
    if out.get("type") == "object" and "properties" in out:
        out["required"] = []
        out["properties"] = {k: _partial(v) for k, v in out["properties"].items()}
    return out


def house_rule_schema(manifest) -> dict:
    ruleset_props = ruleset_schema(manifest)["properties"]
    overridable = {k: _partial(v) for k, v in ruleset_props.items() if k not in ("kind", "id", "name")}
    examples = manifest.ruleset.get("house_rule_examples") or {}
    settings_examples = examples.get("settings") or [{k: v["examples"][0]} for k, v in list(overridable.items())[:1]
                                                     if v.get("examples")]
    return {
        "$schema": DRAFT,
        "$id": "house_rule.schema.json",
        "title": "Syndicate house rule",
        "description": "A change a table may adopt: ruleset settings it overrides and abilities at game scope.",
        "type": "object",
        "properties": {
            "kind": {"const": "house_rule", "description": "What this file holds; always `house_rule`.",
                     "examples": ["house_rule"]},
            "id": _id("The house rule's id, used to switch it on (`syndicate play --house-rule ID`).",
                      ["short_game"]),
            "name": {"type": "string", "minLength": 1, "maxLength": 60, "description": "A short title.",
                     "examples": ["Short game"]},
            "description": {"type": "string", "maxLength": 1000,
                            "description": "What changes, in a sentence or two, for the players.",
                            "examples": [examples.get("description") or "Games are shorter."]},
            "settings": {"type": "object", "properties": overridable, "additionalProperties": False,
                         "description": "Ruleset settings this house rule overrides, under the same keys as in "
                                        "ruleset.yaml. Mappings merge; a list replaces the ruleset's list.",
                         "examples": copy.deepcopy(settings_examples)},
            "abilities": {"type": "array", "maxItems": 20,
                          "items": {"type": "string", "minLength": 1, "maxLength": 1000,
                                    "description": "One ability in the effect language, at game scope."},
                          "description": "Abilities at game scope, in the effect language.",
                          "examples": [[]]},
        },
        "required": ["kind", "id", "name", "description"],
        "additionalProperties": False,
    }


def pack_schemas(manifest) -> dict[str, dict]:
    """Every schema a pack's files are checked against, by file kind (the manifest's own aside)."""
    return {kind: pack_schema(manifest, kind) for kind in (*manifest.kinds, "ruleset", "house_rule")}


def pack_schema(manifest, kind: str) -> dict:
    """pack_schemas(manifest)[kind], made alone: a check after an edit validates one file's kind only."""
    if kind == "ruleset":
        schema = ruleset_schema(manifest)
    elif kind == "house_rule":
        schema = house_rule_schema(manifest)
    elif kind in manifest.kinds:
        schema = card_file_schema(manifest, kind)
    else:
        raise KeyError(kind)
    return with_markdown(schema)


def with_markdown(schema):
    """Each `description` also as `markdownDescription`, which editors render as Markdown in hovers.

    The descriptions are written in Markdown already (`kind: <kind>` in backticks, file
    names, clause ids); yaml-language-server shows `description` as plain text, and
    `markdownDescription` (its extension to JSON Schema) when present. Validators ignore it
    (ajv in strict mode wants `ajv.addKeyword("markdownDescription")`).
    """
    if isinstance(schema, list):
        return [with_markdown(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        # `properties` and `$defs` hold names -> schemas; `examples`, `const`, `enum` hold data.
        if key in ("examples", "const", "enum", "default"):
            out[key] = value
        elif key in ("properties", "$defs", "patternProperties"):
            out[key] = {name: with_markdown(sub) for name, sub in value.items()}
        else:
            out[key] = with_markdown(value)
        if key == "description" and isinstance(value, str) and "markdownDescription" not in schema:
            out["markdownDescription"] = value
    return out


def dumps(schema: dict) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def file_name(kind: str) -> str:
    return f"{kind}.schema.json"
