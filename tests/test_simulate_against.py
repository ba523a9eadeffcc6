"""`syndicate simulate PACK --against OTHER`: two versions of a pack on the same seeds (issue 32, item 4).

As a designer uses it: a copy of the base pack in a git repository of its own, one card changed after the
commit, then `--against HEAD` (the revision, read with git archive and compiled in a temporary folder)
and `--against FOLDER`. The report pairs the games by seed, marks the changed card, and gives per Mob
and per card both figures and the paired difference with its interval.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(ROOT, "content", "crime_lords")
GAMES = 6


def syndicate(*args: str, cwd: str = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=600)


def git(cwd, *args):
    subprocess.run(["git", "-C", str(cwd), *args], check=True, capture_output=True,
                   env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                        "GIT_COMMITTER_EMAIL": "t@t"})


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    top = tmp_path_factory.mktemp("repo")
    pack = top / "packs" / "crime_lords"
    shutil.copytree(BASE, pack)
    git(top, "init", "-q")
    git(top, "add", "-A")
    git(top, "commit", "-q", "-m", "the pack as shipped")
    specials = pack / "specials.yaml"
    text = specials.read_text(encoding="utf-8")
    assert "gain 15 G" in text
    specials.write_text(text.replace("gain 15 G", "gain 40 G", 1), encoding="utf-8")   # Bank Job, richer
    build = top / "build"
    r = syndicate("build", str(pack), "--build-dir", str(build))
    assert r.returncode == 0, r.stdout + r.stderr
    return top, pack, build


def _run(repo, other, out):
    top, pack, build = repo
    r = syndicate("simulate", str(pack), "--build-dir", str(build), "--games", str(GAMES), "--seed", "3",
                  "--against", other, "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    with open(out / "report.json", encoding="utf-8") as fh:
        return r.stdout, json.load(fh), (out / "report.html").read_text(encoding="utf-8")


def test_against_a_git_revision_marks_the_changed_card_and_pairs_the_seeds(repo, tmp_path):
    stdout, doc, html = _run(repo, "HEAD", tmp_path / "rev")
    ag = doc["against"]
    cmp = ag["comparison"]
    assert ag["other"] == "HEAD" and ag["label"] == "HEAD (git)"
    assert cmp["games"] == GAMES
    assert cmp["changed_cards"] == ["bank_job"]
    rows = {r["key"]: r for r in cmp["cards"]}
    assert rows["bank_job"]["change"] == "changed" and rows["stool_pigeon"]["change"] is None
    # the same seeds: both runs played the same game indexes, and each side's figures are its own run's
    assert ag["results"]["games"] == doc["results"]["games"] == GAMES
    for row in cmp["by_mob"]:
        assert row["ci_low"] <= row["difference"] <= row["ci_high"]
        assert row["difference"] == pytest.approx(row["pack"] - row["other"], abs=1e-5)
    played_here = next(r for r in doc["results"]["card_use"] if r["key"] == "bank_job")["played"]
    assert rows["bank_job"]["played_per_game"]["pack"] == pytest.approx(played_here / GAMES, abs=1e-5)
    # what Bank Job gained is what this version's card says: 40 G a play
    mine = next(r for r in doc["results"]["card_use"] if r["key"] == "bank_job")["abilities"][0]
    theirs = next(r for r in ag["results"]["card_use"] if r["key"] == "bank_job")["abilities"][0]
    assert mine["money"] == 40 * mine["fired"] and theirs["money"] == 15 * theirs["fired"]
    assert "Against HEAD (git)" in stdout and "cards that differ: 1 (bank_job)" in stdout
    assert "<h2>Against HEAD (git)</h2>" in html and "<b>changed</b>" in html


def test_against_a_folder_of_the_same_pack_changes_nothing(repo, tmp_path):
    top, pack, build = repo
    _, doc, _ = _run(repo, str(pack), tmp_path / "same")
    cmp = doc["against"]["comparison"]
    assert cmp["changed_cards"] == []
    assert all(r["difference"] == 0 and not r["significant"] for r in cmp["by_mob"])


def test_an_unknown_revision_is_a_diagnostic_at_the_argument(repo, tmp_path):
    top, pack, build = repo
    r = syndicate("simulate", str(pack), "--build-dir", str(build), "--games", "2", "--against", "no-such-rev",
                  "--out", str(tmp_path / "x"))
    assert r.returncode == 1
    assert "error[SYN756]: `no-such-rev` is neither a folder nor a revision" in r.stderr
    assert "^^^" in r.stderr and "Traceback" not in r.stderr
