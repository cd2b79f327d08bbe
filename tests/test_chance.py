"""The chance source of every state: clones keep their own future (DESIGN: clone gives
the same future for the same actions), however they and their originals draw."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.core import chance
from bullheads.core.chance import Chance


def draws(chance: Chance, count: int) -> list[int]:
    return [chance.draw(lambda rng: rng.randrange(10**9), int) for _ in range(count)]


def test_clones_draw_the_same_future_whichever_draws_first() -> None:
    expected = draws(Chance(7), 6)
    original = Chance(7)
    assert draws(original, 2) == expected[:2]
    clone = original.clone()
    grandchild = clone.clone()
    assert draws(clone, 4) == expected[2:]
    assert draws(original, 4) == expected[2:]
    assert draws(grandchild, 2) == expected[2:4]
    again = grandchild.clone()
    assert draws(grandchild, 2) == expected[4:]
    assert draws(again, 2) == expected[4:]
    assert clone.outcomes == original.outcomes == expected


def test_a_reseeded_copy_draws_from_the_seed_it_takes_and_replays_nothing() -> None:
    recorded = Chance(1, script=[5, 6])
    fresh = random.Random(random.Random(3).getrandbits(64))
    expected = [fresh.randrange(10**9) for _ in range(3)]
    assert draws(recorded.reseeded(random.Random(3)), 3) == expected
    assert draws(recorded.reseeded(random.Random(3)).clone(), 3) == expected
    assert draws(recorded, 2) == [5, 6]


@given(st.integers(0, 2**32), st.integers(1, 700), st.data())
@settings(max_examples=200)
def test_sample_and_shuffle_match_the_standard_library(seed: int, size: int, data: st.DataObject) -> None:
    """chance.sample/shuffle draw exactly what random.Random.sample/shuffle draw from the
    same generator state (records and seeded games depend on it), and leave the
    generator in the same state."""
    k = data.draw(st.integers(0, size))
    population = range(1, size + 1)
    ours, theirs = random.Random(seed), random.Random(seed)
    assert chance.sample(ours, population, k) == theirs.sample(population, k)
    cards = list(population)
    expected = list(population)
    chance.shuffle(ours, cards)
    theirs.shuffle(expected)
    assert cards == expected
    assert ours.getstate() == theirs.getstate()
