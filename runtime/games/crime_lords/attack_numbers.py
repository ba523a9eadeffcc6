"""The success number an attack would have before money, help and defence, as a number only.

The heuristic player weighs every takeover, recruit and hit of its action menu by this number
(heuristic.estimate). The rules put it together as labelled parts of an Attack
(attacks._recruit_modifiers, _takeover_modifiers, _hit_modifiers: CL-REC-04/06, CL-TKO-03/04,
CL-HIT-02/03), whose words cost more than the sum; here the same modifiers are added as numbers,
the Racket counts read from the player's View (Rackets by type and district per seat). The
abilities' attack modifiers are the rules' own, run as AbilityIndex.attack_parts runs them
(listed once per kind for a decision, on one Attack made for the question and pointed at each
target in turn: no ability reads an attack's parts, context.py, and none keeps the attack).
tests/test_heuristic_speed.py checks that `number` equals heuristic.estimate at every weighing
of whole games.
"""
from __future__ import annotations

from ...abilities.index import PASS_THROUGH, _failed
from . import grid
from .attacks import Attack


def _counts(seat) -> tuple[dict, dict]:
    types: dict = {}
    dists: dict = {}
    for r in seat.rackets:
        types[r.type] = types.get(r.type, 0) + 1
        dists[r.district] = dists.get(r.district, 0) + 1
    return types, dists


# What an attack modifier may read and still give the same amount for the same attack while
# the abilities in force are the same index entries: the attack's own fields, the card itself and
# its owner (a card that changes owner moves, and its entry is then another), printed fields.
STATIC = frozenset({
    "this_card", "owner", "attack_kind", "attack_leader", "attack_target", "attack_attacker",
    "attack_defender", "attack_involved", "district", "racket_type", "weakness", "card_id",
})
LEADER = frozenset({"attack_leader", "attack_involved"})    # what reads the leader and his helper
KEPT = 256          # lists and amounts kept at most (a game's index changes a few times a turn)


def kept_key(by_leader: bool, leader, defender: int, helper) -> tuple:
    """Where an attack's kept amounts are filed, by target idx: by leader and helper when a
    modifier reads them, else by attacker (the leader's owner); and by defender when a modifier
    reads him (else `defender` is -1: modifiers()'s last item says which). A takeover's weighing
    looks the amounts of a defender's Rackets up by their idx alone."""
    if by_leader:
        return (leader.idx, defender, helper.idx if helper is not None else -1)
    return (leader.owner, defender)


class Numbers:
    """Success numbers for one state of the game (one decision): `types`/`dists` are seat ->
    {type or district: Rackets held} of the seats in the game (a View's); a seat missing there
    is counted from its Rackets.

    `kept` (optional) is a dict its owner keeps across decisions: the amounts of the attack
    modifiers that read only STATIC names are kept there per attack (kind, target, defender, and
    the leader and helper when one of them reads those, else the attacker: kept_key), together with the index entries they came from (AbilityIndex entries,
    made once per card and seat: while those are the same, so are the amounts); the other
    modifiers are run each time."""

    __slots__ = ("g", "types", "dists", "mods", "war", "R", "ask", "kept")

    def __init__(self, g, types: dict, dists: dict, kept: dict | None = None) -> None:
        self.g, self.types, self.dists = g, types, dists
        self.mods: dict = {}
        self.R = g.R
        self.war = self.R["gang_war_hit_bonus"] if g.war is not None else 0
        self.ask = None              # the Attack the abilities are asked about
        self.kept = kept

    def modifiers(self, kind: str) -> tuple:
        """(modifiers run each time, modifiers whose amounts are kept, their kept amounts or None,
        whether they are kept by leader: kept_key, whether one of them reads the defender: when
        none does, the amounts are kept with defender -1, the same whoever holds the target)."""
        got = self.mods.get(kind)
        if got is None:
            every = self.g.abil.attack_modifiers("success", kind)
            if self.kept is None or not every:
                got = (every, (), None, True, True)
            else:
                got = self._split(kind, every)
            self.mods[kind] = got
        return got

    def _split(self, kind: str, every: tuple) -> tuple:
        """modifiers() of the index's list `every`, kept by its identity (the index keeps its lists
        while it is unchanged, and an undo puts them back); the amounts are kept by the identities of
        the entries they came from, so a game that goes back to entries it had before (a search's
        tries) finds their amounts again."""
        kept = self.kept
        got = kept.get((kind, id(every)))
        if got is not None and got[0] is every:
            return got[1]
        still, fresh = [], []
        by_leader = defended = False
        for m in every:                 # (a loop: a generator per test costs more than the test)
            reads = m[2].reads
            if reads <= STATIC:
                still.append(m)
                # amounts that read neither the leader nor who is involved are kept per attacker
                if not by_leader and not reads.isdisjoint(LEADER):
                    by_leader = True
                if "attack_defender" in reads:
                    defended = True
            else:
                fresh.append(m)
        still, fresh = tuple(still), tuple(fresh)
        if len(kept) >= KEPT:
            kept.clear()
        key = (kind,) + tuple(map(id, still))
        mine = kept.get(key)
        if mine is None or mine[0] != still:
            mine = kept[key] = (still, {})          # (the entries kept alive: their ids stay theirs)
        got = (fresh, still, mine[1], by_leader, defended)
        kept[(kind, id(every))] = (every, got)
        return got

    def counts_of(self, q: int) -> tuple[dict, dict]:
        if q in self.types:
            return self.types[q], self.dists[q]
        return _counts(self.g.seats[q])

    def _attack(self, kind: str, p: int, leader, t, defender: int, helper):
        a = self.ask
        if a is None:
            a = self.ask = Attack(kind, p, leader, t, defender)
        else:
            a.kind, a.attacker, a.leader, a.target, a.defender = kind, p, leader, t, defender
            a.own = defender == p
            a.involved = [leader]
        if helper is not None:
            a.involved.append(helper)
        return a

    def beyond(self, kind: str, leader, t, helper=None) -> int:
        """heuristic.estimate(g, kind, leader, t, helper) less the leader's Power."""
        g, R = self.g, self.R
        p = leader.owner
        zone = t.zone
        defender = t.owner if zone == "crooks" or zone == "rackets" else -1
        if kind == "hit":
            n = -g.power(t)
            if zone == "crooks":
                seat = g.seats[t.owner]
                if t.owner >= 0 and seat.boss is t:
                    n -= R["hit_boss_penalty"]
                elif grid.subs(seat, t):
                    n -= R["hit_superior_penalty"]
        elif kind == "takeover":
            n = -g.resistance(t)
            mt, md = self.counts_of(p)
            n += md.get(t.district, 0) * R["takeover_district_bonus"] + mt.get(t.type, 0) * R["takeover_type_bonus"]
            if defender >= 0:
                dt, dd = self.counts_of(defender)
                own = 1 if t in g.seats[defender].rackets else 0       # the target is not counted for him
                n -= ((dd.get(t.district, 0) - own) * R["takeover_district_bonus"]
                      + (dt.get(t.type, 0) - own) * R["takeover_type_bonus"])
        else:
            n = -g.resistance(t)
            if t.unhappy:
                n += t.unhappy * R["unhappy_recruit_bonus"]
            if zone == "crooks":
                if g.is_lt(t):
                    n -= R["recruit_lieutenant_penalty"]
                elif t.sup is not None and g.is_lt(t.sup):
                    n -= R["recruit_under_lieutenant_penalty"]
            weak = t.weakness
            if weak:
                mine = self.counts_of(p)[0].get(weak, 0)
                if defender >= 0:
                    theirs = self.counts_of(defender)[0].get(weak, 0)
                    if mine > theirs:
                        n += R["weakness_bonus"]
                    elif mine < theirs:
                        n -= R["weakness_bonus"]
                elif mine >= 1:
                    n += R["weakness_bonus"]
        fresh, still, kept, by_leader, defended = self.modifiers(kind)
        if still:
            part = kept.get(kept_key(by_leader, leader, defender if defended else -1, helper))
            if part is not None:
                part = part.get(t.idx)
            n += part if part is not None else self.kept_amount(kind, leader, t, defender, helper)
        if fresh:
            n += self.fresh_amount(kind, leader, t, defender, helper)
        return n + self.war

    def kept_amount(self, kind: str, leader, t, defender: int, helper) -> int:
        """The amounts of the modifiers that read only STATIC names, run and kept."""
        fresh, still, kept, by_leader, defended = self.modifiers(kind)
        part = _sum(still, self._attack(kind, leader.owner, leader, t, defender, helper))
        key = kept_key(by_leader, leader, defender if defended else -1, helper)
        by_target = kept.get(key)
        if by_target is None:
            by_target = kept[key] = {}
        by_target[t.idx] = part
        return part

    def fresh_amount(self, kind: str, leader, t, defender: int, helper) -> int:
        """The amounts of the other modifiers, run."""
        return _sum(self.modifiers(kind)[0], self._attack(kind, leader.owner, leader, t, defender, helper))


def _sum(mods: tuple, a) -> int:
    """The amounts of the modifiers `mods` that apply to attack `a`, run as AbilityIndex.attack_parts
    runs them (one try around the loop: a failure names its ability, as `run` would; no modifier
    is an effect, so the firing hook has nothing to hear)."""
    n = 0
    card = rec = None
    try:
        for card, ctx, rec in mods:
            if rec.applies(ctx, a):
                n += rec.amount(ctx, a)
    except PASS_THROUGH:
        raise
    except Exception as exc:   # noqa: BLE001 - any failure in content code stops the game cleanly
        raise _failed(card, rec, exc) from exc
    return n


def number(g, kind: str, leader, t, types: dict, dists: dict, helper=None) -> int:
    """heuristic.estimate(g, kind, leader, t, helper), the Racket counts read from `types`/`dists`."""
    return g.power(leader) + Numbers(g, types, dists).beyond(kind, leader, t, helper)
