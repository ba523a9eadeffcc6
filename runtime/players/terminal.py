"""A person at a terminal: what they need to decide, the legal answers, and short commands.

Game-agnostic: what the table looks like comes from the game, when its engine
offers a view for people (docs/engine.md, "What a person sees"):
`status(seat)` (the whole table as this seat sees it), `status_line(seat)`
(one line: whose seat, money), `describe_option(decision, option)` and
`describe_subject(decision)`. A game without them is still playable from
the decision's own prompt and labels.

Answers: with a list of choices only, a choice's number, its word (e.g.
`end`, `yes`) or its name (or the start of it, when only one choice starts so:
numbers shift as menus change, names do not); when a decision also takes an amount (a bid, money for an
attack), a number is always the amount and a choice is typed as its word
(`pass`) or as `#N`, so every legal bid can be typed. `?`/`help`, `status`
and `choices` show things again; anything else gets a message naming the
legal answers.
"""
from __future__ import annotations

import re
import sys
import textwrap

from .base import Player

WIDTH = 80
def help_text(g) -> str:
    """The commands; what `status` shows is the game's to say (its STATUS_HELP), in the pack's words."""
    table = getattr(g, "STATUS_HELP", None) or "the table as your seat sees it"
    if getattr(g, "status", None) is None and getattr(g, "status_line", None) is None:
        table = "the table (this game shows only what each question says)"
    return ("commands at any prompt:\n  ?, help     this help and the legal answers\n"
            + _wrap(table, "  status, s   ") + "\n  choices, c  the question and its choices again")


class TerminalPlayer(Player):
    kind = "human"

    def __init__(self, inp=None, out=None):
        self.inp = inp or sys.stdin
        self.out = out or sys.stdout
        self._shown = None            # the status text last shown, to show it again only when it changed

    def _w(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    # ------------------------------------------------------------------ asking
    def choose(self, d):
        self._status(d, force=False)
        self._question(d)
        while True:
            self.out.write(f"{_seat_name(d)}> ")
            self.out.flush()
            line = self.inp.readline()
            if not line:
                raise EOFError("no more input")
            text = line.strip()
            low = text.lower()
            if low in ("?", "help", "h"):
                self._w(help_text(d.game))
                self._w(_wrap(_legal(d), "  "))
                continue
            if low in ("status", "s"):
                self._status(d, force=True)
                continue
            if low in ("choices", "c"):
                self._question(d)
                continue
            answer, ok = parse(d, text)
            if ok:
                return answer
            shown = f"`{text}`" if text else "an empty line"
            self._w(_wrap(f"{shown} is not an answer here. {_legal(d)}", "  "))

    def refused(self, d, answer, reason: str) -> None:
        self._w(f"  not allowed: {reason}")

    # ------------------------------------------------------------------ showing
    def _status(self, d, force: bool) -> None:
        g = d.game
        if g is None:              # a decision asked outside a game: its prompt and labels are all there is
            return
        text = g.status(d.player)
        if text and (force or text != self._shown):
            self._w()
            self._w(text)
            self._shown = text
        else:
            line = g.status_line(d.player)
            if line is not None:
                self._w()
                self._w(line)

    def _question(self, d) -> None:
        g = d.game
        self._w()
        self._w(_wrap(d.prompt or "your choice", f"[{d.kind}] "))
        about = g.describe_subject(d) if g is not None else None
        if about:
            self._w(_wrap(about, "  about: "))
        for key, text in zip(_keys(d), option_texts(d)):
            if key.isdigit() or key.startswith("#"):
                self._w(_wrap(text, f"  {key}. "))
            else:                      # a word typed as itself (`pass`): its description, if any
                self._w(_wrap(text, f"  {key}: ") if text != key else f"  {key}")
        self._w(_wrap(_legal(d), "  "))


# ------------------------------------------------------------------ answers
def parse(d, text: str):
    """(answer, True) for a legal answer typed as `text`, else (None, False)."""
    low = text.strip().lower()
    ranged = d.has_range()
    number = re.fullmatch(r"-?\d+", low) is not None
    if ranged and number:
        k = int(low)
        return (k, True) if d.lo <= k <= d.hi else (None, False)
    if number and d.options and not ranged:
        k = int(low)
        return (d.options[k - 1], True) if 1 <= k <= len(d.options) else (None, False)
    if low.startswith("#") and low[1:].isdigit():
        k = int(low[1:])
        return (d.options[k - 1], True) if 1 <= k <= len(d.options) else (None, False)
    for o in d.options:
        if isinstance(o, str) and low in (o.lower(), o.lower().replace("_", " "), o.lower().replace("_", "-")):
            return o, True
    if low in ("y", "n") and "yes" in d.options and "no" in d.options:
        return ("yes" if low == "y" else "no"), True
    return _by_name(d, low)


def _by_name(d, low: str):
    """A choice typed by its name (`Knuckles Malone`, or the start of it when only one choice starts so):
    menus change length between questions, a name does not."""
    if len(low) < 2 or not d.options:
        return None, False
    names = []
    for i, o in enumerate(d.options):
        label = d.labels[i] if d.labels and i < len(d.labels) else None
        names.append(" ".join(str(label if label is not None else _label(o)).lower().split()))
    exact = [o for o, n in zip(d.options, names) if n == low or n.split(":")[0] == low]
    if len(exact) == 1:
        return exact[0], True
    start = [o for o, n in zip(d.options, names) if n.startswith(low)]
    return (start[0], True) if len(start) == 1 else (None, False)


def _keys(d) -> list[str]:
    """How each choice is typed: its number, or (when a number is an amount) its word or `#N`."""
    if not d.has_range():
        return [str(i) for i in range(1, len(d.options) + 1)]
    return [o if isinstance(o, str) else f"#{i}" for i, o in enumerate(d.options, 1)]


def _legal(d) -> str:
    """The legal answers, in one sentence."""
    parts = []
    if d.has_range():
        parts.append(f"an amount from {d.lo} to {d.hi}")
        words = [k for k in _keys(d)]
        if words:
            parts.append(" or ".join(f"`{w}`" for w in words))
    elif d.options:
        words = [o for o in d.options if isinstance(o, str)]
        n = len(d.options)
        parts.append("1" if n == 1 else f"a number from 1 to {n}")
        if words and len(words) <= 4:
            parts.append(" or ".join(f"`{w}`" for w in words))
        if n > 1:
            parts.append("a choice's name")
    return "Type " + ", or ".join(parts) + " (`?` for help, `status` for the table)."


def option_texts(d) -> list[str]:
    """Each option in words: the game's description, else the decision's label, else its name."""
    describe = getattr(d.game, "describe_option", None)
    out = []
    for i, o in enumerate(d.options):
        text = describe(d, o) if describe is not None else None
        if not text and d.labels and i < len(d.labels):
            text = str(d.labels[i])
        out.append(text or _label(o))
    return out


def _seat_name(d) -> str:
    seats = getattr(d.game, "seats", None)
    try:
        return seats[d.player].name
    except (TypeError, IndexError, AttributeError):
        return f"seat {d.player + 1}"


def _wrap(text: str, lead: str) -> str:
    return "\n".join(textwrap.wrap(text, WIDTH - 1, initial_indent=lead, subsequent_indent=" " * len(lead))) or lead


def _label(o) -> str:
    if hasattr(o, "name"):
        return o.name
    if isinstance(o, tuple):
        return " / ".join(_label(x) for x in o)
    return str(o)
