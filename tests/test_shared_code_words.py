"""Shared code names no game's concepts (issues 11 and 26).

The effect language, the compiler, the kernel, the ability runtime, the
players and the session serve every pack; what a game calls its cards,
factions, places and markers is declared by its pack (game.yaml) and played
by its engine under runtime/games/.

The words looked for are Crime Lords' concepts (CRIME_LORDS_WORDS, which
predate this test's reading of packs) and, for every pack under content/,
the nouns its game.yaml declares: each card kind's id and plural (its
labels, markers and stats are left out: "Thug group", `power`, `income`
hold words every game uses). A pack added later is covered by being
there.
"""
import os
import re

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNTIME = os.path.join(ROOT, "runtime")
SHARED_FOLDERS = ("dsl", "compiler", os.path.join("runtime", "kernel"), os.path.join("runtime", "abilities"),
                  os.path.join("runtime", "players"))
CRIME_LORDS_WORDS = re.compile(
    r"\b(crooks?|rackets?|mobs?|boss(es)?|districts?|unhappy|weakness(es)?|lieutenants?)\b", re.IGNORECASE)
# Words of the effect language's own records (runtime/api.py) that a pack also uses as a noun:
# `special` is the api's flag of a played ability (Activated.special), which the shared runtime reads.
LANGUAGE_WORDS = {"special", "specials"}


def shared_sources():
    for folder in SHARED_FOLDERS:
        for dirpath, dirnames, files in os.walk(os.path.join(ROOT, folder)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(files):
                if name.endswith((".py", ".lark")):
                    yield os.path.join(dirpath, name)
    for name in sorted(os.listdir(RUNTIME)):        # runtime/*.py: api, session, save, soak, packs...
        if name.endswith(".py"):
            yield os.path.join(RUNTIME, name)
    yield os.path.join(RUNTIME, "games", "__init__.py")   # the engine registry and contract


def pack_nouns() -> dict[str, set]:
    """{pack: the nouns its game.yaml declares}, for every pack under content/."""
    out = {}
    content = os.path.join(ROOT, "content")
    for pack in sorted(os.listdir(content)):
        path = os.path.join(content, pack, "game.yaml")
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as fh:
            game = yaml.safe_load(fh)
        words = set()
        for kind, spec in (game.get("card_kinds") or {}).items():
            words.add(kind)
            if spec.get("plural"):
                words.add(spec["plural"])
        out[pack] = {w.lower() for w in words if len(w) > 2 and "_" not in w} - LANGUAGE_WORDS - {"card", "cards"}
    return out


def _hits(pattern) -> list[str]:
    hits = []
    for path in shared_sources():
        with open(path, encoding="utf-8") as fh:
            for number, line in enumerate(fh, 1):
                if pattern.search(line):
                    hits.append(f"{os.path.relpath(path, ROOT)}:{number}: {line.strip()}")
    return hits


def test_shared_code_names_no_crime_lords_concept():
    hits = _hits(CRIME_LORDS_WORDS)
    assert not hits, "shared code names Crime Lords concepts:\n" + "\n".join(hits)


def test_shared_code_names_no_pack_noun():
    for pack, nouns in pack_nouns().items():
        # (?<!-): CSS's `font-family` is not a card kind's noun.
        pattern = re.compile(r"(?<!-)\b(" + "|".join(sorted(map(re.escape, nouns))) + r")\b", re.IGNORECASE)
        hits = _hits(pattern)
        assert not hits, f"shared code names {pack}'s nouns ({', '.join(sorted(nouns))}):\n" + "\n".join(hits)


def test_the_word_check_reads_every_shared_folder_and_every_pack():
    # Guards the tests above against passing because they read nothing.
    found = {os.path.relpath(p, ROOT).split(os.sep)[:2][-1] if p.startswith(RUNTIME) else
             os.path.relpath(p, ROOT).split(os.sep)[0] for p in shared_sources()}
    assert {"dsl", "compiler", "kernel", "abilities", "players", "api.py", "session.py", "games"} <= found
    assert any(p.endswith("grammar.lark") for p in shared_sources())
    assert CRIME_LORDS_WORDS.search("the Boss of a Mob") and CRIME_LORDS_WORDS.search("UNHAPPY markers")
    assert not CRIME_LORDS_WORDS.search("mobile bossa-nova")
    nouns = pack_nouns()
    assert {"crime_lords", "crime_wars"} <= set(nouns)
    assert {"crook", "racket", "mob"} <= nouns["crime_lords"]
    assert {"team", "thug", "thugs", "kingpin", "snitch", "snitches", "bonus"} <= nouns["crime_wars"]
