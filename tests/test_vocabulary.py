"""The effect vocabulary is the pack's data (game.yaml `vocabulary:`): a bad vocabulary is a
diagnostic at its place (SYN310–SYN316, misspelt keys SYN103), and the grammar knows no game's
verbs — a pack with other words checks, compiles and describes without touching the parser."""
from __future__ import annotations

import json
import os
import shutil

import pytest

from compiler.report.diagnostics import DiagnosticBag, Span
from compiler.check.effects.check import check_text
from compiler.emit.modules import Names
from dsl import vocabulary as V
from dsl.describe import describe
from dsl.parser import parse
from dsl.verbs import Mismatch, Resolved, resolve
from tests.adversarial.packs import MINI, crook, run_cli, write_crooks
from tests.base_vocab import VOCAB
from manifest_support import copy_pack



def _pack(tmp_path, old: str | None = None, new: str | None = None, nth: int = 0) -> tuple[str, str, int]:
    """A copy of the mini pack whose game.yaml has the nth `old` replaced by `new` (and where)."""
    root = os.path.join(str(tmp_path), "mini")
    copy_pack(MINI, root)
    path = os.path.join(root, "game.yaml")
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    at = -1
    if old is not None:
        for _ in range(nth + 1):
            at = text.index(old, at + 1)
        text = text[:at] + new + text[at + len(old):]
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
    return root, text, at


def _check(root: str) -> list[dict]:
    r = run_cli("check", root, "--format", "json")
    assert "Traceback" not in r.stderr, r.stderr
    return json.loads(r.stdout)["diagnostics"]


def _at(text: str, marker: str, start: int = 0) -> tuple[int, int]:
    at = text.index(marker, start)
    return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1


def _one(diags, code):
    hits = [d for d in diags if d["code"] == code]
    assert hits, [(d["code"], d["message"]) for d in diags]
    return hits[0]


def _place(d) -> tuple[int, int]:
    return d["line"], d["column"]


def test_the_base_pack_vocabulary_loads_clean_and_the_mini_pack_checks_clean(tmp_path):
    root, _, _ = _pack(tmp_path)
    write_crooks(root, crook("sulker", "Sulker", ["on turn_start: gain 1 G"]))
    assert _check(root) == []
    assert {"gain", "pay", "cancel", "boost", "reroll"} <= set(VOCAB.verbs)


@pytest.mark.parametrize("old,new,code,marker,words", [
    ("type: number\n      of: [crook, racket]\n      runtime: power", "type: numbr\n      of: [crook, racket]\n      runtime: power",
     "SYN310", "numbr", "did you mean `number`?"),
    ("runtime: draw_cards", "runtime: pass", "SYN311", "pass", "method name"),
    ("runtime: draw_cards", "runtime: Draw-Cards", "SYN106", "Draw-Cards", "must be"),
    ("raises: [unhappy_added, crook_discarded]\n    release", "raises: [unhappy_addded, crook_discarded]\n    release",
     "SYN312", "unhappy_addded", "did you mean `unhappy_added`?"),
    ('english: "{player} gains {amount}"', 'english: "{player} gains {amont}"', "SYN313", '"{player} gains {amont}"',
     "did you mean `amount`?"),
    ('pattern: "draw {count: number}"', 'pattern: "draw {count: number"', "SYN314", '"draw {count: number"', "pattern"),
    ('pattern: "release {card: card}"', 'pattern: "discard {card: card}"', "SYN315", '"discard {card: card}"', "own words"),
    ("\n      doc: \"The owner draws", "\n      exampel: \"draw 2\"\n      doc: \"The owner draws", "SYN103", "exampel",
     "did you mean `example`?"),
], ids=["syn310_unknown_type", "syn311_runtime_keyword", "syn106_runtime_shape", "syn312_unknown_event", "syn313_english_argument",
        "syn314_pattern", "syn315_same_shape", "syn103_misspelt_key"])
def test_bad_vocabulary_is_a_diagnostic_at_its_place(tmp_path, old, new, code, marker, words):
    root, text, at = _pack(tmp_path, old, new)
    diags = _check(root)
    d = _one(diags, code)
    assert d["file"].endswith("game.yaml")
    assert _place(d) == _at(text, marker, start=at), d
    assert words in (d["message"] + " " + (d.get("help") or "")), d


def test_syn312_an_optional_argument_needs_a_default(tmp_path):
    root, text, _ = _pack(tmp_path, "      defaults: {player: owner}\n", "", 0)
    d = _one(_check(root), "SYN312")
    assert "defaults" in d["help"] and _place(d) == _at(text, '"gain {amount: money} [to {player: player}]"')


def test_syn316_a_pack_with_abilities_and_no_game_file(tmp_path):
    root, _, _ = _pack(tmp_path)
    os.remove(os.path.join(root, "game.yaml"))
    write_crooks(root, crook("sulker", "Sulker", ["on turn_start: gain 1 G"]))
    # `syndicate check` stops at the missing manifest (SYN110): no file of the pack can be read without it.
    assert _one(_check(root), "SYN110")["message"].startswith("the pack has no game manifest")
    from compiler.report.diagnostics import DiagnosticBag
    from compiler.check.effects.vocab import load_vocabulary

    bag = DiagnosticBag()
    load_vocabulary(root, bag)   # the vocabulary alone, as a compiled-pack tool reads it
    assert [d.code for d in bag.sorted()] == ["SYN316"]
    assert bag.sorted()[0].message.startswith("the pack has no `game.yaml`")


def test_the_built_vocabulary_travels_with_the_compiled_pack(tmp_path):
    from compiler.check.effects.vocab import compiled_vocabulary

    root, _, _ = _pack(tmp_path)
    write_crooks(root, crook("sulker", "Sulker", ["on turn_start: gain 1 G"]))
    out = os.path.join(str(tmp_path), "gen")
    r = run_cli("build", root, "--out", out)
    assert r.returncode == 0, r.stderr
    folder = os.path.join(out, "mini") if os.path.isdir(os.path.join(out, "mini")) else out
    vocab = compiled_vocabulary(folder)
    assert vocab.runtime_methods() == VOCAB.runtime_methods()
    assert {k: [v.entry for v in vs] for k, vs in vocab.verbs.items()} == \
        {k: [v.entry for v in vs] for k, vs in VOCAB.verbs.items()}


# --- verbs are the vocabulary's, not the grammar's ----------------------------------------
def test_effects_resolve_against_their_patterns():
    node, _ = parse("on turn_start: transfer 3 G from p to owner and gain 2 G and cancel attack")
    transfer, gain, cancel = (resolve(VOCAB, e) for e in node.effects)
    assert isinstance(transfer, Resolved) and transfer.verb.name == "transfer"
    assert [type(a).__name__ for a in transfer.args] == ["Num", "Name", "Name"]
    assert gain.verb.name == "gain" and gain.args[1] is None          # the optional player: the owner
    assert cancel.verb.name == "cancel_attack" and cancel.args == ()


@pytest.mark.parametrize("ability,code,marker", [
    ("on x: gian 2 G", "SYN304", "gian"),
    ("on x: xyzzy 2 G", "SYN301", "xyzzy"),
    ("on x: transfer 3 G frm p to owner", "SYN304", "frm"),
    ("on x: transfer 3 G p to owner", "SYN418", "p to"),
    ("on x: draw 1 2", "SYN418", "2"),
    ("on x: boost attack 4", "SYN418", "4"),
])
def test_a_verb_in_the_wrong_shape_is_named_at_the_part_that_does_not_fit(ability, code, marker):
    node, _ = parse(ability)
    found = resolve(VOCAB, node.effects[0])
    assert isinstance(found, Mismatch) and found.code == code, found
    assert found.start == ability.index(marker)
    if code == "SYN418":
        assert found.help.startswith("write `")


TINY = {
    "types": {"coin": {"label": "coins", "unit": "c", "quantity": True}},
    "events": {"dusk": {"payload": {"player": "player"}, "doc": "Night falls.", "example": "on dusk: stash 1 c",
                        "english": "At dusk", "english_yours": "At your dusk"}},
    "selectors": {
        "self": {"type": "card", "runtime": "this_card", "doc": "", "example": "", "english": "this card", "owned": True},
        "owner": {"type": "player", "runtime": "owner", "doc": "", "example": "", "english": "you", "owned": True},
        "attack": {"type": "attack", "runtime": "current_attack", "doc": "", "example": "", "english": "the attack"}},
    "effects": {"stash": {"pattern": "stash {amount: coin} [into {player: player}]", "runtime": "stash_coins",
                          "doc": "Hide coins.", "example": "stash 2 c", "defaults": {"player": "owner"},
                          "english": "{player} hides {amount}", "english_when": {"player is you": "hide {amount}"}}},
    "timings": {"own_turn": {"doc": "Your turn.", "english": "on your turn"}},
}


def test_a_pack_with_other_words_checks_compiles_and_describes_with_the_same_grammar():
    vocab, problems = V.load(TINY, {"card_kinds": {"agent": {"label": "Agent", "plural": "Agents"}}})
    assert problems == []
    bag = DiagnosticBag()
    result = check_text("on dusk: stash 2 c into event.player", vocab, {}, lambda s, e: Span("t", 1, s + 1), bag, "agent")
    assert result is not None and not bag.items
    assert describe("on dusk: stash 2 c", vocab) == "At dusk, hide 2 c."
    assert Names(vocab).check("stash_coins") == "stash_coins"
    # The base pack's verbs mean nothing here, and the tiny pack's nothing in the base pack.
    bag = DiagnosticBag()
    assert check_text("on dusk: gain 2 c", vocab, {}, lambda s, e: Span("t", 1, s + 1), bag, "agent") is None
    assert [d.code for d in bag] == ["SYN301"]
    bag = DiagnosticBag()
    assert check_text("on turn_start: stash 2 G", VOCAB, {}, lambda s, e: Span("t", 1, s + 1), bag, "crook") is None
    assert [d.code for d in bag] == ["SYN301"]


def test_the_vocabulary_loader_never_raises_on_junk():
    for junk in (None, [], {"effects": []}, {"effects": {"x": {"pattern": 3}}}, {"events": {"e": "nope"}},
                 {"effects": {"x": {"pattern": "[ ]", "runtime": "r"}}}, {"selectors": {"self": {"type": "set:"}}}):
        vocab, problems = V.load(junk, {})
        assert isinstance(vocab, V.Vocabulary) and all(isinstance(p, V.Problem) for p in problems)


@pytest.mark.parametrize("ability,word", [
    ("on turn_start: iff owner is active_player then gain 1 G", "iff"),
    ("on turn_start: fro each p in players: gain 1 G to p", "fro"),
    ("on turn_start: if yes then chose c in players: gain 1 G to c", "chose"),
])
def test_a_misspelt_effect_form_is_named_where_it_is_written(ability, word):
    # Any word may start an effect (a verb of some vocabulary), so the parser looks back for the slip.
    node, problems = parse(ability)
    assert node is None and problems[0].code == "SYN304"
    assert problems[0].start == ability.index(word) and "did you mean" in problems[0].message


def test_an_attack_scope_needs_the_attack_property_it_reads():
    vocab, _ = V.load({**TINY, "attack_stats": {"attack": {"type": "number", "runtime": "success", "doc": "", "example": "",
                                                           "noun": "attacks"}}}, {})
    bag = DiagnosticBag()
    assert check_text("modify attack by 1 for attacks by owner", vocab, {}, lambda s, e: Span("t", 1, s + 1), bag,
                      "agent") is None
    assert [d.code for d in bag] == ["SYN404"] and "attacker" in bag.items[0].message
