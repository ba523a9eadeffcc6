"""The base pack's effect vocabulary (content/crime_lords/game.yaml), for tests that check or
describe single abilities without loading the whole pack."""
from __future__ import annotations

import os

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.effects.vocab import load_vocabulary

BASE_PACK = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "content", "crime_lords")
_bag = DiagnosticBag()
VOCAB = load_vocabulary(BASE_PACK, _bag)
assert not _bag.items, [d.message for d in _bag.items]
