"""The typed syntax tree of the effect language.

Every node carries `start` and `end`: character offsets into the ability's
string. The compiler maps them to file:line:col with
`Document.string_span`, so a diagnostic points into the YAML file, block
scalars included. `depth` is computed bottom-up while parsing (no recursion),
so a pathologically nested ability is refused before any recursive pass runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True, eq=False)
class Node:
    start: int
    end: int
    depth: int = field(default=1, kw_only=True, repr=False)


# --- expressions -----------------------------------------------------------------
@dataclass(slots=True, eq=False)
class Num(Node):
    value: int
    unit: str | None = None          # a unit of the vocabulary (`3 G`, `1 <marker>`) or None
    unit_start: int = 0


@dataclass(slots=True, eq=False)
class Bool(Node):
    value: bool


@dataclass(slots=True, eq=False)
class Name(Node):
    id: str


@dataclass(slots=True, eq=False)
class Prop(Node):
    obj: Node
    name: str
    name_start: int


@dataclass(slots=True, eq=False)
class Apply(Node):
    """`NAME of X` (`superior of self`): a one-argument function written with `of`."""
    func: str
    arg: Node
    func_end: int


@dataclass(slots=True, eq=False)
class Call(Node):
    """`count(players)`, `max(a, b)`."""
    func: str
    args: tuple
    func_end: int


@dataclass(slots=True, eq=False)
class BinOp(Node):
    op: str                          # + - *
    left: Node
    right: Node


@dataclass(slots=True, eq=False)
class Neg(Node):
    operand: Node


@dataclass(slots=True, eq=False)
class Not(Node):
    operand: Node


@dataclass(slots=True, eq=False)
class BoolOp(Node):
    op: str                          # and | or
    left: Node
    right: Node


@dataclass(slots=True, eq=False)
class Compare(Node):
    op: str                          # > >= < <= is "is not" in "not in"
    left: Node
    right: Node


@dataclass(slots=True, eq=False)
class Where(Node):
    """`players where it.money > 10`: a filtered selection."""
    items: Node
    cond: Node


# --- effects -------------------------------------------------------------------------
@dataclass(slots=True, eq=False)
class Word(Node):
    """A connecting word between an effect's arguments (`to`, `from`, `by` …)."""
    text: str


@dataclass(slots=True, eq=False)
class Effect(Node):
    """`VERB PART…`: a verb of the pack's vocabulary and what follows it, as written.

    The grammar knows no verbs: the checker matches `verb` and `parts` against
    the patterns the vocabulary declares (dsl/verbs.py)."""
    verb: str
    verb_end: int
    parts: tuple                     # expressions and Words, in source order


@dataclass(slots=True, eq=False)
class If(Node):
    cond: Node
    body: tuple
    orelse: tuple = ()               # `else …`: empty when there is none


@dataclass(slots=True, eq=False)
class ForEach(Node):
    var: str
    var_start: int
    items: Node
    body: tuple


@dataclass(slots=True, eq=False)
class Choose(Node):
    var: str
    var_start: int
    items: Node
    body: tuple


# --- abilities -----------------------------------------------------------------------
@dataclass(slots=True, eq=False)
class Scope(Node):
    relation: str                    # all | involving | by | led_by | against
    subject: Node | None
    where: Node | None


@dataclass(slots=True, eq=False)
class Modifier(Node):
    op: str                          # add (modify) | set
    stat: str
    stat_start: int
    stat_end: int
    of: Node | None                  # what the stat belongs to: cards or a player
    amount: Node
    scope: Scope | None
    while_: Node | None


@dataclass(slots=True, eq=False)
class Trigger(Node):
    event: str
    event_start: int
    event_end: int
    when: Node | None
    effects: tuple


@dataclass(slots=True, eq=False)
class Target(Node):
    name: str
    name_start: int
    type: str
    type_start: int
    type_end: int
    where: Node | None
    up_to: int = 1


@dataclass(slots=True, eq=False)
class Activated(Node):
    form: str                        # action | play
    timing: str
    timing_start: int
    timing_end: int
    token: bool
    money: tuple                     # money cost expressions
    targets: tuple
    when: Node | None
    effects: tuple
    cost_start: int = 0


Ability = Modifier | Trigger | Activated


def children(node: Node) -> list[Node]:
    """Direct sub-nodes, in source order (for walks that need no special case)."""
    out: list[Node] = []
    for name in node.__slots__:
        value = getattr(node, name)
        if isinstance(value, Node):
            out.append(value)
        elif isinstance(value, tuple):
            out.extend(v for v in value if isinstance(v, Node))
    return out


__all__ = [n for n in dir() if n[:1].isupper()] + ["children"]
