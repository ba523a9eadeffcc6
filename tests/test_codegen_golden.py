"""Golden tests of the generated code for a representative set of abilities.

Set UPDATE_GOLDEN=1 to rewrite tests/golden/ after an intended change, then
review the diff.
"""
from __future__ import annotations

import ast
import os

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.effects.check import Checked, check_text
from compiler.emit.modules import abilities_module, house_rules_module
from tests.base_vocab import VOCAB

GOLDEN = os.path.join(os.path.dirname(__file__), "golden")
CONSTANTS = {"harbor": "district", "gold_coast": "district", "protection": "racket_type", "loan_shark": "racket_type",
             "warehouse": "racket_type", "recruit": "attack_kind", "takeover": "attack_kind", "hit": "attack_kind"}
SAMPLES = [  # (card id, kind, ability): one of each form and scope
    ("silky", "crook", "modify hit by 5 for attacks involving self"),
    ("bodyguard", "crook", "modify hit by -5 for attacks against superior of self"),
    ("nell", "crook", "modify takeover by 2 for attacks by owner where attack.target.district is gold_coast"),
    ("judge", "crook", "set helpers to 99 for attacks led by self where attack.kind is recruit"),
    ("gang", "racket", "set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district"),
    ("saints", "mob", "modify income of rackets of owner where it.type is protection or it.type is loan_shark by 2"),
    ("elmo", "crook", "set pay of self to 0"),
    ("ledger", "mob", "modify draw_count of owner by 1"),
    ("landing", "racket", "modify income of self by 1 while count(rackets of owner where it.type is warehouse) > 0"),
    ("stella", "crook", "on turn_start: if event.player is owner then gain 2 G"),
    ("heelers", "mob", "on turn_start: if event.player is owner then choose c in crooks of owner where it.unhappy > 0: remove 1 unhappy from c"),
    ("dan", "crook", "action costs token and 3 G, target c: crook where c.owner in rivals and not c.is_boss: add 1 unhappy to c"),
    ("alderman", "crook", "action during_attack costs token when attack.defender is owner: boost attack by -3"),
    ("whisper", "special", "play, target up to 2 cs: crook where cs.owner in rivals: for each c in cs: add 1 unhappy to c"),
    ("tipped", "special", "play response: cancel attack"),
    ("shakedown", "special", "play: for each p in rivals: transfer 3 G from p to owner"),
]
HOUSE = ("majority", None,
         "on turn_end: for each p in players: if 2 * (count(crooks of p) + count(rackets of p)) > count(controlled_crooks) + count(controlled_rackets) then win p")


def _checked(owner, kind, text, line):
    bag = DiagnosticBag()
    node, resolved = check_text(text, VOCAB, CONSTANTS, lambda s, e: Span("sample.yaml", line, s + 1), bag, kind, {"power": 2})
    assert not bag.items, bag.items
    return Checked(owner, kind, 0, text, node, f"sample/sample.yaml:{line}", resolved, VOCAB)


def _compare(name: str, text: str) -> None:
    path = os.path.join(GOLDEN, name)
    if os.environ.get("UPDATE_GOLDEN"):
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
    with open(path, encoding="utf-8") as fh:
        assert fh.read() == text, f"{name} differs from the golden file (UPDATE_GOLDEN=1 to accept)"


def test_golden_abilities_module():
    checked = [_checked(o, k, a, i + 1) for i, (o, k, a) in enumerate(SAMPLES)]
    text = abilities_module("sample", checked)
    ast.parse(text)
    _compare("abilities_sample.py", text)
    assert abilities_module("sample", [_checked(o, k, a, i + 1) for i, (o, k, a) in enumerate(SAMPLES)]) == text


def test_golden_house_rules_module():
    checked = [_checked(HOUSE[0], None, HOUSE[2], 7)]
    text = house_rules_module("sample", [("majority", "Majority", "sample/house_rules/majority.yaml:1",
                                          {"victory": {"length": "short"}})], checked)
    ast.parse(text)
    _compare("house_rules_sample.py", text)


def test_generated_code_calls_only_ctx_methods_of_the_vocabulary():

    allowed = VOCAB.runtime_methods()
    text = abilities_module("sample", [_checked(o, k, a, i + 1) for i, (o, k, a) in enumerate(SAMPLES)])
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "ctx":
            assert node.attr in allowed, node.attr
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id == "frozenset", ast.unparse(node)
