"""Compiled packs: what `syndicate build` writes under generated/<pack>/, loaded by path.

A CompiledPack holds plain data (ruleset dict, card dicts) and ability
records (runtime/api.py). Tests may build one directly; the CLI loads the
generated modules with importlib. The runtime never reads YAML.
"""
from __future__ import annotations

import copy
import hashlib
import importlib.util
import os
import sys
from dataclasses import dataclass, field

from .kernel.state import use_written_slots


class PackError(Exception):
    pass


@dataclass
class CompiledPack:
    name: str
    ruleset: dict
    cards: tuple                      # dicts: id, kind, name and the stats of the kind
    abilities: dict = field(default_factory=dict)     # card id -> tuple of api records
    house_rules: dict = field(default_factory=dict)   # id -> api.HouseRule
    path: str | None = None
    game: dict | None = None          # GAME of generated/<pack>/game.py: engine, faction, card kinds, markers, zones
    # generated/<pack>/texts.py: the English of each ability ("abilities": card id -> per ability,
    # "house_rules": rule id -> per ability) and cards' own text ("cards"); empty for older builds.
    texts: dict = field(default_factory=dict)

    def ability_text(self, rec) -> str:
        """The English of one compiled ability (a runtime/api.py record), else its `file:line`."""
        for table, records in (("abilities", self.abilities.get(rec.card, ())),
                               ("house_rules", getattr(self.house_rules.get(rec.card), "abilities", ()))):
            for i, r in enumerate(records):
                if r is rec:
                    words = self.texts.get(table, {}).get(rec.card, ())
                    if i < len(words):
                        return words[i]
        return rec.source

    def card_text(self, card_id: str) -> str | None:
        """A card's own printed text (its `text:`), if the designer wrote one."""
        return self.texts.get("cards", {}).get(card_id)


def module_name(folder: str) -> str:
    """The name a compiled folder is imported under: one per real path, so two packs
    with the same folder name (built into different folders) never share a module."""
    real = os.path.realpath(folder)
    digest = hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    return f"_syndicate_pack_{digest}"


def load_generated(folder: str) -> CompiledPack:
    """Import generated/<pack>/ as a package from its path (no sys.path changes).

    Callers that take a pack from a user check first that the folder is that
    pack's own current build (compiler/build/compiled.py); this only imports.
    """
    init = os.path.join(folder, "__init__.py")
    if not os.path.isfile(init):
        raise PackError(f"no compiled pack in {folder}")
    name = module_name(folder)
    if name in sys.modules:
        mod = sys.modules[name]
    else:
        spec = importlib.util.spec_from_file_location(name, init, submodule_search_locations=[folder])
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        try:
            spec.loader.exec_module(mod)
        except Exception:
            del sys.modules[name]
            raise
    sub = {}
    for part in ("ruleset", "cards", "abilities", "house_rules"):
        sub[part] = importlib.import_module(f"{name}.{part}")
    pack_name = getattr(mod, "PACK", os.path.basename(os.path.normpath(folder)))
    cards = tuple(sub["cards"].CARDS)
    use_written_slots(cards, sub["cards"])     # the compiler's slot functions, when the build wrote them
    return CompiledPack(
        name=pack_name,
        ruleset=sub["ruleset"].RULESET,
        cards=cards,
        abilities=dict(getattr(sub["abilities"], "ABILITIES", {})),
        house_rules=dict(getattr(sub["house_rules"], "HOUSE_RULES", {})),
        path=folder,
        game=_game_of(mod, name, folder),
        texts=_texts_of(name, folder),
    )


def _texts_of(name: str, folder: str) -> dict:
    """The English of the abilities (texts.py), when the build wrote one."""
    if not os.path.isfile(os.path.join(folder, "texts.py")):
        return {}
    mod = importlib.import_module(f"{name}.texts")
    return {"abilities": getattr(mod, "ABILITY_TEXT", {}), "house_rules": getattr(mod, "HOUSE_RULE_TEXT", {}),
            "cards": getattr(mod, "CARD_TEXT", {})}


def _game_of(mod, name: str, folder: str) -> dict:
    """The pack's GAME: from the package, or from its game module."""
    game = getattr(mod, "GAME", None)
    if game is None and os.path.isfile(os.path.join(folder, "game.py")):
        game = importlib.import_module(f"{name}.game").GAME
    if not isinstance(game, dict) or not isinstance(game.get("engine"), str):
        raise PackError(f"the compiled pack in {folder} declares no game engine (GAME[\"engine\"]); build it again")
    return game


def overlay(ruleset: dict, settings: dict) -> dict:
    """The ruleset with a house rule's settings laid over it.

    Settings may be nested mappings (`rules: {retoken: start}`) or dotted paths
    (`rules.retoken: start`); lists and scalars replace what was there.
    """
    out = copy.deepcopy(ruleset)
    for key, value in settings.items():
        path = key.split(".")
        node = out
        for part in path[:-1]:
            node = node.setdefault(part, {})
        last = path[-1]
        if isinstance(value, dict) and isinstance(node.get(last), dict):
            node[last] = overlay(node[last], value)
        else:
            node[last] = copy.deepcopy(value)
    return out


def apply_house_rules(pack: CompiledPack, rule_ids) -> tuple[dict, list]:
    """(ruleset with overrides, list of HouseRule records) for the rules chosen."""
    ruleset = pack.ruleset
    chosen = []
    for rid in rule_ids:
        hr = pack.house_rules.get(rid)
        if hr is None:
            known = ", ".join(sorted(pack.house_rules)) or "none"
            raise PackError(f"unknown house rule `{rid}` (this pack has: {known})")
        ruleset = overlay(ruleset, hr.settings)
        chosen.append(hr)
    return ruleset, chosen
