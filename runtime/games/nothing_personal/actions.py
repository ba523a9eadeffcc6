"""What families do: phase A's turn, the any-time windows, a gangster's action, moves, whacks,
the influence cards' actions, the gangsters' powers and the positions' powers (NP-INF, NP-BUS,
NP-MOVE, NP-HIT, NP-POS, NP-GNG, NP-CRD). Functions of a NothingPersonalGame `g`."""
from __future__ import annotations

from ...abilities import ability_text, count_use, use_ability
from ...api import Activated
from ...kernel.events import Event
from .negotiate import negotiate

NEUTRAL = -1


# Labels passed as functions are made only when read (a person's player reads them while deciding;
# kernel/choices.Decision): a game played by programs never makes them.

# ---------------------------------------------------------------------- placing (NP-INF-02/03)
def matching(g, target_id: str) -> list:
    t = g.R.targets[target_id]
    if t.get("wild"):
        return g.board()
    if t.get("position"):
        c = g.slot.get(t["position"])
        return [c] if c is not None else []
    return [c for c in g.board() if t.get("type") in c.types]


def placeable_icons(g, p: int, card) -> list:
    """The icons of a card that p can place in full (NP-INF-03)."""
    supply = g.seats[p].supply
    return [i for i in card.icons if i["count"] <= supply and matching(g, i["target"])]


def place_card(g, p: int, card):
    """NP-INF-02: each icon's markers all on one matching gangster; returns the first gangster used."""
    anchor = None
    for icon in card.icons:
        if icon["count"] > g.seats[p].supply:
            continue                                   # NP-INF-03: this icon places nothing
        options = matching(g, icon["target"])
        if not options:
            continue
        target = g.ask("place", p, options, prompt=f"{card.name}: {icon['count']} on which {icon['target']} gangster?",
                       labels=lambda options=options: [g.label(c) for c in options], info=card)
        g.place(p, target, icon["count"])
        g.say("place", f"{g.name(p)} places {icon['count']} on {g.label(target)} ({card.name})")
        anchor = anchor or target
    return anchor


def plays_of(g, card, timings) -> list:
    """The card's played abilities (`play TIMING: ...`) in these timing windows."""
    return [r for r in (g.pack.abilities or {}).get(card.id, ()) if isinstance(r, Activated) and r.timing in timings]


def any_time(g, card) -> bool:
    """NP-INF-08: a card with an `any_time` ability: it pays no ante when played to place in phase A,
    and may be played in a window outside phase A (for the fee)."""
    return bool(plays_of(g, card, ("any_time",)))


def playable(g, p: int, card, timings):
    """The first of the card's played abilities in these windows that p may use now, or None."""
    return next((r for r in plays_of(g, card, timings) if action_usable(g, p, card, r)), None)


# ---------------------------------------------------------------------- phase A (NP-INF)
def influence_turn(g, p: int, ante_open: bool) -> None:
    s = g.seats[p]
    while True:
        need = g.ante if ante_open else 0
        plays = [c for c in s.hand if placeable_icons(g, p, c) and (s.money >= need or any_time(g, c))]
        ors = [c for c in s.hand if s.money >= need and playable(g, p, c, ("instead", "any_time")) is not None]
        menu, labels = [], []
        if plays:
            menu.append("play"); labels.append("play an influence card to place markers")
        if ors:
            menu.append("action"); labels.append("discard a card for its action")
        if s.hand and s.money >= need and s.supply and g.board():
            menu.append("marker"); labels.append("discard a card for one marker on any gangster")
        if s.hand:
            menu.append("cash"); labels.append(f"discard a card for ${g.R.discard_money} (not a play)")
        menu.append("pass"); labels.append("pass for the rest of the phase")
        what = g.ask("influence", p, menu, prompt=f"phase A, ante ${g.ante}: what now?", labels=labels)
        if what == "pass":
            s.passed = True
            g.record("pass", p)
            g.say("pass", f"{g.name(p)} passes")
            return
        if what == "cash":                                      # NP-INF-09: no turn spent
            card = g.ask("card", p, list(s.hand), prompt="cash which card?", labels=[c.name for c in s.hand])
            g.discard(card)
            g.gain(p, g.R.discard_money, "cash")
            g.record("cash", p)
            g.say("cash", f"{g.name(p)} cashes {card.name} for ${g.R.discard_money}")
            continue
        pool = plays if what == "play" else ors if what == "action" else list(s.hand)
        card = g.ask("card", p, pool, prompt="which card?", labels=lambda: [card_words(g, c) for c in pool])
        if ante_open and not (what == "play" and any_time(g, card)):   # NP-INF-07/08
            paid = g.ask("ante", p, lo=g.ante, hi=s.money, prompt=f"the ante is ${g.ante}: pay how much?")
            if paid:
                g.pay(p, paid, "ante")
                g.record("ante", p)
                if paid > g.ante:
                    g.say("ante", f"{g.name(p)} raises the ante to ${paid}")
                    g.ante = paid
        if what == "play":
            g.record("play", p, card.id)
            g.placed = place_card(g, p, card)
            rec = playable(g, p, card, ("after_placing",))     # NP-INF-04: the AND action follows
            if rec is not None:
                g.record("action_played", p, card.id)
                use_action(g, p, card, rec)
            g.placed = None
            if card.zone == "hand":
                g.discard(card)
        elif what == "action":
            g.record("card_action", p, card.id)
            g.say("action", f"{g.name(p)} discards {card.name} for its action")
            rec = playable(g, p, card, ("instead", "any_time"))
            if rec is not None:
                use_action(g, p, card, rec)
            else:                           # the ante paid left too little for it (a whack's price)
                g.discard(card)
                g.say("action", f"{card.name} cannot be used now: it is discarded for nothing")
        else:
            g.discard(card)
            g.record("one_marker", p, card.id)
            target = g.ask("place", p, g.board(), prompt="one marker on which gangster?",
                           labels=[g.label(c) for c in g.board()])
            g.place(p, target)
            g.say("place", f"{g.name(p)} discards {card.name} for a marker on {g.label(target)}")
        return


def card_words(g, card) -> str:
    icons = " + ".join(f"{i['count']} {g.R.targets[i['target']]['name']}" for i in card.icons)
    recs = plays_of(g, card, ("after_placing", "instead", "any_time", "whack_attempted", "whack_succeeded"))
    return f"{card.name}: {icons}" + "".join(f". {ability_text(g, r)}" for r in recs)


# ---------------------------------------------------------------------- any time (NP-INF-08, NP-R-06)
def window_options(g, p: int) -> list:
    if g.seats[p].money < g.R.any_time_fee:
        return []
    return [c for c in g.seats[p].hand if playable(g, p, c, ("any_time",)) is not None]


def any_time_window(g) -> None:
    """Families in turn order from the Capo token may play any-time cards, round and round until all pass."""
    quiet = 0
    while quiet < g.n:
        for p in g.order():
            opts = window_options(g, p)
            if not opts:
                quiet += 1
            else:
                pick = g.ask("any_time", p, ["pass"] + opts, prompt="play a card now (any time)?",
                             labels=lambda opts=opts: ["pass"] + [card_words(g, c) for c in opts])
                if pick == "pass":
                    quiet += 1
                else:
                    quiet = 0
                    g.pay(p, g.R.any_time_fee, "fee")
                    g.record("any_time", p, pick.id)
                    g.say("any_time", f"{g.name(p)} plays {pick.name} outside phase A")
                    use_action(g, p, pick, playable(g, p, pick, ("any_time",)))
            if quiet >= g.n:
                return


def react(g, timing: str) -> None:
    """NP-R-06: a whack's reactions (`play whack_attempted`, `play whack_succeeded`), each family asked in
    turn order from the Capo token, each card once."""
    for q in g.order():
        while True:
            opts = [c for c in g.seats[q].hand if playable(g, q, c, (timing,)) is not None]
            if not opts:
                break
            pick = g.ask("react", q, ["pass"] + opts, prompt=f"a whack on {g.label(g.whack_now.target)}: play a card?",
                         labels=lambda opts=opts: ["pass"] + [card_words(g, c) for c in opts], info=g.whack_now)
            if pick == "pass":
                break
            g.record("card_action", q, pick.id)
            use_action(g, q, pick, playable(g, q, pick, (timing,)))


# ---------------------------------------------------------------------- phase B actions (NP-BUS-03)
def ability_actions(g, card) -> list:
    """The card's `action` abilities (Activated records of the effect language), in its order."""
    return [r for r in (g.pack.abilities or {}).get(card.id, ()) if isinstance(r, Activated)]


def action_usable(g, p: int, card, rec) -> bool:
    """May p use this action now: a candidate for every target and, without targets, its condition."""
    prev, g.acting = g.acting, p
    try:
        if rec.targets:
            return all(g.abil.candidates(card, t) for t in rec.targets)
        if rec.condition is not None:
            return bool(g.abil.run(card, rec, rec.condition, g.abil.host.context(g, card, g.seats[p]), {}))
        return True
    finally:
        g.acting = prev


def first_usable(g, p: int, card):
    return next((r for r in ability_actions(g, card) if action_usable(g, p, card, r)), None) if card is not None else None


def use_action(g, p: int, card, rec) -> None:
    """Use an action ability for p: targets asked, then the effect (runtime/abilities/use.py)."""
    prev = g.acting, g.using
    g.acting, g.using = p, (card, rec)
    try:
        use_ability(g, p, card, rec)
    finally:
        g.acting, g.using = prev


def gangster_action(g, card) -> None:
    ctl = g.controller(card, ties=True)
    if ctl is None:
        return
    if card.negated:                                              # NP-BUS-05
        card.negated = False
        g.say("action", f"{g.label(card)} is negated: no action")
        return
    if card.blackmail is not None and card.blackmail != ctl:     # NP-BLK-04, NP-NEG-02
        leave = negotiate(g, "leave", card.blackmail, ["allow", "refuse"],
                          [f"let {g.name(ctl)} act with {g.label(card)}", "refuse: he passes"],
                          f"{g.name(ctl)} wants to act with your blackmailed {g.label(card)}", info=card)
        if leave == "refuse":
            g.record("blackmail_refused", card.blackmail)
            g.say("blackmail", f"{g.name(card.blackmail)} refuses: {g.label(card)} passes")
            return
    pos = g.R.pos[card.pos]
    menu, labels = ["pass"], ["eat a cannoli (pass)"]
    where = g.position_card.get(card.pos)
    pos_rec = first_usable(g, ctl, where)
    if pos_rec is not None:
        menu.append("position"); labels.append(f"the {pos['name']}'s power: {ability_text(g, pos_rec)}")
    own_rec = first_usable(g, ctl, card)
    if own_rec is not None:
        menu.append("gangster"); labels.append(f"his own power: {ability_text(g, own_rec)}")
    for target_pid in sorted(g.R.adjacent.get(card.pos, ())):
        t = g.slot.get(target_pid)
        if t is not None and g.active(t):
            menu.append(("move", target_pid))
            labels.append(f"make a move on the {g.R.pos[target_pid]['name']} ({t.name}), "
                          f"needs {max(1, g.R.pos[target_pid]['number'] + 1 - move_bonus(g, card))}+")
    what = g.ask("gangster_action", ctl, menu, prompt=f"{g.label(card)}: which action?", labels=labels, info=card)
    if what == "pass":
        g.record("pass", ctl)
    elif what == "position":
        g.record("position_power", ctl)
        g.record("power_" + card.pos, ctl)
        use_action(g, ctl, where, pos_rec)
    elif what == "gangster":
        g.record("gangster_power", ctl)
        use_action(g, ctl, card, own_rec)
    else:
        make_move(g, ctl, card, what[1])


def move_bonus(g, card) -> int:
    """NP-MOVE-02: the card's respect, changed by his abilities (a hothead's +1)."""
    return g.abil.stat(card, "move_bonus", card.respect)


# ---------------------------------------------------------------------- making a move (NP-MOVE)
def make_move(g, p: int, card, target_pid: str) -> None:
    R = g.R
    g.record("move", p)
    target = g.slot[target_pid]
    need = R.pos[target_pid]["number"]
    face = roll_with_rerolls(g, p, card, lambda f: move_result(g, card, f, need), f"{g.label(card)}'s move", target)
    result = move_result(g, card, face, need)
    if result == "fail" and g.abil.listens("move_failed"):      # NP-GNG-03: a steady hand's free re-roll
        g.move_now = {"again": False}
        g.abil.emit(Event("move_failed", gangster=card, player=g.seats[p]))
        again, g.move_now = g.move_now["again"], None
        if again:
            face = R.die.roll(g.dice)
            result = move_result(g, card, face, need)
            g.say("move", f"{card.name} rolls again, free: {face}")
    if face != R.kill_face and face != R.always_succeeds and g.abil.on_fire is not None:
        count_use(g.abil, stats=[(card, "move_bonus", card.respect)])   # the bonus decided the move: what fired
    g.say("move", f"{g.name(p)}: {g.label(card)} makes a move on {g.label(target)}: rolls {face} "
                  f"(+{move_bonus(g, card)} against {need}): {result}")
    if result == "death":                                         # NP-MOVE-06
        g.unseat(card, "dead")
        g.update_capo()
        return
    if result == "success":                                       # NP-MOVE-04
        g.record("move_success", p)
        loser = g.controller(target)
        old = card.pos
        card.pos, target.pos = target_pid, old
        g.slot[target_pid], g.slot[old] = card, target
        card.sideways = target.sideways = True
        if target.respect > 0:                                    # NP-MOVE-09, NP-R-08
            g.respect(p, R.move_respect, "a move")
            if loser is not None:
                g.respect(loser, -R.move_respect, "a move against him")
        g.update_capo()
    else:                                                         # NP-MOVE-05
        g.respect(p, -R.move_respect, "a failed move")
    g.place(NEUTRAL, card)                                        # NP-MOVE-07


def move_result(g, card, face, need: int) -> str:
    R = g.R
    if face == R.kill_face:
        return "death"
    if face == R.always_succeeds or R.die.number(face) + move_bonus(g, card) > need:
        return "success"
    return "fail"


def roll_with_rerolls(g, p: int, card, judge, what: str, target=None):
    """NP-MOVE-08, NP-NEG-04: after each roll anyone may pay to roll again, again and again."""
    R = g.R
    face = R.die.roll(g.dice)
    while True:
        again = False
        for q in g.order():
            if g.seats[q].money < R.reroll_cost:
                continue
            if g.yes("reroll", q, prompt=f"{what}: rolled {face} ({judge(face)}); pay ${R.reroll_cost} to roll again?",
                     info=(card, face, judge(face), p, target)):
                g.pay(q, R.reroll_cost, "reroll")
                g.record("reroll", q)
                old, face = face, R.die.roll(g.dice)
                g.say("reroll", f"{g.name(q)} pays ${R.reroll_cost} to re-roll {old}: {face}")
                again = True
                break
        if not again:
            return face


# ---------------------------------------------------------------------- whacking (NP-HIT)
def whack_cost(g, target, base: int) -> int:
    top = g.slot.get(g.R.top)
    return base + (g.R.capo_whack_extra if target is top and not target.negated else 0)


def whack_targets(g, p: int, hitter, base: int) -> list:
    return [c for c in g.board() if c is not hitter and whackable(g, c)
            and g.seats[p].money >= whack_cost(g, c, base)]


def whackable(g, card) -> bool:
    """NP-GNG-03: a whack may target him unless an ability of his says otherwise (the untouchable)."""
    return bool(g.abil.stat(card, "whackable", True))


def whack(g, p: int, hitter, base: int, lose_on_fail: bool) -> None:
    options = whack_targets(g, p, hitter, base)
    if not options:
        return
    target = g.ask("whack_target", p, options, prompt="whack whom?",
                   labels=[f"{g.label(c)} (${whack_cost(g, c, base)})" for c in options])
    whack_at(g, p, hitter, target, base, lose_on_fail)


def whack_at(g, p: int, hitter, target, base: int, lose_on_fail: bool) -> None:
    """NP-HIT: p pays for a whack on the target (the Capo costs more) and rolls; `hitter` dies on the switchblade."""
    g.pay(p, whack_cost(g, target, base), "whack")
    g.record("whack", p)
    g.whack_now = Whack(target, p, hitter)
    try:
        react(g, "whack_attempted")                                # NP-R-06: a redirect
        whack_roll(g, p, hitter, g.whack_now.target, lose_on_fail)
    finally:
        g.whack_now = None


class Whack:
    """The whack in progress (`attack` in abilities): its target may change (a redirect)."""

    __slots__ = ("target", "attacker", "hitter")

    def __init__(self, target, attacker: int, hitter):
        self.target, self.attacker, self.hitter = target, attacker, hitter


def whack_roll(g, p: int, hitter, target, lose_on_fail: bool) -> None:
    R = g.R
    face = R.die.roll(g.dice)
    g.say("whack", f"{g.name(p)} whacks at {g.label(target)}: rolls {face}")
    if face == R.kill_face:                                        # NP-HIT-03
        if hitter is not None:
            g.say("whack", f"the switchblade: {g.label(hitter)} dies instead")
            g.unseat(hitter, "dead")
        g.respect(p, -R.whack_respect, "a whack gone wrong")
        return
    if R.die.number(face) < R.whack_from:
        if lose_on_fail:
            g.respect(p, -R.whack_respect, "a failed contract")
        return
    g.record("whack_success", p)
    victim = g.controller(target)
    react(g, "whack_succeeded")                                    # NP-R-06: insurance, saving markers
    if target.respect > 0:                                         # NP-HIT-02, NP-MOVE-09
        g.respect(p, R.whack_respect, f"whacking {target.name}")
        if victim is not None:
            g.respect(victim, -R.whack_respect, f"{target.name} whacked")
    g.say("whack", f"{target.name} sleeps with the fishes")
    g.unseat(target, "dead")
    g.update_capo()


# ---------------------------------------------------------------------- positions' powers (NP-POS)
def marker_spots(g, exclude_owner=None, only_owner=None, not_card=None) -> list:
    return [(c, o) for c in g.board() if c is not not_card for o in sorted(c.inf)
            if c.inf[o] and o != exclude_owner and (only_owner is None or o == only_owner)]


def spot_words(g, spot) -> str:
    c, o = spot
    return f"a {'neutral' if o == NEUTRAL else g.name(o)} marker on {g.label(c)}"


def switch_two(g, p: int) -> None:
    """NP-POS-05: p switches two markers of different colours on two gangsters."""
    spots = marker_spots(g)
    a = g.ask("switch", p, spots, prompt="switch which marker?", labels=[spot_words(g, s) for s in spots])
    rest = [s for s in spots if s[1] != a[1] and s[0] is not a[0]]
    if not rest:
        return
    b = g.ask("switch", p, rest, prompt="with which marker?", labels=[spot_words(g, s) for s in rest])
    switch(g, a, b)
    g.say("power", f"{g.name(p)} switches {spot_words(g, a)} with {spot_words(g, b)}")


def switch(g, a, b) -> None:
    (ca, oa), (cb, ob) = a, b
    bm_a, bm_b = ca.blackmail == oa and ca.inf.get(oa) == 1, cb.blackmail == ob and cb.inf.get(ob) == 1
    for card, old, new in ((ca, oa, ob), (cb, ob, oa)):
        card.inf[old] -= 1
        if not card.inf[old]:
            del card.inf[old]
        card.inf[new] = card.inf.get(new, 0) + 1
    for card, new in ((ca, ob), (cb, oa)):
        if (bm_a if card is ca else bm_b):                         # NP-BLK-03: the token changes hands
            card.blackmail = new if new != NEUTRAL else None       # a neutral marker blackmails nobody
            if new == NEUTRAL:
                g.blackmail_left += 1
    g.update_capo()


def place_neutral(g, p: int, k: int) -> None:
    for _ in range(min(k, g.neutral)):
        t = g.ask("neutral", p, g.board(), prompt="a neutral marker on whom?", labels=[g.label(c) for c in g.board()])
        g.place(NEUTRAL, t)
        g.say("power", f"{g.name(p)} puts a neutral marker on {g.label(t)}")


# ---------------------------------------------------------------------- influence cards' effects (NP-CRD-02)
def favour(g, p: int, k: int, card) -> None:
    """NP-NEG-03: p chooses which other family places k of its markers (offers welcome)."""
    others = [q for q in range(g.n) if q != p and g.seats[q].supply >= k]
    if not others:
        return
    q = negotiate(g, "allow", p, others, [g.name(q) for q in others],
                  f"{card.name}: who places {k} extra marker{'s' if k > 1 else ''}?", info=card)
    t = g.ask("place", q, g.board(), prompt=f"{g.name(p)} lets you place {k}: on whom?",
              labels=[g.label(c) for c in g.board()])
    g.place(q, t, k)
    g.say("action", f"{g.name(p)} lets {g.name(q)} place {k} on {g.label(t)}")


def draw_giving(g, p: int, k: int, given: int) -> None:
    s = g.seats[p]
    before = list(s.hand)
    g.draw(p, k)
    new = [c for c in s.hand if c not in before]
    others = [q for q in range(g.n) if q != p]
    for _ in range(min(given, len(new))):
        give = g.ask("give_card", p, new, prompt="give which card away?", labels=[c.name for c in new])
        q = g.ask("give_to", p, others, prompt=f"give {give.name} to whom?", labels=[g.name(q) for q in others])
        g.state.move(give, "hand", q)
        new.remove(give)
        g.say("action", f"{g.name(p)} gives a card to {g.name(q)}")


def buy_markers(g, p: int, k: int, anchor, price: int) -> None:
    s = g.seats[p]
    if anchor is not None and s.money >= price and s.supply and \
            g.yes("pay_extra", p, prompt=f"pay ${price} for {k} more marker(s) on {g.label(anchor)}?"):
        g.pay(p, price, "action")
        g.place(p, anchor, k)


def swap_prisoner(g, p: int) -> None:
    """NP-R-15: a gangster p controls goes to prison; one from prison takes his seat and his markers."""
    mine = [c for c in g.controlled(p) if g.active(c)]
    out = g.ask("swap_out", p, mine, prompt="send which of yours to prison?", labels=[g.label(c) for c in mine])
    jail = list(g.state.zones["prison"])
    inn = g.ask("swap_in", p, jail, prompt="bring out whom?", labels=[c.name for c in jail])
    pid, inf, bm = out.pos, dict(out.inf), out.blackmail
    out.inf, out.blackmail = {}, None
    g.slot[pid], out.pos = None, None
    g.state.move(out, "prison")
    g.seat(inn, pid)
    inn.inf, inn.blackmail = inf, bm
    g.say("action", f"{g.name(p)} swaps {out.name} for {inn.name} from prison on the {g.where(inn)}")
    g.update_capo()


def free_prisoner(g, p: int, inn) -> None:
    empty = [pid for pid, c in g.slot.items() if c is None]
    if inn is None or inn.zone != "prison" or not empty:
        return
    pid = g.ask("seat", p, empty, prompt="to which empty seat?", labels=[g.R.pos[x]["name"] for x in empty])
    g.seat(inn, pid)
    g.say("action", f"{g.name(p)} breaks {inn.name} out of prison to the {g.where(inn)}")


def seize_blackmail(g, p: int, c) -> None:
    old = c.blackmail if c is not None else None
    if old is None or old == p:
        return
    c.inf[old] -= 1
    if not c.inf[old]:
        del c.inf[old]
    g.seats[old].supply += 1
    c.blackmail = p
    g.place(p, c)
    g.say("blackmail", f"{g.name(p)} takes {g.name(old)}'s blackmail on {g.label(c)}")


def swap_row(g, p: int) -> None:
    R = g.R
    pairs = [(x, y) for x in g.board() for y in g.board()
             if x.idx < y.idx and R.pos[x.pos]["row"] == R.pos[y.pos]["row"]]
    if not pairs:
        return
    x, y = g.ask("swap_row", p, pairs, prompt="swap which two?", labels=[f"{g.label(x)} and {g.label(y)}" for x, y in pairs])
    px, py = x.pos, y.pos
    x.pos, y.pos, g.slot[px], g.slot[py] = py, px, y, x
    g.say("action", f"{g.name(p)} swaps {x.name} and {y.name}")
    g.update_capo()


def trade_markers(g, p: int, mine: int, theirs: int) -> None:
    for _ in range(mine):
        spots = marker_spots(g, only_owner=p)
        if not spots:
            break
        c, o = g.ask("remove", p, spots, prompt="remove which of yours?", labels=[spot_words(g, x) for x in spots])
        g.remove(o, c)
    for _ in range(theirs):
        spots = marker_spots(g, exclude_owner=p)
        if not spots:
            break
        c, o = g.ask("remove", p, spots, prompt="remove which marker?", labels=[spot_words(g, x) for x in spots])
        g.remove(o, c)


def family_markers(g, p: int, move: bool) -> None:
    spots = marker_spots(g, exclude_owner=NEUTRAL)
    if not spots:
        return
    c, o = g.ask("markers_of", p, spots, prompt="whose markers, on whom?", labels=[spot_words(g, x) for x in spots])
    k = c.inf[o]
    g.remove(o, c, k)
    if move:
        others = [x for x in g.board() if x is not c]
        dest = g.ask("place", p, others, prompt="move them to whom?", labels=[g.label(x) for x in others])
        g.place(o, dest, k)
        g.say("action", f"{g.name(p)} moves {g.name(o)}'s {k} markers from {c.name} to {g.label(dest)}")
    else:
        g.say("action", f"{g.name(p)} clears {g.name(o)}'s {k} markers off {g.label(c)}")
