"""Issue 17: Lark's parse tables from the signed JSON grammar cache (dsl/grammarcache.py).

A parser loaded from the cache must be the parser built from grammar.lark:
the same tables, the same trees and the same syntax problems for every
ability of the base pack and for broken ones. A forged or corrupted cache
file is a miss (the tables are built afresh and the file rewritten), never
an error; no pickle is involved (tests/test_cache_forgery.py scans for it).
"""
from __future__ import annotations

import glob
import json
import os
import subprocess
import sys

import pytest

import cache_entries

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROBE = r"""
import glob, json, sys, yaml
import dsl.parser as P
from dsl import grammarcache
loaded = grammarcache.load(open(P.GRAMMAR_PATH, encoding="utf-8").read(), P._BUILD)
texts = []
for path in sorted(glob.glob("content/crime_lords/*.yaml")):
    data = yaml.safe_load(open(path, encoding="utf-8"))
    for item in data.get("cards", []) + data.get("house_rules", []):
        texts += [a for a in item.get("abilities", []) if isinstance(a, str)]
texts += ["on turn_start: gain 2 G", "modify hit by for attacks by owner", "on turn_start gain 2 G",
          "action costs token, target c: crook where c.power < (1 + : boost attack by 1", "play: ???"]
def action(a):
    kind, arg = a
    if str(kind) == "Shift":
        return ("shift", arg)
    return ("reduce", str(arg.origin.name), [str(x.name) for x in arg.expansion], str(arg.alias), arg.order,
            arg.options.keep_all_tokens, arg.options.expand1)
out = {"from_cache": loaded is not None, "abilities": len(texts),
       "table": repr(sorted((s, sorted((k, action(v)) for k, v in a.items()))
                            for s, a in P.get_parser().parser.parser.parser.parse_table.states.items())),
       "parses": [[repr(node), [repr(p) for p in problems]] for node, problems in map(P.parse, texts)]}
print(json.dumps(out))
"""


def probe(env) -> dict:
    r = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


@pytest.fixture
def env(tmp_path):
    return dict(os.environ, PYTHONPATH=ROOT, SYNDICATE_CACHE_DIR=str(tmp_path / "cache"),
                SYNDICATE_CACHE_KEY_FILE=str(tmp_path / "home" / "cache.key"))


def cache_file(env) -> str:
    """The store's one entry of the grammar (dsl/cache.py), or where none is."""
    found = glob.glob(os.path.join(env["SYNDICATE_CACHE_DIR"], "grammar-*.json"))
    assert len(found) <= 1, found
    return found[0] if found else os.path.join(env["SYNDICATE_CACHE_DIR"], "grammar-none.json")


def test_parser_from_the_cache_is_the_built_parser(env):
    built = probe(env)
    assert not built["from_cache"] and os.path.exists(cache_file(env))
    cached = probe(env)
    assert cached["from_cache"]
    assert built["abilities"] > 50   # every ability of the base pack, and the broken ones
    assert cached["table"] == built["table"]
    assert cached["parses"] == built["parses"]
    assert any(problems for _, problems in built["parses"]), "the broken abilities report their problems"


def test_forged_or_corrupted_tables_are_a_miss(env):
    built = probe(env)
    mac, entry = cache_entries.read(cache_file(env))
    entry["payload"]["data"]["rules"] = entry["payload"]["data"]["rules"][:1]   # unsigned change
    cache_entries.write(cache_file(env), mac, entry)
    forged = probe(env)
    assert not forged["from_cache"]
    assert forged["parses"] == built["parses"]
    with open(cache_file(env), "w", encoding="utf-8") as fh:
        fh.write('{"key": ')
    broken = probe(env)
    assert not broken["from_cache"] and broken["parses"] == built["parses"]
    assert probe(env)["from_cache"], "the next run finds the tables it rewrote"


def test_no_safe_key_no_tables_kept(env, tmp_path):
    key = tmp_path / "home" / "cache.key"
    key.parent.mkdir(parents=True)
    key.write_text("1" * 64)
    key.chmod(0o666)
    assert not probe(env)["from_cache"]
    assert not os.path.exists(cache_file(env))
