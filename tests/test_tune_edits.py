"""Candidate edits of one number (compiler/tune/edits.py) and writing them back (compiler/tune/apply.py)."""
from __future__ import annotations

import os
import shutil
import stat

import pytest

from compiler.files.packfiles import walk
from compiler.tune.apply import ApplyError, apply_edits
from compiler.tune.edits import candidates, load_positioned, replace_at, step_further

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CL = os.path.join(ROOT, "content", "crime_lords")
CW = os.path.join(ROOT, "content", "crime_wars")


def copy_pack(src: str, dst) -> str:
    out = os.path.join(str(dst), os.path.basename(src))
    for path, is_dir in walk(src):
        rel = os.path.relpath(path, src)
        os.makedirs(os.path.dirname(os.path.join(out, rel)), exist_ok=True)
        shutil.copyfile(path, os.path.join(out, rel))
    return out


@pytest.fixture(scope="module")
def crime_lords():
    pack, bag = load_positioned(CL)
    assert not bag.errors
    return pack


def test_cl_boss_01_boss_bonus_and_ability_literal_are_candidates(crime_lords):
    edits = candidates(crime_lords, crime_lords.card("magpie_combine"))
    got = {(e.site.field or "ability", e.site.value, e.new_value) for e in edits}
    assert got == {("boss_bonus", 3, 1), ("boss_bonus", 3, 2), ("boss_bonus", 3, 4), ("boss_bonus", 3, 5),
                   ("ability", 5, 3), ("ability", 5, 4), ("ability", 5, 6), ("ability", 5, 7)}
    with open(os.path.join(CL, "mobs.yaml"), encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    for e in edits:
        assert e.site.file == "mobs.yaml"
        line = lines[e.site.line - 1]
        assert line[e.site.column - 1:e.site.column - 1 + len(e.old)] == e.old
    bonus = next(e for e in edits if e.site.field == "boss_bonus")
    assert lines[bonus.site.line - 1].strip() == "boss_bonus: 3"


def test_cl_hit_08_crook_stats_stay_inside_the_schema_bounds(crime_lords):
    # judge_pell has power 6, the top of 1..6 (CL-HIT-08): no 7 or 8 is offered.
    edits = candidates(crime_lords, crime_lords.card("judge_pell"))
    powers = sorted(e.new_value for e in edits if e.site.field == "power")
    assert powers == [4, 5]
    assert sorted(e.new_value for e in edits if e.site.field == "resistance") == [5, 6, 8, 9]


def test_literals_are_found_by_the_parser_not_by_digits_in_names(crime_lords):
    # "… where it.unhappy > 0: remove 1 unhappy from c": 0 and 1 are literals; 0 - 1 is refused (unsigned).
    edits = candidates(crime_lords, crime_lords.card("ward_heelers"))
    lits = sorted((e.old, e.new) for e in edits if e.site.ability is not None)
    assert lits == [("0", "1"), ("0", "2"), ("1", "0"), ("1", "2"), ("1", "3")]


def test_a_minus_sign_stays_outside_the_literal(crime_lords):
    edits = candidates(crime_lords, crime_lords.card("alderman_fairweather"))
    labels = [e.label() for e in edits if e.site.ability is not None]
    assert 'ability "action during_attack costs token when attack.defender is owner: boost attack by -1" (3 -> 1)' in labels


def test_cw_team_numbers_are_candidates():
    pack, bag = load_positioned(CW)
    assert not bag.errors
    team = next(c for c in pack.cards if c.kind == pack.manifest.faction)
    fields = {e.site.field for e in candidates(pack, team)}
    assert {"attack", "defence"} <= fields


def test_step_further_stops_at_the_bound(crime_lords):
    edits = candidates(crime_lords, crime_lords.card("magpie_combine"))
    two = next(e for e in edits if e.site.field == "boss_bonus" and e.new_value == 5)
    assert step_further(crime_lords.card("magpie_combine"), two).new_value == 6
    six = step_further(crime_lords.card("magpie_combine"), two)
    assert step_further(crime_lords.card("magpie_combine"), six) is None      # maximum 6


def test_replace_at_refuses_a_different_or_longer_number():
    assert replace_at("a: 3\nb: 12\n", 1, 4, "3", "2") == "a: 2\nb: 12\n"
    with pytest.raises(ValueError):
        replace_at("a: 3\nb: 12\n", 2, 4, "1", "2")        # part of 12
    with pytest.raises(ValueError):
        replace_at("a: 3\n", 1, 4, "4", "2")


def test_apply_changes_only_the_number_and_keeps_comments_layout_and_mode(tmp_path, crime_lords):
    pack = copy_pack(CL, tmp_path)
    path = os.path.join(pack, "mobs.yaml")
    os.chmod(path, 0o640)
    with open(path, "rb") as fh:
        before = fh.read()
    edit = next(e for e in candidates(crime_lords, crime_lords.card("magpie_combine"))
                if e.site.field == "boss_bonus" and e.new_value == 2)
    lit = next(e for e in candidates(crime_lords, crime_lords.card("magpie_combine"))
               if e.site.ability is not None and e.new_value == 4)
    written = apply_edits(pack, [edit.to_dict(), lit.to_dict()])
    assert written == [os.path.realpath(path)]
    with open(path, "rb") as fh:
        after = fh.read()
    old_lines, new_lines = before.split(b"\n"), after.split(b"\n")
    assert len(old_lines) == len(new_lines)
    changed = [(a, b) for a, b in zip(old_lines, new_lines) if a != b]
    assert changed == [(b"    boss_bonus: 3", b"    boss_bonus: 2"),
                       (b'      - "on racket_taken_over: if event.player is owner then gain 5 G"',
                        b'      - "on racket_taken_over: if event.player is owner then gain 4 G"')]
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert not [n for n in os.listdir(pack) if n.startswith(".tmp-")]


def test_apply_refuses_a_file_changed_since_and_writes_nothing(tmp_path, crime_lords):
    pack = copy_pack(CL, tmp_path)
    path = os.path.join(pack, "mobs.yaml")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    text = text.replace("boss_bonus: 3\n    abilities:\n      - \"on racket_taken_over",
                        "boss_bonus: 4\n    abilities:\n      - \"on racket_taken_over")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    edit = next(e for e in candidates(crime_lords, crime_lords.card("magpie_combine"))
                if e.site.field == "boss_bonus" and e.new_value == 2)
    with pytest.raises(ApplyError) as info:
        apply_edits(pack, [edit.to_dict()])
    assert "changed since the tune read it" in str(info.value)
    with open(path, encoding="utf-8") as fh:
        assert fh.read() == text


def test_apply_refuses_a_path_outside_the_pack(tmp_path):
    pack = copy_pack(CL, tmp_path)
    with pytest.raises(ApplyError):
        apply_edits(pack, [{"file": "../outside.yaml", "line": 1, "column": 1, "old": "1", "new": "2"}])


def test_apply_a_set_over_two_files_writes_neither_when_one_changed_since(tmp_path, crime_lords):
    """A set of edits is written only when every file of it can be: one stale file stops the whole set."""
    pack = copy_pack(CL, tmp_path)
    mob = next(e for e in candidates(crime_lords, crime_lords.card("magpie_combine"))
               if e.site.field == "boss_bonus" and e.new_value == 2)
    crook = next(c for c in crime_lords.cards if c.kind == "crook")
    stat_edit = candidates(crime_lords, crook)[0]
    assert stat_edit.site.file != mob.site.file
    paths = [os.path.join(pack, e.site.file) for e in (mob, stat_edit)]
    before = []
    for p in paths:
        with open(p, "rb") as fh:
            before.append(fh.read())
    stale = stat_edit.to_dict() | {"old": "9" * len(stat_edit.old)}
    with pytest.raises(ApplyError):
        apply_edits(pack, [mob.to_dict(), stale])
    for p, b in zip(paths, before):
        with open(p, "rb") as fh:
            assert fh.read() == b
    written = apply_edits(pack, [mob.to_dict(), stat_edit.to_dict()])
    assert sorted(written) == sorted(os.path.realpath(p) for p in paths)
