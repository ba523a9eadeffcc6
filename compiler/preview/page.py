"""The preview's one page: the cards as printed, a filter by kind, updates pushed by server-sent events.

Text from the pack (file names, diagnostics, described abilities) is set with
textContent, never as HTML; a card's face is the HTML its (sandboxed,
autoescaping) template made, as in sheets.html. The page's base URL is the
pack's templates folder as served (`/templates/`), so the fonts cards.css
names load as they do in print.
"""

PAGE = r"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Syndicate preview</title>
<base href="/templates/">
<style id="pack-css"></style>
<style>
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #5d5d5d; color: #111; }
header { position: sticky; top: 0; z-index: 5; background: #222; color: #eee; padding: 8px 16px; display: flex;
         gap: 8px; align-items: center; flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0 16px 0 0; }
header button { background: #444; color: #eee; border: 1px solid #777; border-radius: 4px; padding: 3px 10px; cursor: pointer; }
header button[aria-pressed="true"] { background: #c9a74a; color: #111; }
#problems { margin: 8px 16px; }
#problems div { background: #fbe3e3; border-left: 4px solid #b00; padding: 4px 8px; margin: 4px 0; white-space: pre-wrap; }
main { display: flex; flex-wrap: wrap; gap: 18px; padding: 16px; }
.entry { background: #f4f1ea; border-radius: 6px; padding: 8px; width: min-content; }
.entry[hidden] { display: none; }
.face { position: relative; }
.face .bleed { position: relative; overflow: hidden; }
.face .trim { position: absolute; left: 0; top: 0; right: 0; bottom: 0; overflow: visible; }
.where { font: 12px ui-monospace, monospace; color: #444; margin-top: 6px; }
.english { font-size: 12px; margin: 4px 0 0 0; padding-left: 16px; max-width: 63mm; }
.overlay { position: absolute; inset: 0; background: rgba(120, 0, 0, 0.82); color: #fff; padding: 8px;
           font: 12px/1.35 ui-monospace, monospace; overflow: auto; white-space: pre-wrap; }
.entry:not(.broken) .overlay { display: none; }
</style></head>
<body>
<header><h1>Syndicate preview</h1><span id="filters"></span><span id="count"></span></header>
<section id="problems"></section>
<main id="cards"></main>
<script src="/preview.js"></script>
</body></html>
"""


SCRIPT = r""""use strict";
const entries = new Map();
let filter = "all", cardMM = [63, 88];
function el(tag, cls, text) { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }
function show(c) {
  let box = entries.get(c.id);
  if (box && Number(box.dataset.version) > c.version) return;
  if (!box) {
    box = el("article", "entry"); box.id = "card-" + c.id; box.dataset.card = c.id;
    const face = el("div", "face"); face.append(el("div", "bleed"), el("div", "overlay"));
    box.append(face, el("div", "where"), el("ul", "english"));
    document.getElementById("cards").append(box); entries.set(c.id, box);
  }
  box.dataset.kind = c.kind; box.dataset.version = c.version;
  const bleed = box.querySelector(".bleed");
  bleed.className = "bleed " + c.classes;
  bleed.style.width = cardMM[0] + "mm"; bleed.style.height = cardMM[1] + "mm";
  if (c.html) bleed.innerHTML = '<div class="trim ' + c.classes + '">' + c.html + "</div>";
  box.querySelector(".where").textContent = c.file + ":" + c.line;
  const ul = box.querySelector(".english"); ul.replaceChildren(...c.english.map(t => el("li", "", t)));
  const over = box.querySelector(".overlay");
  over.replaceChildren(...c.diagnostics.map(d => el("div", "diagnostic",
    d.file + ":" + d.line + ":" + d.column + ": " + d.severity + "[" + d.code + "]: " + d.message + (d.help ? "\nhelp: " + d.help : ""))));
  box.classList.toggle("broken", c.diagnostics.length > 0);
  box.hidden = !(filter === "all" || filter === c.kind);
}
function status(s) {
  if (s.css !== undefined) document.getElementById("pack-css").textContent = s.css;
  const p = document.getElementById("problems");
  p.replaceChildren(...(s.problems || []).map(d => el("div", "", d.file + ":" + d.line + ":" + d.column + ": [" + d.code + "] " + d.message)));
  document.getElementById("count").textContent = entries.size + " cards";
}
function setFilter(kind) {
  filter = kind;
  for (const b of document.querySelectorAll("#filters button")) b.setAttribute("aria-pressed", String(b.dataset.kind === kind));
  for (const box of entries.values()) box.hidden = !(kind === "all" || kind === box.dataset.kind);
}
const events = new EventSource("/events");
events.addEventListener("card", e => show(JSON.parse(e.data)));
events.addEventListener("remove", e => { const id = JSON.parse(e.data).id; const b = entries.get(id); if (b) { b.remove(); entries.delete(id); } });
events.addEventListener("status", e => status(JSON.parse(e.data)));
events.onopen = () => { document.body.dataset.live = "yes"; };
fetch("/cards.json").then(r => r.json()).then(snap => {
  cardMM = snap.card_mm;
  const f = document.getElementById("filters");
  for (const [kind, label] of [["all", "All"], ...snap.kinds]) {
    const b = el("button", "", label); b.dataset.kind = kind; b.onclick = () => setFilter(kind); f.append(b);
  }
  for (const c of snap.cards) show(c);
  status(snap); setFilter("all");
  document.body.dataset.ready = "yes";
});
"""


def page_html() -> str:
    return PAGE


def page_script() -> str:
    """Served as /preview.js: the page allows no inline script, so an `onerror=` a template writes never runs."""
    return SCRIPT
