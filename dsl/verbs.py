"""Effects as written (`VERB PART…`) matched against the patterns of a vocabulary.

The grammar reads every effect as a verb followed by expressions and joining
words (tree.Effect); which verbs exist and in which shape is the pack's
vocabulary (`gain {amount: money} [to {player: player}]`). `resolve` finds the
verb an effect means and its arguments in the declared order, or says what
does not fit and where, for the checker to report. A fixed word of a pattern
that is no joining word of the grammar (`attack` in `cancel attack`) is
written, and matched, as a bare name.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass

from . import tree as t
from .vocabulary import Verb, Vocabulary


@dataclass(frozen=True)
class Resolved:
    verb: Verb
    args: tuple              # one expression per declared argument; None where an optional one is not written


@dataclass(frozen=True)
class Mismatch:
    code: str                # SYN304 misspelt word, SYN302 ends too early, SYN418 wrong shape, SYN301 unknown verb
    message: str
    start: int
    end: int
    help: str | None = None


def _word_of(part) -> str | None:
    if isinstance(part, t.Word):
        return part.text
    if isinstance(part, t.Name):
        return part.id
    return None


def _match(parts: tuple, pattern: tuple, i: int, got: dict):
    """Match pattern items from part i on; returns the index after, or (index, expected item) on failure."""
    for item in pattern:
        if item[0] == "opt":
            inner = item[1]
            trial: dict = {}
            if i < len(parts) and (inner[0][0] != "word" or _word_of(parts[i]) == inner[0][1]):
                r = _match(parts, inner, i, trial)
                if isinstance(r, int):
                    got.update(trial)
                    i = r
                    continue
                if inner[0][0] == "word":
                    return r            # the optional part began, so it must be complete
            continue
        if i >= len(parts):
            return (i, item)
        part = parts[i]
        if item[0] == "word":
            if _word_of(part) != item[1]:
                return (i, item)
        elif isinstance(part, t.Word):
            return (i, item)
        else:
            got[item[1]] = part
        i += 1
    return i


def _show(item, vocab: Vocabulary) -> str:
    if item[0] == "word":
        return f"`{item[1]}`"
    label = vocab.label(item[2]) or ("markers (`1 " + next(iter(vocab.markers), "x") + "`)" if item[2] == "marker"
                                     else item[2])
    return f"{item[1].replace('_', ' ')} ({label})"


def written(verb: Verb) -> str:
    """The pattern as a designer writes it: `gain AMOUNT [to PLAYER]`."""
    def part(p):
        if p[0] == "word":
            return p[1]
        if p[0] == "arg":
            return p[1].upper()
        return "[" + " ".join(part(x) for x in p[1]) + "]"
    return " ".join(part(p) for p in verb.parts)


def resolve(vocab: Vocabulary, e: t.Effect) -> Resolved | Mismatch:
    verbs = vocab.verbs.get(e.verb)
    if not verbs:
        close = difflib.get_close_matches(e.verb.lower(), list(vocab.verbs), n=1, cutoff=0.6)
        listed = "effects: " + ", ".join(sorted(vocab.verbs))
        if close and close[0] != e.verb:
            return Mismatch("SYN304", f"unknown word `{e.verb}`: did you mean `{close[0]}`?", e.start, e.verb_end, listed)
        return Mismatch("SYN301", f"unknown effect `{e.verb}`", e.start, e.verb_end, listed)
    best = None
    for verb in verbs:
        got: dict = {}
        r = _match(e.parts, verb.parts[1:], 0, got)
        if isinstance(r, int):
            if r == len(e.parts):
                return Resolved(verb, tuple(got.get(name) for name, _ in verb.entry.args))
            r = (r, None)
        if best is None or r[0] > best[1][0]:
            best = (verb, r)
    verb, (i, item) = best
    shape = f"write `{written(verb)}`"
    if item is None:
        extra = e.parts[i]
        return Mismatch("SYN418", f"`{verb.words}` takes nothing more here", extra.start, e.end, shape)
    if i >= len(e.parts):
        return Mismatch("SYN302", f"`{verb.words}` ends too early: it needs {_show(item, vocab)}", e.end, e.end, shape)
    part = e.parts[i]
    word = _word_of(part)
    if item[0] == "word" and word is not None:
        close = difflib.get_close_matches(word.lower(), [item[1]], n=1, cutoff=0.6)
        if close:
            return Mismatch("SYN304", f"unknown word `{word}`: did you mean `{close[0]}`?", part.start, part.end, shape)
    found = f"`{word}`" if word is not None else "this"
    return Mismatch("SYN418", f"`{verb.words}` needs {_show(item, vocab)} here, not {found}", part.start, part.end, shape)
