"""Compiled content of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

PACK = "crime_lords"
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = "55886d75044fcdaf87a9f746ddb626f7d878f1449b94436173f8f8318a764ab5"

from .abilities import ABILITIES  # noqa: E402
from .cards import CARDS  # noqa: E402
from .game import GAME  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402
from .ruleset import RULESET  # noqa: E402

__all__ = ["PACK", "CONTENT_HASH", "GAME", "RULESET", "CARDS", "ABILITIES", "HOUSE_RULES"]
