"""The adversarial corpus: every attack ends in its diagnostic code, never a traceback.

Big inputs are generated into tmp_path at test time. Each test names the
code it expects; CLI runs go through a subprocess and must exit non-zero
(or zero for harmless input) without a Python traceback.
"""
from __future__ import annotations

import os

import pytest

from adversarial import attacks
from adversarial.packs import mini_pack, run_cli, set_composition
from compiler.pipeline import check_pack


def _write(pack: str, name: str, data, mode: str = "w") -> str:
    path = os.path.join(pack, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, bytes):
        with open(path, "wb") as fh:
            fh.write(data)
    else:
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(data)
    return path


def _codes(pack: str) -> list[str]:
    _, bag = check_pack(pack)
    return [d.code for d in bag.sorted()]


def _diags(pack: str):
    return check_pack(pack)[1].sorted()


def _cli_fails_cleanly(pack: str, *extra):
    r = run_cli("check", pack, *extra)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "Traceback" not in r.stderr and "Traceback" not in r.stdout
    return r


# --- anchors and aliases ---------------------------------------------------------
def test_alias_bomb_is_refused_at_the_first_anchor(tmp_path):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.billion_laughs(9))
    d = _diags(pack)
    assert [x.code for x in d] == ["SYN012"]
    assert d[0].span.line == 3  # the first anchor, not somewhere deep in an expansion
    _cli_fails_cleanly(pack)


def test_circular_alias_is_refused(tmp_path):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.alias_cycle())
    assert _codes(pack) == ["SYN012"]


# --- nesting -------------------------------------------------------------------------
@pytest.mark.parametrize("make", [attacks.deep_flow, attacks.deep_mapping], ids=["lists", "mappings"])
def test_10000_deep_nesting_is_refused(tmp_path, make):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", make(10_000))
    assert _codes(pack) == ["SYN013"]
    _cli_fails_cleanly(pack)


@pytest.mark.parametrize("parens", [True, False], ids=["brackets", "nots"])
def test_10000_deep_ability_is_refused_by_the_parser(tmp_path, parens):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.crook_file([attacks.card(abilities=[attacks.deep_ability(10_000, parens)])]))
    set_composition(pack, "crook", 1)
    codes = _codes(pack)
    assert "SYN307" in codes          # nested too deeply
    assert set(codes) == {"SYN307", "SYN107"}  # and longer than an ability may be


# --- long lines and strings ------------------------------------------------------------
def test_very_long_string_is_a_length_error_and_the_caret_line_stays_short(tmp_path):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.crook_file([attacks.card(flavor="x" * 900_000)]))
    set_composition(pack, "crook", 1)
    assert _codes(pack) == ["SYN107"]
    r = _cli_fails_cleanly(pack)
    assert max(len(line) for line in r.stdout.splitlines()) < 400  # a window, not 900 kB of x


def test_very_long_name_and_ability(tmp_path):
    pack = mini_pack(tmp_path)
    long_ability = "on turn_start: " + " and ".join(["gain 1 G"] * 20_000)
    _write(pack, "crooks.yaml", attacks.crook_file([attacks.card(name="N" * 100_000, abilities=[long_ability])]))
    set_composition(pack, "crook", 1)
    codes = _codes(pack)
    assert codes.count("SYN107") == 2  # both too long for their schema
    assert set(codes) <= {"SYN107", "SYN301", "SYN302"}


def test_file_over_one_megabyte_is_refused_before_parsing(tmp_path):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.HEAD + "# " + "y" * 1_100_000 + "\ncards: []\n")
    assert _codes(pack) == ["SYN004"]


# --- bytes ---------------------------------------------------------------------------
def test_nul_byte_is_reported_with_its_place(tmp_path):
    pack = mini_pack(tmp_path)
    with open(os.path.join(pack, "crooks.yaml"), "rb") as fh:
        data = fh.read()
    _write(pack, "crooks.yaml", data.replace(b"Vera", b"Ve\x00ra", 1))
    d = _diags(pack)
    assert [x.code for x in d] == ["SYN003"]
    line = data[:data.index(b"Vera")].count(b"\n") + 1
    assert (d[0].span.line, d[0].span.col) == (line, 13)
    _cli_fails_cleanly(pack)


def test_invalid_utf8_is_reported_with_its_place(tmp_path):
    pack = mini_pack(tmp_path)
    with open(os.path.join(pack, "crooks.yaml"), "rb") as fh:
        data = fh.read()
    _write(pack, "crooks.yaml", data.replace(b"Slate", b"Sl\xc3\x28te", 1))
    d = _diags(pack)
    assert [x.code for x in d] == ["SYN002"]
    assert "0xc3" in d[0].message
    _cli_fails_cleanly(pack)


def test_control_character_is_a_yaml_error(tmp_path):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.HEAD + "cards: []\nnote: bell\x07\n")
    assert _codes(pack) == ["SYN010"]


def test_bom_is_harmless_and_places_stay_right(tmp_path):
    pack = mini_pack(tmp_path)
    path = os.path.join(pack, "crooks.yaml")
    with open(path, "rb") as fh:
        data = fh.read()
    _write(pack, "crooks.yaml", b"\xef\xbb\xbf" + data)
    assert _codes(pack) == []
    _write(pack, "crooks.yaml", b"\xef\xbb\xbf" + data.replace(b"power: 5", b"power: 50", 1))
    d = _diags(pack)
    assert [x.code for x in d] == ["SYN104"]
    line = data[:data.index(b"power: 5")].count(b"\n") + 1
    assert (d[0].span.line, d[0].span.col) == (line, 12)


def test_crlf_files_check_clean_and_report_the_same_places(tmp_path):
    lf = mini_pack(tmp_path, "lf")
    crlf = mini_pack(tmp_path, "crlf")
    for dirpath, _, files in os.walk(crlf):
        for f in files:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                data = fh.read()
            _write(dirpath, f, data.replace(b"\n", b"\r\n"))
    assert _codes(crlf) == []
    for pack in (lf, crlf):
        p = os.path.join(pack, "crooks.yaml")
        with open(p, "rb") as fh:
            data = fh.read()
        _write(pack, "crooks.yaml", data.replace(b"resistance: 4", b"resistance: many", 1))
    a, b = _diags(lf), _diags(crlf)
    assert [x.code for x in a] == [x.code for x in b] == ["SYN102"]
    assert (a[0].span.line, a[0].span.col) == (b[0].span.line, b[0].span.col)
    r = _cli_fails_cleanly(crlf)
    assert "\r" not in r.stdout  # the source line under the caret is shown without its CR


def test_tab_indentation_is_refused(tmp_path):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.HEAD + "cards:\n\t- id: tabbed\n")
    d = _diags(pack)
    assert [x.code for x in d] == ["SYN014"] and d[0].span.line == 4


def test_odd_line_breaks_do_not_shift_line_numbers(tmp_path):
    """Found by the fuzzer: splitlines() broke lines at \\x1e, putting a tab on line 4 of a 2-line file."""
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", "\x1e\r0\n\t")
    d = _diags(pack)
    # A lone CR is a line break, to YAML and to editors (issue 10, tests/test_positions.py).
    assert [x.code for x in d] == ["SYN014"] and d[0].span.line == 3
    # YAML breaks lines at NEL/LS too; places still count newlines, as editors and grep do.
    _write(pack, "crooks.yaml", attacks.HEAD + 'note: "a\u2028b\x85c"\ncards: []\ncards: []\n')
    d = _diags(pack)
    assert [x.code for x in d] == ["SYN011"] and d[0].span.line == 5


def test_fifo_named_like_yaml_does_not_hang_the_check(tmp_path):
    pack = mini_pack(tmp_path)
    os.mkfifo(os.path.join(pack, "pipe.yaml"))
    assert _codes(pack) == ["SYN009"]


# --- kinds ---------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["crooks", "Crook", "card", "__class__", "<script>", "racket; rm -rf /"])
def test_unknown_kind_is_reported(tmp_path, kind):
    pack = mini_pack(tmp_path)
    _write(pack, "extra.yaml", attacks.crook_file([]).replace("kind: crook", f"kind: {kind!r}"))
    assert "SYN108" in _codes(pack)


# --- injection payloads ------------------------------------------------------------------
STRING_FIELDS = ("name", "text", "flavor")


@pytest.mark.parametrize("payload_id", sorted(attacks.INJECTIONS))
def test_injection_payloads_in_string_fields_stay_plain_text(tmp_path, payload_id):
    payload = attacks.INJECTIONS[payload_id]
    pack = mini_pack(tmp_path)
    fields = {f: (payload + " " + f)[:60] if f == "name" else payload for f in STRING_FIELDS}
    _write(pack, "crooks.yaml", attacks.crook_file([attacks.card(id="hostile_one", **fields),
                                                    attacks.card(id="hostile_two", name="Two")]))
    codes = _codes(pack)
    assert codes == [], codes  # any text is fine in a printed field
    # Bad ids and abilities are refused by pattern and parser, not executed.
    _write(pack, "crooks.yaml", attacks.crook_file([attacks.card(id=payload), attacks.card(id="x2", abilities=[payload])]))
    codes = _codes(pack)
    assert "SYN106" in codes and any(c.startswith("SYN3") or c.startswith("SYN4") for c in codes), codes


def test_injection_payloads_round_trip_through_build_and_import(tmp_path):
    """Every payload reaches generated Python as data: importing it runs nothing."""
    import json
    import subprocess
    import sys

    pack = mini_pack(tmp_path)
    cards = [attacks.card(id=f"hostile_{i}", name=p[:60], text=p, flavor=p)
             for i, p in enumerate(attacks.INJECTIONS.values())]
    _write(pack, "crooks.yaml", attacks.crook_file(cards))
    set_composition(pack, "crook", len(cards))
    out = tmp_path / "gen"
    r = run_cli("build", pack, "--out", str(out), cwd=str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    probe = ("import json, sys; sys.path.insert(0, sys.argv[1]); from mini.cards import CARDS; "
             "print(json.dumps([c['name'] for c in CARDS if c['kind'] == 'crook']))")
    from adversarial.packs import ROOT
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-c", probe, str(out)], capture_output=True, text=True, cwd=str(tmp_path), env=env)
    assert p.returncode == 0, p.stderr
    names = json.loads(p.stdout)
    assert names == [c["name"] for c in cards]
    assert not any(f.startswith("PWNED") for f in os.listdir(tmp_path))
    assert not os.path.exists(os.path.join(pack, "PWNED"))


# --- circular references between cards ----------------------------------------------------
def test_cards_whose_triggers_feed_each_other_are_reported(tmp_path):
    pack = mini_pack(tmp_path)
    _write(pack, "crooks.yaml", attacks.crook_file([
        attacks.card(id="echo_a", name="Echo A",
                     abilities=["on unhappy_added: if event.crook is self then add 1 unhappy to boss of owner"]),
        attacks.card(id="echo_b", name="Echo B", abilities=["on crook_discarded: add 1 unhappy to boss of event.player"])]))
    set_composition(pack, "crook", 2)
    d = _diags(pack)
    assert [x.code for x in d] == ["SYN416"]
    assert "Echo A" in d[0].message and "Echo B" in d[0].message


# --- a big pack ------------------------------------------------------------------------------
def _pty_check(pack: str, env: dict) -> tuple[int, str]:
    """Run `syndicate check` with stderr on a pseudo-terminal; return (exit, what the terminal saw)."""
    import pty
    import subprocess
    import sys

    from adversarial.packs import ROOT
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "compiler", "check", pack, "--format", "json"],
                            stdout=subprocess.PIPE, stderr=slave, cwd=ROOT, env=env)
    os.close(slave)
    seen = bytearray()
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen.extend(chunk)
    out = proc.stdout.read()
    proc.wait(timeout=600)
    os.close(master)
    import json
    json.loads(out)  # stdout stays clean JSON
    return proc.returncode, seen.decode("utf-8", errors="replace")


def test_progress_bar_on_a_terminal_only(tmp_path):
    pack = mini_pack(tmp_path)
    env = dict(os.environ, SYNDICATE_PROGRESS_BYTES="1", COLUMNS="100")
    code, tty = _pty_check(pack, env)
    assert code == 0 and "checking" in tty and "reading" in tty
    r = run_cli("check", pack, env=env)  # stderr is a pipe: no bar
    assert r.returncode == 0 and r.stderr == ""
    code, tty = _pty_check(pack, dict(os.environ))  # small pack: no bar even on a terminal
    assert code == 0 and "checking" not in tty


@pytest.mark.slow
def test_100000_card_pack_checks_in_bounded_memory_with_a_progress_bar(tmp_path):
    """100,000 Crooks (10 MB of YAML in 25 files): one diagnostic, bounded memory, a bar on a terminal."""
    import subprocess
    import sys

    from adversarial.bigpack import big_pack
    from adversarial.packs import ROOT
    pack = big_pack(tmp_path, 100_000)
    code, tty = _pty_check(pack, dict(os.environ, COLUMNS="100"))
    assert code == 1  # the ruleset's composition may not say 100,000 (SYN104): the one error
    assert "checking" in tty
    # Memory: the child's peak resident size, measured by the kernel.
    probe = ("import resource, sys, json; from compiler.pipeline import check_pack; p, bag = check_pack(sys.argv[1]); "
             "print(json.dumps([len(p.by_kind('crook')), [d.code for d in bag.sorted()], "
             "resource.getrusage(resource.RUSAGE_SELF).ru_maxrss]))")
    r = subprocess.run([sys.executable, "-c", probe, pack], capture_output=True, text=True, cwd=ROOT, timeout=900)
    import json
    n, codes, maxrss_kb = json.loads(r.stdout)
    assert n == 100_000 and codes == ["SYN104"]
    assert maxrss_kb < 1_000_000, f"peak {maxrss_kb / 1000:.0f} MB for 100,000 cards"
