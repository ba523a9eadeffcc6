"""A second game on the same kernel and registry (issue 11): Tiny Turf, under tests/fixtures/tiny_turf/.

Its pack (content/tiny_turf/: a game.yaml of its own, three card kinds, a
ruleset) goes through `syndicate check` and `build`; it registers its own engine
(an explicit register(), no sys.path change), plays full seeded games with the
kernel's per-seat decks and player-owned markers, saves and replays them, and
goes through `syndicate play`, `replay` and `simulate` without touching Crime Lords.
"""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import types

import pytest

from runtime import games, save, session
from runtime.kernel.errors import GameError
from runtime.kernel.state import owned_count
from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "tests", "fixtures", "tiny_turf")
CONTENT = os.path.join(HERE, "content", "tiny_turf")
CLI = os.path.join(HERE, "cli.py")


@pytest.fixture(scope="module")
def engine():
    spec = importlib.util.spec_from_file_location("tiny_turf_engine_test", os.path.join(HERE, "engine.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    games.register(module.ENGINE)
    yield module.ENGINE
    games.unregister("tiny_turf")


@pytest.fixture(scope="module")
def pack():
    return load_generated(os.path.join(HERE, "generated", "tiny_turf"))


def tiny_cli(*args, cwd=ROOT):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-P", CLI, *args], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=120)


def test_check_and_build_know_the_pack_by_its_manifest_alone(tmp_path):
    """check and build need no engine: they read the pack's game.yaml; the committed build is current."""
    def compiler(*args):
        return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True,
                              cwd=ROOT, timeout=120)
    r = compiler("check", CONTENT)
    assert r.returncode == 0 and "4 Gangs, 8 Thugs, 4 Turfs" in r.stdout and "no problems found" in r.stdout, \
        r.stdout + r.stderr
    r = compiler("build", CONTENT, "--out", os.path.join(HERE, "generated"), "--check")
    assert r.returncode == 0, r.stdout + r.stderr
    r = compiler("build", CONTENT, "--out", str(tmp_path))
    assert r.returncode == 0 and (tmp_path / "tiny_turf" / "game.py").is_file(), r.stdout + r.stderr
    built = load_generated(str(tmp_path / "tiny_turf"))
    assert built.game["engine"] == "tiny_turf" and built.game["markers"]["influence"]["owned"] is True


def test_the_pack_finds_its_own_engine(engine, pack):
    assert pack.game["engine"] == "tiny_turf" and games.engine_of(pack) is engine
    assert "tiny_turf" in games.known() and "crime_lords" in games.known()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_full_seeded_game_plays_with_invariants_and_replays(engine, pack, players):
    for seed in range(6):
        g = session.new_game(pack, players, seed, check=True, log=True)
        assert g.run() in ("win", "shared", "no winner")
        assert g.turn == pack.ruleset["rules"]["rounds"] * players and g.phase == "over"
        assert g.seat_kinds == ["random"] * players          # the engine adds no player kind
        st = g.state
        thugs = sum(1 for c in st.cards if c.kind == "thug")
        assert sum(len(s.deck) + len(s.hand) for s in g.seats) == thugs    # thugs go back under the deck
        assert all(len(s.gang) == 1 for s in g.seats)
        money = sum(s.money for s in g.seats)
        assert money == st.ledger.balance()                  # turfs paid, plus what abilities gave
        assert st.ledger.created.get("turf", 0) == sum(c.value for s in g.seats for c in s.won)
        if g.winners:
            assert {s.money for s in g.seats if s.index in g.winners} == {max(s.money for s in g.seats)}
        data = save.record(g, g.seat_kinds)
        again, why = session.replay(pack, data)
        assert why is None and save.state_hash(again) == data["hash"]


def test_influence_is_owned_by_the_player_who_sent_the_thug(engine, pack):
    g = session.new_game(pack, 2, 11, check=True)
    g.setup()
    seat = g.seats[0]
    top_before = g.state.top("deck", 0)
    g.play_turn(0)
    assert top_before.zone in ("hand", "deck")               # drawn from the top of his own deck
    sent = g.state.bottom("deck", 0)                          # the thug he sent is now at the bottom
    assert sent.kind == "thug" and sent.owner == 0
    turf = next(t for t in g.state.zones["turf"] if owned_count(t, "influence"))
    assert owned_count(turf, "influence", 0) == g.strength(sent) + seat.gang[0].bonus
    assert owned_count(turf, "influence", 1) == 0


def test_a_stopped_game_resumes_to_the_same_end(engine, pack):
    whole = session.new_game(pack, 3, 4)
    whole.run()
    part = session.new_game(pack, 3, 4)
    part.run(max_turns=5)
    assert part.outcome == "stopped"
    data = save.record(part, part.seat_kinds)
    resumed = session.resume(pack, data)
    resumed.run()
    assert save.state_hash(resumed) == save.state_hash(whole)


def test_play_and_replay_through_the_cli(tmp_path):
    path = tmp_path / "turf.json"
    r = tiny_cli("play", CONTENT, "--players", "3", "--seed", "5", "--save", str(path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "P1 leads" in r.stdout and "=== " in r.stdout and "leans on" in r.stdout
    data = json.loads(path.read_text())
    assert data["pack"] == "tiny_turf" and data["turn"] == 12
    again = tiny_cli("play", CONTENT, "--players", "3", "--seed", "5")
    assert again.stdout.splitlines() == r.stdout.splitlines()[:-1]      # same seed, same transcript
    rep = tiny_cli("replay", str(path), "--pack", CONTENT)
    assert rep.returncode == 0, rep.stdout + rep.stderr
    assert f"state hash {data['hash']}" in rep.stdout


def test_cli_refuses_a_player_kind_the_engine_does_not_have():
    r = tiny_cli("play", CONTENT, "--players", "2", "--seat", "1=heuristic")
    assert r.returncode == 2 and "error[SYN703]" in r.stderr and "no player kind `heuristic`" in r.stderr
    assert "Traceback" not in r.stderr


def test_without_registration_the_pack_is_syn720():
    r = subprocess.run([sys.executable, "-m", "compiler", "soak", CONTENT, "--build-dir",
                        os.path.join(HERE, "generated"), "--games", "1"], capture_output=True, text=True,
                       cwd=ROOT, timeout=60)
    assert r.returncode == 2 and "error[SYN720]" in r.stderr and "`tiny_turf`" in r.stderr


def test_simulate_reports_by_the_faction_the_pack_names(tmp_path):
    out = tmp_path / "sim"
    r = tiny_cli("simulate", CONTENT, "--players", "2", "--games", "24", "--jobs", "1", "--seed", "3",
                 "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    doc = json.loads((out / "report.json").read_text())
    assert doc["faction"] == {"kind": "gang", "label": "Gang", "plural": "Gangs", "fields": {"bonus": "Bonus"}}
    res = doc["results"]
    assert {row["key"] for row in res["win_rate_by_gang"]} <= {"reds", "blues", "greens", "golds"}
    assert sum(row["games"] for row in res["win_rate_by_gang"]) == 48
    assert {row["label"] for row in res["win_rate_by_bonus"]} <= {"Bonus +0", "Bonus +1", "Bonus +2"}
    html = (out / "report.html").read_text()
    assert "Win rate by Gang" in html and "Win rate by starting Bonus" in html and "Mob" not in html


# --- its own vocabulary and abilities (issue 11 item 5) ---------------------------------------

def load_engine_module():
    spec = importlib.util.spec_from_file_location("tiny_turf_engine_vocab", os.path.join(HERE, "engine.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tiny_vocabulary():
    from compiler.report.diagnostics import DiagnosticBag
    from compiler.check.effects.vocab import load_vocabulary
    bag = DiagnosticBag()
    vocab = load_vocabulary(CONTENT, bag)
    assert not bag.items, [d.message for d in bag.items]
    return vocab


def test_abilities_in_tiny_turf_words_check_and_build_through_the_cli(tmp_path):
    """The pack's abilities use only its own words; check is clean, build compiles them to api records."""
    r = tiny_cli("check", CONTENT)
    assert r.returncode == 0 and "no problems found" in r.stdout and "warning" not in r.stdout + r.stderr, r.stdout + r.stderr
    r = tiny_cli("build", CONTENT, "--out", os.path.join(HERE, "generated"), "--check")
    assert r.returncode == 0, r.stdout + r.stderr                   # the committed generated/ is current
    r = tiny_cli("build", CONTENT, "--out", str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    built = load_generated(str(tmp_path / "tiny_turf"))
    kinds = {card: [type(a).__name__ for a in records] for card, records in built.abilities.items()}
    assert kinds == {"blues": ["StatModifier"], "slim": ["Trigger"], "moose": ["Trigger"]}
    assert [a.event for a in built.abilities["slim"] + built.abilities["moose"]] == ["leaned_on", "leaned_on"]
    assert built.abilities["blues"][0].stat == "strength"
    code = (tmp_path / "tiny_turf" / "abilities.py").read_text()
    assert "ctx.thugs_of(ctx.owner)" in code and 'ctx.add_influence("influence", 1, event.turf)' in code
    assert "ctx.gain_money(2, ctx.owner)" in code


def test_tiny_turf_abilities_fire_in_a_seeded_game_and_replay(engine, pack):
    """Slim's and Moose's triggers and The Blues' static show in the log; replay reaches the same hash."""
    g = session.new_game(pack, 2, 5, check=True, log=True)
    g.run()
    lines = g.log.text().splitlines()
    # The shared ability runtime (runtime/abilities/) says what fired, in the ability's English.
    slim = lines.index("  Slim fires: When a thug leans on a turf, if the Thug is this card, gain 2 G.")
    assert lines[slim - 1].startswith("  Slim leans on") and lines[slim + 1] == "    P1 gains 2 G"
    moose = next(i for i, line in enumerate(lines) if line.startswith("  Moose fires: When a thug leans on a turf"))
    assert lines[moose + 1] == "    P2 adds 1 influence to The Casino"
    assert "  Moose leans on The Casino (Strength 5, printed 4): P2 has 9 of its 14 influence" in lines
    # P2 leads The Blues: every thug he sends has +1 Strength; P1's (The Reds) do not.
    assert "  Brick leans on The Casino (Strength 4, printed 3): P2 has 4 of its 6 influence" in lines
    assert not any(line.startswith("  ") and "printed" in line and "P1 has" in line for line in lines)
    st = g.state
    assert st.ledger.created == {"ability": 2, "turf": 9} and sum(s.money for s in g.seats) == 11
    assert owners_of(g, "casino") == {1: 16, 0: 5}              # Moose's extra marker is P2's
    data = save.record(g, g.seat_kinds)
    again, why = session.replay(pack, data)
    assert why is None and save.state_hash(again) == data["hash"]
    assert again.log.text() == g.log.text()


def owners_of(g, turf_id):
    from runtime.kernel.state import owners
    return owners(g.state.by_id[turf_id], "influence")


def test_tiny_turf_abilities_fire_through_cli_play():
    r = tiny_cli("play", CONTENT, "--players", "2", "--seed", "5")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Slim fires: When a thug leans on a turf" in r.stdout and "    P1 gains 2 G" in r.stdout
    assert "(Strength 4, printed 3)" in r.stdout


def test_a_misspelt_tiny_turf_word_is_a_diagnostic_naming_the_tiny_turf_word(tmp_path):
    pack_dir = tmp_path / "tiny_turf"
    import shutil
    shutil.copytree(CONTENT, pack_dir)
    thugs = pack_dir / "thugs.yaml"
    text = thugs.read_text()
    text = text.replace("on leaned_on: if event.thug is self then gain 2 G",
                        "on leant_on: if event.thug is self then gain 2 G")
    text = text.replace("event.turf.influence >= 8", "event.turf.influense >= 8")
    thugs.write_text(text)
    gangs = pack_dir / "gangs.yaml"
    gangs.write_text(gangs.read_text().replace("modify strength of thugs of owner", "modify strength of thogs of owner"))
    r = tiny_cli("check", str(pack_dir))
    assert r.returncode == 1 and "Traceback" not in r.stderr, r.stdout + r.stderr
    out = r.stdout + r.stderr
    assert "error[SYN403]: unknown event `leant_on`" in out and "thugs.yaml:10:13" in out
    assert "did you mean `leaned_on`?" in out
    assert "error[SYN404]: unknown property `influense`" in out and "did you mean `influence`?" in out
    assert "error[SYN413]: unknown function `thogs`" in out and "gangs.yaml:9:29" in out
    assert "did you mean `thugs`?" in out                          # Tiny Turf's `thugs of`


def test_a_crime_lords_word_means_nothing_in_tiny_turf(tmp_path):
    """The checker reads Tiny Turf's words only: a Crime Lords event or stat is unknown here."""
    pack_dir = tmp_path / "tiny_turf"
    import shutil
    shutil.copytree(CONTENT, pack_dir)
    gangs = pack_dir / "gangs.yaml"
    gangs.write_text(gangs.read_text().replace("modify strength of thugs of owner by 1", "modify power of self by 1"))
    r = tiny_cli("check", str(pack_dir))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    out = r.stdout + r.stderr
    assert "error[SYN402]: unknown stat or rule parameter `power`" in out and "gangs.yaml:9:17" in out
    assert "card stats: strength" in out


def test_tiny_turf_ctx_implements_exactly_its_vocabulary():
    vocab = tiny_vocabulary()
    ctx = load_engine_module().Ctx
    from runtime.abilities import OWN
    have = {n for n in dir(ctx) if not n.startswith("_")} - OWN    # the shared EffectContext's own state
    want = vocab.runtime_methods()
    assert sorted(want - have) == [], "vocabulary names the Ctx lacks"
    assert sorted(have - want) == [], "Ctx members the vocabulary does not name"
    for e in vocab.selectors.values():
        # read as attributes: a property, or a slot (the shared this_card is the card slot)
        assert isinstance(getattr(ctx, e.runtime), (property, types.MemberDescriptorType)), e.runtime
    for table in (vocab.functions, vocab.properties, vocab.effects):
        for e in table.values():
            assert callable(getattr(ctx, e.runtime)), e.runtime
    # Its words are its own: Crime Lords' names are not among them, and the events it declares are raised.
    assert "crooks_of" not in want and "leaned_on" in vocab.events and "crook_recruited" not in vocab.events
    source = open(os.path.join(HERE, "engine.py")).read()
    for name in vocab.events:
        assert f'Event("{name}"' in source, name
