"""Stage 1, loading: a pack's files read safely and bounded, YAML composed with the
place of every value, series expanded, the manifest read, and the files grouped
into a Pack. Imports compiler.report only (and the check stage's schema of
game.yaml, lazily, to read the manifest).
"""
