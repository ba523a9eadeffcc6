"""The effect-language checker: names, types, units and where things may stand.

`check_abilities(pack, bag)` parses and checks every ability of a pack — card
abilities and house-rule abilities — and reports every problem into `bag`
with its place in the YAML file (block scalars included). It returns the
checked abilities, which the code generator (compiler/emit/modules.py) turns into
Python; the generator trusts what this module resolved and nothing else.
Trees of unchanged files come from the per-file cache (dsl/treecache.py)
instead of the parser; they are checked here like fresh ones.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable

from dsl import tree as t
from dsl import vocabulary as V
from dsl.cache import cache_dir
from dsl.treecache import TreeCache
from dsl.verbs import Mismatch, resolve, written

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.report.suggest import choices, did_you_mean
from . import contradiction, cost, cycles, never
from .types import TypeRules, element, is_set
from .vocab import pack_vocabulary


@dataclass
class Checked:
    """One ability that passed the checker, ready for code generation."""

    owner_id: str            # card id, or house rule id
    card_kind: str | None    # None at game scope (house rules)
    index: int
    text: str
    node: t.Node
    source: str              # "file:line" of the ability
    resolved: dict = field(default_factory=dict)   # id(node) -> what a name/property/function/effect means
    vocab: V.Vocabulary | None = field(default=None, repr=False)   # the words it was checked against


class _Problem(Exception):
    pass


@dataclass
class _Scope:
    card_kind: str | None                 # None: game scope
    attack: bool = False                  # is `attack` available
    event: str | None = None              # trigger event name
    pure: bool = False                    # static: no dice, no effects
    vars: dict = field(default_factory=dict)

    def child(self, **kw) -> "_Scope":
        s = _Scope(self.card_kind, self.attack, self.event, self.pure, dict(self.vars))
        for k, v in kw.items():
            setattr(s, k, v)
        return s


class AbilityChecker:
    """Checks one ability; `span(start, end)` maps string offsets to the file."""

    def __init__(self, vocab: V.Vocabulary, constants: dict[str, str], span: Callable[[int, int], Span],
                 bag: DiagnosticBag, card_kind: str | None, card: dict | None = None, cards: dict[str, str] | None = None):
        self.v = vocab
        self.types = TypeRules.of(vocab)
        self.constants = constants
        self.cards = cards or {}             # the pack's card ids -> kind: names a designer may write
        self.span = span
        self.bag = bag
        self.card_kind = card_kind
        self.card = card or {}
        self.resolved: dict = {}
        self.errors = 0
        self.form: str | None = None             # modify, on, action or play: the ability's form, for hints
        self.target_names: set[str] = set()   # names `target x: …` declares: picked from the cards in play

    def error(self, code: str, message: str, node_or_start, end: int | None = None, help: str | None = None) -> None:
        if isinstance(node_or_start, t.Node):
            start, end = node_or_start.start, node_or_start.end
        else:
            start = node_or_start
            end = start + 1 if end is None else end
        self.bag.error(code, message, self.span(start, end), help)
        self.errors += 1

    # --- abilities ------------------------------------------------------------------
    def check(self, node: t.Node) -> None:
        self.form = ("modify" if isinstance(node, t.Modifier) else "on" if isinstance(node, t.Trigger)
                     else getattr(node, "form", None))
        if isinstance(node, t.Modifier):
            self.modifier(node)
        elif isinstance(node, t.Trigger):
            self.trigger(node)
        elif isinstance(node, t.Activated):
            self.activated(node)
        if not self.errors:
            never.report(self, node)     # abilities that can never fire (SYN425, SYN426)
            contradiction.report(self, node)   # conditions that contradict themselves or their window (SYN428 …)

    # --- what the game's card kinds allow (the manifest's flags) -----------------------
    def _played(self, kind: str | None) -> bool:
        """Is this a kind of card that is played from the hand and never in play? (A kind that is
        played from the hand onto the table, `in_play: true` too, has statics and triggers there.)"""
        flags = self.v.card_kinds.get(kind, {}) if kind is not None else {}
        return bool(flags.get("played")) and flags.get("in_play") is not True

    def _kind_label(self, kind: str) -> str:
        return self.v.card_kinds.get(kind, {}).get("label", kind)

    def _kind_plural(self, kind: str) -> str:
        return self._kind_label(kind) + "s"

    def modifier(self, m: t.Modifier) -> None:
        scope = _Scope(self.card_kind, pure=True)
        if self._played(self.card_kind):
            self.error("SYN408", f"a {self._kind_label(self.card_kind)} card is never in play, so a static modifier on it "
                       "would never apply", m.start, m.stat_end,
                       f"{self._kind_plural(self.card_kind)} act when played: write `play: …`")
        stat = m.stat
        entry = None
        if m.of is None:
            entry = self.v.attack_stats.get(stat)
            if entry is None:
                if stat in self.v.stats or stat in self.v.params:
                    self.error("SYN402", f"say whose `{stat}` changes", m.stat_start, m.stat_end,
                               f"e.g. `{(self.v.stats.get(stat) or self.v.params[stat]).example}`")
                else:
                    self.error("SYN402", f"unknown attack quantity `{stat}`", m.stat_start, m.stat_end,
                               did_you_mean(stat, self.v.attack_stats, "attack quantities: " + ", ".join(self.v.attack_stats)))
                return
            if m.scope is None:
                self.error("SYN405", f"say which attacks `{stat}` changes for", m.stat_start, m.stat_end,
                           "add a scope: `for attacks by owner`, `for attacks involving self`, `for attacks where …`")
                return
            scope = scope.child(attack=True)
            self.scope_clause(m.scope, scope)
        else:
            entry = self.v.stats.get(stat) or self.v.params.get(stat)
            if entry is None:
                if stat in self.v.attack_stats:
                    self.error("SYN402", f"`{stat}` belongs to attacks, not to a card or player", m.stat_start, m.stat_end,
                               f"e.g. `{self.v.attack_stats[stat].example}`")
                else:
                    self.error("SYN402", f"unknown stat or rule parameter `{stat}`", m.stat_start, m.stat_end,
                               did_you_mean(stat, list(self.v.stats) + list(self.v.params),
                                            "card stats: " + ", ".join(self.v.stats) + "; rule parameters: " + ", ".join(self.v.params)))
                return
            of_type = self.expr(m.of, scope)
            if of_type is not None:
                self.resolved[id(m)] = "set" if is_set(of_type) else "one"
                subject = element(of_type)
                wanted = entry.applies_to
                ok = any(self.types.assignable(subject, w) for w in wanted)
                if not ok:
                    self.error("SYN405", f"`{stat}` is a stat of {' or '.join(self.types.show(w) for w in wanted)}, not of {self.types.show(of_type)}",
                               m.of)
            if m.scope is not None:
                self.error("SYN405", f"only attack quantities ({', '.join(self.v.attack_stats)}) take `for attacks`",
                           m.scope)
        amount = self.expr(m.amount, scope)
        if amount is not None and not self.types.assignable(amount, entry.type):
            self.error("SYN406" if amount in self.types.quantities else "SYN405",
                       f"`{stat}` is {self.types.show(entry.type)}, but this is {self.types.show(amount)}", m.amount)
        if m.op == "add" and entry.type == V.BOOL:
            self.error("SYN405", f"`{stat}` is yes or no: use `set {stat} to yes`", m.start, m.stat_end)
        if m.while_ is not None:
            self.condition(m.while_, scope)

    def scope_clause(self, s: t.Scope, scope: _Scope) -> None:
        reads = V.SCOPE_PROPERTIES.get(s.relation)
        if s.subject is not None and reads not in self.v.properties:
            self.error("SYN404", f"`for attacks {s.relation.replace('_', ' ')}` reads the attack property `{reads}`, "
                       "which this pack's vocabulary does not declare", s,
                       help=f"declare `{reads}` under `properties:` in game.yaml, or use `for attacks where …`")
            return
        if s.subject is not None:
            wanted = {"involving": V.CARD, "led_by": V.CARD, "by": V.PLAYER, "against": V.CARD}[s.relation]
            typ = self.expect(s.subject, wanted, scope)
            if typ is not None:
                ok = self.types.assignable(typ, wanted) or (s.relation == "against" and self.types.assignable(typ, V.set_of(V.CARD)))
                if not ok:
                    self.error("SYN405", f"`{s.relation.replace('_', ' ')}` needs {self.types.show(wanted)}, but this is {self.types.show(typ)}", s.subject)
                self.resolved[id(s)] = "set" if typ and is_set(typ) else "one"
        if s.where is not None:
            self.condition(s.where, scope)

    def trigger(self, tr: t.Trigger) -> None:
        if self._played(self.card_kind):
            self.error("SYN408", f"a {self._kind_label(self.card_kind)} card waits in its owner's hand and never sees events",
                       tr.start, tr.event_end, f"{self._kind_plural(self.card_kind)} act when played: write `play …: …`")
        entry = self.v.events.get(tr.event)
        if entry is None:
            self.error("SYN403", f"unknown event `{tr.event}`", tr.event_start, tr.event_end,
                       did_you_mean(tr.event, self.v.events, "events: " + ", ".join(self.v.events)))
            return
        fields = dict(entry.fields)
        scope = _Scope(self.card_kind, attack=V.ATTACK in fields.values(), event=tr.event)
        if tr.when is not None:
            self.condition(tr.when, scope)
        self.effects(tr.effects, scope)

    def activated(self, a: t.Activated) -> None:
        kind = self.card_kind
        if kind is None:
            self.error("SYN408", "a house rule has no card to use or play: write a triggered ability (`on turn_end: …`)",
                       a.start, a.timing_end)
        elif a.form == "play" and not self._played(kind):
            played = [k for k in self.v.card_kinds if self._played(k)]
            self.error("SYN408", f"only {' and '.join(self._kind_label(k) for k in played) or 'no'} cards are played; "
                       f"this is {self.types.show(kind)}", a.start, a.timing_end,
                       "a card in play has abilities of the form `action costs token: …`")
        elif a.form == "action" and self._played(kind):
            self.error("SYN408", f"a {self._kind_label(kind)} card is played, not used as an action", a.start, a.timing_end,
                       "write `play: …` (or `play response: …`)")
        token = self.v.card_kinds.get(kind, {}).get("token", "always") if kind is not None else "never"
        if kind is None:
            pass   # a house rule: the SYN408 above says all there is to say about its cost
        elif a.token and token == "never":
            self.error("SYN408", f"{self.types.show(kind)} has no action token to spend", a.cost_start, a.cost_start + 5)
        elif a.token and token != "always" and not self.card.get(token):
            stat = self.v.stats.get(token)
            noun = stat.english.get("noun", token) if stat is not None else token
            label = self._kind_label(kind)
            self.error("SYN408", f"this {label} has no {noun}, so it has no action token to spend", a.cost_start,
                       a.cost_start + 5, f"give the {label} a `{token}:` or drop `token` from the cost")
        if a.timing not in self.v.timings:
            self.error("SYN410", f"unknown timing `{a.timing}`", a.timing_start, a.timing_end,
                       did_you_mean(a.timing, self.v.timings, "timings: " + ", ".join(self.v.timings)))
        timing = self.v.timings.get(a.timing)
        scope = _Scope(kind, attack=timing is not None and timing.extra.get("attack", False))
        for cost in a.money:
            if not isinstance(cost, t.Num):
                self.error("SYN405", "a cost is a fixed amount, like `3 G`", cost,
                           help="for a price that depends on the game, `pay` it in the effects")
                continue
            typ = self.expr(cost, scope)
            money = self.v.money
            if typ is not None and not self.types.assignable(typ, money):
                unit = self.v.types.get(money, {}).get("unit", "")
                self.error("SYN406", f"a cost is paid in {self.types.show(money)}, but this is {self.types.show(typ)}", cost,
                           help=f"write the cost as `3 {unit}`")
        body = scope.child()
        for target in a.targets:
            if target.name in body.vars or target.name in self.v.selectors:
                self.error("SYN414", f"the name `{target.name}` is already taken", target.name_start,
                           target.name_start + len(target.name), "give each target its own name")
            targets = self.v.target_types
            if target.type not in targets:
                self.error("SYN415", f"unknown target type `{target.type}`", target.type_start, target.type_end,
                           did_you_mean(target.type, targets, "a target is one of: " + ", ".join(targets)))
                typ = "any"
            else:
                typ = target.type
            if target.up_to < 1:
                self.error("SYN405", "`up to` needs at least 1", target)
            self.target_names.add(target.name)
            if target.where is not None:
                # A filter sees its candidate only: targets are offered one by one.
                self.condition(target.where, scope.child(vars={target.name: typ}))
            body.vars[target.name] = V.set_of(typ) if target.up_to > 1 else typ
        if a.when is not None:
            self.condition(a.when, body)
        self.effects(a.effects, body)

    # --- effects ---------------------------------------------------------------------
    def effects(self, effects: tuple, scope: _Scope) -> None:
        for e in effects:
            self.effect(e, scope)

    def effect(self, e: t.Node, scope: _Scope) -> None:
        if isinstance(e, t.If):
            self.condition(e.cond, scope)
            self.effects(e.body, scope)
            self.effects(e.orelse, scope)
            return
        if isinstance(e, (t.ForEach, t.Choose)):
            items = self.expr(e.items, scope)
            inner = scope.child()
            if e.var in scope.vars or e.var in self.v.selectors:
                self.error("SYN414", f"the name `{e.var}` is already taken", e.var_start, e.var_start + len(e.var),
                           "pick another name for the loop")
            if isinstance(e, t.Choose) and scope.card_kind is None:
                self.error("SYN407", "at game scope nobody owns the ability, so nobody can choose", e.start, e.var_start)
            if items is not None and not is_set(items):
                self.error("SYN405", f"this needs a selection{self._selection_example()}, but this is {self.types.show(items)}",
                           e.items)
                items = None
            inner.vars[e.var] = element(items) if items else "any"
            self.effects(e.body, inner)
            return
        assert isinstance(e, t.Effect)
        found = resolve(self.v, e)
        if isinstance(found, Mismatch):
            self.error(found.code, found.message, found.start, found.end, found.help)
            return
        verb, entry = found.verb, found.verb.entry
        words = verb.words
        if verb.needs_attack and not scope.attack:
            self.error("SYN407", f"`{words}` needs an attack in progress", e, help=self._attack_hint())
        marker = None
        for (arg_name, wanted), value in zip(entry.args, found.args):
            if value is None:
                default = self.v.selectors.get(verb.defaults.get(arg_name))
                if scope.card_kind is None and default is not None and default.extra.get("owned"):
                    self.error("SYN407", f"at game scope nobody owns the ability: say who, e.g. `{_written_with(verb, arg_name)}`", e)
                continue
            typ = self.expect(value, wanted, scope)
            if typ is None:
                continue
            if wanted == V.MARKER:
                units = ", ".join(f"`1 {m}`" for m in self.v.markers)
                if typ == V.NUMBER:
                    self.error("SYN406", "say which markers", value, help=f"write the unit: {units}")
                elif typ not in self.types.marker_types:
                    self.error("SYN406", f"`{words}` moves markers, but this is {self.types.show(typ)}", value,
                               help=f"markers are written {units}")
                else:
                    marker = self.types.marker_types[typ]
            elif not self.types.assignable(typ, wanted):
                code = "SYN406" if typ in self.types.quantities and wanted in self.types.quantities else "SYN405"
                self.error(code, f"`{words}` needs {self.types.show(wanted)} as its {arg_name}, but this is {self.types.show(typ)}", value)
        self.resolved[id(e)] = (verb, found.args, marker)

    def _selection_example(self) -> str:
        """` (e.g. `X of owner`)`: a function of the vocabulary that gives a selection, if there is one."""
        f = next((f for f in self.v.functions.values() if is_set(f.type) and f.name.endswith(" of")), None)
        return f" (e.g. `{f.name} owner`)" if f is not None else ""

    # --- expressions ---------------------------------------------------------------
    def condition(self, node: t.Node, scope: _Scope) -> None:
        typ = self.expr(node, scope)
        if typ is not None and typ != V.BOOL and typ != "any":
            self.error("SYN405", f"a condition must be yes or no, but this is {self.types.show(typ)}", node,
                       help="compare it: `… > 0`, `… is owner`")

    def expr(self, n: t.Node, scope: _Scope) -> str | None:
        """The type of `n`, or None after reporting an error inside it."""
        method = getattr(self, "x_" + type(n).__name__)
        return method(n, scope)

    def x_Num(self, n: t.Num, scope):
        if n.unit is None:
            return V.NUMBER
        units = self.types.units
        typ = units.get(n.unit)
        if typ is None:
            listed = ", ".join(f"{u} ({self.types.show(t)})" for u, t in units.items())
            self.error("SYN411", f"unknown unit `{n.unit}`", n.unit_start, n.end,
                       did_you_mean(n.unit, units, "units: " + listed))
            return None
        return typ

    def x_Bool(self, n, scope):
        return V.BOOL

    def x_Name(self, n: t.Name, scope: _Scope):
        name = n.id
        if name in scope.vars:
            self.resolved[id(n)] = ("var", name)
            return scope.vars[name]
        if name == "event":
            if scope.event is None:
                self.error("SYN407", "`event` exists only in a triggered ability (`on …:`)", n)
                return None
            self.resolved[id(n)] = ("event",)
            return "event:" + scope.event
        if name == "attack":
            if not scope.attack:
                self.error("SYN407", "no attack is in question here", n, help=self._attack_hint())
                return None
            self.resolved[id(n)] = ("attack",)
            return V.ATTACK
        if name == "it":
            self.error("SYN407", "`it` exists only inside `where …`", n)
            return None
        sel = self.v.selectors.get(name)
        if sel is not None:
            if scope.card_kind is None and sel.extra.get("owned"):
                self.error("SYN407", f"`{name}` is not available in a house rule: it belongs to no card or player", n,
                           help="go over the players: `for each p in players: …`")
                return None
            self.resolved[id(n)] = ("selector", sel.runtime)
            return scope.card_kind if name == "self" else sel.type
        if name in self.constants:
            self.resolved[id(n)] = ("const", name)
            return self.constants[name]
        if name in self.cards:
            self.resolved[id(n)] = ("card", name)
            return self.cards[name]
        pool = list(scope.vars) + list(self.v.selectors) + list(self.constants) + list(self.cards)
        self.error("SYN401", f"unknown name `{name}`", n, help=did_you_mean(name, pool))
        return None

    # --- card ids written as names ---------------------------------------------------
    def _card_name(self, n: t.Node, scope: _Scope) -> bool:
        """Is `n` a bare name that only a card id of the pack could stand for?"""
        return (isinstance(n, t.Name) and n.id not in scope.vars and n.id not in ("event", "attack", "it")
                and n.id not in self.v.selectors and n.id not in self.constants)

    def expect(self, n: t.Node, wanted: str, scope: _Scope) -> str | None:
        """The type of `n` where `wanted` is required: a card id must name a card of that kind (SYN417)."""
        kind = element(wanted)
        if kind not in self.types.card_kinds or kind == V.CARD or not self._card_name(n, scope):
            return self.expr(n, scope)
        of_kind = sorted(i for i, k in self.cards.items() if k == kind)
        listed = f"{self.types.show(kind)[2:]}s of this pack: " + (choices(of_kind) if of_kind else "none")
        have = self.cards.get(n.id)
        if have is None:
            self.error("SYN417", f"no {self.types.show(kind)[2:]} of this pack has the id `{n.id}`", n,
                       help=did_you_mean(n.id, of_kind + list(scope.vars), listed))
            return None
        if not self.types.assignable(have, kind):
            self.error("SYN417", f"`{n.id}` is {self.types.show(have)} of this pack, not {self.types.show(kind)}", n,
                       help=did_you_mean(n.id, of_kind, listed))
            return None
        self.resolved[id(n)] = ("card", n.id)
        return have

    def _operands(self, n: t.Compare, scope: _Scope):
        """Types of both sides; a card id on one side must be of the kind the other side holds."""
        member = n.op in ("in", "not in")
        if self._card_name(n.left, scope) and not self._card_name(n.right, scope):
            b = self.expr(n.right, scope)
            if b is None:
                return None, None
            wanted = element(b) if member and is_set(b) else b
            return self.expect(n.left, wanted, scope), b
        a = self.expr(n.left, scope)
        if a is None or member:
            return a, (None if a is None else self.expr(n.right, scope))
        return a, self.expect(n.right, a, scope)

    def x_Prop(self, n: t.Prop, scope):
        obj = self.expr(n.obj, scope)
        if obj is None:
            return None
        if obj.startswith("event:"):
            fields = dict(self.v.events[obj[6:]].fields)
            if n.name not in fields:
                self.error("SYN404", f"the `{obj[6:]}` event has no `{n.name}`", n.name_start, n.end,
                           did_you_mean(n.name, fields, "it has: " + ", ".join(fields)))
                return None
            self.resolved[id(n)] = ("field", n.name)
            return fields[n.name]
        entry = self.v.properties.get(n.name)
        if entry is not None and not is_set(obj) and any(self.types.assignable(obj, a) for a in entry.applies_to):
            self.resolved[id(n)] = ("prop", entry.runtime)
            return entry.type
        # An error: only now list what the object does have, for the suggestion.
        applicable = [p for p in self.v.properties.values() if any(self.types.assignable(obj, a) for a in p.applies_to)]
        if entry is None:
            self.error("SYN404", f"unknown property `{n.name}`", n.name_start, n.end,
                       did_you_mean(n.name, [p.name for p in applicable], f"{self.types.show(obj)} has: " + ", ".join(p.name for p in applicable)))
            return None
        if is_set(obj) or not any(self.types.assignable(obj, a) for a in entry.applies_to):
            self.error("SYN404", f"`{n.name}` is a property of {' or '.join(self.types.show(a) for a in entry.applies_to)}, not of {self.types.show(obj)}",
                       n.name_start, n.end, help=did_you_mean(n.name, [p.name for p in applicable]))
            return None
        self.resolved[id(n)] = ("prop", entry.runtime)
        return entry.type

    def _function(self, name: str, args: tuple, n: t.Node, end_of_name: int, scope: _Scope):
        entry = self.v.functions.get(name)
        if entry is None:
            plain = name[:-3] if name.endswith(" of") else name + " of"
            if plain in self.v.functions:
                form = f"{plain[:-3]} of …" if plain.endswith(" of") else f"{plain}(…)"
                self.error("SYN413", f"write `{form}`", n.start, end_of_name)
            else:
                shown = [f.removesuffix(" of") for f in self.v.functions]
                self.error("SYN413", f"unknown function `{name.removesuffix(' of')}`", n.start, end_of_name,
                           did_you_mean(name.removesuffix(" of"), shown, "functions: " + ", ".join(shown)))
            for a in args:
                self.expr(a, scope)
            return None
        if not entry.extra.get("pure", True) and scope.pure:
            self.error("SYN409", f"a static ability cannot `{name}`: it is read again and again while the card is in play",
                       n, help="roll dice in a triggered or activated ability")
        if len(args) != len(entry.args):
            self.error("SYN412", f"`{name}` takes {len(entry.args)} argument{'s' if len(entry.args) != 1 else ''}, not {len(args)}", n)
            return None
        types = [self.expect(a, w, scope) for a, (_, w) in zip(args, entry.args)]
        if any(x is None for x in types):
            return None
        for (arg_name, wanted), typ, a in zip(entry.args, types, args):
            if not self.types.assignable(typ, wanted):
                self.error("SYN405", f"`{name.removesuffix(' of')}` needs {self.types.show(wanted)}, but this is {self.types.show(typ)}", a)
                return None
        self.resolved[id(n)] = ("func", entry.runtime)
        if entry.type == "same":
            result = self.types.unit_sum(types[0], types[1]) if types[0] in self.types.quantities and types[1] in self.types.quantities else None
            if result is None:
                self.error("SYN406", f"`{name}` compares two quantities of the same unit, not {self.types.show(types[0])} and {self.types.show(types[1])}", n)
            return result
        return entry.type

    def x_Apply(self, n: t.Apply, scope):
        return self._function(n.func + " of", (n.arg,), n, n.func_end, scope)

    def x_Call(self, n: t.Call, scope):
        return self._function(n.func, n.args, n, n.func_end, scope)

    def _quantity(self, node, typ) -> bool:
        if typ is not None and typ not in self.types.quantities:
            self.error("SYN405", f"this needs a number or an amount, but this is {self.types.show(typ)}", node)
            return False
        return typ is not None

    def x_BinOp(self, n: t.BinOp, scope):
        a, b = self.expr(n.left, scope), self.expr(n.right, scope)
        if not (self._quantity(n.left, a) & self._quantity(n.right, b)):
            return None
        if n.op == "*":
            if a != V.NUMBER and b != V.NUMBER:
                self.error("SYN406", f"cannot multiply {self.types.show(a)} by {self.types.show(b)}", n, help="multiply an amount by a plain number")
                return None
            return b if a == V.NUMBER else a
        result = self.types.unit_sum(a, b)
        if result is None:
            self.error("SYN406", f"cannot {'add' if n.op == '+' else 'subtract'} {self.types.show(b)} {'to' if n.op == '+' else 'from'} {self.types.show(a)}", n)
        return result

    def x_Neg(self, n: t.Neg, scope):
        typ = self.expr(n.operand, scope)
        return typ if self._quantity(n.operand, typ) else None

    def x_Not(self, n: t.Not, scope):
        self.condition(n.operand, scope)
        return V.BOOL

    def x_BoolOp(self, n: t.BoolOp, scope):
        self.condition(n.left, scope)
        self.condition(n.right, scope)
        return V.BOOL

    def _unitless(self, node, typ, other, other_typ) -> bool:
        """A computed plain number (a stat, a count) compared with an amount of a unit: `self.power > 3 G`.

        A number written bare in the ability takes the unit of what it is compared with (`owner.money > 5`);
        a computed one is a plain number, never money or markers."""
        return (typ == V.NUMBER and other_typ in self.types.quantities and other_typ != V.NUMBER
                and not _bare_literal(node))

    def x_Compare(self, n: t.Compare, scope):
        a, b = self._operands(n, scope)
        if a is None or b is None:
            return V.BOOL
        if n.op not in ("in", "not in") and (self._unitless(n.left, a, n.right, b) or self._unitless(n.right, b, n.left, a)):
            amount, kind = (n.right, b) if a == V.NUMBER else (n.left, a)
            fix = (f"a stat or a count is a plain number: compare it with `{amount.value}`, not `{amount.value} {amount.unit}`"
                   if isinstance(amount, t.Num) and amount.unit else "compare amounts of the same unit")
            self.error("SYN406", f"cannot compare a plain number with {self.types.show(kind)}", n, help=fix)
            return V.BOOL
        if n.op in ("is", "is not"):
            if not self.types.comparable(a, b):
                self.error("SYN405", f"{self.types.show(a)} is never {self.types.show(b)}", n)
            elif self._never_target(n.left, b, scope) or self._never_target(n.right, a, scope):
                target, kind = (n.left, b) if self._never_target(n.left, b, scope) else (n.right, a)
                self.error("SYN405", f"the target `{target.id}` is picked from the cards in play, and "
                           f"{self.types.show(kind)} is never in play", n,
                           help=f"{self._kind_plural(kind)} wait in a hand until played; compare the target with a card "
                                "that can be in play")
        elif n.op in ("in", "not in"):
            if not is_set(b):
                self.error("SYN405", f"`{n.op}` needs a selection on its right, but this is {self.types.show(b)}", n.right)
            elif not self.types.comparable(a, element(b)):
                self.error("SYN405", f"{self.types.show(a)} is never in {self.types.show(b)}", n)
        else:
            if self._quantity(n.left, a) & self._quantity(n.right, b) and self.types.unit_sum(a, b) is None:
                self.error("SYN406", f"cannot compare {self.types.show(a)} with {self.types.show(b)}", n)
        return V.BOOL

    def _attack_hint(self) -> str:
        """Where an attack is in progress, said for the form the ability is written in."""
        timings = [name for name, tm in self.v.timings.items() if tm.extra.get("attack")]
        events = [name for name, ev in self.v.events.items() if V.ATTACK in dict(ev.fields).values()]
        if self.form == "on":
            return (f"react to an attack event: `on {events[0]}: …` (attack events: {', '.join(events)})" if events
                    else "no event of this pack carries an attack")
        if self.form in ("action", "play"):
            cost = " costs token" if self.form == "action" else ""
            return (f"give it a timing inside an attack: `{self.form} {timings[0]}{cost}: …` "
                    f"(timings inside an attack: {', '.join(timings)})" if timings
                    else "no timing of this pack falls inside an attack")
        quantities = ", ".join(self.v.attack_stats)
        return (f"an attack quantity sees the attack: `modify {next(iter(self.v.attack_stats))} by 2 for attacks where …` "
                f"(attack quantities: {quantities})" if quantities else "no attack quantity is declared")

    def _never_target(self, node, other: str, scope: _Scope) -> bool:
        """Is `node` a target compared with a kind of card that is never in play (`target c: card where c is a_special`)?"""
        return (isinstance(node, t.Name) and node.id in self.target_names and node.id in scope.vars
                and other in self.types.card_kinds and self._played(other))

    def x_Where(self, n: t.Where, scope):
        items = self.expr(n.items, scope)
        if items is None:
            return None
        if not is_set(items):
            self.error("SYN405", f"`where` filters a selection, but this is {self.types.show(items)}", n.items)
            return None
        self.condition(n.cond, scope.child(vars={**scope.vars, "it": element(items)}))
        return items


def _bare_literal(node) -> bool:
    """A number written without a unit, or sums and products of such numbers: it takes the unit of its place."""
    if isinstance(node, t.Num):
        return node.unit is None
    if isinstance(node, t.Neg):
        return _bare_literal(node.operand)
    if isinstance(node, t.BinOp):
        return _bare_literal(node.left) and _bare_literal(node.right)
    return False


def _written_with(verb, arg: str) -> str:
    """The verb's pattern with `p` written for `arg`: `gain AMOUNT to p`."""
    return written(verb).replace("[", "").replace("]", "").replace(arg.upper(), "p")


def pack_constants(pack, vocab: V.Vocabulary) -> dict[str, str]:
    """Names a pack defines: the values of the game's enums (from its ruleset), the attack kinds."""
    consts: dict[str, str] = {k: V.ATTACK_KIND for k in vocab.attack_kinds}
    rs = pack.ruleset or {}
    for enum, decl in vocab.enums.items():
        for d in rs.get(decl.get("list")) or []:
            if isinstance(d, dict) and isinstance(d.get("id"), str):
                consts[d["id"]] = enum
    return consts


def card_kinds(cards, vocab: V.Vocabulary) -> dict[str, str]:
    """Card id -> kind, for the ids a designer may write as names (`the_card_id`).

    `cards`: the pack's cards (compiler/check/pack.py Card) or compiled card dicts (id, kind).
    """
    out: dict[str, str] = {}
    kinds = vocab.card_kinds
    for c in cards:
        cid, kind = (c.get("id"), c.get("kind")) if isinstance(c, dict) else (c.id, c.kind)
        if isinstance(cid, str) and cid and kind in kinds:
            out.setdefault(cid, kind)
    return out


def parse_recovered(text: str):
    """dsl.parser.parse_recovered (the tree as repaired, and the problems), imported on first use:
    Lark is imported only when something is parsed."""
    from dsl.parser import parse_recovered as parse_text

    return parse_text(text)


def check_text(text: str, vocab: V.Vocabulary, constants: dict[str, str], span: Callable[[int, int], Span],
               bag: DiagnosticBag, card_kind: str | None, card: dict | None = None, cards: dict[str, str] | None = None):
    """Parse and check one ability against `vocab`. Returns (node, resolved) or None after reporting."""
    node, problems = parse_recovered(text)
    for p in problems:
        bag.error(p.code, p.message, span(p.start, p.end), p.help)
    if problems:
        _names_in_recovered(node, vocab, constants, span, bag, card_kind, card, cards)
        return None
    return check_node(node, vocab, constants, span, bag, card_kind, card, cards)


# What a tree recovered from a syntax slip may still report: a word that names nothing is wrong whatever
# the slip was; a type or form error may be the inserted `:` or `)` talking, so those wait for the fix.
_NAME_CODES = frozenset({"SYN304", "SYN401", "SYN402", "SYN403", "SYN404", "SYN410", "SYN413", "SYN415",
                         "SYN417"})


def _names_in_recovered(node, vocab, constants, span, bag, card_kind, card, cards) -> None:
    """Report the unknown names of an ability with a syntax error, from the tree the parser recovered."""
    if node is None:
        return
    found = DiagnosticBag()
    check_node(node, vocab, constants, span, found, card_kind, card, cards)
    bag.extend(d for d in found.items if d.code in _NAME_CODES)


def check_node(node: t.Node, vocab: V.Vocabulary, constants: dict[str, str], span: Callable[[int, int], Span],
               bag: DiagnosticBag, card_kind: str | None, card: dict | None = None, cards: dict[str, str] | None = None):
    """Check one parsed ability. Returns (node, resolved) or None after reporting."""
    checker = AbilityChecker(vocab, constants, span, bag, card_kind, card, cards)
    checker.check(node)
    if checker.errors:
        return None
    return node, checker.resolved


def _stable(path: str, root: str) -> str:
    """`<pack>/<file>.yaml`: the same wherever the build runs from, so output bytes are stable."""
    rel = os.path.relpath(path, root) if root else path
    return "/".join([os.path.basename(os.path.normpath(root))] + rel.split(os.sep)) if root else path


@dataclass
class _Recovered:
    """An ability with syntax errors (already reported) and the tree the parser recovered from them, or None."""
    tree: t.Node | None


class _FileTrees:
    """The tree cache's entry for one content file, and the trees parsed afresh in this run."""

    def __init__(self, cache: TreeCache, doc):
        self.cache, self.doc = cache, doc
        self.entry = cache.load(doc.path, doc.text)
        self.fresh: dict[str, t.Node] = {}
        self.kept: set[str] = set()      # abilities of the file now whose trees came from the entry

    def parse(self, text: str, span, bag):
        node = self.cache.tree(self.entry, text)
        if node is not None:
            self.kept.add(text)
            return node
        node, problems = parse_recovered(text)
        for p in problems:
            bag.error(p.code, p.message, span(p.start, p.end), p.help)
        if problems:
            return _Recovered(node)
        self.fresh[text] = node
        return node

    def save(self) -> None:
        # The file's abilities as written now (trees are keyed by ability text, so an edit elsewhere
        # in the file keeps them): rewritten when something was parsed or an ability is gone.
        entry = self.entry or {}
        if self.fresh or set(entry) != self.kept:
            self.cache.store(self.doc.path, self.doc.text,
                             {**{k: entry[k] for k in self.kept if k in entry}, **self.fresh})


def _abilities_of(vocab, owner_kind: str | None, data: dict, doc, base_path: tuple, owner_id: str, constants, bag, out,
                  card, root: str = "", trees: _FileTrees | None = None, cards: dict[str, str] | None = None):
    abilities = data.get("abilities")
    if not isinstance(abilities, list):
        return
    for i, text in enumerate(abilities):
        path = base_path + ("abilities", i)
        if not isinstance(text, str):
            continue   # the schema stage reported it (SYN102, or SYN430 for an unquoted `a: b`): once is enough
        span = (lambda p: (lambda s, e: doc.string_span(p, s, e)))(path)
        if trees is None:
            result = check_text(text, vocab, constants, span, bag, owner_kind, card, cards)
        else:
            node = trees.parse(text, span, bag)
            if isinstance(node, _Recovered):
                _names_in_recovered(node.tree, vocab, constants, span, bag, owner_kind, card, cards)
                continue
            result = check_node(node, vocab, constants, span, bag, owner_kind, card, cards)
        if result is None:
            continue
        node, resolved = result
        first = doc.string_span(path, 0)
        out.append(Checked(owner_id, owner_kind, i, text, node, f"{_stable(doc.path, root)}:{first.line}", resolved,
                           vocab))


def check_abilities(pack, bag: DiagnosticBag, cards=None, card_view=None) -> list[Checked]:
    """Check every ability of the pack (cards, then house rules); report into `bag`.

    `cards` (card dicts with id and kind) names the cards abilities may name
    by id when they are not the pack's own (a house-rule file checked against
    a compiled pack). `card_view(n, data)`, if given, is what the checker reads
    of the pack's n-th card instead of its data (compiler/cache/effects_stage.py
    records what is read). The result is kept on the pack, so `build` reuses the
    work `check_pack` did.
    """
    memo = getattr(pack, "_effects_checked", None)
    if memo is not None:
        return memo
    vocab = pack_vocabulary(pack, bag)
    constants = pack_constants(pack, vocab)
    ids = card_kinds(pack.cards if cards is None else cards, vocab)
    out: list[Checked] = []
    cache = TreeCache(cache_dir())
    files: dict[int, _FileTrees] = {}

    def trees(doc) -> _FileTrees:
        if id(doc) not in files:
            files[id(doc)] = _FileTrees(cache, doc)
        return files[id(doc)]

    for n, card in enumerate(pack.cards):
        seen = card.data if card_view is None else card_view(n, card.data)
        _abilities_of(vocab, card.kind, card.data, card.doc, card.path, card.id, constants, bag, out, seen, pack.root,
                      trees(card.doc), ids)
    for rule in pack.house_rules:
        _abilities_of(vocab, None, rule.data, rule.doc, (), rule.id, constants, bag, out, None, pack.root, trees(rule.doc),
                      ids)
    for entry in files.values():
        entry.save()
    cycles.find_cycles(out, pack, bag, vocab)      # SYN416
    cost.report_costs(out, pack, bag, vocab)       # SYN419, SYN420
    never.report_unplaced(out, pack, bag, vocab)   # SYN427: conditions on markers nothing ever places
    if cards is None:
        from compiler.check.card_text import report as report_card_text
        report_card_text(pack, bag, out, vocab, card_view)   # SYN623: a `text:` that hides what abilities do
    pack._effects_checked = out
    return out
