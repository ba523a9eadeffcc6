"""Compiled content of the `crime_lords` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_lords/ and build again.
"""

PACK = 'crime_lords'
# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.
CONTENT_HASH = '2eb68c3c84acbc7f1c6ab47e2c5c335ead935e5b701b240e382a9d15444e613d'

from .ruleset import RULESET  # noqa: E402
from .cards import CARDS  # noqa: E402
from .abilities import ABILITIES  # noqa: E402
from .house_rules import HOUSE_RULES  # noqa: E402

__all__ = ['PACK', 'CONTENT_HASH', 'RULESET', 'CARDS', 'ABILITIES', 'HOUSE_RULES']
