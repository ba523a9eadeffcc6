"""What `syndicate check` keeps between runs: the printed answer of an unchanged
pack (check_result.py), each file's document and schema errors (per_file.py),
and the effect-language stage's diagnostics (effects_stage.py). Each keeps its
entries in the one cache store (dsl/cache.py: keyed, sealed with the user's
secret, written atomically, bounded) and says what a check without it says.
"""
