"""The chance source of every state: clones keep their own future (DESIGN: clone gives
the same future for the same actions), however they and their originals draw."""

from __future__ import annotations

import random

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
