"""A pack: the folder of YAML files that makes one game's content.

Loading walks the folder and reads every ``*.yaml`` file with the positioned
loader. The game manifest (``game.yaml``, ``kind: game``, compiler/check/manifest.py)
says which card kinds the game has; the other files are grouped by their
``kind``: card files hold a ``cards:`` list, ``ruleset`` holds the numbers,
``house_rule`` files (under ``house_rules/``) hold changes a table may adopt.
A card file may also declare cards as a ``series:`` (compiler/check/series.py).
``templates/`` holds card templates and ``schemas/`` the schemas written for
editors; neither is read here.

Every later stage — schemas, cross-checks, the effect-language checker, code
generation, sheets — works from the Pack and reports into one DiagnosticBag.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Iterator

from compiler.report.diagnostics import DiagnosticBag, Span, display_path
from .manifest import Manifest, is_manifest_path, load_manifest
from compiler.files.packfiles import walk as _walk
from .series import expand_series
from compiler.load.yamlload import Document, load_file


@dataclass
class Card:
    kind: str
    data: dict
    doc: Document
    path: tuple               # JSON path of the card inside its document

    @property
    def id(self) -> str:
        value = self.data.get("id")
        return value if isinstance(value, str) else ""

    @property
    def name(self) -> str:
        value = self.data.get("name")
        return value if isinstance(value, str) else self.id

    def span(self, *field_path: Any, key: bool = False) -> Span:
        return self.doc.span(self.path + tuple(field_path), key=key)

    def string_span(self, field_path: tuple, start: int, end: int | None = None) -> Span:
        return self.doc.string_span(self.path + tuple(field_path), start, end)

    @property
    def abilities(self) -> list:
        value = self.data.get("abilities")
        return value if isinstance(value, list) else []


@dataclass
class HouseRuleFile:
    data: dict
    doc: Document

    @property
    def id(self) -> str:
        value = self.data.get("id")
        return value if isinstance(value, str) else os.path.splitext(os.path.basename(self.doc.path))[0]


@dataclass
class Pack:
    root: str                          # folder as the user named it
    name: str                          # folder name: the pack's id
    documents: list[Document] = field(default_factory=list)
    manifest: Manifest | None = None   # the game; None when game.yaml is missing or has errors
    cards: list[Card] = field(default_factory=list)
    ruleset: dict | None = None
    ruleset_doc: Document | None = None
    house_rules: list[HouseRuleFile] = field(default_factory=list)
    # Files and cards that could not be read or understood (each already has a
    # diagnostic). Counting a pack with holes in it would only report noise.
    skipped: int = 0

    def by_kind(self, kind: str) -> list[Card]:
        return [c for c in self.cards if c.kind == kind]

    @property
    def card_kinds(self) -> tuple[str, ...]:
        return self.manifest.card_kinds if self.manifest is not None else ()

    def counts(self) -> dict[str, int]:
        return {k: sum(1 for c in self.cards if c.kind == k) for k in self.card_kinds}

    def card(self, card_id: str) -> Card | None:
        for c in self.cards:
            if c.id == card_id:
                return c
        return None


def pack_files(root: str) -> Iterator[str]:
    """Every YAML file of a pack, in a stable order (so output is stable)."""
    for path, is_dir in _walk(root):
        if not is_dir:
            yield path


def load_pack(root: str, bag: DiagnosticBag, progress=None) -> Pack | None:
    """Read every file of the pack; YAML-level problems go into `bag`.

    Returns None only when there is no pack folder at all. `progress`, if
    given, hears of each file read (`progress.file(path, bytes)`).
    """
    shown_root = display_path(root)
    if not os.path.isdir(root):
        what = "is a file, not a pack folder" if os.path.exists(root) else "does not exist"
        bag.error("SYN001", f"pack folder `{shown_root}` {what}", Span(shown_root),
                  help="name a folder that holds the pack's YAML files, e.g. content/crime_lords")
        return None
    pack = Pack(root=shown_root, name=os.path.basename(os.path.realpath(root)))
    for path, is_dir in _walk(root):
        if is_dir:
            bag.error("SYN009", f"`{display_path(path)}` is a folder, though its name says YAML file",
                      Span(display_path(path)), help="rename the folder, or move its files up into the pack")
            pack.skipped += 1
            continue
        doc, diags = load_file(path, display_path(path), root=root)
        if progress is not None:
            progress.file(path, len(doc.text.encode("utf-8", "surrogatepass")) if doc is not None and doc.text else 0)
        bag.extend(diags)
        if doc is None or diags:
            pack.skipped += 1
            continue
        pack.documents.append(doc)
    manifest_doc = _find_manifest(pack, root, bag)
    if manifest_doc is not None:
        pack.manifest = load_manifest(manifest_doc, bag)
    for doc in pack.documents:
        if doc is not manifest_doc:
            _classify(pack, doc, bag)
    if pack.ruleset is None:
        bag.error("SYN007", "the pack has no ruleset file (a YAML file with `kind: ruleset`)", Span(shown_root),
                  help="add ruleset.yaml; see content/crime_lords/ruleset.yaml")
    return pack


def _is_game(doc: Document) -> bool:
    return isinstance(doc.data, dict) and doc.data.get("kind") == "game"


def _find_manifest(pack: Pack, root: str, bag: DiagnosticBag) -> Document | None:
    """The pack's game.yaml; a `kind: game` file anywhere else is reported (SYN115)."""
    found = None
    for doc in pack.documents:
        if not _is_game(doc):
            continue
        rel = os.path.relpath(os.path.abspath(doc.path), os.path.abspath(root))
        if found is None and is_manifest_path(rel):
            found = doc
    for doc in pack.documents:
        if _is_game(doc) and doc is not found:
            where = f"the pack already has one ({found.path})" if found is not None else \
                "the manifest is the file game.yaml at the top of the pack"
            bag.error("SYN115", "a game manifest must be the pack's top-level game.yaml, and there is one only",
                      doc.span(("kind",)), help=f"{where}; move or remove this file")
    if found is None and not any(_is_game(d) for d in pack.documents):
        bag.error("SYN110", "the pack has no game manifest (game.yaml with `kind: game`), so its files cannot be checked",
                  Span(pack.root), help="add game.yaml at the top of the pack; start from content/crime_lords/game.yaml")
    return found


def _classify(pack: Pack, doc: Document, bag: DiagnosticBag) -> None:
    data = doc.data
    if not isinstance(data, dict):
        pack.skipped += 1
        return  # the schema stage reports the shape
    kind = data.get("kind")
    if kind in pack.card_kinds:
        cards, series = data.get("cards"), data.get("series")
        if isinstance(cards, list):
            for i, card in enumerate(cards):
                if isinstance(card, dict):
                    pack.cards.append(Card(kind, card, doc, ("cards", i)))
                else:
                    pack.skipped += 1
        elif series is None:
            pack.skipped += 1
        # A series makes many cards from one template; each made card's place is the template (compiler/check/series.py).
        for i, entry in enumerate(series if isinstance(series, list) else []):
            made = expand_series(doc, i, entry, bag)
            if made is None:
                pack.skipped += 1
                continue
            pack.cards.extend(Card(kind, card, doc, ("series", i, "card")) for card in made)
    elif kind == "ruleset":
        if pack.ruleset is None:
            pack.ruleset, pack.ruleset_doc = data, doc
    elif kind == "house_rule":
        pack.house_rules.append(HouseRuleFile(data, doc))
    elif kind == "game":
        pass   # game.yaml: read by compiler/check/effects/vocab.py from pack.documents (interim, issue 11)
    else:
        pack.skipped += 1
