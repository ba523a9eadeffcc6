"""`syndicate preview`: the pack's cards in a browser, brought up to date as files change.

A small HTTP server on 127.0.0.1 only (stdlib ThreadingHTTPServer). It serves
the page, the cards as JSON, the card art and the files of the pack's
templates folder the cards' stylesheet names (fonts) — nothing else of the
disk: no path outside `templates/`, no link leading out of it, no request
whose Host is not this server (a web page elsewhere cannot read it through
DNS rebinding). A watcher (watchfiles) renders again the cards a change
touches (compiler/preview/cards.py) and pushes them to every open page as
server-sent events; the page swaps them in without a reload.
"""
from __future__ import annotations

import json
import os
import queue
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlsplit

from compiler.files.safe_read import Refused, inside, read_bytes
from .cards import Deck
from .page import page_html, page_script

HOST = "127.0.0.1"
MAX_FILE = 20_000_000
TYPES = {".ttf": "font/ttf", ".otf": "font/otf", ".woff": "font/woff", ".woff2": "font/woff2", ".css": "text/css",
         ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg"}


class Preview:
    def __init__(self, root: str):
        self.root = os.path.abspath(root)
        self.deck = Deck(self.root)
        self.lock = threading.Lock()
        self.clients: list[queue.Queue] = []
        self.stop = threading.Event()
        self.last_render: list[tuple[str, float]] = []

    def refresh(self, changed: set[str] | None) -> list[str]:
        with self.lock:
            touched = self.deck.update(changed)
            self.last_render = list(self.deck.timings)
            events = [("card", self.deck.cards[c].as_json()) if c in self.deck.cards else ("remove", {"id": c})
                      for c in touched]
            events.append(("status", self.status()))
        for client in list(self.clients):
            for event in events:
                client.put(event)
        return touched

    def status(self) -> dict:
        return {"problems": self.deck.problems, "css": self.deck.css,
                "rendered": [[c, round(s * 1000, 2)] for c, s in self.deck.timings]}

    def snapshot(self) -> dict:
        with self.lock:
            return {"kinds": self.deck.kinds, "cards": [self.deck.cards[c].as_json() for c in self.deck.order],
                    "card_mm": [self.deck.card_w, self.deck.card_h], **self.status()}

    def mtimes(self) -> dict[str, int]:
        out = {}
        for folder, dirs, files in os.walk(self.root):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in files:
                path = os.path.join(folder, name)
                try:
                    out[path] = os.stat(path).st_mtime_ns
                except OSError:
                    pass
        return out

    def watch(self, before: dict[str, int], ready: threading.Event) -> None:
        """Follow the pack's files; `before` (their times when the first render began) catches what changed since."""
        from watchfiles import watch

        for changes in watch(self.root, stop_event=self.stop, debounce=150, step=50, rust_timeout=300,
                             yield_on_timeout=True):
            if not ready.is_set():           # the first time-out: the watch is set up
                now = self.mtimes()
                missed = {p for p in set(now) | set(before) if now.get(p) != before.get(p)}
                ready.set()
                changes = set(changes) | {(None, p) for p in missed}
            paths = {os.path.abspath(p) for _, p in changes if "/." not in p[len(self.root):]}
            if paths:
                try:
                    self.refresh(paths)
                except Exception as exc:   # a bug in one refresh must not end the preview; the page says so
                    for client in list(self.clients):
                        client.put(("status", {"problems": [{"code": "", "message": f"preview failed: {exc}",
                                                             "file": "", "line": 0, "column": 0,
                                                             "severity": "error", "help": None}]}))


def handler_for(preview: Preview, port_box: list):
    templates = os.path.join(preview.root, "templates")

    class Handler(BaseHTTPRequestHandler):
        server_version = "syndicate-preview"

        def log_message(self, *args):   # quiet: the terminal shows what the preview does, not every request
            pass

        def _send(self, status: int, body: bytes, ctype: str = "text/plain; charset=utf-8", extra=()) -> None:
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.send_header("X-Content-Type-Options", "nosniff")
            for k, v in extra:
                self.send_header(k, v)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def _host_ok(self) -> bool:
            host = (self.headers.get("Host") or "").lower()
            return host in (f"127.0.0.1:{port_box[0]}", f"localhost:{port_box[0]}")

        def do_HEAD(self):  # noqa: N802
            self.do_GET()

        def do_GET(self):  # noqa: N802
            if not self._host_ok():
                return self._send(HTTPStatus.FORBIDDEN, b"forbidden: wrong Host\n")
            path = urlsplit(self.path).path
            if path == "/":
                return self._send(HTTPStatus.OK, page_html().encode("utf-8"), "text/html; charset=utf-8",
                                  [("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; "
                                    "style-src 'self' 'unsafe-inline'; script-src 'self'; "
                                    "font-src 'self' data:; connect-src 'self'; object-src 'none'; "
                                    "frame-src 'none'; base-uri 'self'")])
            if path == "/preview.js":
                return self._send(HTTPStatus.OK, page_script().encode("utf-8"), "text/javascript; charset=utf-8")
            if path == "/cards.json":
                return self._send(HTTPStatus.OK, json.dumps(preview.snapshot()).encode("utf-8"), "application/json")
            if path == "/events":
                return self._events()
            if path.startswith("/art/"):
                return self._art(path[len("/art/"):])
            if path.startswith("/templates/"):
                return self._template_file(unquote(path[len("/templates/"):]))
            return self._send(HTTPStatus.NOT_FOUND, b"not found\n")

        def _art(self, name: str):
            from compiler.sheets.art import store

            art = store.get(f"art:{name}")
            if art is None:
                return self._send(HTTPStatus.NOT_FOUND, b"not found\n")
            return self._send(HTTPStatus.OK, art.data, art.mime)

        def _template_file(self, rel: str):
            """A file of the templates folder (the fonts cards.css names): plain names only, never out of it."""
            parts = rel.split("/")
            if not rel or any(p in ("", ".", "..") for p in parts) or "\\" in rel or "\0" in rel:
                return self._send(HTTPStatus.NOT_FOUND, b"not found\n")
            full = os.path.join(templates, *parts)
            ext = os.path.splitext(full)[1].lower()
            if ext not in TYPES or not os.path.lexists(full) or not inside(full, templates):
                return self._send(HTTPStatus.NOT_FOUND, b"not found\n")
            try:
                data = read_bytes(full, MAX_FILE, root=templates, shown=rel)
            except (Refused, OSError):
                return self._send(HTTPStatus.NOT_FOUND, b"not found\n")
            return self._send(HTTPStatus.OK, data, TYPES[ext])

        def _events(self):
            q: queue.Queue = queue.Queue()
            preview.clients.append(q)
            try:
                self.send_response(HTTPStatus.OK)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(b": connected\n\n")
                self.wfile.flush()
                while not preview.stop.is_set():
                    try:
                        kind, data = q.get(timeout=10)
                    except queue.Empty:
                        self.wfile.write(b": keep-alive\n\n")
                        self.wfile.flush()
                        continue
                    self.wfile.write(f"event: {kind}\ndata: {json.dumps(data)}\n\n".encode("utf-8"))
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass
            finally:
                preview.clients.remove(q)

    return Handler


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def serve(root: str, port: int, ready=None) -> None:
    """Render the pack, then serve it on 127.0.0.1:`port` (0: any free port) until interrupted."""
    preview = Preview(root)
    started = time.perf_counter()
    before = preview.mtimes()
    preview.refresh(None)
    took = time.perf_counter() - started
    port_box = [port]
    httpd = _Server((HOST, port), handler_for(preview, port_box))
    port_box[0] = httpd.server_address[1]
    watching = threading.Event()
    watcher = threading.Thread(target=preview.watch, args=(before, watching), daemon=True)
    watcher.start()
    watching.wait(10)            # announce the page once edits are followed
    url = f"http://{HOST}:{port_box[0]}/"
    if ready is not None:
        ready(url, preview, took)
    try:
        httpd.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        preview.stop.set()
        httpd.server_close()
