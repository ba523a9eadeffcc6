"""The effect-language checker (check.py) and its types (types.py)."""
