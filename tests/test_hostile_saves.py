"""Issue 10, items 9 and 5: a save file from anyone is validated before use, and writing one fails cleanly.

`syndicate replay` and `syndicate play --resume` run in a subprocess under an audit hook
(tests/adversarial/audited.py). Each hostile save gets its code, no traceback, no
process is started, the payloads in its strings never run (the sentinel file is never
created) and nothing outside what was named is read.
"""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys

import pytest

from adversarial.audited import opened, started
from adversarial.packs import ROOT

AUDITED = os.path.join(ROOT, "tests", "adversarial", "audited.py")
PACK = os.path.join(ROOT, "content", "crime_lords")


def cli(tmp_path, *args, timeout=120, audit=True):
    log = tmp_path / "audit.log"
    cmd = [sys.executable, AUDITED, str(log), *args] if audit else [sys.executable, "-m", "compiler", *args]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT,
                       env=dict(os.environ, PYTHONPATH=ROOT))
    assert "Traceback" not in r.stderr, r.stderr
    return r, str(log)


@pytest.fixture(scope="module")
def good(tmp_path_factory):
    """A real save of a short game."""
    path = tmp_path_factory.mktemp("save") / "game.json"
    r = subprocess.run([sys.executable, "-m", "compiler", "play", PACK, "--players", "3", "--seed", "5", "--quiet",
                        "--max-turns", "2", "--save", str(path)], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    return json.loads(path.read_text())


def _code(r) -> str:
    head = r.stderr.strip().split("\n")[0]
    assert head.startswith("error[SYN"), r.stderr
    return head[6:12]


SENTINEL_CMD = "__import__('os').system('touch {s}')"


def _mutations(sentinel):
    payload = SENTINEL_CMD.format(s=sentinel)
    return {
        "players_text": (lambda d: d.update(players="four"), "SYN708", "/players"),
        "players_negative": (lambda d: d.update(players=-3), "SYN708", "/players"),
        "players_huge": (lambda d: d.update(players=10 ** 15), "SYN708", "/players"),
        "players_5000_digits": (lambda d: d.update(players=int("9" * 4000)), "SYN711", "digits"),
        "seed_float": (lambda d: d.update(seed=1.5), "SYN708", "/seed"),
        "seat_kind": (lambda d: d["seats"].__setitem__(0, "alien"), "SYN708", "/seats/0"),
        "seat_count": (lambda d: d["seats"].append("random"), "SYN708", "/seats"),
        "answer_negative": (lambda d: d["answers"].__setitem__(0, -1), "SYN708", "/answers/0"),
        "answer_text": (lambda d: d["answers"].__setitem__(0, payload), "SYN708", "/answers/0"),
        "unknown_field": (lambda d: d.update(exec=payload), "SYN708", "unknown field exec"),
        "house_rule_payload": (lambda d: d.update(house_rules=[payload]), "SYN708", "/house_rules/0"),
        "house_rule_unknown": (lambda d: d.update(house_rules=["no_such_rule"]), "SYN709", "no_such_rule"),
        "pack_path": (lambda d: d.update(pack="../../etc"), "SYN708", "/pack"),
        "format": (lambda d: d.update(format=2), "SYN708", "/format"),
        "hash": (lambda d: d.update(hash=payload), "SYN708", "/hash"),
        "missing": (lambda d: d.pop("answers"), "SYN708", "answers"),
        "top_list": (lambda d: None, "SYN708", "must be object"),
    }


@pytest.mark.parametrize("case", sorted(_mutations("S")))
@pytest.mark.parametrize("command", ["replay", "resume"])
def test_every_field_of_a_save_is_validated_before_use(tmp_path, good, case, command):
    sentinel = tmp_path / "SENTINEL"
    mutate, code, what = _mutations(sentinel)[case]
    data = json.loads(json.dumps(good))
    mutate(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps([data] if case == "top_list" else data))
    args = ["replay", str(path)] if command == "replay" else ["play", PACK, "--quiet", "--resume", str(path)]
    r, log = cli(tmp_path, *args)
    assert r.returncode == 2
    assert _code(r) == code and what in r.stderr, r.stderr
    assert not sentinel.exists() and started(log) == []


def test_a_save_field_error_points_at_its_key_line(tmp_path, good):
    data = dict(good, players="four")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data, indent=1))
    r, _ = cli(tmp_path, "replay", str(path), audit=False)
    line = next(i for i, ln in enumerate(path.read_text().split("\n"), 1) if '"players"' in ln)
    assert f"bad.json:{line}:2" in r.stderr


@pytest.mark.parametrize("text, code", [
    ("[" * 100_000 + "]" * 100_000, "SYN710"),
    ('{"a": ' * 50_000 + "1" + "}" * 50_000, "SYN710"),
    ('{"format": 1, "seed": NaN}', "SYN708"),
    ('{"format": 1, "seed": 1e999}', "SYN711"),
    ('{"format": 1, "seed": ' + "7" * 5000 + "}", "SYN711"),
    ("not json", "SYN705"),
    ("\xff\xfe", "SYN705"),
])
def test_hostile_json_never_reaches_the_parser_unbounded(tmp_path, text, code):
    path = tmp_path / "bad.json"
    path.write_bytes(text.encode("latin-1") if text == "\xff\xfe" else text.encode())
    r, log = cli(tmp_path, "replay", str(path))
    assert r.returncode == 2 and _code(r) == code
    assert started(log) == []


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "/dev/urandom"])   # a folder: click's own usage error
@pytest.mark.parametrize("command", ["replay", "resume"])
def test_a_save_that_is_not_a_regular_file_is_refused_without_blocking_syn707(tmp_path, kind, command):
    if kind == "fifo":
        path = str(tmp_path / "save.json")
        os.mkfifo(path)
    else:
        path = kind
    args = ["replay", path] if command == "replay" else ["play", PACK, "--quiet", "--resume", path]
    r, log = cli(tmp_path, *args, timeout=60)
    assert r.returncode == 2 and _code(r) == "SYN707", r.stderr
    assert "not a regular file" in r.stderr


def test_a_huge_save_is_refused_before_it_is_read_whole(tmp_path, good):
    from runtime.save_schema import MAX_BYTES

    path = tmp_path / "big.json"
    with open(path, "wb") as fh:
        fh.truncate(MAX_BYTES + 10)   # sparse: no disk used
    r, log = cli(tmp_path, "replay", str(path))
    assert _code(r) == "SYN707" and "larger than" in r.stderr


@pytest.mark.parametrize("target", ["/dev/full", "/sys/syndicate-save.json", "missing_folder"])
def test_writing_a_save_where_it_cannot_go_is_a_clean_message_syn712(tmp_path, target):
    path = str(tmp_path / "no" / "such" / "g.json") if target == "missing_folder" else target
    r, _ = cli(tmp_path, "play", PACK, "--quiet", "--seed", "3", "--max-turns", "1", "--save", path, audit=False)
    assert r.returncode == 2 and _code(r) == "SYN712", r.stderr
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)   # the device was not replaced by a file
    assert not [n for n in os.listdir(tmp_path) if n.startswith((".syndicate-", ".tmp-"))]


FULL_DISK = """
import builtins, errno, sys
sys.path.insert(0, {root!r})
_open = builtins.open
class Full:
    def __init__(self, fh): self.fh = fh
    def write(self, data): raise OSError(errno.ENOSPC, "No space left on device", self.fh.name)
    def __enter__(self): return self
    def __exit__(self, *a): self.fh.close()
    def __getattr__(self, n): return getattr(self.fh, n)
def full_open(f, mode="r", *a, **k):
    fh = _open(f, mode, *a, **k)
    return Full(fh) if "w" in mode and {name!r} in str(f) else fh
builtins.open = full_open
import os
_fdopen = os.fdopen
os.fdopen = lambda fd, mode="r", *a, **k: Full(_fdopen(fd, mode, *a, **k)) if "w" in mode else _fdopen(fd, mode, *a, **k)
from compiler.commands.cli import main
sys.argv = ["syndicate"] + sys.argv[1:]
main()
"""


def test_a_full_disk_while_writing_the_soak_summary_is_a_clean_message_syn712(tmp_path):
    out = tmp_path / "soak"
    r = subprocess.run([sys.executable, "-c", FULL_DISK.format(root=ROOT, name="soak.json"), "soak", PACK,
                        "--games", "1", "--out", str(out)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert "Traceback" not in r.stderr, r.stderr
    assert r.returncode == 2 and "SYN712" in r.stderr and "No space left" in r.stderr
    assert not (out / "soak.json").exists() and not [n for n in os.listdir(out) if ".tmp" in n]


def test_a_full_disk_while_writing_a_save_is_a_clean_message_syn712(tmp_path):
    path = tmp_path / "g.json"
    r = subprocess.run([sys.executable, "-c", FULL_DISK.format(root=ROOT, name="g.json"), "play", PACK, "--quiet",
                        "--seed", "3", "--max-turns", "1", "--save", str(path)],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert "Traceback" not in r.stderr, r.stderr
    assert r.returncode == 2 and "SYN712" in r.stderr and "No space left" in r.stderr
    assert os.listdir(tmp_path) == []


def test_the_schema_accepts_every_save_the_engine_writes(good):
    from runtime.save_schema import validate

    assert validate(good) == []
