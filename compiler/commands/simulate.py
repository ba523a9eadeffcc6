"""`syndicate simulate PACK`: play many seeded games and write a balance report.

Options are checked here and every mistake becomes a diagnostic whose caret
points into the command line itself; the work is done by compiler/simulate/.
"""
from __future__ import annotations

import shlex
import sys
import time

import click

from compiler.report.diagnostics import Diagnostic, Severity, SourceCache, Span, render_text
from .play import BUILD_DIR_OPTION

CMDLINE = "<command line>"
CARDS_SHOWN = 5          # card outliers printed on the console; the report lists them all


class Abort(Exception):
    def __init__(self, diags: list[Diagnostic]):
        super().__init__(diags)
        self.diags = diags


class CommandLine:
    """The command as typed, so that a diagnostic can put a caret under the bad argument."""

    def __init__(self, argv: list[str]):
        self.words = ["syndicate", *argv]
        self.text = shlex.join(self.words)

    def span(self, *needles: str) -> Span:
        # The last occurrence: with a repeated option the later value is the one that counts.
        for needle in needles:
            if not needle:
                continue
            quoted = shlex.quote(needle)
            pos = max(self.text.rfind(" " + quoted), self.text.rfind("=" + quoted))   # `--games 5` or `--games=5`
            if pos >= 0:
                return Span(CMDLINE, 1, pos + 2, 1, pos + 2 + len(quoted))
        return Span(CMDLINE, 1, 1)

    def error(self, code: str, message: str, help: str | None, *needles: str) -> Diagnostic:
        return Diagnostic(code, message, self.span(*needles), Severity.ERROR, help)


def _int(cl: CommandLine, option: str, raw: str | None, default: int | None, low: int, high: int | None = None):
    if raw is None:
        return default
    try:
        value = int(raw, 10)
    except ValueError:
        raise Abort([cl.error("SYN750", f"{option} wants a whole number, not `{raw}`", f"for example {option} {low}", raw)])
    if value < low or (high is not None and value > high):
        span = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise Abort([cl.error("SYN750", f"{option} must be {span}, not {value}", None, raw)])
    return value


def _seats(cl: CommandLine, players: int, default: str, specs: tuple[str, ...], types: tuple[str, ...]) -> list[str]:
    """Player type per seat; `types` are the computer players of the pack's engine."""
    if default not in types:
        raise Abort([cl.error("SYN750", f"unknown player type `{default}`",
                              "player types: " + ", ".join(types), default)])
    seats = [default] * players
    errors = []
    for spec in specs:
        seat, sep, kind = spec.partition("=")
        if not sep or not seat.strip().isdigit():
            errors.append(cl.error("SYN750", f"--seat wants SEAT=TYPE, not `{spec}`", "for example --seat 2=random", spec))
            continue
        n = int(seat)
        if not 1 <= n <= players:
            errors.append(cl.error("SYN750", f"there is no seat {n} in a {players}-player game",
                                   f"seats are numbered 1 to {players}", spec))
        elif kind not in types:
            errors.append(cl.error("SYN750", f"unknown player type `{kind}` for seat {n}",
                                   "player types: " + ", ".join(types), spec))
        else:
            seats[n - 1] = kind
    if errors:
        raise Abort(errors)
    return seats


def _emit(diags: list[Diagnostic], cl: CommandLine) -> None:
    sources = SourceCache()
    sources.remember(CMDLINE, cl.text)
    click.echo(render_text(diags, sources, color=sys.stderr.isatty()), err=True)
    n = sum(1 for d in diags if d.is_error)
    click.echo(f"\n{n} error{'s' if n != 1 else ''}", err=True)


@click.command("simulate")
@click.argument("pack", metavar="PACK")
@click.option("--games", "-n", "games_raw", metavar="N", help="Games to play (default 100).")
@click.option("--players", "-p", "players_raw", metavar="P", help="Players per game (default 4).")
@click.option("--jobs", "-j", "jobs_raw", metavar="J", help="Processes (or Dask workers for a local cluster); default 1.")
@click.option("--seed", "-s", "seed_raw", metavar="S", help="Run seed; game i gets a seed derived from S and i (default 1).")
@click.option("--out", "-o", "out", metavar="DIR", default=None,
              help="Folder for report.json, report.html and games.jsonl [default: out/<pack>/simulation].")
@click.option("--player-type", "default_type", default=None, metavar="TYPE",
              help="Player type for every seat not named by --seat: random, search (any game), or a computer "
                   "player of the pack's engine (Crime Lords: heuristic, its default).")
@click.option("--seat", "seat_specs", multiple=True, metavar="SEAT=TYPE",
              help="Player type of one seat (1-based), e.g. --seat 2=random. Repeatable.")
@click.option("--house-rule", "house_rules", multiple=True, metavar="RULE",
              help="Play with a house rule: an id from the pack's house_rules/ or a YAML file. Repeatable.")
@click.option("--compare", "compare", metavar="RULE",
              help="Also play the same seeds with this house rule (id or file) and compare the two.")
@click.option("--against", "against", metavar="OTHER",
              help="Also play the same seeds on another version of the pack (a pack folder, or a git revision "
                   "of this pack: HEAD~1, main) and report per card and faction what changed, paired by seed.")
@click.option("--turn-cap", "turn_cap_raw", metavar="T", help="Stop a game with no winner after T turns (default: the ruleset's).")
@click.option("--backend", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="local: a process pool on this machine; dask: a Dask distributed cluster.")
@click.option("--address", metavar="tcp://HOST:PORT",
              help="Dask scheduler to use; without it --backend dask starts a local cluster on 127.0.0.1.")
@click.option("--connect-timeout", "timeout_raw", metavar="SECONDS",
              help="How long to wait for the Dask scheduler to answer (default 10).")
@click.option("--chunk-size", "chunk_raw", metavar="K", help="Games per task sent to a worker (default: automatic).")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar and no summary; only errors.")
@BUILD_DIR_OPTION
def simulate(pack, games_raw, players_raw, jobs_raw, seed_raw, out, default_type, seat_specs, house_rules,
             compare, against, turn_cap_raw, backend, address, timeout_raw, chunk_raw, quiet, build_dir):
    """Play many seeded games between computer players and write a balance report.

    \b
    The results depend only on PACK, the options that shape the games and
    --seed: the same seed gives the same report.json with any --jobs and on
    any backend. Ctrl-C stops the run and writes a partial report of the
    games that finished.

    \b
    Examples:
      syndicate simulate content/crime_lords --games 1000 --players 4 --jobs 2 --out sim
      syndicate simulate content/crime_lords --compare short_game --out sim-short
      syndicate simulate content/crime_lords --against HEAD~1 --out sim-ab
      syndicate simulate content/crime_lords --backend dask --address tcp://10.0.0.5:8786
    """
    cl = CommandLine(sys.argv[1:])
    from compiler.simulate import against as ab
    work = ab.work_folder() if against else None
    try:
        code = _run(cl, pack, games_raw, players_raw, jobs_raw, seed_raw, out, default_type, seat_specs,
                    house_rules, compare, turn_cap_raw, backend, address, timeout_raw, chunk_raw, quiet, build_dir,
                    against=against, work=work)
    except Abort as exc:
        _emit(exc.diags, cl)
        sys.exit(1)
    except KeyboardInterrupt:
        # Outside the games (loading, writing): nothing finished worth a report.
        click.echo("interrupted: no report written", err=True)
        sys.exit(130)
    finally:
        ab.remove(work)
    sys.exit(code)


def _run(cl, pack, games_raw, players_raw, jobs_raw, seed_raw, out, default_type, seat_specs, house_rules,
         compare, turn_cap_raw, backend_kind, address, timeout_raw, chunk_raw, quiet, build_dir=None,
         against=None, work=None) -> int:
    from compiler.simulate import adapter
    from compiler.simulate.backends import BackendError, GameConfig, GameFailed, make_backend
    from compiler.simulate.progress import progress_bar
    from compiler.simulate.report import build_report, write_report
    from compiler.simulate.runner import run_batch
    from compiler.simulate.stats import MIN_GAMES_FOR_OUTLIER, aggregate, compare as compare_runs

    if out is None:
        from compiler.commands.outputs import default_out

        out = default_out(pack, "simulation")      # never under generated/ (compiler/commands/outputs.py)
    games = _int(cl, "--games", games_raw, 100, 1, 10_000_000)
    players = _int(cl, "--players", players_raw, 4, 1, 64)
    jobs = _int(cl, "--jobs", jobs_raw, 1, 1, 1024)
    seed = _int(cl, "--seed", seed_raw, 1, 0, 2**63 - 1)
    turn_cap = _int(cl, "--turn-cap", turn_cap_raw, None, 1, 1_000_000)
    chunk = _int(cl, "--chunk-size", chunk_raw, None, 1, 100_000)
    timeout = _int(cl, "--connect-timeout", timeout_raw, 10, 1, 3600)
    if address and backend_kind != "dask":
        raise Abort([cl.error("SYN750", "--address is only used with --backend dask", "add --backend dask", address)])
    if address and not address.startswith(("tcp://", "tls://", "ucx://", "inproc://")):
        raise Abort([cl.error("SYN750", f"`{address}` is not a Dask scheduler address",
                              "write it as tcp://HOST:PORT (the scheduler's default port is 8786)", address)])
    try:
        info = adapter.prepare(pack, list(house_rules), players, compare, build_dir)
    except adapter.AdapterError as exc:
        diags = exc.diagnostics() or [cl.error(exc.code, str(exc), exc.help, exc.argument or pack)]
        raise Abort(diags) from None
    seats = _seats(cl, players, default_type or info.default_player, seat_specs, info.player_types)
    if turn_cap is not None and info.turn_cap is None:
        raise Abort([cl.error("SYN750", f"the rules engine of `{info.name}` declares no turn cap to set",
                              "leave out --turn-cap: its games end by their own rules", turn_cap_raw)])

    base_config = GameConfig(pack=info.pack_dir, seats=tuple(seats), house_rules=tuple(info.house_rules),
                             turn_cap=turn_cap, build_dir=info.build_dir)
    changed_config = None
    if compare:
        changed_config = GameConfig(pack=info.pack_dir, seats=tuple(seats),
                                    house_rules=tuple(info.house_rules) + (info.compare,), turn_cap=turn_cap,
                                    build_dir=info.build_dir)
    other = None
    if against:
        if compare:
            raise Abort([cl.error("SYN750", "--against and --compare cannot be used together",
                                  "compare two versions of the pack, or the pack with and without a house rule",
                                  against)])
        other = _other(cl, pack, against, work, house_rules, players, info)
        changed_config = GameConfig(pack=other["info"].pack_dir, seats=tuple(seats),
                                    house_rules=tuple(other["info"].house_rules), turn_cap=turn_cap,
                                    build_dir=other["info"].build_dir)

    try:
        backend = make_backend(backend_kind, jobs, address, timeout)
    except BackendError as exc:
        raise Abort([cl.error("SYN754", str(exc), exc.help, address or "--backend")]) from None

    start = time.perf_counter()
    changed = None
    try:
        with progress_bar(quiet) as bar:
            base = run_batch(base_config, games, seed, backend, bar.task("games" if not changed_config else "without" if compare else "this version", games), chunk)
            if changed_config is not None and not base.interrupted:
                label = f"with {info.compare_name or compare}" if compare else f"against {other['label']}"
                changed = run_batch(changed_config, games, seed, backend, bar.task(label, games), chunk)
        if not (base.interrupted or (changed is not None and changed.interrupted)):
            backend.close()       # an interrupted batch has already stopped the backend
    except GameFailed as exc:
        backend.stop()
        raise Abort([cl.error("SYN753", str(exc),
                              f"replay it alone: syndicate play {pack} --players {players} --seed {exc.seed}", pack)]) from None
    elapsed = time.perf_counter() - start

    interrupted = (base.interrupted or (changed is not None and changed.interrupted)
                   or (changed_config is not None and changed is None))
    base_games = base.games
    changed_games = changed.games if changed is not None else None
    if changed_games is not None and interrupted:
        # Compare like with like: only the seeds both runs finished.
        common = {g["index"] for g in base_games} & {g["index"] for g in changed_games}
        base_games = [g for g in base_games if g["index"] in common]
        changed_games = [g for g in changed_games if g["index"] in common]

    meta = {
        "pack": info.name,
        "pack_path": pack,
        "faction": info.faction.to_dict(),
        "seed": seed,
        "games_requested": games,
        "players": players,
        "seats": seats,
        "house_rules": list(house_rules),
        "compare": compare,
        "compare_name": info.compare_name,
        "turn_cap": turn_cap,
        "complete": not interrupted,
        "min_games_for_outlier": MIN_GAMES_FOR_OUTLIER,
    }
    faction = info.faction
    results = aggregate(base_games, info.names, info.kinds, faction)
    changed_results = aggregate(changed_games, info.names, info.kinds, faction) if changed_games is not None else None
    from compiler.simulate.card_use import card_use, findings
    for res, played in ((results, base_games), (changed_results, changed_games)):
        if res is not None:
            res["card_use"] = card_use(played, info.names, info.kinds, info.ability_texts, info.hand_kinds)
            res["findings"] = findings(res["card_use"], res["games"])
    if other is not None:
        from compiler.simulate.against import compare_paired
        meta["against"] = against
        doc = build_report(meta, results)
        names = {**other["info"].names, **info.names}
        deck_cards = {c for i in (info, other["info"]) for c, k in i.kinds.items() if k in i.hand_kinds}
        doc["against"] = {"other": against, "label": other["label"], "results": changed_results,
                          "comparison": compare_paired(base_games, changed_games or [], names, other["changes"],
                                                       faction.kind, deck_cards)}
    else:
        comparison = compare_runs(results, changed_results, faction) if changed_results is not None else None
        doc = build_report(meta, results, changed_results, comparison)
    played = len(base.games) + (len(changed.games) if changed else 0)
    run_info = {"backend": backend.name, "workers": backend.workers, "elapsed": elapsed,
                "games_per_second": played / elapsed if elapsed > 0 else 0.0}
    try:
        paths = write_report(out, doc, base_games, run_info, changed_games if other is None else None)
    except OSError as exc:
        raise Abort([cl.error("SYN755", f"cannot write the report to `{out}`: {exc.strerror or exc}",
                              "choose another --out folder", out)]) from None

    if not quiet:
        _summary(doc, paths, run_info, interrupted)
    return 130 if interrupted else 0


def _other(cl, pack, against, work, house_rules, players, info) -> dict:
    """OTHER of --against, fetched (a git revision), compiled and prepared like PACK; its card changes."""
    from compiler.simulate import adapter
    from compiler.simulate.against import AgainstError, card_changes, prepare_other
    try:
        folder, build_root, label = prepare_other(pack, against, work)
        other_info = adapter.prepare(folder, list(house_rules), players, None, build_root)
    except AgainstError as exc:
        raise Abort(exc.diags + [cl.error("SYN756", str(exc), exc.help, against)]) from None
    except adapter.AdapterError as exc:
        raise Abort([cl.error("SYN756", f"the other version ({against}) cannot be played: {exc}", exc.help,
                              against)]) from None
    if other_info.faction is None or info.faction is None or other_info.faction.kind != info.faction.kind:
        raise Abort([cl.error("SYN756", f"`{against}` is not a version of this game (another faction kind)",
                              "compare two versions of the same game", against)])
    changes = card_changes(adapter.load_compiled(info.pack_dir, info.build_dir),
                           adapter.load_compiled(other_info.pack_dir, other_info.build_dir))
    return {"info": other_info, "label": label, "changes": changes}


def _against_summary(doc: dict) -> None:
    """The paired comparison in a few lines: factions and cards whose figures moved beyond their interval."""
    ag = doc["against"]
    cmp = ag["comparison"]
    kind = doc["faction"]["kind"]
    changed = cmp["changed_cards"]
    click.echo(f"Against {ag['label']} ({cmp['games']} games, same seeds; {cmp['test']}):")
    click.echo(f"  cards that differ: {len(changed)}" + (f" ({', '.join(changed[:8])}"
                                                          f"{' …' if len(changed) > 8 else ''})" if changed else ""))
    moved = [r for r in cmp[f"by_{kind}"] if r["significant"]]
    for r in moved:
        click.echo(f"  {r['label']}: win {r['other'] * 100:.1f}% -> {r['pack'] * 100:.1f}% "
                   f"({r['difference'] * 100:+.1f} points, 95% CI {r['ci_low'] * 100:+.1f} to {r['ci_high'] * 100:+.1f})")
    for r in cmp["cards"]:
        for what, label in (("with_winner", "with the winner"), ("played_per_game", "played per game")):
            x = r[what]
            if x["significant"]:
                mark = f" [{r['change']}]" if r["change"] else ""
                click.echo(f"  {r['label']}{mark}: {label} {x['other']:.2f} -> {x['pack']:.2f} "
                           f"(95% CI {x['ci_low']:+.2f} to {x['ci_high']:+.2f})")
    if not moved:
        click.echo(f"  no {doc['faction']['label']}'s win rate moved beyond its interval")


FAIR_SHARE = "what a seat wins if no seat, faction or card is better than another: wins / seats played"


def _pct_ci(row: dict) -> str:
    """A rate with its 95% Wilson interval and how many seat-games it rests on."""
    n = row.get("games", row.get("seat_games"))
    return f"{row['rate'] * 100:.1f}% (95% CI {row['ci_low'] * 100:.1f}–{row['ci_high'] * 100:.1f}%, n={n})"


def _comparison_summary(doc: dict) -> None:
    """The comparison's result in a few lines, labelled by the house rule's name."""
    cmp, name = doc["compare"]["comparison"], doc["compare"]["name"]
    click.echo(f"With {name} (same seeds, {cmp['test']}):")
    nw = cmp["no_winner"]
    click.echo(f"  no winner {nw['base'] * 100:.1f}% -> {nw['changed'] * 100:.1f}% "
               f"(p={nw['p_value']:.4f}{', significant' if nw['significant'] else ''}); "
               f"mean length {cmp['mean_turns']['base']:.1f} -> {cmp['mean_turns']['changed']:.1f} turns")
    rows = cmp[f"by_{doc['faction']['kind']}"]
    changed = [row for row in rows if row["significant"]]
    for row in changed:
        click.echo(f"  {row['label']} {row['base']['rate'] * 100:.0f}% -> "
                   f"{row['changed']['rate'] * 100:.0f}% (p={row['p_value']:.4f}, significant)")
    if not changed:
        click.echo(f"  no {doc['faction']['label']}'s win rate changed significantly "
                   f"(largest change {max((abs(r['difference']) for r in rows), default=0) * 100:.1f} points)")


def _summary(doc: dict, paths: list[str], run: dict, interrupted: bool) -> None:
    r = doc["results"]
    if interrupted:
        click.echo(f"Interrupted: partial report of {r['games']} of {doc['games_requested']} games.")
    click.echo(f"{r['games']} games, {doc['players']} players, seed {doc['seed']}: "
               f"{run['games_per_second']:.1f} games/s on {run['backend']} "
               f"({run['workers']} worker{'s' if run['workers'] != 1 else ''}).")
    none = r["no_winner"]["games"]
    click.echo(f"No winner: {none} game{'s' if none != 1 else ''} ({r['no_winner']['share'] * 100:.1f}%).")
    click.echo(f"Fair share: {r['fair_share'] * 100:.1f}% ({FAIR_SHARE}).")
    for t in r["player_types"]:
        mix = ", ".join(f"{v:.2f} {k.replace('_', ' ')}" for k, v in t["actions_per_game"].items())
        click.echo(f"{t['label']}: win {_pct_ci(t)}; mean length {t['game_length_turns']['mean']:.1f} turns; "
                   f"per game: {mix or 'no actions counted'}.")
        for name, d in (t.get("scores") or {}).items():
            click.echo(f"  {t['key']} final {name}: mean {d['mean']:.1f}, median {d['median']:g}, "
                       f"10-90% {d['p10']:g}-{d['p90']:g}, range {d['min']}-{d['max']} (n={d['count']}).")
    by_faction = r.get(f"win_rate_by_{doc['faction']['kind']}") or []
    scored = [row for row in by_faction if row.get("scores")]
    for name in (scored[0]["scores"] if scored else {}):
        if name != "money":
            click.echo(f"Final {name} by {doc['faction']['label'].lower()}: " + "; ".join(
                f"{row['label']} mean {row['scores'][name]['mean']:.1f}" for row in scored) + ".")
    click.echo("Win rate by seat: " + "; ".join(f"{s['label']} {_pct_ci(s)}" + (f", opened {s['opened']}" if "opened" in s else "")
                                                for s in r["win_rate_by_seat"]) + ".")
    if r["win_rate_by_turn_order"]:
        click.echo("By turn order: " + "; ".join(f"{s['label']} {_pct_ci(s)}" for s in r["win_rate_by_turn_order"]) + ".")
    cards = [o for o in r["outliers"] if o["group"] == "card"]
    for o in [o for o in r["outliers"] if o["group"] != "card"] + cards[:CARDS_SHOWN]:
        click.echo(f"  outlier: {o['text']}")
    if len(cards) > CARDS_SHOWN:
        click.echo(f"  ... and {len(cards) - CARDS_SHOWN} more card outliers (see report.html)")
    found = r.get("findings") or []
    for f in found[:CARDS_SHOWN]:
        click.echo(f"  finding: {f['text']}")
    if len(found) > CARDS_SHOWN:
        click.echo(f"  ... and {len(found) - CARDS_SHOWN} more findings (see report.html)")
    if doc.get("compare"):
        _comparison_summary(doc)
    if doc.get("against"):
        _against_summary(doc)
    for p in paths:
        click.echo(f"wrote {p}")
