"""dsl/describe.py gives plain English for every ability of the base pack."""
from __future__ import annotations

import os

import pytest

from compiler.check.pack import load_pack
from compiler.report.diagnostics import DiagnosticBag
from dsl.describe import describe
from tests.base_vocab import VOCAB

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _abilities():
    pack = load_pack(os.path.join(ROOT, "content", "crime_lords"), DiagnosticBag())
    names = {d["id"]: d["name"] for d in pack.ruleset["districts"] + pack.ruleset["racket_types"]}
    return [(c.id, a, names) for c in pack.cards for a in c.abilities]


def test_every_base_pack_ability_is_described():
    items = _abilities()
    assert len(items) == 70
    for card_id, ability, names in items:
        text = describe(ability, VOCAB, names)
        assert (text[0].isupper() or text[0] in "+-") and text.endswith("."), (card_id, text)
        assert "?" not in text and "_" not in text, (card_id, text)
        assert " where " not in text and "its type is" not in text, (card_id, text)   # the base pack reads naturally


@pytest.mark.parametrize("ability,expected", [
    ("modify hit by 5 for attacks involving self", "Hits this card takes part in get +5."),
    ("modify hit by 2 for attacks by owner", "Your Mob's hits get +2."),
    ("modify hit by -5 for attacks against superior of self", "Hits against this card's superior get -5."),
    ("modify resistance of crooks of owner by 3", "Your Crooks get +3 Resistance."),
    ("modify income of rackets of owner where it.type is gambling by 1", "Your Gambling Hall Rackets earn +1."),
    ("modify income of rackets of owner where it.type is protection or it.type is loan_shark by 2",
     "Your Protection and Loan Sharking Rackets earn +2."),
    ("modify income of self by 1 while count(rackets of owner where it.type is warehouse) > 0",
     "This card earns +1 while you have any Warehouse Rackets."),
    ("set pay of self to 0", "This card needs no pay."),
    ("modify draw_count of owner by 1", "You draw 1 more card each turn."),
    ("set helpers to 99 for attacks led by self where attack.kind is recruit",
     "Recruit attempts led by this card may have any number of helpers."),
    ("set may_assist to yes for attacks where attack.kind is takeover and attack.target.district is self.district",
     "This card may assist takeovers in its own district."),
    ("play response: cancel attack", "Play when an attack is made against you: cancel the attack."),
    ("on turn_start: if event.player is owner then gain 2 G", "At the start of your turn, gain 2 G."),
    ("on turn_start: if event.player is owner then gain 2 G else pay 1 G",
     "At the start of each turn, if the player is you, gain 2 G; otherwise pay 1 G."),
    ("on racket_taken_over: if event.player is owner and event.racket.district is old_town then remove 1 unhappy from self",
     "When you take over a Racket in Old Town, remove 1 Unhappy marker from this card."),
    ("modify takeover by 2 for attacks by owner where attack.target.district is gold_coast",
     "Your Mob's takeovers in Gold Coast get +2."),
    ("action costs token and 5 G, target c: crook where c.owner is owner and c.unhappy > 0: remove 1 unhappy from c",
     "On your turn, spend this card's action token and pay 5 G to choose one of your Crooks with Unhappy markers "
     "and remove 1 Unhappy marker from it."),
    ("play, target up to 2 cs: crook where cs.owner in rivals and not cs.is_boss: for each c in cs: add 1 unhappy to c",
     "Play on your turn: choose up to 2 rival Crooks that are not Bosses and add 1 Unhappy marker to each of them."),
    ("play: for each p in rivals: transfer 3 G from p to owner", "Play on your turn: each rival pays you 3 G."),
])
def test_describe_examples(ability, expected):
    names = {"gold_coast": "Gold Coast", "old_town": "Old Town", "gambling": "Gambling Hall", "loan_shark": "Loan Sharking"}
    assert describe(ability, VOCAB, names) == expected


def test_describe_refuses_what_does_not_parse():
    with pytest.raises(ValueError):
        describe("modfy hit by 2", VOCAB)


# --- the golden file: every ability's English, read through by a person (issue 13 item 7) ---------------
GOLDEN = os.path.join(ROOT, "tests", "golden", "describe.txt")


def golden_text() -> str:
    """The describe() text of every base-pack ability (cards, then house rules), of every whole ability
    docs/effect-language.md shows, and of tests/describe_forms.py (one of every form and word)."""
    from tests.describe_forms import FORMS
    from tests.docs_examples import doc_examples

    pack = load_pack(os.path.join(ROOT, "content", "crime_lords"), DiagnosticBag())
    names = {d["id"]: d["name"] for d in pack.ruleset["districts"] + pack.ruleset["racket_types"]}
    items = [(f"{c.kind} {c.id}", a) for c in pack.cards for a in c.abilities]
    items += [(f"house rule {r.id}", a) for r in pack.house_rules for a in r.data.get("abilities", [])]
    items += [("docs/effect-language.md", a) for _, a in doc_examples()]   # no line: edits above must not churn it
    items += [(f"form ({kind or 'house rule'})", a) for kind, a in FORMS]
    out = ["# describe() of every ability: tests/test_dsl_describe.py (UPDATE_GOLDEN=1 rewrites it)", ""]
    for where, ability in items:
        out += [f"# {where}", " ".join(ability.split()), f"  => {describe(ability, VOCAB, names)}", ""]
    return "\n".join(out)


def test_golden_describe_text_of_every_ability_and_form():
    text = golden_text()
    if os.environ.get("UPDATE_GOLDEN"):
        with open(GOLDEN, "w", encoding="utf-8") as fh:
            fh.write(text)
    with open(GOLDEN, encoding="utf-8") as fh:
        assert fh.read() == text, "tests/golden/describe.txt differs (UPDATE_GOLDEN=1 to accept, then read the diff)"


def test_golden_sentences_read_as_a_person_writes_them():
    """What the read-through fixed stays fixed: no possessive before a verb, no `you is`, a comma after
    an event before its condition, no dropped condition, no bare field names."""
    sentences = [line[5:] for line in golden_text().splitlines() if line.startswith("  => ")]
    assert len(sentences) > 150
    for s in sentences:
        assert s[0].isupper() and s.endswith("."), s
        assert "'s is " not in s and "'s has " not in s and " you is " not in s.lower() and "you pays" not in s.lower(), s
        assert " markers is " not in s and "(its " not in s and "not (" not in s, s
        assert not any(f"{event.english['english']} if " in s for event in VOCAB.events.values()
                       if event.english.get("english")), s
        assert "to if " not in s and "_" not in s and "?" not in s, s
