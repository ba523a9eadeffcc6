"""Editor settings of a pack: `.vscode/settings.json` maps each schema to its files by pattern.

Modelines (compiler/check/modeline.py) already tie each file to its schema; the
`yaml.schemas` setting of VS Code's YAML extension (yaml-language-server)
covers a new file before it has one. Only that key is written: other
settings a designer keeps in the file stay as they are.
"""
from __future__ import annotations

import json
import os
import re

from compiler.check import schemas
from compiler.build.atomic import write_atomic

SETTINGS = os.path.join(".vscode", "settings.json")
KIND_LINE = re.compile(r"^kind:[ \t]*([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)
_SKIP = {schemas.PACK_FOLDER, "templates", "__pycache__"}


def _files_by_kind(pack_root: str) -> dict[str, list[str]]:
    """Each YAML file of the pack under its `kind:` (a quick look; `syndicate check` reads them properly)."""
    found: dict[str, list[str]] = {}
    for folder, dirs, files in os.walk(pack_root):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP and not d.startswith("."))
        for name in sorted(files):
            if not name.endswith(".yaml"):
                continue
            path = os.path.join(folder, name)
            try:
                with open(path, encoding="utf-8", errors="replace") as fh:
                    m = KIND_LINE.search(fh.read(200_000))
            except OSError:
                continue
            if m:
                found.setdefault(m.group(1), []).append("/" + os.path.relpath(path, pack_root).replace(os.sep, "/"))
    return found


def schema_patterns(pack_root: str, manifest, kinds) -> dict[str, list[str]]:
    """`yaml.schemas`: ./schemas/<kind>.schema.json -> the patterns of that kind's files (workspace = the pack)."""
    usual: dict[str, list[str]] = {schemas.GAME: ["/game.yaml"], "ruleset": ["/ruleset.yaml"],
                                   "house_rule": ["/house_rules/*.yaml"], "sheet": ["/templates/sheet.yaml"]}
    for kind, spec in manifest.kinds.items():
        usual[kind] = [f"/{spec.plural}.yaml", f"/{spec.plural}/*.yaml"]
    found = _files_by_kind(pack_root)
    out = {}
    for kind in kinds:
        patterns = list(usual.get(kind, []))
        patterns += [p for p in found.get(kind, []) if p not in patterns and not _covered(p, patterns)]
        out[f"./{schemas.PACK_FOLDER}/{kind}.schema.json"] = patterns
    return out


def _covered(path: str, patterns: list[str]) -> bool:
    import fnmatch

    return any(fnmatch.fnmatchcase(path, p) for p in patterns)


def write_settings(pack_root: str, mapping: dict[str, list[str]]) -> str | None:
    """Set `yaml.schemas` in the pack's .vscode/settings.json; return a problem (nothing written) or None."""
    path = os.path.join(pack_root, SETTINGS)
    settings: dict = {}
    if os.path.exists(path):
        try:
            with open(path, encoding="utf-8") as fh:
                settings = json.load(fh)
        except (OSError, ValueError) as exc:
            return (f"`{path}` is not plain JSON ({exc}); it was left as it is: add "
                    f"\"yaml.schemas\": {json.dumps(mapping)}")
        if not isinstance(settings, dict):
            return f"`{path}` does not hold a JSON object; it was left as it is"
    settings["yaml.schemas"] = mapping
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_atomic(path, (json.dumps(settings, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
    except OSError as exc:
        return f"cannot write `{path}`: {exc.strerror or exc}"
    return None
