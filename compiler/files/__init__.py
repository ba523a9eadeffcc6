"""A pack's files found in a stable order and one of them read safely (a regular file inside
the pack, bounded). Standard library only: every stage may import it."""
