"""The rules text a card prints, so that printed rules match behaviour.

A card's own ``text:`` is the designer's wording and wins (a template may
print the described English beside it: ``card.described``). Without it, the
text is described from the card's compiled abilities by ``dsl.describe``
(the effect-language package); if that module is not there, or cannot
describe an ability, the ability's source is printed instead (with a SYN609
warning in the second case): never an invented sentence.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from compiler.report.diagnostics import DiagnosticBag
from compiler.check.pack import Card


@dataclass(frozen=True)
class RulesText:
    lines: tuple[str, ...]
    origin: str          # "designer" | "described" | "source" | "none"
    field: str           # the card field a problem with this text points at


def _describer():
    try:
        module = importlib.import_module("dsl.describe")
    except ModuleNotFoundError as exc:
        if exc.name in ("dsl.describe", "dsl"):
            return None
        raise
    return getattr(module, "describe", None)


_DESCRIBE = None
_LOOKED = False


def describer():
    """dsl.describe.describe when it exists, looked up once per process."""
    global _DESCRIBE, _LOOKED
    if not _LOOKED:
        _DESCRIBE, _LOOKED = _describer(), True
    return _DESCRIBE


_DESCRIBED: dict[tuple, tuple] = {}   # (describer, source, id of the vocabulary, names) -> (vocabulary, text, why not)


def _describe(describe, src: str, vocab, names: dict[str, str] | None) -> tuple[str | None, str]:
    """describe(src) and why it gave no text; remembered, as a pack repeats abilities (copies of a card)."""
    key = (describe, src, id(vocab), tuple(sorted(names.items())) if names else None)
    found = _DESCRIBED.get(key)        # the entry holds the vocabulary, so its id is not reused meanwhile
    if found is None:
        try:
            described = describe(src, vocab, names) if names else describe(src, vocab)
        except Exception as exc:  # a describer bug must not stop printing; say what happened
            found = (vocab, None, f"{type(exc).__name__}: {exc}")
        else:
            found = (vocab, described, "it returned no text")
        if len(_DESCRIBED) > 4096:
            _DESCRIBED.clear()
        _DESCRIBED[key] = found
    return found[1], found[2]


def rules_text(card: Card, bag: DiagnosticBag, vocab=None, names: dict[str, str] | None = None) -> RulesText:
    """`vocab`: the pack's effect vocabulary, whose English the description uses (none: print the source);
    `names`: the display names of the pack's enumeration entries (`wire` -> "Wire Room")."""
    text = card.data.get("text")
    if isinstance(text, str) and text.strip():
        return RulesText((text.strip(),), "designer", "text")
    return described_text(card, bag, vocab, names)


def described_text(card: Card, bag: DiagnosticBag, vocab=None, names: dict[str, str] | None = None) -> RulesText:
    """The English made from the card's abilities, whether or not it has a `text:` (templates may print both)."""
    sources = [a for a in card.abilities if isinstance(a, str) and a.strip()]
    if not sources:
        return RulesText((), "none", "text")
    describe = describer()
    if describe is None or vocab is None:
        return RulesText(tuple(s.strip() for s in sources), "source", "abilities")
    lines, origin = [], "described"
    for i, src in enumerate(card.abilities):
        if not isinstance(src, str) or not src.strip():
            continue
        described, reason = _describe(describe, src, vocab, names)
        if isinstance(described, str) and described.strip():
            lines.append(described.strip())
        else:
            origin = "source"
            lines.append(src.strip())
            bag.warning("SYN609", f"ability {i + 1} of card `{card.id}` could not be described ({reason}); "
                        "its source is printed instead", card.span("abilities", i),
                        help="give the card a `text:` with the wording to print, or report the describer problem")
    return RulesText(tuple(lines), origin, "abilities")
