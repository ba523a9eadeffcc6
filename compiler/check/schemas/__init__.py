"""JSON Schemas of content files.

``game.schema.json`` (here, static) is the schema of every pack's manifest,
``game.yaml``. The schemas of a pack's other files are made from its manifest
(``define.py``); ``syndicate schema`` writes them into ``<pack>/schemas/``
for editors, and the checker builds them in memory.
"""
from __future__ import annotations

import functools
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = "game"
PACK_FOLDER = "schemas"          # <pack>/schemas/<kind>.schema.json


def game_schema_path() -> str:
    return os.path.join(HERE, "game.schema.json")


@functools.lru_cache(maxsize=1)
def _game_schema_text() -> str:
    with open(game_schema_path(), encoding="utf-8") as fh:
        return fh.read()


def _vocabulary_part() -> dict:
    """vocabulary.schema.json (the effect language's section) as game.schema.json embeds it."""
    with open(os.path.join(HERE, "vocabulary.schema.json"), encoding="utf-8") as fh:
        part = json.load(fh)
    part = {k: v for k, v in part.items() if k not in ("$schema", "$id")}
    part["examples"] = [{"events": {}, "selectors": {}, "effects": {}, "timings": {}}]
    return part


def game_schema() -> dict:
    """The manifest's schema; its `vocabulary` property is always vocabulary.schema.json's."""
    from .define import with_markdown

    schema = json.loads(_game_schema_text())
    schema["properties"]["vocabulary"] = _vocabulary_part()
    return with_markdown(schema)


def sync_game_schema() -> None:
    """Rewrite game.schema.json with the current vocabulary.schema.json embedded (for editors)."""
    schema = game_schema()
    with open(game_schema_path(), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(schema, indent=2, ensure_ascii=False) + "\n")
    _game_schema_text.cache_clear()



def pack_schema_path(pack_root: str, kind: str) -> str:
    """Where a pack keeps the schema of one of its file kinds (the manifest's is the static one)."""
    if kind == GAME:
        return game_schema_path()
    return os.path.join(pack_root, PACK_FOLDER, f"{kind}.schema.json")
