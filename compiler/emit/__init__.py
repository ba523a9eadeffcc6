"""Stage 3, emitting: a checked pack -> the Python source of generated/<pack>/,
laid out by Ruff's formatter, with each ability's English (texts.py).
"""
