"""Last man standing (CL-OPT-04, CL-END-05) between heuristic players ends with a winner, as a user
meets it through `syndicate play`.

These seeds ended with no winner at the 300-turn cap before the heuristic learnt to reach a Boss
left alone (CL-HIT-02 penalty, CL-HIT-05 hiding out, CL-HIT-06 warning shots): it now aims its hit
money at the number left after penalties and hiding, counts a helper's own hit bonus, and makes a
forcing first hit that spends the Boss's hiding token, so that a real hit starts the Gang War
(CL-WAR-01) in which his Mob is finished."""
from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STALLED_BEFORE = (6, 7, 18, 37)        # 4 players: "no winner" at the turn cap on main 61a376b


def _play(seed, tmp_path):
    out = tmp_path / f"lms_{seed}.json"
    r = subprocess.run([sys.executable, "-m", "compiler", "play", "content/crime_lords", "--players", "4",
                        "--seed", str(seed), "--house-rule", "last_man_standing", "--save", str(out)],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr
    return r.stdout, json.loads(out.read_text())


def test_cl_opt_04_end_05_last_man_standing_heuristic_games_that_stalled_now_end_with_a_winner(tmp_path):
    wars = 0
    for seed in STALLED_BEFORE:
        transcript, saved = _play(seed, tmp_path)
        assert saved["outcome"] == "eliminated", (seed, saved["outcome"], saved["reason"])
        assert len(saved["winners"]) == 1, (seed, saved["winners"])
        assert "every rival has been eliminated" in transcript.splitlines()[-2]
        assert "turn cap" not in transcript
        wars += transcript.count("*** GANG WAR")
    assert wars > 0                     # the Mobs are finished in Gang Wars (CL-WAR-01..05)
