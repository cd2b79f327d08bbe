"""A fast seeded generator inside the kernel: SplitMix64, one 64-bit state per game.

SplitMix64 (Steele, Lea and Flood 2014) passes BigCrush and costs a few instructions; a
bounded draw uses Lemire's multiply-and-reject method, so every value is equally likely.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from bullheads.games.take6.kernel._jit import jit

GOLDEN = np.uint64(0x9E3779B97F4A7C15)
MIX1 = np.uint64(0xBF58476D1CE4E5B9)
MIX2 = np.uint64(0x94D049BB133111EB)
LOW32 = np.uint64(0xFFFFFFFF)


@jit
def next64(state: NDArray[np.uint64], slot: int) -> np.uint64:
    """The next 64 random bits of generator `slot`."""
    z = state[slot] + GOLDEN
    state[slot] = z
    z = (z ^ (z >> np.uint64(30))) * MIX1
    z = (z ^ (z >> np.uint64(27))) * MIX2
    return np.uint64(z ^ (z >> np.uint64(31)))


@jit
def below(state: NDArray[np.uint64], slot: int, bound: int) -> np.int64:
    """A uniformly random integer in [0, bound), 1 <= bound < 2**32 (Lemire's method)."""
    n = np.uint64(bound)
    product = (next64(state, slot) >> np.uint64(32)) * n
    if (product & LOW32) < n:
        threshold = (np.uint64(0x100000000) - n) % n
        while (product & LOW32) < threshold:
            product = (next64(state, slot) >> np.uint64(32)) * n
    return np.int64(product >> np.uint64(32))


@jit
def seed_all(state: NDArray[np.uint64], origin: NDArray[np.uint64]) -> None:
    """Seed every slot from one seed, `origin[0]`: slot g starts at its SplitMix64 output g."""
    for slot in range(state.shape[0]):
        state[slot] = next64(origin, 0)


@jit
def uniform(state: NDArray[np.uint64], slot: int) -> float:
    """A uniformly random float in [0, 1): the top 53 of the next 64 bits."""
    return float(next64(state, slot) >> np.uint64(11)) * (1.0 / 9007199254740992.0)
