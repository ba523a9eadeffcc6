"""`syndicate play` and `syndicate replay`: one game in the terminal, and checking a saved log.

This is where the stages meet: it finds the compiled pack under
generated/<pack>/ (refusing a missing or stale build with a diagnostic), then
hands it to the runtime.
"""
from __future__ import annotations

import os
import sys

import click

from compiler.report.diagnostics import Diagnostic, Span, render_text
from compiler.build.engines import find_engine

SEAT_KINDS = ("random", "heuristic", "human", "search")

# The same option on every command that reads compiled code (and `build --out`, its other name).
BUILD_DIR_OPTION = click.option(
    "--build-dir", "build_dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
    help="Folder holding compiled packs, as `syndicate build --build-dir DIR` wrote it (default: Syndicate's generated/).")


def _fail(code: str, message: str, where: str, help: str | None = None, line: int = 1, col: int = 1) -> None:
    click.echo(render_text([Diagnostic(code, message, Span(where, line, col), help=help)]), err=True)
    sys.exit(2)


_SAVE_HELP = {
    "SYN705": "a save is the JSON file `syndicate play --save` writes",
    "SYN707": "name the save file itself (a plain file), not a pipe, a device or a folder",
    "SYN708": "a save is written by `syndicate play --save`; see runtime/save_schema.py for its fields",
    "SYN710": "a save is written by `syndicate play --save`; see runtime/save_schema.py for its fields",
    "SYN711": "a save is written by `syndicate play --save`; see runtime/save_schema.py for its fields",
}


def read_save(path: str) -> dict:
    """A save file from anyone: a regular file, bounded, every field validated; else a diagnostic."""
    from runtime import save
    from runtime.save_schema import MAX_BYTES

    from compiler.report.diagnostics import display_path
    from compiler.files.safe_read import Refused, read_bytes

    shown = display_path(path)
    try:
        raw = read_bytes(path, MAX_BYTES, shown=shown)
    except Refused as exc:
        code = "SYN707" if exc.code in ("SYN009", "SYN004", "SYN020") else exc.code
        _fail(code, f"the save was not read: {exc.message}", shown, _SAVE_HELP["SYN707"])
    except OSError as exc:
        _fail("SYN705", f"cannot read {shown}: {exc.strerror or exc}", shown, _SAVE_HELP["SYN705"])
    try:
        return save.loads(raw, shown)
    except save.SaveError as exc:
        _fail(exc.code, str(exc), shown, _SAVE_HELP.get(exc.code), exc.line, exc.col)


def _check_house_rules(data: dict, compiled, shown: str) -> None:
    unknown = [h for h in data["house_rules"] if h not in compiled.house_rules]
    if unknown:
        _fail("SYN709", f"{shown} plays with house rule `{unknown[0]}`, which pack `{compiled.name}` does not have",
              shown, "house rules of the pack: " + (", ".join(sorted(compiled.house_rules)) or "none"))


def write_save(path: str, data: dict) -> None:
    """A save written whole, or a clean message (disk full, read-only, not a file) and exit."""
    from runtime import save

    try:
        save.write_atomic(path, data)
    except OSError as exc:
        _fail("SYN712", f"cannot write the save `{path}`: {exc.strerror or exc}", path,
              "choose a writable folder with free space; the game itself is not affected")


def load_compiled(pack_dir: str, build_dir: str | None = None):
    """The compiled pack of a content folder (compiler/build/compiled.py: found by one rule and
    checked to be this pack's own current build before it is imported), or a diagnostic and exit."""
    from compiler.build.compiled import Untrusted, load_verified
    try:
        pack = load_verified(pack_dir, build_dir)
    except Untrusted as exc:
        click.echo(render_text(exc.diagnostics), err=True)
        sys.exit(2)
    _, problem = find_engine(pack, pack_dir)
    if problem is not None:
        click.echo(render_text([problem]), err=True)
        sys.exit(2)
    return pack


def _ruleset_span(pack_dir: str, compiled, house_rules, key: str):
    """Where the players' `key` (min or max) in force is written: the last house rule that sets it, else
    the ruleset file (the pack's YAML file of `kind: ruleset`), else the pack folder."""
    from compiler.report.diagnostics import Span
    from compiler.report.diagnostics import display_path
    from compiler.load.yamlload import load_file

    for rid in reversed(list(house_rules)):
        hr = compiled.house_rules.get(rid)
        if hr is not None and isinstance(hr.settings.get("players"), dict) and key in hr.settings["players"]:
            rel = hr.source.rpartition(":")[0].partition("/")[2]
            doc, diags = load_file(os.path.join(pack_dir, rel)) if rel else (None, ())
            if doc is not None and not diags:
                return doc.span(("settings", "players", key))
    try:
        names = sorted(n for n in os.listdir(pack_dir) if n.endswith((".yaml", ".yml")))
    except OSError:
        names = []
    for name in names:
        doc, diags = load_file(os.path.join(pack_dir, name))
        if doc is not None and not diags and isinstance(doc.data, dict) and doc.data.get("kind") == "ruleset":
            return doc.span(("players", key))
    return Span(display_path(pack_dir))


def _check_player_count(pack_dir: str, compiled, n: int, house_rules) -> None:
    """Before setup: a player count the ruleset (with its house rules) allows, else SYN703 at the line
    of the ruleset or house rule in force. That the pack has the cards setup deals for that many
    players is the manifest's `enough_for_players` (SYN211): a pack failing it is never built."""
    from runtime.packs import PackError, apply_house_rules
    try:
        ruleset, _ = apply_house_rules(compiled, house_rules)
    except PackError:
        return                     # an unknown house rule: the game's own message follows
    rng = ruleset.get("players") if isinstance(ruleset.get("players"), dict) else {}
    lo, hi = rng.get("min"), rng.get("max")
    problem = None
    if isinstance(lo, int) and n < lo:
        problem, key, fix = f"{n} players: this ruleset allows {lo} to {hi}", "min", f"choose --players {lo} or more"
    elif isinstance(hi, int) and n > hi:
        problem, key, fix = f"{n} players: this ruleset allows {lo} to {hi}", "max", \
            f"choose --players {hi} or fewer, or play with a house rule that raises players.max"
    if problem is not None:
        span = _ruleset_span(pack_dir, compiled, house_rules, key)
        click.echo(render_text([Diagnostic("SYN703", problem, span, help=fix)]), err=True)
        sys.exit(2)


def _parse_seats(values, n: int | None) -> dict:
    seats = {}
    for v in values:
        seat, _, kind = v.partition("=")
        if not seat.isdigit() or kind not in SEAT_KINDS:
            _fail("SYN703", f"--seat `{v}` is not SEAT=KIND", "--seat",
                  f"write e.g. --seat 2=human; kinds: {', '.join(SEAT_KINDS)}")
        if n is not None and not 1 <= int(seat) <= n:
            _fail("SYN703", f"--seat {seat}: there are seats 1 to {n}", "--seat")
        seats[int(seat)] = kind
    return seats


def _run(g, save_path, seats_kinds, quiet: bool, max_turns):
    from runtime import save
    from runtime.interrupt import stop_at_decisions
    from runtime.kernel.errors import GameError
    from runtime.kernel.choices import IllegalAnswer
    try:
        with stop_at_decisions(g):
            g.run(max_turns=max_turns)
    except (GameError, IllegalAnswer) as exc:
        # The game ends with a clear error and its log saved, so that
        # `syndicate replay` reproduces the failure.
        path = save_path or f"crashed-{g.pack.name}-seed{g.seed}.json"
        write_save(path, save.record(g, seats_kinds, error=str(exc)))
        _fail("SYN704", f"the game stopped: {exc}", path,
              f"the game was saved to {path}; `syndicate replay {path}` reproduces the failure")
    except (EOFError, KeyboardInterrupt):
        # Ctrl-C or the end of a person's input: the game stopped at a decision
        # (runtime/interrupt.py), so its answers so far are the whole game. The save
        # is written whole before the message that tells how to resume it.
        if save_path:
            write_save(save_path, save.record(g, seats_kinds, interrupted=True))
        click.echo("\ngame interrupted" + (f"; saved, resume with --resume {save_path}" if save_path else ""),
                   err=True)
        sys.exit(130)
    if quiet:
        click.echo(g.summary())
    if save_path:
        write_save(save_path, save.record(g, seats_kinds))
        click.echo(f"saved to {save_path} (state {save.state_hash(g)[:16]})")


@click.command()
@click.argument("pack", type=click.Path())
@click.option("--players", "n", type=click.IntRange(1, 16), default=4, show_default=True, help="Number of players.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the dice and shuffles.")
@click.option("--seat", "seat", multiple=True, metavar="N=KIND", help="Who plays seat N: random, heuristic (default), search or human.")
@click.option("--house-rule", "house_rules", multiple=True, metavar="ID", help="Play with a house rule of the pack.")
@click.option("--save", "save_path", type=click.Path(dir_okay=False), help="Write the game (answers and state hash) here.")
@click.option("--resume", "resume_path", type=click.Path(dir_okay=False), help="Continue a saved game.")
@click.option("--max-turns", type=click.IntRange(0), help="Stop after this many turns (resume later).")
@click.option("--quiet", "verbosity", flag_value="quiet", help="Print only the outcome.")
@click.option("--verbose", "verbosity", flag_value="verbose", help="Also print the engine's detail lines (e.g. markers and dice).")
@BUILD_DIR_OPTION
def play(pack, n, seed, seat, house_rules, save_path, resume_path, max_turns, verbosity, build_dir):
    """Play one game of PACK and print the transcript."""
    from runtime import save, session
    from runtime.games import engine_of
    from runtime.kernel.errors import GameError
    from runtime.packs import PackError
    compiled = load_compiled(pack, build_dir)
    seats = _parse_seats(seat, None if resume_path else n)
    quiet = verbosity == "quiet"
    hidden = () if verbosity == "verbose" else engine_of(compiled).detail_log
    echo = None if quiet else (lambda kind, text: kind in hidden or click.echo(text))
    try:
        if resume_path:
            data = read_save(resume_path)
            if data["pack"] != compiled.name:
                _fail("SYN705", f"{resume_path} is a game of `{data['pack']}`, not `{compiled.name}`", resume_path)
            _check_house_rules(data, compiled, resume_path)
            g = session.resume(compiled, data, seats, echo=echo)
            kinds = g.seat_kinds
        else:
            _check_player_count(pack, compiled, n, house_rules)
            g = session.new_game(compiled, n, seed, seats, house_rules, echo=echo)
            kinds = g.seat_kinds
    except save.SaveError as exc:
        _fail("SYN705", str(exc), resume_path)
    except (GameError, PackError) as exc:
        _fail("SYN703", str(exc), pack)
    _run(g, save_path, kinds, quiet, max_turns)


@click.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--pack", "pack_dir", type=click.Path(), help="Content folder of the game's pack (default content/<pack>).")
@click.option("--tail", type=click.IntRange(0), default=15, show_default=True, help="Transcript lines to show.")
@BUILD_DIR_OPTION
def replay(log, pack_dir, tail, build_dir):
    """Replay a saved game LOG; print its end and the final state hash (non-zero exit if it diverges)."""
    from runtime import save, session
    from runtime.games import engine_of
    data = read_save(log)
    compiled = load_compiled(pack_dir or os.path.join("content", data["pack"]), build_dir)
    _check_house_rules(data, compiled, log)
    try:
        g, why = session.replay(compiled, data)
    except session.ReproducedFailure as exc:
        _fail("SYN704", f"the replay reproduced the saved failure: {exc}", log)
    hidden = engine_of(compiled).detail_log
    lines = [t for k, t in g.log.lines if k not in hidden]
    for line in lines[-tail:] if tail else []:
        click.echo(line)
    h = save.state_hash(g)
    click.echo(f"state hash {h}")
    if why:
        _fail("SYN706", f"the replay diverged: {why}", log,
              "the log was made by another version of the pack or engine, or was edited")
