"""Winning (CL-END-02..05): Racket targets with bonuses, shared wins, last survivor."""
from __future__ import annotations

from operator import attrgetter

from ...kernel.state import kept_per_pack
from .words import district_name, type_name


def target(g) -> int:
    length = g.V["length"]
    for row in g.V["targets"]:
        if g.n in row["players"]:
            return row[length]
    raise ValueError(f"the victory table has no row for {g.n} players")


def scores(g, holdings: dict | None = None) -> dict[int, int]:
    """Rackets counted toward victory, bonuses included (CL-END-03): the sums of score_parts.

    Counted without the words score_parts writes (it runs after every turn and for every
    Racket given): a type's monopoly bonus goes to its only holder when he holds at least
    `at_least`; a district's hold bonus to each holder of at least `at_least` whom no rival
    passes `others_at_most` in it.
    """
    if holdings is None:
        # The count reads only who is in the game and the Rackets each holds (their printed type
        # and district): kept while those lists hold the same cards (most moves are not Rackets').
        held = [s.rackets if s.alive else None for s in g.seats]
        kept = g._scores
        if kept is not None and kept[0] == held:
            return dict(kept[1])
        sc = _count(g, {s.index: s.rackets for s in g.seats if s.alive})
        g._scores = ([None if r is None else list(r) for r in held], sc)
        return dict(sc)
    return _count(g, holdings)


def most_of(g, n: int) -> int:
    """An upper bound of most_possible for any n Rackets, from n alone: each bonus at most once
    per `at_least` of them (the counts of their types, and of their districts, add up to n)."""
    mono, hold = g.V["type_monopoly"], g.V["district_hold"]
    types = n // mono["at_least"] if mono["at_least"] >= 1 else n
    dists = n // hold["at_least"] if hold["at_least"] >= 1 else n
    return n + max(0, mono["bonus"]) * types + max(0, hold["bonus"]) * dists


def most_possible(g, rackets) -> int:
    """An upper bound of what these Rackets count (scores): each bonus its holder's own counts
    reach, whatever the rivals hold. A count below it is decided without counting every seat.
    Read from what the Rackets count toward the bonuses (_counts_in: kept, as scores keeps it)."""
    mono = g.V["type_monopoly"]
    hold = g.V["district_hold"]
    _, owned, held, _ = _counts_in(*_counts_table(g), rackets)
    total = len(rackets)
    if mono["bonus"] > 0:
        total += mono["bonus"] * len(owned)
    if hold["bonus"] > 0:
        total += hold["bonus"] * len(held)
    return total


_COUNTS: dict = {}     # {Rackets' idx: _seat_counts} per pack and victory table, by kept_per_pack
_IDX = attrgetter("idx")


def _count(g, holdings: dict) -> dict[int, int]:
    kept, least = _counts_table(g)
    seats = []
    for p, rs in holdings.items():
        seats.append((p, len(rs), _counts_in(kept, least, rs)))
    mono_bonus, hold_bonus = g.V["type_monopoly"]["bonus"], g.V["district_hold"]["bonus"]
    out = {}
    for p, total, (_, owned, held, _) in seats:
        for t in owned:                # a monopoly: nobody else holds one of the type
            for q, _, other in seats:
                if q != p and t in other[0]:
                    break
            else:
                total += mono_bonus
        for d in held:                 # a hold: nobody else holds more than `others_at_most` there
            for q, _, other in seats:
                if q != p and d in other[3]:
                    break
            else:
                total += hold_bonus
        out[p] = total
    return out


def scores_of_counts(g, by_type: dict, by_dist: dict, sizes: dict) -> dict[int, int]:
    """scores from each seat's Rackets counted by type (`by_type`: seat -> {type: n}) and by
    district (`by_dist`) and their number (`sizes`, the seats in the game): for a player who has
    those counts already (the heuristic's Board).

    A seat's count that reaches a bonus's `at_least` (few do) is then looked for in the other
    seats' counts: a type any other seat holds (is a key of) spoils the monopoly, a district where
    another passes `others_at_most` the hold."""
    mono = g.V["type_monopoly"]
    hold = g.V["district_hold"]
    mono_least, mono_bonus = mono["at_least"], mono["bonus"]
    hold_least, hold_bonus, most = hold["at_least"], hold["bonus"], hold["others_at_most"]
    out = {}
    for p, total in sizes.items():
        mine = by_type[p]
        if mine and max(mine.values()) >= mono_least:     # a seat's counts are looked at one by one
            for t, k in mine.items():                     # only when one reaches the bonus
                if k >= mono_least:
                    for q, types in by_type.items():
                        if q != p and t in types:
                            break
                    else:
                        total += mono_bonus
        mine = by_dist[p]
        if mine and max(mine.values()) >= hold_least:
            for d, k in mine.items():
                if k >= hold_least:
                    for q, dists in by_dist.items():
                        if q != p and dists.get(d, 0) > most:
                            break
                    else:
                        total += hold_bonus
        out[p] = total
    return out


def _counts_table(g) -> tuple:
    """(the kept _seat_counts of this pack and victory table, {Rackets' idx: counts}; the table's
    numbers they were counted with). What a seat's Rackets count toward the bonuses reads only
    their printed type and district: kept by the Rackets' idx, in order (the heuristic counts
    many holdings that differ from the table's by one Racket)."""
    hold = g.V["district_hold"]
    least = (g.V["type_monopoly"]["at_least"], hold["at_least"], hold["others_at_most"])
    return kept_per_pack(_COUNTS, (g.pack.cards,), least, dict), least


def _counts_in(kept: dict, least: tuple, rackets) -> tuple:
    """_seat_counts of these Rackets, from `kept` (_counts_table) or counted and kept there."""
    key = tuple(map(_IDX, rackets))
    got = kept.get(key)
    if got is None:
        if len(kept) > 50_000:
            kept.clear()
        got = kept[key] = _seat_counts(rackets, *least)
    return got


def _seat_counts(rackets, mono_least: int, hold_least: int, most: int) -> tuple:
    """One seat's Rackets for _count: (the types it holds, those it holds at least `mono_least`
    of, the districts it holds at least `hold_least` of, those it holds more than `most` of)."""
    types: dict = {}
    dists: dict = {}
    for r in rackets:
        types[r.type] = types.get(r.type, 0) + 1
        dists[r.district] = dists.get(r.district, 0) + 1
    return (frozenset(types), tuple(t for t, k in types.items() if k >= mono_least),
            tuple(d for d, k in dists.items() if k >= hold_least),
            frozenset(d for d, k in dists.items() if k > most))


def score_parts(g, holdings: dict | None = None) -> dict[int, list[tuple[str, int]]]:
    """How each count is reached: [(what, how many)]: the Rackets, then each type monopoly and
    district hold bonus (CL-END-03), so the transcript can show the sum."""
    if holdings is None:
        holdings = {s.index: s.rackets for s in g.seats if s.alive}
    mono = g.V["type_monopoly"]
    hold = g.V["district_hold"]
    by_type = {p: {} for p in holdings}
    by_dist = {p: {} for p in holdings}
    for p, rs in holdings.items():
        for r in rs:
            by_type[p][r.type] = by_type[p].get(r.type, 0) + 1
            by_dist[p][r.district] = by_dist[p].get(r.district, 0) + 1
    out = {}
    for p, rs in holdings.items():
        parts = [(f"{len(rs)} Racket{'s' if len(rs) != 1 else ''}", len(rs))]
        for t, k in by_type[p].items():
            if k >= mono["at_least"] and all(by_type[q].get(t, 0) == 0 for q in holdings if q != p):
                parts.append((f"type monopoly: {k} {type_name(g, t)}", mono["bonus"]))
        for d, k in by_dist[p].items():
            if k >= hold["at_least"] and all(by_dist[q].get(d, 0) <= hold["others_at_most"] for q in holdings if q != p):
                parts.append((f"district hold: {k} in {district_name(g, d)}", hold["bonus"]))
        out[p] = parts
    return out


def count_words(g, p: int, parts: list[tuple[str, int]]) -> str:
    """`P1 counts 14 = 11 (11 Rackets) + 1 (type monopoly: 3 Smuggling) + 2 (district hold: 4 in Harbor)`."""
    total = sum(k for _, k in parts)
    return f"{g.name(p)} counts {total} = " + " + ".join(f"{k} ({what})" for what, k in parts)


def check(g) -> bool:
    """At the end of a turn or Gang War: is the game over? Sets g.winners/outcome/reason."""
    if g.declared:
        return _done(g, sorted(g.declared), "win" if len(g.declared) == 1 else "shared",
                     "a house rule's condition is met")
    alive = g.alive()
    if not alive:
        return _done(g, [], "no winner", "every Mob is gone")
    if len(alive) == 1 and g.n > 1:
        return _done(g, alive, "eliminated", "every rival has been eliminated")
    if not g.V.get("rackets_to_win", True):
        return False
    t = target(g)
    if not _anyone_near(g, alive, t - 1):
        return False                   # nobody can have reached the target or be one short of it
    sc = scores(g)
    winners = [p for p in alive if sc[p] >= t]
    short = [p for p in alive if sc[p] == t - 1]
    if not winners and len(short) < 2:
        return False
    parts = score_parts(g)             # the words, only when they are said
    for p in winners:
        g.say("end", f"  {count_words(g, p, parts[p])} (target {t})")
    if winners:
        return _done(g, winners, "win" if len(winners) == 1 else "shared",
                     f"{' and '.join(f'{g.name(p)} ({sc[p]})' for p in winners)} reached the target of {t} Rackets")
    if g.V.get("share_when_one_short", True):
        if len(short) >= 2:
            for p in short:
                g.say("end", f"  {count_words(g, p, parts[p])}: one short of {t}")
            agree = all(g.yes("share", p, prompt=f"share the win with {', '.join(g.name(q) for q in short if q != p)}?")
                        for p in short)
            if agree:
                return _done(g, short, "shared", f"all one short of {t} and agreed to share")
            g.say("end", "  not everybody agrees to share; play goes on")
    return False


def _anyone_near(g, alive, near: int) -> bool:
    """not all(most_of(g, n) < near or most_possible(g, rackets) < near) over the seats alive,
    with most_of's numbers read once (it runs after every turn)."""
    mono, hold = g.V["type_monopoly"], g.V["district_hold"]
    ml, mb = mono["at_least"], max(0, mono["bonus"])
    hl, hb = hold["at_least"], max(0, hold["bonus"])
    seats = g.seats
    for p in alive:
        rackets = seats[p].rackets
        n = len(rackets)
        bound = n + mb * (n // ml if ml >= 1 else n) + hb * (n // hl if hl >= 1 else n)   # most_of
        if bound >= near and most_possible(g, rackets) >= near:
            return True
    return False


def _done(g, winners, outcome, reason) -> bool:
    g.winners = list(winners)
    g.outcome = outcome
    g.reason = reason
    return True


def throws_game(g, giver: int, receiver: int, racket) -> bool:
    """CL-ACT-07: a gift that would let only the receiver win is refused."""
    if not g.V.get("rackets_to_win", True):
        return False
    t = target(g)
    mine = g.seats[receiver].rackets
    if most_of(g, len(mine) + 1) < t or most_possible(g, list(mine) + [racket]) < t:
        return False                   # the receiver cannot reach the target with it
    holdings = {s.index: list(s.rackets) for s in g.seats if s.alive}
    holdings[giver].remove(racket)
    holdings[receiver].append(racket)
    sc = scores(g, holdings)
    return sc[receiver] >= t and sc[giver] < t
