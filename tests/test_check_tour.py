"""Diagnostics a designer's first tour trips on (issue 13 item 6; issue 18's unquoted colon).

Each slip gets one diagnostic that says what is wrong where it is, with a fix that fits the
ability as written. The effect-language cases run through the checker on a block scalar (so
offsets are mapped into the YAML file); the unquoted colon runs `syndicate check` in a subprocess.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

from tests.test_dsl_diagnostics import run, where

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(ROOT, "content", "crime_lords")
FIRST_ABILITY = '      - "set helpers to 99 for attacks led by self where attack.kind is recruit"\n'


def check_with_first_ability(tmp_path, lines: str):
    """`syndicate check` on a copy of the bundled pack whose first Crook ability is replaced by `lines`."""
    pack = tmp_path / "crime_lords"
    shutil.copytree(BASE, pack, ignore=shutil.ignore_patterns("schemas"))
    crooks = pack / "crooks.yaml"
    text = crooks.read_text(encoding="utf-8")
    assert FIRST_ABILITY in text
    crooks.write_text(text.replace(FIRST_ABILITY, lines, 1), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": ROOT}
    return subprocess.run([sys.executable, "-m", "compiler", "check", str(pack)], capture_output=True, text=True,
                          env=env, cwd=ROOT)


def test_unquoted_ability_read_as_a_mapping_is_one_error_saying_to_quote_it_syn430(tmp_path):
    out = check_with_first_ability(tmp_path, "      - on turn_start: gain 1 G\n")
    assert out.returncode == 1
    assert out.stdout.count("error[") == 1, out.stdout
    assert "error[SYN430]: item 1 of `abilities` of crook `judge_pell` needs quotes" in out.stdout
    assert "crooks.yaml:11:9" in out.stdout
    assert '= help: put the ability in quotes: `- "on turn_start: gain 1 G"`' in out.stdout
    assert "Traceback" not in out.stdout + out.stderr


def test_a_number_of_another_kind_is_one_unquoted_value_error_not_two(tmp_path):
    out = check_with_first_ability(tmp_path, "      - 3\n")
    assert [line.split(":")[0] for line in out.stdout.splitlines() if line.startswith("error[")] == ["error[SYN102]"]


def test_a_stat_compared_with_money_is_a_unit_error_syn406():
    text, diags = run("on turn_start:\nif self.power > 3 G then gain 1 G")
    assert [d.code for d in diags] == ["SYN406"]
    assert diags[0].message == "cannot compare a plain number with money (G)"
    assert diags[0].help == "a stat or a count is a plain number: compare it with `3`, not `3 G`"
    assert (diags[0].span.line, diags[0].span.col) == where(text, "self.power")
    # A number written bare takes the unit of what it is compared with; a max() of money is money.
    assert run("on turn_start:\nif owner.money > 3 then gain 1 G")[1] == []
    assert run("on turn_start:\nif count(rackets of owner) > 3 then gain 1 G")[1] == []
    assert [d.code for d in run("on turn_start:\nif count(rackets of owner) is 2 G then gain 1 G")[1]] == ["SYN406"]


def test_a_target_compared_with_a_card_that_is_never_in_play_is_a_type_error_syn405():
    text, diags = run("action costs token, target c: card\nwhere c is self: discard c", kind="special", power=None)
    codes = [d.code for d in diags]
    assert "SYN405" in codes, codes
    hit = next(d for d in diags if d.code == "SYN405")
    assert hit.message == "the target `c` is picked from the cards in play, and a Special is never in play"
    assert (hit.span.line, hit.span.col) == where(text, "c is self")
    # The same comparison on a Crook (in play) is fine.
    assert run("action costs token, target c: card\nwhere c is self: discard c")[1] == []


def test_a_syntax_error_does_not_hide_unknown_names_in_the_rest_of_the_ability():
    for ability, slip in (("on turn_start\ngain 1 G to ownr", "SYN309"),
                          ("on turn_start: if count(rackets of ownr > 2\nthen gain 1 G", "SYN303"),
                          ("on turn_start: if event.player is ownr\nthen gain 1 G )", "SYN303")):
        text, diags = run(ability)
        assert sorted(d.code for d in diags) == sorted([slip, "SYN401"]), (ability, diags)
        unknown = next(d for d in diags if d.code == "SYN401")
        assert (unknown.span.line, unknown.span.col) == where(text, "ownr")


def test_a_recovered_tree_reports_names_only_never_type_errors_the_repair_made():
    # `2⏎discard` reads `discard` as a unit of 2; the slip is the missing `:` after the number.
    text, diags = run("action costs token, target c: crook where c.power > 2\ndiscard c")
    assert [d.code for d in diags] == ["SYN309"]
    assert diags[0].message == "missing `:` after `2` and before `discard`"
    line, col = where(text, "2\n")
    assert (diags[0].span.line, diags[0].span.col) == (line, col + 1)
    text, diags = run("on turn_start: if self.power > 2\ngain 1 G")
    assert [d.message for d in diags] == ["missing `then` after `2` and before `gain`"]


def test_missing_colon_caret_is_on_the_line_the_colon_belongs_to():
    text, diags = run("on turn_start\ngain 2 G")
    assert [d.code for d in diags] == ["SYN309"]
    assert diags[0].message == "missing `:` after `turn_start` and before `gain`"
    line, col = where(text, "turn_start")
    assert (diags[0].span.line, diags[0].span.col) == (line, col + len("turn_start"))


def test_syn407_hint_fits_the_form_it_is_given_for():
    hints = {
        "on turn_start:\ncancel attack": "react to an attack event: `on attack_announced: …`",
        "action costs token:\ncancel attack": "give it a timing inside an attack: `action during_attack costs token: …`",
        "modify power of self by 1\nwhile attack.kind is hit": "an attack quantity sees the attack: `modify hit by 2",
    }
    for ability, hint in hints.items():
        _, diags = run(ability)
        assert [d.code for d in diags] == ["SYN407"], (ability, diags)
        assert diags[0].help.startswith(hint), diags[0].help
    _, diags = run("play:\ncancel attack", kind="special", power=None)
    assert [d.code for d in diags] == ["SYN407"]
    assert diags[0].help.startswith("give it a timing inside an attack: `play during_attack: …`"), diags[0].help


def test_an_action_with_a_token_cost_in_a_house_rule_is_one_diagnostic_not_a_crash():
    from compiler.report.diagnostics import DiagnosticBag, Span
    from compiler.check.effects.check import check_text
    from tests.base_vocab import VOCAB
    from tests.test_dsl_diagnostics import CONSTANTS

    bag = DiagnosticBag()
    check_text("action costs token: gain 1 G to active_player", VOCAB, CONSTANTS, lambda s, e: Span("h", 1, s + 1),
               bag, None)
    assert [d.code for d in bag] == ["SYN408"]
