"""Stage 2, checking: schemas (made from the manifest), every file against its
kind's schema, modelines, cross-file checks, and the effect-language checker
(effects/). Reads a loaded Pack; reports into one DiagnosticBag.
"""
