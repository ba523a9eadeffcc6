"""`python -m compiler.check.effects.vocab_doc [PACK]`: docs/effect-language.md's vocabulary tables
rewritten from the `vocabulary:` section of a pack's game.yaml (default: the base pack).

The tables are rendered by dsl/docgen.py; the pack is read here, as `syndicate
check` reads it (YAML 1.2, issue 18), because reading a pack is the compiler's
work and dsl never imports the compiler.
"""
from __future__ import annotations

import os
import sys
import tempfile

from dsl.docgen import BASE_PACK, DOC, render
from dsl.vocabulary import Vocabulary

from .vocab import load_vocabulary


def pack_vocabulary(pack_dir: str = BASE_PACK) -> Vocabulary:
    """The vocabulary of a pack's game.yaml, read as `syndicate check` reads it."""
    return load_vocabulary(pack_dir)


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    vocab = pack_vocabulary(args[0] if args else BASE_PACK)
    with open(DOC, encoding="utf-8") as fh:
        text = fh.read()
    new = render(text, vocab)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(DOC), prefix=".tmp-")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(new)
    os.replace(tmp, DOC)


if __name__ == "__main__":
    main()
