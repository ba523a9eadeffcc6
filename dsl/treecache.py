"""A per-file cache of parsed abilities, so abilities written as before are not parsed again.

One entry per content file in the one cache store (dsl/cache.py), in the
content file's path's slot, made for a key: the parser's version (grammar,
tree, parser, this module, the store, Lark's version). It maps each ability text of that file that parsed cleanly to
its tree. A tree depends only on the ability's own text (its places are offsets
into that text; trees hold effects as written, so they do not depend on a
pack's vocabulary), so when a file is edited every ability whose text did not
change keeps its tree, and only new or changed abilities are parsed: a check
after an edit that touches no ability imports no Lark. Abilities with syntax
errors are not kept, so their messages come from a fresh parse every time.

JSON, never pickle: reading a planted file must not run code. An entry counts
only if its seal verifies under this user's secret (dsl/cache.py), so a planted
or edited file, even a well-formed one naming another tree for an ability, is
a miss; each tree's names must also be the words at its recorded places in the
ability. Every entry is validated as it is read back — node classes from a fixed list, each field of
the type the tree declares, names matching the grammar's NAME, operators and
joining words from closed sets, nesting bounded — and anything wrong makes the
whole file a miss (it is ignored, never fatal; the next build rewrites it).
The checker still runs on every tree, cached or not: it is cheap, it depends
on the ruleset (which this key does not cover), and it checks cached trees
exactly as fresh ones.
"""
from __future__ import annotations

import dataclasses
import hashlib
import os
import re

from . import tree as t
from .cache import Key, Store
from .vocabulary import PARTICLES

FORMAT = 3                            # 3: in the one store; 2: keyed by the parser's version alone
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_FILES = 256                       # entries kept in the cache folder, newest first
MAX_NESTING = 64                      # the parser refuses trees deeper than its MAX_DEPTH (40)
_HERE = os.path.dirname(os.path.abspath(__file__))
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_CLASSES = {c.__name__: c for c in (t.Num, t.Bool, t.Name, t.Prop, t.Apply, t.Call, t.BinOp, t.Neg, t.Not, t.BoolOp,
                                    t.Compare, t.Where, t.Effect, t.If, t.ForEach, t.Choose, t.Scope, t.Modifier,
                                    t.Trigger, t.Target, t.Activated, t.Word)}
# String fields that hold a word from a closed set rather than a NAME.
_CLOSED = {
    ("BinOp", "op"): {"+", "-", "*"},
    ("BoolOp", "op"): {"and", "or"},
    ("Compare", "op"): {"is", "is not", "in", "not in", ">", ">=", "<", "<="},
    ("Word", "text"): PARTICLES,
    ("Scope", "relation"): {"all", "involving", "by", "led_by", "against"},
    ("Modifier", "op"): {"add", "set"},
    ("Activated", "form"): {"action", "play"},
}


class Invalid(ValueError):
    """A cache entry that is not what this module writes."""


# Field checks, by code: 0 int, 1 bool, 2 NAME, 3 NAME or None, 4 word of a closed set, 5 node,
# 6 node or None, 7 tuple of nodes.
_KIND = {"int": 0, "bool": 1, "str": 2, "str | None": 3, "Node": 5, "Node | None": 6, "Scope | None": 6, "tuple": 7}


def _table(name: str, cls) -> tuple:
    checks = []
    for f in dataclasses.fields(cls):
        if f.name == "depth":
            continue   # kw_only, and last: passed by keyword
        code = _KIND[f.type]
        allowed = _CLOSED.get((name, f.name))
        checks.append((4, allowed) if allowed is not None else (code, False))
    return cls, tuple(checks), len(checks) + 2


# class name -> (class, field checks, length of its JSON list: name, fields, depth)
_TABLE = {name: _table(name, cls) for name, cls in _CLASSES.items()}
_FIELDS = {name: [f.name for f in dataclasses.fields(cls) if f.name != "depth"] for name, cls in _CLASSES.items()}


def version() -> str:
    """What a cached tree depends on besides the file: the parser's sources and Lark's version.

    Lark's version is read from its package's own `__init__.py` (found, not imported): a check
    whose trees all come from this cache need not import Lark at all.
    """
    import importlib.util

    spec = importlib.util.find_spec("lark")
    with open(spec.origin, "rb") as fh:
        lark_init = fh.read()
    h = Key(FORMAT, hashlib.sha256(lark_init).digest())
    for name in ("grammar.lark", "tree.py", "parser.py", "vocabulary.py", "treecache.py", "cache.py"):
        with open(os.path.join(_HERE, name), "rb") as fh:
            h.add(name, hashlib.sha256(fh.read()).digest())
    return h.hexdigest()


# --- encoding --------------------------------------------------------------------
def encode(node: t.Node) -> list:
    """A node as JSON data: [class name, its fields in declaration order, depth]."""
    name = type(node).__name__
    out: list = [name]
    for field in _FIELDS[name]:
        value = getattr(node, field)
        if isinstance(value, t.Node):
            value = encode(value)
        elif isinstance(value, tuple):
            value = [None if v is None else encode(v) for v in value]
        out.append(value)
    out.append(node.depth)
    return out


def decode(data, level: int = 0) -> t.Node:
    """The node `encode` wrote; raises Invalid for anything else."""
    if type(data) is not list or level > MAX_NESTING:
        raise Invalid("not a node")
    entry = _TABLE.get(data[0]) if data and type(data[0]) is str else None
    if entry is None or len(data) != entry[2]:
        raise Invalid("not a node")
    cls, checks, _ = entry
    args = []
    for (code, extra), value in zip(checks, data[1:]):
        if code == 0:
            ok = type(value) is int
        elif code == 1:
            ok = type(value) is bool
        elif code == 2:
            ok = type(value) is str and _NAME.match(value) is not None
        elif code == 3:
            ok = value is None or (type(value) is str and _NAME.match(value) is not None)
        elif code == 4:
            ok = type(value) is str and value in extra
        elif code == 5:
            value, ok = decode(value, level + 1), True
        elif code == 6:
            value, ok = (None if value is None else decode(value, level + 1)), True
        else:
            ok = type(value) is list
            if ok:
                value = tuple(None if (v is None and extra) else decode(v, level + 1) for v in value)
        if not ok:
            raise Invalid(f"bad field in {data[0]}")
        args.append(value)
    depth = data[-1]
    if type(depth) is not int:
        raise Invalid("bad depth")
    node = cls(*args, depth=depth)
    if cls is t.Scope and node.relation != "all" and node.subject is None:
        raise Invalid("Scope without subject")
    return node


def _matches(node: t.Node, ability: str) -> None:
    """Every name in the tree is the word written at its place in the ability (else Invalid)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, t.Name) and ability[n.start:n.end] != n.id:
            raise Invalid("a name that is not in the ability")
        for f in _FIELDS[type(n).__name__]:
            v = getattr(n, f)
            if isinstance(v, t.Node):
                stack.append(v)
            elif isinstance(v, tuple):
                stack.extend(x for x in v if isinstance(x, t.Node))


# --- the cache files --------------------------------------------------------------------
class TreeCache:
    """Parsed abilities per content file, in `folder` (None: caching is off)."""

    def __init__(self, folder: str | None):
        self.folder = folder
        self._version = version() if folder else ""
        self._store = Store("trees", max_entry_bytes=MAX_FILE_BYTES, max_entries=MAX_FILES,
                            max_total_bytes=MAX_FILES * 256 * 1024, folder=folder)

    def _file(self, path: str) -> str:
        return self._store.path(os.path.abspath(path))

    def key(self, text: str = "") -> str:
        """What an entry must have been made for: this parser (the file's text no longer matters)."""
        return self._version

    def load(self, path: str, text: str = "") -> dict | None:
        """{ability text: encoded tree} kept for this file, or None (no entry, another parser, or invalid)."""
        if not self.folder:
            return None
        trees = self._store.get(os.path.abspath(path), self.key(text))
        return trees if type(trees) is dict else None

    def tree(self, entry: dict | None, ability: str) -> t.Node | None:
        """The cached tree of one ability, or None (then parse it); an invalid entry counts as absent."""
        if entry is None:
            return None
        data = entry.get(ability)
        if data is None:
            return None
        try:
            node = decode(data)
            _matches(node, ability)
            return node
        except (Invalid, TypeError, RecursionError):
            entry.clear()   # one bad tree: trust nothing else from this file
            return None

    def store(self, path: str, text: str, trees: dict) -> None:
        """Write the entry (the file's abilities now) atomically; a cache that cannot be written is simply not used."""
        if not self.folder:
            return
        # A value is a tree parsed now, or one this cache gave back (already encoded, and validated then).
        encoded = {k: encode(v) if isinstance(v, t.Node) else v for k, v in trees.items()}
        if self._store.put(os.path.abspath(path), self.key(text), encoded):
            self._store.prune()    # files of packs built once (tests, copies) must not pile up
