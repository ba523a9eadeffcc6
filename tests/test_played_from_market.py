"""A card kind bought from a market row (`played_from_market: true` in the manifest) acts when
bought: its abilities are played ones (`play …`), as a kind played from a hand; a static modifier
or a trigger on it is SYN408, and it is never "an ability that never fires" (SYN425). And the
describer's phrases these abilities use, for any pack: a timing's own opening (`english_play`), an
event about the card itself (`english_self`), a stat change read as `{value} {more}`."""
from __future__ import annotations

import json

import jsonschema

from compiler.check.effects.check import check_text
from compiler.check.schemas import game_schema_path
from compiler.report.diagnostics import DiagnosticBag, Span
from dsl import vocabulary as V
from dsl.describe import describe

WORDS = {
    "types": {"coin": {"label": "coins", "unit": "c", "quantity": True}},
    "target_types": ["player"],
    "events": {"struck": {"payload": {"card": "card", "player": "player"}, "doc": "A card is struck.",
                          "example": "on struck: gain 1 c", "english": "When a card is struck",
                          "english_self": "When this card is struck"}},
    "stats": {"toll": {"type": "coin", "of": ["guard"], "runtime": "toll", "doc": "What a guard costs.",
                       "example": "modify toll of self by -1 c", "noun": "toll",
                       "english": {"add": "{who} cost{s} {value} {more}"}}},
    "selectors": {
        "self": {"type": "card", "runtime": "this_card", "doc": "", "example": "", "english": "this card", "owned": True},
        "owner": {"type": "player", "runtime": "owner", "doc": "", "example": "", "english": "you", "owned": True},
        "attack": {"type": "attack", "runtime": "current_attack", "doc": "", "example": "", "english": "the attack"}},
    "effects": {"gain": {"pattern": "gain {amount: coin}", "runtime": "gain_coins", "doc": "Coins from the bank.",
                         "example": "gain 2 c", "english": "collect {amount}"}},
    "timings": {"own_turn": {"doc": "Your turn.", "english": "on your turn"},
                "bought": {"doc": "When bought from the row.", "english": "when bought", "english_play": "when bought"}},
}
KINDS = {"lot": {"label": "Lot", "plural": "lots", "played_from_market": True, "action_token": "never"},
         "guard": {"label": "Guard", "plural": "guards", "in_play": True, "action_token": "never"},
         "relic": {"label": "Relic", "plural": "relics", "action_token": "never"}}


def _vocab():
    vocab, problems = V.load(WORDS, {"card_kinds": KINDS})
    assert problems == []
    return vocab


def _check(text: str, kind: str) -> list[str]:
    bag = DiagnosticBag()
    check_text(text, _vocab(), {}, lambda s, e: Span("t", 1, s + 1), bag, kind)
    return [d.code for d in bag]


def test_a_kind_bought_from_a_market_is_played():
    assert _vocab().card_kinds["lot"]["played"] is True
    assert _check("play bought: gain 3 c", "lot") == []
    assert "SYN408" in _check("modify toll of self by 1 c", "lot")        # never in play: no statics
    assert _check("on struck: gain 1 c", "lot") == ["SYN408"]              # nor triggers
    assert _check("play bought: gain 3 c", "guard") == ["SYN408"]          # a kind in play is not played
    assert _check("play bought: gain 3 c", "relic") == ["SYN408"]          # nor one never anywhere


def test_the_manifest_schema_declares_played_from_market():
    def kinds(node):      # the schema of one card kind: the object whose properties hold `played_from_hand`
        if isinstance(node, dict):
            if "played_from_hand" in (node.get("properties") or {}):
                yield node
            for value in node.values():
                yield from kinds(value)
        elif isinstance(node, list):
            for value in node:
                yield from kinds(value)
    schema = json.load(open(game_schema_path(), encoding="utf-8"))
    found = list(kinds(schema))
    assert found and all(f["properties"]["played_from_market"]["type"] == "boolean" for f in found)
    lot = dict(KINDS["lot"], example={"id": "a", "name": "A"}, fields={})
    jsonschema.validate(lot, found[0])
    try:
        jsonschema.validate(dict(lot, played_from_markt=True), found[0])
    except jsonschema.ValidationError:
        pass
    else:
        raise AssertionError("a misspelt flag passed the schema")


def test_a_timing_with_its_own_opening_and_a_condition():
    vocab = _vocab()
    assert describe("play bought: gain 3 c", vocab) == "When bought: collect 3 c."
    assert describe("play bought when owner is owner: gain 3 c", vocab).startswith("When bought, if ")
    assert describe("play: gain 3 c", vocab) == "Play on your turn: collect 3 c."   # no opening: `play` + english


def test_an_event_about_the_card_itself():
    vocab = _vocab()
    assert describe("on struck: if event.card is self then gain 1 c", vocab) == "When this card is struck, collect 1 c."
    assert describe("on struck: gain 1 c", vocab) == "When a card is struck, collect 1 c."


def test_a_stat_change_reads_as_more_or_less_not_a_signed_number():
    vocab = _vocab()
    assert describe("modify toll of self by -2 c", vocab) == "This card costs 2 c less."
    assert describe("modify toll of self by 2 c", vocab) == "This card costs 2 c more."
