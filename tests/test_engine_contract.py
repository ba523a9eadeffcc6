"""The engine contract, written down once (issue 26 item 2; docs/engine.md, "The engine surface").

What the shell calls on a game is runtime/games/contract.py's GameContract (every engine's game has
each member, the Table giving defaults); seat kinds come from the engine's registry entry and every
command agrees; the player count and the house-rule overlay are checked once (session.table_rules);
the turn cap is the engine's declared ruleset key; what an engine reads of a pack is declared
(runtime/games/<engine>/reads.json) and `check` refuses a pack that lacks it (SYN212).
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys

import pytest

from runtime import games, session
from runtime.games import engine_of
from runtime.games.contract import GameContract, missing_members
from runtime.kernel.errors import GameError
from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TINY = os.path.join(ROOT, "tests", "fixtures", "tiny_turf")


def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=300)


def tiny_cli(*args):
    return subprocess.run([sys.executable, "-P", os.path.join(TINY, "cli.py"), *args], capture_output=True,
                          text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT), timeout=300)


@pytest.fixture(scope="module")
def tiny_engine():
    spec = importlib.util.spec_from_file_location("tiny_turf_engine_contract", os.path.join(TINY, "engine.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    games.register(module.ENGINE)
    yield module.ENGINE
    games.unregister("tiny_turf")


def packs(tiny_engine):
    return [load_generated(os.path.join(ROOT, "generated", "crime_lords")),
            load_generated(os.path.join(ROOT, "generated", "crime_wars")),
            load_generated(os.path.join(TINY, "generated", "tiny_turf"))]


def test_every_engines_game_has_every_member_of_the_contract(tiny_engine):
    shipped = [load_generated(os.path.join(ROOT, "generated", p)) for p in sorted(os.listdir(os.path.join(ROOT, "generated")))
               if os.path.isfile(os.path.join(ROOT, "generated", p, "__init__.py"))]
    assert len(shipped) >= 2
    for pack in shipped + packs(tiny_engine)[2:]:
        n = max(2, (pack.ruleset.get("players") or {}).get("min", 2))   # the smallest table the pack allows
        g = session.new_game(pack, n, 3, log=False)
        assert missing_members(g) == [], pack.name
        assert isinstance(g, GameContract)
        g.run()
        assert g.outcome is not None and isinstance(g.summary(), str) and isinstance(g.snapshot(), dict)
        assert isinstance(g.hand_cards(g.seats[0]), list) and isinstance(g.TALLY_KINDS, tuple)
    # Tiny Turf offers no view for people: the Table's defaults say so instead of a missing attribute.
    tiny = session.new_game(packs(tiny_engine)[2], 2, 3, log=False)
    assert tiny.status(0) is None and tiny.status_line(0) is None and tiny.first is None


def test_seat_kinds_come_from_the_engine_entry(tiny_engine):
    cl, cw, tiny = (engine_of(p) for p in packs(tiny_engine))
    assert set(session.seat_kinds(cl)) == {"random", "search", "human", "heuristic"}
    assert set(session.seat_kinds(cw)) == {"random", "search", "human", "heuristic"}
    assert set(session.seat_kinds(tiny)) == {"random", "search", "human"}
    assert set(session.seat_kinds(tiny)) <= set(session.seat_kinds(cl))


def test_play_refuses_a_seat_kind_the_engine_has_not():
    r = tiny_cli("play", os.path.join(TINY, "content", "tiny_turf"), "--players", "2", "--seat", "2=heuristic")
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert "error[SYN703]: --seat 2=heuristic: the `tiny_turf` engine has no player kind `heuristic`" in r.stderr
    assert "kinds of this engine's seats: human, random, search" in r.stderr


def test_play_takes_the_engines_own_kind():
    r = cli("play", "content/crime_wars", "--players", "2", "--seed", "1", "--seat", "2=heuristic", "--quiet")
    assert r.returncode == 0, r.stderr
    r = cli("play", "content/crime_wars", "--players", "2", "--seat", "2=wizard")
    assert r.returncode == 2 and "the `crime_wars` engine has no player kind `wizard`" in r.stderr


def test_simulate_offers_the_same_kinds_as_play(tmp_path):
    r = cli("simulate", "content/crime_wars", "--games", "1", "--players", "2", "--seat", "2=human",
            "--out", str(tmp_path / "r"))
    assert r.returncode != 0 and "unknown player type `human`" in r.stdout + r.stderr


def test_the_session_checks_the_player_count_once_with_the_house_rules(tiny_engine):
    cl = packs(tiny_engine)[0]
    with pytest.raises(session.PlayerCount) as err:
        session.table_rules(cl, 7)
    assert str(err.value) == "7 players: this ruleset allows 2 to 6" and (err.value.lo, err.value.hi) == (2, 6)
    assert session.table_rules(cl, 4, ["short_game"])["victory"]["length"] == "short"   # the overlay, applied
    assert cl.ruleset["victory"]["length"] != "short"


def test_the_turn_cap_is_the_engines_declared_key(tiny_engine, tmp_path):
    cl, cw, tiny = (engine_of(p) for p in packs(tiny_engine))
    assert cl.turn_cap == "turn_cap" and cw.turn_cap == "turn_cap" and tiny.turn_cap is None
    r = cli("simulate", "content/crime_wars", "--games", "2", "--players", "2", "--turn-cap", "3",
            "--out", str(tmp_path / "r"))
    assert r.returncode == 0, r.stdout + r.stderr


def test_simulate_refuses_a_turn_cap_for_an_engine_without_one(tmp_path):
    r = tiny_cli("simulate", os.path.join(TINY, "content", "tiny_turf"), "--games", "2", "--players", "2",
                 "--turn-cap", "3", "--out", str(tmp_path / "r"), "--build-dir", os.path.join(TINY, "generated"))
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "declares no turn cap to set" in r.stdout + r.stderr


def test_engines_declare_what_they_read():
    cl = games.lookup("crime_lords")
    assert cl.card_fields["crook"] == ("power", "resistance", "weakness") and "rules.hit_money_cap" in cl.settings
    cw = games.lookup("crime_wars")
    assert cw.card_fields["thug"] == ("suit", "rank", "thugs") and "rules.turn_cap" in cw.settings


def _copy(tmp_path, pack="crime_lords"):
    dst = tmp_path / pack
    shutil.copytree(os.path.join(ROOT, "content", pack), dst)
    return dst


def test_syn212_a_card_field_the_engine_reads_renamed_in_the_manifest(tmp_path):
    dst = _copy(tmp_path)
    for path in dst.rglob("*"):
        if path.is_file() and path.suffix in (".yaml", ".json", ".j2"):
            path.write_text(path.read_text().replace("boss_bonus", "boss_edge"))
    r = cli("check", str(dst))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    out = r.stdout + r.stderr
    assert "error[SYN212]: the `crime_lords` engine reads the field `boss_bonus` of a Mob" in out
    assert "game.yaml:33:5" in out and "declare `boss_bonus` under card_kinds.mob.fields" in out
    r = cli("build", str(dst), "--out", str(tmp_path / "gen"))
    assert r.returncode != 0 and "SYN212" in r.stdout + r.stderr            # never built, never played


def test_syn212_a_setting_the_engine_reads_removed_from_the_ruleset_and_its_schema(tmp_path):
    dst = _copy(tmp_path)
    for name in ("ruleset.yaml", "game.yaml"):
        path = dst / name
        path.write_text("".join(line for line in path.read_text().splitlines(True) if "hit_money_cap" not in line))
    r = cli("check", str(dst))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    out = r.stdout + r.stderr
    assert "error[SYN212]: the `crime_lords` engine reads the setting `rules.hit_money_cap`" in out
    assert "ruleset.yaml:71:1" in out and "1 error" in out


def test_syn213_a_ruleset_value_the_engine_fixes(tmp_path, monkeypatch):
    """SYN213: a field of a ruleset row whose value an engine's code decides (reads.json `fixed`). No shipped
    engine fixes one today (Nothing Personal's powers are abilities now, NP-GNG-02), so the rule is laid
    over Nothing Personal's reads here, in process."""
    from compiler.check import engine_reads
    from compiler.pipeline import check_pack
    dst = _copy(tmp_path, "nothing_personal")
    path = dst / "ruleset.yaml"
    path.write_text(path.read_text().replace("{id: capo, row: 1, number: 9,", "{id: capo, row: 1, number: 8,"))
    real = engine_reads.declared_reads

    def with_fixed(engine):
        got = dict(real(engine))
        got["fixed"] = [{"list": "positions", "id": "capo", "field": "number", "value": 9}]
        return got
    monkeypatch.setattr(engine_reads, "declared_reads", with_fixed)
    _pack, bag = check_pack(str(dst))
    found = [d for d in bag.items if d.code == "SYN213"]
    assert len(found) == 1 and "plays `capo` of `positions` with `number: 9`, not 8" in found[0].message


def test_the_session_refuses_a_pack_lacking_what_a_registered_engine_reads(tiny_engine):
    tiny = packs(tiny_engine)[2]
    needy = games.Engine(name="tiny_turf", game=tiny_engine.game, card_fields={"thug": ("strength", "speed")},
                         settings=("rules.rounds", "rules.weather"))
    games.register(needy)
    try:
        with pytest.raises(GameError, match=r"lacks what its rules engine reads: thug\.speed, rules\.weather"):
            session.new_game(tiny, 2, 1)
    finally:
        games.register(tiny_engine)
