"""Issue 32 item 3 on Criminal Underworld: the pack has no card played in response or at any time.
Every card is played, bought or traded in its owner's turn (CU-TURN-03, CU-SERV-03, CU-DEAL-01); its
only played abilities are the services' `play bought` (the heuristic's service_plan buys them), the
rest are triggers and modifiers that act by themselves. If a card with another timing is added, the
heuristic has to learn it: this test says so."""
from __future__ import annotations

import os

from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_cu_turn_03_serv_03_every_played_ability_of_the_pack_is_a_service_bought_in_its_owners_turn():
    pack = load_generated(os.path.join(ROOT, "generated", "criminal_underworld"))
    timings = {getattr(r, "timing", None) for recs in pack.abilities.values() for r in recs
               if type(r).__name__ == "Activated"}
    assert timings == {"bought"}, f"played abilities with a timing the heuristic does not play: {timings - {'bought'}}"
