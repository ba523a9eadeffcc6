"""`syndicate preview` (issue 29, part 2), as a designer meets it: the CLI, a real headless browser, edits on disk.

The preview runs as a subprocess on a copy of a pack made by `syndicate new`;
Chromium (Debian's chromium and chromium-driver, driven by Selenium) loads the
page. A card edit appears without a reload, a broken file shows its
diagnostic over its last good cards, and fixing it brings the card back.
Requests outside the pack, or with another Host, get nothing.
"""
from __future__ import annotations

import http.client
import os
import re
import shutil
import signal
import subprocess
import sys
import time

import pytest

from adversarial.packs import ROOT, run_cli

CHROMIUM, DRIVER = shutil.which("chromium") or "/usr/bin/chromium", shutil.which("chromedriver") or "/usr/bin/chromedriver"


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    pack = str(tmp_path_factory.mktemp("preview") / "my_game")
    r = run_cli("new", pack)
    assert r.returncode == 0, r.stdout + r.stderr
    return pack


@pytest.fixture
def served(made, tmp_path):
    """(pack folder, URL) of a running `syndicate preview` on a fresh copy of the new pack."""
    pack = str(tmp_path / "my_game")
    shutil.copytree(made, pack, symlinks=True)
    proc = subprocess.Popen([sys.executable, "-m", "compiler", "preview", pack, "--port", "0"], cwd=str(tmp_path),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": ROOT}, start_new_session=True)
    try:
        line = proc.stdout.readline()
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert m, line + proc.stderr.read() if proc.poll() is not None else line
        yield pack, m.group(0), int(m.group(1))
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def _get(port: int, path: str, host: str | None = None) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
    conn.putheader("Host", host or f"127.0.0.1:{port}")
    conn.endheaders()
    r = conn.getresponse()
    body = r.read()
    conn.close()
    return r.status, body


def test_serves_nothing_outside_the_pack_templates(served, tmp_path):
    pack, url, port = served
    assert url.startswith("http://127.0.0.1:")                       # loopback only
    secret = tmp_path / "secret.ttf"
    secret.write_bytes(b"not for the browser")
    os.symlink(secret, os.path.join(pack, "templates", "fonts", "linked.ttf"))
    assert _get(port, "/templates/fonts/DejaVuSans.ttf")[0] == 200  # what cards.css names
    for path in ["/templates/../game.yaml", "/templates/%2e%2e/game.yaml", "/templates/..%2fgame.yaml",
                 "/templates/fonts/../../crooks.yaml", "/templates//etc/passwd", "/templates/%2fetc%2fpasswd",
                 "/../../../../etc/passwd", "/game.yaml", "/crooks.yaml", "/templates/sheet.yaml",
                 "/templates/crook.html.j2", "/templates/fonts/linked.ttf", "/art/../game.yaml",
                 "/art/0000.png", "/templates/fonts/%00.ttf"]:
        status, body = _get(port, path)
        assert status == 404, (path, status)
        assert b"not for the browser" not in body and b"kind:" not in body
    assert _get(port, "/", host="evil.example:80")[0] == 403        # another Host (DNS rebinding): nothing
    assert _get(port, "/cards.json", host=f"attacker.test:{port}")[0] == 403


def _browser():
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is a test dependency")
    if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
        pytest.skip("Chromium and its driver are not installed (apt-get install chromium chromium-driver; .ci/run does)")
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--window-size=1400,1000"):
        opts.add_argument(arg)
    return webdriver.Chrome(service=Service(DRIVER), options=opts)


def _wait(driver, script: str, timeout: float = 60):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for: {script}")


def _write(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


def test_a_card_edit_appears_a_broken_file_shows_its_diagnostic_and_a_fix_brings_the_card_back(served):
    pack, url, port = served
    driver = _browser()
    try:
        driver.get(url)
        _wait(driver, "return document.body.dataset.ready === 'yes' && document.body.dataset.live === 'yes'")
        crooks_path = os.path.join(pack, "crooks.yaml")
        crooks = open(crooks_path, encoding="utf-8").read()
        first = re.search(r"  - id: (\w+)\n    name: (.+)\n", crooks)
        cid, name = first.group(1), first.group(2).strip().strip('"')
        card_count = len(re.findall(r"^  - id: ", crooks, re.M))
        total = _wait(driver, "return document.querySelectorAll('.entry').length")
        assert total >= card_count
        # As printed: the card's face is its template's HTML, with its file and line and abilities in English.
        box = f"document.getElementById('card-{cid}')"
        assert _wait(driver, f"return {box}.querySelector('.name').textContent") == name
        line = crooks[:first.start()].count("\n") + 1
        assert driver.execute_script(f"return {box}.querySelector('.where').textContent").endswith(f"crooks.yaml:{line}")
        english = driver.execute_script(f"return [...{box}.querySelectorAll('.english li')].map(li => li.textContent)")
        assert english and all(e and not e.startswith(("modify", "set", "on ", "action")) for e in english)
        # Filter by kind.
        driver.execute_script("document.querySelector('#filters button[data-kind=\"crook\"]').click()")
        shown_kinds = driver.execute_script("return [...document.querySelectorAll('.entry')].filter(e => !e.hidden).map(e => e.dataset.kind)")
        assert set(shown_kinds) == {"crook"} and len(shown_kinds) == card_count
        driver.execute_script("window.__same_page = 42")

        # 1. A card edit appears, pushed without a reload.
        _write(crooks_path, crooks.replace(f"    name: {first.group(2)}\n", "    name: Renamed While Watching\n", 1))
        _wait(driver, f"return {box}.querySelector('.name').textContent === 'Renamed While Watching'")
        assert driver.execute_script("return window.__same_page") == 42

        # 2. A broken file: the last good card stays, its diagnostic over it.
        broken = crooks.replace(f"    name: {first.group(2)}\n", "    name: [Broken\n", 1)
        _write(crooks_path, broken)
        _wait(driver, f"return {box}.classList.contains('broken')")
        overlay = driver.execute_script(f"return {box}.querySelector('.overlay').textContent")
        check = subprocess.run([sys.executable, "-m", "compiler", "check", pack], capture_output=True, text=True,
                               cwd=ROOT, timeout=300)
        code = re.search(r"error\[(SYN\d+)\]", check.stderr + check.stdout).group(1)
        assert f"[{code}]" in overlay and "crooks.yaml" in overlay
        assert driver.execute_script(f"return {box}.querySelector('.name').textContent") == "Renamed While Watching"
        assert driver.execute_script(f"return {box}.querySelector('.overlay').offsetHeight") > 0   # shown over it

        # 3. Fixing it brings the card back, with the fix.
        _write(crooks_path, crooks.replace(f"    name: {first.group(2)}\n", "    name: Fixed Again\n", 1))
        _wait(driver, f"return !{box}.classList.contains('broken') && "
                      f"{box}.querySelector('.name').textContent === 'Fixed Again'")
        assert driver.execute_script("return window.__same_page") == 42
        assert driver.execute_script(f"return {box}.querySelector('.overlay').offsetHeight") == 0

        # 4. A hostile template's script and handlers do not run on the page (no inline script is allowed).
        tpl = os.path.join(pack, "templates", "crook.html.j2")
        text = open(tpl, encoding="utf-8").read()
        _write(tpl, text.replace("{{ parts.title(card) }}", "{{ parts.title(card) }}<img class=\"hostile\" src=\"/nowhere.png\" "
                                 "onerror=\"document.title='pwned'\"><script>document.title='pwned too'</script>", 1))
        _wait(driver, f"return {box}.querySelector('img.hostile') !== null")
        time.sleep(1)
        assert "pwned" not in driver.title
    finally:
        driver.quit()


def test_a_template_change_renders_only_that_kinds_cards(served):
    """Changing the crook template re-renders crooks only; the other kinds keep their version."""
    pack, url, port = served
    import json

    before = json.loads(_get(port, "/cards.json")[1])
    path = os.path.join(pack, "templates", "crook.html.j2")
    text = open(path, encoding="utf-8").read()
    _write(path, text.replace("{{ parts.title(card) }}", "{{ parts.title(card) }}<div class=\"marker-x\">x</div>", 1))
    end = time.monotonic() + 60
    while time.monotonic() < end:
        after = json.loads(_get(port, "/cards.json")[1])
        if all("marker-x" in c["html"] for c in after["cards"] if c["kind"] == "crook"):
            break
        time.sleep(0.2)
    versions = {c["id"]: c["version"] for c in before["cards"]}
    for c in after["cards"]:
        if c["kind"] == "crook":
            assert "marker-x" in c["html"] and c["version"] > versions[c["id"]]
        else:
            assert "marker-x" not in c["html"] and c["version"] == versions[c["id"]]
    rendered = {cid for cid, _ in after["rendered"]}
    assert rendered == {c["id"] for c in after["cards"] if c["kind"] == "crook"}
