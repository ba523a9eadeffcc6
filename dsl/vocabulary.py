"""The vocabulary of the effect language, as a pack declares it.

Every name a designer may write — events, card stats, rule parameters,
attack quantities, selectors, functions, properties, effect verbs, timings —
is declared by the pack (the `vocabulary:` section of its game.yaml), with
its type, its arguments, the runtime method that implements it, the English
card text reads it as, and a description and example. `load()` turns that
plain data into a `Vocabulary`, which the parser's caller, the checker, the
code generator, the describer, the cycle finder and the doc generator are
handed explicitly: nothing here knows any one game.

This module is pure data and a loader: it imports nothing from the compiler
or runtime. The loader never raises on bad data: it skips what it cannot use
and returns `Problem`s (code, message, path into the vocabulary mapping,
help), which the compiler turns into diagnostics. Shapes the JSON Schema
(compiler/check/schemas/vocabulary.schema.json) already checks — wrong value types,
misspelt keys — are skipped quietly here, so each problem is reported once.
"""
from __future__ import annotations

import difflib
import keyword
import re
from dataclasses import dataclass, field

# --- built-in types ----------------------------------------------------------------
# A `set:<type>` is a selection of that type; `any` stands for anything.
NUMBER = "number"
BOOL = "bool"
CARD = "card"            # a card of any kind
PLAYER = "player"
ATTACK = "attack"        # an attack in progress (the `for attacks` forms of the language)
ATTACK_KIND = "attack_kind"
MARKER = "marker"        # an effect argument: an amount of markers of any kind (`1 income`)
BUILTIN_TYPES = {NUMBER: "a number", BOOL: "yes/no", CARD: "a card", PLAYER: "a player", ATTACK: "an attack",
                 ATTACK_KIND: "an attack kind", "any": "anything"}
ARG_ONLY_TYPES = frozenset({MARKER, "any", "set:any", "same"})

# Names every vocabulary declares: the card that holds an ability, its owner, and
# the attack in question have fixed meanings in the checker.
CORE_SELECTORS = ("self", "owner", "attack")
# The attack properties the `for attacks involving/by/led by/against X` scopes read.
SCOPE_PROPERTIES = {"involving": "involved", "by": "attacker", "led_by": "leader", "against": "target"}

_RUNTIME = re.compile(r"[a-z_][a-z0-9_]*\Z")
_WORD = re.compile(r"[a-z][a-z0-9_]*\Z")
# Words of the grammar that connect an effect's arguments (grammar.lark: PARTICLE).
PARTICLES = frozenset({"to", "from", "by", "with", "into", "onto", "at"})


def set_of(t: str) -> str:
    return "set:" + t


@dataclass(frozen=True)
class Problem:
    code: str
    message: str
    path: tuple            # inside the vocabulary mapping
    help: str | None = None


@dataclass(frozen=True)
class Entry:
    name: str                 # as the designer writes it
    kind: str                 # event | stat | param | attack_stat | selector | property | effect | function
    type: str                 # result type (or the stat's value type)
    runtime: str              # method name on the runtime's Ctx (or event/stat key)
    doc: str
    example: str
    args: tuple[tuple[str, str], ...] = ()   # (argument name, type)
    applies_to: tuple[str, ...] = ()         # for stats/properties: subject types
    fields: tuple[tuple[str, str], ...] = () # for events: payload fields and their types
    english: dict = field(default_factory=dict, compare=False)   # the card text's words (see describe.py)
    extra: dict = field(default_factory=dict, compare=False)     # further declared facts (kinds, raises …)


@dataclass(frozen=True)
class Verb:
    """An effect verb: `pattern` is its shape (`gain {amount: money} [to {player: player}]`) compiled."""

    entry: Entry
    parts: tuple             # ("word", w) | ("arg", name, type) | ("opt", (parts…))
    defaults: dict           # argument -> selector used when an optional argument is not written
    raises: object           # tuple of events, or {marker: events} for marker effects
    needs_attack: bool
    endless: bool            # raises every time it runs, using up nothing
    marker_flow: str = "add"  # what it does with its marker amount: add | remove | move (vocabulary `marker_flow`)

    @property
    def name(self) -> str:
        return self.entry.name

    @property
    def words(self) -> str:
        """The pattern's fixed words before its first argument: `boost attack by`."""
        out = []
        for p in self.parts:
            if p[0] != "word":
                break
            out.append(p[1])
        return " ".join(out)


@dataclass
class Vocabulary:
    """One pack's words. Tables map a name to its Entry; see `load`."""

    events: dict[str, Entry] = field(default_factory=dict)
    stats: dict[str, Entry] = field(default_factory=dict)
    params: dict[str, Entry] = field(default_factory=dict)
    attack_stats: dict[str, Entry] = field(default_factory=dict)
    selectors: dict[str, Entry] = field(default_factory=dict)
    functions: dict[str, Entry] = field(default_factory=dict)
    properties: dict[str, Entry] = field(default_factory=dict)
    effects: dict[str, Entry] = field(default_factory=dict)
    verbs: dict[str, list[Verb]] = field(default_factory=dict)     # first word -> verbs written with it
    timings: dict[str, Entry] = field(default_factory=dict)
    choose: Entry | None = None
    # Types: card kinds (name -> label, plural, flags), enums, markers, extra value types.
    card_kinds: dict[str, dict] = field(default_factory=dict)
    enums: dict[str, dict] = field(default_factory=dict)
    markers: dict[str, dict] = field(default_factory=dict)          # marker name -> {type, label, on}
    types: dict[str, dict] = field(default_factory=dict)            # e.g. money: {label, unit, quantity}
    attack_kinds: dict[str, dict] = field(default_factory=dict)
    target_types: tuple[str, ...] = ()
    phrases: dict[str, str] = field(default_factory=dict)

    # --- derived views ------------------------------------------------------------
    @property
    def tables(self) -> dict[str, dict[str, Entry]]:
        return {"events": self.events, "stats": self.stats, "params": self.params, "attack_stats": self.attack_stats,
                "selectors": self.selectors, "functions": self.functions, "properties": self.properties,
                "effects": self.effects}

    @property
    def money(self) -> str:
        """The type costs are paid in: the first declared type with a unit (`3 G`)."""
        return next((name for name, t in self.types.items() if t.get("unit")), NUMBER)

    @property
    def units(self) -> dict[str, str]:
        """Unit word -> type: `3 G`, `1 <marker>` (a marker's name is its unit)."""
        out = {t["unit"]: name for name, t in self.types.items() if t.get("unit")}
        out.update({m: d["type"] for m, d in self.markers.items()})
        return out

    @property
    def quantities(self) -> frozenset[str]:
        q = {NUMBER} | {d["type"] for d in self.markers.values()}
        q |= {name for name, t in self.types.items() if t.get("quantity")}
        return frozenset(q)

    @property
    def marker_types(self) -> dict[str, str]:
        """Marker type -> marker name."""
        return {d["type"]: m for m, d in self.markers.items()}

    @property
    def card_types(self) -> frozenset[str]:
        return frozenset(self.card_kinds) | {CARD}

    def label(self, t: str) -> str | None:
        """A type as a designer reads it (`a card`, `money (G)`), or None when not declared."""
        if t in BUILTIN_TYPES:
            return BUILTIN_TYPES[t]
        if t in self.card_kinds:
            return _article(self.card_kinds[t]["label"])
        if t in self.enums:
            return _article(self.enums[t]["label"])
        for d in self.markers.values():
            if d["type"] == t:
                return f"{d['label']} markers"
        if t in self.types:
            return self.types[t]["label"]
        return None

    def runtime_methods(self) -> set[str]:
        """Names the runtime's Ctx must implement (selectors, functions, properties, effects, helpers)."""
        names: set[str] = set()
        for table in (self.selectors, self.functions, self.properties, self.effects, HELPERS):
            names.update(e.runtime for e in table.values())
        if self.choose is not None:
            names.add(self.choose.runtime)
        return names

    def known_types(self) -> set[str]:
        base = set(BUILTIN_TYPES) | set(self.card_kinds) | set(self.enums) | set(self.types)
        base |= {d["type"] for d in self.markers.values()}
        return base


def _article(label: str) -> str:
    return ("an " if label[:1].lower() in "aeiou" else "a ") + label


# Runtime helpers the code generator calls on its own; nobody writes them. A card
# id written as a name (`pier_rats`) compiles to the string literal, compared with
# `card_id` / `card_ids` of the other side; where a card itself is needed (an
# effect's or function's argument) it is looked up with `card_named`.
HELPERS: dict[str, Entry] = {e.name: e for e in [
    Entry("card_id", "helper", "", "card_id", "The id of a card (None for none).", "ctx.card_id(card) == 'x'",
          args=(("card", CARD),)),
    Entry("card_ids", "helper", "", "card_ids", "The ids of the cards of a selection.", "'x' in ctx.card_ids(cards)",
          args=(("items", "set:any"),)),
    Entry("card_named", "helper", CARD, "card_named", "The card of this game with that id (None if it is not in the game).",
          "ctx.card_named('x')", args=(("id", "str"),)),
]}


# --- effect patterns -------------------------------------------------------------------
_PATTERN_TOKEN = re.compile(r"\s*(?:(\[)|(\])|\{\s*([a-z][a-z0-9_]*)\s*:\s*([a-z][a-z0-9_:]*)\s*\}|([a-z][a-z0-9_]*)|(\S))")


def parse_pattern(text: str) -> tuple[tuple, str | None]:
    """`gain {amount: money} [to {player: player}]` -> (parts, None), or ((), what is wrong)."""
    parts: list = []
    stack: list[list] = [parts]
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _PATTERN_TOKEN.match(text, pos)
        if m is None:
            break
        pos = m.end()
        open_, close, arg, typ, word, bad = m.groups()
        if bad is not None:
            return (), f"`{bad}` cannot stand in a pattern"
        if open_:
            if len(stack) > 1:
                return (), "optional parts `[…]` do not nest"
            stack.append([])
        elif close:
            if len(stack) == 1:
                return (), "`]` closes nothing"
            inner = stack.pop()
            if not any(p[0] == "arg" for p in inner):
                return (), "an optional part `[…]` needs an argument"
            stack[-1].append(("opt", tuple(inner)))
        elif arg is not None:
            stack[-1].append(("arg", arg, typ))
        else:
            stack[-1].append(("word", word))
    if len(stack) > 1:
        return (), "a `[` is never closed"
    if not parts or parts[0][0] != "word":
        return (), "a pattern starts with its verb, a word"
    names = [p[1] for p in _flat(parts) if p[0] == "arg"]
    if len(set(names)) != len(names):
        return (), "an argument is named twice"
    for p in _flat(parts):
        if p[0] == "word" and p[1] in _FORM_WORDS:
            return (), f"`{p[1]}` is a word of the language and cannot be part of a pattern"
    return tuple(parts), None


# Words the grammar reads itself inside or around an effect (`and` ends it, `of` builds `X of Y`,
# `is` compares …): a pattern cannot use them as its own words.
_FORM_WORDS = frozenset({"and", "or", "not", "is", "of", "if", "then", "else", "for", "each", "choose", "in",
                         "where", "when", "while", "yes", "no"})


def _flat(parts) -> list:
    out = []
    for p in parts:
        if p[0] == "opt":
            out.extend(p[1])
        else:
            out.append(p)
    return out


def pattern_args(parts) -> tuple[tuple[str, str], ...]:
    return tuple((p[1], p[2]) for p in _flat(parts) if p[0] == "arg")


# --- the loader --------------------------------------------------------------------------
class _Loader:
    def __init__(self, manifest: dict):
        self.problems: list[Problem] = []
        self.v = Vocabulary()
        self.manifest = manifest

    def problem(self, code, message, path, help=None):
        self.problems.append(Problem(code, message, tuple(path), help))

    # --- the manifest's types -------------------------------------------------------
    def types(self, raw: dict) -> None:
        v, m = self.v, self.manifest
        # The manifest's card kinds: `label`, `played_from_hand`, `played_from_market`, `in_play`, `action_token` (always |
        # never | {if_field: F}: a card of the kind has a token when its field F is set).
        for name, kind in _items(m.get("card_kinds")):
            if isinstance(kind, dict) and isinstance(kind.get("label"), str):
                token = kind.get("action_token", "always")
                if isinstance(token, dict):
                    token = str(token.get("if_field", "always"))
                # Played: from a hand, or bought from a market row (both act once, `play: …`).
                v.card_kinds[name] = {"label": kind["label"], "played": bool(kind.get("played_from_hand")
                                                                             or kind.get("played_from_market")),
                                      "in_play": kind.get("in_play"),   # None: not said
                                      "token": token if isinstance(token, str) else "always"}
        # Enums: their values are the ids of the ruleset list named by `list`.
        for name, enum in _items(m.get("enums")):
            if isinstance(enum, dict):
                v.enums[name] = {"label": str(enum.get("label") or name.replace("_", " ")), "list": enum.get("list")}
        words = {k: w.get("english") for k, w in _items(raw.get("markers")) if isinstance(w, dict)}
        for name, mark in _items(m.get("markers")):
            if isinstance(mark, dict):
                # `on` is YAML 1.1's "true" to a plain loader: take it under either key.
                held = mark.get("on", mark.get("true", mark.get(True))) or ()
                on = tuple(k for k in held if isinstance(k, str))
                label = words.get(name) or mark.get("label") or name
                # `placed_by_rules: false`: only abilities put this marker on cards (absent: the rules may).
                v.markers[name] = {"type": name + "_marker", "label": str(label), "on": on,
                                   "placed_by_rules": mark.get("placed_by_rules") is not False}
        for name, typ in _items(raw.get("types")):
            if isinstance(typ, dict) and isinstance(typ.get("label"), str):
                v.types[name] = dict(typ)
        for name, kind in _items(raw.get("attack_kinds")):
            if isinstance(kind, dict):
                v.attack_kinds[name] = {"plural": str(kind.get("plural", name)), "one": str(kind.get("one", name))}
        v.phrases = {k: p for k, p in _items(raw.get("phrases")) if isinstance(p, str)}

    def type_ok(self, t, path, arg: bool = False) -> bool:
        if not isinstance(t, str):
            return False
        if arg and t in ARG_ONLY_TYPES:
            return True
        inner = t[4:] if t.startswith("set:") else t
        known = self.v.known_types()
        if inner in known:
            return True
        self.problem("SYN310", f"unknown type `{t}`", path,
                     _suggest(inner, sorted(known), "types: " + ", ".join(sorted(known))))
        return False

    def runtime_ok(self, name, path) -> bool:
        if not isinstance(name, str) or not name:
            return False
        if not _RUNTIME.match(name) or keyword.iskeyword(name) or name.startswith("__"):
            self.problem("SYN311", f"`{name}` cannot be a runtime name", path,
                         "a runtime name is a Python method name: lowercase letters, digits and `_`, not a keyword")
            return False
        return True

    def english(self, e: dict) -> dict:
        out = {}
        for k, val in e.items():
            if k.startswith("english") or k == "noun":
                out[k] = val
        return out

    # --- sections ------------------------------------------------------------------------
    def entries(self, raw: dict, section: str):
        for name, e in _items(raw.get(section)):
            if isinstance(e, dict):
                yield name, e, ("vocabulary", section, name)

    def doc(self, e) -> tuple[str, str]:
        return str(e.get("doc", "")), str(e.get("example", ""))

    def load(self, raw: dict) -> Vocabulary:
        v = self.v
        self.types(raw)
        targets = raw.get("target_types")
        if isinstance(targets, list):
            ok = [t for i, t in enumerate(targets) if self.type_ok(t, ("vocabulary", "target_types", i))]
            v.target_types = tuple(ok)
        for name, e, path in self.entries(raw, "events"):
            fields = []
            for f, t in _items(e.get("payload")):
                if self.type_ok(t, path + ("payload", f)):
                    fields.append((f, t))
            v.events[name] = Entry(name, "event", "", name, *self.doc(e), fields=tuple(fields),
                                   english=self.english(e), extra={"removes": e.get("removes"),
                                                                   "holds": self.holds(e, path)})
            if e.get("removes") is not None and e.get("removes") not in dict(fields):
                self.problem("SYN312", f"`removes` names `{e.get('removes')}`, which the event's payload does not have",
                             path + ("removes",), _suggest(str(e.get("removes")), [f for f, _ in fields]))
        for section, kind, table in (("stats", "stat", v.stats), ("params", "param", v.params)):
            for name, e, path in self.entries(raw, section):
                of = self.subjects(e, path)
                if self.type_ok(e.get("type"), path + ("type",)) and self.runtime_ok(e.get("runtime"), path + ("runtime",)):
                    table[name] = Entry(name, kind, e["type"], e["runtime"], *self.doc(e), applies_to=of,
                                        english=self.english(e))
        for name, e, path in self.entries(raw, "attack_stats"):
            kinds = tuple(k for k in (e.get("kinds") or ()) if isinstance(k, str))
            for i, k in enumerate(kinds):
                if k not in v.attack_kinds:
                    self.problem("SYN312", f"unknown attack kind `{k}`", path + ("kinds", i),
                                 _suggest(k, list(v.attack_kinds)))
            if self.type_ok(e.get("type"), path + ("type",)) and self.runtime_ok(e.get("runtime"), path + ("runtime",)):
                v.attack_stats[name] = Entry(name, "attack_stat", e["type"], e["runtime"], *self.doc(e),
                                             english=self.english(e), extra={"kinds": kinds})
        for name, e, path in self.entries(raw, "selectors"):
            if self.type_ok(e.get("type"), path + ("type",)) and self.runtime_ok(e.get("runtime"), path + ("runtime",)):
                v.selectors[name] = Entry(name, "selector", e["type"], e["runtime"], *self.doc(e), english=self.english(e),
                                          extra={k: e[k] for k in ("owned", "whose") if k in e})
        for name, e, path in self.entries(raw, "functions"):
            args = self.args(e.get("args"), path + ("args",))
            typ = e.get("type")
            if args is not None and (typ == "same" or self.type_ok(typ, path + ("type",))) \
                    and self.runtime_ok(e.get("runtime"), path + ("runtime",)):
                v.functions[name] = Entry(name, "function", typ, e["runtime"], *self.doc(e), args=args,
                                          english=self.english(e), extra={"pure": e.get("pure", True) is not False})
                self.template_args(e, path, [a for a, _ in args])
        for name, e, path in self.entries(raw, "properties"):
            of = self.subjects(e, path)
            if self.type_ok(e.get("type"), path + ("type",)) and self.runtime_ok(e.get("runtime"), path + ("runtime",)):
                v.properties[name] = Entry(name, "property", e["type"], e["runtime"], *self.doc(e), applies_to=of,
                                           english=self.english(e), extra={"filter": e.get("filter")})
        for name, e, path in self.entries(raw, "effects"):
            self.effect(name, e, path)
        choose = raw.get("choose")
        if isinstance(choose, dict) and self.runtime_ok(choose.get("runtime"), ("vocabulary", "choose", "runtime")):
            v.choose = Entry("choose", "effect", "", choose["runtime"], *self.doc(choose), args=(("items", "set:any"),))
        for name, e, path in self.entries(raw, "timings"):
            v.timings[name] = Entry(name, "timing", "", name, str(e.get("doc", "")), "", english=self.english(e),
                                    extra={"attack": bool(e.get("attack")), "holds": self.holds(e, path)})
        self.core(raw)
        return v

    def holds(self, e, path) -> str | None:
        """`holds:`, what is always true on an event or in a timing window: `X is Y` and `X is not Y`
        comparisons of names and properties joined by `and` (read here without the parser)."""
        text = e.get("holds")
        if not isinstance(text, str) or not text.strip():
            return None
        if read_holds(text) is None:
            self.problem("SYN317", f"`holds` does not read as `X is Y` / `X is not Y` joined by `and`: {text!r}",
                         path + ("holds",), "e.g. `attack.defender is owner and attack.attacker is not owner`")
            return None
        return text

    def subjects(self, e, path) -> tuple[str, ...]:
        of = e.get("of") or ()
        return tuple(t for i, t in enumerate(of) if isinstance(t, str) and self.type_ok(t, path + ("of", i)))

    def args(self, raw, path):
        out = []
        for a, t in _items(raw):
            if not self.type_ok(t, path + (a,), arg=True):
                return None
            out.append((a, t))
        return tuple(out)

    def template_args(self, e, path, names) -> None:
        """Every `{name}` of an English template is an argument of the entry."""
        allowed = set(names) | {"whose"}
        for key, text in e.items():
            if key in ("english", "english_when") and isinstance(text, (str, dict)):
                texts = [text] if isinstance(text, str) else [t for t in text.values() if isinstance(t, str)]
                for t in texts:
                    for ref in re.findall(r"\{([a-z_]+)(?::[a-z]+)?\}", t):
                        if ref not in allowed:
                            self.problem("SYN313", f"the English names `{{{ref}}}`, which is no argument here", path + (key,),
                                         _suggest(ref, sorted(allowed), "arguments: " + ", ".join(sorted(names))))

    def effect(self, name, e, path) -> None:
        v = self.v
        pattern = e.get("pattern")
        if not isinstance(pattern, str) or not self.runtime_ok(e.get("runtime"), path + ("runtime",)):
            return
        parts, wrong = parse_pattern(pattern)
        if wrong:
            self.problem("SYN314", f"cannot read the pattern: {wrong}", path + ("pattern",),
                         "write the verb, then words and `{name: type}` arguments; `[…]` marks an optional part, "
                         "e.g. `gain {amount: money} [to {player: player}]`")
            return
        args = pattern_args(parts)
        for a, t in args:
            if not self.type_ok(t, path + ("pattern",), arg=True):
                return
        defaults = {}
        optional = {p[1] for o in parts if o[0] == "opt" for p in o[1] if p[0] == "arg"}
        for a, sel in _items(e.get("defaults")):
            if a not in optional:
                self.problem("SYN312", f"`{a}` is not an optional argument of the pattern", path + ("defaults", a),
                             _suggest(a, sorted(optional)))
            else:
                defaults[a] = sel
        for a in optional - set(defaults):
            self.problem("SYN312", f"say what the optional argument `{a}` is when it is not written",
                         path + ("pattern",), f"add `defaults: {{{a}: owner}}`")
        raises = e.get("raises") or ()
        if isinstance(raises, dict):
            raises = {m: tuple(ev) for m, ev in raises.items() if isinstance(ev, list)}
            for m in raises:
                if m not in v.markers:
                    self.problem("SYN310", f"unknown marker `{m}`", path + ("raises", m), _suggest(m, list(v.markers)))
            events = [(("raises", m, i), ev) for m, evs in raises.items() for i, ev in enumerate(evs)]
        else:
            raises = tuple(x for x in raises if isinstance(x, str))
            events = [(("raises", i), ev) for i, ev in enumerate(raises)]
        for sub, ev in events:
            if ev not in v.events:
                self.problem("SYN312", f"unknown event `{ev}`", path + sub,
                             _suggest(ev, list(v.events), "events: " + ", ".join(v.events)))
        self.template_args(e, path, [a for a, _ in args])
        entry = Entry(name, "effect", "", e["runtime"], *self.doc(e), args=args, english=self.english(e),
                      extra={"pattern": pattern})
        flow = e.get("marker_flow") if e.get("marker_flow") in ("add", "remove", "move") else "add"
        verb = Verb(entry, parts, defaults, raises, e.get("needs") == "attack", bool(e.get("endless")), flow)
        same = [o for o in v.verbs.get(parts[0][1], []) if _shape(o.parts) == _shape(parts)]
        if same:
            self.problem("SYN315", f"effects `{same[0].name}` and `{name}` are written the same way", path + ("pattern",),
                         "give each effect its own words")
            return
        v.effects[name] = entry
        v.verbs.setdefault(parts[0][1], []).append(verb)

    def core(self, raw) -> None:
        v = self.v
        for name in CORE_SELECTORS:
            if name not in v.selectors and isinstance(raw.get("selectors"), dict):
                self.problem("SYN312", f"the vocabulary must declare the selector `{name}`", ("vocabulary", "selectors"),
                             "`self` is the card that holds an ability, `owner` its owner, `attack` the attack in question")
        for e in v.verbs.values():
            for verb in e:
                for a, sel in verb.defaults.items():
                    if sel not in v.selectors:
                        self.problem("SYN312", f"unknown selector `{sel}`", ("vocabulary", "effects", verb.name, "defaults", a),
                                     _suggest(str(sel), list(v.selectors)))


def _shape(parts) -> tuple:
    return tuple(p[0] if p[0] != "word" else p[1] for p in _flat(parts))


def _items(value):
    return [(k, x) for k, x in value.items() if isinstance(k, str)] if isinstance(value, dict) else []


def _suggest(word: str, pool, fallback: str | None = None) -> str | None:
    close = difflib.get_close_matches(word, list(pool), n=1, cutoff=0.6)
    return f"did you mean `{close[0]}`?" if close else fallback


def load(raw: dict | None, manifest: dict | None = None) -> tuple[Vocabulary, list[Problem]]:
    """A Vocabulary from a pack's `vocabulary:` mapping; `manifest` holds the game's card kinds, enums
    and markers (the other keys of game.yaml). Never raises: problems come back as `Problem`s."""
    loader = _Loader(manifest if isinstance(manifest, dict) else {})
    vocab = loader.load(raw if isinstance(raw, dict) else {})
    return vocab, loader.problems


_HOLDS_PART = re.compile(r"^([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*) is( not)? ([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*)$")


def read_holds(text: str):
    """`holds:` text as a tuple of (left, negated, right) with each side a tuple of dotted names, or None."""
    out = []
    for part in text.split(" and "):
        m = _HOLDS_PART.match(" ".join(part.split()))
        if m is None:
            return None
        out.append((tuple(m.group(1).split(".")), bool(m.group(2)), tuple(m.group(3).split("."))))
    return tuple(out)

