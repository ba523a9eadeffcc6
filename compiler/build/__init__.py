"""Stage 4, building: check, emit and write generated/<pack>/ atomically (builder.py),
where a pack's compiled code lives (folders.py), whether a folder of it may be
imported (compiled.py), and which rules engine it names (engines.py, the play side).
"""
