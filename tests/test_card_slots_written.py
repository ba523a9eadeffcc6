"""The functions `syndicate build` writes over a card's slots (generated/<pack>/cards.py,
compiler/emit/card_slots.py): the runtime uses them only for a card class with exactly their
slots, they make and count cards as the generic path does, and a name that cannot be an
attribute gets no code but a build warning (SYN504)."""
from __future__ import annotations

import importlib.util
import random
from types import SimpleNamespace

from compiler.build.builder import _warn_unwritable_slots
from compiler.emit.card_slots import card_slot_functions, unwritable
from compiler.report.diagnostics import DiagnosticBag
from compiler.simulate.ability_tally import held_marker_totals
from runtime.kernel.state import _slots, card_class, make_cards, use_written_slots

# A made-up game: a marker named like a field (its slot `value_markers`) and one owned by players.
GAME = {
    "id": "slot_heist", "engine": "slot_heist", "faction": "crew",
    "card_kinds": {"crew": {"fields": ["cash"]}, "job": {"fields": ["value", "city", "cash"]}},
    "markers": {"heat": {"on": ["job"]}, "influence": {"on": ["job"], "owned": True}, "value": {"on": ["job"]}},
    "zones": {"shared": ["pile"], "seat": ["hand", "played"]},
}
CARDS = ({"id": "c1", "kind": "crew", "name": "Crew One", "cash": 3},
         {"id": "j1", "kind": "job", "name": "Bank", "value": 4, "city": "north"},
         {"id": "j2", "kind": "job", "name": "Train", "value": 2})
EXTRA = {"face_up": False, "links": list}


def written_module(tmp_path, game, name="cards_written"):
    """The module the compiler writes for `game`'s slots, imported from a file as a build's is."""
    path = tmp_path / f"{name}.py"
    path.write_text(card_slot_functions(game), encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_written_slots_are_the_card_class_s_and_make_the_same_cards(tmp_path):
    mod = written_module(tmp_path, GAME)
    assert mod.CARD_SLOTS == ("cash", "value", "city", "heat", "value_markers")   # owned: a fresh dict per card
    assert mod.MARKER_SLOTS == ("heat", "influence", "value_markers")
    cards = tuple(dict(d) for d in CARDS)
    use_written_slots(cards, mod)
    cls = card_class(GAME, cards, EXTRA)
    assert cls._WRITTEN_FILL == (mod.CARD_SLOTS, mod.fill_card_slots) and cls._WRITTEN_TOTALS is mod.marker_totals
    names = _slots(cls)[0]
    made, plain = make_cards(cls, cards), [cls(i, d) for i, d in enumerate(cards)]
    for a, b in zip(made, plain):
        assert [getattr(a, n) for n in names] == [getattr(b, n) for n in names]
        assert a.influence is not b.influence and a.links is not b.links


def test_the_written_marker_totals_are_the_generic_sums(tmp_path):
    mod = written_module(tmp_path, GAME, "cards_totals")
    cls = card_class(GAME, CARDS, EXTRA)
    rng = random.Random(7)
    cards = [cls(i, d) for i, d in enumerate(CARDS * 5)]
    for c in cards:
        c.heat, c.value_markers = rng.randint(0, 3), rng.randint(0, 2)
        c.influence = {s: rng.randint(1, 2) for s in range(rng.randint(0, 3))}
    held = SimpleNamespace(hand=cards[:6], played=cards[6:11])
    _, held_of, totals = held_marker_totals(type("Plain", (cls,), {"__slots__": ()}), ("hand", "played"))
    generic = totals(held_of([held]))
    assert mod.marker_totals(cards[:11]) == generic == (
        sum(c.heat for c in cards[:11]), sum(sum(c.influence.values()) for c in cards[:11]),
        sum(c.value_markers for c in cards[:11]))


def test_a_class_with_other_slots_keeps_the_generic_path(tmp_path):
    other = {**GAME, "markers": {"heat": {"on": ["job"]}}}          # no `value` marker: slots differ
    mod = written_module(tmp_path, other, "cards_other")
    cards = tuple(dict(d) for d in CARDS)
    use_written_slots(cards, mod)
    cls = card_class({**GAME, "id": "slot_heist_two"}, cards, {"face_up": True})
    assert "_WRITTEN_FILL" not in cls.__dict__ and "_WRITTEN_TOTALS" not in cls.__dict__
    assert [c.id for c in make_cards(cls, cards)] == ["c1", "j1", "j2"]


def test_a_keyword_name_gets_no_code_and_a_build_warning():
    game = {**GAME, "card_kinds": {"crew": {"fields": ["cash", "pass"]}}, "markers": {"if": {"on": ["crew"]}}}
    assert unwritable(game) == ["pass", "if"]
    assert card_slot_functions(game) == ""
    bag = DiagnosticBag()
    _warn_unwritable_slots(SimpleNamespace(manifest=SimpleNamespace(game_dict=lambda: game), root="pack"), bag)
    [warning] = bag.warnings
    assert warning.code == "SYN504" and "`pass`, `if`" in warning.message


def test_the_bundled_pack_s_cards_use_what_its_build_wrote():
    from compiler.simulate.adapter import load_compiled
    from runtime import session

    pack = load_compiled("content/crime_lords")
    game = session.new_game(pack, 4, 1, {i: "random" for i in range(1, 5)}, [], log=False)
    cls = type(game.state.cards[0])
    assert "_WRITTEN_FILL" in cls.__dict__ and "_WRITTEN_TOTALS" in cls.__dict__


def test_every_snapshot_of_the_tally_totals_the_cards_held_then(monkeypatch):
    """The tally keeps the list of held cards while the state's count of moves stays (an effect that
    moved nothing): each snapshot of seeded games reads what every held card carries at that moment."""
    from compiler.simulate.ability_tally import AbilityTally
    from compiler.simulate.adapter import load_compiled, play_one

    checked = []
    snapshot = AbilityTally._snapshot

    def compared(self, owner):
        got = snapshot(self, owner)
        st = self.game.state
        held = [c for s in st.seats for z in st.seat_zones for c in getattr(s, z)]
        assert got[2] == tuple(sum(getattr(c, a) for c in held) for a in type(held[0]).MARKERS.values())
        checked.append(got[1])
        return got

    monkeypatch.setattr(AbilityTally, "_snapshot", compared)
    pack = load_compiled("content/crime_lords")
    for seed, kind in ((3, "heuristic"), (4, "random"), (5, "heuristic")):
        play_one(pack, seed, [kind] * 4, [], None, None)
    assert len(checked) > 60 and len(set(checked)) < len(checked)     # some snapshots reused the held list
