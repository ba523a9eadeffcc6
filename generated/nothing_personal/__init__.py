"""Compiled content of the `nothing_personal` pack, compiled by `syndicate build`.

Do not edit: change the content under content/nothing_personal/ and build again.
"""

PACK = "nothing_personal"
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = "42f7173e4c9d2604f6a59291cea2eae29e1124d1a400033fe6d7161f1c732b70"

from .abilities import ABILITIES  # noqa: E402
from .cards import CARDS  # noqa: E402
from .game import GAME  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402
from .ruleset import RULESET  # noqa: E402

__all__ = ["PACK", "CONTENT_HASH", "GAME", "RULESET", "CARDS", "ABILITIES", "HOUSE_RULES"]
