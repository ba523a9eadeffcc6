"""A fresh replication of the set tune stands by, before items 8 and 9 judge it (docs/tune.md, item 8, "fresh").

Items 8 and 9 used to judge each edited card on the set's own confirmation games. Those are the games the set
was accepted on, so they lean toward "looks fine" (the winner's curse): in run 11 they read The Rum Row Navy at
24.6%, 0.9 points under its 25.5% share, and the step back never tried it; 4,000 other games read 23.1% and
the check 22.5%. So the set plays `--fresh-games` fresh games first (seed indices no round or confirmation
used, as many as --max-games leaves), and items 8 and 9 judge every edited card on those alone (unbiased: no
choice was made on them) and race their candidates on their seeds. The pack as it is plays the same seeds
when a health gate needs it (prune._as_it_is), paired as a confirmation is.
"""
from __future__ import annotations

from .confirm import card_row
from .interrupt import Interrupted
from .prune import _ci, with_share


def replicate_set(tuner, rnd) -> tuple[dict | None, list[dict]]:
    """Play `rnd`'s set on fresh seeds: (the record tune.json keeps under the set's `fresh`, the games); (None, [])
    when --max-games leaves no game or the set's copy cannot be built."""
    n = min(tuner.s.fresh_games, tuner.budget.left)
    if n <= 0 or not rnd.set:
        return None, []
    dirs = rnd.set_dirs
    if dirs is None:
        pack_dir, build_dir, problem = tuner._copy(tuner.info.pack_dir, rnd.set)
        if problem is not None:
            return None, []
        dirs = (pack_dir, build_dir)
    start = tuner.next_index
    indices = list(range(start, start + n))
    tuner.next_index += n
    games: list[dict] = []
    tuner.progress.plan(tuner.budget.used + n, f"the set of round {rnd.number} on fresh seeds")
    try:
        tuner.play(tuner.config(*dirs), indices, games)
    except Interrupted:
        return None, []
    fk, names = tuner.info.faction.kind, tuner.info.names
    res_conf, res_fresh = tuner.aggregate(rnd.confirm_games), tuner.aggregate(games)
    cards = []
    for group, card in tuner._edited_cards(rnd.set):
        cards.append({"card": card, "label": names.get(card, card), "group": group,
                      "edits": [e["label"] for e in rnd.set if e["card"] == card],
                      "confirmation": with_share(*card_row(res_conf, group, card, fk)),
                      "fresh": with_share(*card_row(res_fresh, group, card, fk))})
    record = {"round": rnd.number, "games": len(games), "first_index": start,
              "seeds": [g["seed"] for g in games], "cards": cards}
    for c in cards:
        tuner.progress.note(f"The set on fresh seeds: {line(c)}")
    return record, games


def _pct(r: dict) -> str:
    return f"{r['rate'] * 100:.1f}% ({_ci(r)}, {r['games']} games)"


def line(c: dict) -> str:
    """One edited card on the fresh games against its confirmation's reading."""
    f, k = c["fresh"], c["confirmation"]
    if f is None:
        return f"{c['label']}: in no fresh game"
    was = f"; on its confirmation {_pct(k)}" if k else ""
    return f"{c['label']}: {_pct(f)}, share {f['share'] * 100:.1f}%{was}"
