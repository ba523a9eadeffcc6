"""What the server says when the pointer rests on an ability, a card id or a word of the vocabulary."""
from __future__ import annotations

from dsl import tree as t
from dsl.describe import describe_node
from dsl.parser import parse

from compiler.check.pack import display_path
from . import project
from .words import Lexicon, Word

_GROUP = {"event": "event", "effect": "effect", "selector": "selector", "function": "function",
          "property": "property", "stat": "card stat", "param": "rule parameter (house rules set it by name)",
          "attack_stat": "attack quantity", "timing": "timing", "marker": "marker", "attack_kind": "attack kind",
          "unit": "unit", "entry": "ruleset entry", "card": "card"}


def word(w: Word) -> str:
    out = [f"**{w.name}** — {_GROUP.get(w.group, w.group)}", "", w.doc]
    if w.example:
        out += ["", f"Example: `{w.example}`"]
    return "\n".join(out)


def card(checked: project.Checked, card_id: str) -> str | None:
    c = checked.card(card_id)
    if c is None:
        return None
    m = checked.pack.manifest
    label = m.kinds[c.kind].label if m is not None and c.kind in m.kinds else c.kind
    out = [f"**{c.name}** — {label} `{c.id}`", ""]
    stats = []
    for stat in (m.stats.values() if m is not None else ()):
        value = c.data.get(stat.name)
        if c.kind in stat.on and isinstance(value, int):
            stats.append(f"{stat.name} {value}")
    for name, value in c.data.items():
        if name not in ("id", "name", "abilities", "text", "flavor", "art") and isinstance(value, (str, int)) \
                and not any(s.startswith(f"{name} ") for s in stats):
            stats.append(f"{name} {value}")
    if stats:
        out.append(" · ".join(stats))
    span = c.span("id")
    out += ["", f"Defined in `{display_path(c.doc.path)}`, line {span.line}"]
    report = project.simulation_report(checked.root)
    if report is not None:
        found = project.card_record(report, card_id)
        if found is not None:
            what, row = found
            out += ["", f"Simulation ({row.get('games', 0)} games, `{display_path(report['_path'])}`): "
                        f"{what} **{row['rate'] * 100:.1f}%** (95% interval {row['ci_low'] * 100:.1f}–"
                        f"{row['ci_high'] * 100:.1f}%)"
                    + (f", expected {row['expected'] * 100:.1f}% by chance" if "expected" in row else "")]
    return "\n".join(out)


def _expr(source: str, node) -> str:
    return " ".join(source[node.start:node.end].split()) if node is not None else ""


def compiled(source: str, node, lex: Lexicon) -> list[str]:
    """The compiled form: the record kind and its parts, as the engine receives them (runtime/api.py)."""
    if isinstance(node, t.Modifier):
        if node.scope is not None:
            kind, what = "AttackModifier", f"attack quantity `{node.stat}`, attacks {node.scope.relation.replace('_', ' ')}"
            if node.scope.subject is not None:
                what += f" `{_expr(source, node.scope.subject)}`"
            if node.scope.where is not None:
                what += f" where `{_expr(source, node.scope.where)}`"
        elif node.stat in lex.vocab.params:
            kind, what = "ParamModifier", f"rule parameter `{node.stat}` of `{_expr(source, node.of)}`"
        else:
            kind, what = "StatModifier", f"stat `{node.stat}` of `{_expr(source, node.of)}`"
        lines = [f"- kind: `{kind}` ({'set' if node.op == 'set' else 'add'})", f"- {what}",
                 f"- amount: `{_expr(source, node.amount)}`"]
        if node.while_ is not None:
            lines.append(f"- while: `{_expr(source, node.while_)}`")
        return lines
    if isinstance(node, t.Trigger):
        lines = ["- kind: `Trigger`", f"- event: `{node.event}`"]
        if node.when is not None:
            lines.append(f"- when: `{_expr(source, node.when)}`")
        lines.append(f"- effects: {len(node.effects)}")
        return lines
    if isinstance(node, t.Activated):
        lines = [f"- kind: `Activated`{' (special: played from hand)' if node.form == 'play' else ''}",
                 f"- timing: `{node.timing}`"]
        cost = (["token"] if node.token else []) + [_expr(source, m) for m in node.money]
        lines.append(f"- cost: {', '.join(f'`{c}`' for c in cost) if cost else 'none'}")
        for tg in node.targets:
            where = f" where `{_expr(source, tg.where)}`" if tg.where is not None else ""
            up = f" up to {tg.up_to}" if tg.up_to != 1 else ""
            lines.append(f"- target{up} `{tg.name}`: {tg.type}{where}")
        if not node.targets:
            lines.append("- targets: none")
        if node.when is not None:
            lines.append(f"- when: `{_expr(source, node.when)}`")
        lines.append(f"- effects: {len(node.effects)}")
        return lines
    return []


def ability(source: str, lex: Lexicon, names: dict[str, str]) -> str:
    node, problems = parse(source)
    if node is None:
        first = problems[0] if problems else None
        return "**Ability** — does not parse yet" + (f": {first.message}" if first else "")
    try:
        english = describe_node(node, lex.vocab, names)
    except Exception as exc:  # a describer gap must not break the hover; the sheet reports it as SYN609
        english = f"(not described: {exc})"
    return "\n".join(["**Ability**", "", f"Printed on the card: *{english}*", "", "Compiled:",
                      *compiled(source, node, lex)])

