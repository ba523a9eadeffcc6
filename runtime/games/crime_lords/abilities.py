"""Which abilities are in force, and running them (runtime/api.py records).

Static abilities (stat, attack and parameter modifiers, triggers) count
while their card is controlled: a Crook in a Mob, a Racket, a Mob card of a
player still in the game; house rules count always. One exception: an event
that reports a card leaving play also runs that card's own triggers, with
its last known state (last_known.py). Activated abilities
are offered to the card's controller (Specials: to the player holding them).
An ability that raises stops the game with an AbilityError naming the card.
"""
from __future__ import annotations

from ...api import Activated, AttackModifier, ParamModifier, StatModifier, Trigger
from .context import Ctx
from ...kernel.choices import IllegalAnswer
from ...kernel.events import ChainTooDeep, Dispatcher
from . import last_known, mob
from .words import ability_text, source_name
from .errors import AbilityError, GameError, ReplayExhausted

# Errors that are not the ability's fault pass through unchanged.
PASS_THROUGH = (GameError, ChainTooDeep, IllegalAnswer, ReplayExhausted)

# Rule parameters a ParamModifier may change, and the ruleset key that gives the base.
PARAM_RULES = {"draw_count": "min_draw", "pass_bonus": "pass_bonus", "showdown_cap": "showdown_outsider_cap"}


class AbilityIndex:
    def __init__(self, g):
        self.g = g
        self._moves = -1
        self.stat_mods: dict[str, list] = {}
        self.attack_mods: list = []
        self.param_mods: list = []
        self.triggers: dict[str, list] = {}
        self.activated: list = []
        self.any_static = False
        self.dispatch = Dispatcher(self._reactions, limit=8)
        self.by_card = g.pack.abilities
        # Called with (card, record) whenever an ability takes effect (see run): tests count firings.
        self.on_fire = None

    # ------------------------------------------------------------ index
    def refresh(self) -> None:
        g = self.g
        if self._moves == g.state.version_moves:
            return
        self._moves = g.state.version_moves
        stat_mods, attack_mods, param_mods, triggers, activated = {}, [], [], {}, []
        entries = []
        for hr in g.house_rules:
            for rec in hr.abilities:
                entries.append((None, None, rec))
        by_card = self.by_card
        if by_card:
            for seat in g.seats:
                if not seat.alive:
                    continue
                for zone in (seat.mobcard, seat.crooks, seat.rackets, seat.hand):
                    for c in zone:
                        for rec in by_card.get(c.id, ()):
                            entries.append((c, seat, rec))
        for card, seat, rec in entries:
            ctx = Ctx(g, card, seat)
            item = (card, ctx, rec)
            if isinstance(rec, Activated):
                activated.append(item)
            elif card is not None and card.zone == "hand":
                continue                     # a Special's only ability is being played
            elif isinstance(rec, StatModifier):
                stat_mods.setdefault(rec.stat, []).append(item)
            elif isinstance(rec, AttackModifier):
                attack_mods.append(item)
            elif isinstance(rec, ParamModifier):
                param_mods.append(item)
            elif isinstance(rec, Trigger):
                triggers.setdefault(rec.event, []).append(item)
        self.stat_mods, self.attack_mods, self.param_mods = stat_mods, attack_mods, param_mods
        self.triggers, self.activated = triggers, activated

    def run(self, card, rec, fn, *args):
        # An ability takes effect when its effect runs or its modifier's amount is computed.
        if self.on_fire is not None and (fn is getattr(rec, "effect", None) or fn is getattr(rec, "amount", None)):
            self.on_fire(card, rec)
        try:
            return fn(*args)
        except PASS_THROUGH:
            raise
        except Exception as exc:   # noqa: BLE001 - any failure in content code stops the game cleanly
            who = card.name if card is not None else f"house rule {rec.card}"
            raise AbilityError(f"the ability of {who} ({rec.source}) failed: {type(exc).__name__}: {exc}") from exc

    # ------------------------------------------------------------ statics
    def stat(self, c, stat: str, base: int) -> int:
        self.refresh()
        mods = self.stat_mods.get(stat)
        if not mods:
            return base
        g = self.g
        key = (c.idx, stat)
        if key in g._computing:
            return base                      # a modifier that reads the stat it changes sees the printed value
        g._computing.add(key)
        try:
            v = base
            for card, ctx, rec in mods:
                if rec.condition is not None and not self.run(card, rec, rec.condition, ctx, None):
                    continue
                if self.run(card, rec, rec.selects, ctx, c):
                    amount = self.run(card, rec, rec.amount, ctx, c)
                    v = amount if rec.op == "set" else v + amount
            return v
        finally:
            g._computing.discard(key)

    def param(self, p: int, name: str) -> int:
        self.refresh()
        v = self.g.R[PARAM_RULES[name]]
        seat = self.g.seats[p]
        for card, ctx, rec in self.param_mods:
            if rec.param == name and self.run(card, rec, rec.applies, ctx, seat):
                amount = self.run(card, rec, rec.amount, ctx, seat)
                v = amount if rec.op == "set" else v + amount
        return v

    def attack_parts(self, attack, stat: str) -> list[tuple]:
        """(label, amount) of every modifier of this attack quantity, in index order."""
        self.refresh()
        out = []
        for card, ctx, rec in self.attack_mods:
            if rec.stat != stat or attack.kind not in rec.kinds:
                continue
            if self.run(card, rec, rec.applies, ctx, attack):
                amount = self.run(card, rec, rec.amount, ctx, attack)
                label = f"{source_name(self.g, card, rec)} ({rec.scope})"   # a house rule by its name
                out.append((label, amount, rec.op, card))
        return out

    # ------------------------------------------------------------ triggers
    def remember(self, card):
        """The last known state of a card about to leave play, or None (last_known.py)."""
        return last_known.remember(self.g, card)

    def emit(self, event) -> None:
        self.refresh()
        if self.triggers.get(event.name) or getattr(event, "last_known", None) is not None:
            self.dispatch.emit(event)

    def _reactions(self, event):
        out = []
        for card, ctx, rec in list(self.triggers.get(event.name, ())):
            if card is not None and card.zone not in ("crooks", "rackets", "mobcard"):
                continue
            ectx = Ctx(self.g, card, ctx.seat, event=event)
            if self.run(card, rec, rec.condition, ectx, event):
                label = card.name if card is not None else f"house rule {rec.card}"
                out.append((label, _runner(self, card, rec, ectx)))
        if getattr(event, "last_known", None) is not None:
            # The card the event took out of play reacts too, as it was (last_known.py).
            out.extend(last_known.reactions(self, event, _runner))
        return out

    # ------------------------------------------------------------ activated
    def usable(self, p: int, timings) -> list[tuple]:
        """(card, rec) pairs player p may use now in these timing windows."""
        self.refresh()
        g = self.g
        out = []
        for card, ctx, rec in self.activated:
            if card is None or card.owner != p or rec.timing not in timings:
                continue
            if rec.special != (card.zone == "hand"):
                continue
            if rec.token and not card.token:
                continue
            if rec.money > g.seats[p].money:
                continue
            if rec.targets and not all(self.candidates(card, t) for t in rec.targets):
                continue
            if rec.condition is not None and not rec.targets:
                if not self.run(card, rec, rec.condition, Ctx(g, card, g.seats[p]), {}):
                    continue
            out.append((card, rec))
        return out

    def candidates(self, card, spec) -> list:
        g = self.g
        ctx = Ctx(g, card, g.seats[card.owner] if card.owner >= 0 else None)
        if spec.type == "player":
            pool = [s for s in g.seats if s.alive]
        else:
            pool = []
            for s in g.seats:
                if s.alive:
                    pool.extend(s.crooks)
                    pool.extend(s.rackets)
            pool.extend(g.state.zones["open"])
            if spec.type in ("crook", "racket"):
                pool = [c for c in pool if c.kind == spec.type]
        return [x for x in pool if self.run(card, spec, spec.filter, ctx, x)]


def _runner(index, card, rec, ctx):
    def fire(event):
        index.g.say("ability", f"  {source_name(index.g, card, rec)} fires: {ability_text(index.g, rec)}")
        with mob.event(index.g):       # all the markers an effect lays land first (CL-UNH-04)
            index.run(card, rec, rec.effect, ctx, event)
    return fire

