"""The game-agnostic kernel: state, zones, money, dice, choices, events, log, invariants.

Nothing here knows Crime Lords; a game's rules (runtime/crime_lords/) are written on it.
"""
