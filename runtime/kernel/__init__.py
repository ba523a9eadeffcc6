"""The game-agnostic kernel: state, zones, markers, money, dice, choices, events, log, invariants.

Nothing here knows one game: what a card and a seat hold comes from the game's
declaration (GAME); the rules engines under runtime/games/ are written on it.
"""
