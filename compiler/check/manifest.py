"""The game manifest: ``game.yaml`` at the top of a pack, ``kind: game``.

It says which game the pack is: the rules engine that plays it, the card
kinds and their fields, the enumerations card fields refer to, the stats,
markers and zones the engine keeps, the cross-file rules the checker
enforces (``constraints``), the ruleset's sections, and the effect
language's words (``vocabulary``, read by dsl/). Everything after loading —
schemas, cross-checks, code generation, sheets — reads the game from here.

``load_manifest`` checks the file against the static schema
``compiler/check/schemas/game.schema.json`` and then checks that the names inside
it fit together (a field that refers to an enumeration that exists, a stat on
a kind that has that field …), each mistake a diagnostic with a suggestion.
A manifest with an error gives no ``Manifest``: nothing else can be checked
against a game that is not known.
"""
from __future__ import annotations

import hashlib
import os
from typing import Any, NamedTuple

from compiler.report.diagnostics import DiagnosticBag
from compiler.report.suggest import choices, did_you_mean
from compiler.load.yamlload import Document

FILE_NAMES = ("game.yaml", "game.yml")
# File kinds every pack has besides its card kinds; a card kind may not take these names.
FIXED_KINDS = ("game", "ruleset", "house_rule")


class Field(NamedTuple):
    name: str
    spec: dict                 # the manifest's fragment, as written
    required: bool
    refers_to: str | None      # the enumeration its value names an entry of

    @property
    def type(self) -> str:
        return self.spec.get("type") or "id"

    def item_references(self) -> list[tuple[str | None, str]]:
        """A list field's references: (None, enum) when each item names an entry, (key, enum)
        for each key of object items that names one (a card with two icons: `[{color: red, count: 2}, …]`)."""
        if self.spec.get("type") != "array" or not isinstance(self.spec.get("items"), dict):
            return []
        items = self.spec["items"]
        if items.get("refers_to"):
            return [(None, items["refers_to"])]
        props = items.get("properties") if isinstance(items.get("properties"), dict) else {}
        return [(key, frag["refers_to"]) for key, frag in props.items()
                if isinstance(frag, dict) and isinstance(frag.get("refers_to"), str)]


class CardKind(NamedTuple):
    name: str
    plural: str
    label: str
    label_plural: str
    in_play: bool
    played_from_hand: bool
    action_token: str          # "always", "never", or the field whose presence gives a token
    fields: dict[str, Field]
    example: dict
    played_from_market: bool = False   # bought from a market row, acting at once (`play: …`)

    def has_token(self, data: dict) -> bool:
        """Whether a card of this kind with these fields has an action token."""
        if self.action_token in ("always", "never"):
            return self.action_token == "always"
        return bool(data.get(self.action_token))

    def count(self, n: int) -> str:
        return f"{n} {self.label if n == 1 else self.label_plural}"


class Enum(NamedTuple):
    name: str
    label: str
    list: str                  # the ruleset key that holds the entries
    swatch: bool               # entries have a colour and a pattern that sheets print


class Stat(NamedTuple):
    name: str
    label: str
    on: tuple[str, ...]


class Marker(NamedTuple):
    name: str
    on: tuple[str, ...]
    owned: bool


class Constraint(NamedTuple):
    """One rule across files; which keys it has depends on `check` (game.schema.json says which)."""

    index: int                 # its place in `constraints:` (for diagnostics)
    check: str                 # one_per_pair | unique | within_range | covers_range | requires | enough_for_players
    kind: str | None = None    # the card kind checked
    field: str | None = None
    per: str | None = None
    where: dict | None = None  # {entry key: value}: which entries of the field's enumeration
    range: str | None = None   # dotted ruleset path to {min, max}
    rows: str | None = None    # dotted ruleset path to a list of rows
    key: str | None = None     # the key of each row that lists numbers
    example_row: dict | None = None
    when: dict | None = None   # requires: {dotted ruleset path: value or conditions} that make it apply
    then: dict | None = None   # requires: {dotted ruleset path: value or conditions} that must then hold
    clause: object = None      # the rule clause(s) it comes from, for the help text
    per_player: int | None = None  # enough_for_players: cards of `kind` setup deals to each player


class Manifest:
    """The game a pack declares (see the module's docstring); built by load_manifest."""

    def __init__(self, *, id: str, name: str, engine: str, faction: str, kinds: dict[str, CardKind],
                 enums: dict[str, Enum], stats: dict[str, Stat], markers: dict[str, Marker],
                 zones: dict[str, tuple[str, ...]], constraints: list[Constraint], ruleset: dict,
                 card_examples: dict, doc: Document, digest: str, vocabulary: dict | None = None,
                 data: dict | None = None):
        self.id, self.name, self.engine, self.faction = id, name, engine, faction
        self.kinds, self.enums, self.stats, self.markers = kinds, enums, stats, markers
        self.zones = zones
        self.constraints = constraints
        self.ruleset = ruleset            # the `ruleset:` section: JSON-Schema fragments of ruleset.yaml
        self.card_examples = card_examples
        self.doc = doc
        self.digest = digest              # hash of the file's text: the key of compiled schemas
        self.vocabulary = vocabulary      # raw `vocabulary:` mapping (spans in doc, under ("vocabulary", ...))
        self.data = data or {}

    @property
    def card_kinds(self) -> tuple[str, ...]:
        return tuple(self.kinds)

    @property
    def file_kinds(self) -> tuple[str, ...]:
        return self.card_kinds + FIXED_KINDS

    def enum_of(self, kind: str, field_name: str) -> Enum | None:
        f = self.kinds[kind].fields.get(field_name) if kind in self.kinds else None
        return self.enums.get(f.refers_to) if f is not None and f.refers_to else None

    def references(self) -> list[tuple[str, str, Enum]]:
        """(kind, field, enumeration) for every card field that names an enumeration entry."""
        return [(k.name, f.name, self.enums[f.refers_to]) for k in self.kinds.values()
                for f in k.fields.values() if f.refers_to in self.enums]

    def list_references(self) -> list[tuple[str, str, str | None, Enum]]:
        """(kind, field, item key or None, enumeration) for every list field whose items name entries."""
        return [(k.name, f.name, key, self.enums[enum]) for k in self.kinds.values()
                for f in k.fields.values() for key, enum in f.item_references() if enum in self.enums]

    def game_dict(self) -> dict:
        """What the runtime receives as `GAME` (generated/<pack>/game.py)."""
        return {
            "id": self.id, "name": self.name, "engine": self.engine, "faction": self.faction,
            "card_kinds": {k.name: {"plural": k.plural, "label": k.label, "fields": list(k.fields),
                                    "in_play": k.in_play, "played_from_hand": k.played_from_hand,
                                    "action_token": k.action_token if k.action_token in ("always", "never")
                                    else {"if_field": k.action_token},
                                    "refers_to": {f.name: f.refers_to for f in k.fields.values() if f.refers_to}}
                           for k in self.kinds.values()},
            "enums": {e.name: {"label": e.label, "list": e.list} for e in self.enums.values()},
            "stats": {s.name: {"label": s.label, "on": list(s.on)} for s in self.stats.values()},
            "markers": {m.name: {"on": list(m.on), "owned": m.owned} for m in self.markers.values()},
            "zones": {"shared": list(self.zones["shared"]), "seat": list(self.zones["seat"])},
        }


def is_manifest_path(rel: str) -> bool:
    """Whether a path relative to the pack root is where the manifest lives."""
    return rel.replace("\\", "/") in FILE_NAMES


def load_manifest(doc: Document, bag: DiagnosticBag) -> Manifest | None:
    """The game a manifest declares, or None after reporting why it cannot be used."""
    before = len(bag.errors)
    from compiler.check.validate import validate_document  # jsonschema: imported only when a pack is checked

    validate_document(doc, bag)
    if len(bag.errors) > before:
        return None
    data = doc.data
    m = _build(data, doc)
    _Checker(m, doc, bag).run()
    return None if len(bag.errors) > before else m


def read_manifest(root: str, bag: DiagnosticBag) -> Manifest | None:
    """The manifest of the pack at `root` alone, without reading the pack's other files."""
    from compiler.report.diagnostics import Span
    from compiler.report.diagnostics import display_path
    from compiler.load.yamlload import load_file

    for name in FILE_NAMES:
        path = os.path.join(root, name)
        if os.path.isfile(path):
            doc, diags = load_file(path, display_path(path))
            bag.extend(diags)
            return load_manifest(doc, bag) if doc is not None and not diags else None
    shown = display_path(root)
    bag.error("SYN110", f"`{shown}` has no game manifest (game.yaml with `kind: game`)", Span(shown),
              help="name a pack folder; a pack starts from its game.yaml (see content/crime_lords/game.yaml)")
    return None


def compiled_house_rule_schema(generated_folder: str) -> dict:
    """The house-rule schema a build wrote into generated/<pack>/game.py, read as a literal (never run)."""
    import ast

    with open(os.path.join(generated_folder, "game.py"), encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["HOUSE_RULE_SCHEMA"]:
            return ast.literal_eval(node.value)
    raise ValueError(f"{generated_folder}/game.py has no HOUSE_RULE_SCHEMA: build the pack again")


def _build(data: dict, doc: Document) -> Manifest:
    kinds = {}
    for name, k in data["card_kinds"].items():
        fields = {fname: Field(fname, spec, spec.get("required") is True, spec.get("refers_to"))
                  for fname, spec in k["fields"].items()}
        token = k["action_token"]
        kinds[name] = CardKind(
            name=name, plural=k["plural"], label=k["label"],
            label_plural=k.get("label_plural") or k["plural"][:1].upper() + k["plural"][1:],
            in_play=k.get("in_play") is True, played_from_hand=k.get("played_from_hand") is True,
            action_token=token["if_field"] if isinstance(token, dict) else token,
            fields=fields, example=k["example"], played_from_market=k.get("played_from_market") is True)
    enums = {n: Enum(n, e["label"], e["list"], e.get("swatch") is True) for n, e in (data.get("enums") or {}).items()}
    stats = {n: Stat(n, s["label"], tuple(s["on"])) for n, s in (data.get("stats") or {}).items()}
    markers = {n: Marker(n, tuple(mk["on"]), mk.get("owned") is True) for n, mk in (data.get("markers") or {}).items()}
    keys = ("kind", "field", "per", "where", "range", "rows", "key", "example_row", "when", "then", "clause",
            "per_player")
    constraints = [Constraint(i, c["check"], **{k: c.get(k) for k in keys})
                   for i, c in enumerate(data.get("constraints") or [])]
    vocabulary = data.get("vocabulary")
    return Manifest(
        id=data["id"], name=data["name"], engine=data["engine"], faction=data["faction"],
        kinds=kinds, enums=enums, stats=stats, markers=markers,
        zones={"shared": tuple(data["zones"]["shared"]), "seat": tuple(data["zones"]["seat"])},
        constraints=constraints, ruleset=data["ruleset"], card_examples=data["card_examples"], doc=doc,
        digest=hashlib.sha256(doc.text.encode("utf-8", "surrogatepass")).hexdigest(),
        vocabulary=vocabulary if isinstance(vocabulary, dict) else None, data=data)


def ruleset_fragment(manifest: Manifest, dotted: str) -> dict | None:
    """The ruleset fragment at a dotted path (`victory.targets`), or None."""
    node: Any = {"type": "object", "properties": manifest.ruleset.get("properties", {})}
    for part in dotted.split("."):
        props = node.get("properties") if isinstance(node, dict) else None
        if not isinstance(props, dict) or part not in props:
            return None
        node = props[part]
    return node


class _Checker:
    """The names inside a manifest fit together; each mistake is one diagnostic."""

    def __init__(self, m: Manifest, doc: Document, bag: DiagnosticBag):
        self.m, self.doc, self.bag = m, doc, bag

    def error(self, code: str, message: str, path: tuple, help: str | None = None, key: bool = False) -> None:
        self.bag.error(code, message, self.doc.span(path, key=key), help=help)

    def kind(self, name: str, path: tuple) -> bool:
        if name in self.m.kinds:
            return True
        kinds = list(self.m.kinds)
        self.error("SYN111", f"`{name}` is not a card kind of the manifest", path,
                   did_you_mean(name, kinds, f"card kinds: {choices(kinds)}"))
        return False

    def field(self, kind: str, name: str, path: tuple) -> bool:
        fields = self.m.kinds[kind].fields
        if name in fields:
            return True
        self.error("SYN113", f"card kind `{kind}` has no field `{name}`", path,
                   did_you_mean(name, fields, f"its fields: {choices(fields)}" if fields else
                                f"declare `{name}` under `card_kinds: {kind}: fields:`"))
        return False

    def ruleset_path(self, dotted: str, path: tuple, shape: str) -> dict | None:
        frag = ruleset_fragment(self.m, dotted)
        if frag is None:
            parent, _, last = dotted.rpartition(".")
            above = ruleset_fragment(self.m, parent) if parent else {"properties": self.m.ruleset.get("properties", {})}
            known = list((above or {}).get("properties") or {})
            self.error("SYN114", f"the ruleset has no section `{dotted}`", path,
                       did_you_mean(last, known, f"sections here: {choices(known)}" if known else None))
        elif not _shape_ok(frag, shape):
            self.error("SYN114", f"ruleset section `{dotted}` is not {_SHAPES[shape]}", path,
                       f"point at a section that is {_SHAPES[shape]}")
            return None
        return frag

    def run(self) -> None:
        m = self.m
        if m.faction not in m.kinds:
            self.kind(m.faction, ("faction",))
        for name, k in m.kinds.items():
            at = ("card_kinds", name)
            if name in FIXED_KINDS:
                self.error("SYN116", f"a card kind may not be called `{name}`: every pack has files of that kind",
                           at, "choose another name for the card kind", key=True)
            for fname, f in k.fields.items():
                fat = at + ("fields", fname)
                if f.refers_to is not None and f.refers_to not in m.enums:
                    self.error("SYN112", f"field `{name}.{fname}` refers to `{f.refers_to}`, which is not an enumeration",
                               fat + ("refers_to",), did_you_mean(f.refers_to, m.enums,
                                                                  f"enumerations: {choices(m.enums)}" if m.enums else
                                                                  "declare it under `enums:`"))
                elif f.refers_to is not None and f.spec.get("type") not in (None, "id"):
                    self.error("SYN116", f"field `{name}.{fname}` refers to an enumeration, so its type is `id`, "
                                         f"not `{f.spec['type']}`", fat + ("type",), "remove the `type:` line")
                elif f.refers_to is None and "type" not in f.spec:
                    self.error("SYN116", f"field `{name}.{fname}` has no `type`", fat,
                               "add `type: integer` (or string, boolean, id, color, array), or `refers_to: ENUM`")
                elif f.spec.get("type") == "array" and not isinstance(f.spec.get("items"), dict):
                    self.error("SYN116", f"field `{name}.{fname}` is a list but says nothing of its items", fat,
                               "add `items:` (e.g. `items: {refers_to: ENUM}` or an object with `properties:`)")
                for key, enum in f.item_references():
                    if enum not in m.enums:
                        where = fat + (("items", "refers_to") if key is None else ("items", "properties", key, "refers_to"))
                        self.error("SYN112", f"field `{name}.{fname}` lists items that refer to `{enum}`, "
                                             f"which is not an enumeration", where,
                                   did_you_mean(enum, m.enums, f"enumerations: {choices(m.enums)}" if m.enums
                                                else "declare it under `enums:`"))
            if k.action_token not in ("always", "never"):
                self.field(name, k.action_token, at + ("action_token", "if_field"))
        for name, e in m.enums.items():
            at = ("enums", name)
            frag = self.ruleset_path(e.list, at + ("list",), "entries")
            if frag is not None and "id" not in (frag["items"].get("properties") or {}):
                self.error("SYN116", f"the entries of `{e.list}` have no `id`, so cards cannot name them",
                           at + ("list",), "give the entries an `id: {type: id, …}` property")
            elif frag is not None and e.swatch:
                props = frag["items"].get("properties") or {}
                missing = [p for p in ("color", "pattern") if p not in props]
                if missing:
                    self.error("SYN116", f"enumeration `{name}` is printed as a swatch, but the entries of "
                                         f"`{e.list}` have no {' or '.join(f'`{p}`' for p in missing)}",
                               at + ("swatch",), "add them to the entries, or drop `swatch: true`")
        for name, s in m.stats.items():
            for i, kind in enumerate(s.on):
                if self.kind(kind, ("stats", name, "on", i)):
                    self.field(kind, name, ("stats", name, "on", i))
        for name, mk in m.markers.items():
            for i, kind in enumerate(mk.on):
                self.kind(kind, ("markers", name, "on", i))
        shared = set(m.zones["shared"])
        for i, zone in enumerate(m.zones["seat"]):
            if zone in shared:
                self.error("SYN116", f"zone `{zone}` is both shared and per seat", ("zones", "seat", i),
                           "give the player's zone another name")
        for key in ("kind", "id", "name", "composition"):
            if key in (m.ruleset.get("properties") or {}):
                self.error("SYN116", f"the ruleset's `{key}` is added by the compiler; the manifest may not declare it",
                           ("ruleset", "properties", key), "remove it from `ruleset: properties:`", key=True)
        required = m.ruleset.get("required")
        for i, key in enumerate(required or []):
            if key not in (m.ruleset.get("properties") or {}):
                self.ruleset_path(key, ("ruleset", "required", i), "any")
        for c in m.constraints:
            self.constraint(c)

    def constraint(self, c: Constraint) -> None:
        at = ("constraints", c.index)
        if c.kind is not None and not self.kind(c.kind, at + ("kind",)):
            return
        enums = {}
        for role in ("field", "per"):
            name = getattr(c, role)
            if name is None or not self.field(c.kind, name, at + (role,)):
                continue
            enum = self.m.enum_of(c.kind, name)
            if enum is None and c.check in ("one_per_pair", "unique"):
                self.error("SYN116", f"`{c.check}` needs a field that refers to an enumeration; "
                                     f"`{c.kind}.{name}` does not", at + (role,),
                           f"add `refers_to:` to the field, or check another field")
            enums[role] = enum
        where = c.where
        enum = enums.get("field")
        if isinstance(where, dict) and enum is not None:
            frag = ruleset_fragment(self.m, enum.list)
            props = (frag or {}).get("items", {}).get("properties") or {}
            for key in where:
                if key not in props:
                    self.error("SYN114", f"the entries of `{enum.list}` have no `{key}`", at + ("where", key),
                               did_you_mean(key, props, f"their keys: {choices(props)}"), key=True)
        if c.range is not None:
            self.ruleset_path(c.range, at + ("range",), "range")
        for role in ("when", "then"):
            for dotted in getattr(c, role) or {}:
                self.ruleset_path(dotted, at + (role, dotted), "any")
        if c.rows is not None:
            frag = self.ruleset_path(c.rows, at + ("rows",), "entries")
            if frag is not None and c.key is not None and c.key not in (frag["items"].get("properties") or {}):
                known = frag["items"].get("properties") or {}
                self.error("SYN114", f"the rows of `{c.rows}` have no `{c.key}`", at + ("key",),
                           did_you_mean(c.key, known, f"their keys: {choices(known)}"))


_SHAPES = {"entries": "a list of mappings", "range": "a mapping with `min` and `max`", "any": "anything"}


def _shape_ok(frag: dict, shape: str) -> bool:
    if shape == "entries":
        items = frag.get("items")
        return frag.get("type") == "array" and isinstance(items, dict) and items.get("type") == "object"
    if shape == "range":
        props = frag.get("properties") or {}
        return frag.get("type") == "object" and "min" in props and "max" in props
    return True
