"""`python -m compiler.check.schemas`: rewrite game.schema.json with the current vocabulary.schema.json embedded."""
from . import sync_game_schema

sync_game_schema()
