"""Fewer garbage collections while a print run makes its millions of short-lived objects."""
from __future__ import annotations

import gc
from contextlib import contextmanager

_DEPTH = 0


@contextmanager
def few_collections():
    """Layout makes millions of short-lived objects, and Python's collector would walk every live
    object (the pack, its checked documents, WeasyPrint's caches) again and again, about a tenth
    of a run's time. The objects alive before the run are set aside (gc.freeze, which also keeps a
    forked worker from touching, and so copying, its parent's memory) and the youngest generation
    is collected less often; both are restored afterwards. Nested uses (and forked workers,
    which inherit the state) leave it to the outermost."""
    global _DEPTH
    _DEPTH += 1
    if _DEPTH > 1:
        try:
            yield
        finally:
            _DEPTH -= 1
        return
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], 50_000), *threshold[1:])
    try:
        yield
    finally:
        _DEPTH -= 1
        gc.set_threshold(*threshold)
        gc.unfreeze()
