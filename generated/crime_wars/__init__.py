"""Compiled content of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

PACK = "crime_wars"
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = "6712c19817fb8926588c425351e7fab48c0c4027a741674e2589d2649e2cd419"

from .abilities import ABILITIES  # noqa: E402
from .cards import CARDS  # noqa: E402
from .game import GAME  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402
from .ruleset import RULESET  # noqa: E402

__all__ = ["PACK", "CONTENT_HASH", "GAME", "RULESET", "CARDS", "ABILITIES", "HOUSE_RULES"]
