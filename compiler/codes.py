"""Every diagnostic code Syndicate can emit, with its one-line meaning.

Ranges: SYN0xx files and YAML; SYN1xx schemas; SYN2xx cross-checks of a
pack; SYN3xx effect-language syntax; SYN4xx effect-language checking;
SYN5xx build and generated code; SYN6xx card sheets; SYN7xx games and
simulation. ``docs/diagnostics.md`` documents each one and a test keeps the two
in step; another test makes sure every code has a fixture that triggers it.
"""

CODES: dict[str, str] = {
    # --- files and YAML -------------------------------------------------
    "SYN001": "pack folder not found or not a folder",
    "SYN002": "file is not valid UTF-8",
    "SYN003": "file is binary (contains NUL bytes)",
    "SYN004": "file is too large",
    "SYN005": "file is empty",
    "SYN006": "file cannot be read",
    "SYN007": "pack has no ruleset file",
    "SYN010": "YAML syntax error",
    "SYN011": "duplicate key in a mapping",
    "SYN012": "YAML anchors and aliases are not allowed",
    "SYN013": "nesting deeper than the limit",
    "SYN014": "tab character used for indentation",
    "SYN015": "mapping key is not a plain string",
    "SYN016": "explicit YAML tag is not allowed",
    "SYN017": "more than one YAML document in a file",
    "SYN018": "file has no schema modeline",
    # --- schemas ----------------------------------------------------------
    "SYN101": "required property missing",
    "SYN102": "value has the wrong type",
    "SYN103": "unknown property",
    "SYN104": "number out of range",
    "SYN105": "value not one of the allowed choices",
    "SYN106": "text does not match the required pattern",
    "SYN107": "list or text has the wrong length",
    "SYN108": "unknown file kind",
    "SYN109": "value breaks the schema",
    # --- cross-checks -----------------------------------------------------
    "SYN201": "card id used more than once",
    "SYN202": "reference to an unknown district",
    "SYN203": "reference to an unknown racket type",
    "SYN204": "pack composition differs from the ruleset",
    "SYN205": "district is missing a regular racket type or has it twice",
    "SYN206": "more than one ruleset in a pack",
    "SYN207": "ruleset lists an id twice",
    "SYN208": "house rule names an unknown ruleset setting",
    "SYN209": "victory table does not cover every player count",
}
