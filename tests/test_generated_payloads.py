"""Issue 10 item 2: nothing a pack names becomes code.

A copy of the base pack whose folder name, a file name, a house-rule id and
every free-text field hold quote-breaking payloads is built; the generated
modules hold each payload only as a literal, have no line break but `\\n`
(so no comment or docstring can end early in any tool's eyes), and importing
them — in a subprocess, and by `syndicate play` — runs nothing (no sentinel).
"""
from __future__ import annotations

import ast
import io
import json
import os
import shutil
import subprocess
import sys
import tokenize

from adversarial.packs import ROOT, run_cli
from compiler.build.folders import pack_id
from compiler.emit.modules import comment, docstring, header

BASE = os.path.join(ROOT, "content", "crime_lords")
# Everything that could end a string, a comment or a docstring, or a line in some tool's eyes.
BREAKERS = "'''\"\"\"\\ # \n\r\u2028\u2029\x85\x0c\x0b"
SENTINEL = "PWNED_SENTINEL"
PAYLOAD = f"x{BREAKERS}\0 end'); open('{SENTINEL}', 'w') #\n\"\"\"; open('{SENTINEL}', 'w'); '''"
# A file name may hold anything but `/` and NUL (the file system refuses those).
FOLDER = f"evil'''\"\"\"\\#\n\r\u2028\u2029\x85\x0c\x0b ; open('{SENTINEL}','w') #"
RULE_FILE = f"rule'''\"\"\"#\u2028\r\n{SENTINEL}"
# Ids (cards, house rules) are held to `[a-z][a-z0-9_]*` by the schemas: a payload there is refused.


def _yaml_string(text: str) -> str:
    return json.dumps(text)   # a JSON string is a YAML double-quoted scalar; every odd character escaped


def _hostile_pack(tmp_path) -> str:
    pack = os.path.join(str(tmp_path), "content", FOLDER)
    shutil.copytree(BASE, pack, ignore=shutil.ignore_patterns("__pycache__"))
    path = os.path.join(pack, "crooks.yaml")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    text = text.replace("""name: 'Augustus "the Judge" Pell'""", "name: " + _yaml_string(PAYLOAD[:60]), 1)
    text = text.replace('text: "When he leads a recruitment, any number of Crooks below him may assist (instead of only one)."',
                        "text: " + _yaml_string(PAYLOAD), 1)
    text = text.replace('flavor: "He hands down the sentences; the city serves them."', "flavor: " + _yaml_string(PAYLOAD), 1)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    with open(os.path.join(pack, "house_rules", RULE_FILE + ".yaml"), "w", encoding="utf-8") as fh:
        fh.write("# yaml-language-server: $schema=../schemas/house_rule.schema.json\nkind: house_rule\nid: hostile_rule\n"
                 "name: " + _yaml_string(PAYLOAD[:60]) + "\ndescription: " + _yaml_string(PAYLOAD)
                 + "\nsettings:\n  victory:\n    length: short\n")
    return pack


def _strings_in_comments_and_docstrings(source: str) -> list[str]:
    out = [tok.string for tok in tokenize.generate_tokens(io.StringIO(source).readline) if tok.type == tokenize.COMMENT]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.FunctionDef)) and ast.get_docstring(node, clean=False) is not None:
            out.append(node.body[0].value.value)
    return out


def test_pack_id_is_a_checked_identifier_and_injective():
    assert pack_id("crime_lords") == "crime_lords"                    # plain names stay as they are
    assert pack_id("my-pack") == "p_my_2d_pack" and pack_id("my_2d_pack") == "my_2d_pack"
    names = [FOLDER, "..", ".", "a b", "a_b", "p_x", "class", "ünï", "a-b", "a_2d_b", "9lives", "", "p__"]
    ids = [pack_id(n) for n in names]
    assert len(set(ids)) == len(ids)
    assert all(i.isidentifier() and i.isascii() for i in ids)


def test_what_pythons_tokenizer_takes_for_a_line_break():
    """The facts the emitter is built on: a raw \r ends a comment (so code after it would run);
    U+2028, U+2029, \x85, \f, \v do not, though str.splitlines() and many editors break there."""
    for sep, ends in (("\r", True), ("\r\n", True), ("\n", True), ("\u2028", False), ("\u2029", False),
                      ("\x85", False), ("\x0c", False), ("\x0b", False)):
        ns: dict = {}
        exec(compile("# c" + sep + "x = 1\n", "<probe>", "exec"), ns)
        assert ("x" in ns) == ends, repr(sep)
        assert len(("# c" + sep + "x").splitlines()) == 2


def test_comment_and_docstring_cannot_end_early():
    """Python's tokenizer ends a line only at \\n, \\r\\n or \\r; other tools (str.splitlines, editors)
    also at \\v, \\f, \\x1c-\\x1e, \\x85, U+2028, U+2029. None of them reach a comment or docstring raw."""
    for text in (PAYLOAD, FOLDER, BREAKERS, "\x1c\x1d\x1e"):
        for src in (comment(text) + "\nx = 1\n", "def f():\n    " + docstring(text) + "\n", header("Cards", text)):
            assert len(src.splitlines()) == src.count("\n"), repr(src)
            ns: dict = {}
            exec(compile(src, "<generated>", "exec"), ns)   # it compiles, and defines only what it says
            assert set(ns) - {"__builtins__", "__doc__"} <= {"x", "f"}
        assert ast.literal_eval(docstring(text)) == text


def test_a_pack_full_of_payloads_builds_imports_and_plays_without_running_anything(tmp_path):
    pack = _hostile_pack(tmp_path)
    gen = tmp_path / "gen"
    r = run_cli("build", pack, "--build-dir", str(gen), cwd=str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    folder = gen / pack_id(FOLDER)
    assert sorted(os.listdir(gen)) == [pack_id(FOLDER)] and pack_id(FOLDER).startswith("p_")
    for name in sorted(os.listdir(folder)):
        source = (folder / name).read_text(encoding="utf-8")
        # Only \n breaks lines; no NUL; every comment and docstring holds the payloads escaped, never raw.
        assert len(source.splitlines()) == source.count("\n") and "\0" not in source, name
        for text in _strings_in_comments_and_docstrings(source):
            assert not any(c in text for c in "\r\u2028\u2029\x85\x0c\x0b\0"), (name, text)
            assert FOLDER not in text and PAYLOAD not in text
        # The module is assignments, imports and function definitions: no statement runs anything.
        for stmt in ast.parse(source).body:
            assert isinstance(stmt, (ast.Assign, ast.ImportFrom, ast.FunctionDef)) or (
                isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)), (name, ast.dump(stmt)[:200])
    probe = ("import json, sys\nfrom runtime.packs import load_generated\np = load_generated(sys.argv[1])\n"
             "judge = next(c for c in p.cards if c['id'] == 'judge_pell')\n"
             "rule = p.house_rules['hostile_rule']\n"
             "print(json.dumps([p.name, judge['name'], rule.id, rule.name, rule.source]))\n")
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-c", probe, str(folder)], capture_output=True, text=True, cwd=str(tmp_path),
                       env=env, timeout=120)
    assert p.returncode == 0, p.stderr
    name, judge, rule_id, rule_name, source = json.loads(p.stdout)
    assert (name, judge, rule_id, rule_name) == (FOLDER, PAYLOAD[:60], "hostile_rule", PAYLOAD[:60])
    assert source == f"{FOLDER}/house_rules/{RULE_FILE}.yaml:2"
    # The text and flavor are sheet fields, not stats: they stay out of generated code altogether.
    play = run_cli("play", pack, "--build-dir", str(gen), "--players", "3", "--seed", "2", "--quiet",
                   "--house-rule", "hostile_rule", cwd=str(tmp_path), timeout=120)
    assert play.returncode == 0, play.stdout + play.stderr
    assert "===" in play.stdout and "Traceback" not in play.stderr
    for folder_ in (tmp_path, gen, folder, pack, ROOT):
        assert not os.path.exists(os.path.join(folder_, SENTINEL))
