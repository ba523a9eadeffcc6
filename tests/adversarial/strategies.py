"""Hypothesis strategies for hostile input: YAML-ish text, abilities, mutated real files."""
from __future__ import annotations

import os

from hypothesis import strategies as st

from tests.base_vocab import VOCAB as V

from .packs import MINI

INJECTIONS = [
    "__import__('os').system('touch /tmp/pwned')", "'); import os; os._exit(3) #", '"""', "\\", "{{ 7*7 }}",
    "{% raw %}", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "$(rm -rf /)", "`id`", "; ls",
    "| cat /etc/passwd", "${HOME}", "%s%s%s%n", "\u202e", "\u0000", "\ufeff", "\r\n", "\t", "NaN", "1e999",
]

_YAML_BITS = [": ", "- ", "\n", "  ", "'", '"', "[", "]", "{", "}", ",", "#", "&a", "*a", "!!python/object", "|",
              ">", "---", "...", "? ", "%YAML 1.1", "~", "null", "yes", "0x1F", "1_000", "2024-01-01", "\\u0041",
              "kind", "cards", "id", "name", "power", "abilities", "crook", "racket", "\t", "\r\n", "\ufeff", "é", "𝔘"]

yaml_ish = st.lists(st.one_of(st.sampled_from(_YAML_BITS), st.text(max_size=6)), max_size=60).map("".join)


def _read(name: str) -> bytes:
    with open(os.path.join(MINI, name), "rb") as fh:
        return fh.read()


REAL_FILES = {n: _read(n) for n in ("crooks.yaml", "rackets.yaml", "ruleset.yaml", "specials.yaml", "mobs.yaml")}


@st.composite
def mutated(draw, name: str = "crooks.yaml") -> bytes:
    """A real content file with a few bytes inserted, deleted or replaced."""
    data = bytearray(REAL_FILES[name])
    for _ in range(draw(st.integers(1, 6))):
        i = draw(st.integers(0, len(data)))
        op = draw(st.sampled_from(("insert", "delete", "replace")))
        chunk = draw(st.one_of(st.binary(min_size=1, max_size=4),
                               st.sampled_from(_YAML_BITS).map(lambda s: s.encode("utf-8"))))
        if op == "insert":
            data[i:i] = chunk
        elif op == "delete":
            del data[i:i + len(chunk)]
        else:
            data[i:i + len(chunk)] = chunk
    return bytes(data)


_WORDS = (list(V.events) + list(V.stats) + list(V.params) + list(V.attack_stats) + list(V.selectors)
          + [f.removesuffix(" of") for f in V.functions] + list(V.properties) + list(V.effects) + list(V.verbs)
          + list(V.timings)
          + ["on", "if", "then", "and", "or", "not", "is", "in", "of", "to", "from", "by", "for", "each", "where",
             "it", "event", "attacks", "involving", "led", "against", "while", "modify", "set", "action", "play",
             "costs", "token", "target", "up", "choose", "G", "unhappy", "power", "income", "yes", "no", "north",
             "dice", "recruit", "hit", "takeover"])
_SYMBOLS = [":", ",", "(", ")", ".", "+", "-", "*", ">", ">=", "<", "<=", "1", "2", "9999999", "0", "3 G"]

ability_words = st.lists(st.sampled_from(_WORDS + _SYMBOLS), max_size=25).map(" ".join)


def _examples() -> list[str]:
    out = []
    for table in V.tables.values():
        out.extend(e.example for e in table.values() if "..." not in e.example)
    return out


EXAMPLES = _examples()


@st.composite
def mutated_ability(draw) -> str:
    """A vocabulary example with words swapped, dropped or repeated."""
    words = draw(st.sampled_from(EXAMPLES)).split(" ")
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(words)))
        op = draw(st.sampled_from(("insert", "delete", "swap")))
        if op == "insert":
            words.insert(i, draw(st.sampled_from(_WORDS + _SYMBOLS + INJECTIONS)))
        elif words and op == "delete":
            del words[min(i, len(words) - 1)]
        elif words:
            j = draw(st.integers(0, len(words) - 1))
            k = min(i, len(words) - 1)
            words[j], words[k] = words[k], words[j]
    return " ".join(words)
