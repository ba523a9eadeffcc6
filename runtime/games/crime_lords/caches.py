"""How Crime Lords' effect-context members read the state (runtime/abilities/caches.py).

Each name of context.py that only reads the game is classed by the part of
the state it reads: money, action tokens, or the rest (cards' places,
markers, the grid...: the State's `version_core`). A name not listed (an
effect, a dice roll, a choice, a name added to the vocabulary since) makes
the abilities that call it "anything": the caches they feed are keyed on
every change.
"""
from __future__ import annotations

from ...abilities.caches import MONEY, TOKENS, Depends, Reads, ability_cards, stat_depends  # noqa: F401

READS = Reads(
    money=frozenset({"money"}),
    tokens=frozenset({"has_token"}),
    core=frozenset({
        "this_card", "owner", "active_player", "players", "rivals", "uncontrolled_crooks", "uncontrolled_rackets",
        "current_attack", "controlled_crooks", "controlled_rackets",
        "crooks_of", "rackets_of", "boss_of", "lieutenants_of", "superior_of", "subordinates_of", "below", "count",
        "max_of", "min_of",
        "power", "resistance", "income", "district", "racket_type", "weakness", "unhappy", "income_markers",
        "owner_of", "is_boss", "is_lieutenant", "attack_kind", "attack_leader", "attack_target", "attack_attacker",
        "attack_defender", "attack_involved", "mob_of",
        "card_id", "card_ids", "card_named",
    }),
    # Pure names that read the Game's turn (the attack or Gang War in course, whose turn it is).
    turn=frozenset({"active_player", "current_attack"}),
    # Stats read by a stat modifier make stats depend on the order they are computed in.
    stats=frozenset({"power", "resistance", "income"}),
    # Core names that read only what the seats hold and printed fields: a card drawn to the open
    # table, or discarded from it, leaves their answers as they were (the stat tables are kept).
    held=frozenset({"this_card", "owner", "crooks_of", "rackets_of", "racket_type", "district", "weakness",
                    "count", "max_of", "min_of"}),
)
PURE = READS.pure
READS_TURN = READS.turn
READS_STATS = READS.stats
