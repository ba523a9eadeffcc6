"""`syndicate play` and `syndicate replay`: one game in the terminal, and checking a saved log.

This is where the stages meet: it finds the compiled pack under
generated/<pack>/ (refusing a missing or stale build with a diagnostic), then
hands it to the runtime.
"""
from __future__ import annotations

import os
import sys

import click

from ..diagnostics import Diagnostic, Span, render_text
from .engines import find_engine

SEAT_KINDS = ("random", "heuristic", "human", "search")


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

    from ..pack import display_path
    from ..safe_read import Refused, read_bytes

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


def _generated_root() -> str:
    return os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "generated")


def load_compiled(pack_dir: str):
    """The compiled pack for a content folder, or a diagnostic and exit."""
    from runtime.packs import PackError, load_generated
    from ..build import content_hash
    name = os.path.basename(os.path.normpath(pack_dir))
    if not os.path.isdir(pack_dir):
        _fail("SYN001", f"pack folder `{pack_dir}` does not exist", pack_dir,
              "name a pack folder, e.g. content/crime_lords")
    folder = os.path.join(_generated_root(), name)
    if not os.path.isfile(os.path.join(folder, "__init__.py")):
        _fail("SYN701", f"pack `{name}` has not been compiled (no {os.path.relpath(folder)})", pack_dir,
              f"run `syndicate build {pack_dir}` first")
    try:
        pack = load_generated(folder)
    except (PackError, ImportError, SyntaxError, AttributeError) as exc:
        _fail("SYN701", f"the compiled pack in {os.path.relpath(folder)} cannot be loaded: {exc}", folder,
              f"run `syndicate build {pack_dir}` again")
    import importlib
    stamp = getattr(importlib.import_module("_syndicate_pack_" + name), "CONTENT_HASH", None)
    if stamp is not None and stamp != content_hash(pack_dir):
        _fail("SYN702", f"the compiled pack in {os.path.relpath(folder)} is stale: {pack_dir} changed since the last build",
              pack_dir, f"run `syndicate build {pack_dir}`")
    _, problem = find_engine(pack, pack_dir)
    if problem is not None:
        click.echo(render_text([problem]), err=True)
        sys.exit(2)
    return pack


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
    from runtime.kernel.errors import GameError
    from runtime.kernel.choices import IllegalAnswer
    try:
        g.run(max_turns=max_turns)
    except (GameError, IllegalAnswer) as exc:
        # The game ends with a clear error and its log saved, so that
        # `syndicate replay` reproduces the failure.
        path = save_path or f"crashed-{g.pack.name}-seed{g.seed}.json"
        write_save(path, save.record(g, seats_kinds, error=str(exc)))
        _fail("SYN704", f"the game stopped: {exc}", path,
              f"the game was saved to {path}; `syndicate replay {path}` reproduces the failure")
    except (EOFError, KeyboardInterrupt):
        if save_path:
            g.outcome = "stopped"
        click.echo("\ngame interrupted" + (f"; resume with --resume {save_path}" if save_path else ""), err=True)
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
def play(pack, n, seed, seat, house_rules, save_path, resume_path, max_turns, verbosity):
    """Play one game of PACK and print the transcript."""
    from runtime import save, session
    from runtime.games import engine_of
    from runtime.kernel.errors import GameError
    from runtime.packs import PackError
    compiled = load_compiled(pack)
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
def replay(log, pack_dir, tail):
    """Replay a saved game LOG; print its end and the final state hash (non-zero exit if it diverges)."""
    from runtime import save, session
    from runtime.games import engine_of
    data = read_save(log)
    compiled = load_compiled(pack_dir or os.path.join("content", data["pack"]))
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
