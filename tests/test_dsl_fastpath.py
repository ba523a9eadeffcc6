"""The parser's fast path builds exactly the tree Lark's own parse builds, and hands every mistake to Lark."""
from __future__ import annotations

import os

import pytest

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.pack import load_pack
from dsl import parser as P

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MORE = [
    "on turn_start: if event.player is owner then gain 2 G else pay 1 G",
    "on turn_end: if count(crooks of owner) > 3 then gain 1 G else if count(crooks of owner) > 1 then gain 2 G else gain 3 G",
    "action costs token and 3 G, target c: crook where c.owner in rivals and not c.is_boss: add 1 unhappy to c",
    "play, target up to 2 cs: crook where cs.owner in rivals: for each c in cs: add 1 unhappy to c",
    "modify hit by -(2 * 3) for attacks against superior of self  # a comment",
    "set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district",
]


def _texts():
    pack = load_pack(os.path.join(ROOT, "content", "crime_lords"), DiagnosticBag())
    out = [a for c in pack.cards for a in c.abilities]
    for rule in pack.house_rules:
        out += [a for a in rule.data.get("abilities") or [] if isinstance(a, str)]
    return out + MORE


def _dump(node):
    """The tree with every field, depth included (repr leaves depth out)."""
    import dataclasses

    from dsl import tree as t

    if isinstance(node, t.Node):
        return (type(node).__name__, tuple(_dump(getattr(node, f.name)) for f in dataclasses.fields(node)))
    if isinstance(node, tuple):
        return tuple(_dump(v) for v in node)
    return node


def test_fast_path_and_lark_build_the_same_tree_for_every_base_pack_ability():
    texts = _texts()
    assert len(texts) > 70
    for text in texts:
        state = P._State(text)
        P._BUILD.state = state
        fast = P._fast_parse(text, state)
        assert fast is not None and not state.problems, text
        slow, problems = P._lark_parse(text)
        assert not problems, (text, problems)
        assert _dump(fast) == _dump(slow), text


@pytest.mark.parametrize("text", [
    "modify hit by 2 for attacks by owner where it.type == gambling",   # a character the language lacks
    "on turn_start gain 2 G",                                           # missing colon
    "modify hit by (2 for attacks by owner",                            # unbalanced bracket
    "modify hit by",                                                    # ends too early
    "modfy hit by 2 for attacks by owner",                              # misspelt keyword
])
def test_fast_path_gives_up_on_mistakes_and_lark_explains_them(text):
    state = P._State(text)
    P._BUILD.state = state
    assert P._fast_parse(text, state) is None
    node, problems = P.parse(text)
    assert node is None and problems and all(p.code.startswith("SYN3") for p in problems)


def test_else_binds_to_the_nearest_if():
    from dsl import tree as t

    node, problems = P.parse(MORE[1])
    assert not problems
    outer = node.effects[0]
    assert isinstance(outer, t.If) and len(outer.orelse) == 1
    inner = outer.orelse[0]
    assert isinstance(inner, t.If) and inner.orelse and inner.orelse[0].verb == "gain"
    assert node.end == len(MORE[1])


def test_deep_nesting_is_refused_on_the_fast_path_without_recursion():
    text = "modify hit by " + "(" * 10_000 + "1" + ")" * 10_000 + " for attacks by owner"
    node, problems = P.parse(text)
    assert node is None and [p.code for p in problems] == ["SYN307"]
