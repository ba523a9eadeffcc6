"""The seed of each game comes from the run's seed and the game's index only.

That is what makes a run's results independent of how many processes (or
which cluster) played it: game i is always the same game, whoever plays it.
BLAKE2 rather than Python's hash(), which is salted per process for strings.
"""
from __future__ import annotations

import hashlib

SEED_BITS = 63          # stays a positive int in JSON and in every RNG


def game_seed(run_seed: int, index: int) -> int:
    digest = hashlib.blake2b(f"syndicate-simulate:{run_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


def game_seeds(run_seed: int, count: int) -> list[int]:
    return [game_seed(run_seed, i) for i in range(count)]
