"""Crime Wars as a pack (content/crime_wars/), met as a user meets it: `syndicate check`, `build`,
`schema --pack`, `sheets`, `play` with 2 to 8 players and `replay` through a subprocess; the ruleset
holding every number of the seed, read by the engine from the compiled pack; each variant as a house
rule file that changes play; variants that cannot go together refused by `check` (CW-R-33, SYN760)."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.manifest import read_manifest
from compiler.check.schemas.define import dumps, pack_schemas
from runtime.games.crime_wars.rules import read_rules
from tests.crime_wars_support import CONTENT, PACK, ROOT

HOUSE_RULES = os.path.join(CONTENT, "house_rules")


def syndicate(*args, cwd=ROOT, timeout=300):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=timeout)


def _copy(tmp_path) -> str:
    dst = tmp_path / "crime_wars"
    shutil.copytree(CONTENT, dst, ignore=shutil.ignore_patterns("templates"))
    return str(dst)


# ---------------------------------------------------------------- check
def test_cw_set_04_syndicate_check_finds_the_pack_clean_and_counts_one_pack_of_cards():
    r = syndicate("check", "content/crime_wars")
    assert r.returncode == 0, r.stdout + r.stderr
    assert ("checked crime_wars: 4 Teams, 36 Thug groups, 4 Kingpins, 12 Bonus cards, 2 Snitches, "
            "13 house rules in 20 files") in r.stdout
    assert "no problems found" in r.stdout


def test_cw_set_04_a_number_missing_from_the_series_is_a_diagnostic_for_every_suit(tmp_path):
    pack = _copy(tmp_path)
    path = os.path.join(pack, "thugs.yaml")
    text = open(path, encoding="utf-8").read()
    line = next(ln for ln in text.splitlines() if "{n: 7," in ln)
    open(path, "w", encoding="utf-8").write(text.replace(line + "\n", ""))
    r = syndicate("check", pack)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    out = r.stdout + r.stderr
    for suit in ("spades", "hearts", "clubs", "diamonds"):
        assert f"error[SYN205]: suit `{suit}` has no Thug group of the `card: thug` rank `seven`" in out
    assert "error[SYN204]: the pack has 32 Thug groups but the ruleset's composition says 36" in out


def test_cw_roul_02_a_roulette_table_without_a_row_for_a_face_is_a_diagnostic(tmp_path):
    pack = _copy(tmp_path)
    path = os.path.join(pack, "ruleset.yaml")
    text = open(path, encoding="utf-8").read()
    open(path, "w", encoding="utf-8").write(text.replace("    - {rolls: [4]}\n", ""))
    r = syndicate("check", pack)
    assert r.returncode == 1
    assert "error[SYN209]: the rules roulette have no row for 4 rolls" in r.stdout + r.stderr


SHOWDOWN = """\
# yaml-language-server: $schema=../schemas/house_rule.schema.json
kind: house_rule
id: showdown
name: Showdown
description: Kingpins only with everything in play, allies at a table of two.
settings:
  players: {min: 2}
  rules:
    kingpins_only: true
    everything_in_play: true
    alliances: [[1, 2]]
    rich_mans_curse: true
"""


def test_cw_r_33_check_refuses_a_house_rule_that_combines_variants_that_cannot_go_together(tmp_path):
    pack = _copy(tmp_path)
    with open(os.path.join(pack, "house_rules", "showdown.yaml"), "w", encoding="utf-8") as fh:
        fh.write(SHOWDOWN)
    r = syndicate("check", pack, cwd=str(tmp_path))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    out = r.stdout + r.stderr
    found = re.findall(r"error\[(SYN\d+)\]: (.*)\n\s+--> (\S+)", out)
    assert sorted(found) == sorted([
        ("SYN760", "with house rule `showdown`, `rules.alliances` is a list of 1, so `players.min` must be "
                   "at least 4, not `2`", "crime_wars/house_rules/showdown.yaml:7:18"),
        ("SYN760", "with house rule `showdown`, `rules.rich_mans_curse` is `true`, so `players.min` must be "
                   "at least 4, not `2`", "crime_wars/house_rules/showdown.yaml:7:18"),
        ("SYN760", "with house rule `showdown`, `rules.kingpins_only` is `true`, so `rules.everything_in_play` "
                   "must be `false`, not `true`", "crime_wars/house_rules/showdown.yaml:10:25"),
    ]), out
    assert "(CW-R-33)" in out and "(CW-VAR-01)" in out and "(CW-VAR-12)" in out


def test_cw_var_05_one_player_for_two_teams_needs_an_alliance_and_combined_decks_a_table_of_two(tmp_path):
    pack = _copy(tmp_path)
    with open(os.path.join(pack, "house_rules", "lonely.yaml"), "w", encoding="utf-8") as fh:
        fh.write(SHOWDOWN.split("settings:")[0].replace("showdown", "lonely") +
                 "settings:\n  rules:\n    alliance_one_player: true\n    teams_per_player: 2\n")
    r = syndicate("check", pack, cwd=str(tmp_path))
    out = r.stdout + r.stderr
    assert r.returncode == 1
    assert ("`rules.alliance_one_player` is `true`, so `rules.alliances` must be a list of at least 1 items, "
            "not an empty list") in out
    assert "`rules.teams_per_player` is `2`, so `players.max` must be at most 2, not `4`" in out


# ---------------------------------------------------------------- the ruleset holds the seed's numbers
def test_the_ruleset_holds_every_number_of_the_seed_and_the_engine_reads_them():
    rs = PACK.ruleset
    rules = rs["rules"]
    assert rs["players"] == {"min": 2, "max": 4}                                     # CW-SET-01
    assert (rules["start_money"], rules["thug_price"]) == (1000, 100)                # CW-SET-05, CW-HIRE-02
    assert (rules["opening_draw"], rules["turn_draw"], rules["combat_dice"]) == (2, 1, 1)
    assert (rules["kingpin_attack_factor"], rules["kingpin_defence_factor"]) == (1, 2)   # CW-KING-02
    assert rules["loan_interest_percent"] == 25                                      # CW-LOAN-04
    bonus_text = {c["rank"]: PACK.texts["abilities"][c["id"]] for c in PACK.cards if c["kind"] == "bonus"}
    assert bonus_text == {                                                           # CW-FACE-02, CW-R-12
        "jack": ("When this card is drawn, every thug of the recipient gets +1 attack for the rest of the game.",),
        "queen": ("When this card is drawn, every thug of the recipient gets +1 defence for the rest of the game.",),
        "ace": ("When this card is drawn, the recipient takes 1000 dollars from the bank.",)}
    engine = read_rules(rs)
    assert engine.roulette == {1: {"lose": "everything"}, 2: {"lose": 800}, 3: {"lose": 400}, 4: {},
                               5: {"win": 400}, 6: {"win": 800}}                     # CW-ROUL-02
    assert engine.snitches and engine.snitch_teams == 2
    teams = {c["suit"]: (c["attack"], c["defence"]) for c in PACK.cards if c["kind"] == "team"}
    assert teams == {"spades": (4, 1), "hearts": (1, 4), "clubs": (2, 3), "diamonds": (3, 2)}   # CW-SET-02
    hr = PACK.house_rules
    assert hr["kingpins_only"].settings == {"rules": {"kingpins_only": True}}       # CW-VAR-11
    assert [PACK.ability_text(r) for r in hr["kingpins_only"].abilities] == [
        "Every kingpin attacks at 5.", "Every kingpin defends at 5."]
    assert hr["murder_for_bounty"].settings == {} and len(hr["murder_for_bounty"].abilities) == 1   # CW-VAR-16
    assert hr["more_players"].settings == {"players": {"max": 8}}                    # CW-VAR-17


def test_a_changed_ruleset_number_changes_the_game_after_a_build(tmp_path):
    """The engine writes no number of the game: change the content, build, and play changes."""
    pack = _copy(tmp_path)
    path = os.path.join(pack, "ruleset.yaml")
    text = open(path, encoding="utf-8").read()
    text = text.replace("start_money: 1000 ", "start_money: 1700 ").replace("thug_price: 100 ", "thug_price: 150 ")
    open(path, "w", encoding="utf-8").write(text)
    out = tmp_path / "gen"
    r = syndicate("build", pack, "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    code = ("import sys; from runtime.packs import load_generated; from runtime.session import new_game;"
            "p = load_generated(sys.argv[1]); g = new_game(p, 2, 5, check=True); g.setup();"
            "print([s.money for s in g.seats], g.worth(g.state.by_id['clubs_5']))")
    r = subprocess.run([sys.executable, "-c", code, str(out / "crime_wars")], capture_output=True, text=True,
                       cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert r.returncode == 0, r.stderr
    money, worth = r.stdout.rsplit("] ", 1)
    assert worth.strip() == "750"
    assert all(int(m) >= 1700 and (int(m) - 1700) % 1000 == 0 for m in money.strip("[").split(", "))


# ---------------------------------------------------------------- build and schema
def test_syndicate_build_crime_wars_is_up_to_date_and_writes_the_compiled_pack(tmp_path):
    r = syndicate("build", "content/crime_wars", "--check")
    assert r.returncode == 0 and "generated code is up to date" in r.stdout, r.stdout + r.stderr
    out = tmp_path / "gen"
    r = syndicate("build", "content/crime_wars", "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    for name in os.listdir(os.path.join(ROOT, "generated", "crime_wars")):
        if name.endswith(".py"):
            assert (out / "crime_wars" / name).read_bytes() == \
                open(os.path.join(ROOT, "generated", "crime_wars", name), "rb").read(), name


def test_committed_schemas_are_in_step_and_every_file_names_its_own():
    bag = DiagnosticBag()
    manifest = read_manifest(CONTENT, bag)
    assert manifest is not None and not bag.sorted()
    from compiler.check import schemas
    from compiler.sheets.settings import sheet_schema

    # The manifest's and the sheet settings' schemas are in the pack too (`syndicate schema --pack`).
    made = {**pack_schemas(manifest), "game": schemas.game_schema(), "sheet": sheet_schema()}
    folder = os.path.join(CONTENT, "schemas")
    assert sorted(os.listdir(folder)) == sorted(f"{k}.schema.json" for k in made)
    for kind, schema in made.items():
        with open(os.path.join(folder, f"{kind}.schema.json"), encoding="utf-8") as fh:
            assert fh.read() == dumps(schema), f"run `syndicate schema --pack content/crime_wars` ({kind})"
    for folder, _, files in os.walk(CONTENT):
        for name in files:
            if not name.endswith(".yaml") or "templates" in folder:
                continue
            text = open(os.path.join(folder, name), encoding="utf-8").read()
            m = re.search(r"# yaml-language-server: \$schema=(\S+)", text)
            assert m, f"{name} has no modeline"
            target = os.path.normpath(os.path.join(folder, m.group(1)))
            kind = re.search(r"^kind: (\w+)", text, re.M).group(1)
            assert os.path.isfile(target) and os.path.basename(target) == f"{kind}.schema.json", name


def test_every_ruleset_number_names_its_rule_clause():
    rules = pack_schemas(read_manifest(CONTENT, DiagnosticBag()))["ruleset"]["properties"]["rules"]["properties"]
    for key, sub in rules.items():
        assert re.search(r"CW-[A-Z]+-\d\d", sub["description"]), key


def test_syndicate_schema_pack_writes_the_committed_schemas(tmp_path):
    pack = _copy(tmp_path)
    shutil.rmtree(os.path.join(pack, "schemas"))
    r = syndicate("schema", "--pack", pack)
    assert r.returncode == 0, r.stdout + r.stderr
    for name in os.listdir(os.path.join(CONTENT, "schemas")):
        assert open(os.path.join(pack, "schemas", name), encoding="utf-8").read() == \
            open(os.path.join(CONTENT, "schemas", name), encoding="utf-8").read(), name


# ---------------------------------------------------------------- sheets
def test_syndicate_sheets_prints_the_deck_and_a_tabletop_simulator_export(tmp_path):
    out = tmp_path / "sheets"
    r = syndicate("sheets", "content/crime_wars", "--out", str(out), "--outputs", "pdf,tts", "--jobs", "1")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "58 cards" in r.stdout and (out / "sheets.pdf").stat().st_size > 10000
    tts = json.loads((out / "tts" / "crime_wars.json").read_text())
    named = {}
    for obj in tts["ObjectStates"]:
        for card in obj.get("ContainedObjects") or [obj]:
            named[card["GMNotes"]] = card["Nickname"]
    assert len(named) == 58
    assert named["clubs_5"] == "Five of Clubs" and named["spades_team"] == "The Razor Boys"
    assert named["hearts_king"] == "Mother Rosa" and named["diamonds_ace"] == "Windfall of Diamonds"
    for kind in ("team", "thug", "kingpin", "bonus", "snitch"):
        assert (out / "tts" / f"deck-{kind}-1.png").is_file() and (out / "tts" / f"deck-{kind}-back.png").is_file()


# ---------------------------------------------------------------- play and replay, 2 to 8 players
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_cw_set_01_syndicate_play_and_replay_with_2_to_8_players(players, tmp_path):
    save = tmp_path / "game.json"
    extra = ["--house-rule", "more_players"] if players > 4 else []
    r = syndicate("play", "content/crime_wars", "--players", str(players), "--seed", str(20 + players),
                  "--save", str(save), *extra)
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"P{players} runs" in r.stdout and f"P{players + 1} runs" not in r.stdout
    last = [ln for ln in r.stdout.splitlines() if ln.startswith("=== ")][-1]
    assert re.match(r"=== (P\d+ wins: .* is the last team standing \(turn \d+\)|no winner: .*) ===", last), last
    data = json.loads(save.read_text())
    rep = syndicate("replay", str(save), "--pack", "content/crime_wars")
    assert rep.returncode == 0 and f"state hash {data['hash']}" in rep.stdout, rep.stdout + rep.stderr


# ---------------------------------------------------------------- each variant changes play
# house rule -> (players, seed, other house rules, a transcript line only the variant makes)
VARIANTS = {
    "thug_alliance": (4, 1, (), r"P1 and P3 are allies\n"),
    "one_player_two_teams": (4, 1, (), r"P1 and P3 are allies, both run by P1"),
    "combined_decks": (2, 1, (), r"P1 keeps .* as his one kingpin"),
    "breakable_alliances": (4, 1, ("thug_alliance",), r"breaks the alliance: .* are enemies from now on"),
    "four_dice": (2, 1, (), r"attack \(\d \+ \d \+ \d \+ \d = \d+\) x \d+"),
    "everything_in_play": (2, 1, (), r"starts with everything in play: \d+/\d+ a thug, \$2000"),
    "kingpins_only": (2, 1, (), r"attacks the kingpin (Silas Vane|Mother Rosa|Don Ottavio|Jimmy Facets) \(P\d\) "
                                r"with the kingpin (Silas Vane|Mother Rosa|Don Ottavio|Jimmy Facets) \(1 thug\)"),
    "rich_mans_curse": (4, 2, (), r"takes the coin of the rich man's curse"),
    "great_empire": (4, 1, (), r"joins .*: P\d runs it from now on, without its money"),
    "winner_collects_bank": (3, 1, (), r"collect the bank: \$\d+"),
    "murder_for_bounty": (3, 1, (), r"house rule Murder for bounty fires: .*\n  P\d takes \$\d+ from the bank"),
    "more_players": (6, 1, (), r"P6 runs .*\(pack 2\)"),
    "no_snitches": (2, 1, (), None),
}


def test_every_house_rule_file_has_a_play_test():
    assert sorted(f[:-5] for f in os.listdir(HOUSE_RULES)) == sorted(VARIANTS)


@pytest.mark.parametrize("rule", sorted(VARIANTS))
def test_cw_var_each_house_rule_changes_play_through_syndicate_play(rule):
    players, seed, others, line = VARIANTS[rule]
    seats = [a for i in range(players) for a in ("--seat", f"{i + 1}=random")] if rule == "breakable_alliances" else []
    base = syndicate("play", "content/crime_wars", "--players", str(players), "--seed", str(seed), *seats,
                     *[a for o in others for a in ("--house-rule", o)],
                     *(["--house-rule", "more_players"] if players > 4 and rule != "more_players" else []))
    args = [a for o in (*others, rule) for a in ("--house-rule", o)]
    r = syndicate("play", "content/crime_wars", "--players", str(players), "--seed", str(seed), *seats, *args)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.splitlines()[-1].startswith("=== ")
    if rule == "more_players":
        assert base.returncode != 0 and "2 to 4" in base.stdout + base.stderr   # without it: refused
        assert re.search(line, r.stdout)
        return
    assert base.returncode == 0, base.stdout + base.stderr
    if rule == "no_snitches":          # CW-JOKER-01: the same two-player game has its snitch played without it
        assert "plays The Black Snitch" in base.stdout or "plays The Red Snitch" in base.stdout
        assert "Snitch" not in r.stdout
        return
    assert re.search(line, r.stdout), r.stdout[-3000:]
    assert not re.search(line, base.stdout)
    if rule == "kingpins_only":
        assert "hires" not in r.stdout and "hires" in base.stdout
