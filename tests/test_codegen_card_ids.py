"""Cards named by id compile to their id literal, compared with the other side's id, and run on a real game.

Set UPDATE_GOLDEN=1 to rewrite tests/golden/house_rules_card_ids.py after an intended change.
"""
from __future__ import annotations

import ast
import os
from types import SimpleNamespace

import pytest

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.effects.check import Checked, card_kinds, check_text
from compiler.emit.modules import house_rules_module
from runtime.games.crime_lords.context import Ctx
from runtime.games.crime_lords import Game
from runtime.packs import load_generated
from runtime.players import RandomPlayer
from tests.base_vocab import VOCAB

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "tests", "golden", "house_rules_card_ids.py")
GEN = os.path.join(ROOT, "generated", "crime_lords")
FAVOURED = os.path.join(ROOT, "tests", "fixtures", "simulate", "ironside_favoured.yaml")
CONSTANTS = {"harbor": "district", "hit": "attack_kind", "recruit": "attack_kind", "takeover": "attack_kind"}
ABILITIES = [
    "modify attack by 6 for attacks where attack.attacker.mob is ironside_brotherhood",
    "modify income of controlled_rackets where it.owner.mob is ironside_brotherhood by 3",
    "on turn_start: if event.player.mob is ironside_brotherhood then gain 15 G to event.player",
    "modify hit by -2 for attacks against judge_pell",
    "on turn_end: if judge_pell in controlled_crooks and pier_rats is not active_player.mob then discard judge_pell",
    "on turn_end: for each p in players: if p is pier_rats.owner then gain 1 G to p",
]


@pytest.fixture(scope="module")
def pack():
    return load_generated(GEN)


def _module(pack, abilities=ABILITIES) -> str:
    cards = card_kinds(pack.cards, VOCAB)
    checked = []
    for i, text in enumerate(abilities):
        bag = DiagnosticBag()
        result = check_text(text, VOCAB, CONSTANTS, lambda s, e: Span("r.yaml", i + 1, s + 1), bag, None, None, cards)
        assert result is not None and not bag.items, bag.items
        checked.append(Checked("named", None, i, text, result[0], f"p/r.yaml:{i + 1}", result[1], VOCAB))
    return house_rules_module("p", [("named", "Named cards", "p/r.yaml:1", {})], checked)


def _rule(pack):
    namespace: dict = {}
    exec(compile(_module(pack), "<named cards>", "exec"), namespace)
    return namespace["HOUSE_RULES"]["named"]


def test_golden_card_ids_house_rule(pack):
    text = _module(pack)
    if os.environ.get("UPDATE_GOLDEN"):
        with open(GOLDEN, "w", encoding="utf-8") as fh:
            fh.write(text)
    with open(GOLDEN, encoding="utf-8") as fh:
        assert fh.read() == text, "differs from tests/golden/house_rules_card_ids.py (UPDATE_GOLDEN=1 to accept)"
    assert "ctx.card_id(ctx.mob_of(ctx.attack_attacker(attack))) == 'ironside_brotherhood'" in text
    assert "'judge_pell' in ctx.card_ids(ctx.controlled_crooks)" in text
    assert "'pier_rats' != ctx.card_id(ctx.mob_of(ctx.active_player))" in text
    assert "ctx.discard_card(ctx.card_named('judge_pell'))" in text
    assert "ctx.owner_of(ctx.card_named('pier_rats'))" in text


def test_emitted_functions_read_back_through_ast_and_call_only_vocabulary_names(pack):
    text = _module(pack)
    tree = ast.parse(text)
    allowed = VOCAB.runtime_methods()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            fn = ast.unparse(node)
            assert ast.unparse(ast.parse(fn)) == fn
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "ctx":
            assert node.attr in allowed, node.attr
    assert {"card_id", "card_ids", "card_named", "mob_of"} <= allowed


def _started(pack, seed):
    g = Game(pack, [RandomPlayer(seed + i) for i in range(4)], seed=seed)
    g.setup()
    return g


def _game_with(pack, mob_id):
    """A started 4-player game in which some seat holds `mob_id` (the first seed that deals it)."""
    for seed in range(1, 60):
        g = _started(pack, seed)
        if any(s.mobcard and s.mobcard[0].id == mob_id for s in g.seats):
            return g
    raise AssertionError(f"no seed deals {mob_id}")   # pragma: no cover


def test_runtime_mob_of_and_card_helpers(pack):
    g = _game_with(pack, "ironside_brotherhood")
    ctx = Ctx(g, None, None)
    for seat in g.seats:
        assert ctx.mob_of(seat) is seat.mobcard[0] and seat.mobcard[0].kind == "mob"
    assert ctx.mob_of(None) is None
    assert ctx.card_id(g.seats[0].mobcard[0]) == g.seats[0].mobcard[0].id and ctx.card_id(None) is None
    assert ctx.card_ids([g.seats[0].mobcard[0], None]) == [g.seats[0].mobcard[0].id] and ctx.card_ids(None) == []
    assert ctx.card_named("judge_pell").id == "judge_pell" and ctx.card_named("no_such_card") is None


def test_compiled_card_id_abilities_pick_the_right_player(pack):
    g = _game_with(pack, "ironside_brotherhood")
    rule = _rule(pack)
    attack_mod, income_mod, trigger = rule.abilities[:3]
    ctx = Ctx(g, None, None)
    favoured = [s.index for s in g.seats if s.mobcard[0].id == "ironside_brotherhood"]
    assert len(favoured) == 1
    for seat in g.seats:
        attack = SimpleNamespace(attacker=seat.index)
        assert attack_mod.applies(ctx, attack) is (seat.index in favoured)
        assert trigger.condition(ctx, SimpleNamespace(player=seat)) is (seat.index in favoured)
    # The income modifier selects the Rackets of the favoured player only.
    assert g.seats[favoured[0]].rackets and any(s.rackets for s in g.seats if s.index not in favoured)
    for seat in g.seats:
        for racket in seat.rackets:
            assert income_mod.selects(ctx, racket) is (seat.index in favoured)
    money = g.seats[favoured[0]].money
    trigger.effect(ctx, SimpleNamespace(player=g.seats[favoured[0]]))
    assert g.seats[favoured[0]].money == money + 15


def test_fixture_house_rule_file_compiles_against_the_compiled_pack(pack):
    from compiler.simulate.house_rule_file import compile_house_rule_file

    rule = compile_house_rule_file(FAVOURED, pack)
    assert rule.id == "ironside_favoured" and len(rule.abilities) == 5
    g = _game_with(pack, "ironside_brotherhood")
    ctx = Ctx(g, None, None)
    flags = [rule.abilities[0].applies(ctx, SimpleNamespace(attacker=s.index)) for s in g.seats]
    assert flags == [s.mobcard[0].id == "ironside_brotherhood" for s in g.seats] and any(flags)


def test_engine_applies_a_card_id_house_rule_to_that_mob_only(pack):
    from dataclasses import replace

    rule = _rule(pack)
    with_rule = replace(pack, house_rules={**pack.house_rules, rule.id: rule})
    seed = next(sd for sd in range(1, 60)
                if any(s.mobcard[0].id == "ironside_brotherhood" for s in _started(pack, sd).seats))
    plain, ruled = _started(pack, seed), Game(with_rule, [RandomPlayer(seed + i) for i in range(4)], seed=seed,
                                              house_rules=[rule.id])
    ruled.setup()
    for a, b in zip(plain.seats, ruled.seats):
        assert a.mobcard[0].id == b.mobcard[0].id and [r.id for r in a.rackets] == [r.id for r in b.rackets]
        bonus = 3 if a.mobcard[0].id == "ironside_brotherhood" else 0
        for ra, rb in zip(a.rackets, b.rackets):
            assert ruled.income(rb) == plain.income(ra) + bonus
