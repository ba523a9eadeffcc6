"""Lark's parse tables for grammar.lark, kept as signed JSON so a process need not rebuild them.

Building the LALR tables takes about 0.3 s; reading them back takes a tenth of
that. Lark's own grammar cache is a pickle, which is never loaded here
(docs/security.md), so the tables Lark serialises for that cache
(`Lark.memo_serialize`: dicts, lists, tuples, strings, numbers) are written as
JSON instead, tuples and dicts with other than string keys tagged so they come
back as they were, and handed to Lark's loader (`Lark._load_from_dict`, what
Lark's own cache and standalone parsers use).

One entry in the one cache store (dsl/cache.py), made for a key: the
grammar's text, Lark's version and this format. It counts only when its seal
under this user's secret verifies, so a planted or edited file is a miss and
the tables are built afresh; anything unexpected while decoding or loading is
a miss too, never an error.
"""
from __future__ import annotations

from .cache import Store, key_of

FORMAT = 2
MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_NESTING = 64
_SLOT = "grammar.lark"
_STORE = Store("grammar", max_entry_bytes=MAX_FILE_BYTES, max_entries=2, max_total_bytes=2 * MAX_FILE_BYTES)


class Invalid(Exception):
    pass


def key(grammar: str) -> str:
    import lark

    return key_of(FORMAT, lark.__version__, grammar)


def _encode(x):
    if isinstance(x, dict):
        if all(type(k) is str for k in x) and "__pairs__" not in x and "__tuple__" not in x:
            return {k: _encode(v) for k, v in x.items()}
        return {"__pairs__": [[_encode(k), _encode(v)] for k, v in x.items()]}
    if isinstance(x, tuple):
        return {"__tuple__": [_encode(v) for v in x]}
    if isinstance(x, list):
        return [_encode(v) for v in x]
    if x is None or type(x) in (str, int, bool):
        return x
    raise Invalid(f"cannot keep a {type(x).__name__} in the grammar cache")


def _decode(x, level: int = 0):
    if level > MAX_NESTING:
        raise Invalid("nested too deep")
    if type(x) is dict:
        if "__pairs__" in x:
            pairs = x["__pairs__"]
            if set(x) != {"__pairs__"} or type(pairs) is not list or any(type(p) is not list or len(p) != 2 for p in pairs):
                raise Invalid("bad pairs")
            return {_decode(k, level + 1): _decode(v, level + 1) for k, v in pairs}
        if "__tuple__" in x:
            if set(x) != {"__tuple__"} or type(x["__tuple__"]) is not list:
                raise Invalid("bad tuple")
            return tuple(_decode(v, level + 1) for v in x["__tuple__"])
        return {k: _decode(v, level + 1) for k, v in x.items()}
    if type(x) is list:
        return [_decode(v, level + 1) for v in x]
    if x is None or type(x) in (str, int, bool):
        return x
    raise Invalid(f"unexpected {type(x).__name__}")


def load(grammar: str, transformer):
    """The Lark parser for `grammar` from the cache, or None (no entry, another grammar, not ours, broken)."""
    if _STORE.folder() is None:
        return None
    tables = _STORE.get(_SLOT, key(grammar))
    if tables is None:
        return None     # none, another grammar, or not sealed by this user's Syndicate: a miss
    from lark import Lark

    try:
        tables = _decode(tables)
        return Lark._load_from_dict(tables["data"], tables["memo"], transformer=transformer)
    except Exception:   # noqa: BLE001 - a cache is never fatal: anything Lark does not accept is a miss
        return None


def store(grammar: str, parser) -> None:
    """Keep `parser`'s tables (without its transformer, given again on loading); never fails."""
    if _STORE.folder() is None:
        return
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    try:
        data, memo = parser.memo_serialize([TerminalDef, Rule])
        data = dict(data, options={k: v for k, v in data["options"].items() if k != "transformer"})
        tables = _encode({"data": data, "memo": memo})
    except (Invalid, KeyError, TypeError, AttributeError):
        return
    if _STORE.put(_SLOT, key(grammar), tables):
        _STORE.prune()
