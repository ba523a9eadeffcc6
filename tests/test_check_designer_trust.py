"""What a designer reads must be true (issue 32, items 1 and 2), as the designer meets it: `syndicate check`.

- SYN623: a card's `text:` that hides what its abilities do (the README tour's "Tough as the name says.");
- SYN428: a condition whose comparisons contradict each other;
- SYN429: a condition impossible in its timing window or on its event (the vocabulary's `holds:`);
- SYN431: an attack modifier whose `where` excludes the kinds its quantity applies to.

Each is a warning: `check` exits 0, `check --strict` exits 1. The fixture packs are the cases under
tests/fixtures/foundation/cases/ (built on the mini pack), checked here through the CLI.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from test_check_cases import build_case

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, capture_output=True, text=True)


CASES = [
    ("syn623_text_hides_abilities", "SYN623", ["crooks.yaml:17:11"],
     ["`text:` of card `tommy_slate` does not say what ability 1, ability 2 do",
      "«Hits this card takes part in get +3.» «At the start of your turn, gain 1 G.»"]),
    ("syn428_contradictory_condition", "SYN428", ["crooks.yaml:11:28", "crooks.yaml:12:71", "crooks.yaml:13:52"],
     ["its comparisons contradict each other), so the effects after `then` never happen",
      "it contradicts the `if` it stands in", "no `c` is ever a legal target"]),
    ("syn429_response_played_by_attacker", "SYN429", ["specials.yaml:8:29", "crooks.yaml:12:33"],
     ["in the `response` window `attack.defender is owner and attack.attacker is not owner` always holds, "
      "so the ability is never usable",
      "on `crook_recruited` `event.player is attack.attacker` always holds"]),
    ("syn431_scope_excludes_the_stat", "SYN431", ["crooks.yaml:11:53"],
     ["excludes every attack `hit` applies to (`hit`), so the modifier never applies"]),
]


@pytest.mark.parametrize("case,code,places,words", CASES, ids=[c[1] for c in CASES])
def test_a_designer_mistake_is_a_warning_with_its_place_reason_and_fix_and_fails_strict(case, code, places, words,
                                                                                        tmp_path):
    root = build_case(case, str(tmp_path))
    plain = run("check", root)
    assert plain.returncode == 0, plain.stdout + plain.stderr
    for place in places:
        assert f"warning[{code}]" in plain.stdout and place in plain.stdout, plain.stdout
    for w in words:
        assert w in plain.stdout, plain.stdout
    assert "= help: " in plain.stdout
    assert f"0 errors, {len(places)} warning" in plain.stdout
    strict = run("check", "--strict", root)
    assert strict.returncode == 1
    got = json.loads(run("check", "--format", "json", root).stdout)
    diags = got["diagnostics"] if isinstance(got, dict) else got
    assert sorted(d["code"] for d in diags) == [code] * len(places)


def test_the_readme_tour_card_is_reported_and_a_text_that_says_it_all_is_not(tmp_path):
    """The tour card (README: "Tough as the name says." and the two abilities of the next section) is warned
    about; Vera Quill in the same file says +3 and "one G" in her text and is not."""
    root = build_case("syn623_text_hides_abilities", str(tmp_path))
    out = run("check", root).stdout
    assert "tommy_slate" in out and "vera_quill" not in out


def test_the_bundled_packs_print_no_new_warning():
    for pack in ("crime_lords", "crime_wars"):
        r = run("check", "--strict", os.path.join("content", pack))
        assert r.returncode == 0 and "no problems found" in r.stdout, r.stdout


@pytest.mark.parametrize("ability", [
    "play response when attack.defender is owner: cancel attack",
    "play during_attack when attack.attacker is owner: boost attack by 2",
    "modify attack by 2 for attacks by owner where attack.kind is recruit",
    "modify hit by 2 for attacks by owner where attack.kind is hit or attack.kind is recruit",
    "on crook_recruited: if event.player is owner then gain 1 G else if event.player is not owner then gain 2 G",
    "on turn_start: for each p in rivals: if p is owner then gain 1 G",
])
def test_conditions_that_can_hold_are_not_reported(ability):
    from tests.test_dsl_diagnostics import run as check_one

    kind = "special" if ability.startswith("play") else "crook"
    _, diags = check_one(ability, kind)
    assert diags == [], [f"{d.code} {d.message}" for d in diags]


def test_cl_act_04_a_response_is_for_the_one_attacked_so_one_for_the_attacker_is_never_usable():
    """CL-ACT-04/05: the response window opens for the attacked player only; the vocabulary says so."""
    from tests.test_dsl_diagnostics import run as check_one

    _, diags = check_one("play response when attack.attacker is owner and owner.money > 3 G: cancel attack",
                         "special")
    assert [d.code for d in diags] == ["SYN429"]


def test_a_holds_that_is_no_condition_is_a_vocabulary_error():
    import yaml

    from dsl.vocabulary import load

    with open(os.path.join(ROOT, "content", "crime_lords", "game.yaml"), encoding="utf-8") as fh:
        manifest = yaml.safe_load(fh)
    raw = manifest["vocabulary"]
    raw["timings"]["response"]["holds"] = "attack.defender is owner or no"
    _, problems = load(raw, manifest)
    assert [p.code for p in problems] == ["SYN317"]
    assert problems[0].path[-1] == "holds"


def test_a_template_may_print_the_designers_text_and_the_generated_english(tmp_path):
    """`card.designer_text` and `card.described` (docs/sheets.md): the sheet carries both, read from the HTML."""
    import shutil

    root = build_case("syn623_text_hides_abilities", str(tmp_path))
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords", "templates"), os.path.join(root, "templates"))
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords", "art"), os.path.join(root, "art"))   # sheet.yaml names it
    parts = os.path.join(root, "templates", "_parts.html.j2")
    with open(parts, encoding="utf-8") as fh:
        text = fh.read()
    both = ('{% if card.designer_text and card.described %}<p class="described">'
            '{% for line in card.described %}{{ line }} {% endfor %}</p>{% endif %}\n')
    with open(parts, "w", encoding="utf-8") as fh:
        fh.write(text.replace("  {% if card.flavor %}", both + "  {% if card.flavor %}", 1))
    out = tmp_path / "out"
    r = run("sheets", root, "--outputs", "html", "--card", "tommy_slate", "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    html = (out / "sheets.html").read_text(encoding="utf-8")
    assert "Tough as the name says." in html
    assert 'class="described">Hits this card takes part in get +3. At the start of your turn, gain' in html
