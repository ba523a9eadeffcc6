"""The abilities docs/effect-language.md shows, read out of the Markdown.

An example is a whole ability: a line of a fenced block, or an inline code span, that starts with
one of the five forms (`modify`, `set`, `on`, `action`, `play`) and holds no placeholder (`…`,
`...`, capitals such as `EFFECTS`). tests/test_docs_examples.py checks each in the bundled pack;
tests/test_dsl_describe.py prints each into the golden describe() file.
"""
from __future__ import annotations

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "effect-language.md")
_FORMS = {"modify", "set", "on", "action", "play"}
_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
_INLINE = re.compile(r"`([^`]+)`")


def _whole(text: str) -> bool:
    words = text.replace(",", " ").replace(":", " ").split()
    return (len(words) >= 3 and words[0] in _FORMS and "…" not in text and "..." not in text
            and not re.search(r"\b[A-Z]{3,}\b", text) and "[" not in text and "|" not in text)


def doc_examples(path: str = DOC) -> list[tuple[int, str]]:
    """(line, ability) for every whole ability the document shows, in order, each once."""
    import yaml

    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    found: dict[str, int] = {}
    for block in _FENCE.finditer(text):
        first = text.count("\n", 0, block.start(1)) + 1
        if block.group(0).startswith("```yaml"):
            # How abilities sit in a file: the abilities of its `abilities:` list, as YAML reads them.
            data = yaml.safe_load(block.group(1))
            listed = data.get("abilities") if isinstance(data, dict) else None
            for ability in listed if isinstance(listed, list) else []:
                if isinstance(ability, str) and _whole(" ".join(ability.split())):
                    found.setdefault(" ".join(ability.split()), first)
            continue
        for i, line in enumerate(block.group(1).splitlines()):
            line = line.strip()
            if _whole(line):
                found.setdefault(line, first + i)
    outside = _FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    for span in _INLINE.finditer(outside):
        ability = " ".join(span.group(1).split())
        if _whole(ability):
            found.setdefault(ability, outside.count("\n", 0, span.start()) + 1)
    return sorted(((line, ability) for ability, line in found.items()), key=lambda x: x[0])
