"""The small API that generated code is written against.

`syndicate build` turns each ability of a pack into one of the records below,
with plain Python functions for its conditions, amounts and effects. Those
functions receive a `ctx` (the engine's `Ctx`, e.g. runtime/games/crime_lords/context.py): every
name of the effect language's vocabulary (dsl/vocabulary.py) is a method or
attribute of it, and nothing else is called by generated code.

Signatures of the functions held by the records:
- selects(ctx, card) -> bool      which cards a StatModifier changes
- selection(ctx) -> sequence      the same cards listed: `card in selection(ctx)` == selects(ctx, card)
- applies(ctx, subject) -> bool   subject: an Attack (attack scopes) or a Player (params)
- amount(ctx, subject) -> int     the modifier's size (may depend on the state)
- condition(ctx, event) -> bool   for triggers; event has the payload fields of the vocabulary
- effect(ctx, event_or_targets)   runs the effects; targets is a dict name -> chosen object
- filter(ctx, candidate) -> bool  which objects a target may be

`source` is "file:line" of the ability in the content, shown in logs and in
explained attack outcomes.

Calling convention of generated code (docs/effect-language.md has the tables):
- a selector is an attribute: `ctx.owner`, `ctx.this_card`, `ctx.players`,
  `ctx.current_attack`; `ctx` is bound to the card that holds the ability
  (for a house rule: to no card; `self`/`owner` are then refused by the checker);
- a function, property or effect is a method called with the vocabulary
  entry's `args` in order: `ctx.crooks_of(player)`, `ctx.power(card)`,
  `ctx.gain_money(amount, player)`; an argument of type "marker" is passed as
  two arguments, the marker kind and the count: `ctx.add_markers("shield", 1, card)`;
  an omitted player (`gain 2 G`) is passed as `ctx.owner`;
- an event's payload fields are attributes of the event: `event.player`;
  inside a trigger `attack` is `event.attack`, inside an AttackModifier the
  attack argument, inside an Activated with an attack timing `ctx.current_attack`;
- selections are sequences (tuples or lists) of cards or players; `where`
  filters them with a list comprehension; `is` compiles to `==`, `in` to `in`;
- `choose x in S: …` calls `ctx.choose_one(S)`, which returns the item the
  owner picks or None (then the effects are skipped).
House-rule abilities carry the house rule's id in their `card` field. Every
record carries `reads`, its read-set (see NOTHING_KNOWN below).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

Fn = Callable[..., Any]

# `reads`, on every ability record: the runtime names (ctx members) its code calls, which
# `syndicate build` writes with the code. An engine maps them to the parts of its state they
# read, to keep a cache exactly as long as what an ability depends on is unchanged. A record
# made without it (hand-written, or by an older build) reads "anything": NOTHING_KNOWN.
NOTHING_KNOWN = frozenset({"*"})


@dataclass(frozen=True)
class StatModifier:
    """Static: while the card is in play, change a stat of every card `selects` picks."""

    card: str
    source: str
    stat: str          # power | resistance | income | pay
    op: str            # "add" | "set"
    selects: Fn
    amount: Fn
    condition: Fn | None = None   # (ctx, None) -> bool; None means always
    reads: frozenset = NOTHING_KNOWN
    # (ctx) -> the cards `selects` picks, or None when only `selects` can say (a card named by its id)
    selection: Fn | None = None


@dataclass(frozen=True)
class AttackModifier:
    """Static: change a quantity of every attack `applies` picks (CL-ACT-06 scopes)."""

    card: str
    source: str
    stat: str                 # success | helpers | may_assist
    kinds: frozenset          # attack kinds affected: {"hit"}, {"recruit", "takeover", "hit"}
    op: str                   # "add" | "set"
    applies: Fn               # (ctx, attack) -> bool
    amount: Fn                # (ctx, attack) -> int | bool
    scope: str = "by"         # by | involving | led_by | against | all  (for the explained log)
    reads: frozenset = NOTHING_KNOWN


@dataclass(frozen=True)
class ParamModifier:
    """Static: change a rule parameter for the players `applies` picks."""

    card: str
    source: str
    param: str         # a name from vocabulary.PARAMS
    op: str            # "add" | "set"
    applies: Fn        # (ctx, player) -> bool
    amount: Fn         # (ctx, player) -> int
    reads: frozenset = NOTHING_KNOWN


@dataclass(frozen=True)
class Trigger:
    card: str
    source: str
    event: str         # a name from vocabulary.EVENTS
    condition: Fn      # (ctx, event) -> bool
    effect: Fn         # (ctx, event) -> None
    reads: frozenset = NOTHING_KNOWN


@dataclass(frozen=True)
class TargetSpec:
    name: str
    type: str          # a target type of the vocabulary (`target_types`): a card kind, card or player
    filter: Fn         # (ctx, candidate) -> bool
    up_to: int = 1     # more than 1: the player picks 1..up_to distinct candidates; the target is then a tuple
    reads: frozenset = NOTHING_KNOWN


@dataclass(frozen=True)
class Activated:
    """A card's action or a Special's play: a cost, a timing window, targets, effects."""

    card: str
    source: str
    token: bool                   # costs this card's action token
    money: int                    # costs this much G
    timing: str                   # own_turn | any_time | during_attack | response
    targets: tuple = ()           # TargetSpec, chosen in order by the player
    condition: Fn | None = None   # (ctx, targets) -> bool: may it be used now?
    effect: Fn = lambda ctx, targets: None
    special: bool = False         # a Special card: discarded after use
    reads: frozenset = NOTHING_KNOWN


@dataclass(frozen=True)
class HouseRule:
    """A house rule: ruleset overrides plus abilities at game scope."""

    id: str
    name: str
    source: str
    settings: dict = field(default_factory=dict)   # dotted ruleset path -> value
    abilities: tuple = ()


ABILITY_TYPES = (StatModifier, AttackModifier, ParamModifier, Trigger, Activated)


class CardIdHelpers:
    """The helpers generated code calls for card ids a designer names (dsl/vocabulary.py HELPERS).

    A card id written as a name compiles to its string, so cards are compared
    by id; every game's Ctx mixes this in. It needs `self.g.state.by_id`.
    """

    def card_id(self, card):
        return card.id if card is not None else None

    def card_ids(self, items):
        return [c.id for c in items or () if c is not None]

    def card_named(self, card_id):
        return self.g.state.by_id.get(card_id)
