"""The direct emitter writes what ast.unparse would, quotes docstrings as it does, and handles `else`."""
from __future__ import annotations

import ast
import os

import pytest

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.effects.check import Checked, check_text
from compiler.emit.modules import abilities_module, docstring
from tests.base_vocab import VOCAB

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATED = [os.path.join(ROOT, "generated", "crime_lords", n) for n in ("abilities.py", "house_rules.py")]
GOLDEN = [os.path.join(ROOT, "tests", "golden", n) for n in ("abilities_sample.py", "house_rules_sample.py")]
CONSTANTS = {"harbor": "district", "gold_coast": "district", "gambling": "racket_type", "warehouse": "racket_type",
             "hit": "attack_kind", "recruit": "attack_kind", "takeover": "attack_kind"}


def _functions(text: str):
    """Each generated `def`, without its `# file:line` comment."""
    for chunk in text.split("\n\n\n"):
        lines = chunk.strip("\n").splitlines()
        if len(lines) > 1 and lines[0].startswith("# ") and lines[1].startswith("def "):
            yield "\n".join(lines[1:])


def _emitted(name: str) -> str:
    """A module of the base pack as compiler/emit/modules.py writes it (generated/ holds it after Ruff's layout)."""
    from compiler.build.builder import _check, emitted
    from compiler.check.effects.check import check_abilities

    pack, bag = _check(os.path.join(ROOT, "content", "crime_lords"))
    assert pack is not None and not bag.errors
    return emitted(pack, check_abilities(pack, bag), "0" * 64)[name]


@pytest.mark.parametrize("path", GENERATED + GOLDEN, ids=os.path.basename)
def test_every_emitted_function_is_what_ast_unparse_writes(path):
    if path in GENERATED:
        text = _emitted(os.path.basename(path))
    else:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    functions = list(_functions(text))
    assert len(functions) > 1
    for fn in functions:
        assert ast.unparse(ast.parse(fn)) == fn


@pytest.mark.parametrize("text", [
    "plain", 'ends in "', "ends in '", 'has """ inside', "has ''' inside", "both \"\"\" and ''' here",
    "both \"\"\" and ''' and ends '", "back\\slash", "new\nline", "tab\there", "bell\a and nul\0", "unicode é ☃",
    '"', "'", "", '"""\'\'\'"', "\\", "line\r\nend", "__import__('os').system('x') \"\"\"; x = 1 #",
])
def test_docstring_quotes_as_ast_unparse_does(text):
    fn = ast.FunctionDef("f", ast.arguments([], [], None, [], [], None, []), [ast.Expr(ast.Constant(text))], [], None, None)
    fn.lineno = 0
    assert ast.unparse(ast.fix_missing_locations(fn)) == "def f():\n    " + docstring(text)
    assert ast.literal_eval(docstring(text)) == text


def _module(abilities):
    checked = []
    for i, (kind, text) in enumerate(abilities):
        bag = DiagnosticBag()
        result = check_text(text, VOCAB, CONSTANTS, lambda s, e: Span("t.yaml", 1, s + 1), bag, kind, {"power": 2})
        assert result is not None, bag.items
        checked.append(Checked(f"card{i}", kind, 0, text, result[0], f"t/t.yaml:{i + 1}", result[1], VOCAB))
    return abilities_module("t", checked)


class _Ctx:
    owner = "me"
    rivals = ("you",)

    def __init__(self, crooks):
        self.crooks = crooks
        self.log = []

    def crooks_of(self, p):
        return self.crooks

    def count(self, xs):
        return len(xs)

    def gain_money(self, n, p):
        self.log.append(("gain", n, p))


def test_else_and_else_if_compile_to_if_elif_else_and_run():
    text = _module([("crook", "on turn_start: if count(crooks of owner) > 3 then gain 1 G "
                              "else if count(crooks of owner) > 1 then gain 2 G else gain 3 G")])
    assert "    elif ctx.count(ctx.crooks_of(ctx.owner)) > 1:\n" in text and "    else:\n" in text
    space: dict = {}
    exec(compile(text.replace("from runtime import api", ""), "t", "exec"), {"api": _Api()} | space, space)
    record = space["ABILITIES"]["card0"][0]
    for crooks, gained in ((5, 1), (2, 2), (0, 3)):
        ctx = _Ctx(list(range(crooks)))
        assert record["condition"](ctx, None) is True
        record["effect"](ctx, None)
        assert ctx.log == [("gain", gained, "me")]


class _Api:
    def __getattr__(self, name):
        return lambda **fields: fields


def test_a_player_parameter_with_while_folds_the_condition_and_keeps_the_amount():
    text = _module([("mob", "modify draw_count of owner by 1 while count(crooks of owner) > 2")])
    ast.parse(text)
    assert "def card0_0_applies(ctx, player):" in text and "def card0_0_amount(ctx, player):" in text
    assert text.count("def card0_0_applies") == 1
    assert "return player == ctx.owner and ctx.count(ctx.crooks_of(ctx.owner)) > 2" in text


def test_the_emitter_refuses_a_name_the_vocabulary_does_not_hold():
    from compiler.emit import modules as emit

    with pytest.raises(ValueError):
        emit.Names(VOCAB).check("system")
    assert emit.Names(VOCAB).check("gain_money") == "gain_money"
    with pytest.raises(ValueError):
        emit._var("a; import os")
