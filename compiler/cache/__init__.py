"""What `syndicate check` keeps between runs: the printed answer of an unchanged
pack (check_result.py), each file's document and schema errors (per_file.py),
and the effect-language stage's diagnostics (effects_stage.py). Each is sealed
with the machine's secret (dsl/cache.py) and says what a check without it says.
"""
