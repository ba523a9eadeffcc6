"""Using an activated ability or playing a Special (CL-ACT-04): cost, targets, effect."""
from __future__ import annotations

from . import mob
from .context import Ctx


def use_ability(g, p: int, card, rec) -> None:
    """Pay the cost, choose the targets, run the effect; a Special is then discarded (CL-ACT-04)."""
    chosen = {}
    ctx = Ctx(g, card, g.seats[p])
    for spec in rec.targets:
        cands = g.abil.candidates(card, spec)
        if not cands:
            g.say("ability", f"  {card.name}: no legal {spec.name}")
            return
        up_to = getattr(spec, "up_to", 1)
        pick = g.ask("ability_target", p, cands, prompt=f"choose {spec.name}",
                     labels=[getattr(x, "name", str(x)) for x in cands])
        if up_to > 1:
            picks = [pick]
            while len(picks) < up_to:
                more = [x for x in cands if x not in picks]
                if not more:
                    break
                nxt = g.ask("ability_target", p, ["done"] + more, prompt=f"another {spec.name}?",
                            labels=["done"] + [getattr(x, "name", str(x)) for x in more])
                if nxt == "done":
                    break
                picks.append(nxt)
            pick = tuple(picks)
        chosen[spec.name] = pick
    if rec.condition is not None and not g.abil.run(card, rec, rec.condition, ctx, chosen):
        g.say("ability", f"  {card.name} cannot be used on that")
        return
    if rec.token:
        g.spend_token(card)
    if rec.money:
        g.spend(p, rec.money, "ability")
    g.say("ability", f"{g.name(p)} uses {card.name}")
    if rec.special:
        g.record("special_played", p, card.id)
        g.state.move(card, "discard")
    with mob.event(g):                 # all the markers an effect lays land first (CL-UNH-04)
        g.abil.run(card, rec, rec.effect, ctx, chosen)
