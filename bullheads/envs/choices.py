"""Chance outcomes split into elementary uniform choices, for explicit chance nodes.

A game makes each chance outcome with a generator (`Chance.draw(make, ...)`): a deal is
``rng.sample(deck, 44)``, a roll ``rng.randint(1, 6)`` per die, a reshuffle
``rng.shuffle(cards)``. `Choices` is a generator whose every such call is a sequence of
uniform choices among the values still possible (a card of those not dealt yet, a face of
the die, ...), read from a list of picks. When the picks run out it raises `NeedsChoice`
with the values the next choice is among: that is a chance node. The game's own `make`
still decides what an outcome is; this module knows no game.

The distribution is the generator's: a uniform k-sample is k uniform draws without
replacement, a uniform shuffle is a Fisher-Yates pass of uniform draws. Equal values (two
copies of a special card) are one option whose probability is their share.
"""

from __future__ import annotations

import collections
import random
from collections.abc import Iterable, MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class NeedsChoice(Exception):
    """The outcome being made needs one more elementary choice: among `options`, each
    with its probability."""

    def __init__(self, options: list[Any], probabilities: list[float]) -> None:
        super().__init__(f"a chance choice among {len(options)} options")
        self.options = options
        self.probabilities = probabilities


def options_of(values: Sequence[Any]) -> tuple[list[Any], list[int]]:
    """The distinct values in first-seen order, and how many times each occurs."""
    try:
        counted = collections.Counter(values)
    except TypeError:  # unhashable values: compare them one by one
        counted = collections.Counter()
        firsts: list[Any] = []
        for value in values:
            first = next((seen for seen in firsts if seen == value), None)
            if first is None:
                firsts.append(value)
                first = value
            counted[id(first)] += 1
        return firsts, [counted[id(first)] for first in firsts]
    return list(counted), list(counted.values())


class Choices(random.Random):
    """A generator that takes its draws from `picks` (indexes into each choice's options).

    Only the draws games make outcomes with are offered (`choice`, `randrange`, `randint`,
    `sample`, `shuffle`); any other raises TypeError, as its draw is not a finite choice.
    """

    def __init__(self, picks: Sequence[int]) -> None:
        super().__init__(0)
        self.picks = picks
        self.used = 0

    def _index(self, values: Sequence[Any]) -> int:
        """The position in `values` of the next pick's value (a choice of one is no node)."""
        options, counts = options_of(values)
        if len(options) == 1:
            return 0
        if self.used == len(self.picks):
            total = len(values)
            raise NeedsChoice(options, [count / total for count in counts])
        pick = self.picks[self.used]
        if not 0 <= pick < len(options):
            raise ValueError(f"chance outcome {pick} is not one of 0..{len(options) - 1}")
        self.used += 1
        chosen = options[pick]
        return next(index for index, value in enumerate(values) if value == chosen)

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]
        return seq[self._index(seq)]

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        values = range(start) if stop is None else range(start, stop, step)
        return values[self._index(values)]

    def randint(self, a: int, b: int) -> int:
        return self.randrange(a, b + 1)

    def sample(self, population: Sequence[T], k: int, *, counts: Iterable[int] | None = None) -> list[T]:
        if counts is not None:
            raise TypeError("Choices.sample does not take counts")
        pool = list(population)
        return [pool.pop(self._index(pool)) for _ in range(k)]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        pool = list(x)
        for place in range(len(x)):
            x[place] = pool.pop(self._index(pool))

    def random(self) -> float:
        raise TypeError("an outcome made with random() cannot be split into finite choices")

    def getrandbits(self, k: int, /) -> int:
        raise TypeError("an outcome made with getrandbits() cannot be split into finite choices")
