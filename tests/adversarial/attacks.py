"""Generators of hostile content files, small on disk until the test writes them."""
from __future__ import annotations

HEAD = "# yaml-language-server: $schema=schemas/crook.schema.json\nkind: crook\n"


def billion_laughs(levels: int = 9) -> str:
    """The classic alias bomb: 10**levels strings from a few hundred bytes."""
    lines = [HEAD, 'l0: &l0 "lol"\n']
    for i in range(1, levels + 1):
        refs = ", ".join([f"*l{i - 1}"] * 10)
        lines.append(f"l{i}: &l{i} [{refs}]\n")
    lines.append("cards: []\n")
    return "".join(lines)


def alias_cycle() -> str:
    """A node that contains itself: a circular reference inside one file."""
    return HEAD + "cards: &loop\n  - *loop\n"


def deep_flow(depth: int = 10_000) -> str:
    return HEAD + "cards: " + "[" * depth + "]" * depth + "\n"


def deep_mapping(depth: int = 10_000) -> str:
    return HEAD + "cards:\n  - id: deep\n    flavor: " + "{a: " * depth + "1" + "}" * depth + "\n"


def deep_ability(depth: int = 10_000, parens: bool = True) -> str:
    if parens:
        return "on turn_start: if " + "(" * depth + "yes" + ")" * depth + " then gain 1 G"
    return "on turn_start: if " + "not " * depth + "yes then gain 1 G"


def crook_file(cards: list[dict]) -> str:
    import yaml

    return HEAD + yaml.safe_dump({"cards": cards}, allow_unicode=True, sort_keys=False, width=10**9)


def card(**over) -> dict:
    base = {"id": "hostile_one", "name": "Hostile One", "power": 3, "resistance": 3, "weakness": "dice"}
    base.update(over)
    return base


# Payloads aimed at every place a string may end up: Python source (generated/),
# HTML (sheets), a shell, a format string, a terminal.
INJECTIONS = {
    "python_quote": "x'); import os; os.system('touch PWNED'); ('",
    "python_triple": 'x"""; import os; os.system("touch PWNED"); """',
    "python_dunder": "__import__('os').system('touch PWNED')",
    "backslash_newline": "end\\\nimport os",
    "html_script": "<script>alert('PWNED')</script>",
    "html_attr": '"><img src=x onerror=alert(1)>',
    "jinja": "{{ cycler.__init__.__globals__.os.system('touch PWNED') }}",
    "shell_subst": "$(touch PWNED)",
    "shell_backtick": "`touch PWNED`",
    "shell_chain": "; touch PWNED; #",
    "format": "{0.__class__}%s%n{}",
    "ansi": "\x1b[2J\x1b[31mred",
    "bidi": "abc\u202edcba",
    "unicode_sep": "one\u2028two",
}
