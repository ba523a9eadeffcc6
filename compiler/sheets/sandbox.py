"""The sandbox card templates run in: a pack's templates are untrusted code.

- Jinja2's ImmutableSandboxedEnvironment refuses dunder and internal attributes
  (`__class__`, `__globals__`, `__subclasses__`, `mro`, ...), unsafe `str.format`
  field lookups and methods that change the data a template was given (SYN612).
- A render budget: every loop iteration, call, filter, attribute or item lookup,
  and operator counts as a step; a render that takes more than
  MAX_STEPS steps, or more than MAX_SECONDS (a guard for steps that are slow), stops
  (SYN613). Counting happens inside the render (no signals, no threads), so it
  works the same in any process.
- Sizes: no string or list a template makes may exceed MAX_SIZE items, no integer
  MAX_INT_BITS bits, no format width or number given to a filter MAX_ARG; a card's
  HTML may not exceed MAX_OUTPUT characters (SYN615). Macros may not call each
  other deeper than MAX_DEPTH (SYN616).
- The loader reads only regular files whose real path lies inside the pack's
  templates/ folder: `..`, absolute names and links leaving the folder are refused
  (SYN614), and FIFOs or devices are never opened for reading.
"""
from __future__ import annotations

import os
import re
import time

import jinja2
from jinja2 import nodes
from jinja2.runtime import markup_join
from jinja2.visitor import NodeTransformer
from jinja2.sandbox import ImmutableSandboxedEnvironment, safe_range

from compiler.files.safe_read import Refused, read_bytes

MAX_STEPS = 500_000           # per card; a base-pack card takes under a hundred
MAX_SECONDS = 20.0            # per card; a guard should a single step be slow
MAX_SIZE = 1_000_000          # characters of a string or items of a list a template makes
MAX_OUTPUT = 2_000_000        # characters of one rendered card
MAX_INT_BITS = 4096
MAX_ARG = 100_000             # a number passed to a filter or function (widths, counts)
MAX_DEPTH = 48                # macro calls inside macro calls
MAX_TEMPLATE_BYTES = 512_000


class SandboxStop(Exception):
    """A template broke a sandbox rule; `code` is the diagnostic."""

    code = "SYN613"

    def __init__(self, message: str, help: str):
        super().__init__(message)
        self.message, self.help = message, help


class BudgetSpent(SandboxStop):
    code = "SYN613"


class TooLarge(SandboxStop):
    code = "SYN615"


class TooDeep(SandboxStop):
    code = "SYN616"


class TemplateRefused(jinja2.TemplateNotFound):
    """A template name or file the loader will not read (SYN614)."""

    code = "SYN614"

    def __init__(self, name: str, path: str, why: str):
        super().__init__(name, f"template `{name}` {why}")
        self.path, self.why = path, why


def _too_large(what: str) -> TooLarge:
    return TooLarge(what, f"a card template may make strings and lists of at most {MAX_SIZE:,} items and pass "
                          f"numbers up to {MAX_ARG:,}; build the card's text from its fields")


class PackTemplateLoader(jinja2.BaseLoader):
    """Templates from one folder, by name; never a file outside it, never a pipe or device."""

    def __init__(self, folder: str):
        self.folder = os.path.abspath(folder)

    def get_source(self, environment, template: str):
        pieces = template.replace("\\", "/").split("/")
        path = os.path.join(self.folder, *[p for p in pieces if p not in ("", ".")])
        if template.startswith(("/", "\\")) or ".." in pieces or os.path.isabs(template):
            raise TemplateRefused(template, path, "names a file outside the templates folder")
        if not os.path.lexists(path):
            raise jinja2.TemplateNotFound(template)
        try:
            raw = read_bytes(path, MAX_TEMPLATE_BYTES, root=self.folder, shown=template)
        except Refused as exc:
            why = {"SYN019": "is a link to a file outside the templates folder",
                   "SYN009": "is not a regular file (a folder, a pipe or a device)",
                   "SYN004": f"is larger than {MAX_TEMPLATE_BYTES // 1000} kB"}.get(exc.code, exc.message)
            raise TemplateRefused(template, path, why) from None
        except FileNotFoundError:
            raise jinja2.TemplateNotFound(template) from None
        return raw.decode("utf-8"), path, lambda: True


class _Range:
    """range() whose iteration counts against the budget."""

    def __init__(self, env: "CardSandbox", r: range):
        self._env, self._r = env, r

    def __iter__(self):
        step = self._env.step
        for i in self._r:
            step()
            yield i

    def __len__(self):
        return len(self._r)

    def __getitem__(self, i):
        return self._r[i]

    def __contains__(self, x):
        return x in self._r


_PERCENT_WIDTH = re.compile(r"%[-#0 +]*(\*|\d+)?(?:\.(\*|\d+))?")
_BRACE_WIDTH = re.compile(r"\{[^{}]*:[^{}]*?(\d{4,}|\{)")


class CardSandbox(ImmutableSandboxedEnvironment):
    """The environment of a pack's card templates (see the module docstring)."""

    intercepted_binops = frozenset({"+", "*", "**", "%", "//"})

    def __init__(self, folder: str, **options):
        super().__init__(loader=PackTemplateLoader(folder), **options)
        self.globals.pop("lipsum", None)     # makes text of any length; cards do not need it
        self.globals["range"] = self.budget_range
        self.filters = {name: self._counted_filter(f) for name, f in self.filters.items()}
        self.start()

    # --- the budget -------------------------------------------------------------------
    def start(self) -> None:
        """Begin one render: the budget is per card."""
        self.left = MAX_STEPS
        self.deadline = time.monotonic() + MAX_SECONDS
        self.depth = 0

    def step(self, n: int = 1) -> None:
        self.left -= n
        if self.left < 0:
            raise BudgetSpent(f"the template took more than {MAX_STEPS:,} steps for one card (a loop that does "
                              "not end, or loops nested too deep)",
                              "a card template should loop over the card's own lists only")
        if self.left & 0x3FF == 0 and time.monotonic() > self.deadline:
            raise BudgetSpent(f"the template ran for more than {MAX_SECONDS:g} s for one card",
                              "a card template should loop over the card's own lists only")

    # --- what templates do, each counted ----------------------------------------------
    def budget_range(self, *args):
        for a in args:
            self._arg(a)
        try:
            return _Range(self, safe_range(*args))
        except OverflowError:
            raise _too_large(f"range{args!r} is too long") from None

    def budget_iter(self, iterable):
        """Every `for` loop iterates through this (see _parse)."""
        step = self.step
        for item in iterable:
            step()
            yield item

    def budget_concat(self, *parts):
        self.step()
        if sum(len(p) for p in parts if isinstance(p, str)) > MAX_SIZE:
            raise _too_large("the `~` joins more text than a card can hold")
        return markup_join(parts)

    def getattr(self, obj, attribute):
        self.step()
        if attribute in ("format", "format_map") and isinstance(obj, str) and _BRACE_WIDTH.search(obj):
            raise _too_large("a `{}` format width is too large")
        return super().getattr(obj, attribute)

    def getitem(self, obj, argument):
        self.step()
        return super().getitem(obj, argument)

    def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 - Jinja's own signature
        __self.step()
        for a in (*args, *kwargs.values()):
            __self._arg(a)
        if __self.depth >= MAX_DEPTH:
            raise TooDeep(f"macros call each other more than {MAX_DEPTH} deep",
                          "a macro that calls itself needs a condition that stops it")
        __self.depth += 1
        try:
            result = super().call(__context, __obj, *args, **kwargs)
        finally:
            __self.depth -= 1
        return __self._made(result)

    def call_binop(self, context, operator_: str, left, right):
        self.step()
        if operator_ in ("*", "+"):
            seq = (str, list, tuple)
            if operator_ == "*" and isinstance(left, int) and isinstance(right, seq):
                left, right = right, left
            if operator_ == "*" and isinstance(left, seq) and isinstance(right, int):
                if len(left) * max(right, 0) > MAX_SIZE:
                    raise _too_large("a repetition `*` makes too long a string or list")
            elif operator_ == "+" and isinstance(left, seq) and isinstance(right, seq):
                if len(left) + len(right) > MAX_SIZE:
                    raise _too_large("a `+` makes too long a string or list")
            elif _is_int(left) and _is_int(right) and left.bit_length() + right.bit_length() > MAX_INT_BITS:
                raise _too_large("a product has too many digits")
        elif operator_ == "**" and _is_int(left) and _is_int(right):
            if abs(left) > 1 and right * max(1, abs(left).bit_length()) > MAX_INT_BITS:
                raise _too_large(f"{left} ** {right} has too many digits")
        elif operator_ == "%" and isinstance(left, str):
            _check_percent(left)
        return self._made(self.binop_table[operator_](left, right))

    def _counted_filter(self, f):
        env = self

        def counted(*args, **kwargs):
            env.step()
            if f is _FORMAT and args:
                _check_percent(str(args[0]))
            # The first argument a filter gets is the piped value (after any context argument).
            for a in (*args[1:], *kwargs.values()):
                env._arg(a)
            return env._made(f(*args, **kwargs))
        if hasattr(f, "jinja_pass_arg"):
            counted.jinja_pass_arg = f.jinja_pass_arg
        counted.__name__ = getattr(f, "__name__", "filter")
        return counted

    @staticmethod
    def _arg(a) -> None:
        if isinstance(a, bool):
            return
        if isinstance(a, int) and abs(a) > MAX_ARG:
            raise _too_large(f"the number {_short(a)} given to a filter or function is too large (at most {MAX_ARG:,})")
        if isinstance(a, float) and not abs(a) <= MAX_ARG:
            raise _too_large(f"the number {a!r} given to a filter or function is too large (at most {MAX_ARG:,})")

    @staticmethod
    def _made(value):
        if isinstance(value, (str, list, tuple)) and len(value) > MAX_SIZE:
            raise _too_large(f"a value of {len(value):,} items was made")
        if _is_int(value) and value.bit_length() > MAX_INT_BITS:
            raise _too_large("a number has too many digits")
        return value

    # --- every loop counts its iterations, every `~` its size -------------------------
    def _parse(self, source, name, filename):
        return _Counted().visit(super()._parse(source, name, filename))

    def render(self, template: jinja2.Template, context: dict) -> str:
        """One card: a fresh budget, output counted piece by piece."""
        self.start()
        out, size = [], 0
        for piece in template.generate(**context):   # loops count their steps in budget_iter
            size += len(piece)
            if size > MAX_OUTPUT:
                raise _too_large(f"the card's HTML is longer than {MAX_OUTPUT:,} characters")
            out.append(piece)
        return "".join(out)


def _check_percent(text: str) -> None:
    for m in _PERCENT_WIDTH.finditer(text):
        if "*" in m.groups("") or any(g.isdigit() and int(g) > 1000 for g in m.groups("")):
            raise _too_large("a `%` format width is too large")


_FORMAT = jinja2.filters.FILTERS["format"]


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _short(n: int) -> str:
    return f"with {n.bit_length() * 3 // 10 + 1} digits" if n.bit_length() > 64 else str(n)


class _Counted(NodeTransformer):
    """Route `for` loops through CardSandbox.budget_iter and `~` through budget_concat."""

    def visit_For(self, node: nodes.For):
        node = self.generic_visit(node)
        node.iter = nodes.Call(nodes.EnvironmentAttribute("budget_iter"), [node.iter], [], None, None,
                               lineno=node.lineno)
        return node

    def visit_Concat(self, node: nodes.Concat):
        node = self.generic_visit(node)
        return nodes.Call(nodes.EnvironmentAttribute("budget_concat"), list(node.nodes), [], None, None,
                          lineno=node.lineno)
