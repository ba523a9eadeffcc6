"""The words a person reads for each ability at play time: generated/<pack>/texts.py.

The runtime never parses effect text, so `syndicate build` writes the English
of every ability (dsl.describe, the same sentences the card sheets print) next
to the compiled code. Terminal play shows it in place of `file:line`, and the
transcript names what fired in it. An ability the describer cannot put into
English keeps its effect-language source: never an invented sentence.
"""
from __future__ import annotations

from compiler.emit.modules import header, literal
from compiler.sheets.text import describer


def _english(ab) -> str:
    describe = describer()
    if describe is not None and ab.vocab is not None:
        try:
            text = describe(ab.text, ab.vocab)
        except Exception:   # noqa: BLE001 - a describer problem must not stop a build; the source is shown
            text = None
        if isinstance(text, str) and text.strip():
            return text.strip()
    return ab.text.strip()


def texts_module(pack, checked) -> str:
    """ABILITY_TEXT: card id -> English per ability, in ABILITIES order; HOUSE_RULE_TEXT: the same per
    house rule; CARD_TEXT: a card's own `text:` (the designer's wording, printed on the card)."""
    cards: dict[str, list[str]] = {}
    rules: dict[str, list[str]] = {}
    for ab in checked:
        (cards if ab.card_kind is not None else rules).setdefault(ab.owner_id, []).append(_english(ab))
    card_text = {}
    for card in pack.cards:
        text = card.data.get("text")
        if isinstance(text, str) and text.strip():
            card_text[card.id] = " ".join(text.split())
    name = pack.name
    return (header("The English of the abilities", name)
            + "\nABILITY_TEXT = " + literal({k: tuple(v) for k, v in cards.items()}) + "\n"
            + "\nHOUSE_RULE_TEXT = " + literal({k: tuple(v) for k, v in rules.items()}) + "\n"
            + "\nCARD_TEXT = " + literal(card_text) + "\n")
