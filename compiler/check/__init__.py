"""Stage 2, checking: the pack made from its loaded files (pack.py) and its game
manifest (manifest.py, series.py), the schemas made from the manifest (schemas/),
every file against its kind's schema (validate.py), modelines, cross-file checks
(crosscheck.py) and the effect-language checker (effects/). Reports into one
DiagnosticBag.
"""
