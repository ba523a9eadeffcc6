"""Property-based fuzzing: any input ends in diagnostics or success, never another exception.

The targets (fuzz/targets.py) are shared with the atheris fuzzers; here each
runs a short bounded number of examples so the suite stays fast. For a long
run see fuzz/README.md.
"""
from __future__ import annotations

import os
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adversarial.packs import ROOT
from adversarial.strategies import EXAMPLES, INJECTIONS, ability_words, mutated, mutated_ability, yaml_ish

sys.path.insert(0, ROOT)
from fuzz import targets  # noqa: E402

# SYNDICATE_FUZZ_SCALE=50 multiplies every example count (a longer property run).
SCALE = max(1, int(os.environ.get("SYNDICATE_FUZZ_SCALE", "1")))
FAST = settings(max_examples=120 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(st.binary(max_size=300))
def test_fuzz_loader_raw_bytes(data):
    targets.yaml_target(data)


@FAST
@given(yaml_ish)
def test_fuzz_loader_yaml_like_text(text):
    targets.yaml_target(text.encode("utf-8", errors="surrogatepass"))


@FAST
@given(mutated("crooks.yaml"))
def test_fuzz_loader_mutated_content(data):
    targets.yaml_target(data)


@FAST
@given(st.text(max_size=80), st.sampled_from(targets.KINDS))
def test_fuzz_ability_any_text(text, kind):
    targets.ability_target(text, kind)


@FAST
@given(ability_words, st.sampled_from(targets.KINDS))
def test_fuzz_ability_vocabulary_words(text, kind):
    targets.ability_target(text, kind)


@FAST
@given(mutated_ability(), st.sampled_from(targets.KINDS))
def test_fuzz_ability_mutated_examples(text, kind):
    targets.ability_target(text, kind)


def test_every_vocabulary_example_compiles_or_is_refused_cleanly():
    for text in EXAMPLES:
        for kind in targets.KINDS:
            targets.ability_target(text, kind)


@settings(max_examples=60 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated("crooks.yaml"))
def test_fuzz_check_whole_pack_mutated_crooks(data):
    targets.pack_target(data, "crooks.yaml")


@settings(max_examples=40 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated("ruleset.yaml"))
def test_fuzz_check_whole_pack_mutated_ruleset(data):
    targets.pack_target(data, "ruleset.yaml")


@settings(max_examples=40 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(INJECTIONS), st.sampled_from(["name", "text", "flavor", "id", "weakness"]))
def test_fuzz_check_injection_in_string_fields(payload, field):
    from adversarial.strategies import REAL_FILES
    import yaml

    data = yaml.safe_load(REAL_FILES["crooks.yaml"])
    data["cards"][0][field] = payload
    text = "# yaml-language-server: $schema=crook.schema.json\n" + yaml.safe_dump(data, allow_unicode=True)
    targets.pack_target(text.encode("utf-8", errors="surrogatepass"), "crooks.yaml")
