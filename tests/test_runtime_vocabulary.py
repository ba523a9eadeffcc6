"""The runtime's Ctx implements exactly the vocabulary's runtime names (selectors, functions,
properties, effects), so generated code and the engine cannot drift apart."""
import types

from runtime.games.crime_lords.context import Ctx
from tests.base_vocab import VOCAB as vocabulary

OWN = {"label", "g", "card", "seat", "event", "attack_"}   # Ctx's own helpers, not vocabulary


def public_members():
    return {n for n in dir(Ctx) if not n.startswith("_")} - OWN


def test_runtime_ctx_matches_vocabulary_exactly():
    want = vocabulary.runtime_methods()
    have = public_members()
    assert sorted(want - have) == [], "vocabulary names the runtime lacks"
    assert sorted(have - want) == [], "Ctx members the vocabulary does not name"


def test_runtime_selectors_are_attributes_and_others_callables():
    for e in vocabulary.selectors.values():
        # read as attributes: a property, or a slot read as it is (this_card is the card slot)
        assert isinstance(getattr(Ctx, e.runtime), (property, types.MemberDescriptorType)), e.runtime
    for table in (vocabulary.functions, vocabulary.properties, vocabulary.effects):
        for e in table.values():
            assert callable(getattr(Ctx, e.runtime)), e.runtime


def test_runtime_event_names_are_emitted():
    import pathlib
    src = "".join(p.read_text() for p in pathlib.Path("runtime/games/crime_lords").glob("*.py"))
    for name in vocabulary.events:
        assert f'Event("{name}"' in src or f"Event(\"{name}\"" in src or name in ("attack_succeeded", "attack_failed") \
            and '"attack_succeeded" if ok else "attack_failed"' in src, name
