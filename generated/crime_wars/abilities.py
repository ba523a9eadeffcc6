"""Compiled abilities of the `crime_wars` pack, compiled by `syndicate build`.

Do not edit: change the content under content/crime_wars/ and build again.
"""

from runtime import api


ABILITIES = {
}
