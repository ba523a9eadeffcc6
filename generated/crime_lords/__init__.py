"""Compiled content of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

PACK = 'crime_lords'
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = '2bdaa5bb18a4c5aaa8b3d26b3a2bfd3c2c4a9b597b1b05773a58bf3955661ab2'

from .ruleset import RULESET  # noqa: E402
from .cards import CARDS  # noqa: E402
from .abilities import ABILITIES  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402

__all__ = ['PACK', 'CONTENT_HASH', 'RULESET', 'CARDS', 'ABILITIES', 'HOUSE_RULES']
