"""Compiled content of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

PACK = 'crime_lords'
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = 'b5f398c5df5234eae98b7eb077e1635516d617fc4ef33d8ca874bec7d25a5681'

from .ruleset import RULESET  # noqa: E402
from .cards import CARDS  # noqa: E402
from .abilities import ABILITIES  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402

__all__ = ['PACK', 'CONTENT_HASH', 'RULESET', 'CARDS', 'ABILITIES', 'HOUSE_RULES']
