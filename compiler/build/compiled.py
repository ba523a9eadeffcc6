"""Whether a pack's compiled code may be imported (docs/security.md, item 3).

Where it lives is compiler/build/folders.py's rule. Before anything in that
folder is imported it must be exactly what the pack P compiles to with this compiler: the same test `build --check` makes (its
signed no-change stamp, else a full check and compare). A folder built from
another pack, by another version, or edited by hand is refused.
"""
from __future__ import annotations

import os

from compiler.report.diagnostics import Diagnostic, Span
from .folders import build_root, compiled_folder, pack_folder_name


class Untrusted(Exception):
    """The compiled folder of a pack may not be imported: the diagnostics say why and what to run."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__("; ".join(d.message for d in diagnostics))
        self.diagnostics = diagnostics


def _run_build(pack_dir: str, build_dir: str | None) -> str:
    """`syndicate build`, spelt for the message (with --build-dir when one was given)."""
    from compiler.report.diagnostics import display_path

    extra = f" --build-dir {display_path(build_dir)}" if build_dir else ""
    return f"syndicate build {display_path(pack_dir)}{extra}"


def verified_folder(pack_dir: str, build_dir: str | None = None) -> str:
    """The compiled folder of `pack_dir`, once it is shown to be this pack's own current build.

    Nothing in the folder is imported here; raises Untrusted (SYN001, SYN701,
    SYN702, or the pack's own errors) when it is missing, stale or foreign.
    """
    from compiler.build.builder import build
    from compiler.report.diagnostics import display_path

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
        from compiler.report.diagnostics import display_path
        raise Untrusted([Diagnostic("SYN701", f"the compiled pack in {display_path(folder)} cannot be loaded: {exc}",
                                    Span(display_path(pack_dir)),
                                    help=f"run `{_run_build(pack_dir, build_dir)}` again")]) from None
