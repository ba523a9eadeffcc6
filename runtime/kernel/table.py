"""The table every game on the kernel is played at: players, dice, log, and asking.

`ask` puts a Decision to a player and records the answer (encoded, in order);
with a `feed` of recorded answers it replays them first, so the seed plus the
answers are the game (runtime/save.py). An engine's Game subclasses Table and
sets `seats` (and whatever its rules keep).

Every game is bounded (docs/security.md): each `ask`, answered by a player or
automatically, is a step, and a game that takes more than STEP_BUDGET steps
ends as "no winner" (the step budget) wherever it is. The engine's `run` is
wrapped for this when its class is made (__init_subclass__), so no engine can
forget it; the longest ordinary games take a few thousand steps.
"""
from __future__ import annotations

import functools
import gc
import os

from .choices import Decision, IllegalAnswer
from .copying import copy_game, deep
from .dice import Dice
from .errors import GameError, ReplayExhausted, StepBudgetSpent
from .log import Log

_new = object.__new__


def _budget() -> int:
    """50,000 steps: eight times the longest game seen (last man standing to the 300-turn cap:
    ~6,000 steps), a few minutes at most. The environment (the user's, trusted) may set another."""
    value = os.environ.get("SYNDICATE_STEP_BUDGET", "")
    return int(value) if value.isdigit() and 0 < int(value) < 10**9 else 50_000


STEP_BUDGET = _budget()
BUDGET_REASON = "the step budget of {budget:,} steps was used up"


def _bounded(run):
    """An engine's run(), ending the game as "no winner" when the step budget is spent."""
    @functools.wraps(run)
    def bounded_run(self, *args, **kwargs):
        try:
            return run(self, *args, **kwargs)
        except StepBudgetSpent:
            self.outcome, self.reason = "no winner", BUDGET_REASON.format(budget=self.step_budget)
            self.winners = []
            self.phase = "over"
            summary = getattr(self, "summary", None)
            self.say("end", summary() if summary else f"=== no winner: {self.reason} ===")
            return self.outcome
    bounded_run.bounded = True
    return bounded_run


_HEAP_SETTLED = False


def _slot_names(cls) -> tuple:
    """The slots a table's class and its bases declare (for Table.__deepcopy__), found once per class."""
    got = cls.__dict__.get("_TABLE_SLOTS")
    if got is None:
        got = tuple(n for k in reversed(cls.__mro__) for n in k.__dict__.get("__slots__", ())
                    if n not in ("__dict__", "__weakref__"))
        cls._TABLE_SLOTS = got
    return got


def _settle_heap() -> None:
    """At the first game of a process, move what is alive then (modules, the compiled pack) out of
    the cyclic collector's way (gc.freeze, after a collection): the games' own garbage is collected
    as before, but a full collection no longer walks the long-lived heap (3% of a heuristic Crime
    Lords game); and collect the youngest objects every 10,000 allocations, not 700 (a game makes
    many short-lived ones: 1% more). Frozen objects are hidden from gc.get_referrers."""
    global _HEAP_SETTLED
    if not _HEAP_SETTLED:
        _HEAP_SETTLED = True
        gc.collect()
        gc.freeze()
        young, *older = gc.get_threshold()
        gc.set_threshold(max(young, 10_000), *older)


class Table:
    step_budget = STEP_BUDGET
    # What __init__ sets on every table. An engine's Game may hold these, and its own attributes, in
    # `__slots__` (`__slots__ = Table.FIELDS + (...)`): CPython keeps an object's attributes in the
    # object itself only while its class's instances have at most 30 of them, past that in a dict
    # of their own whose every read is slower (a game's attributes are read at every step).
    # A copy (__deepcopy__) and an undo (kernel/undo.py) take the slots with the rest.
    FIELDS = ("players", "n", "seed", "seats", "dice", "log", "answers", "feed", "feed_pos", "replay_only",
              "decisions", "tally", "used_cards", "steps")

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        run = cls.__dict__.get("run")
        if run is not None and not getattr(run, "bounded", False):
            cls.run = _bounded(run)
    # Attributes a copy shares with the original instead of copying: read-only for the whole
    # game (the compiled pack and what is read from it). An engine adds its own (e.g. its
    # ruleset after house rules); everything else a game holds is copied by `clone`.
    SHARED = ("pack",)

    def __init__(self, players: list, seed: int = 0, log: bool = True, echo=None):
        _settle_heap()
        self.players = players
        self.n = len(players)
        self.seed = seed
        self.seats: list = []
        self.dice = Dice(seed)
        self.log = Log(enabled=log, echo=echo)
        self.answers: list = []       # encoded answers, in order: the replay record
        self.feed: list | None = None
        self.feed_pos = 0
        self.replay_only = False
        self.decisions = 0
        # What each seat did, by kind ("recruit", "pass" …), and which cards were used: the engine's own
        # count for reports (`syndicate simulate`'s action mix). Never read by the rules, not in snapshots.
        self.tally: dict[int, dict[str, int]] = {}
        self.used_cards: list[tuple[int, str]] = []     # (seat, card id) of each card played, in order
        self.steps = 0                # every ask, automatic ones too: the step budget counts these

    # ----------------------------------------------------------------- decisions
    def ask(self, kind: str, player: int, options=None, lo=None, hi=None, prompt="", labels=None,
            info=None, auto=True):
        steps = self.steps = self.steps + 1
        if steps > self.step_budget:
            raise StepBudgetSpent()
        if self.feed is None and not self.replay_only:
            # A game played by its players (no replay): the path every step of a simulation takes,
            # written out for its shapes (options; a range, maybe beside options); anything unusual
            # (no answer at all, options beside an empty range) goes on to the general path below.
            if lo is None or hi is None or lo > hi:
                ranged = False
                fast = bool(options)    # a choice among options only (Decision.count(): their number)
                if fast and auto and len(options) == 1:
                    return options[0]
            else:
                ranged = True
                fast = options is None or bool(options)
                if options is None:
                    if auto and lo == hi:
                        return lo
                    options = []
            if fast:
                # Decision(kind, player, options, lo, hi, prompt, labels, self, info), its slots set
                # here (a call less per step)
                d = _new(Decision)
                d.kind = kind
                d.player = player
                d.options = options
                d.lo = lo
                d.hi = hi
                d._prompt = prompt
                d._labels = labels
                d.game = self
                d.info = info
                answer = self.players[player].choose(d)
                if ranged and type(answer) is int:      # a number is checked against the range
                    if not lo <= answer <= hi:          # (Decision.check) and is its own record (encode)
                        return self._ask_again(d, answer)
                    record = answer
                else:   # anything else is one of the options: finding its index is the check and the record
                    try:
                        record = [options.index(answer)]
                    except ValueError:
                        return self._ask_again(d, answer)
                self.decisions += 1
                self.answers.append(record)
                return answer
        # Decision.count() and has_range(), inline: this runs for every step of every game.
        if lo is not None and hi is not None and lo <= hi:
            ranged = True
            total = hi - lo + 1 + (len(options) if options is not None else 0)
        else:
            ranged = False
            total = len(options) if options is not None else 0
        if total == 0:
            raise GameError(f"no legal answer for {kind} (player {player})")
        if auto and total == 1:
            return options[0] if options else lo
        feed = self.feed
        if feed is not None and self.feed_pos < len(feed):
            rec = feed[self.feed_pos]
            self.feed_pos += 1
            pl = self.players[player]
            if rec.__class__ is list and rec and type(rec[0]) is int and options is not None \
                    and -len(options) <= rec[0] < len(options) \
                    and (not ranged or type(options[rec[0]]) is not int):
                # An option's index (what a choice among options records): decode, check and
                # encode written out (an option is one of the options; its record is its first index).
                # Beside a range, an option that is a number is checked against the range (below).
                answer = options[rec[0]]
                record = [options.index(answer)]
            elif ranged and type(rec) is int and lo <= rec <= hi:
                answer = record = rec           # a number in the range is its own record
            else:
                d = Decision(kind, player, options, lo, hi, prompt, labels, self, info)
                try:
                    answer = d.decode(rec)
                except (IndexError, TypeError):
                    raise GameError(f"replay diverged at decision {len(self.answers) + 1} ({kind}): "
                                    f"recorded answer {rec!r} does not fit")
                why = d.check(answer)
                if why:
                    raise GameError(f"replay diverged at decision {len(self.answers) + 1} ({kind}): {why}")
                record = d.encode(answer)
            # No Decision is made for a replayed answer unless the player is asked too (to keep a
            # seeded computer player's own generator in step): a search's copies replay many.
            if not self.replay_only and pl.replays:
                pl.choose(Decision(kind, player, options, lo, hi, prompt, labels, self, info))
        else:
            d = Decision(kind, player, options, lo, hi, prompt, labels, self, info)
            if self.replay_only:
                raise ReplayExhausted(d)
            answer = self.players[player].choose(d)
            # Finding an option's index is both the check (Decision.check: `answer in options`) and
            # the record (Decision.encode); a number in the range is legal and its own record.
            # Anything else goes to `_ask_again`: Decision.check, the player told why, asked again.
            if not ranged or type(answer) is not int:
                try:
                    record = [d.options.index(answer)]
                except ValueError:
                    return self._ask_again(d, answer)
            elif lo <= answer <= hi:
                record = answer
            else:
                return self._ask_again(d, answer)
        self.decisions += 1
        self.answers.append(record)
        return answer

    def _ask_again(self, d: Decision, answer):
        """The rest of `ask` for an answer its fast path did not find legal: the player is told why
        and asked again (at most 20 tries), as the general path does."""
        player_obj = self.players[d.player]
        tries = 0
        while True:
            why = d.check(answer)
            if why is None:
                record = d.encode(answer)
                break
            tries += 1
            player_obj.refused(d, answer, why)
            if tries >= 20:
                raise IllegalAnswer(d, answer, why)
            answer = player_obj.choose(d)
        self.decisions += 1
        self.answers.append(record)
        return answer

    def close(self) -> None:
        """Let go of what ties a finished game's parts to one another, so that they are freed by
        their reference counts when the caller drops the game, not by the cyclic collector.

        Why: a game and its ability index, its state's leave hook and its players' kept readings
        hold one another in cycles (some 1,500 objects of a heuristic Crime Lords game), which only
        the collector frees: it ran and walked them while the next games were played. A caller
        that has read what it needs of a game (simulate's summary) closes it; the game is not
        played or read afterwards."""
        for player in self.players:
            player.forget(self)
        self.state.on_leave = None
        index = getattr(self, "abil", None)
        if index is not None:
            index.close()

    def clone(self, players=None, log: bool = False):
        """An independent copy of the game, to play forward from here (search players, probes).

        Every piece of state is copied, whatever the engine keeps (runtime/kernel/copying.py);
        the compiled pack and the engine's SHARED read-only tables are shared; `players`
        (default: the same players) take the seats; the copy keeps a log only if `log`.
        Played forward with the same answers, a copy and its original reach the same state
        (tests/test_search_player.py checks this for every registered game).
        """
        return copy_game(self, players, log)

    # An undo (kernel/undo.py) notes the game's attributes as a copy copies them: the answer
    # records by reference (never changed once written), their list itself put back.
    __undo_plain__ = True
    __undo_shallow__ = ("answers", "feed")

    def __deepcopy__(self, memo):
        cls = type(self)
        new = object.__new__(cls)
        memo[id(self)] = new
        # Set one by one (the copy's attributes stay in the object, as its class lays them out).
        put = setattr
        for k, v in self.__dict__.items():
            # answer records are never changed once written: the copy gets its own list of them
            put(new, k, list(v) if k == "answers" else deep(v, memo))
        for k in _slot_names(cls):
            try:
                v = getattr(self, k)
            except AttributeError:       # not set (yet)
                continue
            put(new, k, list(v) if k == "answers" else deep(v, memo))
        return new

    def yes(self, kind: str, player: int, prompt: str = "", info=None) -> bool:
        return self.ask(kind, player, ["no", "yes"], prompt=prompt, info=info) == "yes"

    def record(self, what: str, seat: int, card_id: str | None = None) -> None:
        """Count one thing a seat did (an action, a pass, a card played) for the simulation report."""
        mine = self.tally.setdefault(seat, {})
        mine[what] = mine.get(what, 0) + 1
        if card_id is not None:
            self.used_cards.append((seat, card_id))

    # ----------------------------------------------------------------- the contract's optional members
    # (runtime/games/contract.py): an engine overrides those it offers.
    TALLY_KINDS: tuple = ()          # what Table.record counts, so a kind nobody did reads 0
    first = None                     # the seat that opened the game, when the engine says
    house_rule_ids: list = []        # replaced by the engine with the rules in force
    seat_kinds: list = []            # set by the session
    abil = None                      # the ability index (runtime/abilities), when the engine hosts abilities

    def scores(self) -> dict:
        """Scores beside money for simulation reports ({name: [per seat]}); none by default."""
        return {}

    def hand_cards(self, seat) -> list:
        return []

    def status(self, seat: int):
        return None

    def status_line(self, seat: int):
        return None

    def describe_option(self, decision, option):
        return None

    def describe_subject(self, decision):
        return None

    # ----------------------------------------------------------------- helpers
    def say(self, kind: str, text: str) -> None:
        self.log.add(kind, text)

    @property
    def speaking(self) -> bool:
        """Does anything keep or show what say() is told? A line whose words take work to make
        (an ability's text, an attack's sum) is made only then: simulations run with no log."""
        return self.log.speaking

    def name(self, p: int) -> str:
        return self.seats[p].name

    def alive(self) -> list[int]:
        out = []
        for s in self.seats:           # a loop, not a comprehension (in this Python a call of its own)
            if s.alive:
                out.append(s.index)
        return out

    def next_alive(self, p: int) -> int:
        for k in range(1, self.n + 1):
            q = (p + k) % self.n
            if self.seats[q].alive:
                return q
        return p

