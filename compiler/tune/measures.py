"""One game's measure of a faction, card, seat or faction-field value: what tune pairs seed by seed.

Each returns (value, weight): the measure, and how many of its units the game
had (1 when the faction sat at the table or the card was in play, the number
of seats holding a field value; 0 when none), so a paired difference can be
read per game it was in (`per_unit`).
"""
from __future__ import annotations


def faction_value(game: dict, card: str) -> float | None:
    """1 when the seat holding faction `card` won, 0 when it lost; None when nobody held it."""
    if card not in game["factions"]:
        return None
    return float(game["factions"].index(card) in game["winners"])


def card_value(game: dict, card: str, kinds: dict) -> float:
    """Won minus expected, as simulate's card shares count it (0 when the card is not in play)."""
    in_play = game["cards_in_play"]
    if card not in in_play:
        return 0.0
    kind = kinds.get(card, "")
    winning = set(game["winning_cards"])
    total = sum(1 for c in in_play if kinds.get(c, "") == kind)
    held = sum(1 for c in in_play if kinds.get(c, "") == kind and c in winning)
    return float(card in winning) - held / total


def _game_fair(game: dict) -> float:
    seats = len(game["factions"])
    return len(game["winners"]) / seats if seats else 0.0


def outlier_value(game: dict, group: str, key, faction_kind: str, kinds: dict) -> tuple[float, int]:
    """The measure of outlier (`group`, `key`) in one game, as simulate's groups count it.

    - a faction: 1 when its seat won, else 0 (`faction_value`);
    - a card: on the winning side minus its expected share in that game (`card_value`), 0 when not in play;
    - a seat: 1 when it won;
    - a faction field's value: over the seats holding it, wins minus the game's fair share (winners / seats),
      so an edit that only changes which seats hold the value is no move by itself.
    """
    if group == faction_kind:
        v = faction_value(game, key)
        return (0.0, 0) if v is None else (v, 1)
    if group == "card":
        return (card_value(game, key, kinds), 1) if key in game["cards_in_play"] else (0.0, 0)
    if group == "seat":
        seat = int(key)
        return (float(seat in game["winners"]), 1) if seat < len(game["factions"]) else (0.0, 0)
    values = (game.get("faction_fields") or {}).get(group)
    if values is None:
        return 0.0, 0
    fair = _game_fair(game)
    seats = [s for s, v in enumerate(values) if v == key or str(v) == str(key)]
    return sum(float(s in game["winners"]) - fair for s in seats), len(seats)


def pairs(games: list[dict], games0: list[dict], group: str, key, faction_kind: str,
          kinds: dict) -> tuple[list[float], list[float], float]:
    """The outlier's measure on the seeds both batches played (x: without the set, from `games0`; y: with it),
    over the seeds where it was in either game; and `per_unit`, the mean units of those seeds (the paired
    difference divided by it reads per game the faction or card was in)."""
    by_seed = {g["seed"]: g for g in games0}
    xs, ys, units = [], [], []
    for g in sorted(games, key=lambda g: g["seed"]):
        g0 = by_seed.get(g["seed"])
        if g0 is None:
            continue
        y, wy = outlier_value(g, group, key, faction_kind, kinds)
        x, wx = outlier_value(g0, group, key, faction_kind, kinds)
        if wx == 0 and wy == 0:
            continue
        xs.append(x)
        ys.append(y)
        units.append(max(wx, wy))
    return xs, ys, (sum(units) / len(units) if units else 1.0)


def measure_key(group: str, key) -> tuple:
    """(group, key) as simulate's rows key them: an int stays an int, anything else is its text."""
    return group, (key if isinstance(key, int) else str(key))


def every_value(game: dict, faction_kind: str, kinds: dict) -> dict[tuple, tuple[float, int]]:
    """Every faction, card, seat and faction-field value of one game with its measure and units, in one pass:
    for each (group, key) the same (value, weight) `outlier_value` gives it (those absent are (0.0, 0))."""
    out: dict[tuple, tuple[float, int]] = {}
    winners = set(game["winners"])
    seats = len(game["factions"])
    for seat, f in enumerate(game["factions"]):
        if f:
            out[(faction_kind, f)] = (float(seat in winners), 1)
        out[("seat", seat)] = (float(seat in winners), 1)
    in_play = game["cards_in_play"]
    winning = set(game["winning_cards"])
    total: dict[str, int] = {}
    held: dict[str, int] = {}
    for c in in_play:
        k = kinds.get(c, "")
        total[k] = total.get(k, 0) + 1
        held[k] = held.get(k, 0) + (c in winning)
    for c in in_play:
        k = kinds.get(c, "")
        out[("card", c)] = (float(c in winning) - held[k] / total[k], 1)
    fair = _game_fair(game)
    for field, values in (game.get("faction_fields") or {}).items():
        for seat, v in enumerate(values[:seats]):
            k = measure_key(field, v)
            value, weight = out.get(k, (0.0, 0))
            out[k] = (value + float(seat in winners) - fair, weight + 1)
    return out


def every_pair(games: list[dict], games0: list[dict], faction_kind: str,
               kinds: dict) -> dict[tuple, tuple[list[float], list[float], float]]:
    """`pairs` for every faction, card, seat and field value either side's games hold, in one pass over them:
    (group, key) -> (xs, ys, per_unit), with the same pairs `pairs(games, games0, group, key, ...)` gives."""
    by_seed = {g["seed"]: g for g in games0}
    acc: dict[tuple, tuple[list[float], list[float], list[int]]] = {}
    for g in sorted(games, key=lambda g: g["seed"]):
        g0 = by_seed.get(g["seed"])
        if g0 is None:
            continue
        after, before = every_value(g, faction_kind, kinds), every_value(g0, faction_kind, kinds)
        for k in after.keys() | before.keys():
            y, wy = after.get(k, (0.0, 0))
            x, wx = before.get(k, (0.0, 0))
            if wx == 0 and wy == 0:
                continue
            xs, ys, units = acc.setdefault(k, ([], [], []))
            xs.append(x)
            ys.append(y)
            units.append(max(wx, wy))
    return {k: (xs, ys, sum(u) / len(u)) for k, (xs, ys, u) in acc.items()}
