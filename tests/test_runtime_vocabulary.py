"""The runtime's Ctx implements exactly the vocabulary's runtime names (selectors, functions,
properties, effects), so generated code and the engine cannot drift apart."""
from dsl import vocabulary
from runtime.games.crime_lords.context import Ctx

OWN = {"label", "g", "card", "seat", "event", "attack_"}   # Ctx's own helpers, not vocabulary


def public_members():
    return {n for n in dir(Ctx) if not n.startswith("_")} - OWN


def test_runtime_ctx_matches_vocabulary_exactly():
    want = vocabulary.runtime_methods()
    have = public_members()
    assert sorted(want - have) == [], "vocabulary names the runtime lacks"
    assert sorted(have - want) == [], "Ctx members the vocabulary does not name"


def test_runtime_selectors_are_attributes_and_others_callables():
    for e in vocabulary.SELECTORS.values():
        assert isinstance(getattr(Ctx, e.runtime), property), e.runtime
    for table in (vocabulary.FUNCTIONS, vocabulary.PROPERTIES, vocabulary.EFFECTS):
        for e in table.values():
            assert callable(getattr(Ctx, e.runtime)), e.runtime


def test_runtime_event_names_are_emitted():
    import pathlib
    src = "".join(p.read_text() for p in pathlib.Path("runtime/games/crime_lords").glob("*.py"))
    for name in vocabulary.EVENTS:
        assert f'Event("{name}"' in src or f"Event(\"{name}\"" in src or name in ("attack_succeeded", "attack_failed") \
            and '"attack_succeeded" if ok else "attack_failed"' in src, name
