"""Seeded dice. Every draw is counted so a log can show it and replay can check it."""
from __future__ import annotations

import random
from functools import lru_cache
from copy import deepcopy

# random.Random's own draws written out (randrange, shuffle: one getrandbits per try, as its
# _randbelow_with_getrandbits does), without its layers of calls: the same numbers from the same
# state. Used only where the generator is a plain Random drawing that way (else its methods).
_PLAIN = random.Random._randbelow is random.Random._randbelow_with_getrandbits


def below(rng: random.Random, n: int) -> int:
    """rng.randrange(n) for n > 0."""
    if not _PLAIN or type(rng) is not random.Random:
        return rng.randrange(n)
    bits = rng.getrandbits
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def shuffle(rng: random.Random, x: list) -> None:
    """rng.shuffle(x)."""
    if not _PLAIN or type(rng) is not random.Random:
        rng.shuffle(x)
        return
    bits = rng.getrandbits
    for i, n, k in _shuffle_plan(len(x)):
        j = bits(k)
        while j >= n:
            j = bits(k)
        x[i], x[j] = x[j], x[i]


@lru_cache(maxsize=256)
def _shuffle_plan(size: int) -> tuple:
    """(i, i + 1, (i + 1).bit_length()) for i from size - 1 down to 1: what shuffle draws below at
    each place, made once per list length (a game shuffles its deck, a search re-deals many times)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size)))


class Dice:
    __slots__ = ("seed", "rng", "draws")

    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)   # Mersenne Twister: same sequence on every platform
        self.draws = 0

    def __deepcopy__(self, memo):
        new = Dice.__new__(type(self))
        memo[id(self)] = new
        new.seed, new.draws = self.seed, self.draws
        rng_cls = type(self.rng)
        new.rng = rng_cls.__new__(rng_cls)      # not seeded from the system (slow): the state is set next
        new.rng.setstate(self.rng.getstate())
        own = () if type(self) is Dice else type(self).__dict__.get("__slots__", ())
        for name in own:                       # a subclass's own slots (e.g. loaded test dice)
            if hasattr(self, name):
                setattr(new, name, deepcopy(getattr(self, name), memo))
        return new

    def roll(self, n: int) -> list[int]:
        self.draws += n
        rng = self.rng
        if not _PLAIN or type(rng) is not random.Random:
            r = rng.randrange
            return [r(1, 7) for _ in range(n)]
        bits = rng.getrandbits              # randrange(1, 7): 1 + a draw below 6 (3 bits a try)
        out = []
        for _ in range(n):
            v = bits(3)
            while v >= 6:
                v = bits(3)
            out.append(v + 1)
        return out

    def shuffle(self, items: list) -> None:
        self.draws += 1
        shuffle(self.rng, items)

    def randrange(self, n: int) -> int:
        self.draws += 1
        if type(n) is not int or n <= 0:
            return self.rng.randrange(n)    # as it answers (or refuses) these
        return below(self.rng, n)

    def face(self, faces) -> object:
        """One roll of a die with any faces (numbers, or names such as a picture face).

        Uses one draw of its own; `roll` (the d6 of the packs written before faces existed)
        is untouched, so their games stay the same.
        """
        self.draws += 1
        return faces[self.rng.randrange(len(faces))]


class Die:
    """A die declared as data: its faces in order, some of them named (e.g. a picture instead of a 2).

    `number(face)` is the face's value in sums, 0 for a named face.
    """

    __slots__ = ("faces", "named")

    def __init__(self, faces, named=()):
        faces = tuple(faces)
        if not faces:
            raise ValueError("a die needs at least one face")
        unknown = [n for n in named if n not in faces]
        if unknown:
            raise ValueError(f"named faces {unknown} are not faces of the die {list(faces)}")
        self.faces, self.named = faces, frozenset(named)

    def roll(self, dice: Dice):
        return dice.face(self.faces)

    def number(self, face) -> int:
        return 0 if face in self.named or not isinstance(face, int) else face

    def is_named(self, face, name=None) -> bool:
        return face in self.named if name is None else face == name
