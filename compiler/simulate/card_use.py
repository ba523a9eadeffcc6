"""Per card: how often it was played, what its abilities did, and whether playing it went with winning.

A card nobody plays looks like a card nobody needs, and an ability that never
fires like one that does nothing; a designer cannot tell them apart from win
rates alone. From the games' summaries (adapter.GameSummary: `cards_played`,
`abilities_fired`) this module gives, for every card with abilities or of a
kind played from a hand:

- `played`: times played, and the win rate of the seats that played it, with
  its Wilson interval, against the `expected` rate (the mean share of winning
  seats in those games: what any seat would win);
- `abilities`: per ability (its English), times it took effect (an effect run;
  a modifier: a use of the rules whose numbers it changed, rule_use.py) and what
  the effects brought their owner: money, markers put on (or taken off) the
  table, cards moved;
- `findings`: cards of a kind played from a hand that were never played
  though a player could have (it left the deck or box: `cards_dealt`), those
  that never left it (not dealt in this setup), and abilities that never took
  effect, in plain words.
"""
from __future__ import annotations

from collections import Counter, defaultdict

from .stats import rate


def card_use(games: list[dict], names: dict[str, str], kinds: dict[str, str], texts: dict[str, list[str]],
             hand_kinds: tuple[str, ...]) -> list[dict]:
    """One row per card that has abilities or is played from a hand, by name."""
    played: Counter = Counter()
    won_when_played: Counter = Counter()
    expected: dict[str, float] = defaultdict(float)
    fired: dict[tuple[str, int], list] = {}
    dealt: Counter = Counter()
    for g in games:
        dealt.update(set(g.get("cards_dealt") or []))
        winners = set(g["winners"])
        share = len(winners) / len(g["factions"]) if g["factions"] else 0.0
        for seat, card in g.get("cards_played") or []:
            played[card] += 1
            won_when_played[card] += int(seat in winners)
            expected[card] += share
        for card, i, times, money, moved, markers in g.get("abilities_fired") or []:
            got = fired.setdefault((card, i), [0, 0, 0, Counter(), 0])
            got[0] += times
            got[1] += money
            got[2] += moved
            got[3].update(markers)
            got[4] += 1
    ids = {c for c in texts if c in names} | {c for c, k in kinds.items() if k in hand_kinds}
    rows = []
    for card in sorted(ids, key=lambda c: (names.get(c, c).lower(), c)):
        n = played[card]
        row = {"key": card, "label": names.get(card, card), "kind": kinds.get(card, ""),
               "played_from_hand": kinds.get(card, "") in hand_kinds, "played": n,
               "dealt_games": max(dealt[card], len({i for i, g in enumerate(games)
                                                    for _, c in g.get("cards_played") or [] if c == card}))}
        row["when_played"] = ({**rate(won_when_played[card], n), "expected": round(expected[card] / n, 6)}
                              if n else None)
        abilities = []
        for i, text in enumerate(texts.get(card, ())):
            times, money, moved, markers, in_games = fired.get((card, i), [0, 0, 0, Counter(), 0])
            abilities.append({"index": i, "text": text, "fired": times, "games": in_games, "money": money,
                              "markers": dict(sorted((k, v) for k, v in markers.items() if v)), "moved": moved})
        row["abilities"] = abilities
        rows.append(row)
    return rows


def findings(rows: list[dict], games: int) -> list[dict]:
    """Cards played from a hand that nobody played, and abilities that never took effect, in plain words."""
    out = []
    if not games:
        return out
    for row in rows:
        if row["played_from_hand"] and row["played"] == 0:
            if row["dealt_games"]:
                out.append({"key": row["key"], "what": "never_played",
                            "text": f"{row['label']} was never played in {games} games, though a player could "
                                    f"have played it in {row['dealt_games']}"})
            else:
                out.append({"key": row["key"], "what": "never_dealt",
                            "text": f"{row['label']} never left the deck or box in {games} games (not dealt with "
                                    "these players and house rules, or never drawn)"})
        for ab in row["abilities"]:
            if ab["fired"] == 0:
                out.append({"key": row["key"], "what": "never_fired", "index": ab["index"],
                            "text": f"{row['label']}: ability {ab['index'] + 1} never took effect in {games} games "
                                    f"({ab['text']})"})
    return out


def gained(ab: dict) -> str:
    """What an ability's effects brought, in a few words: `+12 money, +3 heat, 2 card moves`."""
    bits = []
    if ab["money"]:
        bits.append(f"{ab['money']:+d} money")
    bits += [f"{v:+d} {k}" for k, v in ab["markers"].items()]
    if ab["moved"]:
        bits.append(f"{ab['moved']} card move{'s' if ab['moved'] != 1 else ''}")
    return ", ".join(bits) or "—"
