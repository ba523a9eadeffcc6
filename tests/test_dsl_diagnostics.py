"""One test per effect-language diagnostic code, each at an exact file:line:col
inside a YAML block scalar (the ability's second line, so offsets must be mapped)."""
from __future__ import annotations

import pytest

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.effects.check import check_text
from compiler.load.yamlload import load_text
from tests.base_vocab import VOCAB

CONSTANTS = {"harbor": "district", "gold_coast": "district", "gambling": "racket_type", "hit": "attack_kind",
             "recruit": "attack_kind", "takeover": "attack_kind"}


def run(ability: str, kind: str = "crook", power: int | None = 3):
    body = "\n".join("        " + line for line in ability.split("\n"))
    extra = f"    power: {power}\n" if power is not None else ""
    text = f"kind: {kind}\ncards:\n  - id: x\n    name: X\n{extra}    abilities:\n      - |\n{body}\n"
    doc, problems = load_text(text, "cards.yaml")
    assert not problems
    path = ("cards", 0, "abilities", 0)
    bag = DiagnosticBag()
    check_text(doc.data["cards"][0]["abilities"][0], VOCAB, CONSTANTS, lambda s, e: doc.string_span(path, s, e), bag,
               kind, doc.data["cards"][0])
    return text, bag.sorted()


def where(text: str, marker: str, nth: int = 0) -> tuple[int, int]:
    """1-based line and column of the nth occurrence of marker in the file text."""
    index = -1
    for _ in range(nth + 1):
        index = text.index(marker, index + 1)
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


CASES = [
    # code, ability (a block scalar of two lines), kind, marker, occurrence
    ("SYN301", "modify hit by 2\nfor attacks by owner 7", "crook", "7", 0),
    ("SYN303", "on turn_start:\nif count(rackets of owner > 2 then gain 1 G", "crook", "(", 0),
    ("SYN304", "on turn_start:\ngian 2 G", "crook", "gian", 0),
    ("SYN305", "on turn_start:\ngain 2 G @", "crook", "@", 0),
    ("SYN308", "on turn_start:\ngain 1234567 G", "crook", "1234567", 0),
    # the caret goes where the `:` is missing: after `turn_start`, on its line (not at `gain` below)
    ("SYN309", "on turn_start\ngain 2 G", "crook", "\n        gain", 0),
    ("SYN401", "on turn_start:\ngain 2 G to ownr", "crook", "ownr", 0),
    ("SYN402", "modify\nstrength of self by 1", "crook", "strength", 0),
    ("SYN403", "on\nturn_strat: gain 1 G", "crook", "turn_strat", 0),
    ("SYN404", "modify power of self by 1\nwhile self.wealth > 0", "crook", "wealth", 0),
    ("SYN405", "action costs token, target r: racket:\nplace r", "crook", "r\n", 0),
    ("SYN406", "action costs token:\nadd 3 G to self", "crook", "3 G", 0),
    ("SYN407", "on turn_start:\ncancel attack", "crook", "cancel", 0),
    ("SYN408", "on turn_start:\ngain 1 G", "special", "on", 0),
    ("SYN409", "modify power of self\nby roll(1)", "crook", "roll", 0),
    ("SYN410", "action\ndurng_attack costs token: gain 1 G", "crook", "durng_attack", 0),
    ("SYN411", "on turn_start:\ngain 2 Gs", "crook", "Gs", 0),
    ("SYN412", "on turn_start:\nif count(self, self) > 1 then gain 1 G", "crook", "count", 0),
    ("SYN413", "on turn_start:\nif cuont(rackets of owner) > 1 then gain 1 G", "crook", "cuont", 0),
    ("SYN414", "action costs token, target c: crook,\ntarget c: crook: discard c", "crook", "c:", 1),
    ("SYN415", "action costs token,\ntarget c: croook: discard c", "crook", "croook", 0),
    ("SYN418", "on turn_start:\ntransfer 3 G p to owner", "crook", "p to", 0),
]


@pytest.mark.parametrize("code,ability,kind,marker,nth", CASES, ids=[c[0] for c in CASES])
def test_diagnostic_code_at_exact_place(code, ability, kind, marker, nth):
    text, diags = run(ability, kind)
    hits = [d for d in diags if d.code == code]
    assert hits, [f"{d.code} {d.message}" for d in diags]
    line, col = where(text, marker, nth)
    assert (hits[0].span.file, hits[0].span.line, hits[0].span.col) == ("cards.yaml", line, col), hits[0]


def test_syn302_ends_too_early_points_after_the_last_word():
    text, diags = run("on turn_start:\ngain")
    assert [d.code for d in diags] == ["SYN302"]
    line, col = where(text, "gain")
    assert (diags[0].span.line, diags[0].span.col) == (line, col + len("gain"))


def test_syn306_empty_ability():
    doc, _ = load_text('kind: crook\ncards:\n  - id: x\n    abilities: ["  "]\n', "c.yaml")
    bag = DiagnosticBag()
    check_text("  ", VOCAB, CONSTANTS, lambda s, e: doc.string_span(("cards", 0, "abilities", 0), s, e), bag, "crook")
    assert [d.code for d in bag] == ["SYN306"]
    assert (bag.items[0].span.line, bag.items[0].span.col) == (4, 18)


def test_syn307_ten_thousand_deep_expression_is_a_diagnostic_not_a_recursion_error():
    deep = "(" * 10_000 + "1" + ")" * 10_000
    for ability in ("modify power of self by " + deep, "modify power of self by " + "-" * 10_000 + "1",
                    "on turn_start: if " + "not " * 10_000 + "yes then gain 1 G"):
        text, diags = run(ability)
        assert [d.code for d in diags] == ["SYN307"]


def test_several_syntax_errors_in_one_ability_are_reported_together():
    _, diags = run("on turn_start\nif count(rackets of owner) > count(crooks of owner gain 1 G")
    codes = [d.code for d in diags]
    assert codes == ["SYN309", "SYN303", "SYN309"], codes


def test_messages_name_terminals_never_anon():
    for ability in ("modify hit by", "on x: gain 1 G )", "play: for each in players: draw 1", "modify , by 2"):
        _, diags = run(ability)
        assert diags and all("__ANON" not in (d.message + (d.help or "")) for d in diags)


def test_suggestions_for_unknown_names():
    _, diags = run("modify resistence of crooks of owner by 1")
    assert diags[0].help == "did you mean `resistance`?"
    _, diags = run("on turn_start: if event.plyer is owner then gain 1 G")
    assert "player" in diags[0].help


def test_type_errors_racket_for_crook_and_money_for_markers():
    _, diags = run("modify resistance of rackets of owner by 1")
    assert not diags
    _, diags = run("modify pay of rackets of owner by 1")
    assert [d.code for d in diags] == ["SYN405"] and "Crook" in diags[0].message
    _, diags = run("action costs token: remove 2 G from self")
    assert [d.code for d in diags] == ["SYN406"]
    _, diags = run("on income: if event.amount > 2 unhappy then gain 1 G")
    assert [d.code for d in diags] == ["SYN406"]


def test_card_form_rules():
    assert [d.code for d in run("play: gain 1 G", "crook")[1]] == ["SYN408"]
    assert [d.code for d in run("action costs token: gain 1 G", "racket", power=None)[1]] == ["SYN408"]
    assert not run("action costs token: gain 1 G", "racket", power=2)[1]
    assert "SYN408" in [d.code for d in run("modify power of self by 1", "special")[1]]


def test_game_scope_refuses_self_and_owner():
    bag = DiagnosticBag()
    check_text("on turn_end: gain 1 G", VOCAB, CONSTANTS, lambda s, e: __import__("compiler.report.diagnostics").report.diagnostics.Span("h", 1, s + 1),
               bag, None)
    assert [d.code for d in bag] == ["SYN407"]
    bag = DiagnosticBag()
    ok = check_text("on turn_end: for each p in players: if count(crooks of p) > 3 then win p", VOCAB, CONSTANTS,
                    lambda s, e: __import__("compiler.report.diagnostics").report.diagnostics.Span("h", 1, s + 1), bag, None)
    assert ok is not None and not bag.items
