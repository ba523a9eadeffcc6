"""Compiled content of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

PACK = 'crime_lords'
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = 'ad28b9d86c99c95b7151d7bd37de5f5fa9e11010133f3e3000bda2bb29b3a61f'

from .game import GAME  # noqa: E402
from .ruleset import RULESET  # noqa: E402
from .cards import CARDS  # noqa: E402
from .abilities import ABILITIES  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402

__all__ = ['PACK', 'CONTENT_HASH', 'GAME', 'RULESET', 'CARDS', 'ABILITIES', 'HOUSE_RULES']
