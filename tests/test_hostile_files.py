"""Issue 10, item 5: files that are not regular, or not inside the pack, are never read.

`check` and `build` (its content hash included) and the diagnostic printer are
run against FIFOs, devices, links leaving the pack and files that grow while
read. Each run is a subprocess under an audit hook (tests/adversarial/audited.py):
the code is asserted, the file outside the pack is never opened, its text never
appears, nothing is started, and nothing hangs (every run has a timeout).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from adversarial.audited import opened, started
from adversarial.packs import ROOT, mini_pack

AUDITED = os.path.join(ROOT, "tests", "adversarial", "audited.py")
SECRET = "OUTSIDE-SECRET-77e1"


def audited(tmp_path, *args, timeout=60):
    log = tmp_path / "audit.log"
    env = dict(os.environ, SYNDICATE_CACHE_DIR=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, AUDITED, str(log), *args], capture_output=True, text=True,
                       timeout=timeout, cwd=str(tmp_path), env=env)
    assert "Traceback" not in r.stderr, r.stderr
    return r, str(log)


@pytest.fixture
def stage(tmp_path):
    pack = mini_pack(tmp_path)
    secret = tmp_path / "outside" / "secret.yaml"
    secret.parent.mkdir()
    secret.write_text(f"kind: crook\ncards:\n  - id: {SECRET}\n    name: {SECRET}\n", encoding="utf-8")
    return pack, secret


def _codes(r) -> list[tuple[str, str]]:
    data = json.loads(r.stdout)
    return sorted((d["code"], os.path.basename(d["file"])) for d in data["diagnostics"])


@pytest.mark.parametrize("target", ["secret", "/dev/zero", "/dev/urandom", "/etc/passwd"])
def test_a_content_file_linking_out_of_the_pack_is_never_read_syn019(tmp_path, stage, target):
    pack, secret = stage
    where = str(secret) if target == "secret" else target
    os.symlink(where, os.path.join(pack, "extra.yaml"))
    r, log = audited(tmp_path, "check", pack, "--format", "json")
    assert r.returncode == 1
    assert _codes(r) == [("SYN019", "extra.yaml")]
    assert os.path.realpath(where) not in opened(log)
    assert SECRET not in r.stdout + r.stderr and started(log) == []
    # Text output and its caret line: still nothing of the file outside.
    r, log = audited(tmp_path, "check", pack)
    assert "SYN019" in r.stdout + r.stderr and SECRET not in r.stdout + r.stderr
    assert os.path.realpath(where) not in opened(log)


def test_a_folder_link_out_of_the_pack_is_not_entered(tmp_path, stage):
    pack, secret = stage
    os.symlink(str(secret.parent), os.path.join(pack, "more"))
    r, log = audited(tmp_path, "check", pack, "--format", "json")
    assert r.returncode == 0, r.stdout
    assert os.path.realpath(secret) not in opened(log) and SECRET not in r.stdout


@pytest.mark.parametrize("command", ["check", "build"])
def test_fifo_and_device_links_never_block_check_or_build_or_its_content_hash(tmp_path, stage, command):
    pack, secret = stage
    os.mkfifo(os.path.join(pack, "pipe.yaml"))
    os.symlink("/dev/zero", os.path.join(pack, "zero.yaml"))
    os.symlink(str(secret), os.path.join(pack, "extra.yaml"))
    args = [command, pack] + (["--out", str(tmp_path / "gen")] if command == "build" else []) + ["--format", "json"]
    r, log = audited(tmp_path, *args, timeout=60)
    assert r.returncode == 1
    codes = _codes(r)
    assert ("SYN009", "pipe.yaml") in codes and ("SYN019", "zero.yaml") in codes and ("SYN019", "extra.yaml") in codes
    assert "/dev/zero" not in opened(log) and os.path.realpath(secret) not in opened(log)
    assert SECRET not in r.stdout + r.stderr and started(log) == []
    assert not (tmp_path / "gen").exists()


def test_content_hash_hashes_refused_files_without_reading_them(tmp_path, stage, monkeypatch):
    from compiler.build import builder as build
    from compiler.files import safe_read

    pack, secret = stage
    os.mkfifo(os.path.join(pack, "pipe.yaml"))
    os.symlink(str(secret), os.path.join(pack, "extra.yaml"))
    before = build.content_hash(pack)   # returns: the FIFO is not waited on
    secret.write_text("changed", encoding="utf-8")
    assert build.content_hash(pack) == before   # the file outside the pack is not part of the hash
    reads = []
    real_read = safe_read.os.read
    monkeypatch.setattr(safe_read.os, "read", lambda fd, n: reads.append(os.readlink(f"/proc/self/fd/{fd}"))
                        or real_read(fd, n))
    build.content_hash(pack)
    assert not any(p.endswith(("pipe.yaml", "secret.yaml")) for p in reads)


def test_a_file_growing_while_read_is_refused_syn020(tmp_path, monkeypatch):
    from compiler.files import safe_read
    from compiler.pipeline import check_pack

    pack = mini_pack(tmp_path)
    target = os.path.join(pack, "specials.yaml")
    real_read = safe_read.os.read
    grown = []

    def read_and_grow(fd, n):
        data = real_read(fd, n)
        if os.readlink(f"/proc/self/fd/{fd}") == os.path.realpath(target) and not grown:
            with open(target, "a", encoding="utf-8") as fh:   # another program appends meanwhile
                fh.write("# more\n" * 100)
            grown.append(1)
        return data

    monkeypatch.setattr(safe_read.os, "read", read_and_grow)
    _, bag = check_pack(pack)
    assert [(d.code, os.path.basename(d.span.file)) for d in bag.errors] == [("SYN020", "specials.yaml")]
    assert "changed while it was read" in bag.errors[0].message


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "/dev/urandom", "link_out", "big"])
def test_the_diagnostic_printer_never_reads_what_it_should_not(tmp_path, kind):
    from compiler.report.diagnostics import Diagnostic, SourceCache, Span, render_one

    secret = tmp_path / "secret.txt"
    secret.write_text(f"{SECRET}\n", encoding="utf-8")
    if kind == "fifo":
        path = str(tmp_path / "pipe.yaml")
        os.mkfifo(path)
    elif kind == "link_out":
        path = str(tmp_path / "pack" / "x.yaml")
        os.makedirs(os.path.dirname(path))
        os.symlink(secret, path)
    elif kind == "big":
        path = str(tmp_path / "big.yaml")
        with open(path, "w") as fh:
            fh.write(f"{SECRET}\n" * 300_000)
    else:
        path = kind
    text = render_one(Diagnostic("SYN010", "bad", Span(path, 1, 1)), SourceCache())
    assert SECRET not in text and " 1 |" not in text


def test_the_printer_shows_the_text_the_loader_read_not_the_file_as_it_is_now(tmp_path):
    from compiler.pipeline import check_pack
    from compiler.report.diagnostics import SourceCache, render_text

    pack = mini_pack(tmp_path)
    path = os.path.join(pack, "specials.yaml")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text + "\nbogus_key: 1\n")
    _, bag = check_pack(pack)
    with open(path, "w", encoding="utf-8") as fh:   # changed after the check read it
        fh.write(f"{SECRET}\n" * 400)
    out = render_text(bag.sorted(), SourceCache())
    assert "bogus_key: 1" in out and SECRET not in out
