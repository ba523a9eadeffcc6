"""One game for a tune: simulate's game summary plus which cards each seat holds at the end.

`syndicate simulate` keeps the cards in play of all seats together; a card's
explanation (the action mix of the seats that hold it against the others)
needs them per seat. The game is played by simulate's adapter, the one module
that talks to the engine. Runs in workers, named by GameConfig.play.
"""
from __future__ import annotations

from ..simulate import adapter


def play_one(pack_dir: str, seed: int, seats: list[str], house_rules: list[str], turn_cap: int | None,
             build_dir: str | None = None) -> dict:
    game, start, pack, tally = adapter.play_game(pack_dir, seed, seats, house_rules, turn_cap, build_dir)
    row = adapter.full_summary(game, seed, seats, start, pack, tally).to_dict()
    row["held"] = [sorted(c.id for c in game.held_cards(seat)) for seat in game.seats]
    game.close()            # freed by its counts once dropped, not by the cyclic collector
    return row
