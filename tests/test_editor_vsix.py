"""Issue 29: the VS Code extension, packaged as a `.vsix` and started as VS Code starts it.

As its README tells a designer: `npm ci` and `npm run package` in a copy of
editors/vscode/ build the `.vsix`. The test opens the file (a zip) and checks
what VS Code installs from it, then activates the packaged extension with a
stand-in for the `vscode` module (tests/editor/vscode_stand_in.js): the
extension's own packaged language client starts `syndicate lsp` over stdio, as
configured, and completes the handshake. (This is how the `--stdio` argument
that VS Code's client adds was found: the server refused it.)

Needs Node.js and npm and the npm registry (or npm's cache); without them it is
skipped and says why.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXTENSION = os.path.join(ROOT, "editors", "vscode")
STAND_IN = os.path.join(ROOT, "tests", "editor", "vscode_stand_in.js")
OFFLINE = re.compile(r"ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH|network")


def _npm(args: list[str], cwd) -> subprocess.CompletedProcess:
    return subprocess.run([shutil.which("npm"), *args], cwd=cwd, capture_output=True, text=True, timeout=900)


@pytest.fixture(scope="module")
def vsix(tmp_path_factory):
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("Node.js and npm are not installed: the .vsix cannot be built (apt-get install nodejs npm)")
    work = tmp_path_factory.mktemp("vscode") / "extension-src"
    shutil.copytree(EXTENSION, work, ignore=shutil.ignore_patterns("node_modules", "*.vsix"))
    r = _npm(["ci", "--no-audit", "--no-fund", "--loglevel=error"], work)
    if r.returncode != 0 and OFFLINE.search(r.stdout + r.stderr):
        pytest.skip(f"npm could not reach its registry: {(r.stdout + r.stderr).strip()[:300]}")
    assert r.returncode == 0, r.stdout + r.stderr
    r = _npm(["run", "package"], work)
    assert r.returncode == 0, r.stdout + r.stderr
    with open(work / "package.json", encoding="utf-8") as fh:
        meta = json.load(fh)
    path = work / f"{meta['name']}-{meta['version']}.vsix"
    assert path.is_file(), r.stdout
    return path, meta


def test_the_vsix_holds_the_extension_and_its_client(vsix):
    path, meta = vsix
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        manifest = z.read("extension.vsixmanifest").decode("utf-8")
        packaged = json.loads(z.read("extension/package.json"))
    assert {"extension.vsixmanifest", "[Content_Types].xml", "extension/extension.js",
            "extension/package.json"} <= names
    assert f'Id="{meta["name"]}"' in manifest and f'Version="{meta["version"]}"' in manifest
    assert packaged["main"] == "./extension.js" and packaged["activationEvents"] == ["onLanguage:yaml"]
    assert packaged["contributes"]["configuration"]["properties"]["syndicate.lsp.command"]["default"] == ["syndicate", "lsp"]
    # the client it requires travels with it (VS Code installs no dependencies)
    assert "extension/node_modules/vscode-languageclient/node.js" in names
    assert "extension/node_modules/vscode-jsonrpc/package.json" in names
    # and nothing of the build tools
    assert not any(n.startswith("extension/node_modules/@vscode/vsce/") for n in names)


def test_the_packaged_extension_starts_syndicate_lsp_and_completes_the_handshake(vsix, tmp_path):
    path, _ = vsix
    with zipfile.ZipFile(path) as z:
        z.extractall(tmp_path / "installed")
    command = [sys.executable, "-m", "compiler", "lsp"]
    r = subprocess.run([shutil.which("node"), STAND_IN, str(tmp_path / "installed" / "extension"), json.dumps(command)],
                       cwd=tmp_path, capture_output=True, text=True, timeout=180,
                       env={**os.environ, "NODE_PATH": ""})
    assert r.returncode == 0, r.stdout + r.stderr
    reply = json.loads(r.stdout.strip().splitlines()[-1])
    assert reply["running"] is True
    assert reply["server"]["name"] == "syndicate"
    assert {"completionProvider", "hoverProvider", "definitionProvider", "codeActionProvider",
            "semanticTokensProvider", "textDocumentSync"} <= set(reply["capabilities"])


def test_lsp_accepts_the_stdio_flag_editors_pass():
    r = subprocess.run([sys.executable, "-m", "compiler", "lsp", "--help"], cwd=ROOT, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0 and "--stdio" in r.stdout
