"""Attacks and banding (CW-ATK, CW-BAND, CW-KING-03..05).

An attack is put together one answer at a time (CW-R-05): the target, the
first attacker, further groups of the band while the thug limit allows, then
the defender's groups while the limit allows; only then do both sides roll.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...abilities import rule_use
from ...kernel.events import Event
from . import invariants


@dataclass
class Attack:
    """One attack, readable by players while it is put together (`game.attack`)."""

    attacker: int
    target: object
    band: list = field(default_factory=list)
    defenders: list = field(default_factory=list)
    attack_roll: list = field(default_factory=list)
    defence_roll: list = field(default_factory=list)
    attack_number: int = 0
    defence_number: int = 0
    won: bool | None = None

    @property
    def defender(self) -> int:
        return self.target.owner


def able_attackers(g, p: int) -> list:
    """CW-ATK-03, CW-HIRE-06, CW-KING-04: groups in play that have not attacked this turn and were not
    put into play in it; the kingpin once his owner's barred first turns are over. A player running
    several teams attacks with the groups of all of them (CW-VAR-05, CW-R-25, CW-R-31)."""
    out = []
    turn, controller = g.turn, g.controller      # g.who(q) is controller[q]
    me = controller[p]
    barred = g.rules.kingpin_barred_turns
    for s in g.seats:                            # the teams alive, in seat order (g.alive())
        if not s.alive or controller[s.index] != me:
            continue
        out += [c for c in s.play if c.kind == "thug" and c.since != turn and c.used != turn]
        king = s.kingpin
        if king and s.turns > barred and s.kingpin_used != turn:
            out.append(king[0])
    return out


def kingpin_open(g, q: int) -> bool:
    """CW-KING-03, CW-R-10: only thug groups in play shield a kingpin."""
    return g.kingpin(q) is not None and not g.groups(q)


def targets(g, p: int, able: list | None = None) -> list:
    """CW-ATK-02: enemy groups in play, and kingpins with no group left to shield them.
    `able`: able_attackers(g, p), when the caller has it."""
    if not (able_attackers(g, p) if able is None else able):
        return []
    out = []
    side = g.side
    mine = side[p]
    for s in g.seats:                            # the teams alive, in seat order
        if not s.alive or side[s.index] == mine:     # never his own team nor an ally (CW-VAR-01)
            continue
        groups = [c for c in s.play if c.kind == "thug"]
        if groups:
            groups.sort(key=_thugs)
            out += groups
        elif s.kingpin:                          # kingpin_open
            out.append(s.kingpin[0])
    return out


def can_attack(g, p: int) -> bool:
    """Whether targets(g, p) is not empty, without making the list (the turn's menu asks every time)."""
    side = g.side
    mine = side[p]
    if not any(s.alive and side[s.index] != mine and (s.kingpin or any(c.kind == "thug" for c in s.play))
               for s in g.seats):
        return False
    turn, controller = g.turn, g.controller
    me = controller[p]
    barred = g.rules.kingpin_barred_turns
    for s in g.seats:
        if not s.alive or controller[s.index] != me:
            continue
        if s.kingpin and s.turns > barred and s.kingpin_used != turn:
            return True
        for c in s.play:
            if c.kind == "thug" and c.since != turn and c.used != turn:
                return True
    return False


def _thugs(card) -> int:
    return card.thugs


def band_options(g, a: Attack, able: list) -> list:
    """CW-BAND-01, CW-R-07: further groups whose thugs keep the band within the target's thugs.
    A kingpin never bands, neither as attacker nor as target (CW-BAND-07)."""
    if a.target.kind != "thug" or a.band[0].kind != "thug":
        return []
    total = sum(c.thugs for c in a.band)
    return [c for c in able if c.kind == "thug" and c not in a.band and total + c.thugs <= a.target.thugs]


def defence_options(g, a: Attack, team: int | None = None) -> list:
    """CW-BAND-03, CW-R-07: more groups of the defender (or of his ally, CW-VAR-04) while the defending
    thugs stay within the attacking."""
    if a.target.kind != "thug":
        return []
    attacking = sum(g.thugs_of(c) for c in a.band)
    total = sum(c.thugs for c in a.defenders)
    return [c for c in sorted(g.groups(a.defender if team is None else team), key=lambda c: c.thugs)
            if c not in a.defenders and total + c.thugs <= attacking]


def _strength(g, card, side: str) -> str:
    value = g.attack_of(card) if side == "attack" else g.defence_of(card)
    return f"{card.name} {value}"


def attack(g, p: int) -> Attack:
    """Put an attack together, roll, and resolve it (CW-ATK-04..09)."""
    # Labels and prompts are functions: only a person reads them (kernel/choices.Decision), and the
    # state they describe is the one the question is asked in.
    able = able_attackers(g, p)
    options = targets(g, p, able)
    target = g.ask("target", g.who(p), options, prompt="attack which target?",
                   labels=lambda: [f"{g.label(c)}: {g.thugs_of(c)} thugs, defence {g.defence_of(c)}" for c in options])
    a = Attack(attacker=p, target=target)
    g.attack = a
    first = g.ask("attacker", g.who(p), able, prompt=lambda: f"attack {target.name} with which group?",
                  labels=lambda: [f"{c.name}: {g.thugs_of(c)} thugs, attack {g.attack_of(c)}" for c in able], info=a)
    a.band.append(first)
    while True:
        more = band_options(g, a, able)
        if not more:
            break
        pick = g.ask("band", g.who(p), more + ["stop"], prompt="add a group to the band?",
                     labels=lambda more=more: [f"{c.name}: {c.thugs} thugs, attack {g.attack_of(c)}" for c in more]
                     + ["no more"], info=a)
        if pick == "stop":
            break
        a.band.append(pick)
    if len(a.band) > 1:                                 # counted for simulation reports (Table.record)
        g.record("band", g.who(p))
    if target.kind == "kingpin":
        g.record("attack_kingpin", g.who(p))
    a.defenders.append(target)
    q = a.defender
    for team in [q] + g.allies(q):                      # the owner first, then his ally (CW-R-24)
        while True:
            more = defence_options(g, a, team)
            if not more:
                break
            pick = g.ask("defend", g.who(team), more + ["stop"],
                         prompt=lambda team=team: f"add a group of {g.team(team).name} to the defence of {target.name}?",
                         labels=lambda more=more: [f"{c.name}: {c.thugs} thugs, defence {g.defence_of(c)}" for c in more]
                         + ["no more"], info=a)
            if pick == "stop":
                break
            if len(a.defenders) == 1 or a.defenders[-1].owner != team:
                g.record("defend", g.who(team))         # once per team that adds to a defence
            a.defenders.append(pick)
    if g.check_invariants:
        invariants.check_attack(g, a)
    resolve(g, a)
    g.attack = None
    return a


def resolve(g, a: Attack) -> None:
    """CW-ATK-05..08: die × total attack against die × total defence; a lower defence loses every defender."""
    R = g.rules
    p, q = a.attacker, a.defender
    att = sum(g.attack_of(c) for c in a.band)
    dfn = sum(g.defence_of(c) for c in a.defenders)
    use = rule_use(g.abil)              # the abilities that changed a number of the attack fire (rule_use.py)
    if use is not None:
        for c in a.band:
            use.stat(c, "attack", g.attack_base(c))
        for c in a.defenders:
            use.stat(c, "defence", g.defence_base(c))
        use.done()
    a.attack_roll = g.dice.roll(R.combat_dice)
    a.defence_roll = g.dice.roll(R.combat_dice)
    a.attack_number = sum(a.attack_roll) * att
    a.defence_number = sum(a.defence_roll) * dfn
    for c in a.band:                                    # CW-BAND-05: the whole band has attacked
        c.used = g.turn
        if c.kind == "kingpin":
            g.seats[c.owner].kingpin_used = g.turn
    a.won = a.defence_number < a.attack_number          # CW-ATK-06, CW-R-06: a tie holds
    speaking = g.speaking                               # the lines are made only when somebody reads them
    if speaking:
        _tell_roll(g, a, att, dfn)
    if not a.won:
        if speaking:
            g.say("attack", f"  {'a tie: ' if a.defence_number == a.attack_number else ''}the defence holds, "
                            f"nothing changes")
        _resolved(g, a, 0)
        return
    if a.target.kind == "kingpin":                      # CW-KING-05
        if speaking:
            g.say("attack", f"  {a.target.name} is killed")
        g.knock_out(q, p, f"its kingpin was killed by {g.name(p)}")
        _resolved(g, a, 0)
        return
    killed = sum(c.thugs for c in a.defenders)
    allied = speaking and (any(c.owner != q for c in a.defenders) or any(c.owner != p for c in a.band))
    g.to_bottom(a.defenders)                            # CW-ATK-08, CW-BAND-04
    if speaking:
        decks = "their owners' decks" if allied else f"{g.name(q)}'s deck"
        g.say("attack", f"  the defence falls: {', '.join(c.name for c in a.defenders)} "
                        f"({killed} thugs) to the bottom of {decks}")
    _resolved(g, a, killed)


def _tell_roll(g, a: Attack, att: int, dfn: int) -> None:
    """The attack and both rolls, in the transcript."""
    p, q = a.attacker, a.defender
    side = "banded " if len(a.band) > 1 else ""
    allied = any(c.owner != q for c in a.defenders) or any(c.owner != p for c in a.band)
    named = g.label if allied else (lambda c: c.name)

    def show(c) -> str:
        return f"the kingpin {named(c)}" if c.kind == "kingpin" else named(c)
    thugs = sum(g.thugs_of(c) for c in a.band)
    target = f"the kingpin {g.label(a.target)}" if a.target.kind == "kingpin" else g.label(a.target)
    g.say("attack", f"{g.name(p)} attacks {target} with {side}"
                    f"{' + '.join(show(c) for c in a.band)} ({thugs} thug{'' if thugs == 1 else 's'}); "
                    f"{g.name(q)} defends with {' + '.join(show(c) for c in a.defenders)}"
                    f"{'' if len(a.defenders) > 1 else ' alone'}")
    g.say("attack", f"  attack {_roll(a.attack_roll)} x {att} ({', '.join(_strength(g, c, 'attack') for c in a.band)})"
                    f" = {a.attack_number}; defence {_roll(a.defence_roll)} x {dfn} "
                    f"({', '.join(_strength(g, c, 'defence') for c in a.defenders)}) = {a.defence_number}")


def _resolved(g, a: Attack, killed: int) -> None:
    """The `attack_resolved` event, for abilities (murder for bounty is one, CW-VAR-16)."""
    if g.outcome is None and "attack_resolved" in g.heard and g.abil.listens("attack_resolved"):
        g.abil.emit(Event("attack_resolved", attack=a, attacker=g.seats[a.attacker], killed=killed))


def _roll(dice: list) -> str:
    return str(dice[0]) if len(dice) == 1 else f"({' + '.join(map(str, dice))} = {sum(dice)})"
