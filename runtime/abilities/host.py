"""What an engine supplies to the shared ability runtime (docs/engine.md, "The ability runtime").

The runtime knows abilities (runtime/api.py records), not a game: which cards
count, where a played card goes, what a target may be, which context object
runs the generated code: those the engine declares in an `AbilityHost`.
The game object it runs on gives the operations every engine on the kernel
has (`GameForAbilities`).
"""
from __future__ import annotations

from typing import Any, ContextManager, Iterable, Protocol

from .caches import Depends, Reads


class AbilityHost(Protocol):
    """An engine's answers to the ability runtime (one object per engine, shared by its games)."""

    # Seat zones whose cards' abilities are in force for their seat, in the order the index lists them.
    in_force_zones: tuple[str, ...]
    # Seat zones whose cards offer only their played abilities (`special`: a hand).
    offer_zones: tuple[str, ...]
    # Shared zones whose cards' abilities are in force (for no seat: `owner` is the card's).
    shared_in_force_zones: tuple[str, ...]
    # Where a played card goes once its effect is chosen.
    spent_zone: str
    # The effect context class: context(game, card, seat, event=None) runs generated code.
    context: type
    # Optional: the context class of the index's entries (`context` when absent). An entry is made
    # once per card and seat and read only while its card is in force for that seat (the index is
    # brought up to date before it reads one): a member reading where the card is may read the
    # seat instead (a plain slot read, where a property would be a call).
    held_context: type
    # Context members that read one card and change as it leaves play: what a departed card keeps
    # (its triggers on the event reporting its departure read these as they were).
    last_known_reads: tuple[str, ...]
    # How the context's pure reads class by the part of the state they read (caches.Reads).
    reads: Reads

    def param_base(self, game: Any, name: str) -> int:
        """The rule value a ParamModifier of `name` changes (from the ruleset)."""

    def stat_base(self, game: Any, thing: Any, stat: str) -> Any:
        """`stat` of a target candidate before any modifier (what AbilityIndex.stat is given), or
        None when it has none: a target chosen is a use of the stats its filter reads (rule_use.py)."""

    def target_zones(self, game: Any, target_type: str) -> tuple[Iterable[Iterable], str | None]:
        """Where a target of this type may be, in the order it is offered: (sequences of things,
        the card kind they must be or None for any). Walked without being listed, to stop at the first."""

    def target_noun(self, target_type: str) -> str:
        """A target type in the game's words for a prompt (`card`, `player`...)."""

    def effect_scope(self, game: Any) -> ContextManager:
        """Entered around every effect (an engine's "all at once" bookkeeping), or a null context."""


class GameForAbilities(Protocol):
    """The game object the runtime reads: the kernel's Table and State, plus these."""

    pack: Any                 # the CompiledPack (abilities by card, house rules, texts)
    house_rules: list         # the api.HouseRule records in force
    state: Any                # the kernel State (cards, zones, versions, watched)
    seats: list               # kernel Seats (alive, money, zones by name)
    speaking: bool            # is anybody reading the transcript (Table)
    _stat_deps: Depends       # what stat modifiers read (caches.stat_depends)
    stats_order_free: bool    # not _stat_deps.anything: stats may be asked in any order
    _computing: set           # (card idx, stat) being computed now (a stat reading itself sees the printed value)

    def say(self, kind: str, text: str) -> None: ...
    def ask(self, kind: str, seat: int, options: list, **how) -> Any: ...
    def name(self, seat: int) -> str: ...
    def record(self, kind: str, seat: int, detail: Any = None) -> None: ...
    def spend(self, seat: int, amount: int, reason: str) -> int: ...
    def spend_token(self, card: Any) -> None: ...
