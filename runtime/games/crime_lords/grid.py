"""The Mob as a grid (CL-MOB-01..05): cells, legal placements, moving subtrees.

A Crook touches only his superior and his own subordinates: a cell is
open for a new Crook when it is empty and exactly one occupied cell is next
to it — that Crook becomes his superior, and must have more Power.
Rackets are not on the grid.
"""
from __future__ import annotations

from ...kernel.state import Card

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))      # north, east, south, west
SIDE_NAMES = {(0, 1): "north", (1, 0): "east", (0, -1): "south", (-1, 0): "west"}


def nbrs(pos):
    x, y = pos
    return ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y))


def subs(seat, c: Card) -> list[Card]:
    """Direct subordinates, in the fixed order north, east, south, west.

    The four cells written out (not nbrs): this runs for every Lieutenant count, hit and move."""
    get = seat.grid.get
    x, y = c.pos
    out = []
    d = get((x, y + 1))
    if d is not None and d.sup is c:
        out.append(d)
    d = get((x + 1, y))
    if d is not None and d.sup is c:
        out.append(d)
    d = get((x, y - 1))
    if d is not None and d.sup is c:
        out.append(d)
    d = get((x - 1, y))
    if d is not None and d.sup is c:
        out.append(d)
    return out


def below(seat, c: Card) -> list[Card]:
    """Every Crook anywhere under c (breadth first)."""
    out = subs(seat, c)
    i = 0
    while i < len(out):                # out is the queue too: each is looked under in the order found
        out.extend(subs(seat, out[i]))
        i += 1
    return out


def open_sides(seat, sup: Card, ignore=None) -> list:
    """Empty cells next to `sup` that touch no other Crook (`ignore`: idx of Crooks about to move)."""
    return open_around(sup.pos, taken_cells(seat, ignore) if ignore else seat.grid)


def taken_cells(seat, ignore) -> set:
    """The cells of seat's Crooks but those in `ignore` (idx of Crooks about to move: their cells
    count as empty), to ask open_around of several superiors."""
    return {cell for cell, d in seat.grid.items() if d.idx not in ignore}


def open_around(pos, taken) -> list:
    """The empty cells next to `pos` (not in `taken`, cells or a grid) with exactly one taken
    neighbour, `pos` itself (CL-MOB-01, CL-MOB-04): the four cells written out, as this runs for every menu's
    "move" and every placement."""
    x, y = pos
    out = []
    for n in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)):
        if n in taken:
            continue
        a, b = n
        if ((a, b + 1) in taken) + ((a + 1, b) in taken) + ((a, b - 1) in taken) + ((a - 1, b) in taken) == 1:
            out.append(n)
    return out


def legal_cells(g, seat, power: int, under=None, ignore=None) -> list[tuple]:
    """(superior, cell) pairs where a Crook of this Power may be placed (CL-MOB-04).

    `under`: only superiors among these Crooks (e.g. the recruiter and those below him).
    `ignore`: idx of Crooks that are moving (their cells count as empty, they hold no one).
    """
    out = []
    pool = seat.crooks if under is None else under
    taken = taken_cells(seat, ignore) if ignore else seat.grid
    for s in pool:
        if s.pos is None or (ignore and s.idx in ignore) or g.power(s) <= power:
            continue
        for cell in open_around(s.pos, taken):
            out.append((s, cell))
    return out


def put(g, seat, c: Card, cell, sup: Card | None) -> None:
    seat.grid[cell] = c
    c.pos = cell
    c.sup = sup
    g.state.touch()


def lift(g, seat, crooks: list[Card]) -> dict:
    """Take Crooks off the grid (they stay in the Mob); returns their old cells."""
    old = {}
    for c in crooks:
        if c.pos is not None:
            old[c.idx] = c.pos
            c.opos = c.pos
            if seat.grid.get(c.pos) is c:
                del seat.grid[c.pos]
            c.pos = None
    g.state.touch()
    return old


def children_map(seat, root: Card) -> dict:
    """idx -> list of direct subordinates, for root's whole subtree (before lifting)."""
    out = {}
    queue = [root]
    while queue:
        x = queue.pop(0)
        kids = subs(seat, x)
        out[x.idx] = kids
        queue.extend(kids)
    return out


def floating_kids(seat) -> dict:
    """idx -> subordinates, by superior links, among Crooks of the Mob lifted off the grid."""
    out: dict = {}
    for c in seat.crooks:
        if c.pos is None and c.sup is not None:
            out.setdefault(c.sup.idx, []).append(c)
    for kids in out.values():
        kids.sort(key=lambda k: _side_order(k))
    return out


def _side_order(c: Card):
    if c.opos is None or c.sup is None or c.sup.opos is None:
        return (9, c.idx)
    d = (c.opos[0] - c.sup.opos[0], c.opos[1] - c.sup.opos[1])
    return (STEPS.index(d) if d in STEPS else 9, c.idx)


def cell_label(g, seat, sup: Card, cell) -> str:
    d = (cell[0] - sup.pos[0], cell[1] - sup.pos[1])
    return f"{SIDE_NAMES[d]} of {sup.name}"


def place_tree(g, p: int, root: Card, cell, sup: Card | None, kids: dict) -> list[Card]:
    """Place root at cell under sup, then his subordinates (CL-REC-07, CL-ACT-01).

    Each subordinate keeps his side of his superior if it is still open; else the
    owner picks another open side of the same superior; if there is none, he and
    those under him go uncontrolled. Returns the Crooks that went uncontrolled.
    """
    seat = g.seats[p]
    put(g, seat, root, cell, sup)
    lost: list[Card] = []
    queue = [root]
    while queue:
        parent = queue.pop(0)
        for child in kids.get(parent.idx, ()):
            if child.opos is not None and parent.opos is not None:
                op, oc = parent.opos, child.opos
                want = (parent.pos[0] + oc[0] - op[0], parent.pos[1] + oc[1] - op[1])
            else:
                want = None
            sides = open_sides(seat, parent)
            if want in sides:
                target = want
            elif sides:
                target = g.ask("replace_side", p, sides, prompt=f"where does {child.name} go next to {parent.name}?",
                               labels=lambda parent=parent, sides=sides: [cell_label(g, seat, parent, s) for s in sides],
                               info=child)
            else:
                target = None
            if target is None:
                gone = [child] + _tree_members(child, kids)
                lost.extend(gone)
                continue
            put(g, seat, child, target, parent)
            queue.append(child)
    return lost


def _tree_members(c: Card, kids: dict) -> list[Card]:
    out, queue = [], [c]
    while queue:
        x = queue.pop(0)
        for k in kids.get(x.idx, ()):
            out.append(k)
            queue.append(k)
    return out
