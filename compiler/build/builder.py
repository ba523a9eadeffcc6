"""`syndicate build`: a checked pack -> Python modules in generated/<pack>/.

The build runs the full check first and writes nothing when the pack has
errors. Output goes to a temporary folder next to generated/<pack> and is
exchanged with the old folder in one step (runtime/atomic.py), so an
interrupted build leaves either the old or the new folder, never a
half-written one and never none. Whatever else a user keeps in the old folder
is carried into the new one: a build removes only what it wrote.

A rebuild with nothing changed is near instant: a stamp in the one cache
store (dsl/cache.py) records the hash of the inputs (the pack's files and the
compiler's own sources) and of each output file; when both still match,
nothing is parsed, checked or imported beyond this module.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os

from dsl.cache import Store
from runtime.atomic import carry_over, cleanup_leftovers, staged_dir
from compiler.report.diagnostics import DiagnosticBag, Span

MODULES = ("__init__.py", "game.py", "ruleset.py", "cards.py", "abilities.py", "house_rules.py", "vocabulary.py",
           "texts.py")
_COMPILER = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_COMPILER_SOURCES = tuple(os.path.join(_COMPILER, *name.split("/")) for name in (
    "build/builder.py", "emit/modules.py", "check/effects/check.py", "check/effects/types.py",
    "check/pack.py", "load/yamlload.py", "check/manifest.py", "check/schemas/define.py", "emit/texts.py",
    "emit/pyformat.py",
))
_DSL = os.path.join(os.path.dirname(_COMPILER), "dsl")


# --- hashing and the no-change stamp -----------------------------------------------------
def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


_HASH_MAX_BYTES = 16_000_000   # above the loader's own limit: a larger file is refused anyway


def content_hash(root: str) -> str:
    """Hash of every YAML file under the pack folder (relative path and bytes), in a stable order.

    A superset of what pack.load_pack reads (templates too), walked here so that
    the no-change path need not import the YAML loader.
    """
    from compiler.files.safe_read import Refused, read_bytes

    h = hashlib.sha256()
    for path in _yaml_files(root):
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        try:
            # Only what the loader would read: a regular file inside the pack, bounded. A FIFO,
            # a device or a link out of the pack is hashed as refused, never opened for reading.
            data = read_bytes(path, _HASH_MAX_BYTES, root=root)
        except Refused as exc:
            data = b"\0refused " + exc.code.encode()
        except OSError:
            data = b"\0unreadable"
        h.update(rel.encode("utf-8", "surrogateescape") + b"\0" + _sha(data).encode() + b"\n")
    return h.hexdigest()


def _yaml_files(root: str):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
        for name in sorted(filenames):
            if name.endswith((".yaml", ".yml")) and not name.startswith("."):
                yield os.path.join(dirpath, name)


def compiler_hash() -> str:
    h = hashlib.sha256()
    names = sorted(os.path.join(_DSL, n) for n in os.listdir(_DSL) if n.endswith((".py", ".lark")))
    for path in list(_COMPILER_SOURCES) + names:
        try:
            with open(path, "rb") as fh:
                h.update(_sha(fh.read()).encode())
        except OSError:
            h.update(b"missing")
    return h.hexdigest()


# The stamp of a build: in the one cache store (dsl/cache.py), one per output folder (its slot),
# made for the inputs' hash (its key), holding the hash of each module written.
_STAMPS = Store("build", max_entry_bytes=64 * 1024, max_entries=256, max_total_bytes=4 * 1024 * 1024)


def _stamp_slot(pack_name: str, out_dir: str) -> tuple:
    return (pack_name, os.path.abspath(out_dir))


def _up_to_date(stamp: tuple, input_hash: str, out_dir: str) -> bool:
    # A stamp this user's build did not write (planted, edited) is a miss: it never skips a build.
    files = _STAMPS.get(stamp, input_hash)
    if type(files) is not dict:
        return False
    try:
        for name in MODULES:
            with open(os.path.join(out_dir, name), "rb") as fh:
                if _sha(fh.read()) != files[name]:
                    return False
        return True
    except (OSError, KeyError):
        return False


def _save_stamp(stamp: tuple, input_hash: str, files: dict[str, str]) -> None:
    """Never fails the build: a cache is an optimisation, and the build itself succeeded."""
    if _STAMPS.put(stamp, input_hash, {n: _sha(files[n].encode("utf-8")) for n in MODULES}):
        _STAMPS.prune()


# --- generation ------------------------------------------------------------------------
def generate(pack, checked, pack_content_hash: str) -> dict[str, str]:
    """The text of every module of generated/<pack>/, laid out by Ruff's formatter (compiler/emit/pyformat.py)."""
    from compiler.emit.pyformat import format_modules

    return format_modules(emitted(pack, checked, pack_content_hash))


def emitted(pack, checked, pack_content_hash: str) -> dict[str, str]:
    """Every module of generated/<pack>/ as compiler/emit/modules.py writes it, before the layout."""
    from compiler.check.effects.vocab import vocabulary_data
    from compiler.emit.card_slots import card_slot_functions
    from compiler.emit.modules import abilities_module, data_module, header, house_rules_module
    from compiler.emit.texts import texts_module

    name = pack.name
    kinds = pack.manifest.kinds
    cards = []
    for card in pack.cards:
        entry = {"id": card.id, "kind": card.kind, "name": card.name}
        for key in kinds[card.kind].fields:
            if key in card.data:
                entry[key] = card.data[key]
        cards.append(entry)
    rules = []
    for rule in pack.house_rules:
        first = rule.doc.span(())
        source = f"{name}/{os.path.relpath(rule.doc.path, pack.root).replace(os.sep, '/')}:{first.line}"
        settings = rule.data.get("settings") if isinstance(rule.data.get("settings"), dict) else {}
        rule_name = rule.data.get("name") if isinstance(rule.data.get("name"), str) else rule.id
        rules.append((rule.id, rule_name, source, settings))
    init = (header("Compiled content", name)
            + f"\nPACK = {name!r}\n# Hash of the pack's YAML files: `syndicate play` compares it to find a stale build.\n"
            + f"CONTENT_HASH = {pack_content_hash!r}\n\n"
            + "from .abilities import ABILITIES  # noqa: E402\nfrom .cards import CARDS  # noqa: E402\n"
            + "from .game import GAME  # noqa: E402\nfrom .house_rules import HOUSE_RULES  # noqa: E402\n"
            + "from .ruleset import RULESET  # noqa: E402\n\n"
            + "__all__ = ['PACK', 'CONTENT_HASH', 'GAME', 'RULESET', 'CARDS', 'ABILITIES', 'HOUSE_RULES']\n")
    ruleset = {k: v for k, v in (pack.ruleset or {}).items()}
    return {
        "__init__.py": init,
        "game.py": game_module(name, pack.manifest),
        "ruleset.py": data_module(name, "The ruleset", "RULESET", ruleset),
        "cards.py": data_module(name, "The cards (stats only; abilities are in abilities.py)", "CARDS", tuple(cards))
        + card_slot_functions(pack.manifest.game_dict()),
        "abilities.py": abilities_module(name, checked),
        "house_rules.py": house_rules_module(name, rules, checked),
        # The words the abilities were checked with: a house-rule file checked later against the
        # compiled pack alone (compiler/simulate/house_rule_file.py) uses the same.
        "vocabulary.py": data_module(name, "The effect vocabulary (from game.yaml)", "VOCABULARY", vocabulary_data(pack)),
        # What a person reads for each ability at play time (terminal, transcript).
        "texts.py": texts_module(pack, checked),
    }


def game_module(name: str, manifest) -> str:
    """GAME (what the runtime receives, docs/architecture.md) and the schema of the game's house rules."""
    from compiler.emit.modules import data_module, literal
    from compiler.check.schemas.define import house_rule_schema

    return (data_module(name, "The game its game.yaml declares", "GAME", manifest.game_dict())
            + "\n# The JSON Schema of this game's house rules: a house-rule file given to `syndicate simulate`\n"
            + "# is checked against it, with only the compiled pack at hand.\n"
            + "HOUSE_RULE_SCHEMA = " + literal(house_rule_schema(manifest)) + "\n")


# What a build owns in generated/<pack>/: its modules, and Python's cache of them (stale once they change).
OWNED = (*MODULES, "__pycache__")


def _swap_in(out_dir: str, files: dict[str, str]) -> None:
    with staged_dir(out_dir) as tmp:
        for name in MODULES:
            with open(os.path.join(tmp, name), "w", encoding="utf-8", newline="\n") as fh:
                fh.write(files[name])
        # A build never removes what it did not write: a user's files kept in the old folder go along.
        carry_over(out_dir, tmp, OWNED)
        os.chmod(tmp, 0o755)


def build(root: str, out_root: str | None = None, check_only: bool = False) -> tuple[DiagnosticBag, str, list[str]]:
    """Build (or with check_only, compare) a pack. Returns (diagnostics, status, changed files).

    status: "up-to-date", "built", "stale", or "failed".

    The pack is read once (compiler/files/safe_read.py, `read_once`): its CONTENT_HASH, the
    no-change stamp's key and what is compiled are the same bytes, even while an editor saves
    files under the build. A pack whose list of files changed during the build is not built
    (SYN020): what a build writes always names the content it was compiled from.
    """
    from compiler.files.safe_read import read_once

    with read_once() as seen:
        return _build(root, out_root, check_only, seen)


def _build(root: str, out_root: str | None, check_only: bool, seen: dict) -> tuple[DiagnosticBag, str, list[str]]:
    from .folders import compiled_folder

    bag = DiagnosticBag()
    out_dir = compiled_folder(root, out_root)   # the one rule play, replay, soak and simulate read by
    name = os.path.basename(out_dir)
    c_hash = None
    if os.path.isdir(root):
        if not check_only:
            with _writing(out_dir):
                cleanup_leftovers(out_dir)
        c_hash = content_hash(root)
        hashed = set(seen)
        input_hash = _sha((c_hash + compiler_hash()).encode())
        stamp = _stamp_slot(name, out_dir)
        if _up_to_date(stamp, input_hash, out_dir):
            return bag, "up-to-date", []
    from compiler.report.diagnostics import display_path

    pack, bag = _check(root)
    if pack is None or bag.errors:
        if pack is not None:
            bag.error("SYN503", f"not building `{pack.name}`: the pack has {len(bag.errors)} error(s)", Span(pack.root),
                      "fix the errors above, then build again")
        return bag, "failed", []
    # Every byte compiled was hashed (read_once); a file that appeared or went while the pack was
    # read would make the hash name other content than the one compiled.
    # Only the files the hash covers count: the check also reads card art, which no module holds.
    inside = os.path.join(os.path.abspath(root), "")
    if content_hash(root) != c_hash or any(p.startswith(inside) and p.endswith((".yaml", ".yml")) and p not in hashed
                                           for p in seen):
        shown = display_path(root)
        bag.error("SYN020", f"the files of `{shown}` changed while it was built; nothing was written", Span(shown),
                  "wait until whatever writes the pack has finished, then build again")
        return bag, "failed", []
    from compiler.check.effects.check import check_abilities
    from compiler.emit.pyformat import FormatError

    checked = check_abilities(pack, bag)  # memoised: the check above did the work
    _warn_unwritable_slots(pack, bag)
    try:
        files = generate(pack, checked, c_hash)
    except (ValueError, RecursionError, FormatError) as exc:
        bag.error("SYN502", f"cannot generate code: {exc}", Span(pack.root))
        return bag, "failed", []
    if check_only:
        changed = _changed(out_dir, files)
        for fname in changed:
            shown = display_path(os.path.join(out_dir, fname))
            bag.error("SYN501", f"`{shown}` is stale: it differs from what the content compiles to", Span(shown),
                      f"run `syndicate build {display_path(root)}` and commit the result")
        if not changed:
            _save_stamp(stamp, input_hash, files)
        return bag, ("stale" if changed else "up-to-date"), changed
    with _writing(out_dir, create=True):   # one build at a time swaps this folder (and clears leftovers)
        changed = _changed(out_dir, files)
        if changed:
            try:
                cleanup_leftovers(out_dir)
                _swap_in(out_dir, files)
            except OSError as exc:
                bag.error("SYN502", f"cannot write `{display_path(out_dir)}`: {exc.strerror or exc}",
                          Span(display_path(out_dir)), "check that the folder is writable")
                return bag, "failed", []
        _save_stamp(stamp, input_hash, files)
    return bag, ("built" if changed else "up-to-date"), changed


def _warn_unwritable_slots(pack, bag) -> None:
    """SYN504: a field or marker whose name cannot be an attribute in generated code gets none
    (compiler/emit/card_slots.py); the runtime makes and counts such cards by its generic path."""
    from compiler.emit.card_slots import unwritable

    names = unwritable(pack.manifest.game_dict())
    if names:
        bag.warning("SYN504", f"no card slot functions written: {', '.join(f'`{n}`' for n in names)} "
                    "cannot be written as an attribute (a Python keyword)", Span(pack.root),
                    "the pack plays the same, by the runtime's generic (slower) path; rename the field "
                    "or marker to build them")


def _changed(out_dir: str, files: dict[str, str]) -> list[str]:
    changed = []
    for fname in MODULES:
        try:
            with open(os.path.join(out_dir, fname), encoding="utf-8") as fh:
                same = fh.read() == files[fname]
        except (OSError, UnicodeDecodeError):
            same = False
        if not same:
            changed.append(fname)
    return changed


@contextlib.contextmanager
def _writing(out_dir: str, create: bool = False):
    """Hold the lock of the folder `out_dir` is in while changing it: two builds writing there at
    once each swap a whole folder in, and neither clears the other's half-filled one as a leftover.
    `create`: make that folder first (a build that writes); else a missing one is left missing."""
    parent = os.path.dirname(os.path.abspath(out_dir))
    try:
        if create:
            os.makedirs(parent, exist_ok=True)
        fd = os.open(parent, os.O_RDONLY)
    except OSError:
        yield      # the write itself will say what is wrong
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)    # releases the lock


def _check(root: str):
    import importlib.util

    if importlib.util.find_spec("compiler.pipeline") is not None:
        from compiler.pipeline import check_pack

        return check_pack(root)
    from compiler.check.effects.check import check_abilities
    from compiler.check.pack import load_pack

    bag = DiagnosticBag()
    pack = load_pack(root, bag)
    if pack is not None:
        check_abilities(pack, bag)
    return pack, bag
