"""The English of the abilities of the `nothing_personal` pack, compiled by `syndicate build`.

Do not edit: change the content under content/nothing_personal/ and build again.
"""

ABILITY_TEXT = {}

HOUSE_RULE_TEXT = {}

CARD_TEXT = {
    "family_red": "Old money from the docks.",
    "family_blue": "They run the numbers uptown.",
    "family_black": "Nobody remembers them arriving.",
    "family_white": "Church on Sunday, books on Monday.",
    "family_orange": "Newcomers with long memories.",
    "gangster_don_aurelio_vasto": "The old Capo: every colour of influence fits him.",
}
