"""A computer player with sense: it weighs every action of its turn by what it is worth times the
chance it works, and plays the whole game (CL rules by clause id in comments).

- Odds: the success number an attack would have (Power, Resistance, every modifier and ability,
  the money it means to commit, the helper it would add, the defence it expects) against the 2d6
  table (`chance`).
- Worth: a Racket counts toward the target (and its type and district bonuses, CL-END-03), a
  Crook adds an action token and Power, a hit takes them from a rival. Rivals are weighed by how
  close they are to winning (`threat`): the leader's Rackets and Crooks are the first targets.
- Last man standing (CL-OPT-04, no Racket target): the weakest rival is hunted down, his Crooks
  hit or recruited away, then his Boss hit until a Gang War finishes him.
- It pays the gang first, moves Crooks who grumble under a weaker superior (CL-TURN-08), retires
  a Boss weaker than a Lieutenant (CL-BOSS-03), defends, names protectors, hides out, commits
  showdown money by the value at stake (CL-ATK-03), plays its Specials when they change an
  attack that matters, and fights Gang Wars (CL-WAR-02).
It reads the game through the decision (`decision.game`). Between decisions it keeps the plan of
the action it is carrying out and readings of the table that are checked against the table before
each use, so its answers are those of reading afresh (docs/engine.md, "What the heuristic player
keeps and skips"; tests/test_heuristic_speed.py): its Views (kept by Racket holdings, with the
rival about to win and the spoiling gift, which read only those), the Boards of Racket counts its
Views share with the other players of the game (kept by holdings), each Racket's worth (with the
owner and Income it was made with), next turn's pay (with the stats' version), attack-modifier
amounts that read only the attack and printed fields (with the ability index entries they came
from), and what an ability tried in an attack's window did. The readings of a finished game
are dropped when its players' next game begins (`_drop_finished`: freed then, not by the
cyclic collector with the game).
"""
from __future__ import annotations

import weakref
from operator import attrgetter

from ...players.base import Player
from . import attack_numbers, attacks, grid, responses, victory
from .actions import Offer, boss_changers, move_destinations
from .attack_choice import attack_leaders, leaders

# Chance (in 36ths) of rolling each total or less on 2d6, totals capped at 10 (11+ fails).
_CUM = {t: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= t) for t in range(2, 11)}

GOOD_ENOUGH = 0.2        # an action worth less than this (in Rackets won) is not worth a token
AIM = 8                  # the success number money is committed to reach (26/36 of rolls)
AID = 10                 # G handed to a rival who may stop the leader (he has less to spare)


_ODDS = {t: k / 36 for t, k in _CUM.items()}      # chance(t) of the totals 2..10


def chance(n: int) -> float:
    if n < 2:
        return 0.0
    return _CUM[min(n, 10)] / 36


BEST_CHANCE = chance(10)  # no attack does better (11+ fails): the bound of what an attack is worth


def _by_bound(cand) -> tuple:
    return -cand[0], cand[1]


def estimate(g, kind: str, leader, target, helper=None) -> int:
    """The success number before money, help and defence (with `helper`: what his ability adds,
    not his Power)."""
    defender = target.owner if target.zone in ("crooks", "rackets") else -1
    a = attacks.Attack(kind, leader.owner, leader, target, defender)
    if helper is not None:
        a.involved.append(helper)
    a.parts.append(("", g.power(leader)))
    a.parts.append(("", -(g.power(target) if kind == "hit" else g.resistance(target))))
    if kind == "recruit":
        attacks._recruit_modifiers(g, a)
    elif kind == "takeover":
        attacks._takeover_modifiers(g, a)
    else:
        attacks._hit_modifiers(g, a)
    for _, amount, op, _ in g.abil.attack_parts(a, "success"):
        a.parts.append(("", amount))
    if g.war is not None:
        a.parts.append(("", g.R["gang_war_hit_bonus"]))
    return a.number()


def after(g, p: int, q: int) -> int:
    """How many seats after p seat q plays (0 for p himself and for no seat). Equal choices go to
    the rival who plays next: a tie broken by seat number always fell on the low seats, which
    then won less (measured: docs/simulate.md, seat bias)."""
    return (q - p) % g.n if q >= 0 else 0


_upkeeps: list = [None, None, {}]    # [the game (weakly), the stat version, {seat: upkeep}]


def upkeep(g, p: int) -> int:
    """Next turn's pay for p's gang. With stats order-free it is kept per seat while the stats'
    version (the engine's own stat cache key: every move, marker and part a stat modifier reads
    bumps it) is the same: money and tokens, which most decisions change, leave it as it is."""
    if not g.stats_order_free:
        return _upkeep(g, p)
    deps, st = g._stat_deps, g.state
    ver = st.version_core if deps.core_only else deps.version(st)
    game, v, kept = _upkeeps
    if v == ver and game() is g:
        got = kept.get(p)
        if got is not None:
            return got
    else:
        kept = {}
        _upkeeps[:] = [weakref.ref(g), ver, kept]
    got = kept[p] = _upkeep(g, p)
    return got


def _upkeep(g, p: int) -> int:
    mods = g.abil.modified("pay")
    if mods is None:
        return sum(g.pay_of(c) for c in g.seats[p].crooks)
    power = g.power
    total = 0
    for c in g.seats[p].crooks:
        if c.idx in mods:
            total += g.pay_of(c)
        else:                                   # pay no modifier changes: max(0, Power) (Game.pay_of)
            v = power(c)
            if v > 0:
                total += v
    return total


def spare(g, p: int) -> int:
    """Money beyond next turn's pay for the gang."""
    return max(0, g.seats[p].money - upkeep(g, p))


def lms(g) -> bool:
    """Last man standing: no Racket target, only elimination wins (CL-OPT-04)."""
    return not g.V.get("rackets_to_win", True)


def strength(g, q: int) -> int:
    return sum([g.power(c) for c in g.seats[q].crooks])


class Board:
    """What every seat's View reads of the Racket holdings (`holdings`), counted once for all the
    players of a game while the holdings are unchanged (they are the same for every seat): Rackets
    by type and by district per seat in the game, each type's total over the seats, in each
    district how many seats hold more than the district hold's `others_at_most`, and the scores
    (what the holdings count: victory.scores_of_counts of these counts, not counted again)."""

    __slots__ = ("held", "types", "dists", "total", "over", "scores", "target")

    def __init__(self, g, held: tuple, seats: dict | None = None):
        """`seats`: the counts (by type, by district) of a seat's Rackets already counted, by the
        Rackets in order (one seat's part of `holdings`), filled here: a change of hands changes
        two seats' Rackets, and the others' counts are taken from there (read only)."""
        self.held = held
        # the Racket target (it reads the number of seats and the rules); none in last man standing
        self.target = victory.target(g) if g.V.get("rackets_to_win", True) else None
        most = g.V["district_hold"]["others_at_most"]
        self.types, self.dists, self.total, self.over = by_type, by_dist, total, over = {}, {}, {}, {}
        if seats is None:
            seats = {}
        for q, rackets in held:
            got = seats.get(rackets)
            if got is None:
                types, dists = {}, {}
                for r in rackets:
                    types[r.type] = types.get(r.type, 0) + 1
                    dists[r.district] = dists.get(r.district, 0) + 1
                if len(seats) >= 4 * KEPT:
                    seats.clear()
                seats[rackets] = (types, dists)
            else:
                types, dists = got
            by_type[q], by_dist[q] = types, dists
            for k, n in types.items():
                total[k] = total.get(k, 0) + n
            for k, n in dists.items():
                if n > most:
                    over[k] = over.get(k, 0) + 1
        # what the holdings count (CL-END-03): the rules' count of these counts
        self.scores = victory.scores_of_counts(g, self.types, self.dists, {q: len(rackets) for q, rackets in held})


_boards: list = [None, {}, {}]     # [the game (weakly), its Boards by holdings, Board's `seats`]
KEPT = 256                     # Boards (and a player's Views) kept per game at most


def board(g, held: tuple | None = None) -> Board:
    """The Board of g's holdings, shared by the players who read the same game, and kept by
    holdings: a search's tries put the game back as it was (kernel/undo.py), the same cards
    in the same seats, so their holdings come back again and again."""
    if held is None:
        held = holdings(g)
    game, kept, seats = _boards
    if game is None or game() is not g:
        kept, seats = {}, {}
        _boards[:] = [weakref.ref(g), kept, seats]
    else:
        b = kept.get(held)
        if b is not None:
            return b
        if len(kept) >= KEPT:
            kept.clear()
    b = kept[held] = Board(g, held, seats)
    return b


class View:
    """What the player reads off the table once per state: Racket counts by type and district,
    scores, and how much each rival matters (`threat`)."""

    __slots__ = ("g", "p", "hunt", "rivals", "board", "types", "dists", "threat", "worth", "gains",
                 "takeover", "carry_from", "held", "rounds", "lead", "spoil", "_consts", "listed")

    def __init__(self, g, p: int, on: Board | None = None):
        self.g, self.p = g, p
        self.hunt = lms(g)
        self.rivals = [s.index for s in g.seats if s.alive and s.index != p]
        self.board = on if on is not None else board(g)
        self.types, self.dists = self.board.types, self.board.dists     # shared: read only
        self.threat = self._threat()
        self.worth: dict = {}      # Racket idx -> (owner, Income, racket_worth) (it reads the View and those)
        self.gains: dict = {}      # (type, district, owner) -> bonus_gain
        self.takeover: dict = {}   # Racket idx -> takeover_part (it reads the View and the owner)
        self.carry_from: View | None = None   # the seat's View whose parts `takeover_parts` carries
        self.held: tuple | None = None   # holdings() when the player keeps the View across moves
        self.rounds: float | None = None
        self.lead: int | None = -2       # HeuristicPlayer._leader (-2: not asked yet)
        self.spoil = -2                  # HeuristicPlayer._spoil (-2: not asked yet)
        self._consts: tuple | None = None   # takeover_part's constants (_part_consts)
        self.listed: tuple | None = None    # (stats' version, the takeovers listed: _takeovers)

    def _threat(self) -> dict:
        """0.5..2 per rival: the one nearest the win counts most; in last man standing the weakest
        Mob is the one to finish off."""
        g, rivals = self.g, self.rivals
        if not rivals:
            return {}
        if self.hunt:
            weakest = min(rivals, key=lambda q: (len(g.seats[q].crooks), strength(g, q), after(g, self.p, q)))
            return {q: 2.0 if q == weakest else 0.7 for q in rivals}
        sc = self.board.scores
        t = self.board.target
        top = max([sc[q] for q in rivals])
        return {q: 0.5 + sc[q] / t + (0.5 if sc[q] == top and sc[q] >= t // 2 else 0) for q in rivals}

    def takeover_part(self, t) -> tuple:
        """What the player's takeover of Racket t reads of the holdings alone, made afresh and kept
        (`make_parts`): (owner, worth before Income and the rival's share, Racket counts' part of
        the success number, defender, type, district)."""
        self.make_parts(t.owner, (t,), True)
        return self.takeover[t.idx]

    def make_parts(self, owner: int, rackets, fresh: bool = False) -> None:
        """Keep (`takeover`) the takeover_part of each Racket of `rackets` (a group of one owner,
        -1: uncontrolled) that has none whose owner is `owner` (every one when `fresh`), made with
        what the constants and their defender's counts give read once for the group: a takeover's
        weighing asks for the group when it meets the first Racket without its part. A part is
        kept per Racket while the View is, or carried to the next View when no Racket of its type
        or district changed hands (`carry`); its owner is checked before use.

        racket_worth is (worth before Income + Income / 10) + the rival's share, added in that
        order (the same float); the counts' part is Numbers.beyond's own and defender Rackets in
        the district and of the type (CL-TKO-03/04). Both read p's counts of t's type and district,
        its owner's, the type's total and the district's seats over the hold limit (CL-END-03).
        bonus_gain is written out here from the constants `_part_consts` reads once per View."""
        kept = self.takeover
        k = None
        for t in rackets:
            if not fresh:
                part = kept.get(t.idx)
                if part is not None and part[0] == owner:
                    continue
            if k is None:               # the first part made: what the group's parts read
                k = self._consts
                if k is None:
                    k = self._consts = self._part_consts()
                mine_t, mine_d, by_district, by_type, types, dists, total, over, nums, on_board = k
                mono_least, mono_bonus, hold_least, hold_bonus, most = nums
                p, hunt = self.p, self.hunt
                side = None             # (q, his Rackets by type, by district) of the last defender
            q, zone = t.owner, t.zone
            district, rtype = t.district, t.type
            mt = mine_t.get(rtype, 0)
            md = mine_d.get(district, 0)
            n = md * by_district + mt * by_type
            if zone == "rackets" or zone == "crooks":
                if q >= 0:
                    if side is None or side[0] != q:
                        side = (q,) + ((types[q], dists[q]) if q in types else self.counts_of(q))
                    own = 1 if zone == "rackets" else 0     # (then in his Rackets) the target is not counted for him
                    qd = side[2].get(district, 0)
                    n -= (qd - own) * by_district + (side[1].get(rtype, 0) - own) * by_type
            else:
                q = -1
            if hunt:
                kept[t.idx] = (t.owner, 0.4, n, q, rtype, district)
                continue
            # bonus_gain(t): _bonus_gain's counts (p's own are the Board's when he is on it, else 0);
            # a bool less a bool is the int(after) - int(before) it writes
            mine_type, mine_dist = (mt, md) if on_board else (0, 0)
            if mine_type + 1 < mono_least and mine_dist + 1 < hold_least:
                # p is short of a monopoly and of a hold with t too: both bonuses stay as they were
                # (every term below is False), whoever holds the rest
                kept[t.idx] = (t.owner, 1, n, q, rtype, district)
                continue
            o = t.owner
            if o == p or o not in types:
                o = -1
            mine = mine_type
            others = total.get(rtype, 0) - mine
            gain = mono_bonus * ((mine + 1 >= mono_least and others - (1 if o >= 0 else 0) == 0)
                                 - (mine >= mono_least and others == 0))
            mine = mine_dist
            if most >= 0:
                over_d = over.get(district, 0) - (1 if mine > most else 0)
            else:
                over_d = sum(1 for s, c in dists.items() if s != p and c.get(district, 0) > most)
            if o >= 0:
                c = qd if o == q else dists[o].get(district, 0)     # (o is the owner q when set)
                after_ok = over_d - (1 if c > most else 0) == 0 and c - 1 <= most
            else:
                after_ok = over_d == 0
            gain += hold_bonus * ((mine + 1 >= hold_least and after_ok) - (mine >= hold_least and over_d == 0))
            kept[t.idx] = (t.owner, 1 + gain, n, q, rtype, district)

    def _part_consts(self) -> tuple:
        """What takeover_part reads of every Racket: p's counts (counts_of), the takeover bonuses
        per Racket of the district and type (CL-TKO-03/04), the Board's counts, and the bonuses'
        numbers (CL-END-03) with whether p is on the Board (_bonus_gain counts 0 for him if not)."""
        R, V, b = self.g.R, self.g.V, self.board
        mine_t, mine_d = self.counts_of(self.p)
        mono, hold = V["type_monopoly"], V["district_hold"]
        nums = (mono["at_least"], mono["bonus"], hold["at_least"], hold["bonus"], hold["others_at_most"])
        return (mine_t, mine_d, R["takeover_district_bonus"], R["takeover_type_bonus"],
                b.types, b.dists, b.total, b.over, nums, self.p in b.types)

    def takeover_parts(self) -> dict:
        """`takeover`, with the parts carried from `carry_from` first (carried when first asked
        for: a View made for a decision that weighs no takeover carries nothing)."""
        old = self.carry_from
        if old is not None:
            self.carry_from = None
            made = self.takeover
            self.carry(old)
            self.takeover.update(made)
        return self.takeover

    def carry(self, old: View) -> None:
        """Keep the takeover parts of `old` (the same seat's View of the holdings before) that no
        change of hands touched: a part reads only the counts of its Racket's type and district
        (takeover_part), which change only when a Racket of that type or district changes hands.
        Not out of last man standing, nor when the seats in the game differ."""
        if old.hunt or self.hunt or old.g is not self.g or old.p != self.p or old.held is None:
            return
        was, now = old.held, self.held
        if len(was) != len(now):
            return
        types, dists = set(), set()
        for (q, before), (q2, after) in zip(was, now):
            if q != q2:
                return
            if before != after:
                for r in set(before).symmetric_difference(after):   # taken or lost (one game's cards)
                    types.add(r.type)
                    dists.add(r.district)
        self.takeover = {i: part for i, part in old.takeover.items()
                         if part[4] not in types and part[5] not in dists}

    def counts_of(self, q: int) -> tuple[dict, dict]:
        """(Rackets by type, by district) of seat q: the Board's, or counted (a seat out of the game)."""
        if q in self.types:
            return self.types[q], self.dists[q]
        return attack_numbers._counts(self.g.seats[q])

    def bonus_gain(self, r) -> int:
        """Type and district bonuses (CL-END-03) player p would gain by taking Racket r (kept per
        type, district and owner: it reads only the View's counts)."""
        o = r.owner if r.owner in self.types and r.owner != self.p else -1
        key = (r.type, r.district, o)
        gain = self.gains.get(key)
        if gain is None:
            gain = self.gains[key] = self._bonus_gain(r.type, r.district, o)
        return gain

    def _bonus_gain(self, rtype, district, o: int) -> int:
        """bonus_gain from the Board's counts: p's own, the other seats' total of the type, how many
        other seats pass `others_at_most` in the district."""
        mono, hold = self.g.V["type_monopoly"], self.g.V["district_hold"]
        b, p = self.board, self.p
        mine = b.types[p].get(rtype, 0) if p in b.types else 0
        others = b.total.get(rtype, 0) - mine
        # his monopoly before: nobody else holds the type; after: nobody but the taken owner held it
        before = mine >= mono["at_least"] and others == 0
        after = mine + 1 >= mono["at_least"] and others - (1 if o >= 0 else 0) == 0
        gain = mono["bonus"] * (int(after) - int(before))
        most = hold["others_at_most"]
        mine = b.dists[p].get(district, 0) if p in b.dists else 0
        if most >= 0:           # a seat without a Racket there (no count) never passes it
            over = b.over.get(district, 0) - (1 if mine > most and p in b.dists else 0)
        else:
            over = sum(1 for q, c in b.dists.items() if q != p and c.get(district, 0) > most)
        # held before: no rival has more than `most` there; after: none but the one he takes from,
        # who has one less
        before = mine >= hold["at_least"] and over == 0
        if o >= 0:
            k = b.dists[o].get(district, 0)
            after_ok = over - (1 if k > most else 0) == 0 and k - 1 <= most
        else:
            after_ok = over == 0
        after = mine + 1 >= hold["at_least"] and after_ok
        gain += hold["bonus"] * (int(after) - int(before))
        return gain


def holdings(g) -> tuple:
    """Who holds which Racket, in the order held, for the seats in the game: all a View reads out
    of last man standing but the stats."""
    return tuple([(s.index, tuple(s.rackets)) for s in g.seats if s.alive])


def racket_worth(g, p: int, r, view: View | None = None) -> float:
    """What taking Racket r is worth to p, in Rackets: one toward the target, plus the bonuses it
    completes (CL-END-03) and its income; taken from a rival it also sets him back."""
    view = view or View(g, p)
    income = g.income(r)
    if view.p == p:
        kept = view.worth.get(r.idx)
        if kept is not None and kept[0] == r.owner and kept[1] == income:
            return kept[2]
    if view.hunt:
        worth = 0.4 + income / 10
    else:
        worth = 1 + view.bonus_gain(r) + income / 10
    if r.owner >= 0 and r.owner != p:
        worth += 0.5 * view.threat.get(r.owner, 0.5)
    if view.p == p:
        view.worth[r.idx] = (r.owner, income, worth)
    return worth


def rounds_left(g, view: View) -> float:
    """A rough count of the turns each player has left: the nearer anyone is to the target, the
    fewer (last man standing has no target: the game is long)."""
    if view.hunt:
        return 6.0
    if view.rounds is None:
        t = view.board.target
        top = max(view.board.scores.values(), default=0)
        view.rounds = max(0.5, 7.0 * (t - top) / t)
    return view.rounds


def crook_worth(g, p: int, c, view: View) -> float:
    """A Crook: an action token every turn that is left (worth more the stronger he is), less his pay."""
    per_turn = 0.1 + 0.05 * g.power(c)
    worth = per_turn * rounds_left(g, view)
    if g.pay_of(c) * 2 > spare(g, p) + sum([g.income(r) for r in g.seats[p].rackets]):
        worth -= 0.3                           # he would eat the money that pays the others
    return worth


def wants(g, q: int, c, price: int, view: View | None = None) -> bool:
    """Would player q take Crook c for `price` G (CL-ACT-02)? If he can pay it and his pay, the
    Crook has a place under q's Boss and is not about to quit, and is worth more than the money
    (a Racket's worth is about 10 G of income: racket_worth)."""
    boss = g.seats[q].boss
    return (boss is not None and price + g.pay_of(c) <= spare(g, q)
            and c.unhappy < g.R["unhappy_limit"] - 1 and fits(g, q, boss, c)
            and crook_worth(g, q, c, view or View(g, q)) >= 0.3 + price / 10)


def fits(g, p: int, leader, c) -> bool:
    """Would a recruited Crook find a place under the recruiter (CL-REC-07)?"""
    seat = g.seats[p]
    pool = list(seat.crooks) if seat.boss is leader else [leader] + grid.below(seat, leader)
    return bool(grid.legal_cells(g, seat, g.power(c), under=pool))


def best_helper(g, leader, exclude) -> int:
    """Power of the strongest Crook below the leader who still has a token (one helper)."""
    seat = g.seats[leader.owner]
    if seat.boss is leader:                     # attacks.under, without the list
        pool = seat.crooks
    else:
        pool = grid.below(seat, leader) if leader.pos is not None else ()
    power, most = g.power, None
    for c in pool:
        if c.token and c is not exclude and c is not leader:
            v = power(c)
            if most is None or v > most:
                most = v
    return 0 if most is None else most


def expected_defence(g, kind: str, target) -> int:
    q = target.owner if target.zone in ("crooks", "rackets") else -1
    if q < 0:
        return 0
    if kind == "takeover":                      # the strongest of his Crooks with a token, else 0
        power, most = g.power, None
        for c in g.seats[q].crooks:
            if c.token:
                v = power(c)
                if most is None or v > most:
                    most = v
        return 0 if most is None else most
    if kind == "recruit":
        return g.power(target.sup) if target.sup is not None and target.sup.token else 0
    return g.R["hide_out_bonus"] if target.token else 0


def _counted(counts: dict, key, step: int) -> dict:
    """A copy of Racket counts by type or district with one more (step 1) or one less (-1) of
    `key`, none left out as victory._count leaves them out (a type counts for its holders)."""
    out = dict(counts)
    k = out.get(key, 0) + step
    if k:
        out[key] = k
    else:
        del out[key]
    return out


_ALIVE = attrgetter("alive")     # who is in the game, read by HeuristicPlayer.view
# The games whose players keep readings, each with those players (both weakly): [(game, [player])]
_READERS: list = []


def _drop_finished(g, player) -> None:
    """Note that `player` reads game g, and make the players of every finished game (an outcome
    set) drop the readings they kept of it (`HeuristicPlayer.forget`), as a new game begins.

    Why: a game's objects hold one another in cycles (a game and its ability index, its players),
    so they are freed only by the cyclic collector, and a player's kept readings (its Views with
    their parts, worths and Boards, the kept amounts: half of a Crime Lords game's cyclic garbage,
    some 1,200 objects) went with them: the collector ran twice as often and walked them (200
    simulated games: 36 collections, 0.43-0.56 s of some 3 s; now 17, 0.08-0.13 s). Dropped at
    the next game's first View they are freed at once, by their counts. Kept readings are derived
    data (made again when asked), so no answer changes; a game not finished (a search's copies
    and the game it searches) keeps them, and `_tried` (not derived) is kept."""
    mine = None
    for entry in list(_READERS):
        game = entry[0]()
        if game is g:
            mine = entry
        elif game is None:
            _READERS.remove(entry)
        elif getattr(game, "outcome", None) is not None:
            _READERS.remove(entry)
            for ref in entry[1]:
                reader = ref()
                if reader is not None:
                    reader.forget(game)
    if mine is None:
        mine = (weakref.ref(g), [])
        _READERS.append(mine)
    for ref in mine[1]:
        if ref() is player:
            return                              # (a search's player back at a game it played)
    mine[1].append(weakref.ref(player))
_HANDLERS: dict = {}     # (player class, decision kind) -> its on_<kind> function, or None
_NONE = object()
_EMPTY: dict = {}        # (read only)


class HeuristicPlayer(Player):
    kind = "heuristic"
    # _tried: keyed by ability record (the pack's), kind and numbers; _view: counts and worths by
    # seat, type, district and card index, and the game and holdings it read (checked against the
    # game asked); _amounts: amounts by card index, with the index entries they came from (checked
    # by identity against the game's: an entry is one card, seat and record, whose amounts for
    # one attack do not change; a copy's entries are other objects, and its amounts start afresh);
    # _views: Views by holdings, each checked against the game and seat asked
    holds_no_game_objects = ("_tried", "_view", "_amounts", "_views")

    def __init__(self, seed: int = 0):
        self.plan = None
        self._view = None
        self._view_version = -1    # the state's version when the View was last asked for
        self._tried: dict = {}     # (ability, attack kind, number, ...) -> change of the odds
        self._amounts: dict = {}   # attack_numbers.Numbers' kept amounts of attack modifiers
        self._views: dict = {}     # holdings -> the View made for them (out of last man standing)

    def forget(self, game) -> None:
        """Drop the readings kept of `game` (finished: `_drop_finished`; closed: Table.close),
        unless they are of another game already."""
        v = self._view
        if v is None or v.g is game:
            self._view = None
            self._view_version = -1
            self._views = {}
            self._amounts = {}

    def view(self, g, p: int) -> View:
        """The table as p reads it, kept across decisions while what it reads is unchanged: which
        cards are where and who is in the game (Racket counts, scores, Mobs) and the stats (Power,
        Income), whose version (the engine's stat cache key) changes whenever a card moves, a
        marker is laid or a part a stat modifier reads changes. Money and tokens, which most
        decisions change, are not read by a View.

        Out of last man standing a View's counts, threat and turns left read only who holds which
        Racket (`holdings`): when the versions move but the holdings are the same (a Crook moved
        or got a marker), the View is kept, with the bonus gains it keeps (they read the
        holdings); a Racket's worth is kept with the owner and Income it was
        made with, and made again when either differs."""
        st = g.state
        v = self._view
        if v is not None and v.g is g and v.p == p and self._view_version == st.version:
            return v                            # nothing changed since it was last asked for
        if v is None or v.g is not g:
            _drop_finished(g, self)             # a game begins (for this player)
            v = self._view
        # out of last man standing a View reads no stat: the cards' places and who is in the game
        # tell whether it still holds
        at = (g._stat_deps.version(st) if v is not None and v.hunt else 0, st.version_moves,
              tuple(map(_ALIVE, g.seats)))
        self._view_version = st.version
        if v is not None and v.g is g and v.p == p and self._view_at == at:
            return v
        held = holdings(g)
        if v is None or v.hunt or v.g is not g or v.p != p or v.held != held:
            views = self._views
            old, v = v, views.get(held)
            if v is None or v.g is not g or v.p != p:
                # a View of these holdings made before (a search's tries come back to them)
                v = View(g, p, board(g, held))
                v.held = held
                if old is not None:
                    # parts are carried from the last View whose parts were asked for (any two
                    # holdings compare: a part reads only its type's and district's counts)
                    v.carry_from = old if old.carry_from is None else old.carry_from
                if not v.hunt:
                    if len(views) >= KEPT or (views and next(iter(views.values())).g is not g):
                        views.clear()
                    views[held] = v
            self._view = v
        self._view_at = at
        return v

    def choose(self, d):
        key = (self.__class__, d.kind)
        fn = _HANDLERS.get(key, _NONE)
        if fn is _NONE:             # the class's on_<kind> (players carry no handler of their own)
            fn = _HANDLERS[key] = getattr(self.__class__, "on_" + d.kind, None)
        if fn is not None:
            ans = fn(self, d, d.game, d.player)
            # legal (Decision.check): an answer that is not an int is legal when it is one of
            # the options, asked here first (no call); an int may be a number of the range
            if ans is not None and ((type(ans) is not int and ans in d.options) or d.check(ans) is None):
                return ans
        return d.options[0] if d.options else d.lo

    # ------------------------------------------------------------ setup
    def on_bid(self, d, g, p):
        card = d.info
        if card.kind == "crook":
            value = 2 + card.power * 2
        elif card.kind == "racket":
            value = 2 + card.income * 2
        else:
            value = 3
        value = min(value, d.hi)
        if not d.options:                       # opening bid
            return min(d.lo + value // 3, d.hi)
        return d.lo if d.lo <= value else "pass"

    def on_boss(self, d, g, p):
        return max(d.options, key=lambda c: (g.power(c), c.resistance, -c.idx))

    def on_place(self, d, g, p):
        # The weakest superior who can hold him, keeping strong slots free (and nobody grumbles:
        # a superior is always stronger, CL-MOB-04).
        return min(d.options, key=lambda sc: (g.power(sc[0]), sc[1]))

    on_replace = on_place

    def on_destination(self, d, g, p):
        # A mover goes under the strongest superior, so that he stops grumbling (CL-TURN-08).
        return max(d.options, key=lambda sc: (g.power(sc[0]), sc[1]))

    # ------------------------------------------------------------ turn
    def on_pay_next(self, d, g, p):
        return max(d.options, key=lambda c: (c.unhappy, -g.pay_of(c)))

    def on_action(self, d, g, p):
        opts = d.options
        self.plan = None
        if "visit" in opts:
            return "visit"
        if "ability" in opts and self._own_turn_ability(g, p):
            return "ability"
        if "retire" in opts and self._retire(g, p):
            return "retire"
        if "move" in opts:
            mover = self._grumbler(g, p)
            if mover is not None:
                self.plan = ("move", mover, None)
                return "move"
        best = self._best_attack(g, p, opts)
        if best is not None:
            self.plan = best[1:]
            return best[1]
        if "double_cross" in opts and self._double_cross(g, p):
            return "double_cross"
        if "give_racket" in opts:
            spoil = self._spoil(g, p)
            if spoil is not None:
                self.plan = ("spoil",) + spoil
                return "give_racket"
        if "give_money" in opts or "give_special" in opts:
            aid = self._aid(g, p)
            if aid is not None:
                q, money = aid
                if money >= 3 and spare(g, q) < AID and "give_money" in opts:
                    self.plan = ("aid", q, money)
                    return "give_money"
                if not g.seats[q].hand and "give_special" in opts:
                    self.plan = ("aid", q, 0)
                    return "give_special"
        if self._broke(g, p):
            sale = self._sale(g, p) if "give_crook" in opts else None
            if sale is not None:
                self.plan = ("sell",) + sale
                return "give_crook"
            if "drop" in opts:
                return "drop"
        return "end"

    def _leader(self, g, p):
        """The rival one Racket short of the target (CL-END-02) and ahead of this player, or None."""
        view = self.view(g, p)
        if view.lead != -2:
            return view.lead                    # it reads the View's holdings only: kept with it
        view.lead = None
        if lms(g) or not view.rivals:
            return None
        sc = view.board.scores                  # victory.scores of these holdings
        lead = max(view.rivals, key=lambda q: (sc[q], -after(g, p, q)))
        view.lead = lead if sc[lead] >= view.board.target - 1 and sc[p] < sc[lead] else None
        return view.lead

    def _spoil(self, g, p):
        """(Racket, rival): a Racket given away that takes a bonus (CL-END-03) from the rival about
        to win, e.g. a second Racket in his district for another rival, who is left short of the
        target (CL-ACT-07). The gift is weighed by the rules' own count of every seat."""
        view = self.view(g, p)
        if view.spoil != -2:
            return view.spoil                   # it reads the View's holdings only: kept with it
        view.spoil = got = self._spoil_of(g, p, view)
        return got

    def _spoil_of(self, g, p, view):
        lead = self._leader(g, p)
        if lead is None:
            return None
        b = view.board
        sc = b.scores
        t = b.target
        sizes = {q: len(rackets) for q, rackets in b.held}
        best = None
        lead_dists = b.dists[lead]
        hold_least = g.V["district_hold"]["at_least"]
        for r in g.seats[p].rackets:
            if lead_dists.get(r.district, 0) < hold_least:
                # the gift moves r between two other seats, so it can change the leader's count
                # (victory.scores_of_counts) only by a bonus of r's type or district: no type
                # monopoly (p holds r's type before the gift and q after, so the leader has none
                # of it either way), and no district hold unless he holds at least `at_least`
                # Rackets in r's district (his own counts do not change)
                continue
            # the rules' count (victory.scores_of_counts) of the holdings with r given from p to q:
            # the Board's counts, p's and q's moved by one
            types, dists, size = dict(b.types), dict(b.dists), dict(sizes)
            types[p], dists[p] = _counted(b.types[p], r.type, -1), _counted(b.dists[p], r.district, -1)
            size[p] -= 1
            for q in view.rivals:
                if q == lead:
                    continue
                types[q], dists[q] = _counted(b.types[q], r.type, 1), _counted(b.dists[q], r.district, 1)
                size[q] += 1
                new = victory.scores_of_counts(g, types, dists, size)
                types[q], dists[q] = b.types[q], b.dists[q]
                size[q] -= 1
                if new[lead] < sc[lead] and new[q] < t - 1:
                    k = (sc[lead] - new[lead], new[p], -after(g, p, q), -r.idx)
                    if best is None or k > best[0]:
                        best = (k, r, q)
        return best[1:] if best is not None else None

    def _aid(self, g, p):
        """(rival, G) to hand a rival who plays before the one about to win (CL-END-02: one
        Racket short), when this player has no good attack of his own: money (or a Special) for
        the takeover or hit that may stop the leader (gifts are free, CL-ACT-03). Only to one who
        lacks it (less than AID G to spare, no Special in hand), so a gift is not made twice: the
        rule reads the table only, as every copy of the game reads it alike."""
        lead = self._leader(g, p)
        if lead is None:
            return None
        view = self.view(g, p)
        sc, short = view.board.scores, view.board.target - 1     # (the Board's target: not last man standing)
        money = spare(g, p) // 2
        helpers = [q for q in view.rivals if q != lead and after(g, p, q) < after(g, p, lead)
                   and sc[q] < short and any(c.token for c in g.seats[q].crooks)]
        if not helpers:
            return None
        q = max(helpers, key=lambda q: (strength(g, q), -after(g, p, q)))
        return q, min(money, AID)

    def _sale(self, g, p):
        """(Crook, rival, price) when a Crook this player cannot pay could be sold instead of
        dropped (CL-ACT-02): to the least threatening rival who would take him at that price."""
        seat = g.seats[p]
        cands = [c for c in seat.crooks if c.token and c is not seat.boss]
        if not cands:
            return None
        c = max(cands, key=lambda c: (c.unhappy, g.pay_of(c), -c.idx))
        th = self.view(g, p).threat
        best = None
        for q in self.view(g, p).rivals:
            theirs = View(g, q)
            price = min(spare(g, q) - g.pay_of(c), int(10 * (crook_worth(g, q, c, theirs) - 0.3)))
            if price >= max(1, g.pay_of(c)) and wants(g, q, c, price, theirs):
                k = (-th.get(q, 0.5), price, -after(g, p, q))
                if best is None or k > best[0]:
                    best = (k, c, q, price)
        return best[1:] if best is not None else None

    def _broke(self, g, p) -> bool:
        """Next turn's pay is more than the money and income there will be: unpaid Crooks get two
        Unhappy markers each (CL-TURN-02), so one who is about to quit anyway is let go (CL-ACT-03)."""
        seat = g.seats[p]
        limit = g.R["unhappy_limit"] - 2
        if not any(c.unhappy >= limit for c in seat.crooks if c is not seat.boss):
            return False                        # (asked first: it reads no stat)
        income = sum([g.income(r) for r in seat.rackets])
        return upkeep(g, p) > seat.money + income

    def on_drop(self, d, g, p):
        return max(d.options, key=lambda c: (c.unhappy, g.pay_of(c), -c.idx))

    def _best_attack(self, g, p: int, opts):
        """(worth x chance, kind, leader, target) of the best attack of the menu, or None when none
        is worth GOOD_ENOUGH.

        Each target is weighed once, with the strongest leader; the attack then goes to the
        weakest leader who does nearly as well, keeping the strong ones for harder targets. Equal
        attacks go to the rival who plays next, then to the first in menu order (takeover, recruit,
        hit; targets in the rules' order). Weighing costs (the success number with every modifier
        and ability), so every (kind, target) first gets a bound of what it can be worth (its worth
        times the best chance there is) and they are weighed from the highest bound down, stopping
        at the first bound below the best found (or below GOOD_ENOUGH): the same choice as weighing
        them all (tests/test_heuristic_speed.py compares the two at every decision of whole games)."""
        cands: list = []
        money = spare(g, p)
        view = self.view(g, p)
        nums = attack_numbers.Numbers(g, view.types, view.dists, self._amounts)
        helpers: dict = {}

        def helper(c):
            """best_helper(g, c, None), asked once a decision."""
            h = helpers.get(c.idx)
            if h is None:
                h = helpers[c.idx] = best_helper(g, c, None)
            return h

        # an attack whose bound is below a value weighed already (the best takeover's) or below
        # GOOD_ENOUGH would never be weighed in the loop below: it is left out
        floor = GOOD_ENOUGH
        # p's Crooks with a token, strongest first (each kind's leaders are some of them, in order)
        ranked = sorted(leaders(g, p), key=lambda c: (-g.power(c), c.idx))
        for kind in ("takeover", "recruit", "hit"):
            if kind in opts:
                self._attack_bounds(g, p, kind, cands, money, view, nums, helper, floor, ranked)
                if kind == "takeover" and cands and cands[0][0] > floor:
                    floor = cands[0][0]         # the best takeover, weighed: its bound is its value
        cands.sort(key=_by_bound)
        best = key = None
        for bound, seq, weigh, t, worth in cands:
            if bound < GOOD_ENOUGH or (key is not None and bound < key[0]):
                break
            got = weigh(t, worth) if weigh is not None else t
            if got is None:
                continue
            k = (got[0], -after(g, p, got[3].owner), -seq)
            if key is None or k > key:
                best, key = got, k
        if best is None or best[0] < GOOD_ENOUGH:
            return None
        value, kind, leader, t = best
        if callable(leader):
            leader = leader()
        elif type(leader) is tuple:
            leader = self._takeover_leader(g, money, helper, *leader[1:])
        return value, kind, leader, t

    @staticmethod
    def _takeover_leader(g, money, helper, leaders, t, base, worth, best):
        """The weakest leader of a takeover (weighed by _takeovers) who does nearly as well as the
        strongest."""
        for c in reversed(leaders[1:]):              # weakest first
            if c is t:
                continue
            n = base + g.power(c) + helper(c)
            if chance(n + max(0, min(money, money, AIM - n, int(4 + 4 * worth)))) >= best - 0.05:
                return c
        return leaders[0]

    def _attack_bounds(self, g, p: int, kind: str, out: list, money: int, view, nums, helper,
                       floor: float = GOOD_ENOUGH, ranked: list | None = None) -> None:
        """Append (bound, order, weigh, t, worth) for each target t of this kind worth a look (a
        bound not below `floor`, a value weighed already or GOOD_ENOUGH): weigh(t, worth) gives
        (worth x chance, kind, leader or a function that names him, target), or None when the
        attack cannot be made; the bound is never below what it gives. (A takeover comes weighed:
        weigh is None and t that answer, its leader what `_takeover_leader` needs to name him.)

        What every target reads of the player's own side (his spare money, his income, the turns
        left, each defender's best defence, the abilities in force) is read once a decision, not
        once per target; the numbers are those of crook_worth, racket_worth, expected_defence and
        estimate (attack_numbers), so the answers are theirs (tests/test_heuristic_speed.py)."""
        th, hunt = view.threat, view.hunt
        power = g.power
        double = 2 if hunt else 1               # last man standing: a rival's Crooks count twice
        if kind == "recruit" and g.stats_order_free and ranked:
            # No recruit is listed when the most one could be worth is below the floor: a target
            # is weaker than the top leader (recruit_targets) and its owner threatens no more than
            # the most threatening rival; each step of the worth below rises with those, so this
            # bounds every target's worth, rounding included. Asked first with the strongest Crook
            # with a token (no leader is stronger), then with the top leader.
            rounds = rounds_left(g, view)
            most = 0.2 * max([0.5, *th.values()]) * double
            if max((0.1 + 0.05 * power(ranked[0])) * rounds + most, 0.0) * BEST_CHANCE < floor:
                return
            # attack_leaders' way (_quick_leaders, _recruiters) with its pool of targets kept for
            # the targets, each one's Power asked once
            pool = attacks.recruit_targets_any(g, p)
            if not pool:
                return
            powers = [power(c) for c in pool]
            weakest = min(powers)
            leaders = [c for c in ranked if power(c) > weakest]
            if not leaders:
                return
            top = leaders[0]
            lp = power(top)
            if top is not ranked[0] and max((0.1 + 0.05 * lp) * rounds + most, 0.0) * BEST_CHANCE < floor:
                return
            self._recruits(g, p, out, money, view, nums, helper, floor, leaders, pool, powers, rounds)
            return
        leaders = attack_leaders(g, p, kind, lead=ranked)   # (the same Crooks: not listed again)
        if not leaders:
            return
        if ranked is None:
            leaders = sorted(leaders, key=lambda c: (-power(c), c.idx))
        elif len(leaders) == len(ranked):
            leaders = ranked                    # every Crook with a token (attack_leaders' pool)
        else:
            leaders = [c for c in ranked if c in leaders]
        if kind == "takeover":
            self._takeovers(g, p, view, leaders, money, nums, helper, out)
            return
        top = leaders[0]
        if kind == "recruit":                   # stats not order-free: asked in the rules' order
            self._recruits(g, p, out, money, view, nums, helper, floor, leaders,
                           attacks.targets(g, kind, top), None, rounds_left(g, view))
            return
        weigh = self._weigher(g, p, "hit", money, nums, helper, leaders)
        # attacks.hit_targets less the uncontrolled Crooks and p's own (not hit from the menu), in
        # its order: the Crooks of the rivals in the game, with their Bosses
        for s in g.seats:
            if not s.alive or s.index == p:
                continue
            owner, boss = s.index, s.boss
            w = th.get(owner, 0.5)
            for t in s.crooks:
                if t is boss:
                    # Last man standing: a real hit on a weaker rival's Boss starts a Gang War
                    # (CL-WAR-01), where every Crook hits again with the war bonus: that is how
                    # Mobs are finished. Otherwise Bosses are left alone (CL-HIT-02 penalty).
                    if hunt and (1.5 + BEST_CHANCE) * w >= floor and strength(g, p) > strength(g, owner):
                        def weigh_boss(t, w):
                            cand = self._boss_hit(g, p, leaders, t, money)
                            return None if cand is None else (cand[0] * w, "hit", cand[1], t)
                        out.append(((1.5 + BEST_CHANCE) * w, len(out), weigh_boss, t, w))
                    continue
                # his strength is taken from a rival (the nearer the win, the more it counts) and
                # the leader gains Power (CL-HIT-08)
                worth = (0.2 + power(t) * 0.15) * w * double + 0.2
                bound = (worth if worth > 0.0 else 0.0) * BEST_CHANCE
                if bound >= floor:
                    out.append((bound, len(out), weigh, t, worth))

    def _recruits(self, g, p: int, out: list, money: int, view, nums, helper, floor: float,
                  leaders: list, pool: list, powers: list, rounds: float) -> None:
        """_attack_bounds of the recruits: the targets are those of `pool` weaker than the top
        leader, their Powers `powers` (None: stats not order-free, every stat asked as the rules
        ask it: `pool` is the targets); the worth is crook_worth's and the owner's threat."""
        th, double = view.threat, 2 if view.hunt else 1
        power = g.power
        lp = power(leaders[0])
        pay_mods = g.abil.modified("pay")
        # crook_worth's money and income: asked when a pay reaches it (never below money) unless
        # stats are not order-free
        room = None if powers is not None else money + sum([g.income(r) for r in g.seats[p].rackets])
        weigh = self._weigher(g, p, "recruit", money, nums, helper, leaders)
        for i, t in enumerate(pool):
            if powers is None:
                pay = g.pay_of(t) if pay_mods is None or t.idx in pay_mods else max(0, power(t))
                if pay > money:
                    continue
                pw = power(t)
            else:
                pw = powers[i]
                if pw >= lp:
                    continue
                if pay_mods is None or t.idx in pay_mods:
                    pay = g.pay_of(t)
                else:                           # pay no modifier changes: max(0, Power) (Game.pay_of)
                    pay = pw if pw > 0 else 0
                if pay > money:
                    continue
            worth = (0.1 + 0.05 * pw) * rounds              # crook_worth
            if pay * 2 > money:
                if room is None:
                    room = money + sum([g.income(r) for r in g.seats[p].rackets])
                if pay * 2 > room:
                    worth -= 0.3
            if t.owner >= 0:
                worth += 0.2 * th.get(t.owner, 0.5) * double
            bound = (worth if worth > 0.0 else 0.0) * BEST_CHANCE
            if bound >= floor:
                out.append((bound, len(out), weigh, t, worth))

    @staticmethod
    def _weigher(g, p: int, kind: str, money: int, nums, helper, leaders: list):
        """weigh(t, worth): the function that weighs a recruit or hit of t (worth: what it is
        worth) for _best_attack: (worth x chance, kind, a function that names the leader, t), or
        None when a recruit's target has no place under the top leader. (One function for all
        the targets of a decision, called only for those weighed.)"""
        power = g.power
        top = leaders[0]
        cap = g.R["hit_money_cap"] if kind == "hit" else money
        fit: dict = {}

        def fits_under(leader, t):
            """fits(g, p, leader, t): it reads the leader's Mob and t's Power only."""
            k = (leader.idx, power(t))
            got = fit.get(k)
            if got is None:
                got = fit[k] = fits(g, p, leader, t)
            return got

        def weigh(t, worth):
            if kind == "recruit" and not fits_under(top, t):
                return None
            base = nums.beyond(kind, top, t) - expected_defence(g, kind, t)

            def odds(leader):
                n = base + power(leader) + (helper(leader) if t.owner != p else best_helper(g, leader, t))
                return chance(n + max(0, min(cap, money, AIM - n, int(4 + 4 * worth))))

            best = odds(top)

            def leader():
                for c in reversed(leaders[1:]):              # weakest first
                    if kind == "recruit" and (power(c) <= power(t) or not fits_under(c, t)):
                        continue
                    if c is t:
                        continue
                    if odds(c) >= best - 0.05:
                        return c
                return top
            return worth * best, kind, leader, t
        return weigh

    def _takeovers(self, g, p: int, view, leaders: list, money: int, nums, helper, out: list) -> None:
        """_attack_bounds of the takeovers, weighed here: most of them were weighed in
        _best_attack anyway (their worth is high, their odds often low). Only the best weighed one
        is handed on (by _best_attack's order: value, the rival who plays next, the rules' order):
        no other takeover could be chosen over it. A takeover whose bound (worth x BEST_CHANCE) is
        below one weighed already, or whose value is, could be neither chosen nor equal to the
        chosen one and goes no further; so does one below GOOD_ENOUGH (_best_attack would neither
        choose it nor raise its floor with it). The weakest leader who does nearly as well is
        looked for only for the chosen attack. The loops are Numbers.beyond and racket_worth
        written out for takeovers.

        The takeovers' worths read only the View (holdings, threat, the parts), which Rackets are
        uncontrolled and their Income: when the stats' version (the stat caches' own key: every
        move and marker bumps it) is met again in the same View, they are listed highest worth
        first and kept (`_takeover_list`), and weighed in that order until a bound falls below the
        best weighed; otherwise each is weighed as it is met, in the rules' order."""
        top = leaders[0]
        n_top = g.power(top) + helper(top)      # odds(top): a takeover's target is never his own
        listed = None
        if g.stats_order_free:
            deps, st = g._stat_deps, g.state
            ver = st.version_core if deps.core_only else deps.version(st)
            kept = view.listed
            if kept is not None and kept[0] == ver:
                listed = kept[1]
                if listed is None:
                    listed = self._takeover_list(g, p, view)
                    view.listed = (ver, listed)
            else:
                view.listed = (ver, None)
        if listed is not None:
            best = self._weigh_listed(g, p, listed, top, n_top, money, nums)
        else:
            best = self._weigh_all(g, p, view, top, n_top, money, nums)
        if best is not None:
            value, i, t, n, worth, odds = best
            # the candidate is its answer, the leader named by `_takeover_leader` (its number
            # before the leader and his helper)
            base = n - n_top
            out.append((value, len(out), None, (value, "takeover", ("takeover", leaders, t, base, worth, odds), t), 0))

    @staticmethod
    def _weigh_all(g, p: int, view, top, n_top: int, money: int, nums):
        """The best takeover (value, rules' order, target, success number before money, worth,
        odds), or None: every takeover weighed in the rules' order, its worth
        and number worked out in one loop (`_takeover_list` and `_weigh_listed` written out)."""
        income, resistance = g.income, g.resistance
        parts, threat = view.takeover_parts(), view.threat
        inc_mods = g.abil.modified("income")
        res_mods = g.abil.modified("resistance")
        fresh, still, amounts, by_leader, defended = nums.modifiers("takeover")
        most = GOOD_ENOUGH
        best = None
        best_key = None                     # (value, -after, -index) of the best weighed
        i = 0
        # The worth below is _takeover_list's, written out in both hot loops rather than called
        # (a call per Racket weighed); tests/test_heuristic_speed.py checks both against the rules.
        # The groups are weighed the most threatening rival's first (each Racket keeps its index
        # in the rules' order, `i`): the best found rises sooner, and more Rackets fall below it
        # unweighed. The best is the same in any order (a Racket left out is worth less than one
        # weighed; ties go by the index).
        groups = []
        i = 0
        for owner, rackets, add in HeuristicPlayer._takeover_groups(g, p, threat):
            groups.append((-add, i, owner, rackets, add))
            i += len(rackets)
        groups.sort()
        for _, i, owner, rackets, add in groups:
            # what every takeover of the group adds to its number: the war bonus, the expected
            # defence of its owner (asked when one is weighed), the leader and his helper
            defend = 0 if owner < 0 else None
            plus = nums.war + n_top
            # the group's kept amounts by target (attack_numbers.kept_key: the defender in it
            # only when a modifier reads him)
            if still:
                filed = attack_numbers.kept_key(by_leader, top, owner if defended else -1, None)
                by_target = amounts.get(filed, _EMPTY)
            for t in rackets:
                idx = t.idx
                part = parts.get(idx)
                if part is None or part[0] != owner:
                    view.make_parts(owner, rackets)     # (its group's missing ones at once)
                    part = parts[idx]
                if inc_mods is None or idx in inc_mods:
                    inc = income(t)
                else:
                    inc = t.income + t.income_markers
                    if inc < 0:
                        inc = 0
                worth = part[1] + inc / 10    # racket_worth(g, p, t, view), written out
                if add:                       # a rival's (threat is never 0)
                    worth += add
                if worth * BEST_CHANCE < most:    # (most >= GOOD_ENOUGH > 0: max(worth, 0.0) * ...)
                    i += 1
                    continue
                if defend is None:
                    defend = expected_defence(g, "takeover", t)
                    plus -= defend
                n = part[2] - (resistance(t) if res_mods is None or idx in res_mods else t.resistance) + plus
                if still:
                    got = by_target.get(idx)
                    if got is None:
                        got = nums.kept_amount("takeover", top, t, owner, None)
                        by_target = amounts[filed]
                    n += got
                if fresh:
                    n += nums.fresh_amount("takeover", top, t, owner, None)
                if n + money < 2:             # no money reaches a chance (money >= 0): worth 0, below `most`
                    i += 1
                    continue
                # chance(n + max(0, min(money, money, AIM - n, int(4 + 4 * worth)))), written out
                more = AIM - n
                if money < more:
                    more = money
                if more > 4:                  # (worth > 0 here: the budget is 4 or more)
                    budget = int(4 + 4 * worth)
                    if budget < more:
                        more = budget
                if more > 0:
                    odds = _ODDS[10 if n + more > 10 else n + more] if n + more >= 2 else 0.0
                else:
                    odds = _ODDS[10 if n > 10 else n] if n >= 2 else 0.0
                value = worth * odds
                if value >= most:
                    key = (value, -after(g, p, owner), -i)
                    if best_key is None or key > best_key:
                        best_key = key
                        best = (value, i, t, n, worth, odds)
                    most = value
                i += 1
        return best

    @staticmethod
    def _weigh_listed(g, p: int, listed: list, top, n_top: int, money: int, nums):
        """_weigh_all's answer from the takeovers `_takeover_list` listed, weighed from the highest
        bound down: once a bound is below a takeover weighed, so are all that follow."""
        resistance = g.resistance
        res_mods = g.abil.modified("resistance")
        fresh, still, amounts, by_leader, defended = nums.modifiers("takeover")
        war = nums.war
        defence: dict = {}                  # defender -> expected_defence of a takeover
        most = GOOD_ENOUGH
        best = None
        best_key = None
        for neg, i, t, part in listed:
            worth = -neg
            if worth * BEST_CHANCE < most:
                break
            q = part[3]
            defend = defence.get(q)
            if defend is None:
                defend = defence[q] = expected_defence(g, "takeover", t)
            idx = t.idx
            n = part[2] - (resistance(t) if res_mods is None or idx in res_mods else t.resistance) + war
            if still:
                got = amounts.get(attack_numbers.kept_key(by_leader, top, q if defended else -1, None), _EMPTY).get(idx)
                n += got if got is not None else nums.kept_amount("takeover", top, t, q, None)
            if fresh:
                n += nums.fresh_amount("takeover", top, t, q, None)
            n += n_top - defend
            more = AIM - n
            if money < more:
                more = money
            if more > 4:                      # (worth > 0 here: the budget is 4 or more)
                budget = int(4 + 4 * worth)
                if budget < more:
                    more = budget
            if more > 0:
                odds = _ODDS[10 if n + more > 10 else n + more] if n + more >= 2 else 0.0
            else:
                odds = _ODDS[10 if n > 10 else n] if n >= 2 else 0.0
            value = worth * odds
            if value < most:
                continue
            key = (value, -after(g, p, part[0]), -i)
            if best_key is None or key > best_key:
                best_key = key
                best = (value, i, t, n, worth, odds)
            most = value
        return best

    @staticmethod
    def _takeover_groups(g, p: int, threat: dict) -> list:
        """attacks.takeover_targets(g, top) in its order, owner by owner: (owner, Rackets, what his
        threat adds to their worth) of the uncontrolled Rackets, then of each rival's."""
        groups = [(-1, [c for c in g.state.zones["open"] if c.kind == "racket"], 0.0)]
        groups += [(s.index, s.rackets, 0.5 * threat.get(s.index, 0.5)) for s in g.seats
                   if s.alive and s.index != p]
        return groups

    @staticmethod
    def _takeover_list(g, p: int, view) -> list:
        """The takeovers worth a look for _takeovers, highest worth first: (-worth, index in the
        rules' order, target, takeover_part), worth racket_worth's (written out), each worth more
        than GOOD_ENOUGH at the best chance there is."""
        income = g.income
        parts, threat = view.takeover_parts(), view.threat
        cands = []
        i = 0
        inc_mods = g.abil.modified("income")
        for owner, rackets, add in HeuristicPlayer._takeover_groups(g, p, threat):
            for t in rackets:           # the worth as _takeovers weighs it (kept in step with it)
                idx = t.idx
                part = parts.get(idx)
                if part is None or part[0] != owner:
                    view.make_parts(owner, rackets)
                    part = parts[idx]
                if inc_mods is None or idx in inc_mods:
                    inc = income(t)
                else:
                    inc = t.income + t.income_markers
                    if inc < 0:
                        inc = 0
                worth = part[1] + inc / 10    # racket_worth(g, p, t, view), written out
                if add:                       # a rival's (threat is never 0)
                    worth += add
                if worth * BEST_CHANCE >= GOOD_ENOUGH:      # max(worth, 0.0) * ...: GOOD_ENOUGH > 0
                    cands.append((-worth, i, t, part))
                i += 1
        cands.sort()
        return cands

    def _boss_hit(self, g, p, leaders, t, money):
        """(worth, leader) of a hit on a rival Boss in last man standing, or None.

        A Boss is hit for real (a Gang War, CL-WAR-01) when the number after his hiding out is
        at least the warning-shot minimum (CL-HIT-06). A strong Boss alone is out of reach while
        he can hide (CL-HIT-05); then a first hit that would be real unless he hides is forcing:
        he spends his token to hide (and the next hit this turn meets no hiding) or the Gang War
        starts. It is tried only when another leader could then make the real hit."""
        least = g.R["warning_shot_min"]
        hide = expected_defence(g, "hit", t)
        ns = sorted(((self._hunt_number(g, p, c, t, money) + hide, c) for c in leaders if c is not t),
                    key=lambda nc: (-nc[0], nc[1].idx))
        if not ns:
            return None
        if ns[0][0] - hide >= least:
            return 1.5 + chance(ns[0][0] - hide), ns[0][1]
        if hide and len(ns) >= 2 and ns[1][0] >= least:
            # the weakest leader who forces him, keeping the strongest for the real hit
            force = [c for n, c in ns[1:] if n >= least][-1]
            return 1.0, force
        return None

    def _hunt_number(self, g, p, leader, t, money) -> int:
        """`_hit_number` with each possible helper's own hit bonus counted (a Crook whose ability
        adds to attacks he is in, CL-HIT-04): last man standing only, where a Boss alone must be
        reached."""
        base = estimate(g, "hit", leader, t)
        best = base
        for h in attacks.under(g, leader):
            if h.token and h is not t:
                best = max(best, estimate(g, "hit", leader, t, h) + g.power(h))
        return best - expected_defence(g, "hit", t) + min(money, g.R["hit_money_cap"])

    def _hit_number(self, g, p, leader, t, money) -> int:
        """The success number of a hit with the best helper, the money cap and the expected hiding."""
        n = estimate(g, "hit", leader, t) + best_helper(g, leader, t) - expected_defence(g, "hit", t)
        return n + min(money, g.R["hit_money_cap"])

    def _own_turn_ability(self, g, p) -> bool:
        """Specials and abilities of one's own turn: played when they are there (they give money,
        cards, markers or Crooks); an ability that costs a Crook's token waits until that Crook has
        nothing better to do."""
        for card, rec in g.abil.usable(p, ("own_turn", "any_time")):
            if not rec.token or not card.token or card.kind != "crook":
                return True
        return False

    def _grumbler(self, g, p):
        """A Crook stronger than his superior gets Unhappy every turn (CL-TURN-08): move him."""
        seat = g.seats[p]
        power = g.power
        for c in seat.crooks:                   # movers(g, p), the grumbling asked first
            if c.token and c is not seat.boss and c.sup is not None and power(c) > power(c.sup):
                if any(power(s) > power(c) for s, _ in move_destinations(g, p, c)):
                    return c
        return None

    def _retire(self, g, p) -> bool:
        """CL-BOSS-03: a Lieutenant stronger than the Boss takes over, if the pay is spare money."""
        seat = g.seats[p]
        lts = boss_changers(g, p, "retire")
        if not lts or seat.boss is None:
            return False
        cost = g.R["retirement_pay_factor"] * g.power(seat.boss)
        best = max(lts, key=g.power)
        return g.power(best) > g.power_no_bonus(seat.boss) and spare(g, p) >= cost + 5

    def _double_cross(self, g, p) -> bool:
        """CL-BOSS-02: a stronger Lieutenant takes the Boss's place when retiring him is not
        affordable, if the Mob is calm enough to take one Unhappy marker each."""
        seat = g.seats[p]
        lts = boss_changers(g, p, "double_cross")
        if not lts or seat.boss is None or any(c.unhappy >= 2 for c in seat.crooks):
            return False
        return max(g.power(c) for c in lts) > g.power_no_bonus(seat.boss)

    def on_leader(self, d, g, p):
        if self.plan and self.plan[1] in d.options:
            return self.plan[1]
        return None

    def on_target(self, d, g, p):
        if self.plan and self.plan[2] in d.options:
            return self.plan[2]
        return None

    def _planned(self, d, kind: str, part: int = 1):
        """The card (or seat) the plan of this kind named for this decision, if still an option."""
        plan = self.plan
        if plan and plan[0] == kind and plan[part] in d.options:
            return plan[part]
        return None

    def on_mover(self, d, g, p):
        return self._planned(d, "move")

    def on_lieutenant(self, d, g, p):
        return max(d.options, key=lambda c: (g.power(c), -c.unhappy))

    # ------------------------------------------------------------ attacks
    def _stake(self, g, p, a) -> float:
        """What the attack is worth to p (attacker) or costs p (defender), in Rackets."""
        t = a.target
        if t.kind == "racket":
            if p == a.attacker:
                return racket_worth(g, p, t, self.view(g, p))
            return 1.0 + g.income(t) / 10
        return crook_worth(g, p, t, self.view(g, p)) + (1.0 if g.is_boss(t) else 0)

    def on_showdown(self, d, g, p):
        """CL-ATK-03: money by the value at stake, to reach a good number (attacker), to push it
        down (defender), or against a rival near the win (an outsider)."""
        a = d.info
        n = a.number()
        if p in (a.attacker, a.defender):
            if p == a.attacker:
                need = AIM - n
            elif n < 2:
                return 0
            else:
                need = n - 1
            if need <= 0 or d.hi <= 0:
                return 0                        # (the money and the stake would not change it)
            money = spare(g, p)
            if money <= 0:
                return 0
            budget = int(4 + 6 * self._stake(g, p, a))
            return max(0, min(need, money, budget, d.hi))
        if chance(n) > 0.3 and self.view(g, p).threat.get(a.attacker, 0) >= 1.5:
            return max(0, min(spare(g, p) // 3, d.hi))
        return 0

    def on_side(self, d, g, p):
        a = d.info
        th = self.view(g, p).threat
        return "for" if a.defender >= 0 and th.get(a.defender, 0) > th.get(a.attacker, 0) else "against"

    def on_back_out(self, d, g, p):
        return "no"

    def on_hit_money(self, d, g, p):
        a = d.info
        need = AIM - a.number()
        if lms(g) and a.target.zone == "crooks":
            # asked before penalties, help and hiding count (CL-HIT-02..05): aim the number they
            # will leave, so that a hit on a Boss is not left at warning shots for want of money
            need = AIM - self._hunt_number(g, p, a.leader, a.target, 0)
        return max(0, min(d.hi, spare(g, p), need))

    def on_assist(self, d, g, p):
        a = d.info
        if a.number() >= 10:
            return "done"
        cands = [c for c in d.options if c != "done"]
        if cands and lms(g) and a.kind == "hit":
            # the helper who adds most, his own hit bonus counted (as `_hunt_number` reckons)
            base = estimate(g, "hit", a.leader, a.target)
            return max(cands, key=lambda c: (estimate(g, "hit", a.leader, a.target, c) - base + g.power(c), -c.idx))
        return max(cands, key=g.power) if cands else "done"

    def on_defend_card(self, d, g, p):
        a = d.info
        if a.number() < 2:
            return "done"
        cands = [c for c in d.options if c != "done"]
        return max(cands, key=g.power) if cands else "done"

    def on_defend(self, d, g, p):
        return "yes" if d.info.number() >= 2 else "no"

    def on_hide(self, d, g, p):
        # Hiding spends the target's token (CL-HIT-05): worth it unless the hit is hopeless anyway.
        return "yes" if d.info.number() >= 2 else "no"

    def on_protector(self, d, g, p):
        cands = [c for c in d.options if c != "none"]
        return max(cands, key=g.power) if cands else "none"

    def on_war(self, d, g, p):
        """CL-WAR-02: hit while some hit has fair odds. In last man standing every real hit counts
        (a failed one still makes its target Unhappy, CL-HIT-06), and a rival's Boss comes first."""
        if "hit" not in d.options:
            return "pass"
        money = spare(g, p)
        hunt = lms(g)
        best = None
        for leader in attack_leaders(g, p, "hit", war=True):
            for t in attacks.hit_targets(g, leader, True):
                if hunt:
                    boss = g.is_boss(t)
                    n = (self._hunt_number if boss else self._hit_number)(g, p, leader, t, money)
                    if n < g.R["warning_shot_min"]:
                        continue
                    # Bosses first, the strongest first: out of a war a strong Boss cannot be
                    # hit for real (CL-HIT-02 penalty), so his Mob could never be finished
                    score = chance(n) + (0.5 + 0.1 * g.power(t) if boss else 0.0) - 0.05 * len(g.seats[t.owner].crooks)
                elif chance(n := self._hit_number(g, p, leader, t, money)) >= 0.35:
                    score = chance(n)
                else:
                    continue
                k = (score, -after(g, p, t.owner))
                if best is None or k > best[0]:
                    best = (k, leader, t)
        if best is None:
            return "pass"
        self.plan = ("hit", best[1], best[2])
        return "hit"

    def on_attack_ability(self, d, g, p):
        """A Special or ability in an attack's window (CL-ACT-05): used when it helps our side of an
        attack that matters. What it does is found out on a copy of the game, never guessed."""
        a = d.info
        if p not in (a.attacker, a.defender):
            return "done"
        if self._stake(g, p, a) < 0.5:
            return "done"
        if not a.parts:                        # the response window (CL-ACT-04): responses.py
            return self._response(d, g, p, a)
        best, gain = "done", 0.0
        for pick in d.options:
            if pick == "done":
                continue
            # what an ability does to an attack's number hardly depends on the rest of the
            # table: tried once per ability, kind of attack and number (copies are dear)
            key = (pick[1], a.kind, a.number(), a.cancelled, a.roll is not None)
            if key not in self._tried:
                self._tried[key] = _try_in_copy(g, p, pick, a)
            delta = self._tried[key]
            if delta is None:
                continue
            mine = delta if p == a.attacker else -delta
            if mine > gain:
                best, gain = pick, mine
        return best if gain >= 0.15 else "done"

    def _response(self, d, g, p, a):
        """The attack as its attacker would weigh it (best helper, hit money, hiding), handed to
        responses.respond with what it puts at stake."""
        if a.kind == "hit":
            base = self._hit_number(g, a.attacker, a.leader, a.target, g.seats[a.attacker].money)
        else:
            base = estimate(g, a.kind, a.leader, a.target)
        lost = responses.lost_position(g, p, strength, lms(g))
        return responses.respond(d, g, p, a, base, self._stake(g, p, a), chance, self._tried, lost)

    # ------------------------------------------------------------ endings and gifts
    def on_share(self, d, g, p):
        return "yes"

    def on_accept(self, d, g, p):
        offer = d.info
        return "yes" if isinstance(offer, Offer) and wants(g, p, offer.card, offer.price) else "no"

    def on_receiver(self, d, g, p):
        kind = self.plan[0] if self.plan else None      # ("aid", seat, G) or (kind, card, seat, ...)
        return self._planned(d, kind, 1 if kind == "aid" else 2) if kind in ("aid", "sell", "spoil") else None

    def on_gift_racket(self, d, g, p):
        return self._planned(d, "spoil")

    def on_gift_special(self, d, g, p):
        # the Special the player could use least himself: the last drawn
        return d.options[-1] if self.plan and self.plan[0] == "aid" else None

    def on_gift_money(self, d, g, p):
        if self.plan and self.plan[0] == "aid":
            return max(d.lo, min(d.hi, self.plan[2]))
        return None

    def on_gift_crook(self, d, g, p):
        return self._planned(d, "sell")

    def on_price(self, d, g, p):
        if self.plan and self.plan[0] == "sell":
            return max(d.lo, min(d.hi, self.plan[3]))
        return None

    def on_wipe_token(self, d, g, p):
        cands = [c for c in d.options if c != "stop"]
        return cands[0] if cands else "stop"

    def on_wipe_racket(self, d, g, p):
        return max(d.options, key=lambda r: (g.income(r), -r.idx))


def _try_in_copy(g, p, pick, a):
    """How much using (card, ability) now would change the attack's chance of success, found by
    using it on the game and undoing it (kernel/undo.py `trial`: as on a copy, for less); None
    when it cannot be tried (it needs targets or a roll)."""
    card, rec = pick
    if rec.targets:
        return None
    before = 0.0 if a.cancelled else chance(a.number())
    if a.roll is not None:                     # after the roll: does it turn the result?
        ok = sum(a.roll) <= a.number() and sum(a.roll) < g.R["auto_fail_from"]
        return (-0.5 if ok else 0.5)
    number = a.number()
    done = responses.on_attack(g, p, pick)
    if done is None:
        return None
    cancelled, change = done
    return (0.0 if cancelled else chance(number + change)) - before


def evaluate(g) -> list[float]:
    """Each seat's chance of winning from here, as the heuristic sees it (Engine.evaluate, for a
    search player that stops its rollouts early): shares of the cubed way covered toward the
    Racket target (CL-END-02, money and Crooks counted as Rackets to come), or, in last man
    standing, of the squared strength of the Mobs."""
    alive = [s.index for s in g.seats if s.alive]
    if lms(g):
        raw = {q: float(strength(g, q)) ** 2 for q in alive}
    else:
        # Rackets count most; money and Crooks are the Rackets of the turns to come
        sc = victory.scores(g)
        t = victory.target(g)
        raw = {q: (min(sc[q], t) + g.seats[q].money / 30 + len(g.seats[q].crooks) / 4) / t for q in alive}
        raw = {q: v ** 3 for q, v in raw.items()}
    total = sum(raw.values())
    return [raw.get(q, 0.0) / total if total else 0.0 for q in range(len(g.seats))]
