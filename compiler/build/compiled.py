"""Where a pack's compiled code lives, and whether it may be imported (docs/security.md, item 3).

One rule, used by `build` (where it writes) and by `play`, `replay`, `soak`,
`simulate` (where they read) and `sheets` (its default output folder):

    the compiled pack of the content folder P is  BUILD_DIR / pack_id(name of P)

where BUILD_DIR is the `--build-dir` option (`build --out` is the same
option), else Syndicate's own `generated/` folder — never the current
directory, and never a folder found by looking around P. The name of P is
the last part of its real path (links resolved).

Before anything in that folder is imported it must be exactly what P
compiles to with this compiler: the same test `build --check` makes (its
signed no-change stamp, else a full check and compare). A folder built from
another pack, by another version, or edited by hand is refused.
"""
from __future__ import annotations

import keyword
import os
import re

from compiler.report.diagnostics import Diagnostic, Span

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


def build_root(build_dir: str | None) -> str:
    from compiler.build.builder import default_out_root

    return os.path.abspath(build_dir) if build_dir else default_out_root()


def compiled_folder(pack_dir: str, build_dir: str | None = None) -> str:
    """BUILD_DIR/pack_id(P): the one place the compiled code of P is written and read."""
    return os.path.join(build_root(build_dir), pack_id(pack_folder_name(pack_dir)))


class Untrusted(Exception):
    """The compiled folder of a pack may not be imported: the diagnostics say why and what to run."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__("; ".join(d.message for d in diagnostics))
        self.diagnostics = diagnostics


def _run_build(pack_dir: str, build_dir: str | None) -> str:
    """`syndicate build`, spelt for the message (with --build-dir when one was given)."""
    from compiler.load.pack import display_path

    extra = f" --build-dir {display_path(build_dir)}" if build_dir else ""
    return f"syndicate build {display_path(pack_dir)}{extra}"


def verified_folder(pack_dir: str, build_dir: str | None = None) -> str:
    """The compiled folder of `pack_dir`, once it is shown to be this pack's own current build.

    Nothing in the folder is imported here; raises Untrusted (SYN001, SYN701,
    SYN702, or the pack's own errors) when it is missing, stale or foreign.
    """
    from compiler.build.builder import build
    from compiler.load.pack import display_path

    shown = display_path(pack_dir)
    if not os.path.isdir(pack_dir):
        raise Untrusted([Diagnostic("SYN001", f"pack folder `{shown}` does not exist", Span(shown),
                                    help="name a pack folder, e.g. content/crime_lords")])
    folder = compiled_folder(pack_dir, build_dir)
    where = display_path(folder)
    if not os.path.isfile(os.path.join(folder, "__init__.py")):
        raise Untrusted([Diagnostic("SYN701", f"pack `{pack_folder_name(pack_dir)}` has not been compiled (no {where})",
                                    Span(shown), help=f"run `{_run_build(pack_dir, build_dir)}` first")])
    bag, status, changed = build(pack_dir, build_root(build_dir), check_only=True)
    if status == "up-to-date":
        return folder
    if status == "failed":
        raise Untrusted(bag.sorted() or [Diagnostic("SYN701", f"`{shown}` cannot be compiled", Span(shown))])
    raise Untrusted([Diagnostic(
        "SYN702", f"the compiled pack in {where} is not this pack's current build: {', '.join(changed)} "
                  f"differ{'s' if len(changed) == 1 else ''} from what {shown} compiles to",
        Span(shown), help=f"run `{_run_build(pack_dir, build_dir)}`; compiled code is imported only when it is "
                          "exactly what the pack compiles to (it changed, was built by another version, from "
                          "another pack, or was edited)")])


def load_verified(pack_dir: str, build_dir: str | None = None):
    """The CompiledPack of `pack_dir`, imported only after verified_folder(); raises Untrusted."""
    from runtime.packs import PackError, load_generated

    folder = verified_folder(pack_dir, build_dir)
    try:
        return load_generated(folder)
    except (PackError, ImportError, SyntaxError, AttributeError) as exc:
        from compiler.load.pack import display_path
        raise Untrusted([Diagnostic("SYN701", f"the compiled pack in {display_path(folder)} cannot be loaded: {exc}",
                                    Span(display_path(pack_dir)),
                                    help=f"run `{_run_build(pack_dir, build_dir)}` again")]) from None
