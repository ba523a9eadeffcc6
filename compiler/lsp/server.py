"""`syndicate lsp`: the language server of the effect language, over stdio (pygls).

For each file the editor opens, the pack it belongs to (the folder above it
with game.yaml) is checked whole, the open buffers laid over the files
(project.py), a moment after the designer stops typing; every file of the
pack gets the check's diagnostics. Inside ability strings the server
completes, explains (hover), jumps to cards (definition), offers the "did you
mean" of a diagnostic as a quick fix and colours the words (semantic tokens).
Everything it knows of the game comes from the pack.
"""
from __future__ import annotations

import asyncio
import os
import re
from concurrent.futures import ThreadPoolExecutor

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from compiler.report.diagnostics import Severity
from compiler.load.yamlload import load_text
from . import hover, project, strings
from .words import KEYWORDS, Lexicon, context, tokens

DEBOUNCE_S = 0.3
SOURCE = "syndicate"
TOKEN_TYPES = ["keyword", "event", "function", "variable", "property", "number", "enumMember", "type", "comment",
               "operator", "parameter"]
_GROUP_TOKEN = {"event": "event", "effect": "function", "selector": "variable", "function": "function",
                "property": "property", "stat": "property", "param": "parameter", "attack_stat": "property",
                "timing": "keyword", "marker": "type", "attack_kind": "enumMember", "unit": "type",
                "entry": "enumMember", "card": "variable"}
_KIND = {"event": lsp.CompletionItemKind.Event, "effect": lsp.CompletionItemKind.Function,
         "selector": lsp.CompletionItemKind.Variable, "function": lsp.CompletionItemKind.Function,
         "property": lsp.CompletionItemKind.Property, "stat": lsp.CompletionItemKind.Field,
         "param": lsp.CompletionItemKind.Field, "attack_stat": lsp.CompletionItemKind.Field,
         "timing": lsp.CompletionItemKind.Keyword, "marker": lsp.CompletionItemKind.Unit,
         "attack_kind": lsp.CompletionItemKind.EnumMember, "unit": lsp.CompletionItemKind.Unit,
         "entry": lsp.CompletionItemKind.EnumMember, "card": lsp.CompletionItemKind.Reference,
         "keyword": lsp.CompletionItemKind.Keyword}
DID_YOU_MEAN = re.compile(r"did you mean `([^`]+)`")


class SyndicateServer(LanguageServer):
    def __init__(self):
        super().__init__("syndicate", "0.1.0")
        self.checked: dict[str, project.Checked] = {}        # pack root -> its last check
        self.published: dict[str, set[str]] = {}             # pack root -> files given diagnostics
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.pool = ThreadPoolExecutor(max_workers=1)        # one check at a time (the buffers are global)

    # --- checking -------------------------------------------------------------------
    def buffers(self, root: str) -> dict[str, str]:
        out = {}
        for uri, doc in self.workspace.text_documents.items():
            path = to_fs_path(uri)
            if path and os.path.abspath(path).startswith(root + os.sep):
                out[os.path.abspath(path)] = doc.source
        return out

    def schedule(self, path: str, delay: float = DEBOUNCE_S) -> None:
        root = project.pack_root(path)
        if root is None:
            return
        loop = asyncio.get_running_loop()
        old = self.timers.pop(root, None)
        if old is not None:
            old.cancel()
        self.timers[root] = loop.call_later(delay, lambda: asyncio.ensure_future(self.run_check(root)))

    async def run_check(self, root: str) -> None:
        self.timers.pop(root, None)
        buffers = self.buffers(root)
        checked = await asyncio.get_running_loop().run_in_executor(self.pool, project.check, root, buffers)
        self.checked[root] = checked
        before = self.published.get(root, set())
        now = set(checked.diagnostics)
        for path in sorted(now | before | set(buffers)):    # open files hear "no problems" too
            uri = from_fs_path(path)
            diags = [self.to_lsp(uri, d) for d in checked.diagnostics.get(path, [])]
            self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diags))
        self.published[root] = now

    def position(self, uri: str, line: int, col: int) -> lsp.Position:
        """A check's 1-based line and column (characters) as the client counts (UTF-16 by default)."""
        from pygls.workspace.position_codec import ServerTextPosition

        doc = self.workspace.get_text_document(uri)
        return doc.position_to_client_units(ServerTextPosition(max(0, line - 1), max(0, col - 1)))

    def to_lsp(self, uri: str, d) -> lsp.Diagnostic:
        span = d.span
        start = self.position(uri, span.line or 1, span.col or 1)
        if span.end_line is not None and span.end_col is not None:
            end = self.position(uri, span.end_line, span.end_col)
        else:   # a point: the word there
            doc = self.workspace.get_text_document(uri)
            lines = doc.lines
            line = lines[span.line - 1] if span.line and span.line - 1 < len(lines) else ""
            m = re.compile(r"[A-Za-z0-9_.\-/]+").match(line, max(0, (span.col or 1) - 1))
            width = len(m.group(0)) if m else 1
            end = self.position(uri, span.line or 1, (span.col or 1) + width)
        severity = {Severity.ERROR: lsp.DiagnosticSeverity.Error,
                    Severity.WARNING: lsp.DiagnosticSeverity.Warning}.get(d.severity, lsp.DiagnosticSeverity.Information)
        message = d.message + (f"\nhelp: {d.help}" if d.help else "")
        data = {"help": d.help} if d.help else None
        return lsp.Diagnostic(range=lsp.Range(start=start, end=end), message=message, severity=severity,
                              code=d.code, source=SOURCE, data=data)

    def state(self, uri: str) -> project.Checked | None:
        path = to_fs_path(uri)
        root = project.pack_root(path) if path else None
        return self.checked.get(root) if root else None

    # --- the ability under the cursor -----------------------------------------------------
    def ability_at(self, uri: str, position: lsp.Position):
        doc = self.workspace.get_text_document(uri)
        text = doc.source
        index = doc.offset_at_position(position)
        composed, problems = load_text(text, to_fs_path(uri) or uri)
        ok = composed if composed.data is not None and not [p for p in problems if p.code.startswith("SYN01")] else None
        return strings.ability_at(ok, text, index), index, text


server = SyndicateServer()


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: SyndicateServer, params: lsp.DidOpenTextDocumentParams):
    path = to_fs_path(params.text_document.uri)
    if path:
        root = project.pack_root(path)
        ls.schedule(path, 0 if root not in ls.checked else DEBOUNCE_S)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: SyndicateServer, params: lsp.DidChangeTextDocumentParams):
    path = to_fs_path(params.text_document.uri)
    if path:
        ls.schedule(path)


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: SyndicateServer, params: lsp.DidSaveTextDocumentParams):
    path = to_fs_path(params.text_document.uri)
    if path:
        ls.schedule(path, 0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: SyndicateServer, params: lsp.DidCloseTextDocumentParams):
    path = to_fs_path(params.text_document.uri)
    if path:
        ls.schedule(path)        # the file on disk counts again


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=[" ", ".", ":"]))
def completion(ls: SyndicateServer, params: lsp.CompletionParams):
    checked = ls.state(params.text_document.uri)
    found, _, _ = ls.ability_at(params.text_document.uri, params.position)
    if found is None or checked is None or checked.lexicon is None:
        return None
    lex: Lexicon = checked.lexicon
    before = found.text[:found.offset]
    m = re.search(r"[A-Za-z_][A-Za-z0-9_]*$", before)
    typed = m.group(0) if m else ""
    groups = context(before[:len(before) - len(typed)])
    items: list[lsp.CompletionItem] = []
    for g in groups:
        if g == "effect":
            words = lex.verbs()
        elif g == "flow":
            words = [hover.Word(k, "keyword", f"`{k}`: a word of the language") for k in ("if", "for", "choose")]
        elif g == "form":
            words = [hover.Word(k, "keyword", f"`{k}`: starts an ability") for k in ("on", "action", "play", "modify", "set")]
        elif g == "form_word":
            words = [hover.Word(k, "keyword", f"`{k}`") for k in ("costs", "target", "when")]
        elif g == "property" and re.search(r"\bevent\.$", before[:len(before) - len(typed)]):
            words = _event_fields(lex, found.text)
        else:
            words = lex.group(g)
        for w in words:
            if typed and not w.name.startswith(typed):
                continue
            items.append(lsp.CompletionItem(
                label=w.name, kind=_KIND.get(w.group), detail=hover._GROUP.get(w.group, w.group),
                documentation=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=hover.word(w)),
                sort_text=f"{groups.index(g)}{w.name}"))
    return lsp.CompletionList(is_incomplete=False, items=items)


def _event_fields(lex: Lexicon, text: str):
    m = re.match(r"\s*on\s+([A-Za-z_]\w*)", text)
    entry = lex.vocab.events.get(m.group(1)) if m else None
    if entry is None:
        return lex.group("property")
    return [hover.Word(name, "property", f"A field of the `{entry.name}` event: {typ}.") for name, typ in entry.fields]


def _word_at(text: str, k: int):
    for tok in tokens(text):
        if tok.start <= k <= tok.end and re.match(r"[A-Za-z_]", tok.text):
            return tok
    return None


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
def on_hover(ls: SyndicateServer, params: lsp.HoverParams):
    checked = ls.state(params.text_document.uri)
    if checked is None or checked.lexicon is None:
        return None
    found, index, text = ls.ability_at(params.text_document.uri, params.position)
    lex: Lexicon = checked.lexicon
    if found is None:
        card_id = _id_field_at(text, index)
        value = hover.card(checked, card_id) if card_id else None
        return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=value)) if value else None
    tok = _word_at(found.text, found.offset)
    value = None
    if tok is not None:
        if tok.text in lex.cards:
            value = hover.card(checked, tok.text)
        elif tok.text not in KEYWORDS:
            w = lex.lookup(tok.text, _prefer(found.text, tok))
            value = hover.word(w) if w is not None else None
    if value is None:
        value = hover.ability(found.text, lex, checked.names)
    return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=value))


def _prefer(text: str, tok) -> tuple[str, ...]:
    before = [t.text for t in tokens(text[:tok.start])]
    if before[-1:] == ["."]:
        return ("property",)
    if before == ["on"]:
        return ("event",)
    if before[-1:] in (["modify"], ["set"]):
        return ("stat", "param", "attack_stat")
    return ()


_ID_LINE = re.compile(r"^\s*(?:-\s+)?id:\s*['\"]?([a-z][a-z0-9_]*)")


def _id_field_at(text: str, index: int) -> str | None:
    """A card's `id: xyz` on the cursor's line, the cursor on the id."""
    start = text.rfind("\n", 0, index) + 1
    end = text.find("\n", index)
    line = text[start:end if end != -1 else len(text)]
    m = _ID_LINE.match(line)
    if m and m.start(1) <= index - start <= m.end(1):
        return m.group(1)
    return None


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
def definition(ls: SyndicateServer, params: lsp.DefinitionParams):
    checked = ls.state(params.text_document.uri)
    if checked is None or checked.lexicon is None:
        return None
    found, _, _ = ls.ability_at(params.text_document.uri, params.position)
    if found is None:
        return None
    tok = _word_at(found.text, found.offset)
    card = checked.card(tok.text) if tok is not None else None
    if card is None:
        return None
    span = card.span("id")
    uri = from_fs_path(os.path.abspath(card.doc.path))
    start = ls.position(uri, span.line, span.col)
    end = ls.position(uri, span.end_line or span.line, span.end_col or span.col + len(card.id))
    return lsp.Location(uri=uri, range=lsp.Range(start=start, end=end))


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
def code_action(ls: SyndicateServer, params: lsp.CodeActionParams):
    actions = []
    uri = params.text_document.uri
    doc = ls.workspace.get_text_document(uri)
    for d in params.context.diagnostics:
        if d.source != SOURCE:
            continue
        help_ = (d.data or {}).get("help") if isinstance(d.data, dict) else None
        m = DID_YOU_MEAN.search(help_ or d.message)
        if m is None:
            continue
        wanted = m.group(1)
        old = doc.text_in_client_range(d.range) if hasattr(doc, "text_in_client_range") else ""
        if not old or old == wanted:
            continue
        edit = lsp.TextEdit(range=d.range, new_text=wanted)
        actions.append(lsp.CodeAction(title=f"Change `{old}` to `{wanted}`", kind=lsp.CodeActionKind.QuickFix,
                                      diagnostics=[d], is_preferred=True,
                                      edit=lsp.WorkspaceEdit(changes={uri: [edit]})))
    return actions


LEGEND = lsp.SemanticTokensLegend(token_types=TOKEN_TYPES, token_modifiers=[])


@server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND)
def semantic_tokens(ls: SyndicateServer, params: lsp.SemanticTokensParams):
    checked = ls.state(params.text_document.uri)
    doc = ls.workspace.get_text_document(params.text_document.uri)
    composed, problems = load_text(doc.source, to_fs_path(params.text_document.uri) or "")
    if composed.data is None or checked is None or checked.lexicon is None:
        return lsp.SemanticTokens(data=[])
    lex: Lexicon = checked.lexicon
    found = []
    for path, value in strings.abilities_in(composed):
        for tok in tokens(value):
            kind = _token_type(lex, value, tok)
            if kind is None:
                continue
            a = strings.file_index(composed, path, tok.start)
            b = strings.file_index(composed, path, tok.end - 1) + 1
            pa = doc.client_position_at_offset(a)
            pb = doc.client_position_at_offset(b)
            if pa.line != pb.line:          # a token never spans lines in an ability; skip if folding says so
                continue
            found.append((pa.line, pa.character, pb.character - pa.character, TOKEN_TYPES.index(kind)))
    found.sort()
    data, line, char = [], 0, 0
    for ln, ch, length, kind in found:
        data += [ln - line, ch - char if ln == line else ch, length, kind, 0]
        line, char = ln, ch
    return lsp.SemanticTokens(data=data)


def _token_type(lex: Lexicon, text: str, tok) -> str | None:
    if tok.text.startswith("#"):
        return "comment"
    if tok.text.isdigit():
        return "number"
    if not re.match(r"[A-Za-z_]", tok.text):
        return "operator" if tok.text in ("+", "-", "*", ">=", "<=", ">", "<") else None
    prefer = _prefer(text, tok)
    w = lex.lookup(tok.text, prefer) if (prefer or tok.text not in KEYWORDS) else None
    if w is not None and (prefer or tok.text not in KEYWORDS):
        return _GROUP_TOKEN.get(w.group)
    if tok.text in KEYWORDS:
        return "keyword"
    return None


def main() -> None:
    server.start_io()
