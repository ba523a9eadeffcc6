"""The docs match behaviour (issue 13 item 10).

- Every whole ability docs/effect-language.md and README.md show works when copied into the bundled
  pack: each is put on a card of a kind that may hold it (or into a house rule, at game scope) of a
  copy of content/crime_lords, and `syndicate check` of that copy finds nothing.
- Every command and every option of the `syndicate` command tree is in README.md's "Every command
  and option", under its command.
- The code docs/effect-language.md gives for a misspelt card id is the one `syndicate check` prints.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import click
import pytest

from compiler.pipeline import check_pack
from compiler.commands.cli import main
from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.effects.check import card_kinds, check_text, pack_constants
from compiler.check.pack import load_pack
from tests.base_vocab import VOCAB
from tests.docs_examples import ROOT, doc_examples

BASE = os.path.join(ROOT, "content", "crime_lords")
README = os.path.join(ROOT, "README.md")
_PACK = load_pack(BASE, DiagnosticBag())
CONSTANTS = pack_constants(_PACK, VOCAB)
IDS = card_kinds(_PACK.cards, VOCAB)


def _cards(kind: str, **need) -> list:
    return [c for c in _PACK.cards if c.kind == kind and c.abilities and all(c.data.get(k) for k in need)]


# Where an example may go, in order: a house rule (game scope: the docs' house-rule examples are tried there
# first), a Crook, a Racket that acts, a Special.
HOLDERS = [(None, [None]), ("crook", _cards("crook")), ("racket", _cards("racket", power=1)),
           ("special", _cards("special"))]
MOST = 12     # abilities a card may hold (the schema's maxItems)


def _holder(ability: str, placed: dict):
    """A card (or None: a house rule) that may hold the ability and has room for it, or "none"."""
    for kind, cards in HOLDERS:
        bag = DiagnosticBag()
        check_text(ability, VOCAB, CONSTANTS, lambda s, e: Span("example", 1, s + 1), bag, kind,
                   cards[0].data if cards[0] is not None else None, IDS)
        if not bag.items:
            return next((c for c in cards if c is None or len(c.abilities) + len(placed.get(c.id, [])) < MOST), "none")
    return "none"


def _all_examples() -> list[tuple[str, str]]:
    out = [(f"docs/effect-language.md:{line}", a) for line, a in doc_examples()]
    out += [(f"README.md:{line}", a) for line, a in doc_examples(README)]
    return out


def test_the_docs_show_examples_of_every_form():
    abilities = [a for _, a in _all_examples()]
    assert len(abilities) >= 35
    for form in ("modify ", "set ", "on ", "action ", "play"):
        assert any(a.startswith(form) for a in abilities), form


def _quoted(ability: str) -> str:
    return "'" + ability.replace("'", "''") + "'"


def test_every_docs_example_works_when_copied_into_the_bundled_pack(tmp_path):
    pack = tmp_path / "crime_lords"
    shutil.copytree(BASE, pack)
    placed: dict = {}
    rules = []
    for where, ability in _all_examples():
        card = _holder(ability, placed)
        assert card != "none", f"{where}: `{ability}` checks on no card of the bundled pack nor in a house rule"
        if card is None:
            rules.append(ability)
        else:
            placed.setdefault(card.id, []).append(ability)
    # Put each example on its card: new items at the top of the card's `abilities:` list.
    for card_id, abilities in placed.items():
        card = next(c for c in _PACK.cards if c.id == card_id)
        path = pack / os.path.relpath(card.doc.path, BASE)
        lines = path.read_text(encoding="utf-8").split("\n")
        start = next(i for i, ln in enumerate(lines) if ln.strip() == f"- id: {card_id}" or
                     ln.strip().startswith(f"- id: {card_id} "))
        at = next(i for i in range(start, len(lines)) if lines[i].strip() == "abilities:")
        indent = " " * (len(lines[at + 1]) - len(lines[at + 1].lstrip()))
        lines[at + 1:at + 1] = [f"{indent}- {_quoted(a)}" for a in abilities]
        path.write_text("\n".join(lines), encoding="utf-8")
    (pack / "house_rules" / "docs_examples.yaml").write_text(
        "# yaml-language-server: $schema=../schemas/house_rule.schema.json\nkind: house_rule\nid: docs_examples\n"
        "name: The examples of the docs\ndescription: Every game-scope example of the docs.\nabilities:\n" + "".join(f"  - {_quoted(a)}\n" for a in rules),
        encoding="utf-8")
    _, bag = check_pack(str(pack))
    # SYN623 is right about them: the examples are put on cards whose `text:` says something else.
    problems = [f"{d.code} {d.span.file}:{d.span.line}: {d.message}" for d in bag.sorted() if d.code != "SYN623"]
    assert problems == []
    assert sum(len(v) for v in placed.values()) + len(rules) == len(_all_examples())
    assert rules and placed     # both card abilities and game-scope ones were tried


def _readme_section() -> str:
    text = open(README, encoding="utf-8").read()
    start = text.index("## Every command and option")
    return text[start:text.index("\n## ", start + 3)]


def test_every_command_and_option_is_in_the_readme():
    section = _readme_section()
    ctx = click.Context(main)
    names = main.list_commands(ctx)
    assert {"check", "schema", "build", "play", "replay", "sheets", "simulate", "soak"} <= set(names)
    parts = re.split(r"^### `syndicate (\w+)[^`]*`$", section, flags=re.MULTILINE)
    documented = dict(zip(parts[1::2], parts[2::2]))
    assert set(documented) == set(names), "README documents commands that are not there, or misses some"
    for name in names:
        cmd = main.get_command(ctx, name)
        for param in cmd.params:
            if not isinstance(param, click.Option) or param.hidden:
                continue
            for opt in param.opts:
                assert re.search(r"(?:`|, )" + re.escape(opt) + r"[ ,`]", documented[name]), \
                    f"`syndicate {name} {opt}` is not in README.md's command reference"


def test_the_documented_code_for_a_misspelt_card_id_is_the_one_printed(tmp_path):
    doc = open(os.path.join(ROOT, "docs", "effect-language.md"), encoding="utf-8").read()
    said = re.search(r"a misspelt id where\s+a card of one kind is wanted \(`([^`]+)`,\s+`([^`]+)`\)\s+names "
                     r"nothing; both are (SYN\d+)", doc)
    assert said, "docs/effect-language.md no longer says which code a misspelt card id gets"
    any_card = re.search(r"Where any card\s+stands .*? it is (SYN\d+)", doc, re.S)
    cases = [(said.group(1), said.group(3)), (said.group(2), said.group(3)),
             ("attack.target is big_sal_rufino", any_card.group(1))]
    pack = tmp_path / "crime_lords"
    shutil.copytree(BASE, pack)
    rule = "".join(f"  - 'on attack_announced: if {cond} then gain 1 G to attack.attacker'\n" for cond, _ in cases)
    (pack / "house_rules" / "misspelt.yaml").write_text(
        "# yaml-language-server: $schema=../schemas/house_rule.schema.json\nkind: house_rule\nid: misspelt\n"
        "name: Misspelt ids\ndescription: Card ids spelt wrong.\nabilities:\n" + rule, encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "compiler", "check", str(pack)], capture_output=True, text=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT})
    assert res.returncode == 1
    printed = re.findall(r"^error\[(SYN\d+)\].*\n\s+--> .*misspelt\.yaml:(\d+):", res.stdout, re.M)
    assert [(code, int(line)) for code, line in printed] == [(code, 7 + i) for i, (_, code) in enumerate(cases)]
