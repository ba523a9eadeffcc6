"""docs/effect-language.md and the base pack's vocabulary cannot drift; every example parses and checks."""
from __future__ import annotations

import re

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.effects.check import check_text
from dsl import docgen
from dsl.parser import parse
from tests.base_vocab import VOCAB


def test_doc_vocabulary_tables_are_generated_from_the_registry():
    with open(docgen.DOC, encoding="utf-8") as fh:
        text = fh.read()
    assert docgen.render(text, VOCAB) == text, "run `python -m compiler.check.effects.vocab_doc`"
    for table in VOCAB.tables.values():
        for name in table:
            assert f"`{name}`" in text


def test_every_ability_example_in_the_doc_parses():
    with open(docgen.DOC, encoding="utf-8") as fh:
        text = fh.read()
    forms = ("modify ", "set ", "on ", "action ", "play")
    fenced = re.findall(r"```(?!yaml)[a-z]*\n(.*?)```", text, re.S)
    inline = re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", "", text, flags=re.S))
    lines = [ln.strip() for block in fenced for ln in block.splitlines() if ln.strip().startswith(forms)]
    examples = {m for m in inline + lines if m.startswith(forms) and (":" in m or m.startswith(("modify ", "set ")))}
    examples = {e for e in examples if "…" not in e and "..." not in e and not re.search(r"\b[A-Z]{3,}\b", e)}  # skip templates like `on EVENT: EFFECTS`
    assert len(examples) > 10
    for e in sorted(examples):
        node, problems = parse(e)
        assert node is not None, (e, problems)


def test_vocabulary_examples_of_abilities_check_cleanly():
    consts = {"harbor": "district", "protection": "racket_type", "gambling": "racket_type", "old_town": "district",
              "hit": "attack_kind", "recruit": "attack_kind", "takeover": "attack_kind"}
    for table in (VOCAB.stats, VOCAB.params, VOCAB.attack_stats):
        for e in table.values():
            results = [check_text(e.example, VOCAB, consts, lambda s, x: Span("v", 1, s + 1), DiagnosticBag(), kind, {"power": 2})
                       for kind in ("crook", "racket")]
            assert any(r is not None for r in results), e.example
