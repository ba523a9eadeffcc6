"""Issue 18, problem 2, as a designer meets it: the editor, through the real yaml-language-server.

A pack made by `syndicate new` in a temporary folder (outside this repository)
is opened file by file in yaml-language-server (the server behind VS Code's
YAML extension), driven over stdio with pytest-lsp. Every file loads its schema
(no "Unable to load schema") and checks clean; a schema error gets the same
line and column from the server as from `syndicate check`.

The server is a Node program: .ci/run installs it with npm into .cache/tools/
(or set SYNDICATE_YAML_LS to its `bin/yaml-language-server`). Where Node or the
server is missing the test is skipped, and says which.
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

SERVER_JS = os.path.join("node_modules", "yaml-language-server", "bin", "yaml-language-server")
TOOLS = os.path.join(ROOT, ".cache", "tools")


def _server() -> list[str]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed: yaml-language-server cannot run (apt-get install nodejs npm)")
    given = os.environ.get("SYNDICATE_YAML_LS")
    script = given or os.path.join(TOOLS, SERVER_JS)
    if not os.path.isfile(script):
        pytest.skip(f"yaml-language-server is not installed at {script}: "
                    "npm install --prefix .cache/tools yaml-language-server@1 (.ci/run does)")
    return [node, script, "--stdio"]


pytest.importorskip("pytest_lsp", reason="pytest-lsp is a test dependency: pip install -e '.[test]'")


def _uri(path: str) -> str:
    from pathlib import Path

    return Path(path).resolve().as_uri()


async def _diagnostics(command: list[str], root: str, files: list[str]) -> dict[str, list]:
    """Open each file in the server; return its diagnostics, by path."""
    from lsprotocol import types
    from pytest_lsp import ClientServerConfig

    client = await ClientServerConfig(server_command=command).start()
    settings = {"validate": True, "hover": True, "completion": True, "schemaStore": {"enable": False},
                "yamlVersion": "1.2"}
    client.set_configuration(settings, section="yaml")
    try:
        await client.initialize_session(types.InitializeParams(
            capabilities=types.ClientCapabilities(
                workspace=types.WorkspaceClientCapabilities(configuration=True),
                text_document=types.TextDocumentClientCapabilities(
                    publish_diagnostics=types.PublishDiagnosticsClientCapabilities())),
            root_uri=_uri(root), workspace_folders=[types.WorkspaceFolder(uri=_uri(root), name="pack")]))
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"yaml": settings}))
        found = {}
        for path in files:
            uri = _uri(path)
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
            client.text_document_did_open(types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
            # The server publishes once it has loaded the schema and validated the file.
            for _ in range(200):
                if uri in client.diagnostics:
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.3)     # a second, later publish (after the schema loads) wins
            assert uri in client.diagnostics, f"no diagnostics published for {path}"
            found[path] = list(client.diagnostics[uri])
        return found
    finally:
        await client.shutdown_session()
        await client.stop()


def _new_pack(tmp_path) -> str:
    pack = os.path.join(str(tmp_path), "my_game")
    r = run_cli("new", pack)
    assert r.returncode == 0, r.stdout + r.stderr
    return pack


def _yaml_files(pack: str) -> list[str]:
    out = []
    for folder, dirs, files in os.walk(pack):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        out += [os.path.join(folder, n) for n in sorted(files) if n.endswith(".yaml")]
    return out


def test_every_file_of_a_new_pack_loads_its_schema_in_the_language_server_and_checks_clean(tmp_path):
    command = _server()
    pack = _new_pack(tmp_path)
    files = _yaml_files(pack)
    assert any(f.endswith(os.path.join("templates", "sheet.yaml")) for f in files)
    found = asyncio.run(_diagnostics(command, pack, files))
    problems = {os.path.relpath(p, pack): [d.message for d in ds] for p, ds in found.items() if ds}
    assert problems == {}, problems   # "Unable to load schema ..." would be one of these


def _edit(path: str, old: str, new: str) -> None:
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    assert old in text, old
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text.replace(old, new, 1))


# (file, old text, new text, the code `syndicate check` gives)
MISTAKES = [
    ("crooks.yaml", "    power: 6\n", "    power: six\n", "SYN102"),
    ("crooks.yaml", "    flavor:", "    flavour:", "SYN103"),
    ("house_rules/last_man_standing.yaml", "rackets_to_win: false", "rackets_to_win: no", "SYN030"),
    ("templates/sheet.yaml", "bleed: 3 ", "bleeed: 3", "SYN607"),
    ("templates/sheet.yaml", "paper: a4 ", "paper: a5", "SYN607"),
]


@pytest.mark.parametrize("file, old, new, code", MISTAKES, ids=[m[3] + "-" + m[2].split(":")[0].strip() for m in MISTAKES])
def test_the_language_server_and_syndicate_check_put_a_schema_error_at_the_same_line_and_column(
        tmp_path, file, old, new, code):
    command = _server()
    pack = _new_pack(tmp_path)
    path = os.path.join(pack, file)
    _edit(path, old, new)
    r = subprocess.run([sys.executable, "-m", "compiler", "check", pack, "--format", "json"],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    ours = [d for d in json.loads(r.stdout)["diagnostics"] if d["severity"] == "error"]
    assert [d["code"] for d in ours] == [code], ours
    server = asyncio.run(_diagnostics(command, pack, [path]))[path]
    assert len(server) == 1, [d.message for d in server]
    start = server[0].range.start
    assert (start.line + 1, start.character + 1) == (ours[0]["line"], ours[0]["column"]), \
        (server[0].message, ours[0]["message"])
