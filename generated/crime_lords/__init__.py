"""Compiled content of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

PACK = 'crime_lords'
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = '9a089f7fc63288d6983d37d61cad1963a73efbe357948cafdab58e151c7f6f79'

from .ruleset import RULESET  # noqa: E402
from .cards import CARDS  # noqa: E402
from .abilities import ABILITIES  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402

__all__ = ['PACK', 'CONTENT_HASH', 'RULESET', 'CARDS', 'ABILITIES', 'HOUSE_RULES']
