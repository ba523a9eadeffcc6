"""The project's structure drawing: the import graph of dsl/, compiler/ and runtime/, read from the source.

The flow is one way (docs/architecture.md): content -> compiler (using dsl) ->
generated -> runtime. Every `import` counts, a lazy one inside a function too
(it runs, only later); names imported for annotations alone (`if TYPE_CHECKING:`)
do not. The allowed arrows between the three packages:

- dsl imports neither the compiler nor the runtime (it is the effect language alone);
- the runtime imports neither the compiler nor dsl (it reads generated Python, never YAML or effect text);
- the compiler imports dsl anywhere, and the runtime only where it plays games: the
  commands that play (play/replay, soak), the simulator's adapter, and the two build
  modules those share (compiled.py: importing a verified build; engines.py: finding
  the engine it names). `check` and `build` never reach them.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("dsl", "compiler", "runtime")

# The compiler's modules that may import the runtime: the play side (see the docstring).
RUNTIME_USERS = {
    "compiler.build.compiled",
    "compiler.build.engines",
    "compiler.commands.play",
    "compiler.commands.soak",
    "compiler.simulate.adapter",
}

# compiler/'s top level: the program's entry (pyproject's `syndicate` script), the orchestrator
# and what it runs for `check`; every stage, output and command lives in a folder of its own.
COMPILER_TOP = {"__init__", "__main__", "entry", "pipeline", "check_report", "check_progress"}


def _modules() -> dict[str, Path]:
    found = {}
    for top in PACKAGES:
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _annotation_only(tree: ast.AST) -> set[int]:
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for n in ast.walk(node))
    return skip


def import_graph() -> dict[str, set[str]]:
    """module -> the project's modules it imports (a name imported from a package counts as
    its submodule when there is one, else as the package)."""
    mods = _modules()

    def known(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _annotation_only(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        out = set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Import):
                out.update(filter(None, (known(a.name) for a in node.names)))
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[:len(parts) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                for a in node.names:
                    full = f"{base}.{a.name}"
                    target = full if full in mods else known(base)
                    if target:
                        out.add(target)
        out.discard(name)
        graph[name] = out
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _arrows(graph, source: str, target: str) -> list[str]:
    return sorted(f"{m} -> {w}" for m, out in graph.items() if m.split(".")[0] == source
                  for w in out if w.split(".")[0] == target)


def test_the_project_has_no_import_circle():
    found = circles(import_graph())
    assert not found, "import circles (a module reaches itself through these):\n" + "\n".join(map(str, found))


def test_dsl_imports_neither_the_compiler_nor_the_runtime():
    graph = import_graph()
    assert _arrows(graph, "dsl", "compiler") + _arrows(graph, "dsl", "runtime") == []


def test_the_runtime_imports_neither_the_compiler_nor_dsl():
    graph = import_graph()
    assert _arrows(graph, "runtime", "compiler") + _arrows(graph, "runtime", "dsl") == []


def test_the_compiler_reaches_the_runtime_only_where_it_plays_games():
    graph = import_graph()
    users = {arrow.split(" -> ")[0] for arrow in _arrows(graph, "compiler", "runtime")}
    assert users <= RUNTIME_USERS, f"only the play side may import the runtime: {sorted(users - RUNTIME_USERS)}"
    # and nothing `check` or `build` imports (at once or lazily) is on the play side
    reach, todo = set(), ["compiler.entry", "compiler.pipeline", "compiler.build.builder"]
    graph_no_cli = {m: {w for w in out if w != "compiler.commands.cli"} for m, out in graph.items()}
    while todo:
        m = todo.pop()
        if m not in reach:
            reach.add(m)
            todo.extend(graph_no_cli.get(m, ()))
    assert not reach & RUNTIME_USERS, sorted(reach & RUNTIME_USERS)
    assert not any(m.startswith("runtime") for m in reach), sorted(m for m in reach if m.startswith("runtime"))


def test_the_compilers_top_level_holds_the_orchestrator_and_the_stage_folders():
    top = {p.stem for p in (ROOT / "compiler").glob("*.py")}
    assert top == COMPILER_TOP, f"put {sorted(top - COMPILER_TOP)} into the folder of its stage (docs/architecture.md)"
    folders = {p.name for p in (ROOT / "compiler").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert {"files", "load", "check", "emit", "build", "cache", "report", "commands", "sheets", "simulate"} <= folders


def test_the_drawing_sees_lazy_imports_and_ignores_annotation_only_ones(tmp_path):
    """The graph is only as good as its reading of imports: a local import is an arrow, a TYPE_CHECKING one is not."""
    graph = import_graph()
    # compiler/load/yamlload.py imports the composer inside a function (PyYAML only when composing)
    assert "compiler.load.yamlcompose" in graph["compiler.load.yamlload"]
    # compiler/check/validate.py names the Pack for annotations only
    assert "compiler.check.pack" not in graph["compiler.check.validate"]
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
