"""The heuristic's answer in the response window (CL-ACT-04): before an attack's number is put
together, the player attacked may play a card that cancels the attack or changes its number
(Tipped Off, Stool Pigeon, Safehouse).

Kept apart from heuristic.py (one hook there, in on_attack_ability) so that it reads as one
decision: what the card would do, found by trying it and undoing it, against the odds the attack would
have without it (in the window the number is not made yet: weighed against a.number(), still
empty, every response looked worthless, so no computer player ever played one), times what the
attack puts at stake. A card is spent only when that gain is worth more than keeping it for a
later attack (KEEP).

Last man standing (CL-OPT-04): a Mob far weaker than every rival has lost; a response there only
prolongs the game (its Crooks are hunted down one by one while the cards run out), so it is not
played: such games are the ones that ran to the turn cap.
"""
from __future__ import annotations

from ...kernel.log import Log
from ...kernel.undo import trial
from .caches import PURE
from .context import Ctx

KEEP = 0.25          # what a response card in hand is worth (in Rackets) for the attacks to come
LOST = 2             # last man standing: a Mob with half the weakest rival's strength or less has lost


def respond(d, g, p: int, a, base: int, stake: float, chance, tried: dict, lost: bool):
    """The response to play (one of d.options) or "done".

    `base` is the success number the attack would likely have before any response (the heuristic's
    estimate), `stake` what the attack puts at stake for p (in Rackets), `chance` the heuristic's
    table of a number's odds, `tried` its cache of what abilities do, `lost` whether p's position
    is lost (lost_position)."""
    if p != a.defender or lost:
        return "done"
    odds = chance(base)
    best, gain = "done", 0.0
    for pick in d.options:
        if pick == "done":
            continue
        key = ("response", pick[1], a.kind)
        if key not in tried:
            tried[key] = on_attack(g, p, pick)
        done = tried[key]
        if done is None:
            continue
        cancelled, change = done
        left = 0.0 if cancelled else chance(base + change)
        if (odds - left) * stake > gain:
            best, gain = pick, (odds - left) * stake
    return best if gain >= KEEP else "done"


def lost_position(g, p: int, strength, hunt: bool) -> bool:
    """Last man standing only: p's Mob is LOST times weaker than the weakest rival."""
    if not hunt:
        return False
    rivals = [strength(g, s.index) for s in g.seats if s.alive and s.index != p]
    return bool(rivals) and strength(g, p) * LOST <= min(rivals)


def on_attack(g, p: int, pick):
    """What using (card, ability) now does to the attack in progress: (cancelled, change of its
    number), found by using it on the game and undoing it (kernel/undo.py `trial`: as on a copy,
    for less); None when it cannot be tried (it needs targets). The heuristic's trial of its own
    attack-window abilities asks the same."""
    card, rec = pick
    if rec.targets:
        return None
    if rec.reads <= ON_ATTACK_ONLY:
        return _on_attack_only(g, p, card, rec)
    return on_attack_by_trial(g, p, card, rec)


def on_attack_by_trial(g, p: int, card, rec):
    """`on_attack` by using the ability on the whole game and undoing it (any read-set)."""
    with trial(g) as twin:
        ta = twin.attack
        if ta is None:
            return None
        before = ta.number()
        tcard = twin.state.cards[card.idx]
        try:
            twin.abil.run(tcard, rec, rec.effect, Ctx(twin, tcard, twin.seats[p]), {})
        except Exception:                      # noqa: BLE001 - a try that breaks tells nothing
            return None
        return bool(ta.cancelled), ta.number() - before


# Effect names that change only the attack in progress (context.py: its `cancelled` flag, its parts);
# with the pure reads (caches.PURE), an ability whose read-set is among them changes nothing else.
ATTACK_EFFECTS = frozenset({"cancel_attack", "boost_attack"})
ON_ATTACK_ONLY = PURE | ATTACK_EFFECTS


def _on_attack_only(g, p: int, card, rec):
    """on_attack for an ability that can change only the attack in progress (its read-set is in
    ON_ATTACK_ONLY): used on the game and the attack's flag and parts put back, instead of noting
    the whole game (undo.record). The same answer: nothing else it could touch, the log silent and
    the firing hook (AbilityIndex.on_fire) not told while it runs, as in `trial`."""
    a = g.attack
    if a is None:
        return None
    parts, cancelled = a.parts, a.cancelled
    kept = list(parts)
    log, fire = g.log, g.abil.on_fire
    g.log, g.abil.on_fire = Log(enabled=False), None
    before = a.number()
    try:
        g.abil.run(card, rec, rec.effect, Ctx(g, card, g.seats[p]), {})
        return bool(a.cancelled), a.number() - before
    except Exception:                          # noqa: BLE001 - a try that breaks tells nothing
        return None
    finally:
        g.log, g.abil.on_fire = log, fire
        a.parts, a.cancelled = parts, cancelled
        parts[:] = kept
