"""The search player makes the same decisions as on the issue's base (cff7cf6) for the same seed and
budget (issue 31: the speed work changes how fast it decides, not what): seeded games with a search
player at seat 1 and the engine's default player at the others, every answer of the game compared
with the ones recorded on cff7cf6 (tests/golden/search_answers.json) — on Crime Lords (plain and
last man standing, CL-OPT-04) and on Crime Wars."""
from __future__ import annotations

import json
import os

import pytest

from runtime.games import engine_of
from runtime.packs import load_generated
from runtime.session import seat_kinds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = json.load(open(os.path.join(ROOT, "tests", "golden", "search_answers.json")))["games"]


def game(pack_name: str, turns: int, budget: int, house_rules=()):
    pack = load_generated(os.path.join(ROOT, "generated", pack_name))
    engine = engine_of(pack)
    kinds = seat_kinds(engine)
    players = [kinds["search"](11, iterations=budget)] + [kinds[engine.default_seat](12 + k) for k in range(3)]
    g = engine.game(pack, players, seed=5003, log=False, house_rules=list(house_rules))
    g.run(max_turns=turns)
    return g


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_search_player_answers_as_on_the_base_revision(name):
    want = GOLDEN[name]
    g = game(want["pack"], want["turns"], want["budget"], want["house_rules"])
    assert g.players[0].stats["decisions"] >= 10
    assert g.answers == want["answers"]
