"""`syndicate soak PACK --minutes M --seed S --out DIR`: random games for a while, invariants on."""
from __future__ import annotations

import os
import sys

import click


@click.command(help="""Play seeded random games of PACK for a while, checking every invariant at every step.

Each failed game is saved to DIR as fail-<seed>.json (replay it with
`syndicate replay DIR/fail-<seed>.json --pack PACK`) with its transcript and
error in fail-<seed>.log; DIR/soak.json sums up the run.
Exit status: 0 when every game ended cleanly, 1 when any failed.""")
@click.argument("pack", type=click.Path())
@click.option("--minutes", type=click.FloatRange(min=0, min_open=True), default=10.0, show_default=True,
              help="How long to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the whole run (each game derives its own).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="soak-out", show_default=True,
              help="Folder for failures and the summary.")
@click.option("--games", "max_games", type=click.IntRange(1), default=None, help="Stop after this many games.")
@click.option("--house-rule", "house_rules", multiple=True, metavar="ID",
              help="Play every game with this house rule (default: now and then a random one).")
@click.option("--build-dir", "--generated", "build_dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Folder holding compiled packs, as `syndicate build --build-dir DIR` wrote it "
                   "(default: Syndicate's generated/; --generated is its old name).")
def soak(pack: str, minutes: float, seed: int, out_dir: str, max_games: int | None, house_rules: tuple,
         build_dir: str | None) -> None:
    from runtime.soak import soak as run_soak

    from . import play

    compiled = play.load_compiled(pack, build_dir)
    try:
        os.makedirs(out_dir, exist_ok=True)
    except OSError as exc:
        from compiler.report.diagnostics import Diagnostic, Span, render_text
        click.echo(render_text([Diagnostic("SYN008", f"cannot create `{out_dir}`: {exc.strerror or exc}", Span(out_dir))]),
                   err=True)
        sys.exit(2)
    show = sys.stderr.isatty()

    def on_game(r) -> None:
        if show and r.games % 10 == 0:
            click.echo(f"\r{r.games} games, {r.steps} steps, {len(r.failures)} failed", err=True, nl=False)

    unknown = [h for h in house_rules if h not in compiled.house_rules]
    if unknown:
        from compiler.report.diagnostics import Diagnostic, Span, render_text
        click.echo(render_text([Diagnostic("SYN703", f"pack `{compiled.name}` has no house rule `{unknown[0]}`",
                                           Span("--house-rule"), help="house rules: " + ", ".join(sorted(compiled.house_rules)))]),
                   err=True)
        sys.exit(2)
    try:
        report = run_soak(compiled, minutes * 60, seed, out_dir, on_game, max_games,
                          list(house_rules) if house_rules else None)
    except OSError as exc:   # the summary or a failure's save: disk full, read-only folder
        from compiler.report.diagnostics import Diagnostic, Span, render_text
        where = getattr(exc, "filename", None) or out_dir
        click.echo(render_text([Diagnostic("SYN712", f"cannot write `{where}`: {exc.strerror or exc}", Span(where),
                                           help="choose a writable --out folder with free space")]), err=True)
        sys.exit(2)
    if show:
        click.echo("", err=True)
    outcomes = ", ".join(f"{k} {v}" for k, v in sorted(report.outcomes.items()))
    click.echo(f"soak of {compiled.name}, seed {seed}: {report.games} games, {report.steps} steps, "
               f"{report.turns} turns in {report.seconds:.0f}s ({outcomes})")
    for f in report.failures:
        click.echo(f"FAILED game seed {f['seed']}: {f['error']}\n  log: {f['log']}"
                   + (f"\n  replay: syndicate replay {f['save']} --pack {pack}"
                  + (f" --build-dir {build_dir}" if build_dir else "") if "save" in f else ""))
    click.echo(f"summary: {os.path.join(out_dir, 'soak.json')}")
    sys.exit(1 if report.failures else 0)
