"""Terminal play tells the truth (issue 32, item 5), through a pseudo-terminal (pexpect) on both bundled games.

- every engine's `status` shows its table (Crime Wars printed nothing);
- `?` speaks the pack's own words (no Mobs, Rackets or Specials in Crime Wars);
- a bonus card drawn in Crime Wars is in the transcript (the money it brings was unexplained);
- a choice may be typed by its name (menus change length between questions; names do not);
- Crime Lords: the bidding question says who holds the high bid; Power is `Pw`, never `P` next to players
  P1, P2 …; the success number shown while the attack is put together includes the abilities' modifiers
  and says what is still to come.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def spawn(pack: str, *args: str):
    env = dict(os.environ, PYTHONPATH=ROOT, COLUMNS="80", LINES="50")
    return pexpect.spawn(sys.executable, ["-m", "compiler", "play", pack, *args], cwd=ROOT, env=env,
                         encoding="utf-8", timeout=90, dimensions=(50, 80))


def until_prompt(child, prompt: str) -> str:
    child.expect(re.escape(prompt))
    return child.before.replace("\r\n", "\n")


def test_cw_status_shows_the_table_and_help_speaks_crime_wars_words():
    child = spawn("content/crime_wars", "--players", "2", "--seed", "3", "--seat", "1=human")
    first = until_prompt(child, "P1> ")
    assert "[team] which team (suit) will you run?" in first
    child.sendline("status")
    table = until_prompt(child, "P1> ")
    assert "== You are P1" in table and "Rivals:" in table and "hand: nothing" in table
    child.sendline("?")
    helped = until_prompt(child, "P1> ")
    assert "status, s   the table: your team's money, kingpin, thug groups in play and" in helped
    assert not re.search(r"\b(Mob|Mobs|Racket|Rackets|Special|Specials)\b", helped)
    assert "a choice's name" in helped
    child.sendline("the razor boys")           # by name, not by number
    after = until_prompt(child, "P1> ")
    child.sendline("status")
    table = until_prompt(child, "P1> ")
    assert "The Razor Boys (P1): $" in table and "4/1 a thug" in table
    assert "The Cold Hearts (P2)" in table and "cards in hand" in table
    assert "P1 runs The Razor Boys" in after or "P1 runs The Razor Boys" in table
    child.terminate(force=True)


def test_cw_face_01_a_bonus_card_drawn_is_in_the_transcript():
    """CW-FACE-01/02: a bonus card works at once, face up: the line says which and what it brought."""
    r = subprocess.run([sys.executable, "-m", "compiler", "play", "content/crime_wars", "--players", "2",
                        "--seed", "3"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    i = lines.index("--- turn 3: P1 (The Razor Boys), $0 ---")
    assert lines[i + 1] == "P1 draws Windfall of Spades: +$1000 (now 4/1 a thug, $1000)"
    assert lines[i + 2] == "P1 hires Seven of Spades for $700 ($300 left)"


def test_cl_set_03_the_bidding_screen_says_who_leads_and_power_is_never_p():
    child = spawn("content/crime_lords", "--players", "3", "--seed", "7", "--seat", "2=human", "--max-turns", "2")
    seen = []
    for _ in range(40):
        i = child.expect([re.escape("P2> "), pexpect.EOF])
        screen = child.before.replace("\r\n", "\n")
        seen.append(screen)
        if i == 1:
            break
        question = screen[screen.rfind("\n["):]
        if "[bid]" in question:
            m = re.search(r"raise on .* \(high bid (\d+), held by (P\d)\)", question)
            if m:
                break
            child.sendline("0" if "opening bid" in question else "pass")
        else:
            child.sendline("1")
    child.terminate(force=True)
    text = "\n".join(seen)
    assert re.search(r"raise on .* \(high bid \d+, held by P[13]\)", text), text[-2000:]
    assert not re.search(r"\bP\d+ R\d+\b", text), "Power written as P next to players P1, P2 …"


def test_cl_atk_the_number_so_far_includes_the_abilities_and_says_what_is_to_come():
    """The view of an attack being put together (what `about:` shows at the assist question): the cards'
    success modifiers and the Gang War bonus are in the number shown, though the engine adds them only at
    the end of the support steps, and the rest is named; the final number is never a surprise from them."""
    from runtime import session
    from runtime.games.crime_lords import view
    from runtime.packs import load_generated

    pack = load_generated(os.path.join(ROOT, "generated", "crime_lords"))
    seen = []
    for seed in range(1, 13):
        g = session.new_game(pack, 4, seed, {i: "heuristic" for i in range(1, 5)}, (), log=False)
        for player in g.players:
            def choose(d, inner=player.choose, g=g):
                if d.kind == "assist" and d.info is not None and d.info.parts:
                    a = d.info
                    mods = sum(x for _, x, op, _ in g.abil.attack_parts(a, "success") if op != "set")
                    seen.append((view.info_words(g, d), a.number(), mods + (g.R["gang_war_hit_bonus"] if a.war else 0)))
                return inner(d)
            player.choose = choose
        g.run()
    assert seen, "12 games reach the assist question"
    for text, parts, extra in seen:
        assert f"success number so far {parts + extra} (abilities included); still to come: " in text, text
        assert text.endswith("cards played during the attack, the roll")
    assert any(extra for _, _, extra in seen), "some attack had an ability's modifier before the end"
