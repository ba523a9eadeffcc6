"""TEMPORARY (issue 11): the Crime Lords game declaration, as `syndicate build` will write it.

Contract 2: a compiled pack carries `GAME` in generated/<pack>/game.py. Until the
build that writes it is on main, a crime_lords pack compiled without game.py,
and a pack a test builds by hand, get this literal instead. Delete this module
(and its users: runtime/packs.py, runtime/games/crime_lords/game.py, tests/fixtures/engine) once generated/crime_lords/game.py exists.
"""

GAME = {
    "id": "crime_lords", "name": "Crime Lords", "engine": "crime_lords", "faction": "mob",
    "card_kinds": {
        "mob": {"plural": "mobs", "label": "Mob", "fields": ["boss_bonus"], "action_token": "never"},
        "crook": {"plural": "crooks", "label": "Crook", "fields": ["power", "resistance", "weakness"],
                  "action_token": "always"},
        "racket": {"plural": "rackets", "label": "Racket",
                   "fields": ["district", "type", "income", "resistance", "power"],
                   "action_token": {"if_field": "power"}},
        "special": {"plural": "specials", "label": "Special", "fields": [], "action_token": "never"},
    },
    "stats": {"power": {"label": "Power", "on": ["crook", "racket"]},
              "resistance": {"label": "Resistance", "on": ["crook", "racket"]},
              "income": {"label": "Income", "on": ["racket"]},
              "boss_bonus": {"label": "Boss bonus", "on": ["mob"]}},
    "markers": {"unhappy": {"on": ["crook"]}, "power": {"on": ["crook", "racket"]},
                "income": {"on": ["racket"]}},
    "zones": {"shared": ["deck", "open", "discard", "out", "aside"],
              "seat": ["mobcard", "crooks", "rackets", "hand"]},
}
