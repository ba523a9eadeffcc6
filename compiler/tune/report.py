"""tune.json and tune.html: per target its candidates, the suggestion with its evidence, the explanation.

tune.json is what the games decided (no timings), keys in a fixed order.
tune.html is one self-contained page (Jinja2 with autoescape: every name on
it comes from the pack), with per target a plot of the win rate against the
edited value (matplotlib's Agg backend, embedded as base64 PNG).
"""
from __future__ import annotations

import json
import os
from importlib import resources

import jinja2

from runtime.atomic import write_atomic
from ..simulate.report import _axes, _png
from .confirm import moved_text, paired_text
from .fresh import line as fresh_line
from .prune import line as prune_line
from .stepback import line as stepback_line

FORMAT = 2


def pct(x) -> str:
    """A rate as a percentage with one decimal ("–" when there is none)."""
    return "–" if x is None else f"{x * 100:.1f}%"


def interval(row: dict | None) -> str:
    """A rate row (rate, ci_low, ci_high, games) as "27.9% (95% CI 23.5%–32.4%, n=394)"."""
    if not row:
        return "not in play"
    return f"{pct(row['rate'])} (95% CI {pct(row['ci_low'])}–{pct(row['ci_high'])}, n={row['games']})"


def dumps(doc: dict) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def value_plot(target: dict) -> str | None:
    """Win rate (search estimate, 95% interval) against the edited value, one line per number of the card."""
    cands = [c for c in target["candidates"] if c.get("rate") is not None]
    if not cands:
        return None
    fig, ax = _axes((7.5, 3.6))
    sites: dict[tuple, list] = {}
    for c in cands:
        sites.setdefault((c["line"], c["column"], c["field"] or f"ability {c['ability'] + 1}: {c['old']}"), []).append(c)
    base = target["baseline"]
    colors = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9")
    for k, ((_, _, label), rows) in enumerate(sorted(sites.items())):
        rows = sorted(rows, key=lambda c: c["new_value"])
        xs = [rows[0]["value"]] + [c["new_value"] for c in rows]
        ys = [base["rate"] * 100] + [c["rate"] * 100 for c in rows]
        lo = [max(0.0, (base["rate"] - base["ci_low"]) * 100)] + [max(0.0, (c["rate"] - c["ci_low"]) * 100) for c in rows]
        hi = [max(0.0, (base["ci_high"] - base["rate"]) * 100)] + [max(0.0, (c["ci_high"] - c["rate"]) * 100) for c in rows]
        order = sorted(range(len(xs)), key=lambda i: xs[i])
        ax.errorbar([xs[i] + k * 0.06 for i in order], [ys[i] for i in order], yerr=[[lo[i] for i in order],
                    [hi[i] for i in order]], marker="o", capsize=3, color=colors[k % len(colors)], label=label)
        ax.scatter([rows[0]["value"] + k * 0.06], [base["rate"] * 100], s=90, facecolors="none",
                   edgecolors=colors[k % len(colors)])
    goal = target["goal"]
    ax.axhline(goal * 100, color="#444", linestyle="--", linewidth=1,
               label=f"{'fair' if target['measure'] == 'faction' else 'expected'} share {goal * 100:.0f}%")
    chosen = (target.get("suggestion") or {}).get("edit")
    if chosen:
        ax.axvline(chosen["new_value"], color="#D55E00", linestyle=":", linewidth=1, label="suggested value")
    ax.set_xlabel("value of the edited number (circled: as written now)")
    ax.set_ylabel("win rate, % (95% interval)")
    ax.set_title(f"{target['label']}: win rate against the edited value")
    ax.legend(fontsize=7, loc="best")
    return _png(fig)


def render_html(doc: dict, run_info: dict) -> str:
    env = jinja2.Environment(loader=jinja2.FunctionLoader(_template), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["pct"] = pct
    env.filters["paired"] = paired_text
    env.filters["moved"] = moved_text
    env.filters["pruned"] = prune_line
    env.filters["stepped"] = stepback_line
    env.filters["fresh"] = fresh_line
    plots = {f"{t['round']}:{t['card']}": value_plot(t) for t in doc["targets"]}
    return env.get_template("tune.html.j2").render(doc=doc, run=run_info, plots=plots)


def _template(name: str) -> str:
    return resources.files(__package__).joinpath("templates", name).read_text(encoding="utf-8")


def write(out_dir: str, doc: dict, run_info: dict) -> list[str]:
    os.makedirs(out_dir, exist_ok=True)
    paths = []
    for name, text in (("tune.json", dumps(doc)), ("tune.html", render_html(doc, run_info))):
        path = os.path.join(out_dir, name)
        write_atomic(path, text)
        paths.append(path)
    return paths
