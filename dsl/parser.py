"""Parse one ability into the typed tree of dsl/tree.py.

One Lark LALR parser (contextual lexer) per process, reused for every
ability; its tables come from dsl/grammarcache.py (signed JSON; Lark's own
cache is a pickle, never used) or are built and kept there. The tree is
built while parsing (an inline Transformer), so there is no intermediate
parse tree and no recursion: a 10,000-deep expression is measured on the way
up and refused with a diagnostic instead of overflowing the stack later.

Syntax errors come back as `SyntaxProblem`s with offsets into the ability
string. The parser recovers from the common slips (a missing `:`, `)` or
`then`) by inserting the token and going on, so several of them in one
ability are reported together; any other error ends the ability.

Speed: a build parses every ability of a pack, so the common case — an
ability without mistakes — takes a fast path (`_fast_parse`): one regular
expression splits the text, keywords are told from names by the LALR state
exactly as Lark's contextual lexer does, and a short loop drives Lark's own
parse table and callbacks (the same grammar, tables and tree builder, without
Lark's per-token lexer and parser-state machinery). At the first thing the
fast path does not accept it gives up and the ability is parsed again by Lark
itself, with error recovery and the friendly messages below.
"""
from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from lark.parsers.lalr_analysis import Shift

from . import grammarcache
from . import tree as t

MAX_DEPTH = 40          # no real ability comes near; the checker and code generator recurse
MAX_ERRORS = 5          # per ability
MAX_DIGITS = 6

GRAMMAR_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "grammar.lark")


@dataclass(frozen=True, slots=True)
class SyntaxProblem:
    code: str
    message: str
    start: int
    end: int
    help: str | None = None


class _State:
    """Per-parse bookkeeping the (shared) transformer writes into."""

    __slots__ = ("text", "problems", "too_deep")

    def __init__(self, text: str):
        self.text = text
        self.problems: list[SyntaxProblem] = []
        self.too_deep = False


def _deep(node: t.Node, state: _State, *kids) -> t.Node:
    d = 0
    for k in kids:
        if isinstance(k, t.Node):
            if k.depth > d:
                d = k.depth
        elif isinstance(k, tuple):
            for e in k:
                if e.depth > d:
                    d = e.depth
    node.depth = d + 1
    if d + 1 > MAX_DEPTH and not state.too_deep:
        state.too_deep = True
        state.problems.append(SyntaxProblem(
            "SYN307", f"the ability is nested more than {MAX_DEPTH} levels deep", node.start, node.end,
            "split it into simpler abilities; no card needs this much nesting"))
    return node


def _toks(children, kind: str) -> list[Token]:
    return [c for c in children if isinstance(c, str) and c.type == kind]


def _nodes(children) -> list:
    return [c for c in children if not isinstance(c, str)]  # tokens are str subclasses


class _Build(Transformer):
    """Inline transformer: each method builds one node from its children."""

    def __init__(self):
        super().__init__()
        self.state = _State("")

    # --- expressions ----------------------------------------------------------
    def number(self, c):
        num = c[0]
        text = str(num)
        if len(text) > MAX_DIGITS:
            self.state.problems.append(SyntaxProblem(
                "SYN308", f"number `{text[:12]}{'…' if len(text) > 12 else ''}` is too large", num.start_pos, num.end_pos,
                f"numbers in abilities have at most {MAX_DIGITS} digits"))
            value = 0
        else:
            value = int(text)
        if len(c) > 1:
            unit = c[1]
            return t.Num(num.start_pos, unit.end_pos, value, str(unit), unit.start_pos)
        return t.Num(num.start_pos, num.end_pos, value)

    def name(self, c):
        tok = c[0]
        return t.Name(tok.start_pos, tok.end_pos, str(tok))

    def yes(self, c):
        return t.Bool(c[0].start_pos, c[0].end_pos, True)

    def no(self, c):
        return t.Bool(c[0].start_pos, c[0].end_pos, False)

    def prop(self, c):
        obj, _, name = c
        return _deep(t.Prop(obj.start, name.end_pos, obj, str(name), name.start_pos), self.state, obj)

    def apply(self, c):
        func, _, arg = c
        return _deep(t.Apply(func.start_pos, arg.end, str(func), arg, func.end_pos), self.state, arg)

    def call(self, c):
        func = c[0]
        args = tuple(_nodes(c[1:]))
        return _deep(t.Call(func.start_pos, c[-1].end_pos, str(func), args, func.end_pos), self.state, args)

    def paren(self, c):
        inner = c[1]
        return _deep(inner, self.state, t.Num(0, 0, 0, depth=inner.depth))

    def binop(self, c):
        left, op, right = c
        return _deep(t.BinOp(left.start, right.end, str(op), left, right), self.state, left, right)

    def neg(self, c):
        return _deep(t.Neg(c[0].start_pos, c[1].end, c[1]), self.state, c[1])

    def not_(self, c):
        return _deep(t.Not(c[0].start_pos, c[1].end, c[1]), self.state, c[1])

    def or_(self, c):
        return _deep(t.BoolOp(c[0].start, c[2].end, "or", c[0], c[2]), self.state, c[0], c[2])

    def and_(self, c):
        return _deep(t.BoolOp(c[0].start, c[2].end, "and", c[0], c[2]), self.state, c[0], c[2])

    def _cmp(self, op, c):
        left, right = c[0], c[-1]
        return _deep(t.Compare(left.start, right.end, op, left, right), self.state, left, right)

    def compare(self, c):
        return self._cmp(str(c[1]), c)

    def is_(self, c):
        return self._cmp("is", c)

    def is_not(self, c):
        return self._cmp("is not", c)

    def in_(self, c):
        return self._cmp("in", c)

    def not_in(self, c):
        return self._cmp("not in", c)

    def where(self, c):
        items, _, cond = c
        return _deep(t.Where(items.start, cond.end, items, cond), self.state, items, cond)

    # --- effects -------------------------------------------------------------------
    def effects(self, c):
        return tuple(_nodes(c))

    def verb(self, c):
        # `VERB PART…`: the checker matches it against the vocabulary's patterns.
        head = c[0]
        parts = tuple(c[1]) if len(c) > 1 else ()
        end = parts[-1].end if parts else head.end_pos
        return _deep(t.Effect(head.start_pos, end, str(head), head.end_pos, parts), self.state, parts)

    def parts_first(self, c):
        return [c[0]]

    def parts_next(self, c):
        c[0].append(c[1])
        return c[0]

    def particle(self, c):
        tok = c[0]
        return t.Word(tok.start_pos, tok.end_pos, str(tok))

    def if_(self, c):
        cond, body = c[1], c[3]
        orelse = c[5] if len(c) > 5 else ()
        last = orelse or body
        return _deep(t.If(c[0].start_pos, last[-1].end, cond, body, orelse), self.state, cond, body, orelse)

    def for_each(self, c):
        var, items, body = c[2], c[4], c[6]
        return _deep(t.ForEach(c[0].start_pos, body[-1].end, str(var), var.start_pos, items, body),
                     self.state, items, body)

    def choose(self, c):
        var, items, body = c[1], c[3], c[5]
        return _deep(t.Choose(c[0].start_pos, body[-1].end, str(var), var.start_pos, items, body),
                     self.state, items, body)

    # --- abilities -------------------------------------------------------------------
    def subject(self, c):
        return (c[0], c[2] if len(c) > 2 else None)

    def involving(self, c):
        return ("involving", c[1], c[0].start_pos)

    def by(self, c):
        return ("by", c[1], c[0].start_pos)

    def led_by(self, c):
        return ("led_by", c[2], c[0].start_pos)

    def against(self, c):
        return ("against", c[1], c[0].start_pos)

    def scope(self, c):
        rel = next((x for x in c if isinstance(x, tuple)), None)
        where = c[-1] if len(c) >= 2 and isinstance(c[-2], str) and c[-2].type == "WHERE" else None
        end = where.end if where is not None else (rel[1].end if rel else c[1].end_pos)
        node = t.Scope(c[0].start_pos, end, rel[0] if rel else "all", rel[1] if rel else None, where)
        return _deep(node, self.state, *(x for x in (node.subject, where) if x is not None))

    def while_clause(self, c):
        return ("while", c[1])

    def when_clause(self, c):
        return ("when", c[1])

    def _modifier(self, op, c):
        (stat, of) = c[1]
        amount = c[3]
        scope = next((x for x in c[4:] if isinstance(x, t.Scope)), None)
        while_ = next((x[1] for x in c[4:] if isinstance(x, tuple) and x[0] == "while"), None)
        last = while_ or scope or amount
        node = t.Modifier(c[0].start_pos, last.end, op, str(stat), stat.start_pos, stat.end_pos, of, amount, scope, while_)
        return _deep(node, self.state, *(x for x in (of, amount, scope, while_) if x is not None))

    def modify(self, c):
        return self._modifier("add", c)

    def set_(self, c):
        return self._modifier("set", c)

    def trigger(self, c):
        event = c[1]
        when = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "when"), None)
        effects = c[-1]
        node = t.Trigger(c[0].start_pos, effects[-1].end, str(event), event.start_pos, event.end_pos, when, effects)
        return _deep(node, self.state, effects, *(x for x in (when,) if x is not None))

    def timing(self, c):
        return ("timing", c[0])

    def cost_token(self, c):
        return ("token", c[0])

    def cost_money(self, c):
        return ("money", c[0])

    def cost(self, c):
        return ("cost", [x for x in c if isinstance(x, tuple)], c[0].start_pos)

    def up_to(self, c):
        return ("up_to", c[2])

    def target(self, c):
        up = next((x for x in c if isinstance(x, tuple)), None)
        names = _toks(c, "NAME")
        name, typ = names[0], names[1]
        where = c[-1] if isinstance(c[-1], t.Node) else None
        count = 1
        if up is not None:
            count = self.number([up[1]]).value   # too many digits: SYN308, as for any number
        node = t.Target(c[1].start_pos, where.end if where else typ.end_pos, str(name), name.start_pos,
                        str(typ), typ.start_pos, typ.end_pos, where, count)
        return _deep(node, self.state, *(x for x in (where,) if x is not None))

    def _activated(self, form, c):
        timing_tok = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "timing"), None)
        cost = next((x for x in c if isinstance(x, tuple) and x[0] == "cost"), None)
        when = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "when"), None)
        targets = tuple(x for x in c if isinstance(x, t.Target))
        effects = c[-1]
        token = bool(cost and any(k == "token" for k, _ in cost[1]))
        money = tuple(v for k, v in cost[1] if k == "money") if cost else ()
        node = t.Activated(
            c[0].start_pos, effects[-1].end, form,
            str(timing_tok) if timing_tok is not None else "own_turn",
            timing_tok.start_pos if timing_tok is not None else c[0].start_pos,
            timing_tok.end_pos if timing_tok is not None else c[0].end_pos,
            token, money, targets, when, effects, cost[2] if cost else c[0].start_pos)
        return _deep(node, self.state, effects, targets, money, *(x for x in (when,) if x is not None))

    def action(self, c):
        return self._activated("action", c)

    def play(self, c):
        return self._activated("play", c)

    def start(self, c):
        return c[0]


_BUILD = _Build()
_PARSER: Lark | None = None
_TERMINAL_TEXT: dict[str, str] = {}


def get_parser() -> Lark:
    """The one parser of the process (tables from the on-disk cache when present)."""
    global _PARSER
    if _PARSER is None:
        with open(GRAMMAR_PATH, encoding="utf-8") as fh:
            grammar = fh.read()
        # cache=False: Lark's grammar cache is a pickle, and no pickle is ever loaded (docs/security.md).
        # Building the tables takes about 0.3 s; dsl/grammarcache.py keeps them as signed JSON instead.
        _PARSER = grammarcache.load(grammar, _BUILD)
        if _PARSER is None:
            _PARSER = Lark(grammar, parser="lalr", lexer="contextual", transformer=_BUILD,
                           maybe_placeholders=False, cache=False)
            grammarcache.store(grammar, _PARSER)
        for term in _PARSER.terminals:
            if term.pattern.type == "str":
                _TERMINAL_TEXT[term.name] = term.pattern.value
    return _PARSER


# --- the fast path -----------------------------------------------------------------
class _Tok(Token):
    """A Lark Token made without Lark's constructor (which checks deprecated arguments)."""

    __slots__ = ()

    def __new__(cls, kind: str, value: str, start: int, end: int):
        tok = str.__new__(cls, value)
        tok.type = kind
        tok.value = value
        tok.start_pos = start
        tok.end_pos = end   # line/column stay unset: the tree builder uses offsets only
        return tok


# WS and COMMENT (ignored), NAME, NUMBER, and the symbols of grammar.lark.
_SCAN = re.compile(r"(?P<ws>[ \t\r\n]+|#[^\n]*)|(?P<w>[A-Za-z_][A-Za-z0-9_]*)|(?P<n>[0-9]+)"
                   r"|(?P<s>>=|<=|[<>+\-*.,:()])|(?P<bad>.)", re.S)
_FAST: tuple | None = None


def _fast_tables() -> tuple:
    """Lark's parse table rewritten for the loop below, and the keyword and symbol maps; made once.

    Each action becomes a plain tuple: (True, next state) to shift, or
    (False, (size, rule name, callback)) to reduce, where callback is None for
    the `?rule`s that only pass their one child up (most reductions). So the
    loop never hashes Lark's Rule objects nor calls a wrapper to do nothing.
    """
    global _FAST
    if _FAST is None:
        lalr = get_parser().parser.parser   # ParsingFrontend -> LALR_Parser
        table = lalr.parser.parse_table
        callbacks = lalr.parser.callbacks
        reduce: dict = {}
        for rule in callbacks:
            if not isinstance(rule, str):   # terminal callbacks are keyed by name; there are none
                plain = rule.options.expand1 and len(rule.expansion) == 1 and rule.alias is None
                reduce[rule] = (False, (len(rule.expansion), rule.origin.name, None if plain else callbacks[rule]))
        states = {
            state: {sym: (True, arg) if op is Shift else reduce[arg] for sym, (op, arg) in actions.items()}
            for state, actions in table.states.items()
        }
        keywords = {v: k for k, v in _TERMINAL_TEXT.items() if v.isalpha()}
        symbols = {v: k for k, v in _TERMINAL_TEXT.items() if not v.isalpha()}
        symbols.update({op: "CMP_OP" for op in (">=", "<=", ">", "<")})
        _FAST = (states, table.start_states["start"], table.end_states["start"], keywords, symbols)
    return _FAST


def _fast_parse(text: str, state: _State):
    """The tree of a well-formed ability, or None to let Lark parse it (and explain the error).

    Problems the tree builder finds (too deep, too large a number) go to `state`.
    """
    states, start, end, keywords, symbols = _fast_tables()
    _BUILD.state = state
    stack = [start]
    values: list = []
    tokens = _SCAN.finditer(text)
    while True:
        m = next(tokens, None)
        if m is not None:
            kind = m.lastgroup
            if kind == "ws":
                continue
            if kind == "bad":
                return None
            word = m.group()
            if kind == "w":
                # A keyword only where the grammar expects it (as the contextual lexer does).
                typ = keywords.get(word)
                if typ is None or typ not in states[stack[-1]]:
                    typ = "NAME"
            else:
                typ = "NUMBER" if kind == "n" else symbols[word]
            tok = _Tok(typ, word, m.start(), m.end())
        else:
            typ, tok = "$END", None
        while True:
            action = states[stack[-1]].get(typ)
            if action is None:
                return None
            shift, arg = action
            if shift:
                if tok is None:
                    return None
                stack.append(arg)
                values.append(tok)
                break
            size, origin, callback = arg
            if callback is None:            # a `?rule` passing its one child up
                stack.pop()
                value = values.pop()
            else:
                if size:
                    kids = values[-size:]
                    del stack[-size:]
                    del values[-size:]
                else:
                    kids = []
                value = callback(kids)
            goto = states[stack[-1]][origin][1]
            stack.append(goto)
            values.append(value)
            if tok is None and goto == end:
                return value


KEYWORDS_START = ("modify", "set", "on", "action", "play")
_FRIENDLY = {"NAME": "a name", "NUMBER": "a number", "CMP_OP": "a comparison (`>`, `>=`, `<`, `<=`)",
             "$END": "the end of the ability"}


def describe_terminal(name: str) -> str:
    if name in _FRIENDLY:
        return _FRIENDLY[name]
    text = _TERMINAL_TEXT.get(name)
    return f"`{text}`" if text else name.lower()


def _expected_list(names) -> str:
    shown = sorted({describe_terminal(n) for n in names})
    if len(shown) > 8:
        shown = shown[:8] + ["…"]
    return ", ".join(shown)


def _open_paren(text: str, upto: int) -> int | None:
    stack = []
    for i, ch in enumerate(text[:upto]):
        if ch == "(":
            stack.append(i)
        elif ch == ")" and stack:
            stack.pop()
    return stack[-1] if stack else None


# Tokens the parser may insert to recover, most likely first.
_INSERTABLE = (("COLON",), ("RPAR",), ("THEN",), ("RPAR", "THEN"), ("RPAR", "COLON"), ("RPAR", "RPAR"))


class _Recover:
    def __init__(self, state: _State):
        self.state = state
        self.count = 0

    def __call__(self, e: UnexpectedInput) -> bool:
        self.count += 1
        # Recovery copies the parser (Lark deep-copies its value stack): past MAX_DEPTH the
        # trees there are deep enough to exhaust Python's recursion, and SYN307 is said already.
        if self.count > MAX_ERRORS or self.state.too_deep:
            return False
        state = self.state
        text = state.text
        if isinstance(e, UnexpectedCharacters):
            problem = _bad_character(text, e.pos_in_stream)
            state.problems.append(problem)
            ip = e.interactive_parser
            try:
                # Skip the whole bad symbol; `==`/`!=` stand for `is`/`is not`, so go on as if written so.
                ip.lexer_thread.state.line_ctr.feed(text[problem.start:problem.end])
                if text[problem.start:problem.end] in ("==", "="):
                    ip.feed_token(Token("IS", "is", problem.start, 1, 1, problem.start, 1, problem.end))
                elif text[problem.start:problem.end] == "!=":
                    ip.feed_token(Token("IS", "is", problem.start, 1, 1, problem.start, 1, problem.end))
                    ip.feed_token(Token("NOT", "not", problem.start, 1, 1, problem.start, 1, problem.end))
            except (UnexpectedInput, AttributeError):
                return False
            return True
        if not isinstance(e, UnexpectedToken):
            return False
        tok = e.token
        at_end = tok.type == "$END"
        start = len(text.rstrip()) if at_end else tok.start_pos
        end = start if at_end else tok.end_pos
        expected = set(e.expected or ())
        ip = e.interactive_parser
        inserted: tuple = ()
        if ip is not None:
            for seq in _INSERTABLE:
                if seq[0] not in expected:
                    continue
                trial = ip.copy()
                try:
                    for cand in seq:
                        trial.feed_token(_fake(cand, start))
                    ok = "$END" in trial.accepts() if at_end else tok.type in trial.accepts()
                except (UnexpectedInput, RecursionError):
                    ok = False
                if ok:
                    inserted = seq
                    break
        for cand in inserted or (None,):
            state.problems.append(_token_problem(text, tok, start, end, expected, cand))
        if not inserted and tok.type == "RPAR" and "RPAR" not in expected:
            return True   # a `)` with no `(`: go on as if it were not there (Lark drops the token)
        if not inserted or ip is None:
            return False
        try:
            for cand in inserted:
                ip.feed_token(_fake(cand, start))
            if not at_end:
                ip.feed_token(tok)
        except UnexpectedInput:
            return False
        return True


def _fake(kind: str, pos: int) -> Token:
    return Token(kind, _TERMINAL_TEXT.get(kind, ""), pos, 1, pos + 1, pos, 1, pos)


def _bad_character(text: str, pos: int) -> SyntaxProblem:
    ch = text[pos] if pos < len(text) else ""
    if text.startswith(("==", "!="), pos) or ch == "=":
        width = 2 if text.startswith(("==", "!="), pos) else 1
        symbol = text[pos:pos + width]
        return SyntaxProblem("SYN305", f"`{symbol}` is not part of the effect language", pos, pos + width,
                             "compare with `is` and `is not` (`it.type is gambling`)")
    if ch in "\"'":
        return SyntaxProblem("SYN305", "quotes are not part of the effect language", pos, pos + 1,
                             "names are written bare: `it.kind is hit`")
    shown = repr(ch)[1:-1] if ch else "end"
    return SyntaxProblem("SYN305", f"character `{shown}` is not allowed here", pos, pos + 1,
                         "abilities are written with letters, digits, `_`, and `. , : ( ) + - * < > <= >=`")


# Where an effect starts, and the words of the effect forms the grammar itself knows. Any other
# word there is read as a verb of the vocabulary, so a misspelt `if` only shows further on.
_EFFECT_START = re.compile(r"(?::|\bthen\b|\belse\b|\band\b)\s*([A-Za-z_][A-Za-z0-9_]*)")
_FORMS = ("if", "for", "choose")


def _misspelt_form(text: str, upto: int) -> SyntaxProblem | None:
    """`iff x then …`: the effect before the error began with a slip of `if`, `for` or `choose`."""
    last = None
    for m in _EFFECT_START.finditer(text, 0, upto):
        last = m
    if last is None or last.group(1) in _FORMS:
        return None
    word = last.group(1)
    close = difflib.get_close_matches(word.lower(), _FORMS, n=1, cutoff=0.6)
    if not close:
        return None
    return SyntaxProblem("SYN304", f"unknown word `{word}`: did you mean `{close[0]}`?", last.start(1), last.end(1),
                         "an effect is `if … then …`, `for each … in …: …`, `choose … in …: …` or a verb of the vocabulary")


def _token_problem(text, tok, start, end, expected, inserted) -> SyntaxProblem:
    at_end = tok.type == "$END"
    slip = _misspelt_form(text, start) if not inserted else None
    if slip is not None:
        return slip
    if tok.type == "RPAR" and "RPAR" not in expected:
        return SyntaxProblem("SYN303", "`)` has no matching `(`", start, end, "remove it, or add the `(` it closes")
    if inserted == "RPAR" or (at_end and "RPAR" in expected):
        opened = _open_paren(text, start)
        if opened is not None:  # point at the bracket that is left open
            return SyntaxProblem("SYN303", "this `(` is never closed", opened, opened + 1,
                                 f"add the missing `)` before {'the end' if at_end else '`' + str(tok) + '`'}")
        return SyntaxProblem("SYN303", "a `)` is missing", start, end, "add the missing `)`")
    if inserted in ("COLON", "THEN"):
        # The caret goes where the word is missing: right after the word before it, on that word's line
        # (in a block scalar the next word is often on the next line).
        where = len(text[:start].rstrip())
        before = re.search(r"(\S+)\s*$", text[:where])
        what = "`:`" if inserted == "COLON" else "`then`"
        between = (f"after `{before.group(1)}`" if before else "") + \
                  ("" if at_end else f"{' and ' if before else ''}before `{tok}`")
        help_ = ("the effects follow a colon: `on turn_start: gain 2 G`, `play response: cancel attack`"
                 if inserted == "COLON" else "write `if CONDITION then EFFECT`")
        return SyntaxProblem("SYN309", f"missing {what} {between}", where, where + 1, help_)
    if at_end:
        return SyntaxProblem("SYN302", "the ability ends too early", start, end,
                             f"expected {_expected_list(expected)}")
    word = str(tok)
    if word.isidentifier():
        keywords = [_TERMINAL_TEXT[n] for n in expected if n in _TERMINAL_TEXT and _TERMINAL_TEXT[n].isalpha()]
        close = difflib.get_close_matches(word.lower(), keywords, n=1, cutoff=0.6)
        if close and close[0] != word:
            return SyntaxProblem("SYN304", f"unknown word `{word}`: did you mean `{close[0]}`?", start, end,
                                 f"expected {_expected_list(expected)}")
        if set(expected) <= {"MODIFY", "SET", "ON", "ACTION", "PLAY"}:
            return SyntaxProblem("SYN304", f"an ability starts with `modify`, `set`, `on`, `action` or `play`, not `{word}`",
                                 start, end, "see docs/effect-language.md for the forms of an ability")
    return SyntaxProblem("SYN301", f"unexpected `{word}`", start, end, f"expected {_expected_list(expected)}")


def parse(text: str) -> tuple[t.Node | None, list[SyntaxProblem]]:
    """Parse one ability. Returns (tree, []) or (None, problems)."""
    if not text.strip():
        return None, [SyntaxProblem("SYN306", "the ability is empty", 0, 0, "write an ability or remove the entry")]
    state = _State(text)
    node = _fast_parse(text, state)
    if node is not None:
        return (None, state.problems) if state.problems else (node, [])
    return _lark_parse(text)


def parse_recovered(text: str) -> tuple[t.Node | None, list[SyntaxProblem]]:
    """Like `parse`; for an ability with slips, also the tree the recovery built (with the `:`, `)` or
    `then` it inserted), so a checker can still name the unknown words in the rest of it. The tree is
    None when nothing could be recovered."""
    if not text.strip():
        return parse(text)
    state = _State(text)
    node = _fast_parse(text, state)
    if node is not None:
        return (None, state.problems) if state.problems else (node, [])
    return _lark_parse(text, keep_recovered=True)


def _lark_parse(text: str, keep_recovered: bool = False) -> tuple[t.Node | None, list[SyntaxProblem]]:
    """Lark's own parse, with error recovery: used for abilities the fast path refuses."""
    parser = get_parser()
    state = _State(text)
    _BUILD.state = state
    try:
        node = parser.parse(text, on_error=_Recover(state))
    except RecursionError:   # never expected (recovery stops at MAX_DEPTH); a bound, not a traceback
        state.problems.append(SyntaxProblem("SYN307", f"the ability is nested more than {MAX_DEPTH} levels deep",
                                            0, len(text), "split it into simpler abilities"))
        node = None
    except UnexpectedInput as e:
        if not state.problems:  # an error on_error declined without recording
            pos = getattr(e, "pos_in_stream", None) or 0
            state.problems.append(SyntaxProblem("SYN301", "cannot read the ability here", pos, pos + 1))
        node = None
    if state.problems:
        slip = _word_read_as_unit(text, state.problems[0])
        if slip is not None:
            return None, [slip]
        return (node if keep_recovered and not state.too_deep else None), state.problems
    return node, []


_NUMBER_AND_WORD = re.compile(r"(\d+)(\s+)([A-Za-z_][A-Za-z0-9_]*)\s*$")


def _word_read_as_unit(text: str, first: SyntaxProblem) -> SyntaxProblem | None:
    """`c.power > 2⏎ discard c`, `if x > 2 gain 1 G`: the word after a number was read as its unit, so the
    parser saw the slip one word late. If a `:` or `then` after the number makes the whole ability read
    cleanly, that is the one mistake: say so, with the caret right after the number."""
    m = _NUMBER_AND_WORD.search(text, 0, first.start)
    if m is None:
        return None
    at = m.end(1)
    for word, help_ in ((":", "the effects follow a colon: `on turn_start: gain 2 G`"),
                        ("then", "write `if CONDITION then EFFECT`")):
        state = _State(text)
        fixed = f"{text[:at]} {word}{text[at:]}"
        if _fast_parse(fixed, state) is not None and not state.problems:
            return SyntaxProblem("SYN309", f"missing `{word}` after `{m.group(1)}` and before `{m.group(3)}`", at, at + 1,
                                 f"{help_} (a word right after a number is read as the number's unit)")
    return None
