"""Crime Wars abilities in content (issue 26 item 2): what a card or a house rule does is written in the
pack's effect language, so a new one is a change to content/ only.

Each test works as a designer would, through the CLI on a copy of the pack in a temporary folder: edit
YAML, `syndicate check`, `syndicate build --build-dir`, then `syndicate play --seed` against the shipped
pack, and the seeded games change. Nothing outside the copy is edited.
"""
from __future__ import annotations

import os
import re
import shutil

from tests.crime_wars_support import CONTENT, PACK
from tests.test_cw_pack import syndicate

SEATS = [(2, seed) for seed in range(1, 7)] + [(3, seed) for seed in range(1, 5)]


def _copy(tmp_path) -> str:
    dst = tmp_path / "content" / "crime_wars"
    shutil.copytree(CONTENT, dst, ignore=shutil.ignore_patterns("templates", ".vscode"))
    return str(dst)


def _check_and_build(pack: str, out: str) -> None:
    r = syndicate("check", pack)
    assert r.returncode == 0 and "no problems found" in r.stdout, r.stdout + r.stderr
    r = syndicate("build", pack, "--build-dir", out)
    assert r.returncode == 0, r.stdout + r.stderr


def _play(pack: str, n: int, seed: int, *args: str) -> str:
    r = syndicate("play", pack, "--players", str(n), "--seed", str(seed), *args)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


def _texts(out: str) -> dict:
    from runtime.packs import load_generated
    return load_generated(os.path.join(out, "crime_wars")).texts


def test_cw_king_02_a_new_card_with_an_ability_checks_builds_and_changes_seeded_games(tmp_path):
    """A new kingpin for the clubs whose ability is "a thug group of three or more defends at +1"."""
    pack, out = _copy(tmp_path), str(tmp_path / "gen")
    path = os.path.join(pack, "kingpins.yaml")
    text = open(path, encoding="utf-8").read()
    old = text[text.index("  - id: clubs_king"):text.index("  - id: diamonds_king")]
    new = ("  - id: clubs_sergeant\n"
           "    name: Sergeant Moss\n"
           "    suit: clubs\n"
           "    rank: king\n"
           '    abilities: ["modify defence of groups of owner where it.thugs >= 3 by 1"]\n'
           '    flavor: "He drills them in the yard behind the laundry."\n')
    open(path, "w", encoding="utf-8").write(text.replace(old, new))
    _check_and_build(pack, out)
    said = _texts(out)["abilities"]["clubs_sergeant"]
    assert said == ("Your thug groups whose number of thugs is at least 3 defend at +1.",), said
    changed = 0
    for n, seed in SEATS:
        before = _play("content/crime_wars", n, seed)
        after = _play(pack, n, seed, "--build-dir", out)
        if before.replace("Don Ottavio", "Sergeant Moss") != after:
            changed += 1
            # a defending clubs group of three or more thugs shows its defence one higher than thugs x per-thug
            assert re.search(r"(Three|Four|Five|Six|Seven|Eight|Nine|Ten) of Clubs \d+", after)
    assert changed, "no seeded game changed with the new card"


def test_cw_face_02_a_new_bonus_card_with_a_drawn_ability_acts_when_drawn(tmp_path):
    """A new rank of bonus card, the knight, one for each suit (check wants every suit to have each rank)."""
    pack, out = _copy(tmp_path), str(tmp_path / "gen")
    rs = os.path.join(pack, "ruleset.yaml")
    text = open(rs, encoding="utf-8").read()
    text = text.replace("  bonus: 12\n", "  bonus: 16\n").replace(
        "  - {id: ace, index: A, card: bonus}\n",
        "  - {id: ace, index: A, card: bonus}\n  - {id: knight, index: C, card: bonus}\n")
    open(rs, "w", encoding="utf-8").write(text)
    with open(os.path.join(pack, "bonuses.yaml"), "a", encoding="utf-8") as f:
        for suit in ("spades", "hearts", "clubs", "diamonds"):
            f.write(f"  - id: {suit}_knight\n"
                    f"    name: Bent Copper of {suit.title()}\n"
                    f"    suit: {suit}\n"
                    "    rank: knight\n"
                    '    abilities: ["on drawn: gain 300 dollars to event.recipient and raise defence by 2 to '
                    'event.recipient"]\n'
                    '    flavor: "He files the reports. He also loses them."\n')
    _check_and_build(pack, out)
    assert _texts(out)["abilities"]["spades_knight"] == (
        "When this card is drawn, the recipient takes 300 dollars from the bank, then every thug of the "
        "recipient gets +2 defence for the rest of the game.",)
    shown = 0
    for n, seed in SEATS:
        after = _play(pack, n, seed, "--build-dir", out)
        shown += len(re.findall(r"draws Bent Copper of \w+: \+2 defence, \+\$300 \(now \d+/\d+ a thug", after))
    assert shown, "the new bonus card was never drawn in these games"


def test_cw_var_a_new_house_rule_written_as_abilities_changes_seeded_games(tmp_path):
    pack, out = _copy(tmp_path), str(tmp_path / "gen")
    with open(os.path.join(pack, "house_rules", "war_chest.yaml"), "w", encoding="utf-8") as f:
        f.write("# yaml-language-server: $schema=../schemas/house_rule.schema.json\n"
                "kind: house_rule\n"
                "id: war_chest\n"
                "name: War chest\n"
                'description: "Every team takes $100 at the start of its turn; small groups hit harder."\n'
                "abilities:\n"
                '  - "on turn_start: gain 100 dollars to event.player"\n'
                '  - "modify attack of groups where it.thugs <= 3 by 2"\n')
    _check_and_build(pack, out)
    assert PACK.house_rules.get("war_chest") is None          # the shipped pack is untouched
    assert _texts(out)["house_rules"]["war_chest"] == (
        "At the start of each turn, the player takes 100 dollars from the bank.",
        "Every thug group in play whose number of thugs is at most 3 attacks at +2.")
    changed = 0
    for n, seed in SEATS:
        plain = _play(pack, n, seed, "--build-dir", out)
        ruled = _play(pack, n, seed, "--build-dir", out, "--house-rule", "war_chest")
        assert "house rule War chest fires: At the start of each turn" in ruled
        assert re.search(r"  P\d takes \$100 from the bank \(\$\d+\)", ruled)
        changed += plain != ruled
    assert changed == len(SEATS)


def test_cw_face_02_cw_joker_03_the_sheets_print_the_english_of_the_cards_abilities(tmp_path):
    """Bonus cards and snitches carry no designer text: their sheets print what describe() says their
    abilities do, the same words the transcript's `fires` lines and the terminal use."""
    import html
    out = tmp_path / "sheets"
    r = syndicate("sheets", "content/crime_wars", "--out", str(out), "--outputs", "html", "--jobs", "1")
    assert r.returncode == 0, r.stdout + r.stderr
    page = html.unescape((out / "sheets.html").read_text(encoding="utf-8"))
    said = {c["id"]: PACK.texts["abilities"][c["id"]] for c in PACK.cards if c["kind"] in ("bonus", "snitch")}
    assert len(said) == 14
    for card_id, lines in said.items():
        for line in lines:
            assert line in page, (card_id, line)
    assert "When this card is drawn, the recipient takes 1000 dollars from the bank." in page
    assert "Play in your turn: every thug group in play goes under its owner's deck." in page
