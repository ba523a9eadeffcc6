"""The JSON Schema of a save file, and reading one that may come from anyone.

A save is untrusted input (docs/security.md): `syndicate play --resume` and
`syndicate replay` parse it with limits first (size, nesting, digits of a
number, no NaN), then validate every field against SCHEMA before any of it is
used, so a wrong type, a negative or huge player count, an unknown seat kind or
an extra field is a diagnostic and nothing is allocated from it. What the
schema cannot know (the pack's house rules) is checked by the command against
the compiled pack.
"""
from __future__ import annotations

import functools
import json
import math

MAX_BYTES = 32_000_000       # a save of a very long game is a few hundred kB
MAX_DEPTH = 8                # the deepest legal save is 3 levels ({"answers": [[0]]})
MAX_DIGITS = 19              # a seed is at most a 64-bit integer
MAX_PLAYERS = 16             # above any ruleset's player count, far below harm
_ID = "^[a-z][a-z0-9_]{0,63}$"
_INDEX = {"type": "integer", "minimum": 0, "maximum": 1_000_000}

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Syndicate saved game",
    "type": "object",
    "additionalProperties": False,
    "required": ["format", "pack", "seed", "players", "seats", "house_rules", "answers", "turn", "hash"],
    "properties": {
        "format": {"const": 1, "description": "save format version"},
        "pack": {"type": "string", "pattern": "^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$"},
        "seed": {"type": "integer", "minimum": -(2 ** 63), "maximum": 2 ** 63 - 1},
        "players": {"type": "integer", "minimum": 1, "maximum": MAX_PLAYERS},
        "seats": {"type": "array", "maxItems": MAX_PLAYERS, "items": {"enum": ["random", "heuristic", "human"]}},
        "house_rules": {"type": "array", "maxItems": 64, "uniqueItems": True, "items": {"type": "string", "pattern": _ID}},
        "answers": {"type": "array", "maxItems": 2_000_000,
                    "items": {"anyOf": [_INDEX, {"type": "array", "minItems": 1, "maxItems": 1, "items": _INDEX}]}},
        "turn": {"type": "integer", "minimum": 0, "maximum": 10_000_000},
        "outcome": {"type": ["string", "null"], "maxLength": 200},
        "winners": {"type": ["array", "null"], "maxItems": MAX_PLAYERS,
                    "items": {"type": "integer", "minimum": 0, "maximum": MAX_PLAYERS}},
        "reason": {"type": ["string", "null"], "maxLength": 10_000},
        "hash": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
        "error": {"type": "string", "maxLength": 100_000},
    },
}


@functools.cache
def _validator():
    """The schema's validator, made at the first save read: jsonschema is imported only then (a
    command that reads no save, e.g. `syndicate simulate`, does not pay for its import)."""
    from jsonschema import Draft202012Validator, validators
    # JSON Schema calls 1.0 an integer; a save's counts are whole numbers.
    strict = validators.extend(Draft202012Validator, type_checker=Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool)))
    return strict(SCHEMA)


class SaveProblem(Exception):
    """Why a save cannot be used: a diagnostic code, a message and (when known) where in the file."""

    def __init__(self, code: str, message: str, line: int = 1, col: int = 1):
        super().__init__(message)
        self.code, self.message, self.line, self.col = code, message, line, col


def _depth(text: str) -> int:
    """The deepest nesting of [ and { outside strings (json.loads would recurse that deep)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise SaveProblem("SYN711", f"a number in the save has {len(text.lstrip('-'))} digits; "
                          f"save fields have at most {MAX_DIGITS}")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise SaveProblem("SYN711", f"a number in the save ({text[:20]}) is too large")
    return value


def _constant(name: str):
    raise SaveProblem("SYN708", f"the save holds `{name}`, which is not a JSON number")


def _place(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _key_place(text: str, key: str) -> tuple[int, int]:
    at = text.find(json.dumps(key))
    return _place(text, at) if at >= 0 else (1, 1)


def loads(raw: bytes) -> dict:
    """A validated save from its bytes, or SaveProblem."""
    if len(raw) > MAX_BYTES:
        raise SaveProblem("SYN707", f"the save is larger than {MAX_BYTES // 1_000_000} MB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveProblem("SYN705", f"the save is not UTF-8 text (byte {exc.start})") from None
    if _depth(text) > MAX_DEPTH:
        raise SaveProblem("SYN710", f"the save is nested more than {MAX_DEPTH} levels deep; a save has 3")
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise SaveProblem("SYN705", f"the save is not JSON: {exc.msg}", exc.lineno, exc.colno) from None
    except RecursionError:   # pragma: no cover - _depth keeps json.loads shallow
        raise SaveProblem("SYN710", "the save is nested too deep") from None
    problems = validate(data)
    if problems:
        pointer, message = problems[0]
        top = pointer.split("/")[1] if pointer.count("/") >= 1 and pointer != "/" else ""
        line, col = _key_place(text, top) if top else (1, 1)
        more = f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})" if len(problems) > 1 else ""
        raise SaveProblem("SYN708", f"save field `{pointer or '/'}` {message}{more}", line, col)
    return data


def validate(data) -> list[tuple[str, str]]:
    """Every problem of a parsed save as (JSON pointer, message); [] when it is valid."""
    out = []
    for error in sorted(_validator().iter_errors(data), key=lambda e: list(map(str, e.absolute_path))):
        pointer = "".join(f"/{p}" for p in error.absolute_path)
        out.append((pointer, _say(error)))
        if len(out) >= 20:
            break
    if not out and len(data["seats"]) != data["players"]:
        out.append(("/seats", f"names {len(data['seats'])} seats for {data['players']} players"))
    return out


def _say(error) -> str:
    v, inst = error.validator, error.instance
    shown = json.dumps(inst)[:40] if not isinstance(inst, (dict, list)) else type(inst).__name__
    if v == "type":
        return f"must be {error.validator_value if isinstance(error.validator_value, str) else ' or '.join(error.validator_value)}, not {shown}"
    if v in ("minimum", "maximum"):
        return f"is {shown}, outside {_range(error.schema)}"
    if v == "enum":
        return f"is {shown}, not one of {', '.join(map(str, error.validator_value))}"
    if v == "additionalProperties":
        extra = sorted(set(inst) - set(error.schema.get("properties", {})))
        return f"has unknown field{'s' if len(extra) > 1 else ''} {', '.join(extra[:5])}"
    if v == "required":
        return error.message.replace("'", "`")
    if v == "const":
        return f"is {shown}; this engine reads save format {error.validator_value}"
    if v == "maxItems":
        return f"has more than {error.validator_value} items"
    return error.message[:200]


def _range(schema: dict) -> str:
    return f"{schema.get('minimum', '…')}..{schema.get('maximum', '…')}"
