"""The transcript says what each ability did (issue 13, item 5), in positions built with the base
pack's own cards and abilities, and in whole games played through `syndicate play`.

Every ability that is used or fires is named with its English (generated texts.py, never `file:line`);
then what it chose, what it cost, the markers it laid or took (with the count after), the money paid
and gained (with the purse after); a house rule is named by its name; and a win shows how the count of
Rackets was reached, bonuses for a type monopoly and a district hold included (CL-END-03).
"""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from runtime.games.crime_lords import ENGINE, actions, turn, victory
from runtime.packs import load_generated
from tests.fixtures.engine.scenario import Table, racket

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "generated", "crime_lords")


@pytest.fixture(scope="module")
def real():
    return load_generated(GEN)


def table(real, ids, **kw) -> Table:
    """A position with these base-pack cards, their compiled abilities and their English."""
    cards = [dict(c) for c in real.cards if c["id"] in ids]
    abilities = {i: real.abilities[i] for i in ids if i in real.abilities}
    t = Table(cards, abilities=abilities, **kw)
    t.g.pack.texts = real.texts
    return t


def lines(t) -> list[str]:
    """The transcript as `syndicate play` prints it (detail lines only with --verbose)."""
    return [text for kind, text in t.g.log.lines if kind not in ENGINE.detail_log]


def english(real, card_id: str) -> str:
    return real.texts["abilities"][card_id][0]


def test_cl_unh_01_an_action_says_its_text_target_cost_and_markers(real):
    t = table(real, ["dapper_dan_whitlow", "big_sal_ruffino", "gus_pappas"])
    t.boss(0, "dapper_dan_whitlow")
    t.boss(1, "big_sal_ruffino")
    t.sub(1, "gus_pappas", "big_sal_ruffino", "n")
    t.money(0, 10)
    t.script(0, "ability_target", "gus_pappas")
    actions.do_ability(t.g, 0)
    out = lines(t)
    used = out.index(f"P1 uses Dapper Dan Whitlow: {english(real, 'dapper_dan_whitlow')}")
    assert out[used + 1:used + 4] == [
        "  P1 chooses Gus Pappas",
        "  cost: Dapper Dan Whitlow's action token and 3 G (7 G left)",
        "  Dapper Dan Whitlow: Gus Pappas gets 1 Unhappy marker (1 now)",
    ]
    assert t.c("gus_pappas").unhappy == 1 and t.g.seats[0].money == 7


def test_cl_act_04_specials_say_the_money_gained_and_paid(real):
    t = table(real, ["armored_car_score", "shakedown", "judge_pell", "big_sal_ruffino"])
    t.boss(0, "judge_pell")
    t.boss(1, "big_sal_ruffino")
    t.money(1, 2)
    for s in ("armored_car_score", "shakedown"):
        t.g.state.move(t.c(s), "hand", 0)
    t.script(0, "ability", lambda d: next(o for o in d.options if o[0].id == "armored_car_score"))
    actions.do_ability(t.g, 0)
    actions.do_ability(t.g, 0)
    out = lines(t)
    assert out == [
        f"P1 plays Armored Car Score: {english(real, 'armored_car_score')}",
        "  P1 gains 15 G (15 G now)",
        f"P1 plays Shakedown: {english(real, 'shakedown')}",
        "  P2 pays 2 G to P1",                 # all he has, not the 3 G the card asks
    ]


def test_cl_unh_02_a_trigger_says_it_fired_and_what_it_took_away(real):
    t = table(real, ["ward_heelers", "judge_pell", "gus_pappas", "big_sal_ruffino"])
    t.g.state.move(t.c("mob1"), "out")
    t.g.state.move(t.c("ward_heelers"), "mobcard", 0)
    t.boss(0, "judge_pell")
    t.sub(0, "gus_pappas", "judge_pell", "n")
    t.c("gus_pappas").unhappy = 2
    t.boss(1, "big_sal_ruffino")
    t.script(0, "action", "end")
    turn.play_turn(t.g, 0)
    out = lines(t)
    fired = out.index(f"  The Ward Heelers fires: {english(real, 'ward_heelers')}")
    assert out[fired + 1:fired + 3] == ["  P1 chooses Gus Pappas",
                                        "  The Ward Heelers: Gus Pappas loses 1 Unhappy marker (1 now)"]


def test_cl_opt_03_a_house_rule_that_fires_is_named(real):
    t = table(real, ["judge_pell", "big_sal_ruffino", "gus_pappas"], house=["majority_victory"],
              house_rules=real.house_rules)
    t.boss(0, "judge_pell")
    t.sub(0, "gus_pappas", "judge_pell", "n")
    t.boss(1, "big_sal_ruffino")
    t.script(0, "action", "end")
    turn.play_turn(t.g, 0)
    out = lines(t)
    text = real.texts["house_rules"]["majority_victory"][0]
    fired = out.index(f"  house rule Majority of the city fires: {text}")
    assert "  house rule: P1 wins" in out[fired + 1:]
    assert victory.check(t.g) and t.g.winners == [0]


def test_cl_end_03_a_win_shows_how_the_count_was_reached(real):
    rackets = [racket(f"h{i}", district="harbor", type="gambling" if i < 3 else "numbers") for i in range(4)]
    rackets += [racket("x", district="old_town", type="fencing")]
    t = Table(rackets + [dict(c) for c in real.cards if c["id"] in ("judge_pell", "big_sal_ruffino")],
              victory={"targets": [{"players": [2, 3], "long": 7, "short": 7}]})
    t.boss(0, "judge_pell")
    t.boss(1, "big_sal_ruffino")
    for r in ("h0", "h1", "h2", "h3"):
        t.racket(0, r)
    t.racket(1, "x")
    assert victory.check(t.g) and t.g.winners == [0]
    assert lines(t) == ["  P1 counts 7 = 4 (4 Rackets) + 1 (type monopoly: 3 Gambling Hall) "
                        "+ 2 (district hold: 4 in Harbor) (target 7)"]
    assert t.g.reason == "P1 (7) reached the target of 7 Rackets"


COUNT = re.compile(r"^  (P\d) counts (\d+) = (.+?)( \(target \d+\)|: one short of \d+)$")


@pytest.mark.parametrize("seed", [1, 4])
def test_whole_games_say_what_every_ability_did(seed):
    """Played by random players (the kernel's, unchanged by strategy work), every line holds up."""
    r = subprocess.run([sys.executable, "-m", "compiler", "play", "content/crime_lords", "--players", "3", "--seed",
                        str(seed), "--seat", "1=random", "--seat", "2=random", "--seat", "3=random"],
                       cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT), capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = r.stdout.splitlines()
    assert not [x for x in out if re.search(r"\.yaml:\d+|reacts to ", x)], "abilities by their text, not file:line"
    used = [i for i, x in enumerate(out) if re.match(r"P\d (uses|plays) .+: .+", x)]
    fired = [i for i, x in enumerate(out) if re.match(r"  .+ fires: .+", x)]
    assert used and fired
    english = {t for texts in load_generated(GEN).texts["abilities"].values() for t in texts}
    for i in used + fired:
        assert any(out[i].endswith(": " + t) for t in english), out[i]
    for x in out:
        m = COUNT.match(x)
        if m:
            parts = re.findall(r"(\d+) \(([^)]*)\)", m.group(3))
            assert sum(int(k) for k, _ in parts) == int(m.group(2)) and "Racket" in parts[0][1]
    end = out[-1]
    if " reached the target of " in end:
        assert any(COUNT.match(x) for x in out[-4:-1])
