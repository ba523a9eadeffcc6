"""Cards nobody plays must not look like cards nobody needs (issue 32, item 3), read from a real run.

`syndicate simulate` through a subprocess, a few games of the base pack between heuristic players: the
report lists per card the times played, the win rate when played against expected, each ability's
firings and what they gained, and the findings (cards never played, abilities that never fired); the
heuristic plays response cards (CL-ACT-04/05), which it never did before.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACK = os.path.join(ROOT, "content", "crime_lords")
GAMES = 16


def simulate(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler", "simulate", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("sim")
    r = simulate(PACK, "--games", str(GAMES), "--players", "4", "--seed", "5", "--out", str(out))
    assert r.returncode == 0, r.stderr
    with open(out / "report.json", encoding="utf-8") as fh:
        doc = json.load(fh)
    with open(out / "games.jsonl", encoding="utf-8") as fh:
        games = [json.loads(line) for line in fh]
    with open(out / "report.html", encoding="utf-8") as fh:
        html = fh.read()
    return r.stdout, doc, games, html


def test_cl_act_04_the_heuristic_plays_response_cards(run):
    """Stool Pigeon, Tipped Off and Safehouse answer an attack on your card (a response): played 0 times
    in 500 games before; now the defender plays one when the attack would likely work
    (runtime/games/crime_lords/responses.py)."""
    _, doc, games, _ = run
    rows = {r["key"]: r for r in doc["results"]["card_use"]}
    responses = sum(rows[k]["played"] for k in ("stool_pigeon", "tipped_off", "safehouse"))
    assert responses > 0
    played = [c for g in games for _, c in g["cards_played"]]
    assert responses == sum(played.count(k) for k in ("stool_pigeon", "tipped_off", "safehouse"))


def test_every_card_with_abilities_or_played_from_the_hand_has_a_row_with_its_abilities(run):
    _, doc, games, _ = run
    rows = {r["key"]: r for r in doc["results"]["card_use"]}
    assert rows["bank_job"]["played_from_hand"] and rows["bank_job"]["abilities"][0]["text"] == "Play on your turn: gain 15 G."
    assert rows["ox_kowalski"]["abilities"][0]["text"] == "Hits against this card's superior get -5."
    # times played is what the games say; each play of a Special with one untargeted ability fires it once
    bank = rows["bank_job"]
    assert bank["played"] == sum(1 for g in games for _, c in g["cards_played"] if c == "bank_job") > 0
    assert bank["abilities"][0]["fired"] == bank["played"]
    # what it gained: 15 G each time, to the player who played it
    assert bank["abilities"][0]["money"] == 15 * bank["played"]
    # the win rate of the seats that played it, against what any seat would win in those games
    wp = bank["when_played"]
    wins = sum(1 for g in games for s, c in g["cards_played"] if c == "bank_job" and s in g["winners"])
    assert (wp["games"], wp["wins"]) == (bank["played"], wins)
    assert wp["ci_low"] <= wp["rate"] <= wp["ci_high"] and 0 < wp["expected"] <= 1


def test_gains_name_markers_and_cards_moved(run):
    _, doc, _, _ = run
    rows = {r["key"]: r for r in doc["results"]["card_use"]}
    whisper = rows["whisper_campaign"]["abilities"][0]      # adds 1 Unhappy marker to a rival's Crook
    assert whisper["markers"] == {"unhappy": whisper["fired"]}
    boat = rows["fresh_off_the_boat"]["abilities"][0]       # places an uncontrolled Crook in your Mob
    assert boat["moved"] == boat["fired"] > 0


def test_findings_list_cards_never_played_and_abilities_never_fired(run):
    stdout, doc, games, html = run
    rows = doc["results"]["card_use"]
    found = doc["results"]["findings"]
    never_played = {f["key"] for f in found if f["what"] == "never_played"}
    assert never_played == {r["key"] for r in rows if r["played_from_hand"] and r["played"] == 0}
    never_fired = {(f["key"], f["index"]) for f in found if f["what"] == "never_fired"}
    assert never_fired == {(r["key"], a["index"]) for r in rows for a in r["abilities"] if a["fired"] == 0}
    assert never_fired, "16 games do not reach every ability of the base pack"
    first = found[0]["text"]
    assert f"in {GAMES} games" in first and f"  finding: {first}" in stdout
    assert "<h2>Findings</h2>" in html and "<h2>Cards and their abilities</h2>" in html
    assert "Play on your turn: gain 15 G." in html
