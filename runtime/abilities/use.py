"""Using an activated ability or playing a card's played ability: cost, targets, effect."""
from __future__ import annotations

from .rule_use import rule_use
from .words import ability_text, and_list


def use_ability(g, p: int, card, rec) -> None:
    """Choose the targets, pay the cost, run the effect; a played card then goes to the host's spent zone."""
    index = g.abil
    host = index.host
    chosen = {}
    ctx = host.context(g, card, g.seats[p])
    for spec in rec.targets:
        cands = index.candidates(card, spec)
        if index.on_fire is not None:
            _count_target_stats(g, index, spec)
        if not cands:
            g.say("ability", f"  {card.name}: no legal {spec.name}")
            return
        up_to = getattr(spec, "up_to", 1)
        # The prompt made only when read (a person reads it); a label is a candidate's name, or its text.
        pick = g.ask("ability_target", p, cands, prompt=lambda sp=spec: f"{card.name}: choose {_target_words(host, sp)}",
                     labels=[_label(x) for x in cands], info=card)
        if up_to > 1:
            picks = [pick]
            while len(picks) < up_to:
                more = [x for x in cands if x not in picks]
                if not more:
                    break
                nxt = g.ask("ability_target", p, ["done"] + more,
                            prompt=lambda sp=spec: f"{card.name}: choose another {_target_words(host, sp, False)}, or done",
                            labels=["done"] + [_label(x) for x in more], info=card)
                if nxt == "done":
                    break
                picks.append(nxt)
            pick = tuple(picks)
        chosen[spec.name] = pick
    if rec.condition is not None and not index.run(card, rec, rec.condition, ctx, chosen):
        g.say("ability", f"  {card.name} cannot be used on that")
        return
    if rec.token:
        g.spend_token(card)
    if rec.money:
        g.spend(p, rec.money, "ability")
    if g.speaking:
        _say_use(g, p, card, rec, chosen)
    if rec.special:
        g.record("special_played", p, card.id)
        g.state.move(card, host.spent_zone)
    with host.effect_scope(g):         # the engine's "all at once" bookkeeping
        index.run(card, rec, rec.effect, ctx, chosen)


def _count_target_stats(g, index, spec) -> None:
    """Choosing a target is a use of the stats its filter reads, of every thing it may choose from:
    the modifiers that changed one fire (rule_use.py; an untouchable kept out of the choice)."""
    base_of = getattr(index.host, "stat_base", None)
    index.refresh()
    stats = [s for s in index.stat_mods if s in spec.reads or "*" in spec.reads]
    if base_of is None or not stats:
        return
    use = rule_use(index)
    for x in index.pool(spec.type):
        for s in stats:
            base = base_of(g, x, s)
            if base is not None:
                use.stat(x, s, base)
    use.done()


def _say_use(g, p: int, card, rec, chosen: dict) -> None:
    """The transcript: what was used (its text), on what, and what it cost."""
    g.say("ability", f"{g.name(p)} {'plays' if rec.special else 'uses'} {card.name}: {ability_text(g, rec)}")
    picked = []
    for value in chosen.values():
        picked.extend(value if isinstance(value, tuple) else (value,))
    if picked:
        g.say("ability", f"  {g.name(p)} chooses {and_list(getattr(x, 'name', str(x)) for x in picked)}")
    cost = ([f"{card.name}'s action token"] if rec.token else []) + ([f"{rec.money} G"] if rec.money else [])
    if cost:
        g.say("ability", f"  cost: {and_list(cost)} ({g.seats[p].money} G left)")


def _label(x) -> str:
    """A target candidate in words: its name, or its text when it has none (a number, a seat...)."""
    name = getattr(x, "name", _NO_NAME)
    return str(x) if name is _NO_NAME else name


_NO_NAME = object()


def _target_words(host, spec, article: bool = True) -> str:
    """A target in words for the prompt (`a card`), not the effect language's variable name."""
    noun = host.target_noun(spec.type)
    up_to = f" (up to {spec.up_to})" if article and getattr(spec, "up_to", 1) > 1 else ""
    return (f"a {noun}" if article else noun) + up_to
