"""`syndicate tune` end to end, through a subprocess, on the bundled packs with small budgets.

Budgets are small and games short (a turn cap), so verdicts here say little about
balance: these tests check the machinery — the report's fields against the pack's
own files, the seeds, Ctrl-C, --apply, and the diagnostics of bad input.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

import pytest

from compiler.files.packfiles import walk

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CL = os.path.join(ROOT, "content", "crime_lords")
CW = os.path.join(ROOT, "content", "crime_wars")
SMALL = ["--baseline-games", "40", "--games", "12", "--confirm-games", "20", "--max-games", "240",
         "--turn-cap", "20", "--jobs", "2"]


def syndicate(*args: str, timeout: int = 1800, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, **kw)


def read(path) -> str:
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def check_report(out, pack_dir: str, card: str) -> dict:
    doc = json.loads(read(out / "tune.json"))
    assert doc["complete"] is True
    assert doc["baseline"]["games"] == 40 and len(doc["baseline"]["seeds"]) == 40
    assert doc["games_played"] <= 240
    assert doc["player_types"] and doc["seats"]
    # Round 1's target (a later round may tune the card again, on the pack with the set and its own base games).
    target = next(t for t in doc["targets"] if t["card"] == card and t["round"] == 1)
    assert target["candidates"], target["note"]
    for c in target["candidates"]:
        line = read(os.path.join(pack_dir, c["file"])).split("\n")[c["line"] - 1]
        assert line[c["column"] - 1:c["column"] - 1 + len(c["old"])] == c["old"]
        assert int(c["new"]) == c["new_value"] and abs(c["step"]) >= 1
    s = target["suggestion"]
    if s is not None:
        for part in ("before", "search", "after"):
            assert {"rate", "ci_low", "ci_high", "games"} <= set(s[part])
        assert len(s["after"]["seeds"]) == s["after"]["run_games"]
        assert not set(s["after"]["seeds"]) & set(doc["baseline"]["seeds"])      # fresh seeds
        assert set(s["search"]["seeds"]) <= set(doc["baseline"]["seeds"])        # paired on the baseline's
        # The confirmation's seeds are played without the edit too: a new outlier is one those games do not show.
        assert {"rate", "ci_low", "ci_high", "games"} <= set(s["fresh_before"])
        before = {(o["group"], o["key"]) for o in s["outliers_fresh_before"]}
        after = {(o["group"], o["key"]) for o in s["outliers_after"]}
        new = {(o["group"], o["key"]) for o in s["new_outliers"]}
        assert new <= after and not new & before
        # Every other outlier only the edited pack shows is flagged only with the set (new when the set moved it,
        # by the paired test; else the pack's own, flagged there by chance), but for a value of a faction field
        # that only edited cards hold (`attack 4` once the edit gives the team a value no other has): the card.
        only = {(o["group"], o["key"]): o for o in s["flagged_only_with_set"]}
        assert new == {k for k, o in only.items() if o["moved"]} and set(only) <= after - before
        for o in only.values():
            assert {"difference", "low", "high", "pairs", "z", "corrected"} <= set(o["paired"]) and o["before"] and o["after"]
            assert o["moved_uncorrected"] or not o["moved"]           # Holm never calls more than the test alone
        rest = after - before - {(target["group"], target["card"])} - set(only)
        assert all(g not in ("seat", "card", target["group"]) for g, _ in rest)
    # Every member the set moved (Holm within its group), the edited cards aside; every outlier left without an
    # edit in the set says why.
    st = doc["set"]
    if st["round"] is not None:
        edited = {e["card"] for e in st["edits"]}
        assert st["tested"] > 0 and all(m["key"] not in edited for m in st["moved"])
        for m in st["moved"]:
            assert m["p"] <= 0.05 and m["group_size"] >= 1 and m["low"] * m["high"] > 0
        assert all(w["key"] not in edited and w["why"] for w in st["without_edit"])
    html = read(out / "tune.html")
    assert "data:image/png;base64," in html and target["label"] in html
    return doc


def check_rounds(doc: dict) -> None:
    """Each round's base is the pack with the set before it, played on the previous set's confirmation seeds; each
    set is confirmed on seeds no earlier game used; the set tune stands by is one of the rounds' sets."""
    seen = set(doc["baseline"]["seeds"])
    prev = None
    for rnd in doc["rounds"]:
        if rnd["reduced"]:
            # A round's set again without the edits that missed: the same base, a part of that round's set.
            assert prev["round"] == rnd["round"] and rnd["base"] == prev["base"]
            assert {e["label"] for e in rnd["set"]} < {e["label"] for e in prev["set"]}
            assert prev["confirmation"] and not prev["confirmation"]["confirmed"]
        elif rnd.get("last"):
            # The last round: its base is the confirmed set tune stood by, as items 8 and 9 left it, and its targets
            # the outliers left with it that no edit of it is for.
            assert prev["stop"] and any(r["confirmation"] and r["confirmation"]["confirmed"] for r in doc["rounds"])
            assert rnd["targets"] and not set(rnd["targets"]) & set(rnd["base"]["edited_cards"])
            assert {o["key"] for o in rnd["base"]["outliers"]} == set(rnd["targets"])
        elif prev is not None:
            assert rnd["base"]["edits"] == [e["label"] for e in prev["set"]]
            # Every game played with the previous set (its side plays on past an early stop: a full base), and the
            # replication's fresh games with it, on seeds no earlier game used.
            rep = rnd["replication"]
            more = rep["games"] if rep else 0
            assert rnd["base"]["games"] == prev["confirmation"]["set_games"] + more
            assert prev["confirmation"]["set_games"] >= prev["confirmation"]["games"]
            assert rnd["base"]["first_index"] == prev["confirmation"]["first_index"]
            if rep:
                assert rep["of_round"] == prev["round"] and not set(rep["seeds"]) & seen
                seen |= set(rep["seeds"])
                assert {o["key"] for o in rnd["base"]["outliers"]} == {f["key"] for f in rep["flagged"] if f["replicated"]}
        if prev is not None and not rnd.get("last"):
            assert prev["stop"] is None
        c = rnd["confirmation"]
        if c is not None:
            assert not set(c["seeds"]) & seen
            seen |= set(c["seeds"])
            # What is new is what the pack as it is does not show on the same seeds.
            before = {(o["group"], o["key"]) for o in c["outliers_fresh_before"]}
            assert not {(o["group"], o["key"]) for o in c["new_outliers"]} & before
        prev = rnd
    assert doc["rounds"][-1]["stop"]
    st = doc["set"]
    if st["edits"]:
        [rnd] = [r for r in doc["rounds"] if (r["round"], r["reduced"]) == (st["round"], st["reduced"])]
        dropped = set((st.get("pruned") or {}).get("dropped") or [])       # left out before it is applied
        stepped = {t["card"] for t in (st.get("stepped_back") or {}).get("tried") or [] if t["taken"]}
        kept = [e for e in rnd["set"] if e["label"] not in dropped]
        assert [(e["file"], e["line"], e["column"], e["old"], e["new"]) for e in st["edits"] if e["card"] not in stepped] \
            == [(e["file"], e["line"], e["column"], e["old"], e["new"]) for e in kept if e["card"] not in stepped]
        # A stepped-back card's edits are its edits, each kept, one step nearer its original number, or dropped.
        for e in st["edits"]:
            if e["card"] in stepped:
                [was] = [k for k in kept if (k["file"], k["line"], k["column"]) == (e["file"], e["line"], e["column"])]
                assert abs(e["new_value"] - e["value"]) <= abs(was["new_value"] - was["value"]) and e["old"] == was["old"]
        for e in st["edits"]:
            if e["group"] != "card" and e["after"] is not None:
                assert e["before"]["games"] == e["after"]["games"]        # the same seeds, the same deal


@pytest.fixture(scope="module")
def magpie(tmp_path_factory):
    out = tmp_path_factory.mktemp("magpie")
    got = syndicate("tune", CL, "--card", "magpie_combine", "--seed", "3", "--out", str(out), *SMALL)
    return got, out


def test_tune_cl_boss_01_a_named_mob_on_crime_lords(magpie):
    got, out = magpie
    assert got.returncode == 0, got.stderr
    assert "Traceback" not in got.stderr
    doc = check_report(out, CL, "magpie_combine")
    check_rounds(doc)
    assert doc["targets"][0]["kind"] == "mob"
    assert doc["targets"][0]["explanation"]["actions"]
    # Each played candidate says what it does to every Mob on its paired seeds (the metagame health the choice
    # weighs); the rates are win rates and cover the tuned Mob.
    played = [c for c in doc["targets"][0]["candidates"] if c["games"]]
    assert played and all(c["health"] >= 0 and "magpie_combine" in c["faction_rates"] for c in played)
    assert all(0 <= r <= 1 for c in played for r in c["faction_rates"].values())
    assert doc["targets"][0]["health_before"] > 0
    assert "The Magpie Combine" in got.stdout and "wrote" in got.stdout
    assert re.search(r"ETA \d+s", got.stderr)          # the progress line off a terminal


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
PROBE = """<script id="probe">
window.addEventListener('load', function () {
  var imgs = Array.prototype.map.call(document.images, function (i) { return [i.naturalWidth, i.naturalHeight]; });
  var pre = document.createElement('pre'); pre.id = 'result';
  pre.textContent = JSON.stringify({images: imgs, scripts: document.scripts.length - 1,
                                    h2: Array.prototype.map.call(document.querySelectorAll('h2'), function (h) { return h.textContent; }),
                                    rows: document.querySelectorAll('tr').length});
  document.body.appendChild(pre);
});
</script>"""


def test_tune_html_in_chromium_shows_the_plot_and_tables(magpie, tmp_path):
    if CHROMIUM is None:
        pytest.skip("headless Chromium is not installed (apt-get install chromium)")
    got, out = magpie
    assert got.returncode == 0, got.stderr
    page = tmp_path / "probe.html"
    page.write_text(read(out / "tune.html").replace("</body>", PROBE + "</body>"), encoding="utf-8")
    proc = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                           "--disable-background-networking", "--disable-component-update", "--disable-sync",
                           f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom", "file://" + str(page)],
                          capture_output=True, text=True, timeout=120)
    m = re.search(r'<pre id="result">(.*?)</pre>', proc.stdout, re.S)
    assert m, proc.stderr[-2000:]
    import html as htmllib
    found = json.loads(htmllib.unescape(m.group(1)))
    assert found["scripts"] == 0                          # the page runs nothing of its own
    assert found["images"] and all(w > 300 and h > 100 for w, h in found["images"])
    assert any("The Magpie Combine" in h for h in found["h2"])
    assert found["rows"] >= 2


def test_tune_a_named_team_on_crime_wars(tmp_path):
    got = syndicate("tune", CW, "--card", "spades_team", "--out", str(tmp_path), *SMALL)
    assert got.returncode == 0, got.stderr
    doc = check_report(tmp_path, CW, "spades_team")
    assert {c["field"] for c in doc["targets"][0]["candidates"]} >= {"attack", "defence"}


def test_tune_a_named_organisation_on_criminal_underworld(tmp_path):
    pack = os.path.join(ROOT, "content", "criminal_underworld")
    got = syndicate("tune", pack, "--card", "salt_road_cartel", "--out", str(tmp_path), *SMALL)
    assert got.returncode == 0, got.stderr
    doc = check_report(tmp_path, pack, "salt_road_cartel")
    assert {c["field"] for c in doc["targets"][0]["candidates"]} >= {"power"}


def test_tune_a_named_gangster_on_nothing_personal(tmp_path):
    pack = os.path.join(ROOT, "content", "nothing_personal")
    cap = SMALL.index("--turn-cap")
    small = SMALL[:cap] + SMALL[cap + 2:]                               # its games end by their own rules
    got = syndicate("tune", pack, "--card", "gangster_sal_serra", "--out", str(tmp_path), *small)
    assert got.returncode == 0, got.stderr
    doc = check_report(tmp_path, pack, "gangster_sal_serra")
    check_rounds(doc)
    assert {c["field"] for c in doc["targets"][0]["candidates"]} >= {"respect"}


def test_turn_cap_on_a_pack_whose_engine_has_none_is_a_diagnostic():
    got = syndicate("tune", os.path.join(ROOT, "content", "nothing_personal"), "--turn-cap", "30")
    assert got.returncode == 1
    assert "SYN750" in got.stderr and "leave out --turn-cap" in got.stderr and "Traceback" not in got.stderr


def copy_pack(src: str, dst) -> str:
    out = os.path.join(str(dst), os.path.basename(src))
    for path, is_dir in walk(src):
        rel = os.path.relpath(path, src)
        os.makedirs(os.path.dirname(os.path.join(out, rel)), exist_ok=True)
        shutil.copyfile(path, os.path.join(out, rel))
    return out


def test_tune_finds_the_outlier_itself_and_applies_only_confirmed_numbers(tmp_path):
    """A copy of Crime Lords whose Magpie Combine earns 40 G a takeover: an outlier in any baseline. Tune finds
    it as simulate does (no --card), and --apply --yes changes exactly the numbers tune.json confirmed."""
    pack = copy_pack(CL, tmp_path / "packs")
    mobs = os.path.join(pack, "mobs.yaml")
    text = read(mobs).replace("then gain 5 G", "then gain 40 G")
    with open(mobs, "w", encoding="utf-8") as fh:
        fh.write(text)
    build = str(tmp_path / "build")
    made = syndicate("build", pack, "--build-dir", build)
    assert made.returncode == 0, made.stdout + made.stderr
    before = {p: read(p) for p, _ in walk(pack)}
    out = tmp_path / "out"
    got = syndicate("tune", pack, "--build-dir", build, "--out", str(out), "--apply", "--yes",
                    "--baseline-games", "80", "--games", "30", "--confirm-games", "40", "--max-games", "500",
                    "--max-step", "2", "--turn-cap", "40", "--jobs", "2")
    assert got.returncode == 0, got.stderr
    doc = json.loads(read(out / "tune.json"))
    assert ("mob", "magpie_combine") in {(o["group"], o["key"]) for o in doc["baseline"]["outliers"]}
    assert "magpie_combine" in [t["card"] for t in doc["targets"]]
    confirmed = doc["set"]["edits"] if doc["set"]["confirmed"] else []
    after = {p: read(p) for p, _ in walk(pack)}
    changed = {os.path.relpath(p, pack) for p in before if before[p] != after[p]}
    assert changed == {e["file"] for e in confirmed}
    for e in confirmed:
        old_lines = before[os.path.join(pack, e["file"])].split("\n")
        new_lines = after[os.path.join(pack, e["file"])].split("\n")
        diff = [i for i, (a, b) in enumerate(zip(old_lines, new_lines)) if a != b]
        assert e["line"] - 1 in diff
        line = old_lines[e["line"] - 1]
        col = e["column"] - 1
        assert new_lines[e["line"] - 1] == line[:col] + e["new"] + line[col + len(e["old"]):]
    if confirmed:
        assert "edited" in got.stdout
    else:
        assert "Nothing to apply" in got.stdout
    check_rounds(doc)


def pier_rats_pack(tmp_path):
    """A built copy of Crime Lords where The Pier Rats earn 40 G a takeover, far the strongest Mob: (pack, its
    mobs.yaml, that file's text, build folder)."""
    pack = copy_pack(CL, tmp_path / "packs")
    mobs = os.path.join(pack, "mobs.yaml")
    text = read(mobs).replace('"modify takeover by 2 for attacks by owner where attack.target.district is harbor"',
                              '"on racket_taken_over: if event.player is owner then gain 40 G"')
    with open(mobs, "w", encoding="utf-8") as fh:
        fh.write(text)
    build = str(tmp_path / "build")
    made = syndicate("build", pack, "--build-dir", build)
    assert made.returncode == 0, made.stdout + made.stderr
    return pack, mobs, text, build


def pier_rats_tune(tmp_path, max_games: int):
    """`syndicate tune` of that copy: round 1 the named Magpie Combine, --rounds 2, small budgets and `max_games`:
    (its mobs.yaml, that file's text, the out folder, the run, its tune.json, its rounds checked)."""
    pack, mobs, text, build = pier_rats_pack(tmp_path)
    out = tmp_path / "out"
    got = syndicate("tune", pack, "--build-dir", build, "--out", str(out), "--card", "magpie_combine",
                    "--rounds", "2", "--baseline-games", "80", "--games", "30", "--confirm-games", "60",
                    "--replicate-games", "60", "--fresh-games", "60", "--max-games", str(max_games), "--turn-cap",
                    "40", "--jobs", "2", "--seed", "4")
    assert got.returncode == 0, got.stderr
    doc = json.loads(read(out / "tune.json"))
    check_rounds(doc)
    return mobs, text, out, got, doc


def test_a_second_round_tunes_on_the_pack_with_the_first_rounds_set(tmp_path):
    """A copy of Crime Lords where The Pier Rats earn 40 G a takeover: far the strongest Mob. Round 1 tunes only
    the named Magpie Combine; its set leaves The Pier Rats an outlier, so round 2 takes the pack with round 1's set
    as its base, on the set's confirmation games, and tunes The Pier Rats there."""
    mobs, text, out, got, doc = pier_rats_tune(tmp_path, 2060)
    first, second = doc["rounds"]
    assert first["targets"] == ["magpie_combine"] and len(first["set"]) == 1
    assert ("mob", "pier_rats") in {(o["group"], o["key"]) for o in first["confirmation"]["outliers_after"]}
    assert not first["confirmation"]["clean"]
    assert second["base"]["edits"] == [first["set"][0]["label"]]
    # Round 1's confirmation outliers were tested again on 60 fresh games with its set; The Pier Rats, found again,
    # are round 2's target, on a base of both samples.
    rep = second["replication"]
    assert rep["of_round"] == 1 and rep["games"] == 60 and doc["settings"]["replicate_games"] == 60
    assert rep["first_index"] == first["confirmation"]["first_index"] + first["confirmation"]["set_games"]
    [rats_flag] = [f for f in rep["flagged"] if f["key"] == "pier_rats"]
    assert rats_flag["replicated"] and rats_flag["direction"] == "high" and rats_flag["fresh"]["games"] > 0
    # The flag's own games pooled with the fresh ones, corrected for the selection (stats.conditional_p).
    assert rats_flag["z_pooled"] is not None and 0 <= rats_flag["p"] <= 1 and 0 <= rats_flag["p_fresh"] <= 1
    assert "pooled z" in got.stdout and "p given the flag" in got.stdout
    assert second["carried"] == [] and first["carried"] == []      # no card was left waiting (--card names one)
    assert second["base"]["games"] == 60 + first["confirmation"]["set_games"]
    assert {o["key"] for o in second["base"]["outliers"]} == {f["key"] for f in rep["flagged"] if f["replicated"]}
    assert "pier_rats" in second["targets"]
    assert "more fresh games (the replication)" in got.stdout and "found again: Mob The Pier Rats" in got.stdout
    assert second["stop"] in ("--rounds 2 reached", "the set is confirmed and leaves no faction or card outlier",
                              "no target of this round got an edit whose interval held its share")
    [rats] = [t for t in doc["targets"] if t["card"] == "pier_rats"]
    assert rats["round"] == 2 and rats["baseline"]["games"] > 0
    for c in rats["candidates"]:                 # the base pack's numbers: Magpie's edit is in, the Rats' 40 G too
        line = read(mobs).split("\n")[c["line"] - 1]
        assert line[c["column"] - 1:c["column"] - 1 + len(c["old"])] == c["old"]
    assert "Round 2, on the pack with" in got.stdout
    html = read(out / "tune.html")
    assert "Round 2: The Pier Rats" in html and "<h2>Rounds</h2>" in html
    assert read(mobs) == text                    # no --apply: the user's pack is untouched


def test_the_last_round_tunes_the_outlier_the_rounds_left_when_their_games_ran_out(tmp_path):
    """The Pier Rats at 40 G a takeover again, with --max-games leaving the rounds room for round 1 alone: the
    rounds stop, the polish plays, and the last round (item 10) tunes The Pier Rats, an outlier left with round 1's
    set, on the games that set was judged on, and confirms the grown set on fresh seeds."""
    mobs, text, out, got, doc = pier_rats_tune(tmp_path, 1520)
    first, last = doc["rounds"][0], next(r for r in doc["rounds"] if r["last"] and not r["reduced"])
    assert first["targets"] == ["magpie_combine"] and first["confirmation"]["confirmed"]
    assert first["stop"].startswith("--max-games leaves no room for another round")
    assert last["round"] == 2 and "pier_rats" in last["targets"] and last["replication"] is None
    assert "magpie_combine" in last["base"]["edited_cards"]
    # Its base games are those round 1's set (as items 8 and 9 left it) was judged on: its confirmation's.
    assert last["base"]["first_index"] == first["confirmation"]["first_index"]
    assert last["base"]["games"] == first["confirmation"]["games"]
    assert "Round 2, the last: the outliers the set leaves with no edit" in got.stdout
    assert "2 (the last)" in read(out / "tune.html")
    [rats] = [t for t in doc["targets"] if t["card"] == "pier_rats"]
    assert rats["round"] == 2 and rats["candidates"]
    assert doc["games_played"] <= 1520
    st = doc["set"]
    if last["confirmation"]["confirmed"]:
        assert st["round"] == 2 and "round 2, the last, tuned the outliers the set of round 1 left" in st["note"]
    else:
        assert st["round"] == 1 and last["stop"].startswith("the last round: its set was not confirmed")
    assert read(mobs) == text


def two_mobs_one_round(tmp_path, seed: int, max_games: int):
    """The Magpie Combine and The Rum Row Navy tuned in one small round: (out folder, the run, its tune.json)."""
    out = tmp_path / "out"
    got = syndicate("tune", CL, "--card", "magpie_combine", "--card", "rum_row_navy", "--rounds", "1",
                    "--baseline-games", "80", "--games", "30", "--confirm-games", "60", "--holdout-games", "0",
                    "--fresh-games", "60", "--max-games", str(max_games), "--turn-cap", "40", "--jobs", "2",
                    "--seed", str(seed),
                    "--out", str(out))
    assert got.returncode == 0, got.stderr
    doc = json.loads(read(out / "tune.json"))
    check_rounds(doc)
    return out, got, doc

def test_each_edited_card_is_judged_before_the_set_is_applied(tmp_path):
    """Two named Mobs tuned in one round; before the set is reported, each edited card is judged on every game
    played with the set (compiler/tune/prune.py): tested by playing the set without its edits on the same seeds,
    or not tested, saying why; a dropped edit leaves the set tune stands by."""
    out, got, doc = two_mobs_one_round(tmp_path, seed=5, max_games=1240)    # 6 x 60 kept back for the polish
    st, [rnd] = doc["set"], doc["rounds"]
    edited = {e["card"] for e in rnd["set"]}
    if len(edited) < 2:
        assert st["pruned"] is None                        # a card whose edits are the whole set is not judged
        return
    p = st["pruned"]
    console = " ".join((got.stdout + got.stderr).split())   # the progress lines, wrapped to the terminal's width
    # Judged on the set's fresh replication (compiler/tune/fresh.py): seeds after every seed the round used.
    fresh = st["fresh"]
    assert fresh["round"] == 1 and fresh["first_index"] >= rnd["confirmation"]["first_index"] + rnd["confirmation"]["planned"]
    assert {c["card"] for c in fresh["cards"]} == edited and not set(fresh["seeds"]) & set(rnd["confirmation"]["seeds"])
    assert p["round"] == 1 and p["on_fresh"] and p["pooled_games"] == fresh["games"]
    assert "The set on fresh seeds: " in console and "fresh seeds (from index" in read(out / "tune.html")
    assert {t["card"] for t in p["tested"] + p["not_tested"]} == edited
    assert p["tested"]                                     # on these seeds the Navy overshot and was tested
    assert all(t["why"] for t in p["tested"] + p["not_tested"])
    for t in p["tested"]:
        # The set without the card's edits played the set's own seeds: its rows with and without, on equal games.
        assert t["games"] == p["pooled_games"] and t["with"]["games"] == t["without"]["games"]
        assert f"The set before it is applied: {'DROPPED' if t['dropped'] else 'kept'}: {t['label']}'s" in console
    assert p["dropped"] == [label for t in p["tested"] if t["dropped"] for label in t["edits"]]
    assert not {e["label"] for e in st["edits"]} & set(p["dropped"])
    assert doc["games_played"] <= 1240 and doc["settings"]["fresh_games"] == 60 and fresh["games"] == 60
    html = read(out / "tune.html")
    assert "Before it is applied, each edited card judged on the" in html
    # Then the step back (compiler/tune/stepback.py): each edited card left is tried, or not, saying why.
    sb = st["stepped_back"]
    assert sb["round"] == 1 and {t["card"] for t in sb["tried"] + sb["not_tried"]} == {e["card"] for e in st["edits"]} | {
        t["card"] for t in sb["tried"] if t["taken"] and not t["to"]}
    assert all(t["why"] for t in sb["tried"] + sb["not_tried"])
    for t in sb["tried"]:
        assert f"The set, stepped back: {'STEPPED BACK' if t['taken'] else 'kept'}: {t['label']}'s" in console
    assert "Stepped back before it is applied, each edited card judged on the" in html



def test_a_card_past_its_share_is_stepped_back_before_the_set_is_applied(tmp_path):
    """After the pruning, an edited card whose rate on the set's games sits past its share by more than half the
    tolerance, the other way from where it was tuned, races its edits stepped back on the confirmation's seeds
    (compiler/tune/stepback.py); the finalist is judged on all of them, and the set takes it or keeps its own."""
    out, got, doc = two_mobs_one_round(tmp_path, seed=9, max_games=1700)
    st = doc["set"]                                        # seed 9: round 1's set, then the same set reduced
    sb = st["stepped_back"]
    console = " ".join((got.stdout + got.stderr).split())
    assert sb["tried"]                                     # on these seeds the Navy sits more than 2 points under
    conf = st["fresh"]["games"]                            # the race plays the set's fresh seeds (fresh.py)
    assert st["fresh"]["first_index"] >= max(r["confirmation"]["first_index"] + r["confirmation"]["planned"]
                                             for r in doc["rounds"])
    for t in sb["tried"]:
        # Past its share by more than the bar: half the tolerance, as 30 or so games of a Mob read it imprecisely.
        assert t["bar"] == 0.02 and abs(t["share"] - t["pooled"]["rate"]) > t["bar"]
        # Every stage on the confirmation's first seeds, the same for every candidate; the finalist on all of them.
        assert [s["seeds"] for s in t["race"]] == sorted(s["seeds"] for s in t["race"])
        assert t["race"][-1]["seeds"] <= conf and t["stepped"]["games"] == t["with"]["games"]
        assert sb["on_fresh"] and t["games"] == conf
        offs = [c["off"] for c in t["race"][-1]["candidates"]]
        assert offs == sorted(offs)
        assert f"The set, stepped back: {'STEPPED BACK' if t['taken'] else 'kept'}: {t['label']}'s" in console
        if t["taken"]:
            # Each set's rate against its share on its own games (a game with no winner counts for no Mob).
            w, s = t["with"], t["stepped"]
            assert abs(s["rate"] - s["share"]) < abs(w["rate"] - w["share"]) and s["ci_low"] <= s["share"] <= s["ci_high"]
            assert {e["label"] for e in st["edits"] if e["card"] == t["card"]} == set(t["to"])
            assert "stepped back before it is applied" in st["note"]
    assert doc["games_played"] <= 1700
    assert "Stepped back before it is applied" in read(out / "tune.html")

def test_the_chosen_edit_is_checked_on_held_out_seeds(tmp_path):
    """200 baseline games: The Magpie Combine is dealt in about 100, its race plays the first 30 of them, so the
    edit it chooses plays the next 40 (--holdout-games 40) and its rate there is reported; 0 turns that off."""
    out = tmp_path / "on"
    small = ["--card", "magpie_combine", "--rounds", "1", "--baseline-games", "200", "--games", "30",
             "--confirm-games", "40", "--max-games", "1500", "--turn-cap", "40", "--jobs", "2", "--seed", "5"]
    got = syndicate("tune", CL, *small, "--holdout-games", "40", "--out", str(out))
    assert got.returncode == 0, got.stderr
    doc = json.loads(read(out / "tune.json"))
    assert doc["settings"]["holdout_games"] == 40
    [target] = doc["targets"]
    checked = [c for c in target["candidates"] if c.get("held_out")]
    assert 1 <= len(checked) <= 3
    for c in checked:
        h = c["held_out"]
        assert h["games"] == 40 and h["ci_low"] <= h["rate"] <= h["ci_high"] and isinstance(h["holds"], bool)
    s = target["suggestion"]
    if s is not None:
        [chosen] = [c for c in target["candidates"] if c["label"] == s["edit"]["label"]]
        assert s["held_out"]["games"] == 40 and s["held_out"]["rate"] == chosen["held_out"]["rate"]
        assert "held-out seeds" in got.stdout
        assert "held-out seeds (paired)" in read(out / "tune.html")
        # A checked edit that missed gave way: the chosen one holds, or none held and the note says so.
        assert chosen["held_out"]["holds"] or target["note"].startswith("no edit the race chose held its share")
    off = syndicate("tune", CL, *small, "--holdout-games", "0", "--out", str(tmp_path / "off"))
    assert off.returncode == 0, off.stderr
    doc0 = json.loads(read(tmp_path / "off" / "tune.json"))
    assert not any(c.get("held_out") for t in doc0["targets"] for c in t["candidates"])
    assert all(t["suggestion"] is None or t["suggestion"]["held_out"] is None for t in doc0["targets"])


def _sigint_as_at_a_terminal():
    """The child takes Ctrl-C as a terminal's foreground program does: a shell starts a background
    job (`.ci/run &`) with SIGINT ignored, and a child inherits that, which would make Ctrl-C a no-op."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_writes_what_is_known(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "compiler", "tune", CL, "--card", "magpie_combine",
                             "--baseline-games", "5000", "--max-games", "20000", "--out", str(tmp_path)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_sigint_as_at_a_terminal)
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            line = proc.stderr.readline()
            m = re.match(r"baseline: (\d+)/", line)
            if m and int(m.group(1)) > 0:
                break
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr
    doc = json.loads(read(tmp_path / "tune.json"))
    assert doc["complete"] is False
    assert 0 < doc["baseline"]["games"] < 5000
    assert "Partial" in read(tmp_path / "tune.html")
    assert "Interrupted" in stdout


@pytest.mark.parametrize("args, code, bad", [
    (["--card", "magpie_combin"], "SYN770", "magpie_combin"),
    (["--max-games", "100"], "SYN770", "100"),
    (["--tolerance", "lots"], "SYN770", "lots"),
    (["--tolerance", "80"], "SYN770", "80"),
    (["--games", "3"], "SYN750", "3"),
    (["--holdout-games", "-1"], "SYN750", "-1"),
    (["--holdout-games", "some"], "SYN750", "some"),
    (["--replicate-games", "-5"], "SYN750", "-5"),
    (["--yes"], "SYN770", "--yes"),
    (["--apply"], "SYN772", "--apply"),
    (["--house-rule", "no_such_rule"], "SYN751", "no_such_rule"),
    (["--player-type", "genius"], "SYN750", "genius"),
])
def test_bad_input_is_a_diagnostic_with_a_caret(args, code, bad):
    got = syndicate("tune", CL, *args, stdin=subprocess.DEVNULL)
    assert got.returncode == 1, got.stdout + got.stderr
    assert code in got.stderr
    assert "Traceback" not in got.stderr
    if bad:
        assert bad in got.stderr
    if args[0] == "--card":
        assert "magpie_combine" in got.stderr       # did you mean


def test_unknown_pack_is_a_diagnostic():
    got = syndicate("tune", "content/no_such_pack")
    assert got.returncode == 1
    assert "SYN001" in got.stderr and "Traceback" not in got.stderr


def test_no_outliers_is_a_diagnostic_and_the_baseline_is_still_written(tmp_path):
    got = syndicate("tune", CL, "--baseline-games", "20", "--confirm-games", "20", "--turn-cap", "5",
                    "--out", str(tmp_path))
    assert got.returncode == 1, got.stdout + got.stderr
    assert "SYN771" in got.stderr and "--card" in got.stderr
    doc = json.loads(read(tmp_path / "tune.json"))
    assert doc["baseline"]["games"] == 20 and doc["targets"] == []
