"""Compiled content of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

PACK = "criminal_underworld"
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = "0ac66164ce2f2090f0b3acaa79ab94b2ed89fcd3e01b37f42ec521c15eb3f86e"

from .abilities import ABILITIES  # noqa: E402
from .cards import CARDS  # noqa: E402
from .game import GAME  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402
from .ruleset import RULESET  # noqa: E402

__all__ = ["PACK", "CONTENT_HASH", "GAME", "RULESET", "CARDS", "ABILITIES", "HOUSE_RULES"]
