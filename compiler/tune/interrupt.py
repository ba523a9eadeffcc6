"""Ctrl-C during a tune's batch of games, as every stage that plays games raises and catches it.

Its own module: the stages after the rounds (fresh.py, prune.py, stepback.py) catch it, and
search.py, which raises it while playing, imports those stages, so it cannot live in search.py
without an import circle."""


class Interrupted(Exception):
    """Ctrl-C during a batch; the games that finished are kept by the caller."""
