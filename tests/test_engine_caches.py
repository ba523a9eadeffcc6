"""Issue 17: the incremental engine gives the answers a from-scratch engine gives.

The compiler emits each ability's read-set (runtime/api.py `reads`); the
engine keeps its stat cache across the changes no stat modifier reads
(runtime/games/crime_lords/caches.py), rebuilds the ability index only when a
card with abilities moves or a player leaves, and answers the action menu's
"is there a way?" without listing every way. Each test plays whole seeded
games and, at every decision, compares what the engine holds with what it
computes from scratch.
"""
from __future__ import annotations

import inspect
import os
import random
import re

import pytest

from runtime import api
from runtime.games.crime_lords import Game, actions
from runtime.games.crime_lords import abilities as ab
from runtime.games.crime_lords import caches, victory
from runtime.games.crime_lords.attack_choice import attack_leaders
from runtime.games.crime_lords.context import Ctx
from runtime.packs import CompiledPack, load_generated
from runtime.players import RandomPlayer

GEN = os.path.join(os.path.dirname(__file__), "..", "generated", "crime_lords")
CTX_NAME = re.compile(r"\bctx\.([a-z_][a-z0-9_]*)")


@pytest.fixture(scope="module")
def pack():
    return load_generated(GEN)


def _records(pack):
    for recs in pack.abilities.values():
        yield from recs
    for hr in pack.house_rules.values():
        yield from hr.abilities


def _functions(rec) -> list:
    return [getattr(rec, f) for f in ("selects", "amount", "condition", "applies", "effect", "filter")
            if callable(getattr(rec, f, None))] + [fn for spec in getattr(rec, "targets", ()) for fn in _functions(spec)]


def test_every_compiled_ability_carries_exactly_the_runtime_names_its_code_calls(pack):
    records = list(_records(pack))
    assert len(records) > 60
    for rec in records:
        called = set()
        for fn in _functions(rec):
            called |= set(CTX_NAME.findall(inspect.getsource(fn)))
        assert rec.reads == frozenset(called), rec.source
        for spec in getattr(rec, "targets", ()):
            own = set()
            for fn in _functions(spec):
                own |= set(CTX_NAME.findall(inspect.getsource(fn)))
            assert spec.reads == frozenset(own) and spec.reads <= rec.reads, rec.source


def test_every_compiled_stat_modifier_lists_what_its_selects_picks(pack):
    """`selection` (the cards a StatModifier picks, listed once) agrees with `selects` card by card,
    in played games; only a modifier naming a card by its id has none."""
    mods = [r for r in _records(pack) if isinstance(r, api.StatModifier)]
    assert mods and all(r.selection is not None for r in mods)
    compared = 0
    for seed in range(8):
        g = Game(pack, [RandomPlayer(seed * 5 + i) for i in range(4)], seed=seed, log=False)
        g.run(max_turns=10 + seed * 5)
        g.abil.refresh()
        cards = [c for c in g.state.cards]
        for items in g.abil.stat_mods.values():
            for _, ctx, rec in items:
                listed = rec.selection(ctx)
                for c in cards:
                    assert (c in listed) == bool(rec.selects(ctx, c)), rec.source
                    compared += 1
    assert compared > 1000


def test_a_record_without_a_read_set_reads_anything():
    rec = api.StatModifier(card="x", source="x:1", stat="income", op="add", selects=lambda ctx, c: True,
                           amount=lambda ctx, c: 1)
    assert rec.reads == api.NOTHING_KNOWN
    assert caches.stat_depends([rec], caches.READS).anything


def test_the_base_pack_stats_are_kept_across_money_and_token_changes(pack):
    records = list(_records(pack))
    deps = caches.stat_depends(records, caches.READS)
    assert not deps.anything and not deps.money and not deps.tokens
    g = Game(pack, [RandomPlayer(i) for i in range(4)], seed=3, log=False)
    g.setup()
    racket = next(c for s in g.seats for c in s.rackets)
    g.income(racket)
    kept = g._pcache
    g.gain(racket.owner, 5, "income")
    g.spend_token(next(c for c in g.seats[racket.owner].crooks if c.token)) if any(
        c.token for c in g.seats[racket.owner].crooks) else None
    g.income(racket)
    assert g._pcache is kept, "a money or token change keeps the stat cache of a pack whose stats read neither"
    g.state.touch()
    g.income(racket)
    assert g._pcache is not kept


def _rich_rule(reads):
    """A house rule: every Racket's Income grows by a tenth of its owner's money."""
    def amount(ctx, card):
        return ctx.money(ctx.g.seats[card.owner]) // 10 if card.owner >= 0 else 0

    mod = api.StatModifier(card="rich", source="rich.yaml:1", stat="income", op="add",
                           selects=lambda ctx, card: card.kind == "racket", amount=amount,
                           **({} if reads is None else {"reads": reads}))
    return api.HouseRule(id="rich", name="Rich", source="rich.yaml", abilities=(mod,))


@pytest.mark.parametrize("reads", [frozenset({"money"}), None], ids=["read-set names money", "no read-set"])
def test_a_stat_that_reads_money_follows_every_money_change(pack, reads):
    rich = CompiledPack(pack.name, pack.ruleset, pack.cards, pack.abilities, {"rich": _rich_rule(reads)},
                        game=pack.game)
    g = Game(rich, [RandomPlayer(i) for i in range(4)], seed=5, house_rules=["rich"], log=False)
    g.setup()
    racket = next(c for s in g.seats for c in s.rackets)
    before = g.income(racket)
    g.gain(racket.owner, 30, "income")
    assert g.income(racket) == before + 3
    g.spend(racket.owner, 30, "pay")
    assert g.income(racket) == before


def _held_rule():
    """A house rule whose modifier reads only what the seats hold: every held Racket's Income + 1."""
    mod = api.StatModifier(card="held", source="held.yaml:1", stat="income", op="add",
                           selects=lambda ctx, card: card.kind == "racket" and card.zone == "rackets",
                           amount=lambda ctx, card: 1,
                           selection=lambda ctx: [c for s in ctx.g.seats for c in s.rackets],
                           reads=frozenset({"rackets_of"}))
    return api.HouseRule(id="held", name="Held", source="held.yaml", abilities=(mod,))


def test_cl_turn_03_a_draw_to_the_open_table_keeps_the_stat_tables_a_seats_card_does_not(pack):
    """The stat modifiers of the base pack read only what the seats hold (Reads.held): a card drawn
    to the open table (CL-TURN-03) keeps the stat tables, a card entering a seat's zone or an undo
    does not, and the kept tables still equal fresh ones (CL-TURN-01 income)."""
    assert caches.stat_depends(list(_records(pack)), caches.READS).held_only
    held = CompiledPack(pack.name, pack.ruleset, pack.cards, pack.abilities, {"held": _held_rule()}, game=pack.game)
    g = Game(held, [RandomPlayer(i) for i in range(4)], seed=7, house_rules=["held"], log=False)
    g.setup()
    assert g._stat_deps.held_only
    st = g.state
    racket = next(c for s in g.seats for c in s.rackets)
    table = g.abil.modified("income")
    assert racket.idx in table
    drawn = next(c for c in reversed(st.zones["deck"]) if c.idx not in st.watched)
    core, held_v = st.version_core, st.version_held
    st.move(drawn, "open")
    assert st.version_core > core and st.version_held == held_v
    assert g.abil.modified("income") is table, "a draw to the open table keeps the stat table"
    assert g.income(racket) == max(0, racket.income + racket.income_markers) + 1
    st.move(drawn, "hand", 0)
    assert st.version_held > held_v
    again = g.abil.modified("income")
    assert again is not table and again == table, "a card entering a seat's zone lists the table again"
    from runtime.kernel import undo
    rec = undo.record(g)
    seen = st.version_held
    st.move(drawn, "discard")
    rec.restore()
    assert st.version_held > seen and drawn.zone == "hand", "an undo moves the held version past every value"


class Auditor(RandomPlayer):
    """A random player that, before each answer, checks the engine's kept data against a fresh computation."""

    checked = 0

    def choose(self, d):
        g = d.game
        if g is not None and g.phase != "setup":
            _audit(g, d)
            Auditor.checked += 1
        return super().choose(d)


def _index_view(index) -> tuple:
    def items(lst):
        return [(c.id if c is not None else None, ctx.seat.index if ctx.seat is not None else None, r.source)
                for c, ctx, r in lst]
    return (sorted((k, items(v)) for k, v in index.stat_mods.items()), items(index.attack_mods),
            items(index.param_mods), sorted((k, items(v)) for k, v in index.triggers.items()), items(index.activated))


def _both_ways(g, ask):
    """ask() with stats order-free (the quick paths) and as if they were not (every way listed)."""
    assert g.stats_order_free
    quick = ask()
    g.stats_order_free = False
    try:
        full = ask()
    finally:
        g.stats_order_free = True
    return quick, full


WINDOWS = (("own_turn", "any_time"), ("during_attack", "any_time"), ("after_roll",), ("response",))


def _audit(g, d) -> None:
    _audit_state(g)
    # The quick menu offers what the full one does.
    if d.kind == "action":
        quick, full = _both_ways(g, lambda: actions.menu(g, d.player))
        assert quick == full == d.options
    # Leaders and usable abilities asked the quick way are those listed one by one.
    for s in g.seats:
        if s.alive:
            for kind, war in (("recruit", False), ("takeover", False), ("hit", False), ("hit", True)):
                quick, full = _both_ways(g, lambda p=s.index, k=kind, w=war: attack_leaders(g, p, k, w))
                assert quick == full, (kind, war)
            for timings in WINDOWS:
                quick, full = _both_ways(g, lambda p=s.index, t=timings: g.abil.usable(p, t))
                assert quick == full, timings


def _audit_state(g) -> None:
    # The ability index equals one built from scratch.
    g.abil.refresh()
    fresh = ab.index(g)
    fresh.refresh()
    assert _index_view(g.abil) == _index_view(fresh)
    # An entry's context reads its seat as the card's owner (HeldCtx): the owner a fresh Ctx reads.
    index = g.abil
    entries = index.attack_mods + index.param_mods + index.activated
    entries += [item for items in list(index.stat_mods.values()) + list(index.triggers.values()) for item in items]
    for card, ctx, _ in entries:
        assert ctx.owner is Ctx(g, card, ctx.seat).owner
        _audit_state.owners += 1
    # Every kept stat equals the stat computed again from an empty cache.
    in_play = [c for s in g.seats for c in list(s.crooks) + list(s.rackets)] + list(g.state.zones["open"])
    kept = [(g.power(c), g.resistance(c), g.income(c), g.pay_of(c)) for c in in_play]
    cache_v, pcache = g._cache_v, g._pcache
    g._cache_v, g._pcache = -1, {}
    again = [(g.power(c), g.resistance(c), g.income(c), g.pay_of(c)) for c in in_play]
    # ... and computed the old way (every modifier's `selects` asked of each card, no stat table).
    g._cache_v, g._pcache = -1, {}
    g.stats_order_free = False
    try:
        old_way = [(g.power(c), g.resistance(c), g.income(c), g.pay_of(c)) for c in in_play]
    finally:
        g.stats_order_free = True
    g._cache_v, g._pcache = cache_v, pcache
    assert kept == again == old_way
    # A card AbilityIndex.modified does not list for a stat has the stat's base value (the
    # heuristic reads many cards' stats that way, runtime/games/crime_lords/heuristic.py).
    base = {"resistance": lambda c: c.resistance,
            "income": lambda c: max(0, c.income + c.income_markers), "pay": lambda c: max(0, g.power(c))}
    asked = {"resistance": g.resistance, "income": g.income, "pay": g.pay_of}
    for stat, ask in asked.items():
        mods = g.abil.modified(stat)
        if mods is not None:
            for c in in_play:
                if c.idx not in mods:
                    assert ask(c) == base[stat](c), (stat, c.id)
                    _audit_state.plain_stats += 1
    # Every kept stat table still current lists, for each card, the modifiers whose condition holds
    # and whose `selects` picks the card, in index order.
    if g.abil._tables_v == g._stat_deps.held_version(g.state):
        for stat, table in g.abil._stat_tables.items():
            assert table is not None
            for c in in_play:
                want = [item for item in g.abil.stat_mods[stat]
                        if (item[2].condition is None or item[2].condition(item[1], None)) and item[2].selects(item[1], c)]
                assert table.get(c.idx, []) == want, (stat, c.id)
                _audit_state.kept_tables += 1
    # Every kept answer of a stat modifier's condition still current equals a fresh one.
    deps = g._stat_deps
    if g.abil._conditions_v == deps.held_version(g.state):
        for answer, (_, ctx, rec) in g.abil._kept_conditions.values():
            assert answer == bool(rec.condition(ctx, None)), rec.source
            _audit_state.kept_conditions += 1
    # Every kept "this target has a candidate" still current equals a fresh search.
    st = g.state
    for (idx, owner, sid), (version, found) in g.abil._kept_candidates.items():
        deps, _, spec = g.abil._target_deps[sid]
        card = st.cards[idx]
        if card.owner == owner and version == deps.version(st):
            assert found == g.abil.has_candidate(card, spec) == bool(g.abil.candidates(card, spec)), spec
            _audit_state.kept_candidates += 1
    # CL-END-03: the counted scores are the sums of the worded parts, also for a Racket given away.
    assert victory.scores(g) == {p: sum(k for _, k in parts) for p, parts in victory.score_parts(g).items()}
    alive = [s for s in g.seats if s.alive]
    giver = next((s for s in alive if s.rackets), None)
    if giver is not None and len(alive) > 1:
        holdings = {s.index: list(s.rackets) for s in alive}
        receiver = alive[(alive.index(giver) + 1) % len(alive)].index
        holdings[giver.index].remove(giver.rackets[0])
        holdings[receiver].append(giver.rackets[0])
        assert victory.scores(g, holdings) == {p: sum(k for _, k in parts)
                                               for p, parts in victory.score_parts(g, holdings).items()}
    # ... and never more than victory.most_possible says of a seat's own Rackets, nor that more than
    # victory.most_of says of their number alone.
    sc = victory.scores(g)
    assert all(sc[s.index] <= victory.most_possible(g, s.rackets) <= victory.most_of(g, len(s.rackets))
               for s in alive)


_audit_state.kept_candidates = 0
_audit_state.kept_conditions = 0
_audit_state.kept_tables = 0
_audit_state.plain_stats = 0
_audit_state.owners = 0


def test_kept_data_equals_fresh_computation_at_every_decision_of_40_games(pack):
    Auditor.checked = 0
    _audit_state.kept_candidates = 0
    _audit_state.kept_conditions = 0
    _audit_state.kept_tables = 0
    _audit_state.plain_stats = 0
    _audit_state.owners = 0
    for seed in range(40):
        n = 2 + seed % 5
        g = Game(pack, [Auditor(seed * 11 + i) for i in range(n)], seed=seed, log=False,
                 house_rules=["short_game"] if seed % 3 == 0 else ())
        g.run(max_turns=40)
    assert Auditor.checked > 5000
    assert _audit_state.kept_candidates > 1000     # kept target answers were compared
    assert _audit_state.kept_conditions > 1000     # kept condition answers were compared
    assert _audit_state.kept_tables > 1000         # kept stat tables were compared, card by card
    assert _audit_state.plain_stats > 10000        # stats of cards no modifier lists were compared
    assert _audit_state.owners > 10000             # index entries' owners (HeldCtx) were compared


def test_auditing_does_not_change_the_games(pack):
    """The audit above reads only: the same seeds play the same games with and without it."""
    for seed in range(6):
        plain = Game(pack, [RandomPlayer(seed + i) for i in range(4)], seed=seed, log=False)
        audited = Game(pack, [Auditor(seed + i) for i in range(4)], seed=seed, log=False)
        assert plain.run(max_turns=30) == audited.run(max_turns=30)
        assert plain.answers == audited.answers
        assert plain.snapshot() == audited.snapshot()


def test_kept_data_equals_fresh_computation_after_a_search_re_deal(pack):
    """The search player deals hidden cards again in its copies (runtime/players/search.py,
    State.exchange): Specials change hands without a move, and the index and stats kept from
    before must not survive that (a kept index once left a Special's abilities with its old owner)."""
    from runtime.games import engine_of
    from runtime.players.search import redeal
    engine = engine_of(pack)
    changed = 0
    for seed in range(12):
        g = Game(pack, [RandomPlayer(seed * 7 + i) for i in range(4)], seed=seed, log=False)
        for turn in (2, 6, 12):
            g.run(max_turns=turn)
            if g.phase == "over":
                break
            g.outcome, g.reason = None, ""
            twin = g.clone()
            _audit_state(twin)                    # the copy's index and stats are built and kept
            before = _index_view(twin.abil)
            for viewer in range(4):
                redeal(twin, viewer, random.Random(seed * 100 + turn + viewer), engine.private_zones,
                       engine.secret_zones)
                _audit_state(twin)
            changed += _index_view(twin.abil) != before
    assert changed >= 5      # re-deals that moved a card with abilities between seats were checked


def _slot_values(card) -> dict:
    names = [n for k in type(card).__mro__ for n in k.__dict__.get("__slots__", ())]
    return {n: getattr(card, n) for n in names}


def test_cl_set_08_tko_06_cards_of_every_game_equal_cards_made_afresh(pack):
    """A pack's card class, Crime Lords' token spaces (CL-SET-08, CL-TKO-06: a Racket with Power has a
    token space) and each class's plan of slots are worked out once per pack (kernel/state.py
    card_class, Card.__init__, make_cards; game.py): every game's cards equal cards made field by
    field, as before, from the pack's card dicts, in every way of making a game (house rules included)."""
    from runtime.kernel.state import declared_fields
    game = pack.game
    fields = declared_fields(game)
    numeric = {f for d in pack.cards for f in fields
               if isinstance(d.get(f), int) and not isinstance(d.get(f), bool)}
    kinds = game["card_kinds"]
    for seed, rules in ((1, ()), (2, ("short_game",)), (3, ())):
        g = Game(pack, [RandomPlayer(seed + i) for i in range(4)], seed=seed, log=False, house_rules=rules)
        assert len(g.state.cards) == len(pack.cards)
        for i, (c, d) in enumerate(zip(g.state.cards, pack.cards)):
            want = {"idx": i, "id": d["id"], "kind": d["kind"], "name": d.get("name", d["id"]),
                    "zone": "deck", "owner": -1, "token": False, "pos": None, "sup": None, "opos": None,
                    "unhappy": 0, "power_markers": 0, "income_markers": 0}
            for f in fields:
                want[f] = d[f] if d.get(f) is not None else (0 if f in numeric else None)
            rule = kinds.get(d["kind"], {}).get("action_token", "never")
            want["token_space"] = bool(d.get(rule.get("if_field"))) if isinstance(rule, dict) else rule == "always"
            assert _slot_values(c) == want, d["id"]
        g.run(max_turns=2)         # the cards play as ever (and a copy of them too)
        assert g.clone().snapshot() == g.snapshot()


@pytest.mark.parametrize("table", [None, {"type_monopoly": {"at_least": 1, "bonus": 2},
                                            "district_hold": {"at_least": 1, "others_at_most": 0, "bonus": 3}}],
                         ids=["bundled victory table", "other victory table"])
def test_cl_end_03_counted_scores_equal_the_worded_parts_for_any_holdings(pack, table):
    """victory._count keeps each seat's counts by its Rackets' idx (per pack and victory table): for
    holdings of every shape (the heuristic counts many that differ by one Racket), asked twice (the
    second time from what was kept), the counts are the sums of score_parts' worded parts."""
    g = Game(pack, [RandomPlayer(i) for i in range(4)], seed=11, log=False)
    if table is not None:
        g.V = dict(g.V, **table)
    rackets = [c for c in g.state.cards if c.kind == "racket"]
    rng = random.Random(5)
    for _ in range(300):
        pool = rackets[:]
        rng.shuffle(pool)
        holdings = {p: [pool.pop() for _ in range(rng.randrange(0, 7))] for p in range(rng.randrange(1, 5))}
        want = {p: sum(k for _, k in parts) for p, parts in victory.score_parts(g, holdings).items()}
        assert victory.scores(g, holdings) == want
        assert victory.scores(g, holdings) == want


def test_make_cards_gives_every_card_its_own_owned_counts_and_factory_slots():
    """kernel.state.make_cards: a pack's cards (a tuple) made from the values read once equal cards
    made one by one by Card.__init__, and no two cards (nor two games' cards) share an owned
    marker's counts or a factory-made slot."""
    from runtime.kernel.state import card_class, make_cards
    game = {"id": "t", "card_kinds": {"crook": {"fields": ["power", "type"]}},
            "markers": {"heat": {"owned": True}, "unhappy": {}}}
    datas = ({"id": "a", "kind": "crook", "power": 3}, {"id": "b", "kind": "crook", "type": "x"})
    cls = card_class(game, datas, {"token": False, "seen": list})
    one, two = make_cards(cls, datas), make_cards(cls, datas)
    for made in (one, two):
        assert [_slot_values(c) for c in made] == [_slot_values(cls(i, d)) for i, d in enumerate(datas)]
    every = one + two
    assert len({id(c.heat) for c in every}) == len({id(c.seen) for c in every}) == 4
    assert [_slot_values(c) for c in make_cards(cls, list(datas))] == [_slot_values(c) for c in one]


def test_the_heap_is_settled_at_the_first_game(pack):
    """kernel/table.py _settle_heap: after a game is made, what was alive then is frozen out of the
    cyclic collector's walks and the youngest generation is collected every 10,000 allocations."""
    import gc
    Game(pack, [RandomPlayer(i) for i in range(4)], seed=1, log=False)
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold()[0] >= 10_000
