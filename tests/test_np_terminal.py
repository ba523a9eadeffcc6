"""Nothing Personal at the terminal, as a person meets it: `syndicate play --seat 2=human` in a
pseudo-terminal. The status shows the organisation chart with markers per family, blackmail, money,
respect and the hand; options name gangsters and cards in words."""
from __future__ import annotations

import os
import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROMPT = "P2> "


def test_np_terminal_player_sees_the_organisation_chart():
    env = dict(os.environ, PYTHONPATH=ROOT, COLUMNS="80", LINES="50")
    child = pexpect.spawn(sys.executable, ["-m", "compiler", "play", "content/nothing_personal", "--players", "3",
                                           "--seed", "4", "--seat", "2=human", "--max-turns", "2"],
                          cwd=ROOT, env=env, encoding="utf-8", timeout=120, dimensions=(50, 100))
    screens = []
    asked_status = False
    while True:
        i = child.expect([re.escape(PROMPT), pexpect.EOF])
        text = child.before.replace("\r\n", "\n")
        screens.append(text)
        if i == 1:
            break
        if not asked_status and "[influence]" in text:
            asked_status = True
            child.sendline("status")
            continue
        m = re.search(r"an amount from (\d+) to", text[text.rfind("\n["):])
        child.sendline(m.group(1) if m else "#1")
    everything = "\n".join(screens)
    assert asked_status
    assert "The organisation:" in everything and "#9 Capo" in everything and "#1 Third Guy" in everything
    assert re.search(r"markers: .*P\d \d", everything)
    assert re.search(r"Families: P1 \d+ respect, \$\d+, \d+ markers, \d+ cards", everything)
    assert "Your hand:" in everything and "Capo token: P" in everything
    assert "blackmail tokens left" in everything
    assert re.search(r"\n +\d+\. .*: \d (Green|Red|Purple|Yellow|Wild)", everything)     # cards in words as options
    assert "round 1 of 5, phase B Business" in everything
