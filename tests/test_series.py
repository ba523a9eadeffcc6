"""Card series (compiler/check/series.py): many cards of a kind from one template over lists of values,
checked, placed at the template, and built like cards written one by one."""
from __future__ import annotations

import os
import subprocess
import sys

from compiler.pipeline import check_pack
from manifest_support import copy_pack

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MINI = os.path.join(ROOT, "tests", "fixtures", "foundation", "mini")

SERIES = """\
# yaml-language-server: $schema=schemas/crook.schema.json
kind: crook
series:
  - for_each:
      crew: [north, south]
      rank: [{n: 2, word: Two}, {n: 3, word: Three}]
    card:
      id: "{crew}_{n}"
      name: "{word} from the {crew} side {{sic}}"
      power: "{n}"
      resistance: 2
      weakness: dice
      abilities: ["modify hit by 1 for attacks by owner"]
"""


def _pack(tmp_path, text=SERIES, crooks=6):
    root = copy_pack(MINI, tmp_path / "mini")
    with open(os.path.join(root, "more_crooks.yaml"), "w", encoding="utf-8") as fh:
        fh.write(text)
    path = os.path.join(root, "ruleset.yaml")
    rs = open(path, encoding="utf-8").read()
    open(path, "w", encoding="utf-8").write(rs.replace("  crook: 2\n", f"  crook: {crooks}\n", 1))
    return root


def _problems(bag):
    return [(d.code, os.path.basename(d.span.file), d.span.line, d.span.col, d.message) for d in bag.sorted()]


def test_a_series_makes_one_card_per_combination_first_list_outermost(tmp_path):
    pack, bag = check_pack(_pack(tmp_path))
    assert _problems(bag) == []
    made = [c for c in pack.cards if c.path[0] == "series"]
    assert [c.id for c in made] == ["north_2", "north_3", "south_2", "south_3"]
    first = made[0].data
    assert first["power"] == 2 and isinstance(first["power"], int)          # a lone placeholder keeps its type
    assert first["name"] == "Two from the north side {sic}"                 # doubled braces are braces
    assert first["abilities"] == ["modify hit by 1 for attacks by owner"]   # lists are copied unchanged
    assert made[0].span("power").line == 10 and made[3].span("id").line == 8   # placed at the template


def test_a_made_card_that_breaks_the_schema_is_one_diagnostic_at_the_template(tmp_path):
    pack, bag = check_pack(_pack(tmp_path, SERIES.replace('power: "{n}"', 'power: "{word}"')))
    assert _problems(bag) == [("SYN102", "more_crooks.yaml", 10, 14,
                               "`power` of crook card `north_2` (made by series 1) must be a whole number "
                               "from 1 to 6, not `Two`")]


def test_a_series_whose_ids_repeat_is_a_duplicate_id_at_the_template(tmp_path):
    pack, bag = check_pack(_pack(tmp_path, SERIES.replace('id: "{crew}_{n}"', 'id: "crew_{n}"')))
    assert [(c, f, ln) for c, f, ln, _, _ in _problems(bag)] == [("SYN201", "more_crooks.yaml", 8)] * 2


def test_made_cards_count_for_the_composition(tmp_path):
    _, bag = check_pack(_pack(tmp_path, crooks=2))
    assert [p[0] for p in _problems(bag)] == ["SYN204"]
    assert "the pack has 6 Crooks" in _problems(bag)[0][4]


def test_cards_and_a_series_in_one_file_and_a_file_with_neither(tmp_path):
    both = SERIES.replace("series:\n", "cards:\n  - {id: lone_wolf, name: Lone Wolf, power: 1, resistance: 1, "
                                       "weakness: dice}\nseries:\n")
    pack, bag = check_pack(_pack(tmp_path, both, crooks=7))
    assert _problems(bag) == [] and pack.card("lone_wolf") is not None and pack.card("south_3") is not None
    _, bag = check_pack(_pack(tmp_path / "x", "kind: crook\n", crooks=2))
    assert [(p[0], p[4]) for p in _problems(bag) if p[0] != "SYN018"] == [("SYN101", "the file has no `cards`")]


def test_syndicate_build_writes_made_cards_like_written_ones(tmp_path):
    root = _pack(tmp_path)
    out = tmp_path / "gen"
    r = subprocess.run([sys.executable, "-m", "compiler", "build", root, "--out", str(out)], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    cards = (out / "mini" / "cards.py").read_text()
    assert '"id": "south_3"' in cards and '"power": 3' in cards   # laid out by ruff: double quotes
    assert "north_2" in (out / "mini" / "abilities.py").read_text()
