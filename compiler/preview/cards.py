"""The cards of a pack as the preview shows them: rendered as printed, kept when their file breaks.

Each card's face is its template's HTML (compiler/sheets/render.py, the HTML
the PDF is made from), with its file and line and its abilities in English.
After a change only the cards that depend on what changed are rendered again:
cards of a changed card file; every card of a kind whose template changed;
every card when the shared parts (cards.css, _parts, sheet.yaml, game.yaml,
the ruleset) changed. A card whose file has errors keeps its last good face;
the file's diagnostics are shown over it.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field

from compiler.report.diagnostics import DiagnosticBag, Severity
from compiler.check.pack import display_path

CARD_FILE_SUFFIXES = (".yaml", ".yml")


@dataclass
class Shown:
    """One card on the page."""

    id: str
    kind: str
    name: str
    file: str                     # as shown (relative to where the server runs)
    line: int
    html: str = ""                # the face, last good
    classes: str = ""
    english: list[str] = field(default_factory=list)
    diagnostics: list[dict] = field(default_factory=list)   # shown over the card (its file is broken)
    version: int = 0
    data_key: str = ""            # the card's fields as last rendered: an edit elsewhere in its file skips it

    def as_json(self) -> dict:
        return {"id": self.id, "kind": self.kind, "name": self.name, "file": self.file, "line": self.line,
                "html": self.html, "classes": self.classes, "english": self.english,
                "diagnostics": self.diagnostics, "version": self.version}


def _diag(d) -> dict:
    return {"code": d.code, "message": d.message, "file": d.span.file, "line": d.span.line, "column": d.span.col,
            "severity": "error" if d.severity == Severity.ERROR else "warning", "help": d.help}


class Deck:
    """Every card of the pack, rendered; `update` renders again what a set of changed files touches."""

    def __init__(self, root: str):
        self.root = os.path.abspath(root)
        self.cards: dict[str, Shown] = {}
        self.order: list[str] = []
        self.kinds: list[tuple[str, str]] = []      # (kind, label) in the manifest's order
        self.css = ""
        self.problems: list[dict] = []              # diagnostics of files without cards on the page
        self.card_w, self.card_h = 63.0, 88.0
        self.timings: list[tuple[str, float]] = []  # (card id, seconds to render) of the last update

    # --- reading and rendering -------------------------------------------------------
    def _load(self):
        from compiler.pipeline import check_pack

        pack, bag = check_pack(self.root)
        return pack, bag

    def _renderer(self, pack, bag: DiagnosticBag):
        from compiler.sheets.art import frames
        from compiler.check.effects.vocab import pack_vocabulary
        from compiler.sheets import render, settings

        templates = os.path.join(self.root, "templates")
        opts = settings.load_pack_defaults(templates, DiagnosticBag(), display_path(templates))
        self.card_w, self.card_h = opts.card_w, opts.card_h
        ruleset_doc = pack.ruleset_doc
        info = render.PackInfo(pack.ruleset, pack.manifest, DiagnosticBag(),
                               (lambda p: ruleset_doc.span(p)) if ruleset_doc else (lambda p: None))
        info.vocab = pack_vocabulary(pack)
        info.art, info.art_css = frames.prepare(pack, opts)
        tpl_bag = DiagnosticBag()
        tpl = render.open_templates(templates, display_path(templates), {c.kind for c in pack.cards}, tpl_bag)
        bag.extend(tpl_bag.items)
        if tpl is not None:
            self.css = render.swatch_css(info) + tpl.css
        return info, tpl

    def update(self, changed: set[str] | None = None) -> list[str]:
        """Read the pack again; render the cards `changed` (absolute paths; None: all) touches.

        Returns the ids of the cards whose shown state changed (to push to the page)."""
        from compiler.sheets import render

        pack, bag = self._load()
        if pack is None or pack.manifest is None:
            self.problems = [_diag(d) for d in bag.sorted()]
            return []
        info, tpl = self._renderer(pack, bag)
        self.kinds = [(k, spec.label) for k, spec in pack.manifest.kinds.items()]
        errors_by_file: dict[str, list] = {}
        for d in bag.sorted():
            if d.severity == Severity.ERROR:
                errors_by_file.setdefault(os.path.abspath(d.span.file), []).append(d)
        everything = changed is None or any(self._shared(p) for p in changed)
        kinds_touched = {os.path.basename(p)[:-len(".html.j2")] for p in (changed or ()) if p.endswith(".html.j2")}
        touched: list[str] = []
        self.timings = []
        seen: set[str] = set()
        by_file: dict[str, list[str]] = {}
        for card in pack.cards:
            if not card.id:
                continue
            path = os.path.abspath(card.doc.path)
            seen.add(card.id)
            by_file.setdefault(path, []).append(card.id)
            shown = self.cards.get(card.id)
            span = card.span("id")
            broken = errors_by_file.get(path, [])
            new = shown is None
            if new:
                shown = self.cards[card.id] = Shown(card.id, card.kind, card.name, display_path(card.doc.path), span.line)
                self.order.append(card.id)
            diags = [_diag(d) for d in broken]
            moved = (shown.file, shown.line) != (display_path(card.doc.path), span.line)
            shown.file, shown.line = display_path(card.doc.path), span.line
            if broken and not new:
                if diags != shown.diagnostics or moved:
                    shown.diagnostics = diags
                    shown.version += 1
                    touched.append(card.id)
                continue                                # the last good face stays
            data_key = json.dumps(card.data, sort_keys=True, default=str)
            wanted = (new or everything or card.kind in kinds_touched
                      or (path in (changed or ()) and data_key != shown.data_key))
            if not wanted and not shown.diagnostics and not moved:
                continue
            shown.data_key = data_key
            if tpl is None:
                continue
            started = time.perf_counter()
            face_bag = DiagnosticBag()
            faces, _ = render.render_faces([card], info, tpl, face_bag)
            english = _english(card, info)
            self.timings.append((card.id, time.perf_counter() - started))
            if not faces:
                shown.diagnostics = diags + [_diag(d) for d in face_bag.sorted()]
                shown.version += 1
                touched.append(card.id)
                continue
            html = _web_art(str(faces[0].html))
            state = (html, faces[0].classes, english, diags, card.name)
            if state != (shown.html, shown.classes, shown.english, shown.diagnostics, shown.name) or moved:
                shown.html, shown.classes, shown.english, shown.diagnostics = html, faces[0].classes, english, diags
                shown.name, shown.kind = card.name, card.kind
                shown.version += 1
                touched.append(card.id)
        # Cards of a file that no longer loads stay, with that file's diagnostics over them.
        for cid in list(self.order):
            if cid in seen:
                continue
            shown = self.cards[cid]
            path = os.path.abspath(shown.file)
            broken = errors_by_file.get(path)
            if broken or not os.path.exists(path):
                diags = [_diag(d) for d in broken] if broken else [
                    {"code": "", "message": f"`{shown.file}` is gone", "file": shown.file, "line": 1, "column": 1,
                     "severity": "error", "help": None}]
                if diags != shown.diagnostics:
                    shown.diagnostics = diags
                    shown.version += 1
                    touched.append(cid)
            else:          # the card was removed from a file that loads: it leaves the page
                del self.cards[cid]
                self.order.remove(cid)
                touched.append(cid)
        on_cards = {os.path.abspath(s.file) for s in self.cards.values()}
        self.problems = [_diag(d) for d in bag.sorted()
                         if d.severity == Severity.ERROR and os.path.abspath(d.span.file) not in on_cards]
        return touched

    def _shared(self, path: str) -> bool:
        """Whether a change to `path` may change every card (not one card file, not one kind's template)."""
        rel = os.path.relpath(path, self.root)
        if rel.startswith("templates" + os.sep):
            return not path.endswith(".html.j2") or os.path.basename(path).startswith("_") \
                or os.path.basename(path) == "back.html.j2"
        if rel in ("game.yaml", "ruleset.yaml") or rel.startswith("house_rules" + os.sep):
            return True
        return not path.endswith(CARD_FILE_SUFFIXES)     # art and other files: cheap to render all again


def _english(card, info) -> list[str]:
    """Each ability of the card in English (dsl/describe.py), or its source when it cannot be described."""
    from dsl.describe import describe

    out = []
    for ability in card.abilities:
        if not isinstance(ability, str):
            continue
        try:
            out.append(describe(ability, info.vocab, info.display_names()))
        except Exception:  # a describer gap shows the source, as the sheets do (SYN609)
            out.append(ability)
    return out


def _web_art(html: str) -> str:
    """Art names (`art:<digest>.<kind>`) as the preview serves them."""
    from compiler.sheets.art.store import NAME

    return NAME.sub(lambda m: f"/art/{m.group(1)}.{m.group(2)}", html)
