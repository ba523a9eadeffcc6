"""Issue 10, item 1: a pack's card templates run in a sandbox with a budget, and read only templates/.

Every attack runs `syndicate sheets` in a subprocess under an audit hook
(tests/adversarial/audited.py): the diagnostic code and the template's file and
line are asserted, the sentinel file the payload tries to create never exists,
no process is started, and no file outside the pack is opened.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from adversarial.audited import opened, started
from manifest_support import copy_pack
from sheets_support import MINI, ROOT, TEMPLATES

AUDITED = os.path.join(ROOT, "tests", "adversarial", "audited.py")
SECRET = "TOP-SECRET-3f9c2a"


@pytest.fixture
def stage(tmp_path):
    """A mini pack with the base templates, a sentinel path and a secret file outside the pack."""
    pack = tmp_path / "mini"
    copy_pack(MINI, pack)
    shutil.copytree(TEMPLATES, pack / "templates")
    shutil.copytree(os.path.join(os.path.dirname(TEMPLATES), "art"), pack / "art")   # the art sheet.yaml names
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.html.j2").write_text(f"{SECRET}\n", encoding="utf-8")
    return {"pack": pack, "sentinel": tmp_path / "SENTINEL", "secret": outside / "secret.html.j2",
            "tmp": tmp_path}


def sheets(stage, timeout=120):
    log = stage["tmp"] / "audit.log"
    r = subprocess.run([sys.executable, AUDITED, str(log), "sheets", str(stage["pack"]), "--out",
                        str(stage["tmp"] / "out"), "--outputs", "html", "--jobs", "1", "--json"],
                       capture_output=True, text=True, timeout=timeout, cwd=str(stage["tmp"]))
    assert "Traceback" not in r.stderr, r.stderr
    report = json.loads(r.stdout)
    return r, report, log


def assert_contained(stage, r, log):
    """Nothing ran, nothing outside the pack was read, the secret never appears."""
    assert not stage["sentinel"].exists()
    assert started(str(log)) == []
    assert os.path.realpath(stage["secret"]) not in opened(str(log))
    assert SECRET not in r.stdout + r.stderr
    out = stage["tmp"] / "out"
    for dirpath, _, files in os.walk(out):
        for f in files:
            assert SECRET.encode() not in (open(os.path.join(dirpath, f), "rb").read())


def set_template(stage, name: str, line2: str) -> str:
    """Put `line2` as line 2 of the crook template (line 1 is its import)."""
    path = stage["pack"] / "templates" / name
    lines = path.read_text(encoding="utf-8").split("\n")
    lines.insert(1, line2)
    path.write_text("\n".join(lines), encoding="utf-8")
    return str(path)


def only(report, code):
    got = [d for d in report["diagnostics"] if d["severity"] == "error"]
    assert [d["code"] for d in got] == [code], got
    return got[0]


ESCAPES = [
    "{{ cycler.__init__.__globals__.os.system('touch ../SENTINEL') }}",
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{{ card|attr('__class__') }}",
    "{{ '{0.__class__.__init__.__globals__}'.format(card) }}",
    "{{ self._TemplateReference__context }}",
    "{{ joiner.__init__.__globals__['__builtins__']['__import__']('os').system('touch ../SENTINEL') }}",
    "{{ namespace.__init__.__globals__ }}",
    "{{ card.rules.append('x') }}",
    "{{ card.__getitem__('name') }}",
]


@pytest.mark.parametrize("payload", ESCAPES)
def test_sandbox_refuses_python_internals_syn612(stage, payload):
    set_template(stage, "crook.html.j2", payload)
    r, report, log = sheets(stage)
    assert r.returncode == 1
    d = only(report, "SYN612")
    assert d["file"].endswith(os.path.join("templates", "crook.html.j2")) and d["line"] == 2
    assert_contained(stage, r, log)


@pytest.mark.parametrize("payload", [
    "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    "{% set s = 'x' * 90000 %}{% for a in s %}{% for b in s %}{% endfor %}{% endfor %}",
    "{% for a in card.rules * 1000 %}{% for b in range(100000) %}{{ b }}{% endfor %}{% endfor %}",
])
def test_a_template_loop_that_would_run_for_ever_stops_syn613(stage, payload):
    set_template(stage, "crook.html.j2", payload)
    r, report, log = sheets(stage)
    d = only(report, "SYN613")
    assert d["line"] == 2 and "steps" in d["message"]
    assert_contained(stage, r, log)


@pytest.mark.parametrize("payload", [
    "{{ 10 ** 100000 }}",
    "{{ 'x' * 100000000 }}",
    "{% set s = 'x' * 600000 %}{{ s ~ s }}",
    "{{ 'x'|center(100000000) }}",
    "{{ '%999999999d' % 1 }}",
    "{{ '{:>999999999}'.format(1) }}",
    "{{ range(10 ** 9)|list }}",
    "{% set ns = namespace(s='xx') %}{% for i in range(64) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
])
def test_a_template_that_makes_a_huge_value_stops_syn615(stage, payload):
    set_template(stage, "crook.html.j2", payload)
    r, report, log = sheets(stage)
    d = only(report, "SYN615")
    assert d["line"] == 2
    assert_contained(stage, r, log)


def test_a_macro_that_calls_itself_for_ever_stops_syn616(stage):
    set_template(stage, "crook.html.j2", "{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}")
    r, report, log = sheets(stage)
    d = only(report, "SYN616")
    assert d["line"] == 2
    assert_contained(stage, r, log)


@pytest.mark.parametrize("how", ["dotdot", "absolute", "link_include", "link_template", "link_css",
                                 "link_folder"])
def test_templates_outside_the_templates_folder_are_never_read_syn614(stage, how):
    tpl = stage["pack"] / "templates"
    secret = stage["secret"]
    if how == "dotdot":
        set_template(stage, "crook.html.j2", "{% include '../../outside/secret.html.j2' %}")
    elif how == "absolute":
        set_template(stage, "crook.html.j2", "{% include '" + str(secret) + "' %}")
    elif how == "link_include":
        os.symlink(secret, tpl / "evil.html.j2")
        set_template(stage, "crook.html.j2", "{% include 'evil.html.j2' %}")
    elif how == "link_template":
        os.remove(tpl / "crook.html.j2")
        os.symlink(secret, tpl / "crook.html.j2")
    elif how == "link_css":
        os.remove(tpl / "cards.css")
        os.symlink(secret, tpl / "cards.css")
    elif how == "link_folder":
        os.symlink(secret.parent, tpl / "parts")
        set_template(stage, "crook.html.j2", "{% include 'parts/secret.html.j2' %}")
    r, report, log = sheets(stage)
    d = only(report, "SYN614")
    assert "templates" in d["file"]
    if how in ("dotdot", "absolute", "link_include", "link_folder"):
        assert d["line"] == 2 and d["file"].endswith("crook.html.j2")
    assert_contained(stage, r, log)


def test_a_template_that_is_a_fifo_does_not_hang_syn614(stage):
    os.mkfifo(stage["pack"] / "templates" / "part.html.j2")
    set_template(stage, "crook.html.j2", "{% include 'part.html.j2' %}")
    r, report, log = sheets(stage, timeout=60)
    d = only(report, "SYN614")
    assert "not a regular file" in d["message"]
    assert_contained(stage, r, log)


def test_the_base_pack_templates_stay_well_inside_the_budget():
    from compiler.report.diagnostics import DiagnosticBag
    from compiler.pipeline import read_pack
    from compiler.sheets import pipeline, render, sandbox

    bag = DiagnosticBag()
    pack = read_pack(os.path.join(ROOT, "content", "crime_lords"), bag)
    info = render.PackInfo(pack.ruleset, pack.manifest, bag, lambda p: None)
    from compiler.check.effects.vocab import pack_vocabulary
    info.vocab = pack_vocabulary(pack)
    tpl = render.open_templates(os.path.join(ROOT, "content", "crime_lords", "templates"), "t",
                                {c.kind for c in pack.cards}, bag)
    used = []
    for card in pack.cards:
        ctx = render.card_context(card, info, bag)
        tpl.env.render(tpl.env.get_template(render.template_name(card.kind)), {"card": ctx, "pack": info.name})
        used.append(sandbox.MAX_STEPS - tpl.env.left)
    assert not bag.errors
    assert max(used) * 1000 < sandbox.MAX_STEPS
