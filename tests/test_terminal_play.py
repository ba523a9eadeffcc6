"""Terminal play as a person meets it: `syndicate play --seat 2=human` in a pseudo-terminal (pexpect).

What the screen shows at a prompt (seat, money, the Mob as its grid, Rackets,
Specials with their text, the uncontrolled area, rivals), options in words
(stats, owner, district, type, the ability's text, never `file:line`), a bid of
1 G typed as `1` (CL-SET-04), bad input answered with the legal answers, and
the commands `?`, `help`, `status`.
"""
from __future__ import annotations

import os
import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROMPT = "P2> "


class Person:
    """Sits at seat 2 of a 3-player game and reads the screen before each answer."""

    def __init__(self, seed: int, max_turns: int):
        env = dict(os.environ, PYTHONPATH=ROOT, COLUMNS="80", LINES="50")
        self.child = pexpect.spawn(sys.executable, ["-m", "compiler", "play", "content/crime_lords", "--players", "3",
                                                    "--seed", str(seed), "--seat", "2=human", "--max-turns",
                                                    str(max_turns)],
                                   cwd=ROOT, env=env, encoding="utf-8", timeout=60, dimensions=(50, 80))
        self.screens: list[str] = []
        self.answers: list[str] = []

    def screen(self) -> str | None:
        """The text since the last answer, up to the next prompt; None once the game is over."""
        i = self.child.expect([re.escape(PROMPT), pexpect.EOF])
        text = self.child.before.replace("\r\n", "\n")
        self.screens.append(text)
        return text if i == 0 else None

    def say(self, text: str) -> None:
        self.answers.append(text)
        self.child.sendline(text)

    def everything(self) -> str:
        return "\n".join(self.screens)


def question(screen: str) -> str:
    """The last question on the screen: `[kind] prompt`, its options and the legal answers."""
    return screen[screen.rfind("\n["):]


def kind(screen: str) -> str:
    return re.search(r"\n\[(\w+)\]", question(screen)).group(1)


def fallback(screen: str) -> str:
    """A legal answer for anything the test does not look at: 1 G or pass on bids, end actions, else the first."""
    q = question(screen)
    if kind(screen) == "bid":              # cheap cards for 1 G, so that P2 has a Mob to look at
        return "1" if "(high bid 0," in q else ("pass" if "`pass`" in q else "0")
    if kind(screen) == "action":
        return "end"
    m = re.search(r"an amount from (\d+) to", q)
    return m.group(1) if m else "1"


def own_output(screen: str) -> str:
    """What the terminal player wrote (status and question), without the game's transcript before it."""
    at = screen.rfind("== You are P2")
    return screen[at:] if at >= 0 else question(screen)


@pytest.fixture(scope="module")
def game():
    """One game (seed 3) played by a person who looks around, as the test below reads it."""
    p = Person(seed=3, max_turns=6)
    seen: dict[str, str] = {}
    bid_one = None
    while True:
        s = p.screen()
        if s is None:
            break
        k = kind(s)
        if "first" not in seen:
            seen["first"] = s
            p.say("?")
            seen["help"] = p.screen()
            p.say("bogus")
            seen["bogus"] = p.screen()
            p.say("1")                       # below the current high bid: refused, with the legal range
            seen["one_refused"] = p.screen()
            p.say("pass")
            continue
        if k == "bid" and bid_one is None and "(high bid 0," in question(s):
            bid_one = re.search(r"raise on (.+) \(high bid 0,", question(s)).group(1)
            seen["bid_one"] = s
            p.say("1")                       # a 1 G raise, no longer read as the first choice, `pass`
            seen["after_bid_one"] = p.screen()
            if seen["after_bid_one"] is None:
                break
            p.say(fallback(seen["after_bid_one"]))
            continue
        if k == "action" and "action" not in seen:
            seen["action"] = s
            p.say("status")
            seen["status"] = p.screen()
            p.say("help")
            seen["help_action"] = p.screen()
            p.say("ability")
            continue
        if k == "ability_target" and "ability_target" not in seen:
            seen["ability_target"] = s
            p.say("1")
            continue
        if k == "attack_ability" and "attack_ability" not in seen:
            seen["attack_ability"] = s
        p.say(fallback(s))
    p.child.close()
    return p, seen, bid_one


def test_the_prompt_shows_the_seat_and_everyones_money(game):
    _, seen, _ = game
    first = seen["first"]
    assert "== You are P2 (" in first
    assert re.search(r"bidding money: P1 25 G, P2 \(you\) 25 G, P3 \d+ G", first)
    assert "[bid] raise on" in first and "about:" in first and "up for" in first   # the card up for bidding, in words


def test_help_and_bad_input_name_the_legal_answers(game):
    _, seen, _ = game
    assert "?, help" in seen["help"] and "status, s" in seen["help"]
    legal = re.search(r"Type an amount from (\d+) to (\d+), or `pass`", seen["help"])
    assert legal
    lo = int(legal.group(1))
    assert "`bogus` is not an answer here. Type an amount from" in seen["bogus"]
    assert lo > 1 and "`1` is not an answer here" in seen["one_refused"]
    assert "?, help" in seen["help_action"] and "Type a number from 1 to" in seen["help_action"]


def test_cl_set_04_a_raise_of_1_g_is_typed_as_1(game):
    p, seen, card = game
    assert card is not None, "no raise prompt with a high bid of 0 came up"
    assert "Type an amount from 1 to" in question(seen["bid_one"]) and "`pass`" in question(seen["bid_one"])
    after = seen["after_bid_one"]
    assert "not an answer" not in after
    # A pass is final for that card (CL-SET-04): P2 either buys it for 1 G or is asked again to raise on it.
    assert (f"P2 buys {card} for 1 G" in p.everything()
            or re.search(rf"\[bid\] raise on {re.escape(card)} \(high bid [1-9]", question(after)))


def test_cl_turn_05_the_table_is_shown_at_the_action_prompt_and_on_status(game):
    _, seen, _ = game
    for s in (seen["action"], seen["status"]):
        table = own_output(s)
        assert "== You are P2 (" in table and re.search(r"money: P1 \d+ G, P2 \(you\) \d+ G, P3 \d+ G", table)
        assert re.search(r"Your Mob \(\d+ Crooks?; the Boss gets \+\d Power\):", table)
        assert re.search(r"^  (\[[^\]\n]*\])+", table, re.M), "the Mob is drawn as its grid"
        assert re.search(r"\[[^\]\n]*BOSS *\]", table) and re.search(r"\[Pw\d R\d[^\]\n]*\]", table)
        assert "Pw Power, R Resistance, U Unhappy markers, * has his action token" in table
        assert "Your Rackets" in table
        assert re.search(r"Your Specials:\n(  .*\n)*  Sheriff's Auction: Play during your turn: pay 5 G", table)
        assert re.search(r"Uncontrolled \(\d+\):\n(  .*\n)*  .+ \(racket\): (Foundry Row|Harbor|Tenderloin|Gold Coast|Old Town) ", table)
        assert "Rivals:\n  P1 (" in table and "  P3 (" in table
        assert all(len(line) <= 80 for line in table.splitlines()), "fits an 80-column terminal"
    menu = question(seen["action"])
    assert "takeover: a Crook of yours tries to take a Racket" in menu
    assert "use an ability or play a Special" in menu


def test_cl_act_04_options_say_what_they_are(game):
    p, seen, _ = game
    target = question(seen["ability_target"])
    assert "[ability_target] Sheriff's Auction: choose a Racket" in target          # not the variable's name
    assert "about: Sheriff's Auction (Special; P2) -- Play during your turn" in target
    # Each Racket offered says district, type, income, Resistance and whose it is (uncontrolled or a seat).
    assert re.search(r"\d+\. .+ \(Racket (Foundry Row|Harbor|Tenderloin|Gold Coast|Old Town) .+ \+\d G R\d; "
                     r"(uncontrolled|P\d)\)", target)
    window = question(seen["attack_ability"])
    assert "2. Tipped Off: Play when an attack is made against you: cancel the attack." in window
    assert not re.search(r"\.yaml:\d+", p.everything()), "abilities are shown by their text, not file:line"


def test_the_game_goes_on_after_the_person_looked_around(game):
    p, _, _ = game
    text = p.everything()
    assert "P2 plays Sheriff's Auction:" in text and "P2 chooses" in text
    assert "=== stopped: stopped after 6 turns ===" in text
    assert p.child.exitstatus == 0


def test_answers_are_read_the_same_for_any_game():
    """The terminal player knows no game: a decision without a game view is shown from its prompt and labels."""
    import io

    from runtime.kernel.choices import Decision
    from runtime.players.terminal import TerminalPlayer, parse

    bid = Decision("bid", 0, ["pass"], lo=1, hi=9)
    assert parse(bid, "1") == (1, True) and parse(bid, "pass") == ("pass", True) and parse(bid, "#1") == ("pass", True)
    assert parse(bid, "10") == (None, False) and parse(bid, "0") == (None, False)
    pick = Decision("action", 0, ["hit", "give_money", "end"])
    assert parse(pick, "1") == ("hit", True) and parse(pick, "give money") == ("give_money", True)
    assert parse(pick, "4") == (None, False) and parse(pick, "") == (None, False)
    assert parse(Decision("hide", 0, ["no", "yes"]), "y") == ("yes", True)

    out = io.StringIO()
    d = Decision("team", 0, ["a", "b"], prompt="which team?", labels=["Spades (4 thugs)", "Hearts (3 thugs)"])
    answer = TerminalPlayer(io.StringIO("x\nstatus\n2\n"), out).choose(d)
    shown = out.getvalue()
    assert answer == "b"
    assert "[team] which team?\n  1. Spades (4 thugs)\n  2. Hearts (3 thugs)" in shown
    assert "`x` is not an answer here. Type a number from 1 to 2" in shown
