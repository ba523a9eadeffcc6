"""Runaway triggers are reported at compile time (SYN416), naming cards and events."""
from __future__ import annotations

import json

from adversarial.packs import crook, mini_pack, run_cli, write_crooks
from compiler.pipeline import check_pack
from tests.base_vocab import VOCAB

LOOP_SELF = "on unhappy_added: add 1 unhappy to event.crook"


def _416(pack):
    _, bag = check_pack(pack)
    return [d for d in bag.sorted() if d.code == "SYN416"], bag


def test_trigger_that_feeds_itself_is_an_error_naming_card_and_event(tmp_path):
    pack = mini_pack(tmp_path)
    write_crooks(pack, crook("sore_loser", "Sore Loser", [LOOP_SELF]))
    found, bag = _416(pack)
    assert len(found) == 1 and found[0].is_error
    d = found[0]
    assert "Sore Loser" in d.message and "unhappy_added" in d.message and "add" in d.message
    # The caret is on the effect that closes the loop, inside the YAML file.
    assert d.span.file.endswith("crooks.yaml")
    with open(f"{pack}/crooks.yaml", encoding="utf-8") as fh:
        line = fh.read().split("\n")[d.span.line - 1]
    assert line[d.span.col - 1:].startswith("add 1 unhappy")
    assert [x.code for x in bag.errors] == ["SYN416"]


def test_two_cards_feeding_each_other_are_named_together(tmp_path):
    pack = mini_pack(tmp_path)
    write_crooks(pack,
                 crook("grudge_a", "Grudge Alpha", ["on unhappy_added: if event.crook is self then add 1 unhappy to boss of owner"]),
                 crook("grudge_b", "Grudge Beta", ["on crook_discarded: for each c in crooks of event.player: add 1 unhappy to c"]))
    found, bag = _416(pack)
    assert len(found) == 1
    d = found[0]
    assert not d.is_error, "a conditional loop is a warning"
    assert "Grudge Alpha" in d.message and "Grudge Beta" in d.message
    assert "unhappy_added" in d.message and "crook_discarded" in d.message
    assert bag.errors == []


def test_loop_hidden_in_an_else_branch_is_reported(tmp_path):
    pack = mini_pack(tmp_path)
    write_crooks(pack, crook("sulker", "Sulker", [
        "on unhappy_added: if owner.money > 1000 then gain 1 G else add 1 unhappy to event.crook"]))
    found, _ = _416(pack)
    assert len(found) == 1 and "Sulker" in found[0].message and "unhappy_added" in found[0].message


def test_house_rule_trigger_loop_is_reported_with_its_id(tmp_path):
    pack = mini_pack(tmp_path)
    with open(f"{pack}/house_rules/echo.yaml", "w", encoding="utf-8") as fh:
        fh.write("# yaml-language-server: $schema=../schemas/house_rule.schema.json\n"
                 "kind: house_rule\nid: echo\nname: Echo\ndescription: Grief spreads.\n"
                 "abilities:\n  - \"on unhappy_added: add 1 unhappy to event.crook\"\n")
    found, _ = _416(pack)
    assert len(found) == 1 and found[0].is_error
    assert "house rule `echo`" in found[0].message
    assert found[0].span.file.endswith("echo.yaml") and found[0].span.line == 7


def test_loops_that_cannot_happen_are_not_reported(tmp_path):
    pack = mini_pack(tmp_path)
    write_crooks(pack,
                 # markers other than Unhappy raise no event
                 crook("oiler", "Oiler", ["on unhappy_added: add 1 power to event.crook"]),
                 # the Crook a crook_discarded names is already gone: adding to him does nothing
                 crook("mourner", "Mourner", ["on crook_discarded: add 1 unhappy to event.crook"]),
                 # money raises nothing; turn events come from the rules only
                 crook("banker", "Banker", ["on turn_start: gain 1 G", "on income: pay 1 G"]))
    found, bag = _416(pack)
    assert found == [] and bag.errors == []


def test_add_unhappy_to_self_on_a_racket_is_a_no_op_not_a_loop(tmp_path):
    from compiler.check.effects.cycles import raised_events
    from compiler.check.effects.check import check_abilities

    pack = mini_pack(tmp_path)
    write_crooks(pack, crook("sulker", "Sulker", ["on unhappy_added: add 1 unhappy to self"]))
    loaded, bag = check_pack(pack)
    checked = {c.owner_id: c for c in check_abilities(loaded, bag)}
    raised = raised_events(checked["sulker"], VOCAB)
    assert {r.event for r in raised} == {"unhappy_added", "crook_discarded"}
    assert any(r.sure for r in raised)  # on a Crook, `self` is surely in play
    object.__setattr__(checked["sulker"], "card_kind", "racket")
    assert raised_events(checked["sulker"], VOCAB) == []


def test_every_loop_of_a_pack_is_reported_once(tmp_path):
    pack = mini_pack(tmp_path)
    write_crooks(pack, crook("one", "One", [LOOP_SELF]), crook("two", "Two", [LOOP_SELF]),
                 crook("three", "Three", ["on crook_discarded: if count(crooks of owner) > 1 then discard boss of owner"]))
    found, _ = _416(pack)
    errors = [d for d in found if d.is_error]
    warnings = [d for d in found if not d.is_error]
    # One and Two listen to the same event, so they make one loop: one error names both.
    assert len(errors) == 1 and "`One`" in errors[0].message and "`Two`" in errors[0].message
    assert len(warnings) == 1 and "Three" in warnings[0].message


def test_cli_reports_runaway_loop_and_refuses_to_build(tmp_path):
    pack = mini_pack(tmp_path)
    write_crooks(pack, crook("sore_loser", "Sore Loser", [LOOP_SELF]))
    r = run_cli("check", pack, "--format", "json")
    assert r.returncode == 1, r.stderr
    codes = [d["code"] for d in json.loads(r.stdout)["diagnostics"]]
    assert codes == ["SYN416"]
    b = run_cli("build", pack, "--out", str(tmp_path / "gen"))
    assert b.returncode == 1 and "SYN416" in b.stdout and "Traceback" not in b.stderr
    assert not (tmp_path / "gen" / "mini").exists()


def test_base_pack_has_no_runaway_loops():
    found, _ = _416("content/crime_lords")
    assert found == []


def test_scc_walk_is_iterative_on_a_long_chain():
    from compiler.check.effects.cycles import cyclic_components

    n = 50_000  # far deeper than Python's recursion limit
    succ = [[i + 1] for i in range(n - 1)] + [[0]]
    comps = cyclic_components(n, succ)
    assert len(comps) == 1 and len(comps[0]) == n
