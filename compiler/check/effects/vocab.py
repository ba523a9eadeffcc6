"""A pack's effect vocabulary: the `vocabulary:` section of its game.yaml, loaded once.

dsl/vocabulary.py turns the plain mapping into a `Vocabulary` and lists what
is wrong with it; here the problems become diagnostics at their place in
game.yaml. The game's card kinds, enums and markers the vocabulary's types
refer to are the other keys of the same file.
"""
from __future__ import annotations

import os

from dsl.vocabulary import Vocabulary, load

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.load.yamlload import Document, load_file

GAME_FILE = "game.yaml"


def _report(problems, doc: Document | None, bag: DiagnosticBag | None, shown: str) -> None:
    if bag is None:
        return
    for p in problems:
        span = doc.span(p.path) if doc is not None else Span(shown)
        bag.error(p.code, p.message, span, p.help)


def read_game(root: str) -> tuple[Document | None, list]:
    """The game file of the pack at `root` (positioned), and the problems reading it."""
    path = os.path.join(root, GAME_FILE)
    if not os.path.exists(path):
        return None, []
    return load_file(path)


def from_document(doc: Document | None, bag: DiagnosticBag | None = None) -> Vocabulary:
    data = doc.data if doc is not None and isinstance(doc.data, dict) else {}
    vocab, problems = load(data.get("vocabulary"), data)
    _report(problems, doc, bag, doc.path if doc is not None else GAME_FILE)
    return vocab


def load_vocabulary(root: str, bag: DiagnosticBag | None = None) -> Vocabulary:
    """The vocabulary of the pack at `root`; problems (if a bag is given) are reported into it."""
    doc, problems = read_game(root)
    if bag is not None:
        for d in problems:
            bag.add(d)
    if doc is None and bag is not None and not problems:
        bag.error("SYN316", f"the pack has no `{GAME_FILE}`, so its abilities have no words to use", Span(root),
                  f"add {GAME_FILE} with a `vocabulary:` section; see content/crime_lords/{GAME_FILE}")
    return from_document(doc, bag)


def pack_vocabulary(pack, bag: DiagnosticBag | None = None) -> Vocabulary:
    """The pack's vocabulary, loaded (and its problems reported) once per Pack."""
    vocab = getattr(pack, "_vocabulary", None)
    if vocab is None:
        doc = next((d for d in getattr(pack, "documents", ()) if isinstance(d.data, dict)
                    and d.data.get("kind") == "game"), None)
        if doc is not None:
            vocab = from_document(doc, bag)
        elif _has_abilities(pack):
            vocab = load_vocabulary(pack.root, bag)
        else:   # nothing to check: a pack without abilities needs no words
            vocab = load_vocabulary(pack.root, None)
        pack._vocabulary = vocab
    return vocab


def _has_abilities(pack) -> bool:
    datas = [c.data for c in pack.cards] + [r.data for r in pack.house_rules]
    return any(isinstance(d, dict) and d.get("abilities") for d in datas)


def _game_data(pack) -> dict:
    doc = next((d for d in getattr(pack, "documents", ()) if isinstance(d.data, dict)
                and d.data.get("kind") == "game"), None)
    if doc is None:
        doc, _ = read_game(pack.root)
    return doc.data if doc is not None and isinstance(doc.data, dict) else {}


def vocabulary_data(pack) -> dict:
    """The plain data a Vocabulary is loaded from (game.yaml's vocabulary and the types it refers to),
    for generated/<pack>/vocabulary.py."""
    data = _game_data(pack)
    return {k: data[k] for k in ("card_kinds", "enums", "markers", "vocabulary") if k in data}


def compiled_vocabulary(folder: str) -> Vocabulary:
    """The vocabulary a compiled pack (generated/<pack>/) was built with."""
    import ast

    with open(os.path.join(folder, "vocabulary.py"), encoding="utf-8") as fh:
        text = fh.read()
    data = ast.literal_eval(text.partition("\nVOCABULARY = ")[2])
    return load(data.get("vocabulary"), data)[0]
