"""Compiled content of the `criminal_underworld` pack, compiled by `syndicate build`.

Do not edit: change the content under content/criminal_underworld/ and build again.
"""

PACK = "criminal_underworld"
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = "bfacb5061d55be2b5e02dca3a7ead158ee34ce21e53710139a3f72ddcf6accf6"

from .abilities import ABILITIES  # noqa: E402
from .cards import CARDS  # noqa: E402
from .game import GAME  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402
from .ruleset import RULESET  # noqa: E402

__all__ = ["PACK", "CONTENT_HASH", "GAME", "RULESET", "CARDS", "ABILITIES", "HOUSE_RULES"]
