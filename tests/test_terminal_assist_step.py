"""Crime Lords terminal play: the assist step of a hit or a recruit ends at `done` (issue 32, item 5).

After `done` nobody is asked who assists again; the question that follows (cards played during the attack)
looks like it — `done`, then names — so it says it is another step, that the help and defence are over and
who may play next. A question asked again (one more helper an ability allows, another ability) says why.
Tested as a person meets it: a seeded game is saved just before seat 1's assist question and resumed with
that seat at a pseudo-terminal (pexpect).
"""
from __future__ import annotations

import json
import os
import re
import sys

import pytest

from runtime import save, session
from runtime.packs import load_generated

pexpect = pytest.importorskip("pexpect")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _pack():
    return load_generated(os.path.join(ROOT, "generated", "crime_lords"))


def _save_before_assist(kind: str, tmp_path) -> tuple[str, str]:
    """A save of a seeded 2-player game of computer players cut just before seat 1's first assist question
    of a `kind` with a choice to make (resuming it asks that question of whoever sits there)."""
    pack = _pack()
    for seed in range(1, 60):
        g = session.new_game(pack, 2, seed, {1: "heuristic", 2: "heuristic"}, (), log=False)
        found = []

        def choose(d, inner=g.players[0].choose, g=g):
            if not found and d.kind == "assist" and d.info is not None and d.info.kind == kind:
                found.append((len(g.answers), d.info.leader.name))
                raise StopIteration
            return inner(d)
        g.players[0].choose = choose
        try:
            g.run()
        except StopIteration:
            cut, leader = found[0]
            data = {"format": 1, "pack": "crime_lords", "seed": seed, "players": 2,
                    "seats": ["heuristic", "heuristic"], "house_rules": [], "answers": g.answers[:cut],
                    "turn": g.turn, "outcome": save.INTERRUPTED, "winners": [], "reason": "cut before the assist",
                    "hash": save.state_hash(g)}
            path = tmp_path / f"{kind}.json"
            path.write_text(json.dumps(data))
            return str(path), leader
    raise AssertionError(f"no seeded game gives seat 1 an assist question in a {kind}")


def _resume_as_person(path: str):
    env = dict(os.environ, PYTHONPATH=ROOT, COLUMNS="80", LINES="50")
    return pexpect.spawn(sys.executable, ["-m", "compiler", "play", "content/crime_lords", "--resume", path,
                                          "--seat", "1=human", "--max-turns", "40"],
                         cwd=ROOT, env=env, encoding="utf-8", timeout=90, dimensions=(50, 80))


def _question(screen: str) -> str:
    return screen[screen.rfind("\n["):]


@pytest.mark.parametrize("kind, clause", [("hit", "CL-HIT-04"), ("recruit", "CL-REC-05")])
def test_cl_hit_04_cl_rec_05_done_ends_the_assist_step(kind, clause, tmp_path):
    """CL-HIT-04 / CL-REC-05 (one Crook below may assist), CL-ATK-05: `done` at the assist question ends the
    assistance; the next question P1 meets is never the assist question again, and a question about cards
    played during the attack says it is that step (help and defence over) and who may play next."""
    path, leader = _save_before_assist(kind, tmp_path)
    child = _resume_as_person(path)
    child.expect(re.escape("P1> "))
    q = _question(child.before.replace("\r\n", "\n"))
    flat = " ".join(q.split())
    assert flat.startswith(f"[assist] who assists {leader}? (up to 1 may; `done` ends the assistance)"), (clause, q)
    assert "1. done" in q
    child.sendline("done")
    i = child.expect([re.escape("P1> "), pexpect.EOF])
    after = child.before.replace("\r\n", "\n")
    child.terminate(force=True)
    # The attack went on to its end or to another step; it did not ask who assists again.
    assert "[assist]" not in after and "who assists" not in after, (clause, after[-1500:])
    nxt = " ".join(_question(after).split()) if i == 0 else ""
    if nxt.startswith("[attack_ability]"):
        # another step, named: cards played during the attack (help and defence over) or after the roll
        assert re.match(r"\[attack_ability\] play an ability (during the attack\? \(the help and defence are over"
                        r"|after the roll\? \(before the result); `done` (passes to P2|and the attack goes on)\)", nxt), nxt
    # The attack's sum, when it was made, names no helper: `done` added none.
    sums = [ln for ln in after.splitlines() if "success number" in ln and " = " in ln]
    assert all("assist" not in ln for ln in sums), sums


def test_cl_hit_04_cl_rec_05_a_question_asked_again_says_why():
    """In whole seeded games: no assist question follows `done` in the same attack; an assist question asked
    after a pick (an ability allows more helpers) says `asked again` and who already assists; an ability
    question asked again after one was played says so; every ability question names its step of the attack."""
    pack = _pack()
    asked = 0
    for seed in range(1, 13):
        g = session.new_game(pack, 4, seed, {i: "random" for i in range(1, 5)}, (), log=False)
        ended = []                           # attacks whose assistance ended at `done` (kept: ids get reused)
        for player in g.players:
            def choose(d, inner=player.choose):
                nonlocal asked
                if d.kind == "assist" and d.info is not None and d.info.kind in ("hit", "recruit"):
                    asked += 1
                    assert all(x is not d.info for x in ended), d.prompt
                    helped = [c for c in d.info.involved if c is not d.info.leader]
                    if helped:
                        assert f"(asked again: {helped[-1].name} assists and " in d.prompt, d.prompt
                    else:
                        assert d.prompt.startswith(f"who assists {d.info.leader.name}? (up to "), d.prompt
                if d.kind == "attack_ability":
                    assert re.match(r"play (an|another) ability (in answer to the attack|during the attack|"
                                    r"after the roll)\? \(", d.prompt), d.prompt
                ans = inner(d)
                if d.kind == "assist" and ans == "done" and d.info is not None and d.info.kind != "takeover":
                    ended.append(d.info)
                return ans
            player.choose = choose
        g.run()
    assert asked, "12 games reach the assist question of a hit or a recruit"
