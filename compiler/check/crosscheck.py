"""Cross-checks: what no single file's schema can see.

Generic checks: card ids are unique across the pack, every enumeration entry
a card field names exists in the ruleset's list, the pack's composition is
what the ruleset declares, the ruleset lists no id twice. The game's own
rules across files are the manifest's ``constraints`` (compiler/check/manifest.py),
interpreted here: one card per pair of entries, one card per entry, a field
within a range of the ruleset, rows that cover a range of the ruleset,
enough cards of a kind for the most players the ruleset (or a house rule)
allows, and settings that require other settings (in the ruleset, and in the
ruleset as each house rule changes it: how a game's variants that cannot go
together are refused).

Each check reads only values of the right type: a value the schema stage has
already reported as wrong is skipped here rather than reported twice.
"""
from __future__ import annotations

from collections import defaultdict

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.manifest import Constraint, Enum, Manifest
from compiler.check.pack import Card, Pack
from compiler.report.suggest import choices, did_you_mean


def crosscheck_pack(pack: Pack, bag: DiagnosticBag) -> None:
    _unique_card_ids(pack, bag)
    _unique_house_rule_ids(pack, bag)
    _single_ruleset(pack, bag)
    rs, m = pack.ruleset, pack.manifest
    if rs is None or m is None:
        return
    entries = {e.name: _ruleset_ids(pack, e.list, bag) for e in m.enums.values()}
    unresolved = _references(pack, m, entries, bag)
    if not pack.skipped:  # counts of a pack with unreadable parts would only add noise
        _composition(pack, m, bag)
    for c in m.constraints:
        # A missing card is not reported while some card of the kind names an unknown entry.
        CHECKS[c.check](pack, m, c, entries, bag, not (pack.skipped or c.kind in unresolved))
    check_house_rule_players(pack, bag)


def _first_place(span: Span) -> str:
    return f"{span.file}:{span.line}:{span.col}"


def _unique_card_ids(pack: Pack, bag: DiagnosticBag) -> None:
    _report_reused_ids(bag, ((c.data.get("id"), (lambda c=c: c.span("id")), f"the {c.kind}", "card")
                             for c in pack.cards))


def _unique_house_rule_ids(pack: Pack, bag: DiagnosticBag) -> None:
    _report_reused_ids(bag, ((r.data.get("id"), (lambda r=r: r.doc.span(("id",))), "", "house rule")
                             for r in pack.house_rules))


def _report_reused_ids(bag: DiagnosticBag, items) -> None:
    """SYN201 for every id seen before; `items` yields (id, its span made when needed, who first used it,
    what it names). Places are looked up only for a reused id: a clean pack's need not be made at all."""
    first: dict[str, tuple] = {}
    for ident, span, who, what in items:
        if not isinstance(ident, str):
            continue
        if ident in first:
            place, by = first[ident]
            bag.error("SYN201", f"{what} id `{ident}` is used more than once", span(),
                      help=f"first used {'by ' + by + ' ' if by else ''}at {_first_place(place())}; "
                           f"give this {what} an id of its own")
        else:
            first[ident] = (span, who)


def _single_ruleset(pack: Pack, bag: DiagnosticBag) -> None:
    for doc in pack.documents:
        if doc is pack.ruleset_doc or not isinstance(doc.data, dict) or doc.data.get("kind") != "ruleset":
            continue
        bag.error("SYN206", "the pack has a second ruleset file", doc.span(("kind",)),
                  help=f"a pack has one ruleset ({pack.ruleset_doc.path}); change settings there, "
                       "or make this file a house rule (`kind: house_rule` with `settings:`)")


def _ruleset_ids(pack: Pack, key: str, bag: DiagnosticBag) -> dict[str, dict]:
    """The ruleset's entries under `key` by id, reporting an id listed twice."""
    out: dict[str, dict] = {}
    entries = pack.ruleset.get(key)
    if not isinstance(entries, list):
        return out
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            continue
        eid = entry["id"]
        if eid in out:
            bag.error("SYN207", f"`{key}` lists the id `{eid}` twice", pack.ruleset_doc.span((key, i, "id")),
                      help="each entry needs an id of its own; remove or rename this one")
        else:
            out[eid] = entry
    return out


def _references(pack: Pack, m: Manifest, entries: dict[str, dict], bag: DiagnosticBag) -> set[str]:
    """Report names that resolve to nothing; return the kinds of the cards that have such a name."""
    refs: dict[str, list[tuple[str, Enum]]] = defaultdict(list)
    for kind, field, enum in m.references():
        refs[kind].append((field, enum))
    lists: dict[str, list[tuple[str, str | None, Enum]]] = defaultdict(list)
    for kind, field, key, enum in m.list_references():
        lists[kind].append((field, key, enum))
    unresolved = set()
    for card in pack.cards:
        for field, enum in refs.get(card.kind, ()):
            if field in card.data and not _ref(card, field, entries[enum.name], enum, bag):
                unresolved.add(card.kind)
        for field, key, enum in lists.get(card.kind, ()):
            if not _list_refs(card, field, key, entries[enum.name], enum, bag):
                unresolved.add(card.kind)
    return unresolved


def _list_refs(card: Card, field: str, key: str | None, known: dict, enum: Enum, bag: DiagnosticBag) -> bool:
    """Each item of a list field (or its `key`) must name an entry; a mistyped list is the schema's to report."""
    items = card.data.get(field)
    if not isinstance(items, list) or not known:
        return True
    ok = True
    for i, item in enumerate(items):
        value = item.get(key) if key is not None and isinstance(item, dict) else (item if key is None else None)
        if not isinstance(value, str) or value in known:
            continue
        path = (field, i) if key is None else (field, i, key)
        where = f"`{field}[{i}]" + (f".{key}" if key else "") + f": {value}`"
        bag.error("SYN202", f"{where} names no {enum.label} of the ruleset", card.span(*path),
                  help=did_you_mean(value, known, f"the ruleset's {enum.label}s: {choices(known)}"))
        ok = False
    return ok


def _ref(card: Card, field: str, known: dict, enum: Enum, bag: DiagnosticBag) -> bool:
    value = card.data.get(field)
    if not isinstance(value, str) or not known:
        return False  # missing or mistyped: the schema stage has said so
    if value in known:
        return True
    bag.error("SYN202", f"`{field}: {value}` names no {enum.label} of the ruleset", card.span(field),
              help=did_you_mean(value, known, f"the ruleset's {enum.label}s: {choices(known)}"))
    return False


def _composition(pack: Pack, m: Manifest, bag: DiagnosticBag) -> None:
    declared = pack.ruleset.get("composition")
    if not isinstance(declared, dict):
        return
    counts = pack.counts()
    for kind, k in m.kinds.items():
        want = declared.get(kind)
        if not isinstance(want, int) or isinstance(want, bool) or counts[kind] == want:
            continue
        have = counts[kind]
        bag.error("SYN204", f"the pack has {have} {k.label_plural} but the ruleset's composition says {want}",
                  pack.ruleset_doc.span(("composition", kind)),
                  help=f"{'add' if have < want else 'remove'} {k.count(abs(want - have))}, "
                       "or change `composition` to match the pack")


def _where(c: Constraint) -> tuple[str, object]:
    ((key, value),) = c.where.items()
    return key, value


def _words(key: str, value: object) -> str:
    """`regular: true` -> "regular"; any other filter -> "`key: value`"."""
    return key if value is True else f"`{key}: {_yaml(value)}`"


def _yaml(value: object) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _one_per_pair(pack: Pack, m: Manifest, c: Constraint, entries: dict, bag: DiagnosticBag, report_missing: bool) -> None:
    """For every entry of `per`, exactly one card per `field` entry that matches `where`."""
    per_enum, field_enum = m.enum_of(c.kind, c.per), m.enum_of(c.kind, c.field)
    groups, values = entries[per_enum.name], entries[field_enum.name]
    if not groups or not values:
        return
    key, want = _where(c)
    label = m.kinds[c.kind].label
    held: dict[tuple[str, str], list[Card]] = defaultdict(list)
    for card in pack.by_kind(c.kind):
        g, v = card.data.get(c.per), card.data.get(c.field)
        if g in groups and v in values:
            held[(g, v)].append(card)
    chosen = [v for v, e in values.items() if e.get(key) == want]
    what = _words(key, want)
    for g in groups:
        for v in chosen:
            cards = held.get((g, v), [])
            if len(cards) == 1:
                continue
            if not cards and report_missing:
                bag.error("SYN205", f"{per_enum.label} `{g}` has no {label} of the {what} {c.field} `{v}`",
                          _entry_span(pack, per_enum, g),
                          help=f"add one, or mark the {c.field} `{key}: {_yaml(_other(want))}` in the ruleset")
            for extra in cards[1:]:
                bag.error("SYN205", f"{per_enum.label} `{g}` has a second {label} of the {what} {c.field} `{v}`",
                          extra.span(c.field),
                          help=f"the first is `{cards[0].id}` at {_first_place(cards[0].span(c.field))}; "
                               f"move this one to another {per_enum.label} or change its {c.field}")


def _other(value: object) -> object:
    return (not value) if isinstance(value, bool) else "…"


def _unique(pack: Pack, m: Manifest, c: Constraint, entries: dict, bag: DiagnosticBag, report_missing: bool) -> None:
    """Each `field` entry that matches `where` is on one card of the kind at most."""
    enum = m.enum_of(c.kind, c.field)
    values = entries[enum.name]
    key, want = _where(c)
    label = m.kinds[c.kind].label
    by_value: dict[str, list[Card]] = defaultdict(list)
    for card in pack.by_kind(c.kind):
        v = card.data.get(c.field)
        if isinstance(v, str) and v in values and values[v].get(key) == want:
            by_value[v].append(card)
    for v, cards in by_value.items():
        for extra in cards[1:]:
            first = cards[0]
            bag.error("SYN210", f"{enum.label} `{v}` is one of a kind, but a second {label} has it",
                      extra.span(c.field),
                      help=f"the first is `{first.id}` at {_first_place(first.span(c.field))}; "
                           f"change this {label}'s {c.field}, or mark the {c.field} `{key}: {_yaml(_other(want))}`")


def _entry_span(pack: Pack, enum: Enum, ident: str) -> Span:
    entries = pack.ruleset.get(enum.list) or []
    for i, entry in enumerate(entries):
        if isinstance(entry, dict) and entry.get("id") == ident:
            return pack.ruleset_doc.span((enum.list, i, "id"))
    return pack.ruleset_doc.span((enum.list,))


def _at(data: object, dotted: str) -> object:
    for part in dotted.split("."):
        if not isinstance(data, dict):
            return None
        data = data.get(part)
    return data


def _within_range(pack: Pack, m: Manifest, c: Constraint, entries: dict, bag: DiagnosticBag, report_missing: bool) -> None:
    """`field` of every card of the kind within the ruleset's {min, max} at `range`."""
    rng = _at(pack.ruleset, c.range)
    if not isinstance(rng, dict):
        return
    lo, hi = rng.get("min"), rng.get("max")
    if not (isinstance(lo, int) and isinstance(hi, int)):
        return
    spec = m.kinds[c.kind].fields[c.field].spec
    smin, smax = spec.get("minimum", float("-inf")), spec.get("maximum", float("inf"))
    stat = m.stats.get(c.field)
    name = stat.label if stat is not None else f"`{c.field}`"
    for card in pack.by_kind(c.kind):
        p = card.data.get(c.field)
        # Outside the schema's own bounds the schema stage has already spoken.
        if isinstance(p, int) and not isinstance(p, bool) and not lo <= p <= hi and smin <= p <= smax:
            bag.error("SYN104", f"`{c.field}` of {c.kind} `{card.id}` must be from {lo} to {hi} "
                                f"(the ruleset's {c.range}), not `{p}`", card.span(c.field),
                      help=f"change the {name}, or the ruleset's `{c.range}`")


def _covers_range(pack: Pack, m: Manifest, c: Constraint, entries: dict, bag: DiagnosticBag, report_missing: bool) -> None:
    """The rows at `rows` list every number from `range`.min to .max under `key`, once."""
    rs, doc = pack.ruleset, pack.ruleset_doc
    rng, rows = _at(rs, c.range), _at(rs, c.rows)
    if not isinstance(rng, dict):
        return
    lo, hi = rng.get("min"), rng.get("max")
    if not (isinstance(lo, int) and isinstance(hi, int) and isinstance(rows, list)):
        return
    if lo > hi:
        bag.error("SYN209", f"`{c.range}.min` ({lo}) is more than `{c.range}.max` ({hi})", doc.span((c.range, "min")),
                  help="swap the two numbers")
        return
    rows_path = tuple(c.rows.split("."))
    what = c.rows.replace(".", " ").replace("_", " ")
    covered: dict[int, int] = {}
    for i, row in enumerate(rows):
        counts = row.get(c.key) if isinstance(row, dict) else None
        if not isinstance(counts, list):
            continue
        for j, n in enumerate(counts):
            if not isinstance(n, int):
                continue
            if n in covered and covered[n] != i:  # twice in one row: the schema says so
                bag.error("SYN209", f"the {what} list {n} {c.key} twice", doc.span(rows_path + (i, c.key, j)),
                          help=f"row {covered[n] + 1} already covers {n} {c.key}; keep one")
            elif n not in covered:
                covered[n] = i
    missing = [n for n in range(lo, hi + 1) if n not in covered]
    if missing:
        rest = "".join(f", {k}: {_yaml(v)}" for k, v in (c.example_row or {}).items())
        bag.error("SYN209", f"the {what} have no row for {', '.join(map(str, missing))} {c.key}",
                  doc.span(rows_path, key=True),
                  help=f"`{c.range}` allows {lo} to {hi}; add a row such as `- {{{c.key}: [{missing[0]}]{rest}}}`")


def _requires(pack: Pack, m: Manifest, c: Constraint, entries: dict, bag: DiagnosticBag, report_missing: bool) -> None:
    """Where every `when` setting holds, every `then` setting must hold: in the ruleset, and under each house rule."""
    rs, doc = pack.ruleset, pack.ruleset_doc
    _requires_in(c, rs, lambda dotted: doc.span(tuple(dotted.split("."))), "", bag)
    for rule in pack.house_rules:
        settings = rule.data.get("settings")
        if not isinstance(settings, dict):
            continue
        named = [d for d in (*c.when, *c.then) if _at(settings, d) is not None]
        if not named:
            continue  # the ruleset's own check covers a house rule that changes none of these settings

        def span(dotted: str, rule=rule, settings=settings, named=named) -> Span:
            return rule.doc.span(("settings", *(dotted if _at(settings, dotted) is not None else named[0]).split(".")))
        _requires_in(c, _overlay(rs, settings), span, f"with house rule `{rule.id}`, ", bag)


def _requires_in(c: Constraint, data: dict, span, lead: str, bag: DiagnosticBag) -> None:
    if not all(_holds(_at(data, d), want) for d, want in c.when.items()):
        return
    because = " and ".join(f"`{d}` is {_yaml_value(_at(data, d))}" for d in c.when)
    for dotted, want in c.then.items():
        value = _at(data, dotted)
        if value is None or _holds(value, want):
            continue  # a missing setting is the schema stage's to report
        clause = f" ({c.clause})" if isinstance(getattr(c, "clause", None), str) else ""
        bag.error("SYN760", f"{lead}{because}, so `{dotted}` must be {_wanted(want)}, not {_yaml_value(value)}",
                  span(dotted), help=f"change `{dotted}`, or the settings that ask for it{clause}; these settings "
                                     "cannot go together")


def _holds(value: object, want: object) -> bool:
    if not isinstance(want, dict):
        return value == want and type(value) is type(want)
    num = isinstance(value, int) and not isinstance(value, bool)
    for key, bound in want.items():
        if key == "const" and not _holds(value, bound):
            return False
        if key in ("minimum", "maximum") and not (num and (value >= bound if key == "minimum" else value <= bound)):
            return False
        if key in ("minItems", "maxItems") and not (isinstance(value, list) and
                                                   (len(value) >= bound if key == "minItems" else len(value) <= bound)):
            return False
    return True


def _wanted(want: object) -> str:
    if not isinstance(want, dict):
        return _yaml_value(want)
    words = {"minimum": "at least {}", "maximum": "at most {}", "minItems": "a list of at least {} items",
             "maxItems": "a list of at most {} items", "const": "{}"}
    return " and ".join(words[k].format(_yaml_value(v) if k == "const" else v) for k, v in want.items())


def _yaml_value(value: object) -> str:
    if isinstance(value, list):
        return "an empty list" if not value else f"a list of {len(value)}"
    return f"`{_yaml(value)}`"


def _overlay(base: dict, over: dict) -> dict:
    """The ruleset as a house rule changes it: mappings merge, anything else replaces.

    The runtime lays settings over a ruleset the same way (runtime/packs.py `overlay`); `check` never imports
    the runtime (docs/architecture.md), so the few lines are here too."""
    out = dict(base)
    for k, v in over.items():
        out[k] = _overlay(base[k], v) if isinstance(v, dict) and isinstance(base.get(k), dict) else v
    return out


def _enough_for_players(pack: Pack, m: Manifest, c: Constraint, entries: dict, bag: DiagnosticBag,
                        report_missing: bool) -> None:
    """Setup deals `per_player` cards of the kind to each player: the pack holds enough for the
    most players the ruleset's `range` allows (and each house rule's, checked below)."""
    rng = _at(pack.ruleset, c.range)
    hi = rng.get("max") if isinstance(rng, dict) else None
    if isinstance(hi, int) and not isinstance(hi, bool) and report_missing:
        _too_few(pack, m, c, hi, pack.ruleset_doc.span(tuple(c.range.split(".")) + ("max",)), "the ruleset", bag)


def _too_few(pack: Pack, m: Manifest, c: Constraint, players: int, span: Span, whose: str, bag: DiagnosticBag) -> None:
    have, per = len(pack.by_kind(c.kind)), int(c.per_player or 1)
    if have >= per * players:
        return
    kind = m.kinds[c.kind]
    label = kind.label if per == 1 else kind.label_plural
    bag.error("SYN211", f"{whose} allows {players} players, but the pack has {have} "
                        f"{kind.label if have == 1 else kind.label_plural} and setup deals {per} {label} to each player",
              span, help=f"allow at most {have // per} player{'' if have // per == 1 else 's'} (`{c.range}.max`), or add "
                         f"{per * players - have} more {kind.label if per * players - have == 1 else kind.label_plural}"
                         f" (the manifest's `enough_for_players` constraint)")


CHECKS = {"one_per_pair": _one_per_pair, "unique": _unique, "within_range": _within_range, "covers_range": _covers_range,
          "requires": _requires, "enough_for_players": _enough_for_players}


def check_house_rule_players(pack: Pack, bag: DiagnosticBag) -> None:
    """A house rule that widens a covered range (e.g. 8 players) past its rows is caught too."""
    rs, m = pack.ruleset, pack.manifest
    if rs is None or m is None:
        return
    for c in m.constraints:
        if c.check == "covers_range":
            _house_rules_cover(pack, c, bag)
        elif c.check == "enough_for_players" and not pack.skipped:
            for rule in pack.house_rules:
                settings = rule.data.get("settings")
                rng = _at(settings, c.range) if isinstance(settings, dict) else None
                hi = rng.get("max") if isinstance(rng, dict) else None
                if isinstance(hi, int) and not isinstance(hi, bool):
                    span = rule.doc.span(("settings", *c.range.split("."), "max"))
                    _too_few(pack, m, c, hi, span, "this house rule", bag)


def _house_rules_cover(pack: Pack, c: Constraint, bag: DiagnosticBag) -> None:
    rs = pack.ruleset
    rows = _at(rs, c.rows)
    rows = rows if isinstance(rows, list) else []
    base = _at(rs, c.range)
    base = base if isinstance(base, dict) else {}
    rows_path = c.rows.split(".")
    what = c.rows.replace(".", " ").replace("_", " ")
    for rule in pack.house_rules:
        settings = rule.data.get("settings")
        if not isinstance(settings, dict):
            continue
        rng = _at(settings, c.range)
        rng = rng if isinstance(rng, dict) else {}
        parent = _at(settings, ".".join(rows_path[:-1])) if len(rows_path) > 1 else settings
        parent = parent if isinstance(parent, dict) else {}
        if not rng and rows_path[-1] not in parent:
            continue  # the ruleset's own check covers a house rule that changes neither
        own_rows = parent.get(rows_path[-1]) if isinstance(parent.get(rows_path[-1]), list) else rows
        lo, hi = rng.get("min", base.get("min")), rng.get("max", base.get("max"))
        if not (isinstance(lo, int) and isinstance(hi, int)):
            continue
        covered = {n for row in own_rows if isinstance(row, dict) and isinstance(row.get(c.key), list)
                   for n in row[c.key] if isinstance(n, int)}
        missing = [n for n in range(lo, hi + 1) if n not in covered]
        if missing:
            where = rule.doc.span(("settings", *c.range.split("."), "max") if "max" in rng else ("settings",))
            bag.error("SYN209", f"with this house rule the {what} have no row for "
                                f"{', '.join(map(str, missing))} {c.key}", where,
                      help=f"add rows under `settings: {': '.join(rows_path)}:`, or to the ruleset's {rows_path[-1]}")
