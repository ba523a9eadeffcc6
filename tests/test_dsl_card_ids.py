"""Cards named by id in abilities, and a player's `mob`: what the checker accepts and SYN417 where it does not.

Each diagnostic is checked at its exact file:line:col, inside a house-rule file's block scalar.
"""
from __future__ import annotations

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.effects.check import card_kinds, check_text
from compiler.load.yamlload import load_text
from dsl.describe import describe
from tests.base_vocab import VOCAB

CONSTANTS = {"harbor": "district", "gambling": "racket_type", "hit": "attack_kind", "recruit": "attack_kind",
             "takeover": "attack_kind"}
CARDS = {"ironside_brotherhood": "mob", "pier_rats": "mob", "judge_pell": "crook", "big_sal_ruffino": "crook",
         "dockside_dice": "racket", "tip_off": "special"}


def run(ability: str, kind: str | None = None, cards: dict | None = CARDS):
    """Check `ability` as the second block-scalar entry of a house-rule file (or a crook's card file)."""
    indent = "      " if kind is None else "        "
    body = "\n".join(indent + line for line in ability.split("\n"))
    if kind is None:
        text = ("kind: house_rule\nid: r\nname: R\ndescription: d\nabilities:\n  - \"on turn_end: draw 1\"\n"
                f"  - |\n{body}\n")
        path = ("abilities", 1)
        data = None
    else:
        text = f"kind: {kind}\ncards:\n  - id: x\n    name: X\n    power: 2\n    abilities:\n      - |\n{body}\n"
        path = ("cards", 0, "abilities", 0)
    doc, problems = load_text(text, "rule.yaml")
    assert not problems
    node = doc.data
    for key in path:
        node = node[key]
    bag = DiagnosticBag()
    data = doc.data["cards"][0] if kind else None
    result = check_text(node, VOCAB, CONSTANTS, lambda s, e: doc.string_span(path, s, e), bag, kind, data, cards)
    return text, bag.sorted(), result


def where(text: str, marker: str) -> tuple[int, int]:
    index = text.index(marker)
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


def place(d) -> tuple[int, int]:
    return d.span.line, d.span.col


def test_mob_is_a_player_property_of_type_mob():
    entry = VOCAB.properties["mob"]
    assert (entry.type, entry.applies_to, entry.runtime) == ("mob", ("player",), "mob_of")
    assert "mob_of" in VOCAB.runtime_methods()


def test_house_rule_names_a_mob_by_id():
    for ability in ("modify attack by 6 for attacks\nwhere attack.attacker.mob is ironside_brotherhood",
                    "modify income of controlled_rackets\nwhere it.owner.mob is ironside_brotherhood by 3",
                    "on turn_start:\nif event.player.mob is ironside_brotherhood then gain 15 G to event.player",
                    "on turn_start:\nif ironside_brotherhood is not event.player.mob then gain 1 G to event.player",
                    "on turn_end:\nfor each p in players: if p is ironside_brotherhood.owner then gain 1 G to p"):
        _, diags, result = run(ability)
        assert result is not None and not diags, (ability, diags)


def test_other_kinds_of_cards_by_id_where_a_card_stands():
    for ability in ("modify hit by 1 for attacks\nagainst judge_pell",
                    "modify power of judge_pell\nby 2",
                    "on turn_end:\nif judge_pell in controlled_crooks then discard judge_pell",
                    "on crook_recruited:\nif event.crook is big_sal_ruffino then gain 2 G to event.player",
                    "on turn_end:\nfor each p in players: if count(crooks of p) > count(subordinates of judge_pell) then draw 1"):
        _, diags, result = run(ability, kind=None if "draw" not in ability else "crook")
        assert result is not None and not diags, (ability, [d.message for d in diags])


def test_syn417_card_of_the_wrong_kind_at_its_place():
    text, diags, _ = run("modify attack by 6 for attacks\nwhere attack.attacker.mob is judge_pell")
    assert [d.code for d in diags] == ["SYN417"]
    assert place(diags[0]) == where(text, "judge_pell")
    assert diags[0].span.end_col == where(text, "judge_pell")[1] + len("judge_pell")
    assert diags[0].message == "`judge_pell` is a Crook of this pack, not a Mob"
    assert diags[0].help == "Mobs of this pack: `ironside_brotherhood`, `pier_rats`"


def test_syn417_misspelt_mob_id_gets_did_you_mean():
    text, diags, _ = run("on turn_start:\nif event.player.mob is ironside_brotherhod then gain 1 G to event.player")
    assert [d.code for d in diags] == ["SYN417"]
    assert place(diags[0]) == where(text, "ironside_brotherhod")
    assert diags[0].message == "no Mob of this pack has the id `ironside_brotherhod`"
    assert diags[0].help == "did you mean `ironside_brotherhood`?"


def test_syn417_id_on_the_left_and_in_a_membership_test():
    text, diags, _ = run("on turn_end:\nif pier_rats in controlled_crooks then gain 1 G to active_player")
    assert [(d.code, d.message) for d in diags] == [("SYN417", "`pier_rats` is a Mob of this pack, not a Crook")]
    assert place(diags[0]) == where(text, "pier_rats")
    text, diags, _ = run("on turn_end:\nif dockside_dice is active_player.mob then draw 1", kind="crook")
    assert [d.code for d in diags] == ["SYN417"] and place(diags[0]) == where(text, "dockside_dice")


def test_syn417_in_function_and_effect_arguments():
    text, diags, _ = run("on turn_end:\nif count(subordinates of pier_rats) > 0 then draw 1", kind="crook")
    assert [(d.code, d.message) for d in diags] == [("SYN417", "`pier_rats` is a Mob of this pack, not a Crook")]
    assert place(diags[0]) == where(text, "pier_rats")
    text, diags, _ = run("on turn_end:\ntake judge_pell", kind="crook")
    assert [(d.code, d.message) for d in diags] == [("SYN417", "`judge_pell` is a Crook of this pack, not a Racket")]
    assert diags[0].help == "Rackets of this pack: `dockside_dice`"


def test_a_pack_without_that_id_says_so_and_lists_its_mobs():
    _, diags, _ = run("modify attack by 6 for attacks\nwhere attack.attacker.mob is ironside_brotherhood",
                      cards={"pier_rats": "mob"})
    assert [d.code for d in diags] == ["SYN417"]
    assert diags[0].help == "Mobs of this pack: `pier_rats`"


def test_unknown_name_where_any_card_stands_stays_syn401_with_card_ids_suggested():
    text, diags, _ = run("modify hit by 1 for attacks\nagainst judge_pel")
    assert [d.code for d in diags] == ["SYN401"] and diags[0].help == "did you mean `judge_pell`?"
    assert place(diags[0]) == where(text, "judge_pel\n")


def test_declared_names_and_pack_constants_come_before_card_ids():
    # A loop variable spelt like a card id is the variable: the card id never hides a name the designer declared.
    _, diags, result = run("on turn_end:\nfor each pier_rats in players: gain 1 G to pier_rats")
    assert not diags and result[1][id(result[0].effects[0].body[0].parts[2])] == ("var", "pier_rats")
    # A district id wins over a card of the same id.
    _, diags, result = run("on racket_taken_over:\nif event.racket.district is harbor then gain 1 G to event.player",
                           cards={**CARDS, "harbor": "racket"})
    assert not diags


def test_card_kinds_from_pack_cards_and_compiled_dicts():
    class C:
        def __init__(self, i, k):
            self.id, self.kind = i, k
    assert card_kinds([C("a", "mob"), C("", "crook"), C("b", "crook")], VOCAB) == {"a": "mob", "b": "crook"}
    assert card_kinds([{"id": "a", "kind": "mob"}, {"id": 3, "kind": "mob"}, {"id": "z", "kind": "ruleset"}], VOCAB) == {"a": "mob"}


def test_describe_reads_the_mob_property():
    names = {"ironside_brotherhood": "The Ironside Brotherhood"}
    assert describe("modify attack by 6 for attacks where attack.attacker.mob is ironside_brotherhood", VOCAB, names) == \
        "Attacks get +6 if the attacker's Mob is The Ironside Brotherhood."
    assert describe("modify income of controlled_rackets where it.owner.mob is ironside_brotherhood by 3", VOCAB, names) == \
        "Rackets in play whose owner's Mob is The Ironside Brotherhood earn +3."
    assert describe("on turn_start: if event.player.mob is pier_rats then gain 15 G to event.player", VOCAB) == \
        "At the start of each turn, if the player's Mob is Pier Rats, the player gains 15 G."
