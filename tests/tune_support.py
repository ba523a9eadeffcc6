"""A stand-in for simulate's backends in tune's unit tests: plays each chunk with the test's own
`fake_game(pack, index, seed)` (games of known odds) and counts the games per pack."""
from __future__ import annotations


class FakeBackend:
    name, workers = "fake", 1

    def __init__(self, play):
        self.play = play
        self.played: dict[str, int] = {}

    def run(self, config, chunks):
        for chunk in chunks:
            games = [self.play(config.pack, i, seed) for i, seed in chunk]
            self.played[config.pack] = self.played.get(config.pack, 0) + len(games)
            yield {"games": games}

    def stop(self):
        pass
