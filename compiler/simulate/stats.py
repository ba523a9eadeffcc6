"""Statistics of a batch of games: rates with intervals, tests, outliers.

Everything here is a pure function of the list of game summaries (in game
index order), so the same games always give the same numbers, byte for byte
once written as JSON. Floats are rounded to 6 places for that reason.

- Wilson score interval for every rate (good at small n and near 0 or 1,
  where the plain normal interval is not).
- Outliers: a one-sample z-test of a rate against its fair share, with a
  Bonferroni correction over the group (8 factions are 8 tests).
- Comparison of two runs: a two-proportion z-test (pooled) per faction, also
  Bonferroni-corrected over the factions.

The faction is the card kind the pack's game names (GAME["faction"]); its
labels and key names come from the pack.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from statistics import NormalDist
from typing import Iterable

Z95 = 1.959963984540054
ALPHA = 0.05
MIN_GAMES_FOR_OUTLIER = 20   # fewer games than this never make a group member an outlier
_NORMAL = NormalDist()


@dataclass(frozen=True)
class Faction:
    """The card kind win rates are reported by, in the pack's own words (see adapter.faction_of)."""

    kind: str                          # the kind GAME["faction"] names
    label: str                         # its label, as the report prints it
    plural: str                        # the label's plural
    fields: dict = field(default_factory=dict)   # number field of the kind -> label

    def to_dict(self) -> dict:
        return asdict(self)


_DEFAULT_FACTION = Faction("faction", "Faction", "Factions")


def _r(x: float) -> float:
    return round(float(x), 6)


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of successes/n; (0, 1) when n is 0."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if successes == 0 else max(0.0, centre - half)    # exact ends: no 0.9999999
    hi = 1.0 if successes == n else min(1.0, centre + half)
    return (lo, hi)


def two_sided_p(z: float) -> float:
    return math.erfc(abs(z) / math.sqrt(2))


def z_against(successes: int, n: int, p0: float) -> float:
    """One-sample z statistic of successes/n against the expected rate p0."""
    if n <= 0 or p0 <= 0 or p0 >= 1:
        return 0.0
    return (successes / n - p0) / math.sqrt(p0 * (1 - p0) / n)


def two_proportion_z(s1: int, n1: int, s2: int, n2: int) -> tuple[float, float]:
    """Pooled two-proportion z-test: (z, two-sided p). z > 0 when the second rate is higher."""
    if n1 <= 0 or n2 <= 0:
        return (0.0, 1.0)
    pooled = (s1 + s2) / (n1 + n2)
    if pooled <= 0 or pooled >= 1:
        return (0.0, 1.0)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    z = (s2 / n2 - s1 / n1) / se
    return (z, two_sided_p(z))


def bonferroni_z(k: int, alpha: float = ALPHA) -> float:
    """The |z| a result must pass when k two-sided tests share the error rate alpha."""
    return _NORMAL.inv_cdf(1 - alpha / (2 * max(1, k)))


def rate(successes: int, n: int) -> dict:
    lo, hi = wilson(successes, n)
    return {
        "games": n,
        "wins": successes,
        "rate": _r(successes / n) if n else 0.0,
        "ci_low": _r(lo),
        "ci_high": _r(hi),
    }


def _percentile(sorted_values: list[int], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default)."""
    if not sorted_values:
        return 0.0
    pos = (len(sorted_values) - 1) * q
    lo = math.floor(pos)
    hi = math.ceil(pos)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def distribution(values: Iterable[int]) -> dict:
    vals = sorted(values)
    if not vals:
        return {"count": 0, "min": 0, "max": 0, "mean": 0.0, "median": 0.0, "p10": 0.0, "p90": 0.0, "histogram": []}
    counts = Counter(vals)
    return {
        "count": len(vals),
        "min": vals[0],
        "max": vals[-1],
        "mean": _r(sum(vals) / len(vals)),
        "median": _r(_percentile(vals, 0.5)),
        "p10": _r(_percentile(vals, 0.1)),
        "p90": _r(_percentile(vals, 0.9)),
        "histogram": [[v, counts[v]] for v in sorted(counts)],
    }


def aggregate(games: list[dict], names: dict[str, str] | None = None, kinds: dict[str, str] | None = None,
              faction=None) -> dict:
    """Every figure of the report, from the game summaries (see adapter.GameSummary).

    `faction` (adapter.Faction) names the groups: win rates by faction card come
    under `win_rate_by_<faction kind>`, by each number field of the faction kind
    under `win_rate_by_<field>`, so the keys and labels are the pack's own words.
    """
    names = names or {}
    faction = faction or _DEFAULT_FACTION
    n = len(games)
    players = max((len(g["factions"]) for g in games), default=0)
    seat_games = sum(len(g["factions"]) for g in games)
    seat_wins = sum(len(g["winners"]) for g in games)
    # What every faction (or seat, or field value) would win if none were better than another.
    fair = seat_wins / seat_games if seat_games else 0.0

    by_faction: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_seat: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    by_field: dict[str, dict] = {f: defaultdict(lambda: [0, 0]) for f in faction.fields}
    by_type: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for g in games:
        winners = set(g["winners"])
        for seat, card in enumerate(g["factions"]):
            won = int(seat in winners)
            tables = [(by_faction, card), (by_seat, seat), (by_type, g["players"][seat])]
            tables += [(by_field[f], g["faction_fields"][f][seat]) for f in faction.fields]
            for table, key in tables:
                table[key][0] += won
                table[key][1] += 1

    def rows(table: dict, label) -> list[dict]:
        return [{"key": str(k) if not isinstance(k, int) else k, "label": label(k), **rate(w, t)}
                for k, (w, t) in sorted(table.items(), key=lambda kv: kv[0])]

    no_winner = sum(1 for g in games if not g["winners"])
    shared = sum(1 for g in games if len(g["winners"]) > 1)
    reasons = Counter(g["reason"] for g in games)

    result = {
        "games": n,
        "players": players,
        "fair_share": _r(fair),
        "no_winner": {"games": no_winner, "share": _r(no_winner / n) if n else 0.0},
        "shared_wins": shared,
        "reasons": {k: reasons[k] for k in sorted(reasons)},
        f"win_rate_by_{faction.kind}": rows(by_faction, lambda k: names.get(k, k)),
        "win_rate_by_seat": rows(by_seat, lambda k: f"seat {k + 1}"),
    }
    for f, label in faction.fields.items():
        result[f"win_rate_by_{f}"] = rows(by_field[f], lambda k, label=label: f"{label} {_signed(k)}")
    scored: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))   # faction -> score -> values
    for g in games:
        for name, values in (g.get("scores") or {}).items():
            for seat, card in enumerate(g["factions"]):
                if seat < len(values):
                    scored[card][name].append(values[seat])
    for row in result[f"win_rate_by_{faction.kind}"]:
        if scored.get(row["key"]):   # a score beside money: its distribution for each faction too
            row["scores"] = {name: distribution(v) for name, v in scored[row["key"]].items()}
    opened = Counter(g["first"] for g in games if g.get("first") is not None)
    for row in result["win_rate_by_seat"]:
        if opened:   # games this seat played first (when the engine says who opened): read a seat bias with it
            row["opened"] = opened.get(row["key"], 0)
    result.update({
        "win_rate_by_turn_order": rows(_by_turn_order(games), _turn_order_label),
        "win_rate_by_player_type": rows(by_type, lambda k: f"{k} players"),
        "player_types": player_types(games),
        "played_cards": played_cards(games, names),
        "game_length_turns": distribution(g["turns"] for g in games),
        "game_length_turns_decided": distribution(g["turns"] for g in games if g["winners"]),
        "decisions_per_game": distribution(g["decisions"] for g in games),
        "cards": card_shares(games, names, kinds),
    })
    result["outliers"] = outliers(result, faction)
    return result


def _by_turn_order(games: list[dict]) -> dict[int, list[int]]:
    """Wins by place in the turn order: 0 opened the game (played first), 1 played next, and so on."""
    table: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for g in games:
        first = g.get("first")
        if first is None:
            continue
        n = len(g["factions"])
        for seat in range(n):
            row = table[(seat - first) % n]
            row[0] += int(seat in g["winners"])
            row[1] += 1
    return table


def _turn_order_label(k: int) -> str:
    return "opened the game" if k == 0 else f"{k + 1}{'nd' if k == 1 else 'rd' if k == 2 else 'th'} to play"


def player_types(games: list[dict]) -> list[dict]:
    """Per player type: how it played (its action mix per game, from what the engine counted), how long
    its games were, and its win rate by seat, so a verdict can be read against the style of play behind it."""
    seats_of: dict[str, int] = Counter()
    wins_of: dict[str, int] = Counter()
    actions: dict[str, dict] = defaultdict(dict)        # kind -> count, in the order the engine declares
    lengths: dict[str, list[int]] = defaultdict(list)
    by_seat: dict[str, dict[int, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    scores: dict[str, dict[str, list[int]]] = defaultdict(dict)   # kind -> score name -> final values
    for g in games:
        counted = g.get("actions") or []
        for name, values in (g.get("scores") or {}).items():
            for seat, kind in enumerate(g["players"]):
                if seat < len(values):
                    scores[kind].setdefault(name, []).append(values[seat])
        for seat, kind in enumerate(g["players"]):
            won = int(seat in g["winners"])
            seats_of[kind] += 1
            wins_of[kind] += won
            for what, times in (counted[seat] if seat < len(counted) else {}).items():
                actions[kind][what] = actions[kind].get(what, 0) + times
            by_seat[kind][seat][0] += won
            by_seat[kind][seat][1] += 1
        for kind in set(g["players"]):
            lengths[kind].append(g["turns"])
    out = []
    for kind in sorted(seats_of):
        n = seats_of[kind]
        length = distribution(lengths[kind])
        out.append({
            "key": kind,
            "label": f"{kind} players",
            "seat_games": n,
            **{k: v for k, v in rate(wins_of[kind], n).items() if k != "games"},
            "actions_per_game": {a: _r(c / n) for a, c in actions[kind].items()},
            "game_length_turns": {k: length[k] for k in ("count", "mean", "median", "p10", "p90")},
            "win_rate_by_seat": [{"key": s, "label": f"seat {s + 1}", **rate(w, t)}
                                 for s, (w, t) in sorted(by_seat[kind].items())],
        })
        if scores.get(kind):      # only engines that keep a score beside money have this
            out[-1]["scores"] = {name: distribution(values) for name, values in scores[kind].items()}
    return out


def played_cards(games: list[dict], names: dict[str, str]) -> list[dict]:
    """Cards played from a hand (and so never in play), by name: how often each was played, how often by
    the player who went on to win, and in how many games a winner still held it at the end."""
    played: dict[str, int] = Counter()
    by_winner: dict[str, int] = Counter()
    held: dict[str, int] = Counter()
    for g in games:
        winners = set(g["winners"])
        for seat, card in g.get("cards_played") or []:
            played[card] += 1
            by_winner[card] += int(seat in winners)
        held.update(set(g.get("winning_hands") or []))
    rows = [{"key": c, "label": names.get(c, c), "played": played[c], "played_by_winner": by_winner[c],
             "held_by_winner_at_end": held[c]} for c in set(played) | set(held)]
    return sorted(rows, key=lambda r: (r["label"].lower(), r["key"]))


def _signed(k) -> str:
    return f"{k:+d}" if isinstance(k, int) else str(k)


def card_shares(games: list[dict], names: dict[str, str], kinds: dict[str, str] | None = None) -> list[dict]:
    """How often each card ended with the winners, against how often it would by chance.

    In a game with a winner, a card in play "by chance" sits with the winners
    with probability (cards of its kind the winners hold) / (cards of its kind
    in play): per kind, because a game may be won by holding cards of one kind
    more than of another. A card's expected share is the mean of that over the games
    it was in play; no-winner games count as games where it did not win.
    """
    kinds = kinds or {}
    seen: dict[str, int] = Counter()
    won: dict[str, int] = Counter()
    expected: dict[str, float] = defaultdict(float)
    for g in games:
        in_play = g["cards_in_play"]
        if not in_play:
            continue
        winning = set(g["winning_cards"])
        total: dict[str, int] = Counter(kinds.get(c, "") for c in in_play)
        held: dict[str, int] = Counter(kinds.get(c, "") for c in in_play if c in winning)
        for card in in_play:
            kind = kinds.get(card, "")
            seen[card] += 1
            expected[card] += held[kind] / total[kind]
            if card in winning:
                won[card] += 1
    out = []
    for card in sorted(seen, key=lambda c: (names.get(c, c).lower(), c)):     # by name, as a designer looks
        n = seen[card]
        row = {"key": card, "label": names.get(card, card), **rate(won[card], n)}
        row["expected"] = _r(expected[card] / n)
        out.append(row)
    return out


def _plain(row: dict, players: int, fair: float, what: str) -> str:
    half = (row["ci_high"] - row["ci_low"]) / 2
    verb = "wins" if what != "card" else "ends on the winning side in"
    return (f"{row['label']} {verb} {row['rate'] * 100:.0f}% +/- {half * 100:.0f}% of "
            f"{players}-player games (n={row['games']}), fair share {fair * 100:.0f}%")


def outliers(result: dict, faction=None) -> list[dict]:
    """Group members whose rate is significantly away from its fair share, in plain words.

    Listed by group (factions, seats, each faction field, cards), the strongest deviation first.
    """
    faction = faction or _DEFAULT_FACTION
    found = []
    players = result["players"]
    groups = [(faction.kind, faction.label + " ", result[f"win_rate_by_{faction.kind}"]),
              ("seat", "", result["win_rate_by_seat"])]
    groups += [(f, "", result[f"win_rate_by_{f}"]) for f in faction.fields]
    for group, prefix, rows in groups:
        if len(rows) < 2:
            continue   # one seat type or one field value: nothing to be unfair against
        limit = bonferroni_z(len(rows))
        for row in rows:
            fair = result["fair_share"]
            z = z_against(row["wins"], row["games"], fair)
            if row["games"] >= MIN_GAMES_FOR_OUTLIER and abs(z) > limit:
                text = prefix + _plain(row, players, fair, group)
                if group == "seat" and row.get("opened") is not None:
                    # A seat bias is read with who opened: the opener may be the advantage, not the seat.
                    text += f"; it opened {row['opened']} of its {row['games']} games"
                found.append(_outlier(group, row, z, fair, text))
    cards = result["cards"]
    limit = bonferroni_z(len(cards))
    for row in cards:
        z = z_against(row["wins"], row["games"], row["expected"])
        if row["games"] >= MIN_GAMES_FOR_OUTLIER and abs(z) > limit:
            text = "Card " + _plain(row, players, row["expected"], "card").replace("fair share", "expected")
            found.append(_outlier("card", row, z, row["expected"], text))
    order = {name: i for i, (name, _, _) in enumerate(groups)}
    order["card"] = len(groups)
    found.sort(key=lambda o: (order[o["group"]], -abs(o["z"]), str(o["key"])))
    return found


def _outlier(group: str, row: dict, z: float, fair: float, text: str) -> dict:
    return {
        "group": group,
        "key": row["key"],
        "direction": "high" if z > 0 else "low",
        "rate": row["rate"],
        "expected": _r(fair),
        "z": _r(z),
        "text": text,
    }


def compare(base: dict, changed: dict, faction=None) -> dict:
    """Side by side: per-faction win rates of two runs over the same seeds, with a z-test each."""
    faction = faction or _DEFAULT_FACTION
    before = {r["key"]: r for r in base[f"win_rate_by_{faction.kind}"]}
    after = {r["key"]: r for r in changed[f"win_rate_by_{faction.kind}"]}
    keys = sorted(set(before) | set(after))
    limit = bonferroni_z(len(keys))
    rows = []
    for key in keys:
        a = before.get(key) or {"wins": 0, "games": 0, "rate": 0.0, "label": key}
        b = after.get(key) or {"wins": 0, "games": 0, "rate": 0.0, "label": key}
        z, p = two_proportion_z(a["wins"], a["games"], b["wins"], b["games"])
        rows.append({
            "key": key,
            "label": a.get("label") or b.get("label"),
            "base": {k: a.get(k, 0) for k in ("games", "wins", "rate", "ci_low", "ci_high")},
            "changed": {k: b.get(k, 0) for k in ("games", "wins", "rate", "ci_low", "ci_high")},
            "difference": _r(b["rate"] - a["rate"]),
            "z": _r(z),
            "p_value": _r(p),
            "significant": abs(z) > limit,
        })
    nb, nc = base["no_winner"], changed["no_winner"]
    z, p = two_proportion_z(nb["games"], base["games"], nc["games"], changed["games"])
    return {
        "test": f"two-proportion z-test (pooled), Bonferroni over {faction.plural}",
        "alpha": ALPHA,
        "z_limit": _r(limit),
        f"by_{faction.kind}": rows,
        "no_winner": {"base": nb["share"], "changed": nc["share"], "difference": _r(nc["share"] - nb["share"]),
                      "z": _r(z), "p_value": _r(p), "significant": p < ALPHA},
        "mean_turns": {"base": base["game_length_turns"]["mean"], "changed": changed["game_length_turns"]["mean"],
                       "difference": _r(changed["game_length_turns"]["mean"] - base["game_length_turns"]["mean"])},
    }
