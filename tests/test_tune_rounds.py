"""Rounds of `syndicate tune` and the confirmation of a set of edits, on games whose odds are known.

A fake backend plays two-seat games of six factions; each faction's
strength is its `power`, a number written in a fake pack's text; the seat
with strength s beats the one with t with probability s / (s + t). No
engine and no YAML are involved: the pack a game is played with is named by
its powers (`a=4,b=3,c=2,...`), and an edit changes one power.

The pack as it is: a=4 is too strong (65%); b=3 is too, but while A wins so
much B's rate is nearer the fair share (against A 3/7, against the others
3/5: 57%, not an outlier of 800 games). Once A is tuned down to 2, B wins
60%: an outlier the first edit reveals.
"""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from compiler.simulate.stats import Faction, aggregate
from compiler.tune import search
from compiler.tune import stats as st
from compiler.tune.confirm import brief, judge
from compiler.tune.editset import merge, to_original
from compiler.tune.measures import faction_value
from compiler.tune.edits import STEPS, Edit, Site
from compiler.tune.search import Settings, Tuner
from tests.tune_support import FakeBackend

FACTIONS = ["a", "b", "c", "d", "e", "f"]
LINE = {f: i + 3 for i, f in enumerate(FACTIONS)}        # each faction's power on a line of its own


def powers(pack: str) -> dict:
    return {k: int(v) for k, v in (p.split("=") for p in pack.split(","))}


def name(p: dict) -> str:
    return ",".join(f"{f}={p[f]}" for f in FACTIONS)


AS_IS = "a=4,b=3,c=2,d=2,e=2,f=2"


def fake_game(pack: str, index: int, seed: int) -> dict:
    rng = random.Random(f"game {seed}")        # a string seed is hashed: no pattern across nearby seeds
    p = powers(pack)
    factions = rng.sample(FACTIONS, 2)
    s0, s1 = (p[f] for f in factions)
    winner = 0 if rng.random() < s0 / (s0 + s1) else 1
    return {"index": index, "seed": seed, "players": ["heuristic"] * 2, "factions": factions,
            "faction_fields": {"power": [p[f] for f in factions]},
            "winners": [winner], "reason": "won", "turns": 10, "decisions": 20, "winning_cards": [],
            "cards_in_play": [], "actions": [{}, {}], "cards_played": [], "winning_hands": [], "first": 0,
            "held": [[], []]}


class Quiet:
    def __init__(self):
        self.notes = []

    def plan(self, total, stage):
        pass

    def advance(self, n):
        pass

    def note(self, text):
        self.notes.append(text)


class FakePack:
    """A pack as the checker would read it: its cards, each with one number, `power`."""

    def __init__(self, pack: str):
        self.name = pack

    def card(self, card_id: str):
        return SimpleNamespace(id=card_id, power=powers(self.name)[card_id]) if card_id in FACTIONS else None


def site(card) -> Site:
    return Site(card.id, "faction", "factions.yaml", ("cards", FACTIONS.index(card.id), "power"), LINE[card.id], 12,
                str(card.power), card.power, 1, 9, field="power")


def fake_candidates(pack, card, steps=STEPS):
    s = site(card)
    return [Edit(s, s.value + k) for k in steps if 1 <= s.value + k <= 9]


def fake_further(card, edit):
    new = edit.new_value + (1 if edit.step > 0 else -1)
    return Edit(site(card), new) if 1 <= new <= 9 else None


class FakeTuner(Tuner):
    """Copies of the pack are names: the base's powers with the edits' new values."""

    def _copy(self, src, edits):
        p = powers(src)
        for e in edits:
            p[e["card"]] = e["new_value"]
        return name(p), None, None


@pytest.fixture
def fakes(monkeypatch):
    monkeypatch.setattr(search, "candidates", fake_candidates)
    monkeypatch.setattr(search, "step_further", fake_further)
    monkeypatch.setattr(search, "load_positioned", lambda pack_dir: (FakePack(pack_dir), None))


def tuner(tmp_path, **kw) -> FakeTuner:
    info = SimpleNamespace(pack_dir=AS_IS, build_dir=None, house_rules=[], names={f: f.upper() for f in FACTIONS},
                           kinds={f: "faction" for f in FACTIONS},
                           faction=Faction("faction", "Faction", "Factions", {"power": "Power"}))
    settings = Settings(**({"baseline_games": 800, "confirm_games": 2000, "max_games": 40_000, "seed": 11} | kw))
    return FakeTuner(info, ["heuristic"] * 2, [], None, FakeBackend(fake_game), settings, FakePack(AS_IS), Quiet(),
                     work_dir=str(tmp_path))


def test_round_two_tunes_the_outlier_the_first_edit_revealed_and_confirms_the_set(tmp_path, fakes):
    t = tuner(tmp_path)
    t.run([])
    first, second = t.rounds[0], t.rounds[1]
    # Round 1: A alone is an outlier of the pack as it is; its edit brings it back, and B shows.
    assert [tg.card for tg in first.targets] == ["a"]
    assert [(e["card"], e["value"], e["new_value"]) for e in first.set] == [("a", 4, 2)]
    c1 = first.confirmation
    assert not c1["confirmed"] and not c1["clean"]
    assert ("faction", "b") in {(o["group"], o["key"]) for o in c1["new_outliers"]}
    assert not any(o["key"] == "b" for o in t.base_results["outliers"])     # masked in the baseline
    # Round 2: the pack with round 1's set is the base; its games are fresh games with the set (the replication,
    # first) and round 1's confirmation games. B, flagged by the confirmation, is found again on the fresh games.
    assert second.base_edits == first.set
    rep = second.replication
    assert rep["of_round"] == 1 and rep["games"] == 2000 and rep["first_index"] == c1["first_index"] + c1["games"]
    assert [g["index"] for g in second.games] == (list(range(rep["first_index"], rep["first_index"] + 2000))
                                                  + [g["index"] for g in first.confirm_games])
    [fb] = [f for f in rep["flagged"] if f["key"] == "b"]
    assert fb["replicated"] and fb["direction"] == "high" and fb["z"] > 0 and fb["p"] < 0.05
    assert fb["fresh"]["games"] < 2000 and fb["group_size"] == len([f for f in rep["flagged"] if f["group"] == "faction"])
    assert [o["key"] for o in second.results["outliers"]] == [f["key"] for f in rep["flagged"] if f["replicated"]]
    assert "b" in [tg.card for tg in second.targets]
    # The set moved B (A weakened): the paired test on the same seeds calls it new, with its figures.
    [b] = [o for o in c1["flagged_only_with_set"] if o["key"] == "b"]
    assert b["moved"] and b["paired"]["low"] > 0 and b["after"]["rate"] > b["before"]["rate"]
    # The health gate: an edit whose games push another faction beyond a confirmation's threshold says so; the
    # chosen edit is one the gate let through (every target here had one).
    for tg in t.targets:
        refused = [c for c in tg.candidates if c.get("refused")]
        assert all(c["refused"].startswith("refused by the health gate: with it ") for c in refused)
        chosen = next(c for c in tg.candidates if c["new_value"] == tg.choice["edit"].new_value)
        assert "refused" not in chosen and tg.note is None
    assert any(c.get("refused") for tg in t.targets for c in tg.candidates)
    # The held-out check: round 1's race used every seed A was dealt in (none left to check on); round 2's base
    # has 2,000 games, so B's chosen edit played the seeds its race did not use, and held its share there.
    [a_target] = first.targets
    assert a_target.suggestion["held_out"] is None
    for tg in second.targets:
        held = tg.suggestion["held_out"]
        assert held is not None and held["games"] >= 30 and held["ci_low"] <= 0.5 <= held["ci_high"]
        chosen = next(c for c in tg.candidates if c["new_value"] == tg.choice["edit"].new_value)
        assert chosen["held_out"]["holds"] and chosen["held_out"]["games"] == held["games"]
    # The grown set, confirmed together on fresh seeds against the pack as it is on the same seeds.
    assert {(e["card"], e["new_value"], e["round"]) for e in second.set} >= {("a", 2, 1), ("b", 2, 2)}
    c2 = second.confirmation
    assert c2["confirmed"] and c2["clean"], c2["reasons"]
    assert second.stop == "the set is confirmed and leaves no faction or card outlier"
    assert c2["first_index"] == c1["first_index"] + c1["games"] + 2000      # seeds no game of the run used
    assert t.backend.played[AS_IS] == 800 + c1["games"] + c2["games"]       # the pack as it is, on each set's seeds
    final = t.final_set()
    assert final["round"] == 2 and final["confirmed"] and final["clean"]
    for e in final["edits"]:
        assert e["after"]["ci_low"] <= e["fair_share"] <= e["after"]["ci_high"]
        assert e["before"]["games"] == e["after"]["games"]                  # the same seeds with and without
    t.close()


def test_rounds_stop_at_the_round_budget_and_report_the_set_as_not_confirmed(tmp_path, fakes):
    t = tuner(tmp_path, rounds=1)
    t.run([])
    assert len(t.rounds) == 1 and t.rounds[0].stop == "--rounds 1 reached"
    final = t.final_set()
    assert final["round"] == 1 and not final["confirmed"]
    assert any(o["key"] == "b" and o["new"] for o in final["left"])
    t.close()


def test_rounds_stop_when_max_games_leaves_no_room_for_another_round(tmp_path, fakes):
    t = tuner(tmp_path, max_games=800 + 2 * 2000 + 1500)
    t.run([])
    assert len(t.rounds) == 1
    assert t.rounds[0].stop.startswith("--max-games")
    assert t.budget.used <= t.budget.limit
    t.close()


def round_on(t, pack: str, edits: list[dict], number: int = 2) -> search.Round:
    games = []
    t.play(t.config(pack), list(range(5000, 7000)), games)
    return search.Round(number, edits, pack, None, FakePack(pack), games, t.aggregate(games))


def overshot() -> list[dict]:
    """A set whose edit took A from 4 down to 1: too far."""
    a_down = fake_candidates(None, FakePack(AS_IS).card("a"))[0]
    return merge([], [a_down.to_dict() | {"new": "1", "new_value": 1}], 1)[0]


def test_an_edited_card_that_misses_its_share_is_tuned_again_from_the_original_value(tmp_path, fakes):
    # A tolerance of 8 points: a card tuned again needs its held-out estimate within 4 of its share (power 2: 50%
    # exactly; these two-seat games carry about ±5 points on 267 held-out seeds).
    t = tuner(tmp_path, tolerance=0.08)
    rnd = round_on(t, "a=1,b=2,c=2,d=2,e=2,f=2", overshot())
    t.rounds = [rnd]
    t.find_targets(rnd, [])
    [target] = rnd.targets
    assert (target.card, target.direction, target.round) == ("a", "low", 2)
    t.tune(target, rnd)
    assert target.choice is not None and target.choice["edit"].new_value == 2
    merged, mapped = merge(rnd.base_edits, [target.choice["edit"].to_dict()], 2)
    # One edit of A's power in the set, from the original 4 to 2.
    assert [(e["card"], e["old"], e["new"], e["value"], e["round"]) for e in merged] == [("a", "4", "2", 4, 2)]
    assert mapped[0]["label"] == "power 4 -> 2"
    t.close()


def test_a_card_tuned_again_gets_no_edit_unless_it_lands_within_half_the_tolerance(tmp_path, fakes):
    # A overshot to power 1 (round 1's edit 4 -> 1). Its race (tolerance 4 points) chooses power 1 -> 2 (47.4%,
    # 95% 43.0–51.8%, on 400 pairs: it holds the fair 50%); on the 267 held-out seeds it reads 46.6% (41.7–51.5%):
    # inside the tolerance, 3.4 points off. Tuned again, that is not enough: no new edit, the old one stays.
    t = tuner(tmp_path)
    rnd = round_on(t, "a=1,b=2,c=2,d=2,e=2,f=2", overshot())
    t.rounds = [rnd]
    t.find_targets(rnd, [])
    [target] = rnd.targets
    t.tune(target, rnd)
    assert target.choice is None
    assert target.note == ("tuned again: no edit held its share within half the tolerance on 267 held-out seeds "
                           "(power 1 -> 2 checked); no new edit is given, and its edit of the rounds before "
                           "(power 4 -> 1) stays")
    [checked] = [c for c in target.candidates if c.get("held_out")]
    assert checked["new"] == "2" and not checked["held_out"]["holds"]
    assert checked["held_out"]["rate"] == pytest.approx(0.465934, abs=1e-6)
    # The same race and check for a card not tuned before: 46.6% is within the tolerance and its interval holds
    # 50%, so the edit is given.
    fresh = search.Round(1, [], rnd.pack_dir, None, rnd.positioned, rnd.games, rnd.results)
    t.rounds = [fresh]
    t.find_targets(fresh, ["a"])
    [first] = fresh.targets
    t.tune(first, fresh)
    assert first.choice is not None and first.choice["edit"].new_value == 2 and first.choice["held_out_holds"]
    t.close()


def test_a_card_left_waiting_for_the_factions_is_tuned_once_the_factions_are_fair(tmp_path, fakes):
    # Round 1 left the Crooks k1 (triples its holder's strength: far above its share) and k2 (an ordinary Crook)
    # waiting for the factions first. Round 2's base has every faction at 10, no faction outlier, and its
    # confirmation did not flag k1 (removed from the outliers here): the waiting cards are tested on the base
    # games, one-sided in their direction, Holm over the two: k1 is still off and is tuned, k2 is not. (k1 holds
    # the other Crooks down: they are low outliers, the confirmation's flags and not this test's; removed too.)
    t = crook_tuner(tmp_path)
    pack = "a=10,b=10,c=10,d=10,e=10,f=10"
    games = []
    t.play(t.config(pack), list(range(3000)), games)
    res = t.aggregate(games)
    res["outliers"] = []
    first = search.Round(1, [], None, None, FakePack(AS_IS), [], res)
    first.skipped = [{"round": 1, "group": "card", "key": k, "text": k, "reason": "factions first",
                      "waits": "factions", "direction": "high"} for k in ("k1", "k2")]
    rnd = search.Round(2, overshot(), pack, None, FakePack(pack), games, res)
    t.rounds = [first, rnd]
    t.find_targets(rnd, [])
    assert [tg.card for tg in rnd.targets if tg.group == "card"] == ["k1"]
    carried = {c["key"]: c for c in rnd.carried}
    assert carried["k1"]["carried"] and not carried["k2"]["carried"]
    assert carried["k1"]["group_size"] == 2 and carried["k1"]["z"] > 5 and carried["k2"]["p"] > 0.05
    assert carried["k1"]["from_round"] == 1 and carried["k1"]["waits"] == "factions"
    assert carried["k1"]["target"] and not carried["k2"]["target"]
    assert rnd.to_dict()["carried"] == rnd.carried
    # While a faction is an outlier the cards wait again: nothing is carried.
    lop = "a=20,b=10,c=10,d=10,e=10,f=10"
    games2 = []
    t.play(t.config(lop), list(range(3000)), games2)
    res2 = t.aggregate(games2)
    rnd2 = search.Round(2, overshot(), lop, None, FakePack(lop), games2, res2)
    t.rounds = [first, rnd2]
    t.find_targets(rnd2, [])
    assert not rnd2.carried and all(tg.group == "faction" for tg in rnd2.targets)
    t.close()


def test_a_card_below_its_share_beside_one_above_waits_for_the_next_round(tmp_path, fakes):
    """B at 6 takes wins from everyone (77%): A at 1 is low (30%), but B is farther from its share, so B's edit
    comes first; the next round sees A with it."""
    t = tuner(tmp_path)
    rnd = round_on(t, "a=1,b=6,c=2,d=2,e=2,f=2", overshot())
    t.find_targets(rnd, [])
    assert [tg.card for tg in rnd.targets] == ["b"]
    [waiting] = [s for s in rnd.skipped if s["key"] == "a"]
    assert "left to the next round" in waiting["reason"] and "B wins more than its share" in waiting["reason"]
    t.close()


def test_judge_new_outliers_are_those_the_pack_as_it_is_does_not_show_on_the_same_seeds():
    fac = Faction("faction", "Faction", "Factions", {"power": "Power"})
    same = list(range(3000))
    with_set = [fake_game("a=2,b=3,c=2,d=2,e=2,f=2", i, 1000 + i) for i in same]     # the set made B strong
    as_is = [fake_game("a=4,b=2,c=2,d=2,e=2,f=2", i, 1000 + i) for i in same]
    res, res0 = aggregate(with_set, {}, {}, fac), aggregate(as_is, {}, {}, fac)
    got = judge(res, res0, [("faction", "a")], {"a": "A"}, "faction", lambda o: False, complete=True,
                games=with_set, games0=as_is, kinds={})
    assert got["cards"][0]["holds"] and not got["cards"][0]["still_an_outlier"]
    assert ("faction", "b") in {(o["group"], o["key"]) for o in got["new_outliers"]}
    [b] = [o for o in got["new_outliers"] if o["key"] == "b"]
    assert b["moved"] and b["paired"]["low"] > 0 and b in got["flagged_only_with_set"]   # the set moved B up
    assert not got["confirmed"] and not got["clean"]
    # B's edit alone, judged the same way: A is still an outlier, and it is not new (the pack as it is shows it).
    with_b = [fake_game("a=4,b=2,c=2,d=2,e=2,f=2", i, 1000 + i) for i in same]
    got = judge(aggregate(with_b, {}, {}, fac), res0, [("faction", "b")], {"b": "B"}, "faction", lambda o: False,
                complete=True, games=with_b, games0=as_is, kinds={})
    assert not any(o["key"] == "a" for o in got["new_outliers"])
    assert any(o["key"] == "a" and not o["new"] for o in got["left"])
    assert not got["clean"]
    # Every faction equal: confirmed and clean; and a set cut short is never confirmed.
    fair = [fake_game("a=2,b=2,c=2,d=2,e=2,f=2", i, 1000 + i) for i in same]
    res_fair = aggregate(fair, {}, {}, fac)
    got = judge(res_fair, res0, [("faction", "a"), ("faction", "b")], {}, "faction", lambda o: False, complete=True,
                games=fair, games0=as_is, kinds={})
    assert got["confirmed"] and got["clean"], got["reasons"]
    got = judge(res_fair, res0, [("faction", "a")], {}, "faction", lambda o: False, complete=False,
                games=fair, games0=as_is, kinds={})
    assert not got["confirmed"] and "not every planned game was played" in got["reasons"]


# --- the set's coordinates --------------------------------------------------------------

def edit(line, column, old, new, card="m", field="x"):
    return {"card": card, "kind": "mob", "file": "mobs.yaml", "line": line, "column": column, "old": old, "new": new,
            "field": field, "ability": None, "value": int(old), "new_value": int(new), "step": int(new) - int(old),
            "label": f"{field} {old} -> {new}"}


def test_an_edit_found_on_the_copy_maps_back_past_a_wider_number_on_its_line():
    earlier = [edit(5, 10, "9", "10")]                  # the copy's line 5 is one character longer after column 10
    found = edit(5, 21, "3", "4", field=None) | {"label": 'ability "gain 4 G" (3 -> 4)', "ability": 0}
    got, same = to_original(earlier, found)
    assert same is None and got["column"] == 20 and got["line"] == 5
    assert got["label"] == 'ability "gain 4 G" (3 -> 4)'
    # Before the edited number, or on another line, nothing moves.
    assert to_original(earlier, edit(5, 4, "2", "1"))[0]["column"] == 4
    assert to_original(earlier, edit(6, 21, "2", "1"))[0]["column"] == 21


def test_a_number_edited_again_is_one_edit_from_the_original_and_back_to_the_original_is_none():
    first = [edit(5, 10, "3", "0")]
    merged, mapped = merge(first, [edit(5, 10, "0", "1")], 2)
    assert merged == [mapped[0]]
    assert (mapped[0]["old"], mapped[0]["new"], mapped[0]["value"], mapped[0]["step"]) == ("3", "1", 3, -2)
    assert mapped[0]["label"] == "x 3 -> 1" and mapped[0]["round"] == 2
    back, _ = merge(first, [edit(5, 10, "0", "3")], 2)
    assert back == []


def test_the_set_written_into_a_copy_applies_every_edit_from_the_original(tmp_path):
    from compiler.tune.editset import write_copy

    src = tmp_path / "src"
    src.mkdir()
    (src / "game.yaml").write_text("name: x\n", encoding="utf-8")
    (src / "mobs.yaml").write_text("kind: mob\ncards:\n  - id: m  # the one\n    x: 9\n    y: 3\n", encoding="utf-8")
    write_copy(str(src), str(tmp_path / "dst"), [edit(4, 8, "9", "10"), edit(5, 8, "3", "1", field="y")])
    assert (tmp_path / "dst" / "mobs.yaml").read_text(encoding="utf-8") == \
        "kind: mob\ncards:\n  - id: m  # the one\n    x: 10\n    y: 1\n"
    assert (tmp_path / "dst" / "game.yaml").read_text(encoding="utf-8") == "name: x\n"


class InterruptingBackend(FakeBackend):
    """Ctrl-C once `after` games of the set's confirmation were played."""

    def __init__(self, after: int):
        super().__init__(fake_game)
        self.after = after

    def run(self, config, chunks):
        for done in super().run(config, chunks):
            yield done
            if config.pack != AS_IS and self.played[config.pack] >= self.after and "a=2" in config.pack:
                raise KeyboardInterrupt


def test_ctrl_c_during_a_confirmation_ends_the_rounds_and_the_set_is_not_confirmed(tmp_path, fakes):
    t = tuner(tmp_path)
    t.backend = InterruptingBackend(after=300)
    with pytest.raises(search.Interrupted):
        t.run([])
    assert t.interrupted and len(t.rounds) == 1
    rnd = t.rounds[0]
    assert rnd.stop == "interrupted" and not rnd.confirmation["confirmed"]
    assert rnd.confirmation["games"] == len(rnd.fresh_games) < 2000     # judged on the seeds both sides finished
    assert not t.final_set()["confirmed"]
    t.close()


def _game(index: int, factions: list[str], winner: int, cards=(), winning=()) -> dict:
    return {"index": index, "seed": index, "players": ["heuristic"] * 2, "factions": factions,
            "faction_fields": {"power": [1, 1]}, "winners": [winner], "reason": "won", "turns": 10, "decisions": 20,
            "winning_cards": list(winning), "cards_in_play": list(cards), "actions": [{}, {}], "cards_played": [],
            "winning_hands": [], "first": 0, "held": [[], []]}


def test_metagame_health_of_a_candidate_from_its_paired_games_known_answer(tmp_path, fakes):
    """Base: 4 games. A is dealt in games 0-2 (the edit's seeds); B in 0, 1, 3. The edit, played on seeds 0 and 1,
    turns A's win of game 0 into B's: A's d = [-1, 0], B's d = [+1, 0]."""
    t = tuner(tmp_path, confirm_games=100)
    base = [_game(0, ["a", "b"], 0), _game(1, ["b", "a"], 0), _game(2, ["a", "c"], 0), _game(3, ["b", "c"], 1)]
    meta = t._metagame(base, [0, 1, 2], fair=0.5)
    assert meta["base"] == {"a": (2, 3), "b": (1, 3), "c": (1, 2)}
    assert meta["reach"] == {"a": 3, "b": 2, "c": 1}
    v = {"wins": {0: search._faction_wins(_game(0, ["a", "b"], 1)), 1: search._faction_wins(_game(1, ["b", "a"], 0))},
         "runner": search.st.Runner("k", -1)}
    t._weigh(v, meta)
    # A: (2 + 3 * -0.5) / 3 = 1/6; B: (1 + 2 * 0.5) / 3 = 2/3; C: no pair, 1/2.
    assert v["rates"] == pytest.approx({"a": 1 / 6, "b": 2 / 3, "c": 0.5})
    # Health at 100 games, fair .5 (var .25): A sits at 3/4 of them, B 3/4, C 1/2:
    # (1/3)² * 75 / .25 + (1/6)² * 75 / .25 + 0 = 33.33 + 8.33.
    assert v["runner"].health == pytest.approx(125 / 3)
    t.close()


CROOKS = ["k1", "k2", "k3", "k4", "k5", "k6"]


def game_with_crooks(pack: str, index: int, seed: int) -> dict:
    """As fake_game, and each seat holds one Crook; k1 triples its holder's strength (an outlier card)."""
    rng = random.Random(f"crook game {seed}")
    p = powers(pack)
    factions = rng.sample(FACTIONS, 2)
    held = rng.sample(CROOKS, 2)
    s0, s1 = (p[f] * (3 if c == "k1" else 1) for f, c in zip(factions, held))
    winner = 0 if rng.random() < s0 / (s0 + s1) else 1
    return _game(index, factions, winner, held, [held[winner]]) | {"seed": seed}


def crook_tuner(tmp_path) -> FakeTuner:
    """A tuner of the six factions and six Crooks of `game_with_crooks`."""
    kinds = {f: "faction" for f in FACTIONS} | {c: "crook" for c in CROOKS}
    info = SimpleNamespace(pack_dir=AS_IS, build_dir=None, house_rules=[], names={k: k.upper() for k in kinds},
                           kinds=kinds, faction=Faction("faction", "Faction", "Factions", {"power": "Power"}))
    return FakeTuner(info, ["heuristic"] * 2, [], None, FakeBackend(game_with_crooks),
                     Settings(baseline_games=800, confirm_games=2000, max_games=40_000, seed=11), FakePack(AS_IS),
                     Quiet(), work_dir=str(tmp_path))


def test_factions_are_tuned_before_the_other_cards(tmp_path, fakes):
    """A (power 4) and the Crook k1 are both outliers: A is this round's target, k1 waits for a round whose base
    has A's edit (a faction's edit moves the cards' shares, and a shared card's edit moves the factions)."""
    t = crook_tuner(tmp_path)
    games = []
    t.play(t.config(AS_IS), list(range(3000)), games)
    res = t.aggregate(games)
    assert {("faction", "a"), ("card", "k1")} <= {(o["group"], o["key"]) for o in res["outliers"]}
    rnd = search.Round(1, [], None, None, FakePack(AS_IS), games, res)
    t.find_targets(rnd, [])
    assert [tg.card for tg in rnd.targets] == ["a"]
    [waiting] = [s for s in rnd.skipped if s["key"] == "k1"]
    assert waiting["reason"].startswith("the faction outliers are tuned first")
    # With the factions fair, the card is a target.
    fair = []
    t.play(t.config("a=2,b=2,c=2,d=2,e=2,f=2"), list(range(3000)), fair)
    rnd2 = search.Round(2, [], None, None, FakePack(AS_IS), fair, t.aggregate(fair))
    t.find_targets(rnd2, [])
    assert [tg.card for tg in rnd2.targets] == ["k1"]
    t.close()


# --- the metagame health steers the choice -------------------------------------------------------------------
# Three seats of six factions. A has two numbers: power 4 (its strength) and spill 2. Lowering spill by one makes
# A weaker by one, and gives B 8.75 more strength whenever A and B share a table: A lands at its fair third
# either way (power 4 -> 2, or spill 2 -> 1), but the spill edit hands A's wins to B, which becomes an outlier.

def spill_game(pack: str, index: int, seed: int) -> dict:
    p = powers(pack)
    rng = random.Random(f"spill game {seed}")
    factions = rng.sample(FACTIONS, 3)
    lost = 2 - p["s"]
    strength = {f: 2.0 for f in factions}
    if "a" in factions:
        strength["a"] = p["a"] - lost
        if "b" in factions:
            strength["b"] += 8.75 * lost
    total = sum(strength.values())
    r, winner = rng.random() * total, 0
    for seat, f in enumerate(factions):
        r -= strength[f]
        if r < 0:
            winner = seat
            break
    return _game(index, factions, winner) | {"seed": seed, "players": ["heuristic"] * 3,
                                             "faction_fields": {"power": [2] * 3}, "actions": [{}, {}, {}],
                                             "held": [[], [], []]}


def spill_candidates(pack, card, steps=STEPS):
    power = Site("a", "faction", "factions.yaml", ("cards", 0, "power"), 3, 12, str(card.power), card.power, 1, 9,
                 field="power")
    spill = Site("a", "faction", "factions.yaml", ("cards", 0, "spill"), 4, 12, str(card.spill), card.spill, 0, 2,
                 field="spill")
    return [Edit(s, s.value + k) for s in (power, spill) for k in steps if s.low <= s.value + k <= s.high]


class SpillPack:
    def __init__(self, pack: str):
        self.name = pack

    def card(self, card_id: str):
        p = powers(self.name)
        return SimpleNamespace(id="a", power=p["a"], spill=p["s"]) if card_id == "a" else None


class SpillTuner(Tuner):
    def _copy(self, src, edits):
        p = powers(src)
        for e in edits:
            p["a" if e["field"] == "power" else "s"] = e["new_value"]
        return f"a={p['a']},s={p['s']}", None, None


def test_the_choice_among_edits_that_bring_the_card_back_is_the_healthiest(tmp_path, monkeypatch):
    monkeypatch.setattr(search, "candidates", spill_candidates)
    monkeypatch.setattr(search, "step_further", lambda card, edit: None)
    info = SimpleNamespace(pack_dir="a=4,s=2", build_dir=None, house_rules=[], names={f: f.upper() for f in FACTIONS},
                           kinds={f: "faction" for f in FACTIONS},
                           faction=Faction("faction", "Faction", "Factions", {"power": "Power"}))
    t = SpillTuner(info, ["heuristic"] * 3, [], None, FakeBackend(spill_game),
                   Settings(baseline_games=3000, games=1500, confirm_games=2000, max_games=100_000, seed=3),
                   SpillPack("a=4,s=2"), Quiet(), work_dir=str(tmp_path))
    t.run_baseline()
    rnd = search.Round(1, [], None, None, SpillPack("a=4,s=2"), t.base_games, t.base_results)
    t.find_targets(rnd, ["a"])
    [target] = rnd.targets
    t.tune(target, rnd)
    by_label = {c["label"]: c for c in target.candidates}
    power, spill = by_label["power 4 -> 2"], by_label["spill 2 -> 1"]
    # Both bring A to its third; only the spill edit pushes B out (its rate with the edit, from the paired games).
    for c in (power, spill):
        assert c["ci_low"] <= 1 / 3 <= c["ci_high"]
    assert spill["faction_rates"]["b"] > 0.40 > power["faction_rates"]["b"]
    assert spill["health"] > power["health"]
    assert target.choice["edit"].label() == "power 4 -> 2"           # the smaller edit would have been spill's
    assert target.health_before > power["health"]
    t.close()


def held_out_setup(tmp_path, edits_health):
    """A baseline of 3,000 games; A's race entries made by hand (each FAIR on its race seeds, with a health)."""
    t = tuner(tmp_path, baseline_games=3000)
    t.run_baseline()
    rnd = search.Round(1, [], None, None, FakePack(AS_IS), t.base_games, t.base_results)
    t.find_targets(rnd, ["a"])
    [target] = rnd.targets
    xs_all = {g["index"]: faction_value(g, "a") for g in t.base_games if "a" in g["factions"]}
    order = sorted(xs_all)
    base = list(xs_all.values())
    mean = sum(base) / len(base)
    var = sum((x - mean) ** 2 for x in base) / (len(base) - 1)
    card = FakePack(AS_IS).card("a")
    state = {}
    for value, health in edits_health:
        e = Edit(site(card), value)
        r = st.Runner(e.key, e.step, site="power", mean=0.5, se=0.02, n=400, verdict=st.FAIR, health=health)
        state[e.key] = {"edit": e, "runner": r, "build": (name(powers(AS_IS) | {"a": value}), None)}
    runners = [v["runner"] for v in state.values()]
    pick = st.choose(runners, target.goal, near=0.02)
    args = (runners, state, order[400:800], target, 1.0,
            lambda xs, ys: st.estimate(xs, ys, mean, var, len(base), bounds=(0.0, 1.0)),
            lambda g: faction_value(g, "a"), xs_all, target.goal, 0.04)
    return t, target, state, pick, args


def test_the_races_choice_that_misses_on_held_out_seeds_gives_way_to_the_next(tmp_path, fakes):
    # The race found power 4 -> 3 and 4 -> 2 both fair, 4 -> 3 the healthier; but A at 3 against the others at 2
    # wins 3/5 = 60%, not the fair 50%: on 400 held-out seeds its estimate misses by more than the tolerance, and
    # the next choice, 4 -> 2 (2/4 = 50%), holds.
    t, target, state, pick, args = held_out_setup(tmp_path, [(3, 1.0), (2, 2.0)])
    assert pick.step == -1                                        # the race's choice: the healthier
    played = t.budget.used
    got = t._hold_out(pick, *args)
    assert got.step == -2
    by_step = {v["edit"].step: v["held_out"] for v in state.values()}
    assert not by_step[-1]["holds"] and by_step[-2]["holds"]
    assert by_step[-1]["estimate"].rate.mean > 0.54 + 0.02       # about 0.60
    assert abs(by_step[-2]["estimate"].rate.mean - 0.5) <= 0.04
    assert by_step[-2]["estimate"].rate.n == 400
    assert t.budget.used == played + 800                          # both checked on the same 400 seeds
    assert target.note is None
    t.close()


def test_when_no_choice_holds_out_the_nearest_is_kept_and_the_note_says_so(tmp_path, fakes):
    t, target, state, pick, args = held_out_setup(tmp_path, [(3, 1.0)])
    got = t._hold_out(pick, *args)
    assert got is pick
    assert target.note.startswith("no edit the race chose held its share on 400 held-out seeds (power 4 -> 3 checked)")
    t.close()


def test_without_budget_for_the_check_the_races_choice_stands(tmp_path, fakes):
    t, target, state, pick, args = held_out_setup(tmp_path, [(3, 1.0), (2, 2.0)])
    t.budget.used = t.budget.limit - t._reserve() - 399
    got = t._hold_out(pick, *args)
    assert got is pick and all(v.get("held_out") is None for v in state.values())
    assert "left no games to check" in target.note
    t.close()


# --- a set not confirmed keeps the edits that worked ---------------------------------------------------------

def chosen(t: FakeTuner, rnd: search.Round, card: str, new: int, held_out_holds: bool | None = None):
    """A target of `rnd` for `card` whose race chose `power -> new` (its race figures are a stand-in: the
    reduced set is judged on its own confirmation games)."""
    target = t._faction_target(rnd.results, card, next(r for r in rnd.results["win_rate_by_faction"]
                                                         if r["key"] == card), None)
    target.round = rnd.number
    edit = Edit(site(rnd.positioned.card(card)), new)
    est = st.estimate([0.0, 1.0] * 20, [0.0, 1.0] * 20, 0.5, 0.25, 40)
    target.choice = {"edit": edit, "estimate": est, "scale": 1.0, "health": None, "seeds": []}
    if held_out_holds is not None:
        target.choice["held_out_holds"] = held_out_holds
    rnd.targets.append(target)
    return target


def a_round_with_two_edits(tmp_path, pack: str, c_new: int):
    """Round 1 on `pack` (A at 4, too strong): A's edit 4 -> 2 brings it back; C's edit to `c_new` overshoots."""
    t = tuner(tmp_path)
    t.info.pack_dir = pack
    games = []
    t.play(t.config(), list(range(2000)), games)
    rnd = search.Round(1, [], None, None, FakePack(pack), games, t.aggregate(games))
    ta = chosen(t, rnd, "a", 2, held_out_holds=True)
    tc = chosen(t, rnd, "c", c_new)
    rnd.set, mapped = merge([], [ta.choice["edit"].to_dict(), tc.choice["edit"].to_dict()], 1)
    ta.edit, tc.edit = mapped
    t.rounds.append(rnd)
    t.base_games, t.base_results, t.next_index = games, rnd.results, 2000
    t.confirm_set(rnd)
    return t, rnd, ta, tc


def test_a_set_not_confirmed_is_confirmed_again_without_the_edit_that_missed(tmp_path, fakes):
    # C at 5 against the others at 2 wins about 71%: with the set its interval misses the fair 50%, A's holds.
    t, rnd, ta, tc = a_round_with_two_edits(tmp_path, "a=4,b=2,c=2,d=2,e=2,f=2", 5)
    assert not rnd.confirmation["confirmed"]
    kept, dropped = t.missed(rnd)
    assert kept == [ta] and [d[0] for d in dropped] == [tc]
    played = t.budget.used
    red = t.reduce(rnd)
    assert red is not None and red.number == 1 and red.reduced == ["power 2 -> 5"]
    assert [e["label"] for e in red.set] == ["power 4 -> 2"]
    assert tc.dropped.startswith("with the set its card's interval") and "missed its share 50.0%" in tc.dropped
    assert ta.dropped is None
    # Fresh seeds of its own, both sides: after every index the first confirmation used.
    assert red.confirmation["first_index"] == rnd.confirmation["first_index"] + 2000
    assert t.budget.used == played + 2 * 2000
    assert red.confirmation["confirmed"]                  # every faction at 2: nothing left to flag
    t.rounds.append(red)
    final = t.final_set()
    assert final["confirmed"] and final["reduced"] == ["power 2 -> 5"] and final["round"] == 1
    assert [e["label"] for e in final["edits"]] == ["power 4 -> 2"]
    assert "without power 2 -> 5" in final["note"] and final["without_edit"] == []
    assert red.to_dict()["reduced"] == ["power 2 -> 5"]
    t.close()


def test_an_outlier_whose_edit_left_the_set_is_reported_without_an_edit_and_why(tmp_path, fakes):
    # C at 3 is too strong (60% against 2s; A at 4 hides it as the pack is); its race's choice, 3 -> 4, goes the
    # wrong way and misses. The set without it (A's edit alone) shows C as an outlier the set moved (A no longer
    # takes its wins): not confirmed, and C is reported as an outlier with no edit in the set, saying why.
    t, rnd, ta, tc = a_round_with_two_edits(tmp_path, "a=4,b=2,c=3,d=2,e=2,f=2", 4)
    red = t.reduce(rnd)
    t.rounds.append(red)
    final = t.final_set()
    assert not final["confirmed"] and final["reduced"] == ["power 3 -> 4"]
    assert [o["key"] for o in final["new_outliers"]] == ["c"]
    [w] = final["without_edit"]
    assert w["key"] == "c" and w["why"].startswith("its edit power 3 -> 4 (round 1) left the set: with the set its "
                                                   "card's interval")
    t.close()


def test_nothing_to_drop_or_nothing_to_keep_leaves_the_set_as_it_was(tmp_path, fakes):
    t, rnd, ta, tc = a_round_with_two_edits(tmp_path, "a=4,b=2,c=2,d=2,e=2,f=2", 5)
    rnd.targets.remove(ta)                                 # C's edit alone: nothing kept beside the rounds before
    assert t.reduce(rnd) is None and tc.dropped is None
    rnd.targets[:] = [ta]                                  # A's alone: nothing to drop
    assert t.reduce(rnd) is None
    t.close()


def test_an_edit_that_missed_on_held_out_seeds_is_dropped_though_its_card_held(tmp_path, fakes):
    t, rnd, ta, tc = a_round_with_two_edits(tmp_path, "a=4,b=2,c=2,d=2,e=2,f=2", 5)
    ta.choice["held_out_holds"] = False
    row = next(r for r in rnd.confirmation["cards"] if r["card"] == "a")
    assert row["holds"]
    kept, dropped = t.missed(rnd)
    assert kept == [] and dropped[0] == (ta, "no edit of the card held its share on held-out seeds (this one was "
                                              "the nearest)")
    t.close()


def test_no_room_for_the_reduced_confirmation_leaves_the_set_as_it_was(tmp_path, fakes):
    t, rnd, ta, tc = a_round_with_two_edits(tmp_path, "a=4,b=2,c=2,d=2,e=2,f=2", 5)
    t.budget.used = t.budget.limit - t._reserve() + 1
    assert t.reduce(rnd) is None and tc.dropped is None
    assert "no room to confirm the set without the edits that missed" in t.progress.notes[-1]
    t.close()


class ScriptedTuner(FakeTuner):
    """Each target's race 'chooses' the power the test's script names for (round, card): the rounds, the set, its
    reduction and the confirmations are the real ones."""

    script: dict = {}

    def tune(self, target, rnd):
        new = self.script.get((rnd.number, target.card))
        if new is not None:
            edit = Edit(site(rnd.positioned.card(target.card)), new)
            est = st.estimate([0.0, 1.0] * 20, [0.0, 1.0] * 20, 0.5, 0.25, 40)
            target.choice = {"edit": edit, "estimate": est, "scale": 1.0, "health": None, "seeds": []}


def test_the_next_round_plays_on_the_reduced_set_and_tunes_the_card_whose_edit_left_it(tmp_path, fakes):
    # A and B at 4 are both too strong. Round 1's script: A 4 -> 2 (right), B 4 -> 6 (wrong way): not confirmed.
    # Without B's edit the set is confirmed again on fresh seeds; B, still too strong, is round 2's target on that
    # reduced set, whose script brings it to 2: every faction at 2, the set is clean.
    pack = "a=4,b=4,c=2,d=2,e=2,f=2"
    info = SimpleNamespace(pack_dir=pack, build_dir=None, house_rules=[], names={f: f.upper() for f in FACTIONS},
                           kinds={f: "faction" for f in FACTIONS},
                           faction=Faction("faction", "Faction", "Factions", {"power": "Power"}))
    settings = Settings(baseline_games=800, confirm_games=2000, max_games=40_000, seed=11)
    t = ScriptedTuner(info, ["heuristic"] * 2, [], None, FakeBackend(fake_game), settings, FakePack(pack), Quiet(),
                      work_dir=str(tmp_path))
    t.script = {(1, "a"): 2, (1, "b"): 6, (2, "b"): 2}
    t.run([])
    assert [(r.number, r.reduced) for r in t.rounds] == [(1, None), (1, ["power 4 -> 6"]), (2, None)]
    full, red, second = t.rounds
    assert not full.confirmation["confirmed"] and red.confirmation["confirmed"]
    assert [e["label"] for e in red.set] == ["power 4 -> 2"]
    assert second.base_edits == red.set and second.replication_of is red
    assert second.games[-len(red.confirm_games):] == red.confirm_games   # the reduced set's confirmation, after the replication
    assert [tg.card for tg in second.targets] == ["b"]
    final = t.final_set()
    assert final["round"] == 2 and final["confirmed"] and final["clean"]
    assert sorted(e["label"] for e in final["edits"]) == ["power 4 -> 2", "power 4 -> 2"]
    assert [tg.dropped is not None for tg in t.targets] == [False, True, False]
    t.close()


def test_an_edit_in_a_reduced_set_that_was_not_confirmed_either_says_both(tmp_path, fakes):
    # The set without C's edit is not confirmed (C, which A hid, is moved by A's edit): A's edit, in both sets,
    # says so where an outlier with no edit in the set tune stands by is listed; here the set of round 1 alone.
    t, rnd, ta, tc = a_round_with_two_edits(tmp_path, "a=4,b=2,c=3,d=2,e=2,f=2", 4)
    red = t.reduce(rnd)
    t.rounds.append(red)
    assert not red.confirmation["confirmed"]
    base = search.Round(0, [], None, None, FakePack("a=4,b=2,c=3,d=2,e=2,f=2"), [], {})
    base.set, base.confirmation = [], rnd.confirmation | {"left": [{"group": "faction", "key": "a", "text": "A"}]}
    [w] = t.without_edit(base)
    assert w["why"] == ("its edit power 4 -> 2 is in round 1's set and round 1's set without power 3 -> 4, none of "
                        "them confirmed")
    t.close()


def test_an_outlier_a_confirmation_flagged_is_tuned_only_when_fresh_games_find_it_again(tmp_path, fakes):
    # Round 1's set took A to 2: every faction at 2, none an outlier. Its confirmation "flagged" C (low) by chance,
    # beside B, which its power 3 really puts above its share. The replication plays the set on fresh games: B
    # is found again and is round 2's target; C is not, is no target, and tune says why with the fresh numbers.
    t = tuner(tmp_path)
    pack = "a=2,b=3,c=2,d=2,e=2,f=2"
    rnd = round_on(t, pack, overshot(), number=1)
    rnd.set_dirs = (pack, None)
    res = rnd.results
    b_flag = next(o for o in res["outliers"] if o["key"] == "b")
    c_row = next(r for r in res["win_rate_by_faction"] if r["key"] == "c")
    c_flag = {"group": "faction", "key": "c", "direction": "low", "rate": c_row["rate"], "expected": 0.5,
              "z": -3.1, "text": "Faction C wins 40% (flagged by chance)"}
    res["outliers"] = [b_flag, c_flag]
    rnd.confirm_games = rnd.games
    rnd.confirmation = {"results": res, "left": [brief(b_flag), brief(c_flag)]}
    used, start = t.budget.used, t.next_index
    games, results, info = t.replicate(rnd)
    assert t.budget.used == used + 2000 and info["first_index"] == start and t.next_index == start + 2000
    assert [g["index"] for g in games[:2000]] == list(range(start, start + 2000)) and games[2000:] == rnd.games
    flagged = {f["key"]: f for f in info["flagged"]}
    assert flagged["b"]["replicated"] and not flagged["c"]["replicated"]
    assert flagged["c"]["z"] > -2 and flagged["c"]["group_size"] == 2 and flagged["c"]["z_flagged"] == -3.1
    assert [o["key"] for o in results["outliers"]] == ["b"]
    assert results["games"] == 4000                     # the next round's rows read both samples
    nxt = search.Round(2, rnd.set, pack, None, FakePack(pack), games, results, replication=info, replication_of=rnd)
    t.rounds = [rnd, nxt]
    t.find_targets(nxt, [])
    assert [tg.card for tg in nxt.targets] == ["b"] and not any(s["key"] == "c" for s in nxt.skipped)
    rnd.set = overshot()
    why = {w["key"]: w["why"] for w in t.without_edit(rnd)}
    assert why["c"].startswith("flagged on round 1's confirmation (z -3.10) but not found again on ")
    assert "not shown to be an outlier, so not tuned" in why["c"]
    assert "Holm's test over the 2 flagged of its group" in why["c"]
    t.close()


def test_no_replication_when_the_confirmation_flagged_nothing_or_it_is_turned_off(tmp_path, fakes):
    t = tuner(tmp_path, replicate_games=0)
    pack = "a=2,b=3,c=2,d=2,e=2,f=2"
    rnd = round_on(t, pack, overshot(), number=1)
    rnd.set_dirs, rnd.confirm_games = (pack, None), rnd.games
    rnd.confirmation = {"results": rnd.results}
    used = t.budget.used
    games, results, info = t.replicate(rnd)
    assert info is None and games is rnd.games and results is rnd.results and t.budget.used == used
    assert t._replication_cost(rnd) == 0 or t.s.replicate_games == 0
    t.close()


def test_a_faction_tuned_again_a_little_off_its_share_does_not_make_an_outlier_card_wait(tmp_path, fakes):
    """Round 2: A, edited in round 1, sits a little above its share (12 against 10: 52.8%, 95% 49.7–55.8%; not an outlier) and the Crook
    k1 is an outlier: both are this round's targets (only a faction outlier makes the cards wait)."""
    t = crook_tuner(tmp_path)
    pack = "a=12,b=10,c=10,d=10,e=10,f=10"
    games = []
    t.play(t.config(pack), list(range(3000)), games)
    res = t.aggregate(games)
    row = next(r for r in res["win_rate_by_faction"] if r["key"] == "a")
    assert row["ci_low"] <= res["fair_share"] <= row["ci_high"] and row["rate"] - res["fair_share"] > 0.02
    assert ("card", "k1") in {(o["group"], o["key"]) for o in res["outliers"]}
    assert not any(o["group"] == "faction" for o in res["outliers"])
    rnd = search.Round(2, overshot(), pack, None, FakePack(pack), games, res)
    t.find_targets(rnd, [])
    assert sorted(tg.card for tg in rnd.targets) == ["a", "k1"]
    assert not any(s["reason"].startswith("the faction outliers are tuned first") for s in rnd.skipped)
    t.close()
