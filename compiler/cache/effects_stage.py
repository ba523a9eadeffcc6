"""The effect-language stage of `syndicate check`, kept for the next check that reads the same (issue 17).

After an edit that changes no ability (a card's stat, its rules text or its
flavour), the effect language has nothing new to say, yet checking every
ability needs the trees, the vocabulary and the checker: most of what a check
after such an edit would import. So the stage's diagnostics are kept, under a
digest of everything the stage reads, and given back while that digest is the
same; then neither dsl.tree nor the checker is imported.

The digest covers the game file (path and text: the vocabulary, its problems
and their places), the ruleset (the names it defines), the pack folder as
shown, the number of cards, and for every card and house rule in order its
kind, id, name, file and place, and every ability's text with the place of its
string token in the file (line and column of its start, the token's raw text:
a caret inside the ability is a function of these). What the checker reads of
a card's other fields (whether a card has the stat that gives its kind an
action token) is recorded as it is read, with the value read, and a kept
answer counts only while every recorded read gives the same value again. A pack with two
cards of one kind and id, or two house rules of one id, is not kept (a cycle's
caret could then land on the other card). Anything else is a miss, and the
stage runs in full and keeps its answer. tests/test_check_files_cache.py
compares every edit and fix with a check without any cache.

The entry is one of compiler/cache/per_file.py's (the one cache store,
dsl/cache.py: JSON, sealed, read back field by field): a forged, foreign or
broken entry is a miss.
"""
from __future__ import annotations

from collections.abc import Mapping

from dsl.cache import Key

from compiler.cache import per_file as file_cache

FORMAT = 1
STAGE = "effects"


def stage_digest(pack) -> str | None:
    """The digest of what the effect stage reads of `pack`, or None when its answer is not to be kept."""
    game = next((d for d in pack.documents if isinstance(d.data, dict) and d.data.get("kind") == "game"), None)
    if game is None:
        return None     # the vocabulary would come from elsewhere (compiler/check/effects/vocab.py)
    h = Key()

    def put(*parts) -> None:
        # One part per put, the parts' repr: the loader's data (text, numbers, lists, mappings) and
        # places have an exact one, and writing it is one call instead of a walk of the ruleset.
        h.add(repr(parts))

    return _digest(pack, game, put, h)


def _digest(pack, game, put, h: Key) -> str | None:
    put(FORMAT, pack.root, game.path, game.text, pack.ruleset, len(pack.cards))
    owners = set()
    for card in pack.cards:
        who = (card.kind, card.id)
        if who in owners:
            return None
        owners.add(who)
        put("card", card.kind, card.data.get("id"), card.data.get("name"), card.doc.path, card.path)
        _put_abilities(put, card.doc, card.path, card.data)
    rules = set()
    for rule in pack.house_rules:
        if rule.id in rules:
            return None
        rules.add(rule.id)
        put("rule", rule.id, rule.doc.path)
        _put_abilities(put, rule.doc, (), rule.data)
    return h.hexdigest()


def _put_abilities(put, doc, base: tuple, data: dict) -> None:
    abilities = data.get("abilities")
    if not isinstance(abilities, list):
        put("no abilities", repr(abilities))
        return
    for i, text in enumerate(abilities):
        if not isinstance(text, str):
            put("not text", repr(text))
            continue
        path = base + ("abilities", i)
        info = doc.scalars.get(path)
        value = doc._value_at(path)
        if info is None or not isinstance(value, str):
            span = doc.span(path)
            put(text, "no token", span.file, span.line, span.col, span.end_line, span.end_col)
            continue
        # Every place Document.string_span gives inside this string follows from these (one character
        # past the token too: an end just past it is counted on the next line when that is a break).
        put(text, value, info.style, doc._mark(info.start), doc.text[info.start:info.end + 2], info.end - info.start)


class _Reads(Mapping):
    """A card's data as the checker sees it, recording each read and the value it gave."""

    __slots__ = ("_data", "_n", "_log")

    def __init__(self, data: dict, n: int, log: list):
        self._data, self._n, self._log = data, n, log

    def __getitem__(self, key):
        if type(key) is not str:
            self._log.append([self._n, "all", None, repr(self._data)])
            return self._data[key]
        present = key in self._data
        self._log.append([self._n, "get", key, repr(self._data[key]) if present else None])
        return self._data[key]

    def __iter__(self):
        self._log.append([self._n, "all", None, repr(self._data)])
        return iter(self._data)

    def __len__(self) -> int:
        self._log.append([self._n, "all", None, repr(self._data)])
        return len(self._data)

    def __bool__(self) -> bool:
        self._log.append([self._n, "bool", None, bool(self._data)])
        return bool(self._data)


def _still_read(pack, reads) -> bool:
    """Does every recorded read of a card give the value it gave then?"""
    if type(reads) is not list:
        return False
    cards = pack.cards
    for r in reads:
        if not (type(r) is list and len(r) == 4 and type(r[0]) is int and 0 <= r[0] < len(cards)):
            return False
        data, (_, how, key, value) = cards[r[0]].data, r
        if how == "get" and type(key) is str and (value is None or type(value) is str):
            if (repr(data[key]) if key in data else None) != value:
                return False
        elif how == "bool" and type(value) is bool:
            if bool(data) is not value:
                return False
        elif how == "all" and key is None and type(value) is str:
            if repr(data) != value:
                return False
        else:
            return False
    return True


def run(pack, bag, checker) -> None:
    """The effect stage: its kept answer when what it reads is unchanged, else `checker()(pack, bag)`, kept."""
    digest = stage_digest(pack) if file_cache.enabled() else None
    if digest is not None:
        kept = file_cache.pack_stage(pack.root, STAGE, digest)
        if type(kept) is dict and set(kept) == {"reads", "diags"} and _still_read(pack, kept["reads"]):
            diags = file_cache.decode_diags(kept["diags"])
            if diags is not None:
                bag.extend(diags)
                return
    check = checker()
    if check is None:
        return
    if digest is None:
        check(pack, bag)
        return
    reads: list = []
    before = len(bag.items)
    check(pack, bag, card_view=lambda n, data: _Reads(data, n, reads))
    file_cache.keep_pack_stage(pack.root, STAGE, digest, {"reads": reads,
                                                          "diags": file_cache.encode_diags(bag.items[before:])})
