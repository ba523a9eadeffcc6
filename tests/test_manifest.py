"""The game manifest (game.yaml): loaded into Pack.manifest, emitted as GAME for the runtime (Contract 2),
and its own mistakes reported like every file's, with suggestions."""
from __future__ import annotations

import ast
import os
import subprocess
import sys

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.pack import load_pack
from manifest_support import copy_pack

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(ROOT, "content", "crime_lords")
MINI = os.path.join(ROOT, "tests", "fixtures", "foundation", "mini")


def check(pack):
    return subprocess.run([sys.executable, "-m", "compiler", "check", str(pack)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_base_pack_declares_its_game_in_the_manifest():
    bag = DiagnosticBag()
    pack = load_pack(BASE, bag)
    m = pack.manifest
    assert bag.sorted() == [] and m is not None
    assert (m.id, m.name, m.engine, m.faction) == ("crime_lords", "Crime Lords", "crime_lords", "mob")
    assert m.card_kinds == ("mob", "crook", "racket", "special") == tuple(pack.counts())
    assert list(m.kinds["racket"].fields) == ["district", "type", "income", "resistance", "power"]
    assert {(k, f, e.name) for k, f, e in m.references()} == {
        ("crook", "weakness", "racket_type"), ("racket", "district", "district"), ("racket", "type", "racket_type")}
    # CL-TKO-06: a Racket has an action token exactly when it has Power; a Crook always; Mobs and Specials never.
    racket = m.kinds["racket"]
    assert racket.has_token({"power": 2}) and not racket.has_token({}) and m.kinds["crook"].has_token({})
    assert not m.kinds["special"].has_token({}) and m.kinds["special"].played_from_hand


def test_generated_game_module_is_what_contract_2_promises():
    with open(os.path.join(ROOT, "generated", "crime_lords", "game.py"), encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    values = {t.id: ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign) for t in n.targets}
    game = values["GAME"]
    assert {k: game[k] for k in ("id", "name", "engine", "faction")} == {
        "id": "crime_lords", "name": "Crime Lords", "engine": "crime_lords", "faction": "mob"}
    assert {k: (v["plural"], v["label"], v["fields"]) for k, v in game["card_kinds"].items()} == {
        "mob": ("mobs", "Mob", ["boss_bonus"]),
        "crook": ("crooks", "Crook", ["power", "resistance", "weakness"]),
        "racket": ("rackets", "Racket", ["district", "type", "income", "resistance", "power"]),
        "special": ("specials", "Special", [])}
    assert {k: v["on"] for k, v in game["markers"].items()} == {
        "unhappy": ["crook"], "power": ["crook", "racket"], "income": ["racket"]}
    assert game["zones"] == {"shared": ["deck", "open", "discard", "out", "aside"],
                             "seat": ["mobcard", "crooks", "rackets", "hand"]}
    assert values["HOUSE_RULE_SCHEMA"]["$id"] == "house_rule.schema.json"
    init = open(os.path.join(ROOT, "generated", "crime_lords", "__init__.py"), encoding="utf-8").read()
    assert "from .game import GAME" in init


def _mini_with(tmp_path, old, new):
    root = tmp_path / "pack"
    manifest = copy_pack(MINI, root) and root / "game.yaml"
    text = manifest.read_text()
    assert old in text
    manifest.write_text(text.replace(old, new, 1))
    return root


def test_misspelt_flag_in_the_manifest_is_syn103_with_a_suggestion(tmp_path):
    p = check(_mini_with(tmp_path, "    in_play: true ", "    in_pley: true "))
    assert p.returncode == 1 and "error[SYN103]: unknown property `in_pley` in `card_kinds.mob`" in p.stdout
    assert "did you mean `in_play`?" in p.stdout and "game.yaml:30:5" in p.stdout


def test_misspelt_field_type_in_the_manifest_is_syn105_with_a_suggestion(tmp_path):
    p = check(_mini_with(tmp_path, "        type: integer\n", "        type: integr\n"))
    assert p.returncode == 1 and "error[SYN105]" in p.stdout and "did you mean `integer`?" in p.stdout


def test_a_broken_manifest_stops_the_check_of_the_other_files_but_says_why(tmp_path):
    root = _mini_with(tmp_path, "faction: mob ", "faction: gang ")
    (root / "crooks.yaml").write_text((root / "crooks.yaml").read_text().replace("power: 5", "power: five"))
    p = check(root)
    assert p.returncode == 1 and "error[SYN111]: `gang` is not a card kind of the manifest" in p.stdout
    assert "SYN102" not in p.stdout   # crooks.yaml cannot be checked against an unknown game


def test_a_kind_the_manifest_does_not_declare_is_unknown_with_a_suggestion(tmp_path):
    root = _mini_with(tmp_path, "  special:\n    plural: specials\n    label: Special\n",
                      "  trick:\n    plural: tricks\n    label: Trick\n")
    p = check(root)
    assert "error[SYN108]: unknown file kind `special`" in p.stdout and "use one of `mob`, `crook`, `racket`, `trick`" in p.stdout
    # the ruleset's composition follows the manifest's kinds: `special` is no longer one of them
    assert "unknown property `special` in `composition`" in p.stdout and "`composition` has no `trick`" in p.stdout


def test_cl_set_01_the_district_set_rule_is_the_manifests_constraint(tmp_path):
    """SYN205 comes from `check: one_per_pair` in game.yaml: without it, the same pack has no SYN205."""
    from test_check_cases import build_case, found

    root = build_case("syn205_district_set", str(tmp_path / "with"))
    assert {c for c, *_ in found(root, __import__("compiler.pipeline").pipeline.check_pack(root)[1])} == {"SYN205"}
    manifest = os.path.join(root, "game.yaml")
    text = open(manifest, encoding="utf-8").read()
    start = text.index("  - check: one_per_pair")
    end = text.index("  - check: unique")
    with open(manifest, "w", encoding="utf-8") as fh:
        fh.write(text[:start] + text[end:])
    from compiler.pipeline import check_pack
    _, bag = check_pack(root)
    assert [d.code for d in bag.sorted()] == []


def test_cl_end_02_victory_rows_cover_the_range_the_manifest_names(tmp_path):
    """`check: covers_range` reads its ruleset paths from the manifest: point it elsewhere and it checks there."""
    from compiler.pipeline import check_pack
    from test_check_cases import build_case

    root = build_case("syn209_targets", str(tmp_path / "case"))
    assert [d.code for d in check_pack(root)[1].sorted()] == ["SYN211", "SYN209"]   # 9 players, 2 Mobs too
    manifest = os.path.join(root, "game.yaml")
    text = open(manifest, encoding="utf-8").read().replace("    key: players\n", "    key: playrs\n", 1)
    open(manifest, "w", encoding="utf-8").write(text)
    _, bag = check_pack(root)
    [d] = [d for d in bag.sorted() if d.code != "SYN211"]
    assert (d.code, d.message, d.help) == ("SYN114", "the rows of `victory.targets` have no `playrs`",
                                           "did you mean `players`?")


def test_a_misspelt_faction_is_syn111_and_every_check_reads_the_manifest_afresh(tmp_path):
    """game.yaml is parsed and schema-checked on every run (no pickled cache: docs/security.md),
    so an edit is seen at once."""
    from compiler.pipeline import check_pack

    root = _mini_with(tmp_path, "faction: mob ", "faction: mobb ")
    first = [(d.code, d.span.line, d.span.col, d.help) for d in check_pack(str(root))[1].sorted()]
    assert first == [("SYN111", 12, 10, "did you mean `mob`?")]
    again = [(d.code, d.span.line, d.span.col, d.help) for d in check_pack(str(root))[1].sorted()]
    assert again == first
    (root / "game.yaml").write_text((root / "game.yaml").read_text().replace("faction: mobb ", "faction: mob "))
    assert check_pack(str(root))[1].sorted() == []


def test_check_never_reads_schema_files_found_in_the_pack(tmp_path):
    """Schemas come from the manifest in memory; a pack's own schemas/ folder is for editors only."""
    root = copy_pack(MINI, tmp_path / "pack")
    os.makedirs(os.path.join(root, "schemas"), exist_ok=True)
    with open(os.path.join(root, "schemas", "crook.schema.json"), "w", encoding="utf-8") as fh:
        fh.write('{"type": "object", "properties": {"cards": false}}')   # would refuse every crook file
    p = check(root)
    assert p.returncode == 0 and "no problems found" in p.stdout, p.stdout
