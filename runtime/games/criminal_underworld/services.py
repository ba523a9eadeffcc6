"""Services: bought from the face-up row during one's turn, acting at once, then spent
(CU-SERV). The row is the kernel's market (kernel/market.py); it is never refilled (CU-R-11).

What a service does is its card's played ability in the pack's effect language
(`play bought[, target …] [when …]: …`, content/criminal_underworld/services.yaml),
run here when it is bought: its targets are the buyer's decisions (`service_target`),
chosen among what its filters admit; abilities.py implements the effects.
"""
from __future__ import annotations

from ...api import Activated
from ...kernel.errors import GameError
from .words import cash

# What the simulate report's action mix counts a purchase as, by the effect the ability calls
# (Ctx runtime names, abilities.py); a service calling none of them counts as `buy_service`.
TALLY = (("strike", "buy_hit"), ("repair_card", "buy_repair"), ("discard_card", "buy_sabotage"),
         ("renew_hand", "buy_restock"))


def played(g, card):
    """The card's played ability (`play …`): what buying it does; None for a card without one
    (it does nothing, so it is never for sale: CU-R-17)."""
    for rec in (g.pack.abilities or {}).get(card.id, ()):
        if isinstance(rec, Activated) and rec.special:
            return rec
    return None


def _ctx(g, p: int, card):
    return g.abil.host.context(g, card, g.seats[p])


def _combos(g, p: int, card, rec):
    """The legal choices of targets, lazily, in the order the candidates are offered: each target's
    filter is asked with the buyer's context (a card in the row belongs to no seat, so
    AbilityIndex.candidates would ask with no owner), then the ability's `when`."""
    ctx = _ctx(g, p, card)
    specs = rec.targets
    run = g.abil.run
    chosen: dict = {}

    def walk(i):
        if i == len(specs):
            if rec.condition is None or run(card, rec, rec.condition, ctx, chosen):
                yield dict(chosen)
            return
        spec = specs[i]
        for x in g.abil.pool(spec.type):
            if run(card, spec, spec.filter, ctx, x):
                chosen[spec.name] = x
                yield from walk(i + 1)
        chosen.pop(spec.name, None)
    return walk(0)


def choices(g, p: int, card, rec=None) -> list[dict]:
    """Every legal choice of targets ({target name: candidate}) the ability allows now; [{}] for
    one without targets; [] when it cannot act."""
    return list(_combos(g, p, card, rec or played(g, card)))


def can_act(g, p: int, card, rec=None) -> bool:
    """CU-R-17: a service is bought only when it can act (a target to choose, its `when` holds)."""
    return next(_combos(g, p, card, rec or played(g, card)), None) is not None


def usable(g, p: int, card) -> bool:
    """Whether buying it now would do something the rules allow (CU-SERV-03, CU-R-17)."""
    rec = played(g, card)
    return rec is not None and card.price <= g.seats[p].money and can_act(g, p, card, rec)


def buyable(g, p: int) -> list:
    return [c for c in g.market.offered(g.state) if usable(g, p, c)]


def tally_kind(g, card, rec=None) -> str:
    rec = rec or played(g, card)
    return next((kind for name, kind in TALLY if name in rec.reads), "buy_service")


def buy(g, p: int) -> None:
    options = buyable(g, p)
    card = g.ask("buy", p, options, prompt="buy which service?", labels=lambda: [g.describe(c) for c in options])
    rec = played(g, card)
    if rec is None:
        raise GameError(f"the service {card.name} ({card.id}) has no `play bought: …` ability")
    g.pay(p, card.price, "service")
    g.market.buy(g.state, card, "spent")                       # CU-SERV-02: flipped face down
    g.record(tally_kind(g, card, rec), p, card.id)
    g.say("service", f"{g.name(p)} buys {card.name} for {cash(card.price)}: {cash(g.seats[p].money)} left")
    if g.speaking:
        g.say("service", f"  {card.name}: {g.pack.ability_text(rec)}")
    activate(g, p, card, rec)


def activate(g, p: int, card, rec) -> None:
    """CU-SERV-03: the ability acts at once: the buyer chooses each target among those that keep
    a legal choice for the rest, then the effect runs."""
    chosen: dict = {}
    legal = choices(g, p, card, rec)
    noun = g.abil.host.target_noun
    for spec in rec.targets:
        options = []
        for combo in legal:
            if all(combo[k] is v for k, v in chosen.items()) and combo[spec.name] not in options:
                options.append(combo[spec.name])
        pick = g.ask("service_target", p, options, prompt=f"{card.name}: choose a {noun(spec.type)}",
                     labels=lambda options=options: [target_words(g, x) for x in options], info=card)
        chosen[spec.name] = pick
    ctx = _ctx(g, p, card)
    with g.abil.host.effect_scope(g):
        g.abil.run(card, rec, rec.effect, ctx, chosen)


def target_words(g, x) -> str:
    """A target in the words a buyer decides by: a player, a host with its power, a defence where it sits."""
    if not hasattr(x, "kind"):
        return f"{x.name} ({g.org(x.index).name}, {cash(x.money)})"
    if x.kind in ("organisation", "business") and x.zone in ("hq", "play"):
        return g.host_words(x)
    host = g.slots.host_of(g.state, x)
    return f"{g.describe(x)} on {g.host_words(host)}" if host is not None else g.describe(x)
