"""The `syndicate` program's entry point.

`syndicate check PACK` is a designer's inner loop. A check command line that
ran before (in this folder, with this compiler) runs again through the
orchestrator's cached fast path (compiler/pipeline.py, `check_again`): the
words are not parsed, the cache kept what click read from them, and an
unchanged pack's answer is printed without importing click, the YAML loader,
jsonschema or Lark. Everything else goes to the click command line
(compiler/commands/cli.py), the one reader of arguments.
"""
from __future__ import annotations

import sys


def main() -> None:
    from compiler.cache import check_result as check_cache

    argv = sys.argv[1:]
    check_cache.enable(argv)      # this process is the command line: the check may use its cache
    if argv[:1] == ["check"]:
        from compiler.pipeline import check_again

        try:
            status = check_again(argv)
        except KeyboardInterrupt:   # as click ends a command on Ctrl-C
            sys.stderr.write("\nAborted!\n")
            sys.exit(1)
        except BrokenPipeError:
            sys.stdout = None   # nothing more can reach the reader; do not complain at exit either
            sys.exit(1)
        if status is not None:
            sys.exit(status)
    from compiler.commands.cli import main as cli_main

    cli_main()
