"""The checker reports abilities that can never fire (SYN425, SYN426), from the manifest and vocabulary alone.

SYN425 (a kind that never lies on the table) has its fixture in
tests/fixtures/foundation/cases/syn425_kind_never_on_table/.
"""
from __future__ import annotations

import os
import shutil

import pytest

from compiler.pipeline import check_pack
from tests.test_dsl_diagnostics import run, where

NEVER = [
    # ability (a block scalar of two lines), kind, the condition's first characters, occurrence
    ("on turn_start:\nif 2 > 3 then gain 1 G", "crook", "2 > 3", 0),
    ("on turn_start:\nif event.player is owner and no then gain 1 G", "crook", "event.player", 0),
    ("on unhappy_added:\nif self is not self then gain 1 G", "crook", "self is not", 0),
    ("on turn_start:\nif harbor is gold_coast then gain 1 G", "crook", "harbor is", 0),
    ("on turn_start:\nif self.unhappy < 0 then gain 1 G", "crook", "self.unhappy", 0),
    ("on turn_start:\nif not (1 G <= 2 G) then gain 1 G", "crook", "not", 0),
    ("action costs token, target c: crook where\n0 > c.unhappy: discard c", "crook", "0 > c", 0),
    ("modify resistance of crooks of owner by 1\nwhile 1 > 2", "crook", "1 > 2", 0),
    ("on turn_start: if event.player is owner then\nchoose c in crooks of owner where it.unhappy < 0: discard c",
     "crook", "it.unhappy < 0", 0),
]


@pytest.mark.parametrize("ability,kind,marker,nth", NEVER, ids=[n[0].split("\n")[1][:30] for n in NEVER])
def test_syn426_a_condition_that_can_never_hold_is_a_warning_at_the_condition(ability, kind, marker, nth):
    text, diags = run(ability, kind)
    assert [d.code for d in diags] == ["SYN426"], [f"{d.code} {d.message}" for d in diags]
    [d] = diags
    assert not d.is_error
    assert (d.span.line, d.span.col) == where(text, marker, nth)


@pytest.mark.parametrize("ability", [
    "on turn_start:\nif event.player is owner then gain 1 G",
    "on crook_discarded:\nif event.crook is self then gain 2 G",          # fires with the card's last known state
    "on hit_succeeded:\nif event.crook is self and self.unhappy >= 0 then gain 1 G",
    "on turn_start:\nif self.unhappy > 0 or 1 > 2 then gain 1 G",
    "on turn_start:\nif 3 > 2 then gain 1 G",
    "modify resistance of crooks of owner by 1\nwhile self.unhappy is 0",
])
def test_conditions_that_may_hold_are_not_reported(ability):
    _, diags = run(ability, "crook")
    assert diags == []


BASE = os.path.join(os.path.dirname(__file__), "..", "content", "crime_lords")


def test_the_base_pack_as_shipped_has_no_ability_reported_as_never_firing():
    _, bag = check_pack(BASE)
    assert [d for d in bag.sorted() if d.code in ("SYN425", "SYN426", "SYN427")] == []


def test_syn427_a_card_needing_income_markers_nothing_places_is_never_playable(tmp_path):
    """No rule of the base game puts income markers on a Racket (income bonuses are computed; the manifest says
    `placed_by_rules: false`). Cooked Books once moved an income marker from one Racket to another, so it could
    never be played; the checker finds such a card (the shipped card now puts a marker on, and checks clean)."""
    root = tmp_path / "crime_lords"
    shutil.copytree(BASE, root)
    specials = root / "specials.yaml"
    specials.write_text(specials.read_text().replace(
        '"play, target r: racket where r.owner is owner: add 1 income to r"',
        '"play, target src: racket where src.income_markers > 0, target dst: racket where dst.owner is owner: '
        'move 1 income from src to dst"'))
    _, bag = check_pack(str(root))
    found = [(d.code, os.path.basename(d.span.file), d.span.line, d.span.col) for d in bag.sorted()]
    assert found == [("SYN427", "specials.yaml", 57, 41)]


def test_syn427_an_ability_that_adds_the_marker_makes_the_condition_possible(tmp_path):
    from tests.test_check_cases import build_case

    root = build_case("syn427_marker_nothing_places", str(tmp_path))
    _, bag = check_pack(root)
    assert [d.code for d in bag.sorted()] == ["SYN427", "SYN427"]
    # A Racket that adds an income marker to itself each turn: now the marker can be there.
    marker = "    name: "
    adding = '    abilities:\n      - "on turn_start: if event.player is owner then add 1 income to self"\n'
    rackets = os.path.join(root, "rackets.yaml")
    with open(rackets, encoding="utf-8") as fh:
        rtext = fh.read()
    head, sep, rest = rtext.partition(marker)
    line_end = rest.index("\n") + 1
    with open(rackets, "w", encoding="utf-8") as fh:
        fh.write(head + sep + rest[:line_end] + adding + rest[line_end:])
    _, bag = check_pack(root)
    assert [d.code for d in bag.sorted()] == []
