"""A player that searches: information-set Monte Carlo tree search over copies of the game.

It knows no game. It uses only what every engine offers (docs/engine.md, "The engine surface"):
the decision's legal answers, `clone()` of a game to play forward, `run(max_turns)`, the feed of
recorded answers, the outcome and winners; and what an engine may declare to help it
(runtime/games/__init__.py, Engine): which zones a player cannot see (`private_zones`,
`secret_zones`), a value of an unfinished game (`evaluate`), and its default computer player,
which plays the rollouts.

One decision, as in single-observer ISMCTS (Cowling, Powley & Whitehouse 2012; OpenSpiel's
algorithms/ismcts.cc; boardgame.io's MCTS bot plays the same loop without the re-deal):
1. Each iteration starts from the game as it stood at the start of this turn (a checkpoint the
   player keeps: a copy it plays on and puts back after each iteration, kernel/undo.py; the engine
   cannot be copied in the middle of asking) and feeds it the answers given since, which brings
   the copy to this very decision.
2. There the copy is determinized: what this player cannot see (the order of the decks, the
   other players' hands) is dealt again at random, and the dice get a fresh seed, so the search
   never profits from knowing a card or a roll it could not know.
3. Down the tree: at each of this player's own decisions the answer is picked by UCB over the
   answers seen so far (counting, per answer, how often it was legal: the "availability" of
   ISMCTS), with a prior weight for the answer the rollout player would give (a prior that fades with
   visits); an answer never tried is tried first (that one before the others), then the tree ends.
4. From there every seat (this one too) plays the engine's default computer player, up to
   `horizon` turns past this one; the game's outcome (a win counts 1, a shared win its share)
   or, if it is not over, the engine's `evaluate` is backed up the path.
The answer tried most often is chosen (a decision stops before its budget is spent when the
rest could not change that: `_settled`). Other players' decisions are not searched: they are
played by the engine's computer player (an opponent model), which keeps the tree to one
player's choices and the budget where it matters.
Money answers (a range lo..hi) are searched over a few amounts: lo, hi, what the rollout player
would give, and two in between.
"""
from __future__ import annotations

import gc
import math
import random
import time

from ..games import engine_of
from ..kernel import undo
from ..kernel.dice import shuffle
from .base import Player
from .random_player import RandomPlayer

DEFAULT_ITERATIONS = 24      # per decision; bench/players.py measures the time this takes
DEFAULT_HORIZON = 1          # turns after this one that rollouts play before `evaluate`
DEFAULT_WORK = 8000          # engine steps (asks) all copies of one decision may play (a bound for very long turns)
EXPLORATION = 0.7            # UCB constant; values are win shares in 0..1
PRIOR = 0.3                  # weight of the rollout player's own answer, fading with its visits
MARGIN = 0.05                # how much better (win share) another answer must do to replace it


_PLAIN_ANSWERS = frozenset({str, int, bool, type(None)})


def answer_key(answer):
    """A name for an answer that is the same in every copy of the game (cards by id)."""
    if answer.__class__ in _PLAIN_ANSWERS:     # most answers: a word or a number, their own name
        return answer
    if hasattr(answer, "id"):
        return answer.id
    if isinstance(answer, (tuple, list)):
        return tuple(answer_key(x) for x in answer)
    return answer


class Node:
    __slots__ = ("avail", "children", "value", "visits")

    def __init__(self):
        self.visits = 0
        self.avail = 0
        self.value = 0.0
        self.children: dict = {}


def redeal(game, viewer: int, rng: random.Random, private=(), secret=(), plan=None) -> None:
    """Deal again what `viewer` cannot see: the cards in `secret` zones (order unknown to all,
    e.g. decks) and in other seats' `private` zones (e.g. hands). A card only swaps places
    with unseen cards of its own kind, and, when every seat has its own deck, of its own seat.
    `plan`: deal_plan(game, viewer, private, secret) made before, if the game is as it was then."""
    if plan is None:
        plan = deal_plan(game, viewer, private, secret)
    cards: list = []
    for dealt in plan.groups:
        dealt = list(dealt)
        shuffle(rng, dealt)                    # rng.shuffle(dealt), the same draws
        cards.extend(dealt)
    if plan.prepared is None:
        plan.prepared = game.state.prepare_exchange(plan.places, plan.lists)
    game.state.exchange_prepared(plan.prepared, cards)     # through the state, so its caches see the new places


class DealPlan:
    """Which places a re-deal shuffles among: the unseen cards grouped by kind (and seat), each
    group's places in order (`places`, every group's one after the other) and cards (`groups`).
    `fits(game)` tells whether the game's unseen zones still hold what they held when it was made
    (the iterations of one decision all reach the same position: the plan is made once)."""

    __slots__ = ("game", "zones", "places", "lists", "groups", "prepared")

    def __init__(self, game, zones, places, lists, groups):
        self.prepared = None          # State.prepare_exchange of the places, made at the first deal
        self.game = game
        self.zones = zones            # [(the zone's list, its cards then)] of every zone looked at
        self.places = places
        self.lists = lists            # the zone list of each place
        self.groups = groups

    def fits(self, game) -> bool:
        if game is not self.game:
            return False
        for lst, was in self.zones:
            if lst != was:                     # the same cards in the same order (a card has no __eq__)
                return False
        return True


def deal_plan(game, viewer: int, private=(), secret=()) -> DealPlan:
    st = game.state
    per_seat_decks = any(z in st.seat_zones for z in secret)
    groups: dict = {}
    zones = []
    for z in st.shared_zones:
        if z in secret:
            lst = st.zones[z]
            zones.append((lst, list(lst)))
            for i, c in enumerate(lst):
                groups.setdefault((c.kind, -1), []).append((c, (z, -1, i), lst))
    for seat in st.seats:
        q = seat.index
        for z in st.seat_zones:
            if z in secret or (z in private and q != viewer):
                lst = getattr(seat, z)
                zones.append((lst, list(lst)))
                for i, c in enumerate(lst):
                    groups.setdefault((c.kind, q if per_seat_decks else -1), []).append((c, (z, q, i), lst))
    places, lists, dealt = [], [], []
    for slots in groups.values():
        if len(slots) < 2:
            continue
        places.extend(place for _, place, _ in slots)
        lists.extend(lst for _, _, lst in slots)
        dealt.append(tuple(c for c, _, _ in slots))
    return DealPlan(game, zones, places, lists, dealt)


class _Seat(Player):
    """Plays one seat of a copy: the search's own seat goes through the tree, the rest roll out."""

    def __init__(self, run: _Iteration, seat: int, policy: Player):
        self.run, self.seat, self.policy = run, seat, policy
        self.kind = policy.kind

    def choose(self, d):
        return self.run.choose(self.seat, d, self.policy)


class _Iteration:
    """One walk down the tree and one rollout, in one copy of the game."""

    def __init__(self, search: SearchPlayer, root: Node, me: int, rng: random.Random, rollers: list):
        self.search, self.node, self.me, self.rng = search, root, me, rng
        self.rollers = rollers                    # the rollout player of each seat
        self.path = [root]
        self.in_tree = True
        self.started = False

    def choose(self, seat: int, d, policy: Player):
        if not self.started:                      # the decision being searched: deal again here
            self.started = True
            s = self.search
            plan = s._deal
            if plan is None or not plan.fits(d.game):
                plan = s._deal = deal_plan(d.game, self.me, s.engine.private_zones, s.engine.secret_zones)
            redeal(d.game, self.me, self.rng, plan=plan)
            d.game.dice.rng.seed(self.rng.getrandbits(64))
            # From here the other seats are asked by the game itself, as their rollout players.
            players = list(self.rollers)
            players[self.me] = d.game.players[self.me]
            d.game.players = players
        if seat != self.me or not self.in_tree:
            return policy.choose(d)
        return self._tree(d, policy)

    def _tree(self, d, policy: Player):
        pick = policy.choose(d)                   # the rollout player's own answer: tried first
        answers = candidates(d, pick)
        node = self.node
        keyed = [(answer_key(a), a) for a in answers]
        favourite = answer_key(pick)
        if len(self.path) == 1:
            votes = self.search._votes
            votes[favourite] = votes.get(favourite, 0) + 1
        untried = []
        for k, _ in keyed:
            child = node.children.get(k)
            if child is None:
                child = node.children[k] = Node()
            child.avail += 1
            if child.visits == 0:
                untried.append(k)
        if untried:
            k = favourite if favourite in untried else untried[self.rng.randrange(len(untried))]
            self.in_tree = False                  # expanded one: the rest is rollout
            d.game.players = self.rollers         # every seat asked as its rollout player from here
        else:
            c, prior = self.search.exploration, self.search.prior
            k = max(keyed, key=lambda ka: _ucb(node.children[ka[0]], c)
                    + (prior / node.children[ka[0]].visits if ka[0] == favourite else 0.0))[0]
        child = node.children[k]
        self.path.append(child)
        self.node = child
        return dict(keyed)[k]


def _ucb(n: Node, c: float) -> float:
    return n.value / n.visits + c * math.sqrt(math.log(max(n.avail, 1)) / n.visits)


def candidates(d, pick) -> list:
    """The answers the tree tries: every option, and for a range a few amounts (with `pick`,
    the rollout player's answer)."""
    out = list(d.options)
    if d.has_range():
        lo, hi = d.lo, d.hi
        nums = {lo, hi, lo + (hi - lo) // 3, lo + 2 * (hi - lo) // 3}
        if type(pick) is int and lo <= pick <= hi:
            nums.add(pick)
        out += sorted(nums)
    return out


class SearchPlayer(Player):
    kind = "search"

    def __init__(self, seed: int = 0, iterations: int = DEFAULT_ITERATIONS, seconds: float | None = None,
                 horizon: int | None = None, exploration: float = EXPLORATION, prior: float = PRIOR,
                 margin: float = MARGIN, settle: bool = True, cap: float | None = None,
                 work: int | None = DEFAULT_WORK):
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds                 # a time budget per decision instead (not reproducible)
        self.horizon = horizon                 # turns played past this one before `evaluate`
        self.exploration = exploration
        self.prior = prior
        self.margin = margin
        self.settle = settle                   # stop a decision once its answer cannot change
        self.cap = cap                         # CPU seconds a decision may take at most (off: None;
                                               # when it stops one, the answer depends on the machine)
        # A bound on the work of one decision that is the same on every machine: once the copies
        # have played this many engine steps (replayed answers included), no new iteration starts.
        self.work = work
        self.engine = None
        self._rollers = None                   # (game, the rollout players of its seats)
        self._cp = None                        # (game, checkpoint): the game at the start of a turn
        self._work = None                      # (checkpoint, its copy, the copy's undo record)
        self._playable = None                  # the checkpoint, when it is this player's to play on
        self._deal = None                      # the DealPlan of the decision being searched
        self.stats = {"decisions": 0, "iterations": 0, "copies": 0, "seconds": 0.0, "settled": 0, "capped": 0,
                      "worked_out": 0, "steps": 0,
                      "restores": 0}

    # ------------------------------------------------------------ the decision
    def choose(self, d):
        # The tries make and drop many small objects and almost no cycles: the cyclic collector is
        # paused while they run (its passes were about 1% of a decision) and runs again at its own
        # thresholds once the decision is made.
        paused = gc.isenabled()
        if paused:
            gc.disable()
        try:
            return self._choose(d)
        finally:
            if paused:
                gc.enable()

    def _choose(self, d):
        t0, c0 = time.perf_counter(), time.process_time()
        g = d.game
        if self.engine is None:
            self.engine = engine_of(g.pack)
        cp = self._checkpoint(g)
        root = Node()
        self._votes: dict = {}                 # the rollout player's answer here, per re-deal
        rollout_kind = self._rollout_kind()
        horizon = None
        if self.engine.evaluate is not None:
            horizon = g.turn + (self.horizon if self.horizon is not None else DEFAULT_HORIZON)
        n = 0
        spent = 0                              # engine steps the copies of this decision played
        while True:
            if self.seconds is not None:
                if n and time.perf_counter() - t0 >= self.seconds:
                    break
            elif n >= self.iterations:
                break
            if self.cap is not None and n and time.process_time() - c0 >= self.cap:
                self.stats["capped"] += 1
                break
            if self.work is not None and spent >= self.work:
                self.stats["worked_out"] += 1
                break
            spent += self._iterate(g, d, cp, root, rollout_kind, horizon)
            n += 1
            if self.settle and self.seconds is None and n < self.iterations and self._settled(root, n):
                self.stats["settled"] += 1
                break
        votes = self._votes
        best = self._pick(root, max(votes, key=votes.get) if votes else None)
        self.stats["decisions"] += 1
        self.stats["iterations"] += n
        self.stats["steps"] += spent
        self.stats["seconds"] += time.perf_counter() - t0
        for a in d.options:
            if answer_key(a) == best:
                return a
        if type(best) is int and d.check(best) is None:
            return best
        return d.options[0] if d.options else d.lo

    def _settled(self, root: Node, n: int) -> bool:
        """Could the rest of the budget still change the answer? Not when the rollout player's
        answer holds a majority of the votes that no remaining re-deal can overturn and more than
        half the budget's visits (no other answer can reach as many): then the full budget would
        choose it too, so stopping here saves time without changing any decision."""
        left = self.iterations - n
        votes = self._votes
        if not votes or 2 * n <= self.iterations:
            return False
        fav = max(votes, key=votes.get)
        if votes[fav] <= left + max((v for k, v in votes.items() if k != fav), default=0):
            return False
        child = root.children.get(fav)
        return child is not None and 2 * child.visits > self.iterations

    def _pick(self, root: Node, favourite):
        """The answer tried most often; but the rollout player's own answer stays unless another
        did clearly better (by `margin` in win share): a small budget is noisy."""
        if not root.children:
            return None
        best, node = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].value))
        fav = root.children.get(favourite)
        if fav is not None and fav.visits and best != favourite:
            if node.value / node.visits - fav.value / fav.visits < self.margin:
                return favourite
        return best

    def _rollout_kind(self):
        kind = self.engine.default_seat
        cls = self.engine.players.get(kind)
        return cls if cls is not None else RandomPlayer

    def _iterate(self, g, d, cp, root: Node, rollout_cls, horizon) -> int:
        """One iteration; returns the engine steps its copy played."""
        me = d.player
        held = self._rollers
        if held is None or held[0] is not g:
            # One rollout player per seat for all of a game's copies: what such a player learns
            # that holds in any copy (the heuristic's tried abilities) is learnt once, not per copy.
            held = self._rollers = (g, [rollout_cls(self.rng.getrandbits(32)) for _ in range(g.n)])
        it = _Iteration(self, root, me, self.rng, held[1])
        seats = [_Seat(it, q, held[1][q]) for q in range(g.n)]
        sim = self._fresh_copy(cp, seats)
        sim.feed = g.answers                   # read only: brings the copy to this decision
        sim.feed_pos = len(cp.answers)
        sim.replay_only = False
        sim.outcome, sim.reason = None, ""
        steps = sim.steps
        sim.run(max_turns=horizon)
        if it.started:                         # else the copy never reached the decision: nothing learnt
            v = self._values(sim)[me]
            for node in it.path:
                node.visits += 1
                node.value += v
        return sim.steps - steps

    def _fresh_copy(self, cp, seats):
        """A copy of the checkpoint `cp` for one iteration, played by `seats`. The first is a copy
        (Table.clone) and its state is noted (kernel/undo.py); the next ones are that copy put back
        as it was, which costs a fraction of a copy. A game whose state cannot be noted is copied
        every time."""
        work = self._work
        if work is not None and work[0] is cp:
            sim, rec = work[1], work[2]
            if rec is not None:
                undo.detach(self._rollers[1], rec)
                rec.restore()
                sim.players = seats
                self.stats["restores"] += 1
                return sim
        if cp is self._playable:
            # A checkpoint brought forward by `_checkpoint` is this player's own: noted, it is
            # played on and put back itself (the next checkpoint brings it forward again).
            self._playable = None
            players, feed = cp.players, cp.feed
            cp.players = seats
            cp.feed = None                     # the feed is the game's own record: not noted, never put back
            try:
                rec = undo.record(cp, skip=(cp.players, cp.log))
            except undo.Unrecordable:
                cp.players, cp.feed = players, feed
            else:
                self._work = (cp, cp, rec)
                return cp
        sim = cp.clone(players=seats)
        self.stats["copies"] += 1
        try:
            rec = undo.record(sim, skip=(sim.players, sim.log))
        except undo.Unrecordable:
            rec = None
        self._work = (cp, sim, rec) if rec is not None else None
        return sim

    def _values(self, sim) -> list[float]:
        if sim.outcome not in (None, "stopped"):
            w = sim.winners
            return [1.0 / len(w) if q in w else 0.0 for q in range(sim.n)]
        return list(self.engine.evaluate(sim))

    # ------------------------------------------------------------ the checkpoint
    def _checkpoint(self, g):
        """A game at the start of the turn being played, that only replays answers: a copy of `g`
        as it was then, or the work copy of the iterations (`_fresh_copy`) put back as it stood
        at the last checkpoint and brought forward (no copy made per turn)."""
        want = g.turn - 1
        held = self._cp                        # (game, checkpoint, its turn, made in setup, never played)
        if held is not None and held[0] is g and held[2] == max(want, 0) and want >= 0 and not held[3]:
            return held[1]
        if want < 0 or g.phase == "setup":
            if held is not None and held[0] is g and held[3] and held[4]:
                return held[1]                 # the game as it was made: never played, only copied
            cp = self.engine.game(g.pack, [RandomPlayer(0) for _ in range(g.n)], seed=g.seed,
                                  house_rules=list(g.house_rule_ids), log=False)
            self._cp = (g, cp, cp.turn, cp.phase == "setup", not cp.steps)
            self._playable = None
            return cp
        base = held[1] if held is not None and held[0] is g and held[2] <= want else None
        work = self._work
        if base is not None and work is not None and work[0] is base and work[2] is not None:
            # The work copy is the checkpoint once put back: bring it forward and note it again.
            base, rec = work[1], work[2]
            if self._rollers is not None:
                undo.detach(self._rollers[1], rec)
            rec.restore()
            base.players = [RandomPlayer(0) for _ in range(g.n)]
            self._work = None
        elif base is None:
            base = self.engine.game(g.pack, [RandomPlayer(0) for _ in range(g.n)], seed=g.seed,
                                    house_rules=list(g.house_rule_ids), log=False)
        else:
            base = base.clone()
        base.feed = g.answers
        base.feed_pos = len(base.answers)
        base.replay_only = True
        base.outcome, base.reason = None, ""
        base.run(max_turns=want)
        self._cp = (g, base, base.turn, base.phase == "setup", not base.steps)
        self._playable = base
        return base
