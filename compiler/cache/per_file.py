"""What each content file yields, kept for the next `syndicate check` (issue 17).

A designer edits one file and checks again. The result cache of the whole
answer (compiler/cache/check_result.py) then misses, but every other file is as it
was: its YAML need not be composed again, nor its schema errors looked for.
So for every file the check reads, one entry keeps:

- the loaded Document (data, the place of every value and key, string
  tokens) and the loader's diagnostics, so the file is not parsed again and
  PyYAML is not imported when no file changed;
- the diagnostics of each stage that reads this file alone (its schema
  errors for a given manifest, the sheet settings' checks), by stage name.

An entry is keyed on the file's text as read, its path as shown (diagnostics
print it), the compiler's own files and libraries (check_cache.code_digest)
and this format: anything else is a miss, and the file is read afresh. The
stages that look across files (the manifest's meaning, cross-checks) run
every time, over these documents; the effect language keeps its answer for the
pack under a digest of all it reads (compiler/cache/effects_stage.py, stored
here as a pack-stage entry), else runs with trees from dsl/treecache.py. So a
check after an edit says exactly what a check without any cache says
(tests/test_check_files_cache.py).

The entries are kept in the one cache store (dsl/cache.py, docs/security.md):
JSON, never pickle, sealed with this user's secret, and read back as plain
data checked field by field here; a forged, foreign or broken entry is a miss.
One entry per file path (its slot), overwritten, the newest MAX_FILES kept.
Only the `syndicate` process itself uses it (check_cache.ENABLED), as for the
result cache.
"""
from __future__ import annotations

import json
import os

from dsl.cache import Store, key_of

from compiler.cache import check_result as check_cache
from compiler.report.diagnostics import Diagnostic, Severity, Span

FORMAT = 1
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_FILES = 512
STORE = Store("file", max_entry_bytes=MAX_FILE_BYTES, max_entries=MAX_FILES, max_total_bytes=256 * 1024 * 1024)

# slot (the file's absolute path) -> [key, payload, changed?, handed out?]; filled as files are asked
# for, written by flush()
_entries: dict[str, list] = {}


def enabled() -> bool:
    return check_cache.ENABLED


def _key(shown: str, text: str) -> str:
    return key_of(FORMAT, check_cache.code_digest(), shown, text)


def _entry(shown: str, text: str) -> list | None:
    """[key, payload, changed, handed out] of this file as read now (payload empty on a miss), or None when off."""
    if not enabled():
        return None
    slot = os.path.abspath(shown)
    key = _key(shown, text)
    got = _entries.get(slot)   # [key, payload, changed since read, document handed out]
    if got is not None and got[0] == key:
        return got
    if got is None and STORE.folder() is None:
        return None
    stored = STORE.get(slot, key) if got is None else None
    got = _entries[slot] = [key, stored if type(stored) is dict else {}, False, False]
    return got


def _no_constant(name: str):
    raise ValueError(f"{name} is not kept data")


# --- diagnostics as plain data ------------------------------------------------------------
def encode_diags(diags) -> list:
    return [[d.code, d.message, d.span.file, d.span.line, d.span.col, d.span.end_line, d.span.end_col,
             d.severity.value, d.help] for d in diags]


def _opt_int(x) -> bool:
    return x is None or type(x) is int


def decode_diags(data) -> list[Diagnostic] | None:
    if type(data) is not list:
        return None
    out = []
    for d in data:
        if not (type(d) is list and len(d) == 9 and type(d[0]) is str and type(d[1]) is str and type(d[2]) is str
                and type(d[3]) is int and type(d[4]) is int and _opt_int(d[5]) and _opt_int(d[6])
                and d[7] in ("error", "warning") and (d[8] is None or type(d[8]) is str)):
            return None
        out.append(Diagnostic(d[0], d[1], Span(d[2], d[3], d[4], d[5], d[6]), Severity(d[7]), d[8]))
    return out


# --- documents ---------------------------------------------------------------------------
# A document is kept as its data and three flat lists of numbers: the place of every value, of
# every mapping key and the token of every string, in the order a walk of the data meets them
# (pre-order, keys in their order). Nothing names a path, so an entry is a fraction of the size
# of one that did, and the tables are made again, by the same walk, only when the check first
# asks for a place in that file (many files, the manifest among them, are never asked).
_STYLES = (None, "", "'", '"', "|", ">")
MAX_DEPTH = 64


def _walk(data) -> tuple[list, list, list]:
    """(paths of values, paths of keys, paths of strings) of `data`, in walk order."""
    values: list = []
    keys: list = []
    strings: list = []

    def visit(path: tuple, x) -> None:
        values.append(path)
        t = type(x)
        if t is dict:
            for k, v in x.items():
                keys.append(path + (k,))
                visit(path + (k,), v)
        elif t is list:
            for i, v in enumerate(x):
                visit(path + (i,), v)
        elif t is str:
            strings.append(path)

    visit((), data)
    return values, keys, strings


def _counts(x, depth: int = 0) -> tuple[int, int, int] | None:
    """How many values, keys and strings `data` holds, or None unless it is data JSON gives back
    as it was (what the YAML loader makes: str keys, finite numbers) and at most MAX_DEPTH deep."""
    if depth > MAX_DEPTH:
        return None
    t = type(x)
    if t is dict:
        n, k, s = 1, len(x), 0
        for key, v in x.items():
            got = _counts(v, depth + 1) if type(key) is str else None
            if got is None:
                return None
            n, k, s = n + got[0], k + got[1], s + got[2]
        return n, k, s
    if t is list:
        n, k, s = 1, 0, 0
        for v in x:
            got = _counts(v, depth + 1)
            if got is None:
                return None
            n, k, s = n + got[0], k + got[1], s + got[2]
        return n, k, s
    if t is str:
        return 1, 0, 1
    if t is float:
        return (1, 0, 0) if x == x and x not in (float("inf"), float("-inf")) else None
    return (1, 0, 0) if x is None or t in (int, bool) else None


def _encode_doc(doc) -> dict | None:
    """The document as kept, or None when it is not one this format can give back exactly."""
    if _counts(doc.data) is None:
        return None
    values, keys, strings = _walk(doc.data)
    if not (len(values) == len(doc.spans) and len(keys) == len(doc.key_spans) and len(strings) == len(doc.scalars)):
        return None
    flat: dict[str, list] = {"spans": [], "key_spans": [], "scalars": []}
    try:
        for name, paths, table in (("spans", values, doc.spans), ("key_spans", keys, doc.key_spans)):
            for path in paths:
                s = table[path]
                if s.file != doc.path:
                    return None
                flat[name] += (s.line, s.col, s.end_line, s.end_col)
        for path in strings:
            info = doc.scalars[path]
            flat["scalars"] += (info.start, info.end, _STYLES.index(info.style))
    except (KeyError, ValueError):
        return None
    return {"data": doc.data, **flat}


class _Places(dict):
    """One of a kept Document's tables, made by walking its data the first time it is asked."""

    def __init__(self, make):
        super().__init__()
        self._make = make

    def _fill(self) -> None:
        make, self._make = self._make, None
        if make is not None:
            dict.update(self, make())

    def __contains__(self, path) -> bool:
        self._fill()
        return dict.__contains__(self, path)

    def __getitem__(self, path):
        self._fill()
        return dict.__getitem__(self, path)

    def get(self, path, default=None):
        self._fill()
        return dict.get(self, path, default)

    def __iter__(self):
        self._fill()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._fill()
        return dict.__len__(self)

    def items(self):
        self._fill()
        return dict.items(self)

    def keys(self):
        self._fill()
        return dict.keys(self)

    def values(self):
        self._fill()
        return dict.values(self)


def _numbers(flat, width: int, count: int, last) -> bool:
    """Is `flat` `count` rows of `width` numbers: two ints, then what `last` accepts?"""
    if type(flat) is not list or len(flat) != width * count:
        return False
    if not all(type(x) is int for x in flat[0::width]) or not all(type(x) is int for x in flat[1::width]):
        return False
    return all(last(x) for i in range(2, width) for x in flat[i::width])


def _style(x) -> bool:
    return type(x) is int and 0 <= x < len(_STYLES)


def _decode_doc(kept, shown: str, text: str):
    """The kept Document. Each of its tables is made when first asked for (a check after an edit
    mostly asks for the string tokens of abilities only); rows that do not fit the data (this
    module never writes such) are checked then, and the file is composed afresh instead."""
    from compiler.load.document import Document, ScalarInfo

    if type(kept) is not dict or set(kept) != {"data", "spans", "key_spans", "scalars"}:
        return None
    data = kept["data"]
    state: dict = {}

    def walked():
        """(paths of values, of keys, of strings), or None when the rows do not fit them."""
        if "walk" not in state:
            values, keys, strings = _walk(data)
            sp, ks, sc = kept["spans"], kept["key_spans"], kept["scalars"]
            fits = (_numbers(sp, 4, len(values), _opt_int) and _numbers(ks, 4, len(keys), _opt_int)
                    and _numbers(sc, 3, len(strings), _style))
            state["walk"] = (values, keys, strings) if fits else None
        return state["walk"]

    def composed():
        if "composed" not in state:
            from compiler.load.yamlcompose import compose_into

            doc = Document(shown, text)
            compose_into(doc)
            state["composed"] = doc
        return state["composed"]

    def spans(name: str):
        def make():
            paths = walked()
            if paths is None:
                return getattr(composed(), name)
            rows = kept[name]
            return {p: Span(shown, rows[4 * j], rows[4 * j + 1], rows[4 * j + 2], rows[4 * j + 3])
                    for j, p in enumerate(paths[0 if name == "spans" else 1])}
        return make

    def scalars():
        paths = walked()
        if paths is None:
            return composed().scalars
        sc = kept["scalars"]
        return {p: ScalarInfo(sc[3 * j], sc[3 * j + 1], _STYLES[sc[3 * j + 2]]) for j, p in enumerate(paths[2])}

    return Document(shown, text, data, _Places(spans("spans")), _Places(spans("key_spans")), _Places(scalars))


def document(shown: str, text: str):
    """(Document, loader diagnostics) kept for this file's text, or None (then load it and keep_document())."""
    entry = _entry(shown, text)
    if entry is None or "doc" not in entry[1]:
        return None
    diags = decode_diags(entry[1].get("load"))
    kept = entry[1]["doc"]
    if entry[3]:    # asked for again in this process: each caller gets its own data, as from the loader
        kept = json.loads(json.dumps(kept), parse_constant=_no_constant)
    entry[3] = True
    doc = _decode_doc(kept, shown, text)
    if diags is None or doc is None:
        entry[1].clear()   # not what this module writes: trust nothing else of it
        return None
    return doc, diags


def keep_document(shown: str, text: str, doc, diags) -> None:
    entry = _entry(shown, text)
    if entry is None or doc is None or doc.text != text or diags:
        return      # a file that does not load is the one being fixed: composed afresh each time
    encoded = _encode_doc(doc)
    if encoded is None:
        return
    # A copy: the caller goes on with `doc`, and nothing it does may change what is kept.
    entry[1]["doc"] = json.loads(json.dumps(encoded, ensure_ascii=False))
    entry[1]["load"], entry[2], entry[3] = encode_diags(diags), True, False


# --- per-file stages ---------------------------------------------------------------------
def stage(shown: str, text: str, name: str) -> list[Diagnostic] | None:
    """The diagnostics stage `name` gave for this file's text, or None (then run it and keep_stage())."""
    entry = _entry(shown, text)
    if entry is None:
        return None
    stages = entry[1].get("stages")
    if type(stages) is not dict or name not in stages:
        return None
    diags = decode_diags(stages[name])
    if diags is None:
        entry[1].clear()
    return diags


def keep_stage(shown: str, text: str, name: str, diags) -> None:
    entry = _entry(shown, text)
    if entry is None:
        return
    stages = entry[1].get("stages")
    if type(stages) is not dict:
        stages = entry[1]["stages"] = {}
    stages[name] = encode_diags(diags)
    entry[2] = True


# --- whole-pack stages ---------------------------------------------------------------------
# A stage that reads many files (the effect language: compiler/cache/effects_stage.py) keeps its
# answer under a name of its own, keyed by a digest of what it read, as a file's entry is keyed by
# the file's text. The name cannot be a file's: a file's path holds no NUL.
def _pack_entry_name(root: str, stage: str) -> str:
    return os.path.join(root, "\0" + stage)


def pack_stage(root: str, stage: str, digest: str):
    """The plain data stage `stage` kept for pack `root` under `digest`, or None; the caller checks its shape."""
    entry = _entry(_pack_entry_name(root, stage), digest)
    return entry[1]["value"] if entry is not None and set(entry[1]) == {"value"} else None


def keep_pack_stage(root: str, stage: str, digest: str, value) -> None:
    entry = _entry(_pack_entry_name(root, stage), digest)
    if entry is None:
        return
    entry[1].clear()
    entry[1]["value"] = value
    entry[2] = True


def flush() -> None:
    """Write the entries this run added to; never fails the check."""
    wrote = False
    for slot, entry in list(_entries.items()):
        if not entry[2]:
            continue
        entry[2] = False
        wrote = STORE.put(slot, entry[0], entry[1]) or wrote
    if wrote:
        STORE.prune()
