"""Nothing Personal's sheets through the CLI: every card, influence cards with their icons and counts
(list-valued fields in templates), gangsters with their types, and the Tabletop Simulator decks."""
from __future__ import annotations

import json
import re

from tests.test_np_cli import CONTENT, cli


def test_np_crd_01_sheets_and_tts_decks(tmp_path):
    r = cli("sheets", CONTENT, "--out", str(tmp_path), "--outputs", "html,tts", "--jobs", "1")
    assert r.returncode == 0, r.stdout + r.stderr
    html = (tmp_path / "sheets.html").read_text()
    assert html.count('class="card card-influence"') == 94 and html.count('class="card card-gangster"') == 50
    assert html.count('class="card card-family"') == 5 and html.count('class="card card-board_position"') == 9
    # NP-POS, NP-GNG-03: powers printed in the English describe() makes of their abilities
    assert "Action: draw an influence card." in html and "This card cannot be whacked." in html
    assert "Loan shark:" in html and "Action: take 4 dollars from the bank." in html
    # the snitch of the seed's list: 2 yellow + 2 Counselor, OR, any time
    snitch = html[html.index('data-card="influence_84"'):][:3000] if 'data-card="influence_84"' in html else html
    boxes = re.findall(r'<span class="icon-box"[^>]*><b>(\d)</b>([A-Za-z ]+)</span>', html)
    assert ("2", "Yellow") in boxes and ("2", "Counselor") in boxes and ("4", "Purple") in boxes
    assert len(boxes) == 94 + 19                                     # 19 cards carry two icons
    assert "choose a Gangster whose markers is at least 10 and send it to prison." in snitch
    assert html.count('class="type"') == 40 + 2 * 9 + 4             # one or two types; the old Capo all four
    decks = json.loads((tmp_path / "tts" / "nothing_personal.json").read_text())["ObjectStates"]
    assert sorted(len(d["ContainedObjects"]) for d in decks) == [5, 9, 50, 94]
