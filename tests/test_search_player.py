"""The search player (runtime/players/search.py) and the game copy it stands on (Table.clone,
runtime/kernel/copying.py), for every registered game: Crime Lords, Crime Wars
and Tiny Turf. A copy played forward reaches the same state as its original; determinization
deals again only what the searching player cannot see; search players finish whole games with
legal answers; `--seat N=search` works from the command line."""
from __future__ import annotations

import importlib.util
import itertools
import os
import random
import subprocess
import sys

import pytest

from runtime import games, save
from runtime.games import engine_of
from runtime.packs import load_generated
from runtime.players import RandomPlayer, SearchPlayer
from runtime.players.search import redeal

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TINY = os.path.join(ROOT, "tests", "fixtures", "tiny_turf")
CL = load_generated(os.path.join(ROOT, "generated", "crime_lords"))
CW = load_generated(os.path.join(ROOT, "generated", "crime_wars"))
NP = load_generated(os.path.join(ROOT, "generated", "nothing_personal"))


@pytest.fixture(scope="module")
def tiny():
    spec = importlib.util.spec_from_file_location("tiny_turf_engine_searchplayer", os.path.join(TINY, "engine.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    games.register(module.ENGINE)
    yield load_generated(os.path.join(TINY, "generated", "tiny_turf"))
    games.unregister("tiny_turf")


def _packs(tiny):
    return {"crime_lords": (CL, 4, ()), "crime_lords_lms": (CL, 4, ("last_man_standing",)),
            "crime_lords_short": (CL, 4, ("short_game",)),
            "crime_wars": (CW, 3, ()), "tiny_turf": (tiny, 3, ()), "nothing_personal": (NP, 3, ())}


def _game(pack, n, seed, house_rules=(), players=None, log=True):
    engine = engine_of(pack)
    players = players or [RandomPlayer(seed * 10 + k) for k in range(n)]
    return engine.game(pack, players, seed=seed, house_rules=list(house_rules), log=log)


@pytest.mark.parametrize("which", ["crime_lords", "crime_lords_lms", "crime_wars", "tiny_turf", "nothing_personal"])
def test_a_clone_played_forward_gives_the_original_transcript_and_hash(tiny, which):
    pack, n, rules = _packs(tiny)[which]
    whole = _game(pack, n, 21, rules)
    whole.run()
    for stop in (0, 3, 9):
        part = _game(pack, n, 21, rules)
        part.feed, part.replay_only = list(whole.answers), True
        part.run(max_turns=stop)
        if part.outcome != "stopped":
            continue
        twin = part.clone(log=True)
        assert twin is not part and twin.state is not part.state and twin.state.cards[0] is not part.state.cards[0]
        assert save.state_hash(twin) == save.state_hash(part)
        for g in (part, twin):
            g.outcome, g.reason = None, ""
            g.run()
        assert save.state_hash(twin) == save.state_hash(part) == save.state_hash(whole)
        assert twin.log.text() == part.log.text()
        assert twin.answers == part.answers == whole.answers


def test_a_clone_shares_the_pack_and_rules_but_not_the_state():
    g = _game(CL, 4, 3)
    g.run(max_turns=4)
    twin = g.clone(players=[RandomPlayer(k) for k in range(4)])
    assert twin.pack is g.pack and twin.R is g.R and twin.players is not g.players
    assert twin.dice is not g.dice and twin.dice.rng.getstate() == g.dice.rng.getstate()
    twin.seats[0].money += 100
    twin.state.cards[0].token = not g.state.cards[0].token
    assert g.seats[0].money != twin.seats[0].money
    assert g.state.cards[0].token != twin.state.cards[0].token
    assert not twin.log.lines and g.log.lines


@pytest.mark.parametrize("which", ["crime_lords", "crime_wars", "tiny_turf", "nothing_personal"])
def test_redeal_changes_only_what_the_viewer_cannot_see(tiny, which):
    pack, n, rules = _packs(tiny)[which]
    g = _game(pack, n, 5, rules)
    g.run(max_turns=2)
    engine = engine_of(pack)
    st = g.state
    before = {(c.id): (c.zone, c.owner) for c in st.cards}
    mine = {z: [c.id for c in getattr(st.seats[0], z)] for z in st.seat_zones}
    public = {z: [c.id for c in st.zones[z]] for z in st.shared_zones if z not in engine.secret_zones}
    sizes = {(z, s.index): len(getattr(s, z)) for s in st.seats for z in st.seat_zones}
    kinds = {(z, s.index): sorted(c.kind for c in getattr(s, z)) for s in st.seats for z in st.seat_zones}
    twin = g.clone()
    redeal(twin, 0, random.Random(1), engine.private_zones, engine.secret_zones)
    ts = twin.state
    assert {z: [c.id for c in getattr(ts.seats[0], z) if z not in engine.secret_zones]
            for z in ts.seat_zones} == {z: (v if z not in engine.secret_zones else []) for z, v in mine.items()}
    assert {z: [c.id for c in ts.zones[z]] for z in ts.shared_zones if z not in engine.secret_zones} == public
    assert {(z, s.index): len(getattr(s, z)) for s in ts.seats for z in ts.seat_zones} == sizes
    assert {(z, s.index): sorted(c.kind for c in getattr(s, z)) for s in ts.seats for z in ts.seat_zones} == kinds
    for c in ts.cards:                                   # every card is where its zone list says
        holder = ts.zones[c.zone] if c.owner < 0 else getattr(ts.seats[c.owner], c.zone)
        assert c in holder
    after = {c.id: (c.zone, c.owner) for c in ts.cards}
    hidden = [z for z in ts.shared_zones if z in engine.secret_zones] + list(engine.private_zones)
    assert after != before or not hidden                 # something unseen was dealt again
    assert {c.id: (c.zone, c.owner) for c in st.cards} == before   # the original is untouched


@pytest.mark.parametrize("which", ["crime_lords_short", "crime_wars", "tiny_turf", "nothing_personal"])
def test_a_search_player_finishes_a_whole_game_with_legal_answers(tiny, which):
    """A whole game to its end for every registered game (Crime Lords with its short_game house
    rule, CL-OPT-01, to keep it quick), the search seat at a small budget."""
    pack, n, rules = _packs(tiny)[which]
    engine = engine_of(pack)
    other = engine.players.get(engine.default_seat, RandomPlayer)
    budget = 2 if which == "crime_lords_short" else 3
    hero = SearchPlayer(7, iterations=budget)
    players = [hero] + [other(k) for k in range(1, n)]
    g = _game(pack, n, 11, rules, players=players, log=False)
    g.check_invariants = True
    outcome = g.run()
    assert outcome in ("win", "shared", "eliminated", "no winner") and g.phase == "over"
    st = hero.stats
    assert st["decisions"] > 0
    # every decision used the whole budget but those it stopped early, when the rest could not
    # change its answer
    assert (budget // 2 + 1) * st["settled"] + budget * (st["decisions"] - st["settled"]) \
        <= st["iterations"] <= budget * st["decisions"]
    # the whole game replays from its answers: the search never touched the real game
    again = _game(pack, n, 11, rules, log=False)
    again.feed, again.replay_only = list(g.answers), True
    again.run()
    assert save.state_hash(again) == save.state_hash(g)


def test_stopping_a_decision_early_never_changes_its_answer():
    """When `_settled` stops a decision, no way the rest of the budget could go (any answer
    visited, with any value; any answer voted the rollout player's) changes the answer `_pick`
    gives: checked exhaustively over random small trees."""
    from runtime.players.search import Node
    rng = random.Random(5)
    stopped = 0
    for _ in range(400):
        budget, k = rng.randint(3, 8), rng.randint(1, 3)
        n = rng.randint(1, budget - 1)
        player = SearchPlayer(0, iterations=budget)
        root = Node()
        keys = list(range(k))
        for _ in range(n):                               # the iterations so far
            key = rng.choice(keys)
            child = root.children.setdefault(key, Node())
            child.visits += 1
            child.value += rng.random()
        player._votes = {}
        for _ in range(n):
            key = rng.choice(keys[:2])
            player._votes[key] = player._votes.get(key, 0) + 1
        if not player._settled(root, n):
            continue
        stopped += 1
        votes = player._votes
        now = player._pick(root, max(votes, key=votes.get))
        left = budget - n
        # every way the remaining iterations could go: which answer each visits, with value 0 or 1,
        # and which answer each votes for
        for visits in itertools.product([(key, v) for key in keys for v in (0.0, 1.0)], repeat=left):
            for extra in itertools.product(keys, repeat=left):
                tree = Node()
                for key, child in root.children.items():
                    twin = tree.children[key] = Node()
                    twin.visits, twin.value = child.visits, child.value
                for key, v in visits:
                    twin = tree.children.setdefault(key, Node())
                    twin.visits += 1
                    twin.value += v
                later = dict(votes)
                for key in extra:
                    later[key] = later.get(key, 0) + 1
                assert player._pick(tree, max(later, key=later.get)) == now
    assert stopped >= 20


def test_a_cap_on_seconds_cuts_a_decision_short():
    """With a cap of 0 CPU seconds every decision stops after its first iteration."""
    hero = SearchPlayer(2, iterations=6, cap=0.0)
    g = _game(CL, 4, 2, players=[hero] + [RandomPlayer(k) for k in range(3)], log=False)
    g.run(max_turns=3)
    st = hero.stats
    assert st["decisions"] > 0 and st["iterations"] == st["decisions"] == st["capped"]


def test_the_search_is_reproducible_with_an_iteration_budget():
    def play():
        g = _game(CL, 4, 2, players=[SearchPlayer(1, iterations=2)] + [RandomPlayer(k) for k in range(3)], log=False)
        g.run(max_turns=6)
        return g.answers
    assert play() == play()


def test_the_search_beats_random_players_in_the_tiny_game(tiny):
    wins = 0
    for seed in range(6):
        hero = seed % 3
        players = [SearchPlayer(seed, iterations=12) if k == hero else RandomPlayer(seed * 7 + k) for k in range(3)]
        g = _game(tiny, 3, 100 + seed, players=players, log=False)
        g.run()
        wins += hero in g.winners
    assert wins >= 4          # fair share is 2 of 6


def test_play_cli_takes_a_search_seat():
    r = subprocess.run([sys.executable, "-m", "compiler", "play", "content/crime_lords", "--seed", "3",
                        "--seat", "2=search", "--max-turns", "3", "--quiet"],
                       cwd=ROOT, capture_output=True, text=True, check=False, env={**os.environ, "PYTHONPATH": ROOT})
    assert r.returncode == 0, r.stderr
    assert "stopped after 3 turns" in r.stdout and "Traceback" not in r.stderr


def test_a_decision_stops_at_its_work_bound_the_same_on_every_run():
    """`work` bounds the engine steps all copies of one decision play (a bound that does not
    depend on the machine, unlike `cap`): a small bound stops decisions early, the same ones in
    every run, and the answers stay legal."""
    def play(work):
        hero = SearchPlayer(3, iterations=24, work=work)
        g = _game(CL, 4, 8, ("short_game",), players=[hero] + [RandomPlayer(k) for k in range(1, 4)], log=False)
        g.run(max_turns=3)
        return hero.stats, list(g.answers)
    small, answers = play(300)
    again, answers_again = play(300)
    assert small["worked_out"] > 0 and small["iterations"] < 24 * small["decisions"]
    del small["seconds"], again["seconds"]
    assert small == again and answers == answers_again
    free, _ = play(None)
    assert free["worked_out"] == 0 and free["steps"] > small["steps"]


@pytest.mark.parametrize("which", ["crime_lords", "crime_lords_lms", "crime_wars", "nothing_personal"])
def test_checkpoints_brought_forward_answer_as_copies_do(which, tiny, monkeypatch):
    """The search copies a game once and then plays on that copy, putting it back after each
    iteration and bringing it forward to each new turn's checkpoint (kernel/undo.py); a game it
    could not note would be copied for every iteration and checkpoint instead. Both ways give
    every answer of seeded games the same, over several turns (new checkpoints) and the setup."""
    from runtime.kernel import undo

    pack, n, rules = _packs(tiny)[which]
    default = engine_of(pack).default_seat

    def play():
        hero = SearchPlayer(7, iterations=6)
        others = [engine_of(pack).players[default](20 + k) for k in range(n - 1)]
        g = _game(pack, n, 3, rules, players=[hero] + others, log=False)
        g.run(max_turns=8)
        return g.answers, hero.stats

    answers, stats = play()
    assert stats["decisions"] >= 5 and stats["restores"] > 0
    assert stats["copies"] <= 1                       # one copy for the whole game

    def unrecordable(*args, **kwargs):
        raise undo.Unrecordable("copy instead")
    monkeypatch.setattr(undo, "record", unrecordable)
    copied, copied_stats = play()
    assert copied_stats["restores"] == 0 and copied_stats["copies"] == copied_stats["iterations"]
    assert copied == answers
