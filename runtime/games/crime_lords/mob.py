"""Changes to a Mob's people: joining, leaving, Unhappy markers, Boss changes.

Order matters (CL-UNH-04): markers from one event are all laid first, then
those with a third marker quit, then the Mob settles: a missing Boss is
replaced and the Mob reorganised (CL-BOSS-04), Crooks left without a place
are re-placed or go uncontrolled, and Lieutenant changes are counted.

A Crook who loses his place is lifted off the grid but keeps his superior
link, so those under him come along when he is re-placed.
"""
from __future__ import annotations

from ...kernel.events import Event
from ...kernel.state import Card
from . import grid

BOSS_CELL = (0, 0)


def lieutenants(g, p: int) -> set:
    seat = g.seats[p]
    b = seat.boss
    if b is None or b.pos is None:
        return set()
    return {c.idx for c in grid.subs(seat, b)}


def track(g, p: int) -> None:
    """CL-UNH-01/02: +1 for a Lieutenant demoted, -1 for a Crook who became one."""
    seat = g.seats[p]
    before = g.lts.get(p, set())
    after = lieutenants(g, p)
    g.lts[p] = after
    if not seat.alive or before == after:
        return
    for c in seat.crooks:
        if c.idx in after and c.idx not in before:
            remove_unhappy(g, c, 1, "became a Lieutenant")
    demoted = [c for c in seat.crooks if c.idx in before and c.idx not in after and c is not seat.boss]
    if demoted:
        add_unhappy(g, demoted, 1, "demoted from Lieutenant")


class Unrest:
    """The Unhappy markers of one event, laid before anything they cause (CL-UNH-04)."""

    __slots__ = ("laid", "pay", "owners")

    def __init__(self):
        self.laid: list[Card] = []     # Crooks given markers and not yet checked for quitting
        self.pay: set[int] = set()     # Crooks whose marker reaching the limit came from pay
        self.owners: list[int] = []    # Mobs to settle once the event is over


class event:
    """One event: every marker laid inside it lands first; then those at the limit quit;
    then each Mob touched settles once (new Boss, re-placement, Lieutenant changes).

    Every path that lays markers goes through here (add_unhappy opens an event when none
    is open); an event opened inside another joins it. settle() inside an event waits for
    its end, so nothing a marker causes happens before the last marker is laid.
    `with event(g) as u:` (a class, not a generator: every Unhappy marker and effect opens one).
    """

    __slots__ = ("g", "u")

    def __init__(self, g):
        self.g = g
        self.u = None                  # the Unrest this event opened; None when it joined an outer one

    def __enter__(self) -> Unrest:
        g = self.g
        if g.unrest is not None:
            return g.unrest
        u = self.u = g.unrest = Unrest()
        return u

    def __exit__(self, exc_type, exc, tb) -> bool:
        u = self.u
        if u is None:
            return False
        g = self.g
        if exc_type is not None:       # the event stops where it failed: nobody quits or settles
            g.unrest = None
            return False
        try:
            quit_now(g)
        finally:
            g.unrest = None
        for p in u.owners:
            _settle_now(g, p)
        return False


def add_unhappy(g, crooks: list[Card], n: int, why: str, from_pay: bool = False) -> None:
    """Lay n markers on each Crook as part of the event in course (CL-UNH-01/04)."""
    limit = g.R["unhappy_limit"]
    hit = [c for c in crooks if c.zone == "crooks"]
    if not hit:
        return
    speaking = g.log.speaking
    with event(g) as u:
        for c in hit:
            before = c.unhappy
            c.unhappy += n
            if from_pay and before < limit <= c.unhappy:
                u.pay.add(c.idx)
            if c not in u.laid:
                u.laid.append(c)
            if speaking:
                g.say("unhappy", f"  {c.name} gets {n} Unhappy ({why}): {c.unhappy} now")
        g.state.touch()
        for c in hit:
            if c.zone == "crooks":
                for _ in range(n):
                    if g.abil.listens("unhappy_added"):
                        g.abil.emit(Event("unhappy_added", crook=c, player=g.seats[c.owner]))


def quit_now(g) -> None:
    """The markers of the event are down: those at the limit quit, uncontrolled if the
    marker that brought them there was pay, otherwise discarded (CL-UNH-04)."""
    u = g.unrest
    limit = g.R["unhappy_limit"]
    laid, u.laid = u.laid, []
    for c in laid:
        if c.zone == "crooks" and c.unhappy >= limit:
            from_pay = c.idx in u.pay
            if c.owner not in u.owners:
                u.owners.append(c.owner)
            where = "goes uncontrolled" if from_pay else "leaves town"
            g.say("quit", f"  {c.name} has had enough and {where}")
            g.record("quit", c.owner)
            leave(g, c, "open" if from_pay else "discard")


def remove_unhappy(g, c: Card, n: int, why: str) -> None:
    if c.zone == "crooks" and c.unhappy:
        c.unhappy = max(0, c.unhappy - n)
        g.state.touch()
        if g.log.speaking:
            g.say("unhappy", f"  {c.name} loses an Unhappy marker ({why}): {c.unhappy} now")


def leave(g, c: Card, dest: str):
    """A Crook leaves his Mob; those under him are lifted off the grid (call settle after).
    Returns what to_zone returns."""
    p = c.owner
    seat = g.seats[p]
    known = None
    if dest == "discard" and c.kind == "crook":
        known = g.abil.remember(c)          # with those under him still in place
    if c.pos is not None:
        grid.lift(g, seat, grid.below(seat, c))
    gone = to_zone(g, c, dest, known)
    if seat.boss is c:
        seat.boss = None
        g.state.touch()               # the Boss bonus moves: the stats kept (game.py) are recomputed
    return gone


def to_zone(g, c: Card, dest: str, known=None):
    """Send a card out of a Mob: Unhappy markers go (CL-UNH-03); Power markers stay
    on the uncontrolled and are lost on the discarded (CL-HIT-08). The uncontrolled
    area holds no Action Tokens, so whoever takes the card later gets it without one
    (ruling R-28, CL-REC-08).

    A controlled Crook discarded is reported by `crook_discarded`; returns the
    card's last known state (last_known.py) that the event carries, or None.
    `known`: that state, when the caller recorded it before changing anything."""
    owner = c.owner
    discarded = dest == "discard" and c.kind == "crook" and owner >= 0
    gone = known
    if discarded and gone is None:
        gone = g.abil.remember(c)           # before anything about the card changes
    c.unhappy = 0
    c.opos = None
    if dest == "open":
        c.token = False
    if dest == "discard":
        c.power_markers = 0
        c.income_markers = 0
        c.token = False
    g.state.move(c, dest)
    if discarded:
        g.abil.emit(Event("crook_discarded", crook=c, player=g.seats[owner], last_known=gone))
    return gone


def settle(g, p: int) -> None:
    """After Crooks left: eliminate, or choose a new Boss, or re-place the lifted.
    Inside an event this waits for the event's end (CL-UNH-04)."""
    u = g.unrest
    if u is not None:
        if p not in u.owners:
            u.owners.append(p)
        return
    _settle_now(g, p)


def _settle_now(g, p: int) -> None:
    seat = g.seats[p]
    if not seat.alive:
        return
    if not seat.crooks:
        eliminate(g, p)
        return
    if seat.boss is None:
        reorganize(g, p, "the Boss is gone")
    else:
        repair(g, p)
    track(g, p)


def repair(g, p: int) -> None:
    seat = g.seats[p]
    while True:
        floating = [c for c in seat.crooks if c.pos is None]
        if not floating:
            return
        fl = {c.idx for c in floating}
        roots = [c for c in floating if c.sup is None or c.sup.idx not in fl]
        root = max(roots, key=lambda c: (g.power(c), -c.idx))
        root.sup = None
        replace_tree(g, p, root, grid.floating_kids(seat))


def replace_tree(g, p: int, root: Card, kids: dict) -> None:
    """The owner re-places a Crook (and those under him) after his superior left."""
    seat = g.seats[p]
    members = [root] + grid._tree_members(root, kids)
    cells = grid.legal_cells(g, seat, g.power(root))
    if not cells:
        g.say("move", f"  {root.name} fits nowhere and goes uncontrolled"
              + (" with those under him" if len(members) > 1 else ""))
        for m in members:
            if m.zone == "crooks":
                to_zone(g, m, "open")
        return
    sup, cell = g.ask("replace", p, cells, prompt=f"where does {root.name} go now?",
                      labels=lambda: [grid.cell_label(g, seat, s, c) for s, c in cells], info=root)
    for m in grid.place_tree(g, p, root, cell, sup, kids):
        g.say("move", f"  {m.name} cannot fit and goes uncontrolled")
        to_zone(g, m, "open")


def place_all(g, p: int, boss: Card, others: list[Card]) -> None:
    """Lay a whole Mob out around its Boss, strongest first (CL-SET-07, CL-BOSS-04)."""
    seat = g.seats[p]
    seat.boss = boss
    boss.unhappy = 0
    grid.put(g, seat, boss, BOSS_CELL, None)
    for c in sorted(others, key=lambda c: (-g.power(c), c.idx)):
        cells = grid.legal_cells(g, seat, g.power(c))
        if not cells:
            g.say("move", f"  {c.name} fits nowhere in the Mob and goes uncontrolled")
            to_zone(g, c, "open")
            continue
        sup, cell = g.ask("place", p, cells, prompt=f"where does {c.name} go?",
                          labels=lambda cells=cells: [grid.cell_label(g, seat, s, x) for s, x in cells], info=c)
        grid.put(g, seat, c, cell, sup)


def reorganize(g, p: int, why: str) -> None:
    """CL-BOSS-04: the owner picks any surviving Crook as Boss and lays the Mob out anew."""
    seat = g.seats[p]
    g.record("boss_change", p)
    crooks = list(seat.crooks)
    boss = g.ask("boss", p, crooks, prompt=f"{why}: who is the new Boss?", labels=lambda: [c.name for c in crooks])
    grid.lift(g, seat, crooks)
    for c in crooks:
        c.sup = None
    seat.grid.clear()
    g.say("boss", f"  {boss.name} is the new Boss of {g.name(p)}")
    place_all(g, p, boss, [c for c in crooks if c is not boss])


def promote(g, p: int, lt: Card) -> None:
    """A Lieutenant takes the Boss's cell (CL-BOSS-02/03); the old Boss is discarded.
    His own people and Lieutenants now too strong for him are re-placed."""
    seat = g.seats[p]
    g.record("boss_change", p)
    old = seat.boss
    mine = grid.subs(seat, lt)
    grid.lift(g, seat, [x for o in mine for x in [o] + grid.below(seat, o)])
    for o in mine:
        o.sup = None
    others = [c for c in grid.subs(seat, old) if c is not lt]
    grid.lift(g, seat, [lt])
    to_zone(g, old, "discard")
    seat.boss = lt
    lt.unhappy = 0
    grid.put(g, seat, lt, BOSS_CELL, None)
    for o in others:
        o.sup = lt
    g.say("boss", f"  {lt.name} is now the Boss of {g.name(p)}")
    for o in others:
        if g.power(o) >= g.power(lt):
            grid.lift(g, seat, [o] + grid.below(seat, o))
            o.sup = None
    settle(g, p)


def join(g, p: int, c: Card, under: list[Card]) -> bool:
    """A Crook joins Mob p somewhere under these Crooks, with his own people (CL-REC-07).

    Returns False (and nothing moves) if he fits nowhere.
    """
    seat = g.seats[p]
    cells = grid.legal_cells(g, seat, g.power(c), under=under)
    if not cells:
        return False
    sup, cell = g.ask("place", p, cells, prompt=f"where does {c.name} go?",
                      labels=lambda cells=cells: [grid.cell_label(g, seat, s, x) for s, x in cells], info=c)
    from_p = c.owner if c.zone == "crooks" else -1
    members, links = [c], {}
    if from_p >= 0:
        oseat = g.seats[from_p]
        members = [c] + grid.below(oseat, c)
        links = {m.idx: m.sup for m in members}
        grid.lift(g, oseat, members)
        if oseat.boss is c:
            oseat.boss = None
    for m in members:
        g.state.move(m, "crooks", p)
    for m in members[1:]:
        m.sup = links[m.idx]
    kids = grid.floating_kids(seat)
    for m in grid.place_tree(g, p, c, cell, sup, kids):
        g.say("move", f"  {m.name} cannot fit and goes uncontrolled")
        to_zone(g, m, "open")
    if from_p >= 0:
        for m in members:
            if m.zone == "crooks":
                remove_unhappy(g, m, 1, "moved to another Mob")
        settle(g, from_p)
    settle(g, p)
    return True


def eliminate(g, p: int) -> None:
    """CL-END-01/06: a player with no Crook is out; a wiper takes Rackets first."""
    seat = g.seats[p]
    if not seat.alive:
        return
    seat.alive = False
    seat.boss = None
    g.state.touch()                   # who is in the game is read by abilities: the kept stats go
    by = g.blame if g.blame >= 0 and g.blame != p and g.seats[g.blame].alive else -1
    g.say("out", f"{g.name(p)} has no Crook left and is out of the game"
          + (f" (wiped out by {g.name(by)})" if by >= 0 else ""))
    if by >= 0 and seat.rackets:
        wipe_out_spoils(g, by, p)
    leave_game(g, p)
    g.wiped.append((p, by))


def wipe_out_spoils(g, by: int, victim: int) -> None:
    """CL-END-01: one Racket, plus one more for each action token spent now."""
    seat = g.seats[victim]
    taken = 0
    while seat.rackets:
        if taken:
            payers = [c for c in g.seats[by].crooks + g.seats[by].rackets if c.token]
            if not payers:
                break
            pick = g.ask("wipe_token", by, ["stop"] + payers,
                         prompt="spend an action token to take one more Racket?",
                         labels=lambda payers=payers: ["stop"] + [c.name for c in payers])
            if pick == "stop":
                break
            g.spend_token(pick)
        rackets = list(seat.rackets)
        r = g.ask("wipe_racket", by, rackets, prompt="which Racket do you take?",
                  labels=lambda rackets=rackets: [x.name for x in rackets])
        g.state.move(r, "rackets", by)
        taken += 1
        g.say("out", f"  {g.name(by)} takes {r.name} from the ruins")


def leave_game(g, p: int) -> None:
    """CL-END-06: Crooks and Rackets go uncontrolled, Specials to the discards, the Mob out.
    An eliminated Mob's Rackets that no wiper took go the same way (ruling R-27)."""
    seat = g.seats[p]
    seat.alive = False
    seat.boss = None
    for c in list(seat.crooks):
        to_zone(g, c, "open")
    for r in list(seat.rackets):
        to_zone(g, r, "open")
    for s in list(seat.hand):
        g.state.move(s, "discard")
    for m in list(seat.mobcard):
        g.state.move(m, "out")
    seat.grid.clear()
    g.lts[p] = set()
