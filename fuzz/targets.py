"""The properties every fuzzer checks: any input ends in diagnostics or success.

Each target takes one input and raises only when Syndicate misbehaves — an
exception escaping the loader, parser or checker, a diagnostic with an
unknown code or a place outside the file, a diagnostic that cannot be
rendered, or (when the input is accepted) generated Python that does not
compile. The same targets run under hypothesis (tests/test_fuzz_*.py, a
short bounded run) and under atheris (fuzz/fuzz_*.py, as long as you like).
"""
from __future__ import annotations

import os
import shutil
import tempfile

from compiler.report.codes import CODES
from compiler.report.diagnostics import Diagnostic, DiagnosticBag, SourceCache, Span, render_json, render_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MINI = os.path.join(ROOT, "tests", "fixtures", "foundation", "mini")


def preload() -> None:
    """Import everything the targets reach, so a fuzzer can instrument it up front."""
    import compiler.build.builder  # noqa: F401
    import compiler.pipeline  # noqa: F401
    import compiler.check.crosscheck  # noqa: F401
    import compiler.check.effects.check  # noqa: F401
    import compiler.check.effects.cycles  # noqa: F401
    import compiler.emit.modules  # noqa: F401
    import compiler.check.validate  # noqa: F401
    import compiler.load.yamlload  # noqa: F401
    import dsl.parser  # noqa: F401


class Misbehaved(AssertionError):
    """Syndicate broke one of its promises on this input."""


def check_diagnostics(diags, text: str | None = None) -> None:
    lines = None if text is None else max(1, text.count("\n") + 1)
    for d in diags:
        if not isinstance(d, Diagnostic):
            raise Misbehaved(f"not a Diagnostic: {d!r}")
        if d.code not in CODES:
            raise Misbehaved(f"unknown code {d.code}")
        if d.span.line < 1 or d.span.col < 1:
            raise Misbehaved(f"place before the file start: {d.span}")
        if lines is not None and d.span.line > lines + 1:
            raise Misbehaved(f"line {d.span.line} beyond the file's {lines} lines: {d}")
    # Rendering must survive whatever the file holds (tabs, long lines, odd characters).
    sources = SourceCache()
    if text is not None:
        for d in diags:
            sources.remember(d.span.file, text)
    render_text(diags, sources)
    render_json(diags)


class _Scratch:
    """One temporary folder per process, reused by every input (fuzzers run millions)."""

    folder: str | None = None

    @classmethod
    def get(cls) -> str:
        if cls.folder is None or not os.path.isdir(cls.folder):
            cls.folder = tempfile.mkdtemp(prefix="syndicate-fuzz-")
        return cls.folder


def yaml_target(data: bytes) -> None:
    """The positioned YAML loader, from raw bytes (so NULs, BOMs and bad UTF-8 count)."""
    from compiler.load.yamlload import load_file, normalize_breaks

    path = os.path.join(_Scratch.get(), "input.yaml")
    with open(path, "wb") as fh:
        fh.write(data)
    doc, diags = load_file(path, "input.yaml")
    text = normalize_breaks(data.decode("utf-8", errors="replace"))   # lines as the loader counts them
    check_diagnostics(diags, text)
    if doc is not None and not diags and doc.data is not None:
        # Every recorded place and every string offset maps back into the file.
        for path_, span in list(doc.spans.items())[:200]:
            if span.line < 1:
                raise Misbehaved(f"bad span for {path_}: {span}")
        for path_, info in list(doc.scalars.items())[:50]:
            value = doc._value_at(path_)
            if isinstance(value, str):
                for off in {0, len(value) // 2, max(0, len(value) - 1)}:
                    doc.string_span(path_, off, off + 1)


def _constants():
    from compiler.check.effects.check import pack_constants
    from compiler.check.effects.vocab import load_vocabulary

    vocab = load_vocabulary(os.path.join(ROOT, "content", "crime_lords"))   # the base pack's words

    class _P:
        ruleset = {"districts": [{"id": "north"}, {"id": "harbor"}], "racket_types": [{"id": "dice"}, {"id": "loans"}]}
    return vocab, pack_constants(_P, vocab)


_CONSTANTS = None
VOCAB = None
KINDS = ("crook", "racket", "mob", "special", None)


def _ability_span(start: int, end: int | None = None) -> Span:
    """Like Document.string_span: `end` may be None (a point, not a range)."""
    if end is None or end <= start:
        return Span("ability", 1, max(1, start + 1))
    return Span("ability", 1, max(1, start + 1), 1, max(1, end + 1))


def ability_target(text: str, kind: str | None = "crook") -> None:
    """Parse and check one ability; when it passes, its generated Python must compile."""
    global _CONSTANTS, VOCAB
    from compiler.check.effects.check import Checked, check_text
    from compiler.emit.modules import abilities_module, house_rules_module

    if _CONSTANTS is None:
        VOCAB, _CONSTANTS = _constants()
    bag = DiagnosticBag()
    span = _ability_span
    card = {"power": 2} if kind == "racket" else {}
    result = check_text(text, VOCAB, _CONSTANTS, span, bag, kind, card)
    check_diagnostics(bag.items)
    if result is None:
        if not bag.errors:
            raise Misbehaved(f"ability refused without an error: {text!r}")
        return
    if bag.errors:
        raise Misbehaved(f"ability accepted with errors: {text!r}: {bag.errors}")
    node, resolved = result
    checked = Checked("fuzz_card" if kind else "fuzz_rule", kind, 0, text, node, "fuzz/x.yaml:1", resolved, VOCAB)
    if kind is None:
        source = house_rules_module("fuzz", [("fuzz_rule", "Fuzz", "fuzz/x.yaml:1", {})], [checked])
    else:
        source = abilities_module("fuzz", [checked])
    try:
        compile(source, "<generated>", "exec")
    except (SyntaxError, ValueError, RecursionError) as exc:
        raise Misbehaved(f"generated code does not compile for {text!r}: {exc}") from exc


def pack_target(data: bytes, file: str = "crooks.yaml") -> None:
    """The whole check of a small pack whose one file is replaced by the input."""
    from compiler.pipeline import check_pack

    pack = os.path.join(_Scratch.get(), "pack")
    if not os.path.isdir(pack):
        shutil.copytree(MINI, pack)
        # The mini pack is Crime Lords content: it plays under the base pack's manifest.
        shutil.copyfile(os.path.join(ROOT, "content", "crime_lords", "game.yaml"), os.path.join(pack, "game.yaml"))
    with open(os.path.join(pack, file), "wb") as fh:
        fh.write(data)
    loaded, bag = check_pack(pack)
    check_diagnostics(bag.items)
    if loaded is not None and not bag.errors:
        from compiler.build.builder import generate
        from compiler.check.effects.check import check_abilities

        files = generate(loaded, check_abilities(loaded, bag), "0" * 64)
        for name, source in files.items():
            try:
                compile(source, name, "exec")
            except (SyntaxError, ValueError, RecursionError) as exc:
                raise Misbehaved(f"generated {name} does not compile: {exc}") from exc
