"""A schema-checked manifest, cached by its text: game.yaml is parsed and checked once, not on every run.

The manifest is read on every `syndicate check` and is the largest file of a
small pack; parsing it with the positioned loader and checking it against the
game schema costs more than the rest of a small pack's schema stage. When the
same text (at the same displayed path) was parsed and found schema-clean
before, the Document is taken from the cache folder (dsl/cache.py: a folder
only this user may write, since loading a pickle runs code). The key covers
the loader and the game schema, so changing either makes every entry stale.
The names inside the manifest are still checked on every run.
"""
from __future__ import annotations

import hashlib
import os
import pickle

from .yamlload import Document

_HERE = os.path.dirname(os.path.abspath(__file__))
_KEY_SOURCES = (os.path.join(_HERE, "yamlload.py"), os.path.join(_HERE, "schemas", "game.schema.json"))
_version: str | None = None


def _tool_version() -> str:
    global _version
    if _version is None:
        h = hashlib.sha256()
        for path in _KEY_SOURCES:
            try:
                with open(path, "rb") as fh:
                    h.update(fh.read())
            except OSError:
                h.update(b"missing")
        _version = h.hexdigest()
    return _version


def _path(text: str, shown: str) -> str | None:
    from dsl.cache import cache_dir

    folder = cache_dir()
    if folder is None:
        return None
    key = hashlib.sha256(f"{_tool_version()}\0{shown}\0{text}".encode("utf-8", "surrogatepass")).hexdigest()
    return os.path.join(folder, f"manifest-{key[:32]}.pickle")


def lookup(text: str, shown: str) -> Document | None:
    """The cached schema-clean Document of this text, or None."""
    path = _path(text, shown)
    if path is None:
        return None
    try:
        with open(path, "rb") as fh:
            doc = pickle.load(fh)
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        return None
    return doc if isinstance(doc, Document) and doc.text == text and doc.path == shown else None


def store(doc: Document) -> None:
    """Remember a Document whose data passed the game schema."""
    path = _path(doc.text, doc.path)
    if path is None:
        return
    try:
        from .atomic import write_atomic

        write_atomic(path, pickle.dumps(doc, protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:
        pass  # a cache is an optimisation
