"""`syndicate simulate` on Crime Wars says how the games were played (issue 14 item 3): the action mix per
player type, from what the engine counts (Table.record), and the win rate by place in the turn order,
from who won the opening roll (CW-SET-08). The counts are checked against the transcript of whole games."""
from __future__ import annotations

import json
import re
import subprocess
import sys

from runtime.games import engine_of
from runtime.players import RandomPlayer
from tests.crime_wars_support import PACK, ROOT

GAMES = 12


def test_cw_set_08_report_has_the_action_mix_and_the_win_rate_by_turn_order(tmp_path):
    out = tmp_path / "sim"
    r = subprocess.run([sys.executable, "-m", "compiler", "simulate", "content/crime_wars", "--games", str(GAMES),
                        "--players", "4", "--seat", "1=random", "--out", str(out), "-q"],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    res = json.loads((out / "report.json").read_text())["results"]
    types = {t["key"]: t for t in res["player_types"]}
    assert set(types) == {"heuristic", "random"}
    for kind, t in types.items():
        mix = t["actions_per_game"]
        assert list(mix) == list(engine_of(PACK).game(PACK, [RandomPlayer(0)] * 4).TALLY_KINDS)
        assert mix["attack"] > 0 and mix["hire"] > 0, (kind, mix)
    assert types["random"]["actions_per_game"]["roulette"] > 0          # random players spin the wheel
    order = res["win_rate_by_turn_order"]
    assert [row["label"] for row in order] == ["opened the game", "2nd to play", "3rd to play", "4th to play"]
    assert all(row["games"] == GAMES for row in order)
    assert sum(row["wins"] for row in order) == sum(row["wins"] for row in res["win_rate_by_seat"])
    assert sum(row["opened"] for row in res["win_rate_by_seat"]) == GAMES
    html = (out / "report.html").read_text()
    assert "opened the game" in html and "attack kingpin" in html


def test_cw_set_08_atk_band_counts_match_the_transcript():
    """The opener is the seat the transcript says plays first; attacks, hires, bands, roulette spins and
    knock-outs counted are those the transcript shows."""
    seen = {}
    for seed in (3, 4, 5):
        g = engine_of(PACK).game(PACK, [RandomPlayer(seed * 10 + k) for k in range(4)], seed=seed)
        g.run()
        text = g.log.text()
        assert f"{g.name(g.first)} plays first" in text
        total = {}
        for mine in g.tally.values():
            for k, v in mine.items():
                total[k] = total.get(k, 0) + v
                seen[k] = seen.get(k, 0) + v
        assert total.get("attack", 0) == len(re.findall(r"^P\d attacks ", text, re.M))
        assert total.get("band", 0) == len(re.findall(r"^P\d attacks .* with banded ", text, re.M))
        assert total.get("hire", 0) == len(re.findall(r"^P\d hires ", text, re.M))
        assert total.get("roulette", 0) == len(re.findall(r"^P\d plays roulette", text, re.M))
        assert total.get("knock_out", 0) == len(re.findall(r"\) is out: its kingpin was killed", text))
        assert total.get("attack_kingpin", 0) == len(re.findall(r"^P\d attacks the kingpin ", text, re.M))
    assert all(seen.get(k, 0) > 0 for k in ("attack", "hire", "roulette", "knock_out", "attack_kingpin", "loan"))
