"""One game for a tune: simulate's game summary plus which cards each seat holds at the end.

`syndicate simulate` keeps the cards in play of all seats together; a card's
explanation (the action mix of the seats that hold it against the others)
needs them per seat. Runs in workers, named by GameConfig.play.
"""
from __future__ import annotations

from ..simulate import adapter


def play_one(pack_dir: str, seed: int, seats: list[str], house_rules: list[str], turn_cap: int | None,
             build_dir: str | None = None) -> dict:
    from runtime import session

    pack = adapter.load_compiled(pack_dir, build_dir)
    pack, ids = adapter.with_rules(pack, house_rules)
    if turn_cap is not None:
        pack, ids = adapter._with_turn_cap(pack, ids, turn_cap)
    game = session.new_game(pack, len(seats), seed, dict(enumerate(seats, 1)), ids, log=False)
    game.setup()
    start = game.faction_cards()
    game.run()
    row = adapter.summarize(game, seed, seats, start, adapter.faction_of(pack)).to_dict()
    row["held"] = [sorted(c.id for c in game.held_cards(seat)) for seat in game.seats]
    return row
