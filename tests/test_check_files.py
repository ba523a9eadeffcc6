"""Hostile files and folders end as diagnostics, never as tracebacks."""
from __future__ import annotations

import os
import shutil

import pytest

from compiler.pipeline import check_pack
from manifest_support import copy_pack

MINI = os.path.join(os.path.dirname(__file__), "fixtures", "foundation", "mini")


def codes_at(root, bag):
    return {(d.code, os.path.relpath(os.path.abspath(d.span.file), root), d.span.line, d.span.col)
            for d in bag.sorted()}


@pytest.fixture
def pack(tmp_path):
    root = tmp_path / "pack"
    copy_pack(MINI, root)
    return root


def test_missing_pack_folder(tmp_path):
    pack, bag = check_pack(str(tmp_path / "nowhere"))
    assert pack is None
    [d] = bag.sorted()
    assert d.code == "SYN001" and "does not exist" in d.message
    assert (d.span.line, d.span.col) == (1, 1)


def test_pack_that_is_a_file(tmp_path):
    f = tmp_path / "pack.yaml"
    f.write_text("kind: ruleset\n")
    pack, bag = check_pack(str(f))
    assert pack is None
    assert [d.code for d in bag.sorted()] == ["SYN001"]
    assert "is a file" in bag.items[0].message


def test_ten_megabyte_file(pack):
    with open(pack / "huge.yaml", "wb") as fh:
        fh.write(b"# padding\n" * 1_000_000)
    _, bag = check_pack(str(pack))
    assert codes_at(str(pack), bag) == {("SYN004", "huge.yaml", 1, 1)}


def test_unreadable_file(pack, monkeypatch):
    # Root may read anything, so make the open refuse instead of chmod.
    import compiler.files.safe_read as safe_read

    real_open = safe_read.os.open

    def refusing_open(path, *args, **kwargs):
        if str(path).endswith("specials.yaml"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(safe_read.os, "open", refusing_open)
    _, bag = check_pack(str(pack))
    assert codes_at(str(pack), bag) == {("SYN006", "specials.yaml", 1, 1)}
    assert "Permission denied" in bag.items[0].message


def test_symlink_loop(pack):
    os.symlink("loop.yaml", pack / "loop.yaml")
    _, bag = check_pack(str(pack))
    assert codes_at(str(pack), bag) == {("SYN009", "loop.yaml", 1, 1)}
    assert "loops" in bag.items[0].message


def test_broken_symlink(pack):
    os.symlink("gone.yaml", pack / "broken.yaml")
    _, bag = check_pack(str(pack))
    assert codes_at(str(pack), bag) == {("SYN009", "broken.yaml", 1, 1)}


def test_folder_symlink_loop_is_not_followed(pack):
    os.symlink(".", pack / "again")
    pack_, bag = check_pack(str(pack))
    assert bag.sorted() == [] and len(pack_.cards) == 10


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_named_pipe_does_not_block(pack):
    os.mkfifo(pack / "pipe.yaml")
    _, bag = check_pack(str(pack))
    assert codes_at(str(pack), bag) == {("SYN009", "pipe.yaml", 1, 1)}


def test_binary_image_named_yaml(pack):
    (pack / "logo.yaml").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    _, bag = check_pack(str(pack))
    assert codes_at(str(pack), bag) == {("SYN003", "logo.yaml", 3, 1)}


def test_all_problems_of_a_pack_in_one_run(pack):
    crooks = (pack / "crooks.yaml").read_text()
    crooks = crooks.replace("power: 5", "power: four").replace("weakness: dice", "weakness: dicey")
    (pack / "crooks.yaml").write_text(crooks)
    (pack / "mobs.yaml").write_text((pack / "mobs.yaml").read_text().replace("boss_bonus: 2", "boss_bonus: 9"))
    (pack / "bad.yaml").write_text("kind: special\ncards:\n  - id: x\n    name: y\n  name: z\n")
    _, bag = check_pack(str(pack))
    got = codes_at(str(pack), bag)
    assert got == {("SYN102", "crooks.yaml", 6, 12), ("SYN202", "crooks.yaml", 8, 15),
                   ("SYN104", "mobs.yaml", 6, 17), ("SYN010", "bad.yaml", 5, 3)}
    # Sorted by file, then line.
    files = [d.span.file for d in bag.sorted()]
    assert files == sorted(files)


def test_user_files_are_never_modified(pack):
    before = {p: p.read_bytes() for p in pack.rglob("*.yaml")}
    (pack / "crooks.yaml").write_text((pack / "crooks.yaml").read_text().replace("power: 5", "power: x"))
    before[pack / "crooks.yaml"] = (pack / "crooks.yaml").read_bytes()
    check_pack(str(pack))
    assert {p: p.read_bytes() for p in pack.rglob("*.yaml")} == before
