"""`syndicate tune PACK`: for each outlier, the one number to change in its card, found and proven by games.

Options shared with `simulate` are checked by simulate's own helpers (a
caret under the bad argument); the work is done by compiler/tune/.
"""
from __future__ import annotations

import os
import sys
import time

import click

from .play import BUILD_DIR_OPTION
from .simulate import Abort, CommandLine, _emit, _int, _seats


def _fraction(cl: CommandLine, option: str, raw: str | None, default: float) -> float:
    """A percentage as typed (`4` or `4%`), as a fraction."""
    if raw is None:
        return default
    try:
        value = float(raw.rstrip("%"))
    except ValueError:
        raise Abort([cl.error("SYN770", f"{option} wants a percentage, not `{raw}`", f"for example {option} 4", raw)])
    if not 0 < value < 50:
        raise Abort([cl.error("SYN770", f"{option} must be above 0 and below 50 (percentage points), not {raw}", None, raw)])
    return value / 100


@click.command("tune")
@click.argument("pack", metavar="PACK")
@click.option("--card", "cards", multiple=True, metavar="ID",
              help="Tune this card (a faction card or any card of the pack) instead of the outliers. Repeatable.")
@click.option("--games", "-n", "games_raw", metavar="N",
              help="Paired games per candidate edit, at most (default 400; a card in play in a share f of the games "
                   "plays N / f).")
@click.option("--max-games", "max_raw", metavar="N", help="Games of the whole run, at most (default 95000).")
@click.option("--rounds", "rounds_raw", metavar="R",
              help="Rounds at most (default 5): when the set of edits leaves an outlier (one an edit revealed), the "
                   "next round tunes it on the pack with the set, and confirms the grown set; a last round "
                   "tunes the outliers the final set still leaves with no edit.")
@click.option("--baseline-games", "baseline_raw", metavar="N",
              help="Games of the pack as it is, to find the outliers and pair with (default 800).")
@click.option("--confirm-games", "confirm_raw", metavar="N",
              help="Fresh games that confirm a suggestion, played with and without the edit (default 2000).")
@click.option("--fresh-games", "fresh_raw", metavar="N",
              help="Fresh games of the final set, after the rounds, on which each edited card is judged for the "
                   "edits it no longer needs and the edits to step back (default 4000; 0: judge on the set's own "
                   "games).")
@click.option("--holdout-games", "holdout_raw", metavar="N",
              help="Paired games on seeds the race did not use, to check the edit it chose (default 400; 0: no check). "
                   "An edit that misses its share there gives way to the race's next choice.")
@click.option("--replicate-games", "replicate_raw", metavar="N",
              help="Fresh games with a set before the next round (default 2000; 0: none): the outliers its "
                   "confirmation flagged are tuned only when these games find them again.")
@click.option("--tolerance", "tolerance_raw", metavar="POINTS",
              help="A candidate is judged fair when its 95% interval holds the fair share and is at most ± this "
                   "many percentage points wide (default 4).")
@click.option("--max-step", "step_raw", metavar="K",
              help="Try steps of ±1 and ±2, and further up to ±K when ±2 moves the card the right way but not "
                   "far enough (default 4).")
@click.option("--players", "-p", "players_raw", metavar="P", help="Players per game (default 4).")
@click.option("--jobs", "-j", "jobs_raw", metavar="J", help="Processes (or Dask workers for a local cluster); default 1.")
@click.option("--seed", "-s", "seed_raw", metavar="S", help="Run seed (default 1): game i of the run has simulate's seed i.")
@click.option("--out", "-o", "out", metavar="DIR", default=None,
              help="Folder for tune.json and tune.html [default: out/<pack>/tune].")
@click.option("--player-type", "default_type", default=None, metavar="TYPE",
              help="Player type for every seat not named by --seat (as simulate).")
@click.option("--seat", "seat_specs", multiple=True, metavar="SEAT=TYPE", help="Player type of one seat. Repeatable.")
@click.option("--house-rule", "house_rules", multiple=True, metavar="RULE",
              help="Play with a house rule: an id of the pack's house_rules/ or a YAML file. Repeatable.")
@click.option("--turn-cap", "turn_cap_raw", metavar="T", help="Stop a game with no winner after T turns.")
@click.option("--backend", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="local: a process pool on this machine; dask: a Dask distributed cluster.")
@click.option("--address", metavar="tcp://HOST:PORT", help="Dask scheduler (with --backend dask).")
@click.option("--connect-timeout", "timeout_raw", metavar="SECONDS", help="How long to wait for the Dask scheduler.")
@click.option("--chunk-size", "chunk_raw", metavar="K", help="Games per task sent to a worker (default: automatic).")
@click.option("--work-dir", "work_dir", metavar="DIR", default=None,
              help="Where the edited copies of the pack are compiled (default: the system's temporary folder; "
                   "with a remote Dask cluster, a folder every worker sees at the same path).")
@click.option("--apply", "apply", is_flag=True, help="Write the confirmed edits into the pack's YAML (asks first).")
@click.option("--yes", "-y", is_flag=True, help="With --apply: do not ask.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar and no summary; only errors.")
@BUILD_DIR_OPTION
def tune(pack, cards, games_raw, max_raw, rounds_raw, baseline_raw, confirm_raw, fresh_raw, holdout_raw, replicate_raw, tolerance_raw, step_raw, players_raw, jobs_raw,
         seed_raw, out, default_type, seat_specs, house_rules, turn_cap_raw, backend, address, timeout_raw, chunk_raw,
         work_dir, apply, yes, quiet, build_dir):
    """Find, for each outlier, the one number in its card's YAML that brings it back to its fair share.

    \b
    Plays a baseline of the pack as it is, finds its outliers as simulate
    does, then races candidate edits (each stat and each number of the
    card's abilities, ±1 and ±2) on the same seeds, with and without the
    edit. Each outlier's smallest edit whose interval holds the fair share
    joins a set, confirmed on fresh seeds against the pack as it is. When
    the set leaves an outlier (one an edit revealed), the next round tunes
    it on the pack with the set, up to --rounds. Writes tune.json and
    tune.html; --apply writes the confirmed set into the pack. Ctrl-C
    writes what is known.

    \b
    Examples:
      syndicate tune content/crime_lords --jobs 2
      syndicate tune content/crime_lords --card magpie_combine --apply
    """
    cl = CommandLine(sys.argv[1:])
    try:
        code = _run(cl, pack, cards, games_raw, max_raw, rounds_raw, baseline_raw, confirm_raw, fresh_raw, holdout_raw, replicate_raw,
                    tolerance_raw, step_raw,
                    players_raw, jobs_raw, seed_raw, out, default_type, seat_specs, house_rules, turn_cap_raw,
                    backend, address, timeout_raw, chunk_raw, work_dir, apply, yes, quiet, build_dir)
    except Abort as exc:
        _emit(exc.diags, cl)
        sys.exit(1)
    except KeyboardInterrupt:
        click.echo("interrupted: nothing written", err=True)
        sys.exit(130)
    sys.exit(code)


def _run(cl, pack, cards, games_raw, max_raw, rounds_raw, baseline_raw, confirm_raw, fresh_raw, holdout_raw, replicate_raw,
         tolerance_raw, step_raw, players_raw,
         jobs_raw, seed_raw, out, default_type, seat_specs, house_rules, turn_cap_raw, backend_kind, address,
         timeout_raw, chunk_raw, work_dir, apply, yes, quiet, build_dir) -> int:
    from ..simulate import adapter
    from ..simulate.backends import BackendError, GameFailed, make_backend
    from compiler.report.suggest import did_you_mean
    from ..tune.edits import load_positioned
    from ..tune.progress import TuneProgress
    from ..tune.search import Interrupted, Settings, Tuner

    if out is None:
        from .outputs import default_out
        out = default_out(pack, "tune")
    settings = Settings()
    settings.games = _int(cl, "--games", games_raw, settings.games, 10, 1_000_000)
    settings.baseline_games = _int(cl, "--baseline-games", baseline_raw, settings.baseline_games, 20, 10_000_000)
    settings.confirm_games = _int(cl, "--confirm-games", confirm_raw, settings.confirm_games, 20, 10_000_000)
    settings.fresh_games = _int(cl, "--fresh-games", fresh_raw, settings.fresh_games, 0, 10_000_000)
    settings.max_games = _int(cl, "--max-games", max_raw, settings.max_games, 1, 100_000_000)
    settings.holdout_games = _int(cl, "--holdout-games", holdout_raw, settings.holdout_games, 0, 10_000_000)
    settings.rounds = _int(cl, "--rounds", rounds_raw, settings.rounds, 1, 100)
    settings.replicate_games = _int(cl, "--replicate-games", replicate_raw, settings.replicate_games, 0, 10_000_000)
    settings.max_step = _int(cl, "--max-step", step_raw, settings.max_step, 1, 1000)
    settings.tolerance = _fraction(cl, "--tolerance", tolerance_raw, settings.tolerance)
    settings.seed = _int(cl, "--seed", seed_raw, 1, 0, 2**63 - 1)
    settings.first_round = min(settings.first_round, settings.games)
    settings.min_pairs = min(settings.min_pairs, settings.games)
    if settings.max_games < settings.baseline_games + 2 * settings.confirm_games:
        raise Abort([cl.error("SYN770", f"--max-games {settings.max_games} leaves no room for the search: the baseline "
                                        f"({settings.baseline_games}) and one confirmation (twice {settings.confirm_games}:"
                                        " with and without the edit) need more",
                              "raise --max-games, or lower --baseline-games/--confirm-games",
                              max_raw or "--max-games")])
    players = _int(cl, "--players", players_raw, 4, 1, 64)
    jobs = _int(cl, "--jobs", jobs_raw, 1, 1, 1024)
    turn_cap = _int(cl, "--turn-cap", turn_cap_raw, None, 1, 1_000_000)
    chunk = _int(cl, "--chunk-size", chunk_raw, None, 1, 100_000)
    timeout = _int(cl, "--connect-timeout", timeout_raw, 10, 1, 3600)
    if address and backend_kind != "dask":
        raise Abort([cl.error("SYN750", "--address is only used with --backend dask", "add --backend dask", address)])
    if yes and not apply:
        raise Abort([cl.error("SYN770", "--yes only answers --apply's question", "add --apply, or drop --yes", "--yes")])
    if work_dir is not None and not os.path.isdir(work_dir):
        raise Abort([cl.error("SYN770", f"--work-dir `{work_dir}` is not a folder", "create it first", work_dir)])
    try:
        info = adapter.prepare(pack, list(house_rules), players, None, build_dir)
    except adapter.AdapterError as exc:
        raise Abort(exc.diagnostics() or [cl.error(exc.code, str(exc), exc.help, exc.argument or pack)]) from None
    seats = _seats(cl, players, default_type or info.default_player, seat_specs, info.player_types)
    if turn_cap is not None and info.turn_cap is None:
        raise Abort([cl.error("SYN750", f"the rules engine of `{info.name}` declares no turn cap to set",
                              "leave out --turn-cap: its games end by their own rules", turn_cap_raw)])
    positioned, bag = load_positioned(pack)
    if positioned is None or bag.errors:
        raise Abort(bag.sorted() or [cl.error("SYN770", f"`{pack}` cannot be read", None, pack)])
    errors = []
    for card in cards:
        if positioned.card(card) is None:
            ids = [c.id for c in positioned.cards]
            hint = did_you_mean(card, ids)
            errors.append(cl.error("SYN770", f"the pack has no card `{card}`",
                                   hint or "name a card by its `id:` as written in the pack's YAML", card))
    if errors:
        raise Abort(errors)
    if apply and not yes and not sys.stdin.isatty():
        raise Abort([cl.error("SYN772", "--apply asks before it writes, and there is no terminal to ask on",
                              "add --yes to apply the confirmed edits without asking", "--apply")])

    try:
        backend = make_backend(backend_kind, jobs, address, timeout)
    except BackendError as exc:
        raise Abort([cl.error("SYN754", str(exc), exc.help, address or "--backend")]) from None

    start = time.perf_counter()
    tuner = None
    no_outliers = False
    try:
        with TuneProgress(quiet) as progress:
            tuner = Tuner(info, seats, list(house_rules), turn_cap, backend, settings, positioned, progress,
                          work_dir=work_dir, chunk=chunk)
            try:
                tuner.run(list(cards))
            except Interrupted:
                pass
            no_outliers = not tuner.interrupted and not tuner.targets
            tuner.settle_skipped()
        if not tuner.interrupted:
            backend.close()
    except GameFailed as exc:
        backend.stop()
        raise Abort([cl.error("SYN753", str(exc),
                              f"replay it alone: syndicate play {pack} --players {players} --seed {exc.seed}", pack)]) from None
    finally:
        if tuner is not None:
            tuner.close()
    elapsed = time.perf_counter() - start

    doc = _document(tuner, info, pack, seats, house_rules, turn_cap, settings)
    run_info = {"backend": backend.name, "workers": backend.workers, "elapsed": elapsed}
    from ..tune.report import write
    try:
        paths = write(out, doc, run_info)
    except OSError as exc:
        raise Abort([cl.error("SYN773", f"cannot write the tune report to `{out}`: {exc.strerror or exc}",
                              "choose another --out folder", out)]) from None
    if not quiet:
        _summary(doc, paths, elapsed)
    if tuner.interrupted:
        return 130
    if no_outliers:
        _emit([cl.error("SYN771", f"no faction or card is an outlier in {len(tuner.base_games)} baseline games, "
                                  "so there is nothing to tune",
                        "name a card to tune anyway with --card ID, or play more baseline games (--baseline-games)",
                        pack)], cl)
        return 1
    if apply:
        return _apply(cl, pack, doc, yes)
    return 0


def _document(tuner, info, pack, seats, house_rules, turn_cap, settings) -> dict:
    base = tuner.base_results or {"fair_share": 0.0, "outliers": []}
    return {
        "format": 2,
        "pack": info.name,
        "pack_path": pack,
        "seed": settings.seed,
        "players": len(seats),
        "seats": seats,
        "player_types": sorted(set(seats)),
        "house_rules": list(house_rules),
        "turn_cap": turn_cap,
        "settings": {"baseline_games": settings.baseline_games, "games": settings.games,
                     "max_games": settings.max_games, "rounds": settings.rounds,
                     "confirm_games": settings.confirm_games, "fresh_games": settings.fresh_games,
                     "holdout_games": settings.holdout_games, "replicate_games": settings.replicate_games,
                     "tolerance": settings.tolerance,
                     "max_step": settings.max_step, "alpha": settings.alpha},
        "complete": not tuner.interrupted,
        "games_played": tuner.budget.used,
        "baseline": {"games": len(tuner.base_games), "first_index": 0, "fair_share": base["fair_share"],
                     "seeds": [g["seed"] for g in tuner.base_games], "outliers": base["outliers"]},
        "set": tuner.final_set() if tuner.base_results is not None else None,
        "rounds": [r.to_dict() for r in tuner.rounds],
        "targets": [t.to_dict() for t in tuner.targets],
        "skipped": tuner.skipped,
    }


def _summary(doc: dict, paths: list[str], elapsed: float) -> None:
    from ..tune.confirm import carried_line, moved_text, paired_lines, replication_line
    from ..tune.report import interval, pct

    if not doc["complete"]:
        click.echo("Interrupted: tune.json and tune.html hold what was known.")
    b = doc["baseline"]
    click.echo(f"Baseline: {b['games']} games, fair share {b['fair_share'] * 100:.1f}%; "
               f"{doc['games_played']} games in all, {elapsed:.0f} s.")
    for o in b["outliers"]:
        click.echo(f"  outlier: {o['text']}")
    for rnd in doc["rounds"]:
        base = rnd["base"]
        on = ("the pack as it is" if not base["edits"] else
              f"the pack with {', '.join(base['edits'])} ({base['games']} games, "
              + ("the games that set was judged on, after items 8 and 9)" if rnd.get("last") else
                 "the previous set's confirmation)"))
        if rnd.get("reduced"):
            click.echo(f"Round {rnd['round']} again, its set without the edits that missed "
                       f"({', '.join(rnd['reduced'])}; each target below says why):")
            for t in (t for t in doc["targets"] if t["round"] == rnd["round"] and t.get("dropped")):
                click.echo(f"  {t['label']}: its edit left the set: {t['dropped']}")
        elif rnd.get("last"):
            click.echo(f"Round {rnd['round']}, the last: the outliers the set leaves with no edit, on {on}:")
        else:
            click.echo(f"Round {rnd['round']}, on {on}:")
        if rnd["round"] > 1 and not rnd.get("reduced"):
            rep = rnd.get("replication")
            if rep:
                click.echo(f"  round {rep['of_round']}'s set on {rep['games']} more fresh games (the replication): "
                           f"{sum(f['replicated'] for f in rep['flagged'])} of its confirmation's "
                           f"{len(rep['flagged'])} outliers found again")
                for f in rep["flagged"]:
                    click.echo("    " + replication_line(f))
            for o in base["outliers"]:
                click.echo(f"  outlier{' (replicated)' if rep else ' left with the set' if rnd.get('last') else ''}: "
                           f"{o['text']}")
            for c in rnd.get("carried") or []:
                click.echo("  left waiting before, " + carried_line(c))
        for s in (s for s in doc["skipped"] if s["round"] == rnd["round"] and not rnd.get("reduced")):
            after = "; ".join(f"with the set: {'still' if a['still_an_outlier'] else 'no longer'} an outlier"
                              for a in s.get("after", []))
            click.echo(f"  not tuned: {s['text']}: {s['reason']}" + (f" ({after})" if after else ""))
        for t in (t for t in doc["targets"] if t["round"] == rnd["round"] and not rnd.get("reduced")):
            s = t["suggestion"]
            if s is None:
                click.echo(f"  {t['label']}: no edit. {t['note'] or ''}".rstrip())
                continue
            e = s["edit"]
            click.echo(f"  {t['label']}: {doc['pack_path']}/{e['file']}:{e['line']}: {e['label']} — "
                       f"{pct(s['before']['rate'])} (n={s['before']['games']}) -> {pct(s['search']['rate'])} in the "
                       f"race ({s['search']['games']} pairs)"
                       + (f", {pct(s['held_out']['rate'])} on {s['held_out']['games']} held-out seeds"
                          if s.get("held_out") else ""))
            if t["note"]:
                click.echo(f"    {t['note']}")
            if t["explanation"]:
                click.echo(f"    {t['explanation']['text']}")
        c = rnd["confirmation"]
        if c is not None:
            state = ("confirmed, no faction or card outlier left" if c["clean"] else "confirmed" if c["confirmed"]
                     else "NOT confirmed (" + "; ".join(c["reasons"]) + ")")
            click.echo(f"  the set of {len(rnd['set'])} edit(s) on {c['games']} fresh games: {state}.")
        if rnd["stop"]:
            click.echo(f"  stopped: {rnd['stop']}.")
    st = doc["set"]
    if st and st["edits"]:
        click.echo(f"The set (round {st['round']}, {'confirmed' if st['confirmed'] else 'NOT confirmed'}), "
                   f"on {st['games']} fresh games, with the set and without any edit on the same seeds:")
        for e in st["edits"]:
            click.echo(f"  {e['label_card']}: {doc['pack_path']}/{e['file']}:{e['line']}: {e['label']} (round "
                       f"{e['round']}) — {interval(e['before'])} -> {interval(e['after'])}, "
                       f"{'fair' if e['group'] != 'card' else 'expected'} share {pct(e['fair_share'])}")
        left = st["left"]
        click.echo("  outliers with the set: " + ("none" if not left else "; ".join(
            ("NEW " if o["new"] else "") + o["text"] for o in left)))
        only = st.get("flagged_only_with_set") or []
        click.echo(f"  flagged only with the set (not by the pack as it is on the same seeds): {len(only)}; "
                   f"new (the set moved it, paired test on those seeds): {sum(o['moved'] for o in only)}")
        for text in paired_lines(only, "NEW"):
            click.echo(f"    {text}")
        moved = st.get("moved") or []
        click.echo(f"  moved by the set (paired, Holm within each group of the {st.get('tested') or 0} factions, "
                   f"cards, seats and values tested; edited cards aside): " + ("none" if not moved else ""))
        for m in moved:
            click.echo(f"    {moved_text(m)}")
        for w in st.get("without_edit") or []:
            click.echo(f"  an outlier with the set and no edit in it: {w['text']} — {w['why']}")
        if st.get("note"):
            click.echo(f"  {st['note']}")
    for p in paths:
        click.echo(f"wrote {p}")


def _apply(cl, pack: str, doc: dict, yes: bool) -> int:
    from ..tune.apply import ApplyError, apply_edits

    st = doc["set"]
    if not st or not st["confirmed"] or not st["edits"]:
        click.echo("Nothing to apply: no set of edits was confirmed.")
        return 0
    edits = st["edits"]
    for e in edits:
        click.echo(f"  {pack}/{e['file']}:{e['line']}: {e['old']} -> {e['new']}  ({e['label_card']}: {e['label']})")
    if not yes and not click.confirm(f"Write {'these edits' if len(edits) > 1 else 'this edit'} into {pack}?",
                                     default=False, err=True):
        click.echo("Not applied.")
        return 0
    try:
        written = apply_edits(pack, edits)
    except ApplyError as exc:
        from compiler.report.diagnostics import Diagnostic, Severity, Span
        raise Abort([Diagnostic("SYN772", str(exc), Span(exc.file, exc.line, exc.column), Severity.ERROR,
                                "run `syndicate tune` again on the pack as it is now")]) from None
    for path in written:
        click.echo(f"edited {path}")
    click.echo(f"Rebuild before playing: syndicate build {pack}")
    return 0
