"""What the ability caches depend on, from the read-sets `syndicate build` emits (runtime/api.py `reads`).

Every ability record names the runtime names (its engine's effect-context
members) its code calls. The engine classes each name that only reads the
game by the part of the state it reads (a `Reads`): money, action tokens, or
the rest (cards' places, markers...: the State's `version_core`). The state's
operations say which part they change (`State.touch("money")`); a cache keyed
on the parts its abilities read keeps its values across changes to the
other parts.

A name the engine does not list as a pure read (an effect, a dice roll, a
choice, a name added to the vocabulary since) makes the abilities that call
it "anything": the caches they feed are then keyed on every change
(`State.version`), and the engine does not skip evaluating them.

These caches are derived data: a copied State must either copy the game's
caches together with the State's versions, or start with empty caches.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..api import StatModifier

MONEY = "money"
TOKENS = "tokens"


@dataclass(frozen=True)
class Reads:
    """An engine's classing of its effect-context members that read the game and change nothing.

    money / tokens / core: the names reading that part of the state; turn: pure names that read
    the game's turn (whose turn, the contest in course), which changes without a State version, so
    what calls them is never kept across decisions; stats: the names reading a modified stat (a
    stat modifier reading one makes stats depend on the order they are computed in); held: core
    names that read no card in a shared zone (only what the seats hold, and cards' printed fields),
    whose answers a move between shared zones (a draw to the table) leaves as they were."""

    money: frozenset = frozenset()
    tokens: frozenset = frozenset()
    core: frozenset = frozenset()
    turn: frozenset = frozenset()
    stats: frozenset = frozenset()
    held: frozenset = frozenset()

    @property
    def pure(self) -> frozenset:
        return self.money | self.tokens | self.core


class Depends:
    """Which parts of the state some abilities read: their union, or "anything"."""

    __slots__ = ("anything", "money", "tokens", "core_only", "held", "held_only")

    def __init__(self, reads_sets, reads: Reads) -> None:
        names = frozenset().union(*reads_sets)
        self.anything = not names <= reads.pure
        self.money = bool(names & reads.money)
        self.tokens = bool(names & reads.tokens)
        self.held = names <= reads.held
        self.settle()

    def settle(self) -> None:
        """Note whether `version` is the state's `version_core` alone (a hot path reads it directly),
        and whether `held_version` is `version_held`; called again by whoever changes what these
        abilities read."""
        self.core_only = not (self.anything or self.money or self.tokens)
        self.held_only = self.core_only and self.held

    def held_version(self, state) -> int:
        """`version`, but kept by a move between shared zones when every name read is a `Reads.held`
        one (they read no card there): for what reads the seats' cards alone (the stat tables)."""
        return state.version_held if self.held_only else self.version(state)

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


def stat_depends(records, reads: Reads) -> Depends:
    """What all stat modifiers of a game read, together; one that reads a stat makes them "anything".

    When not "anything", a stat is a pure function of the parts read, whatever the order
    stats are asked in: the engine may then ask fewer of them.
    """
    mods = [r for r in records if isinstance(r, StatModifier)]
    deps = Depends([r.reads for r in mods], reads)
    if any(r.reads & reads.stats for r in mods):
        deps.anything = True
        deps.settle()
    return deps


def ability_cards(pack) -> frozenset:
    """Names (ids) of the cards that carry abilities: their moves change which abilities are in force."""
    return frozenset(card_id for card_id, recs in (pack.abilities or {}).items() if recs)


def watch(state, pack) -> None:
    """Tell the state which cards' moves change the abilities in force (State.watched)."""
    ids = ability_cards(pack)
    state.watched = frozenset(c.idx for c in state.cards if c.id in ids)
