"""Shared code names no game's concepts (issue 11).

The effect language, the compiler and the kernel serve every pack; what a
game calls its cards, factions, places and markers is declared by its pack
(game.yaml) and played by its engine under runtime/games/.
"""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = ("dsl", "compiler", os.path.join("runtime", "kernel"))
CRIME_LORDS_WORDS = re.compile(
    r"\b(crooks?|rackets?|mobs?|boss(es)?|districts?|unhappy|weakness(es)?|lieutenants?)\b", re.IGNORECASE)


def shared_sources():
    for folder in SHARED:
        for dirpath, dirnames, files in os.walk(os.path.join(ROOT, folder)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(files):
                if name.endswith((".py", ".lark")):
                    yield os.path.join(dirpath, name)


def test_shared_code_names_no_crime_lords_concept():
    hits = []
    for path in shared_sources():
        with open(path, encoding="utf-8") as fh:
            for number, line in enumerate(fh, 1):
                if CRIME_LORDS_WORDS.search(line):
                    hits.append(f"{os.path.relpath(path, ROOT)}:{number}: {line.strip()}")
    assert not hits, "shared code names Crime Lords concepts:\n" + "\n".join(hits)


def test_the_word_check_reads_every_shared_folder():
    # Guards the test above against passing because it read nothing.
    found = {os.path.relpath(p, ROOT).split(os.sep)[0] for p in shared_sources()}
    assert found == {"dsl", "compiler", "runtime"}
    assert any(p.endswith("grammar.lark") for p in shared_sources())
    assert CRIME_LORDS_WORDS.search("the Boss of a Mob") and CRIME_LORDS_WORDS.search("UNHAPPY markers")
    assert not CRIME_LORDS_WORDS.search("mobile bossa-nova")
