"""`syndicate lsp` (issue 29, part 1), as an editor meets it: a client over stdio (pytest-lsp), a pack made by `syndicate new`.

Each test starts the real server (`python -m compiler lsp`), opens files of the
pack and types into them (unsaved: nothing is written to disk), then asks what
an editor asks: diagnostics (compared with `syndicate check --format json` on
the same text saved), completion, hover, definition, quick fixes and semantic
tokens inside ability strings written plain, quoted and as block scalars.
"""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys

import pytest

from adversarial.packs import ROOT, run_cli

pytest.importorskip("pytest_lsp", reason="pytest-lsp is a test dependency: pip install -e '.[test]'")
from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig  # noqa: E402


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    pack = str(tmp_path_factory.mktemp("lsp") / "my_game")
    r = run_cli("new", pack)
    assert r.returncode == 0, r.stdout + r.stderr
    return pack


@pytest.fixture
def pack(made, tmp_path):
    """A fresh copy of the new pack, so a test may save files."""
    dest = str(tmp_path / "my_game")
    shutil.copytree(made, dest, symlinks=True)
    return dest


def _uri(path: str) -> str:
    from pathlib import Path

    return Path(path).resolve().as_uri()


class Session:
    def __init__(self, client, root):
        self.client, self.root = client, root
        self.versions: dict[str, int] = {}

    def path(self, rel: str) -> str:
        return os.path.join(self.root, rel)

    async def open(self, rel: str, text: str | None = None) -> str:
        path = self.path(rel)
        if text is None:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        uri = _uri(path)
        self.versions[uri] = 1
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
        return uri

    async def type(self, rel: str, text: str) -> str:
        """Replace the buffer's whole text (unsaved), as an editor sends a change."""
        uri = _uri(self.path(rel))
        self.versions[uri] += 1
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
        return uri

    async def diagnostics(self, uri: str, want=lambda ds: True, timeout: float = 60) -> list:
        for _ in range(int(timeout / 0.05)):
            if uri in self.client.diagnostics and want(self.client.diagnostics[uri]):
                return list(self.client.diagnostics[uri])
            await asyncio.sleep(0.05)
        raise AssertionError(f"no such diagnostics for {uri}: {self.client.diagnostics.get(uri)}")


def run(root: str, body):
    async def go():
        config = ClientServerConfig(server_command=[sys.executable, "-m", "compiler", "lsp"],
                                    server_env={**os.environ, "PYTHONPATH": ROOT})
        client = await config.start()
        try:
            result = await client.initialize_session(types.InitializeParams(
                capabilities=types.ClientCapabilities(
                    text_document=types.TextDocumentClientCapabilities(
                        publish_diagnostics=types.PublishDiagnosticsClientCapabilities(),
                        hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
                        completion=types.CompletionClientCapabilities(
                            completion_item=types.ClientCompletionItemOptions(
                                documentation_format=[types.MarkupKind.Markdown])))),
                root_uri=_uri(root), workspace_folders=[types.WorkspaceFolder(uri=_uri(root), name="pack")]))
            session = Session(client, root)
            session.capabilities = result.capabilities
            return await body(session)
        finally:
            await client.shutdown_session()
            await client.stop()
    return asyncio.run(go())


def read(pack, rel):
    with open(os.path.join(pack, rel), encoding="utf-8") as fh:
        return fh.read()


def check_json(pack: str) -> list[dict]:
    r = subprocess.run([sys.executable, "-m", "compiler", "check", pack, "--format", "json"],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert "Traceback" not in r.stderr, r.stderr
    return json.loads(r.stdout)["diagnostics"]


def pos(text: str, needle: str, into: int = 0) -> types.Position:
    """The position `into` characters after the start of `needle` in `text`."""
    i = text.index(needle) + into
    line = text.count("\n", 0, i)
    return types.Position(line=line, character=i - (text.rfind("\n", 0, i) + 1))


ABILITY = '      - "modify hit by 2 for attacks by owner"\n'


# --- diagnostics ---------------------------------------------------------------------------------------

def test_a_new_pack_opens_clean(pack):
    async def body(s):
        uri = await s.open("crooks.yaml")
        return await s.diagnostics(uri)
    assert run(pack, body) == []


@pytest.mark.parametrize("edit", [
    ('      - "modify hit by 2 for attacks by owner"', '      - "on turn_strat: gain 2 G"'),
    ('      - "modify hit by 2 for attacks by owner"', "      - >-\n        on turn_start:\n        gian 2 G"),
    ('      - "modify hit by 2 for attacks by owner"', "      - on turn_start: gain 2 Q"),
    ('    power: 4\n', '    power: 9\n'),
], ids=["quoted", "block", "plain", "schema"])
def test_diagnostics_while_typing_are_the_checks_codes_lines_and_columns(pack, edit):
    old, new = edit
    text = read(pack, "crooks.yaml")
    assert old in text
    typed = text.replace(old, new, 1)

    async def body(s):
        uri = await s.open("crooks.yaml")
        await s.diagnostics(uri)
        await s.type("crooks.yaml", typed)        # unsaved
        return await s.diagnostics(uri, lambda ds: len(ds) > 0)
    got = run(pack, body)
    assert read(pack, "crooks.yaml") == text       # nothing written
    with open(os.path.join(pack, "crooks.yaml"), "w", encoding="utf-8") as fh:
        fh.write(typed)
    want = [d for d in check_json(pack) if d["file"].endswith("crooks.yaml")]
    assert want
    assert [(d.code, d.range.start.line + 1, d.range.start.character + 1) for d in got] == \
        [(d["code"], d["line"], d["column"]) for d in want]
    assert [d.message.split("\nhelp: ")[0] for d in got] == [d["message"] for d in want]


def test_renaming_a_card_id_shows_where_another_file_uses_it(pack):
    """A house rule names a Mob by id; renaming the Mob in its (unsaved) file breaks the house rule's reference."""
    mobs = read(pack, "mobs.yaml")
    first_id = mobs.split("  - id: ", 1)[1].split("\n", 1)[0].split("#")[0].strip()
    rule = "house_rules/strong_mob.yaml"
    with open(os.path.join(pack, rule), "w", encoding="utf-8") as fh:
        fh.write("# yaml-language-server: $schema=../schemas/house_rule.schema.json\nkind: house_rule\n"
                 "id: strong_mob\nname: A strong Mob\ndescription: One Mob hits harder.\n"
                 f"abilities:\n  - \"modify attack by 6 for attacks where attack.attacker.mob is {first_id}\"\n")

    async def body(s):
        uri_m = await s.open("mobs.yaml")
        uri_r = await s.open(rule)
        await s.diagnostics(uri_r)
        assert list(s.client.diagnostics[uri_r]) == []
        await s.type("mobs.yaml", mobs.replace(f"  - id: {first_id}\n", f"  - id: {first_id}_x\n", 1))
        found = await s.diagnostics(uri_r, lambda ds: len(ds) > 0)
        return found, s.client.diagnostics.get(uri_m)
    found, _ = run(pack, body)
    assert any(first_id in d.message for d in found), [d.message for d in found]


# --- completion ----------------------------------------------------------------------------------------

async def _complete(s, rel, text, needle, into):
    uri = await s.open(rel, text)
    await s.diagnostics(uri)
    result = await s.client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=pos(text, needle, into)))
    return [i.label for i in (result.items if result else [])]


def _vocab(pack):
    import yaml

    with open(os.path.join(pack, "game.yaml"), encoding="utf-8") as fh:
        return yaml.safe_load(fh)["vocabulary"]


@pytest.mark.parametrize("typed, needle, group", [
    ('      - "on "\n', '"on ', "events"),
    ("      - on \n", "- on ", "events"),
    ('      - "on turn_start: "\n', "turn_start: ", "verbs"),
    ('      - "on turn_start: if owner is active_player then "\n', "then ", "verbs"),
    ('      - "modify "\n', "modify ", "stats"),
    ('      - "on turn_start: add 1 "\n', "add 1 ", "markers"),
    ('      - "modify hit by 1 for attacks where attack.kind is "\n', "kind is ", "attack_kinds"),
    ('      - "on turn_start: gain 1 G to owner where owner is "\n', "owner is ", "selectors"),
], ids=["events-quoted", "events-plain", "verbs", "verbs-after-then", "stats", "markers", "attack-kinds",
        "selectors-and-cards"])
def test_completion_inside_ability_strings_by_context(pack, typed, needle, group):
    text = read(pack, "crooks.yaml").replace(ABILITY, typed, 1)
    vocab = _vocab(pack)

    async def body(s):
        return await _complete(s, "crooks.yaml", text, needle, len(needle))
    labels = set(run(pack, body))
    if group == "events":
        assert set(vocab["events"]) <= labels and "gain" not in labels
    elif group == "verbs":
        firsts = {p["pattern"].split()[0] for p in vocab["effects"].values()}
        assert firsts <= labels and "turn_start" not in labels
    elif group == "stats":
        assert set(vocab["stats"]) <= labels and set(vocab.get("attack_stats", {})) <= labels
        assert set(vocab.get("params", {})) <= labels          # the names house rules set
    elif group == "markers":
        assert set(vocab["markers"]) <= labels
    elif group == "attack_kinds":
        assert labels == set(vocab["attack_kinds"])
    elif group == "selectors":
        assert set(vocab["selectors"]) <= labels
        crooks = read(pack, "crooks.yaml")
        assert crooks.split("  - id: ", 1)[1].split("\n", 1)[0].split("#")[0].strip() in labels   # card ids


def test_completion_filters_by_the_word_being_typed_and_is_silent_outside_abilities(pack):
    text = read(pack, "crooks.yaml").replace(ABILITY, '      - "on turn_s"\n', 1)

    async def body(s):
        inside = await _complete(s, "crooks.yaml", text, "turn_s", len("turn_s"))
        outside = await _complete(s, "crooks.yaml", text, "kind: crook", len("kind: cr"))
        return inside, outside
    inside, outside = run(pack, body)
    assert inside and all(label.startswith("turn_s") for label in inside) and "turn_start" in inside
    assert outside == []


# --- hover -----------------------------------------------------------------------------------------------

async def _hover(s, rel, text, needle, into):
    uri = await s.open(rel, text)
    await s.diagnostics(uri)
    h = await s.client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=pos(text, needle, into)))
    return h.contents.value if h else None


def test_hover_on_an_ability_gives_its_english_and_compiled_form(pack):
    block = ("      - >-\n        action costs token and 5 G,\n        target c: crook where c.owner is owner:\n"
             "        remove 1 unhappy from c\n")
    text = read(pack, "crooks.yaml").replace(ABILITY, block, 1)

    async def body(s):
        return await _hover(s, "crooks.yaml", text, "target c: crook", len("target c: crook wh"))
    value = run(pack, body)
    from compiler.check.effects.vocab import load_vocabulary
    from dsl.describe import describe

    english = describe("action costs token and 5 G, target c: crook where c.owner is owner: remove 1 unhappy from c",
                       load_vocabulary(pack))
    assert english in value
    assert "`Activated`" in value and "timing: `own_turn`" in value and "`token`" in value and "`5 G`" in value
    assert "target `c`: crook where `c.owner is owner`" in value


def test_hover_on_a_vocabulary_word_gives_its_documentation(pack):
    text = read(pack, "crooks.yaml").replace(ABILITY, '      - "on turn_start: gain 1 G"\n', 1)
    vocab = _vocab(pack)

    async def body(s):
        return await _hover(s, "crooks.yaml", text, "turn_start: gain", 3)
    value = run(pack, body)
    assert vocab["events"]["turn_start"]["doc"] in value and "event" in value


def test_hover_on_a_card_id_gives_its_stats_file_and_simulated_win_rate(pack, tmp_path):
    mobs = read(pack, "mobs.yaml")
    mob_id = mobs.split("  - id: ", 1)[1].split("\n", 1)[0].split("#")[0].strip()
    # A simulation report where `syndicate simulate` puts it (out/<pack>/simulation/ under the folder it ran in).
    report_dir = os.path.join(os.path.dirname(pack), "out", os.path.basename(pack), "simulation")
    os.makedirs(report_dir)
    with open(os.path.join(report_dir, "report.json"), "w", encoding="utf-8") as fh:
        json.dump({"faction": {"kind": "mob"}, "results": {"win_rate_by_mob": [
            {"key": mob_id, "label": "x", "games": 200, "wins": 61, "rate": 0.305, "ci_low": 0.246,
             "ci_high": 0.371}], "cards": []}}, fh)
    rule = ("house_rules/strong_mob.yaml",
            "kind: house_rule\nid: strong_mob\nname: A strong Mob\ndescription: One Mob hits harder.\n"
            f"abilities:\n  - \"modify attack by 6 for attacks where attack.attacker.mob is {mob_id}\"\n")
    with open(os.path.join(pack, rule[0]), "w", encoding="utf-8") as fh:
        fh.write(rule[1])

    async def body(s):
        return await _hover(s, rule[0], rule[1], f"is {mob_id}", 4)
    value = run(pack, body)
    assert "mobs.yaml" in value and "boss_bonus" in value
    assert "30.5%" in value and "24.6–37.1%" in value and "200 games" in value


# --- definition, quick fix, semantic tokens ------------------------------------------------------------------

def test_go_to_definition_from_a_card_id(pack):
    mobs = read(pack, "mobs.yaml")
    mob_id = mobs.split("  - id: ", 1)[1].split("\n", 1)[0].split("#")[0].strip()
    text = ("kind: house_rule\nid: strong_mob\nname: A strong Mob\ndescription: One Mob hits harder.\n"
            f"abilities:\n  - |\n    modify attack by 6 for attacks\n    where attack.attacker.mob is {mob_id}\n")
    with open(os.path.join(pack, "house_rules", "strong_mob.yaml"), "w", encoding="utf-8") as fh:
        fh.write(text)

    async def body(s):
        uri = await s.open("house_rules/strong_mob.yaml", text)
        await s.diagnostics(uri)
        return await s.client.text_document_definition_async(types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=pos(text, mob_id, 2)))
    loc = run(pack, body)
    loc = loc[0] if isinstance(loc, list) else loc
    assert loc.uri == _uri(os.path.join(pack, "mobs.yaml"))
    assert loc.range.start == pos(mobs, f"id: {mob_id}", 4)


def test_quick_fix_applies_the_did_you_mean(pack):
    text = read(pack, "crooks.yaml").replace(ABILITY, '      - "on turn_strat: gain 2 G"\n', 1)

    async def body(s):
        uri = await s.open("crooks.yaml", text)
        diags = await s.diagnostics(uri, lambda ds: len(ds) > 0)
        actions = await s.client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=diags[0].range,
            context=types.CodeActionContext(diagnostics=diags)))
        return diags, actions
    diags, actions = run(pack, body)
    assert "did you mean `turn_start`" in diags[0].message
    fix = actions[0]
    assert fix.kind == types.CodeActionKind.QuickFix
    (edit,) = list(fix.edit.changes.values())[0]
    assert edit.new_text == "turn_start" and edit.range == diags[0].range
    assert edit.range.start == pos(text, "turn_strat") and edit.range.end == pos(text, "turn_strat", 10)


def test_semantic_tokens_colour_the_words_of_abilities(pack):
    text = read(pack, "crooks.yaml").replace(
        ABILITY, "      - >-\n        on turn_start: if owner is active_player\n        then gain 1 G\n", 1)

    async def body(s):
        uri = await s.open("crooks.yaml", text)
        await s.diagnostics(uri)
        legend = s.capabilities.semantic_tokens_provider.legend
        tokens = await s.client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(
            text_document=types.TextDocumentIdentifier(uri=uri)))
        return legend, tokens
    legend, tokens = run(pack, body)
    decoded, line, char = {}, 0, 0
    data = tokens.data
    for i in range(0, len(data), 5):
        line += data[i]
        char = data[i + 1] if data[i] else char + data[i + 1]
        decoded[(line, char)] = (data[i + 2], legend.token_types[data[i + 3]])
    p = pos(text, "turn_start: if")
    assert decoded[(p.line, p.character)] == (10, "event")
    p = pos(text, "gain 1 G")
    assert decoded[(p.line, p.character)] == (4, "function")
    p = pos(text, "if owner")
    assert decoded[(p.line, p.character)] == (2, "keyword")
    p = pos(text, "1 G")
    assert decoded[(p.line, p.character)] == (1, "number")


# --- editor set-up -----------------------------------------------------------------------------------------

def test_new_writes_each_editors_settings_where_it_reads_them(made):
    import tomllib

    with open(os.path.join(made, ".vscode", "settings.json"), encoding="utf-8") as fh:
        vscode = json.load(fh)
    cmd = vscode["syndicate.lsp.command"]
    assert cmd[-1] == "lsp" and "yaml.schemas" in vscode                  # next to the schema mapping
    with open(os.path.join(made, ".helix", "languages.toml"), "rb") as fh:
        helix = tomllib.load(fh)
    assert helix["language-server"]["syndicate"] == {"command": cmd[0], "args": ["lsp"]}
    assert "syndicate" in helix["language"][0]["language-servers"]
    nvim = read(made, ".nvim.lua")
    assert f'cmd = {{ "{cmd[0]}", "lsp" }}' in nvim and 'root_markers = { "game.yaml" }' in nvim
    # The command it names starts the server (the tests above run the same module).
    assert os.path.isfile(cmd[0]) or shutil.which(cmd[0])


def test_the_editors_folder_holds_the_same_settings_and_a_vscode_extension():
    from compiler.lsp import editors

    here = os.path.join(ROOT, "editors")
    with open(os.path.join(here, "neovim", "syndicate.lua"), encoding="utf-8") as fh:
        assert fh.read() == editors.neovim(["syndicate", "lsp"])
    with open(os.path.join(here, "helix", "languages.toml"), encoding="utf-8") as fh:
        assert fh.read() == editors.helix(["syndicate", "lsp"])
    with open(os.path.join(here, "vscode", "package.json"), encoding="utf-8") as fh:
        package = json.load(fh)
    assert os.path.isfile(os.path.join(here, "vscode", package["main"]))
    assert package["contributes"]["configuration"]["properties"]["syndicate.lsp.command"]["default"] == ["syndicate", "lsp"]
    with open(os.path.join(here, "vscode", package["main"]), encoding="utf-8") as fh:
        main = fh.read()
    assert "syndicate.lsp.command" not in main and '"lsp.command"' in main and "documentSelector" in main
    node = shutil.which("node")
    if node:       # the extension's JavaScript at least parses (packaging it needs npm and the registry)
        r = subprocess.run([node, "--check", os.path.join(here, "vscode", package["main"])], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
