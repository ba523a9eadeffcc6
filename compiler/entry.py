"""The `syndicate` program's entry point: `syndicate check` runs without click.

`syndicate check PACK` is a designer's inner loop. When its inputs are those
of the last run (compiler/cache/check_result.py), the answer stored then is printed
at once: no click, YAML loader, jsonschema or Lark to import. Otherwise a plain
check (PACK and the --format, --color, --no-color, --strict options) runs here
too, still without click (compiler/check_report.py, the code the click command
runs), and takes each unchanged file's document and schema errors from the
per-file cache (compiler/cache/per_file.py). Anything else goes to the click
command line (compiler/commands/cli.py).
"""
from __future__ import annotations

import sys

_FLAGS = {"--strict": ("strict", True), "--color": ("color", True), "--no-color": ("color", False)}


def _plain_check(argv: list[str]) -> dict | None:
    """{pack, fmt, color, strict} of a plain `check PACK [options]`, or None (leave it to click)."""
    if not argv or argv[0] != "check":
        return None
    got: dict = {"pack": None, "fmt": "text", "color": None, "strict": False}
    rest = argv[1:]
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg in _FLAGS:
            name, value = _FLAGS[arg]
            got[name] = value
        elif arg == "--format" and i + 1 < len(rest) and rest[i + 1] in ("text", "json"):
            got["fmt"] = rest[i + 1]
            i += 1
        elif arg in ("--format=text", "--format=json"):
            got["fmt"] = arg.split("=", 1)[1]
        elif arg.startswith("-") or got["pack"] is not None:
            return None     # --help, a typo, a second argument: click says what to say
        else:
            got["pack"] = arg
        i += 1
    return got if got["pack"] is not None else None


def _run_plain(plain: dict, want: str | None) -> int:
    """The check, as the click command runs it; Ctrl-C and a closed pipe end it as click would."""
    from .check_report import run

    try:
        return run(plain["pack"], plain["fmt"], plain["color"], plain["strict"], want)
    except KeyboardInterrupt:
        sys.stderr.write("\nAborted!\n")
        return 1
    except BrokenPipeError:
        sys.stdout = None   # nothing more can reach the reader; do not complain at exit either
        return 1


def main() -> None:
    from compiler.cache import check_result as check_cache

    check_cache.ENABLED = True      # this process is the command line: the check may use its cache
    plain = _plain_check(sys.argv[1:])
    if plain is not None:
        options = check_cache.options(plain["fmt"], plain["color"], plain["strict"])
        want = check_cache.key(plain["pack"], options)
        hit = check_cache.load(plain["pack"], want) if want is not None else None
        if hit is not None:
            sys.stdout.write(hit[0])
            sys.stdout.flush()
            sys.exit(hit[1])
        sys.exit(_run_plain(plain, want))
    from compiler.commands.cli import main as cli_main

    cli_main()
