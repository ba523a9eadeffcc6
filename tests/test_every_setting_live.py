"""Every setting is live (issue 26 item 4): for every setting of every pack's ruleset, a legal change
changes seeded games, or `check` refuses the value with a diagnostic at its line.

The settings are read from each pack's compiled ruleset, so a setting added later is covered by
the default trial (its number one up, its switch flipped) unless a row below says how to try it.
A list of rows (racket types, bonus rows, roulette rows...) is one setting per field of a row,
tried on its first row that has the field. A change is tried as a house rule laid over the
ruleset, in seeded games of random players (the state hash after the game, or after 200 turns);
one that `check` must refuse is written into the ruleset of a copy of the pack.
"""
from __future__ import annotations

import copy
import os
import re
import shutil
from dataclasses import replace

import pytest
import yaml

from runtime import api, save, session
from runtime.kernel.errors import GameError
from runtime.packs import load_generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKS = tuple(sorted(p for p in os.listdir(os.path.join(ROOT, "content"))
                     if os.path.isfile(os.path.join(ROOT, "content", p, "game.yaml"))))   # every pack
SKIP_TOP = {"kind", "id", "name", "description"}

# How to try a setting when one up / flipped in 2- and 4-player games of seeds 1-4 is not the way
# (a setting that is not a number or a switch needs a row):
#   value: the new value; with: other settings laid over too (a setting that counts only under a
#   switch); players / seeds: the tables tried; check: the code `check` must refuse the value with;
#   printed: a setting that only changes what is printed, read where it says (`templates`: the pack's
#   sheet templates, `sheets`: the sheet renderer's swatches, `engine`: the transcript's words).
TRIALS = {
    "crime_lords": {
        "players.min": {"value": 3, "refused_table": 2},
        "players.max": {"value": 5, "refused_table": 6},
        "composition.mob": {"check": "SYN204"}, "composition.crook": {"check": "SYN204"},
        "composition.racket": {"check": "SYN204"}, "composition.special": {"check": "SYN204"},
        "power_range.min": {"value": 2, "check": "SYN104", "at": "crooks.yaml"},   # a Crook of Power 1
        "racket_types[].regular": {"check": "SYN210", "at": "rackets/"},            # one per district
        "rules.turn_cap": {"value": 5},
        "victory.targets[].short": {"value": 2, "with": {"victory": {"length": "short"}}},
        "victory.targets[].players": {"value": 3, "check": "SYN209"},     # 2 players no longer covered
        "rules.unhappy_recruit_bonus": {"value": 9, "scripted": "recruit_an_unhappy_crook"},
        "rules.recruit_lieutenant_penalty": {"value": 0, "players": (4, 5, 6), "seeds": range(1, 9)},
        "rules.recruit_under_lieutenant_penalty": {"value": 0, "scripted": "recruit_under_a_lieutenant"},
        "rules.weakness_bonus": {"value": 10, "players": (4, 5, 6), "seeds": range(1, 9)},
        "rules.recruit_helpers": {"value": 0, "players": (4, 5, 6), "seeds": range(1, 9)},
        "rules.hit_boss_penalty": {"value": 0, "players": (4, 5, 6), "seeds": range(1, 9)},
        "rules.hit_superior_penalty": {"value": 0, "scripted": "hit_a_crook_with_subordinates"},
        "rules.hit_helpers": {"value": 0, "players": (4, 5, 6), "seeds": range(1, 9)},
        "rules.hide_out_bonus": {"value": 10, "players": (4, 5, 6), "seeds": range(1, 9)},
        "rules.gang_war_hit_bonus": {"value": 0, "players": (4, 5, 6), "seeds": range(1, 9)},
        "victory.share_when_one_short": {"players": (4, 5, 6), "seeds": range(1, 13)},
        "rules.retoken": {"value": "start"},
        "victory.length": {"value": "short"},
        "districts[].color": {"printed": "sheets"}, "districts[].pattern": {"printed": "sheets"},   # swatches
    },
    "crime_wars": {
        "players.min": {"value": 3, "refused_table": 2},
        "players.max": {"value": 3, "refused_table": 4},
        "composition.team": {"check": "SYN204"}, "composition.thug": {"check": "SYN204"},
        "composition.kingpin": {"check": "SYN204"}, "composition.bonus": {"check": "SYN204"},
        "composition.snitch": {"check": "SYN204"},
        "die.min": {"value": 2, "check": "SYN104"}, "die.max": {"value": 7, "check": "SYN209"},
        "rules.roulette[].rolls": {"check": "SYN209"},
        # The pack has two snitch cards, for two teams: the schema bounds the setting to what it can deal.
        "rules.snitches_per_deck": {"value": 2, "check": "SYN104"},
        "rules.snitch_teams": {"value": 3, "check": "SYN104"},
        "rules.kingpin_thugs": {"value": 4, "scripted": "kingpin_attacks_a_small_group"},
        "rules.conquest_min_teams": {"value": 2, "players": (2, 3, 4)},
        "rules.turn_cap": {"value": 5},
        "rules.rich_mans_curse": {"players": (4,), "with": {"players": {"min": 4}}},
        "rules.rich_mans_curse_min_teams": {"value": 5, "refused_table": 4,
                                            "with": {"players": {"min": 4}, "rules": {"rich_mans_curse": True}}},
        "rules.great_empire": {"players": (3, 4), "with": {"players": {"min": 3}}},
        "rules.great_empire_min_teams": {"value": 4, "refused_table": 3,
                                         "with": {"players": {"min": 3}, "rules": {"great_empire": True}}},
        "rules.alliance_one_player": {"players": (4,), "with": {"players": {"min": 4},
                                                                "rules": {"alliances": [[1, 3], [2, 4]]}}},
        "rules.alliance_breakable": {"players": (4,), "with": {"players": {"min": 4},
                                                               "rules": {"alliances": [[1, 3], [2, 4]]}}},
        "rules.alliance_fight_snitches": {"players": (4,), "seeds": range(1, 9),
                                          "with": {"players": {"min": 4}, "rules": {"alliances": [[1, 3], [2, 4]]}}},
        "rules.teams_per_player": {"value": 2, "players": (2,), "with": {"players": {"max": 2}}},
        "ranks[].card": {"value": "kingpin", "check": "SYN205"},     # the pack's 2s are thug groups
        "suits[].color": {"printed": "sheets"}, "suits[].symbol": {"printed": "templates"},
        "ranks[].index": {"printed": "templates"},
    },
    "nothing_personal": {
        "positions[].number": {"value": 7},                      # the Capo beaten as the Counselor is
        "positions[].row": {"value": 2, "players": (3, 4, 5), "seeds": range(1, 9)},
        "rules.capo_whack_extra": {"value": 0, "players": (3, 4, 5), "seeds": range(1, 9)},
        "rules.fence_buys": {"value": 0},
        "rules.fence_draws": {"value": [2, 3, 2], "players": (3, 5)},
        "rules.prison_at": {"value": [8, 10, 11], "players": (3, 5)},
        "positions[].decides": {"value": "enforcer", "players": (3, 5)},
        "targets[].type": {"value": "hitman", "players": (3, 5)},
        "targets[].position": {"value": "underboss", "players": (3, 5)},
        # `check` accepts a kill face the die does not have: the game then has no kill face.
        "die.kill_face": {"value": "nothing", "players": (3, 5)},
        "phases[].letter": {"printed": "engine"},                # the phase's name in the transcript
        "gangster_types[].color": {"printed": "templates"}, "targets[].color": {"printed": "templates"},
    },
    "criminal_underworld": {
        "rules.market_size": {"value": 6, "check": "SYN104"},    # the pack has five service cards
        "rules.teams": {"value": 1, "check": "SYN105"},          # one team is no game
        "rules.slots": {"value": ["left", "top", "right"]},      # three sides to defend
        "rules.turn_limit_result": {"value": "richest", "with": {"rules": {"turn_limit": 10}}},
    },
}


def _settings(ruleset: dict):
    """(name, path, value) of every setting: a leaf of a mapping, or a field of a list's rows."""
    def walk(node, path, name):
        if isinstance(node, dict):
            for k, v in node.items():
                if not path and k in SKIP_TOP:
                    continue
                yield from walk(v, path + (k,), name + (("." if name else "") + k,))
        elif isinstance(node, list):
            if node and all(isinstance(r, dict) for r in node):
                seen = set()
                for i, row in enumerate(node):
                    for k, v in row.items():
                        if k in seen or k in ("id", "name", "rank"):
                            continue
                        seen.add(k)
                        if isinstance(v, list):     # a list in a row (roulette's rolls): its first item
                            yield "".join(name) + f"[].{k}", path + (i, k, 0), v[0]
                        else:
                            yield "".join(name) + f"[].{k}", path + (i, k), v
            elif node and not isinstance(node[0], (dict, list)):
                yield "".join(name), path, node
        else:
            yield "".join(name), path, node
    yield from walk(ruleset, (), ())


def _default_trial(ruleset: dict, name: str) -> dict:
    """How any pack's common settings are tried: the player range by the tables it refuses, the
    composition by `check` (it counts the cards), the turn cap by a short one; tables from the range."""
    lo, hi = ruleset["players"]["min"], ruleset["players"]["max"]
    if name == "players.min":
        return {"value": lo + 1, "refused_table": lo}
    if name == "players.max":
        return {"value": hi - 1, "refused_table": hi}
    if name.startswith("composition."):
        return {"check": "SYN204"}
    if name == "rules.turn_cap":
        return {"value": 5}
    return {"players": tuple(sorted({lo, min(hi, max(lo, 4))}))}


def all_settings():
    for pack in PACKS:
        rs = load_generated(os.path.join(ROOT, "generated", pack)).ruleset
        for name, path, value in _settings(rs):
            yield pytest.param(pack, name, path, value, id=f"{pack}:{name}")


def _changed(value, trial):
    if "value" in trial:
        return trial["value"]
    return (not value) if isinstance(value, bool) else value + 1


def _overlay(ruleset: dict, path: tuple, new) -> dict:
    """The house-rule settings that set `path` to `new` (a list is replaced whole, as the overlay does)."""
    top = path[0]
    if len(path) == 1:
        return {top: new}
    whole = copy.deepcopy(ruleset[top])
    node, i = whole, 1
    while i < len(path) - 1:
        node = node[path[i]]
        i += 1
    node[path[-1]] = new
    if isinstance(ruleset[top], dict) and isinstance(ruleset[top][path[1]], list):
        return {top: {path[1]: whole[path[1]]}}      # the list under the mapping, whole
    if isinstance(ruleset[top], dict) and len(path) > 2 and isinstance(ruleset[top][path[1]], dict):
        return {top: {path[1]: whole[path[1]]}}
    return {top: whole if isinstance(whole, list) else {path[1]: whole[path[1]]}}


def _merge(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def _games(pack, ids, players, seeds) -> dict:
    out = {}
    for n in players:
        for seed in seeds:
            g = session.new_game(pack, n, seed, {i: "random" for i in range(1, n + 1)}, ids, log=False)
            g.run(max_turns=200)
            out[(n, seed)] = save.state_hash(g)
    return out


def kingpin_attacks_a_small_group(pack, _value=None) -> list:
    """CW-BAND-03/07 (CW-R-10): a kingpin attacks a 2-thug group of a team with another 2-thug group in
    play; the defence may add groups while it stays within what the kingpin counts as (`kingpin_thugs`).
    Returns the groups the defender may add."""
    from runtime.games.crime_wars.combat import Attack, defence_options
    g = session.new_game(pack, 2, 1, {1: "random", 2: "random"}, ["_trial"] if "_trial" in pack.house_rules else [],
                         log=False)
    g.setup()
    st = g.state
    small = [c for c in st.cards if c.kind == "thug" and c.thugs == 2 and c.owner != 0][:2]
    for c in small:
        st.move(c, "play", 1)
    kingpin = g.seats[0].kingpin[0]
    a = Attack(attacker=0, target=small[0], band=[kingpin], defenders=[small[0]])
    return [c.id for c in defence_options(g, a)]


def _cl_rules(pack) -> dict:
    return session.table_rules(pack, 2, ["_trial"] if "_trial" in pack.house_rules else [])["rules"]


def _cl_parts(pack, kind: str, build) -> list:
    """The parts of a Crime Lords success number (CL-REC-04, CL-HIT-02) in a hand-built position."""
    from tests.fixtures.engine.scenario import Table, crook
    from runtime.games.crime_lords import attacks
    cards = [crook(i, 3) for i in ("b0", "b1", "lt", "x", "t")]
    tb = Table(cards, rules=_cl_rules(pack))
    target = build(tb)
    a = attacks.Attack(kind, 0, tb.c("b0"), target, target.owner if target.zone == "crooks" else -1)
    (attacks._recruit_modifiers if kind == "recruit" else attacks._hit_modifiers)(tb.g, a)
    return a.parts


def recruit_an_unhappy_crook(pack, _value=None) -> list:
    def build(tb):
        tb.boss(0, "b0")
        t = tb.open("t")
        t.unhappy = 1
        return t
    return _cl_parts(pack, "recruit", build)


def recruit_under_a_lieutenant(pack, _value=None) -> list:
    def build(tb):
        tb.boss(0, "b0")
        tb.boss(1, "b1")
        tb.sub(1, "lt", "b1", "n")
        return tb.sub(1, "x", "lt", "n")
    return _cl_parts(pack, "recruit", build)


def hit_a_crook_with_subordinates(pack, _value=None) -> list:
    def build(tb):
        tb.boss(0, "b0")
        tb.boss(1, "b1")
        lt = tb.sub(1, "lt", "b1", "n")
        tb.sub(1, "x", "lt", "n")
        return lt
    return _cl_parts(pack, "hit", build)


SCRIPTED = {"kingpin_attacks_a_small_group": kingpin_attacks_a_small_group,
            "recruit_an_unhappy_crook": recruit_an_unhappy_crook,
            "recruit_under_a_lieutenant": recruit_under_a_lieutenant,
            "hit_a_crook_with_subordinates": hit_a_crook_with_subordinates}


def _with_rule(pack, settings):
    rule = api.HouseRule(id="_trial", name="trial", source="tests/test_every_setting_live.py", settings=settings)
    return replace(pack, house_rules={**pack.house_rules, "_trial": rule})


@pytest.mark.parametrize("pack_name,name,path,value", list(all_settings()))
def test_a_legal_change_of_every_setting_changes_games_or_is_refused(pack_name, name, path, value, tmp_path):
    pack = load_generated(os.path.join(ROOT, "generated", pack_name))
    trial = {**_default_trial(pack.ruleset, name), **TRIALS.get(pack_name, {}).get(name, {})}
    if "printed" in trial:
        field = name.rsplit(".", 1)[-1]
        assert _read_in(pack_name, trial["printed"], field), f"{name}: nothing in {trial['printed']} reads `{field}`"
        return
    assert "value" in trial or isinstance(value, (bool, int)), \
        f"{name} ({value!r}) is neither a number nor a switch: give it a row in TRIALS"
    new = _changed(value, trial)
    settings = _overlay(pack.ruleset, path, new)
    if "check" in trial:
        _refused_by_check(pack_name, settings, trial["check"], tmp_path, trial.get("at", "ruleset.yaml"))
        return
    if "refused_table" in trial:
        # The table the ruleset allows is refused, before play, once the setting changes.
        n, extra = trial["refused_table"], trial.get("with", {})
        session.new_game(_with_rule(pack, extra), n, 1, {i: "random" for i in range(1, n + 1)}, ["_trial"], log=False)
        with pytest.raises(GameError):
            session.new_game(_with_rule(pack, _merge(extra, settings)), n, 1, {i: "random" for i in range(1, n + 1)},
                             ["_trial"], log=False)
        return
    if "scripted" in trial:
        assert SCRIPTED[trial["scripted"]](pack, value) != SCRIPTED[trial["scripted"]](_with_rule(pack, settings))
        return
    extra = trial.get("with", {})
    players, seeds = trial.get("players", (2, 4)), trial.get("seeds", range(1, 5))
    base_pack = _with_rule(pack, extra)
    before = _games(base_pack, ["_trial"], players, seeds)
    after = _games(_with_rule(pack, _merge(extra, settings)), ["_trial"], players, seeds)
    assert before != after, f"{name}: {value} -> {new} changed none of {len(before)} seeded games"


def _read_in(pack_name: str, where: str, field: str) -> bool:
    """Does the code or template that prints a setting read its field (`.field`, `"field"`, `'field'`)?"""
    engine = load_generated(os.path.join(ROOT, "generated", pack_name)).game["engine"]
    folder = {"templates": os.path.join(ROOT, "content", pack_name, "templates"),
              "sheets": os.path.join(ROOT, "compiler", "sheets"),
              "engine": os.path.join(ROOT, "runtime", "games", engine)}[where]
    used = re.compile(rf"""[.'"]{re.escape(field)}\b""")
    for name in os.listdir(folder):
        if name.endswith((".py", ".j2", ".css")):
            with open(os.path.join(folder, name), encoding="utf-8") as fh:
                if used.search(fh.read()):
                    return True
    return False


def _refused_by_check(pack_name: str, settings: dict, code: str, tmp_path, at: str) -> None:
    """The changed value written into the ruleset of a copy of the pack: `check` refuses it at a line
    of `at` (the ruleset, or the cards the value no longer fits)."""
    from compiler.pipeline import check_pack
    dst = tmp_path / pack_name
    shutil.copytree(os.path.join(ROOT, "content", pack_name), dst)
    path = dst / "ruleset.yaml"
    data = _merge(yaml.safe_load(path.read_text()), settings)
    path.write_text("# yaml-language-server: $schema=schemas/ruleset.schema.json\n" + yaml.safe_dump(data, sort_keys=False))
    _, bag = check_pack(str(dst))
    codes = [d.code for d in bag.items if d.severity.name == "ERROR"]
    assert code in codes, f"check did not refuse it with {code}: {codes}"
    where = [d for d in bag.items if d.code == code]
    assert any(at in str(d.span.file) and d.span.line > 1 for d in where), \
        [(str(d.span.file), d.span.line) for d in where]


def test_a_retired_setting_in_an_old_ruleset_or_house_rule_is_refused_at_its_line_with_advice(tmp_path):
    """`rules.bodyguard_penalty` was decoration (the Bodyguards' -5 is in their abilities) and left the
    ruleset; the manifest lists it as `retired:`. A designer's old files that still give it get an error
    at the line, saying it is gone and what to do, not "did you mean" a near setting that would change
    the game."""
    import subprocess
    import sys
    pack = tmp_path / "crime_lords"
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords"), pack)
    ruleset = pack / "ruleset.yaml"
    lines = ruleset.read_text().splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith("  hit_superior_penalty:")) + 1
    lines.insert(at, "  bodyguard_penalty: 5\n")
    ruleset.write_text("".join(lines))
    (pack / "house_rules" / "guards.yaml").write_text(
        "# yaml-language-server: $schema=../schemas/house_rule.schema.json\nkind: house_rule\nid: guards\n"
        "name: Tough guards\ndescription: Hits on guarded Crooks are harder.\nsettings:\n  rules:\n"
        "    bodyguard_penalty: 8\n")
    # run beside the pack, so its files are shown as `crime_lords/…` wherever the clone and tmp are
    r = subprocess.run([sys.executable, "-m", "compiler", "check", "crime_lords"], capture_output=True, text=True,
                       cwd=tmp_path)
    out = r.stdout + r.stderr
    assert r.returncode != 0 and "Traceback" not in out
    assert f"error[SYN103]: `bodyguard_penalty` is no longer a property of `rules`\n  --> crime_lords/ruleset.yaml:{at + 1}:3" in out
    assert "error[SYN208]: house rule setting `rules.bodyguard_penalty` is no longer a ruleset setting" in out
    assert "crime_lords/house_rules/guards.yaml:8:5" in out
    assert out.count("in their own abilities (crooks.yaml)") == 2 and "did you mean" not in out
