"""A second score beside money in the simulate report: per player type, its distribution (generic stats)."""
from compiler.simulate.stats import player_types


def _game(players, winners, scores):
    return {"players": players, "winners": winners, "turns": 10, "decisions": 5, "actions": [], "scores": scores}


def test_scores_are_distributed_per_player_type():
    games = [_game(["a", "b"], [0], {"money": [5, 1], "fame": [10, 2]}),
             _game(["b", "a"], [1], {"money": [3, 7], "fame": [4, 12]})]
    rows = {t["key"]: t for t in player_types(games)}
    assert rows["a"]["scores"]["fame"]["histogram"] == [[10, 1], [12, 1]]
    assert rows["b"]["scores"]["money"]["mean"] == 2.0 and rows["b"]["scores"]["fame"]["median"] == 3.0


def test_games_without_scores_add_nothing():
    games = [_game(["a", "b"], [0], {})]
    assert all("scores" not in t for t in player_types(games))


def test_scores_by_faction_in_the_aggregate():
    from compiler.simulate.stats import aggregate
    games = [dict(_game(["a", "b"], [0], {"money": [5, 1], "fame": [10, 2]}), factions=["x", "y"], faction_fields={},
                  reason="win", cards_in_play=[], winning_cards=[], cards_played=[], winning_hands=[]),
             dict(_game(["a", "b"], [1], {"money": [3, 7], "fame": [4, 12]}), factions=["y", "x"], faction_fields={},
                  reason="win", cards_in_play=[], winning_cards=[], cards_played=[], winning_hands=[])]
    rows = {row["key"]: row for row in aggregate(games)["win_rate_by_faction"]}
    assert rows["x"]["scores"]["fame"]["histogram"] == [[10, 1], [12, 1]]
    assert rows["y"]["scores"]["money"]["mean"] == 2.0
