"""What the engine's caches depend on, from the read-sets `syndicate build` emits (runtime/api.py `reads`).

Every ability record names the runtime names (Ctx members) its code calls.
Here each name that only reads the game is classed by the part of the state
it reads: money, action tokens, or the rest (cards' places, markers, the
grid...: the State's `version_core`). The state's operations say which part
they change (`State.touch("money")`); a cache keyed on the parts its
abilities read keeps its values across changes to the other parts.

A name not listed in PURE (an effect, a dice roll, a choice, a name added to
the vocabulary since) makes the abilities that call it "anything": the caches
they feed are then keyed on every change (`State.version`), as before this
module, and the engine does not skip evaluating them.

These caches are derived data: a copied State must either copy the Game's
caches together with the State's versions, or start with empty caches.
"""
from __future__ import annotations

from ...api import StatModifier

MONEY = "money"
TOKENS = "tokens"

# Ctx members that read the game and change nothing (context.py), by the part they read.
READS_MONEY = frozenset({"money"})
READS_TOKENS = frozenset({"has_token"})
READS_CORE = frozenset({
    "this_card", "owner", "active_player", "players", "rivals", "uncontrolled_crooks", "uncontrolled_rackets",
    "current_attack", "controlled_crooks", "controlled_rackets",
    "crooks_of", "rackets_of", "boss_of", "lieutenants_of", "superior_of", "subordinates_of", "below", "count",
    "max_of", "min_of",
    "power", "resistance", "income", "district", "racket_type", "weakness", "unhappy", "income_markers", "owner_of",
    "is_boss", "is_lieutenant", "attack_kind", "attack_leader", "attack_target", "attack_attacker", "attack_defender",
    "attack_involved", "mob_of",
    "card_id", "card_ids", "card_named",
})
PURE = READS_MONEY | READS_TOKENS | READS_CORE
# Pure names that read the Game's turn (the attack or Gang War in course, whose turn it is), which
# changes without a State version: what calls them is never kept across decisions.
READS_TURN = frozenset({"active_player", "current_attack"})
# Stats read by a stat modifier: the value then depends on the order stats are computed in (a
# modifier reading the stat it is computing sees the printed value), so the stat cache keeps the
# old rule (every change drops it) and the engine computes stats in the old order.
READS_STATS = frozenset({"power", "resistance", "income"})


class Depends:
    """Which parts of the state some abilities read: their union, or "anything"."""

    __slots__ = ("anything", "money", "tokens")

    def __init__(self, reads_sets) -> None:
        names = frozenset().union(*reads_sets)
        self.anything = not names <= PURE
        self.money = bool(names & READS_MONEY)
        self.tokens = bool(names & READS_TOKENS)

    def version(self, state) -> int:
        """A number that changes whenever a part these abilities read (or the rest of the state) changes.

        The counters only grow, so their sum changes exactly when one of them does.
        """
        if self.anything:
            return state.version
        v = state.version_core
        if self.money:
            v += state.parts.get(MONEY, 0)
        if self.tokens:
            v += state.parts.get(TOKENS, 0)
        return v


def stat_depends(records) -> Depends:
    """The stats (Power, Resistance, Income...) of every card: what all stat modifiers of a game read.

    All of them together; a modifier that reads a stat makes them "anything" (READS_STATS).
    When not "anything", a stat is a pure function of the parts read, whatever the order
    stats are asked in: the engine may then ask fewer of them (actions.menu).
    """
    deps = Depends([r.reads for r in records if isinstance(r, StatModifier)])
    if any(r.reads & READS_STATS for r in records if isinstance(r, StatModifier)):
        deps.anything = True
    return deps


def ability_cards(pack) -> frozenset:
    """Names (ids) of the cards that carry abilities: their moves change which abilities are in force."""
    return frozenset(card_id for card_id, recs in (pack.abilities or {}).items() if recs)
