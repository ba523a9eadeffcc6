"""The pack's fonts: the families cards.css declares with @font-face, and those it uses without.

A card typeset in a font the machine happens to have prints differently on
another machine, or not at all where the font is missing. So a pack ships its
fonts in ``templates/`` and declares them with ``@font-face``; every
``font-family`` list should start with one of those families (or be generic,
like ``sans-serif``). Fonts are read from the templates folder only: the
renderer's URL fetcher refuses anything else (see pdf.py), and a source that
is not a file there is an error here, at its line.
"""
from __future__ import annotations

import os
from urllib.parse import unquote

import tinycss2

from compiler.report.diagnostics import DiagnosticBag, Span

GENERIC = frozenset({
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
    "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "inherit", "initial", "unset", "revert",
})
FONT_HELP = ("put the font file in the pack's templates folder (e.g. templates/fonts/) and declare it with "
             "@font-face in cards.css; see docs/sheets.md, Fonts")


def families(tokens) -> list[str]:
    """The family names of a font-family value, in order (quoted or not)."""
    names, words = [], []
    for token in tokens:
        if token.type == "string":
            names.append(token.value)
        elif token.type == "ident":
            words.append(token.value)
        elif token.type == "literal" and token.value == ",":
            if words:
                names.append(" ".join(words))
            words = []
    if words:
        names.append(" ".join(words))
    return names


def _declarations(content):
    return [d for d in tinycss2.parse_declaration_list(content, skip_comments=True, skip_whitespace=True)
            if d.type == "declaration"]


def _sources(tokens):
    """(url, token) of each url() in a src descriptor."""
    for token in tokens:
        if token.type == "url":
            yield token.value, token
        elif token.type == "function" and token.lower_name == "url":
            args = [a for a in token.arguments if a.type == "string"]
            if args:
                yield args[0].value, token


def check_fonts(css: str, templates_dir: str, shown: str, bag: DiagnosticBag) -> set[str]:
    """Report font sources that are not pack files (SYN622) and families the pack does not ship (SYN621).

    Returns the declared family names (lower case).
    """
    rules = tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
    root = os.path.realpath(templates_dir)
    declared: set[str] = set()
    for rule in rules:
        if rule.type != "at-rule" or rule.lower_at_keyword != "font-face" or rule.content is None:
            continue
        for decl in _declarations(rule.content):
            if decl.lower_name == "font-family":
                declared.update(f.lower() for f in families(decl.value))
            elif decl.lower_name == "src":
                for url, token in _sources(decl.value):
                    if url.startswith("data:"):
                        continue
                    path = os.path.realpath(os.path.join(root, unquote(url.split("#", 1)[0].split("?", 1)[0])))
                    if "://" in url or not path.startswith(root + os.sep):
                        why = "is outside the pack's templates folder (fonts are read from there only)"
                    elif not os.path.isfile(path):
                        why = "is not a file in the pack's templates folder"
                    else:
                        continue
                    bag.error("SYN622", f"@font-face source `{url}` {why}",
                              Span(shown, token.source_line, token.source_column), help=FONT_HELP)
    for rule in rules:
        if rule.type != "qualified-rule":
            continue
        for decl in _declarations(rule.content):
            if decl.lower_name != "font-family":
                continue
            names = families(decl.value)
            first = names[0] if names else ""
            if first and first.lower() not in GENERIC and first.lower() not in declared:
                bag.warning("SYN621", f"font-family `{first}` is not one of the pack's fonts: the cards print "
                            "with whatever font each machine has under that name, or a fallback",
                            Span(shown, decl.source_line, decl.source_column), help=FONT_HELP)
    return declared
