"""Cross-checks: what no single file's schema can see.

Card ids are unique across the pack, every district and racket type a card
names exists in the ruleset, the pack's composition is what the ruleset
declares (CL-SET-01), every district holds each regular racket type exactly
once and each other type appears once in the pack, and the ruleset itself is
consistent (no id twice, a victory target for every player count).

Each check reads only values of the right type: a value the schema stage has
already reported as wrong is skipped here rather than reported twice.
"""
from __future__ import annotations

from collections import defaultdict

from .diagnostics import DiagnosticBag, Span
from .pack import CARD_KINDS, Card, Pack
from .suggest import choices, did_you_mean

PLURAL = {"mob": "Mobs", "crook": "Crooks", "racket": "Rackets", "special": "Specials"}


def crosscheck_pack(pack: Pack, bag: DiagnosticBag) -> None:
    _unique_card_ids(pack, bag)
    _unique_house_rule_ids(pack, bag)
    _single_ruleset(pack, bag)
    rs = pack.ruleset
    if rs is None:
        return
    districts = _ruleset_ids(pack, "districts", bag)
    types = _ruleset_ids(pack, "racket_types", bag)
    unresolved = _references(pack, districts, types, bag)
    if not pack.skipped:  # counts of a pack with unreadable parts would only add noise
        _composition(pack, bag)
    _district_sets(pack, districts, types, bag, report_missing=not (pack.skipped or unresolved))
    _power_range(pack, bag)
    _victory_targets(pack, bag)
    check_house_rule_players(pack, bag)


def _first_place(span: Span) -> str:
    return f"{span.file}:{span.line}:{span.col}"


def _unique_card_ids(pack: Pack, bag: DiagnosticBag) -> None:
    _report_reused_ids(bag, ((c.data.get("id"), c.span("id"), f"the {c.kind}", "card") for c in pack.cards))


def _unique_house_rule_ids(pack: Pack, bag: DiagnosticBag) -> None:
    _report_reused_ids(bag, ((r.data.get("id"), r.doc.span(("id",)), "", "house rule") for r in pack.house_rules))


def _report_reused_ids(bag: DiagnosticBag, items) -> None:
    """SYN201 for every id seen before; `items` yields (id, span, who first used it, what it names)."""
    first: dict[str, tuple[Span, str]] = {}
    for ident, span, who, what in items:
        if not isinstance(ident, str):
            continue
        if ident in first:
            place, by = first[ident]
            bag.error("SYN201", f"{what} id `{ident}` is used more than once", span,
                      help=f"first used {'by ' + by + ' ' if by else ''}at {_first_place(place)}; "
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


def _references(pack: Pack, districts: dict, types: dict, bag: DiagnosticBag) -> int:
    """Report names that resolve to nothing; return how many Rackets have such a name."""
    unresolved = 0
    for card in pack.cards:
        if card.kind == "racket":
            bad = not _ref(card, "district", districts, "SYN202", "district", bag)
            bad |= not _ref(card, "type", types, "SYN203", "racket type", bag)
            unresolved += bad
        elif card.kind == "crook" and "weakness" in card.data:
            _ref(card, "weakness", types, "SYN203", "racket type", bag)
    return unresolved


def _ref(card: Card, field: str, known: dict, code: str, what: str, bag: DiagnosticBag) -> bool:
    value = card.data.get(field)
    if not isinstance(value, str) or not known:
        return False  # missing or mistyped: the schema stage has said so
    if value in known:
        return True
    bag.error(code, f"`{field}: {value}` names no {what} of the ruleset", card.span(field),
              help=did_you_mean(value, known, f"the ruleset's {what}s: {choices(known)}"))
    return False


def _composition(pack: Pack, bag: DiagnosticBag) -> None:
    declared = pack.ruleset.get("composition")
    if not isinstance(declared, dict):
        return
    counts = pack.counts()
    for kind in CARD_KINDS:
        want = declared.get(kind)
        if not isinstance(want, int) or isinstance(want, bool) or counts[kind] == want:
            continue
        have = counts[kind]
        bag.error("SYN204", f"the pack has {have} {PLURAL[kind]} but the ruleset's composition says {want}",
                  pack.ruleset_doc.span(("composition", kind)),
                  help=f"{'add' if have < want else 'remove'} {abs(want - have)} "
                       f"{PLURAL[kind] if abs(want - have) != 1 else kind.title()}, "
                       "or change `composition` to match the pack")


def _district_sets(pack: Pack, districts: dict, types: dict, bag: DiagnosticBag, report_missing: bool) -> None:
    """Each district holds each regular type once; every other type is one of a kind (CL-SET-01)."""
    if not districts or not types:
        return
    held: dict[tuple[str, str], list[Card]] = defaultdict(list)
    by_type: dict[str, list[Card]] = defaultdict(list)
    for card in pack.by_kind("racket"):
        d, t = card.data.get("district"), card.data.get("type")
        if d in districts and t in types:
            held[(d, t)].append(card)
            by_type[t].append(card)
    regular = [t for t, e in types.items() if e.get("regular") is True]
    for d in districts:
        for t in regular:
            cards = held.get((d, t), [])
            if len(cards) == 1:
                continue
            if not cards and report_missing:
                where = _district_span(pack, d)
                bag.error("SYN205", f"district `{d}` has no Racket of the regular type `{t}`", where,
                          help="add one, or mark the type `regular: false` in the ruleset")
            for extra in cards[1:]:
                bag.error("SYN205", f"district `{d}` has a second Racket of the regular type `{t}`",
                          extra.span("type"),
                          help=f"the first is `{cards[0].id}` at {_first_place(cards[0].span('type'))}; "
                               "move this one to another district or change its type")
    for t, entry in types.items():
        if entry.get("regular") is False:
            for extra in by_type.get(t, [])[1:]:
                first = by_type[t][0]
                bag.error("SYN210", f"racket type `{t}` is one of a kind, but a second Racket has it",
                          extra.span("type"),
                          help=f"the first is `{first.id}` at {_first_place(first.span('type'))}; "
                               "change this Racket's type, or mark the type `regular: true`")


def _district_span(pack: Pack, district: str) -> Span:
    entries = pack.ruleset.get("districts") or []
    for i, entry in enumerate(entries):
        if isinstance(entry, dict) and entry.get("id") == district:
            return pack.ruleset_doc.span(("districts", i, "id"))
    return pack.ruleset_doc.span(("districts",))


def _power_range(pack: Pack, bag: DiagnosticBag) -> None:
    rng = pack.ruleset.get("power_range")
    if not isinstance(rng, dict):
        return
    lo, hi = rng.get("min"), rng.get("max")
    if not (isinstance(lo, int) and isinstance(hi, int)):
        return
    from .validate import validator

    bounds = validator("crook").schema["$defs"]["card"]["properties"]["power"]
    in_schema = lambda p: bounds["minimum"] <= p <= bounds["maximum"]  # noqa: E731
    for card in pack.by_kind("crook"):
        p = card.data.get("power")
        # Outside the schema's own bounds the schema stage has already spoken.
        if isinstance(p, int) and not isinstance(p, bool) and not lo <= p <= hi and in_schema(p):
            bag.error("SYN104", f"`power` of crook `{card.id}` must be from {lo} to {hi} "
                                f"(the ruleset's power_range), not `{p}`", card.span("power"),
                      help="change the Power, or the ruleset's `power_range`")


def _victory_targets(pack: Pack, bag: DiagnosticBag) -> None:
    """Every player count the ruleset allows has exactly one row of targets (CL-END-02)."""
    rs, doc = pack.ruleset, pack.ruleset_doc
    players, victory = rs.get("players"), rs.get("victory")
    if not isinstance(players, dict) or not isinstance(victory, dict):
        return
    lo, hi = players.get("min"), players.get("max")
    rows = victory.get("targets")
    if not (isinstance(lo, int) and isinstance(hi, int) and isinstance(rows, list)):
        return
    if lo > hi:
        bag.error("SYN209", f"`players.min` ({lo}) is more than `players.max` ({hi})", doc.span(("players", "min")),
                  help="swap the two numbers")
        return
    covered: dict[int, int] = {}
    for i, row in enumerate(rows):
        counts = row.get("players") if isinstance(row, dict) else None
        if not isinstance(counts, list):
            continue
        for j, n in enumerate(counts):
            if not isinstance(n, int):
                continue
            if n in covered and covered[n] != i:  # twice in one row: the schema says so
                bag.error("SYN209", f"the victory targets list {n} players twice",
                          doc.span(("victory", "targets", i, "players", j)),
                          help=f"row {covered[n] + 1} already covers {n} players; keep one")
            elif n not in covered:
                covered[n] = i
    missing = [n for n in range(lo, hi + 1) if n not in covered]
    if missing:
        bag.error("SYN209", f"the victory targets have no row for {', '.join(map(str, missing))} players",
                  doc.span(("victory", "targets"), key=True),
                  help=f"`players` allows {lo} to {hi}; add a row such as "
                       f"`- {{players: [{missing[0]}], long: 10, short: 8}}`")


def check_house_rule_players(pack: Pack, bag: DiagnosticBag) -> None:
    """A house rule that allows more players than the targets cover (e.g. 8) is caught too."""
    rs = pack.ruleset
    if rs is None:
        return
    victory = rs.get("victory") if isinstance(rs.get("victory"), dict) else {}
    rows = victory.get("targets") if isinstance(victory.get("targets"), list) else []
    for rule in pack.house_rules:
        settings = rule.data.get("settings")
        if not isinstance(settings, dict):
            continue
        players = settings.get("players") if isinstance(settings.get("players"), dict) else {}
        hv = settings.get("victory") if isinstance(settings.get("victory"), dict) else {}
        if not players and "targets" not in hv:
            continue  # the ruleset's own check covers a house rule that changes neither
        own_rows = hv.get("targets") if isinstance(hv.get("targets"), list) else rows
        base = rs.get("players") if isinstance(rs.get("players"), dict) else {}
        lo, hi = players.get("min", base.get("min")), players.get("max", base.get("max"))
        if not (isinstance(lo, int) and isinstance(hi, int)):
            continue
        covered = {n for row in own_rows if isinstance(row, dict) and isinstance(row.get("players"), list)
                   for n in row["players"] if isinstance(n, int)}
        missing = [n for n in range(lo, hi + 1) if n not in covered]
        if missing:
            where = rule.doc.span(("settings", "players", "max") if "max" in players else ("settings",))
            bag.error("SYN209", f"with this house rule the victory targets have no row for "
                                f"{', '.join(map(str, missing))} players", where,
                      help="add rows under `settings: victory: targets:`, or to the ruleset's targets")
