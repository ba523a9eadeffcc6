"""The runtime's import graph (issue 11): no cycles, no imports hidden inside functions,
and nothing outside runtime/games/ reaches into one game's rules."""
from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
RUNTIME = ROOT / "runtime"


def _module(path: pathlib.Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: pathlib.Path):
    """(module imported, is it at the top level of the file) for each import in the file."""
    tree = ast.parse(path.read_text())
    me = _module(path)
    package = me if path.name == "__init__.py" else me.rsplit(".", 1)[0]
    top = set(map(id, tree.body))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.module == "__future__":
                continue
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        else:
            continue
        for t in targets:
            yield t, id(node) in top


def _graph() -> dict[str, set[str]]:
    files = {_module(p): p for p in RUNTIME.rglob("*.py")}
    graph = {}
    for name, path in files.items():
        graph[name] = {t for t, _ in _imports(path) if t in files and t != name}
    return graph


def test_runtime_has_no_import_cycle():
    graph = _graph()
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            # A package imported by its own submodule is initialised first: not a cycle.
            if n.startswith(m + "."):
                continue
            if state.get(m) == 1:
                cycle = stack[stack.index(m):] + [m]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if m not in state:
                visit(m)
        stack.pop()
        state[n] = 2

    for n in sorted(graph):
        if n not in state:
            visit(n)


# The lazy imports the runtime keeps, and why: runtime/atomic.py is also the compiler's writer of
# check caches (issue 25: one atomic writer), and ctypes is needed only to exchange two folders;
# jsonschema is needed only when a save is read, and every simulate, tune and play without a save
# would pay for its import at start-up (issue 31).
LAZY = {"runtime/atomic.py": {"ctypes", "ctypes.util"},
        "runtime/save_schema.py": {"jsonschema", "jsonschema.Draft202012Validator", "jsonschema.validators"}}


def test_runtime_imports_only_at_the_top_of_a_module():
    hidden = [f"{p.relative_to(ROOT)}: {t}" for p in RUNTIME.rglob("*.py") for t, top in _imports(p)
              if not top and t not in LAZY.get(str(p.relative_to(ROOT)), ())]
    assert hidden == []


def test_only_the_registry_names_a_game_engine():
    """session, save, soak, players and packs find the engine through runtime/games/, never by import."""
    outside = [p for p in RUNTIME.rglob("*.py") if "games" not in p.relative_to(RUNTIME).parts]
    for p in outside + [ROOT / "compiler" / "simulate" / "adapter.py", ROOT / "compiler" / "commands" / "play.py",
                        ROOT / "compiler" / "commands" / "soak.py", ROOT / "bench" / "simulate.py"]:
        for t, _ in _imports(p):
            assert not t.startswith("runtime.games.crime_lords"), f"{p.relative_to(ROOT)} imports {t}"
