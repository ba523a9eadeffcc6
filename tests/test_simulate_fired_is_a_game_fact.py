"""`fired` is a fact about the game, not about the engine's work (docs/simulate.md, card_use).

A trigger or an activated ability fires when its effect runs; a modifier when a
number the rules used changed because of it, once per use of the rules
(runtime/abilities/rule_use.py). So the same game gives the same counts:

- replayed from its recorded answers by players that never think (nothing is
  weighed while deciding), on every pack under content/;
- with the engine's caches (stat tables, kept conditions, a game's value
  caches) emptied before every decision or not used at all;
- and in a small scripted game a modifier is counted once per income count or
  attack whatever the test reads in between; one that never applies is
  reported `never_fired`.
"""
from __future__ import annotations

import os

import pytest

from compiler.simulate.ability_tally import AbilityTally
from compiler.simulate.card_use import card_use, findings
from runtime import save
from runtime.abilities import index as index_module
from runtime.abilities import rule_use
from runtime.games import engine_of
from runtime.games.crime_lords import attacks, turn
from runtime.packs import load_generated
from runtime.session import seat_kinds
from tests.fixtures.engine.scenario import Table, crook, racket

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PACKS = ("crime_lords", "crime_wars", "criminal_underworld", "nothing_personal")
SEEDS = {"crime_lords": (3, 7, 11), "crime_wars": (2, 5, 9), "criminal_underworld": (4, 8),
         "nothing_personal": (1, 6, 12)}


def _pack(name):
    return load_generated(os.path.join(ROOT, "generated", name))


def _abilities(pack) -> dict:
    return {**{r: h.abilities for r, h in pack.house_rules.items()}, **pack.abilities}


class Refuses:
    """A seat that is never asked: the replay gives every answer (Table.replay_only)."""

    replays = False

    def choose(self, decision):
        raise AssertionError(f"asked {decision.kind}: a replay thinks nothing")


def _n(pack) -> int:
    lo = pack.ruleset.get("players", {}).get("min", 2)
    hi = pack.ruleset.get("players", {}).get("max", 4)
    return max(lo, min(4, hi))


def _play(pack, seed, prepare=None):
    """A game of the engine's default (thinking) players, with simulate's tally: (game, tally)."""
    engine = engine_of(pack)
    cls = seat_kinds(engine)[engine.default_seat]
    n = _n(pack)
    g = engine.game(pack, [cls(seed * 1009 + i) for i in range(n)], seed=seed, log=False)
    tally = AbilityTally(g, _abilities(pack))
    if prepare is not None:
        prepare(g)
    g.setup()
    g.run()
    return g, tally


def _replay(pack, seed, answers):
    engine = engine_of(pack)
    g = engine.game(pack, [Refuses() for _ in range(_n(pack))], seed=seed, log=False)
    tally = AbilityTally(g, _abilities(pack))
    g.feed = list(answers)
    g.replay_only = True
    g.setup()
    g.run()
    assert g.feed_pos == len(g.feed)
    return g, tally


@pytest.mark.parametrize("name", PACKS)
def test_a_replay_that_thinks_nothing_counts_the_same_firings(name):
    """Per ability: times fired, money, cards moved and markers, game by game (so `games` too)."""
    pack = _pack(name)
    any_fired = 0
    for seed in SEEDS[name]:
        g, tally = _play(pack, seed)
        r, again = _replay(pack, seed, g.answers)
        assert save.state_hash(r) == save.state_hash(g)
        assert again.summary() == tally.summary(), f"{name} seed {seed}"
        any_fired += sum(row[2] for row in tally.summary())
    assert any_fired, f"{name}: no ability fired in {len(SEEDS[name])} games"


def _no_kept_caches(g):
    """Empty every cache a stat read may be answered from before each decision: the index's stat
    tables and kept conditions (version-keyed), a game's value caches (Crime Lords' `_pcache`)."""
    ask = g.ask

    def asked(*args, **kw):
        abil = g.abil
        abil._tables_v = abil._conditions_v = -1
        abil._stat_tables, abil._kept_conditions = {}, {}
        if hasattr(g, "_cache_v"):
            g._cache_v = -1
        return ask(*args, **kw)
    g.ask = asked


@pytest.mark.parametrize("name", PACKS)
def test_caches_emptied_or_unused_change_no_count(name, monkeypatch):
    pack = _pack(name)
    for seed in SEEDS[name][:2]:
        g, tally = _play(pack, seed)
        emptied, counted = _play(pack, seed, _no_kept_caches)
        assert emptied.answers == g.answers and counted.summary() == tally.summary()
    # No stat table and no kept condition at all: every stat asks each modifier afresh.
    monkeypatch.setattr(index_module.AbilityIndex, "_stat_table", lambda self, stat, mods: None)
    monkeypatch.setattr(index_module.AbilityIndex, "_conditions", lambda self: False)
    for seed in SEEDS[name][:2]:
        g, tally = _play(pack, seed)
        plain, counted = _play(pack, seed, _no_kept_caches)
        assert plain.answers == g.answers and counted.summary() == tally.summary()


# --- a small scripted Crime Lords game ------------------------------------------------------------
CL = _pack("crime_lords")


def _scripted():
    cards = [crook("boss0", 6), crook("boss1", 6), crook("mickey_costigan", 3), crook("victim", 2),
             racket("silver_meadow_park", "harbor", "gambling", income=2),
             racket("casino", "harbor", "gambling", income=3),
             racket("rum_row_landing", "harbor", "smuggling", income=2)]
    ids = ("mickey_costigan", "silver_meadow_park", "rum_row_landing")
    t = Table(cards, abilities={i: CL.abilities[i] for i in ids})
    tally = AbilityTally(t.g, t.g.pack.abilities)
    t.boss(0, "boss0"); t.boss(1, "boss1")
    t.sub(0, "mickey_costigan", "boss0", "n"); t.sub(1, "victim", "boss1", "n")
    for r in ("silver_meadow_park", "casino", "rum_row_landing"):
        t.racket(0, r)
    return t, tally


def _fired(tally, card_id) -> int:
    return sum(row[2] for row in tally.summary() if row[0] == card_id)


def test_cl_turn_01_an_income_modifier_fires_once_per_income_count():
    """Silver Meadow Park gives two Gambling Rackets +1: three income counts are three firings,
    however often the Incomes are read between them."""
    t, tally = _scripted()
    g, park, casino = t.g, t.c("silver_meadow_park"), t.c("casino")
    money = g.seats[0].money
    for _ in range(3):
        for _ in range(5):
            assert g.income(park) == 3 and g.income(casino) == 4
        turn.collect_income(g, 0)
    assert g.seats[0].money == money + 3 * (3 + 4 + 2)
    assert _fired(tally, "silver_meadow_park") == 3


def test_cl_hit_02_an_attack_modifier_fires_once_per_attack_resolved():
    """Mickey Costigan's +2 to his Mob's hits: one hit fixed is one firing, whatever the success
    modifiers are asked besides; a takeover (not a hit) does not fire it."""
    t, tally = _scripted()
    g = t.g
    for _ in range(4):
        a = attacks.Attack("hit", 0, t.c("boss0"), t.c("victim"), 1)
        assert any(amount == 2 for _, amount, _, _ in g.abil.attack_parts(a, "success"))
    assert _fired(tally, "mickey_costigan") == 0
    t.rolls = [(6, 6)]                                  # the hit fails: the number was used all the same
    a = attacks.attack(g, 0, "hit", t.c("mickey_costigan"), t.c("victim"))
    assert a.success is not None and ("mickey_costigan (by)", 2) in a.parts
    assert _fired(tally, "mickey_costigan") == 1


def test_cl_turn_01_a_modifier_that_never_applies_is_reported_never_fired():
    """Rum Row Landing earns +1 only while its owner has a Warehouse Racket: he has none, so
    income counts never use it and the report's findings say so."""
    t, tally = _scripted()
    for _ in range(3):
        turn.collect_income(t.g, 0)
    summary = {"winners": [], "factions": ["a", "b"], "cards_played": [], "cards_dealt": [],
               "abilities_fired": tally.summary()}
    texts = {c: tuple(f"ability {i}" for i, _ in enumerate(CL.abilities[c]))
             for c in ("silver_meadow_park", "rum_row_landing")}
    rows = card_use([summary], {c: c for c in texts}, {c: "racket" for c in texts}, texts, ())
    found = {(f["key"], f["what"]) for f in findings(rows, 1)}
    assert ("rum_row_landing", "never_fired") in found
    assert ("silver_meadow_park", "never_fired") not in found


def _elmo_table():
    cards = [crook("boss0", 6), crook("boss1", 6), crook("cousin_elmo", 3)]
    t = Table(cards, abilities={"cousin_elmo": CL.abilities["cousin_elmo"]})
    tally = AbilityTally(t.g, t.g.pack.abilities)
    t.boss(0, "boss0")
    t.boss(1, "boss1")
    t.sub(0, "cousin_elmo", "boss0", "n")
    return t, tally


@pytest.mark.parametrize("tables", ["kept", "none"])
def test_cl_turn_02_a_set_to_modifier_fires_only_when_the_number_differed(tables, monkeypatch):
    """Cousin Elmo's pay is set to 0: a use of his pay from a base of 3 fires it, one from a base of
    0 does not (0 was 0 before it), though the state and so the stat table are the same (a rule use
    keeps its answer per card and base); with no stat table at all (every modifier asked afresh)
    the counts are the same."""
    if tables == "none":
        monkeypatch.setattr(index_module.AbilityIndex, "_stat_table", lambda self, stat, mods: None)
    t, tally = _elmo_table()
    g, elmo = t.g, t.c("cousin_elmo")
    if tables == "kept":
        assert g.stats_order_free and elmo.idx in g.abil.modified("pay")
    fired = []
    for base in (3, 0, 3, 0, 0):
        use = rule_use(g.abil)
        use.stat(elmo, "pay", base)
        use.done()
        fired.append(_fired(tally, "cousin_elmo"))
    assert fired == [1, 1, 2, 2, 2]
    turn.pay_gang(g, 0)                 # CL-TURN-02: his pay counted from his Power 3
    assert _fired(tally, "cousin_elmo") == 3
