"""The report of a run: report.json, games.jsonl and a self-contained report.html.

report.json holds only what the games decide (no timings, no job count), in
a fixed key order, so that the same seed gives the same bytes whatever the
backend or the number of jobs. Timings go to the HTML page and the console.
Plots are drawn with matplotlib (Agg) and embedded as base64 PNG, so the
page is one file that opens anywhere, offline.
"""
from __future__ import annotations

import base64
import io
import json
import os
from importlib import resources

import jinja2

from runtime.atomic import write_atomic

FORMAT = 1


def build_report(meta: dict, base: dict, changed: dict | None = None, comparison: dict | None = None) -> dict:
    """The JSON document: meta (what was asked), results, and the comparison when there is one."""
    doc = {"format": FORMAT, **meta, "results": base}
    if changed is not None:
        doc["compare"] = {"house_rule": meta.get("compare"), "name": meta.get("compare_name") or meta.get("compare"),
                          "results": changed, "comparison": comparison}
    return doc


def dumps(doc: dict) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def games_jsonl(games: list[dict]) -> str:
    return "".join(json.dumps(g, ensure_ascii=False, sort_keys=True) + "\n" for g in games)


# --- plots -------------------------------------------------------------------------

def _axes(figsize: tuple):
    """A figure of its own and its one axes. Made without pyplot: a PNG is drawn by Agg (savefig),
    which needs no display, no GUI toolkit and none of pyplot's figure managers (works on
    servers and in workers), and the figure goes with its last reference."""
    from matplotlib.figure import Figure
    fig = Figure(figsize=figsize)
    return fig, fig.subplots()


def _png(fig) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=96, bbox_inches="tight", metadata={"Software": None})
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _rate_plot(title: str, series: list[tuple[str, list[dict]]], fair: float) -> str:
    """Horizontal bars with Wilson intervals and the fair share as a line; one or two runs side by side."""
    labels = [r["label"] for r in series[0][1]]
    height = 0.8 / len(series)
    fig, ax = _axes((7.5, 0.45 * len(labels) + 1.2))
    colors = ("#0072B2", "#E69F00")
    for k, (name, rows) in enumerate(series):
        by_label = {r["label"]: r for r in rows}
        ys = [i + (k - (len(series) - 1) / 2) * height for i in range(len(labels))]
        vals = [by_label[l]["rate"] * 100 if l in by_label else 0 for l in labels]
        lo = [max(0.0, v - by_label[l]["ci_low"] * 100) if l in by_label else 0 for l, v in zip(labels, vals)]
        hi = [max(0.0, by_label[l]["ci_high"] * 100 - v) if l in by_label else 0 for l, v in zip(labels, vals)]
        ax.barh(ys, vals, height=height * 0.9, xerr=[lo, hi], color=colors[k % 2], capsize=3,
                label=name, error_kw={"elinewidth": 1})
    ax.axvline(fair * 100, color="#444", linestyle="--", linewidth=1, label=f"fair share {fair * 100:.0f}%")
    ax.set_yticks(range(len(labels)), labels)
    ax.invert_yaxis()
    ax.set_xlabel("win rate, % (bars: 95% Wilson interval)")
    ax.set_xlim(0, 100)
    ax.set_title(title)
    ax.legend(loc="lower right", fontsize=8)
    return _png(fig)


def _length_plot(results: dict) -> str:
    fig, ax = _axes((7.5, 3.2))
    decided = dict((t, c) for t, c in results["game_length_turns_decided"]["histogram"])
    total = dict((t, c) for t, c in results["game_length_turns"]["histogram"])
    won = [t for t, c in decided.items() for _ in range(c)]
    none = [t for t, c in total.items() for _ in range(c - decided.get(t, 0))]
    if won or none:
        low, high = min(won + none), max(won + none)
        bins = min(40, high - low + 1)
        ax.hist([won, none], bins=bins, range=(low - 0.5, high + 0.5), stacked=True,
                color=["#009E73", "#D55E00"], label=["won", "no winner (turn cap)"])
        ax.legend(fontsize=8)
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    return _png(fig)


def _card_plot(results: dict) -> str:
    fig, ax = _axes((6, 6))
    cards = results["cards"]
    flagged = {o["key"] for o in results["outliers"] if o["group"] == "card"}
    xs = [c["expected"] * 100 for c in cards]
    ys = [c["rate"] * 100 for c in cards]
    colors = ["#D55E00" if c["key"] in flagged else "#0072B2" for c in cards]
    ax.scatter(xs, ys, s=[8 + min(c["games"], 200) / 4 for c in cards], c=colors, alpha=0.7)
    for c in cards:
        if c["key"] in flagged:
            ax.annotate(c["label"], (c["expected"] * 100, c["rate"] * 100), fontsize=7)
    ax.plot([0, 100], [0, 100], color="#444", linestyle="--", linewidth=1)
    ax.set_xlim(0, 100)
    ax.set_ylim(0, 100)
    ax.set_xlabel("expected share on the winning side, %")
    ax.set_ylabel("observed share, %")
    ax.set_title("Cards on the winning side (dot size: games in play)")
    return _png(fig)


def plots(results: dict, faction: dict, changed: dict | None = None,
          names: tuple[str, str] = ("base", "changed")) -> dict:
    """The page's plots, by group; the faction's groups are named and labelled by the pack (`faction`)."""
    def series(key: str) -> list:
        out = [(names[0], results[key])]
        if changed is not None:
            out.append((names[1], changed[key]))
        return out
    fair = results["fair_share"]
    out = {
        "faction": _rate_plot(f"Win rate by {faction['label']}", series(f"win_rate_by_{faction['kind']}"), fair),
        "seat": _rate_plot("Win rate by seat", series("win_rate_by_seat"), fair),
    }
    for f, label in faction["fields"].items():
        out[f] = _rate_plot(f"Win rate by starting {label}", series(f"win_rate_by_{f}"), fair)
    out["length"] = _length_plot(results)
    out["cards"] = _card_plot(results)
    return out


def render_html(doc: dict, run_info: dict) -> str:
    env = jinja2.Environment(
        loader=jinja2.FunctionLoader(_template),
        autoescape=True,                 # every name on the page comes from content: escape it
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["pct"] = lambda x: f"{x * 100:.1f}%"
    from .card_use import gained
    env.globals["gained"] = gained
    compare = doc.get("compare")
    labels = (f"without {compare['name']}", f"with {compare['name']}") if compare else ("all games", "")
    figs = plots(doc["results"], doc["faction"], compare["results"] if compare else None, labels)
    return env.get_template("report.html.j2").render(doc=doc, run=run_info, plots=figs, faction=doc["faction"])


def _template(name: str) -> str:
    return resources.files(__package__).joinpath("templates", name).read_text(encoding="utf-8")


def write_report(out_dir: str, doc: dict, games: list[dict], run_info: dict,
                 changed_games: list[dict] | None = None) -> list[str]:
    """Write every file of the report into out_dir (created if needed); returns the paths."""
    os.makedirs(out_dir, exist_ok=True)
    written = []
    files = [("report.json", dumps(doc)), ("games.jsonl", games_jsonl(games))]
    if changed_games is not None:
        files.append(("games-compare.jsonl", games_jsonl(changed_games)))
    files.append(("report.html", render_html(doc, run_info)))
    for name, text in files:
        path = os.path.join(out_dir, name)
        write_atomic(path, text)
        written.append(path)
    return written
