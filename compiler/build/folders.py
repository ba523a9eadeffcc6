"""Where a pack's compiled code lives: one rule, used by `build` (where it writes) and by
`play`, `replay`, `soak`, `simulate` (where they read) and `sheets` (its default output folder):

    the compiled pack of the content folder P is  BUILD_DIR / pack_id(name of P)

where BUILD_DIR is the `--build-dir` option (`build --out` is the same
option), else Syndicate's own `generated/` folder — never the current
directory, and never a folder found by looking around P. The name of P is
the last part of its real path (links resolved). Whether what is there may be
imported is compiled.py's question.
"""
from __future__ import annotations

import keyword
import os
import re

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_KEEP = re.compile(r"[A-Za-z0-9]")


def pack_id(folder_name: str) -> str:
    """A checked Python identifier for a pack folder's name: the name itself when it is one.

    Any other name is escaped, injectively: `p_` then each letter or digit as it
    is, `_` as `__`, and any other character as `_<hex code point>_`
    (`my-pack` -> `p_my_2d_pack`). So generated/<id> is always one plain
    folder, and the id can never be `..`, hold a `/`, or break Python text.
    """
    if _IDENT.match(folder_name) and folder_name.isascii() and not keyword.iskeyword(folder_name) \
            and not folder_name.startswith("p_"):
        return folder_name
    out = []
    for ch in folder_name:
        if _KEEP.match(ch) and ch.isascii():
            out.append(ch)
        elif ch == "_":
            out.append("__")
        else:
            out.append(f"_{ord(ch):x}_")
    return "p_" + "".join(out)


def pack_folder_name(pack_dir: str) -> str:
    return os.path.basename(os.path.realpath(pack_dir))


def default_out_root() -> str:
    """Syndicate's own generated/ folder (beside compiler/), never the current directory."""
    return os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "generated")


def build_root(build_dir: str | None) -> str:
    return os.path.abspath(build_dir) if build_dir else default_out_root()


def compiled_folder(pack_dir: str, build_dir: str | None = None) -> str:
    """BUILD_DIR/pack_id(P): the one place the compiled code of P is written and read."""
    return os.path.join(build_root(build_dir), pack_id(pack_folder_name(pack_dir)))
