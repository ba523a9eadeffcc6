"""dsl/describe.py gives plain English for every ability of the base pack."""
from __future__ import annotations

import os

import pytest

from compiler.pack import load_pack
from compiler.diagnostics import DiagnosticBag
from dsl.describe import describe

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _abilities():
    pack = load_pack(os.path.join(ROOT, "content", "crime_lords"), DiagnosticBag())
    names = {d["id"]: d["name"] for d in pack.ruleset["districts"] + pack.ruleset["racket_types"]}
    return [(c.id, a, names) for c in pack.cards for a in c.abilities]


def test_every_base_pack_ability_is_described():
    items = _abilities()
    assert len(items) == 70
    for card_id, ability, names in items:
        text = describe(ability, names)
        assert (text[0].isupper() or text[0] in "+-") and text.endswith("."), (card_id, text)
        assert "?" not in text and "_" not in text, (card_id, text)


@pytest.mark.parametrize("ability,expected", [
    ("modify hit by 5 for attacks involving self", "+5 to hits this card takes part in."),
    ("modify hit by 2 for attacks by owner", "+2 to hits made by you."),
    ("modify resistance of crooks of owner by 3", "+3 Resistance for your Crooks."),
    ("play response: cancel attack", "When an attack is made against you: cancel the attack."),
    ("on turn_start: if event.player is owner then gain 2 G", "At the start of each turn: if the player is you, gain 2 G."),
    ("modify takeover by 2 for attacks by owner where attack.target.district is gold_coast",
     "+2 to takeovers made by you where the attack's target's district is Gold Coast."),
])
def test_describe_examples(ability, expected):
    assert describe(ability, {"gold_coast": "Gold Coast"}) == expected


def test_describe_refuses_what_does_not_parse():
    with pytest.raises(ValueError):
        describe("modfy hit by 2")
