"""No command destroys another's output (issue 13 item 1), as a user meets it: the CLI in a subprocess.

Sheets go to out/<pack>/sheets/ and reports to out/<pack>/simulation/, where
builds never write (compiler/commands/outputs.py); a build replaces only the modules it
writes and carries anything else kept in generated/<pack>/ into the new build.
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
ENV = {**os.environ, "PYTHONPATH": ROOT}


def cli(*args, cwd):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=300, env=ENV)


def _pack(tmp_path):
    pack = tmp_path / "content" / "crime_lords"
    shutil.copytree(os.path.join(ROOT, "content", "crime_lords"), pack)
    return pack


def _edit(pack):
    """A designer's edit, so that the next build really writes new modules."""
    crooks = pack / "crooks.yaml"
    text = crooks.read_text()
    assert "Judge" in text
    crooks.write_text(text.replace("Judge", "Justice", 1))


def _build(tmp_path, pack):
    r = cli("build", str(pack), "--out", str(tmp_path / "generated"), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    return r


def test_sheets_then_build_the_sheets_are_still_there(tmp_path):
    pack = _pack(tmp_path)
    _build(tmp_path, pack)
    r = cli("sheets", str(pack), "--outputs", "html", "--card", "judge_pell", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    sheet = tmp_path / "out" / "crime_lords" / "sheets" / "sheets.html"
    assert sheet.is_file() and "out/crime_lords/sheets" in r.stdout
    assert not (tmp_path / "generated" / "crime_lords" / "sheets").exists()
    before = sheet.read_bytes()
    _edit(pack)
    r = _build(tmp_path, pack)
    assert "abilities.py" in r.stdout or "cards.py" in r.stdout or "built" in r.stdout.lower()
    assert "Justice" in (tmp_path / "generated" / "crime_lords" / "cards.py").read_text()
    assert sheet.read_bytes() == before


def test_a_foreign_file_in_generated_survives_a_build(tmp_path):
    pack = _pack(tmp_path)
    _build(tmp_path, pack)
    gen = tmp_path / "generated" / "crime_lords"
    (gen / "notes.txt").write_text("my playtest notes\n")
    (gen / "old-sheets").mkdir()
    (gen / "old-sheets" / "sheets.pdf").write_bytes(b"%PDF-1.7 not really\n")
    os.symlink("notes.txt", gen / "notes-link")
    (gen / "__pycache__").mkdir(exist_ok=True)
    (gen / "__pycache__" / "cards.cpython-311.pyc").write_bytes(b"stale")
    _edit(pack)
    _build(tmp_path, pack)
    assert "Justice" in (gen / "cards.py").read_text()            # the build did replace its modules
    assert (gen / "notes.txt").read_text() == "my playtest notes\n"
    assert (gen / "old-sheets" / "sheets.pdf").read_bytes() == b"%PDF-1.7 not really\n"
    assert os.readlink(gen / "notes-link") == "notes.txt"
    assert not (gen / "__pycache__" / "cards.cpython-311.pyc").exists()   # Python's cache of the old modules
    assert not [n for n in os.listdir(tmp_path / "generated") if n.startswith(".")]   # no leftovers


def test_sheets_kept_under_generated_by_an_older_version_survive_a_build(tmp_path):
    """Sheets an earlier version wrote to generated/<pack>/sheets/ (its default then) are kept too."""
    pack = _pack(tmp_path)
    _build(tmp_path, pack)
    old = tmp_path / "generated" / "crime_lords" / "sheets"
    r = cli("sheets", str(pack), "--outputs", "html", "--card", "judge_pell", "--out", str(old), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    _edit(pack)
    _build(tmp_path, pack)
    assert (old / "sheets.html").is_file()
