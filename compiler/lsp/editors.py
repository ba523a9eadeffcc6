"""Editor set-up for `syndicate lsp`, written into a pack by `syndicate new` where each editor reads it.

VS Code: `syndicate.lsp.command` in the pack's .vscode/settings.json (read by
the extension in editors/vscode/); Neovim: .nvim.lua (read with 'exrc' on);
Helix: .helix/languages.toml (a workspace's own language settings). Each
names the `syndicate` that made the pack by its full path when it can, so the
editor starts the same installation. editors/ in the repository holds the
same files for copying by hand (a test keeps them equal).
"""
from __future__ import annotations

import json
import os
import sys

from runtime.atomic import write_atomic

NEOVIM = """-- Neovim 0.11+: start `syndicate lsp` for the YAML files of a Syndicate pack.
-- `syndicate new` writes this as .nvim.lua in the pack (read when 'exrc' is on:
-- `vim.o.exrc = true` in your init.lua; Neovim asks once whether to trust it).
-- Or copy it into your config (e.g. ~/.config/nvim/plugin/syndicate.lua).
vim.lsp.config("syndicate", {
  cmd = { %(command)s },
  filetypes = { "yaml" },
  root_markers = { "game.yaml" },
})
vim.lsp.enable("syndicate")
"""

HELIX = """# Helix: start `syndicate lsp` for YAML files, next to yaml-language-server.
# `syndicate new` writes this as .helix/languages.toml in the pack (Helix reads a
# workspace's .helix/languages.toml; run `:config-reload` or reopen after trusting it).
[language-server.syndicate]
command = %(program)s
args = [%(args)s]

[[language]]
name = "yaml"
language-servers = ["yaml-language-server", "syndicate"]
"""


def command() -> list[str]:
    """How to start the server: this installation's `syndicate` script when there is one, else from PATH."""
    here = os.path.join(os.path.dirname(sys.executable), "syndicate")
    return [here if os.path.isfile(here) else "syndicate", "lsp"]


def _lua(cmd: list[str]) -> str:
    return ", ".join(json.dumps(c) for c in cmd)


def neovim(cmd: list[str]) -> str:
    return NEOVIM % {"command": _lua(cmd)}


def helix(cmd: list[str]) -> str:
    return HELIX % {"program": json.dumps(cmd[0]), "args": ", ".join(json.dumps(a) for a in cmd[1:])}


def write(pack_root: str, cmd: list[str] | None = None) -> list[str]:
    """Write the three editors' settings; returns problems (nothing else in the pack is touched)."""
    cmd = cmd or command()
    problems = []
    for rel, text in ((".nvim.lua", neovim(cmd)), (os.path.join(".helix", "languages.toml"), helix(cmd))):
        path = os.path.join(pack_root, rel)
        if os.path.exists(path):
            continue                                     # the designer's own: left as it is
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            write_atomic(path, text.encode("utf-8"))
        except OSError as exc:
            problems.append(f"cannot write `{path}`: {exc.strerror or exc}")
    path = os.path.join(pack_root, ".vscode", "settings.json")
    try:
        with open(path, encoding="utf-8") as fh:
            settings = json.load(fh)
    except FileNotFoundError:
        settings = {}
    except (OSError, ValueError) as exc:
        return problems + [f"`{path}` is not plain JSON ({exc}); add \"syndicate.lsp.command\": {json.dumps(cmd)}"]
    if isinstance(settings, dict):
        settings.setdefault("syndicate.lsp.command", cmd)
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            write_atomic(path, (json.dumps(settings, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
        except OSError as exc:
            problems.append(f"cannot write `{path}`: {exc.strerror or exc}")
    return problems
